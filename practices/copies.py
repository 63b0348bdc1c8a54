"""What a reader takes from a code block: the program the tests ran, whole.

Each fence of a block that runs copies (the ``<pre>``'s ``data-copy``) and downloads
the whole block (``pages.blocks``), less annotation markers and line-end blanks, so a
copy runs as is; a line above a fence says when the copy holds more than it shows.
Downloads, and the snippet modules a page links, go under ``downloads/<page>/``.
"""

from __future__ import annotations

import html
import re
from pathlib import PurePosixPath

from . import pages
from .i18n import t
from .rendered import Element, Markup

DOWNLOADS = "downloads"  # where the programs are served, under the site's root

# Lines of a snippet file for the tools: section markers, ruff's, isort's, fmt's.
TOOL_LINE = re.compile(
    r"^[ \t]*(?:#|//)[ \t]*(?:-+8<-+[ \t]*\[(?:start|end):[\w-]+\]"
    r"|ruff:[ \t]*noqa\b.*|isort:[ \t]*\w+|fmt:[ \t]*(?:off|on|skip))[ \t]*$"
)
_TITLE = re.compile(r'\btitle="(?P<title>[^"]*)"')
PLACEHOLDER = "<!-- program {n} -->"  # in the Markdown, before each fence that runs
_MODULE_LINK = re.compile(r'<a [^>]*\bhref="[./]*(?P<path>downloads/[^"]+)"')

files: dict[str, str] = {}  # {path under the site: text} of every download
# (program, download) of each placeholder of the page placed last, for attach_programs
programs: list[tuple[str, str]] = []


def program(code: str, language: str = "python") -> str:
    """What a block's copy gives: ``code`` less annotation markers and end blanks."""
    lines = [line.rstrip() for line in pages.unmarked(code, language).splitlines()]
    return "\n".join(lines).rstrip("\n") + "\n"


def module(text: str) -> str:
    """A snippet file as a reader downloads it whole: without its tool lines."""
    kept = "\n".join(ln for ln in text.splitlines() if not TOOL_LINE.match(ln))
    return program(kept + "\n")


def file_name(fences: list[pages.Fence]) -> str:
    """A block's download name: the file its last captioned fence names."""
    for fence in reversed(fences):
        found = _TITLE.search(fence.info)
        if found and PurePosixPath(found["title"]).suffix:
            return PurePosixPath(found["title"]).name
    return "example.cpp" if fences[0].language in pages.CPP else "example.py"


def _note(count: int, k: int, uses_previous: bool) -> str:
    """The line above fence ``k`` of ``count`` saying what its copy holds, or ""."""
    if uses_previous and k == 0:
        key = "copy uses previous"
    elif count == 1:
        return ""
    elif k == 0:
        key = "copy joins after"
    else:
        key = "copy joins before" if k == count - 1 else "copy joins both"
    return f'\n<p class="copy-note" data-search-exclude>{html.escape(t(key))}</p>'


def _register(path: str, text: str) -> None:
    if files.get(path, text) != text:
        raise ValueError(
            f"two different downloads would be written to {path}: give one of the "
            "blocks' snippet files another name"
        )
    files[path] = text


def place(lines: list[str], page, md) -> list[str]:
    """The stage (practices/stages.py): before each fence that runs, a placeholder
    (and the copy's note); each download the page offers registered."""
    programs.clear()
    # downloads/data/recordio for both data/recordio.md and its translation
    english = pages.source_of(page.src_uri if page else "page.md")
    folder = PurePosixPath(DOWNLOADS) / PurePosixPath(english).with_suffix("")
    taken: dict[str, str] = {}  # {name: program} on this page
    insert: dict[int, list[str]] = {}
    for block in pages.blocks(lines):
        if block.fences[0].language not in pages.RUN:
            continue
        text = program(block.code, block.fences[0].language)
        name = stem = PurePosixPath(file_name(block.fences))
        n = 1
        while taken.get(name.name, text) != text:
            n += 1
            name = stem.with_stem(f"{stem.stem}-{n}")
        taken[name.name] = text
        path = f"{folder}/{name.name}"
        _register(path, text)
        for k, fence in enumerate(block.fences):
            stashed = PLACEHOLDER.format(n=len(programs))
            stashed += _note(len(block.fences), k, "uses_previous" in block.mark_names)
            programs.append((text, path))
            indent = re.match(r"[ \t]*", lines[fence.start]).group(0)
            insert[fence.start] = ["", indent + md.htmlStash.store(stashed), ""]
    # The snippet modules the page links: downloads/x/y.py is snippets/x/y.py
    for link in (m for line in lines for m in _MODULE_LINK.finditer(line)):
        snippet = pages.ROOT / "snippets" / link["path"].removeprefix(f"{DOWNLOADS}/")
        if not snippet.is_file():
            raise ValueError(
                f"a page links {link['path']}, but {pages.relative(snippet)} is missing"
            )
        _register(link["path"], module(snippet.read_text(encoding="utf-8")))
    return [out for k, line in enumerate(lines) for out in [*insert.get(k, []), line]]


def attach_programs(page) -> None:
    """Each placeholder's program onto the code block after it (``page``: a
    ``finish.Page``): ``data-copy`` on its ``<pre>``, ``data-download`` on its div."""
    placed = {PLACEHOLDER.format(n=n): n for n in range(len(programs))}
    divs = {id(block.div): block for block in page.blocks}
    waiting: list[int] = []  # a placeholder's program, before its block

    def visit(node: Element) -> None:
        kept = []
        for child in node.children:
            if type(child) is Markup and child in placed:
                if waiting:
                    raise ValueError(f"no code block after {child}")
                waiting.append(placed[child])
                continue
            kept.append(child)
            if type(child) is Element and id(child) not in divs:
                visit(child)
            elif type(child) is Element and waiting:
                _put(divs[id(child)], *programs[waiting.pop()])
        node.children = kept

    visit(page.root)
    if waiting:
        raise ValueError(f"no code block after {PLACEHOLDER.format(n=waiting[0])}")


def _put(block, code: str, path: str) -> None:
    div, pre, opening = block.div, block.pre, '<div class="'
    if pre is None or not div.start.startswith(opening):
        raise ValueError(f"no code block to hold {path}: {div.start}")
    cut = div.start.index('"', len(opening)) + 1  # after its class
    download = f' data-download="{html.escape(path)}"'
    div.start = div.start[:cut] + download + div.start[cut:]
    pre.start = f'<pre data-copy="{html.escape(code)}"{pre.start[len("<pre") :]}'


def begin_build() -> None:  # a build, or a rebuild of `mkdocs serve`
    files.clear()
