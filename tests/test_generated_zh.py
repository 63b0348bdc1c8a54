"""The generated measurements: data that scripts write, worded on each page in its
language by practices/measurements.py, from practices/words.toml's words.

Every word the renderer writes is in both languages, the Chinese rendering keeps
none of the English wording, both renderings show the data's numbers, and each
script writes the data the renderer reads.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from practices import i18n, measurements
from practices.i18n import LANGUAGES, WORDS
from practices.pages import ROOT

DATA = sorted(ROOT.glob("snippets/**/generated/*.json"))
_NUMBER = re.compile(r"\d+(?:,\d{3})*(?:\.\d+)?")


def rendered(data: dict, lang: str, monkeypatch) -> tuple[list[str], set[str]]:
    """The Markdown of ``data`` in ``lang``, and the keys of the words it took."""
    keys: set[str] = set()

    def recorded(key, *args, **values):
        keys.add(key)
        return i18n.t(key, *args, **values)

    monkeypatch.setattr(measurements, "t", recorded)
    return measurements.render(data, lang), keys


def prose(lines: list[str]) -> str:
    """The rendering without program output (fences), which stays as printed."""
    kept, inside = [], False
    for line in lines:
        if line.startswith("```"):
            inside = not inside
        elif not inside:
            kept.append(line)
    return "\n".join(kept)


def numbers(text: str) -> Counter:
    return Counter(float(n.replace(",", "")) for n in _NUMBER.findall(text))


def leaves(value) -> list[float]:
    """The numbers of a data file (not those inside strings: names, versions)."""
    if isinstance(value, dict):
        return [n for v in value.values() for n in leaves(v)]
    if isinstance(value, list):
        return [n for v in value for n in leaves(v)]
    is_number = isinstance(value, int | float) and not isinstance(value, bool)
    return [float(value)] if is_number else []


def paths(value, at: str = "") -> set[str]:
    """Where a data file has its fields: ``models.tools.notebook.printed``."""
    if isinstance(value, dict):
        return {at} | {p for k, v in value.items() for p in paths(v, f"{at}.{k}")}
    if isinstance(value, list):
        return {at} | {p for v in value for p in paths(v, at)}
    return {at}


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def committed(kind: str) -> dict:
    return next(d for d in map(load, DATA) if d["kind"] == kind)


def test_every_data_file_is_on_a_page_in_both_languages():
    assert len(DATA) >= 5
    pages = {p: p.read_text(encoding="utf-8") for p in (ROOT / "docs").rglob("*.md")}
    for path in DATA:
        line = f'--8<-- "{path.relative_to(ROOT / "snippets")}"'
        on = sorted(p.name for p, text in pages.items() if line in text.splitlines())
        assert len(on) == 2 and on[1] == on[0].replace(".md", ".zh.md"), (line, on)
    assert not list(ROOT.glob("snippets/**/generated/*.md")), "Markdown is not data"


def test_every_word_the_renderer_names_is_in_both_languages(monkeypatch):
    source = Path(measurements.__file__).read_text(encoding="utf-8")
    named = set(re.findall(r'\bw\(\s*"([^"{]+)"', source))
    for path in DATA:
        for lang in LANGUAGES:
            named |= rendered(load(path), lang, monkeypatch)[1]
    missing = sorted(
        k for k in named if not all(WORDS.get(k, {}).get(g) for g in LANGUAGES)
    )
    assert not missing


@pytest.mark.parametrize("path", DATA, ids=lambda p: p.stem)
def test_no_english_wording_left_in_chinese(path, monkeypatch):
    chinese, keys = rendered(load(path), "zh", monkeypatch)
    text = prose(chinese)
    left = []
    for key in sorted(keys):
        if WORDS[key]["en"] == WORDS[key]["zh"]:
            # names and code, the same in both languages: never a phrase
            bare = re.sub(r"`[^`]*`|\{[^}]*\}", " ", WORDS[key]["en"])
            if len(re.findall(r"[A-Za-z]+", bare)) > 2:
                left.append((key, WORDS[key]["zh"]))
            continue
        code = " ".join(re.findall(r"`[^`]*`", WORDS[key]["zh"]))
        for words in phrases(WORDS[key]["en"]):
            if words in code:
                continue  # code both languages show
            pattern = re.escape(words)
            pattern = ("(?<![A-Za-z0-9_])" if words[0].isalnum() else "") + pattern
            pattern += "(?![A-Za-z0-9_])" if words[-1].isalnum() else ""
            if re.search(pattern, text):
                left.append((key, words))
    assert not left


def phrases(english: str) -> list[str]:
    """What the English wording says between its values: each part whole, and the
    phrases of two words or more of each, outside code spans."""
    found = []
    for part in re.split(r"\{[^}]*\}", english):
        found.append(part.strip())
        for phrase in re.split(r"`[^`]*`|[,;:.()*]", part):
            if len(re.findall(r"[A-Za-z_]+", phrase)) > 1:
                found.append(phrase.strip())
    return [p for p in found if re.search("[A-Za-z]{2}", p)]


@pytest.mark.parametrize("path", DATA, ids=lambda p: p.stem)
def test_both_languages_show_the_data_s_numbers(path, monkeypatch):
    data = load(path)
    english = numbers("\n".join(rendered(data, "en", monkeypatch)[0]))
    chinese = numbers("\n".join(rendered(data, "zh", monkeypatch)[0]))
    assert english == chinese
    assert not set(leaves(data)) - set(english)


def _schema(written: dict, monkeypatch) -> None:
    """``written`` is data the renderer words in both languages, with no field a
    committed file of its kind lacks."""
    assert not paths(written) - paths(committed(written["kind"]))
    for lang in LANGUAGES:
        assert rendered(written, lang, monkeypatch)[0]


def test_measure_performance_writes_what_the_page_reads(monkeypatch):
    from scripts import measure_performance as script

    today = committed("performance")
    assert list(script.machine()) == list(today["machine"])
    results = {}
    for m in today["measurements"]:
        rows = [
            script.quantity(
                r["variant"],
                r["value"],
                r["unit"],
                r.get("digits"),
                r.get("ratio"),
                **({"n": r["n"]} if "n" in r else {}),
            )
            for r in m["rows"]
        ]
        results[m["id"]] = {"setup": m["setup"], "rows": rows}
    assert list(results) == list(script.MEASUREMENTS)
    assert script.data(results, today["machine"]) == today
    row = script.quantity("eager", 14.9512, "ms", 2, 1.0049)
    assert (row["value"], row["digits"], row["ratio"]) == (14.95, 2, 1.0)
    fused = {"fusion": {"setup": {"elements": 8}, "rows": [row]}}
    _schema(script.data(fused, today["machine"]), monkeypatch)


PRINTED = """\
---------------  ------------  ------------
           Name    Self CPU %      Self CPU
---------------  ------------  ------------
    aten::addmm        71.47%     114.560ms
     aten::gelu         5.70%       9.138ms
---------------  ------------  ------------
Self CPU time total: 160.282ms

<class 'M'>_inference
"""


def test_benchmark_models_writes_what_the_page_reads(monkeypatch):
    from torch.utils.benchmark.utils.common import Measurement, TaskSpec

    from scripts import benchmark_models as script

    parts = script.profiler_output(PRINTED)
    assert parts == [
        {
            "columns": ["Name", "Self CPU %", "Self CPU"],
            "rows": [
                ["aten::addmm", "71.47%", "114.560ms"],
                ["aten::gelu", "5.70%", "9.138ms"],
            ],
            "total": "160.282ms",
        },
        {"text": ["<class 'M'>_inference"]},
    ]
    profile = script.profile_data(PRINTED.split("\n\n")[0])
    assert list(profile) == list(committed("profile"))
    _schema(profile, monkeypatch)
    printed = {**script.header("printed"), "program": "x.py", "printed": parts}
    _schema(printed, monkeypatch)

    task = TaskSpec(stmt="pass", setup="pass", label="l", sub_label="resnet50")
    m = Measurement(number_per_run=1, raw_times=[0.050, 0.055, 0.060], task_spec=task)
    row = script.timing_row("resnet50", (1, 3, 224, 224), 25_557_032, 0.0584, m)
    today = committed("timings")
    assert list(row) == list(today["models"][0])
    assert (row["params_m"], row["median_ms"], row["iqr_percent"]) == (25.56, 55.0, 9)
    timings = script.timings_data(2, [row], "compared\n", ["printed"], 30.4)
    assert list(timings) == list(today)
    _schema(timings, monkeypatch)


def test_count_table_writes_what_the_page_reads(monkeypatch):
    from scripts import count_table as script

    def run(count, mode="eval", **more):
        parts = {"parts": {}, "warnings": [], "seconds": 0.12, "mode after": mode}
        return {"count": count, "params": 25_557_032, **parts, **more}

    core = 4_100_000_000  # half of torch's count; thop's train() rebuilds 4.11 G
    results = {
        t: {"eval": run(core), "train": run(core, "train")} for t in script.TOOLS
    }
    results["torch FlopCounterMode"]["eval"]["parts"] = {"aten.convolution": 2 * core}
    results["fvcore"]["eval"]["parts"] = {"conv": core, "batch_norm": 5}
    results["thop"]["eval"]["no_rule_leaves"] = []
    results["thop"]["train"]["count"] = 4_110_000_000
    results["ptflops (pytorch backend)"]["eval"]["modules only"] = core
    results["torchsummary"] = {"eval": run(None, "train"), "train": run(None, "train")}
    today = committed("counts")
    model = script.model_data("ResNet-50", results, bias=0, conv_bias=0, bns=0)
    assert list(model) == list(today["models"][1])
    changes = script.mode_changes({"ResNet-50": results})
    assert changes == [{"tool": "torchsummary", "from": "eval", "to": "train"}]
    versions = {p: "1.0" for p in script.PACKAGES}
    written = script.data(today["machine"], versions, [model], changes)
    assert list(written) == list(today)
    _schema(written, monkeypatch)
