"""Long code lines marked, so that on a phone they wrap under their own indentation.

On a narrow screen code blocks wrap instead of scrolling sideways
(``docs/stylesheets/extra.css``, "Code on a phone"). A wrapped line must not read as a
new line, which in Python would change its meaning. So each code line longer than
``LONG`` columns is wrapped, whole, in ``<span class="long-line" style="--indent:N">``,
N its leading spaces: the stylesheet continues it two columns deeper than its own
indentation (an indentation no Python block uses), beside a thin bar. On a wider
screen the span does nothing, and while a block is copied it counts for nothing
either. The text of the code is unchanged, so what a copy takes and what the tests
read back from the page stay the same.

A line is marked where its own markup is balanced (Pygments closes its spans at the end
of each line); a line that opens or closes an element spanning several lines (a fold of
lines, a highlighted line) is marked inside that element. Outputs (``div.output``)
already wrap on every screen and stay as they are.

``hooks/load_extensions.py`` calls ``mark`` on each built page.
"""

from __future__ import annotations

import html
import re
import unicodedata

from .folds import CODE_ITEM, VOID_TAG

# Lines longer than this are marked. A 390 px phone shows 50 columns of 12 px code;
# inside an admonition on a 360 px phone, about 36.
LONG = 36
CLASS = "long-line"

_PRE = re.compile(r"(<pre\b[^>]*>)(.*?)(</pre>)", re.S)
_DIV = re.compile(r'<div\b[^>]*\bclass="([^"]*)"[^>]*>')
_CODE = re.compile(r"(<code\b[^>]*>)(.*)(</code>)", re.S)


def mark(page_html: str) -> str:
    """The page with the long lines of its code blocks marked."""
    return _PRE.sub(lambda m: _pre(m, page_html), page_html)


def _pre(match: re.Match, page_html: str) -> str:
    if not _in_code_block(page_html, match.start()):
        return match[0]
    code = _CODE.search(match[2])
    if not code:
        return match[0]
    body = _mark_lines(code[2])
    inner = match[2][: code.start(2)] + body + match[2][code.end(2) :]
    return match[1] + inner + match[3]


def _in_code_block(page_html: str, pre_start: int) -> bool:
    """Whether the <pre> at ``pre_start`` is the code of a highlighted block (not an
    output): the <div> that opens last before it is ``div.highlight``."""
    opened = list(_DIV.finditer(page_html, max(0, pre_start - 2000), pre_start))
    if not opened:
        return False
    classes = opened[-1][1].split()
    return "highlight" in classes and "output" not in classes


def _columns(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def _mark_lines(body: str) -> str:
    items = CODE_ITEM.findall(body)
    out: list[str] = []
    line: list[str] = []
    for item in items:
        line.append(item)
        if item == "\n":
            out.extend(_mark_line(line))
            line = []
    out.extend(_mark_line(line))
    return "".join(out)


def _mark_line(items: list[str]) -> list[str]:
    """One line's items (tags, text, and its newline last), the line marked if it is
    long and its markup allows it."""
    texts = [i for i in items if not i.startswith("<") and i != "\n"]
    text = html.unescape("".join(texts))
    if _columns(text) <= LONG:
        return items
    first_text = next(k for k, i in enumerate(items) if not i.startswith("<"))
    # The span holds the line and its newline, as a highlighted line does. It opens at
    # the latest place before the line's first character from which the line's markup
    # is balanced: inside whatever encloses the whole line.
    for start in range(first_text, -1, -1):
        if _balanced(items[start:]):
            break
    else:
        return items
    indent = len(text) - len(text.lstrip(" "))
    opening = f'<span class="{CLASS}" style="--indent:{indent}">'
    return [*items[:start], opening, *items[start:], "</span>"]


def _balanced(items: list[str]) -> bool:
    depth = 0
    for item in items:
        if not item.startswith("<") or VOID_TAG.match(item):
            continue
        if item.startswith("</"):
            depth -= 1
            if depth < 0:
                return False
        else:
            depth += 1
    return depth == 0
