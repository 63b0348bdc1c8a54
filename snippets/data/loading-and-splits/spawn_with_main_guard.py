import subprocess
import sys
import tempfile
from pathlib import Path

SCRIPT = """
from torch.utils.data import DataLoader

def main():
    loader = DataLoader(
        list(range(4)), num_workers=1, multiprocessing_context="spawn"
    )
    print([batch.tolist() for batch in loader])

if __name__ == "__main__":
    main()
"""

with tempfile.TemporaryDirectory() as folder:
    path = Path(folder, "train.py")
    path.write_text(SCRIPT)
    good = subprocess.run(
        [sys.executable, str(path)], capture_output=True, text=True
    )
print(good.stdout.strip())
assert good.returncode == 0, good.stderr
assert good.stdout.strip() == "[[0], [1], [2], [3]]"
