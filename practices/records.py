"""The verification lines: where each block was verified, shown on the pages.

The stage ``verify`` reads ``records/`` and writes under each page's title how many
blocks passed on each release; under each block a "Report a problem" link and, where
it did not pass everywhere, its outcome on each release; the lists of
``<!-- release-changes -->`` and ``<!-- gpu-checks -->``. Entries are found by the
hash of a block's code (or of its fence), so a Chinese page shows its twin's.
"""

from __future__ import annotations

import functools
import html
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote, urlencode

from packaging.version import Version

from . import i18n, pages
from .i18n import DEFAULT, gap, t
from .pages import DOCS, RECORDS, ROOT, heading_text, slug

CHANGES_PLACEHOLDER = "<!-- release-changes -->"
GPU_PLACEHOLDER = "<!-- gpu-checks -->"
# Where the page line leads: the section that explains the lines (both languages)
HOW = ("about/how-this-site-stays-true", "see-where-each-block-was-verified")


@dataclass(frozen=True)
class Page:
    """The page being built (``practices/hooks/load_extensions.py`` makes it)."""

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
    def address(self) -> str:  # on the published site
        return self.site_url.rstrip("/") + "/" + self.url

    def link(self, page: str, anchor: str = "") -> str:
        """A link to ``page`` (English, under docs/) in this page's language."""
        to = page + ".md" + (anchor and "#" + anchor)
        return pages.relative_url(self.src_uri, to)


# --- Reading the records -------------------------------------------------------

GPU = "GPU"  # GPU records' keys begin so, beside the CPU lanes' names
ByLane = dict[str, dict]  # {lane: entry} of one block
Index = dict[tuple[str, str], ByLane]  # {(page, hash): ByLane}


def load_records(directory: Path = RECORDS) -> dict[str, dict]:
    """{lane: record}: CPU lanes by name, then GPU runs; read again when one changes."""
    paths = [pages.record_path(name, directory) for name in pages.lane_names()]
    paths += pages.gpu_record_paths(directory)
    return _read(tuple((str(p), p.stat().st_mtime_ns) for p in paths if p.exists()))


@functools.lru_cache(maxsize=4)
def _read(present: tuple[tuple[str, int], ...]) -> dict[str, dict]:
    out = {}
    for name, _ in present:
        path = Path(name)
        record = pages.read_record(path)
        if path.parent.name == pages.GPU_DIR:
            out[f"{GPU} {record['release']} {record['device']}"] = record
        else:  # a CPU lane's file is named for the lane: torch-<name>.json
            out[path.stem.removeprefix("torch-")] = record
    return out


def cpu_lanes(records: dict[str, dict]) -> list[str]:
    return [lane for lane in pages.lane_names() if lane in records]


def gpu_lanes(records: dict[str, dict]) -> list[str]:
    return [lane for lane in records if lane.startswith(GPU)]


def lane_label(lane: str, build: str | None = None, lang: str | None = None) -> str:
    """A CPU lane as readers see it: its release (or ``build``), and its Python
    for a Python lane: ``2.14.1``, ``2.15.0 on Python 3.13``."""
    found = pages.lane_named(lane)
    name = build or (found.release if found else lane)
    if found is None or found.python is None:
        return name
    return t("lane python", lang, release=name, python=found.python)


def entries_by_block(records: dict[str, dict], by_fence: bool = False) -> Index:
    """{(page, code hash): {lane: entry}}; ``by_fence``: by each fence's hash."""
    index: Index = {}
    for lane, record in records.items():
        for page, entries in record["blocks"].items():
            for entry in entries:
                for key in entry["fences"] if by_fence else [entry["code"]]:
                    index.setdefault((page, key), {}).setdefault(lane, entry)
    return index


# --- Skip reasons (codes, pages.reason_code: "mark:cuda"), in the page's language


def translated(codes: list[str] | None, lang: str | None = None) -> str:
    """A skip's reasons in words; a code the catalog does not word stays as is."""
    said = (i18n.reason(code, lang) or code for code in codes or [])
    return t("semicolon", lang).join(said)


def untranslated(codes: list[str] | None) -> list[str]:
    """The codes of a skip that the catalog cannot word."""
    return [code for code in codes or [] if i18n.reason(code) is None]


def _lacking(codes: list[str] | None) -> str:
    """What a skipped block lacked, for the page line."""
    return next(filter(None, (i18n.lacking(code) for code in codes or [])), "")


def packages(codes: list[str] | None) -> list[str] | None:
    """The optional packages a skip names, if that is all it says."""
    found = [code.partition(":") for code in codes or []]
    if not found or any(kind != "package" for kind, _, _ in found):
        return None
    return [name for _, _, name in found]


# --- The line under a block -----------------------------------------------------

SYMBOL = {"passed": "✓", "failed": "✗", "skipped": "–", "unrecorded": "?"}
# The lines are about the page, not its subject: search leaves them out.
_EXCLUDED = "data-search-exclude"


def where(record: dict, entry: dict, lane: str = "") -> str:
    """On which build, device and day (and Python, for a Python lane); whether a GPU
    record's build is older than every lane."""
    found = pages.lane_named(lane) if lane else None
    on = {"torch": entry["torch"], "device": record["device"], "date": entry["date"]}
    if found is not None and found.python is not None:
        return t("where python", python=record.get("python") or found.python, **on)
    older = t("aside", text=t("older build")) if older_than_lanes(record) else ""
    return t("where", **on) + older


def older_than_lanes(record: dict) -> bool:
    """Is a GPU record's release (its machine's own torch) older than every lane?"""
    if record.get("device", "CPU") == "CPU":
        return False
    oldest = min(Version(release) for release in pages.releases())
    return Version(record["release"]) < oldest


def detail(entry: dict, record: dict, lane: str = "") -> str:
    """An outcome in words: :func:`where`, and why it skipped."""
    said = {"outcome": t(entry["outcome"]), "where": where(record, entry, lane)}
    if entry.get("reason"):
        return t("outcome because", reason=translated(entry["reason"]), **said)
    return t("outcome on", **said)


def _short(outcome: str, name: str) -> str:
    key = "lane outcome" if outcome == "passed" else "lane not passed"
    return t(key, symbol=SYMBOL[outcome], lane=name, outcome=t(outcome))


def _lane_items(by_lane: ByLane, records: dict[str, dict]) -> list[tuple[str, str]]:
    """(short, in words) for each CPU lane, then for the GPU runs."""
    items = []
    for lane in pages.lane_names():
        entry, label = by_lane.get(lane), lane_label(lane)
        items.append(
            (_short(entry["outcome"], label), detail(entry, records[lane], lane))
            if entry
            else (_short("unrecorded", label), t("no record", lane=label))
        )
    ran = [lane for lane in gpu_lanes(records) if lane in by_lane]
    if any(entry.get("gpu") for entry in by_lane.values()) and not ran:
        items.append((t("gpu not yet run"), t("no gpu has run")))
    for lane in ran:
        name = f"GPU {records[lane]['release']}"
        if len(ran) > 1:  # which GPU, in a word: "NVIDIA H100 80GB HBM3 …" is H100
            name += " " + records[lane]["device"].removeprefix("NVIDIA ").split()[0]
        entry = by_lane[lane]
        items.append((_short(entry["outcome"], name), detail(entry, records[lane])))
    return items


def state(by_lane: ByLane) -> str:
    """``same``: passed on every release (and GPU run), needing no line of its own;
    ``not-run``: every run skipped it, or there is no record; ``differs``: any other."""
    if all(entry["outcome"] == "skipped" for entry in by_lane.values()):
        return "not-run"
    lanes = [*pages.lane_names(), *(k for k in by_lane if k.startswith(GPU))]
    everywhere = all(by_lane.get(k, {}).get("outcome") == "passed" for k in lanes)
    gpu = any(entry.get("gpu") for entry in by_lane.values())
    return "same" if everywhere and not gpu else "differs"


def badge(by_lane: ByLane, records: dict[str, dict], report: str = "") -> str:
    """The line under a block: the report link (``report``, HTML), and where it
    did not pass everywhere, each release's outcome (reasons in a ``<details>``)."""
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
    page: Page | None,
    title: str,
    section: str,
    snippet: str,
    by_lane: ByLane,
    records: dict[str, dict],
) -> str:
    """A "Report a problem" link to a new issue, prefilled with the page, the block,
    its outcome per release and a prompt for the reader's setup."""
    if page is None or not page.repo_url:
        return ""
    anchor = slug(section) if section else ""
    name = snippet.rsplit("/", 1)[-1]
    body = t(
        "report body",
        url=page.address + (anchor and f"#{anchor}"),
        snippet=snippet,
        section=heading_text(section) if section else title,
        releases=t("semicolon").join(w for _, w in _lane_items(by_lane, records)),
        env=t("report env"),
    )
    href = _new_issue(page, t("report title", snippet=name, title=title), body)
    return (
        f'<a class="verified__report" href="{href}" '
        f'aria-label="{html.escape(t("report label", snippet=name))}" '
        f'rel="noopener noreferrer" target="_blank">{html.escape(t("report"))}</a>'
    )


def _new_issue(page: Page, title: str, body: str) -> str:
    """The address of a new issue at the repository, prefilled (HTML-escaped)."""
    query = urlencode({"title": title, "body": body}, quote_via=quote)
    return html.escape(f"{page.repo_url.rstrip('/')}/issues/new?{query}")


# --- The line under a page's title ----------------------------------------------


def _oldest(entries: list[dict]) -> dict:
    return min(entries, key=lambda e: e["date"])


def _listed(items: list[str]) -> str:
    if len(items) == 1:
        return items[0]
    return t("comma").join(items[:-1]) + t("and") + items[-1]


def _lane_summary(blocks: list[ByLane], lane: str) -> tuple[int, tuple[str, ...]]:
    """(blocks passed on ``lane``, why the others did not, in words)."""
    entries = [block.get(lane) for block in blocks]
    why: Counter = Counter()  # {(words' key, what): blocks}
    for e in entries:
        if e is None or e["outcome"] == "failed":
            why["n unrecorded" if e is None else "n failed", ""] += 1
        elif e["outcome"] == "skipped":
            lacking = _lacking(e.get("reason"))
            key = "skipped for want" if lacking else "skipped because"
            why[key, lacking or translated(e.get("reason"))] += 1
    passed = sum(1 for e in entries if e and e["outcome"] == "passed")
    return passed, tuple(t(k, n=n, what=w, reason=w) for (k, w), n in why.items())


def page_line(records: dict[str, dict], blocks: list[ByLane], how: str = "") -> str:
    """The line under a page's title: how many passed where most did; opened, on each
    release and why the others did not, the GPU checks, and a link to ``how``."""
    lanes = [lane for lane in cpu_lanes(records) if any(lane in b for b in blocks)]
    said = _verified(records, blocks, lanes) if lanes else (t("not verified"), "")
    link = f'<a href="{html.escape(how)}">{html.escape(t("how checked"))}</a>'
    text = html.escape(said[1], quote=False) + (t("sentence gap") + link if how else "")
    return (
        f'<details class="verified-page" {_EXCLUDED}><summary>'
        f"{html.escape(said[0], quote=False)}</summary><p>{text}</p></details>"
    )


def _verified(records: dict[str, dict], blocks: list[ByLane], lanes: list[str]):
    total = len(blocks)
    oldest = {k: _oldest([b[k] for b in blocks if k in b]) for k in lanes}
    places = {k: (records[k]["device"], oldest[k]["date"]) for k in lanes}
    label = {k: lane_label(k, oldest[k]["torch"]) for k in lanes}
    if len(set(places.values())) > 1:  # each build with its own device and day
        for k, (device, date) in places.items():
            label[k] = t("build where", build=label[k], device=device, date=date)
    groups: dict[tuple, list[str]] = {}
    for lane in lanes:
        groups.setdefault(_lane_summary(blocks, lane), []).append(lane)
    said = []
    for (passed, why), named in groups.items():
        key = "some passed on" if passed else "none passed on"
        if passed == total:
            key = "all passed on" if total > 1 else "one passed on"
        words = t(key, passed=passed, builds=_listed([label[k] for k in named]))
        said.append(words + t("aside", text=t("semicolon").join(why)) if why else words)
    (passed, _), named = next(iter(groups.items()))  # the default release's group
    devices, dates = zip(*places.values(), strict=True)
    on = {"device": t("comma").join(dict.fromkeys(devices)), "date": min(dates)}
    on["releases"] = t("comma").join({pages.lane_named(k).release: k for k in named})
    short = t("tested on", passed=passed, total=total, **on)
    count = t("blocks", total=total) if total != 1 else t("one block")
    gpu = _gpu_sentence(records, blocks)
    parts = [count, t("semicolon").join(said) + t("end"), gpu]
    return short, t("sentence gap").join(filter(None, parts))


def _gpu_sentence(records: dict[str, dict], blocks: list[ByLane]) -> str:
    marked = [b for b in blocks if any(e.get("gpu") for e in b.values())]
    if not marked:
        return ""
    ran = [lane for lane in gpu_lanes(records) if any(lane in b for b in marked)]
    if not ran:
        key = "gpu checks not run one" if len(marked) == 1 else "gpu checks not run"
        return t(key, total=len(marked))
    said = []
    for lane in ran:
        entries = [b[lane] for b in marked if lane in b]
        passed = sum(1 for e in entries if e["outcome"] == "passed")
        where_ = where(records[lane], _oldest(entries))
        said.append(t("gpu checks", passed=passed, total=len(marked), where=where_))
    return t("sentence gap").join(said)


# --- What differs between releases --------------------------------------------


def differences(records: dict[str, dict]) -> list[tuple[str, str, str, ByLane]]:
    """(page, section, snippet, by lane) of each block that differs between lanes."""
    by_code = entries_by_block({lane: records[lane] for lane in cpu_lanes(records)})
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
    """{lane: packages} where some releases only skipped the block for want of
    optional packages (the others printed the same words); else None."""
    passed = [e for e in by_lane.values() if e["outcome"] == "passed"]
    if not passed or len({_wording(e.get("output")) for e in passed}) > 1:
        return None
    missing = {
        lane: packages(e.get("reason")) if e["outcome"] == "skipped" else None
        for lane, e in by_lane.items()
        if e["outcome"] != "passed"
    }
    return missing if all(missing.values()) else None


def _in_language(page: str) -> Path:
    """The page a reader of this page's language reads for the English ``page``."""
    english = ROOT / page
    return english if i18n.current == DEFAULT else pages.twin(english)


def _by_section(found):  # grouped by (page, section), in page order
    groups: dict[tuple[str, str], list] = {}
    for page, section, snippet, by_lane in found:
        groups.setdefault((page, section), []).append((snippet, by_lane))
    return groups


def _where_shown(host: str, page: str, section: str) -> tuple[str, str, Path]:
    """(link from ``host``, the section's title as shown, the page shown)."""
    anchor = slug(section) if section else ""
    shown = _in_language(page)
    titles = dict(pages.headings(shown.read_text(encoding="utf-8")))
    title = titles.get(anchor) or heading_text(section)
    target = page.removeprefix("docs/") + (f"#{anchor}" if anchor else "")
    return pages.relative_url(host, target, markdown=True), title, shown


def changes_markdown(records: dict[str, dict], host: str) -> list[str]:
    """Every block that differs between releases, an h2 a section; then, folded,
    those an older release only skipped for want of an optional package."""
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
        own = pages.numbered(slug(section) if section else slug(items[0][0]), seen)
        lines += [f"## {title or items[0][0]} {{ #{own} }}", ""]
        name = pages.page_title(shown)
        for snippet, by_lane in items:
            said = t(
                "the example", snippet=snippet, title=name, link=link, gap=gap(name)
            )
            lines += [said, "", *_lane_tabs(records, by_lane)]
    if folded := [item for item in found if packages_only(item[3]) is not None]:
        lines += [f'??? note "{t("packages only", n=len(folded))}"', ""]
        lines += [f"    {t('packages only intro')}", ""]
        by_page: dict[str, list[str]] = {}
        for (page, section), items in _by_section(folded).items():
            link, title, _ = _where_shown(host, page, section)
            by_page.setdefault(page, []).extend(_folded_items(link, title, items))
        for page, items in by_page.items():
            link = pages.relative_url(host, page.removeprefix("docs/"), markdown=True)
            title = pages.page_title(_in_language(page))
            lines += [f"    - **[{title}]({link})**", ""]
            lines += [*(f"        - {item}" for item in items), ""]
    return [*lines, "", "</div>"]


def _lane_tabs(records: dict[str, dict], by_lane: ByLane) -> list[str]:
    lines = []
    for lane in (lane for lane in cpu_lanes(records) if lane in by_lane):
        entry = by_lane[lane]
        lines += [f'=== "torch {lane_label(lane)}"', ""]
        outcome = t(f"lane {entry['outcome']}", reason=translated(entry.get("reason")))
        lines += [f"    {html.escape(outcome)}", ""]
        if entry.get("output"):
            lines += ["    ```text"]
            lines += [f"    {line}".rstrip() for line in entry["output"].splitlines()]
            lines += ["    ```", ""]
    return lines


def _folded_items(link: str, title: str, items: list[tuple[str, ByLane]]) -> list[str]:
    """One sentence for each group of a section's snippets that passed, and were
    skipped, on the same releases: no release is said to have done both."""
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
        shown = pages.relative(_in_language(page))
        for entry in (e for e in entries if e.get("gpu")):
            status = t("not yet on a gpu")
            if done := ran.get((page, entry["code"])):
                outcome = t(done[1]["outcome"])
                status = t("outcome on", outcome=outcome, where=where(*done))
            marks = ", ".join(f"`{m}`" for m in entry["marks"])
            rows.append(f"| `{shown}` | `{entry['snippet']}` | {marks} | {status} |")
    intro = t("not run on a gpu", count=len(rows))
    if runs:
        said = (f"torch {records[k]['torch']}, {records[k]['device']}" for k in runs)
        intro = t("last gpu run", where="; ".join(said))
    head = [intro, "", t("gpu table head"), "| --- | --- | --- | --- |"]
    return ['<div class="gpu-checks" markdown>', "", *head, *rows, "", "</div>"]


# --- The stage ------------------------------------------------------------------

_CAPTION = re.compile(r'title="(?P<title>[^"]+)"')


def _end_of_block(lines, fence: pages.Fence, all_fences, indent: str, drop=None):
    """The last line of a code block with its annotations and its output, whose
    lines go into ``drop`` where given (no run made it: it is not shown)."""
    end = fence.end
    while True:
        end = pages.annotations_end(lines, end, indent)
        k = next((k for k in range(end + 1, len(lines)) if lines[k].strip()), None)
        if k is None or pages.OUTPUT_MARKER not in lines[k]:
            return end
        output = next((f for f in all_fences if f.start > k), None)
        if output is None:
            return end
        if drop is not None:
            drop |= set(range(k, output.end + 1))
            return end
        end = output.end


def shown_blocks(lines: list[str]) -> list[tuple[str | None, list[pages.Fence]]]:
    """(code hash, its running fences) of each block (each fence alone on error)."""
    try:
        found = [
            (b.code_hash, [f for f in b.fences if f.runs]) for b in pages.blocks(lines)
        ]
    except pages.PageError:
        return [(None, [f]) for f in pages.fences(lines) if f.runs]
    return [(code, running) for code, running in found if running]


def verify(lines: list[str], page: Page | None, md) -> list[str]:
    """The stage (practices/stages.py): the lines, and the lists for the markers."""
    records = load_records()
    by_code, by_fence = entries_by_block(records), entries_by_block(records, True)
    source = page.source if page else None
    insert: dict[int, str] = {}
    drop: set[int] = set()  # the outputs of blocks that ran nowhere
    on_page: list[ByLane] = []  # {lane: entry} of each block shown
    all_fences, sections = pages.fences(lines), pages.sections(lines)
    title = next((heading_text(x[2:]) for x in lines if x.startswith("# ")), "")
    for code, running in shown_blocks(lines):
        first = running[0]
        by_lane = by_code.get((source, code)) or by_fence.get((source, first.hash), {})
        on_page.append(by_lane)
        entry, caption = next(iter(by_lane.values()), None), _CAPTION.search(first.info)
        snippet = caption["title"] if caption else "(on the page)"
        snippet = entry["snippet"] if entry else snippet
        section = sections[first.start]
        report = report_link(page, title, section, snippet, by_lane, records)
        line = md.htmlStash.store(badge(by_lane, records, report))
        unmade = drop if state(by_lane) == "not-run" else None
        for fence in running:
            indent = re.match(r"[ \t]*", lines[fence.start]).group(0)
            end = _end_of_block(lines, fence, all_fences, indent, unmade)
            insert[end] = indent + line
    out = []
    for i, line in enumerate(lines):
        if line.strip() == CHANGES_PLACEHOLDER:
            out += changes_markdown(records, page.src_uri if page else "index.md")
        elif line.strip() == GPU_PLACEHOLDER:
            out += gpu_checks_markdown(records)
        else:
            kept = [] if i in drop else [line]
            out += [*kept, "", insert[i], ""] if i in insert else kept
    if on_page:
        how = page.link(*HOW) if page else ""
        title_line = md.htmlStash.store(page_line(records, on_page, how))
        k = next((k for k, line in enumerate(out) if line.startswith("# ")), None)
        if k is not None:  # after the notebook's button (practices/notebooks.py)
            k += 2 if "notebook-download" in "".join(out[k + 1 : k + 3]) else 0
            out[k + 1 : k + 1] = ["", title_line, ""]
    if page is not None and page.repo_url:
        out += ["", md.htmlStash.store(page_report(page, title)), ""]
    return out


def page_report(page: Page, title: str) -> str:
    """The page's own "Report a problem" link, at its end, on every page."""
    body = t("page report body", url=page.address, env=t("report env"))
    href = _new_issue(page, t("page report title", title=title), body)
    words = html.escape(t("page report"))
    return (
        f'<p class="page-report" {_EXCLUDED}><a href="{href}" '
        f'rel="noopener noreferrer" target="_blank">{words}</a></p>'
    )
