"""The verification lines in Chromium, in both languages: the page line leads to how
this is checked, a skip reason opens by keyboard and by touch in the page's language,
a block that ran nowhere stands apart from the others in words and in style, and
"Report a problem" is a plain link that asks nothing of the network until followed.
"""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest

from practices.testing import site

pytestmark = pytest.mark.browser

SKIPS = "analysis/count-params-and-flops/"  # blocks skipped on the older releases
NEVER = "performance/checklist/"  # a block no release nor GPU has run (two GPUs)
REASON = {"": "needs the optional package", "zh/": "需要可选包"}
EDITIONS = ["", "zh/"]


@pytest.mark.parametrize("home", EDITIONS, ids=["en", "zh"])
def test_a_skip_reason_opens_by_keyboard(visit, home):
    v = visit()
    v.goto(home + SKIPS)
    line = v.page.locator(".verified--differs").first
    reason = line.locator("li", has_text=REASON[home])
    assert reason.count() and not reason.first.is_visible()
    v.page.locator(".verified-page summary").focus()  # the page line, above it
    for _ in range(200):  # Tab onwards to the first block's line
        v.page.keyboard.press("Tab")
        if line.locator("summary").evaluate("s => s === document.activeElement"):
            break
    else:
        raise AssertionError("Tab never reached a block's verification line")
    v.page.keyboard.press("Enter")
    reason.first.wait_for(state="visible")
    v.assert_clean()


@pytest.mark.parametrize("home", EDITIONS, ids=["en", "zh"])
def test_a_skip_reason_opens_by_touch_on_a_phone(visit, home):
    v = visit(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    v.goto(home + SKIPS)
    line = v.page.locator(".verified--differs").first
    line.scroll_into_view_if_needed()
    reason = line.locator("li", has_text=REASON[home]).first
    assert not reason.is_visible()
    line.locator("summary").tap()
    reason.wait_for(state="visible")
    box = reason.bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= 390, box
    v.assert_clean()


@pytest.mark.parametrize(
    "home, words", [("", "Not yet run"), ("zh/", "尚未运行")], ids=["en", "zh"]
)
def test_a_block_that_ran_nowhere_stands_apart(visit, home, words):
    v = visit()
    v.goto(home + NEVER)
    never = v.page.locator(".verified--not-run")
    assert never.count() >= 1
    assert words in never.first.locator("summary").inner_text()
    style = "el => [getComputedStyle(el).backgroundColor, getComputedStyle(el).borderLeftWidth]"
    background, border = never.first.evaluate(style)
    quiet = v.page.locator(".verified--same").first.evaluate(style)
    assert background != quiet[0] and border != "0px", (background, border, quiet)
    v.assert_clean()


@pytest.mark.parametrize(
    "home, label", [("", "Report a problem"), ("zh/", "报告问题")], ids=["en", "zh"]
)
def test_report_a_problem_is_a_prefilled_plain_link(visit, home, label):
    config = site.mkdocs_config()
    v = visit()
    v.goto(home + SKIPS)
    links = v.page.locator("a.verified__report")
    blocks = v.page.locator("article div.highlight:not(.output)")
    assert links.count() >= 12 and links.count() == v.page.locator(".verified").count()
    assert blocks.count() >= 12
    first = links.first
    assert first.inner_text() == label
    href = first.get_attribute("href")
    assert href.startswith(config["repo_url"].rstrip("/") + "/issues/new?")
    query = parse_qs(urlsplit(href).query)
    assert config["site_url"] + home + SKIPS in query["body"][0]
    assert "snippets/analysis/count-params-and-flops/" in query["body"][0]
    assert "torch.__version__" in query["body"][0]  # the reader's setup
    # and one link for the whole page, at its end
    page = v.page.locator("article .page-report a")
    assert page.count() == 1 and page.is_visible()
    assert (
        "torch.__version__"
        in parse_qs(urlsplit(page.get_attribute("href")).query)["body"][0]
    )
    # nothing was asked of GitHub (or any other origin): assert_clean says so
    v.assert_clean()


@pytest.mark.parametrize("home", EDITIONS, ids=["en", "zh"])
def test_the_page_line_leads_to_how_this_is_checked(visit, home):
    v = visit()
    v.goto(home + SKIPS)
    line = v.page.locator(".verified-page")
    assert "12 of 12" in line.inner_text() or "12 段代码中有 12 段" in line.inner_text()
    link = line.locator("a")
    assert not link.is_visible()  # the detail is one tap away
    line.locator("summary").click()
    link.click()
    v.page.wait_for_load_state("load")
    assert urlsplit(v.page.url).path.endswith(home + "about/how-this-site-stays-true/")
    assert v.page.locator("#see-where-each-block-was-verified").count() == 1
    v.assert_clean()
