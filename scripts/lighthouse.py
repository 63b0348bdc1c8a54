#!/usr/bin/env python3
"""Lighthouse scores of the site's pages, summed up in a JSON file.

    .venv/bin/python scripts/lighthouse.py [PAGE ...] [--longest N] [--all]
        [--desktop] [--cpu-slowdown X] [--site DIR] [--out reports/lighthouse.json]

Builds the site afresh (mkdocs build --strict; or serves the build in DIR), serves it
on 127.0.0.1 as the browser tests do (under the path of site_url, text gzipped), and
runs Lighthouse (npm, pinned in tools/package.json: `python3 dev.py tools`) with
Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) on each page, one after
the other, with its mobile settings (a mid-range phone on slow 4G, simulated), and
with its desktop settings too if asked.

Pages: the PAGEs given (URL paths under the site, "" for the home page, e.g.
`performance/checklist/`), or else each edition's home page and its N pages with the
most HTML elements (5 by default), or every page (--all: about 40 s a page on two
cores). Writes, per page, the four scores, the timings, the number of elements and
the machine's benchmark index (Lighthouse's measure of the CPU it ran on: a busy
machine scores lower), and the audits short of a full score; each full report goes to
reports/lighthouse/. Run by hand; not part of the test suite. Aim, on every page:
mobile performance >= 90; accessibility, best practices, SEO 100.

Lighthouse slows the CPU down 4 times for its mobile run, which turns a desktop
(benchmark index 1,000-2,000) into a mid-range phone. A machine that is itself as slow
as such a phone (an index under 800, as on two busy cores) is slowed down far past
it: --cpu-slowdown sets the factor (Lighthouse's docs suggest 1 for such a machine),
and the summary records the factor each run used.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from html.parser import HTMLParser
from pathlib import Path

from browser import site_server

from practices.testing.site import ROOT

TOOLS = site_server.TOOLS
LIGHTHOUSE = TOOLS / "node_modules" / "lighthouse" / "cli" / "index.js"
CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]
CHROME_FLAGS = " ".join(site_server.CHROMIUM_ARGS)
CHROME = "/usr/bin/chromium"  # the full browser, as a reader's (not the tests' shell)
METRICS = {
    "FCP": "first-contentful-paint",
    "LCP": "largest-contentful-paint",
    "TBT": "total-blocking-time",
    "CLS": "cumulative-layout-shift",
    "SI": "speed-index",
}
AIM = {"performance": 90, "accessibility": 100, "best-practices": 100, "seo": 100}


class _Elements(HTMLParser):
    def __init__(self):
        super().__init__()
        self.count = 0

    def handle_starttag(self, tag, attrs):
        self.count += 1


def elements(site_dir: Path, path: str) -> int:
    """How many elements the page's HTML holds (before any script adds its own)."""
    parser = _Elements()
    parser.feed((site_dir / path / "index.html").read_text(encoding="utf-8"))
    return parser.count


def heaviest(site_dir: Path, n: int) -> list[str]:
    """Each edition's home page, then its ``n`` pages with the most elements."""
    paths = site_server.page_paths()
    chosen = []
    for zh in (False, True):
        edition = [p for p in paths if p.startswith("zh/") == zh]
        home = "zh/" if zh else ""
        others = [p for p in edition if p != home]
        others.sort(key=lambda p: elements(site_dir, p), reverse=True)
        chosen += [home, *others[:n]]
    return chosen


def run_lighthouse(
    url: str, report: Path, form_factor: str, slowdown: float | None = None
) -> dict:
    env = {**os.environ, "CHROME_PATH": os.environ.get("CHROME_PATH", CHROME)}
    throttle = (
        [] if slowdown is None else [f"--throttling.cpuSlowdownMultiplier={slowdown}"]
    )
    subprocess.run(
        [
            "node",
            str(LIGHTHOUSE),
            url,
            "--quiet",
            *(["--preset=desktop"] if form_factor == "desktop" else []),
            *throttle,
            f"--only-categories={','.join(CATEGORIES)}",
            f"--chrome-flags={CHROME_FLAGS}",
            "--output=json",
            f"--output-path={report}",
        ],
        check=True,
        env=env,
    )
    return summary(json.loads(report.read_text(encoding="utf-8")))


def summary(result: dict) -> dict:
    """Scores, timings (ms; CLS unitless), elements and the audits short of full."""
    audits = result["audits"]
    scores = {
        name: round(cat["score"] * 100) for name, cat in result["categories"].items()
    }
    metrics = {
        short: round(audits[name]["numericValue"], 3 if short == "CLS" else 0)
        for short, name in METRICS.items()
        if name in audits and audits[name].get("numericValue") is not None
    }
    dom = next(
        (
            audits[name]["numericValue"]
            for name in ("dom-size", "dom-size-insight")
            if audits.get(name, {}).get("numericValue") is not None
        ),
        None,
    )
    failed = [
        f"{a['id']}: {a['title']}"
        for a in audits.values()
        if a.get("score") is not None
        and a["score"] < 1
        and a.get("scoreDisplayMode") in {"binary", "numeric", "metricSavings"}
    ]
    throttling = result.get("configSettings", {}).get("throttling", {})
    return {
        "cpu_slowdown": throttling.get("cpuSlowdownMultiplier"),
        "scores": scores,
        "metrics": metrics,
        "dom_elements": dom,
        "benchmark_index": result.get("environment", {}).get("benchmarkIndex"),
        "audits_below_full_score": failed,
    }


def short_of_aim(scores: dict) -> list[str]:
    return [f"{k} {scores.get(k)}" for k, aim in AIM.items() if scores.get(k, 0) < aim]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pages", nargs="*", help='URL paths ("" for the home page)')
    parser.add_argument("--longest", type=int, default=5, metavar="N")
    parser.add_argument("--all", action="store_true", help="every page")
    parser.add_argument("--desktop", action="store_true", help="desktop runs too")
    parser.add_argument("--cpu-slowdown", type=float, metavar="X")
    parser.add_argument("--site", type=Path, help="serve this build instead")
    parser.add_argument("--out", type=Path, default=ROOT / "reports/lighthouse.json")
    args = parser.parse_args()
    if not LIGHTHOUSE.exists():
        parser.error("Lighthouse is not installed: run `python3 dev.py tools` first")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    reports = args.out.parent / "lighthouse"
    reports.mkdir(exist_ok=True)
    forms = ["mobile", "desktop"] if args.desktop else ["mobile"]
    runs = []
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        if args.site:
            site_dir = root / site_server.base_path().strip("/")
            site_dir.parent.mkdir(parents=True, exist_ok=True)
            site_dir.symlink_to(args.site.resolve(), target_is_directory=True)
        else:
            site_dir = site_server.build_site(root)
        if args.all:
            pages = site_server.page_paths()
        else:
            pages = args.pages or heaviest(site_dir, args.longest)
        with site_server.serve(root, site_dir) as base:
            for path in pages:
                for form in forms:
                    name = (path.strip("/").replace("/", "_") or "home") + f"-{form}"
                    found = run_lighthouse(
                        base + path,
                        reports / f"{name}.report.json",
                        form,
                        args.cpu_slowdown,
                    )
                    run = {
                        "page": path or "/",
                        "form": form,
                        "html_elements": elements(site_dir, path),
                        **found,
                    }
                    runs.append(run)
                    print(
                        f"{run['page']} ({form}): {found['scores']} "
                        f"{found['metrics']} elements {found['dom_elements']} "
                        f"benchmark {found['benchmark_index']} "
                        f"CPU slowdown {found['cpu_slowdown']}",
                        flush=True,
                    )
    short = {
        f"{r['page']} ({r['form']})": short_of_aim(r["scores"])
        for r in runs
        if r["form"] == "mobile" and short_of_aim(r["scores"])
    }
    out = {"aim (mobile)": AIM, "short of the aim": short, "runs": runs}
    args.out.write_text(
        json.dumps(out, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    print(f"written to {args.out}; short of the aim: {short or 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
