"""The block directive in the build: ``<!-- block PATH … -->`` written out first.

Each directive line becomes the Markdown a page would otherwise write by hand (its
marks, the captioned fence that includes the snippet, the output stored beside it:
``site_extensions.pages.directed``, the one expansion the tests make too), before
``pymdownx.snippets`` (32) includes the snippets and every later stage reads the
page. ``hooks/load_extensions.py`` registers it.
"""

from __future__ import annotations

from pathlib import Path

from markdown import Extension
from markdown.preprocessors import Preprocessor

from .pages import SNIPPETS, directed


class _BlocksPreprocessor(Preprocessor):
    def __init__(self, md, snippets: Path):
        super().__init__(md)
        self.snippets = snippets

    def run(self, lines: list[str]) -> list[str]:
        return directed("\n".join(lines), self.snippets).lines


class BlockDirectiveExtension(Extension):
    def __init__(self, snippets: Path = SNIPPETS, **kwargs):
        self.snippets = snippets
        super().__init__(**kwargs)

    def extendMarkdown(self, md):  # noqa: N802 (Python-Markdown's name)
        # First of all: before the data includes (33) and pymdownx.snippets (32).
        md.preprocessors.register(
            _BlocksPreprocessor(md, self.snippets), "site_block_directive", 34
        )
