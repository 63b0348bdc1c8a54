"""Output shown as output: the fence after ``<!--pytest-codeblocks:expected-output-->``.

The test suite compares such a fence with what the block above it prints. On the page
it gets the classes ``output`` (styled and labelled "Output" by
``docs/stylesheets/extra.css``) and ``no-copy`` (Material draws no copy button over it),
so a reader tells what a program prints from the program at a glance. The Markdown
stays as the tests read it; only the build sees the classes.
"""

from __future__ import annotations

import re

from .pages import OUTPUT_MARKER as MARKER
from .pages import fences

_INFO = re.compile(r"^(?P<head>[ \t]*(?:`{3,}|~{3,}))[ \t]*(?P<lang>[\w+-]*)[ \t]*$")


def label_outputs(lines: list[str]) -> list[str]:
    """The lines with every expected-output fence's opening line given the classes."""
    out = list(lines)
    all_fences = fences(lines)
    for k, line in enumerate(lines):
        if MARKER not in line:
            continue
        fence = next((f for f in all_fences if f.start > k), None)
        opened = _INFO.match(out[fence.start]) if fence else None
        if opened:
            lang = opened["lang"] or "text"
            out[fence.start] = f"{opened['head']}{{ .{lang} .output .no-copy }}"
    return out


def label(lines: list[str], page, md) -> list[str]:
    """The stage (practices/stages.py)."""
    return label_outputs(lines)
