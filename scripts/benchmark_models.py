"""Time and profile real models here, for docs/analysis/benchmark-and-profile.md.

    .venv/bin/python scripts/benchmark_models.py

The page's blocks assert mechanisms (which operators a model runs, what a column
means, how many runs Timer made); how long a model takes depends on the hardware, so
it is measured here and written as data, with the hardware and versions named, to

    snippets/analysis/benchmark-and-profile/generated/timings.json
        torch.utils.benchmark.Timer and Compare: ResNet-50, EfficientNet-V2-S,
        ConvNeXt-Base and X3D-M, all built without weights
    snippets/analysis/benchmark-and-profile/generated/profile-resnet50.json
        the top operators of ResNet-50 by self CPU time (torch.profiler)
    snippets/analysis/benchmark-and-profile/generated/ultra-benchmarking.json
        what the page's corrected "Ultra Benchmarking" block prints here
    docs/assets/figures/profile-resnet50.png, profile-resnet50.zh.png
        the same profile as a bar chart, drawn from profile-resnet50.json in each
        language (registered in scripts/figures.py); redrawn alone, from the
        committed data, with ``--figures``

The page words the data in its language (practices/measurements.py). Nothing
in those files is typed by hand: rerun this script and commit its output.
Nothing is downloaded: weights=None and pretrained=False, inputs made with randn.
"""

from __future__ import annotations

import contextlib
import io
import json
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

from practices.i18n import LANGUAGES, t
from scripts import figures
from scripts.measure_performance import machine, write_data

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402  (after choosing the Agg backend)

ROOT = figures.ROOT
PAGE = "analysis/benchmark-and-profile"
OUT = ROOT / "snippets" / PAGE / "generated"
FIGURE = figures.FIGURES / "profile-resnet50.png"
PROFILE = OUT / "profile-resnet50.json"
ULTRA = ROOT / "snippets" / PAGE / "ultra_benchmarking_cpu.py"
PROFILED_PASSES = 3
TOP = 10
PROFILED_INPUT = (1, 3, 224, 224)  # ResNet-50's, profiled
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


def versions() -> dict[str, str]:
    return {name: version(name) for name in ("torchvision", "timm", "pytorchvideo")}


def header(kind: str) -> dict:
    """The start of a data file: its kind, who wrote it, and the hardware and
    versions it was measured with."""
    return {
        "kind": kind,
        "script": "scripts/benchmark_models.py",
        "machine": machine(),
        "versions": versions(),
    }


def ms(seconds: float) -> float:
    return round(seconds * 1e3, 1)


def timing_row(name: str, shape: tuple, params: int, first: float, m) -> dict:
    """A model's row in timings.json: its first call (seconds) and its Timer
    ``Measurement`` ``m``, as the page shows them."""
    return {
        "model": name,
        "input": list(shape),
        "params_m": round(params / 1e6, 2),
        "first_call_ms": ms(first),
        "median_ms": ms(m.median),
        "iqr_ms": ms(m.iqr),
        "iqr_percent": round(100 * m.iqr / m.median),
        "measurements": len(m.times),
        "runs_per_measurement": m.number_per_run,
        "warned": bool(m.has_warnings),
    }


def timings_data(
    threads: int, rows: list[dict], compare: str, printed: list[str], took: float
) -> dict:
    """timings.json: the rows, what Compare printed, what ResNet-50's Measurement
    printed (``printed``) and how long the script took (seconds)."""
    return {
        **header("timings"),
        "threads": threads,
        "warn_at_percent": round(100 * WARN_AT),
        "models": rows,
        "compare": compare.strip("\n").split("\n"),
        "measurement": {"model": "ResNet-50", "printed": printed},
        "seconds": round(took),
    }


def timings() -> tuple[list[dict], str, list[str]]:
    """Timer on every model: the rows, what Compare printed, and ResNet-50's
    printed Measurement."""
    threads = torch.get_num_threads()
    results, rows, resnet_repr = [], [], []
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
            resnet_repr = [
                line
                for line in repr(m).splitlines()
                if not line.startswith("<torch.utils.benchmark")
            ]
        rows.append(timing_row(name, shape, params, first, m))
    return rows, str(benchmark.Compare(results)), resnet_repr


def resnet50_profile() -> dict:
    torch.manual_seed(0)
    model = models.resnet50(weights=None).eval()
    x = torch.randn(PROFILED_INPUT)
    with torch.no_grad():
        for _ in range(2):
            model(x)
        with profile(activities=[ProfilerActivity.CPU]) as prof:
            for _ in range(PROFILED_PASSES):
                model(x)
    table = prof.key_averages().table(sort_by="self_cpu_time_total", row_limit=TOP)
    return profile_data(table)


def profile_data(table: str) -> dict:
    """profile-resnet50.json, from what ``key_averages().table()`` printed."""
    return {
        **header("profile"),
        "model": "ResNet-50",
        "weights": "weights=None",
        "input": list(PROFILED_INPUT),
        "passes": PROFILED_PASSES,
        "row_limit": TOP,
        "printed": profiler_output(table),
    }


_UNITS_MS = {"s": 1e3, "ms": 1.0, "us": 1e-3, "ns": 1e-6}


def profile_bars(data: dict) -> list[tuple[str, float, int]]:
    """(operator, self CPU ms per forward pass, calls per pass), from the table that
    ``key_averages().table()`` printed (profile-resnet50.json)."""
    (table,) = [part for part in data["printed"] if "columns" in part]
    name, self_cpu, calls = (
        table["columns"].index(c) for c in ("Name", "Self CPU", "# of Calls")
    )
    bars = []
    for row in table["rows"]:
        value, unit = re.fullmatch(r"([\d.]+)([a-z]+)", row[self_cpu]).groups()
        ms = float(value) * _UNITS_MS[unit] / data["passes"]
        bars.append((row[name], ms, int(row[calls]) // data["passes"]))
    return bars


FIGURE_WORDS = [
    "figure profile bar",
    "figure profile call",
    "figure profile calls",
    "figure profile x",
    "figure profile title",
]


def draw(data: dict, lang: str) -> Path:
    """The profile as a bar chart in ``lang``, recorded in figures.json."""
    bars, hw = profile_bars(data), data["machine"]
    names = [name for name, _, _ in bars][::-1]
    ms = [time_ms for _, time_ms, _ in bars][::-1]
    calls = [c for _, _, c in bars][::-1]
    image = figures.FIGURES / figures.localized(FIGURE.name, lang)
    with plt.rc_context({"font.family": figures.font_families(lang)}):
        fig, ax = plt.subplots(figsize=(7.5, 4.2), dpi=100)
        ax.barh(names, ms, color="#3f6fb5")
        for y, (time_ms, c) in enumerate(zip(ms, calls, strict=True)):
            calls_text = t(
                "figure profile call" if c == 1 else "figure profile calls", lang, n=c
            )
            label = t("figure profile bar", lang, ms=f"{time_ms:.1f}", calls=calls_text)
            ax.text(time_ms, y, label, va="center", fontsize=8)
        ax.set_xlim(0, max(ms) * 1.35)
        ax.set_xlabel(t("figure profile x", lang))
        ax.set_title(
            t(
                "figure profile title",
                lang,
                input="x".join(map(str, data["input"])),
                torch=hw["torch"],
                cpu=hw["cpu"],
                threads=hw["torch_threads"],
            ),
            fontsize=9,
        )
        ax.tick_params(axis="y", labelsize=8)
        fig.tight_layout()
    image.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(image, metadata={"Software": None})
    plt.close(fig)
    figures.record(
        image,
        sources=[Path(__file__), PROFILE],
        made_by="scripts/benchmark_models.py --figures",
        words=(lang, FIGURE_WORDS),
    )
    return image


def draw_figures() -> None:
    """The profile's figure in each language, from the committed profile data."""
    data = json.loads(PROFILE.read_text(encoding="utf-8"))
    for lang in LANGUAGES:
        print(draw(data, lang).relative_to(ROOT))


def profiler_output(printed: str) -> list[dict]:
    """What a profiler run printed, as data: each `key_averages().table()` as its
    ``columns`` and ``rows`` (the page shows them as a table: they are too wide for
    a code block) and the ``total`` printed under it; other lines as ``text``.
    """
    lines, out, text = printed.strip("\n").splitlines(), [], []

    def flush_text() -> None:
        if text:
            out.append({"text": text.copy()})
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
        columns = re.split(r"\s{2,}", lines[i + 1].strip())
        rows = []
        i += 3
        while i < len(lines) and not re.fullmatch(r"(-+  )+-*\s*", lines[i]):
            rows.append(re.split(r"\s{2,}", lines[i].strip()))
            i += 1
        i += 1
        total = None
        if i < len(lines) and lines[i].startswith("Self CPU time total"):
            total = lines[i].split(":", 1)[1].strip()
            i += 1
        out.append({"columns": columns, "rows": rows, "total": total})
    flush_text()
    return out


def ultra() -> dict:
    """Run the page's corrected Ultra Benchmarking block and keep what it prints."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        runpy.run_path(str(ULTRA), run_name="__main__")
    return {
        **header("printed"),
        "program": ULTRA.relative_to(ROOT / "snippets").as_posix(),
        "printed": profiler_output(out.getvalue()),
    }


def main() -> int:
    if sys.argv[1:] == ["--figures"]:
        draw_figures()
        return 0
    OUT.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()

    print("profiling resnet50", flush=True)
    data = resnet50_profile()
    write_data(PROFILE, data)
    draw_figures()

    print("running the corrected Ultra Benchmarking", flush=True)
    write_data(OUT / "ultra-benchmarking.json", ultra())

    rows, compare, resnet_repr = timings()
    took = time.perf_counter() - start
    data = timings_data(torch.get_num_threads(), rows, compare, resnet_repr, took)
    write_data(OUT / "timings.json", data)
    print(f"wrote {OUT.relative_to(ROOT)}/ and {FIGURE.relative_to(ROOT)}")
    print(f"took {took:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
