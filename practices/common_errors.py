"""The errors PyTorch users paste most often, from ``data/common-errors/`` (one JSON
file an entry: CONTRIBUTING.md, "Add an error readers paste"), ranked by
:func:`score` when the site is built and listed at each ``<!-- common-errors: … -->``
marker (in a ``<div class="generated" markdown>``, which Zensical leaves empty and
search leaves out). An entry with no ``anchor`` yet is listed with no link.
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
_TEXT = (str, type(None))  # a string, or null
FIELDS = {"id": str, "kind": str, "message": _TEXT, "message_pattern": _TEXT}
FIELDS |= {"older_text": list, "needs": str, "page": str, "anchor": _TEXT}
FIELDS |= {"fix": dict, "search": dict}
# What a counted thread is marked with: it pastes the message, or (a silent
# pitfall) it describes a user hit by it
COUNTED = {"error": "pastes", "silent": "describes"}
KINDS = ("error", "silent")
NEEDS = ("cpu", "cuda")
MARKER = re.compile(r"^\s*<!-- common-errors: (?P<what>listing|ranked|silent) -->\s*$")
_COLOUR = re.compile(r"\x1b\[[0-9;]*m")  # the terminal's, which some messages carry


def score(entry: dict) -> tuple[int, int, str]:
    """The sort key: :func:`points` (higher first); ties go to more threads in
    ``pytorch/*`` repositories, then to the id (alphabetical)."""
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
    """The errors by :func:`score`, then the silent pitfalls (read afresh)."""
    found = [json.loads(p.read_text(encoding="utf-8")) for p in DATA.glob("*.json")]
    return sorted(found, key=lambda e: (e["kind"] == "silent", score(e)))


def errors() -> list[dict]:
    return [e for e in entries() if e["kind"] == "error"]


def silent() -> list[dict]:
    return [e for e in entries() if e["kind"] == "silent"]


def plain(message: str) -> str:
    return _COLOUR.sub("", message)


def first_line(message: str) -> str:
    """The first line of a message: what a reader pastes, what a page shows."""
    return plain(message).strip().splitlines()[0].strip()


def quoted_by(entry: dict, message: str) -> bool:
    """Is ``message``, as a page quotes it (perhaps cut short), this entry's: its
    pattern matches, or its words are in the message or an older wording?"""
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
    """How older releases worded the message (without their notes)."""
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
def _headings(path: Path, stamp: float) -> dict[str, str]:
    return dict(pages.headings(path.read_text(encoding="utf-8")))


def heading(entry: dict, lang: str) -> str | None:
    """The entry's section heading on its page in ``lang``, if both exist."""
    path = pages.DOCS / source(entry, lang)
    if not entry.get("anchor") or not path.exists():
        return None
    return _headings(path, path.stat().st_mtime).get(entry["anchor"])


def code(text: str) -> str:
    """Inline code for any text: fenced with more backticks than it holds."""
    text = " ".join(text.split())
    ticks = "`" * (max((len(r) for r in re.findall(r"`+", text)), default=0) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{ticks}{pad}{text}{pad}{ticks}"


def _quoted(message: str) -> str:
    """A message's first line in code, without its full stop (``.:`` reads ill)."""
    return code(first_line(message).removesuffix("."))


def _name(entry: dict, lang: str) -> str:
    """An entry in a list: its message, or a silent pitfall's heading (or id)."""
    if entry["kind"] == "error" and entry.get("message"):
        return _quoted(entry["message"])
    return heading(entry, lang) or code(entry["id"])


def _warns(entry: dict, lang: str) -> str:
    """After a silent pitfall's name, the warning it prints, if any."""
    if entry["kind"] == "silent" and entry.get("message"):
        return t("common errors warns", lang, message=_quoted(entry["message"]))
    return ""


def gpu_note(entry: dict, lang: str, directory: Path | None = None) -> str:
    """For an entry whose check needs a GPU, from the GPU records of its section's
    blocks: the releases on which they passed and printed the message, else those
    on which they passed (the error did not arise), else one failed, else none ran."""
    if entry["needs"] != "cuda":
        return ""
    pattern, anchor, found = entry.get("message_pattern"), entry.get("anchor"), {}
    for path in pages.gpu_record_paths(directory or pages.RECORDS):
        record = pages.read_record(path)
        blocks = record["blocks"].get(entry["page"], [])
        mine = [b for b in blocks if pages.slug(b.get("section", "")) == anchor]
        ran = [b for b in mine if b["outcome"] in ("passed", "failed")]
        if not ran:
            continue
        printed = [plain(b.get("output") or "") for b in ran]
        if any(b["outcome"] == "failed" for b in ran):
            outcome = "failed"
        elif not pattern or any(re.search(pattern, text) for text in printed):
            outcome = "checked"
        else:
            outcome = "not raised"
        release = ".".join(str(record["release"]).split(".")[:2])
        found.setdefault(outcome, set()).add(release)
    for outcome in ("checked", "not raised", "failed"):
        if outcome in found:
            releases = ", ".join(sorted(found[outcome]))
            return t(f"common errors gpu {outcome}", lang, release=releases)
    return t("common errors gpu not run", lang)


def _where(entry: dict, lang: str, host: str, page: bool = False) -> str:
    """See the entry's section ("to come" where it has none): a link from ``host``
    to the English file, named by the heading or (``page``) by the page's title."""
    title = heading(entry, lang)
    if title is None:
        return t("common errors to come", lang)
    if page:
        title = pages.page_title(pages.DOCS / source(entry, lang))
    english = source(entry, pages.DEFAULT_LANGUAGE)
    target = pages.relative_url(host, f"{english}#{entry['anchor']}", markdown=True)
    link = f"[{title}]({target})"
    return t("common errors see", lang, link=link, gap=gap(title, lang))


def _fix(entry: dict, lang: str) -> str:
    """The entry's one-line fix (the English words where none are written yet)."""
    return (entry["fix"].get(lang) or entry["fix"][pages.DEFAULT_LANGUAGE]).strip()


def listing(lang: str, host: str) -> list[str]:
    """The Pitfalls reference's list: every entry, its fix and its section."""
    out = []
    for entry in entries():
        where = _where(entry, lang, host) + gpu_note(entry, lang)
        what = _name(entry, lang)
        if entry["kind"] == "silent":
            what = t("common errors silent", lang, name=what)
        what += _warns(entry, lang)
        fix = _fix(entry, lang)
        out.append(t("common errors item", lang, what=what, fix=fix, where=where))
    return out


def _evidence(entry: dict, lang: str) -> list[str]:
    """The entry's evidence, folded: its score, threads, needs and the method."""
    comma, search = t("comma", lang), entry["search"]
    threads = comma.join(
        f"[{e['repo']}#{e['number']}]({e['url']})"
        if e.get("number")
        else f"[{e['repo']}]({e['url']})"
        for e in search["threads"]
    )
    links = threads or t("common errors no thread", lang)
    score, counts = points(entry), search["counts"]
    said = t("common errors counted", lang, score=score, links=links, **counts)
    if further := entry.get("further_reading"):
        read = comma.join(f"[{f['title']}]({f['url']})" for f in further)
        said += t("common errors further reading", lang, pages=read)
    needs = t(f"common errors needs {entry['needs']}", lang)
    needs = t("common errors needs", lang, needs=needs) + gpu_note(entry, lang)
    summary = t("common errors evidence", lang, score=score)
    body = [said, needs, t("common errors method", lang)]
    out = [f'    ??? evidence "{summary}"', ""]
    return out + [x for line in body for x in (f"        {line}", "")]


def _list(lang: str, host: str, rows: list[dict], numbered: bool) -> list[str]:
    """Each entry, its fix and its section, then its evidence folded."""
    out = []
    for number, entry in enumerate(rows, 1):
        mark = f"{number}." if numbered else "-"
        where = _where(entry, lang, host, page=True)
        fix = t("common errors fix", lang, fix=_fix(entry, lang), where=where)
        first = f"{mark} {_name(entry, lang)}{_warns(entry, lang)}"
        out += [first, "", f"    {fix}", ""] + _evidence(entry, lang)
    return out


def ranked(lang: str, host: str) -> list[str]:
    return _list(lang, host, errors(), numbered=True)


def silent_list(lang: str, host: str) -> list[str]:
    return _list(lang, host, silent(), numbered=False)


RENDER = dict(listing=listing, ranked=ranked, silent=silent_list)


def list_entries(lines: list[str], page, md) -> list[str]:
    """The stage (practices/stages.py): each marker, its list."""
    host = page.src_uri if page else "index.md"
    lang = page.lang if page else i18n.DEFAULT
    out = []
    for line in lines:
        found = MARKER.match(line)
        out += RENDER[found["what"]](lang, host) if found else [line]
    return out
