"""Math typeset at build time: ``pymdownx.arithmatex``'s ``\\(...\\)`` and
``\\[...\\]`` turned into MathML by ``latex2mathml``, so the browser draws it
natively: no script, no font, no request.
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


def typeset(text: str) -> str:
    """The stage (practices/stages.py), on the page's HTML once raw HTML is back."""

    def replace(match: re.Match) -> str:
        tag, tex = match["tag"], html.unescape(match["tex"]).strip()
        mathml = convert(tex, display="block" if match["open"] == "[" else "inline")
        # The source stays available to assistive tools and to search.
        label = html.escape(tex, quote=True)
        return f'<{tag} class="arithmatex" data-tex="{label}">{mathml}</{tag}>'

    return ARITHMATEX.sub(replace, text)
