"""Time the in-process page suite against one ``python`` process per snippet file.

    python3 dev.py bench

The suite imports torch once and runs every block of every page in that process; the
naive way runs each snippet file as its own program, paying for a fresh interpreter
and ``import torch`` each time. Both sides leave out the slow blocks and those this
machine skips (CUDA). Prints both wall-clock times and their ratio.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

from practices.testing import marks, site
from practices.testing.blocks import page_blocks


def snippets_the_suite_runs() -> list[Path]:
    """The snippet files of the blocks ``pytest docs -m 'not slow'`` runs here."""
    files: dict[str, None] = {}
    for page in site.pages():
        for block in page_blocks(page):
            names = block.mark_names
            if not block.is_python or "slow" in names or marks.missing(list(names)):
                continue
            files.update(dict.fromkeys(block.snippets))
    return [site.ROOT / f for f in files]


def timed(cmd: list[str], cwd: Path) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, cwd=cwd, check=True, capture_output=True)
    return time.perf_counter() - start


def main() -> int:
    snippets = snippets_the_suite_runs()
    suite = timed(
        [
            sys.executable,
            "-m",
            "pytest",
            "docs",
            "-q",
            "-p",
            "no:randomly",
            "-m",
            "not slow",
        ],
        site.ROOT,
    )
    with tempfile.TemporaryDirectory() as workdir:
        per_file = sum(timed([sys.executable, str(p)], Path(workdir)) for p in snippets)
    print(f"in-process suite (pytest docs, one interpreter): {suite:6.2f} s")
    print(f"one python process per snippet ({len(snippets)} files):  {per_file:6.2f} s")
    print(f"ratio (processes / suite): {per_file / suite:.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
