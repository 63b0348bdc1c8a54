"""The built site: one ``mkdocs build --strict`` (torch unimportable) per test
session, shared by the guards, the browser tests and the Zensical comparison (the
``built_site`` fixture in ``plugin``), and the code blocks a reader sees, read back
from its HTML by the one parser of them: the guards prove every Python block on a
rendered page is one the harness executed, whatever its fence looks like in the
Markdown; tests/test_folds.py reads which lines are folded, tests/test_copies.py what
each copy and download holds.
"""

from __future__ import annotations

import functools
import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

from site_extensions import code_notes, folds
from site_extensions.pages import MANIFEST

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


class _CodeBlocks(HTMLParser):
    """Every ``div.highlight`` of a page, read into a RenderedBlock."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.blocks: list[RenderedBlock] = []
        self._depth = 0  # of <div> inside the block being read
        self._in_code = 0
        self._spans: list[bool] = []  # for each open span in the code: a fold?
        self._folded = 0  # how many checks folds are open around the text
        self._in_note = False  # inside a code annotation's marker
        self._copy_note: list[str] | None = None  # a copy note's text, being read
        self._pending: str | None = None  # a copy note just closed

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        classes = (a.get("class") or "").split()
        if self._depth:
            self._inside(tag, a, classes)
            return
        note, self._pending = self._pending, None  # it must come just before
        if tag == "p" and "copy-note" in classes:
            self._copy_note = []
        elif tag == "div" and "highlight" in classes:
            prefix = "language-"
            langs = [c[len(prefix) :] for c in classes if c.startswith(prefix)]
            language = langs[0] if langs else None
            self.blocks.append(RenderedBlock(language, classes, a.get("id"), note=note))
            self._depth = 1
            # a block's state starts afresh, whatever the last one left open
            self._in_code, self._spans, self._folded = 0, [], 0
            self._in_note = False

    def _inside(self, tag: str, a: dict, classes: list[str]) -> None:
        block = self.blocks[-1]
        if tag == "div":
            self._depth += 1
        elif tag == "pre" and block.copy is None:
            block.copy = a.get("data-copy")
        elif tag == "code":
            self._in_code += 1
        elif tag == "span" and self._in_code:
            fold = folds.FOLD in classes
            self._spans.append(fold)
            self._folded += fold
            block.marks += folds.MARK in classes
        elif tag == "button" and folds.TOGGLE in classes:
            block.button = a
        elif tag == "a" and self._in_code:
            self._in_note = code_notes.NOTE in classes
        elif tag == "a" and "snippet-download" in classes:
            block.download, block.title = a.get("href"), a.get("title")

    def handle_endtag(self, tag):
        if not self._depth:
            if tag == "p" and self._copy_note is not None:
                self._pending = "".join(self._copy_note).strip()
                self._copy_note = None
        elif tag == "div":
            self._depth -= 1
        elif tag == "code" and self._in_code:
            self._in_code -= 1
        elif tag == "span" and self._in_code and self._spans:
            self._folded -= self._spans.pop()
        elif tag == "a":
            self._in_note = False

    def handle_data(self, data):
        if self._in_code and self._depth:
            block = self.blocks[-1]
            if self._in_note:
                data = code_notes.as_written(data, block.language)
            block.pieces.append((data, self._folded > 0))
        elif self._copy_note is not None and not self._depth:
            self._copy_note.append(data)


def code_blocks(html: str | Path) -> list[RenderedBlock]:
    """The code blocks of a built page (its HTML, or its file)."""
    parser = _CodeBlocks()
    if isinstance(html, Path):
        html = html.read_text(encoding="utf-8")
    parser.feed(html)
    return parser.blocks


def manifest(site_dir: Path) -> dict[str, dict[str, str]]:
    """{src_uri: {url, language, title}} of every page, as the build wrote it
    (``pages.json``, by hooks/i18n.py): URLs are read, never recomputed."""
    return _manifest(site_dir, (site_dir / MANIFEST).stat().st_mtime_ns)


@functools.cache
def _manifest(site_dir: Path, _mtime: int) -> dict[str, dict[str, str]]:
    entries = json.loads((site_dir / MANIFEST).read_text(encoding="utf-8"))
    return {entry["src_uri"]: entry for entry in entries}


def html_for(page: Path, site_dir: Path) -> Path:
    """The built HTML file of a Markdown page."""
    src_uri = page.relative_to(site.docs_dir()).as_posix()
    return site_dir / manifest(site_dir)[src_uri]["url"] / "index.html"
