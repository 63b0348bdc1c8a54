"""scripts/site_diff.py: what a reader sees of two builds, compared page by page."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location(
    "site_diff", ROOT / "scripts/site_diff.py"
)
site_diff = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(site_diff)


def test_page_text_is_what_a_reader_sees():
    html = (
        "<html><head><style>p{}</style><script>var x = 1;</script></head>"
        "<body><h1>Title</h1><p>One  <b>two</b>\n three</p><pre>a = 1</pre></body></html>"
    )
    assert site_diff.page_text(html) == ["Title", "One two three", "a = 1"]


def _site(root: Path, pages: dict[str, str]) -> Path:
    for name, text in pages.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root


def test_markup_only_changes_pass_and_text_changes_fail(tmp_path, capsys):
    before = _site(
        tmp_path / "a",
        {"index.html": "<p>Hello</p>", "zh/index.html": "<p>你好</p>", "x.js": "1"},
    )
    after = _site(
        tmp_path / "b",
        {
            "index.html": '<p class="new">Hello</p>',
            "zh/index.html": "<p>你好</p>",
            "x.js": "2",
        },
    )
    assert site_diff.compare(before, after, show=5) == 0
    out = capsys.readouterr().out
    assert (
        "2 pages (1 English, 1 Chinese): 1 byte-identical, 2 with the same text" in out
    )
    assert "x.js: bytes differ" in out
    (after / "zh/index.html").write_text("<p>再见</p>")
    assert site_diff.compare(before, after, show=5) == 1
    out = capsys.readouterr().out
    assert "1 whose text differs" in out and "-你好" in out and "+再见" in out


def test_a_removed_last_line_is_shown():
    assert site_diff._around_changes(["@@ -1 +0,0 @@", "-gone"]) == [
        "@@ -1 +0,0 @@",
        "-gone",
    ]
