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

``practices/finish.py`` calls ``drop`` on each ``<code>`` of a built page.
"""

from __future__ import annotations

from .rendered import Element

PLAIN = ("n", "w", "o", "ow", "p")
_PLAIN_TAGS = frozenset(f'<span class="{kind}">' for kind in PLAIN)


def drop(code: Element) -> None:
    """Unwrap the plain tokens inside ``code`` (an element of a parsed page)."""
    kept: list = []
    for child in code.children:
        if not isinstance(child, Element):
            kept.append(child)
        elif _plain(child):
            kept.extend(child.children)
        else:
            drop(child)
            kept.append(child)
    code.children = kept


def _plain(element: Element) -> bool:
    return (
        element.start in _PLAIN_TAGS
        and element.end == "</span>"
        and all(type(c) is str for c in element.children)
    )
