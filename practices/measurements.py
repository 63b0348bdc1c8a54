"""Measurements that scripts write as data, worded on each page in its language.

What depends on the machine is measured by scripts run by hand (``scripts/``), which
write JSON, never Markdown, into ``snippets/<section>/<page>/generated/``. A page
includes its file on a line of its own (``--8<-- "…/generated/timings.json"``),
which this stage replaces by tables and sentences: every word from
``practices/i18n.py``; numbers, hardware, names and program output as the file has
them. Every file has ``kind`` (its renderer, in ``KINDS``), ``script``, ``machine``
and ``versions``; the rest is its renderer's to read.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import partial

from .i18n import t
from .pages import ROOT

SNIPPETS = ROOT / "snippets"
INCLUDE = re.compile(r'--8<-- "(?P<path>[\w./-]+\.json)"')
Words = Callable[..., str]  # t() in the page's language


def _tool(w: Words, tool: str, text: str) -> str:
    """A tool's name and what follows it: no space after a full-width bracket."""
    name = w(f"tool {tool}")
    return f"{name}{'' if name.endswith('）') else ' '}{text}"


def render(data: dict, lang: str) -> list[str]:
    """The Markdown of a data file in ``lang``: what it ran on, then its kind's."""
    w = partial(t, lang=lang)
    rows = []
    for key, value in data["machine"].items():
        none = w("no gpu visible" if key == "gpu" else "measured none")
        rows.append([w(f"machine {key}"), none if value is None else str(value)])
    rows += [[name, v] for name, v in data.get("versions", {}).items()]
    out = []
    ran_on = [w("measured on"), table([w("property"), w("value")], rows)]
    for part in [*ran_on, *KINDS[data["kind"]](data, w)]:
        out += [part, ""] if isinstance(part, str) else [*part, ""]
    return out


def table(header: list[str], rows: list[list[str]], align: str = "---") -> list[str]:
    return [
        "| " + " | ".join(header) + " |",
        "| --- |" + f" {align} |" * (len(header) - 1),
        *["| " + " | ".join(row) + " |" for row in rows],
    ]


def shape(dims: list[int]) -> str:
    return "x".join(map(str, dims))


def fence(lines: list[str]) -> list[str]:
    return ["```text", *lines, "```"]


# --- scripts/measure_performance.py ----------------------------------------------
def performance(data: dict, w: Words) -> list:
    """Each measurement (``id``, its ``setup``): a ``variant`` per row, its
    ``value`` in its ``unit`` with ``digits`` decimals (without: an integer,
    grouped by thousands), for some a ``ratio`` to the first row."""

    def quantity(row: dict) -> str:
        digits = row.get("digits")
        n = f"{row['value']:,}" if digits is None else f"{row['value']:.{digits}f}"
        text = w(f"unit {row['unit']}", n=n)
        return text if row.get("ratio") is None else f"{text} ({row['ratio']:.2f}x)"

    out: list = [w("perf repeats", n=data["repeats"])]
    for m in data["measurements"]:
        setup = {
            k: shape(v) if isinstance(v, list) else v for k, v in m["setup"].items()
        }
        what = w(f"perf {m['id']} setup", **setup)
        rows = [[w(f"perf {r['variant']}", **r), quantity(r)] for r in m["rows"]]
        out.append(w("perf heading", title=w(f"perf {m['id']}"), what=what))
        out.append(table([w("perf variant"), w("perf measured")], rows))
    return out


# --- scripts/benchmark_models.py -------------------------------------------------
def timings(data: dict, w: Words) -> list:
    def ms(value: float) -> str:
        return w("unit ms", n=f"{value:,.1f}")

    rows = []
    for m in data["models"]:
        row = [m["model"], shape(m["input"]), f"{m['params_m']:.2f} M"]
        row += [ms(m["first_call_ms"]), ms(m["median_ms"])]
        row.append(f"{ms(m['iqr_ms'])} ({m['iqr_percent']}%)")
        row.append(f"{m['measurements']} x {m['runs_per_measurement']}")
        warned = w("timings warned yes" if m["warned"] else "timings warned no")
        rows.append([*row, warned])
    header = ["model", "input", "parameters", "first call", "timer median"]
    header += ["iqr", "runs", "timer warned"]
    measurement = data["measurement"]
    return [
        w("timings how", threads=data["threads"], warn=data["warn_at_percent"]),
        table([w(f"timings {h}") for h in header], rows),
        w("timings compare"),
        fence(data["compare"]),
        w("timings measurement", model=measurement["model"]),
        fence(measurement["printed"]),
        w("timings took", seconds=data["seconds"]),
    ]


def profile(data: dict, w: Words) -> list:
    """What a profiler run printed (``printed``, of kind ``profile`` or of kind
    ``printed``): each table's columns as a Markdown table (too wide for a code
    block), its total under it, other lines as text."""
    if data["kind"] == "profile":
        out = [w("profile how", **data | {"input": shape(data["input"])})]
    else:
        out = [w("profile printed", program=data["program"])]
    for part in data["printed"]:
        if "text" in part:
            out.append(fence(part["text"]))
            continue
        rows = [[f"`{row[0]}`", *row[1:]] for row in part["rows"]]
        out.append(table(part["columns"], rows, "---:"))
        if part.get("total") is not None:
            out.append(w("profile total", total=part["total"]))
    return out


# --- scripts/count_table.py ------------------------------------------------------
def _g(n: float) -> str:
    return f"{n / 1e9:.2f} G"


def _count(n: int | None) -> str:
    return "–" if n is None else f"{n:,} ({_g(n)})"


def _change(change: dict | None, w: Words) -> str:
    """Today's count against the notebook's, in the notebook's precision."""
    if change is None:
        return "–"
    if "same_at_decimals" in change:
        return w("counts same at", decimals=change["same_at_decimals"])
    if change.get("equal_to_printed"):
        return w("counts equal printed")
    if "count" in change:
        return f"{change['count']:+,} ({change['percent']:+.2f} %)"
    return f"{change['g']:+.2f} G ({change['percent']:+.1f} %)"


def _tools(model: dict, w: Words) -> list:
    """A model's counts, tool by tool, beside the notebook's and the official."""
    rows = []
    for r in model["tools"]:
        quoted = "–"
        if r["notebook"] is not None:
            quoted = f"{r['notebook']['g']:.2f} G"
            if r["notebook"].get("printed") is not None:
                quoted = w("counts printed", g=quoted, n=r["notebook"]["printed"])
        name = _tool(w, r["tool"], r["version"])
        counted = [_count(r["eval"]), _count(r["train"]), quoted]
        row = [name, w(f"counts {r['counts']}"), f"{r['params']:,}", *counted]
        rows.append([*row, _change(r["change"], w)])
    official, none = model["official"], "–"
    params, flops = f"{official['params_m']} M", f"{official['flops_g']} G"
    rows.append([w("counts official"), none, params, none, none, flops, none])
    if meta := model.get("metadata"):
        name = w("counts metadata", weights=meta["weights"])
        ops = f"{meta['ops_g']} G"
        rows.append([name, w("counts ops"), f"{meta['params']:,}", ops, *[none] * 3])
    header = ["tool", "counts", "parameters", "eval", "train", "notebook", "change"]
    input_ = shape(model["input"])
    return [
        w("counts model", name=model["name"], builder=model["builder"], input=input_),
        table([w(f"counts head {h}") for h in header], rows),
    ]


def _rest(row: dict, w: Words) -> str:
    """A tool's count beyond the multiply-adds, by the tool's own breakdown."""
    if row.get("bias_only"):
        return w("counts bias additions")
    if "modules" in row:
        return w("counts ptflops rest", modules=row["modules"], ops=row["functional"])
    items = [f"{name} {n:,}" for name, n in row["parts"].items()]
    if row.get("beyond"):
        items.append(w("counts beyond", n=row["beyond"]))
    return w("comma").join(items) or w("counts nothing")


def _made_of(model: dict, w: Words) -> list:
    made = model["made_of"]
    parts = w("comma").join(f"{op} {n:,}" for op, n in made["torch_parts"].items())
    rows = []
    for row in made["rows"]:
        name = w(f"tool {row['tool']}")
        if row["mode"] == "train":
            name = w("counts in train", tool=name)
        rows.append([name, f"{row['extra']:+,}", _rest(row, w)])
    warnings = model["fvcore_warnings"]
    out = [
        w("counts made of", name=model["name"], **made | {"torch_parts": parts}),
        table([w(f"counts head {h}") for h in ("tool", "beyond", "rest")], rows),
        w("counts fvcore skips", n=len(warnings["eval"])),
        fence(warnings["eval"]),
        w("counts fvcore train"),
        fence(warnings["train_only"]),
    ]
    if warnings.get("notebook_lines") is not None:
        out.append(w("counts fvcore notebook", n=warnings["notebook_lines"]))
    no_rule = w("comma").join(model["thop_no_rule"]) or w("measured none")
    return out + [
        w("counts add_", more=model["add_more"], layers=model["batchnorm_layers"]),
        w("counts thop no rule", names=no_rule),
    ]


def _then(model: dict, w: Words) -> str:
    th = model["thop_then"]
    notebook = th["notebook"]
    if notebook.get("printed") is not None:
        match = w("counts then printed", n=notebook["printed"])
    else:
        g = f"{notebook['g']:.2f} G"
        match = w("counts then at", g=g, decimals=notebook["decimals"])
    return w("counts then", model=model["name"], g=_g(th["then"]), match=match, **th)


def counts(data: dict, w: Words) -> list:
    """Each model's counts, by every tool beside the notebook's figures; the tools
    that left a model in another mode; what each count is made of; thop's figure
    then; the seconds per tool."""
    models, comma = data["models"], w("comma")
    out = [part for model in models for part in _tools(model, w)]
    changes = [
        w("counts mode change", **c | {"tool": w(f"tool {c['tool']}")})
        for c in data["mode_changes"]
    ]
    out.append(w("counts modes", changes=comma.join(changes) or w("measured none")))
    out += [part for model in models for part in _made_of(model, w)]
    out += [w("counts then title"), [f"- {_then(model, w)}" for model in models]]
    for model in models:
        if meta := model.get("metadata"):
            tools = comma.join([w(f"tool {tool}") for tool in meta["matches"]])
            said = {"model": model["name"], "decimals": meta["decimals"]}
            said["tools"] = tools or w("counts no tool")
            out.append(w("counts metadata matches", **said))
    seconds = []
    for model in models:
        spent = model["seconds"].items()
        took = [_tool(w, k, w("unit s", n=f"{s:.1f}")) for k, s in spent]
        said = w("counts model seconds", model=model["name"], tools=comma.join(took))
        seconds.append(said)
    return [*out, w("counts seconds", models=w("semicolon").join(seconds))]


KINDS = dict(performance=performance, timings=timings, counts=counts)
KINDS |= dict(profile=profile, printed=profile)  # what a profiler printed, either way


def include(lines: list[str], page, md) -> list[str]:
    """The stage: each data file's include, its data worded in the page's language."""
    out = []
    for line in lines:
        found = INCLUDE.fullmatch(line)
        data = found and json.loads((SNIPPETS / found["path"]).read_text("utf-8"))
        out += render(data, page.lang) if found else [line]
    return out
