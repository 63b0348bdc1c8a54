"""What a reader sees on the built site: code that fits the column, output shown as
output, captions that lead to the code, math and tables drawn whole, and pitfalls
found by pasting their error message into search.

Measured in Chromium at a desktop size (1440×900) and a phone size (390×844). The
figures (blocks that scroll sideways, and those whose hidden part holds a comment or
a code annotation) are written to reports/code-width.json and printed in the report.
"""

from __future__ import annotations

import json
import re
from urllib.parse import urlsplit

import pytest
from harness import site

from browser.conftest import CODE_VIEWPORTS, Visit

pytestmark = pytest.mark.browser

REPORT = site.ROOT / "reports" / "code-width.json"


@pytest.fixture(scope="module")
def widths(site_pages):
    """Every code block of every page, measured at each viewport (CODE_VIEWPORTS)."""
    return {
        name: [{"page": page.path, **b} for page in site_pages for b in page.code[name]]
        for name in CODE_VIEWPORTS
    }


def _summary(rows: list[dict]) -> dict:
    scrolling = [r for r in rows if r["overflow"] > 0]
    return {
        "blocks": len(rows),
        "scroll": len(scrolling),
        "hide a comment": sum(r["comment"] for r in scrolling),
        "hide an annotation": sum(r["annotation"] for r in scrolling),
    }


def test_code_blocks_fit_the_column(widths, request):
    summary = {name: _summary(rows) for name, rows in widths.items()}
    REPORT.parent.mkdir(parents=True, exist_ok=True)
    REPORT.write_text(json.dumps({"summary": summary, "blocks": widths}, indent=1))
    reporter = request.config.pluginmanager.get_plugin("terminalreporter")
    for name, figures in summary.items():
        reporter.write_line(f"code width at {name} {CODE_VIEWPORTS[name]}: {figures}")
    desktop = [_where(r) for r in widths["desktop"] if r["overflow"] > 0]
    assert not desktop, "blocks that scroll at 1440×900:\n" + "\n".join(desktop)
    hiding = [_where(r) for r in widths["phone"] if r["comment"]]
    assert not hiding, "blocks that hide a comment on a phone:\n" + "\n".join(hiding)


def _where(row: dict) -> str:
    return f"{row['page']} {row['block']}: {row['overflow']} px cut off"


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
        assert wraps == "pre-wrap"
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
    path = source.inner_text()
    assert path.startswith("snippets/") and (site.ROOT / path).is_file()
    repo = site.mkdocs_config()["repo_url"].rstrip("/")
    assert source.get_attribute("href") == f"{repo}/blob/main/{path}"
    download = caption.locator("a.snippet-download")
    assert download.get_attribute("download") is not None
    url = download.evaluate("a => a.href")
    body = v.page.request.get(url).text()
    assert body == (site.ROOT / path).read_text(encoding="utf-8")
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
        if quoted:
            found.append((heading, quoted.group(1).rstrip("…").strip()))
    return found


MESSAGES = _pitfall_messages()


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
@pytest.mark.parametrize("heading, message", MESSAGES, ids=[m for _, m in MESSAGES])
def test_an_error_message_finds_its_pitfall_first(
    search_box, pitfall_ids, heading, message, home
):
    """In either language: error messages stay English on the Chinese pitfalls
    page, whose sections keep the English anchors."""
    anchor = pitfall_ids[heading.replace("`", "")]
    search = search_box(home)
    links = search.results(message).evaluate_all(
        "links => links.map(a => a.getAttribute('href'))"
    )
    hrefs = [urlsplit(href) for href in links]
    # Results come grouped by page, the page first and then its sections.
    assert hrefs[0].path.endswith(f"/{home}reference/pitfalls/"), (message, hrefs[:3])
    first_section = next(h for h in hrefs if h.fragment)
    assert first_section.fragment == anchor, (message, first_section)
    search.visit.assert_clean()
