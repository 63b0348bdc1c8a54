"""Every copy runs: a code block's copy button and its Download link give the
program the tests ran for it, on every page of both languages.

What ran (``practices/testing/``): each block of a page, as ``practices.pages``
cuts it (a fence, or the fences ``<!--pytest-codeblocks:cont-->`` joins to it), is
one program, its code. It runs in a new, empty temporary folder (the
``TemporaryDirectory`` of ``BlockItem.runtest``, or, for a block whose files the next
block uses, a folder of its own in the run's shared folder) as a fresh ``__main__``
module: in the test process with every global setting put back afterwards
(``isolation``), in a ``python`` of its own where it is marked ``subprocess``, or
compiled against the wheel's libtorch and run there where it is C++. A block marked
``uses_previous`` runs in a copy of the folder the block before it left, as shown.

So what ran is *this text, in a fresh empty folder*. The tests here read the built
site: for each Python and C++ fence, what Material's copy button copies (the
``data-copy`` of the code's ``<pre>``, its end trimmed, as Material's clipboard code
does) and the bytes its caption's Download link gives, and compare both with the
code of its block (``problems``):

- the download is the program and the copy the same text (the clipboard lacks its
  final newline: Material trims the end);
- the program is the code that ran, line for line, but for Material's annotation
  markers (``# (1)!``, comments) and trailing blanks cut off the end of a line: in
  Python both parse to the same syntax tree, line for line, so they are the same
  program, with the same line numbers; a C++ program must equal its code;
- no ``--8<--`` marker, tool comment (``isort:``, ``noqa``, ``ruff:``) or annotation
  marker is left, and no line ends in a blank;
- a fence whose copy holds more than it shows (a block of several fences) or that
  needs the program before it (``uses_previous``) has the line above it that says
  so, in the page's language.

Nothing runs here (the page tests ran every block): this proves that the reader gets
the text that ran. ``tests/browser/test_copy_and_run.py`` copies two blocks in
Chromium and runs them in an empty folder.
"""

from __future__ import annotations

import ast
import functools
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from practices import copies, pages
from practices.i18n import t
from practices.testing import rendered, site
from practices.testing.blocks import Block, page_blocks

PAGES = site.pages()
PAGE_IDS = [site.relative(p) for p in PAGES]

# What a reader must not find in a copy: snippet section markers, tool comments,
# Material's annotation markers.
MARKERS = re.compile(
    rf"--8<--|\bisort:|\bnoqa\b|\bruff:|\bfmt: *(?:off|on|skip)|{pages.MARKER.pattern}"
)
# What may be cut off the end of a line that ran: an annotation marker, blanks.
HARMLESS_END = re.compile(rf"(?:{pages.MARKED.pattern})?[ \t]*")


Shown = rendered.RenderedBlock


def shown_blocks(html: str) -> list[Shown]:
    """The Python and C++ blocks of a built page, as harness.rendered reads them
    back: the copy of each, its caption's Download link, the copy note above it."""
    return [b for b in rendered.code_blocks(html) if b.language in pages.RUN]


@dataclass
class Ran:
    """A fence and the program its block ran."""

    block: Block
    k: int  # the fence's place in its block
    fences: int  # how many fences the block has

    @property
    def note_key(self) -> str | None:
        if "uses_previous" in self.block.mark_names and self.k == 0:
            return "copy uses previous"
        if self.fences == 1:
            return None
        if self.k == 0:
            return "copy joins after"
        return "copy joins before" if self.k == self.fences - 1 else "copy joins both"


@functools.cache
def _blocks(page: Path) -> list[Block]:
    return page_blocks(page)


def ran_fences(page: Path) -> list[Ran]:
    out = []
    for block in _blocks(page):
        if block.runs:
            n = len(block.fence_hashes)
            out += [Ran(block, k, n) for k in range(n)]
    return out


def same_program(ran: str, given: str, language: str) -> list[str]:
    """Why ``given`` is not the program ``ran``, if it is not: line for line the
    same but for a harmless end cut off, and the same syntax tree in Python."""
    ran_lines = ran.rstrip("\n").splitlines()
    lines = given.rstrip("\n").splitlines()
    if len(lines) != len(ran_lines):
        return [f"{len(lines)} lines, but the program that ran has {len(ran_lines)}"]
    for n, (line, was) in enumerate(zip(lines, ran_lines, strict=True), start=1):
        cut = was[len(line) :]
        if not was.startswith(line) or not HARMLESS_END.fullmatch(cut):
            return [f"line {n} is {line!r}, but {was!r} ran"]
        if language in pages.CPP and cut.strip():
            return [f"line {n}: a C++ copy must be the code that ran: {was!r}"]
    if language in pages.PYTHON and ast.dump(ast.parse(given)) != ast.dump(
        ast.parse(ran)
    ):
        return ["it parses to another program than the one that ran"]
    return []


def clean(text: str) -> list[str]:
    """Markers and trailing blanks a reader must not get."""
    found = []
    for n, line in enumerate(text.splitlines(), start=1):
        if MARKERS.search(line):
            found.append(f"line {n} holds a marker: {line!r}")
        if line != line.rstrip():
            found.append(f"line {n} ends in a blank: {line!r}")
    return found


def problems(ran: Ran, shown: Shown, download: str | None, lang: str) -> list[str]:
    """What is wrong with what a reader takes from one code block."""
    code = ran.block.code
    if shown.copy is None:
        return ["no copy text: the copy button copies only the lines shown"]
    if download is None:
        return [f"no downloadable file at {shown.download!r}"]
    found = []
    clipboard = shown.copy.rstrip()  # Material's clipboard code trims the end
    if clipboard + "\n" != download:
        found.append("the copy and the download differ")
    found += [f"download: {p}" for p in same_program(code, download, shown.language)]
    found += [f"download: {p}" for p in clean(download)]
    name = shown.download.rsplit("/", 1)[-1]
    if shown.title != t("download name", lang, name=name):
        found.append(f"the download link's title {shown.title!r} does not name {name}")
    expected_note = t(ran.note_key, lang) if ran.note_key else None
    if shown.note != expected_note:
        found.append(f"the line above it is {shown.note!r}, not {expected_note!r}")
    return found


def _download(html_file: Path, href: str | None, site_dir: Path) -> str | None:
    if not href:
        return None
    target = (html_file.parent / href).resolve()
    if not target.is_relative_to(site_dir.resolve()) or not target.is_file():
        return None
    return target.read_text(encoding="utf-8")


@pytest.mark.parametrize("page", PAGES, ids=PAGE_IDS)
def test_every_copy_and_download_is_the_program_that_ran(page, built_site):
    html_file = rendered.html_for(page, built_site)
    shown = shown_blocks(html_file.read_text(encoding="utf-8"))
    ran = ran_fences(page)
    assert len(shown) == len(ran), (
        f"{site.relative(page)}: {len(shown)} Python/C++ code blocks on the page, "
        f"{len(ran)} fences in the blocks the tests ran"
    )
    lang = pages.language_of(page)
    wrong = []
    for fence, block in zip(ran, shown, strict=True):
        download = _download(html_file, block.download, built_site)
        for problem in problems(fence, block, download, lang):
            wrong.append(f"block at line {fence.block.line}: {problem}")
    assert not wrong, f"{site.relative(page)}:\n" + "\n".join(wrong)


_LINK = re.compile(r'<a [^>]*href="([^"]*\bdownloads/[^"]+)"')


def test_every_download_is_linked_clean_and_the_raw_snippets_are_not_served(
    built_site,
):
    """Every file under downloads/ is offered by a page and holds no marker; a
    module offered whole (``recordio.py``) is its snippet file less its markers:
    the same syntax tree. The snippet files themselves, with their markers, are not
    served."""
    linked: set[Path] = set()
    for page in PAGES:
        html_file = rendered.html_for(page, built_site)
        for href in _LINK.findall(html_file.read_text(encoding="utf-8")):
            target = (html_file.parent / href).resolve()
            assert target.is_file(), f"{site.relative(page)} links {href}: missing"
            linked.add(target)
    files = {p.resolve() for p in (built_site / copies.DOWNLOADS).rglob("*")}
    files = {p for p in files if p.is_file()}
    assert files and files == linked, sorted(map(str, files ^ linked))
    ran = {
        copies.program(b.code, pages.language(b.info))
        for p in PAGES
        for b in _blocks(p)
        if b.runs
    }
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert not clean(text), (path, clean(text))
        if text in ran:
            continue  # a block's program, compared above
        rel = path.relative_to((built_site / copies.DOWNLOADS).resolve())
        snippet = site.ROOT / "snippets" / rel
        assert snippet.is_file(), f"{rel}: neither a block's program nor a snippet"
        source = snippet.read_text(encoding="utf-8")
        assert ast.dump(ast.parse(text)) == ast.dump(ast.parse(source)), rel
    assert not (built_site / "snippets").exists()


# --- The checks can fail ------------------------------------------------------

_WRITER = 'def write(path):\n    open(path, "w").write("x")  # (1)!\n'
_DEMO = 'write("data.rec")\nprint(open("data.rec").read())\n'


def _ran(code: str, fences: int = 1, k: int = 0) -> Ran:
    block = Block(
        page=Path("docs/p.md"),
        line=1,
        info="python",
        code=code,
        origins=[],
        expected_output=None,
        ignore_whitespace=False,
        importorskip=None,
        marks=[],
        fence_hashes=["h"] * fences,
        section="",
    )
    return Ran(block, k, fences)


def _shown(text: str, note: str | None = None) -> Shown:
    title = t("download name", "en", name="x.py")
    return Shown("python", copy=text, download="x.py", title=title, note=note)


def test_the_check_accepts_the_program_that_ran():
    whole = 'def write(path):\n    open(path, "w").write("x")\n' + _DEMO
    note = t("copy joins before", "en")
    assert problems(_ran(_WRITER + _DEMO, 2, 1), _shown(whole, note), whole, "en") == []
    assert problems(_ran(_DEMO), _shown(_DEMO), _DEMO, "en") == []


def test_the_check_finds_what_a_reader_would_trip_over():
    code = _WRITER + _DEMO
    whole = 'def write(path):\n    open(path, "w").write("x")\n' + _DEMO
    note = t("copy joins before", "en")
    cont = _ran(code, 2, 1)
    # The copy of a continuation that holds only the fence shown: NameError: write
    assert (
        "lines, but the program that ran"
        in problems(cont, _shown(_DEMO, note), _DEMO, "en")[0]
    )
    # No copy text: the copy button would copy the lines shown
    assert problems(cont, Shown("python", download="x.py", note=note), whole, "en")
    # A download with the snippet file's section marker, or an annotation marker
    marked = "# --8<-- [start:demo]\n" + whole
    assert any(
        "marker" in p for p in problems(cont, _shown(marked, note), marked, "en")
    )
    annotated = code
    assert any(
        "marker" in p for p in problems(cont, _shown(annotated, note), annotated, "en")
    )
    # The marker cut, but its blanks left at the end of the line
    blanks = whole.replace('write("x")\n', 'write("x")  \n')
    assert any("blank" in p for p in problems(cont, _shown(blanks, note), blanks, "en"))
    # Another program: a changed line; the copy and the download disagreeing
    other = whole.replace('"x"', '"y"')
    assert problems(cont, _shown(other, note), other, "en")
    assert problems(cont, _shown(other, note), whole, "en")
    # The line that says the copy holds more is missing
    assert problems(cont, _shown(whole), whole, "en")
    # The download link's title names another file than the one it gives
    assert problems(
        cont,
        Shown("python", copy=whole, download="x.py", title="Download y.py", note=note),
        whole,
        "en",
    )


def test_the_program_cuts_annotation_comments_only():
    code = 'x = 1  # (1)!\nS = """\ny = 2  # (2)!\n"""\nz = 3  # a comment\n\n'
    assert (
        copies.program(code)
        == 'x = 1\nS = """\ny = 2  # (2)!\n"""\nz = 3  # a comment\n'
    )
    assert copies.program("int x = 1;  // (1)!\n", "cpp") == "int x = 1;\n"


def test_a_marker_is_one_rule_everywhere():
    """What the copy cuts is what the page draws: ``# (1)!`` or ``// (1)!``, blanks
    or none after the comment sign; a ``# (1)`` without ``!`` is a comment, kept."""
    assert copies.program("x = 1  #(1)!\ny = 2  # (2)\n") == "x = 1\ny = 2  # (2)\n"
    cell = pages.unmarked("x = 1  # (1)!\ny = 2  # (2)", "python")  # a notebook's
    assert cell == "x = 1\ny = 2  # (2)"
    for drawn in ("# (1)!", "#(12)!", "// (3)!", "#\t(4)!"):
        assert pages.MARKER.fullmatch(drawn), drawn
    for comment in ("# (1)", "# 1!", "# (x)!", "/ (1)!"):
        assert not pages.MARKER.fullmatch(comment), comment


def test_a_module_download_leaves_out_the_tool_lines():
    source = (
        "# ruff: noqa: E402\n# --8<-- [start:writer]\nimport struct\n\n"
        "# isort: split\nMAGIC = 1  # the magic number\n# --8<-- [end:writer]\n"
    )
    text = copies.module(source)
    assert text == "import struct\n\nMAGIC = 1  # the magic number\n"
    assert ast.dump(ast.parse(text)) == ast.dump(ast.parse(source))
