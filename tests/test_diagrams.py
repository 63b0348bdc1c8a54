"""The diagrams under docs/assets/diagrams/ are what scripts/diagrams.py draws now.

Each SVG, in each language (x.svg, x.zh.svg), is regenerated from torch and compared
byte for byte with the committed file, so a diagram cannot drift from what the
installed torch does; the facts drawn are asserted here too, in both languages, and
the Chinese diagrams hold no English but code and names. After a change:
`.venv/bin/python scripts/diagrams.py`.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from english import english_left, has_chinese

from practices.i18n import LANGUAGES
from scripts import diagrams

NS = {"svg": "http://www.w3.org/2000/svg"}


# Each diagram in each language, by its file name
FILES = {
    diagrams.file_name(name, lang): (name, lang)
    for name in diagrams.DIAGRAMS
    for lang in LANGUAGES
}


@pytest.fixture(scope="module")
def drawn() -> dict[str, str]:
    return {file: diagrams.DIAGRAMS[name](lang) for file, (name, lang) in FILES.items()}


def test_each_diagram_has_a_chinese_twin():
    assert sorted(FILES) == sorted(p.name for p in diagrams.OUT_DIR.glob("*.svg")), (
        "a diagram in docs/assets/diagrams/ that scripts/diagrams.py does not draw"
    )
    assert "strides-and-views.zh.svg" in FILES


@pytest.mark.parametrize("file", list(FILES))
def test_the_committed_diagram_is_what_torch_draws(file, drawn):
    committed = (diagrams.OUT_DIR / file).read_bytes()
    assert committed == drawn[file].encode("utf-8"), (
        f"docs/assets/diagrams/{file} is stale: run .venv/bin/python "
        "scripts/diagrams.py and review the diff"
    )


@pytest.mark.parametrize("file", list(FILES))
def test_the_diagram_is_an_accessible_svg(file, drawn):
    root = ET.fromstring(drawn[file])
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("role") == "img"
    width, height = int(root.get("width")), int(root.get("height"))
    assert width <= 700
    assert root.get("viewBox") == f"0 0 {width} {height}"
    assert root.get("font-family") == "system-ui, sans-serif"
    title, desc = root.find("svg:title", NS), root.find("svg:desc", NS)
    assert title is not None and title.text
    assert desc is not None and desc.text
    assert root.get("aria-labelledby") == f"{title.get('id')} {desc.get('id')}"
    # Nothing is fetched: no fonts, images or stylesheets from elsewhere.
    assert "http" not in drawn[file].replace(NS["svg"], "")
    assert "@import" not in drawn[file] and "<image" not in drawn[file]


def test_drawing_twice_gives_the_same_bytes(drawn):
    again = {f: diagrams.DIAGRAMS[n](lang) for f, (n, lang) in FILES.items()}
    assert again == drawn


def _texts(svg: str) -> list[str]:
    return [t.text for t in ET.fromstring(svg).iter("{http://www.w3.org/2000/svg}text")]


def _words(svg: str) -> list[str]:
    """Everything a reader reads in the diagram: its texts, title and description."""
    root = ET.fromstring(svg)
    return _texts(svg) + [root.find(f"svg:{tag}", NS).text for tag in ("title", "desc")]


@pytest.mark.parametrize("name", list(diagrams.DIAGRAMS))
def test_each_language_reads_its_own(name, drawn):
    """The Chinese diagram holds no English but code, torch's names and messages;
    the English one no Chinese. Both draw the same shapes from the same facts."""
    english, chinese = drawn[name], drawn[diagrams.file_name(name, "zh")]
    messages = [e.split(": ", 1)[1] for *_, e in diagrams.gradscaler_facts()["errors"]]

    def left_in(text: str) -> list[str]:
        for message in messages:  # torch's, quoted as it raises them
            text = text.replace(message.rstrip("."), "")
        return english_left(text)

    left = {w: left_in(w) for w in _words(chinese) if left_in(w)}
    assert not left, f"English in the Chinese {name}: {left}"
    assert has_chinese(ET.fromstring(chinese).find("svg:title", NS).text)
    assert not any(has_chinese(w) for w in _words(english))
    shapes = [
        e
        for e in ("<rect ", "<path ", "<text ")
        if english.count(e) != chinese.count(e)
    ]
    assert not shapes, f"{name}: the two languages draw different {shapes}"


def test_strides_and_views_shows_the_strides_torch_reports(drawn):
    facts = diagrams.strides_facts()
    x, t = facts["views"]["x"], facts["views"]["x.t()"]
    assert facts["storage"] == [0, 1, 2, 3, 4, 5]
    assert (x["shape"], x["stride"], x["contiguous"]) == ((2, 3), (3, 1), True)
    assert (t["shape"], t["stride"], t["contiguous"]) == ((3, 2), (1, 3), False)
    assert x["offsets"] == [[0, 1, 2], [3, 4, 5]]
    assert t["offsets"] == [[0, 3], [1, 4], [2, 5]]
    zh = _texts(drawn["strides-and-views.zh.svg"])
    for line in [
        "形状 (2, 3)",
        "步长 (3, 1)",
        "is_contiguous() True",
        "形状 (3, 2)",
        "步长 (1, 3)",
        "is_contiguous() False",
        "x.t() 按行依次读取 0 → 3 → 1 → 4 → 2 → 5",
    ]:
        assert line in zh
    texts = _texts(drawn["strides-and-views.svg"])
    for line in [
        "shape (2, 3)",
        "stride (3, 1)",
        "is_contiguous() True",
        "shape (3, 2)",
        "stride (1, 3)",
        "is_contiguous() False",
        "x.t(), row by row, reads 0 → 3 → 1 → 4 → 2 → 5",
    ]:
        assert line in texts


def test_autograd_graph_is_the_graph_backward_walks(drawn):
    facts = diagrams.autograd_facts()
    nodes = [(n["name"], n["leaf"]) for n in facts["nodes"]]
    assert nodes[0] == ("MeanBackward0", None)  # loss.grad_fn
    assert sorted(leaf for name, leaf in nodes if name == "AccumulateGrad") == [
        "b",
        "w",
        "x",
    ]
    named = {
        i: f"{name}({leaf})" if leaf else name for i, (name, leaf) in enumerate(nodes)
    }
    edges = {(named[a], named[b]) for a, b in facts["edges"]}
    assert edges == {
        ("MeanBackward0", "PowBackward0"),
        ("PowBackward0", "AddBackward0"),
        ("AddBackward0", "MulBackward0"),
        ("AddBackward0", "AccumulateGrad(b)"),
        ("MulBackward0", "AccumulateGrad(w)"),
        ("MulBackward0", "AccumulateGrad(x)"),
    }
    texts = _texts(drawn["autograd-graph.svg"])
    assert texts.count("AccumulateGrad") == 3
    for name in ["MeanBackward0", "PowBackward0", "AddBackward0", "MulBackward0"]:
        assert name in texts
    for leaf in "wxb":
        assert f"writes {leaf}.grad" in texts
    zh = _texts(drawn["autograd-graph.zh.svg"])
    assert zh.count("AccumulateGrad") == 3
    for leaf in "wxb":
        assert f"写入 {leaf}.grad" in zh


def test_gradscaler_states_are_the_ones_gradscaler_goes_through(drawn):
    facts = diagrams.gradscaler_facts()
    assert facts["start"] == "READY"
    assert set(facts["transitions"]) == {
        ("READY", "unscale_", None, "UNSCALED"),
        ("READY", "step", None, "STEPPED"),
        ("UNSCALED", "step", None, "STEPPED"),
        ("STEPPED", "update", None, "READY"),
        # update() without a step of its own: no error, back to READY.
        ("UNSCALED", "update", None, "READY"),
        ("READY", "update", diagrams.OTHER_STEPPED, "READY"),
    }
    errors = {(s, a, c): e for s, a, c, e in facts["errors"]}
    assert errors == {
        ("READY", "update", diagrams.ALONE): (
            "AssertionError: No inf checks were recorded prior to update."
        ),
        ("UNSCALED", "unscale_", None): (
            "RuntimeError: unscale_() has already been called on this optimizer "
            "since the last update()."
        ),
        ("STEPPED", "unscale_", None): (
            "RuntimeError: unscale_() is being called after step()."
        ),
        ("STEPPED", "step", None): (
            "RuntimeError: step() has already been called since the last update()."
        ),
    }
    texts = _texts(drawn["gradscaler-states.svg"])
    for label in ["READY", "UNSCALED", "STEPPED", "unscale_(opt)", "step(opt)"]:
        assert label in texts
    assert texts.count("update()") >= 3
    assert "another optimizer stepped" in texts
    assert "AssertionError: No inf checks were recorded prior to update." in texts
    zh = _texts(drawn["gradscaler-states.zh.svg"])
    for label in ["READY", "UNSCALED", "STEPPED", "unscale_(opt)", "step(opt)"]:
        assert label in zh
    assert zh.count("update()") >= 3
    assert "另一个优化器已调用 step()" in zh
    assert "会报错的调用" in zh
    # torch's messages stay as torch words them
    assert "AssertionError: No inf checks were recorded prior to update." in zh
