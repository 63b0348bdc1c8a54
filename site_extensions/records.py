"""Where each block was verified: the lanes' records, and how pages show them.

Every run of the page suite with ``--write-record=records`` (``python3 dev.py
records``) writes one JSON file per torch release, ``records/torch-<release>.json``:
the release and build, the device, the date, and for every Python block of every page
its outcome (passed, failed, skipped and why), its marks and what it printed. A block
is known by two hashes, both computed here so that the test harness and the build
agree:

``code``    the block as it runs (its code, its expected output, its marks); a record
            whose ``code`` no longer matches the page is stale, and a guard in
            ``tests/test_guards.py`` fails on it;
``fences``  the body of each fence the block is shown in (a block continued with
            ``cont`` has several), so the build finds the fence a record belongs to
            in the expanded Markdown without knowing the page.

The build (this extension, loaded by ``hooks/load_extensions.py``) writes a compact
line under each Python block ("✓ 2.15.0 · ✓ 2.14.1 · ✓ 2.13.0"), a "Verified on" line
under each page's title, the list of what differs between releases
(``<!-- release-changes -->``) and the table of GPU checks (``<!-- gpu-checks -->``).
A run on a CUDA device (``pytest docs -m "cuda or multigpu"
--write-record=records``) writes ``records/gpu.json``. Nothing here imports torch.
"""

from __future__ import annotations

import functools
import hashlib
import html
import json
import re
from dataclasses import dataclass
from pathlib import Path

from markdown import Extension
from markdown.preprocessors import Preprocessor

from . import i18n
from .facts import ROOT, lanes
from .i18n import DEFAULT, t
from .translations import language_of, source_of

RECORDS = ROOT / "records"
PYTHON = frozenset({"python", "py", "python3", "py3"})
CPP = frozenset({"cpp", "c++"})
# The languages whose blocks the tests run: Python in-process, C++ compiled.
RUN = PYTHON | CPP
CHANGES_PLACEHOLDER = "<!-- release-changes -->"
GPU_PLACEHOLDER = "<!-- gpu-checks -->"
# A heading's attribute list, `{ #id .class key=value }`; the id names its anchor.
_HEADING_ID = re.compile(r"\s*\{\s*(?:#(?P<id>[\w-]+))?[^}]*\}\s*$")
_OPEN = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})(?P<info>[^`]*)$")


def language(info: str) -> str:
    """A fence's language: ``python title="x"`` and ``{ .py }`` are python."""
    info = info.strip().strip("{}").strip().lstrip(".")
    return info.split()[0].lower() if info.split() else ""


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def normalized(code: str) -> str:
    """Code as compared: no trailing spaces, no blank lines around it."""
    return "\n".join(line.rstrip() for line in code.splitlines()).strip("\n")


def code_hash(code: str, expected_output: str | None, marks: list[str]) -> str:
    parts = [normalized(code), normalized(expected_output or ""), *sorted(marks)]
    return digest("\0".join(parts))


@dataclass
class Fence:
    start: int  # index of the opening line
    end: int  # index of the closing line
    info: str
    body: str

    @property
    def runs(self) -> bool:
        return language(self.info) in RUN

    @property
    def hash(self) -> str:
        return digest(normalized(self.body))


def fences(lines: list[str]) -> list[Fence]:
    """Every fenced block of Markdown lines, with its body dedented."""
    found, i = [], 0
    while i < len(lines):
        opened = _OPEN.match(lines[i])
        if not opened:
            i += 1
            continue
        indent, fence = opened["indent"], opened["fence"]
        j = i + 1
        while j < len(lines):
            stripped = lines[j].strip()
            if stripped.startswith(fence) and not stripped.strip(fence[0]):
                break
            j += 1
        body = [
            line[len(indent) :] if line.startswith(indent) else line.lstrip()
            for line in lines[i + 1 : j]
        ]
        found.append(Fence(i, j, opened["info"], "\n".join(body)))
        i = j + 1
    return found


# --- Reading the records -------------------------------------------------------


lane_order = lanes  # the releases the site is checked on, the default lane first


def record_path(release: str, directory: Path = RECORDS) -> Path:
    return directory / f"torch-{release}.json"


GPU_RECORD = "gpu.json"


def load_records(directory: Path = RECORDS) -> dict[str, dict]:
    """{lane: record} for every record file present; the GPU lane is ``GPU``. Read
    again whenever a file changes, so ``mkdocs serve`` shows a new record at once."""
    paths = {release: record_path(release, directory) for release in lane_order()}
    paths["GPU"] = directory / GPU_RECORD
    present = tuple(
        (lane, str(path), path.stat().st_mtime_ns)
        for lane, path in paths.items()
        if path.exists()
    )
    return _read(present)


@functools.lru_cache(maxsize=4)
def _read(present: tuple[tuple[str, str, int], ...]) -> dict[str, dict]:
    return {
        lane: json.loads(Path(path).read_text(encoding="utf-8"))
        for lane, path, _ in present
    }


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


def word(outcome: str) -> str:
    """passed, FAILED or skipped, in the language of the page being built."""
    return t(outcome)


def where(record: dict) -> str:
    return f"torch {record['torch']}, {record['device']}, {record['date']}"


def badge(by_lane: dict[str, dict], records: dict[str, dict]) -> str:
    """The line under a block: one item per lane, the details in a tooltip."""
    items = []
    gpu = any(entry.get("gpu") for entry in by_lane.values())
    for lane in lane_order():
        entry = by_lane.get(lane)
        if entry is None:
            items.append(("?", lane, t("no record", lane=lane)))
            continue
        detail = t(
            "outcome on", outcome=word(entry["outcome"]), where=where(records[lane])
        )
        if entry.get("reason"):
            detail += f": {entry['reason']}"
        name = (
            lane
            if entry["outcome"] == "passed"
            else f"{lane} ({word(entry['outcome'])})"
        )
        items.append((SYMBOL[entry["outcome"]], name, detail))
    if gpu:
        entry = by_lane.get("GPU")
        if entry is None:
            items.append(("", t("gpu not yet run"), t("no gpu has run")))
        else:
            detail = t(
                "outcome on",
                outcome=word(entry["outcome"]),
                where=where(records["GPU"]),
            )
            items.append((SYMBOL[entry["outcome"]], "GPU", detail))
    spans = [
        f'<span title="{html.escape(detail)}">'
        f"{html.escape(f'{symbol} {name}' if symbol else name)}</span>"
        for symbol, name, detail in items
    ]
    return '<small class="verified">' + " · ".join(spans) + "</small>"


def page_line(records: dict[str, dict], gpu_blocks: bool) -> str:
    """The "Verified on" line under a page's title."""
    lanes = [records[lane] for lane in lane_order() if lane in records]
    if not lanes:
        text = t("not verified")
    elif len({(r["device"], r["date"]) for r in lanes}) == 1:
        builds = t("comma").join(r["torch"] for r in lanes[:-1])
        last = lanes[-1]["torch"]
        builds = f"{builds}{t('and')}{last}" if builds else last
        device = t("a cpu") if lanes[0]["device"] == "CPU" else lanes[0]["device"]
        text = t("verified with", builds=builds, device=device, date=lanes[0]["date"])
    else:
        text = t("verified with each", each="; ".join(where(r) for r in lanes))
    if gpu_blocks:
        gpu = records.get("GPU")
        text += t("gpu checks", where=where(gpu)) if gpu else t("gpu checks not run")
    return f'<small class="verified-page">{html.escape(text + t("end"))}</small>'


# --- What differs between releases --------------------------------------------


def differences(
    records: dict[str, dict], lang: str = DEFAULT
) -> list[tuple[str, str, str, dict[str, dict]]]:
    """(page, section, snippet, {lane: entry}) of every block on a page in ``lang``
    whose outcome or output differs between the release lanes."""
    lanes = [lane for lane in lane_order() if lane in records]
    by_code: dict[tuple[str, str], dict[str, dict]] = {}
    for lane in lanes:
        for page, entries in records[lane]["blocks"].items():
            if language_of(page) != lang:
                continue
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
    # In the order of the English pages, so both languages list them alike
    return sorted(out, key=lambda item: (source_of(item[0]), item[2]))


def heading_text(heading: str) -> str:
    """A heading as shown: without the ``{ #id }`` that gives it its anchor."""
    return _HEADING_ID.sub("", heading).strip()


def slug(heading: str) -> str:
    """The anchor MkDocs' toc gives a heading: the id it names (``{ #id }``, as
    every heading of a translation does), or the default slugify of its text."""
    from markdown.extensions.toc import slugify

    named = _HEADING_ID.search(heading)
    if named and named["id"]:
        return named["id"]
    heading = heading_text(heading)
    # Code spans keep their text as written (`pack_img` keeps its underscore);
    # outside them, * and _ that open or close emphasis are not text.
    parts = re.split(r"(`[^`]*`)", heading)
    text = "".join(
        part.strip("`")
        if part.startswith("`")
        else re.sub(r"(?<!\w)[*_]+|[*_]+(?!\w)", "", part)
        for part in parts
    )
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    return slugify(text, "-")


def numbered(anchor: str, seen: dict[str, int]) -> str:
    """The anchor the toc gives a heading whose slug came before (``seen`` counts
    them, page order): ``anchor``, then ``anchor_1``, ``anchor_2`` …"""
    seen[anchor] = seen.get(anchor, -1) + 1
    return f"{anchor}_{seen[anchor]}" if seen[anchor] else anchor


def page_title(page: Path) -> str:
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return page.stem


def changes_markdown(records: dict[str, dict]) -> list[str]:
    found = differences(records, i18n.current)
    lines: list[str] = ['<div class="release-changes" markdown>', ""]
    if not found:
        lines += [t("no changes")]
    seen: dict[str, int] = {}
    for page, section, snippet, by_lane in found:
        # A link to x.md from a page in Chinese leads to x.zh.md (the i18n plugin).
        link = "../" + source_of(page).removeprefix("docs/")
        anchor = f"#{slug(section)}" if section else ""
        # Each entry's own anchor, the same in both languages (numbered as the toc
        # numbers a repeated one): the English section's.
        own = numbered(slug(section) if section else slug(snippet), seen)
        lines += [f"### {heading_text(section) or snippet} {{ #{own} }}", ""]
        title = heading_text(page_title(ROOT / page))
        lines += [
            t("the example", snippet=snippet, title=title, link=link + anchor),
            "",
        ]
        for lane in lane_order():
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
    default = records.get(lane_order()[0])
    if default is None:
        return [t("no record yet")]
    gpu = records.get("GPU")
    ran = {}
    if gpu:
        ran = {(page, e["code"]): e for page, es in gpu["blocks"].items() for e in es}
    rows = []
    for page, entries in default["blocks"].items():
        if language_of(page) != i18n.current:
            continue
        for entry in entries:
            if not entry.get("gpu"):
                continue
            done = ran.get((page, entry["code"]))
            status = (
                t("outcome on", outcome=word(done["outcome"]), where=where(gpu))
                if done
                else t("not yet on a gpu")
            )
            marks = ", ".join(f"`{m}`" for m in entry["marks"])
            rows.append(f"| `{page}` | `{entry['snippet']}` | {marks} | {status} |")
    intro = (
        t("last gpu run", where=where(gpu))
        if gpu
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
        if "pytest-codeblocks:expected-output" in line:
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
        shown = gpu_blocks = False
        all_fences = fences(lines)
        for fence in all_fences:
            if not fence.runs:
                continue
            by_lane = index.get(fence.hash, {})
            indent = re.match(r"[ \t]*", lines[fence.start]).group(0)
            after = _end_of_block(lines, fence, all_fences, len(indent))
            insert[after] = indent + badge(by_lane, records)
            shown = True
            gpu_blocks |= any(entry.get("gpu") for entry in by_lane.values())
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
                    out[i + 1 : i + 1] = ["", page_line(records, gpu_blocks), ""]
                    break
        return out


class RecordsExtension(Extension):
    def extendMarkdown(self, md):  # noqa: N802 (Python-Markdown's name)
        # After pymdownx.snippets (32) and the facts (31), before fences are stashed.
        md.preprocessors.register(_RecordsPreprocessor(md), "site_records", 30)


def makeExtension(**kwargs):  # noqa: N802
    return RecordsExtension(**kwargs)
