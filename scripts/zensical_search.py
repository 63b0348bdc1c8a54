#!/usr/bin/env python3
"""How Zensical's search does on the committed queries, beside Material's.

    .venv/bin/python scripts/zensical_search.py [--engine zensical|mkdocs|both]
        [--work DIR] [--limit N] [--out reports/zensical-search.json]

Builds both editions with Zensical (``practices/languages.py`` ``zensical_build``, in
a copy of the project, as tests/test_zensical_build.py does) and with MkDocs, serves
each build on 127.0.0.1 as the browser tests do (tests/browser/site_server.py), and
types every committed query into the search box of each edition's home page in
Debian's Chromium, one page at a time:

- ``everyday``: tests/browser/search_queries.json (English and Chinese);
- ``zh everyday``: tests/browser/search_queries_zh_everyday.json;
- ``pasted errors``: each message of data/common-errors/ with other values in it
  (tests/browser/test_pasted_errors.py), its section wanted;
- ``pitfall messages``: the messages the Pitfalls page quotes
  (tests/browser/test_reading.py), the pitfall or the section it links to wanted.

A query's rank is the place of its page among the pages the results list, in the
order each page first appears: Material groups its results by page, Zensical lists
sections one by one (its list is scrolled until it names 10 pages, as Material's
first screen does, or ends; where it does not grow, the query is printed and what is
shown counts). None: the page is not among them. Per query set and
edition it prints test_search_ranking's figures (the page first, in the top 3, its
section shown; and, the bar of the error tests, the section first) and the queries
whose page is not first; every rank goes to --out (reports/ is not tracked).

Zensical's search UI (0.0.73) is its own: a <dialog> in the open shadow root of a
<div> that its bundle appends to <body>, opened by the ``__search`` toggle, each
result an ``a[role=option]`` whose link carries the query (``?h=``, HTML-escaped). It
may answer "No results" before its results (C++ did): a query without a result is read
again after 2.5 s. About 16 minutes for both engines on two busy cores, builds aside.
Run by hand; not part of the test suite.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from urllib.parse import urlsplit

from browser import site_server, test_pasted_errors, test_reading
from browser.conftest import SearchBox, Visit

from practices import common_errors, languages
from practices.testing import rendered, site

HOMES = {"en": "", "zh": "zh/"}
PAGES = 10  # result pages read per query: Material's first screen of results
TOP = 3
REPORT = site.ROOT / "reports" / "zensical-search.json"


def query_sets() -> dict[str, dict[str, list[dict]]]:
    """Each committed query set, by edition: rows of the query, the page wanted, its
    section where one is wanted, and (pitfalls) another page#section as good."""
    tests = site.ROOT / "tests" / "browser"
    everyday = json.loads((tests / "search_queries.json").read_text("utf-8"))
    zh = json.loads((tests / "search_queries_zh_everyday.json").read_text("utf-8"))
    pasted = []
    for entry in test_pasted_errors.ENTRIES:
        if entry.get("anchor"):
            page, section = common_errors.url(entry).split("#")
            query = test_pasted_errors.with_other_values(entry["message"])
            pasted.append({"query": query, "page": page, "section": section})
    pitfalls = [
        {"query": message, "page": "reference/pitfalls/", "heading": heading}
        | ({"also": see} if see else {})
        for heading, message, see in test_reading.MESSAGES
    ]
    return {
        "everyday": {lang: everyday[lang] for lang in HOMES},
        "zh everyday": {"zh": zh["zh"]},
        "pasted errors": {lang: pasted for lang in HOMES},
        "pitfall messages": {lang: pitfalls for lang in HOMES},
    }


# Zensical's search: the shadow root its bundle renders the dialog into.
_ROOT = "[...document.body.children].find(d => d.shadowRoot).shadowRoot"
_STATE = f"""() => {{
  const root = {_ROOT};
  const links = [...root.querySelectorAll('ol[role=listbox] a[role=option]')];
  return {{status: root.querySelector('[role=status]').textContent,
           links: links.map(a => a.href)}};
}}"""
# Done when the results are this query's (each link carries it in ``h``), or when
# the index is loaded and nothing was found (a status without a count).
_DONE = f"""query => {{
  const root = {_ROOT};
  const first = root.querySelector('ol[role=listbox] a[role=option]');
  // the query as the box holds it: &, < and > escaped
  const held = query.replaceAll('&', '&amp;').replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
  if (first) return new URL(first.href).searchParams.get('h') === held;
  const status = root.querySelector('[role=status]').textContent;
  return status !== '' && !/loading/i.test(status) && !/\\d/.test(status);
}}"""
# The box emptied: no result, no status (a "No results" left from the last query
# would read as this one's).
_EMPTIED = f"""() => {{
  const root = {_ROOT};
  return !root.querySelector('ol[role=listbox] a[role=option]')
    && root.querySelector('[role=status]').textContent === '';
}}"""
# The list scrolled to its end: Zensical then shows 10 more results.
_MORE = f"""() => {{
  const list = {_ROOT}.querySelector('ol[role=listbox]').parentElement;
  list.scrollTop = list.scrollHeight;
}}"""
_GREW = f"n => {_ROOT}.querySelectorAll('ol[role=listbox] a[role=option]').length > n"
# Words every page holds: typed first, so that the index is loaded before the first
# query (before, a query may read "No results" and then find some).
_WARM = "torch"


class ZensicalBox:
    """Zensical's search dialog on one edition's home page, asked query after query."""

    def __init__(self, v: Visit, home: str):
        self.visit = v
        v.goto(home)
        v.page.evaluate("() => document.getElementById('__search').click()")
        self.box = v.page.locator("dialog input[role=combobox]")
        self.box.fill(_WARM)
        v.page.locator("dialog a[role=option]").first.wait_for(timeout=60_000)

    def links(self, query: str) -> list[str]:
        from playwright.sync_api import TimeoutError as Stuck

        page = self.visit.page
        self.box.fill("")
        page.wait_for_function(_EMPTIED, timeout=10_000)
        self.box.fill(query)
        try:
            page.wait_for_function(_DONE, arg=query, timeout=30_000)
        except Stuck:
            print(f"{query!r}: no answer in 30 s, read as it stands")
        state = page.evaluate(_STATE)
        if not state["links"]:  # "No results" may come before the results
            page.wait_for_timeout(2500)
            state = page.evaluate(_STATE)
        counted = [int(w) for w in state["status"].split() if w.isdigit()]
        total = counted[0] if counted else len(state["links"])
        while len(_pages(state["links"])) < PAGES and len(state["links"]) < total:
            for _ in range(2):
                page.evaluate(_MORE)
                try:
                    page.wait_for_function(_GREW, arg=len(state["links"]), timeout=5000)
                    break
                except Stuck:
                    pass
            else:  # the list does not grow
                print(f"{query!r}: {state['status']}, {len(state['links'])} shown")
                break
            state = page.evaluate(_STATE)
        return state["links"]


class MaterialBox(SearchBox):
    """Material's search box (tests/browser/conftest.py), its links in order."""

    def links(self, query: str) -> list[str]:
        from playwright.sync_api import TimeoutError as NoResult

        try:
            return self.results(query, timeout=10_000).evaluate_all(
                "links => links.map(a => a.href)"
            )
        except NoResult:  # no result at all
            return []


def _pages(links: list[str]) -> list[str]:
    """The pages the links lead to, each once, in the order they come."""
    return list(dict.fromkeys(urlsplit(link).path for link in links))


def rank(row: dict, links: list[str], root: str) -> dict:
    """The row's ranks among the result pages (``root``: the edition's home path).
    A page's best section: the first of its sections that the results list."""
    wanted = {(root + row["page"], row.get("section"))}
    if "also" in row:
        page, also = row["also"].split("#")
        wanted.add((root + page, also))
    pages = _pages(links)
    rank = next((k for k, p in enumerate(pages, 1) if p in dict(wanted)), None)
    results = [urlsplit(link) for link in links]
    first = pages[0] if pages else None
    best = next((u.fragment for u in results if u.path == first and u.fragment), "")
    return {
        "query": row["query"],
        "wanted": sorted(f"{p.removeprefix(root)}#{s or ''}" for p, s in wanted),
        "rank": rank,
        "has section": row.get("section") is not None,
        "section shown": bool(wanted & {(u.path, u.fragment) for u in results}),
        "section first": (first, best) in wanted,
        "first": f"{first.removeprefix(root)}#{best}" if first else None,
    }


def _anchored(row: dict, anchors: dict[str, str]) -> dict:
    """A pitfall's row with its section: the id of its heading in this build."""
    if "heading" not in row:
        return row
    return row | {"section": anchors.get(row["heading"].replace("`", ""))}


def measure(engine: str, base: str, sets: dict, limit: int | None) -> dict:
    """Every query set's ranks in one engine's build served at ``base``."""
    from playwright.sync_api import sync_playwright

    out: dict = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=str(site_server.CHROMIUM),
            args=site_server.CHROMIUM_ARGS,
            headless=True,
        )
        v = Visit(browser, base)
        v.goto("reference/pitfalls/")  # the pitfalls' anchors, as this engine made them
        anchors = v.page.evaluate(
            """() => Object.fromEntries([...document.querySelectorAll('article h3')]
                .map(h => [h.innerText.replace(/¶$/, '').trim(), h.id]))"""
        )
        v.close()
        for lang, home in HOMES.items():
            v = Visit(browser, base)
            box = (ZensicalBox if engine == "zensical" else MaterialBox)(v, home)
            root = urlsplit(base).path + home
            for name, editions in sets.items():
                rows = editions.get(lang, [])[:limit]
                if rows:
                    out.setdefault(name, {})[lang] = [
                        rank(_anchored(row, anchors), box.links(row["query"]), root)
                        for row in rows
                    ]
            records = v.records()
            if records.foreign or records.failed or records.errors:
                print(f"{engine} {lang}: {records}", file=sys.stderr)
            v.close()
        browser.close()
    return out


def summary(label: str, ranks: list[dict]) -> str:
    """test_search_ranking's figures for one query set, and the queries not first."""
    n = len(ranks)
    first = sum(r["rank"] == 1 for r in ranks)
    top = sum(r["rank"] is not None and r["rank"] <= TOP for r in ranks)
    sections = [r for r in ranks if r["has section"]]
    lines = [
        f"{label}: {first}/{n} first ({first / n:.0%}), {top}/{n} in the top {TOP}, "
        f"{sum(r['section shown'] for r in sections)}/{len(sections)} with the "
        f"section, {sum(r['section first'] for r in sections)}/{len(sections)} "
        "section first"
    ]
    for r in ranks:
        if r["rank"] != 1:
            lines.append(f"  {r['rank']!s:>4}  {r['query'][:70]}  -> 1st: {r['first']}")
    return "\n".join(lines)


def build(engine: str, work: Path) -> tuple[Path, Path]:
    """(the folder to serve, the site in it) of an engine's build under ``work``,
    built unless it is there already."""
    if engine == "mkdocs":
        root = work / "mkdocs"
        dest = rendered.site_dir(root)
        if not dest.is_dir():
            rendered.build_site(root)
        return root, dest
    project = work / "zensical"
    root = project / "served"
    dest = rendered.site_dir(root)
    if not dest.is_dir():
        site.copy_build_inputs(project)
        errors = languages.zensical_build(dest, project)
        if errors:
            sys.exit("zensical build failed:\n" + "\n".join(errors))
    return root, dest


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--engine", choices=["zensical", "mkdocs", "both"])
    parser.add_argument("--work", type=Path, help="build here, and reuse builds there")
    parser.add_argument("--limit", type=int, help="only the first N queries of a set")
    parser.add_argument("--out", type=Path, default=REPORT)
    args = parser.parse_args(argv)
    engines = ["zensical", "mkdocs"] if args.engine in (None, "both") else [args.engine]
    sets = query_sets()
    report = {}
    with tempfile.TemporaryDirectory(prefix="zensical-search-") as tmp:
        work = args.work or Path(tmp)
        for engine in engines:
            root, dest = build(engine, work)
            with site_server.serve(root, dest) as base:
                report[engine] = measure(engine, base, sets, args.limit)
    for name in sets:
        for engine in engines:
            for lang, ranks in report[engine].get(name, {}).items():
                print(summary(f"{engine}, {name}, {lang}", ranks))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(report, ensure_ascii=False, indent=1) + "\n"
    args.out.write_text(text, encoding="utf-8")
    print(f"ranks written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
