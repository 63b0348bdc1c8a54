"""Which lines of a Python program check what it shows, rather than do it: the build
folds them (``practices/folds.py``). From the syntax tree alone, they are:

- a **check**: an ``assert``, an ``assert_…(…)`` call, ``raise AssertionError(…)``,
  an ``if``, ``for``, ``while`` or ``with`` of nothing but checks, and the ``else:``
  of a compound statement of nothing but checks; but where folding would leave a
  line that opens a block with nothing under it in view, its first check stays;
- **setup**: an assignment or import whose names only folded lines use, until none
  is left, but never the last statement in view in a block or the program;
- a **comment** line directly above a folded line, and a blank line before lines
  folded at the end of the program or between two blank lines.

Never the work, a ``print`` (its Output is shown), or a line with an annotation.
"""

from __future__ import annotations

import ast
import builtins
import functools
import re

from .pages import MARKED


def _lines(node: ast.AST) -> set[int]:
    return set(range(node.lineno, node.end_lineno + 1))


def is_check(node: ast.stmt) -> bool:
    """An assert, ``assert_…``, ``raise AssertionError``, or a compound of them."""
    call = node.value if isinstance(node, ast.Expr) else None
    func = getattr(call, "func", None)  # what an expression statement calls
    name = getattr(func, "attr", None) or getattr(func, "id", "")
    if isinstance(node, ast.Assert) or name.startswith("assert_"):
        return True
    if isinstance(node, ast.Raise) and node.exc is not None:
        exc = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
        return isinstance(exc, ast.Name) and exc.id == "AssertionError"
    if isinstance(node, (ast.If, ast.For, ast.While, ast.With)):
        return all(is_check(s) for s in [*node.body, *getattr(node, "orelse", [])])
    return False


def _bound(node: ast.stmt) -> set[str]:
    """The names an assignment or import binds; none where it also stores into an
    attribute or an item (a shown line may read the object), calls anything but
    what only reads, or multiplies matrices."""
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        module = getattr(node, "module", None) or node.names[0].name
        if module.split(".")[0] == "torch":
            return set()  # torch's imports stay: the recipe is PyTorch
        return {(a.asname or a.name).split(".")[0] for a in node.names}
    if not isinstance(node, _ASSIGNS) or not node.value:
        return set()
    targets = getattr(node, "targets", None) or [node.target]
    stored = [n for t in targets for n in ast.walk(t)]
    if any(isinstance(n, (ast.Attribute, ast.Subscript)) for n in stored):
        return set()
    found = list(ast.walk(node.value))
    calls = [n.func for n in found if isinstance(n, ast.Call)]
    if not all(map(_inert, calls)) or any(isinstance(n, ast.MatMult) for n in found):
        return set()  # it does work a reader came for, or may
    return {n.id for n in stored if isinstance(n, ast.Name)}


def _inert(func: ast.expr) -> bool:
    """A call that only reads: a builtin such as ``len`` (not ``open``), a function
    of ``inspect``, or a method of a string written out (``" ".join``)."""
    if isinstance(func, ast.Name):
        return func.id in _READERS
    owner = getattr(func, "value", None)
    return getattr(owner, "id", "") == "inspect" or isinstance(owner, ast.Constant)


_ASSIGNS = (ast.Assign, ast.AnnAssign, ast.AugAssign)
_DOING = {"print", "open", "next", "input", "exec", "eval", "setattr", "delattr"}
_READERS = frozenset(dir(builtins)) - _DOING - {"__import__", "breakpoint"}


class _Finder:
    def __init__(self, code: str, tree: ast.Module):
        self.source, self.tree = code.splitlines(), tree
        self.folded: set[int] = set()

    def annotated(self, node: ast.AST) -> bool:
        lines = self.source[node.lineno - 1 : node.end_lineno]
        return any(MARKED.search(line) for line in lines)

    def body(self, body: list[ast.stmt], headed: bool) -> None:
        """Fold the checks of one block of statements (``headed``: under a line
        that stays in view, which must keep a statement in view under it)."""
        for node in body:
            if not is_check(node):
                self.compound(node)
            elif not self.annotated(node):
                self.folded |= _lines(node)
        if headed and body and all(_lines(n) <= self.folded for n in body):
            self.folded -= _lines(body[0])

    def compound(self, node: ast.stmt) -> None:
        for part in [*getattr(node, "handlers", []), *getattr(node, "cases", [])]:
            self.body(part.body, headed=True)
        self.body(getattr(node, "body", None) or [], headed=True)
        orelse = getattr(node, "orelse", None) or []
        if orelse and all(is_check(s) for s in orelse) and not self.annotated(node):
            word = self.else_line(node, orelse)
            if word is not None:
                self.folded |= set(range(word, orelse[-1].end_lineno + 1))
                return
        self.body(orelse, headed=True)
        self.body(getattr(node, "finalbody", None) or [], headed=True)

    def else_line(self, node: ast.stmt, orelse: list[ast.stmt]) -> int | None:
        """The line of the ``else`` that opens ``orelse`` (None for ``elif``)."""
        before = [*getattr(node, "body", []), *getattr(node, "handlers", [])]
        after = max(n.end_lineno for n in before) if before else node.lineno
        # between the last statement before it and the first after it, only
        # comments and blank lines: the line that starts with the keyword is it
        lines = range(after, orelse[0].lineno + 1)
        found = [k for k in lines if _ELSE.match(self.source[k - 1])]
        return found[-1] if found else None

    def setup(self) -> None:
        """Fold each assignment or import whose names only folded lines read,
        again while one more folds: folding one may leave another so."""
        read: dict[str, set[int]] = {}
        for n in ast.walk(self.tree):
            if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Store):
                read.setdefault(n.id, set()).add(n.lineno)
        fields = ("body", "orelse", "finalbody")
        bodies = [getattr(n, f, None) for n in ast.walk(self.tree) for f in fields]
        bodies = [b for b in bodies if isinstance(b, list)]
        while found := [n for b in bodies for n in self.dangling(b, read)]:
            self.folded |= _lines(found[0])

    def dangling(self, body: list[ast.stmt], read: dict[str, set[int]]):
        shown = [n for n in body if not _lines(n) <= self.folded]
        for node in shown if len(shown) > 1 else []:  # never the last in view
            names = _bound(node)
            readers = set().union(*(read.get(x, set()) for x in names)) - _lines(node)
            if readers and readers <= self.folded and not self.annotated(node):
                yield node


_ELSE = re.compile(r"\s*else\b")


def _comments_and_blanks(source: list[str], folded: set[int]) -> set[int]:
    """The folded lines with the comment lines directly above them, and the blank
    lines that would otherwise be left doubled or at the end."""
    out = set(folded)
    for k in range(len(source), 0, -1):
        text = source[k - 1].strip()
        if k + 1 in out and text.startswith("#") and not MARKED.search(text):
            out.add(k)
    last = len(source)
    while last and not source[last - 1].strip():
        last -= 1
    for k in range(1, len(source) + 1):
        if source[k - 1].strip() or k in out or k + 1 not in out:
            continue  # not a blank line with folded lines right after it
        run_end = k + 1
        while run_end in out:
            run_end += 1
        if run_end > last or not source[run_end - 1].strip():
            out.add(k)
    return out


@functools.lru_cache(maxsize=4096)  # once for a program both languages' pages show
def check_lines(code: str) -> frozenset[int]:
    """The lines (1-based) of ``code`` that fold; none if it is not whole Python."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return frozenset()
    finder = _Finder(code, tree)
    finder.body(tree.body, headed=False)
    finder.setup()
    return frozenset(_comments_and_blanks(code.splitlines(), finder.folded))
