"""Math typeset at build time: ``pymdownx.arithmatex`` output turned into MathML.

With ``generic: true`` arithmatex wraps inline math as
``<span class="arithmatex">\\(...\\)</span>`` and display math as
``<div class="arithmatex">\\[...\\]</div>``, for a script to typeset in the browser.
Here the LaTeX is converted to MathML by ``latex2mathml`` while the page is built, so
the browser draws it natively: no script, no font and no request leave the site.
"""

from __future__ import annotations

import html
import re

from latex2mathml.converter import convert

ARITHMATEX = re.compile(
    r'<(?P<tag>span|div) class="arithmatex">'
    r"\\(?P<open>[(\[])(?P<tex>.*?)\\(?P<close>[)\]])</(?P=tag)>",
    re.S,
)


def to_mathml(tex: str, display: bool) -> str:
    return convert(tex.strip(), display="block" if display else "inline")


def typeset(text: str) -> str:
    """The stage (practices/stages.py), on the page's HTML once raw HTML is back."""

    def replace(match: re.Match) -> str:
        display = match.group("open") == "["
        tex = html.unescape(match.group("tex"))
        mathml = to_mathml(tex, display)
        # The source stays available to assistive tools and to search.
        label = html.escape(tex.strip(), quote=True)
        return (
            f'<{match.group("tag")} class="arithmatex" data-tex="{label}">'
            f"{mathml}</{match.group('tag')}>"
        )

    return ARITHMATEX.sub(replace, text)
