"""Record which CUDA checks have run, where, and with what outcome.

    .venv/bin/python scripts/cuda_record.py

Lists every block the pages mark ``cuda`` or ``multigpu`` (found by the test harness
itself, so the list is the suite's own). Where a CUDA device is visible it runs them
with pytest and records each outcome with the device and torch version; elsewhere it
records them as not yet run on a GPU. Writes
snippets/cuda/cuda-and-memory/generated/cuda-checks.md, which
docs/cuda/cuda-and-memory.md includes; ``tests/test_guards.py`` fails when that
file no longer lists exactly the marked blocks. Rerun it and commit its output.
"""

from __future__ import annotations

import datetime
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

import torch
from harness import site
from harness.blocks import page_blocks
from harness.marks import GPU as GPU_MARKS
from harness.plugin import item_name
from harness.site import ROOT

OUT = ROOT / "snippets" / "cuda" / "cuda-and-memory" / "generated" / "cuda-checks.md"


def gpu_blocks() -> list[tuple[str, str, str, str]]:
    """(page, snippet, mark, pytest item name) of every block marked cuda or multigpu.

    The record names a block by its snippet file, which stays put when a page is
    edited; the item name (with its line number) only matches up pytest's results."""
    found = []
    for page in site.pages():
        for block in page_blocks(page):
            mark = next((m for m in GPU_MARKS if m in block.mark_names), None)
            if block.is_python and mark:
                found.append((site.relative(page), block.label, mark, item_name(block)))
    return found


def run_gpu_blocks() -> dict[tuple[str, str], str]:
    """Run them with pytest; {(page, item name): outcome}."""
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp, "report.xml")
        cmd = [sys.executable, "-m", "pytest", "docs", "-m", " or ".join(GPU_MARKS)]
        cmd += ["-p", "no:randomly", "-q", f"--junitxml={report}"]
        subprocess.run(cmd, cwd=ROOT, check=False)
        outcomes = {}
        for case in ET.parse(report).getroot().iter("testcase"):
            kinds = {child.tag for child in case}
            outcome = "failed" if kinds & {"failure", "error"} else "passed"
            outcome = "skipped" if "skipped" in kinds else outcome
            page = case.get("file") or case.get("classname", "").replace(".", "/")
            outcomes[(page, case.get("name", ""))] = outcome
        return outcomes


def record() -> str:
    blocks = gpu_blocks()
    date = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d")
    if torch.cuda.is_available():
        where = (
            f"{torch.cuda.get_device_name(0)}, torch {torch.__version__}, "
            f"CUDA {torch.version.cuda}"
        )
        outcomes = run_gpu_blocks()
        intro = f"Last run on {where}, {date}."
        status = {
            (p, s): f"{outcomes.get((p, n), 'not collected')} on {where}"
            for p, s, _, n in blocks
        }
    else:
        intro = (
            f"**Not yet run on a GPU.** The last run of this record ({date}, torch "
            f"{torch.__version__}) saw no CUDA device, so the {len(blocks)} checks "
            "below are skipped by the test suite and have not been checked on a GPU."
        )
        status = {(p, s): "not yet run on a GPU" for p, s, _, _ in blocks}
    rows = [f"| `{p}` | `{s}` | `{m}` | {status[(p, s)]} |" for p, s, m, _ in blocks]
    return "\n".join(
        [
            "<!-- Written by scripts/cuda_record.py; do not edit by hand. -->",
            "",
            intro,
            "",
            "| Page | Snippet | Mark | Status |",
            "| --- | --- | --- | --- |",
            *rows,
            "",
        ]
    )


def main() -> int:
    OUT.parent.mkdir(parents=True, exist_ok=True)
    if not OUT.exists():  # the page includes it: expanding the page needs it
        OUT.write_text("", encoding="utf-8")
    OUT.write_text(record(), encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
