"""Long code lines marked, so that on a phone they wrap under their own indentation
(a wrapped line must not read as a new line, which in Python changes its meaning).
Each line longer than ``LONG`` columns is wrapped in ``<span class="long-line"
style="--indent:N">``, which ``extra.css`` continues two columns deeper than its
indentation, beside a thin bar; elsewhere the span does nothing.
"""

from __future__ import annotations

import html
import unicodedata

from .rendered import Element, Segment, lines, rebuild, segments, wrap

# Lines longer than this are marked. A 390 px phone shows 50 columns of 12 px code;
# inside an admonition on a 360 px phone, about 36.
LONG = 36
CLASS = "long-line"


def mark_long_lines(page) -> None:
    """The stage (``page``: a ``finish.Page``), on each block but outputs."""
    for block in page.blocks:
        if block.code is None or not block.pre_in_div or block.is_output:
            continue
        runs = segments(block.code)
        marked = [_mark_line(runs, ks) for ks in lines(runs)]  # every line
        if any(marked):
            rebuild(block.code, runs)


def _mark_line(runs: list[Segment], indices: list[int]) -> bool:
    """Wrap one line if it is long, inside whatever encloses the whole line, where
    no element inside that crosses the line's edge."""
    line = [k for k in indices if runs[k].is_text]
    if not line:
        return False
    first, last = line[0], indices[-1]
    text = html.unescape("".join(runs[k].node for k in line).rstrip("\n"))
    width = unicodedata.east_asian_width
    wide = 0 if text.isascii() else sum(width(c) in "WF" for c in text)
    if len(text) + wide <= LONG:  # a wide character takes two columns
        return False
    paths = [runs[k].path for k in range(first, last + 1)]
    depth = 0
    while all(len(p) > depth and p[depth] is paths[0][depth] for p in paths):
        depth += 1
    inside = {id(e) for p in paths for e in p[depth:]}
    around = [runs[k] for k in (first - 1, last + 1) if 0 <= k < len(runs)]
    if any(id(e) in inside for run in around for e in run.path):
        # its markup opens or closes an element of several lines (Pygments closes
        # its spans at the end of each line: none does)
        return False
    indent = len(text) - len(text.lstrip(" "))
    opening = f'<span class="{CLASS}" style="--indent:{indent}">'
    wrap(runs, first, last, Element("span", opening, "</span>"), depth)
    return True
