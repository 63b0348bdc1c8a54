"""A page's anatomy, known in one place: the page model.

Everything that must agree between the test harness (``tests/harness/``), the build
(``hooks/``, ``site_extensions/``), ``dev.py`` and the guards lives here, in the
standard library alone (``dev.py`` imports it before any environment exists):

- the project's folders (``ROOT`` and what is under it) and releases (the lanes
  ``pyproject.toml`` names, each checked against its torch pin);
- **fences**: the one lexer of fenced code (backticks and tildes, indented or not),
  and the **blocks** a test runs, cut from them with the comment directives pages
  use (``<!--pytest-codeblocks:expected-output-->``, ``…:cont``,
  ``…:importorskip(module)``, ``<!--pytest.mark.NAME-->``);
- the **hashes** that tie a test result to the fence it is shown in: a block's
  ``code`` hash (its code, expected output and marks: a record whose code hash no
  longer matches is stale) and each fence's hash (its normalized body: the build
  finds a record's fences by it);
- **headings**: the anchor the toc gives each one, numbered as the toc numbers a
  repeated one, and a page's title;
- **page identity**: a page's language (``x.zh.md`` is Chinese), its English page
  and twin, and its URL on the built site;
- the **record schema**: where each lane's record lives, how one is read (a
  malformed file names itself), merged page by page and written atomically.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import re
import tempfile
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


def headings(text: str, min_level: int = 2) -> list[tuple[str, str]]:
    """(anchor, text as shown) of each heading outside fences, in page order."""
    out, seen = [], {}
    for line, inside in fence_lines(text):
        found = None if inside else heading(line)
        if found and found[0] >= min_level:
            out.append((numbered(slug(found[1]), seen), heading_text(found[1])))
    return out


def section_of(lines: list[str], index: int) -> str:
    """The text of the last heading above line ``index`` (0-based), as written."""
    for line in reversed(lines[:index]):
        found = heading(line)
        if found:
            return found[1]
    return ""


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


# --- Records ------------------------------------------------------------------
#
# records/torch-<lane>.json, one file a CPU lane writes (torch-2.14.1.json, or
# torch-2.15.0-py3.13.json for a lane on another Python), and
# records/gpu/torch-<release>-<device>.json, one a (release, device) that a run on
# a CUDA machine writes. Each holds the English pages' blocks only: a Chinese page
# shows the same blocks (a guard proves it) and its badges come from these entries.


class Entry(TypedDict):
    snippet: str  # the snippet file a block shows first, or "(on the page)"
    section: str  # the heading it stands under, as written
    code: str  # code_hash(): what it ran
    fences: list[str]  # the fence hashes it is shown in
    marks: list[str]  # mark names
    gpu: bool  # marked to need a CUDA device
    outcome: str  # passed, failed or skipped
    reason: str | None  # why it was skipped
    output: str | None  # what it printed (cut to OUTPUT_LIMIT)
    torch: str  # the torch build that ran it
    date: str  # the day it ran (UTC)


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
