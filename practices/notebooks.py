"""A notebook per page: the page's tested blocks (``pages.blocks``), with outputs.

A code cell per Python fence (the block's last carries its output); Markdown cells
for headings and their prose, tab labels (the tab the page opens on first), what a
block needs, and C++ blocks, to read. First a ``%pip install`` of the pinned
packages, and the ``%%needs`` magic: a CUDA cell stops where there is none, a
``subprocess`` one runs as a script.
"""

from __future__ import annotations

import html
import posixpath
import re
from pathlib import PurePosixPath
from urllib.parse import urljoin

from . import pages
from .i18n import t
from .pages import CPP, PYTHON, ROOT, PageError, heading_text, language_of, outline

# What a block's marks ask, said before its cell ("notebook NAME" in words.toml);
# marks that ask nothing are SILENT: a guard keeps every mark in one of the two.
_NOTED = (
    "cuda multigpu no_accelerator distributed cpp private_shm docker subprocess slow"
    " uses_previous"
)
NOTES = {name: f"notebook {name}" for name in _NOTED.split()}
SILENT: frozenset[str] = frozenset()
_ICON = pages.ROOT / "overrides" / ".icons" / "notebook-download.svg"
_KERNEL = {"display_name": "Python 3", "language": "python", "name": "python3"}
_METADATA = {"kernelspec": _KERNEL, "language_info": {"name": "python"}}
_TAB = re.compile(r'^(?P<indent>[ \t]*)===(?P<flags>[+!]*)[ \t]+"(?P<label>[^"]*)"')
_PROSE_END = re.compile(r"[ \t]*(```|~~~|===|!!!|\?\?\?|<!--|#)")  # block, tab…
_LINK = re.compile(r"\]\((?P<to>[^)\s:]+)\)")  # a relative link: no scheme
_HREF = re.compile(r'href="(?P<to>[^":]+)"')  # an HTML link, relative to the page
# The pins of the packages a page imports; an import's package, where named apart
LOCK, PACKAGES = ROOT / "requirements" / "test.txt", {"PIL": "pillow"}
# What a cell marked so asks of the %%needs magic the setup cell defines
NEEDS = {"cuda": "cuda", "multigpu": "cuda 2", "subprocess": "script"}
SETUP = """\
import subprocess, sys, tempfile
import torch
from IPython.core.magic import register_cell_magic

NOT_RUN = NO_CUDA


@register_cell_magic
def needs(line, cell):
    words, found = line.split(), torch.cuda.device_count()
    wanted = next((int(word) for word in words if word.isdigit()), 1)
    if "cuda" in words and found < wanted:
        return print(NOT_RUN.format(n=wanted, found=found))
    if "script" not in words:
        return exec(compile(cell, "<cell>", "exec"), get_ipython().user_ns)
    with tempfile.TemporaryDirectory() as folder:
        with open(f"{folder}/cell.py", "w", encoding="utf-8") as script:
            script.write(cell)
        run = [sys.executable, script.name]
        ran = subprocess.run(run, capture_output=True, text=True)
    print(ran.stdout, end="")
    print(ran.stderr, end="", file=sys.stderr)
    ran.check_returncode()
"""


def file_name(src_uri: str) -> str:
    """``views.md`` (or ``views.zh.md``, under ``zh/``) → ``views.ipynb``."""
    name = PurePosixPath(src_uri).name.removesuffix(".md").removesuffix(".zh")
    return name + ".ipynb"


def _cell(cells: list[dict], text: str, block: int | None = None, output=None):
    """Append a Markdown cell, or a code cell of the page's block ``block`` (1-based,
    shared by the cells of a block that continues; 0: a setup cell)."""
    cell = {"cell_type": "markdown", "id": f"cell-{len(cells) + 1}", "metadata": {}}
    if block is not None:
        printed = (output or "").splitlines(keepends=True)
        stream = {"output_type": "stream", "name": "stdout", "text": printed}
        cell |= {"cell_type": "code", "execution_count": None}
        cell["metadata"] = {"practices": {"block": block}} if block else {}
        cell["outputs"] = [stream] if output else []
    cell["source"] = text.splitlines(keepends=True)
    cells.append(dict(sorted(cell.items())))  # nbformat's order: by name


def _tabs(lines: list[str], headings: dict) -> list[tuple[str, bool]]:
    """For each line, the label of its content tab (or "") and whether its set
    opens on it (``===+``); a heading closes every tab."""
    out, open_tabs = [], []  # (indent, label, opens) of the tabs open at this line
    for k, line in enumerate(lines):
        if k in headings:
            open_tabs = []
        elif line.strip():
            indent = len(line) - len(line.lstrip())
            open_tabs = [tab for tab in open_tabs if tab[0] < indent]
            if tab := _TAB.match(line):
                opens = "+" in tab["flags"]
                open_tabs.append((len(tab["indent"]), tab["label"], opens))
        out.append(open_tabs[-1][1:] if open_tabs else ("", False))
    return out


def _order(running: list, sections: list[str], tabs: list) -> list[int]:
    """The blocks' order: the page's, but the tab the page opens on first, unless a
    block continues across tabs or works on the files of the one before."""
    keys, kept = [], set()
    for k, raw in enumerate(running):
        (label, opens), last = tabs[raw.start], running[k - 1].start
        joined = k and label and tabs[last][0] and sections[last] == sections[raw.start]
        keys.append([keys[-1][0] if joined else k, not opens, k])
        across_tabs = len({tabs[f.start] for f in raw.fences}) > 1
        if "uses_previous" in raw.mark_names or across_tabs:
            kept.add(keys[-1][0])
    keys = sorted((run, later and run not in kept, k) for run, later, k in keys)
    return [k for _, _, k in keys]


def _prose(lines: list[str], start: int, src_uri: str, address: str, head: str) -> str:
    """``head``, then the prose under the heading at ``start``, links made whole."""
    ends = (k for k in range(start + 1, len(lines)) if _PROSE_END.match(lines[k]))
    text = "\n".join(lines[start + 1 : next(ends, len(lines))]).strip()

    def whole(link: re.Match) -> str:  # a page by its source, or a file
        path, hash_, anchor = link["to"].partition("#")
        path = path and posixpath.normpath(
            posixpath.join(posixpath.dirname(src_uri), path)
        )
        to = pages.relative_url(src_uri, path + hash_ + anchor) if path else link["to"]
        return f"]({urljoin(address, to)})"

    text = _HREF.sub(lambda link: f'href="{urljoin(address, link["to"])}"', text)
    return f"{head}\n\n{_LINK.sub(whole, text)}".strip()


def installs(code: str, names: set[str]) -> list[str]:
    """The lock's pins of the packages ``code`` imports and of ``names``, torch
    aside: what gives the outputs the page shows."""
    pins = re.findall(r"^(([\w.-]+)==\S+)", LOCK.read_text(encoding="utf-8"), re.M)
    by_name = {name.lower().replace("_", "-"): pin for pin, name in pins}
    names |= set(re.findall(r"^[ \t]*(?:from|import)[ \t]+(\w+)", code, re.M))
    names = {PACKAGES.get(name, name).lower().replace("_", "-") for name in names}
    return sorted(by_name[name] for name in names - {"torch"} if name in by_name)


def notes(marks: set[str], package: str | None, lang: str) -> list[str]:
    """What a block needs, in the page's language, a sentence each."""
    said = [t(NOTES[name], lang) for name in sorted(marks) if name in NOTES]
    if package:
        said.append(t("notebook package", lang, name=package))
    return said


def notebook(expanded: str, src_uri: str, address: str) -> dict | None:
    """A page's notebook (from its expanded Markdown), or None where no block runs."""
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
    at = next((k for k, (level, _) in headings.items() if level == 1), -1)
    title = heading_text(headings[at][1]) if at >= 0 else ""
    cells: list[dict] = []
    gap = t("sentence gap", lang)
    intro = t("notebook intro", lang, title=title, url=address)
    _cell(cells, _prose(lines, at, src_uri, address, f"# {title}") + f"\n\n{intro}")
    python = [raw for raw in running if raw.is_python]
    skips = {raw.importorskip for raw in python if raw.importorskip}
    if pins := installs("".join(raw.code for raw in python), skips):
        install = t("notebook install", lang)
        _cell(cells, f"# {install}\n%pip install {' '.join(pins)}", 0)
    if any(raw.mark_names & NEEDS.keys() for raw in python):
        _cell(cells, t("notebook setup", lang))
        _cell(cells, SETUP.replace("NO_CUDA", repr(t("notebook no cuda", lang))), 0)
    # A block under the title alone stands in no section: the title cell names it
    shown_section, shown_tab = "", ""
    for index in _order(running, sections, tabs):
        number, raw = index + 1, running[index]
        section, tab = sections[raw.start], tabs[raw.start][0]
        if section and section != shown_section:
            top = max(j for j, (n, _) in headings.items() if n > 1 and j <= raw.start)
            head = f"## {heading_text(section)}"
            _cell(cells, _prose(lines, top, src_uri, address, head))
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
        if said := notes(raw.mark_names, raw.importorskip, lang):
            _cell(cells, t("notebook needs", lang, notes=gap.join(said)))
        needs = [NEEDS[name] for name in sorted(raw.mark_names) if name in NEEDS]
        magic = " ".join(dict.fromkeys(" ".join(needs).split()))  # cuda cuda 2: cuda 2
        for k, fence in enumerate(raw.fences):
            output = raw.expected_output if k == len(raw.fences) - 1 else None
            code = pages.unmarked(fence.body, "python")  # no annotations' comments
            _cell(cells, f"%%needs {magic}\n{code}" if magic else code, number, output)
    return {"cells": cells, "metadata": _METADATA, "nbformat": 4, "nbformat_minor": 5}


def with_link(markdown: str, src_uri: str) -> str:
    """The page with its notebook's download button under its title."""
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
