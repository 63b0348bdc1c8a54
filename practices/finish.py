"""HTML → HTML: each built page parsed once (``practices/rendered.py``: markup no
stage touches comes out byte for byte), :data:`STAGES` run over it in order, the page
written back once; for MkDocs (``practices/hooks/``) and Zensical (``render.py``).
"""

from __future__ import annotations

import gc
import html
from collections.abc import Callable
from dataclasses import dataclass, field

from . import page_sources, pages
from .code_notes import draw_notes
from .copies import attach_programs
from .folds import fold_checks
from .long_lines import mark_long_lines
from .plain_tokens import drop_plain_tokens
from .rendered import CodeBlock, Element, Markup, code_blocks, parse


@dataclass
class Page:
    """A page being finished: its tree, its blocks, and where it is."""

    root: Element
    blocks: list[CodeBlock]
    url: str = ""
    repo_url: str = ""
    counters: dict[str, int] = field(default_factory=dict)

    def next(self, name: str) -> int:
        self.counters[name] = self.counters.get(name, 0) + 1
        return self.counters[name]


def link_captions(page: Page) -> None:
    """A caption naming a snippet file: links to it and its download."""
    for block in page.blocks:
        span = block.caption
        if span is None or span.start != '<span class="filename">':
            continue
        path = span.children[0] if len(span.children) == 1 else None
        if type(path) is not str or not page_sources.CAPTION.fullmatch(path):
            continue
        links = page_sources.caption_links(
            html.unescape(path),
            pages.relative_url(page.url, ""),  # the site's root
            page.repo_url,
            block.div.attrs.get("data-download"),
        )
        span.children = [Markup(links)]


_OUTPUT = '<div class="language-text output'


def exclude_outputs(page: Page) -> None:
    """Outputs are left out of the search index: they outweighed the prose for any
    query with a number or a common word in it."""
    for block in page.blocks:
        if block.is_output and block.div.start.startswith(_OUTPUT):
            block.div.start = "<div data-search-exclude " + block.div.start[5:]


STAGES: list[Callable[[Page], None]] = [
    attach_programs,  # what a block's copy button copies and caption downloads
    link_captions,
    drop_plain_tokens,  # first: fewer elements for the code's stages after it
    fold_checks,  # the lines that check what a block shows, under a button
    draw_notes,  # code annotations as numbered notes under their block
    mark_long_lines,  # to wrap under their own indentation on a phone
    exclude_outputs,
]


def finish(
    page_html: str,
    url: str = "",
    repo_url: str = "",
    stages: list[Callable[[Page], None]] = STAGES,
) -> str:
    """The page with every stage done, in order."""
    # A page's tree is many small objects and no cycle (no element knows its
    # parent): refcounting frees it. The cyclic collector, started by their
    # number, would walk the whole build's heap again and again (0.6 s a build).
    collecting = gc.isenabled()
    gc.disable()
    try:
        root = parse(page_html)
        page = Page(root, code_blocks(root), url, repo_url)
        for stage in stages:
            stage(page)
        return root.html()
    finally:
        if collecting:
            gc.enable()
