"""The checking lines of each Python block, folded: the recipe first, its proof a click
away.

``site_extensions/check_lines.py`` says which lines of a block check or echo what it
shows. Here, in each built page, every run of such lines is wrapped, whole, in
``<span class="checks-fold">``, with an empty ``<span class="checks-mark">`` before it
where the stylesheet draws a small mark, and the block gets a button under its code,
"Show the 7 lines that check it", that shows them (``docs/javascripts/checks.js``;
``aria-expanded`` says which view is on). The default view is the recipe; the other
is the whole program that ran. Nothing is taken out of the page: the text of the
code is unchanged (the tests read it back: every line shown ran), a copy takes every
line (Material copies the ``<pre>``'s ``data-copy``, or the code's text while the
stylesheet shows the folded lines), and without JavaScript nothing is folded.

Pygments closes its spans at the end of each line; a span that stays open across a
line (a highlighted line) is closed before a fold and opened again inside it, and
the other way round where the fold ends, so the markup stays balanced.

``hooks/load_extensions.py`` calls :func:`fold` on each built page, before the long
lines are marked (``site_extensions/long_lines.py``).
"""

from __future__ import annotations

import html
import re

from .check_lines import check_lines
from .i18n import t

FOLD = "checks-fold"
MARK = "checks-mark"
CHECKED = "checks"  # on the div of a block with folded lines
FOLDED = "checks-folded"  # on the block's div while its checking lines are hidden
TOGGLE = "checks-toggle"

_BLOCK = re.compile(
    r'(?P<div><div class="(?P<classes>[^"]*)"(?P<attrs>[^>]*)>)'
    r"(?P<head>(?:(?!<pre\b|<div\b|</div>).)*)"
    r"(?P<pre><pre\b[^>]*>(?:<span></span>)?)(?P<code><code\b[^>]*>)"
    r"(?P<body>.*?)(?P<end></code></pre>)",
    re.S,
)
# Highlighted code as items: a tag, a run of text, or a newline (long_lines.py
# reads code the same way); a tag that opens nothing.
CODE_ITEM = re.compile(r"<[^>]*>|[^<\n]+|\n")
VOID_TAG = re.compile(r"<(?:br|hr|img|input|wbr)\b|<!--|.*/>$", re.I | re.S)
_TAG_NAME = re.compile(r"</?([a-zA-Z][\w-]*)")


def fold(page_html: str) -> str:
    """The page with the checking lines of its Python blocks folded."""
    count = iter(range(1, 1_000_000))
    return _BLOCK.sub(lambda m: _block(m, count), page_html)


def code_text(body: str) -> str:
    """The text of a ``<code>`` element's inner HTML."""
    return html.unescape("".join(i for i in CODE_ITEM.findall(body) if i[0] != "<"))


def _block(match: re.Match, count) -> str:
    classes = match["classes"].split()
    if not ({"highlight", "language-python"} <= set(classes)) or "output" in classes:
        return match[0]
    lines = check_lines(code_text(match["body"]))
    if not lines:
        return match[0]
    body, folded = _wrap(match["body"], lines)
    if not folded:
        return match[0]
    ident = f"__checks_{next(count)}"
    # The id is the block's: Material names the <pre> and the annotations after it
    div = match["div"].replace(
        f'class="{match["classes"]}"',
        f'id="{ident}" class="{match["classes"]} {CHECKED} {FOLDED}"',
        1,
    )
    return (
        div
        + match["head"]
        + match["pre"]
        + match["code"]
        + body
        + match["end"]
        + _button(ident, folded)
    )


def _button(ident: str, n: int) -> str:
    show = t("show checks" if n > 1 else "show check", n=n)
    hide = t("hide checks" if n > 1 else "hide check", n=n)
    return (
        # Its words are about the block, not the page's subject: search leaves them
        f'<button type="button" class="{TOGGLE}" data-search-exclude '
        f'aria-expanded="false" '
        f'aria-controls="{ident}" data-show="{html.escape(show)}" '
        f'data-hide="{html.escape(hide)}">{html.escape(show)}</button>'
    )


def _name(tag: str) -> str:
    found = _TAG_NAME.match(tag)
    return found.group(1).lower() if found else ""


def _wrap(body: str, lines: set[int]) -> tuple[str, int]:
    """The code's inner HTML with each run of the folded ``lines`` wrapped, and how
    many lines with text it folds."""
    out: list[str] = []
    opened: list[str] = []  # the tags open at this point, outermost first
    line, inside, at_start, folded = 1, False, True, 0
    text_on_line = False

    def switch(into: bool) -> None:
        out.extend(f"</{_name(tag)}>" for tag in reversed(opened))
        if into:
            out.append(f'<span class="{MARK}" aria-hidden="true"></span>')
            out.append(f'<span class="{FOLD}">')
        else:
            out.append("</span>")
        out.extend(opened)

    for item in CODE_ITEM.findall(body):
        closing = item.startswith("</")
        if at_start and not closing and (line in lines) != inside:
            # The first item of a line that is not the end of the line before
            inside = not inside
            switch(inside)
            at_start = False
        elif at_start and not closing:
            at_start = False
        out.append(item)
        if item == "\n":
            if inside and text_on_line:
                folded += 1
            line += 1
            at_start, text_on_line = True, False
        elif item.startswith("<"):
            if VOID_TAG.match(item):
                continue
            if closing:
                if opened:
                    opened.pop()
            else:
                opened.append(item)
        elif item.strip():
            text_on_line = True
    if inside:
        if text_on_line:
            folded += 1
        out.extend(f"</{_name(tag)}>" for tag in reversed(opened))
        out.append("</span>")
        out.extend(opened)
    return "".join(out), folded
