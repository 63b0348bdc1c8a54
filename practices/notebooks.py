"""A notebook per page: the page's tested blocks in page order, with their outputs.

Each page with code offers a Jupyter notebook (nbformat 4, plain JSON written with the
standard library), built from the page exactly as the tests cut it: the page model's
blocks (``practices.pages.blocks``) of the page with its snippet includes
expanded as the build expands them. A Python block becomes one code cell per fence
(a block that continues the one before it, ``<!--pytest-codeblocks:cont-->``, is a
further cell: the cells share a kernel), its last cell carrying the output the page
shows as the cell's output. Before each section's first block a Markdown cell gives
the section's heading, and before the blocks of a content tab (``=== "Fix"``) its
label; before a block that needs something of the machine (its marks, or an
optional package), a Markdown cell says what. A C++ block is no Python
cell: it is shown in a Markdown cell, to read.

Code annotations (``# (1)!``, which the page turns into a marker) are left out of
the cells; nothing else is: ``tests/test_notebooks.py`` proves each cell is the code
the tests ran (the same program, only those comments fewer), and each output the
one the page shows.

The English page's notebook is English, the Chinese page's Chinese (the same cells,
its own headings and notes). ``practices/hooks/load_extensions.py`` makes them while
MkDocs
builds, links each from under its page's title, and writes each next to its page's
``index.html``.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path, PurePosixPath

from . import pages
from .i18n import t
from .pages import (
    CPP,
    PYTHON,
    PageError,
    heading,
    heading_text,
    language_of,
    outline,
)
from .pages import blocks as page_blocks

SUFFIX = ".ipynb"

# What a block's marks ask of the machine, or of the reader, said before its cell
# (the vocabulary's keys). Marks that ask nothing a notebook would not give are
# SILENT; a guard keeps every mark a page may carry in one of the two.
NOTES = {
    "cuda": "notebook cuda",
    "multigpu": "notebook multigpu",
    "no_accelerator": "notebook no_accelerator",
    "distributed": "notebook distributed",
    "cpp": "notebook cpp",
    "private_shm": "notebook private_shm",
    "docker": "notebook docker",
    "subprocess": "notebook subprocess",
    "slow": "notebook slow",
    "uses_previous": "notebook uses_previous",
}
SILENT: frozenset[str] = frozenset()


def file_name(src_uri: str) -> str:
    """The notebook's file name: the page's, ``views.md`` → ``views.ipynb`` (the
    Chinese page's notebook lies in its own folder, under ``zh/``)."""
    name = PurePosixPath(src_uri).name.removesuffix(".md").removesuffix(".zh")
    return name + SUFFIX


def cell_code(code: str) -> str:
    """A fence's code as a cell holds it: without its code annotations' comments
    (``pages.unmarked``: comments only, as on the page and in the copies)."""
    return pages.unmarked(code, "python")


def _lines(text: str) -> list[str]:
    """A cell's multi-line string as Jupyter writes it: lines, ends kept."""
    return text.splitlines(keepends=True)


def _markdown(text: str, number: int) -> dict:
    return {
        "cell_type": "markdown",
        "id": f"cell-{number}",
        "metadata": {},
        "source": _lines(text),
    }


def _code(code: str, output: str | None, block: int, number: int) -> dict:
    outputs = []
    if output:
        outputs.append(
            {"output_type": "stream", "name": "stdout", "text": _lines(output)}
        )
    return {
        "cell_type": "code",
        "execution_count": None,
        "id": f"cell-{number}",
        # The block the cell belongs to (1-based, among the page's running blocks):
        # the cells of a block that continues others share its number.
        "metadata": {"practices": {"block": block}},
        "outputs": outputs,
        "source": _lines(code),
    }


def _headings(lines: list[str]) -> list[tuple[int, str] | None]:
    """For each line, (level, text) where it is a heading outside the fences."""
    at = {k: (level, text) for k, level, text in outline(lines)}
    return [at.get(k) for k in range(len(lines))]


_TAB = re.compile(r'^(?P<indent>[ \t]*)===[+!]?[ \t]+"(?P<label>[^"]*)"')


def _tabs(lines: list[str], headings: list) -> list[str]:
    """For each line, the label of the content tab (``=== "Fix"``) it lies in, or
    ""; a heading closes every tab."""
    out, open_tabs = [], []  # (indent, label) of the tabs open at this line
    for line, found in zip(lines, headings, strict=True):
        if found:
            open_tabs = []
        elif line.strip():
            indent = len(line) - len(line.lstrip())
            open_tabs = [(i, label) for i, label in open_tabs if i < indent]
            tab = _TAB.match(line)
            if tab:
                open_tabs.append((len(tab["indent"]), tab["label"]))
        out.append(open_tabs[-1][1] if open_tabs else "")
    return out


def _title_line(headings: list) -> int | None:
    found = [k for k, h in enumerate(headings) if h and h[0] == 1]
    return found[0] if found else None


def notes(marks: set[str], package: str | None, lang: str) -> list[str]:
    """What a block needs, in the page's language, a sentence each."""
    said = [t(NOTES[name], lang) for name in sorted(marks) if name in NOTES]
    if package:
        said.append(t("notebook package", lang, name=package))
    return said


def _before(raw, lang: str) -> str:
    """The Markdown cell before a block: what it needs, and for C++ that it is
    shown to read ("" where there is nothing to say)."""
    gap = t("sentence gap", lang)
    if raw.fences[0].language in CPP:
        said = notes(raw.mark_names - {"cpp"}, raw.importorskip, lang)
        return gap.join([t("notebook cpp block", lang), *said])
    said = notes(raw.mark_names, raw.importorskip, lang)
    return t("notebook needs", lang, notes=gap.join(said)) if said else ""


def notebook(expanded: str, src_uri: str, address: str) -> dict | None:
    """The notebook of a page (``expanded``: its Markdown, snippet includes expanded
    as the build expands them; ``address``: the page's URL), or None where the page
    has no block that runs."""
    lang = language_of(src_uri)
    lines = expanded.split("\n")
    try:
        found = page_blocks(lines)
    except PageError:  # the guards name the page and its line; the build goes on
        return None
    running = [raw for raw in found if raw.fences[0].language in PYTHON | CPP]
    if not running:
        return None
    headings = _headings(lines)
    sections, tabs = pages.sections(lines), _tabs(lines, headings)
    at = _title_line(headings)
    title = heading_text(heading(lines[at])[1]) if at is not None else ""
    cells: list[dict] = []

    def add(cell_of, *args):
        cells.append(cell_of(*args, len(cells) + 1))

    add(
        _markdown,
        f"# {title}\n\n" + t("notebook intro", lang, title=title, url=address),
    )
    # A block under the title alone stands in no section: the title cell names it
    shown_section, shown_tab = "", ""
    for number, raw in enumerate(running, start=1):
        section, tab = sections[raw.start], tabs[raw.start]
        if section and section != shown_section:
            add(_markdown, f"## {heading_text(section)}")
            shown_section, shown_tab = section, ""
        if tab and tab != shown_tab:
            add(_markdown, f"**{tab}**")
        shown_tab = tab
        before = _before(raw, lang)
        if before:
            add(_markdown, before)
        if raw.fences[0].language in CPP:
            text = f"```cpp\n{raw.code}```"
            if raw.expected_output:
                text += f"\n\n{t('notebook prints', lang)}\n\n```text\n"
                text += f"{raw.expected_output}```"
            add(_markdown, text)
            continue
        for k, fence in enumerate(raw.fences):
            last = k == len(raw.fences) - 1
            output = raw.expected_output if last else None
            add(_code, cell_code(fence.body), output, number)
    return {
        "cells": cells,
        "metadata": {
            "kernelspec": {
                "display_name": "Python 3",
                "language": "python",
                "name": "python3",
            },
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def dumps(made: dict) -> str:
    return json.dumps(made, indent=1, ensure_ascii=False) + "\n"


def with_link(markdown: str, src_uri: str) -> str:
    """The page with the download of its notebook under its title (the build adds
    the verification line between the two)."""
    lang = language_of(src_uri)
    name = file_name(src_uri)
    link = (
        '<p class="notebook-download" data-search-exclude>'
        f'<a href="{html.escape(name)}" download'
        f' title="{html.escape(t("notebook link title", lang))}">'
        f"{html.escape(t('notebook link', lang))}</a></p>"
    )
    lines = markdown.split("\n")
    at = _title_line(_headings(lines))
    at = -1 if at is None else at
    return "\n".join([*lines[: at + 1], "", link, "", *lines[at + 1 :]])


def publish(site_dir: Path, made: dict[str, dict]) -> None:
    """Write each notebook (``made``: by its path relative to the site's root)."""
    for path, content in made.items():
        out = site_dir / path
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(dumps(content), encoding="utf-8")
