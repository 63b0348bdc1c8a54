"""The built site in a real browser: Playwright for Python driving Debian's Chromium.

Every page of a fresh build, served on 127.0.0.1, must load with no console error, no
failed request and no request to another origin; axe-core must find no serious or
critical accessibility violation; math must be typeset; search, copy buttons, the
palette toggle and the 404 page must work. A screenshot of every page visited is
written to reports/screenshots/ (gitignored) for a person to look at.

Skipped, with the reason, where Chromium (/usr/bin/chromium; `.ci/run` installs
Debian's) or Playwright is missing; the axe check also needs tools/node_modules
(`python3 dev.py tools` installs them; .ci/run does).
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from harness import site

from browser import site_server

pytestmark = pytest.mark.browser

CHROMIUM, CHROMIUM_ARGS, TOOLS = (
    site_server.CHROMIUM,
    site_server.CHROMIUM_ARGS,
    site_server.TOOLS,
)
AXE = TOOLS / "node_modules" / "axe-core" / "axe.min.js"
SCREENSHOTS = site.ROOT / "reports" / "screenshots"
PAGES = site_server.page_paths()


def _playwright():
    if not CHROMIUM.exists():
        pytest.skip(
            f"Chromium is not installed at {CHROMIUM} "
            "(apt-get install chromium; .ci/run does it)"
        )
    return pytest.importorskip(
        "playwright.sync_api",
        reason="Playwright for Python is not installed (the 'test' group pins it)",
    )


@pytest.fixture(scope="session")
def served(built_site):
    depth = len(Path(site_server.base_path().strip("/")).parts)
    root = built_site.parents[depth - 1] if depth else built_site
    with site_server.serve(root, built_site) as base:
        yield base


@pytest.fixture(scope="session")
def browser():
    sync_api = _playwright()
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True
        )
        yield browser
        browser.close()


class Visit:
    """A browser context that records what a page asks of the network and console."""

    def __init__(self, browser, base: str, **context_args):
        self.origin = "{0.scheme}://{0.netloc}".format(urlsplit(base))
        self.base = base
        self.context = browser.new_context(**context_args)
        self.foreign: list[str] = []
        self.failed: list[str] = []
        self.errors: list[str] = []
        # Nothing may leave 127.0.0.1: a request elsewhere is recorded and aborted.
        self.context.route("**/*", self._route)
        self.page = self.context.new_page()
        self.page.on("console", self._console)
        self.page.on("pageerror", lambda exc: self.errors.append(f"pageerror: {exc}"))
        self.page.on(
            "requestfailed",
            lambda r: self.failed.append(f"{r.url} ({r.failure})"),
        )
        self.page.on(
            "response",
            lambda r: r.status >= 400 and self.failed.append(f"{r.url} ({r.status})"),
        )

    def _route(self, route):
        url = route.request.url
        if url.startswith(("data:", "blob:")) or url.startswith(self.origin + "/"):
            route.continue_()
        else:
            self.foreign.append(url)
            route.abort()

    def _console(self, msg):
        if msg.type in {"error", "assert"}:
            self.errors.append(f"console.{msg.type}: {msg.text}")

    def goto(self, path: str, expect_status: int = 200):
        response = self.page.goto(self.base + path, wait_until="networkidle")
        assert response is not None and response.status == expect_status, path
        return response

    def screenshot(self, name: str) -> Path:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        out = SCREENSHOTS / (re.sub(r"[^A-Za-z0-9]+", "_", name).strip("_") + ".png")
        self.page.screenshot(path=str(out), full_page=True)
        return out

    def assert_clean(self, allow_status: str | None = None):
        failed = [f for f in self.failed if not (allow_status and allow_status in f)]
        assert not self.foreign, f"requests to other origins: {self.foreign}"
        assert not failed, f"failed requests: {failed}"
        assert not self.errors, f"console errors: {self.errors}"

    def close(self):
        self.context.close()


@pytest.fixture
def visit(browser, served):
    visits = []

    def open_(**context_args) -> Visit:
        v = Visit(browser, served, **context_args)
        visits.append(v)
        return v

    yield open_
    for v in visits:
        v.close()


def _axe_source() -> str | None:
    return AXE.read_text(encoding="utf-8") if AXE.exists() else None


@pytest.fixture(scope="session")
def axe_source():
    source = _axe_source()
    if source is None:
        pytest.skip("axe-core is not installed: run `python3 dev.py tools` (needs npm)")
    return source


def _axe_violations(page, axe_source: str) -> list[str]:
    page.add_script_tag(content=axe_source)
    result = page.evaluate(
        "async () => (await axe.run(document, {resultTypes: ['violations']}))"
        ".violations.map(v => ({id: v.id, impact: v.impact, help: v.help,"
        " nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}))"
    )
    return [
        f"{v['impact']}: {v['id']} ({v['help']}) at {v['nodes']}"
        for v in result
        if v["impact"] in {"serious", "critical"}
    ]


@pytest.mark.parametrize("path", PAGES, ids=[p or "home" for p in PAGES])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_page_loads_clean_offline_and_accessible(visit, axe_source, path, scheme):
    v = visit(color_scheme=scheme)
    v.goto(path)
    shot = v.screenshot(f"{path or 'home'}-{scheme}")
    v.assert_clean()
    assert v.page.locator("article h1").count() == 1, f"{path}: one H1 ({shot})"
    violations = _axe_violations(v.page, axe_source)
    assert not violations, f"{path} ({scheme}, see {shot}):\n" + "\n".join(violations)


@pytest.mark.parametrize("path", PAGES, ids=[p or "home" for p in PAGES])
def test_math_is_typeset(visit, path):
    v = visit()
    v.goto(path)
    found = v.page.evaluate(
        """() => [...document.querySelectorAll('.arithmatex')].map(el => {
            const math = el.querySelector('math');
            const frac = el.querySelector('mfrac');
            // a typeset fraction puts its numerator above its denominator
            const stacked = frac && frac.children.length === 2
              ? frac.children[0].getBoundingClientRect().bottom
                <= frac.children[1].getBoundingClientRect().top + 1
              : null;
            return {
              tex: el.dataset.tex || el.textContent.slice(0, 40),
              math: !!math,
              display: math ? getComputedStyle(math).display : null,
              height: math ? math.getBoundingClientRect().height : 0,
              stacked,
              raw: /\\\\[(\\[]/.test(el.textContent),
            };
        })"""
    )
    for m in found:
        assert m["math"] and not m["raw"], f"{path}: not typeset: {m['tex']}"
        # Chromium lays MathML out itself (MathML Core): display is math or block math
        assert "math" in m["display"], f"{path}: {m}"
        assert m["height"] > 0, f"{path}: math has no height: {m}"
        assert m["stacked"] is not False, f"{path}: a fraction is not stacked: {m}"
    v.assert_clean()


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
    results.first.wait_for(timeout=10_000)
    hrefs = [a.get_attribute("href") for a in results.all()]
    assert any("tensors/views-copies-memory/" in h for h in hrefs), hrefs
    # matches are highlighted
    assert v.page.locator(".md-search-result mark").count() > 0
    v.assert_clean()


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
    title = block.locator(".filename").inner_text()
    source = (site.ROOT / title).read_text(encoding="utf-8")
    expected = re.sub(r"\s*# \(\d+\)!", "", source)

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
    v.page.reload(wait_until="networkidle")
    assert scheme()[0] == "slate", "the choice is remembered across pages"
    v.page.locator("form[data-md-component=palette] label:visible").first.click()
    assert scheme()[0] == "default"
    v.assert_clean()


def test_edit_and_view_source_links(visit):
    v = visit()
    v.goto("tensors/views-copies-memory/")
    edit = v.page.locator("a.md-content__button[href*='/edit/main/docs/']")
    view = v.page.locator("a.md-content__button[href*='/raw/main/docs/']")
    assert edit.get_attribute("href").endswith("tensors/views-copies-memory.md")
    assert view.count() == 1
    v.assert_clean()


def test_link_preview_tags_come_from_the_page_description(visit):
    v = visit()
    v.goto("tensors/views-copies-memory/")
    description = v.page.locator("meta[name=description]").get_attribute("content")
    og = v.page.locator("meta[property='og:description']").get_attribute("content")
    assert description and og == description
    assert "squeeze" in description
    v.assert_clean()


def test_home_page_shows_facts_from_the_build(visit):
    from site_extensions.facts import facts

    v = visit()
    v.goto("")
    text = v.page.locator("article").inner_text()
    known = facts()
    assert f"Checked against PyTorch {known['torch_version']}" in text
    assert f"also run on PyTorch {known['older_releases']}," in text
    assert known["build_date"] in text and known["commit_date"] in text
    v.assert_clean()


def test_not_found_page_helps(visit, axe_source):
    v = visit()
    v.goto("no/such/page/", expect_status=404)
    v.screenshot("404")
    # the one 404 is the page itself; Chromium logs it as a console error
    v.errors = [e for e in v.errors if "status of 404" not in e]
    v.assert_clean(allow_status="no/such/page/ (404)")
    assert "Page not found" in v.page.locator("article h1").inner_text()
    home = v.page.locator("article a", has_text="home page")
    home.click()
    v.page.wait_for_load_state("networkidle")
    assert v.page.url == v.base
    assert not _axe_violations(v.page, axe_source)
    v.assert_clean(allow_status="no/such/page/ (404)")
