"""The errors PyTorch users paste most often, from ``data/common-errors/``.

Each entry is one JSON file, ``<id>.json``: its ``id``, ``kind`` (``error``, or
``silent`` for a pitfall that raises nothing), the ``message`` as torch prints it, a
``message_pattern`` (a regular expression for the reader's own values),
``older_text`` (how older releases worded it: a list of ``{"text", "note"}``, the
wording, or null where only the note is known, and where and when it was seen,
or null), what it ``needs`` (``cpu`` or ``cuda``), the ``page`` and the ``anchor``
of the section that raises it and fixes it, its ``fix`` in both languages (the
page's ``**Fix:**`` line; the section says the cause), the ``search`` its rank
comes from, and perhaps ``further_reading`` (documentation pages: read, not
counted).

``search`` holds the search as it was made: its ``date``, the ``corpus`` searched,
the ``queries`` (the message's fixed words first, then each older wording), every
thread counted (``repo``, ``number``, ``url``, ``title``; ``pastes`` for an error,
``describes`` for a silent pitfall; ``in_title`` where its title quotes the message
or names the pitfall) and the ``counts`` taken from them. Nothing stores a rank:
:func:`score` computes the order when the site is built (a test re-derives the
counts from the threads).

A page, in either language, writes a marker on a line of its own inside a
``<div class="generated" markdown>`` (which Zensical, running no hooks, leaves
empty, and whose words the search index leaves out):

``<!-- common-errors: listing -->``
    (the Pitfalls reference) every entry whose section exists: its message in code,
    its fix in the page's language, a link to its section and, for an entry whose
    check needs a GPU, whether a GPU record holds that check as passed;
``<!-- common-errors: ranked -->``
    (reference/common-errors) the errors, ranked: rank, message, what it needs, the
    section and the counts;
``<!-- common-errors: silent -->``
    the silent pitfalls, apart (a symptom searched for is not a message pasted);
``<!-- common-errors: evidence -->``
    every thread counted, entry by entry, and the further reading.

An entry whose ``anchor`` is still null is listed without a link, saying that its
section is to come, so the build never breaks for want of it.
``practices/hooks/search.py``
indexes each entry's message in its section's ``error`` field, so that a pasted
message finds that section first. Nothing here imports torch.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path, PurePosixPath

from . import i18n, pages
from .i18n import gap, t
from .pages import ROOT

DATA = ROOT / "data" / "common-errors"
FIELDS = {
    "id": str,
    "kind": str,
    "message": (str, type(None)),
    "message_pattern": (str, type(None)),
    "older_text": list,
    "needs": str,
    "page": str,
    "anchor": (str, type(None)),
    "fix": dict,
    "search": dict,
}
# What a counted thread is marked with: it pastes the message, or (a silent
# pitfall) it describes a user hit by it
COUNTED = {"error": "pastes", "silent": "describes"}
KINDS = ("error", "silent")
NEEDS = ("cpu", "cuda")
MARKER = re.compile(
    r"^\s*<!-- common-errors: (?P<what>listing|ranked|silent|evidence) -->\s*$"
)


def score(entry: dict) -> tuple[int, int, str]:
    """How an entry ranks, from its stored counts: the threads counted plus those
    with the message in their title (higher first); ties go to more threads in
    ``pytorch/*`` repositories, then to the id (alphabetical). The sort key."""
    return (-points(entry), -entry["search"]["counts"]["pytorch"], entry["id"])


def points(entry: dict) -> int:
    """The score shown: threads counted plus those with the message in the title."""
    counts = entry["search"]["counts"]
    return counts["threads"] + counts["in_title"]


def counted(entry: dict) -> dict[str, int]:
    """The counts as the thread list gives them (what ``counts`` must hold)."""
    threads = entry["search"]["threads"]
    return {
        "threads": len(threads),
        "in_title": sum(bool(t["in_title"]) for t in threads),
        "pytorch": sum(t["repo"].startswith("pytorch/") for t in threads),
    }


def entries() -> list[dict]:
    """Every entry: the errors by :func:`score`, then the silent pitfalls by the same
    function (read afresh: the files change while the site is served)."""
    found = [json.loads(p.read_text(encoding="utf-8")) for p in DATA.glob("*.json")]
    return sorted(found, key=lambda e: (e["kind"] == "silent", score(e)))


def errors() -> list[dict]:
    """The errors, ranked: the first is rank 1."""
    return [e for e in entries() if e["kind"] == "error"]


def silent() -> list[dict]:
    """The silent pitfalls, in their own order (not comparable with the errors')."""
    return [e for e in entries() if e["kind"] == "silent"]


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
        or any(core in text for text in older_texts(entry))
    )


def older_texts(entry: dict) -> list[str]:
    """How older releases worded the message, as the entry lists them (their
    notes apart)."""
    return [item["text"] for item in entry.get("older_text") or [] if item["text"]]


def older(entry: dict) -> str | None:
    """The older wording the search index carries: the first."""
    return next(iter(older_texts(entry)), None)


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


def _link(entry: dict, lang: str, host: str) -> str | None:
    """A Markdown link to the section from the page ``host`` (its source), to the
    English file as the site's links are written (the Chinese edition maps it)."""
    title = heading(entry, lang)
    if title is None:
        return None
    page = PurePosixPath(entry["page"]).relative_to("docs")
    target = pages.relative_url(host, f"{page}#{entry['anchor']}", markdown=True)
    return f"[{title}]({target})"


def code(text: str) -> str:
    """Inline code for any text: fenced with more backticks than it holds."""
    text = " ".join(text.split())
    ticks = "`" * (max((len(r) for r in re.findall(r"`+", text)), default=0) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{ticks}{pad}{text}{pad}{ticks}"


def _fix(entry: dict, lang: str) -> str:
    """``fix`` in ``lang``; the English words where none are written yet."""
    given = entry["fix"]
    return (given.get(lang) or given.get(pages.DEFAULT_LANGUAGE) or "").strip()


def _quoted(message: str) -> str:
    """A message's first line in code, without the full stop a list's colon
    follows (``… instead.:`` reads as a typo, in either language)."""
    return code(first_line(message).removesuffix("."))


def _name(entry: dict, lang: str) -> str:
    """What the entry is called in a list: its message, or a silent pitfall's
    heading (its id before it has one)."""
    if entry["kind"] == "error" and entry.get("message"):
        return _quoted(entry["message"])
    title = heading(entry, lang)
    return title if title else code(entry["id"])


# --- Whether a check that needs a GPU has run on one ---------------------------


def gpu_runs(
    entry: dict, directory: Path | None = None
) -> list[tuple[str, bool, bool]]:
    """(torch release, passed, raised) for each GPU record (``records/gpu/``) that
    holds the blocks of the entry's section: passed when every one of them passed
    there; raised when one of them printed the message (an error whose pattern
    finds nothing in what they printed ran there without the error arising)."""
    out = []
    paths = pages.gpu_record_paths(*([directory] if directory else []))
    pattern = entry.get("message_pattern")
    for path in paths:
        record = pages.read_record(path)
        blocks = [
            block
            for block in record["blocks"].get(entry["page"], [])
            if entry.get("anchor")
            and pages.slug(block.get("section", "")) == entry["anchor"]
        ]
        ran = [b for b in blocks if b["outcome"] in ("passed", "failed")]
        if ran:
            passed = all(b["outcome"] == "passed" for b in ran)
            raised = not pattern or any(
                re.search(pattern, plain(b.get("output") or "")) for b in ran
            )
            release = ".".join(str(record["release"]).split(".")[:2])
            out.append((release, passed, raised))
    return out


def gpu_note(entry: dict, lang: str, directory: Path | None = None) -> str:
    """For an entry whose check needs a GPU: checked on one (with which torch), run
    on one without the error arising, failed on one, or not yet run on one. Empty
    for an entry the CPU checks."""
    if entry["needs"] != "cuda":
        return ""
    runs = gpu_runs(entry, directory)
    passed = sorted({release for release, ok, raised in runs if ok and raised})
    if passed:
        return t("common errors gpu checked", lang, release=", ".join(passed))
    quiet = sorted({release for release, ok, raised in runs if ok})
    if quiet:
        return t("common errors gpu not raised", lang, release=", ".join(quiet))
    failed = sorted({release for release, ok, _ in runs if not ok})
    if failed:
        return t("common errors gpu failed", lang, release=", ".join(failed))
    return t("common errors gpu not run", lang)


def listing(lang: str, host: str) -> list[str]:
    """The Pitfalls reference's list: every entry, its fix and its section
    (``host``: the page that shows it, by its source)."""
    out = []
    for entry in entries():
        link = _link(entry, lang, host)
        fix = _fix(entry, lang)
        where = (
            t("common errors see", lang, link=link, gap=gap(heading(entry, lang), lang))
            if link
            else t("common errors to come", lang)
        )
        where += gpu_note(entry, lang)
        if entry["kind"] == "silent":
            what = t("common errors silent", lang, name=_name(entry, lang))
            if entry.get("message"):
                what += t(
                    "common errors warns", lang, message=_quoted(entry["message"])
                )
        else:
            what = _name(entry, lang)
        out.append(t("common errors item", lang, what=what, fix=fix, where=where))
    return out


def _cited(thread: dict) -> str:
    """``repo#number``, or the repository's name alone where there is no number."""
    number = thread.get("number")
    return f"{thread['repo']}#{number}" if number else thread["repo"]


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _table(lang: str, host: str, rows: list[dict], numbered: bool) -> list[str]:
    keys = ["rank"] if numbered else []
    keys += ["message" if numbered else "pitfall", "needs", "section"]
    keys += ["threads", "in title", "score"]
    head = [t(f"common errors {k}", lang) for k in keys]
    out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for number, entry in enumerate(rows, 1):
        name = _name(entry, lang)
        if entry["kind"] == "silent" and entry.get("message"):
            name += t("common errors warns", lang, message=_quoted(entry["message"]))
        counts = entry["search"]["counts"]
        row = [str(number)] if numbered else []
        row += [
            name,
            t(f"common errors needs {entry['needs']}", lang),
            _link(entry, lang, host) or t("common errors to come", lang),
            str(counts["threads"]),
            str(counts["in_title"]),
            str(points(entry)),
        ]
        out.append("| " + " | ".join(_cell(c) for c in row) + " |")
    return out


def ranked(lang: str, host: str) -> list[str]:
    """The errors, ranked by :func:`score`, with the counts the score comes from."""
    return _table(lang, host, errors(), numbered=True)


def silent_table(lang: str, host: str) -> list[str]:
    """The silent pitfalls, apart, in the order of the same function."""
    return _table(lang, host, silent(), numbered=False)


def evidence(lang: str, host: str) -> list[str]:
    """Every thread counted, entry by entry (errors by rank, then the silent
    pitfalls), and the documentation pages read but not counted."""
    out = []
    for number, entry in enumerate(errors(), 1):
        out.append(_evidence_item(entry, lang, f"**{number}.** "))
    for entry in silent():
        out.append(_evidence_item(entry, lang, ""))
    return out


def _evidence_item(entry: dict, lang: str, number: str) -> str:
    threads = t("comma", lang).join(
        f"[{_cited(e)}]({e['url']})" for e in entry["search"]["threads"]
    )
    item = t(
        "common errors evidence item",
        lang,
        number=number,
        name=_name(entry, lang),
        threads=threads or t("common errors no thread", lang),
    )
    further = entry.get("further_reading") or []
    if further:
        item += t(
            "common errors further reading",
            lang,
            pages=t("comma", lang).join(f"[{f['title']}]({f['url']})" for f in further),
        )
    return item


RENDER = {
    "listing": listing,
    "ranked": ranked,
    "silent": silent_table,
    "evidence": evidence,
}


def list_entries(lines: list[str], page, md) -> list[str]:
    """The stage (practices/stages.py): each marker (see above), the entries worded
    in the page's language, their links relative to ``page`` (the root's where a
    conversion names no page)."""
    host = page.src_uri if page else "index.md"
    lang = page.lang if page else i18n.DEFAULT
    out = []
    for line in lines:
        found = MARKER.match(line)
        out += RENDER[found["what"]](lang, host) if found else [line]
    return out
