"""Math typeset at build time: ``pymdownx.arithmatex`` output turned into MathML.

With ``generic: true`` arithmatex writes ``<span class="arithmatex">\\(...\\)</span>``
(inline) and ``<div class="arithmatex">\\[...\\]</div>`` (display) for a script to
typeset in the browser. Here ``latex2mathml`` converts the LaTeX while the page is
built, so the browser draws it natively: no script, no font and no request leave the
site.
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
