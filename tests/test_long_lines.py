"""Long code lines are marked for the phone's hanging indent, the code unchanged
(site_extensions/long_lines.py)."""

from __future__ import annotations

import html
import re

from site_extensions import long_lines

LONG = "x" * (long_lines.LONG + 1)


def _block(code: str, classes: str = "language-python highlight") -> str:
    return f'<div class="{classes}"><pre><span></span><code>{code}</code></pre></div>'


def _text(page: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", page))


def _marked(page: str) -> list[str]:
    """The text of each marked line: the span closes right after its newline."""
    return [
        _text(m)
        for m in re.findall(r'<span class="long-line"[^>]*>([^\n]*\n?)</span>', page)
    ]


def test_a_long_line_is_marked_with_its_indentation_and_a_short_one_is_not():
    code = (
        '<span class="kn">import</span> <span class="nn">torch</span>\n'
        f'    <span class="n">{LONG}</span> <span class="o">=</span> 1\n'
    )
    page = long_lines.mark(_block(code))
    assert page.count('class="long-line"') == 1
    assert 'style="--indent:4"' in page
    assert _marked(page) == [f"    {LONG} = 1\n"]
    assert _text(page) == _text(_block(code))


def test_a_line_inside_an_element_of_several_lines_is_marked_inside_it():
    # a highlighted line holds its newline; a string token runs over two lines
    code = (
        f'<span class="hll"><span class="n">{LONG}</span>\n</span>'
        f'<span class="s2">"""a\n</span><span class="s2">  {LONG}"""</span>\n'
    )
    page = long_lines.mark(_block(code))
    assert '<span class="hll"><span class="long-line" style="--indent:0">' in page
    assert _marked(page) == [f"{LONG}\n", f'  {LONG}"""\n']
    assert _text(page) == _text(_block(code))


def test_a_line_whose_markup_opens_midway_is_left_as_it_is():
    code = f'<span class="n">{LONG}</span><span class="fold">\nrest\n</span>'
    assert long_lines.mark(_block(code)) == _block(code)


def test_outputs_and_other_preformatted_text_are_left_as_they_are():
    output = _block(LONG + "\n", "language-text highlight output no-copy")
    plain = f"<div><pre>{LONG}\n</pre></div>"
    assert long_lines.mark(output + plain) == output + plain
