"""Which English page each Chinese page translates, and whether it has kept up.

``docs/x.zh.md`` is the Chinese translation of ``docs/x.md``. Its front matter names
the version of the English page it translates::

    translation_of: 3f1c9a0b7d2e4f65

the hash of that page's *prose*: the page with the bodies of its code and output
fences left out. Code and output are not translated; both languages show the same
snippet sections and the same output, which the tests run on both pages and a guard
compares (``tests/test_translations.py``). So a change to the code or output inside
a block does not make a translation stale; a change to a sentence, a heading, the
front matter, or a fence's opening line (a block added, moved or retitled) does.
Words are compared, not lines: rewrapping a paragraph changes nothing. Such a page
is *behind*: the build shows a banner on it (``practices/hooks/i18n.py``) and ``python3
dev.py
translations`` lists it.

Only the standard library is used (the page's anatomy is ``pages``): ``dev.py``
runs this before any environment exists.
"""

from __future__ import annotations

import hashlib
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from .i18n import t
from .pages import (
    DEFAULT_LANGUAGE,
    DOCS,
    ROOT,
    ZH,
    english_of,
    english_pages,
    fence_lines,
    language_of,
    numbered,
    relative_url,
    slug,
    source_of,
    twin,
)

__all__ = ["english_of", "english_pages", "language_of", "twin"]

FIELD = "translation_of"
_FIELD_LINE = re.compile(rf"^{FIELD}:[ \t]*(?P<hash>\S*)[ \t]*$", re.M)


def prose(text: str) -> str:
    """The text a translation follows: every line but those inside a fence."""
    kept = [line.rstrip() for line, inside in fence_lines(text) if not inside]
    return "\n".join(kept).strip() + "\n"


def prose_hash(text: str) -> str:
    """The hash of the prose's words: rewrapping a paragraph changes nothing."""
    words = " ".join(prose(text).split())
    return hashlib.sha256(words.encode("utf-8")).hexdigest()[:16]


def recorded(text: str) -> str | None:
    """The hash a Chinese page's front matter records, or None."""
    front = re.match(r"---\n(.*?)\n---\n", text, re.S)
    found = _FIELD_LINE.search(front.group(1)) if front else None
    return found["hash"] if found else None


@dataclass
class Status:
    english: Path
    chinese: Path
    state: str  # "current", "behind", "missing" or "unrecorded"

    def line(self) -> str:
        rel = self.chinese.relative_to(ROOT)
        return {
            "current": f"current     {rel}",
            "behind": f"behind      {rel}: {self.english.relative_to(ROOT)} changed"
            " since; translate the change, then `python3 dev.py translations"
            f" --stamp {rel}`",
            "missing": f"missing     {rel}: no translation of "
            f"{self.english.relative_to(ROOT)} yet",
            "unrecorded": f"unrecorded  {rel}: its front matter has no "
            f"`{FIELD}:`; run `python3 dev.py translations --stamp {rel}`",
        }[self.state]


def status(english: Path) -> Status:
    chinese = twin(english)
    if not chinese.exists():
        return Status(english, chinese, "missing")
    have = recorded(chinese.read_text(encoding="utf-8"))
    if not have:
        return Status(english, chinese, "unrecorded")
    now = prose_hash(english.read_text(encoding="utf-8"))
    return Status(english, chinese, "current" if have == now else "behind")


def is_behind(chinese: Path) -> bool:
    english = english_of(chinese)
    # A translation without an English page: tests/test_translations.py fails on it
    return english.exists() and status(english).state == "behind"


def stamp(chinese: Path) -> str:
    """Record in a Chinese page that it translates its English page as it is now."""
    english = english_of(chinese)
    value = prose_hash(english.read_text(encoding="utf-8"))
    text = chinese.read_text(encoding="utf-8")
    front = re.match(r"---\n(.*?)\n---\n", text, re.S)
    if front is None:
        text = f"---\n{FIELD}: {value}\n---\n\n{text}"
    elif _FIELD_LINE.search(front.group(1)):
        text = _FIELD_LINE.sub(f"{FIELD}: {value}", text, count=1)
    else:
        text = f"---\n{FIELD}: {value}\n{text[4:]}"
    chinese.write_text(text, encoding="utf-8")
    return value


def skeleton(english: Path) -> str:
    """The start of a translation: the English page with its hash recorded and
    each heading given the anchor it has in English (``{ #anchor }``), so that
    links into either language land on the same section."""
    text = english.read_text(encoding="utf-8")
    out, seen = [], {}
    for line, inside in fence_lines(text):
        if not inside and re.match(r"#{2,6} ", line) and "{ #" not in line:
            anchor = numbered(slug(line.lstrip("#").strip()), seen)
            if line.rstrip().endswith("}"):  # an attribute list: the id joins it
                line = re.sub(r"\{\s*([^}]*)\}\s*$", rf"{{ #{anchor} \1}}", line)
            else:
                line = f"{line} {{ #{anchor} }}"
        out.append(line)
    body = "\n".join(out) + "\n"
    if body.startswith("---\n"):
        return f"---\n{FIELD}: {prose_hash(text)}\n{body[4:]}"
    return f"---\n{FIELD}: {prose_hash(text)}\n---\n\n{body}"


def main(argv: list[str]) -> int:
    """``python3 dev.py translations [--new PAGE ... | --stamp PAGE ...]``: list
    the Chinese pages that are not current (exit 1 if any); start the translation
    of English pages; or record that Chinese pages translate their pages as now."""
    if argv[:1] == ["--new"]:
        for name in argv[1:]:
            english = (ROOT / name).resolve()
            target = twin(english)
            if language_of(english) != "en" or not english.exists() or target.exists():
                print(f"not an English page without a translation: {name}")
                return 2
            target.write_text(skeleton(english), encoding="utf-8")
            print(f"wrote {target.relative_to(ROOT)}: translate its prose")
        return 0
    if argv[:1] == ["--stamp"]:
        for name in argv[1:]:
            page = (
                (ROOT / name).resolve() if not Path(name).is_absolute() else Path(name)
            )
            if language_of(page) != "zh" or not page.exists():
                print(f"not a Chinese page: {name}", file=sys.stderr)
                return 2
            print(f"{page.relative_to(ROOT)}: {FIELD}: {stamp(page)}")
        return 0
    found = [status(page) for page in english_pages(DOCS)]
    late = [s for s in found if s.state != "current"]
    for s in late:
        print(s.line())
    current = len(found) - len(late)
    print(f"{current} of {len(found)} Chinese pages are current", end="")
    print(
        f"; {len(late)} {'needs' if len(late) == 1 else 'need'} work." if late else "."
    )
    return 1 if late else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))


# --- The Chinese page as the build shows it ---------------------------------------


def with_banner(markdown: str, src_uri: str) -> str:
    """The page with the "translation is behind" banner under its title."""
    english = relative_url(src_uri, source_of(src_uri), DEFAULT_LANGUAGE)
    banner = [
        # "behind": the banner's own class
        f'!!! warning behind "{t("behind title", ZH)}"',
        "",
        f"    {t('behind text', ZH, link=english)}",
        "",
    ]
    lines = markdown.split("\n")
    at = next((k for k, line in enumerate(lines) if line.startswith("# ")), -1)
    return "\n".join([*lines[: at + 1], "", *banner, *lines[at + 1 :]])


# A heading's permalink: the toc extension titles it in English on every page.
_PERMALINK = re.compile(r'(<a class="headerlink" href="[^"]*" title=")([^"]*)(")')


def permalink_titles(html: str, lang: str) -> str:
    """A page's heading permalinks titled in its language."""
    if lang == DEFAULT_LANGUAGE:
        return html
    title = t("permalink", lang)
    return _PERMALINK.sub(lambda m: m.group(1) + title + m.group(3), html)
