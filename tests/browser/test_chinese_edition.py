"""The Chinese edition in Chromium: what the site itself writes on a Chinese page is
Chinese, and the language switch keeps the reader's section, both ways.

The site's own words are everything but the page's prose (conftest.py's _CHROME):
each title, aria-label and placeholder (heading permalinks, palette toggle, buttons,
verification lines, captions) and the text of the header, footer, navigation titles,
search and back-to-top button. English left there is found by harness/english.py:
code, file names, torch's names and product names stay as they are.
"""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from english import english_left

from browser import site_server

pytestmark = pytest.mark.browser

CHINESE = [p for p in site_server.page_paths() if p.startswith("zh/")]


@pytest.mark.parametrize("path", CHINESE)
def test_the_site_writes_chinese_on_a_chinese_page(site_pages, path):
    chrome = site_pages[path].chrome
    english = [
        f"{where}: {text!r} ({', '.join(english_left(text))})"
        for where, text in chrome
        if english_left(text)
    ]
    assert not english, f"{path}: English in the site's own words:\n" + "\n".join(
        english
    )
    # what is checked is there: the permalinks, the palette toggle, the footer
    wheres = {where for where, _ in chrome}
    assert {"label.md-header__button[title]", "div.md-copyright__highlight"} <= wheres
    if path != "zh/":
        assert "a.headerlink[title]" in wheres


def test_the_english_edition_keeps_its_words(site_pages):
    """The same words on an English page are English (the check above reads them)."""
    chrome = dict(
        (text, where) for where, text in site_pages["saving/saving-and-loading/"].chrome
    )
    assert chrome.get("Permanent link") == "a.headerlink[title]"
    assert "Switch to dark mode" in chrome


# The section a reader is at, on a page of both editions (the same heading id)
PAGE = "saving/saving-and-loading/"
SECTION = "load-a-checkpoint-on-a-machine-without-a-gpu"
EDITIONS = {"en": PAGE, "zh": f"zh/{PAGE}"}


def _reach(v, start: str, way: str) -> None:
    """Bring the reader to SECTION of the page ``start`` the way a reader does."""
    if way == "address":
        v.goto(f"{start}#{SECTION}")
        return
    v.goto(start)
    if way == "table of contents":
        v.page.locator(
            f".md-sidebar--secondary a.md-nav__link[href='#{SECTION}']"
        ).click()
    else:  # the heading's own link, shown as the pointer is over the heading
        v.page.locator(f"h2#{SECTION}").hover()
        v.page.locator(f"h2#{SECTION} a.headerlink").click()
    v.page.wait_for_function(f"() => location.hash === '#{SECTION}'")


@pytest.mark.parametrize("way", ["address", "table of contents", "heading"])
@pytest.mark.parametrize(("source", "target"), [("en", "zh"), ("zh", "en")])
def test_the_language_switch_keeps_the_section(visit, source, target, way):
    v = visit(viewport={"width": 1440, "height": 900})
    _reach(v, EDITIONS[source], way)
    v.page.locator(".md-header .md-select").hover()
    with v.page.expect_navigation(wait_until="load"):
        v.page.locator(f".md-header a.md-select__link[hreflang={target}]").click()
    v.settle()
    url = urlsplit(v.page.url)
    assert url.path.endswith("/" + EDITIONS[target]), url.path
    assert url.fragment == SECTION, f"{source} → {target} ({way}) lost the section"
    top = v.page.locator(f"#{SECTION}").evaluate("h => h.getBoundingClientRect().top")
    assert 0 <= top < 300, f"the section is not in view: its top is at {top}px"
    v.assert_clean()
