"""Code tokens drawn as plain code lose their element: pages get lighter.

Pygments wraps every token in a ``<span>`` named by its kind. Names (``n``: Material
colours them as the code), whitespace (``w``: no style), operators and punctuation
(``o``, ``ow``, ``p``: docs/stylesheets/extra.css draws them in the code's colour) look
exactly like the code's own text in both palettes. Names and whitespace were a quarter
of all the elements of the longest pages, operators and punctuation more than a third
of what was left, each costing a phone style and layout work for nothing: here they
become plain text, the code's text unchanged.
"""

from __future__ import annotations

from .rendered import Element

PLAIN = ("n", "w", "o", "ow", "p")
_PLAIN_TAGS = frozenset(f'<span class="{kind}">' for kind in PLAIN)


def drop_plain_tokens(page) -> None:
    """The stage (``page``: a ``finish.Page``): every ``<code>`` of the page."""
    for code in page.root.iter("code"):
        _drop(code)


def _drop(node: Element) -> None:
    kept: list = []
    for child in node.children:
        if type(child) is not Element:
            kept.append(child)
        elif (
            child.start in _PLAIN_TAGS
            and child.end == "</span>"
            and all(type(c) is str for c in child.children)
        ):
            kept.extend(child.children)
        else:
            _drop(child)
            kept.append(child)
    node.children = kept
