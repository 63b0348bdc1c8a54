"""Which English page each Chinese page translates, and whether it has kept up.

``docs/x.zh.md``'s front matter names the version of ``docs/x.md`` it translates,
``translation_of: 3f1c9a0b7d2e4f65``: the hash of the words of that page's *prose*,
without the bodies of its fences (not translated; a guard compares them). A change to
a sentence, a heading, the front matter or a fence's opening line makes it *behind*:
the build shows a banner on it and ``python3 dev.py translations`` lists it
(scripts/translations.py). Standard library only: ``dev.py`` runs this before any
environment exists.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path

from . import pages
from .i18n import t
from .pages import ROOT, ZH, english_of, twin

FIELD = "translation_of"
_FIELD_LINE = re.compile(rf"^{FIELD}:[ \t]*(?P<hash>\S*)[ \t]*$", re.M)
_FRONT = re.compile(r"---\n(.*?)\n---\n", re.S)


def prose_hash(text: str) -> str:
    """The hash of the words of the text a translation follows: every line but those
    inside a fence (rewrapping a paragraph changes nothing)."""
    kept = [line for line, inside in pages.fence_lines(text) if not inside]
    return hashlib.sha256(" ".join(" ".join(kept).split()).encode()).hexdigest()[:16]


def recorded(text: str) -> str | None:
    """The hash a Chinese page's front matter records, or None."""
    front = _FRONT.match(text)
    found = _FIELD_LINE.search(front.group(1)) if front else None
    return found["hash"] if found else None


def _with_field(text: str, value: str) -> str:
    """``text`` with ``translation_of: value`` in its front matter."""
    front = _FRONT.match(text)
    if front is None:
        return f"---\n{FIELD}: {value}\n---\n\n{text}"
    if _FIELD_LINE.search(front.group(1)):
        return _FIELD_LINE.sub(f"{FIELD}: {value}", text, count=1)
    return f"---\n{FIELD}: {value}\n{text[4:]}"


@dataclass
class Status:
    english: Path
    chinese: Path
    state: str  # "current", "behind", "missing" or "unrecorded"

    def line(self) -> str:
        rel, english = self.chinese.relative_to(ROOT), self.english.relative_to(ROOT)
        stamp = f"`python3 dev.py translations --stamp {rel}`"
        why = {
            "current": "",
            "behind": f": {english} changed since; translate the change, then {stamp}",
            "missing": f": no translation of {english} yet",
            "unrecorded": f": its front matter has no `{FIELD}:`; run {stamp}",
        }
        return f"{self.state:<11} {rel}{why[self.state]}"


def status(english: Path) -> Status:
    chinese = twin(english)
    if not chinese.exists():
        state = "missing"
    elif not (have := recorded(chinese.read_text(encoding="utf-8"))):
        state = "unrecorded"
    else:
        same = have == prose_hash(english.read_text("utf-8"))
        state = "current" if same else "behind"
    return Status(english, chinese, state)


def is_behind(chinese: Path) -> bool:
    english = english_of(chinese)
    # A translation without an English page: tests/test_translations.py fails on it
    return english.exists() and status(english).state == "behind"


def stamp(chinese: Path) -> str:
    """Record in a Chinese page that it translates its English page as it is now."""
    value = prose_hash(english_of(chinese).read_text(encoding="utf-8"))
    chinese.write_text(_with_field(chinese.read_text("utf-8"), value), "utf-8")
    return value


def skeleton(english: Path) -> str:
    """The start of a translation: the English page with its hash recorded and each
    heading given the anchor it has in English (``{ #anchor }``), so that links into
    either language land on the same section."""
    text = english.read_text(encoding="utf-8")
    out, seen = [], {}
    for line, inside in pages.fence_lines(text):
        if not inside and re.match(r"#{2,6} ", line) and "{ #" not in line:
            anchor = pages.numbered(pages.slug(line.lstrip("#").strip()), seen)
            if line.rstrip().endswith("}"):  # an attribute list: the id joins it
                line = re.sub(r"\{\s*([^}]*)\}\s*$", rf"{{ #{anchor} \1}}", line)
            else:
                line = f"{line} {{ #{anchor} }}"
        out.append(line)
    return _with_field("\n".join(out) + "\n", prose_hash(text))


# --- The Chinese page as the build shows it ---------------------------------------


def with_banner(markdown: str, src_uri: str) -> str:
    """The page with the "translation is behind" banner under its title."""
    english = pages.relative_url(src_uri, pages.source_of(src_uri), "en")
    title, text = t("behind title", ZH), t("behind text", ZH, link=english)
    banner = f'!!! warning behind "{title}"\n\n    {text}\n'
    lines = markdown.split("\n")
    at = next((k for k, line in enumerate(lines) if line.startswith("# ")), -1)
    return "\n".join([*lines[: at + 1], "", banner, *lines[at + 1 :]])


# A heading's permalink: the toc extension titles it in English on every page.
_PERMALINK = re.compile(r'(<a class="headerlink" href="[^"]*" title=")([^"]*)(")')


def permalink_titles(html: str, lang: str) -> str:
    """A page's heading permalinks titled in its language."""
    if lang == pages.DEFAULT_LANGUAGE:
        return html
    title = t("permalink", lang)
    return _PERMALINK.sub(lambda m: m.group(1) + title + m.group(3), html)
