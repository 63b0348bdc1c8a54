"""The errors PyTorch users paste most often, from ``data/common-errors/``.

Each entry is one JSON file, ``NN-<id>.json``: its ``rank``, ``id``, ``kind``
(``error``, or ``silent`` for a pitfall that raises nothing), the ``message`` as
torch prints it, a ``message_pattern`` (a regular expression for the reader's own
values), ``older_text`` (how older releases worded it), what it ``needs`` (``cpu``
or ``cuda``), the ``page`` and the ``anchor`` of the section that raises it and fixes
it, ``why`` and ``fix`` in both languages (``fix`` is the page's ``**Fix:**`` line)
and the ``evidence``: issue threads that paste the message.

A page, in either language, writes a marker on a line of its own inside a
``<div class="generated" markdown>`` (which Zensical, running no hooks, leaves
empty, and whose words the search index leaves out):

``<!-- common-errors: listing -->``
    (the Pitfalls reference) every entry whose section exists: its message in code,
    its fix in the page's language and a link to its section;
``<!-- common-errors: ranked -->``
    (reference/common-errors) the ranked table: rank, message (or the silent
    pitfall's name), what it needs, the section and the evidence.

An entry whose ``anchor`` is still null is listed without a link, saying that its
section is to come, so the build never breaks for want of it. ``hooks/search.py``
indexes each entry's message in its section's ``error`` field, so that a pasted
message finds that section first. Nothing here imports torch.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import PurePosixPath

from markdown import Extension
from markdown.preprocessors import Preprocessor

from . import i18n, pages
from .i18n import t
from .pages import ROOT

DATA = ROOT / "data" / "common-errors"
FIELDS = {
    "rank": int,
    "id": str,
    "kind": str,
    "message": (str, type(None)),
    "message_pattern": (str, type(None)),
    "older_text": (str, type(None)),
    "needs": str,
    "page": str,
    "anchor": (str, type(None)),
    "why": dict,
    "fix": dict,
    "evidence": list,
}
KINDS = ("error", "silent")
NEEDS = ("cpu", "cuda")
MARKER = re.compile(r"^\s*<!-- common-errors: (?P<what>listing|ranked) -->\s*$")
# Where a page that links to the sections sits (both pages are in docs/reference/)
FROM = PurePosixPath("reference")


def entries() -> list[dict]:
    """Every entry, by rank (read afresh: the files change while the site is served)."""
    found = [json.loads(p.read_text(encoding="utf-8")) for p in DATA.glob("*.json")]
    return sorted(found, key=lambda e: e["rank"])


def first_line(message: str) -> str:
    """The first line of a message: what a reader pastes, what a page shows (the
    terminal's colour codes, which some messages carry, taken out)."""
    return plain(message).strip().splitlines()[0].strip()


def plain(message: str) -> str:
    """A message without the terminal's colour codes."""
    return _COLOUR.sub("", message)


_COLOUR = re.compile(r"\x1b\[[0-9;]*m")


def quoted_by(entry: dict, message: str) -> bool:
    """Whether ``message``, as another page quotes it (``RuntimeError: …``, perhaps
    cut short), is this entry's, which has a section of its own: the entry's pattern
    matches it, or its words (without the exception's name) are in the entry's
    message or older wording."""
    if not (entry.get("anchor") and entry.get("message")):
        return False
    core = re.sub(r"^\w+(?:Error|Warning): ", "", message).rstrip(". ")
    pattern = entry.get("message_pattern")
    return bool(
        (pattern and re.search(pattern, message))
        or core in entry["message"]
        or core in (entry.get("older_text") or "")
    )


def older(entry: dict) -> str | None:
    """The older wording without the note in brackets after it (``  [<=1.13]``)."""
    text = entry.get("older_text")
    if not text or text.startswith("("):
        return None
    return re.split(r"\s{2,}\[|\s\[<|\s\[\d|; raised as", text)[0].strip() or None


def source(entry: dict, lang: str) -> PurePosixPath:
    """The file of the entry's page in ``lang`` (under docs/)."""
    page = PurePosixPath(entry["page"]).relative_to("docs")
    return page.with_suffix(".zh.md") if lang == pages.ZH else page


def url(entry: dict) -> str:
    """The entry's section, relative to its edition's root: ``page/#anchor``."""
    page = pages.url_of(str(source(entry, pages.DEFAULT_LANGUAGE)))
    return f"{page}#{entry['anchor']}"


@cache
def _headings(path: str, stamp: float) -> dict[str, str]:
    text = (pages.DOCS / path).read_text(encoding="utf-8")
    return dict(pages.headings(text))


def heading(entry: dict, lang: str) -> str | None:
    """The text of the entry's section heading on its page in ``lang``, if both
    exist."""
    path = pages.DOCS / source(entry, lang)
    if not entry.get("anchor") or not path.exists():
        return None
    rel = str(source(entry, lang))
    return _headings(rel, path.stat().st_mtime).get(entry["anchor"])


def _link(entry: dict, lang: str) -> str | None:
    """A Markdown link to the section, relative to docs/reference/ as the site's
    links are written (to the English file: the Chinese edition maps it)."""
    title = heading(entry, lang)
    if title is None:
        return None
    page = PurePosixPath(entry["page"]).relative_to("docs")
    target = f"../{page}#{entry['anchor']}"
    return f"[{title}]({target})"


def code(text: str) -> str:
    """Inline code for any text: fenced with more backticks than it holds."""
    text = " ".join(text.split())
    ticks = "`" * (max((len(r) for r in re.findall(r"`+", text)), default=0) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{ticks}{pad}{text}{pad}{ticks}"


def _words(entry: dict, key: str, lang: str) -> str:
    """``why`` or ``fix`` in ``lang``; the English words where none are written yet."""
    given = entry[key]
    return (given.get(lang) or given.get(pages.DEFAULT_LANGUAGE) or "").strip()


def _name(entry: dict, lang: str) -> str:
    """What the entry is called in a list: its message, or a silent pitfall's
    heading (its id before it has one)."""
    if entry["kind"] == "error" and entry.get("message"):
        return code(first_line(entry["message"]))
    title = heading(entry, lang)
    return title if title else code(entry["id"])


def listing(lang: str) -> list[str]:
    """The Pitfalls reference's list: every entry, its fix and its section."""
    out = []
    for entry in entries():
        link = _link(entry, lang)
        fix = _words(entry, "fix", lang)
        where = (
            t("common errors see", lang, link=link)
            if link
            else t("common errors to come", lang)
        )
        if entry["kind"] == "silent":
            what = t("common errors silent", lang, name=_name(entry, lang))
            if entry.get("message"):
                what += t(
                    "common errors warns",
                    lang,
                    message=code(first_line(entry["message"])),
                )
        else:
            what = _name(entry, lang)
        out.append(t("common errors item", lang, what=what, fix=fix, where=where))
    return out


def _cited(evidence: dict) -> str:
    """``repo#number``, or the repository's name alone where there is no number."""
    number = evidence.get("number")
    return f"{evidence['repo']}#{number}" if number else evidence["repo"]


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def ranked(lang: str) -> list[str]:
    """The ranked table, with the evidence for each entry."""
    head = [
        t(f"common errors {k}", lang)
        for k in ("rank", "message", "needs", "section", "evidence")
    ]
    out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for entry in entries():
        name = _name(entry, lang)
        if entry["kind"] == "silent":
            name = t("common errors silent", lang, name=name)
        link = _link(entry, lang) or t("common errors to come", lang)
        evidence = t("comma", lang).join(
            f"[{_cited(e)}]({e['url']})" for e in entry["evidence"]
        )
        row = [
            str(entry["rank"]),
            name,
            t(f"common errors needs {entry['needs']}", lang),
            link,
            evidence,
        ]
        out.append("| " + " | ".join(_cell(c) for c in row) + " |")
    return out


RENDER = {"listing": listing, "ranked": ranked}


class _CommonErrorsPreprocessor(Preprocessor):
    def run(self, lines: list[str]) -> list[str]:
        out = []
        for line in lines:
            found = MARKER.match(line)
            out += RENDER[found["what"]](i18n.current) if found else [line]
        return out


class CommonErrorsExtension(Extension):
    """A marker (see above): the entries, worded in the page's language."""

    def extendMarkdown(self, md):  # noqa: N802 (Python-Markdown's name)
        # Before the HTML blocks are stashed (20): the marker is a comment.
        md.preprocessors.register(
            _CommonErrorsPreprocessor(md), "site_common_errors", 30
        )
