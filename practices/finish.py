"""HTML → HTML: each built page parsed once (``practices/rendered.py``: every node
keeps the exact text it was read from, so markup no stage touches comes out byte for
byte), its code blocks found once, :data:`STAGES` run over them in order, the page
written back once. MkDocs' ``on_page_content`` (``practices/hooks/load_extensions.py``)
and ``practices/render.py`` (Zensical) call :func:`finish`; each feature's module
keeps its classes, words and rules.
"""

from __future__ import annotations

import gc
import html
from collections.abc import Callable
from dataclasses import dataclass, field

from . import copies, page_sources, pages
from .code_notes import draw_notes
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


def attach_programs(page: Page) -> None:
    copies.attach(page)


def link_captions(page: Page) -> None:
    """A caption naming a snippet file (``snippets/….py``): its name links to the
    file in the repository, and a download link gives the block's program (or the
    file) (``practices/page_sources.py``)."""
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
    """Output blocks (what a program printed: tables of numbers, echoed values) are
    left out of the search index: they outweighed the prose for any query with a
    number or a common word in it."""
    for block in page.blocks:
        if block.is_output and block.div.start.startswith(_OUTPUT):
            block.div.start = "<div data-search-exclude " + block.div.start[5:]


STAGES: list[Callable[[Page], None]] = [
    # each block that runs gets the whole program its copy button copies and its
    # caption downloads (copies.py; its Markdown side leaves a placeholder)
    attach_programs,
    link_captions,
    # first of the code's stages: fewer elements for those after it (no token
    # crosses a line, so the folds and long lines come out the same)
    drop_plain_tokens,
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
