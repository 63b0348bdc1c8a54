"""A built page read once: a light tree that keeps every byte it was read from, and
its code blocks (:class:`CodeBlock`), for ``practices/finish.py`` and the tests.

A stage that wraps whole lines of code adds its element to the :class:`Segment` runs
of those lines, and the code is rebuilt from the runs: an element that crosses a
wrapped line's edge is closed before it and opened again inside, so the markup stays
balanced by construction.
"""

from __future__ import annotations

import html
import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass
from html.parser import HTMLParser

_VOID = "area base br col embed hr img input link meta param source track wbr"
VOID = frozenset(_VOID.split())  # elements with no end tag


class Markup(str):
    """A comment, a declaration, a stray end tag (text is a plain ``str``)."""


class Element:
    """An element and the exact text of its tags (``end``: "" where there is none);
    its attributes read from its start tag, again whenever a stage rewrites it."""

    __slots__ = ("tag", "start", "end", "children", "_attrs", "_read")

    def __init__(self, tag, start, end="", children=None, attrs=None):
        self.tag, self.start, self.end = tag, start, end
        self.children = [] if children is None else children
        self._attrs, self._read = attrs, start if attrs is not None else None

    @property
    def attrs(self) -> dict[str, str | None]:
        if self._read is not self.start:
            self._attrs, self._read = _attributes(self.start), self.start
        return self._attrs

    @property
    def classes(self) -> list[str]:
        return (self.attrs.get("class") or "").split()

    def html(self) -> str:
        return "".join(self._write([], markup=True))

    def text(self) -> str:
        """The element's text, entities resolved."""
        return html.unescape("".join(self._write([], markup=False)))

    def _write(self, out: list[str], markup: bool) -> list[str]:
        if markup:
            out.append(self.start)
        for child in self.children:
            if type(child) is Element:
                child._write(out, markup)
            elif markup or type(child) is str:
                out.append(child)
        if markup:
            out.append(self.end)
        return out

    def iter(self, tag: str | None = None) -> Iterator[Element]:
        """Every element inside this one, in document order."""
        for child in self.children:
            if type(child) is Element:
                if tag is None or child.tag == tag:
                    yield child
                yield from child.iter(tag)

    def elements(self) -> list[Element]:
        return [c for c in self.children if isinstance(c, Element)]


class _Reader(HTMLParser):
    """Each token of a page, and where it starts (``updatepos`` says so). A
    ``<code>``'s content (Pygments' spans: most tags) is read by :data:`_CODE_TOKEN`
    where it holds no other markup: ``html.parser`` would take a second per build."""

    def __init__(self, page_html: str, fast: bool = True):
        super().__init__(convert_charrefs=True)
        self.fast = fast
        self.events: list[tuple] = []  # (kind, start, tag, attrs)
        self.at = self.base = 0  # where the next token starts; where rawdata does
        self.feed(page_html)
        self.base = len(page_html) - len(self.rawdata)
        self.close()
        if self.rawdata:  # a <code> the page never closes: its content
            self.handle_data(self.rawdata)

    def updatepos(self, i: int, j: int) -> int:
        self.at = self.base + j
        return j

    def handle_starttag(self, tag, attrs):
        self.events.append(("start", self.at, tag, attrs))
        if tag == "code" and self.fast:
            self.set_cdata_mode(tag)

    def handle_startendtag(self, tag, attrs):
        self.events.append(("void", self.at, tag, attrs))

    def handle_endtag(self, tag):
        self.events.append(("end", self.at, tag, None))

    def handle_data(self, data):
        if self.cdata_elem != "code":
            self.events.append(("text", self.at, None, None))
        elif _OTHER_MARKUP.search(data):  # not Pygments' alone: read it all
            reader = _Reader(data, fast=False)
            self.events += [(k, self.at + at, t, a) for k, at, t, a in reader.events]
        else:
            self.events += [_code_event(m, self.at) for m in _CODE_TOKEN.finditer(data)]

    def _other(self, *_):
        self.events.append(("markup", self.at, None, None))

    handle_comment = handle_decl = handle_pi = unknown_decl = _other


# A token of a <code> element's content: a start or end tag, text, or a lone "<"
_CODE_TOKEN = re.compile(
    r"<(/?)([a-zA-Z][^\t\n\f\r />]*)(?:[^>\"']|\"[^\"]*\"|'[^']*')*>|[^<]+|<"
)
_OTHER_MARKUP = re.compile(
    r"<[!?]|</(?![a-zA-Z])|<(?:script|style|textarea|title)\b", re.I
)


def _code_event(token: re.Match, base: int) -> tuple:
    slash, name = token[1], token[2]
    if name is None:
        return ("text", base + token.start(), None, None)
    kind = "end" if slash else "void" if token[0].endswith("/>") else "start"
    return (kind, base + token.start(), name.lower(), None)


def _attributes(start_tag: str) -> dict[str, str | None]:
    """The attributes of a start tag (none for the page's root)."""
    found: dict[str, str | None] = {}
    reader = HTMLParser()
    reader.handle_starttag = reader.handle_startendtag = lambda _, a: found.update(a)
    reader.feed(start_tag)
    return found


def parse(page_html: str, fast: bool = True) -> Element:
    """The page as a tree under a root element with no tags of its own."""
    events = _Reader(page_html, fast).events
    ends = [start for _, start, _, _ in events[1:]] + [len(page_html)]
    root = Element("", "", attrs={})
    # the elements open, the innermost last (no element knows its parent: a tree
    # without cycles is freed as soon as a page is written)
    opened = [root]
    for (kind, start, tag, attrs), end in zip(events, ends, strict=True):
        raw = page_html[start:end]
        if not raw:
            continue
        here = opened[-1].children
        if kind == "text":
            if here and type(here[-1]) is str:
                here[-1] += raw  # text read in two pieces
            else:
                here.append(raw)
        elif kind == "start" or kind == "void":
            node = Element(tag, raw, "", [], None if attrs is None else dict(attrs))
            here.append(node)
            if kind == "start" and tag not in VOID:
                opened.append(node)
        elif kind == "end":
            at = len(opened) - 1
            while at and opened[at].tag != tag:
                at -= 1
            if not at:  # closes nothing open: kept as it was
                here.append(Markup(raw))
            else:
                opened[at].end = raw  # what it encloses, left open, ends with it
                del opened[at:]
        else:
            here.append(Markup(raw))
    return root


class CodeBlock:
    """A ``div.highlight`` (in ``parent``) and what the build writes in and after it."""

    def __init__(self, div: Element, parent: Element):
        self.div, self.parent = div, parent
        self.pre = next(div.iter("pre"), None)
        self.code = None if self.pre is None else next(self.pre.iter("code"), None)
        spans = (s for s in div.elements() if s.tag == "span")
        self.caption = next((s for s in spans if "filename" in s.classes), None)
        self.notes = None  # the <ol> of its annotations: right after it, but for space
        for child in self.around()[1]:
            if isinstance(child, Element) and child.start == "<ol>":
                self.notes = child
            if isinstance(child, Markup | Element) or child.strip():
                break

    def around(self) -> tuple[list, list]:
        """What comes before its div in its parent, and what after."""
        siblings = self.parent.children
        at = next(k for k, c in enumerate(siblings) if c is self.div)
        return siblings[:at], siblings[at + 1 :]

    @property
    def language(self) -> str | None:
        found = [c[9:] for c in self.div.classes if c.startswith("language-")]
        return found[0] if found else None

    @property
    def is_output(self) -> bool:
        return "output" in self.div.classes

    @property
    def pre_in_div(self) -> bool:
        """Whether its <pre> is a child of its div, as Pygments writes it."""
        return any(c is self.pre for c in self.div.children)


def code_blocks(root: Element) -> list[CodeBlock]:
    """Every ``div.highlight`` of a page, outermost only, read into a CodeBlock."""
    found: list[CodeBlock] = []
    for child in root.elements():
        if child.tag == "div" and "highlight" in child.classes:
            found.append(CodeBlock(child, root))
        else:
            found += code_blocks(child)
    return found


# --- Code as runs of text, line by line ------------------------------------------


@dataclass(slots=True)
class Segment:
    """A piece of code text (at most a line, its newline last) or an empty element,
    and the elements around it inside ``<code>``, outermost first."""

    node: str | Element
    path: tuple[Element, ...]
    line: int  # 1-based

    @property
    def is_text(self) -> bool:
        return type(self.node) is str


def segments(code: Element) -> list[Segment]:
    """The code's content as runs, each text split after each newline."""
    out: list[Segment] = []
    line = 1

    def walk(node: Element, path: tuple[Element, ...]) -> None:
        nonlocal line
        for child in node.children:
            if type(child) is str:
                *ended, rest = child.split("\n")
                for piece in ended:
                    out.append(Segment(piece + "\n", path, line))
                    line += 1
                if rest:
                    out.append(Segment(rest, path, line))
            elif type(child) is Element and child.children:
                walk(child, (*path, child))
            else:  # an empty element, or markup
                out.append(Segment(child, path, line))

    walk(code, ())
    return out


def rebuild(code: Element, runs: list[Segment]) -> None:
    """Put the runs back as the code's content, split elements closed and reopened."""
    code.children = []
    stack: list[tuple[Element, Element]] = []  # (element of the runs, its copy)
    last, into = (), code
    for run in runs:
        path = run.path
        if path is not last:
            same, most = 0, min(len(stack), len(path))
            while same < most and stack[same][0] is path[same]:
                same += 1
            del stack[same:]
            into = stack[-1][1] if stack else code
            for element in path[same:]:
                end = element.end or f"</{element.tag}>"
                copy = Element(element.tag, element.start, end)
                into.children.append(copy)
                stack.append((element, copy))
                into = copy
            last = path
        into.children.append(run.node)


def lines(runs: list[Segment]) -> list[list[int]]:
    """The indices of each line's runs, line by line."""
    by_line = itertools.groupby(range(len(runs)), key=lambda k: runs[k].line)
    return [list(ks) for _, ks in by_line]


def wrap(runs: list[Segment], first: int, last: int, wrapper: Element, depth=0):
    """Put runs ``first`` to ``last`` inside ``wrapper``, below the ``depth``
    elements around them all."""
    made: dict[int, tuple] = {}  # each path, once: {id: (path, with the wrapper)}
    for run in runs[first : last + 1]:
        path = run.path
        if id(path) not in made:
            made[id(path)] = (path, (*path[:depth], wrapper, *path[depth:]))
        run.path = made[id(path)][1]
