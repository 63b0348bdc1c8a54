"""Measure the speed-ups the performance checklist talks about, on this machine.

    .venv/bin/python scripts/measure_performance.py

The tests assert mechanisms (a fused kernel, a worker process, a recomputed forward);
how much faster or smaller each makes things depends on the hardware, so it is measured
here and written as data, with the hardware named, to

    snippets/performance/checklist/generated/measurements.json
    (on docs/performance/checklist.md, worded in each language by
    practices/measurements.py)

Nothing in that file is typed by hand: rerun this script and commit its output. Which
CUDA checks have run is recorded in records/ (see README.md).
"""

from __future__ import annotations

import datetime
import json
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint
from torch.utils.data import DataLoader, Dataset

from practices.testing.site import ROOT

OUT = ROOT / "snippets" / "performance" / "checklist" / "generated"
REPEATS = 7
ELEMENTS = 4_000_000  # of the tensor fused by torch.compile
ITEMS, LOAD_MS, BATCH_SIZE = 256, 5, 32  # the DataLoader's epoch
BLOCKS, WIDTH, BATCH = 8, 512, 256  # the checkpointed network


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


def machine() -> dict:
    """What a measurement ran on, as the data files record it (``machine``)."""
    cpu = platform.processor() or platform.machine()
    try:  # platform.processor() is often empty on Linux; /proc names the CPU
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    gpu = torch.cuda.get_device_name(0) if torch.cuda.is_available() else None
    return {
        "date_utc": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M"),
        "cpu": cpu,
        "cpu_count": os.cpu_count(),
        "torch_threads": torch.get_num_threads(),
        "platform": platform.platform(),
        "python": platform.python_version(),
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu": gpu,
    }


def write_data(path: Path, data: dict) -> None:
    """A data file for practices/measurements.py, which words it on the page."""
    text = json.dumps(data, indent=2, ensure_ascii=False)
    path.write_text(text + "\n", encoding="utf-8")


def quantity(
    variant: str,
    value: float,
    unit: str,
    digits: int | None = None,
    ratio: float | None = None,
    **words: object,
) -> dict:
    """A row of a measurement: ``value`` in ``unit``, rounded to the ``digits`` the
    page shows (None: an integer); ``ratio`` to the table's first row, if any;
    ``words``: what the variant's wording names (``num_workers={n}``)."""
    shown = round(value, digits) if digits else round(value)  # 0 digits: an int
    row = {"variant": variant, **words, "value": shown, "unit": unit}
    if digits is not None:
        row["digits"] = digits
    if ratio is not None:
        row["ratio"] = round(ratio, 2)
    return row


# --- the measurements -----------------------------------------------------------


def fusion() -> dict:
    """x.cos().cos(): eager (two kernels) against torch.compile (one fused kernel)."""
    x = torch.rand(ELEMENTS)

    def f(t):
        return t.cos().cos()

    compiled = torch.compile(f)
    start = time.perf_counter()
    compiled(x)
    first_call = time.perf_counter() - start
    eager = median_time(lambda: f(x))
    fused = median_time(lambda: compiled(x))
    return {
        "setup": {"elements": ELEMENTS},
        "rows": [
            quantity("eager", eager * 1e3, "ms", 2),
            quantity("compiled", fused * 1e3, "ms", 2),
            quantity("speed-up", eager / fused, "x", 2),
            quantity("first compiled call", first_call, "s", 1),
        ],
    }


class SlowDataset(Dataset):
    """Each item takes LOAD_MS (5 ms) to 'load', like a file read and decode."""

    def __len__(self):
        return ITEMS

    def __getitem__(self, i):
        time.sleep(LOAD_MS / 1e3)
        return torch.full((16,), float(i))


def workers() -> dict:
    rows = []
    base = None
    for n in (0, 1, 2, 4):
        loader = DataLoader(SlowDataset(), batch_size=BATCH_SIZE, num_workers=n)
        seconds = median_time(lambda loader=loader: list(loader), repeats=3, warmup=1)
        base = base or seconds
        rows.append(
            quantity("num_workers", seconds * 1e3, "ms", 0, base / seconds, n=n)
        )
    setup = {"items": ITEMS, "load_ms": LOAD_MS, "batch_size": BATCH_SIZE}
    return {"setup": setup, "rows": rows}


def checkpointing() -> dict:
    torch.manual_seed(0)
    blocks = nn.Sequential(
        *[nn.Sequential(nn.Linear(WIDTH, WIDTH), nn.GELU()) for _ in range(BLOCKS)]
    )
    x = torch.randn(BATCH, WIDTH, requires_grad=True)

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
        "setup": {"blocks": BLOCKS, "width": WIDTH, "batch": BATCH},
        "rows": [
            quantity("saved plain", plain_mb, "MiB", 1),
            quantity("saved checkpointed", ckpt_mb, "MiB", 1),
            quantity("time plain", t_plain * 1e3, "ms", 1),
            quantity("time checkpointed", t_ckpt * 1e3, "ms", 1, t_ckpt / t_plain),
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
    convolutions = sum(isinstance(m, nn.Conv2d) for m in model.modules())

    def fp32():
        with torch.no_grad():
            model(x)

    def bf16():
        with torch.no_grad(), torch.autocast("cpu", dtype=torch.bfloat16):
            model(x)

    t32 = median_time(fp32)
    t16 = median_time(bf16)
    return {
        "setup": {
            "convolutions": convolutions,
            "batch": 16,
            "shape": list(x.shape[1:]),
        },
        "rows": [
            quantity("float32", t32 * 1e3, "ms", 1),
            quantity("autocast bfloat16", t16 * 1e3, "ms", 1, t32 / t16),
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
        "setup": {"steps": 1000},
        "rows": [
            quantity("item every step", t_item * 1e3, "ms", 1),
            quantity("item once", t_dev * 1e3, "ms", 1),
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
            "setup": {},
            "rows": [
                quantity("save state_dict", state.stat().st_size, "bytes"),
                quantity("save model", whole.stat().st_size, "bytes"),
            ],
        }


# id (the words for it in practices/words.toml: "perf <id>"): measurement
MEASUREMENTS = {
    "fusion": fusion,
    "workers": workers,
    "checkpointing": checkpointing,
    "amp": amp,
    "item sync": item_sync,
    "file sizes": file_sizes,
}


def data(results: dict[str, dict], ran_on: dict) -> dict:
    """The data file: what ran where, and each measurement's setup and rows."""
    return {
        "kind": "performance",
        "script": "scripts/measure_performance.py",
        "machine": ran_on,
        "versions": {},
        "repeats": REPEATS,
        "measurements": [{"id": key, **result} for key, result in results.items()],
    }


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    torch.manual_seed(0)
    ran_on = machine()
    results = {}
    for key, measure in MEASUREMENTS.items():
        print(f"measuring: {key}", flush=True)
        results[key] = measure()
    write_data(OUT / "measurements.json", data(results, ran_on))
    print(f"wrote {OUT.relative_to(ROOT)}/measurements.json")
    return 0


if __name__ == "__main__":
    sys.exit(main())
