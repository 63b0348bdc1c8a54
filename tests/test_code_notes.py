"""Code annotations drawn by the build (site_extensions/code_notes.py): each marker
``# (N)!`` of a block becomes a numbered link to note N of the list under the block,
with a name a screen reader reads in the page's language; nothing else changes; and
no page of the built site is left with a marker that the browser would show raw."""

from __future__ import annotations

import re

import pytest

from site_extensions import code_notes, i18n

BLOCK = (
    '<div class="language-python highlight"><pre><span></span><code>'
    'x = <span class="mi">1</span>  <span class="c1"># (1)!</span>\n'
    'y = <span class="mi">2</span>  <span class="c1"># (2)!</span>\n'
    "</code></pre>{button}</div>\n"
    "<ol>\n<li>The first.</li>\n<li>The second:<ul><li>inner</li></ul></li>\n</ol>"
)
BUTTON = '<button type="button" class="checks-toggle">Show the 1 line</button>'


@pytest.mark.parametrize("button", ["", BUTTON], ids=["plain", "folded checks"])
def test_markers_link_to_the_notes_under_the_block(button):
    out = code_notes.render(BLOCK.format(button=button))
    markers = re.findall(
        r'<a class="code-note" href="#([^"]+)" aria-label="([^"]+)">(\d)</a>', out
    )
    assert markers == [
        ("code-1-note-1", "Note 1", "1"),
        ("code-1-note-2", "Note 2", "2"),
    ]
    assert "# (1)!" not in out and "# (2)!" not in out
    # the notes: the block's own items numbered, a list inside a note left alone
    assert '<ol class="code-notes">' in out
    assert re.findall(r'<li id="([^"]+)">', out) == ["code-1-note-1", "code-1-note-2"]
    assert "<li>inner</li>" in out
    assert button in out


def test_a_chinese_page_names_the_marker_in_chinese(monkeypatch):
    monkeypatch.setattr(i18n, "current", "zh")
    out = code_notes.render(BLOCK.format(button=""))
    assert 'aria-label="注释 1"' in out


def test_each_block_numbers_its_own_notes():
    out = code_notes.render(BLOCK.format(button="") + "\n" + BLOCK.format(button=""))
    assert re.findall(r'<li id="([^"]+)">', out) == [
        "code-1-note-1",
        "code-1-note-2",
        "code-2-note-1",
        "code-2-note-2",
    ]


@pytest.mark.parametrize(
    "page",
    [
        # a list after a block without markers: an ordinary list
        BLOCK.format(button="")
        .replace('<span class="c1"># (1)!</span>', "")
        .replace('<span class="c1"># (2)!</span>', ""),
        # more markers than notes: left as the page wrote it (a guard finds it)
        BLOCK.format(button="").replace("<li>The first.</li>\n", ""),
        # a marker inside a string is the string's text, not a marker
        '<div class="highlight"><pre><code><span class="s2">"# (1)!"</span>\n'
        "</code></pre></div>\n<ol>\n<li>A list.</li>\n</ol>",
    ],
    ids=["no markers", "notes missing", "in a string"],
)
def test_what_is_not_an_annotation_stays(page):
    assert code_notes.render(page) == page


def test_no_page_shows_a_raw_marker(built_site):
    """In the built site, no code block still holds a marker comment: each was
    drawn as a note (a marker left would show as `# (1)!` in the code)."""
    raw = re.compile(r'<span class="c1">(?:#|//)[ \t]*\(\d+\)!</span>')
    left = [
        str(page.relative_to(built_site))
        for page in built_site.rglob("*.html")
        if raw.search(page.read_text(encoding="utf-8"))
    ]
    assert not left, f"pages with an annotation marker not drawn as a note: {left}"
