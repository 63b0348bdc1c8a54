"""The build of a page, in order: what this project adds, and where.

A page goes through four steps. Each list below is the order its stages run in;
each stage is a function of the page's lines (or HTML) and of the page being built
(:class:`Page`: its source, its URL from the root site, its language, the site's
and the repository's addresses), which the engine's adapter names
(``practices/hooks/load_extensions.py`` for MkDocs).

1. Markdown, before the code is included (``BEFORE_SNIPPETS``).
2. ``pymdownx.snippets`` includes the code; then, still Markdown, before the
   fences are stashed (``AFTER_SNIPPETS``).
3. The engine turns Markdown into HTML; then, on that HTML (``AFTER_HTML``).
4. The page's whole HTML, once the theme has drawn it, in one parse:
   ``practices/finish.py`` ``STAGES`` (captions, folds, notes, long lines …).

After every page, the site: each page's source, the downloads and the notebooks
(``page_sources``, ``copies``, ``notebooks`` ``publish``), ``pages.json`` and the
Chinese edition (``practices/hooks/i18n.py``), the search index
(``practices/hooks/search.py``).

Python-Markdown orders its processors by number; the three lists are registered
at the only three numbers this project uses, around pymdownx.snippets (32) and
superfences' stash (25), by :class:`StagesExtension`.
"""

from __future__ import annotations

from collections.abc import Callable

from markdown import Extension
from markdown.postprocessors import Postprocessor
from markdown.preprocessors import Preprocessor

from . import (
    block_directive,
    common_errors,
    copies,
    facts,
    i18n,
    mathml,
    measurements,
    outputs,
    records,
    run_counts,
)
from .records import Page

__all__ = ["Page", "StagesExtension"]

Stage = Callable[[list[str], Page | None, object], list[str]]

BEFORE_SNIPPETS: list[Stage] = [
    block_directive.write_out,  # <!-- block … --> as the fence and output it stands for
    measurements.include,  # a data file's include, worded
]
AFTER_SNIPPETS: list[Stage] = [
    run_counts.fill,  # how many blocks ran (before the facts: its name is one)
    facts.fill,  # the torch releases, dates and commit
    records.verify,  # where each block ran; the generated release lists
    common_errors.list_entries,  # the errors readers paste, listed
    outputs.label,  # an output fence labelled as output
    copies.place,  # each runnable block's whole program, for its copy button
]
AFTER_HTML: list[Callable[[str], str]] = [
    mathml.typeset,  # math as MathML
]


def run(stage_list: list[Stage], text: str | list[str], page: Page | None, md):
    """``text``'s lines (or lines) through the stages of ``stage_list``, in order,
    worded in the page's language."""
    lines = text.split("\n") if isinstance(text, str) else text
    if page is not None:
        i18n.current = page.lang  # the words the stages write
    for stage in stage_list:
        lines = stage(lines, page, md)
    return lines


class _Run(Preprocessor):
    def __init__(self, md, stages: list[Stage], owner: StagesExtension):
        super().__init__(md)
        self.stages, self.owner = stages, owner

    def run(self, lines: list[str]) -> list[str]:
        return run(self.stages, lines, self.owner.page, self.md)


class _RunHTML(Postprocessor):
    def run(self, text: str) -> str:
        for stage in AFTER_HTML:
            text = stage(text)
        return text


class StagesExtension(Extension):
    """The stages above, for Python-Markdown. ``page``: the page the next
    conversion builds (the adapter sets it before each page; None, a conversion
    outside a build, as in some tests)."""

    def __init__(self, page: Page | None = None, **kwargs):
        self.page = page
        super().__init__(**kwargs)

    def extendMarkdown(self, md):  # noqa: N802 (Python-Markdown's name)
        # before pymdownx.snippets (32); after it and Markdown's whitespace
        # normalizing (30), before superfences stashes the fences (25); after
        # raw HTML is put back (postprocessor 30)
        md.preprocessors.register(_Run(md, BEFORE_SNIPPETS, self), "site_before", 34)
        md.preprocessors.register(_Run(md, AFTER_SNIPPETS, self), "site_after", 29.5)
        md.postprocessors.register(_RunHTML(md), "site_html", 5)
