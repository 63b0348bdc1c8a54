"""Time and profile real models here, for docs/analysis/benchmark-and-profile.md.

    .venv/bin/python scripts/benchmark_models.py

The page's blocks assert mechanisms (which operators a model runs, what a column
means, how many runs Timer made); how long a model takes depends on the hardware, so
it is measured here and written, with the hardware and versions named, to

    snippets/analysis/benchmark-and-profile/generated/timings.md
        torch.utils.benchmark.Timer and Compare: ResNet-50, EfficientNet-V2-S,
        ConvNeXt-Base and X3D-M, all built without weights
    snippets/analysis/benchmark-and-profile/generated/profile-resnet50.md
        the top operators of ResNet-50 by self CPU time (torch.profiler)
    snippets/analysis/benchmark-and-profile/generated/ultra-benchmarking.md
        what the page's corrected "Ultra Benchmarking" block prints here
    docs/assets/figures/profile-resnet50.png
        the same profile as a bar chart (registered in scripts/figures.py)

Nothing in those files is typed by hand: rerun this script and commit its output.
Nothing is downloaded: weights=None and pretrained=False, inputs made with randn.
"""

from __future__ import annotations

import contextlib
import io
import re
import runpy
import sys
import time
import warnings
from importlib.metadata import version
from pathlib import Path

import matplotlib
import torch
from torch.profiler import ProfilerActivity, profile
from torch.utils import benchmark
from torch.utils.benchmark.utils import common as benchmark_common
from torchvision import models

from scripts import figures
from scripts.measure_performance import generated_header, hardware

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402  (after choosing the Agg backend)

ROOT = figures.ROOT
PAGE = "analysis/benchmark-and-profile"
OUT = ROOT / "snippets" / PAGE / "generated"
FIGURE = figures.FIGURES / "profile-resnet50.png"
ULTRA = ROOT / "snippets" / PAGE / "ultra_benchmarking_cpu.py"
PROFILED_PASSES = 3
TOP = 10
# Timer's Measurement warns when IQR / median reaches this
WARN_AT = benchmark_common._IQR_WARN_THRESHOLD


def x3d_m() -> torch.nn.Module:
    # pytorchvideo calls torch.jit.script, which torch 2.15 deprecates with a
    # FutureWarning; the warning says nothing about the model.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", FutureWarning)
        from pytorchvideo.models.hub import x3d_m as build

        return build(pretrained=False)


# name, builder, input shape, Timer's min_run_time (seconds)
MODELS = [
    ("resnet50", lambda: models.resnet50(weights=None), (1, 3, 224, 224), 4.0),
    (
        "efficientnet_v2_s",
        lambda: models.efficientnet_v2_s(weights=None),
        (1, 3, 224, 224),
        4.0,
    ),
    (
        "convnext_base",
        lambda: models.convnext_base(weights=None),
        (1, 3, 224, 224),
        6.0,
    ),
    ("x3d_m", x3d_m, (1, 3, 16, 224, 224), 10.0),
]


def versions() -> list[tuple[str, str]]:
    return [(name, version(name)) for name in ("torchvision", "timm", "pytorchvideo")]


def header() -> list[str]:
    """Who wrote the file, and the hardware and versions it was measured with."""
    return generated_header("scripts/benchmark_models.py", [*hardware(), *versions()])


def fmt(seconds: float) -> str:
    return f"{seconds * 1e3:,.1f} ms"


def timings() -> tuple[list[str], str]:
    """Timer on every model; the Markdown lines and ResNet-50's printed Measurement."""
    threads = torch.get_num_threads()
    results, rows, resnet_repr = [], [], ""
    for name, build, shape, min_run_time in MODELS:
        print(f"timing {name} {shape}", flush=True)
        torch.manual_seed(0)
        model = build().eval()
        params = sum(p.numel() for p in model.parameters())
        x = torch.randn(shape)
        with torch.no_grad():
            start = time.perf_counter()
            model(x)
            first = time.perf_counter() - start
        timer = benchmark.Timer(
            stmt="with torch.no_grad(): model(x)",
            globals={"model": model, "x": x},
            label="forward pass, batch 1",
            sub_label=name,
            description="x".join(map(str, shape[1:])),
            num_threads=threads,
        )
        m = timer.blocked_autorange(min_run_time=min_run_time)
        results.append(m)
        if name == "resnet50":
            resnet_repr = "\n".join(
                line
                for line in repr(m).splitlines()
                if not line.startswith("<torch.utils.benchmark")
            )
        rows.append(
            f"| {name} | {'x'.join(map(str, shape))} | {params / 1e6:.2f} M "
            f"| {fmt(first)} | {fmt(m.median)} | {fmt(m.iqr)} "
            f"({m.iqr / m.median:.0%}) | {len(m.times)} x {m.number_per_run} "
            f"| {'yes' if m.has_warnings else 'no'} |"
        )
    compare = benchmark.Compare(results)
    lines = [
        *header(),
        f"Each model built with `weights=None` (X3D-M: `pretrained=False`), in "
        f"`eval()` mode under `torch.no_grad()`, timed with "
        f"`Timer(...).blocked_autorange()` on {threads} threads "
        f"(`num_threads=torch.get_num_threads()`). *First call* is one call timed "
        "with `time.perf_counter()` right after building the model, before Timer's "
        "warm-up. *IQR* is the interquartile range of the times per run, and in "
        "brackets its share of the median. *Runs* is measurements x runs per "
        "measurement. *Timer warned* says whether the printed `Measurement` "
        "carries Timer's warning, which it adds when the IQR is "
        f"{WARN_AT:.0%} of the median or more.",
        "",
        "| Model | Input | Parameters | First call | Timer median | IQR | Runs "
        "| Timer warned |",
        "| --- | --- | --- | --- | --- | --- | --- | --- |",
        *rows,
        "",
        "`print(benchmark.Compare(results))` for the same measurements:",
        "",
        "```text",
        str(compare).strip("\n"),
        "```",
        "",
    ]
    return lines, resnet_repr


def resnet50_profile() -> tuple[list[str], list[tuple[str, float, int]]]:
    torch.manual_seed(0)
    model = models.resnet50(weights=None).eval()
    x = torch.randn(1, 3, 224, 224)
    with torch.no_grad():
        for _ in range(2):
            model(x)
        with profile(activities=[ProfilerActivity.CPU]) as prof:
            for _ in range(PROFILED_PASSES):
                model(x)
    rows = prof.key_averages()
    table = rows.table(sort_by="self_cpu_time_total", row_limit=TOP)
    top = sorted(rows, key=lambda r: r.self_cpu_time_total, reverse=True)[:TOP]
    bars = [
        (r.key, r.self_cpu_time_total / 1e3 / PROFILED_PASSES, r.count) for r in top
    ]
    lines = [
        *header(),
        f"ResNet-50 (`weights=None`), input 1x3x224x224, `eval()` and "
        f"`torch.no_grad()`, two warm-up calls, then {PROFILED_PASSES} forward "
        "passes under `torch.profiler.profile(activities=[ProfilerActivity.CPU])`; "
        f'`prof.key_averages().table(sort_by="self_cpu_time_total", row_limit={TOP})`'
        f" (times and calls are for all {PROFILED_PASSES} passes), its columns as"
        " a table:",
        "",
        *as_markdown(table),
    ]
    return lines, bars


def draw(bars: list[tuple[str, float, int]], hw: dict[str, str]) -> None:
    names = [name for name, _, _ in bars][::-1]
    ms = [t for _, t, _ in bars][::-1]
    calls = [c // PROFILED_PASSES for _, _, c in bars][::-1]
    fig, ax = plt.subplots(figsize=(7.5, 4.2), dpi=100)
    ax.barh(names, ms, color="#3f6fb5")
    for y, (t, c) in enumerate(zip(ms, calls, strict=True)):
        calls_text = f"{c} call" + ("s" if c != 1 else "")
        ax.text(t, y, f" {t:.1f} ms, {calls_text}", va="center", fontsize=8)
    ax.set_xlim(0, max(ms) * 1.35)
    ax.set_xlabel("self CPU time per forward pass (ms)")
    ax.set_title(
        "ResNet-50, 1x3x224x224, top operators by self CPU time\n"
        f"torch {hw['torch']}, {hw['CPU']}, {hw['torch threads']} threads",
        fontsize=9,
    )
    ax.tick_params(axis="y", labelsize=8)
    fig.tight_layout()
    FIGURE.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(FIGURE, metadata={"Software": None})
    plt.close(fig)


def as_markdown(printed: str) -> list[str]:
    """What a profiler run printed, for the page: each `key_averages().table()` as a
    Markdown table (its columns are too wide for a code block), other lines as text.
    """
    lines, out, text = printed.strip("\n").splitlines(), [], []

    def flush_text() -> None:
        if text:
            out.extend(["```text", *text, "```", ""])
            text.clear()

    i = 0
    while i < len(lines):
        rule = re.fullmatch(r"(-+  )+-*\s*", lines[i])
        if not (rule and i + 2 < len(lines)):
            if lines[i].strip():
                text.append(lines[i])
            i += 1
            continue
        flush_text()
        header = re.split(r"\s{2,}", lines[i + 1].strip())
        out += [
            "| " + " | ".join(header) + " |",
            "| --- |" + " ---: |" * (len(header) - 1),
        ]
        i += 3
        while i < len(lines) and not re.fullmatch(r"(-+  )+-*\s*", lines[i]):
            cells = re.split(r"\s{2,}", lines[i].strip())
            out.append("| `" + cells[0] + "` | " + " | ".join(cells[1:]) + " |")
            i += 1
        out.append("")
        i += 1
        if i < len(lines) and lines[i].startswith("Self CPU time total"):
            out += [lines[i], ""]
            i += 1
    flush_text()
    return out


def ultra() -> list[str]:
    """Run the page's corrected Ultra Benchmarking block and keep what it prints."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        runpy.run_path(str(ULTRA), run_name="__main__")
    return [
        *header(),
        f"What `{ULTRA.relative_to(ROOT / 'snippets').as_posix()}` printed here,"
        " each profiler table's columns as a table:",
        "",
        *as_markdown(out.getvalue()),
    ]


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    hw = dict(hardware())

    print("profiling resnet50", flush=True)
    lines, bars = resnet50_profile()
    (OUT / "profile-resnet50.md").write_text("\n".join(lines), encoding="utf-8")
    draw(bars, hw)
    figures.record(
        FIGURE, sources=[Path(__file__)], made_by="scripts/benchmark_models.py"
    )

    print("running the corrected Ultra Benchmarking", flush=True)
    (OUT / "ultra-benchmarking.md").write_text("\n".join(ultra()), encoding="utf-8")

    lines, resnet_repr = timings()
    took = time.perf_counter() - start
    lines += [
        "`print(measurement)` for ResNet-50:",
        "",
        "```text",
        resnet_repr,
        "```",
        "",
        f"The script ran for {took:.0f} s in all, the profiles and the Ultra "
        "Benchmarking block included.",
        "",
    ]
    (OUT / "timings.md").write_text("\n".join(lines), encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}/ and {FIGURE.relative_to(ROOT)}")
    print(f"took {took:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
