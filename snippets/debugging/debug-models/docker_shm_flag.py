import subprocess

run = ["docker", "run", "--help"]
out = subprocess.run(run, capture_output=True, text=True, check=True)
help_text = out.stdout
for line in help_text.splitlines():
    if line.split()[:1] in (["--ipc"], ["--shm-size"]):
        print(" ".join(line.split()))
assert "--shm-size bytes" in help_text
assert "--shm_size" not in help_text
