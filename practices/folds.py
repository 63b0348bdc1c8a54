"""The checking lines of each Python block folded: the recipe first, its proof a click
away. Each run of the lines ``practices/check_lines.py`` picks is wrapped in
``<span class="checks-fold">``, after an empty ``<span class="checks-mark">``, and a
button under the code (``docs/javascripts/checks.js``) shows them. The code's text is
unchanged, a copy takes every line, and without JavaScript nothing folds.
"""

from __future__ import annotations

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
        python = {"highlight", "language-python"} <= set(block.div.classes)
        if python and block.div.start.startswith('<div class="'):
            _fold(block, page)


def _fold(block, page) -> None:
    folding = check_lines(block.code.text())
    runs = segments(block.code)
    found = [ks for ks in lines(runs) if runs[ks[0]].line in folding]
    folded = sum(
        any(runs[k].is_text and runs[k].node.strip() for k in ks) for ks in found
    )
    if not folded:
        return
    groups = []  # [first run, last run] of each run of folded lines
    for ks in found:
        if groups and runs[ks[0]].line == runs[groups[-1][1]].line + 1:
            groups[-1][1] = ks[-1]
        else:
            groups.append([ks[0], ks[-1]])
    for first, last in reversed(groups):  # each fold, and its mark before it
        wrap(runs, first, last, Element("span", _FOLD, "</span>"))
        mark = Element("span", _MARK, "</span>")
        runs.insert(first, Segment(mark, (), runs[first].line))
    rebuild(block.code, runs)
    ident = f"__checks_{page.next('checks')}"
    # The id is the block's: Material names the <pre> and the annotations after it
    classes = block.div.attrs["class"]
    block.div.start = block.div.start.replace(
        f'class="{classes}"', f'id="{ident}" class="{classes} {CHECKED} {FOLDED}"', 1
    )
    show = html.escape(t("show checks" if folded > 1 else "show check", n=folded))
    hide = html.escape(t("hide checks" if folded > 1 else "hide check", n=folded))
    start = (
        # Its words are about the block, not the page's subject: search leaves them
        f'<button type="button" class="{TOGGLE}" data-search-exclude '
        f'aria-expanded="false" '
        f'aria-controls="{ident}" data-show="{show}" data-hide="{hide}">'
    )
    children = block.div.children
    button = Element("button", start, "</button>", [show])
    children.insert(children.index(block.pre) + 1, button)
