import re
import subprocess
import sys
import tempfile
from pathlib import Path

# A training script as often written, and the
# same script guarded:
SCRIPT = """
from torch.utils.data import DataLoader

def main():
    loader = DataLoader(
        list(range(4)), num_workers=1, multiprocessing_context="spawn"
    )
    print([batch.tolist() for batch in loader])

{entry}
"""
UNGUARDED = SCRIPT.format(entry="main()")
GUARDED = SCRIPT.format(entry='if __name__ == "__main__":\n    main()')


def run(source):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder, "train.py")
        path.write_text(source)
        return subprocess.run(
            [sys.executable, str(path)], capture_output=True, text=True
        )


bad = run(UNGUARDED)
assert bad.returncode != 0
# The worker's error (its first sentence,
# which Python breaks over two lines), then
# the main process's (pids vary; Python
# 3.13's traceback also quotes the line that
# words it):
first = re.search(r"An attempt has been made.*?phase\.", bad.stderr, re.S)
print(" ".join(first[0].split()))
for line in bad.stderr.splitlines():
    line = line.strip()
    if line.startswith("RuntimeError:") and "exited unexpectedly" in line:
        print(re.sub(r"\d{2,}", "<pid>", line))
assert (
    "An attempt has been made to start a new process before the\n"
    "        current process has finished its bootstrapping phase."
    in bad.stderr
)
assert "exited unexpectedly" in bad.stderr
