"""What the browser tests share: Chromium driven by Playwright, the built site served
on 127.0.0.1, a visit that records every request and console error, and axe-core.

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

CHROMIUM, CHROMIUM_ARGS, TOOLS = (
    site_server.CHROMIUM,
    site_server.CHROMIUM_ARGS,
    site_server.TOOLS,
)
AXE = TOOLS / "node_modules" / "axe-core" / "axe.min.js"
SCREENSHOTS = site.ROOT / "reports" / "screenshots"


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
        self.page.on("requestfailed", self._request_failed)
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

    def _request_failed(self, request):
        # net::ERR_ABORTED: the browser cancelled the request because the page that
        # made it was left (a late fetch of the search index as the next page
        # loads); a missing file fails on its status, another origin in _route.
        if request.failure != "net::ERR_ABORTED":
            self.failed.append(f"{request.url} ({request.failure})")

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


@pytest.fixture(scope="session")
def axe_violations(axe_source):
    """A function: the serious or critical axe-core violations of a page."""
    return lambda page: _axe_violations(page, axe_source)
