"""A built page read once: a light tree that keeps every byte it was read from, and
its code blocks, each read into one :class:`CodeBlock`.

``site_extensions/finish.py`` runs the build's HTML stages over it, and
``tests/harness/rendered.py`` reads built pages back with it: one reading of a
rendered code block for the build and the tests.

A code block's lines are handled as :class:`Segment` runs (a piece of text or an
empty element, with the elements around it inside ``<code>``): a stage that wraps
whole lines (a fold, a long line) adds its element to the runs of those lines, and
the code is rebuilt from the runs, so an element that crosses a wrapped line's edge
(a highlighted line) is closed before it and opened again inside: the markup stays
balanced by construction.
"""

from __future__ import annotations

import html
from collections.abc import Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import PurePosixPath

VOID = frozenset(
    [
        "area",
        "base",
        "br",
        "col",
        "embed",
        "hr",
        "img",
        "input",
        "link",
        "meta",
        "param",
        "source",
        "track",
        "wbr",
    ]
)


class Markup(str):
    """A piece of a page that is not text: a comment, a declaration, a stray end
    tag. Text is a plain ``str``, as written in the page (entities unresolved)."""


@dataclass(eq=False)
class Element:
    """An element and the exact text of its start and end tags (``end`` is "" for
    a void element or one the page never closes)."""

    tag: str
    attrs: dict[str, str | None]
    start: str
    end: str = ""
    children: list = field(default_factory=list)  # Element | str | Markup
    parent: Element | None = field(default=None, repr=False)

    @property
    def classes(self) -> list[str]:
        return (self.attrs.get("class") or "").split()

    def html(self) -> str:
        return "".join(_serialise(self))

    def text(self) -> str:
        """The element's text, entities resolved."""
        return html.unescape("".join(n for n in self.iter_text()))

    def iter_text(self) -> Iterator[str]:
        for child in self.children:
            if isinstance(child, Element):
                yield from child.iter_text()
            elif not isinstance(child, Markup):
                yield child

    def iter(self, tag: str | None = None) -> Iterator[Element]:
        """Every element inside this one, in document order."""
        for child in self.children:
            if isinstance(child, Element):
                if tag is None or child.tag == tag:
                    yield child
                yield from child.iter(tag)

    def elements(self) -> list[Element]:
        return [c for c in self.children if isinstance(c, Element)]

    def set_children(self, children: list) -> None:
        self.children = children
        for node in children:
            if isinstance(node, Element):
                node.parent = self


def _serialise(node) -> Iterator[str]:
    if not isinstance(node, Element):
        yield node
        return
    yield node.start
    for child in node.children:
        yield from _serialise(child)
    yield node.end


class _Reader(HTMLParser):
    """Each token of a page and where it starts; the tree is built from them."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.events: list[tuple] = []  # (kind, line, column, tag, attrs)

    def handle_starttag(self, tag, attrs):
        self.events.append(("start", *self.getpos(), tag, attrs))

    def handle_startendtag(self, tag, attrs):
        self.events.append(("void", *self.getpos(), tag, attrs))

    def handle_endtag(self, tag):
        self.events.append(("end", *self.getpos(), tag, None))

    def handle_data(self, data):
        self.events.append(("text", *self.getpos(), None, None))

    def _other(self, *_):
        self.events.append(("markup", *self.getpos(), None, None))

    handle_comment = handle_decl = handle_pi = unknown_decl = _other


def parse(page_html: str) -> Element:
    """The page as a tree under a root element with no tags of its own."""
    reader = _Reader()
    reader.feed(page_html)
    reader.close()
    starts = [0]
    at = page_html.find("\n")
    while at >= 0:
        starts.append(at + 1)
        at = page_html.find("\n", at + 1)
    offsets = [starts[line - 1] + column for _, line, column, _, _ in reader.events]
    offsets.append(len(page_html))
    root = Element("", {}, "")
    here = root
    for k, (kind, _, _, tag, attrs) in enumerate(reader.events):
        raw = page_html[offsets[k] : offsets[k + 1]]
        if not raw:
            continue
        if kind == "text":
            here.children.append(raw)
        elif kind == "start":
            node = Element(tag, dict(attrs), raw, parent=here)
            here.children.append(node)
            if tag not in VOID:
                here = node
        elif kind == "void":
            here.children.append(Element(tag, dict(attrs), raw, parent=here))
        elif kind == "end":
            open_ = here
            while open_ is not root and open_.tag != tag:
                open_ = open_.parent
            if open_ is root:  # closes nothing open: kept as it was
                here.children.append(Markup(raw))
            else:
                open_.end = raw  # what it encloses, left open, ends with it
                here = open_.parent
        else:
            here.children.append(Markup(raw))
    return root


# --- A code block ------------------------------------------------------------------


@dataclass(eq=False)
class CodeBlock:
    """A code block as the built page carries it: a ``div.highlight`` and what the
    build writes in it and after it."""

    div: Element
    pre: Element | None = None  # its code's <pre>
    code: Element | None = None  # the <code> in it
    caption: Element | None = None  # its span.filename
    notes: Element | None = None  # the <ol> of its annotations, right after it

    @property
    def classes(self) -> list[str]:
        return self.div.classes

    @property
    def language(self) -> str | None:
        prefix = "language-"
        found = [c[len(prefix) :] for c in self.classes if c.startswith(prefix)]
        return found[0] if found else None

    @property
    def is_output(self) -> bool:
        return "output" in self.classes


def code_blocks(root: Element) -> list[CodeBlock]:
    """Every ``div.highlight`` of a page, outermost only, read into a CodeBlock."""
    found: list[CodeBlock] = []

    def visit(node: Element) -> None:
        for child in node.children:
            if not isinstance(child, Element):
                continue
            if child.tag == "div" and "highlight" in child.classes:
                found.append(_block(child))
            else:
                visit(child)

    visit(root)
    return found


def _block(div: Element) -> CodeBlock:
    block = CodeBlock(div)
    block.pre = next(div.iter("pre"), None)
    if block.pre is not None:
        block.code = next(block.pre.iter("code"), None)
    block.caption = next(
        (s for s in div.iter("span") if "filename" in s.classes and s.parent is div),
        None,
    )
    after = next_element(div)
    if after is not None and after.start == "<ol>":
        block.notes = after
    return block


def next_element(node: Element) -> Element | None:
    """The element after ``node``, with nothing but white space between."""
    siblings = node.parent.children
    at = next(k for k, c in enumerate(siblings) if c is node)
    for child in siblings[at + 1 :]:
        if isinstance(child, Element):
            return child
        if isinstance(child, Markup) or child.strip():
            return None
    return None


# --- Code as runs of text, line by line ------------------------------------------


@dataclass(eq=False)
class Segment:
    """A piece of a code's text (at most one line, its newline last) or an empty
    element, and the elements around it inside ``<code>``, outermost first."""

    node: str | Element
    path: tuple[Element, ...]
    line: int  # 1-based

    @property
    def is_text(self) -> bool:
        return not isinstance(self.node, (Element, Markup))


def segments(code: Element) -> list[Segment]:
    """The code's content as runs, each text split after each newline."""
    out: list[Segment] = []
    line = 1

    def walk(node: Element, path: tuple[Element, ...]) -> None:
        nonlocal line
        for child in node.children:
            if isinstance(child, Element) and child.children:
                walk(child, (*path, child))
            elif isinstance(child, (Element, Markup)):
                out.append(Segment(child, path, line))
            else:
                *ended, rest = child.split("\n")
                for piece in ended:
                    out.append(Segment(piece + "\n", path, line))
                    line += 1
                if rest:
                    out.append(Segment(rest, path, line))

    walk(code, ())
    return out


def rebuild(code: Element, runs: list[Segment]) -> None:
    """Put the runs back as the code's content: an element split by a wrapper
    around some of its lines is closed and opened again."""
    code.children = []
    stack: list[tuple[Element, Element]] = []  # (element of the runs, its copy)
    for run in runs:
        same = 0
        while same < min(len(stack), len(run.path)):
            if stack[same][0] is not run.path[same]:
                break
            same += 1
        del stack[same:]
        for element in run.path[same:]:
            parent = stack[-1][1] if stack else code
            end = element.end or f"</{element.tag}>"
            copy = Element(element.tag, element.attrs, element.start, end, [], parent)
            parent.children.append(copy)
            stack.append((element, copy))
        (stack[-1][1] if stack else code).children.append(run.node)


def lines(runs: list[Segment]) -> list[list[int]]:
    """The indices of each line's runs, line by line."""
    out: list[list[int]] = []
    for k, run in enumerate(runs):
        if not out or runs[out[-1][0]].line != run.line:
            out.append([])
        out[-1].append(k)
    return out


def wrap(runs: list[Segment], first: int, last: int, wrapper: Element, depth=0):
    """Put runs ``first`` to ``last`` inside ``wrapper``, below the ``depth``
    elements around them all."""
    for run in runs[first : last + 1]:
        run.path = (*run.path[:depth], wrapper, *run.path[depth:])


# --- A page being finished ------------------------------------------------------------


@dataclass
class Page:
    """A page being finished: its tree, its blocks, and where it is."""

    root: Element
    blocks: list[CodeBlock]
    url: str = ""
    repo_url: str = ""
    counters: dict[str, int] = field(default_factory=dict)

    def next(self, name: str) -> int:
        self.counters[name] = self.counters.get(name, 0) + 1
        return self.counters[name]

    @property
    def to_root(self) -> str:
        return "../" * len(PurePosixPath(self.url).parts) if self.url else ""
