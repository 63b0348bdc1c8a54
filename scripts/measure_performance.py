"""Measure the speed-ups the performance checklist talks about, on this machine.

    .venv/bin/python scripts/measure_performance.py

The tests assert mechanisms (a fused kernel, a worker process, a recomputed forward);
how much faster or smaller each makes things depends on the hardware, so it is measured
here and written, with the hardware named, to

    snippets/performance/checklist/generated/measurements.md
    (on docs/performance/checklist.md)

Nothing in that file is typed by hand: rerun this script and commit its output. Which
CUDA checks have run is recorded in records/ (see README.md).
"""

from __future__ import annotations

import datetime
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

import torch
from harness.site import ROOT
from torch import nn
from torch.utils.checkpoint import checkpoint
from torch.utils.data import DataLoader, Dataset

OUT = ROOT / "snippets" / "performance" / "checklist" / "generated"
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


def generated_header(script: str, rows: list[tuple[str, str]]) -> list[str]:
    """The top of a generated Markdown file: who wrote it, and the table of what it
    was measured on (``rows``: hardware() or a selection of it, plus versions)."""
    return [
        f"<!-- Written by {script}; do not edit by hand. -->",
        "",
        "Measured on:",
        "",
        "| Property | Value |",
        "| --- | --- |",
        *[f"| {k} | {v} |" for k, v in rows],
        "",
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


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    torch.manual_seed(0)
    hw = dict(hardware())
    parts = [
        *generated_header("scripts/measure_performance.py", list(hw.items())),
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
            "| Variant | Measured |",
            "| --- | --- |",
            *[f"| {k} | {v} |" for k, v in result["rows"]],
            "",
        ]
    (OUT / "measurements.md").write_text("\n".join(parts), encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}/measurements.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
