"""What a reader sees on the built site: code that fits the column, output shown as
output, captions that lead to the code, math and tables drawn whole, and pitfalls
found by pasting their error message into search.

Measured in Chromium at a desktop size (1440×900) and a phone size (390×844). The
figures (blocks that scroll sideways, and those whose hidden part holds a comment or
a code annotation; the smallest code type; the narrowest code column) are written to
reports/code-width.json and printed in the report.
"""

from __future__ import annotations

import json
import re
from urllib.parse import urlsplit

import pytest

from browser.conftest import CODE_VIEWPORTS, Visit
from practices import common_errors, long_lines, pages
from practices.testing import site

pytestmark = pytest.mark.browser

REPORT = site.ROOT / "reports" / "code-width.json"
# On a phone code wraps (docs/stylesheets/extra.css): at most this share of the
# blocks may still scroll sideways, and its type is never smaller than MIN_FONT_PX.
PHONE_SCROLL_SHARE = 0.05
MIN_FONT_PX = 12


@pytest.fixture(scope="module")
def widths(site_pages):
    """Every code block of every page, measured at each viewport (CODE_VIEWPORTS)."""
    return {
        name: [{"page": page.path, **b} for page in site_pages for b in page.code[name]]
        for name in CODE_VIEWPORTS
    }


def _summary(rows: list[dict]) -> dict:
    scrolling = [r for r in rows if r["overflow"] > 0]
    code = [r for r in rows if not r["output"]]
    return {
        "blocks": len(rows),
        "scroll": len(scrolling),
        "hide a comment": sum(r["comment"] for r in scrolling),
        "hide an annotation": sum(r["annotation"] for r in scrolling),
        "smallest type (px)": min((r["font"] for r in rows), default=None),
        "narrowest code (columns)": min((r["columns"] for r in code), default=None),
    }


def test_code_blocks_fit_the_column(widths, request):
    """No block scrolls sideways on a desktop; on a phone at most 5 % do, in type
    of 12 px or more, and every code block is wide enough for the lines that wrap
    unmarked (practices/long_lines.py): a line that wraps continues under its
    own indentation."""
    summary = {name: _summary(rows) for name, rows in widths.items()}
    REPORT.parent.mkdir(parents=True, exist_ok=True)
    REPORT.write_text(json.dumps({"summary": summary, "blocks": widths}, indent=1))
    reporter = request.config.pluginmanager.get_plugin("terminalreporter")
    for name, figures in summary.items():
        reporter.write_line(f"code width at {name} {CODE_VIEWPORTS[name]}: {figures}")
    # A table a program printed (torchinfo's) keeps its columns: it may scroll
    rows = [r for r in widths["desktop"] if r["overflow"] > 0 and not r["tabular"]]
    desktop = [_where(r) for r in rows]
    assert not desktop, "blocks that scroll at 1440×900:\n" + "\n".join(desktop)
    phone = widths["phone"]
    small = [
        f"{r['page']} {r['block']}: {r['font']} px"
        for r in phone
        if r["font"] < MIN_FONT_PX
    ]
    assert not small, f"code type under {MIN_FONT_PX} px on a phone:\n" + "\n".join(
        small
    )
    scrolling = [_where(r) for r in phone if r["overflow"] > 0 and not r["tabular"]]
    assert len(scrolling) <= PHONE_SCROLL_SHARE * len(phone), (
        f"{len(scrolling)} of {len(phone)} blocks scroll at 390×844 (at most "
        f"{PHONE_SCROLL_SHARE:.0%}):\n" + "\n".join(scrolling)
    )
    hiding = [_where(r) for r in phone if r["comment"]]
    assert not hiding, "blocks that hide a comment on a phone:\n" + "\n".join(hiding)
    narrow = [
        f"{r['page']} {r['block']}: {r['columns']} columns"
        for r in phone
        if not r["output"] and r["columns"] <= long_lines.LONG
    ]
    assert not narrow, (
        f"code blocks narrower than {long_lines.LONG + 1} columns on a phone, where "
        "unmarked lines wrap without a hanging indent:\n" + "\n".join(narrow)
    )


def _where(row: dict) -> str:
    return f"{row['page']} {row['block']}: {row['overflow']} px cut off"


# Each marked line of each code block (practices/long_lines.py) on a phone:
# how many rows it takes, where its first and its last row start (px from the code's
# left edge) and one column's width; and whether the block's text, read as Material
# reads it for a copy, is the code's text (its lines, none split or doubled).
_LONG_LINES = """() => [...document.querySelectorAll('article pre > code')]
  .filter(code => code.querySelector('.long-line')).map(code => {
    const left = code.getBoundingClientRect().left
      + parseFloat(getComputedStyle(code).paddingLeft);
    const lines = [...code.querySelectorAll('.long-line')].map(line => {
      const range = document.createRange();
      range.selectNodeContents(line);
      const rows = [...range.getClientRects()].filter(r => r.width > 0);
      const tops = [...new Set(rows.map(r => Math.round(r.top)))];
      const starts = tops.map(t => Math.min(
        ...rows.filter(r => Math.round(r.top) === t).map(r => r.left)) - left);
      const text = line.textContent.replace(/\\n$/, '');
      return {
        text, rows: tops.length, first: starts[0], last: starts[starts.length - 1],
        indent: text.length - text.trimStart().length,
      };
    });
    const pen = document.createElement('canvas').getContext('2d');
    const style = getComputedStyle(code);
    pen.font = `${style.fontSize} ${style.fontFamily}`;
    code.setAttribute('data-md-copying', '');
    const copied = code.innerText;
    code.removeAttribute('data-md-copying');
    return {lines, column: pen.measureText('0').width, copied,
            text: code.textContent};
  })"""


def test_long_lines_wrap_under_their_indentation_on_a_phone(visit):
    """On a phone a long line wraps and goes on two columns deeper than its own
    indentation, so a wrapped part never reads as a line of its own; what a copy
    reads is still the lines as they are. The C++ page: blocks with no folded
    lines, read by Material's copy as they are shown."""
    v = visit(viewport={"width": 390, "height": 844})
    v.goto("cpp/libtorch/")
    blocks = v.page.evaluate(_LONG_LINES)
    wrapped = [line for b in blocks for line in b["lines"] if line["rows"] > 1]
    assert wrapped, "no long line wraps on the C++ page at 390 px"
    for block in blocks:
        for line in block["lines"]:
            if not line["rows"]:  # not shown: in a closed tab or folded
                continue
            if line["rows"] > 1:
                hanging = (line["last"] - line["first"]) / block["column"]
                assert abs(hanging - line["indent"] - 2) < 0.5, line
            else:  # its first character where a line of that indentation starts
                assert line["first"] < (line["indent"] + 0.5) * block["column"], line

        def lines(text):
            return [line.rstrip() for line in text.strip().splitlines()]

        assert lines(block["copied"]) == lines(block["text"])
    v.assert_clean()


@pytest.mark.parametrize(
    "home, title", [("", "Table of contents"), ("zh/", "目录")], ids=["en", "zh"]
)
def test_a_phone_reaches_each_section_from_under_the_introduction(visit, home, title):
    """Under a page's introduction a phone shows its sections, folded under one line
    of small type (overrides/partials/page-contents.html), no taller than a tap
    target needs: two taps reach each section, without the navigation drawer. Where
    the table of contents is beside the page, it is not shown."""
    v = visit(viewport={"width": 390, "height": 844}, has_touch=True)
    v.goto(f"{home}performance/checklist/")
    contents = v.page.locator("article details.page-contents")
    assert contents.count() == 1 and contents.is_visible()
    assert contents.locator("summary").inner_text().strip() == title
    folded = contents.bounding_box()["height"]
    assert 24 <= folded <= 36, folded  # one line, a tap target (WCAG 2.2: 24 px)
    links = contents.locator("a").evaluate_all(
        "a => a.map(l => l.getAttribute('href'))"
    )
    sections = v.page.locator("article h2[id]").evaluate_all(
        "hs => hs.map(h => '#' + h.id)"
    )
    assert links == sections and len(links) >= 3
    # Each anchor a tap went to: Material's anchor tracking (navigation.tracking)
    # may rewrite the address to a neighbouring section as the page scrolls, so the
    # address alone can miss the tap's own change on a busy machine (a timeout in
    # a CI run)
    v.page.evaluate(
        "() => { window.__went = []; addEventListener('hashchange',"
        " e => window.__went.push(new URL(e.newURL).hash)); }"
    )
    contents.locator("summary").tap()
    for i, link in enumerate(links):
        contents.locator("a").nth(i).tap()
        went = f"window.__went.includes({json.dumps(link)})"
        v.page.wait_for_function(f"{went} || location.hash === {json.dumps(link)}")
        heading = v.page.locator(f"article h2{link}")
        v.page.wait_for_function(
            "h => Math.abs(h.getBoundingClientRect().top) < 200",
            arg=heading.element_handle(),
        )
    v.page.set_viewport_size({"width": 1440, "height": 900})
    assert not contents.is_visible()
    v.assert_clean()


def test_output_is_labelled_and_has_no_copy_button(visit):
    v = visit()
    v.goto("tensors/math-and-broadcasting/")
    outputs = v.page.locator("article div.highlight.output")
    assert outputs.count() > 0
    for i in range(outputs.count()):
        block = outputs.nth(i)
        label = block.evaluate("el => getComputedStyle(el, '::before').content")
        assert label == '"Output"'
        if block.is_visible():  # some sit in a tab that is not selected
            block.hover()
        assert block.locator("button[data-md-type=copy]").count() == 0
        wraps = block.evaluate(
            "el => getComputedStyle(el.querySelector('code')).whiteSpace"
        )
        # a table a program printed keeps its columns; other output wraps
        tabular = "tabular" in block.get_attribute("class").split()
        assert wraps == ("pre" if tabular else "pre-wrap")
    # code blocks keep their copy button
    code = v.page.locator("article div.highlight:not(.output)").first
    code.hover()
    assert code.locator("button[data-md-type=copy]").count() == 1
    v.assert_clean()


def test_captions_link_to_the_snippet_and_download_it(visit):
    v = visit()
    v.goto("tensors/views-copies-memory/")
    caption = v.page.locator("article .filename").first
    source = caption.locator("a.snippet-source")
    repo = site.mkdocs_config()["repo_url"].rstrip("/")
    href = source.get_attribute("href")
    path = href.removeprefix(f"{repo}/blob/main/")
    assert path.startswith("snippets/") and (site.ROOT / path).is_file(), href
    # The caption names the file; its path is the link's title
    assert source.inner_text() == path.rsplit("/", 1)[-1]
    assert path in source.get_attribute("title")
    download = caption.locator("a.snippet-download")
    assert download.get_attribute("download") is not None
    url = download.evaluate("a => a.href")
    assert urlsplit(url).path.endswith("/downloads/" + path.removeprefix("snippets/"))
    body = v.page.request.get(url).text()
    # This block is its whole snippet file: the download is that program, without
    # the annotation markers (tests/test_copies.py compares every block's download
    # with the code that ran)
    source = (site.ROOT / path).read_text(encoding="utf-8")
    assert body == pages.MARKED.sub("", source)
    v.assert_clean()


def test_matrix_brackets_stretch(visit):
    v = visit()
    v.goto("autograd/how-autograd-works/")
    pairs = v.page.evaluate(
        """() => [...document.querySelectorAll('mtable')].map(t => {
            const open = t.previousElementSibling, close = t.nextElementSibling;
            return {
              table: t.getBoundingClientRect().height,
              open: open ? open.getBoundingClientRect().height : 0,
              close: close ? close.getBoundingClientRect().height : 0,
            };
        })"""
    )
    assert pairs, "the page has matrices"
    for p in pairs:
        assert min(p["open"], p["close"]) >= 0.9 * p["table"], p
    v.assert_clean()


def test_every_table_has_a_header(site_pages):
    empty = [
        (page.path, h)
        for page in site_pages
        for h in page.table_heads
        if not h or not all(h)
    ]
    assert not empty, f"tables with an empty header cell: {empty}"
    for page in site_pages:
        page.palettes["light"].records.assert_clean()


def _pitfall_messages() -> list[tuple[str, str]]:
    """(heading, error message) for each pitfall whose description quotes an error:
    inline code that starts with the exception's or the warning's name."""
    text = (site.docs_dir() / "reference/pitfalls.md").read_text(encoding="utf-8")
    found = []
    for heading, body in re.findall(
        r"^### ([^\n]+)\n\n(.+?)(?=^##|\Z)", text, re.M | re.S
    ):
        wrong = re.search(r"\*\*What goes wrong:\*\* (.+)", body).group(1)
        quoted = re.search(r"`(\w+(?:Error|Warning): [^`]+)`", wrong)
        see = re.search(r"\*\*See:\*\* \[[^\]]*\]\(\.\./([^)#]+)\.md#([^)]+)\)", body)
        if quoted:
            target = f"{see[1]}/#{see[2]}" if see else None
            found.append((heading, quoted.group(1).rstrip("…").strip(), target))
    return found


def _has_a_section(message: str) -> bool:
    """Whether one of the errors readers paste (data/common-errors/) is this message:
    its own section on its topic page, not the Pitfalls page, comes first for it
    (tests/browser/test_pasted_errors.py)."""
    return any(common_errors.quoted_by(e, message) for e in common_errors.entries())


MESSAGES = [(h, m, see) for h, m, see in _pitfall_messages() if not _has_a_section(m)]


@pytest.fixture(scope="module")
def pitfall_ids(browser, served) -> dict[str, str]:
    """The id of each pitfall's heading, by its text."""
    v = Visit(browser, served)
    v.goto("reference/pitfalls/")
    ids = v.page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('article h3')]
            .map(h => [h.innerText.replace(/¶$/, '').trim(), h.id]))"""
    )
    v.close()
    return ids


@pytest.mark.parametrize("home", ["", "zh/"], ids=["en", "zh"])
@pytest.mark.parametrize(
    "heading, message, see", MESSAGES, ids=[m for _, m, _ in MESSAGES]
)
def test_an_error_message_finds_its_pitfall_first(
    search_box, pitfall_ids, heading, message, see, home
):
    """In either language (error messages stay English on the Chinese pages, whose
    sections keep the English anchors), the first result is the pitfall, or the
    section of its topic page that the pitfall links to ("See"), where the same
    message is raised and explained."""
    anchor = pitfall_ids[heading.replace("`", "")]
    search = search_box(home)
    links = search.results(message).evaluate_all(
        "links => links.map(a => a.getAttribute('href'))"
    )
    hrefs = [urlsplit(href) for href in links]
    # Results come grouped by page, the page first and then its sections.
    first_section = next(h for h in hrefs if h.fragment)
    found = (hrefs[0].path, first_section.fragment)
    wanted = {(f"/{home}reference/pitfalls/", anchor)}
    if see:
        page, section = see.split("#")
        wanted.add((f"/{home}{page}", section))
    assert any(
        found[0].endswith(path) and found[1] == section for path, section in wanted
    ), (message, hrefs[:3])
    search.visit.assert_clean()
