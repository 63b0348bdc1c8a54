"""Code tokens drawn as plain code lose their element: pages get lighter.

Pygments wraps every token of a code block in a ``<span>`` named by its kind. Some
kinds look exactly like the code's own text in both palettes of the theme: names
(``n``: Material colours them ``--md-code-hl-name-color``, which is the code's colour),
whitespace (``w``: no style at all), and operators and punctuation (``o``, ``ow``,
``p``), which docs/stylesheets/extra.css draws in the code's colour too. Names and
whitespace were a quarter of all the elements of the longest pages, operators and
punctuation more than a third of what was left, each one costing a phone style and
layout work for nothing; here they become plain text. Every other token (keywords,
strings, numbers, comments …) keeps its span, and the text of the code is unchanged,
so a copy and what the tests read back from the page stay the same.

``hooks/load_extensions.py`` calls ``drop`` on each built page.
"""

from __future__ import annotations

import re

PLAIN = ("n", "w", "o", "ow", "p")

_CODE = re.compile(r"(<code\b[^>]*>)(.*?)(</code>)", re.S)
_TOKEN = re.compile(rf'<span class="(?:{"|".join(PLAIN)})">([^<]*)</span>')


def drop(page_html: str) -> str:
    """The page with the plain tokens of its code unwrapped."""
    return _CODE.sub(
        lambda m: m[1] + _TOKEN.sub(lambda t: t[1], m[2]) + m[3], page_html
    )
