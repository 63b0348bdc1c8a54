"""The built site: one ``mkdocs build --strict`` (torch unimportable) per test
session, shared by the guards, the browser tests and the Zensical comparison (the
``built_site`` fixture in ``plugin``), and the code blocks a reader sees, read back
from its HTML by the build's own reader of them (``practices/rendered.py``,
the one that ``practices/finish.py`` writes them with): the guards prove
every Python block on a rendered page is one the harness executed, whatever its
fence looks like in the Markdown; tests/test_finish.py reads which lines are
folded, tests/test_copies.py what each copy and download holds.
"""

from __future__ import annotations

import functools
import html as html_module
import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

from practices import code_notes, folds
from practices import rendered as reader
from practices.pages import MANIFEST

from . import site

# Run MkDocs with torch made unimportable: building the site must never need it.
_BUILD = (
    "import sys; sys.modules['torch'] = None; from mkdocs.__main__ import cli; cli()"
)


def base_path() -> str:
    """The path part of site_url, e.g. ``/pytorch-practices/``."""
    from urllib.parse import urlsplit

    path = urlsplit(site.mkdocs_config()["site_url"] or "").path or "/"
    return path if path.endswith("/") else path + "/"


def site_dir(root: Path) -> Path:
    """Where a site built into ``root`` is: root/<the path of site_url>."""
    return root / base_path().strip("/")


def build_site(root: Path) -> Path:
    """Build into root/<the path of site_url>, as the site is served; fail loudly."""
    dest = site_dir(root)
    proc = build(dest)
    assert proc.returncode == 0, f"mkdocs build --strict failed:\n{proc.stderr}"
    return dest


def build(dest: Path, cwd: Path = site.ROOT) -> subprocess.CompletedProcess:
    """``mkdocs build --strict`` of the project at ``cwd`` into ``dest``, as a
    separate process."""
    return subprocess.run(
        [sys.executable, "-c", _BUILD, "build", "--strict", "--site-dir", str(dest)],
        cwd=cwd,
        capture_output=True,
        text=True,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
    )


@dataclass
class RenderedBlock:
    """A code block as the built page carries it (a ``div.highlight``): what the
    reader sees of its code and what the build put around it."""

    language: str | None  # None where the block has no language class
    classes: list[str] = field(default_factory=list)  # its div's
    block_id: str | None = None  # its div's id
    # its code's text, piece by piece, each piece folded away (inside a checks
    # fold) or not; a code annotation's marker reads as written (``# (1)!``)
    pieces: list[tuple[str, bool]] = field(default_factory=list)
    marks: int = 0  # the checks marks in its code
    button: dict | None = None  # the checks toggle's attributes
    copy: str | None = None  # the data-copy of its <pre>
    download: str | None = None  # its caption's Download link
    title: str | None = None  # that link's title
    note: str | None = None  # the copy note just above it: what its copy holds

    @property
    def code(self) -> str:
        return "".join(text for text, _ in self.pieces)

    def lines(self) -> list[tuple[str, bool | None]]:
        """Each line of the code, and whether it is folded; a line folded in part
        is returned as folded and in view at once: (line, None)."""
        out, line, states = [], "", set()
        for text, hidden in self.pieces:
            for part in re.split(r"(\n)", text):
                if part == "\n":  # a line ends with its newline
                    out.append((line, _state(states | {hidden})))
                    line, states = "", set()
                elif part:
                    line += part
                    states.add(hidden)
        if line:
            out.append((line, _state(states)))
        return out


def _state(states: set[bool]) -> bool | None:
    if len(states) > 1:
        return None
    return states.pop() if states else False


def code_blocks(html: str | Path) -> list[RenderedBlock]:
    """The code blocks of a built page (its HTML, or its file), read by the build's
    own reader (``practices/rendered.py``)."""
    if isinstance(html, Path):
        html = html.read_text(encoding="utf-8")
    return [_shown(block) for block in reader.code_blocks(reader.parse(html))]


def _shown(block: reader.CodeBlock) -> RenderedBlock:
    div = block.div
    shown = RenderedBlock(block.language, div.classes, div.attrs.get("id"))
    shown.note = _copy_note(block)
    if block.pre is not None:
        shown.copy = block.pre.attrs.get("data-copy")
    if block.code is not None:
        shown.pieces = list(_pieces(block.code, block.language))
        shown.marks = sum(folds.MARK in s.classes for s in block.code.iter("span"))
    for element in div.iter():
        if element.tag == "button" and folds.TOGGLE in element.classes:
            shown.button = element.attrs
        elif element.tag == "a" and "snippet-download" in element.classes:
            shown.download, shown.title = (
                element.attrs.get("href"),
                element.attrs.get("title"),
            )
    return shown


def _pieces(node: reader.Element, language: str | None, folded: bool = False):
    """The text inside ``node``, piece by piece, each folded or not; a code
    annotation's marker as written."""
    for child in node.children:
        if isinstance(child, reader.Element):
            if child.tag == "a" and code_notes.NOTE in child.classes:
                yield code_notes.as_written(child.text(), language), folded
            else:
                inside = folded or (child.tag == "span" and folds.FOLD in child.classes)
                yield from _pieces(child, language, inside)
        elif not isinstance(child, reader.Markup):
            yield html_module.unescape(child), folded


def _copy_note(block: reader.CodeBlock) -> str | None:
    """The text of the copy note just above a block: the element that opens last
    before it, not counting what is inside that element."""
    div, siblings = block.div, block.parent.children
    before = siblings[: next(k for k, c in enumerate(siblings) if c is div)]
    above = next((c for c in reversed(before) if isinstance(c, reader.Element)), None)
    while above is not None and "copy-note" not in above.classes:
        above = above.elements()[-1] if above.elements() else None
    if above is None or above.tag != "p":
        return None
    return above.text().strip()


def manifest(site_dir: Path) -> dict[str, dict[str, str]]:
    """{src_uri: {url, language, title}} of every page, as the build wrote it
    (``pages.json``, by practices/hooks/i18n.py): URLs are read, never recomputed."""
    return _manifest(site_dir, (site_dir / MANIFEST).stat().st_mtime_ns)


@functools.cache
def _manifest(site_dir: Path, _mtime: int) -> dict[str, dict[str, str]]:
    entries = json.loads((site_dir / MANIFEST).read_text(encoding="utf-8"))
    return {entry["src_uri"]: entry for entry in entries}


def html_for(page: Path, site_dir: Path) -> Path:
    """The built HTML file of a Markdown page."""
    src_uri = page.relative_to(site.docs_dir()).as_posix()
    return site_dir / manifest(site_dir)[src_uri]["url"] / "index.html"
