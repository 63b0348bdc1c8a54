"""Code annotations drawn by the build: each marker ``# (1)!`` a numbered link to its
note ("Note 1" to a screen reader), the list left under the block. Material's
JavaScript would make them tooltips, placing each as the page loads: on a phone most
of the main thread's work (total blocking time 532 ms on *Training loop recipes*, 29
annotations; 212 ms without). Copies and the tests' code are unchanged.
"""

from __future__ import annotations

from . import pages
from .i18n import t
from .rendered import Element

NOTE = "code-note"  # the marker in the code
NOTES = "code-notes"  # the list under the block
# The marker as Pygments highlights it: a comment of its own at the end of a line
_COMMENT = '<span class="c1">'


def as_written(n: str, language: str | None = "python") -> str:
    """The marker comment the page's source has for note ``n`` (for the tests)."""
    return f"{'//' if language in pages.CPP else '#'} ({n})!"


def draw_notes(page) -> None:
    """The stage (``page``: a ``finish.Page``): a block's notes are the ``<ol>``
    right after it, where its ``<pre>`` ends it (but for a fold's button)."""
    for block in page.blocks:
        if block.notes is None or not block.pre_in_div:
            continue
        children = block.div.children
        after = children[children.index(block.pre) + 1 :]
        if after and isinstance(after[0], Element) and after[0].tag == "button":
            after = after[1:]
        if all(type(c) is str and not c.strip() for c in after):
            _draw(block.pre, block.notes, page.next("notes"))


def _draw(pre: Element, notes: Element, k: int) -> None:
    markers = []  # (the comment's span, its number)
    for span in pre.iter("span"):
        if span.start == _COMMENT and span.end == "</span>" and len(span.children) == 1:
            text = span.children[0]
            if m := type(text) is str and pages.MARKER.fullmatch(text):
                markers.append((span, m["n"]))
    items = [li for li in notes.elements() if li.tag == "li" and li.start == "<li>"]
    if not markers or max(int(n) for _, n in markers) > len(items):
        return  # no markers for the list, or more than notes: as the page wrote it
    prefix = f"code-{k}-note-"
    for span, n in markers:
        span.start = (
            f'<a class="{NOTE}" href="#{prefix}{n}" aria-label="{t("code note", n=n)}">'
        )
        span.tag, span.end, span.children = "a", "</a>", [n]
    for number, li in enumerate(items, 1):
        li.start = f'<li id="{prefix}{number}">'
    notes.start = f'<ol class="{NOTES}">'
