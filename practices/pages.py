"""A page's anatomy, known in one place: the page model.

Everything that must agree between the test harness (``practices/testing/``), the build
(``practices/hooks/``, ``practices/``), ``dev.py`` and the guards lives here, in the
standard library alone (``dev.py`` imports it before any environment exists):

- the project's folders (``ROOT`` and what is under it) and releases (the lanes
  ``pyproject.toml`` names, each checked against its torch pin);
- the **block directive**, ``<!-- block PATH[:SECTION] OPTION … -->``: one line a
  block, written out (``directed``) into the Markdown below before anything else
  reads a page, its output stored once beside its snippet (``name.out``);
- **fences**: the one lexer of fenced code (backticks and tildes, indented or not),
  and the **blocks** a test runs, cut from them with the comment directives pages
  use (``<!--pytest-codeblocks:expected-output-->``, ``…:cont``,
  ``…:importorskip(module)``, ``<!--pytest.mark.NAME-->``);
- the **hashes** that tie a test result to the fence it is shown in: a block's
  ``code`` hash (its code, expected output and marks: a record whose code hash no
  longer matches is stale) and each fence's hash (its normalized body: the build
  finds a record's fences by it);
- **code annotations**: the marker comment (``# (1)!``) and where a copy cuts it;
- **headings**: the anchor the toc gives each one, numbered as the toc numbers a
  repeated one, a page's title, and the section each line stands in;
- **page identity**: a page's language (``x.zh.md`` is Chinese), its English page
  and twin, its URL on the built site, and every generated link between pages or
  to a file of the site (``relative_url``);
- the **record schema**: where each lane's record lives, how one is read (a
  malformed file names itself), merged page by page and written atomically, and
  a skip's reason codes.
"""

from __future__ import annotations

import functools
import hashlib
import io
import json
import os
import posixpath
import re
import tempfile
import tokenize
import tomllib
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import TypedDict

# --- The project --------------------------------------------------------------

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
RECORDS = ROOT / "records"
PYPROJECT = ROOT / "pyproject.toml"


@functools.cache
def pyproject(path: Path = PYPROJECT) -> dict:
    return tomllib.loads(path.read_text(encoding="utf-8"))


def _pin(requirement: str, name: str) -> str | None:
    found = re.fullmatch(rf"{name}==([\w.+]+)", requirement.strip())
    return found.group(1) if found else None


def group_requirements(name: str, project: dict | None = None) -> list[str]:
    """The requirement strings of a PEP 735 dependency group, includes resolved."""
    groups = (project or pyproject())["dependency-groups"]
    out: list[str] = []
    for item in groups[name]:
        if isinstance(item, dict):
            out += group_requirements(item["include-group"], project)
        else:
            out.append(item)
    return out


@dataclass(frozen=True)
class Lane:
    """A torch release the pages are checked on, the Python that runs it, and what
    installs it."""

    release: str  # "2.15.0"
    group: str  # the dependency group: "test" for the default lane
    torch: str  # the pin: "2.15.0", "2.13.0+cpu"
    index: str | None  # a package index the pin needs beside PyPI, or None
    python: str | None = None  # "3.13": a Python lane's; None: the one dev.py runs on

    @property
    def default(self) -> bool:
        return self.group == DEFAULT_GROUP

    @property
    def name(self) -> str:
        """What names the lane (``dev.py lane NAME``, .lanes/NAME/, its record):
        its release, and its Python where it names one: ``2.15.0-py3.13``."""
        if self.python is None:
            return self.release
        return f"{self.release}-py{self.python}"


DEFAULT_GROUP = "test"


class LaneError(ValueError):
    """pyproject.toml's lanes disagree with their pins; the message says how."""


def lanes(project: dict | None = None) -> list[Lane]:
    """Every lane, the default one (the release readers use) first. A lane's
    release must be the release of its group's torch pin: one is not stated
    without the other agreeing. A lane is named by its release (``"2.14.1" =
    "group"``), or, run on another Python, by its release and that Python
    (``"2.15.0-py3.13" = { group = "group", python = "3.13" }``)."""
    project = project or pyproject()
    practices = project["tool"]["practices"]
    named = {practices["default-lane"]: DEFAULT_GROUP, **practices["lanes"]}
    indexes = practices.get("indexes", {})
    out = []
    for name, value in named.items():
        group = value if isinstance(value, str) else value.get("group")
        python = None if isinstance(value, str) else value.get("python")
        if not isinstance(group, str) or not isinstance(python, str | None):
            raise LaneError(
                f"pyproject.toml's lane {name} must be a group's name or "
                '{ group = "…", python = "3.x" }'
            )
        pins = [
            p for r in group_requirements(group, project) if (p := _pin(r, "torch"))
        ]
        if len(pins) != 1:
            raise LaneError(f"the '{group}' group pins torch {len(pins)} times")
        release = pins[0].split("+")[0]
        lane = Lane(release, group, pins[0], indexes.get(f"torch=={pins[0]}"), python)
        if lane.name != name:
            raise LaneError(
                f"pyproject.toml names the lane {name} but its group '{group}' "
                f"pins torch=={pins[0]}"
                + (f" and it names Python {python}" if python else "")
                + f": make them agree (the lane's name would be {lane.name})"
            )
        out.append(lane)
    return out


def installer(project: dict | None = None) -> str:
    """The pin of the tool that locks every environment's group and installs its
    lock (uv), which each environment's own pip installs first."""
    return (project or pyproject())["tool"]["practices"]["installer"]


def releases() -> list[str]:
    """The releases the pages are checked on, the default lane first: each once
    (a Python lane's release is another lane's too)."""
    return list(dict.fromkeys(lane.release for lane in lanes()))


def lane_names() -> list[str]:
    """Every lane's name, the default lane first: the records' order."""
    return [lane.name for lane in lanes()]


def lane_named(name: str) -> Lane | None:
    return next((lane for lane in lanes() if lane.name == name), None)


def lane_of(release: str, python: str) -> str:
    """The name of the lane that a run of ``release`` on ``python`` ("3.13.0")
    belongs to: the Python lane of that release and minor version where there is
    one, else the release's own lane."""
    minor = ".".join(python.split(".")[:2])
    for lane in lanes():
        if lane.release == release and lane.python == minor:
            return lane.name
    return release


# --- Fences and blocks --------------------------------------------------------

PYTHON = frozenset({"python", "py", "python3", "py3"})
CPP = frozenset({"cpp", "c++"})
RUN = PYTHON | CPP  # the languages whose blocks the tests run
OUTPUT_MARKER = "pytest-codeblocks:expected-output"
_OPEN = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})(?P<info>[^`]*)$")
_DIRECTIVE = re.compile(r"^<!--[-\s]*pytest-codeblocks:(?P<word>.*?)[-\s]*-->$")
_MARK = re.compile(r"^<!--[-\s]*pytest\.mark\.(?P<name>\w+)[-\s]*-->$")


def language(info: str) -> str:
    """A fence's language: ``python title="x"`` and ``{ .py }`` are python."""
    info = info.strip().strip("{}").strip().lstrip(".")
    return info.split()[0].lower() if info.split() else ""


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def normalized(code: str) -> str:
    """Code as compared: no trailing spaces, no blank lines around it."""
    return "\n".join(line.rstrip() for line in code.splitlines()).strip("\n")


def code_hash(code: str, expected_output: str | None, marks: list[str]) -> str:
    """A block as it runs: a record must match it for its outcome to be current.
    ``marks`` are written as on the page, ``pytest.mark.NAME``."""
    parts = [normalized(code), normalized(expected_output or ""), *sorted(marks)]
    return digest("\0".join(parts))


@dataclass
class Fence:
    start: int  # index of the opening line
    end: int  # index of the closing line
    info: str
    body: str  # dedented by the opening line's indent

    @property
    def language(self) -> str:
        return language(self.info)

    @property
    def runs(self) -> bool:
        return self.language in RUN

    @property
    def hash(self) -> str:
        return digest(normalized(self.body))


def fences(lines: list[str]) -> list[Fence]:
    """Every fenced block of Markdown lines: the one fence lexer of the project."""
    found, i = [], 0
    while i < len(lines):
        opened = _OPEN.match(lines[i])
        if not opened:
            i += 1
            continue
        indent, fence = opened["indent"], opened["fence"]
        j = i + 1
        while j < len(lines):
            stripped = lines[j].strip()
            if stripped.startswith(fence) and not stripped.strip(fence[0]):
                break
            j += 1
        body = [
            line[len(indent) :] if line.startswith(indent) else line.lstrip()
            for line in lines[i + 1 : j]
        ]
        found.append(Fence(i, j, opened["info"], "\n".join(body)))
        i = j + 1
    return found


def fence_lines(text: str):
    """(line, inside) for each line of ``text``: ``inside`` for a line within a
    fence (its opening and closing lines are not)."""
    lines = text.splitlines()
    inside = set()
    for fence in fences(lines):
        inside.update(range(fence.start + 1, fence.end))
    for k, line in enumerate(lines):
        yield line, k in inside


@dataclass
class RawBlock:
    """A block as the page writes it: a fence (with the fences ``cont`` joins to
    it), the output fence after it, and the directives before it."""

    fences: list[Fence]
    marks: list[str] = field(default_factory=list)  # "pytest.mark.NAME"
    importorskip: str | None = None
    output: Fence | None = None
    ignore_whitespace: bool = False

    @property
    def start(self) -> int:
        return self.fences[0].start

    @property
    def info(self) -> str:
        return self.fences[0].info

    @property
    def code(self) -> str:
        return "".join(f.body + "\n" if f.body else "" for f in self.fences)

    @property
    def expected_output(self) -> str | None:
        if self.output is None:
            return None
        return self.output.body + "\n" if self.output.body else ""

    @property
    def code_hash(self) -> str:
        return code_hash(self.code, self.expected_output, self.marks)

    @property
    def mark_names(self) -> set[str]:
        return {m.removeprefix("pytest.mark.") for m in self.marks}


# The directives that give the next fence to the block before it: as its output
# (compared as printed, or whitespace-blind), or as more of its code.
_JOINS = {
    "expected-output": "output",
    "expected-output-ignore-whitespace": "output-ws",
    "cont": "cont",
}


class PageError(ValueError):
    """A directive a page cannot use where it stands; the message says where."""


def blocks(lines: list[str]) -> list[RawBlock]:
    """The blocks of Markdown lines (every language; the caller picks those that
    run). A directive applies to the next fence: ``expected-output`` makes it the
    output of the block before, ``cont`` joins it to that block, marks and
    ``importorskip`` go to the block it opens."""
    out: list[RawBlock] = []
    marks: list[str] = []
    importorskip: str | None = None
    pending: str | None = None  # "output", "output-ws" or "cont"
    by_start = {f.start: f for f in fences(lines)}
    k = 0
    while k < len(lines):
        fence = by_start.get(k)
        stripped = lines[k].strip()
        if fence is not None:
            if pending == "cont":
                out[-1].fences.append(fence)
            elif pending in {"output", "output-ws"}:
                out[-1].output = fence
                out[-1].ignore_whitespace = pending == "output-ws"
            else:
                out.append(RawBlock([fence], marks, importorskip))
                marks, importorskip = [], None
            pending = None
            k = fence.end + 1
            continue
        directive, mark = _DIRECTIVE.match(stripped), _MARK.match(stripped)
        if mark:
            marks.append(f"pytest.mark.{mark['name']}")
        elif stripped.startswith("<!--") and "pytest.mark" in stripped:
            raise PageError(f"line {k + 1}: a mark takes no arguments: {stripped}")
        elif directive:
            word = directive["word"].strip()
            found = re.fullmatch(r"importorskip\((.*)\)", word)
            if found:
                importorskip = found.group(1)
            elif word in {
                "expected-output",
                "expected-output-ignore-whitespace",
                "cont",
            }:
                if not out:
                    raise PageError(f"line {k + 1}: {word} but no block before it")
                if word != "cont" and out[-1].output is not None:
                    raise PageError(f"line {k + 1}: a second output for one block")
                pending = {"cont": "cont", "expected-output": "output"}.get(
                    word, "output-ws"
                )
            else:
                raise PageError(f"line {k + 1}: unknown directive {word!r}")
        k += 1
    return out


# --- The block directive ------------------------------------------------------
#
# One line stands for a block as pages otherwise write it out:
#
#     <!-- block tensors/views-copies-memory/transpose_shares_storage.py cuda -->
#
# ``directed`` turns it into the Markdown the tests and the build read: the
# comments of its options, in the order written (a mark's name, ``cuda``;
# ``importorskip(module)``; ``cont``), a blank line, and the fence captioned with
# the snippet that includes it (``name.py:section``: that section). Where the
# snippet's output file exists (``name.out``, or ``name.section.out``, beside
# it), the output follows, after the code annotation list under the directive if
# there is one: the ``expected-output`` comment and a ``text`` fence holding the
# file. The output is stored there alone, never in a page; ``--update-outputs``
# writes it.

SNIPPETS = ROOT / "snippets"
_BLOCK = re.compile(
    r"^(?P<indent>[ \t]*)<!--[ \t]*block[ \t]+(?P<words>[^>]*?)[ \t]*-->[ \t]*$"
)
_ITEM = re.compile(r"\d+\.[ \t]")  # an annotation: an ordered list item
_SOURCES = {".py": "python", ".cpp": "cpp"}


@dataclass(frozen=True)
class Directive:
    """``<!-- block PATH[:SECTION] OPTION … -->``, indented as its block is."""

    indent: str
    include: str  # relative to snippets/: "a/b.py" or "a/b.py:section"
    options: tuple[str, ...]

    @property
    def path(self) -> str:
        return self.include.partition(":")[0]

    @property
    def output_file(self) -> str:
        """Where the block's output is stored, relative to snippets/."""
        path, _, section = self.include.partition(":")
        stem = str(PurePosixPath(path).with_suffix(""))
        return f"{stem}.{section}.out" if section else f"{stem}.out"

    def fence(self, where: str) -> list[str]:
        """The block's comments and its fence, as a page writes them out."""
        comments = []
        if "cont" in self.options and len(self.options) > 1:
            raise PageError(
                f"{where}: a block joined with `cont` takes the block before's "
                "marks: give it no other option"
            )
        for option in self.options:
            if option == "cont":
                comments.append("<!--pytest-codeblocks:cont-->")
            elif re.fullmatch(r"importorskip\([\w.]+\)", option):
                comments.append(f"<!--pytest-codeblocks:{option}-->")
            elif re.fullmatch(r"\w+", option):
                comments.append(f"<!--pytest.mark.{option}-->")
            else:
                raise PageError(f"{where}: unknown block option {option!r}")
        language = _SOURCES.get(PurePosixPath(self.path).suffix)
        if language is None:
            raise PageError(f"{where}: a block shows a .py or .cpp file: {self.path}")
        lines = [*comments, ""] if comments else []
        lines += [
            f'```{language} title="snippets/{self.path}"',
            f'--8<-- "{self.include}"',
            "```",
        ]
        return [f"{self.indent}{line}" if line else "" for line in lines]


def directive(line: str) -> Directive | None:
    """The block directive a page line writes, or None."""
    found = _BLOCK.match(line)
    if found is None:
        return None
    include, *options = found["words"].split() or [""]
    return Directive(found["indent"], include, tuple(options))


def stored(output: str) -> str:
    """What a block printed, as its output file keeps it and a page shows it: no
    space at the end of a line, no blank line at the end."""
    lines = [line.rstrip() for line in output.rstrip().split("\n")]
    return "\n".join(lines) + "\n" if output.strip() else ""


def output_fence(output: str, indent: str = "") -> list[str]:
    """The lines that show ``output`` under a block: the directive and the fence."""
    body = output.removesuffix("\n")
    shown = [f"{indent}{line}".rstrip() for line in body.split("\n")] if body else []
    return [
        "",
        f"{indent}<!--{OUTPUT_MARKER}-->",
        "",
        f"{indent}```text",
        *shown,
        f"{indent}```",
    ]


def annotations_end(lines: list[str], k: int, indent: str) -> int:
    """The index of the last line of the annotation list after line ``k`` (a
    blank line, then ``1.  …`` items at ``indent`` and their indented lines), or
    ``k`` where none follows."""
    after = lines[k + 2] if k + 2 < len(lines) else ""
    if lines[k + 1 : k + 2] != [""] or not _item(after, indent):
        return k
    end, j = k + 2, k + 3
    while j < len(lines):
        line = lines[j]
        if line.strip() and not (
            _item(line, indent) or line.startswith((indent + " ", indent + "\t"))
        ):
            break
        end = j if line.strip() else end
        j += 1
    return end


def _item(line: str, indent: str) -> bool:
    return line.startswith(indent) and bool(_ITEM.match(line[len(indent) :]))


@dataclass
class Directed:
    """A page with its block directives expanded."""

    lines: list[str]
    origins: list[int]  # for each line, the index of the page line it stands for
    # {index of an output fence's opening line: its file, relative to snippets/}
    outputs: dict[int, str]

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


def directed(text: str, snippets: Path = SNIPPETS) -> Directed:
    """``text`` (a page's Markdown) with every block directive outside a fence
    written out: the one expansion that the build (before pymdownx.snippets) and
    the tests (before theirs) make. Every other line is kept as it is."""
    lines = text.split("\n")
    inside = {k for f in fences(lines) for k in range(f.start, f.end + 1)}
    out = Directed([], [], {})
    after: dict[int, list[tuple[int, Directive]]] = {}  # outputs still to show
    for k, line in enumerate(lines):
        found = None if k in inside else directive(line)
        written = found.fence(f"line {k + 1}") if found else [line]
        out.lines += written
        out.origins += [k] * len(written)
        if found and (snippets / found.output_file).is_file():
            end = annotations_end(lines, k, found.indent)
            after.setdefault(end, []).append((k, found))
        for origin, shown in after.pop(k, []):
            stored = (snippets / shown.output_file).read_text(encoding="utf-8")
            fence = output_fence(stored, shown.indent)
            out.outputs[len(out.lines) + 3] = shown.output_file
            out.lines += fence
            out.origins += [origin] * len(fence)
    return out


# --- Code annotations ---------------------------------------------------------

# Material's code annotation marker, the one rule: a comment at the end of a line,
# ``#`` (``//`` in C++), blanks or none, the note's number in brackets, then ``!``:
# ``# (1)!``, ``// (2)!``. The build draws it as the note's marker
# (practices/code_notes.py, on the comment as Pygments highlights it) and
# cuts it off copies, downloads and notebook cells; a ``# (1)`` without ``!`` is
# an ordinary comment everywhere. ``MARKER`` is the comment; ``MARKED``, the
# comment ending a line with the blanks around it (what a copy cuts).
MARKER = re.compile(r"(?:#|//)[ \t]*\((?P<n>\d+)\)!")
MARKED = re.compile(rf"[ \t]*{MARKER.pattern}[ \t]*$", re.M)


def marked_lines(code: str, language: str) -> set[int]:
    """The lines (0-based) of ``code`` that end in a marker that is a comment. In
    Python a ``# (1)!`` inside a string is no comment (the page shows it as
    written), and stays."""
    if language not in PYTHON:
        return {k for k, line in enumerate(code.splitlines()) if MARKED.search(line)}
    found = set()
    try:
        for token in tokenize.generate_tokens(io.StringIO(code).readline):
            if token.type == tokenize.COMMENT and MARKED.fullmatch(token.string):
                found.add(token.start[0] - 1)
    except (tokenize.TokenError, SyntaxError):
        return set()  # not Python that runs: the tests say so
    return found


def unmarked(code: str, language: str) -> str:
    """``code`` without its markers (those ``marked_lines`` finds), line for line."""
    lines = code.split("\n")
    for k in marked_lines(code, language):
        lines[k] = MARKED.sub("", lines[k])
    return "\n".join(lines)


# --- Headings -----------------------------------------------------------------

# A heading's attribute list, `{ #id .class key=value }`; the id names its anchor.
_HEADING_ID = re.compile(r"\s*\{\s*(?:#(?P<id>[\w-]+))?[^}]*\}\s*$")
_HEADING = re.compile(r"^(?P<level>#{1,6})\s+(?P<text>.*?)\s*#*\s*$")


def slugify(value: str, separator: str = "-") -> str:
    """Python-Markdown's ``toc.slugify`` (a guard compares the two on every
    heading): ASCII letters, digits, ``_`` and the separator, lower case."""
    value = unicodedata.normalize("NFKD", value).encode("ascii", "ignore")
    value = re.sub(r"[^\w\s-]", "", value.decode("ascii")).strip().lower()
    return re.sub(rf"[{separator}\s]+", separator, value)


def heading_text(heading: str) -> str:
    """A heading as shown: without the ``{ #id }`` that gives it its anchor."""
    return _HEADING_ID.sub("", heading).strip()


def slug(heading: str) -> str:
    """The anchor MkDocs' toc gives a heading: the id it names (``{ #id }``, as
    every heading of a translation does), or the slug of its text."""
    named = _HEADING_ID.search(heading)
    if named and named["id"]:
        return named["id"]
    heading = heading_text(heading)
    # Code spans keep their text as written (`pack_img` keeps its underscore);
    # outside them, * and _ that open or close emphasis are not text.
    parts = re.split(r"(`[^`]*`)", heading)
    text = "".join(
        part.strip("`")
        if part.startswith("`")
        else re.sub(r"(?<!\w)[*_]+|[*_]+(?!\w)", "", part)
        for part in parts
    )
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    return slugify(text)


def numbered(anchor: str, seen: dict[str, int]) -> str:
    """The anchor the toc gives a heading whose slug came before (``seen`` counts
    them, page order): ``anchor``, then ``anchor_1``, ``anchor_2`` …"""
    seen[anchor] = seen.get(anchor, -1) + 1
    return f"{anchor}_{seen[anchor]}" if seen[anchor] else anchor


def heading(line: str) -> tuple[int, str] | None:
    """(level, text) of a Markdown heading line, or None."""
    found = _HEADING.match(line)
    return (len(found["level"]), found["text"]) if found else None


def outline(lines: list[str]) -> list[tuple[int, int, str]]:
    """(line index, level, text as written) of each heading outside fences, in
    page order: a ``# comment`` in the code shown is no heading."""
    inside = {k for f in fences(lines) for k in range(f.start, f.end + 1)}
    found = ((k, heading(line)) for k, line in enumerate(lines) if k not in inside)
    return [(k, *h) for k, h in found if h]


def headings(text: str, min_level: int = 2) -> list[tuple[str, str]]:
    """(anchor, text as shown) of each heading outside fences, in page order."""
    out, seen = [], {}
    for _, level, found in outline(text.splitlines()):
        if level >= min_level:
            out.append((numbered(slug(found), seen), heading_text(found)))
    return out


# A section opens at a heading of this level or deeper; the h1 is the page's title.
SECTION_LEVEL = 2


def sections(lines: list[str]) -> list[str]:
    """For each line, the section it stands in: the text, as written, of the last
    heading of level ``SECTION_LEVEL`` or deeper outside fences at or above it;
    "" before the first (a block under the title alone stands in no section: the
    page is its address, the title its name)."""
    out, current, at = [], "", {k: (level, text) for k, level, text in outline(lines)}
    for k in range(len(lines)):
        if k in at and at[k][0] >= SECTION_LEVEL:
            current = at[k][1]
        out.append(current)
    return out


def section_of(lines: list[str], index: int) -> str:
    """The section line ``index`` (0-based) stands in (see ``sections``): the one
    section finder of the project, for records, the build and the tests."""
    return sections(lines)[index] if 0 <= index < len(lines) else ""


def section_text(text: str, anchor: str) -> str | None:
    """The Markdown of the section whose heading has ``anchor`` (its ``{ #id }``
    or the toc's slug, numbered as the toc numbers it): from its heading to the
    next heading of its level or above."""
    lines = text.splitlines()
    seen: dict[str, int] = {}
    start = level = None
    for k, found_level, found in outline(lines):
        if start is not None and found_level <= level:
            return "\n".join(lines[start:k])
        if start is None and numbered(slug(found), seen) == anchor:
            start, level = k, found_level
    return "\n".join(lines[start:]) if start is not None else None


def page_title(page: Path) -> str:
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            return heading_text(line[2:].strip())
    return page.stem


# --- Page identity --------------------------------------------------------------

DEFAULT_LANGUAGE = "en"
ZH = "zh"
SUFFIX = ".zh.md"  # what ends a Chinese page's file name


def language_of(page: str | Path) -> str:
    """``zh`` for a Chinese page (``x.zh.md``), ``en`` for any other."""
    return ZH if str(page).endswith(SUFFIX) else DEFAULT_LANGUAGE


def source_of(page: str) -> str:
    """The English page a Chinese one translates (the page itself if English)."""
    return page[: -len(SUFFIX)] + ".md" if page.endswith(SUFFIX) else page


def twin(english: Path) -> Path:
    """Where the Chinese translation of an English page lives."""
    return english.with_name(english.name.removesuffix(".md") + SUFFIX)


def english_of(chinese: Path) -> Path:
    """The English page a Chinese one translates (``twin`` the other way)."""
    return chinese.with_name(chinese.name.removesuffix(SUFFIX) + ".md")


def english_pages(docs: Path = DOCS) -> list[Path]:
    return sorted(p for p in docs.rglob("*.md") if language_of(p) == DEFAULT_LANGUAGE)


def relative(path: str | Path) -> str:
    """A path as a person reads it: relative to the project root."""
    path = Path(path)
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


MANIFEST = "pages.json"  # the build's list of its pages: src_uri, url, language, title


def url_of(src_uri: str) -> str:
    """A page's URL relative to the site's root (MkDocs' directory URLs, Chinese
    pages under ``zh/``): ``tensors/views.md`` → ``tensors/views/``,
    ``index.zh.md`` → ``zh/``. ``src_uri`` is relative to docs/."""
    path = PurePosixPath(source_of(src_uri)).with_suffix("")
    prefix = f"{ZH}/" if language_of(src_uri) == ZH else ""
    if path.name == "index":
        path = path.parent
    text = "" if str(path) == "." else f"{path}/"
    return prefix + text


def relative_url(
    from_page: str, to: str, lang: str | None = None, *, markdown: bool = False
) -> str:
    """The one way a generated link is written: from the page ``from_page`` (its
    source, relative to docs/, ``tensors/views.zh.md``, or its URL, ``zh/tensors/
    views/``) to ``to``, relative, so that it holds whatever the depth of the page
    that hosts it.

    ``to`` is a page by its English source (``about/x.md``, perhaps with
    ``#anchor``), or a file or folder of the built site by its path from the
    site's root (``downloads/x/y.py``, ``""`` for the root). In HTML (the default)
    a page's link leads to its URL in ``lang`` (the host's language by default):
    ``../../about/x/``. In Markdown (``markdown=True``, ``from_page`` a source) it
    leads to its source, relative to the host's (``../about/x.md``), which MkDocs
    checks, anchor included, and turns into the URL (a Chinese host's into its
    twin's)."""
    path, hash_, anchor = to.partition("#")
    tail = hash_ + anchor
    if markdown:
        return posixpath.relpath(path, posixpath.dirname(from_page) or ".") + tail
    source = from_page.endswith(".md")
    host = url_of(from_page) if source else from_page
    if path.endswith(".md"):
        lang = lang or (language_of(from_page) if source else _url_language(host))
        english = path.removesuffix(SUFFIX).removesuffix(".md")
        target = url_of(english + (SUFFIX if lang == ZH else ".md"))
    else:
        target = path
    href = posixpath.relpath("/" + target, "/" + host)
    if target.endswith("/") or not target:
        href += "/"  # a folder: the page's index
    return href + tail


def _url_language(url: str) -> str:
    return ZH if url == f"{ZH}/" or url.startswith(f"{ZH}/") else DEFAULT_LANGUAGE


# --- Records ------------------------------------------------------------------
#
# records/torch-<lane>.json, one file a CPU lane writes (torch-2.14.1.json, or
# torch-2.15.0-py3.13.json for a lane on another Python), and
# records/gpu/torch-<release>-<device>.json, one a (release, device) that a run on
# a CUDA machine writes. Each holds the English pages' blocks only: a Chinese page
# shows the same blocks (a guard proves it) and its badges come from these entries.


class Entry(TypedDict):
    snippet: str  # the snippet file a block shows first, or "(on the page)"
    section: str  # pages.section_of: its h2 or deeper heading, as written, or ""
    code: str  # code_hash(): what it ran
    fences: list[str]  # the fence hashes it is shown in
    marks: list[str]  # mark names
    gpu: bool  # marked to need a CUDA device
    outcome: str  # passed, failed or skipped
    reason: list[str] | None  # why it was skipped: codes (see reason_code)
    output: str | None  # what it printed (cut to OUTPUT_LIMIT)
    torch: str  # the torch build that ran it
    date: str  # the day it ran (UTC)


def reason_code(kind: str, name: str) -> str:
    """A skip reason as a record stores it: ``mark:cuda`` (a need of the mark
    ``cuda`` that the machine lacked), ``package:thop`` (an optional package it
    lacked). The words are the catalog's (``practices.i18n.reason``)."""
    return f"{kind}:{name}"


OUTPUT_LIMIT = 4000  # characters of a block's output kept in a record
GPU_DIR = "gpu"


class RecordError(ValueError):
    """A record file cannot be read; the message names it."""


def record_path(lane: str, directory: Path = RECORDS) -> Path:
    """A CPU lane's record, by the lane's name: torch-2.14.1.json,
    torch-2.15.0-py3.13.json."""
    return directory / f"torch-{lane}.json"


def gpu_record_path(release: str, device: str, directory: Path = RECORDS) -> Path:
    name = re.sub(r"[^a-z0-9]+", "-", device.lower()).strip("-")
    return directory / GPU_DIR / f"torch-{release}-{name}.json"


def gpu_record_paths(directory: Path = RECORDS) -> list[Path]:
    return sorted((directory / GPU_DIR).glob("torch-*.json"))


def read_record(path: Path) -> dict:
    """A record file, checked for the fields every reader uses."""
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
        assert isinstance(record["blocks"], dict)
        for entries in record["blocks"].values():
            for entry in entries:
                entry["code"], entry["outcome"], entry["fences"]  # noqa: B018
        record["release"], record["device"]  # noqa: B018
    except (OSError, ValueError, KeyError, TypeError, AssertionError) as error:
        raise RecordError(
            f"{relative(path)} is not a readable record ({type(error).__name__}: "
            f"{error}); restore it with `git checkout -- {relative(path)}` or "
            "write it again with `python3 dev.py records`"
        ) from error
    return record


def merged(
    old: dict | None, ran: dict, entries: dict[str, list[Entry]], pages: set[str]
) -> dict:
    """The record ``old`` with the pages this run collected (``pages``) replaced
    by what it ran (``entries``, by page); every other page's entries are kept as
    they were, with their own dates. ``ran`` holds release, device and python."""
    blocks = {
        page: list(kept)
        for page, kept in (old or {}).get("blocks", {}).items()
        if page not in pages
    }
    for page in pages:
        if entries.get(page):
            blocks[page] = sorted(
                entries[page], key=lambda e: (e["snippet"], e["code"])
            )
    return {**ran, "blocks": dict(sorted(blocks.items()))}


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that an interrupted run leaves the old file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def dump(record: dict) -> str:
    return json.dumps(record, indent=1, ensure_ascii=False) + "\n"
