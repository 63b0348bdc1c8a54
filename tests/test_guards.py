"""Guards: tests that fail when the machinery could let an untested claim through."""

from __future__ import annotations

import ast
import io
import re
import subprocess
import sys
import tokenize
from collections import Counter
from html import unescape
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

from practices import i18n, pages, records
from practices.pages import source_of
from practices.testing import marks, rendered, site
from practices.testing.blocks import RUN, TAG, expand, expand_plain, page_blocks

PAGES = site.pages()
PAGE_IDS = [site.relative(p) for p in PAGES]
# The snippets' formatter settings (line length): a file of the folder, not a snippet.
SNIPPET_CONFIG = {"ruff.toml"}
SNIPPETS = sorted(
    path
    for base in site.snippet_dirs()
    for path in base.rglob("*")
    if path.is_file()
    and not (path.parent == base and path.name in SNIPPET_CONFIG)
    and not any(p.startswith(".") or p == "__pycache__" for p in path.parts)
)
PY_SNIPPETS = [s for s in SNIPPETS if s.suffix == ".py"]


def _rel(path: Path) -> str:
    return site.relative(path)


@pytest.fixture(scope="session")
def all_blocks():
    return {page: page_blocks(page) for page in PAGES}


def test_site_builds_strict_without_torch(built_site):
    assert (built_site / "index.html").is_file()
    for page in PAGES:
        assert rendered.html_for(page, built_site).is_file(), _rel(page)


@pytest.mark.parametrize("page", PAGES, ids=PAGE_IDS)
def test_source_map_does_not_change_the_expansion(page):
    """The tagged expansion the tests run is the very text the site renders."""
    assert expand(page).text == expand_plain(page.read_text(encoding="utf-8"))


def test_no_file_contains_the_source_map_tag():
    for path in [*PAGES, *SNIPPETS]:
        assert TAG not in path.read_text(encoding="utf-8"), _rel(path)


def test_every_snippet_is_included_by_a_page():
    included = {path for page in PAGES for path, _ in expand(page).included}
    unused = [_rel(s) for s in SNIPPETS if _rel(s) not in included]
    assert not unused, f"snippets no page includes: {unused}"


def test_snippets_mirror_their_pages():
    """The code of docs/<section>/<page>.md lives under snippets/<section>/<page>/, and
    a snippet belongs to one page (and its translation, <page>.zh.md)."""
    pages_of: dict[str, set[str]] = {}
    for page in PAGES:
        for path, _ in expand(page).included:
            pages_of.setdefault(path, set()).add(source_of(_rel(page)))
    shared = {path: sorted(p) for path, p in pages_of.items() if len(p) > 1}
    assert not shared, f"snippets included by more than one page: {shared}"
    misplaced = []
    for path, (page,) in ((path, tuple(p)) for path, p in pages_of.items()):
        home = "snippets/" + page.removeprefix("docs/").removesuffix(".md") + "/"
        if not path.startswith(home):
            misplaced.append(f"{path} (included by {page}: belongs under {home})")
    assert not misplaced, "\n".join(misplaced)


def _asserts(tree: ast.AST) -> bool:
    """An ``assert`` statement, or a call such as ``torch.testing.assert_close``."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Assert):
            return True
        if isinstance(node, ast.Call):
            func = node.func
            name = (
                func.attr
                if isinstance(func, ast.Attribute)
                else getattr(func, "id", "")
            )
            if name.startswith("assert_"):
                return True
    return False


def test_every_snippet_asserts_or_has_its_output_checked(all_blocks):
    output_checked = {
        path
        for blocks in all_blocks.values()
        for block in blocks
        if block.runs and block.expected_output is not None
        for path in block.snippets
    }
    silent = [
        _rel(s)
        for s in SNIPPETS
        if s.suffix == ".py"
        and not _asserts(ast.parse(s.read_text(encoding="utf-8")))
        and _rel(s) not in output_checked
    ]
    assert not silent, f"snippets that check nothing: {silent}"


def _normalized(code: str) -> list[str]:
    lines = [line.rstrip() for line in code.strip("\n").splitlines()]
    return lines


def _contains(haystack: list[str], needle: list[str]) -> bool:
    n = len(needle)
    return any(haystack[i : i + n] == needle for i in range(len(haystack) - n + 1))


@pytest.mark.parametrize("page", PAGES, ids=PAGE_IDS)
def test_every_rendered_python_block_is_executed(page, built_site, all_blocks):
    """Read the code blocks back from the HTML: each Python one must be run by a test."""
    executed = [_normalized(b.code) for b in all_blocks[page] if b.runs]
    for block in rendered.code_blocks(rendered.html_for(page, built_site)):
        assert block.language is not None, f"{_rel(page)}: a code block has no language"
        assert block.language not in {"pycon", "ipython"}, (
            f"{_rel(page)}: a console session cannot run as shown; use python"
        )
        if block.language not in RUN:
            continue
        shown = _normalized(block.code)
        assert any(_contains(code, shown) for code in executed), (
            f"{_rel(page)}: this {block.language} block is shown but no test runs it:\n"
            + "\n".join(shown[:5])
        )


ALLOWED_MARKS = {name for name, mark in marks.MARKS.items() if mark.on_pages}


def _since_previous_fence(lines: list[str], line: int) -> str:
    """The page's text between the fence (or block directive) before the one on
    page line ``line`` (1-based) and that one: the prose, admonitions and marks
    that introduce it."""
    above = line - 1  # the fence's own index
    ends = [f.end for f in pages.fences(lines[:above])]
    ends += [k for k, text in enumerate(lines[:above]) if pages.directive(text)]
    start = max(ends) + 1 if ends else 0
    return "\n".join(lines[start:above])


@pytest.mark.parametrize("page", PAGES, ids=PAGE_IDS)
def test_pages_use_only_allowed_and_announced_marks(page, all_blocks):
    """No skip, skipif or xfail on a page: a block runs, or says what it needs in a
    '!!! requires' admonition between the fence before it and its own."""
    lines = page.read_text(encoding="utf-8").splitlines()
    for block in all_blocks[page]:
        names = block.mark_names
        bad = names - ALLOWED_MARKS
        assert not bad, (
            f"{_rel(page)}:{block.line}: marks {sorted(bad)} are not allowed"
        )
        needs_something = (names & set(marks.NEEDS)) or block.importorskip
        if needs_something:
            before = _since_previous_fence(lines, block.line)
            assert re.search(r"^\s*[!?]{3}\+? requires\b", before, re.M), (
                f"{_rel(page)}:{block.line}: a block that needs {sorted(names)} "
                "must follow a '!!! requires' admonition that tells the reader "
                "(after the fence before it)"
            )


def test_a_requirement_is_announced_between_the_fence_before_and_the_block():
    lines = [
        "```python",  # 1
        "print(1)",
        "```",
        '!!! requires "CUDA"',  # 4
        "    A GPU.",
        "<!--pytest.mark.cuda-->",
        "```python",  # 7
        "print(2)",
        "```",
        "<!--pytest.mark.cuda-->",
        "```python",  # 11
        "```",
        "<!-- block a/b.py cuda -->",  # 13: a block directive is a block
        '!!! requires "CUDA"',
        "<!-- block a/c.py cuda -->",  # 15
    ]
    assert _since_previous_fence(lines, 7).splitlines() == lines[3:6]
    assert _since_previous_fence(lines, 11) == "<!--pytest.mark.cuda-->"
    assert _since_previous_fence(lines, 1) == ""
    assert _since_previous_fence(lines, 13) == ""
    assert _since_previous_fence(lines, 15) == '!!! requires "CUDA"'


def test_pytest_codeblocks_skip_keywords_are_not_used():
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        assert not re.search(r"pytest-codeblocks:\s*(skip|skipif|expect-)", text), _rel(
            page
        )


_TITLE = re.compile(r'\btitle="(?P<title>[^"]*)"')
_INCLUDE = re.compile(r'^\s*-+8<-+\s+"(?P<path>[^"]+)"')


def _title_problems(text: str, where: str) -> list[str]:
    """Fences whose caption, ``title="snippets/…"``, names another file than the one
    their first ``--8<--`` line includes (a section or line range after ``:`` aside)."""
    problems = []
    for fence in pages.fences(text.split("\n")):
        title = _TITLE.search(fence.info)
        if not (title and title["title"].startswith("snippets/")):
            continue
        include = next(
            (m["path"] for m in map(_INCLUDE.match, fence.body.splitlines()) if m),
            None,
        )
        shown = include and "snippets/" + include.split(":", 1)[0]
        if title["title"] != shown:
            problems.append(
                f"{where}:{fence.start + 1}: the caption title={title['title']!r} "
                + (
                    f"names another file than the fence includes: --8<-- {include!r}"
                    if include
                    else "names a snippet, but the fence includes none"
                )
            )
    return problems


@pytest.mark.parametrize("page", PAGES, ids=PAGE_IDS)
def test_a_fence_caption_names_the_file_it_includes(page):
    """A reader takes a fence's caption for the file the code is in."""
    problems = _title_problems(page.read_text(encoding="utf-8"), _rel(page))
    assert not problems, "\n".join(problems)


def test_the_caption_check_finds_a_caption_naming_another_file():
    page = (
        '```python title="snippets/a/one.py"\n--8<-- "a/one.py"\n```\n\n'
        '    ```python title="snippets/a/two.py"\n'
        '    --8<-- "a/two.py:part"\n    ```\n\n'
        '```python title="snippets/a/one.py"\n--8<-- "a/three.py"\n```\n\n'
        '```python title="snippets/a/four.py"\nprint(4)\n```\n\n'
        '```python title="inline"\nprint(5)\n```\n'
    )
    assert _title_problems(page, "docs/p.md") == [
        "docs/p.md:9: the caption title='snippets/a/one.py' names another file "
        "than the fence includes: --8<-- 'a/three.py'",
        "docs/p.md:13: the caption title='snippets/a/four.py' names a snippet, but "
        "the fence includes none",
    ]


@pytest.mark.parametrize(
    "args",
    [["format", "--check", "."], ["check", "."]],
    ids=["ruff format", "ruff check"],
)
def test_code_is_ruff_clean_and_formatted(args):
    proc = subprocess.run(
        [sys.executable, "-m", "ruff", *args],
        cwd=site.ROOT,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


@pytest.mark.parametrize("lane", pages.lane_names())
def test_every_block_has_a_current_record_on_every_lane(lane, all_blocks):
    """records/torch-<lane>.json holds one entry for every block of every English
    page as the block is now (a translation shows the same blocks), and none for a
    block that changed or went away: the line a page shows under a block never
    claims more than ran. A Python lane's record was written on its Python."""
    path = pages.record_path(lane)
    fix = "run `python3 dev.py records PAGE …` for the pages named, and commit records/"
    assert path.exists(), f"no record of torch {lane}: {fix}"
    record = pages.read_record(path)
    named = pages.lane_named(lane)
    assert record["release"] == named.release, (
        f"{_rel(path)} was written by torch {record['torch']}"
    )
    # The pages say which Python printed what: a Python lane's, and 3.11 for the
    # others (the Python dev.py runs on)
    python = named.python or "3.11"
    assert record["python"].startswith(f"{python}."), (
        f"{_rel(path)} was written on Python {record['python']}, not {python}: the "
        "pages that name the Python that printed their output say otherwise"
    )
    recorded = {
        (page, e["code"], tuple(e["fences"]), e["snippet"], e.get("gpu")): e["snippet"]
        for page, entries in record["blocks"].items()
        for e in entries
    }
    current = {
        (
            _rel(page),
            block.code_hash,
            tuple(block.fence_hashes),
            block.label,
            bool(block.mark_names & set(marks.GPU)),
        ): f"{_rel(page)}:{block.line} ({block.label})"
        for page, blocks in all_blocks.items()
        for block in blocks
        if block.runs and pages.language_of(page) == pages.DEFAULT_LANGUAGE
    }
    missing = [current[key] for key in current.keys() - recorded.keys()]
    stale = [f"{key[0]} ({recorded[key]})" for key in recorded.keys() - current.keys()]
    assert not missing and not stale, (
        f"{_rel(path)} is out of date: {fix}\n"
        f"blocks with no record of their current code: {sorted(missing)}\n"
        f"records of blocks that changed or are gone: {sorted(stale)}"
    )


@pytest.mark.parametrize(
    "path", pages.gpu_record_paths(), ids=[p.name for p in pages.gpu_record_paths()]
)
def test_no_gpu_record_describes_a_block_that_changed(path, all_blocks):
    """A GPU record holds the blocks a CUDA machine ran (some, not all): each must
    still be on its page as it ran, or the page would show an outcome of old code."""
    record = pages.read_record(path)
    current = {
        (_rel(page), block.code_hash)
        for page, blocks in all_blocks.items()
        for block in blocks
        if block.runs
    }
    stale = [
        f"{page} ({e['snippet']})"
        for page, entries in record["blocks"].items()
        for e in entries
        if (page, e["code"]) not in current
    ]
    assert not stale, (
        f"{_rel(path)} describes blocks that changed or are gone: {stale}; run "
        "`python3 dev.py gpu PAGE` on a CUDA machine, or drop those entries"
    )


_LINE = re.compile(r'<div class="verified verified--([a-z-]+)"[^>]*>(.*?)</div>', re.S)
_PAGE_LINE = re.compile(r'<details class="verified-page"[^>]*>(.*?)</details>', re.S)


def test_every_python_block_shows_where_it_was_verified(built_site, all_blocks):
    """Under every Python block the build writes a line: a link to report a problem,
    and, where the block did not pass on every release, each release's outcome with
    its reasons in a <details> ("Not yet run" where none ran it), as its records say.
    Under the title of every page with blocks, how many of them passed."""
    lanes = pages.releases()
    repo = site.mkdocs_config()["repo_url"].rstrip("/")
    recorded = records.entries_by_block(records.load_records())
    for page, blocks in all_blocks.items():
        lang = pages.language_of(page)
        source = pages.source_of(_rel(page))
        running = [b for b in blocks if b.runs]
        expected = Counter(
            records.state(recorded.get((source, b.code_hash), {}))
            for b in running
            for _ in b.fence_hashes
        )
        html = rendered.html_for(page, built_site).read_text(encoding="utf-8")
        lines = _LINE.findall(html)
        assert Counter(kind for kind, _ in lines) == expected, _rel(page)
        for kind, line in lines:
            reports = re.findall(r'class="verified__report" href="([^"]*)"', line)
            assert len(reports) == 1, f"{_rel(page)}: {line}"
            assert reports[0].startswith(f"{repo}/issues/new?title="), reports[0]
            assert ("<details" in line) == (kind != "same"), line
            summary = re.search(r"<summary>(.*?)</summary>", line)
            for lane in lanes if summary else []:
                assert re.search(rf"[✓–✗?] {re.escape(lane)}\b", summary[1]), (
                    f"{_rel(page)}: torch {lane} has no outcome in {line!r}: "
                    f"run `python3 dev.py records {_rel(page)}`"
                )
            assert "title=" not in line.split("<a ", 1)[0], line  # no tooltip
            if lang == pages.ZH:
                assert not re.search(r"\bneeds\b|\bskipped\b|\bpassed\b", line), line
        page_line = _PAGE_LINE.search(html)
        assert bool(page_line) == bool(running), _rel(page)
        if running:
            count = (
                i18n.t("blocks", lang, total=len(running))
                if len(running) != 1
                else i18n.t("one block", lang)
            )
            assert count in page_line[1], f"{_rel(page)}: {page_line[1]}"


def test_every_page_ends_with_a_report_link_that_asks_for_the_setup(built_site):
    """Every page of both editions, those without code too (the home page, the
    reference pages), ends with one link to report a problem with it: a new issue at
    the repository, prefilled with the page's address and a prompt for the reader's
    torch, Python, OS and GPU."""
    repo = site.mkdocs_config()["repo_url"].rstrip("/")
    for page in PAGES:
        html = rendered.html_for(page, built_site).read_text(encoding="utf-8")
        links = re.findall(r'<p class="page-report"[^>]*><a href="([^"]*)"', html)
        assert len(links) == 1, _rel(page)
        href = unescape(links[0])
        assert href.startswith(f"{repo}/issues/new?title="), href
        body = parse_qs(urlsplit(href).query)["body"][0]
        lang = pages.language_of(page)
        assert i18n.t("report env", lang) in body, f"{_rel(page)}: {body}"
        assert "/pytorch-practices/" in body.split("\n", 1)[0], body


def test_the_readme_lists_the_marks_as_defined():
    """README.md's table of marks is practices/testing/marks.py, row for row."""
    readme = (site.ROOT / "README.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| `(\w+)` \| (.+?) \| (.+?) \|$", readme, re.M)
    defined = [
        (m.name, m.meaning, m.reason or "(never skipped)") for m in marks.MARKS.values()
    ]
    assert rows == defined


def _idiom_problems(tree: ast.AST) -> list[str]:
    """Where a snippet strays from the idioms in CONTRIBUTING.md."""
    problems = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Try) and node.handlers and not node.orelse:
            problems.append(
                f"line {node.lineno}: a check for an exception needs an `else:` that "
                "fails when nothing was raised"
            )
        if isinstance(node, ast.ExceptHandler) and node.name not in (None, "error"):
            problems.append(f"line {node.lineno}: name the exception `error`")
        if isinstance(node, ast.Import) and any(
            a.name == "torch.nn" and a.asname == "nn" for a in node.names
        ):
            problems.append(f"line {node.lineno}: write `from torch import nn`")
        if isinstance(node, ast.With):
            for item in node.items:
                call = item.context_expr
                records = isinstance(call, ast.Call) and any(
                    k.arg == "record" for k in call.keywords
                )
                first = node.body[0] if node.body else None
                always = (
                    isinstance(first, ast.Expr)
                    and isinstance(first.value, ast.Call)
                    and ast.unparse(first.value) == "warnings.simplefilter('always')"
                )
                if records and not always:
                    problems.append(
                        f"line {node.lineno}: follow catch_warnings(record=True) with "
                        "warnings.simplefilter('always')"
                    )
    return problems


@pytest.mark.parametrize("snippet", PY_SNIPPETS, ids=[_rel(s) for s in PY_SNIPPETS])
def test_snippets_follow_the_idioms(snippet):
    source = snippet.read_text(encoding="utf-8")
    problems = _idiom_problems(ast.parse(source)) + _comment_problems(source)
    assert not problems, f"{_rel(snippet)}: " + "; ".join(problems)


# pymdownx.snippets' section markers: never shown on a page.
_SECTION = re.compile(r"# --8<-- \[(start|end):\w+\]$")
# What a phone shows of a line (390 px wide): tests/browser/test_reading.py measures it.
PHONE_COLUMNS = 45


def _comment_problems(source: str) -> list[str]:
    """Comments after code on the same line: a phone cuts the end of a line off, so
    an explanation there is hidden. Only a code annotation marker may sit there. A
    comment on a line of its own must end within a phone's width (section markers
    aside: the page does not show them)."""
    problems, code_on_line = [], set()
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            if token.start[0] in code_on_line and not pages.MARKER.fullmatch(
                token.string
            ):
                problems.append(
                    f"line {token.start[0]}: move the trailing comment into the page "
                    "(prose or a code annotation `# (1)!`)"
                )
            elif token.end[1] > PHONE_COLUMNS and not (
                pages.MARKER.fullmatch(token.string) or _SECTION.match(token.string)
            ):
                problems.append(
                    f"line {token.start[0]}: the comment ends at column "
                    f"{token.end[1]}; a phone shows {PHONE_COLUMNS}: split or shorten it"
                )
        elif token.type not in (
            tokenize.NL,
            tokenize.NEWLINE,
            tokenize.INDENT,
            tokenize.DEDENT,
            tokenize.ENCODING,
        ):
            code_on_line.update(range(token.start[0], token.end[0] + 1))
    return problems


def test_the_idiom_check_finds_each_departure():
    source = (
        "import warnings\nimport torch.nn as nn\n"
        "try:\n    1 / 0\nexcept ZeroDivisionError as e:\n    pass\n"
        "with warnings.catch_warnings(record=True) as caught:\n    pass\n"
    )
    problems = " ".join(_idiom_problems(ast.parse(source)))
    for expected in ["line 2:", "line 3:", "line 5:", "line 7:"]:
        assert expected in problems
    comments = "x = 1  # (1)!\n# a full line\ny = 2  # why\nz = [\n    3,  # three\n]\n"
    assert [p.split(":")[0] for p in _comment_problems(comments)] == [
        "line 3",
        "line 5",
    ]
    wide = f"# {'w' * PHONE_COLUMNS}\n# --8<-- [start:{'s' * PHONE_COLUMNS}]\n"
    assert [p.split(":")[0] for p in _comment_problems(wide)] == ["line 1"]
