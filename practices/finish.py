"""HTML → HTML: each built page parsed once, its code blocks found once, the build's
features run over them in one ordered list, the page written back once.

MkDocs hands ``practices/hooks/load_extensions.py`` each page's HTML
(``on_page_content``),
which calls :func:`finish`. The page is read into a light tree
(``practices/rendered.py``: ``html.parser``, each node keeping the exact text
it was read from, so that markup no stage touches comes out byte for byte as it
went in), and each code block Material and pymdownx write (a ``div.highlight``)
is read once into a ``rendered.CodeBlock``: its ``<pre>`` and ``<code>``, its
caption and the list of notes after it. Then the stages of :data:`STAGES` run, in
order, each a small visitor over the blocks (or the tree), and the tree is
written back:

1. ``attach_programs``: each block that runs gets the whole program its copy
   button copies and its caption downloads (``practices/copies.py``, whose
   Markdown side leaves a placeholder before the block);
2. ``link_captions``: a caption naming a snippet file (``snippets/….py``) shows
   its name, linked to the file in the repository, and a download link: the
   block's program where it has one, else the file
   (``practices/page_sources.py``);
3. ``drop_plain_tokens``: code tokens drawn as plain code lose their element
   (``practices/plain_tokens.py``), first, so that the stages after it have
   fewer elements to go through (no token crosses a line: the folds and long lines
   come out the same);
4. ``fold_checks``: the lines of a Python block that check what it shows, folded
   under a button (``practices/folds.py``; which lines: ``check_lines.py``);
5. ``draw_notes``: code annotations drawn as numbered notes under their block
   (``practices/code_notes.py``);
6. ``mark_long_lines``: long code lines marked, to wrap under their own
   indentation on a phone (``practices/long_lines.py``);
7. ``exclude_outputs``: output blocks left out of the search index.

Each feature's module keeps its classes, words and rules; the reading of a page
and of its blocks is ``practices/rendered.py``'s alone, and the tests read
the built pages with it too (``practices/testing/rendered.py``).
"""

from __future__ import annotations

import gc
import html
from collections.abc import Callable
from dataclasses import dataclass, field

from . import code_notes, copies, folds, long_lines, page_sources, pages, plain_tokens
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

    @property
    def to_root(self) -> str:
        return pages.relative_url(self.url, "")  # the site's root


def attach_programs(page: Page) -> None:
    copies.attach(page)


def link_captions(page: Page) -> None:
    """A caption naming a snippet file: its name links to the file in the
    repository, and a download link gives the block's program (or the file)."""
    for block in page.blocks:
        span = block.caption
        if span is None or span.start != '<span class="filename">':
            continue
        path = span.children[0] if len(span.children) == 1 else None
        if type(path) is not str or not page_sources.CAPTION.fullmatch(path):
            continue
        links = page_sources.caption_links(
            html.unescape(path),
            page.to_root,
            page.repo_url,
            block.div.attrs.get("data-download"),
        )
        span.children = [Markup(links)]


def fold_checks(page: Page) -> None:
    for block in page.blocks:
        folds.fold(block, page)


def drop_plain_tokens(page: Page) -> None:
    for code in page.root.iter("code"):
        plain_tokens.drop(code)


def draw_notes(page: Page) -> None:
    code_notes.render(page)


def mark_long_lines(page: Page) -> None:
    for block in page.blocks:
        long_lines.mark(block)


_OUTPUT = '<div class="language-text output'


def exclude_outputs(page: Page) -> None:
    """Output blocks (what a program printed: tables of numbers, echoed values) are
    left out of the search index: they outweighed the prose for any query with a
    number or a common word in it."""
    for block in page.blocks:
        if block.is_output and block.div.start.startswith(_OUTPUT):
            block.div.start = "<div data-search-exclude " + block.div.start[5:]


STAGES: list[Callable[[Page], None]] = [
    attach_programs,
    link_captions,
    drop_plain_tokens,
    fold_checks,
    draw_notes,
    mark_long_lines,
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
