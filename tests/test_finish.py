"""The build's HTML stages (practices/finish.py, over the code blocks that
practices/rendered.py reads), each checked on small pages and on the built
site of both languages:

- the page is read and written back byte for byte where no stage touches it;
- **folds** (practices/folds.py, check_lines.py): a block reads as a recipe.
  In the default view at most LIMIT of the code lines a reader sees are checks,
  counted here by a rule of their own, wider than the one that folds: every
  ``assert``, every ``assert_…`` call and every ``raise AssertionError`` (with its
  ``else:``); and every ``print`` stays in view, so the line that makes an Output is
  on the screen above it. Nothing is lost: each block's lines, those
  in view and those folded, are its code, line for line and whole, each folded run
  has its mark and the block its button, worded in the page's language
  (tests/browser/test_checks_folded.py clicks it; tests/test_guards.py proves that
  every line of a block, folded or not, ran);
- **notes** (practices/code_notes.py): each marker ``# (N)!`` of a block
  becomes a numbered link to note N of the list under the block, with a name a
  screen reader reads in the page's language; nothing else changes; and no built
  page is left with a marker that the browser would show raw;
- **plain tokens** (practices/plain_tokens.py) lose their element, and
  **long lines** (practices/long_lines.py) are marked for the phone's
  hanging indent, the code's text unchanged.
"""

from __future__ import annotations

import ast
import html
import re
from dataclasses import dataclass

import pytest

from practices import (
    copies,
    finish,
    folds,
    i18n,
    long_lines,
    pages,
    plain_tokens,
)
from practices import rendered as reader
from practices.check_lines import check_lines
from practices.pages import ROOT
from practices.testing import rendered, site
from practices.testing.blocks import page_blocks

PAGES = site.pages()
LIMIT = 0.02  # the most of the lines in view that may check


def run(page: str, *stages) -> str:
    """``page`` through the given stages of the build, in the build's order."""
    return finish.finish(page, stages=[s for s in finish.STAGES if s in stages])


def block(code: str, classes: str = "language-python highlight") -> str:
    return f'<div class="{classes}"><pre><span></span><code>{code}</code></pre></div>'


def text(page: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", page))


def shown_blocks(page_html: str) -> list[rendered.RenderedBlock]:
    """The Python blocks of a built page, as harness.rendered reads them back."""
    return [b for b in rendered.code_blocks(page_html) if b.language == "python"]


# --- Reading and writing a page -------------------------------------------------


TRICKY = (
    "<!DOCTYPE html>\n<p class=x>a &amp; b &lt; c<br>d<img src=x />"
    "<!-- program 1 --></span><div><p>unclosed<div>\n<pre><code>x\n</pre></div>"
    "<script>if (a < b && c) {}</script>&#x27;\r\n<?pi?>"
)


def test_a_page_is_written_back_as_it_was_read():
    assert reader.parse(TRICKY).html() == TRICKY
    assert finish.finish(TRICKY) == TRICKY  # no block there for any stage


def test_the_stages_run_in_one_list_in_order():
    names = [stage.__name__ for stage in finish.STAGES]
    assert names == [
        "attach_programs",
        "link_captions",
        "drop_plain_tokens",
        "fold_checks",
        "draw_notes",
        "mark_long_lines",
        "exclude_outputs",
    ]


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


def _shape(node) -> tuple:
    if isinstance(node, reader.Element):
        return (node.tag, node.start, node.end, [_shape(c) for c in node.children])
    return (type(node).__name__, node)


def test_code_is_read_as_html_parser_reads_it():
    """Code's content is read by a pattern of its own (Pygments' spans and
    text), anything else in it by html.parser: the tree is the same."""
    for page in (TRICKY, NOTES.format(button=BUTTON), CAPTION, block("a <b> &lt;\n")):
        assert _shape(reader.parse(page)) == _shape(reader.parse(page, fast=False))


def test_every_built_page_reads_back_byte_for_byte(built_site):
    for page in built_site.rglob("*.html"):
        page_html = page.read_text(encoding="utf-8")
        tree = reader.parse(page_html)
        assert tree.html() == page_html, page
        assert _shape(tree) == _shape(reader.parse(page_html, fast=False)), page


# --- Folds: the rule that folds -------------------------------------------------


def _folded(code: str) -> list[str]:
    lines = code.splitlines()
    return [lines[k - 1] for k in sorted(check_lines(code))]


def test_checks_fold_with_their_comments_and_every_print_stays():
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
    # the print the checks read stays: it makes the Output under the code
    assert _folded(code) == [
        "# one dimension fewer",
        "assert y.shape == (2,)",
        "torch.testing.assert_close(y, torch.zeros(2))",
    ]


def test_setup_only_folded_lines_read_folds_with_them():
    code = (
        "import inspect\n"
        "import torch\n"
        "\n"
        "y = torch.ones(2) * 2\n"
        "print(y)\n"
        "# the signature names it\n"
        "params = inspect.signature(torch.ones).parameters\n"
        "names = list(params)\n"
        'assert "size" in names\n'
    )
    # names folds, then params (only names read it), then inspect; torch stays
    assert _folded(code) == [
        "import inspect",
        "# the signature names it",
        "params = inspect.signature(torch.ones).parameters",
        "names = list(params)",
        'assert "size" in names',
    ]


def test_setup_that_does_work_or_that_a_shown_line_reads_stays():
    code = (
        "import torch\n"
        "from torch import nn\n"
        "\n"
        "x = torch.ones(2)\n"
        "y = x.sum()\n"  # a call: work, perhaps the recipe's
        "z = x @ x\n"
        "w = 3\n"  # the print reads it
        "n = len(x)  # (1)!\n"
        "x.grad = None\n"
        "print(w)\n"
        "assert y == z == 2 == n and x.grad is None and nn\n"
        "try:\n"
        "    int('x')\n"
        "except ValueError as error:\n"
        "    message = str(error)\n"  # the last statement under its line
        "    assert 'invalid' in message\n"
    )
    assert _folded(code) == [
        "assert y == z == 2 == n and x.grad is None and nn",
        "    assert 'invalid' in message",
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
        '<span class="n">y</span> = x.sum()\n</span>'
        '<span class="k">assert</span> y\n'
    )
    assert check_lines(text(body)) == {2, 4}
    page = run(block(body), finish.fold_checks)
    assert text(page) == text(block(body)) + "Show the 2 lines that check it"
    (shown,) = shown_blocks(page)
    assert [hidden for _, hidden in shown.lines()] == [False, True, False, True]
    assert shown.marks == 2 and shown.button["aria-controls"] == shown.block_id
    assert page.count("<span") == page.count("</span>")
    # the highlighted line is closed before the fold and opened again inside it
    assert '<span class="checks-fold"><span class="hll">' in page


def test_only_a_python_block_with_checks_folds():
    code = "x = 1\nassert x\n"
    for page in (block(code, "language-text highlight"), block("x = 1\n")):
        assert run(page, finish.fold_checks) == page
    assert folds.FOLDED in run(block(code), finish.fold_checks)
    # consecutive lines fold as one, under one mark
    page = run(block("x = 1\nassert x\nassert x > 0\n"), finish.fold_checks)
    assert page.count(f'class="{folds.FOLD}"') == page.count(folds.MARK) == 1


# --- Folds: what counts as a check, a rule of its own -----------------------------


def _checking(node: ast.stmt) -> bool:
    if isinstance(node, ast.Assert):
        return True
    if isinstance(node, ast.Raise) and node.exc is not None:
        exc = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
        return getattr(exc, "id", "") == "AssertionError"
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
        func = node.value.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        return name.startswith("assert_")
    return False


def checking_lines(code: str) -> set[int]:
    """The lines (1-based) of every assert, ``assert_…`` call and ``raise
    AssertionError``, and of an ``else:`` that only raises AssertionError."""
    source = code.splitlines()
    try:
        tree = ast.parse(code)
    except SyntaxError:  # not a whole program: its lines, one by one
        pattern = re.compile(r"\s*(assert\b|raise AssertionError\b)")
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
            f"every line: {self.checking} of {self.lines} check "
            f"({before:.1%}); in the default view: {self.shown_checking} of "
            f"{self.shown} ({after:.1%})"
        )


def test_the_counting_finds_checks():
    code = "x = 1\nprint(x)\nif x:\n    pass\nelse:\n    raise AssertionError\n"
    assert checking_lines(code) == {5, 6}
    tally = Tally()
    tally.add(rendered.RenderedBlock("python", pieces=[(code, False)]))
    assert (tally.lines, tally.checking, tally.shown_checking) == (6, 2, 2)


def test_every_print_stays_in_view():
    """Over every page's Python blocks: no ``print`` folds, so a block that shows an
    Output keeps in view the lines that make it."""
    for page in PAGES:
        for b in page_blocks(page):
            if not (b.is_python and b.runs):
                continue
            folded = check_lines(b.code)
            for node in ast.walk(ast.parse(b.code)):
                if getattr(getattr(node, "func", None), "id", "") == "print":
                    where = f"{site.relative(page)}:{b.line}:{node.lineno}"
                    assert node.lineno not in folded, where


# --- Folds on the built pages ----------------------------------------------------


def _page_html(page, built_site) -> str:
    return rendered.html_for(page, built_site).read_text(encoding="utf-8")


def test_few_of_the_lines_in_view_check(built_site, capsys):
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


# --- Notes ------------------------------------------------------------------------

NOTES = (
    '<div class="language-python highlight"><pre><span></span><code>'
    'x = <span class="mi">1</span>  <span class="c1"># (1)!</span>\n'
    'y = <span class="mi">2</span>  <span class="c1"># (2)!</span>\n'
    "</code></pre>{button}</div>\n"
    "<ol>\n<li>The first.</li>\n<li>The second:<ul><li>inner</li></ul></li>\n</ol>"
)
BUTTON = '<button type="button" class="checks-toggle">Show the 1 line</button>'


@pytest.mark.parametrize("button", ["", BUTTON], ids=["plain", "folded checks"])
def test_markers_link_to_the_notes_under_the_block(button):
    out = run(NOTES.format(button=button), finish.draw_notes)
    markers = re.findall(
        r'<a class="code-note" href="#([^"]+)" aria-label="([^"]+)">(\d)</a>', out
    )
    assert markers == [
        ("code-1-note-1", "Note 1", "1"),
        ("code-1-note-2", "Note 2", "2"),
    ]
    assert "# (1)!" not in out and "# (2)!" not in out
    # the notes: the block's own items numbered, a list inside a note left alone
    assert '<ol class="code-notes">' in out
    assert re.findall(r'<li id="([^"]+)">', out) == ["code-1-note-1", "code-1-note-2"]
    assert "<li>inner</li>" in out
    assert button in out
    # read back, each marker is the comment the page's source has
    (shown,) = rendered.code_blocks(out)
    assert shown.code == "x = 1  # (1)!\ny = 2  # (2)!\n"


def test_a_chinese_page_names_the_marker_in_chinese(monkeypatch):
    monkeypatch.setattr(i18n, "current", "zh")
    out = run(NOTES.format(button=""), finish.draw_notes)
    assert 'aria-label="注释 1"' in out


def test_each_block_numbers_its_own_notes():
    page = NOTES.format(button="") + "\n" + NOTES.format(button="")
    out = run(page, finish.draw_notes)
    assert re.findall(r'<li id="([^"]+)">', out) == [
        "code-1-note-1",
        "code-1-note-2",
        "code-2-note-1",
        "code-2-note-2",
    ]


@pytest.mark.parametrize(
    "page",
    [
        # a list after a block without markers: an ordinary list
        NOTES.format(button="")
        .replace('<span class="c1"># (1)!</span>', "")
        .replace('<span class="c1"># (2)!</span>', ""),
        # more markers than notes: left as the page wrote it (a guard finds it)
        NOTES.format(button="").replace("<li>The first.</li>\n", ""),
        # a marker inside a string is the string's text, not a marker
        '<div class="highlight"><pre><code><span class="s2">"# (1)!"</span>\n'
        "</code></pre></div>\n<ol>\n<li>A list.</li>\n</ol>",
        # a list that does not follow the block right after it
        NOTES.format(button="").replace("</div>\n<ol>", "</div><p>Then</p><ol>"),
        NOTES.format(button="").replace("</div>\n<ol>", "</div>\nThen<ol>"),
    ],
    ids=["no markers", "notes missing", "in a string", "a paragraph", "text"],
)
def test_what_is_not_an_annotation_stays(page):
    assert run(page, finish.draw_notes) == page


def test_no_page_shows_a_raw_marker(built_site):
    """In the built site, no code block still holds a marker comment: each was
    drawn as a note (a marker left would show as `# (1)!` in the code)."""
    raw = re.compile(rf'<span class="c1">{pages.MARKER.pattern}</span>')
    left = [
        str(page.relative_to(built_site))
        for page in built_site.rglob("*.html")
        if raw.search(page.read_text(encoding="utf-8"))
    ]
    assert not left, f"pages with an annotation marker not drawn as a note: {left}"


# --- Plain tokens -----------------------------------------------------------------

TOKENS = block(
    '<span class="n">x</span><span class="w"> </span><span class="o">=</span> '
    '<span class="n">torch</span><span class="o">.</span><span class="n">zeros</span>'
    '<span class="p">(</span><span class="mi">3</span><span class="p">)</span>\n'
)


def test_plain_tokens_become_text_and_other_tokens_keep_their_span():
    page = run(TOKENS, finish.drop_plain_tokens)
    for kind in ("n", "w", "o", "p"):
        assert f'class="{kind}"' not in page
    assert page.count('class="mi"') == 1
    assert text(page) == text(TOKENS)


def test_the_tokens_dropped_are_drawn_in_the_code_colour_in_both_palettes():
    """A dropped token must look as it did: its kind's colour is the code's own."""
    css = (ROOT / "docs" / "stylesheets" / "extra.css").read_text(encoding="utf-8")
    variables = {"o": "operator", "ow": "operator", "p": "punctuation"}
    for scheme in ("default", "slate"):
        rules = "".join(
            re.findall(rf'\[data-md-color-scheme="{scheme}"\] \{{(.*?)\}}', css, re.S)
        )
        for kind in set(plain_tokens.PLAIN) - {"n", "w"}:
            name = f"--md-code-hl-{variables[kind]}-color"
            assert f"{name}: var(--md-code-fg-color);" in rules, (scheme, kind)


def test_only_code_is_touched():
    prose = '<p><span class="n">a name</span></p>'
    assert run(prose, finish.drop_plain_tokens) == prose
    # a token with an element inside keeps its own (Pygments writes none)
    nested = block('<span class="n"><a href="#x">x</a></span>\n')
    assert run(nested, finish.drop_plain_tokens) == nested


# --- Long lines -------------------------------------------------------------------

LONG = "x" * (long_lines.LONG + 1)


def _marked(page: str) -> list[str]:
    """The text of each marked line: the span closes right after its newline."""
    return [
        text(m)
        for m in re.findall(r'<span class="long-line"[^>]*>([^\n]*\n?)</span>', page)
    ]


def test_a_long_line_is_marked_with_its_indentation_and_a_short_one_is_not():
    code = (
        '<span class="kn">import</span> <span class="nn">torch</span>\n'
        f'    <span class="n">{LONG}</span> <span class="o">=</span> 1\n'
    )
    page = run(block(code), finish.mark_long_lines)
    assert page.count('class="long-line"') == 1
    assert 'style="--indent:4"' in page
    assert _marked(page) == [f"    {LONG} = 1\n"]
    assert text(page) == text(block(code))


def test_a_line_inside_an_element_of_several_lines_is_marked_inside_it():
    # a highlighted line holds its newline; a string token runs over two lines
    code = (
        f'<span class="hll"><span class="n">{LONG}</span>\n</span>'
        f'<span class="s2">"""a\n</span><span class="s2">  {LONG}"""</span>\n'
    )
    page = run(block(code), finish.mark_long_lines)
    assert '<span class="hll"><span class="long-line" style="--indent:0">' in page
    assert _marked(page) == [f"{LONG}\n", f'  {LONG}"""\n']
    assert text(page) == text(block(code))


def test_a_line_whose_markup_opens_midway_is_left_as_it_is():
    code = f'<span class="n">{LONG}</span><span class="fold">\nrest\n</span>'
    assert run(block(code), finish.mark_long_lines) == block(code)


def test_outputs_and_other_preformatted_text_are_left_as_they_are():
    output = block(LONG + "\n", "language-text highlight output no-copy")
    plain = f"<div><pre>{LONG}\n</pre></div>"
    assert run(output + plain, finish.mark_long_lines) == output + plain


# --- Captions and outputs ---------------------------------------------------------

CAPTION = (
    '<div class="language-python highlight"{download}><span class="filename">'
    "snippets/a/b/layout.py</span><pre><span></span><code>x = 1\n</code></pre></div>"
)


@pytest.mark.parametrize("program", [None, "downloads/a/b/layout-2.py"])
def test_a_caption_links_its_file_and_downloads_the_program(program):
    download = f' data-download="{program}"' if program else ""
    page = finish.finish(
        CAPTION.format(download=download), "a/b/", "https://github.com/o/r/"
    )
    (shown,) = rendered.code_blocks(page)
    source = 'href="https://github.com/o/r/blob/main/snippets/a/b/layout.py"'
    assert f'<a class="snippet-source" {source}' in page
    assert ">layout.py</a>" in page
    given = program or "snippets/a/b/layout.py"
    assert shown.download == f"../../{given}"
    assert shown.title == i18n.t("download name", name=given.rsplit("/", 1)[1])


def test_outputs_are_left_out_of_the_search_index():
    output = block("1\n", "language-text output no-copy highlight")
    page = run(output + block("x = 1\n"), finish.exclude_outputs)
    assert page == output.replace("<div ", "<div data-search-exclude ") + block(
        "x = 1\n"
    )


def test_a_placeholder_puts_its_program_on_the_block_after_it(monkeypatch):
    monkeypatch.setattr(copies, "programs", [("x = 1\n", "downloads/a/x.py")])
    place = copies.PLACEHOLDER.format(n=0)
    code = block("x = 1  # (1)!\n")
    page = f"{place}\n<p>Runs first</p>\n{code}"
    out = run(page, finish.attach_programs)
    assert out == (
        "\n<p>Runs first</p>\n"
        '<div class="language-python highlight" data-download="downloads/a/x.py">'
        '<pre data-copy="x = 1\n"><span></span><code>x = 1  # (1)!\n</code></pre></div>'
    )
    for lost in (place, place + place + code):
        with pytest.raises(ValueError, match="no code block after"):
            run(lost, finish.attach_programs)
