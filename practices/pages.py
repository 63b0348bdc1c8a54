"""A page's anatomy, known in one place: the page model.

What the test harness, the build, ``dev.py`` and the guards must agree on, in the
standard library alone (``dev.py`` imports it before any environment exists), one
section each: the project and its lanes; fences and the blocks a test runs; the
block directive (``directed``); code annotation markers; headings and sections;
page identity and every generated link (``relative_url``); the record schema.
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
from typing import NotRequired, TypedDict

# --- The project --------------------------------------------------------------

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
RECORDS = ROOT / "records"
SNIPPETS = ROOT / "snippets"


@functools.cache
def pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def group_requirements(name: str, project: dict | None = None) -> list[str]:
    """The requirement strings of a PEP 735 dependency group, includes resolved."""
    out: list[str] = []
    for item in (project or pyproject())["dependency-groups"][name]:
        if isinstance(item, dict):
            out += group_requirements(item["include-group"], project)
        else:
            out.append(item)
    return out


DEFAULT_GROUP = "test"
_TORCH_PIN = re.compile(r"torch==([\w.+]+)")  # a group's pin of torch


@dataclass(frozen=True)
class Lane:
    """A torch release the pages are checked on, its Python and what installs it."""

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
        """``dev.py lane NAME``, .lanes/NAME/, its record: ``2.15.0-py3.13``."""
        return self.release + ("" if self.python is None else f"-py{self.python}")


class LaneError(ValueError):
    """pyproject.toml's lanes disagree with their pins; the message says how."""


def lanes(project: dict | None = None) -> list[Lane]:
    """Every lane, the default one first. A lane is named by its release, which
    must be its group's torch pin's (``"2.14.1" = "group"``), and by its Python
    where it runs on another (``"2.15.0-py3.13" = { group = …, python = "3.13" }``)."""
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
        requirements = group_requirements(group, project)
        pins = [m[1] for r in requirements if (m := _TORCH_PIN.fullmatch(r.strip()))]
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


def installer() -> str:
    """The pin of uv, which locks every environment's group and installs its lock
    (each environment's own pip installs uv first)."""
    return pyproject()["tool"]["practices"]["installer"]


def releases() -> list[str]:
    """Each release the pages are checked on, once, the default lane's first."""
    return list(dict.fromkeys(lane.release for lane in lanes()))


def lane_names() -> list[str]:  # the default lane first: the records' order
    return [lane.name for lane in lanes()]


def lane_named(name: str) -> Lane | None:
    return next((lane for lane in lanes() if lane.name == name), None)


def lane_of(release: str, python: str) -> str:
    """The lane a run of ``release`` on ``python`` ("3.13.0") belongs to: that
    release's lane for that minor Python where there is one, else its own."""
    minor = ".".join(python.split(".")[:2])
    found = (x.name for x in lanes() if x.release == release and x.python == minor)
    return next(found, release)


# --- Fences and blocks --------------------------------------------------------

PYTHON = frozenset({"python", "py", "python3", "py3"})
CPP = frozenset({"cpp", "c++"})
RUN = PYTHON | CPP  # the languages whose blocks the tests run
OUTPUT_MARKER = "pytest-codeblocks:expected-output"
_OPEN = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})(?P<info>[^`]*)$")
_DIRECTIVE = re.compile(r"^<!--[-\s]*pytest-codeblocks:(?P<word>.*?)[-\s]*-->$")
_MARK = re.compile(r"^<!--[-\s]*pytest\.mark\.(?P<name>\w+)[-\s]*-->$")
# The directives that give the next fence to the block before: as more of its code,
# or as its output (compared as printed, or whitespace-blind).
_JOINS = ("cont", "expected-output", "expected-output-ignore-whitespace")


def language(info: str) -> str:
    """A fence's language: ``python title="x"`` and ``{ .py }`` are python."""
    info = info.strip().strip("{}").strip().lstrip(".")
    return info.split()[0].lower() if info.split() else ""


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def normalized(code: str) -> str:
    """Code as compared: no trailing spaces, no blank lines around it."""
    return "\n".join(line.rstrip() for line in code.splitlines()).strip("\n")


def code_hash(code: str, expected_output: str | None, marks: list[str], *more) -> str:
    """A block as it runs: a record must match it for its outcome to be current.
    ``marks`` are written as on the page, ``pytest.mark.NAME``; ``more``: the
    directives that change how it runs, where set."""
    parts = [normalized(code), normalized(expected_output or ""), *sorted(marks)]
    return digest("\0".join([*parts, *filter(None, more)]))


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
    def hash(self) -> str:  # what the build finds a record's fences by
        return digest(normalized(self.body))


def fences(lines: list[str]) -> list[Fence]:
    """Every fenced block (backticks or tildes, indented or not): the one fence
    lexer of the project."""
    found, i = [], 0
    while i < len(lines):
        if not (opened := _OPEN.match(lines[i])):
            i += 1
            continue
        indent, fence = opened["indent"], opened["fence"]
        close = re.compile(rf"\s*{fence[0]}{{{len(fence)},}}\s*")  # as long, or longer
        ends = (j for j in range(i + 1, len(lines)) if close.fullmatch(lines[j]))
        j = next(ends, len(lines))
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
    inside = {k for f in fences(lines) for k in range(f.start + 1, f.end)}
    return ((line, k in inside) for k, line in enumerate(lines))


class BlockFacts:
    """What a block's ``code``, ``expected_output``, ``marks`` (as written,
    ``pytest.mark.NAME``) and fence ``info`` tell, for ``RawBlock`` and the
    harness's ``Block`` alike."""

    @property
    def code_hash(self) -> str:
        skip = self.importorskip and f"importorskip({self.importorskip})"
        whitespace = self.ignore_whitespace and "expected-output-ignore-whitespace"
        return code_hash(self.code, self.expected_output, self.marks, skip, whitespace)

    @property
    def mark_names(self) -> set[str]:  # pytest.mark.cuda → cuda
        return {m.removeprefix("pytest.mark.") for m in self.marks}

    @property
    def is_python(self) -> bool:
        return language(self.info) in PYTHON

    @property
    def is_cpp(self) -> bool:
        return language(self.info) in CPP

    @property
    def runs(self) -> bool:  # Python in-process, C++ compiled against libtorch
        return language(self.info) in RUN


@dataclass
class RawBlock(BlockFacts):
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
    pending: str | None = None  # one of _JOINS
    by_start = {f.start: f for f in fences(lines)}
    k = 0
    while k < len(lines):
        fence = by_start.get(k)
        stripped = lines[k].strip()
        if fence is not None:
            if pending == "cont":
                out[-1].fences.append(fence)
            elif pending:
                out[-1].output = fence
                out[-1].ignore_whitespace = pending != "expected-output"
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
            if found := re.fullmatch(r"importorskip\((.*)\)", word):
                importorskip = found.group(1)
            elif word in _JOINS:
                if not out:
                    raise PageError(f"line {k + 1}: {word} but no block before it")
                if word != "cont" and out[-1].output is not None:
                    raise PageError(f"line {k + 1}: a second output for one block")
                pending = word
            else:
                raise PageError(f"line {k + 1}: unknown directive {word!r}")
        k += 1
    return out


# --- The block directive ------------------------------------------------------
#
# ``<!-- block tensors/views-copies-memory/transpose_shares_storage.py cuda -->``
# stands for its options' comments, a blank line, and the fence captioned with the
# snippet it includes (``name.py:section``: that section), then, after the code
# annotation list under it if any, the output stored beside the snippet (``name.out``
# or ``name.section.out``; never in a page: ``--update-outputs`` writes it).

_BLOCK = re.compile(
    r"^(?P<indent>[ \t]*)<!--[ \t]*block[ \t]+(?P<words>[^>]*?)[ \t]*-->[ \t]*$"
)
_SOURCES = {".py": "python", ".cpp": "cpp"}
_ITEM = re.compile(r"\d+\.[ \t]")  # an annotation: an ordered list item


@dataclass(frozen=True)
class Directive:
    indent: str  # its block's
    include: str  # relative to snippets/: "a/b.py" or "a/b.py:section"
    options: tuple[str, ...]

    @property
    def output_file(self) -> str:  # where its output is stored, under snippets/
        path, _, section = self.include.partition(":")
        stem = str(PurePosixPath(path).with_suffix(""))
        return f"{stem}.{section}.out" if section else f"{stem}.out"

    def fence(self, where: str) -> list[str]:
        """The block's comments and its fence, as a page writes them out."""
        if "cont" in self.options and len(self.options) > 1:
            raise PageError(
                f"{where}: a block joined with `cont` takes the block before's "
                "marks: give it no other option"
            )
        lines = []
        for option in self.options:
            if option == "cont" or re.fullmatch(r"importorskip\([\w.]+\)", option):
                lines.append(f"<!--pytest-codeblocks:{option}-->")
            elif re.fullmatch(r"\w+", option):
                lines.append(f"<!--pytest.mark.{option}-->")
            else:
                raise PageError(f"{where}: unknown block option {option!r}")
        path = self.include.partition(":")[0]
        language = _SOURCES.get(PurePosixPath(path).suffix)
        if language is None:
            raise PageError(f"{where}: a block shows a .py or .cpp file: {path}")
        lines += [""] if lines else []
        lines += [f'```{language} title="snippets/{path}"', f'--8<-- "{self.include}"']
        return [f"{self.indent}{line}" if line else "" for line in [*lines, "```"]]


def directive(line: str) -> Directive | None:
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


def annotations_end(lines: list[str], k: int, indent: str) -> int:
    """The index of the last line of the annotation list after line ``k`` (a
    blank line, then ``1.  …`` items at ``indent`` and their indented lines), or
    ``k`` where none follows."""

    def item(line: str) -> bool:
        return line.startswith(indent) and bool(_ITEM.match(line[len(indent) :]))

    end, nested = k, (indent + " ", indent + "\t")  # nested: an item's own lines
    if k + 2 < len(lines) and lines[k + 1] == "" and item(lines[k + 2]):
        for j in range(k + 2, len(lines)):
            if lines[j].strip() and not (item(lines[j]) or lines[j].startswith(nested)):
                break
            end = j if lines[j].strip() else end
    return end


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
            i = shown.indent
            body = (snippets / shown.output_file).read_text(encoding="utf-8")
            body = body.removesuffix("\n")
            fence = ["", f"{i}<!--{OUTPUT_MARKER}-->", "", f"{i}```text"]
            fence += [f"{i}{x}".rstrip() for x in body.split("\n") if body]
            fence.append(f"{i}```")
            out.outputs[len(out.lines) + 3] = shown.output_file
            out.lines += fence
            out.origins += [origin] * len(fence)
    return out


# --- Code annotations ---------------------------------------------------------

# Material's code annotation marker, the one rule: a comment ending a line, ``# (1)!``
# or ``// (2)!``. The build draws it as the note's marker (practices/code_notes.py)
# and cuts it off copies, downloads and notebook cells; ``# (1)`` without ``!`` is an
# ordinary comment. ``MARKED``: the marker with its blanks (what a copy cuts).
MARKER = re.compile(r"(?:#|//)[ \t]*\((?P<n>\d+)\)!")
MARKED = re.compile(rf"[ \t]*{MARKER.pattern}[ \t]*$", re.M)


def unmarked(code: str, language: str) -> str:
    """``code`` without its markers, line for line. In Python a ``# (1)!`` inside a
    string is no comment (the page shows it as written), and stays."""
    lines = code.split("\n")
    if language not in PYTHON:
        marked = {k for k, line in enumerate(code.splitlines()) if MARKED.search(line)}
    else:
        marked = set()
        try:
            for token in tokenize.generate_tokens(io.StringIO(code).readline):
                if token.type == tokenize.COMMENT and MARKED.fullmatch(token.string):
                    marked.add(token.start[0] - 1)
        except (tokenize.TokenError, SyntaxError):
            marked = set()  # not Python that runs: the tests say so
    for k in marked:
        lines[k] = MARKED.sub("", lines[k])
    return "\n".join(lines)


# --- Headings -----------------------------------------------------------------

# A heading's attribute list, `{ #id .class key=value }`; the id names its anchor.
_HEADING_ID = re.compile(r"\s*\{\s*(?:#(?P<id>[\w-]+))?[^}]*\}\s*$")
_HEADING = re.compile(r"^(?P<level>#{1,6})\s+(?P<text>.*?)\s*#*\s*$")
# A section opens at a heading of this level or deeper; the h1 is the page's title.
SECTION_LEVEL = 2


def slugify(value: str) -> str:
    """Python-Markdown's ``toc.slugify`` with ``-`` (a guard compares the two on
    every heading): ASCII letters, digits, ``_`` and ``-``, lower case."""
    value = unicodedata.normalize("NFKD", value).encode("ascii", "ignore")
    value = re.sub(r"[^\w\s-]", "", value.decode("ascii")).strip().lower()
    return re.sub(r"[-\s]+", "-", value)


def heading_text(heading: str) -> str:
    """A heading as shown: without the ``{ #id }`` that gives it its anchor."""
    return _HEADING_ID.sub("", heading).strip()


def slug(heading: str) -> str:
    """The anchor MkDocs' toc gives a heading: the id it names (``{ #id }``, as
    every heading of a translation does), or the slug of its text."""
    named = _HEADING_ID.search(heading)
    if named and named["id"]:
        return named["id"]
    # Code spans keep their text as written (`pack_img` keeps its underscore);
    # outside them, * and _ that open or close emphasis are not text.
    text = "".join(
        part.strip("`")
        if part.startswith("`")
        else re.sub(r"(?<!\w)[*_]+|[*_]+(?!\w)", "", part)
        for part in re.split(r"(`[^`]*`)", heading_text(heading))
    )
    return slugify(re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text))


def numbered(anchor: str, seen: dict[str, int]) -> str:
    """The anchor the toc gives a heading whose slug came before (``seen`` counts
    them, page order): ``anchor``, then ``anchor_1``, ``anchor_2`` …"""
    seen[anchor] = seen.get(anchor, -1) + 1
    return f"{anchor}_{seen[anchor]}" if seen[anchor] else anchor


def heading(line: str) -> tuple[int, str] | None:  # (level, text)
    found = _HEADING.match(line)
    return (len(found["level"]), found["text"]) if found else None


def outline(lines: list[str]) -> list[tuple[int, int, str]]:
    """(line index, level, text as written) of each heading outside fences, in
    page order: a ``# comment`` in the code shown is no heading."""
    inside = {k for f in fences(lines) for k in range(f.start, f.end + 1)}
    found = ((k, heading(line)) for k, line in enumerate(lines) if k not in inside)
    return [(k, *h) for k, h in found if h]


def headings(text: str) -> list[tuple[str, str]]:
    """(anchor, text as shown) of each h2 or deeper outside fences, in page order."""
    out, seen = [], {}
    for _, level, found in outline(text.splitlines()):
        if level >= SECTION_LEVEL:
            out.append((numbered(slug(found), seen), heading_text(found)))
    return out


def sections(lines: list[str]) -> list[str]:
    """For each line, the section it stands in: the text, as written, of the last
    heading of ``SECTION_LEVEL`` or deeper at or above it; "" before the first (a
    block under the title alone: the page is its address, the title its name)."""
    opens = {k: text for k, level, text in outline(lines) if level >= SECTION_LEVEL}
    out, current = [], ""
    for k in range(len(lines)):
        current = opens.get(k, current)
        out.append(current)
    return out


def section_of(lines: list[str], index: int) -> str:
    """The section line ``index`` (0-based) stands in: the one section finder of
    the project, for records, the build and the tests."""
    return sections(lines)[index] if 0 <= index < len(lines) else ""


def page_title(page: Path) -> str:
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            return heading_text(line[2:].strip())
    return page.stem


# --- Page identity --------------------------------------------------------------

DEFAULT_LANGUAGE = "en"
ZH = "zh"
SUFFIX = ".zh.md"  # what ends a Chinese page's file name
MANIFEST = "pages.json"  # the build's list of its pages: src_uri, url, language, title


def language_of(page: str | Path) -> str:
    return ZH if str(page).endswith(SUFFIX) else DEFAULT_LANGUAGE


def source_of(page: str) -> str:
    """The English page a Chinese one translates (the page itself if English)."""
    return page[: -len(SUFFIX)] + ".md" if page.endswith(SUFFIX) else page


def twin(english: Path) -> Path:  # the Chinese translation of an English page
    return english.with_name(english.name.removesuffix(".md") + SUFFIX)


def english_of(chinese: Path) -> Path:
    return chinese.with_name(chinese.name.removesuffix(SUFFIX) + ".md")


def english_pages(docs: Path = DOCS) -> list[Path]:
    return sorted(p for p in docs.rglob("*.md") if language_of(p) == DEFAULT_LANGUAGE)


def relative(path: str | Path) -> str:  # as a person reads it
    path = Path(path)
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def url_of(src_uri: str) -> str:
    """A page's URL from the site's root (Chinese pages under ``zh/``):
    ``tensors/views.md`` → ``tensors/views/``, ``index.zh.md`` → ``zh/``."""
    path = PurePosixPath(source_of(src_uri)).with_suffix("")
    prefix = f"{ZH}/" if language_of(src_uri) == ZH else ""
    if path.name == "index":
        path = path.parent
    return prefix + ("" if str(path) == "." else f"{path}/")


def relative_url(
    from_page: str, to: str, lang: str | None = None, *, markdown: bool = False
) -> str:
    """The one way a generated link is written, relative, from ``from_page`` (its
    source or URL) to ``to``: a page by its English source (``about/x.md#anchor``),
    or a path from the site's root (``downloads/x/y.py``, ``""``). In HTML, a page's
    URL in ``lang`` (the host's by default); in Markdown, its source, which MkDocs
    checks and turns into the URL (a Chinese host's into its twin's)."""
    path, hash_, anchor = to.partition("#")
    tail = hash_ + anchor
    if markdown:
        return posixpath.relpath(path, posixpath.dirname(from_page) or ".") + tail
    source = from_page.endswith(".md")
    host = url_of(from_page) if source else from_page
    if path.endswith(".md"):
        host_lang = ZH if host.startswith(f"{ZH}/") else DEFAULT_LANGUAGE
        lang = lang or (language_of(from_page) if source else host_lang)
        english = path.removesuffix(SUFFIX).removesuffix(".md")
        target = url_of(english + (SUFFIX if lang == ZH else ".md"))
    else:
        target = path
    href = posixpath.relpath("/" + target, "/" + host)
    if target.endswith("/") or not target:
        href += "/"  # a folder: the page's index
    return href + tail


# --- Records ------------------------------------------------------------------
#
# records/torch-<lane>.json (torch-2.15.0-py3.13.json for a lane on another Python)
# and records/gpu/torch-<release>-<device>.json hold the English pages' blocks only:
# a Chinese page shows the same blocks (a guard proves it) and their entries.


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
    setting: NotRequired[str]  # testing.records.setting (entries since 2026-11-29)
    date: str  # the day it ran (UTC)


def reason_code(kind: str, name: str) -> str:
    """A skip reason as a record stores it: ``mark:cuda`` (a need of the mark that
    the machine lacked), ``package:thop`` (an optional package it lacked); the
    catalog words it (``practices.i18n.reason``)."""
    return f"{kind}:{name}"


OUTPUT_LIMIT = 4000  # characters of a block's output kept in a record
GPU_DIR = "gpu"


class RecordError(ValueError):
    """A record file cannot be read; the message names it."""


def record_path(lane: str, directory: Path = RECORDS) -> Path:
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


def write_atomically(path: Path, text: str) -> None:  # or leave the old file
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
