"""Where each block was verified, shown on the pages: the badge renderer.

The records are written by the tests (``tests/harness/records.py``; the schema, the
hashes and the page anatomy are in ``site_extensions/pages.py``): one file per torch
release, ``records/torch-<release>.json``, and one per GPU run,
``records/gpu/torch-<release>-<device>.json``, each holding the English pages'
blocks. The build (this extension, loaded by ``hooks/load_extensions.py``) finds a
block's entries by the hash of the fence it is shown in, so a Chinese page, whose
fences are the English page's (a guard proves it), shows the same entries. It
writes a compact line under each block ("✓ 2.15.0 · ✓ 2.14.1 · ✓ 2.13.0"), a
"Verified on" line under each page's title, the list of what differs between
releases (``<!-- release-changes -->``) and the table of GPU checks
(``<!-- gpu-checks -->``). Nothing here imports torch.
"""

from __future__ import annotations

import functools
import html
import re
from pathlib import Path

from markdown import Extension
from markdown.preprocessors import Preprocessor

from . import i18n, pages
from .i18n import DEFAULT, t
from .pages import (
    OUTPUT_MARKER,
    RECORDS,
    ROOT,
    Fence,
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


# --- Reading the records -------------------------------------------------------

GPU = "GPU"  # the key of GPU records, beside the CPU lanes' releases


def gpu_key(record: dict) -> str:
    return f"{GPU} {record['release']} {record['device']}"


def load_records(directory: Path = RECORDS) -> dict[str, dict]:
    """{lane: record}: each CPU lane's by its release, the default lane first, then
    each GPU run's under ``gpu_key``. Read again whenever a file changes, so
    ``mkdocs serve`` shows a new record at once."""
    paths = [pages.record_path(release, directory) for release in pages.releases()]
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
        out[gpu_key(record) if gpu else record["release"]] = record
    return out


def cpu_lanes(records: dict[str, dict]) -> list[str]:
    return [lane for lane in pages.releases() if lane in records]


def gpu_lanes(records: dict[str, dict]) -> list[str]:
    return [lane for lane in records if lane.startswith(GPU)]


def entries_by_fence(records: dict[str, dict]) -> dict[str, dict[str, dict]]:
    """{fence hash: {lane: entry}}."""
    index: dict[str, dict[str, dict]] = {}
    for lane, record in records.items():
        for page_entries in record["blocks"].values():
            for entry in page_entries:
                for fence in entry["fences"]:
                    index.setdefault(fence, {})[lane] = entry
    return index


SYMBOL = {"passed": "✓", "failed": "✗", "skipped": "–"}


def where(record: dict, entry: dict) -> str:
    return f"torch {entry['torch']}, {record['device']}, {entry['date']}"


def _item(lane: str, name: str, entry: dict, record: dict) -> tuple[str, str, str]:
    detail = t("outcome on", outcome=t(entry["outcome"]), where=where(record, entry))
    if entry.get("reason"):
        detail += f": {entry['reason']}"
    if entry["outcome"] != "passed":
        name = f"{name} ({t(entry['outcome'])})"
    return SYMBOL[entry["outcome"]], name, detail


def badge(by_lane: dict[str, dict], records: dict[str, dict]) -> str:
    """The line under a block: one item per lane, the details in a tooltip."""
    items = []
    for lane in pages.releases():
        entry = by_lane.get(lane)
        if entry is None:
            items.append(("?", lane, t("no record", lane=lane)))
        else:
            items.append(_item(lane, lane, entry, records[lane]))
    if any(entry.get("gpu") for entry in by_lane.values()):
        ran = [lane for lane in gpu_lanes(records) if lane in by_lane]
        if not ran:
            items.append(("", t("gpu not yet run"), t("no gpu has run")))
        for lane in ran:
            name = f"GPU {records[lane]['release']}"
            items.append(_item(lane, name, by_lane[lane], records[lane]))
    spans = [
        f'<span title="{html.escape(detail)}">'
        f"{html.escape(f'{symbol} {name}' if symbol else name)}</span>"
        for symbol, name, detail in items
    ]
    return '<small class="verified">' + " · ".join(spans) + "</small>"


def page_line(records: dict[str, dict], by_lane: dict[str, list[dict]]) -> str:
    """The "Verified on" line under a page's title, from the entries of the blocks
    the page shows (``by_lane``): each lane's build, device and the day of its
    oldest entry (every block of the page was checked that day or later)."""
    shown = [
        (records[lane], min(by_lane[lane], key=lambda e: e["date"]))
        for lane in cpu_lanes(records)
        if by_lane.get(lane)
    ]
    if not shown:
        text = t("not verified")
    elif len({(r["device"], e["date"]) for r, e in shown}) == 1:
        builds = [e["torch"] for _, e in shown]
        last = builds.pop()
        builds = f"{t('comma').join(builds)}{t('and')}{last}" if builds else last
        record, entry = shown[0]
        device = t("a cpu") if record["device"] == "CPU" else record["device"]
        text = t("verified with", builds=builds, device=device, date=entry["date"])
    else:
        text = t("verified with each", each="; ".join(where(r, e) for r, e in shown))
    if any(e.get("gpu") for entries in by_lane.values() for e in entries):
        ran = [
            where(records[lane], min(by_lane[lane], key=lambda e: e["date"]))
            for lane in gpu_lanes(records)
            if by_lane.get(lane)
        ]
        text += (
            t("gpu checks", where="; ".join(ran)) if ran else t("gpu checks not run")
        )
    return f'<small class="verified-page">{html.escape(text + t("end"))}</small>'


# --- What differs between releases --------------------------------------------


def differences(records: dict[str, dict]) -> list[tuple[str, str, str, dict]]:
    """(page, section, snippet, {lane: entry}) of every block whose outcome or
    output differs between the release lanes, in page order. ``page`` is the
    English page (docs/x.md); its translation shows the same block."""
    by_code: dict[tuple[str, str], dict[str, dict]] = {}
    for lane in cpu_lanes(records):
        for page, entries in records[lane]["blocks"].items():
            for entry in entries:
                by_code.setdefault((page, entry["code"]), {})[lane] = entry
    out = []
    for (page, _), by_lane in by_code.items():
        seen = {
            (e["outcome"], e.get("reason"), e.get("output")) for e in by_lane.values()
        }
        if len(seen) > 1:
            first = next(iter(by_lane.values()))
            out.append((page, first.get("section") or "", first["snippet"], by_lane))
    return sorted(out, key=lambda item: (item[0], item[2]))


def _in_language(page: str, lang: str) -> Path:
    """The page a reader of ``lang`` reads for the English page ``page``."""
    english = ROOT / page
    return english if lang == DEFAULT else twin(english)


def _section_titles(page: Path) -> dict[str, str]:
    """{anchor: heading as shown} of a page's sections."""
    return dict(headings(page.read_text(encoding="utf-8")))


def changes_markdown(records: dict[str, dict]) -> list[str]:
    lines: list[str] = ['<div class="release-changes" markdown>', ""]
    found = differences(records)
    if not found:
        lines += [t("no changes")]
    seen: dict[str, int] = {}
    for page, section, snippet, by_lane in found:
        # A link to x.md from a page in Chinese leads to x.zh.md (the i18n plugin).
        link = "../" + page.removeprefix("docs/")
        anchor = slug(section) if section else ""
        shown = _in_language(page, i18n.current)
        title = _section_titles(shown).get(anchor) or heading_text(section)
        # Each entry's own anchor, the same in both languages (numbered as the toc
        # numbers a repeated one): the English section's.
        own = numbered(anchor or slug(snippet), seen)
        lines += [f"### {title or snippet} {{ #{own} }}", ""]
        link += f"#{anchor}" if anchor else ""
        lines += [
            t("the example", snippet=snippet, title=page_title(shown), link=link),
            "",
        ]
        for lane in cpu_lanes(records):
            entry = by_lane.get(lane)
            if entry is None:
                continue
            lines += [f'=== "torch {lane}"', ""]
            outcome = {
                "passed": t("lane passed"),
                "skipped": t("lane skipped", reason=entry.get("reason")),
                "failed": t("lane failed"),
            }[entry["outcome"]]
            lines += [f"    {html.escape(outcome)}", ""]
            if entry.get("output"):
                lines += ["    ```text"]
                lines += [
                    f"    {line}".rstrip() for line in entry["output"].splitlines()
                ]
                lines += ["    ```", ""]
    return [*lines, "", "</div>"]


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


class _RecordsPreprocessor(Preprocessor):
    def run(self, lines: list[str]) -> list[str]:
        records = load_records()
        index = entries_by_fence(records)
        insert: dict[int, str] = {}
        shown = False
        on_page: dict[str, list[dict]] = {}  # {lane: entries of the blocks shown}
        all_fences = fences(lines)
        for fence in all_fences:
            if not fence.runs:
                continue
            by_lane = index.get(fence.hash, {})
            indent = re.match(r"[ \t]*", lines[fence.start]).group(0)
            after = _end_of_block(lines, fence, all_fences, len(indent))
            insert[after] = indent + badge(by_lane, records)
            shown = True
            for lane, entry in by_lane.items():
                on_page.setdefault(lane, []).append(entry)
        out = []
        for i, line in enumerate(lines):
            if line.strip() == CHANGES_PLACEHOLDER:
                out += changes_markdown(records)
                continue
            if line.strip() == GPU_PLACEHOLDER:
                out += gpu_checks_markdown(records)
                continue
            out.append(line)
            if i in insert:
                out += ["", insert[i], ""]
        if shown:
            for i, line in enumerate(out):
                if line.startswith("# "):
                    out[i + 1 : i + 1] = ["", page_line(records, on_page), ""]
                    break
        return out


class RecordsExtension(Extension):
    def extendMarkdown(self, md):  # noqa: N802 (Python-Markdown's name)
        # After pymdownx.snippets (32) and the facts (31), before fences are stashed.
        md.preprocessors.register(_RecordsPreprocessor(md), "site_records", 30)
