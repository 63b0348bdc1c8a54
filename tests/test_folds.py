"""A block reads as a recipe: the lines that check it are folded, one click away.

The build folds the lines of each Python block that check or echo what it shows
(site_extensions/check_lines.py decides which, site_extensions/folds.py folds
them). These tests read the built pages of both languages back:

- in the default view at most a tenth of the code lines a reader sees are checks or
  echoes, counted here by a rule of their own, wider than the one that folds:
  every ``assert``, every ``print``, every ``assert_…`` call and every ``raise
  AssertionError`` (with its ``else:``);
- nothing is lost: each block's lines, those in view and those folded, are its
  code, line for line and whole, each folded run has its mark and the block its
  button, worded in the page's language.

tests/browser/test_checks_folded.py clicks the button; tests/test_guards.py proves
that every line of a block, folded or not, ran.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass

import pytest
from harness import rendered, site
from harness.blocks import page_blocks

from site_extensions import folds, i18n, pages
from site_extensions.check_lines import check_lines

PAGES = site.pages()
LIMIT = 0.10  # the most of the lines in view that may check or echo

# --- Reading a built page's Python blocks back ----------------------------------


def shown_blocks(page_html: str) -> list[rendered.RenderedBlock]:
    """The Python blocks of a built page, as harness.rendered reads them back."""
    return [b for b in rendered.code_blocks(page_html) if b.language == "python"]


# --- What counts as a check or an echo: a rule of its own -----------------------


def _checking(node: ast.stmt) -> bool:
    if isinstance(node, ast.Assert):
        return True
    if isinstance(node, ast.Raise) and node.exc is not None:
        exc = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
        return getattr(exc, "id", "") == "AssertionError"
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
        func = node.value.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        return name == "print" or name.startswith("assert_")
    return False


def checking_lines(code: str) -> set[int]:
    """The lines (1-based) of every assert, print, ``assert_…`` call and ``raise
    AssertionError``, and of an ``else:`` that only raises AssertionError."""
    source = code.splitlines()
    try:
        tree = ast.parse(code)
    except SyntaxError:  # not a whole program: its lines, one by one
        pattern = re.compile(r"\s*(assert\b|print\(|raise AssertionError\b)")
        return {k for k, line in enumerate(source, 1) if pattern.match(line)}
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.stmt) and _checking(node):
            found |= set(range(node.lineno, node.end_lineno + 1))
            above = node.lineno - 1
            if above and source[above - 1].strip() == "else:":
                found.add(above)
    return found


def counted(line: str) -> bool:
    """A line of code, as the figures count them: not blank, not only a comment."""
    text = line.strip()
    return bool(text) and not text.startswith("#")


@dataclass
class Tally:
    lines: int = 0  # counted lines
    checking: int = 0
    shown: int = 0  # counted lines in the default view
    shown_checking: int = 0

    def add(self, block: rendered.RenderedBlock) -> None:
        checks = checking_lines(block.code)
        for k, (line, hidden) in enumerate(block.lines(), 1):
            if not counted(line):
                continue
            self.lines += 1
            self.checking += k in checks
            if not hidden:
                self.shown += 1
                self.shown_checking += k in checks

    def __str__(self) -> str:
        before = self.checking / self.lines
        after = self.shown_checking / self.shown
        return (
            f"every line: {self.checking} of {self.lines} check or echo "
            f"({before:.1%}); in the default view: {self.shown_checking} of "
            f"{self.shown} ({after:.1%})"
        )


# --- The rule that folds ----------------------------------------------------------


def _folded(code: str) -> list[str]:
    lines = code.splitlines()
    return [lines[k - 1] for k in sorted(check_lines(code))]


def test_checks_fold_with_their_comments_and_echoes():
    code = (
        "import torch\n"
        "\n"
        "x = torch.zeros(2, 1)\n"
        "y = x.squeeze()\n"
        "print(y.shape)\n"
        "# one dimension fewer\n"
        "assert y.shape == (2,)\n"
        "torch.testing.assert_close(y, torch.zeros(2))\n"
        "print('done')\n"
    )
    assert _folded(code) == [
        "print(y.shape)",
        "# one dimension fewer",
        "assert y.shape == (2,)",
        "torch.testing.assert_close(y, torch.zeros(2))",
    ]


def test_a_print_no_check_uses_stays():
    code = "x = 1\nprint(x + 1)\nassert len('a') == 1\ny = x\nprint(y)\n"
    assert _folded(code) == ["assert len('a') == 1"]


def test_a_failing_call_stays_and_its_else_folds():
    code = (
        "try:\n"
        "    int('x')\n"
        "except ValueError as error:\n"
        '    print(f"ValueError: {error}")\n'
        '    assert "invalid" in str(error)\n'
        "else:\n"
        "    raise AssertionError(\"int('x') should fail\")\n"
        "\n"
        "n = 2\n"
    )
    # the print stays: the except line needs a statement in view under it
    assert _folded(code) == [
        '    assert "invalid" in str(error)',
        "else:",
        "    raise AssertionError(\"int('x') should fail\")",
    ]


def test_a_line_that_opens_a_block_keeps_a_statement_under_it():
    code = (
        "try:\n"
        "    int('x')\n"
        "except ValueError as error:\n"
        "    # the message names the text\n"
        "    assert \"'x'\" in str(error)\n"
        "    assert 'invalid' in str(error)\n"
        "else:\n"
        "    raise AssertionError\n"
    )
    assert _folded(code) == [
        "    assert 'invalid' in str(error)",
        "else:",
        "    raise AssertionError",
    ]


def test_a_loop_of_checks_folds_whole_and_a_trailing_blank_line_with_it():
    code = "xs = [1, 2]\n\nfor x in xs:\n    assert x > 0\n"
    assert _folded(code) == ["", "for x in xs:", "    assert x > 0"]


def test_an_annotated_line_stays():
    code = "x = 1\nassert x == 1  # (1)!\nassert x > 0\n"
    assert _folded(code) == ["assert x > 0"]


def test_a_block_that_is_not_a_program_folds_nothing():
    assert check_lines("assert (\n") == set()


def test_the_wrapping_keeps_the_text_and_balances_a_span_across_lines():
    body = (
        '<span class="n">x</span> = 1\n'
        '<span class="hll"><span class="k">assert</span> x\n'
        '<span class="n">y</span> = x\n</span>'
        '<span class="k">assert</span> y\n'
    )
    wrapped, n = folds._wrap(body, {2, 4})
    assert n == 2
    assert folds.code_text(wrapped) == folds.code_text(body)
    block = shown_blocks(
        '<div class="language-python highlight"><pre><code>'
        f"{wrapped}</code></pre></div>"
    )[0]
    assert [hidden for _, hidden in block.lines()] == [False, True, False, True]
    assert wrapped.count("<span") == wrapped.count("</span>")


def test_the_parser_keeps_each_block_to_itself():
    """A block's language comes from a class that starts with language-, and what
    one block leaves open (a <code> never closed) takes nothing after it."""
    html = (
        '<div class="x-language-y highlight"><pre><code>a = 1\n</pre></div>'
        "<p>between</p>"
        '<div class="language-python highlight"><pre><code>b = 2\n</code></pre></div>'
    )
    first, second = rendered.code_blocks(html)
    assert (first.language, first.code) == (None, "a = 1\n")
    assert (second.language, second.code) == ("python", "b = 2\n")


def test_the_counting_finds_checks_and_echoes():
    code = "x = 1\nprint(x)\nif x:\n    pass\nelse:\n    raise AssertionError\n"
    assert checking_lines(code) == {2, 5, 6}
    tally = Tally()
    tally.add(rendered.RenderedBlock("python", pieces=[(code, False)]))
    assert (tally.lines, tally.checking, tally.shown_checking) == (6, 3, 3)


# --- The built pages ------------------------------------------------------------


def _page_html(page, built_site) -> str:
    return rendered.html_for(page, built_site).read_text(encoding="utf-8")


def test_few_of_the_lines_in_view_check_or_echo(built_site, capsys):
    tally = Tally()
    for page in PAGES:
        for block in shown_blocks(_page_html(page, built_site)):
            tally.add(block)
    with capsys.disabled():
        print(f"\nPython blocks of {len(PAGES)} pages: {tally}")
    assert tally.lines and tally.shown
    assert tally.shown_checking <= LIMIT * tally.shown, str(tally)


def _expected_words(page, n: int) -> tuple[str, str]:
    lang = pages.language_of(page)
    one = n == 1
    return (
        i18n.t("show check" if one else "show checks", lang, n=n),
        i18n.t("hide check" if one else "hide checks", lang, n=n),
    )


def _lines(code: str) -> list[str]:
    return [line.rstrip() for line in code.strip("\n").splitlines()]


def _within(code: list[str], part: list[str]) -> bool:
    n = len(part)
    return any(code[i : i + n] == part for i in range(len(code) - n + 1))


@pytest.mark.parametrize("page", PAGES, ids=[site.relative(p) for p in PAGES])
def test_no_line_is_lost_and_each_fold_has_its_control(page, built_site):
    ran = [_lines(b.code) for b in page_blocks(page) if b.is_python and b.runs]
    for block in shown_blocks(_page_html(page, built_site)):
        lines = block.lines()
        where = f"{site.relative(page)}: {block.code.splitlines()[:2]}"
        # the lines in view and the folded ones, together, are code that ran,
        # line for line, and whole lines fold
        assert any(_within(code, _lines(block.code)) for code in ran), where
        assert all(hidden is not None for _, hidden in lines), where
        folded = [line for line, hidden in lines if hidden]
        expected = set(check_lines(block.code))
        assert [k for k, (_, h) in enumerate(lines, 1) if h] == sorted(expected), where
        if not folded:
            assert block.button is None and folds.FOLDED not in block.classes, where
            continue
        runs = sum(
            1
            for k, (_, hidden) in enumerate(lines)
            if hidden and (k == 0 or not lines[k - 1][1])
        )
        assert block.marks == runs, where
        assert folds.FOLDED in block.classes, where
        button = block.button
        assert button is not None, where
        assert button.get("type") == "button", where
        assert button.get("aria-expanded") == "false", where
        assert button.get("aria-controls") == block.block_id, where
        n = sum(1 for line in folded if line.strip())
        show, hide = _expected_words(page, n)
        assert (button.get("data-show"), button.get("data-hide")) == (show, hide)
