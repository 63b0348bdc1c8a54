"""How many blocks ran, counted from the records when the site is built.

``<span data-fact="run_counts">fallback words</span>`` becomes a sentence counted
from ``records/`` (so no page says that a check ran which did not), written with a
``class``, which the placeholder of ``practices/facts.py`` (run after) does not match.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field

from . import records as recorded
from .i18n import t
from .records import cpu_lanes, gpu_lanes, lane_label, load_records, older_than_lanes

PLACEHOLDER = re.compile(r'<span data-fact="run_counts">[^<]*</span>')


@dataclass
class Lane:
    release: str
    passed: int = 0
    failed: int = 0
    skipped_gpu: int = 0  # skipped for want of a CUDA device
    skipped_other: int = 0  # for want of a package, a tool, a permission…


@dataclass
class GpuBuild:  # one GPU record: its oldest entry's day; older than every lane?
    torch: str
    device: str
    date: str
    older: bool


@dataclass
class Counts:
    total: int  # blocks the tests run, as the default release's record holds them
    lanes: list[Lane] = field(default_factory=list)
    gpu_blocks: int = 0  # of them, marked cuda or multigpu
    two_gpus: int = 0  # of those, marked multigpu
    gpu_records: int = 0  # records/gpu/*.json
    gpu_ran: int = 0  # GPU blocks that a GPU record shows passed or failed
    gpu_passed: int = 0
    gpu_builds: list[GpuBuild] = field(default_factory=list)


def counts(records: dict[str, dict] | None = None) -> Counts:
    """The counts, from ``records`` (as ``load_records`` reads them)."""
    records = load_records() if records is None else records
    releases = cpu_lanes(records)
    if not releases:
        return Counts(total=0)
    default = records[releases[0]]["blocks"]
    gpu = {(p, e["code"]): e for p, es in default.items() for e in es if e.get("gpu")}
    runs = {lane: records[lane] for lane in gpu_lanes(records)}
    # how each GPU block went on the GPU runs that ran it (did not skip it)
    on_gpu = recorded.entries_by_block(runs)
    ran = [{e["outcome"] for e in on_gpu.get(key, {}).values()} for key in gpu]
    ran = [outcomes - {"skipped"} for outcomes in ran if outcomes - {"skipped"}]
    out = Counts(
        total=sum(len(entries) for entries in default.values()),
        gpu_blocks=len(gpu),
        two_gpus=sum("multigpu" in e.get("marks", []) for e in gpu.values()),
        gpu_records=len(runs),
        gpu_ran=len(ran),
        gpu_passed=sum("passed" in outcomes for outcomes in ran),
    )
    for release in releases:
        lane = Lane(release)
        for entries in records[release]["blocks"].values():
            for entry in entries:
                outcome = entry["outcome"]
                if outcome == "skipped":
                    outcome = "skipped_gpu" if entry.get("gpu") else "skipped_other"
                setattr(lane, outcome, getattr(lane, outcome) + 1)
        out.lanes.append(lane)
    for record in runs.values():
        dates = [e["date"] for es in record["blocks"].values() for e in es]
        torch = record.get("torch", record["release"])
        date, older = min(dates, default="?"), older_than_lanes(record)
        out.gpu_builds.append(GpuBuild(torch, record["device"], date, older))
    return out


def sentence(c: Counts, lang: str | None = None) -> str:
    """The counts in words, in ``lang`` (the page's language by default)."""
    if not c.total:
        return t("runs none", lang)
    said = []
    for lane in c.lanes:
        parts = [t("runs passed", lang, n=lane.passed)]
        for kind in ("failed", "skipped_other", "skipped_gpu"):
            if n := getattr(lane, kind):
                parts.append(t("runs " + kind.replace("_", " "), lang, n=n))
        release = lane_label(lane.release, lang=lang)
        what = t("runs comma", lang).join(parts)
        said.append(t("runs on", lang, release=release, what=what))
    text = t("runs total", lang, total=c.total, lanes=t("semicolon", lang).join(said))
    if not c.gpu_blocks:
        return text
    two = t("runs two gpus", lang, n=c.two_gpus) if c.two_gpus else ""
    gpu = {"n": c.gpu_blocks, "two": two, "ran": c.gpu_ran, "passed": c.gpu_passed}
    older = t("runs gpu older", lang, older=t("older build", lang))
    builds = t("semicolon", lang).join(
        t("runs gpu build", lang, **{**vars(b), "older": older if b.older else ""})
        for b in c.gpu_builds
    )
    key = "runs gpu some" if c.gpu_ran else "runs gpu none"
    return text + t("sentence gap", lang) + t(key, lang, builds=builds, **gpu)


def fill(lines: list[str], page, md) -> list[str]:
    """The stage (practices/stages.py): the placeholder, the counts in words."""
    if not any(PLACEHOLDER.search(line) for line in lines):
        return lines
    text = html.escape(sentence(counts()))
    words = f'<span data-fact="run_counts" class="run-counts">{text}</span>'
    return [PLACEHOLDER.sub(lambda _: words, line) for line in lines]
