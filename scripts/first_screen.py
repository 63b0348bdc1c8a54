#!/usr/bin/env python3
"""Where the first code block of each topic page starts on a phone, in screens.

    PYTHONPATH=tests:. .venv/bin/python scripts/first_screen.py --site DIR
        [--out reports/first-screen.json] [--shots DIR PAGE ...]

Serves a built site (DIR, as `mkdocs build -d DIR` writes it) on 127.0.0.1 as the
browser tests do (tests/browser/site_server.py), loads every topic page of both
editions in Chromium at 390×844 (device scale 2, touch), and measures the top of the
first code block shown (the first visible `pre` of a `div.highlight` that is not an
output), from the top of the page, divided by the screen's height: under 1, it starts
in the first screen. A topic page is a page with a code block, other than the home
page, reference/, about/ and the tags. It prints one row a page, each edition's count
of pages whose code starts in the first screen, and what stands above the intro (the
heights of the tag chips, the title, the page line, the notebook link), and writes
them as JSON. With --shots, it also writes the first screen of each PAGE (a URL path
under the site, "" for home; both editions) at 1440×900 and 390×844 into DIR.
Run by hand (issue 33: "code in the first phone screen"); not part of the tests.
"""

from __future__ import annotations

import argparse
import json
import re
import tempfile
from pathlib import Path

from browser import site_server

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1440, "height": 900}
SKIP = re.compile(r"^(index|reference/|about/|tags)")

# Each measure in CSS pixels from the top of the page (scrolled to the top).
_MEASURE = """() => {
  const art = document.querySelector('article');
  const top = el => el ? el.getBoundingClientRect().top + window.scrollY : null;
  const height = el => el ? el.getBoundingClientRect().height : 0;
  const shown = el => el.getClientRects().length > 0;
  const code = [...art.querySelectorAll('div.highlight:not(.output) pre')]
    .find(shown);
  const h1 = art.querySelector('h1');
  const line = art.querySelector('.verified-page');
  const intro = [...art.querySelectorAll(':scope > p')].find(
    p => !p.matches('.verified-page, .notebook-download')
      && !p.closest('.verified-page'));
  return {
    code: top(code),
    tags: height(art.querySelector('.md-tags')),
    h1: height(h1),
    h1_lines: h1 ? Math.round(h1.getBoundingClientRect().height
      / parseFloat(getComputedStyle(h1).lineHeight)) : 0,
    page_line: height(line),
    notebook: height(art.querySelector('.notebook-download')),
    intro_top: top(intro),
  };
}"""


def _settled(page):
    page.evaluate("() => document.fonts.ready")
    page.wait_for_timeout(300)


def topic_pages(site: Path) -> list[dict]:
    listed = json.loads((site / "pages.json").read_text(encoding="utf-8"))
    return [p for p in listed if not SKIP.match(p["src_uri"])]


def measure(browser, base: str, site: Path) -> list[dict]:
    context = browser.new_context(
        viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True
    )
    page = context.new_page()
    rows = []
    for listed in topic_pages(site):
        page.goto(base + listed["url"], wait_until="load")
        _settled(page)
        found = page.evaluate(_MEASURE)
        if found["code"] is None:
            continue  # a page without code is no topic page
        found["screens"] = round(found["code"] / PHONE["height"], 2)
        rows.append({"url": listed["url"], "language": listed["language"], **found})
    context.close()
    return rows


def shots(browser, base: str, out: Path, paths: list[str]):
    out.mkdir(parents=True, exist_ok=True)
    sizes = {"desktop": (DESKTOP, 1), "phone": (PHONE, 2)}
    for name, (viewport, scale) in sizes.items():
        context = browser.new_context(
            viewport=viewport,
            device_scale_factor=scale,
            is_mobile=name == "phone",
            has_touch=name == "phone",
        )
        page = context.new_page()
        for path in paths:
            for prefix in ("", "zh/"):
                page.goto(base + prefix + path, wait_until="load")
                _settled(page)
                stem = re.sub(r"\W+", "_", f"{prefix}{path}".strip("/")) or "home"
                page.screenshot(path=str(out / f"{name}_{stem or 'home'}.png"))
        context.close()


def _under_base(site: Path, root: Path) -> Path:
    """``root``, with the site linked at the path of site_url under it."""
    at = root / site_server.base_path().strip("/")
    at.parent.mkdir(parents=True, exist_ok=True)
    at.symlink_to(site, target_is_directory=True)
    return root


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, required=True)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--shots", type=Path)
    parser.add_argument("pages", nargs="*", help="pages to screenshot (--shots)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    site = args.site.resolve()
    with (
        tempfile.TemporaryDirectory() as root,
        site_server.serve(_under_base(site, Path(root)), site) as base,
        sync_playwright() as p,
    ):
        browser = p.chromium.launch(
            executable_path=str(site_server.CHROMIUM),
            args=site_server.CHROMIUM_ARGS,
            headless=True,
        )
        if args.shots:
            shots(browser, base, args.shots, args.pages or [""])
        rows = measure(browser, base, site)
        browser.close()
    for row in rows:
        print(
            f"{row['screens']:5.2f}  {row['url']:45} tags {row['tags']:3.0f}"
            f"  h1 {row['h1']:3.0f} ({row['h1_lines']} lines)"
            f"  page line {row['page_line']:3.0f}  notebook {row['notebook']:3.0f}"
            f"  intro at {row['intro_top'] or 0:4.0f}"
        )
    summary = {}
    for lang in sorted({r["language"] for r in rows}):
        mine = [r for r in rows if r["language"] == lang]
        first = sum(r["screens"] < 1 for r in mine)
        median = sorted(r["screens"] for r in mine)[len(mine) // 2]
        summary[lang] = {"pages": len(mine), "first screen": first, "median": median}
        print(
            f"{lang}: first code block in the first phone screen on {first} of "
            f"{len(mine)} topic pages ({first / len(mine):.0%}); median "
            f"{median:.2f} screens"
        )
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps({"summary": summary, "pages": rows}, indent=1))


if __name__ == "__main__":
    main()
