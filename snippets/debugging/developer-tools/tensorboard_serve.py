import json
import subprocess
import sys
import time
import urllib.request

from torch.utils.tensorboard import SummaryWriter

writer = SummaryWriter(log_dir="runs/served")
for step, loss in enumerate([4.0, 2.0, 1.0]):
    writer.add_scalar("Loss/train", loss, step)
writer.close()

# tensorboard --logdir runs, on a free port
command = [sys.executable, "-m", "tensorboard.main"]
command += ["--logdir", "runs", "--host", "127.0.0.1", "--port", "0"]
board = subprocess.Popen(command, stderr=subprocess.PIPE, text=True)
try:
    for line in board.stderr:
        if line.startswith("TensorBoard "):
            url = line.split(" at ")[1].split()[0]
            break
    # wait until TensorBoard has read the run
    runs = []
    deadline = time.monotonic() + 60
    while "served" not in runs and time.monotonic() < deadline:
        time.sleep(0.5)
        with urllib.request.urlopen(f"{url}data/runs") as response:
            runs = json.load(response)
    # the tag's points, from its plugin
    query = "run=served&tag=Loss/train"
    scalars = f"{url}data/plugin/scalars/scalars?{query}"
    with urllib.request.urlopen(scalars) as response:
        points = json.load(response)
finally:
    board.terminate()
    board.wait()

steps_values = [(step, value) for _, step, value in points]
print(f"TensorBoard serves Loss/train: {steps_values}")
assert steps_values == [(0, 4.0), (1, 2.0), (2, 1.0)]
