"""Code tokens drawn as plain code lose their ``<span>``: pages get lighter.

Names (``n``), whitespace (``w``), operators and punctuation (``o``, ``ow``, ``p``:
extra.css draws them in the code's colour) look like the code's own text. They were
over half the elements of the longest pages, each costing a phone style and layout
work for nothing.
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
