"""Where each block was verified, shown on the pages: the verification lines.

The records are written by the tests (``practices/testing/records.py``; the schema, the
hashes and the page anatomy are in ``practices/pages.py``): one file per torch
release, ``records/torch-<release>.json``, and one per GPU run,
``records/gpu/torch-<release>-<device>.json``, each holding the English pages'
blocks, page by page. The build (this extension, loaded by
``practices/hooks/load_extensions.py``, which names the page being built:
``begin_page``)
finds a block's entries on its own page, by the hash of its code (or, for a record
older than the code, of the fence it is shown in), so a Chinese page, whose blocks
are the English page's (a guard proves it), shows the same entries, and two pages
that show the same code each show their own. It writes:

- under each page's title, how many of the page's blocks passed on each release
  and why the others did not, linked to how this is checked;
- under each block, a line of its own only where the block did not pass on every
  release: its outcome on each, the reasons folded in a ``<details>`` that touch
  and keyboard open; a block that has run nowhere is marked "Not yet run". Under
  every block, a "Report a problem" link to a new issue, prefilled;
- the list of what differs between releases (``<!-- release-changes -->``): real
  changes first, the examples an older release only skipped for want of a package
  folded into one list;
- the table of GPU checks (``<!-- gpu-checks -->``).

Every word is in the page's language (``practices/i18n.py``), the skip
reasons the tests write included. Nothing here imports torch.
"""

from __future__ import annotations

import functools
import html
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote, urlencode

from . import i18n, pages
from .i18n import DEFAULT, gap, t
from .pages import (
    DOCS,
    OUTPUT_MARKER,
    RECORDS,
    ROOT,
    Fence,
    PageError,
    fences,
    heading_text,
    headings,
    numbered,
    page_title,
    slug,
    twin,
)

CHANGES_PLACEHOLDER = "<!-- release-changes -->"
GPU_PLACEHOLDER = "<!-- gpu-checks -->"
# Where the page line leads: the section that explains the lines (both languages)
HOW = ("about/how-this-site-stays-true", "see-where-each-block-was-verified")


# --- The page being built -------------------------------------------------------


@dataclass(frozen=True)
class Page:
    """The page being built, as MkDocs names it
    (``practices/hooks/load_extensions.py``)."""

    src_uri: str  # relative to docs/: "tensors/views.zh.md"
    url: str  # relative to the site's root: "zh/tensors/views/"
    site_url: str = ""  # "https://…/pytorch-practices/"
    repo_url: str = ""  # "https://github.com/…/pytorch-practices"

    @property
    def source(self) -> str:
        """The English page whose records it shows, as records name it."""
        return pages.relative(DOCS / pages.source_of(self.src_uri))

    @property
    def lang(self) -> str:
        return pages.language_of(self.src_uri)

    @property
    def path(self) -> Path:
        return DOCS / self.src_uri

    @property
    def address(self) -> str:
        """The page's address on the published site."""
        return self.site_url.rstrip("/") + "/" + self.url

    def link(self, page: str, anchor: str = "") -> str:
        """A relative link from this page to ``page`` (relative to docs/, English)
        in this page's language."""
        return pages.relative_url(
            self.src_uri, page + ".md" + (anchor and "#" + anchor)
        )


# --- Reading the records -------------------------------------------------------

GPU = "GPU"  # the key of GPU records, beside the CPU lanes' releases


def gpu_key(record: dict) -> str:
    return f"{GPU} {record['release']} {record['device']}"


def load_records(directory: Path = RECORDS) -> dict[str, dict]:
    """{lane: record}: each CPU lane's by its name (its release, and its Python
    where it names one), the default lane first, then each GPU run's under
    ``gpu_key``. Read again whenever a file changes, so ``mkdocs serve`` shows a
    new record at once."""
    paths = [pages.record_path(name, directory) for name in pages.lane_names()]
    present = tuple(
        (str(path), path.stat().st_mtime_ns)
        for path in [*paths, *pages.gpu_record_paths(directory)]
        if path.exists()
    )
    return _read(present)


@functools.lru_cache(maxsize=4)
def _read(present: tuple[tuple[str, int], ...]) -> dict[str, dict]:
    out = {}
    for path, _ in present:
        record = pages.read_record(Path(path))
        gpu = Path(path).parent.name == pages.GPU_DIR
        # a CPU lane's file is named for the lane: torch-<name>.json
        name = Path(path).stem.removeprefix("torch-")
        out[gpu_key(record) if gpu else name] = record
    return out


def cpu_lanes(records: dict[str, dict]) -> list[str]:
    return [lane for lane in pages.lane_names() if lane in records]


def lane_label(lane: str, build: str | None = None, lang: str | None = None) -> str:
    """A CPU lane as readers see it named: its release (or ``build``, the torch
    build it ran), and the Python it ran on where it is a Python lane:
    ``2.14.1``, ``2.15.0 on Python 3.13``."""
    found = pages.lane_named(lane)
    name = build or (found.release if found else lane)
    if found is None or found.python is None:
        return name
    return t("lane python", lang, release=name, python=found.python)


def gpu_lanes(records: dict[str, dict]) -> list[str]:
    return [lane for lane in records if lane.startswith(GPU)]


ByLane = dict[str, dict]  # {lane: entry} of one block


def entries_by_block(records: dict[str, dict]) -> dict[tuple[str, str], ByLane]:
    """{(page, code hash): {lane: entry}}: each block of each page."""
    index: dict[tuple[str, str], ByLane] = {}
    for lane, record in records.items():
        for page, entries in record["blocks"].items():
            for entry in entries:
                index.setdefault((page, entry["code"]), {})[lane] = entry
    return index


def entries_by_fence(records: dict[str, dict]) -> dict[tuple[str, str], ByLane]:
    """{(page, fence hash): {lane: entry}}: the entries of a fence on its own page
    (the first block of the page that shows it)."""
    index: dict[tuple[str, str], ByLane] = {}
    for lane, record in records.items():
        for page, entries in record["blocks"].items():
            for entry in entries:
                for fence in entry["fences"]:
                    index.setdefault((page, fence), {}).setdefault(lane, entry)
    return index


# --- Skip reasons, in the page's language ---------------------------------------

# A record's reason is a list of codes (pages.reason_code): "mark:cuda",
# "package:thop"; the catalog words each (i18n.reason, i18n.lacking).


def translated(codes: list[str] | None, lang: str | None = None) -> str:
    """A skip's reasons in ``lang`` (the page's by default); a code the catalog
    does not word stays as written (a guard names any in the records)."""
    said = (i18n.reason(code, lang) or code for code in codes or [])
    return t("semicolon", lang).join(said)


def untranslated(codes: list[str] | None) -> list[str]:
    """The codes of a skip that the catalog cannot word."""
    return [code for code in codes or [] if i18n.reason(code) is None]


def packages(codes: list[str] | None) -> list[str] | None:
    """The optional packages a skip names, if that is all it says."""
    found = [code.partition(":") for code in codes or []]
    if not found or any(kind != "package" for kind, _, _ in found):
        return None
    return [name for _, _, name in found]


def _lacking(codes: list[str] | None) -> str:
    """What a skipped block lacked, for the page line."""
    if packages(codes):
        return t("lacking package")
    return next(filter(None, (i18n.lacking(code) for code in codes or [])), "")


# --- The line under a block -----------------------------------------------------

SYMBOL = {"passed": "✓", "failed": "✗", "skipped": "–"}
# The lines are about the page, not its subject: search leaves them out.
_EXCLUDED = "data-search-exclude"


def where(record: dict, entry: dict, lane: str = "") -> str:
    """On which build, device and day; on which Python too, for a Python lane; and
    whether a GPU record's build is older than every lane."""
    found = pages.lane_named(lane) if lane else None
    if found is not None and found.python is not None:
        return t(
            "where python",
            torch=entry["torch"],
            python=record.get("python") or found.python,
            device=record["device"],
            date=entry["date"],
        )
    said = t("where", torch=entry["torch"], device=record["device"], date=entry["date"])
    if older_than_lanes(record):
        said += t("aside", text=t("older build"))
    return said


def older_than_lanes(record: dict) -> bool:
    """Is a GPU record's release older than every release lane (a GPU machine's
    own torch: what it says holds for that build, not for the lanes')?"""
    if record.get("device", "CPU") == "CPU":
        return False
    from packaging.version import Version

    oldest = min(Version(release) for release in pages.releases())
    return Version(record["release"]) < oldest


def detail(entry: dict, record: dict, lane: str = "") -> str:
    """An outcome in words: on which build, device and day (and Python, for a
    Python lane), and why it skipped."""
    outcome, on = t(entry["outcome"]), where(record, entry, lane)
    if entry.get("reason"):
        return t(
            "outcome because",
            outcome=outcome,
            where=on,
            reason=translated(entry["reason"]),
        )
    return t("outcome on", outcome=outcome, where=on)


def _lane_items(by_lane: ByLane, records: dict[str, dict]) -> list[tuple[str, str]]:
    """(short, in words) for each lane: every release (and Python lane), then the
    GPU runs."""
    items = []
    for lane in pages.lane_names():
        entry, label = by_lane.get(lane), lane_label(lane)
        if entry is None:
            short = t(
                "lane not passed", symbol="?", lane=label, outcome=t("unrecorded")
            )
            items.append((short, t("no record", lane=label)))
            continue
        items.append((_short(entry, label), detail(entry, records[lane], lane)))
    ran = [lane for lane in gpu_lanes(records) if lane in by_lane]
    if any(entry.get("gpu") for entry in by_lane.values()) and not ran:
        items.append((t("gpu not yet run"), t("no gpu has run")))
    for lane in ran:
        name = f"GPU {records[lane]['release']}"
        if len(ran) > 1:  # which GPU, where more than one ran it
            name += " " + gpu_model(records[lane]["device"])
        entry = by_lane[lane]
        items.append((_short(entry, name), detail(entry, records[lane])))
    return items


def gpu_model(device: str) -> str:
    """A GPU record's device in a word: "NVIDIA H100 80GB HBM3 (CUDA 13.0)" is H100."""
    return device.removeprefix("NVIDIA ").split()[0]


def _short(entry: dict, name: str) -> str:
    symbol = SYMBOL[entry["outcome"]]
    if entry["outcome"] == "passed":
        return t("lane outcome", symbol=symbol, lane=name)
    return t("lane not passed", symbol=symbol, lane=name, outcome=t(entry["outcome"]))


def state(by_lane: ByLane) -> str:
    """``same``: passed on every release, as the page line counts it (the block
    needs no line of its own); ``not-run``: no release or GPU has run it (every
    one skipped it, or there is no record); ``differs``: any other."""
    if not any(entry["outcome"] != "skipped" for entry in by_lane.values()):
        return "not-run"
    everywhere = all(
        by_lane.get(lane, {}).get("outcome") == "passed" for lane in pages.lane_names()
    )
    gpu = any(entry.get("gpu") for entry in by_lane.values())
    # a block a GPU ran with its GPU visible, though it needs none: the same only
    # where it passed there too
    on_gpu = all(
        entry["outcome"] == "passed"
        for lane, entry in by_lane.items()
        if lane.startswith(GPU)
    )
    return "same" if everywhere and on_gpu and not gpu else "differs"


def badge(by_lane: ByLane, records: dict[str, dict], report: str = "") -> str:
    """The line under a block: only the report link (``report``, HTML) where it
    passed on every release; otherwise each release's outcome, the reasons in a
    ``<details>`` that touch and keyboard open."""
    kind = state(by_lane)
    if kind == "same":
        return f'<div class="verified verified--same" {_EXCLUDED}>{report}</div>'
    items = _lane_items(by_lane, records)
    summary = " · ".join(html.escape(short, quote=False) for short, _ in items)
    if kind == "not-run":
        summary = (
            f'<strong class="verified__state">⚠ {html.escape(t("not yet run"))}'
            f"</strong> · {summary}"
        )
    lines = "".join(f"<li>{html.escape(words, quote=False)}</li>" for _, words in items)
    if kind == "not-run" and by_lane:
        lines = f"<li>{html.escape(t('not yet run why'))}</li>{lines}"
    return (
        f'<div class="verified verified--{kind}" {_EXCLUDED}>'
        '<details class="verified__details">'
        f"<summary>{summary}</summary>"
        f'<ul aria-label="{html.escape(t("lane list"))}">{lines}</ul></details>'
        f"{report}</div>"
    )


def report_link(
    page: Page,
    title: str,
    section: str,
    snippet: str,
    by_lane: ByLane,
    records: dict[str, dict],
) -> str:
    """A "Report a problem" link to a new issue at the repository, prefilled with
    the page (``title``, its address at the block's ``section``, a heading as
    written), the block and its outcome on each release. A plain link: nothing is
    requested until it is followed."""
    if not page.repo_url:
        return ""
    anchor = slug(section) if section else ""
    name = snippet.rsplit("/", 1)[-1]
    releases = t("semicolon").join(words for _, words in _lane_items(by_lane, records))
    issue = t("report title", snippet=name, title=title)
    body = t(
        "report body",
        url=page.address + (f"#{anchor}" if anchor else ""),
        snippet=snippet,
        section=heading_text(section) if section else title,
        releases=releases,
    )
    query = urlencode({"title": issue, "body": body}, quote_via=quote)
    href = f"{page.repo_url.rstrip('/')}/issues/new?{query}"
    return (
        f'<a class="verified__report" href="{html.escape(href)}" '
        f'aria-label="{html.escape(t("report label", snippet=name))}" '
        f'rel="noopener noreferrer" target="_blank">{html.escape(t("report"))}</a>'
    )


# --- The line under a page's title ----------------------------------------------


def _oldest(entries: list[dict]) -> dict:
    return min(entries, key=lambda e: e["date"])


def _lane_summary(blocks: list[ByLane], lane: str) -> tuple[int, tuple[str, ...]]:
    """(blocks passed on ``lane``, why the others did not, in words)."""
    entries = [block.get(lane) for block in blocks]
    passed = sum(1 for e in entries if e and e["outcome"] == "passed")
    why: Counter = Counter()
    for e in entries:
        if e is None:
            why[("unrecorded", "")] += 1
        elif e["outcome"] == "failed":
            why[("failed", "")] += 1
        elif e["outcome"] == "skipped":
            lacking = _lacking(e.get("reason"))
            why[
                ("lacking", lacking)
                if lacking
                else ("reason", tuple(e.get("reason") or ()))
            ] += 1
    words = []
    for (kind, what), n in why.items():
        if kind == "unrecorded":
            words.append(t("n unrecorded", n=n))
        elif kind == "failed":
            words.append(t("n failed", n=n))
        elif kind == "lacking":
            words.append(t("skipped for want", n=n, what=what))
        else:
            words.append(t("skipped because", n=n, reason=translated(what)))
    return passed, tuple(words)


def page_line(records: dict[str, dict], blocks: list[ByLane], how: str = "") -> str:
    """The line under a page's title, from the entries of the blocks the page shows
    (``blocks``, one {lane: entry} each): how many passed on each release (releases
    alike are named together), why the others did not, on which device and day
    (its oldest entry: every block was checked that day or later), the GPU checks,
    and a link to how this is checked (``how``)."""
    lanes = [lane for lane in cpu_lanes(records) if any(lane in b for b in blocks)]
    if not lanes:
        text = t("not verified") + t("end")
    else:
        total = len(blocks)
        oldest = {
            lane: _oldest([b[lane] for b in blocks if lane in b]) for lane in lanes
        }
        places = {(records[lane]["device"], oldest[lane]["date"]) for lane in lanes}
        alike = len(places) == 1
        groups: dict[tuple, list[str]] = {}
        for lane in lanes:
            groups.setdefault(_lane_summary(blocks, lane), []).append(lane)
        said = []
        for (passed, why), named in groups.items():
            builds = [
                lane_label(lane, oldest[lane]["torch"])
                if alike
                else t(
                    "build where",
                    build=lane_label(lane, oldest[lane]["torch"]),
                    device=records[lane]["device"],
                    date=oldest[lane]["date"],
                )
                for lane in named
            ]
            builds = _listed(builds)
            if passed == total:
                words = t(
                    "all passed on" if total > 1 else "one passed on", builds=builds
                )
            elif not passed:
                words = t("none passed on", builds=builds)
            else:
                words = t("some passed on", passed=passed, builds=builds)
            if why:
                words += t("aside", text=t("semicolon").join(why))
            said.append(words)
        if alike:
            device, date = places.pop()
            device = t("a cpu") if device == "CPU" else device
            head = t("verified on", device=device, date=date)
        else:
            head = t("verified")
        count = t("blocks", total=total) if total != 1 else t("one block")
        text = (
            head
            + t("sentence gap")
            + count
            + t("sentence gap")
            + t("semicolon").join(said)
            + t("end")
        )
        gpu = _gpu_sentence(records, blocks)
        if gpu:
            text += t("sentence gap") + gpu
    link = (
        t("sentence gap")
        + f'<a href="{html.escape(how)}">{html.escape(t("how checked"))}</a>'
        if how
        else ""
    )
    return (
        f'<p class="verified-page" {_EXCLUDED}>'
        f"{html.escape(text, quote=False)}{link}</p>"
    )


def _listed(items: list[str]) -> str:
    if len(items) == 1:
        return items[0]
    return t("comma").join(items[:-1]) + t("and") + items[-1]


def _gpu_sentence(records: dict[str, dict], blocks: list[ByLane]) -> str:
    marked = [b for b in blocks if any(e.get("gpu") for e in b.values())]
    if not marked:
        return ""
    ran = [lane for lane in gpu_lanes(records) if any(lane in b for b in marked)]
    if not ran:
        one = len(marked) == 1
        return t(
            "gpu checks not run one" if one else "gpu checks not run", total=len(marked)
        )
    said = []
    for lane in ran:
        entries = [b[lane] for b in marked if lane in b]
        passed = sum(1 for e in entries if e["outcome"] == "passed")
        said.append(
            t(
                "gpu checks",
                passed=passed,
                total=len(marked),
                where=where(records[lane], _oldest(entries)),
            )
        )
    return t("sentence gap").join(said)


# --- What differs between releases --------------------------------------------


def differences(records: dict[str, dict]) -> list[tuple[str, str, str, ByLane]]:
    """(page, section, snippet, {lane: entry}) of every block whose outcome or
    output differs between the lanes (releases, or a release's Pythons), in page
    order. ``page`` is the English page (docs/x.md); its translation shows the
    same block."""
    by_code: dict[tuple[str, str], ByLane] = {}
    for lane in cpu_lanes(records):
        for page, entries in records[lane]["blocks"].items():
            for entry in entries:
                by_code.setdefault((page, entry["code"]), {})[lane] = entry
    out = []
    for (page, _), by_lane in by_code.items():
        seen = {
            (e["outcome"], tuple(e.get("reason") or ()), e.get("output"))
            for e in by_lane.values()
        }
        if len(seen) > 1:
            first = next(iter(by_lane.values()))
            out.append((page, first.get("section") or "", first["snippet"], by_lane))
    return sorted(out, key=lambda item: (item[0], item[2]))


_ADDRESS = re.compile(r"0x[0-9a-fA-F]+")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")


def _wording(output: str | None) -> str:
    """What a block printed, its numbers, memory addresses and spacing left out:
    what two runs that measure something (a time) print alike."""
    words = _NUMBER.sub("#", _ADDRESS.sub("0x#", output or ""))
    return " ".join(words.split())  # a wider number pads its column otherwise


def packages_only(by_lane: ByLane) -> dict[str, list[str]] | None:
    """{lane: packages} where the only difference between the releases is that
    some skipped the block for want of optional packages (the others passed and
    printed the same words, if not the same numbers); None where the behaviour
    differs."""
    passed = [e for e in by_lane.values() if e["outcome"] == "passed"]
    if not passed or len({_wording(e.get("output")) for e in passed}) > 1:
        return None
    missing = {}
    for lane, entry in by_lane.items():
        if entry["outcome"] == "passed":
            continue
        names = packages(entry.get("reason")) if entry["outcome"] == "skipped" else None
        if not names:
            return None
        missing[lane] = names
    return missing


def _in_language(page: str, lang: str) -> Path:
    """The page a reader of ``lang`` reads for the English page ``page``."""
    english = ROOT / page
    return english if lang == DEFAULT else twin(english)


def _section_titles(page: Path) -> dict[str, str]:
    """{anchor: heading as shown} of a page's sections."""
    return dict(headings(page.read_text(encoding="utf-8")))


def _by_section(found):
    """The differences grouped by (page, section), in page order."""
    groups: dict[tuple[str, str], list] = {}
    for page, section, snippet, by_lane in found:
        groups.setdefault((page, section), []).append((snippet, by_lane))
    return groups


def _where_shown(host: str, page: str, section: str) -> tuple[str, str, Path]:
    """(link from the page ``host``, the section's title as shown, the page shown)."""
    # A link to x.md from a page in Chinese leads to x.zh.md (the Chinese site).
    anchor = slug(section) if section else ""
    shown = _in_language(page, i18n.current)
    title = _section_titles(shown).get(anchor) or heading_text(section)
    target = page.removeprefix("docs/") + (f"#{anchor}" if anchor else "")
    return pages.relative_url(host, target, markdown=True), title, shown


def changes_markdown(records: dict[str, dict], host: str) -> list[str]:
    """Every block that differs between releases: those that behave differently
    first, one heading (h2, under the page's h1) a section; then, folded into one
    list, those an older release only skipped for want of an optional package.
    ``host``: the page that shows them (its source, relative to docs/)."""
    lines: list[str] = ['<div class="release-changes" markdown>', ""]
    found = differences(records)
    if not found:
        lines += [t("no changes")]
    changed = [item for item in found if packages_only(item[3]) is None]
    seen: dict[str, int] = {}
    for (page, section), items in _by_section(changed).items():
        link, title, shown = _where_shown(host, page, section)
        # Each section's own anchor, the same in both languages (numbered as the
        # toc numbers a repeated one): the English section's.
        own = numbered(slug(section) if section else slug(items[0][0]), seen)
        lines += [f"## {title or items[0][0]} {{ #{own} }}", ""]
        for snippet, by_lane in items:
            lines += [
                t(
                    "the example",
                    snippet=snippet,
                    title=page_title(shown),
                    link=link,
                    gap=gap(page_title(shown)),
                ),
                "",
                *_lane_tabs(records, by_lane),
            ]
    folded = [item for item in found if packages_only(item[3]) is not None]
    if folded:
        lines += [f'??? note "{t("packages only", n=len(folded))}"', ""]
        lines += [f"    {t('packages only intro')}", ""]
        by_page: dict[str, list[str]] = {}
        for (page, section), items in _by_section(folded).items():
            link, title, shown = _where_shown(host, page, section)
            by_page.setdefault(page, []).extend(_folded_items(link, title, items))
        for page, items in by_page.items():
            shown = _in_language(page, i18n.current)
            link = pages.relative_url(host, page.removeprefix("docs/"), markdown=True)
            lines += [f"    - **[{page_title(shown)}]({link})**", ""]
            lines += [f"        - {item}" for item in items]
            lines += [""]
    return [*lines, "", "</div>"]


def _lane_tabs(records: dict[str, dict], by_lane: ByLane) -> list[str]:
    lines = []
    for lane in cpu_lanes(records):
        entry = by_lane.get(lane)
        if entry is None:
            continue
        lines += [f'=== "torch {lane_label(lane)}"', ""]
        outcome = {
            "passed": t("lane passed"),
            "skipped": t("lane skipped", reason=translated(entry.get("reason"))),
            "failed": t("lane failed"),
        }[entry["outcome"]]
        lines += [f"    {html.escape(outcome)}", ""]
        if entry.get("output"):
            lines += ["    ```text"]
            lines += [f"    {line}".rstrip() for line in entry["output"].splitlines()]
            lines += ["    ```", ""]
    return lines


def _folded_items(link: str, title: str, items: list[tuple[str, ByLane]]) -> list[str]:
    """One sentence for each group of a section's snippets that passed on the
    same releases and were skipped on the same releases: a sentence that says
    where its snippets passed and where they were skipped cannot hold two
    snippets that passed and skipped on different ones."""
    groups: dict[tuple, list[tuple[str, ByLane]]] = {}
    for snippet, by_lane in items:
        outcomes = tuple(sorted((lane, e["outcome"]) for lane, e in by_lane.items()))
        groups.setdefault(outcomes, []).append((snippet, by_lane))
    return [_folded_item(link, title, group) for group in groups.values()]


def _folded_item(link: str, title: str, items: list[tuple[str, ByLane]]) -> str:
    snippets = t("comma").join(f"`{s.rsplit('/', 1)[-1]}`" for s, _ in items)
    passed, skipped, names = {}, {}, {}
    for _, by_lane in items:
        for lane, missing in packages_only(by_lane).items():
            skipped[lane] = lane_label(lane, by_lane[lane]["torch"])
            names.update(dict.fromkeys(missing))
        for lane, entry in by_lane.items():
            if entry["outcome"] == "passed":
                passed[lane] = lane_label(lane, entry["torch"])
    order = pages.lane_names()
    measured = any(
        len({e.get("output") for e in by_lane.values() if e["outcome"] == "passed"}) > 1
        for _, by_lane in items
    )
    return t(
        "packages only item",
        section=title,
        link=link,
        snippets=snippets,
        passed=_listed([passed[lane] for lane in order if lane in passed]),
        skipped=_listed([skipped[lane] for lane in order if lane in skipped]),
        packages=_listed([f"`{name}`" for name in names]),
    ) + (t("sentence gap") + t("packages only numbers") if measured else "")


def gpu_checks_markdown(records: dict[str, dict]) -> list[str]:
    """Every block marked for a GPU, and whether a GPU has run it."""
    default = records.get(pages.releases()[0])
    if default is None:
        return [t("no record yet")]
    runs = gpu_lanes(records)
    ran = {
        (page, e["code"]): (records[lane], e)
        for lane in runs
        for page, entries in records[lane]["blocks"].items()
        for e in entries
    }
    rows = []
    for page, entries in default["blocks"].items():
        shown = pages.relative(_in_language(page, i18n.current))
        for entry in entries:
            if not entry.get("gpu"):
                continue
            done = ran.get((page, entry["code"]))
            status = (
                t("outcome on", outcome=t(done[1]["outcome"]), where=where(*done))
                if done
                else t("not yet on a gpu")
            )
            marks = ", ".join(f"`{m}`" for m in entry["marks"])
            rows.append(f"| `{shown}` | `{entry['snippet']}` | {marks} | {status} |")
    intro = (
        t(
            "last gpu run",
            where="; ".join(
                f"torch {records[lane]['torch']}, {records[lane]['device']}"
                for lane in runs
            ),
        )
        if runs
        else t("not run on a gpu", count=len(rows))
    )
    return [
        '<div class="gpu-checks" markdown>',
        "",
        intro,
        "",
        t("gpu table head"),
        "| --- | --- | --- | --- |",
        *rows,
        "",
        "</div>",
    ]


# --- The build ----------------------------------------------------------------


_LIST_ITEM = re.compile(r"^[ \t]*\d+\.[ \t]")
_CAPTION = re.compile(r'title="(?P<title>[^"]+)"')


def _end_of_block(lines: list[str], fence: Fence, all_fences: list[Fence], indent: int):
    """The last line that belongs with a code block: the fence, then the code
    annotations' list (which must follow the fence directly) and the output shown
    for it (``<!--pytest-codeblocks:expected-output-->`` and its fence)."""
    end = fence.end
    while True:
        k = end + 1
        while k < len(lines) and not lines[k].strip():
            k += 1
        if k >= len(lines):
            return end
        line = lines[k]
        if _LIST_ITEM.match(line) and len(line) - len(line.lstrip()) == indent:
            end = k
            for j in range(k + 1, len(lines)):  # the list's items and their lines
                text = lines[j]
                if not text.strip():
                    continue
                deeper = len(text) - len(text.lstrip()) > indent
                if not (deeper or _LIST_ITEM.match(text)):
                    break
                end = j
            continue
        if OUTPUT_MARKER in line:
            output = next((f for f in all_fences if f.start > k), None)
            if output is None:
                return end
            end = output.end
            continue
        return end


def shown_blocks(lines: list[str]) -> list[tuple[str | None, list[Fence]]]:
    """(code hash, the fences that run) of each block the page shows: the page
    model's blocks, or each running fence alone where it cannot cut them."""
    try:
        raw = pages.blocks(lines)
    except PageError:
        return [(None, [f]) for f in fences(lines) if f.runs]
    out = []
    for block in raw:
        running = [f for f in block.fences if f.runs]
        if running:
            out.append((block.code_hash, running))
    return out


def verify(lines: list[str], page: Page | None, md) -> list[str]:
    """The stage (practices/stages.py): under each block and the page's title, where
    it was verified; the generated lists in place of their placeholders."""
    records = load_records()
    by_code, by_fence = entries_by_block(records), entries_by_fence(records)
    source = page.source if page else None
    insert: dict[int, str] = {}
    on_page: list[ByLane] = []  # {lane: entry} of each block shown
    all_fences, sections = fences(lines), pages.sections(lines)
    title = next(
        (heading_text(line[2:]) for line in lines if line.startswith("# ")), ""
    )
    for code, running in shown_blocks(lines):
        by_lane = by_code.get((source, code)) or by_fence.get(
            (source, running[0].hash), {}
        )
        on_page.append(by_lane)
        entry = next(iter(by_lane.values()), None)
        caption = _CAPTION.search(running[0].info)
        snippet = (
            entry["snippet"]
            if entry
            else caption["title"]
            if caption
            else "(on the page)"
        )
        section = sections[running[0].start]
        report = (
            report_link(page, title, section, snippet, by_lane, records) if page else ""
        )
        line = md.htmlStash.store(badge(by_lane, records, report))
        for fence in running:
            indent = re.match(r"[ \t]*", lines[fence.start]).group(0)
            after = _end_of_block(lines, fence, all_fences, len(indent))
            insert[after] = indent + line
    out = []
    for i, line in enumerate(lines):
        if line.strip() == CHANGES_PLACEHOLDER:
            out += changes_markdown(records, page.src_uri if page else "index.md")
            continue
        if line.strip() == GPU_PLACEHOLDER:
            out += gpu_checks_markdown(records)
            continue
        out.append(line)
        if i in insert:
            out += ["", insert[i], ""]
    if on_page:
        how = page.link(*HOW) if page else ""
        title_line = md.htmlStash.store(page_line(records, on_page, how))
        for i, line in enumerate(out):
            if line.startswith("# "):
                out[i + 1 : i + 1] = ["", title_line, ""]
                break
    return out
