"""The built site in a real browser: Playwright for Python driving Debian's Chromium.

Every page of a fresh build, served on 127.0.0.1, must load with no console error, no
failed request and no request to another origin; axe-core must find no serious or
critical accessibility violation; math must be typeset; search, copy buttons, the
palette toggle and the 404 page must work. With --screenshots, a screenshot of every
page visited is written to reports/screenshots/ (gitignored) for a person to look at.

The shared fixtures (Chromium, the served site, a visit, axe-core, every page read
once in both palettes, the search box of each home page) are in conftest.py.
"""

from __future__ import annotations

import datetime as dt
import os
import re
from urllib.parse import urlsplit

import pytest

from browser import site_server
from practices import pages
from practices.testing import site

pytestmark = pytest.mark.browser

PAGES = site_server.page_paths()


@pytest.mark.parametrize("path", PAGES, ids=[p or "home" for p in PAGES])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_page_loads_clean_offline_and_accessible(site_pages, path, scheme):
    checked = site_pages[path].palettes[scheme]
    shot = checked.screenshot or "pytest --screenshots writes a screenshot"
    checked.records.assert_clean()
    assert checked.h1 == 1, f"{path}: one H1 ({shot})"
    violations = checked.violations
    assert not violations, f"{path} ({scheme}, {shot}):\n" + "\n".join(violations)
    # In the dark palette axe-core ran the colour rules over the page and every rule
    # over the header only (AXE_RUNS): outside the header, the page is the light one.
    light = site_pages[path].palettes["light"]
    assert checked.outside_header == light.outside_header, f"{path}: {scheme} DOM"


@pytest.mark.parametrize("path", PAGES, ids=[p or "home" for p in PAGES])
def test_math_is_typeset(site_pages, path):
    page = site_pages[path]
    for m in page.math:
        assert m["math"] and not m["raw"], f"{path}: not typeset: {m['tex']}"
        # Chromium lays MathML out itself (MathML Core): display is math or block math
        assert "math" in m["display"], f"{path}: {m}"
        assert m["height"] > 0, f"{path}: math has no height: {m}"
        assert m["stacked"] is not False, f"{path}: a fraction is not stacked: {m}"
    page.palettes["light"].records.assert_clean()


def test_some_page_has_math():
    """The math test above must have something to check."""
    assert any("$$" in p.read_text(encoding="utf-8") for p in site.pages())


def test_search_finds_the_squeeze_pitfall(visit):
    v = visit()
    v.goto("")
    v.page.keyboard.press("/")
    search = v.page.locator("input.md-search__input")
    search.press_sequentially("squeeze", delay=50)
    results = v.page.locator(".md-search-result__item a")
    results.first.wait_for(timeout=60_000)  # a slow machine: see SearchBox
    hrefs = [a.get_attribute("href") for a in results.all()]
    assert any("tensors/views-copies-memory/" in h for h in hrefs), hrefs
    # matches are highlighted
    assert v.page.locator(".md-search-result mark").count() > 0
    v.assert_clean()


# A query in each language, and the section it must find among the first
# results (or the page among those found): Chinese words are cut apart alike when
# the index is built and as the reader searches (practices/segmentation.py,
# docs/javascripts/search-zh.js), and each edition searches its own pages.
SEARCHES = [
    ("", "view stride contiguous", "tensors/views-copies-memory/"),
    ("zh/", "张量 视图", "zh/tensors/views-copies-memory/#tell-a-view-from-a-copy"),
    ("zh/", "张量视图", "zh/tensors/views-copies-memory/"),
    ("zh/", "混合精度", "zh/training/mixed-precision/"),
    ("zh/", "梯度累积", "zh/training/recipes/#accumulate-gradients-over-micro-batches"),
    # a Chinese description of an error, as a reader would type it
    (
        "zh/",
        "转置后 view 报错",
        "zh/tensors/views-copies-memory/#use-reshape-when-view-refuses",
    ),
    (
        "zh/",
        "批大小为 1 时 squeeze",
        "zh/tensors/views-copies-memory/#avoid-the-batch-of-one-squeeze-trap",
    ),
]


@pytest.mark.parametrize(
    "home, query, expected", SEARCHES, ids=[q for _, q, _ in SEARCHES]
)
def test_search_in_each_language_finds_its_page(search_box, home, query, expected):
    search = search_box(home)
    links = search.results(query).evaluate_all("links => links.map(a => a.href)")
    found = [urlsplit(href) for href in links]
    shown = [f"{u.path}#{u.fragment}" if u.fragment else u.path for u in found]
    # a section among the first results; a page among the pages found
    first = shown[:6] if "#" in expected else shown
    assert any(s.endswith("/" + expected) for s in first), (query, shown[:6])
    # an edition's results are its own pages: none from the other language
    chinese = [u for u in found if "/zh/" in u.path]
    assert len(chinese) == (len(found) if home else 0), (query, shown[:6])
    search.visit.assert_clean()


@pytest.mark.parametrize("home", ["", "zh/"], ids=["en", "zh"])
def test_a_search_that_finds_nothing_answers_none(search_box, home):
    """A query no page matches is answered, with no result group and the line above
    the results saying so in the edition's language; a query that matches is
    answered with groups. The search tests read an answer only once it is given, so
    a slow search is not taken for one that found nothing."""
    search = search_box(home)
    assert search.groups("qzxjvw") == []
    none = search.translation("search.result.none")
    assert search.visit.page.locator(search.META).inner_text().strip() == none
    assert search.groups("contiguous")
    search.visit.assert_clean()


def test_copy_button_copies_the_code(visit):
    v = visit(permissions=["clipboard-read", "clipboard-write"])
    v.goto("tensors/views-copies-memory/")
    block = v.page.locator("div.highlight").filter(has=v.page.locator("code")).first
    block.hover()
    button = block.locator("button[data-md-type=copy]")
    assert button.count() == 1
    button.click()
    copied = v.page.evaluate("() => navigator.clipboard.readText()")
    # What lands on the clipboard is the snippet file, a program the reader can run
    # (Material leaves the annotation markers out of the copy).
    href = block.locator(".filename a.snippet-source").get_attribute("href")
    source = (site.ROOT / href.split("/blob/main/", 1)[1]).read_text(encoding="utf-8")
    expected = pages.MARKED.sub("", source)

    def lines(text):
        return [line.rstrip() for line in text.strip().splitlines()]

    assert lines(copied) == lines(expected), copied
    v.assert_clean()


def test_palette_toggle_switches_light_and_dark(visit):
    v = visit(color_scheme="light")
    v.goto("")

    def scheme():
        return v.page.evaluate(
            "() => [document.body.getAttribute('data-md-color-scheme'),"
            " getComputedStyle(document.body).backgroundColor]"
        )

    light = scheme()
    assert light[0] == "default"
    v.page.locator("form[data-md-component=palette] label:visible").first.click()
    dark = scheme()
    assert dark[0] == "slate" and dark[1] != light[1]
    v.page.reload(wait_until="load")
    v.settle()
    assert scheme()[0] == "slate", "the choice is remembered across pages"
    v.page.locator("form[data-md-component=palette] label:visible").first.click()
    assert scheme()[0] == "default"
    v.assert_clean()


def test_edit_and_view_source_links(visit):
    """Edit opens the page in the repository; View source shows the page's Markdown
    with every include expanded: the code each block runs, no `--8<--` line."""
    v = visit()
    v.goto("tensors/views-copies-memory/")
    edit = v.page.locator("a.md-content__button[href*='/edit/main/docs/']")
    assert edit.get_attribute("href").endswith("tensors/views-copies-memory.md")
    view = v.page.locator("a.md-content__button[data-source-view]")
    assert view.count() == 1
    response = v.page.goto(view.evaluate("a => a.href"))
    assert response.status == 200
    text = v.page.locator("body").inner_text()
    assert "# Views, copies and memory" in text
    assert "--8<--" not in text
    page = (site.docs_dir() / "tensors/views-copies-memory.md").read_text("utf-8")
    first = re.search(r"<!-- block ([^\s:]+)", page).group(1)
    code = (site.ROOT / "snippets" / first).read_text(encoding="utf-8")
    assert code.strip().splitlines()[-1].strip() in text
    v.assert_clean()


def test_link_preview_tags_come_from_the_page_description(visit):
    v = visit()
    v.goto("tensors/views-copies-memory/")
    description = v.page.locator("meta[name=description]").get_attribute("content")
    og = v.page.locator("meta[property='og:description']").get_attribute("content")
    assert description and og == description
    assert "squeeze" in description
    v.assert_clean()


def test_home_page_shows_facts_from_the_build(visit, built_site):
    from practices.facts import facts

    v = visit()
    v.goto("")
    box = v.page.locator("article details.success")  # folded: one tap away
    assert box.count() == 1 and not box.get_attribute("open")
    box.locator("summary").click()
    text = v.page.locator("article").inner_text()
    known = facts()
    assert f"Checked against PyTorch {known['torch_version']}" in text
    assert f"also run on PyTorch {known['older_releases']}," in text
    assert known["commit_date"] in text
    # The day the site was built, which need not be today: a run that crosses
    # midnight reads a page built the day before. The build read the date at its
    # start, minutes at most before it wrote the home page.
    if os.environ.get("SOURCE_DATE_EPOCH"):
        days = {known["build_date"]}
    else:
        mtime = (built_site / "index.html").stat().st_mtime
        written = dt.datetime.fromtimestamp(mtime, dt.UTC)
        days = {
            (written - dt.timedelta(minutes=minutes)).date().isoformat()
            for minutes in (0, 10)
        }
    assert any(f"built on {day}" in text for day in days), (days, text[:600])
    v.assert_clean()


def test_not_found_page_helps(visit, axe_violations):
    v = visit()
    v.goto("no/such/page/", expect_status=404)
    v.screenshot("404")
    # the one 404 is the page itself; Chromium logs it as a console error
    v.errors = [e for e in v.errors if "status of 404" not in e]
    v.assert_clean(allow_status="no/such/page/ (404)")
    assert "Page not found" in v.page.locator("article h1").inner_text()
    # every page of the navigation is listed, under its section
    listed = {
        a.evaluate("a => new URL(a.href).pathname")
        for a in v.page.locator("article ul a").all()
    }
    pages = {urlsplit(v.base + path).path for path in PAGES}
    assert pages <= listed, sorted(pages - listed)
    home = v.page.locator("article a", has_text="home page")
    home.click()
    v.page.wait_for_load_state("load")
    v.settle()
    assert v.page.url == v.base
    assert not axe_violations(v.page)
    v.assert_clean(allow_status="no/such/page/ (404)")
