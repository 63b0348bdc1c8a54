"""How many blocks ran, counted from the records when the site is built.

A page writes ``<span data-fact="run_counts">fallback words</span>`` where it says
how much of the site has run; the build replaces the words with a sentence in the
page's language (``practices/i18n.py``) counted from ``records/``: how many
blocks the tests run, on each release how many passed, failed and were skipped (for
want of a CUDA device, or of something else), how many of the blocks that need a
CUDA device a GPU has run, and on which build, device and day (a GPU machine's own
torch may be older than every release lane: the sentence says so). So the home page
never says that a check ran which did not, and the number never goes stale: a new
record changes it.

It runs before ``practices/facts.py`` and writes the span with a ``class``,
which facts' placeholder does not match; a builder that runs no hooks (Zensical)
shows the fallback words, and the Zensical comparison masks every ``data-fact``
span alike. Nothing here imports torch.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field

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
class GpuBuild:
    """One GPU record: the build it ran, on which device, from which day."""

    torch: str
    device: str
    date: str  # the oldest of its entries' dates
    older: bool  # older than every release lane (that machine's own torch)


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
    """The counts, from ``records`` (``{lane: record}``, as
    :func:`practices.records.load_records` reads them)."""
    records = load_records() if records is None else records
    releases = cpu_lanes(records)
    if not releases:
        return Counts(total=0)
    default = records[releases[0]]["blocks"]
    out = Counts(total=sum(len(entries) for entries in default.values()))
    gpu_keys = set()
    for page, entries in default.items():
        for entry in entries:
            if entry.get("gpu"):
                gpu_keys.add((page, entry["code"]))
                out.two_gpus += "multigpu" in entry.get("marks", [])
    out.gpu_blocks = len(gpu_keys)
    for release in releases:
        lane = Lane(release)
        for entries in records[release]["blocks"].values():
            for entry in entries:
                if entry["outcome"] == "passed":
                    lane.passed += 1
                elif entry["outcome"] == "failed":
                    lane.failed += 1
                elif entry.get("gpu"):
                    lane.skipped_gpu += 1
                else:
                    lane.skipped_other += 1
        out.lanes.append(lane)
    gpu = [records[lane] for lane in gpu_lanes(records)]
    out.gpu_records = len(gpu)
    for record in gpu:
        dates = [e["date"] for es in record["blocks"].values() for e in es]
        out.gpu_builds.append(
            GpuBuild(
                torch=record.get("torch", record["release"]),
                device=record["device"],
                date=min(dates, default="?"),
                older=older_than_lanes(record),
            )
        )
    ran: dict[tuple[str, str], str] = {}
    for record in gpu:
        for page, entries in record["blocks"].items():
            for entry in entries:
                key = (page, entry["code"])
                ran_here = key in gpu_keys and entry["outcome"] != "skipped"
                if ran_here and ran.get(key) != "passed":
                    ran[key] = entry["outcome"]
    out.gpu_ran = len(ran)
    out.gpu_passed = sum(1 for outcome in ran.values() if outcome == "passed")
    return out


def sentence(c: Counts, lang: str | None = None) -> str:
    """The counts in words, in ``lang`` (the page's language by default)."""
    if not c.total:
        return t("runs none", lang)
    said = []
    for lane in c.lanes:
        parts = [t("runs passed", lang, n=lane.passed)]
        if lane.failed:
            parts.append(t("runs failed", lang, n=lane.failed))
        if lane.skipped_other:
            parts.append(t("runs skipped other", lang, n=lane.skipped_other))
        if lane.skipped_gpu:
            parts.append(t("runs skipped gpu", lang, n=lane.skipped_gpu))
        said.append(
            t(
                "runs on",
                lang,
                release=lane_label(lane.release, lang=lang),
                what=t("runs comma", lang).join(parts),
            )
        )
    text = t("runs total", lang, total=c.total, lanes=t("semicolon", lang).join(said))
    if c.gpu_blocks:
        two = t("runs two gpus", lang, n=c.two_gpus) if c.two_gpus else ""
        if not c.gpu_ran:
            text += t("sentence gap", lang) + t(
                "runs gpu none", lang, n=c.gpu_blocks, two=two
            )
        else:
            text += t("sentence gap", lang) + t(
                "runs gpu some",
                lang,
                n=c.gpu_blocks,
                two=two,
                ran=c.gpu_ran,
                passed=c.gpu_passed,
                builds=t("semicolon", lang).join(
                    t(
                        "runs gpu build",
                        lang,
                        torch=build.torch,
                        device=build.device,
                        date=build.date,
                        older=t("runs gpu older", lang, older=t("older build", lang))
                        if build.older
                        else "",
                    )
                    for build in c.gpu_builds
                ),
            )
    return text


def span(text: str) -> str:
    return f'<span data-fact="run_counts" class="run-counts">{html.escape(text)}</span>'


def fill(lines: list[str], page, md) -> list[str]:
    """The stage (practices/stages.py): the placeholder, the counts in words."""
    if not any(PLACEHOLDER.search(line) for line in lines):
        return lines
    words = span(sentence(counts()))
    return [PLACEHOLDER.sub(lambda _: words, line) for line in lines]
