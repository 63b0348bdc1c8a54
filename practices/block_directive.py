"""The block directive in the build: ``<!-- block PATH … -->`` written out first.

Each directive line becomes the Markdown a page would otherwise write by hand (its
marks, the captioned fence that includes the snippet, the output stored beside it:
``practices.pages.directed``, the one expansion the tests make too), before
``pymdownx.snippets`` includes the snippets and every later stage reads the page
(practices/stages.py).
"""

from __future__ import annotations

from .pages import SNIPPETS, directed


def write_out(lines: list[str], page, md) -> list[str]:
    """The stage: every block directive of the page written out."""
    return directed("\n".join(lines), SNIPPETS).lines
