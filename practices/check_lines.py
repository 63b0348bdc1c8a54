"""Which lines of a Python program check what it shows, rather than do it: the build
folds them (``practices/folds.py``) for a reader who came for the recipe. From the
program's syntax tree alone, they are:

- a **check**: an ``assert``, an ``assert_…(…)`` call (``torch.testing.assert_close``),
  ``raise AssertionError(…)``, an ``if``, ``for``, ``while`` or ``with`` of nothing
  but checks, and the ``else:`` of a ``try``, ``if``, ``for`` or ``while`` of nothing
  but checks (``try: … except E: … else: raise AssertionError(…)``);
- an **echo**: a ``print(…)`` followed directly by checks (other prints may come
  between) that use a name it prints: it shows what they check (its output stays, in
  the Output block under the code);
- except where folding would leave a line that opens a block (``except E as error:``,
  ``if …:``) with no statement under it in view: there the block's prints stay, or,
  if it has none, its first check;
- a **comment** line directly above a folded line, and a blank line before lines
  folded at the end of the program or between two blank lines.

Nothing else folds: the code that does the work, the print of a value no check uses,
and a line with a code annotation (``# (1)!``).
"""

from __future__ import annotations

import ast
import builtins
import functools
import re

from .pages import MARKED

_BUILTINS = frozenset(dir(builtins))


def _lines(node: ast.AST) -> set[int]:
    return set(range(node.lineno, node.end_lineno + 1))


def _called(node: ast.stmt) -> str:
    """The name of the function an expression statement calls, if it is a call."""
    if not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)):
        return ""
    func = node.value.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def is_check(node: ast.stmt) -> bool:
    """An assert, an ``assert_…`` call, ``raise AssertionError``, or a compound
    statement made of nothing else."""
    if isinstance(node, ast.Assert) or _called(node).startswith("assert_"):
        return True
    if isinstance(node, ast.Raise) and node.exc is not None:
        exc = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
        return isinstance(exc, ast.Name) and exc.id == "AssertionError"
    if isinstance(node, (ast.If, ast.For, ast.While, ast.With)):
        return all(is_check(s) for s in [*node.body, *getattr(node, "orelse", [])])
    return False


def is_print(node: ast.stmt) -> bool:
    return _called(node) == "print" and isinstance(node.value.func, ast.Name)


def _names(nodes: list[ast.AST], ignored: set[str]) -> set[str]:
    return {
        n.id
        for node in nodes
        for n in ast.walk(node)
        if isinstance(n, ast.Name) and n.id not in ignored
    }


def _imported(tree: ast.Module) -> set[str]:
    """The names the program's imports bind (``torch``, ``nn``): every line uses
    them, so sharing one says nothing."""
    return {
        (alias.asname or alias.name).split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, (ast.Import, ast.ImportFrom))
        for alias in node.names
    }


class _Finder:
    def __init__(self, code: str, tree: ast.Module):
        self.source = code.splitlines()
        self.ignored = _BUILTINS | _imported(tree)
        self.folded: set[int] = set()

    def annotated(self, node: ast.AST) -> bool:
        lines = self.source[node.lineno - 1 : node.end_lineno]
        return any(MARKED.search(line) for line in lines)

    def fold(self, node: ast.AST) -> None:
        if not self.annotated(node):
            self.folded |= _lines(node)

    def echoes(self, body: list[ast.stmt], k: int) -> bool:
        """Whether the print ``body[k]`` echoes the checks that follow it."""
        checks = []
        for node in body[k + 1 :]:
            if is_check(node):
                checks.append(node)
            elif not is_print(node):
                break
        printed = _names([body[k].value], self.ignored)
        return bool(checks) and bool(printed & _names(checks, self.ignored))

    def body(self, body: list[ast.stmt], headed: bool) -> None:
        """Fold what checks in one block of statements (``headed``: under a line
        that stays in view, which must keep a statement in view under it)."""
        if not body:
            return
        echoes = []
        for k, node in enumerate(body):
            if is_check(node):
                self.fold(node)
            elif is_print(node):
                if self.echoes(body, k) and not self.annotated(node):
                    echoes.append(node)
            else:
                self.compound(node)
        every = set().union(*(_lines(n) for n in body))
        shown = every - self.folded - set().union(*(_lines(n) for n in echoes))
        if headed and not shown:
            # The block's opening line stays in view, so a statement under it
            # stays too: its prints, else its first check
            if not echoes:
                self.folded -= _lines(body[0])
            return
        for node in echoes:
            self.fold(node)

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
        """The line of the ``else`` keyword that opens ``orelse`` (None for
        ``elif``)."""
        before = [*getattr(node, "body", []), *getattr(node, "handlers", [])]
        after = max(n.end_lineno for n in before) if before else node.lineno
        # between the last statement before it and the first after it, only
        # comments and blank lines: the line that starts with the keyword is it
        lines = range(after, orelse[0].lineno + 1)
        found = [k for k in lines if _ELSE.match(self.source[k - 1])]
        return found[-1] if found else None


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
    """The lines (1-based) of ``code`` that fold: its checks, echoes and their
    comments. None where the code is not a whole Python program."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return frozenset()
    finder = _Finder(code, tree)
    finder.body(tree.body, headed=False)
    return frozenset(_comments_and_blanks(code.splitlines(), finder.folded))
