"""The generated Markdown files, worded in Chinese (site_extensions/generated_zh.py).

Every English label and sentence of today's generated files has a Chinese wording;
program output (fences), code spans and numbers stay as they are, and nothing outside
a generated part changes.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from site_extensions.generated_zh import MARK, in_chinese, translate
from site_extensions.records import fences

ROOT = Path(__file__).resolve().parent.parent
GENERATED = sorted(ROOT.glob("snippets/**/generated/*.md"))
# Names that stay English on a Chinese page: tools, models, layers, units, profiler
# labels.
_NAMES = """
    CPU GPU CUDA UTC Python torch torchvision timm pytorchvideo fvcore mmengine thop
    torchinfo torchsummary ptflops pytorch aten FLOPs FlopCounterMode Timer IQR Intel
    Xeon Processor AMD EPYC DataLoader Inductor eager kernel autocast epoch GELU CNN
    BatchNorm Softmax Identity Sigmoid Swish Ultra Benchmarking Self MiB
"""
NAMES = set(_NAMES.split())
# The profiler's column names, kept as it prints them.
PROFILER_CELLS = {
    "Name",
    "Self CPU %",
    "Self CPU",
    "CPU total %",
    "CPU total",
    "CPU time avg",
    "CPU Mem",
    "Self CPU Mem",
    "# of Calls",
}
_CODE = re.compile(r"`[^`]*`")
_SPLIT = re.compile(r"[\s\u2e80-\u9fff\uff00-\uffef\u3000-\u303f、]+")
_IDENTIFIER = re.compile(r"[\d_.:=(\[/<>]")
_CALL = re.compile(r"\w+\(\)")  # eval(), train(): the modes, by their methods


def english_words(text: str) -> list[str]:
    """Words of 3+ letters outside code spans, identifiers, calls and names."""
    found = []
    for token in _SPLIT.split(_CALL.sub(" ", _CODE.sub(" ", text))):
        token = token.strip("()[]{}.,:;!?*\"'–−+-")
        if token and not _IDENTIFIER.search(token):
            found += [w for w in re.findall(r"[A-Za-z]{3,}", token) if w not in NAMES]
    return found


def cells(line: str) -> list[str]:
    line = line.strip()
    if line.startswith("|") and line.endswith("|"):
        return [cell.strip() for cell in line[1:-1].split("|")]
    return [line]


def fenced(lines: list[str]) -> set[int]:
    return {i for f in fences(lines) for i in range(f.start, f.end + 1)}


def read(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def test_there_are_generated_files():
    assert len(GENERATED) >= 5
    for path in GENERATED:
        assert read(path)[0].startswith(MARK), path


@pytest.mark.parametrize("path", GENERATED, ids=lambda p: p.name)
def test_no_english_left(path):
    lines = read(path)
    zh = in_chinese(lines)
    inside = fenced(zh)
    left = [
        (i + 1, cell, words)
        for i, line in enumerate(zh)
        if i not in inside and not line.startswith(MARK)
        for cell in cells(line)
        if cell not in PROFILER_CELLS and (words := english_words(cell))
    ]
    assert not left, left


@pytest.mark.parametrize("path", GENERATED, ids=lambda p: p.name)
def test_fences_code_and_numbers_unchanged(path):
    lines = read(path)
    zh = in_chinese(lines)
    assert len(zh) == len(lines)
    inside = fenced(lines)
    assert inside == fenced(zh)
    changed = 0
    for i, (en, cn) in enumerate(zip(lines, zh, strict=True)):
        if i in inside:
            assert cn == en
            continue
        changed += cn != en
        assert Counter(_CODE.findall(cn)) == Counter(_CODE.findall(en)), (en, cn)
        assert Counter(re.findall(r"\d+", cn)) == Counter(re.findall(r"\d+", en)), (
            en,
            cn,
        )
    assert changed


def test_only_the_generated_part_changes():
    part = read(GENERATED[0])
    before = ["# Title", "", "Measured on:", "", "| Property | Value |", "yes", ""]
    after = ["", "## Next section", "", "Measured on:", "| Model | Input |", "no"]
    code = ["```text", "Measured on:", "# not a heading", "```"]
    page = before + part + code + ["none", *after]
    zh = in_chinese(page)
    assert zh[: len(before)] == before
    assert zh[-len(after) :] == after
    middle = len(before) + len(part)
    assert zh[middle : middle + len(code)] == code  # a "#" in a fence ends nothing
    assert zh[middle + len(code)] == "无"
    assert zh[len(before) + 2] == "测量环境："


@pytest.mark.parametrize(
    ("english", "chinese"),
    [
        ("Self CPU time total: 155.033ms", "Self CPU 总时间：155.033ms"),
        ("Date (UTC)", "日期（UTC）"),
        ("none visible", "没有可见的 GPU"),
        ("yes", "是"),
        ("ptflops (aten backend) 0.7.5", "ptflops（aten 后端）0.7.5"),
        ("82,813 bytes", "82,813 字节"),
    ],
)
def test_known_wordings(english, chinese):
    assert translate(english) == chinese


# Forms the scripts can write that today's files do not show.
OTHER_FORMS = [
    "The script ran for 412 s in all, the profiles and the Ultra Benchmarking "
    "block included.",
    "`print(measurement)` for X3D-M:",
    "Times are medians of 5 runs after warm-up unless noted; ratios are relative "
    "to the first row of each table.",
    "eval() and train() are the model's mode when the tool was called. The "
    "notebook's models came from `torch.hub.load`, in training mode, so its "
    "figures are compared with train(). Tools that left the model in another mode "
    "than they found it: none.",
    "eval() and train() are the model's mode when the tool was called. The "
    "notebook's models came from `torch.hub.load`, in training mode, so its "
    "figures are compared with train(). Tools that left the model in another mode "
    "than they found it: thop (from eval() to train()).",
    "torchvision's `_ops` for ResNet-50 equals, at its 3 decimals, the eval() "
    "count of: no tool.",
    "Leaf modules thop has no rule for, counted as zero: Identity.",
    "convolutions and linear beyond their multiply-adds 4,120",
    "batch_norm 163,774,464, convolutions and linear beyond their multiply-adds 12",
    "nothing",
    "none",
    "- X3D-M: today's thop total 5,060,020,095, minus half of its BatchNorm count "
    "(327,548,928 / 2), minus its Softmax count (1,199), plus one addition per "
    "output element of the convolutions with a bias (3,720): 4,896,248,152 "
    "(4.90 G), the notebook's 4.90 G at its 2 decimals.",
    "What fvcore skips in eval() (0 warnings, logged through `logging`):",
    "Seconds per tool, eval() run, on the machine above: ResNet-50: fvcore 0.2 s, "
    "ptflops (aten backend) 0.1 s",
]


@pytest.mark.parametrize("english", OTHER_FORMS)
def test_other_forms(english):
    chinese = translate(english)
    assert not english_words(chinese), chinese
    assert Counter(re.findall(r"\d+", chinese)) == Counter(re.findall(r"\d+", english))
