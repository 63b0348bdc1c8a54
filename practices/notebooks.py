"""A notebook per page: the page's tested blocks in page order, with their outputs.

Built from the page as the tests cut it (``pages.blocks``, snippets expanded as the
build expands them): a code cell per Python fence (the cells of a block that
continues another share a kernel), the last of a block carrying the output the page
shows; Markdown cells for the headings, a content tab's label, what a block needs
(its marks, an optional package) and each C++ block, to read. Only code annotations
(``# (1)!``) are left out (``tests/test_notebooks.py`` proves each cell the code the
tests ran). The Chinese page's notebook has the same cells, in its words.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path, PurePosixPath

from . import pages
from .i18n import t
from .pages import CPP, PYTHON, PageError, heading_text, language_of, outline

# What a block's marks ask of the machine, or of the reader, said before its cell
# (the vocabulary's "notebook NAME"). Marks that ask nothing a notebook would not
# give are SILENT; a guard keeps every mark a page may carry in one of the two.
_NOTED = (
    "cuda multigpu no_accelerator distributed cpp private_shm docker subprocess slow"
    " uses_previous"
)
NOTES = {name: f"notebook {name}" for name in _NOTED.split()}
SILENT: frozenset[str] = frozenset()
_ICON = pages.ROOT / "overrides" / ".icons" / "notebook-download.svg"
_KERNEL = {"display_name": "Python 3", "language": "python", "name": "python3"}
_METADATA = {"kernelspec": _KERNEL, "language_info": {"name": "python"}}
_TAB = re.compile(r'^(?P<indent>[ \t]*)===[+!]?[ \t]+"(?P<label>[^"]*)"')


def file_name(src_uri: str) -> str:
    """The notebook's file name: the page's, ``views.md`` → ``views.ipynb`` (the
    Chinese page's notebook lies in its own folder, under ``zh/``)."""
    name = PurePosixPath(src_uri).name.removesuffix(".md").removesuffix(".zh")
    return name + ".ipynb"


def cell_code(code: str) -> str:
    """A fence's code as a cell holds it: without its code annotations' comments
    (``pages.unmarked``: comments only, as on the page and in the copies)."""
    return pages.unmarked(code, "python")


def _cell(cells: list[dict], text: str, block: int | None = None, output=None):
    """Append a Markdown cell, or a code cell of the page's running block ``block``
    (1-based: the cells of a block that continues others share its number)."""
    cell = {"cell_type": "markdown", "id": f"cell-{len(cells) + 1}", "metadata": {}}
    if block is not None:
        printed = (output or "").splitlines(keepends=True)
        stream = {"output_type": "stream", "name": "stdout", "text": printed}
        cell |= {"cell_type": "code", "execution_count": None}
        cell["metadata"] = {"practices": {"block": block}}
        cell["outputs"] = [stream] if output else []
    cell["source"] = text.splitlines(keepends=True)
    cells.append(dict(sorted(cell.items())))  # nbformat's order: by name


def _tabs(lines: list[str], headings: dict) -> list[str]:
    """For each line, the label of the content tab (``=== "Fix"``) it lies in, or
    ""; a heading closes every tab."""
    out, open_tabs = [], []  # (indent, label) of the tabs open at this line
    for k, line in enumerate(lines):
        if k in headings:
            open_tabs = []
        elif line.strip():
            indent = len(line) - len(line.lstrip())
            open_tabs = [(i, label) for i, label in open_tabs if i < indent]
            if tab := _TAB.match(line):
                open_tabs.append((len(tab["indent"]), tab["label"]))
        out.append(open_tabs[-1][1] if open_tabs else "")
    return out


def notes(marks: set[str], package: str | None, lang: str) -> list[str]:
    """What a block needs, in the page's language, a sentence each."""
    said = [t(NOTES[name], lang) for name in sorted(marks) if name in NOTES]
    if package:
        said.append(t("notebook package", lang, name=package))
    return said


def notebook(expanded: str, src_uri: str, address: str) -> dict | None:
    """The notebook of a page (``expanded``: its Markdown, snippet includes expanded
    as the build expands them; ``address``: the page's URL), or None where the page
    has no block that runs."""
    lang = language_of(src_uri)
    lines = expanded.split("\n")
    try:
        found = pages.blocks(lines)
    except PageError:  # the guards name the page and its line; the build goes on
        return None
    running = [raw for raw in found if raw.fences[0].language in PYTHON | CPP]
    if not running:
        return None
    headings = {k: (level, text) for k, level, text in outline(lines)}
    sections, tabs = pages.sections(lines), _tabs(lines, headings)
    title = next((heading_text(h) for n, h in headings.values() if n == 1), "")
    cells: list[dict] = []
    gap = t("sentence gap", lang)
    intro = t("notebook intro", lang, title=title, url=address)
    _cell(cells, f"# {title}\n\n{intro}")
    # A block under the title alone stands in no section: the title cell names it
    shown_section, shown_tab = "", ""
    for number, raw in enumerate(running, start=1):
        section, tab = sections[raw.start], tabs[raw.start]
        if section and section != shown_section:
            _cell(cells, f"## {heading_text(section)}")
            shown_section, shown_tab = section, ""
        if tab and tab != shown_tab:
            _cell(cells, f"**{tab}**")
        shown_tab = tab
        if raw.fences[0].language in CPP:
            said = notes(raw.mark_names - {"cpp"}, raw.importorskip, lang)
            _cell(cells, gap.join([t("notebook cpp block", lang), *said]))
            text = f"```cpp\n{raw.code}```"
            if raw.expected_output:
                prints = t("notebook prints", lang)
                text += f"\n\n{prints}\n\n```text\n{raw.expected_output}```"
            _cell(cells, text)  # to read: C++ is no notebook cell
            continue
        said = notes(raw.mark_names, raw.importorskip, lang)
        if said:
            _cell(cells, t("notebook needs", lang, notes=gap.join(said)))
        for k, fence in enumerate(raw.fences):
            output = raw.expected_output if k == len(raw.fences) - 1 else None
            _cell(cells, cell_code(fence.body), number, output)
    return {"cells": cells, "metadata": _METADATA, "nbformat": 4, "nbformat_minor": 5}


def with_link(markdown: str, src_uri: str) -> str:
    """The page with the download of its notebook under its title: a button named in
    words, in the row of the page line (which the build adds after it)."""
    lang, icon = language_of(src_uri), _ICON.read_text(encoding="utf-8").strip()
    link = (
        '<p class="notebook-download" data-search-exclude>'
        f'<a href="{html.escape(file_name(src_uri))}" download'
        f' aria-label="{html.escape(t("notebook link", lang))}"'
        f' title="{html.escape(t("notebook link title", lang))}"'
        f' class="md-content__button md-icon">{icon}</a></p>'
    )
    lines = markdown.split("\n")
    at = next((k for k, level, _ in outline(lines) if level == 1), -1)
    return "\n".join([*lines[: at + 1], "", link, "", *lines[at + 1 :]])


def publish(site_dir: Path, made: dict[str, dict]) -> None:
    """Write each notebook (``made``: by its path relative to the site's root)."""
    for path, content in made.items():
        out = site_dir / path
        out.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps(content, indent=1, ensure_ascii=False) + "\n"
        out.write_text(text, encoding="utf-8")
