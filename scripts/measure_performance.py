"""Measure the speed-ups the performance checklist talks about, on this machine.

    .venv/bin/python scripts/measure_performance.py

The tests assert mechanisms (a fused kernel, a worker process, a recomputed forward);
how much faster or smaller each makes things depends on the hardware, so it is measured
here and written, with the hardware named, to

    snippets/performance/generated/measurements.md  (on docs/performance/checklist.md)
    snippets/performance/generated/cuda-checks.md   (on docs/cuda/cuda-and-memory.md)

Nothing in those files is typed by hand: rerun this script and commit its output. Where
a CUDA device is visible, the second file records the result of running every block
the pages mark `cuda` or `multigpu`; elsewhere it lists them as not yet run on a GPU.
"""

from __future__ import annotations

import datetime
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint
from torch.utils.data import DataLoader, Dataset

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "snippets" / "performance" / "generated"
REPEATS = 7


def median_time(fn, repeats: int = REPEATS, warmup: int = 2) -> float:
    """Median wall-clock seconds of fn() over `repeats` runs, after `warmup` runs."""
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def hardware() -> list[tuple[str, str]]:
    cpu = platform.processor() or platform.machine()
    try:  # platform.processor() is often empty on Linux; /proc names the CPU
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    gpu = torch.cuda.get_device_name(0) if torch.cuda.is_available() else "none visible"
    return [
        ("Date (UTC)", datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M")),
        ("CPU", cpu),
        ("CPU count (os.cpu_count)", str(os.cpu_count())),
        ("torch threads", str(torch.get_num_threads())),
        ("Platform", platform.platform()),
        ("Python", platform.python_version()),
        ("torch", torch.__version__),
        ("CUDA (torch.version.cuda)", str(torch.version.cuda)),
        ("GPU", gpu),
    ]


# --- the measurements -----------------------------------------------------------


def fusion() -> dict:
    """x.cos().cos(): eager (two kernels) against torch.compile (one fused kernel)."""
    x = torch.rand(4_000_000)

    def f(t):
        return t.cos().cos()

    compiled = torch.compile(f)
    start = time.perf_counter()
    compiled(x)
    first_call = time.perf_counter() - start
    eager = median_time(lambda: f(x))
    fused = median_time(lambda: compiled(x))
    return {
        "what": "`x.cos().cos()`, 4,000,000 float32 elements",
        "rows": [
            ("eager (two kernels)", f"{eager * 1e3:.2f} ms"),
            ("torch.compile, Inductor (one fused kernel)", f"{fused * 1e3:.2f} ms"),
            ("speed-up", f"{eager / fused:.2f}x"),
            ("first compiled call (includes compiling)", f"{first_call:.1f} s"),
        ],
    }


class SlowDataset(Dataset):
    """Each item takes 5 ms to 'load', like a file read and decode."""

    def __len__(self):
        return 256

    def __getitem__(self, i):
        time.sleep(0.005)
        return torch.full((16,), float(i))


def workers() -> dict:
    rows = []
    base = None
    for n in (0, 1, 2, 4):
        loader = DataLoader(SlowDataset(), batch_size=32, num_workers=n)
        seconds = median_time(lambda loader=loader: list(loader), repeats=3, warmup=1)
        base = base or seconds
        rows.append(
            (f"num_workers={n}", f"{seconds * 1e3:.0f} ms ({base / seconds:.2f}x)")
        )
    return {
        "what": "one epoch of 256 items that take 5 ms each to load, batch_size=32 "
        "(worker start-up included)",
        "rows": rows,
    }


def checkpointing() -> dict:
    torch.manual_seed(0)
    blocks = nn.Sequential(
        *[nn.Sequential(nn.Linear(512, 512), nn.GELU()) for _ in range(8)]
    )
    x = torch.randn(256, 512, requires_grad=True)

    def saved_bytes(fn) -> int:
        total = 0

        def pack(t):
            nonlocal total
            total += t.numel() * t.element_size()
            return t

        with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
            fn()
        return total

    def plain():
        return blocks(x)

    def ckpt():
        h = x
        for block in blocks:
            h = checkpoint(block, h, use_reentrant=False)
        return h

    plain_mb = saved_bytes(plain) / 2**20
    ckpt_mb = saved_bytes(ckpt) / 2**20
    t_plain = median_time(lambda: plain().sum().backward())
    t_ckpt = median_time(lambda: ckpt().sum().backward())
    return {
        "what": "8 blocks of Linear(512, 512) + GELU, batch 256, forward and backward",
        "rows": [
            ("tensors saved for backward, plain", f"{plain_mb:.1f} MiB"),
            (
                "tensors saved for backward, each block checkpointed",
                f"{ckpt_mb:.1f} MiB",
            ),
            ("time, plain", f"{t_plain * 1e3:.1f} ms"),
            ("time, checkpointed", f"{t_ckpt * 1e3:.1f} ms ({t_ckpt / t_plain:.2f}x)"),
        ],
    }


def small_cnn() -> nn.Module:
    return nn.Sequential(
        nn.Conv2d(3, 32, 3, padding=1),
        nn.ReLU(),
        nn.Conv2d(32, 64, 3, padding=1),
        nn.ReLU(),
        nn.AdaptiveAvgPool2d(1),
        nn.Flatten(),
        nn.Linear(64, 10),
    ).eval()


def amp() -> dict:
    model = small_cnn()
    x = torch.randn(16, 3, 64, 64)

    def fp32():
        with torch.no_grad():
            model(x)

    def bf16():
        with torch.no_grad(), torch.autocast("cpu", dtype=torch.bfloat16):
            model(x)

    t32 = median_time(fp32)
    t16 = median_time(bf16)
    return {
        "what": "small CNN (2 convolutions), batch 16 of 3x64x64, inference on the CPU",
        "rows": [
            ("float32", f"{t32 * 1e3:.1f} ms"),
            ("autocast bfloat16", f"{t16 * 1e3:.1f} ms ({t32 / t16:.2f}x)"),
        ],
    }


def item_sync() -> dict:
    x = torch.randn(64)

    def per_step_item():
        total = 0.0
        for _ in range(1000):
            total += (x * 2).sum().item()

    def on_device():
        total = torch.zeros(())
        for _ in range(1000):
            total += (x * 2).sum()
        total.item()

    t_item = median_time(per_step_item, repeats=5)
    t_dev = median_time(on_device, repeats=5)
    return {
        "what": "1000 steps accumulating a loss, on the CPU (no GPU queue to wait for)",
        "rows": [
            ("`.item()` every step", f"{t_item * 1e3:.1f} ms"),
            ("accumulate on the device, one `.item()`", f"{t_dev * 1e3:.1f} ms"),
        ],
    }


def file_sizes() -> dict:
    model = small_cnn()
    with tempfile.TemporaryDirectory() as d:
        state = Path(d, "state.pt")
        whole = Path(d, "whole.pt")
        torch.save(model.state_dict(), state)
        torch.save(model, whole)
        return {
            "what": "the small CNN saved two ways",
            "rows": [
                (
                    "`torch.save(model.state_dict(), …)`",
                    f"{state.stat().st_size:,} bytes",
                ),
                ("`torch.save(model, …)`", f"{whole.stat().st_size:,} bytes"),
            ],
        }


MEASUREMENTS = {
    "Fusion with `torch.compile`": fusion,
    "DataLoader workers": workers,
    "Gradient checkpointing": checkpointing,
    "Automatic mixed precision (CPU, bfloat16)": amp,
    "Host syncs with `.item()`": item_sync,
    "File size: state_dict against the whole model": file_sizes,
}


# --- the CUDA record ------------------------------------------------------------


def cuda_blocks() -> list[tuple[str, int, str, str]]:
    """(page, line, mark, snippet) for every block a page marks cuda or multigpu."""
    found = []
    for page in sorted((ROOT / "docs").rglob("*.md")):
        lines = page.read_text(encoding="utf-8").splitlines()
        for i, line in enumerate(lines):
            m = re.match(r"<!--pytest\.mark\.(cuda|multigpu)-->", line.strip())
            if not m:
                continue
            for j in range(i + 1, min(i + 8, len(lines))):
                if lines[j].lstrip().startswith("```"):
                    snippet = re.search(r'--8<-- "([^"]+)"', lines[j + 1])
                    found.append(
                        (
                            page.relative_to(ROOT).as_posix(),
                            j + 1,
                            m.group(1),
                            snippet.group(1) if snippet else "?",
                        )
                    )
                    break
    return found


def run_cuda_blocks() -> dict[tuple[str, int], str]:
    """Run the marked blocks with pytest; {(page, line): outcome}."""
    with tempfile.TemporaryDirectory() as d:
        report = Path(d, "report.xml")
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pytest",
                "docs",
                "-m",
                "cuda or multigpu",
                "-p",
                "no:randomly",
                "-q",
                f"--junitxml={report}",
            ],
            cwd=ROOT,
            check=False,
        )
        outcomes = {}
        for case in ET.parse(report).getroot().iter("testcase"):
            m = re.match(r"line (\d+)", case.get("name", ""))
            page = case.get("classname", "")  # e.g. docs.cuda.cuda-and-memory.md
            if not m:
                continue
            kinds = {child.tag for child in case}
            outcome = (
                "failed"
                if kinds & {"failure", "error"}
                else "skipped"
                if "skipped" in kinds
                else "passed"
            )
            outcomes[(page, int(m.group(1)))] = outcome
        return outcomes


def cuda_record(hw: dict[str, str]) -> str:
    blocks = cuda_blocks()
    if torch.cuda.is_available():
        outcomes = run_cuda_blocks()
        where = f"{hw['GPU']}, torch {torch.__version__}, CUDA {torch.version.cuda}"
        status = {}
        for p, ln, _, _ in blocks:
            dotted = p.removesuffix(".md").replace("/", ".")
            outcome = next(
                (o for (c, n), o in outcomes.items() if n == ln and dotted in c),
                "not collected",
            )
            status[(p, ln)] = f"{outcome} on {where}"
        intro = f"Run on {where}, {hw['Date (UTC)']}."
    else:
        status = {(p, ln): "not yet run on a GPU" for p, ln, _, _ in blocks}
        intro = (
            f"**CUDA checks: not yet run on a GPU.** The last run of the script "
            f"({hw['Date (UTC)']}, torch {torch.__version__}) saw no CUDA device, so "
            f"the {len(blocks)} blocks below are skipped by the test suite and have "
            "not been checked on a GPU."
        )
    lines = [
        intro,
        "",
        "| Page | Line | Mark | Snippet | Status |",
        "| --- | --- | --- | --- | --- |",
    ]
    for page, line, mark, snippet in blocks:
        lines.append(
            f"| `{page}` | {line} | `{mark}` | `{snippet}` | {status[(page, line)]} |"
        )
    return "\n".join(lines) + "\n"


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    torch.manual_seed(0)
    hw = dict(hardware())
    parts = [
        "<!-- Written by scripts/measure_performance.py; do not edit by hand. -->",
        "",
        "Measured on:",
        "",
        "| | |",
        "| --- | --- |",
        *[f"| {k} | {v} |" for k, v in hw.items()],
        "",
        f"Times are medians of {REPEATS} runs after warm-up unless noted; "
        "ratios are relative to the first row of each table.",
        "",
    ]
    for title, measure in MEASUREMENTS.items():
        print(f"measuring: {title}", flush=True)
        result = measure()
        parts += [
            f"**{title}**: {result['what']}.",
            "",
            "| | |",
            "| --- | --- |",
            *[f"| {k} | {v} |" for k, v in result["rows"]],
            "",
        ]
    (OUT / "measurements.md").write_text("\n".join(parts), encoding="utf-8")
    (OUT / "cuda-checks.md").write_text(
        "<!-- Written by scripts/measure_performance.py; do not edit by hand. -->\n\n"
        + cuda_record(hw),
        encoding="utf-8",
    )
    print(f"wrote {OUT.relative_to(ROOT)}/measurements.md and cuda-checks.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
