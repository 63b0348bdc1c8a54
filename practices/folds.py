"""The checking lines of each Python block, folded: the recipe first, its proof a click
away.

``practices/check_lines.py`` says which lines of a block check or echo what it
shows. Here every run of such lines is wrapped, whole, in
``<span class="checks-fold">``, with an empty ``<span class="checks-mark">`` before it
where the stylesheet draws a small mark, and the block gets a button under its code,
"Show the 7 lines that check it", that shows them (``docs/javascripts/checks.js``;
``aria-expanded`` says which view is on). Nothing is taken out of the page: the text
of the code is unchanged (the tests read it back: every line shown ran), a copy takes
every line (Material copies the ``<pre>``'s ``data-copy``, or the code's text while the
stylesheet shows the folded lines), and without JavaScript nothing is folded.
"""

from __future__ import annotations

import functools
import html

from .check_lines import check_lines
from .i18n import t
from .rendered import Element, Segment, lines, rebuild, segments, wrap

FOLD = "checks-fold"
MARK = "checks-mark"
CHECKED = "checks"  # on the div of a block with folded lines
FOLDED = "checks-folded"  # on the block's div while its checking lines are hidden
TOGGLE = "checks-toggle"
_FOLD = f'<span class="{FOLD}">'
_MARK = f'<span class="{MARK}" aria-hidden="true">'


def fold_checks(page) -> None:
    """The stage (``page``: a ``finish.Page``), on each Python block."""
    for block in page.blocks:
        if block.code is None or not block.pre_in_div or block.is_output:
            continue
        python = {"highlight", "language-python"} <= set(block.classes)
        if python and block.div.start.startswith('<div class="'):
            _fold(block, page)


def _fold(block, page) -> None:
    """Each run of a block's checking lines wrapped whole, a mark before it, the
    button after the code."""
    folding = _check_lines(block.code.text())
    runs = segments(block.code)
    found = [ks for ks in lines(runs) if runs[ks[0]].line in folding]
    folded = sum(
        any(runs[k].is_text and runs[k].node.strip() for k in ks) for ks in found
    )
    if not folded:
        return
    starts = []  # the first run of each run of folded lines
    for k, ks in enumerate(found):
        if k and runs[ks[0]].line == runs[found[k - 1][0]].line + 1:
            wrap(runs, ks[0], ks[-1], runs[found[k - 1][0]].path[0])
        else:
            wrap(runs, ks[0], ks[-1], Element("span", _FOLD, "</span>"))
            starts.append(ks[0])
    for k in reversed(starts):  # the mark, before the fold
        mark = Element("span", _MARK, "</span>")
        runs.insert(k, Segment(mark, (), runs[k].line))
    rebuild(block.code, runs)
    ident = f"__checks_{page.next('checks')}"
    # The id is the block's: Material names the <pre> and the annotations after it
    classes = block.div.attrs["class"]
    block.div.start = block.div.start.replace(
        f'class="{classes}"', f'id="{ident}" class="{classes} {CHECKED} {FOLDED}"', 1
    )
    button = _button(ident, folded)
    at = block.div.children.index(block.pre)
    block.div.children.insert(at + 1, button)


def _button(ident: str, n: int) -> Element:
    show = html.escape(t("show checks" if n > 1 else "show check", n=n))
    hide = html.escape(t("hide checks" if n > 1 else "hide check", n=n))
    start = (
        # Its words are about the block, not the page's subject: search leaves them
        f'<button type="button" class="{TOGGLE}" data-search-exclude '
        f'aria-expanded="false" '
        f'aria-controls="{ident}" data-show="{show}" data-hide="{hide}">'
    )
    return Element("button", start, "</button>", [show])


@functools.lru_cache(maxsize=4096)
def _check_lines(code: str) -> frozenset[int]:
    """Once for a program both languages' pages show."""
    return frozenset(check_lines(code))
