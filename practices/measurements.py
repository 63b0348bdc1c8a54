"""Measurements that scripts write as data, worded on each page in its language.

What depends on the machine (timings, profiles, counts) is measured by scripts run by
hand, which write JSON, never Markdown: ``scripts/measure_performance.py``,
``scripts/benchmark_models.py`` and ``scripts/count_table.py``, into
``snippets/<section>/<page>/generated/``. A page, in either language, includes its
file as it would a snippet, on a line of its own::

    --8<-- "analysis/benchmark-and-profile/generated/timings.json"

and the build puts the tables and sentences there, every word taken from
``practices/i18n.py`` in the language of the page being built; numbers, the
hardware, names and program output come from the file as they are. (The line is
replaced before ``pymdownx.snippets`` would include the file; the snippet guards and
the page's source still see an include of it.)

Every file has ``kind`` (which function below words it), ``script`` (which wrote it),
``machine`` (``date_utc``, ``cpu``, …: ``scripts/measure_performance.py``'s
``machine()``, or a part of it) and ``versions`` (package: version). Then, by kind:

- ``performance``: ``repeats`` and ``measurements``, each an ``id`` (its title),
  its ``setup`` (the numbers of its description) and ``rows``: a ``variant`` (a
  word), a ``value`` in its ``unit`` (``ms``, ``s``, ``MiB``, ``x``, ``bytes``),
  shown with ``digits`` decimals (without: an integer, grouped by thousands), and
  for some a ``ratio`` to the first row;
- ``timings``: ``threads``, ``warn_at_percent``, ``models`` (one row each),
  ``compare`` and ``measurement`` (what Timer printed) and ``seconds``;
- ``profile`` and ``printed``: what the profiler printed, in ``printed``: tables
  (``columns``, ``rows``, ``total``) and other ``text``;
- ``counts``: ``models``, each with every tool's counts (``tools``) beside the
  notebook's figures, what each count is made of (``made_of``), fvcore's warnings,
  thop's figure rebuilt (``thop_then``) and the seconds per tool; then
  ``mode_changes``, the tools that left a model in another mode.
"""

from __future__ import annotations

import json
import re

from .i18n import t
from .pages import ROOT

SNIPPETS = ROOT / "snippets"
INCLUDE = re.compile(r'--8<-- "(?P<path>[\w./-]+\.json)"')


def load(path: str) -> dict:
    return json.loads((SNIPPETS / path).read_text(encoding="utf-8"))


def render(data: dict, lang: str) -> list[str]:
    """The Markdown of a data file in ``lang``: what it ran on, then its kind's."""
    words = Words(lang)
    rows = [
        [words(f"machine {k}"), words.machine(k, v)] for k, v in data["machine"].items()
    ]
    rows += [[name, v] for name, v in data.get("versions", {}).items()]
    return [
        words("measured on"),
        "",
        *table([words("property"), words("value")], rows),
        "",
        *KINDS[data["kind"]](data, words),
    ]


class Words:
    """``t()`` in one language, and the few ways of writing a value."""

    def __init__(self, lang: str):
        self.lang = lang

    def __call__(self, key: str, **values: object) -> str:
        return t(key, self.lang, **values)

    def join(self, items: list[str], key: str = "comma") -> str:
        return self(key).join(items)

    def then(self, name: str, text: str) -> str:
        """A name and what follows it: no space after a full-width bracket."""
        return f"{name}{'' if name.endswith('）') else ' '}{text}"

    def machine(self, key: str, value: object) -> str:
        if value is None:
            return self("no gpu visible" if key == "gpu" else "measured none")
        return str(value)

    def quantity(self, row: dict) -> str:
        value = row["value"]
        digits = row.get("digits")
        n = f"{value:,}" if digits is None else f"{value:.{digits}f}"
        text = self(f"unit {row['unit']}", n=n)
        return text if row.get("ratio") is None else f"{text} ({row['ratio']:.2f}x)"


def table(header: list[str], rows: list[list[str]], align: str = "---") -> list[str]:
    return [
        "| " + " | ".join(header) + " |",
        "| --- |" + f" {align} |" * (len(header) - 1),
        *["| " + " | ".join(row) + " |" for row in rows],
    ]


def shape(dims: list[int]) -> str:
    return "x".join(map(str, dims))


def fence(lines: list[str]) -> list[str]:
    return ["```text", *lines, "```", ""]


# --- scripts/measure_performance.py ----------------------------------------------


def performance(data: dict, w: Words) -> list[str]:
    out = [w("perf repeats", n=data["repeats"]), ""]
    for m in data["measurements"]:
        title = w(f"perf {m['id']}")
        setup = {
            k: shape(v) if isinstance(v, list) else v for k, v in m["setup"].items()
        }
        what = w(f"perf {m['id']} setup", **setup)
        rows = [[w(f"perf {r['variant']}", **r), w.quantity(r)] for r in m["rows"]]
        out += [w("perf heading", title=title, what=what), ""]
        out += [*table([w("perf variant"), w("perf measured")], rows), ""]
    return out


# --- scripts/benchmark_models.py -------------------------------------------------


def timings(data: dict, w: Words) -> list[str]:
    def ms(value: float) -> str:
        return w("unit ms", n=f"{value:,.1f}")

    rows = [
        [
            m["model"],
            shape(m["input"]),
            f"{m['params_m']:.2f} M",
            ms(m["first_call_ms"]),
            ms(m["median_ms"]),
            f"{ms(m['iqr_ms'])} ({m['iqr_percent']}%)",
            f"{m['measurements']} x {m['runs_per_measurement']}",
            w("timings warned yes" if m["warned"] else "timings warned no"),
        ]
        for m in data["models"]
    ]
    header = ["model", "input", "parameters", "first call", "timer median"]
    header += ["iqr", "runs", "timer warned"]
    measurement = data["measurement"]
    return [
        w("timings how", threads=data["threads"], warn=data["warn_at_percent"]),
        "",
        *table([w(f"timings {h}") for h in header], rows),
        "",
        w("timings compare"),
        "",
        *fence(data["compare"]),
        w("timings measurement", model=measurement["model"]),
        "",
        *fence(measurement["printed"]),
        w("timings took", seconds=data["seconds"]),
        "",
    ]


def profiler_output(parts: list[dict], w: Words) -> list[str]:
    """What a profiler run printed: each table's columns as a Markdown table (too
    wide for a code block), its total under it, other lines as text."""
    out = []
    for part in parts:
        if "text" in part:
            out += fence(part["text"])
            continue
        rows = [[f"`{row[0]}`", *row[1:]] for row in part["rows"]]
        out += [*table(part["columns"], rows, "---:"), ""]
        if part.get("total") is not None:
            out += [w("profile total", total=part["total"]), ""]
    return out


def profile(data: dict, w: Words) -> list[str]:
    what = w("profile how", **data | {"input": shape(data["input"])})
    return [what, "", *profiler_output(data["printed"], w)]


def printed(data: dict, w: Words) -> list[str]:
    what = w("profile printed", program=data["program"])
    return [what, "", *profiler_output(data["printed"], w)]


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


def _tools_table(model: dict, w: Words) -> list[str]:
    rows = []
    for r in model["tools"]:
        quoted = "–"
        if r["notebook"] is not None:
            quoted = f"{r['notebook']['g']:.2f} G"
            if r["notebook"].get("printed") is not None:
                quoted = w("counts printed", g=quoted, n=r["notebook"]["printed"])
        rows.append(
            [
                w.then(w(f"tool {r['tool']}"), r["version"]),
                w(f"counts {r['counts']}"),
                f"{r['params']:,}",
                _count(r["eval"]),
                _count(r["train"]),
                quoted,
                _change(r["change"], w),
            ]
        )
    official = model["official"]
    rows.append(
        [w("counts official"), "–", f"{official['params_m']} M", "–", "–"]
        + [f"{official['flops_g']} G", "–"]
    )
    meta = model.get("metadata")
    if meta:
        name = w("counts metadata", weights=meta["weights"])
        rows.append(
            [name, w("counts ops"), f"{meta['params']:,}", f"{meta['ops_g']} G"]
        )
        rows[-1] += ["–", "–", "–"]
    header = ["tool", "counts", "parameters", "eval", "train", "notebook", "change"]
    return [
        w(
            "counts model",
            name=model["name"],
            builder=model["builder"],
            input=shape(model["input"]),
        ),
        "",
        *table([w(f"counts head {h}") for h in header], rows),
        "",
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
    return w.join(items) or w("counts nothing")


def _made_of(model: dict, w: Words) -> list[str]:
    made = model["made_of"]
    parts = w.join([f"{op} {n:,}" for op, n in made["torch_parts"].items()])
    rows = []
    for row in made["rows"]:
        name = w(f"tool {row['tool']}")
        if row["mode"] == "train":
            name = w("counts in train", tool=name)
        rows.append([name, f"{row['extra']:+,}", _rest(row, w)])
    warnings = model["fvcore_warnings"]
    out = [
        w("counts made of", name=model["name"], **made | {"torch_parts": parts}),
        "",
        *table(
            [w("counts head tool"), w("counts head beyond"), w("counts head rest")],
            rows,
        ),
        "",
        w("counts fvcore skips", n=len(warnings["eval"])),
        "",
        *fence(warnings["eval"]),
        w("counts fvcore train"),
        "",
        *fence(warnings["train_only"]),
    ]
    if warnings.get("notebook_lines") is not None:
        out += [w("counts fvcore notebook", n=warnings["notebook_lines"]), ""]
    no_rule = w.join(model["thop_no_rule"]) or w("measured none")
    return out + [
        w("counts add_", more=model["add_more"], layers=model["batchnorm_layers"]),
        "",
        w("counts thop no rule", names=no_rule),
        "",
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


def counts(data: dict, w: Words) -> list[str]:
    out = []
    for model in data["models"]:
        out += _tools_table(model, w)
    changes = [
        w("counts mode change", **c | {"tool": w(f"tool {c['tool']}")})
        for c in data["mode_changes"]
    ]
    out += [w("counts modes", changes=w.join(changes) or w("measured none")), ""]
    for model in data["models"]:
        out += _made_of(model, w)
    out += [w("counts then title"), ""]
    out += [f"- {_then(model, w)}" for model in data["models"]]
    out.append("")
    for model in data["models"]:
        if meta := model.get("metadata"):
            tools = w.join([w(f"tool {tool}") for tool in meta["matches"]])
            out += [
                w(
                    "counts metadata matches",
                    model=model["name"],
                    decimals=meta["decimals"],
                    tools=tools or w("counts no tool"),
                ),
                "",
            ]

    def seconds(model: dict) -> str:
        tools = [
            w.then(w(f"tool {tool}"), w("unit s", n=f"{s:.1f}"))
            for tool, s in model["seconds"].items()
        ]
        return w("counts model seconds", model=model["name"], tools=w.join(tools))

    models = w.join([seconds(model) for model in data["models"]], "semicolon")
    return [*out, w("counts seconds", models=models)]


KINDS = {
    "performance": performance,
    "timings": timings,
    "profile": profile,
    "printed": printed,
    "counts": counts,
}


def include(lines: list[str], page, md) -> list[str]:
    """The stage (practices/stages.py), before pymdownx.snippets would include the
    file: an include of a data file (``--8<-- "FILE.json"``), that data worded in
    the page's language (see above)."""
    out = []
    for line in lines:
        found = INCLUDE.fullmatch(line)
        out += render(load(found["path"]), page.lang) if found else [line]
    return out
