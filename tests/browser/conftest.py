"""What the browser tests share: Chromium driven by Playwright, the built site served
on 127.0.0.1, a visit that records every request and console error, axe-core, every
page read once, and the search box of each edition's home page.

Every page is read once per run for all the tests that check it (``site_pages``;
under pytest-xdist one worker reads, the others load its reports): loaded in the
light palette at the desktop size (1440×900), its code blocks measured, axe-core
there (and a screenshot, with --screenshots); switched in place to the dark palette
(the browser's colour scheme emulated dark, Material's palette set to slate, as a
reader's browser in dark mode shows it), axe-core's colour rules over the page and
all its rules over the header (AXE_RUNS), and a screenshot; switched back, then
resized to measure its code blocks at a phone size. Before each step
the page settles: no request in flight and its DOM unchanged for QUIET_MS. READERS
pages are read at a time, each in a browser context of its own: while one page's
axe-core runs in its renderer, another page loads. Only the pages whose tests are
selected are read.

Skipped, with the reason, where Chromium's headless shell
(/usr/bin/chromium-headless-shell, Debian's chromium-headless-shell; `.ci/run`
installs it) or Playwright is missing; the axe check also needs tools/node_modules
(`python3 dev.py tools` installs them; .ci/run does).
"""

from __future__ import annotations

import base64
import hashlib
import os
import pickle
import re
import time
import traceback
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from browser import site_server
from practices.testing import once, site

CHROMIUM, CHROMIUM_ARGS, TOOLS = (
    site_server.CHROMIUM,
    site_server.CHROMIUM_ARGS,
    site_server.TOOLS,
)
AXE = TOOLS / "node_modules" / "axe-core" / "axe.min.js"
SCREENSHOTS = site.ROOT / "reports" / "screenshots"

# Where code blocks are measured (test_reading.py): a desktop and a phone.
CODE_VIEWPORTS = {"desktop": (1440, 900), "phone": (390, 844)}
# Where every page is checked in both palettes: the desktop's, so that its code is
# measured without a resize.
VIEWPORT = dict(zip(("width", "height"), CODE_VIEWPORTS["desktop"], strict=True))
# A palette by the name of the browser's colour scheme: Material's scheme for it.
SCHEMES = {"light": "default", "dark": "slate"}
# Pages read at a time, each in its own browser context (and renderer process):
# while one waits for its page to settle or for Python to take its screenshot, the
# others' renderers work. Four read the site about 10% faster than two on 2 cores.
READERS = 4


def _playwright():
    if not CHROMIUM.exists():
        pytest.skip(
            f"Chromium is not installed at {CHROMIUM} "
            "(apt-get install chromium-headless-shell; .ci/run does it)"
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


@pytest.fixture(scope="session", autouse=True)
def screenshots(request) -> bool:
    """Whether this run writes screenshots (pytest --screenshots)."""
    Visit.shots = request.config.getoption("--screenshots")
    return Visit.shots


@pytest.fixture(scope="session")
def browser():
    sync_api = _playwright()
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True
        )
        yield browser
        browser.close()


@dataclass
class Records:
    """What a page asked of the network and the console, up to some moment."""

    foreign: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def assert_clean(self, allow_status: str | None = None):
        failed = [f for f in self.failed if not (allow_status and allow_status in f)]
        assert not self.foreign, f"requests to other origins: {self.foreign}"
        assert not failed, f"failed requests: {failed}"
        assert not self.errors, f"console errors: {self.errors}"


# How long a page's DOM must stay unchanged before it counts as settled: longer
# than the longest delay of Material's components (a code annotation's tooltip is
# taken out of the page 250 ms after its last change).
QUIET_MS = 300

# Starts watching the page: window.__quiet resolves once nothing in its DOM has
# changed for QUIET_MS and its fonts are loaded (and fails if it never goes quiet).
_WATCH = """quietMs => {
  window.__quiet = new Promise((resolve, reject) => {
    let timer;
    const done = () => { observer.disconnect(); clearTimeout(limit); resolve(); };
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    observer.observe(document, {
      subtree: true, childList: true, attributes: true, characterData: true,
    });
    timer = setTimeout(done, quietMs);
    const limit = setTimeout(() => {
      observer.disconnect();
      reject(new Error("the page kept changing for 30 s"));
    }, 30000);
  }).then(() => document.fonts.ready);
}"""


class Visit:
    """A browser context that records what a page asks of the network and console."""

    def __init__(self, browser, base: str, **context_args):
        self.origin = "{0.scheme}://{0.netloc}".format(urlsplit(base))
        self.base = base
        self.context = browser.new_context(**context_args)
        self.foreign: list[str] = []
        self.failed: list[str] = []
        self.errors: list[str] = []
        self._in_flight: set = set()
        self._cdp = None
        # Nothing may leave 127.0.0.1: a request elsewhere is recorded and aborted.
        self.context.route("**/*", self._route)
        self.page = self.context.new_page()
        self.page.on("console", self._console)
        self.page.on("pageerror", lambda exc: self.errors.append(f"pageerror: {exc}"))
        self.page.on("request", lambda r: self._in_flight.add(r))
        self.page.on("requestfinished", lambda r: self._in_flight.discard(r))
        self.page.on("requestfailed", self._failed)
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

    def _failed(self, request):
        self._in_flight.discard(request)
        self.failed.append(f"{request.url} ({request.failure})")

    def _console(self, msg):
        if msg.type in {"error", "assert"}:
            self.errors.append(f"console.{msg.type}: {msg.text}")

    def records(self) -> Records:
        """A copy of what was recorded so far."""
        return Records(list(self.foreign), list(self.failed), list(self.errors))

    def forget(self, keep: Records | None = None):
        """Start recording afresh, from ``keep`` (what an earlier moment recorded)."""
        keep = keep or Records()
        self.foreign[:], self.failed[:], self.errors[:] = (
            keep.foreign,
            keep.failed,
            keep.errors,
        )

    def goto(self, path: str, expect_status: int = 200):
        """Load a page of the site and wait until it has settled."""
        response = self.load(path, expect_status)
        self.settle()
        return response

    def load(self, path: str, expect_status: int = 200):
        """Load a page of the site, up to its load event."""
        response = self.page.goto(self.base + path, wait_until="load")
        assert response is not None and response.status == expect_status, path
        return response

    def settle(self):
        """Wait until the page has settled (see ``settling``)."""
        for _ in self.settling():
            pass

    def settling(self) -> Iterator[None]:
        """Wait until the page has settled: no request in flight and its DOM unchanged
        for QUIET_MS, what its load (or a change of palette or size) set off done.
        Playwright's "networkidle" waits for half a second without a request instead,
        which Material's delayed changes do not make. A generator: it yields while the
        page is watched, so that another page can be worked on meanwhile."""
        while True:
            self.page.evaluate(_WATCH, QUIET_MS)
            yield
            self.requests_done()
            self.page.evaluate("async () => { await window.__quiet; }")
            if not self._in_flight:
                return

    def requests_done(self, timeout: float = 30.0):
        """Wait until no request of the page is in flight."""
        deadline = time.monotonic() + timeout
        while self._in_flight:
            if time.monotonic() > deadline:
                pending = sorted(r.url for r in self._in_flight)
                raise TimeoutError(f"requests still in flight: {pending}")
            self.page.wait_for_timeout(10)

    # Screenshots are taken only when asked (pytest --screenshots): a person looks
    # at them, no test reads them, and the whole site's cost a minute of a run.
    shots = False

    def screenshot(self, name: str) -> Path | None:
        """The whole page as a PNG under reports/screenshots/, encoded for speed
        (Chromium's own option), where screenshots were asked for."""
        if not self.shots:
            return None
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        out = SCREENSHOTS / (re.sub(r"[^A-Za-z0-9]+", "_", name).strip("_") + ".png")
        if self._cdp is None:
            self._cdp = self.context.new_cdp_session(self.page)
        width, height = self.page.evaluate(
            """() => {
              const d = document.documentElement, b = document.body || d;
              return [
                Math.max(d.scrollWidth, b.scrollWidth, d.clientWidth),
                Math.max(d.scrollHeight, b.scrollHeight, d.clientHeight),
              ];
            }"""
        )
        shot = self._cdp.send(
            "Page.captureScreenshot",
            {
                "format": "png",
                "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1},
                "captureBeyondViewport": True,
                "optimizeForSpeed": True,
            },
        )
        # Written whole, then renamed: a worker of pytest-xdist may write it too.
        partial = out.with_suffix(f".{os.getpid()}.part")
        partial.write_bytes(base64.b64decode(shot["data"]))
        partial.replace(out)
        return out

    def assert_clean(self, allow_status: str | None = None):
        self.records().assert_clean(allow_status)

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


# axe-core's run, started in the page once this call has returned and left running
# there (axe.run does most of its work before it returns its promise): the result is
# read back by _AXE_RESULT, so that another page can be worked on meanwhile. Its
# argument: the runs, each [context, options] (null: the whole page, every rule).
EVERY_RULE = [[None, None]]
_AXE_START = """runs => {
  const found = [];
  window.__axeRun = runs.reduce(
    (done, [context, options]) => done
      .then(() => axe.run(context || document,
        {...(options || {}), resultTypes: ['violations']}))
      .then(r => found.push(...r.violations)),
    new Promise(go => setTimeout(go)))
    .then(() => found.map(v => ({id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))})));
}"""
_AXE_RESULT = "() => window.__axeRun"


def _axe_start(page, axe_source: str, runs: list = EVERY_RULE):
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        page.add_script_tag(content=axe_source)
    page.evaluate(_AXE_START, runs)


def _axe_result(page) -> list[str]:
    return [
        f"{v['impact']}: {v['id']} ({v['help']}) at {v['nodes']}"
        for v in page.evaluate(_AXE_RESULT)
        if v["impact"] in {"serious", "critical"}
    ]


def _axe_violations(page, axe_source: str) -> list[str]:
    _axe_start(page, axe_source)
    return _axe_result(page)


@pytest.fixture(scope="session")
def axe_violations(axe_source):
    """A function: the serious or critical axe-core violations of a page."""
    return lambda page: _axe_violations(page, axe_source)


# ---------------------------------------------------------------------------------
# Every page, read once

# Each math element (test_site_in_browser.py: math is typeset).
_MATH = """() => [...document.querySelectorAll('.arithmatex')].map(el => {
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

# The header cells of each table (test_reading.py: every table has a header).
_TABLE_HEADS = """() => [...document.querySelectorAll('article table')].map(t =>
    [...t.querySelectorAll('thead th')].map(th => th.innerText.trim()))"""

# Per code block (test_reading.py: code fits the column), every block of the page:
# those in a tab not selected and in a closed <details> are shown while the page is
# measured, then hidden again. For each: whether it is a table a program printed
# (kept unwrapped: it scrolls), how far it scrolls sideways, whether what is
# cut off holds a comment (Pygments' comment classes; an annotation's `# (1)!` leaves
# an empty one) or a code annotation marker, the size of its type in CSS pixels, and
# how many columns of it a line holds.
_CODE_WIDTHS = """() => {
  const closed = [...document.querySelectorAll('article details:not([open])')];
  const show = document.createElement('style');
  show.textContent = '.tabbed-set > .tabbed-content > .tabbed-block '
    + '{ display: block !important; }';
  closed.forEach(d => { d.open = true; });
  document.head.append(show);
  const pen = document.createElement('canvas').getContext('2d');
  try {
    return [...document.querySelectorAll('article div.highlight')].map(
      (block, index) => {
        const code = block.querySelector('pre > code');
        const box = code.getBoundingClientRect();
        const cut = el => el.getBoundingClientRect().right > box.right + 1;
        const caption = block.querySelector('.filename');
        const style = getComputedStyle(code);
        pen.font = `${style.fontSize} ${style.fontFamily}`;
        const inner = code.clientWidth - parseFloat(style.paddingLeft)
          - parseFloat(style.paddingRight);
        return {
          block: caption ? caption.innerText.split(/\\s/)[0] : `block ${index + 1}`,
          output: block.classList.contains('output'),
          tabular: block.classList.contains('tabular'),
          overflow: code.scrollWidth - code.clientWidth,
          comment: [...code.querySelectorAll('.c1, .c, .cm, .ch')]
            .filter(c => c.innerText.trim()).some(cut),
          annotation: [...code.querySelectorAll('.code-note')].some(cut),
          font: parseFloat(style.fontSize),
          columns: Math.floor(inner / pen.measureText('0').width),
        };
      });
  } finally {
    show.remove();
    closed.forEach(d => { d.open = false; });
  }
}"""

# What the site itself writes around and into a page (test_chinese_edition.py: in
# the page's language): every title, aria-label and placeholder, and the text of the
# header, footer, navigation titles, search and back-to-top button. Each as
# [where, text], once; the page's own prose is not chrome.
_CHROME = """() => {
  const out = [], seen = new Set();
  const add = (where, text) => {
    text = (text || '').replace(/\\s+/g, ' ').trim();
    if (text && !seen.has(where + '|' + text)) {
      seen.add(where + '|' + text);
      out.push([where, text]);
    }
  };
  const name = el => el.tagName.toLowerCase()
    + (el.classList.length ? '.' + el.classList[0] : '');
  for (const el of document.querySelectorAll('[title], [aria-label], [placeholder]'))
    for (const attr of ['title', 'aria-label', 'placeholder'])
      if (el.hasAttribute(attr)) add(`${name(el)}[${attr}]`, el.getAttribute(attr));
  const regions = '.md-header, .md-footer, .md-nav__title, .md-search, .md-top';
  for (const region of document.querySelectorAll(regions)) {
    const walk = document.createTreeWalker(region, NodeFilter.SHOW_TEXT, node =>
      node.parentElement.closest('script, style, svg')
        ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT);
    while (walk.nextNode()) add(name(walk.currentNode.parentElement),
      walk.currentNode.textContent);
  }
  return out;
}"""

# Material's palette set as a reader's click sets it, without moving the mouse.
_PICK_PALETTE = """scheme => {
  const input = document.querySelector(
    `form[data-md-component=palette] input[data-md-color-scheme=${scheme}]`);
  if (!input.checked) input.click();
}"""


# axe-core's runs in each palette (_AXE_START): in the light one, every rule over
# the page. A palette changes the page's colours and, in the header, which toggle
# shows (elsewhere its DOM, and what of it is rendered, is the light one's:
# PaletteCheck.outside_header, compared on every page), so the dark one runs the
# rules that read colours (those axe-core enables of its "cat.color" tag) over the
# page, and every rule over the header.
COLOUR_RULES = {"type": "rule", "values": ["color-contrast", "link-in-text-block"]}
AXE_RUNS = {
    "light": EVERY_RULE,
    "dark": [[None, {"runOnly": COLOUR_RULES}], ["header.md-header", None]],
}

# A digest of the page outside its header: the body's other children, as HTML, and
# which of their elements are rendered (a 32-bit FNV-1a of both, and the length).
_OUTSIDE_HEADER = """() => {
  const parts = [...document.body.children]
    .filter(el => !el.matches('header.md-header'));
  const shown = parts.flatMap(el => [el, ...el.querySelectorAll('*')])
    .map(el => el.checkVisibility() ? '1' : '0').join('');
  const text = parts.map(el => el.outerHTML).join('') + shown;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  }
  return `${text.length}:${(hash >>> 0).toString(16)}`;
}"""


@dataclass
class PaletteCheck:
    """A page in one palette: its screenshot, its H1s, axe-core's serious and critical
    violations (AXE_RUNS), what it had asked of the network and console by then, and
    a digest of the page outside its header (_OUTSIDE_HEADER)."""

    screenshot: Path | None  # where --screenshots asked for it
    h1: int
    violations: list[str]
    records: Records
    outside_header: str


@dataclass
class PageReport:
    path: str
    palettes: dict[str, PaletteCheck]  # by colour scheme: light, dark
    math: list[dict]
    table_heads: list[list[str]]
    code: dict[str, list[dict]]  # by CODE_VIEWPORTS' name
    chrome: list[list[str]]  # [where, text]: what the site writes (_CHROME)


def _palette(v: Visit, scheme: str):
    """Show the page as a browser in that colour scheme shows it: the colour scheme
    emulated, Material's palette for it picked (it keeps an earlier choice). Shown
    once the page has settled (``_shows``)."""
    v.page.emulate_media(color_scheme=scheme)
    v.page.evaluate(_PICK_PALETTE, SCHEMES[scheme])


def _shows(v: Visit, scheme: str):
    shown = v.page.evaluate("() => document.body.dataset.mdColorScheme")
    assert shown == SCHEMES[scheme], f"{v.page.url}: {scheme} shows {shown}"


def _read(v: Visit, path: str, axe_source: str) -> Iterator[None]:
    """Read one page; a generator that yields while the page settles or axe-core
    runs in it, and returns the PageReport."""
    _fresh(v)
    v.load(path)
    yield from v.settling()
    math = v.page.evaluate(_MATH)
    table_heads = v.page.evaluate(_TABLE_HEADS)
    chrome = v.page.evaluate(_CHROME)
    # Code blocks at each size: first at the size the page was loaded at, then the
    # light page resized; once settled (Material takes its code annotations'
    # tooltips out 250 ms after a resize), it measures as a page loaded at that size
    # does (compared block by block on every page).
    loaded_at = (VIEWPORT["width"], VIEWPORT["height"])
    code = {
        name: v.page.evaluate(_CODE_WIDTHS)
        for name, size in CODE_VIEWPORTS.items()
        if size == loaded_at
    }
    palettes = {}
    for scheme in SCHEMES:
        if scheme != "light":
            _palette(v, scheme)
            yield from v.settling()
        _shows(v, scheme)
        shot = v.screenshot(f"{path or 'home'}-{scheme}")
        h1 = v.page.locator("article h1").count()
        outside_header = v.page.evaluate(_OUTSIDE_HEADER)
        _axe_start(v.page, axe_source, AXE_RUNS[scheme])
        yield
        violations = _axe_result(v.page)
        v.requests_done()
        palettes[scheme] = PaletteCheck(
            shot, h1, violations, v.records(), outside_header
        )
    _palette(v, "light")
    for name, (width, height) in CODE_VIEWPORTS.items():
        if name in code:
            continue
        v.page.set_viewport_size({"width": width, "height": height})
        yield from v.settling()
        _shows(v, "light")
        code[name] = v.page.evaluate(_CODE_WIDTHS)
    return PageReport(path, palettes, math, table_heads, code, chrome)


def _fresh(v: Visit):
    """Before the next page is loaded: as in a new context, nothing stored, the light
    scheme at the default viewport, nothing recorded."""
    if v.page.url.startswith(v.origin):
        v.page.evaluate("() => { localStorage.clear(); sessionStorage.clear(); }")
    v.page.emulate_media(color_scheme="light")
    v.page.set_viewport_size(VIEWPORT)
    v.forget()


class SitePages:
    """Every page of the site, read on first use (READERS at a time)."""

    def __init__(self, browser, base: str, axe_source: str, paths: list[str], tmp):
        self._browser, self._base, self._axe = browser, base, axe_source
        self._tmp = tmp  # pytest's tmp_path_factory: where the reports are shared
        self.paths = paths
        self._reports: dict[str, PageReport | BaseException] | None = None

    def _reader(self) -> Visit:
        return Visit(self._browser, self._base, color_scheme="light", viewport=VIEWPORT)

    def _read_all(self) -> dict[str, PageReport | BaseException]:
        reports: dict[str, PageReport | BaseException] = {}
        todo = list(self.paths)
        readers: list[list] = [[self._reader(), None, None] for _ in range(READERS)]
        try:
            while todo or any(r[1] for r in readers):
                for reader in readers:
                    v, path, steps = reader
                    if steps is None:
                        if not todo:
                            continue
                        path = todo.pop(0)
                        steps = _read(v, path, self._axe)
                        reader[1:] = path, steps
                    try:
                        next(steps)
                    except StopIteration as done:
                        reports[path] = done.value
                        reader[1:] = None, None
                    except Exception as exc:  # that page's tests fail with it
                        reports[path] = exc
                        v.close()
                        reader[:] = [self._reader(), None, None]
        finally:
            for v, _, _ in readers:
                v.close()
        return reports

    def _read_once(self) -> dict[str, PageReport | BaseException]:
        """The reports, read by the first process of the run that asks (the others
        wait, then load them): a failure is kept as an AssertionError that carries
        its traceback, the same in every process."""
        key = hashlib.sha256("\n".join(self.paths).encode()).hexdigest()[:16]
        with once.once(self._tmp, f"site-pages-{key}") as (folder, read):
            reports = folder / "reports.pickle"
            if read:
                kept = {
                    path: AssertionError(
                        f"reading {path or 'the home page'} failed:\n"
                        + "".join(traceback.format_exception(report))
                    )
                    if isinstance(report, BaseException)
                    else report
                    for path, report in self._read_all().items()
                }
                reports.write_bytes(pickle.dumps(kept))
            return pickle.loads(reports.read_bytes())

    def __getitem__(self, path: str) -> PageReport:
        if self._reports is None:
            self._reports = self._read_once()
        report = self._reports[path]
        if isinstance(report, BaseException):
            raise report
        return report

    def __iter__(self) -> Iterator[PageReport]:
        return (self[path] for path in self.paths)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests that read the site's pages first, each group in its random order
    (pytest-randomly's shuffle comes before this stable sort): under pytest-xdist
    the first worker gets them with the front of the list and reads the site while
    the other works through the rest. Spread at random, they made the second
    worker wait for the reading whenever it met one early (up to 173 s of a
    clean-clone run)."""
    items.sort(key=lambda item: "site_pages" not in getattr(item, "fixturenames", ()))


@pytest.fixture(scope="session")
def site_pages(request, tmp_path_factory, browser, served, axe_source) -> SitePages:
    """Every page, read once per run in both palettes and at each code viewport (by
    one pytest-xdist worker for all of them): the pages whose tests were selected
    (all of them if a test of the whole site was)."""
    paths = site_server.page_paths()
    wanted = set()
    for item in request.session.items:
        if "site_pages" in getattr(item, "fixturenames", ()):
            callspec = getattr(item, "callspec", None)
            path = callspec.params.get("path") if callspec else None
            wanted |= set(paths) if path is None else {path}
    selected = [p for p in paths if p in wanted]
    return SitePages(browser, served, axe_source, selected, tmp_path_factory)


# ---------------------------------------------------------------------------------
# Search


class SearchBox:
    """The search box of one edition's home page, opened once and asked query after
    query as a reader asks them: the box emptied (no result shown), the query typed
    in at once, a key pressed (as when a reader pastes with the keyboard).

    A query is answered when the line above the results stops saying "Type to start
    searching" (in the edition's language) and says how many documents matched,
    none included: Material writes it on each answer of its search worker. Waiting
    for that, not for a first result, tells a search that found nothing from one
    still working on a slow machine (long pasted messages took over 10 s in a CI
    run that took 2.4 times as long as the one before it)."""

    RESULTS = ".md-search-result__item a"
    GROUPS = ".md-search-result__item"
    META = ".md-search-result__meta"
    # Whether the line above the results says (or not) the given text.
    _META_SAYS = """([selector, text, says]) =>
        (document.querySelector(selector).textContent.trim() === text) === says"""
    # One of Material's words in the edition's language (its page's __config).
    _TRANSLATION = """key => JSON.parse(document.querySelector("#__config").textContent)
        .translations[key]"""
    # Each result group (one page): its links' hrefs, the page's first, then its
    # sections'.
    _HREFS = """items => items.map(li =>
        [...li.querySelectorAll('a')].map(a => a.getAttribute('href')))"""

    def __init__(self, v: Visit, home: str):
        self.visit = v
        v.goto(home)
        v.page.keyboard.press("/")
        self.box = v.page.locator("input.md-search__input")
        self.placeholder = self.translation("search.result.placeholder")
        self.loaded = v.records()

    def translation(self, key: str) -> str:
        """Material's text for ``key`` (``search.result.none`` …) in this edition."""
        return self.visit.page.evaluate(self._TRANSLATION, key)

    def _meta_says(self, text: str, says: bool, timeout: float) -> None:
        self.visit.page.wait_for_function(
            self._META_SAYS, arg=[self.META, text, says], timeout=timeout
        )

    def ask(self, query: str, timeout: float = 60_000) -> int:
        """Types ``query`` into the emptied box and waits for the search's answer;
        the number of result groups (pages) shown. What the visit records from now
        on is what the page load and this query did."""
        v = self.visit
        v.forget(self.loaded)
        self.box.fill("")
        self.box.press("End")
        self._meta_says(self.placeholder, True, timeout)
        self.box.fill(query)
        self.box.press("End")
        self._meta_says(self.placeholder, False, timeout)
        return v.page.locator(self.GROUPS).count()

    def results(self, query: str, timeout: float = 60_000):
        """The result links for ``query`` (a Locator of them all, shown), which must
        find something."""
        assert self.ask(query, timeout), f"no result for {query!r}"
        results = self.visit.page.locator(self.RESULTS)
        results.first.wait_for(timeout=timeout)
        return results

    def groups(self, query: str, timeout: float = 60_000) -> list[list[str]]:
        """The result groups for ``query``, each its links' hrefs (the page's
        first); none when the search found nothing."""
        if not self.ask(query, timeout):
            return []
        return self.visit.page.locator(self.GROUPS).evaluate_all(self._HREFS)


@pytest.fixture(scope="session")
def search_box(browser, served):
    """A function: the SearchBox of a home page ("" or "zh/"), one per session."""
    boxes: dict[str, SearchBox] = {}

    def open_(home: str) -> SearchBox:
        if home not in boxes:
            boxes[home] = SearchBox(Visit(browser, served), home)
        return boxes[home]

    yield open_
    for box in boxes.values():
        box.visit.close()
