"""The build of a page, in order: what this project adds, and where. Each stage is a
function of the page's lines (or HTML) and of the page (:class:`Page`), in four steps:
Markdown before ``pymdownx.snippets`` (``BEFORE_SNIPPETS``); after it, before
superfences stashes the fences (``AFTER_SNIPPETS``); the Markdown's HTML
(``AFTER_HTML``); the whole page's HTML, in one parse (``practices/finish.py``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from markdown import Extension
from markdown.postprocessors import Postprocessor
from markdown.preprocessors import Preprocessor

from . import common_errors, copies, facts, i18n, mathml, measurements, run_counts
from .pages import OUTPUT_MARKER, directed, fences
from .records import Page, verify

Stage = Callable[[list[str], Page | None, object], list[str]]


def write_out(lines: list[str], page, md) -> list[str]:
    """Every block directive written out (as the tests write it), first of all."""
    return directed("\n".join(lines)).lines


_INFO = re.compile(r"^(?P<head>[ \t]*(?:`{3,}|~{3,}))[ \t]*(?P<lang>[\w+-]*)[ \t]*$")
_TABLE_LINE = re.compile(r"\S {2,}\S|^[|=─-]{20,}$")


def label_outputs(lines: list[str], page, md) -> list[str]:
    """The fence after each ``OUTPUT_MARKER`` given the classes ``output`` and
    ``no-copy``; a table (three lines of columns, or rules) also ``tabular``."""
    out, all_fences = list(lines), fences(lines)
    for k, line in enumerate(lines):
        if OUTPUT_MARKER not in line:
            continue
        fence = next((f for f in all_fences if f.start > k), None)
        opened = _INFO.match(out[fence.start]) if fence else None
        if opened:
            lang = opened["lang"] or "text"
            table = sum(bool(_TABLE_LINE.search(x)) for x in fence.body.splitlines())
            tab = " .tabular" if table >= 3 else ""
            out[fence.start] = f"{opened['head']}{{ .{lang} .output .no-copy{tab} }}"
    return out


BEFORE_SNIPPETS: list[Stage] = [
    write_out,  # <!-- block … --> as the fence and output it stands for
    measurements.include,  # a data file's include, worded
]
AFTER_SNIPPETS: list[Stage] = [
    run_counts.fill,  # how many blocks ran (before the facts: its name is one)
    facts.fill,  # the torch releases, dates and commit
    verify,  # where each block ran; the generated release lists
    common_errors.list_entries,  # the errors readers paste, listed
    label_outputs,  # an output fence labelled as output
    copies.place,  # each runnable block's whole program, for its copy button
]
AFTER_HTML: list[Callable[[str], str]] = [
    mathml.typeset,  # math as MathML
]


def run(stage_list: list[Stage], text: str | list[str], page: Page | None, md):
    """``text``'s lines through ``stage_list``, worded in the page's language."""
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
    """The stages, for Python-Markdown. ``page``: the page the next conversion builds
    (set by ``practices/hooks/load_extensions.py``; None outside a build)."""

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
