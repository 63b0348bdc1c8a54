#!/usr/bin/env python3
"""Lighthouse scores for the home page and the longest page, written to a file.

    .venv/bin/python scripts/lighthouse.py [--out reports/lighthouse.json]

Builds the site afresh (mkdocs build --strict), serves it on 127.0.0.1 as the browser
tests do, and runs Lighthouse (npm, pinned in tools/package.json; `npm ci` in tools/
when node_modules is missing) with Debian's Chromium (CHROME_PATH, default
/usr/bin/chromium), with Lighthouse's mobile (simulated slow 4G and CPU) and desktop
settings.
Prints the scores and writes them, with each full report beside them. Run by hand;
not part of the test suite. Aim: performance >= 95; accessibility, best practices,
SEO 100.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from browser import site_server
from harness import site
from harness.expand import expand
from harness.site import ROOT

TOOLS = site_server.TOOLS
LIGHTHOUSE = TOOLS / "node_modules" / "lighthouse" / "cli" / "index.js"
CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]
CHROME_FLAGS = " ".join(site_server.CHROMIUM_ARGS)


def longest_page(site_dir: Path) -> str:
    """The page path whose Markdown is longest once its snippets are expanded."""
    paths = site_server.page_paths()
    sizes = [len(expand(p).text) for p in site.pages()]
    return max(zip(sizes, paths, strict=True))[1]


def run_lighthouse(url: str, report: Path, form_factor: str) -> dict:
    env = {
        **os.environ,
        "CHROME_PATH": str(site_server.CHROMIUM),
    }
    subprocess.run(
        [
            "node",
            str(LIGHTHOUSE),
            url,
            "--quiet",
            *(["--preset=desktop"] if form_factor == "desktop" else []),
            f"--only-categories={','.join(CATEGORIES)}",
            f"--chrome-flags={CHROME_FLAGS}",
            "--output=json",
            f"--output-path={report}",
        ],
        check=True,
        env=env,
    )
    result = json.loads(report.read_text(encoding="utf-8"))
    scores = {
        name: round(cat["score"] * 100) for name, cat in result["categories"].items()
    }
    failed = [
        f"{a['id']}: {a['title']}"
        for a in result["audits"].values()
        if a.get("score") is not None
        and a["score"] < 1
        and a.get("scoreDisplayMode") in {"binary", "numeric"}
    ]
    return {"scores": scores, "audits_below_full_score": failed}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "reports" / "lighthouse.json"))
    args = parser.parse_args()
    if not LIGHTHOUSE.exists():
        parser.error("Lighthouse is not installed: run `python3 dev.py tools` first")
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        site_dir = site_server.build_site(Path(tmp))
        with site_server.serve(Path(tmp), site_dir) as base:
            for name, path in [("home", ""), ("longest", longest_page(site_dir))]:
                for form in ("mobile", "desktop"):
                    key = f"{name} ({form})"
                    report = out.with_name(f"lighthouse-{name}-{form}.report.json")
                    found = run_lighthouse(base + path, report, form)
                    results[key] = {"url": path or "/", **found}
                    print(key, results[key]["url"], found["scores"])
    out.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    print(f"written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
