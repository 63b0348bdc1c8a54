"""What a reader takes from a code block: the program the tests ran, whole.

The tests run a page block by block (``practices.pages.blocks``): a fence, or
fences that ``<!--pytest-codeblocks:cont-->`` joins into one program (a "Runs first"
box and the example after it, a Pitfall tab and its Fix tab). Each Python and C++
fence's copy button and download give the program of the block it belongs to, so
what a reader copies runs as is, in an empty folder:

- the **program** is the block's code as the tests ran it, with Material's
  annotation markers (the comments ``# (1)!``) cut off the end of their lines and no
  space left at the end of a line: the same program, line for line
  (``tests/test_copies.py`` proves it for every block of every page, and finds a
  marker left inside a string, which the page shows as written);
- every fence of a block of several fences copies and downloads the whole program,
  and a line above it says so; a block marked ``uses_previous`` says to run the
  program above it first, in the same folder, as the tests do;
- the copy button copies it: Material copies the ``data-copy`` attribute of the
  code's ``<pre>`` when it has one (and trims its end), so hidden or folded lines
  do not change what is copied;
- the download link of the block's caption gives the same text, written at build
  time under ``<site>/downloads/<page>/<file>``, named after the block's last
  snippet file (``layout.py``);
- a page may also offer a whole snippet module, as ``<a href=".../downloads/<page>/
  <file>" download>``: it is written with its section markers and tool comments
  (``# ruff: noqa``, ``# isort: split``) left out.

``practices/hooks/load_extensions.py`` registers the extension, names the page being
built
(:func:`begin_page`) and writes the files (:func:`publish`); a stage of
``practices/finish.py`` puts each program on its block in the page's HTML
(:func:`attach`), and the captions' download links give them. Nothing here
imports torch.
"""

from __future__ import annotations

import html
import re
from pathlib import Path, PurePosixPath

from . import pages
from .i18n import t
from .rendered import Element, Markup

DOWNLOADS = "downloads"  # where the programs are served, under the site's root

# Lines of a snippet file that are for the tools, not the reader: section markers
# (`--8<-- [start:demo]` in a comment) and the comments that tell ruff, isort or a
# formatter what to skip in the file (`noqa` for the file, `isort: split`).
TOOL_LINE = re.compile(
    r"^[ \t]*(?:#|//)[ \t]*(?:-+8<-+[ \t]*\[(?:start|end):[\w-]+\]"
    r"|ruff:[ \t]*noqa\b.*|isort:[ \t]*\w+|fmt:[ \t]*(?:off|on|skip))[ \t]*$"
)
_TITLE = re.compile(r'\btitle="(?P<title>[^"]*)"')
# Before each fence of a block that runs, in the Markdown; attach() puts the program
# on the block after it, in the page's HTML
PLACEHOLDER = "<!-- program {n} -->"
_MODULE_LINK = re.compile(r'<a [^>]*\bhref="[./]*(?P<path>downloads/[^"]+)"')

_files: dict[str, str] = {}  # {path under the site: text} of every download
_programs: list[tuple[str, str]] = []  # the page's (program, download) by placeholder


def program(code: str, language: str = "python") -> str:
    """What a block's copy and download give: ``code`` without the annotation
    markers (``pages.MARKER``) and trailing blanks of its lines, ending in one
    newline."""
    lines = [line.rstrip() for line in pages.unmarked(code, language).splitlines()]
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines) + "\n"


def module(text: str) -> str:
    """A snippet file as a reader downloads it whole: without its section markers
    and tool comments."""
    kept = "\n".join(ln for ln in text.splitlines() if not TOOL_LINE.match(ln))
    return program(kept + "\n")


def page_folder(src_uri: str) -> str:
    """Where a page's downloads live: ``downloads/data/recordio`` for both
    ``data/recordio.md`` and its translation."""
    english = PurePosixPath(pages.source_of(src_uri)).with_suffix("")
    return str(PurePosixPath(DOWNLOADS) / english)


def file_name(fences: list[pages.Fence]) -> str:
    """A block's download name: the file its last captioned fence names."""
    for fence in reversed(fences):
        found = _TITLE.search(fence.info)
        if found and PurePosixPath(found["title"]).suffix:
            return PurePosixPath(found["title"]).name
    return "example.cpp" if fences[0].language in pages.CPP else "example.py"


def note(fences: list[pages.Fence], k: int, uses_previous: bool) -> str | None:
    """The line above fence ``k`` of a block that says what its copy holds."""
    if uses_previous and k == 0:
        return t("copy uses previous")
    if len(fences) == 1:
        return None
    if k == 0:
        return t("copy joins after")
    if k == len(fences) - 1:
        return t("copy joins before")
    return t("copy joins both")


def _register(path: str, text: str) -> None:
    if _files.get(path, text) != text:
        raise ValueError(
            f"two different downloads would be written to {path}: give one of the "
            "blocks' snippet files another name"
        )
    _files[path] = text


def place(lines: list[str], page, md) -> list[str]:
    """The stage (practices/stages.py): before each fence of a block that runs, a
    placeholder (:func:`attach` puts the program on the code block that follows
    it) and, where the copy holds more than the fence shows, the line that says
    so."""
    _programs.clear()
    folder = page_folder(page.src_uri if page else "page.md")
    taken: dict[str, str] = {}  # {name: program} on this page
    insert: dict[int, list[str]] = {}
    for block in pages.blocks(lines):
        if block.fences[0].language not in pages.RUN:
            continue
        text = program(block.code, block.fences[0].language)
        name = file_name(block.fences)
        stem, suffix = PurePosixPath(name).stem, PurePosixPath(name).suffix
        n = 1
        while taken.get(name, text) != text:
            n += 1
            name = f"{stem}-{n}{suffix}"
        taken[name] = text
        path = f"{folder}/{name}"
        _register(path, text)
        uses_previous = "uses_previous" in block.mark_names
        for k, fence in enumerate(block.fences):
            said = note(block.fences, k, uses_previous)
            stashed = PLACEHOLDER.format(n=len(_programs))
            if said:
                stashed += (
                    f'\n<p class="copy-note" data-search-exclude>'
                    f"{html.escape(said)}</p>"
                )
            _programs.append((text, path))
            indent = re.match(r"[ \t]*", lines[fence.start]).group(0)
            placeholder = md.htmlStash.store(stashed)
            insert[fence.start] = ["", indent + placeholder, ""]
    for tool in _module_links(lines):
        _register(tool, module(_snippet_text(tool)))
    out: list[str] = []
    for i, line in enumerate(lines):
        out += insert.get(i, [])
        out.append(line)
    return out


def _module_links(lines: list[str]) -> list[str]:
    """The snippet modules a page links for download, as paths under the site:
    ``<a href="../../downloads/data/recordio/recordio.py" download>``."""
    return [m["path"] for line in lines for m in _MODULE_LINK.finditer(line)]


def _snippet_text(path: str) -> str:
    """The snippet file a module download is made from: downloads/x/y.py is
    snippets/x/y.py (a page's snippets live under its own folder)."""
    snippet = pages.ROOT / "snippets" / path.removeprefix(f"{DOWNLOADS}/")
    if not snippet.is_file():
        raise ValueError(
            f"a page links {path}, but {pages.relative(snippet)} is missing"
        )
    return snippet.read_text(encoding="utf-8")


def attach(page) -> None:
    """Each placeholder's program onto the code block after it (``page``: a
    ``finish.Page``): ``data-copy`` on its ``<pre>`` (what Material's copy
    button copies) and ``data-download`` on its div; the placeholder goes."""
    placed = {PLACEHOLDER.format(n=n): n for n in range(len(_programs))}
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
            if type(child) is not Element:
                continue
            if id(child) not in divs:
                visit(child)
            elif waiting:
                _put(divs[id(child)], *_programs[waiting.pop()])
        node.children = kept

    visit(page.root)
    if waiting:
        raise ValueError(f"no code block after {PLACEHOLDER.format(n=waiting[0])}")


def _put(block, code: str, path: str) -> None:
    div, pre = block.div, block.pre
    opening = '<div class="'
    if pre is None or not div.start.startswith(opening):
        raise ValueError(f"no code block to hold {path}: {div.start}")
    cut = div.start.index('"', len(opening)) + 1  # after its class
    div.start = (
        f'{div.start[:cut]} data-download="{html.escape(path)}"{div.start[cut:]}'
    )
    pre.start = f'<pre data-copy="{html.escape(code)}"{pre.start[len("<pre") :]}'


def publish(site_dir: Path) -> None:
    """Write every download the pages offer."""
    for path, text in sorted(_files.items()):
        target = site_dir / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")


def downloads() -> dict[str, str]:
    """{path under the site: text} of the downloads the pages built so far offer."""
    return dict(_files)


def begin_build() -> None:
    """A build, or a rebuild of `mkdocs serve`, starts with no downloads."""
    _files.clear()
