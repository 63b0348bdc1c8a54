"""Code annotations drawn by the build: a numbered marker in the code, the notes
under the block.

A snippet explains a line that a comment could not hold with a marker at its end,
``# (1)!`` (``// (1)!`` in C++), and the page follows the block with a numbered list,
one note per marker: Material's syntax for code annotations. Material turns them
into tooltips in the browser, with JavaScript that measures and places every one of
them as the page loads; on a phone that was most of the main thread's work on the
pages with the most annotations (Lighthouse's total blocking time: 532 ms on
*Training loop recipes*, 29 annotations; 212 ms without). Here the build does it
instead, once: each marker comment becomes a small numbered link to its note,
and the list stays where it is, under the block, as the block's notes. Nothing runs
in the browser, the notes read on a phone as on a desktop, and a screen reader reads
the marker as "Note 1".

What a reader copies or downloads is unchanged (``site_extensions/copies.py`` cuts
the markers off the program), and so is what the tests run. ``hooks/load_extensions.py``
calls ``render`` on each built page.
"""

from __future__ import annotations

import re

from . import pages
from .i18n import t

NOTE = "code-note"  # the marker in the code
NOTES = "code-notes"  # the list under the block

# A block's code, then (its fold button and) the end of its <div>, then its list
_BLOCK = re.compile(
    r"(?P<code><pre\b[^>]*>(?:(?!</pre>).)*</pre>)"
    r"(?P<between>(?:<button\b[^>]*>[^<]*</button>)?\s*</div>\s*)"
    r"<ol>(?P<items>.*?)</ol>",
    re.S,
)
# The marker as Pygments highlights it: a comment of its own at the end of a line
_MARKER = re.compile(r'<span class="c1">(?:#|//)[ \t]*\((?P<n>\d+)\)!</span>')
_LIST_TAG = re.compile(r"<(/?)(?:ol|ul)\b|<li>")


def as_written(n: str, language: str | None = "python") -> str:
    """The marker comment a page's source has where the built page shows note
    ``n``'s marker: what a test that reads the shown code back compares."""
    return f"{'//' if language in pages.CPP else '#'} ({n})!"


def render(page_html: str) -> str:
    """The page with the annotations of its code blocks drawn as notes."""
    count = iter(range(1, 1_000_000))
    return _BLOCK.sub(lambda m: _block(m, next(count)), page_html)


def _numbered(items: str, prefix: str) -> tuple[str, int]:
    """The list's items with ids (``prefix`` and their number), and how many it has:
    its own items only, not those of a list inside a note."""
    depth, n, out, last = 0, 0, [], 0
    for tag in _LIST_TAG.finditer(items):
        if tag[0] == "<li>":
            if depth == 0:
                n += 1
                out += [items[last : tag.start()], f'<li id="{prefix}{n}">']
                last = tag.end()
        else:
            depth += -1 if tag[1] else 1
    return "".join([*out, items[last:]]), n


def _block(match: re.Match, k: int) -> str:
    numbers = {int(n) for n in _MARKER.findall(match["code"])}
    if not numbers:
        return match[0]  # a list after a block that has no markers for it
    prefix = f"code-{k}-note-"
    items, n = _numbered(match["items"], prefix)
    if max(numbers) > n:
        return match[0]  # more markers than notes: as the page wrote it

    def marker(m: re.Match) -> str:
        return (
            f'<a class="{NOTE}" href="#{prefix}{m["n"]}" '
            f'aria-label="{t("code note", n=m["n"])}">{m["n"]}</a>'
        )

    return (
        _MARKER.sub(marker, match["code"])
        + match["between"]
        + f'<ol class="{NOTES}">{items}</ol>'
    )
