"""The generated Markdown files, worded in Chinese on the Chinese pages.

Some pages include files written by scripts (``scripts/benchmark_models.py``,
``scripts/count_table.py``, ``scripts/measure_performance.py``), each starting with
``<!-- Written by scripts/NAME.py; do not edit by hand. -->``. The data stays one file;
on a ``docs/x.zh.md`` page, :func:`in_chinese` rewords its labels and sentences, from
that line up to the next heading. Fenced blocks (program output), code spans, numbers,
units and names are left as they are; the profiler's column names too.

A line, or each cell of a table row, is looked up in :data:`EXACT`, then matched in
full against :data:`PATTERNS`, the first match wins; anything else stays English.
In a pattern, a group named ``text…`` is translated in turn, ``items…`` is a list
(", ") and ``parts…`` a list ("; ") whose entries are translated one by one; every
other group is copied as it is (numbers, names, code).
"""

from __future__ import annotations

import re

from markdown import Extension
from markdown.preprocessors import Preprocessor

from . import i18n
from .records import fences

MARK = "<!-- Written by scripts/"

EXACT: dict[str, str] = {
    # The "Measured on" table (scripts/measure_performance.py generated_header)
    "Measured on:": "测量环境：",
    "Property": "属性",
    "Value": "值",
    "Date (UTC)": "日期（UTC）",
    "CPU count (os.cpu_count)": "CPU 数量（os.cpu_count）",
    "torch threads": "torch 线程数",
    "Platform": "平台",
    "CUDA (torch.version.cuda)": "CUDA（torch.version.cuda）",
    "none visible": "没有可见的 GPU",
    # scripts/benchmark_models.py
    "Model": "模型",
    "Input": "输入",
    "Parameters": "参数量",
    "First call": "首次调用",
    "Timer median": "Timer 中位数",
    "Runs": "运行次数",
    "Timer warned": "Timer 警告",
    "yes": "是",
    "no": "否",
    "`print(benchmark.Compare(results))` for the same measurements:": (
        "同一批测量结果的 `print(benchmark.Compare(results))`："
    ),
    # scripts/measure_performance.py
    "Variant": "方案",
    "Measured": "实测",
    "Fusion with `torch.compile`": "用 `torch.compile` 融合",
    "`x.cos().cos()`, 4,000,000 float32 elements": (
        "`x.cos().cos()`，4,000,000 个 float32 元素"
    ),
    "eager (two kernels)": "eager 模式（两个 kernel）",
    "torch.compile, Inductor (one fused kernel)": (
        "torch.compile，Inductor（一个融合后的 kernel）"
    ),
    "speed-up": "加速比",
    "first compiled call (includes compiling)": "编译后的首次调用（含编译）",
    "DataLoader workers": "DataLoader 工作进程",
    "one epoch of 256 items that take 5 ms each to load, batch_size=32 "
    "(worker start-up included)": (
        "一个 epoch 共 256 个样本，每个样本加载需要 5 ms，batch_size=32"
        "（含工作进程的启动）"
    ),
    "Gradient checkpointing": "梯度检查点",
    "8 blocks of Linear(512, 512) + GELU, batch 256, forward and backward": (
        "8 个 Linear(512, 512) + GELU 块，批大小 256，前向和反向传播"
    ),
    "tensors saved for backward, plain": "为反向传播保存的张量，不做检查点",
    "tensors saved for backward, each block checkpointed": (
        "为反向传播保存的张量，每个块都做检查点"
    ),
    "time, plain": "时间，不做检查点",
    "time, checkpointed": "时间，做检查点",
    "Automatic mixed precision (CPU, bfloat16)": "自动混合精度（CPU，bfloat16）",
    "small CNN (2 convolutions), batch 16 of 3x64x64, inference on the CPU": (
        "小型 CNN（2 个卷积层），批大小 16，每个样本 3x64x64，在 CPU 上推理"
    ),
    "Host syncs with `.item()`": "`.item()` 引起的主机同步",
    "1000 steps accumulating a loss, on the CPU (no GPU queue to wait for)": (
        "1000 步累加损失，在 CPU 上（没有要等待的 GPU 队列）"
    ),
    "`.item()` every step": "每一步都调用 `.item()`",
    "accumulate on the device, one `.item()`": "在设备上累加，只调用一次 `.item()`",
    "File size: state_dict against the whole model": (
        "文件大小：state_dict 对比整个模型"
    ),
    "the small CNN saved two ways": "用两种方式保存的小型 CNN",
    # scripts/count_table.py
    "Tool": "工具",
    "Counts": "计数对象",
    "Notebook (quoted)": "笔记本（引用）",
    "Change from the notebook": "相对笔记本的变化",
    "multiply-adds": "乘加",
    "parameters only": "仅参数量",
    "FLOPs (2 per multiply-add)": "FLOPs（每次乘加计 2 次）",
    "none (equal to the printed total)": "无（等于打印的总数）",
    "none at 2 decimals": "保留 2 位小数时无变化",
    "official (quoted by the notebook)": "官方数字（笔记本引用）",
    "torchvision's metadata, `ResNet50_Weights.IMAGENET1K_V1.meta`": (
        "torchvision 的元数据，`ResNet50_Weights.IMAGENET1K_V1.meta`"
    ),
    "`_ops`, in billions": "`_ops`，单位为十亿",
    "Count − those multiply-adds": "计数 − 上述乘加",
    "The rest, by the tool's own breakdown": "其余部分，按工具自己的分项",
    "fvcore, train()": "fvcore，train()",
    "the bias additions": "偏置的加法",
    "nothing": "无",
    "none": "无",
    "no tool": "没有工具",
    "In train(), fvcore's warnings that differ:": "在 train() 下，fvcore 不同的警告：",
    "**How the notebook's thop figures relate to today's.**": (
        "**笔记本中 thop 的数字与今天的数字有何关系。**"
    ),
}

_PATTERNS: list[tuple[str, str]] = [
    # scripts/benchmark_models.py
    (r"Self CPU time total: (?P<t>\S+)", "Self CPU 总时间：{t}"),
    (
        r"Each model built with `weights=None` \(X3D-M: `pretrained=False`\), in "
        r"`eval\(\)` mode under `torch\.no_grad\(\)`, timed with "
        r"`Timer\(\.\.\.\)\.blocked_autorange\(\)` on (?P<n>\d+) threads "
        r"\(`num_threads=torch\.get_num_threads\(\)`\)\. \*First call\* is one call "
        r"timed with `time\.perf_counter\(\)` right after building the model, before "
        r"Timer's warm-up\. \*IQR\* is the interquartile range of the times per run, "
        r"and in brackets its share of the median\. \*Runs\* is measurements x runs "
        r"per measurement\. \*Timer warned\* says whether the printed `Measurement` "
        r"carries Timer's warning, which it adds when the IQR is (?P<w>\S+) of the "
        r"median or more\.",
        "每个模型都用 `weights=None` 构建（X3D-M 用 `pretrained=False`），处于 "
        "`eval()` 模式并在 `torch.no_grad()` 下运行，用 "
        "`Timer(...).blocked_autorange()` 在 {n} 个线程上计时"
        "（`num_threads=torch.get_num_threads()`）。*首次调用*是构建模型之后、"
        "Timer 预热之前，用 `time.perf_counter()` 计时的一次调用。*IQR* "
        "是每次运行所用时间的四分位距，括号中是它占中位数的比例。*运行次数*是"
        "测量次数 x 每次测量的运行次数。*Timer 警告*说明打印出的 `Measurement` "
        "是否带有 Timer 的警告；IQR 达到中位数的 {w} 或更多时，Timer 会加上这个警告。",
    ),
    (r"`print\(measurement\)` for (?P<m>.+):", "{m} 的 `print(measurement)`："),
    (
        r"The script ran for (?P<s>\d+) s in all, the profiles and the Ultra "
        r"Benchmarking block included\.",
        "脚本总共运行了 {s} s，包括性能分析和 Ultra Benchmarking 代码段。",
    ),
    (
        r"(?P<m>\S+) \((?P<w>`[^`]+`)\), input (?P<shape>\S+), `eval\(\)` and "
        r"`torch\.no_grad\(\)`, two warm-up calls, then (?P<n>\d+) forward passes "
        r"under (?P<prof>`[^`]+`); (?P<table>`[^`]+`) \(times and calls are for all "
        r"(?P<n2>\d+) passes\), its columns as a table:",
        "{m}（{w}），输入 {shape}，`eval()` 和 `torch.no_grad()`，先预热调用两次，"
        "然后在 {prof} 下做 {n} 次前向传播；{table}（时间和调用次数是全部 {n2} "
        "次传播的合计），其各列整理成表格：",
    ),
    (
        r"What (?P<path>`[^`]+`) printed here, each profiler table's columns as a "
        r"table:",
        "{path} 在这里打印的内容，每个性能分析表格的各列整理成表格：",
    ),
    # scripts/measure_performance.py
    (
        r"Times are medians of (?P<n>\d+) runs after warm-up unless noted; ratios "
        r"are relative to the first row of each table\.",
        "除非另有说明，时间都是预热后 {n} 次运行的中位数；比值都相对于每个表格的"
        "第一行。",
    ),
    (r"\*\*(?P<text>[^*]+)\*\*: (?P<text2>.+)\.", "**{text}**：{text2}。"),
    (r"(?P<n>[\d,]+) bytes", "{n} 字节"),
    # scripts/count_table.py
    (r"\*\*(?P<name>[^*]+)\*\* \((?P<text>.+)\)\.", "**{name}**（{text}）。"),
    (r"(?P<code>`[^`]+`), input (?P<shape>\S+)", "{code}，输入 {shape}"),
    (r"(?P<g>\S+ G) \(printed: (?P<n>[\d,]+)\)", "{g}（打印值：{n}）"),
    (
        r"eval\(\) and train\(\) are the model's mode when the tool was called\. The "
        r"notebook's models came from `torch\.hub\.load`, in training mode, so its "
        r"figures are compared with train\(\)\. Tools that left the model in another "
        r"mode than they found it: (?P<items>.+)\.",
        "eval() 和 train() 是调用工具时模型所处的模式。笔记本的模型来自 "
        "`torch.hub.load`，处于训练模式，所以笔记本的数字与 train() 下的计数比较。"
        "让模型离开原来模式的工具：{items}。",
    ),
    (
        r"(?P<text>.+) \(from (?P<a>\w+\(\)) to (?P<b>\w+\(\))\)",
        "{text}（从 {a} 变为 {b}）",
    ),
    (r"ptflops \((?P<b>\w+) backend\)(?: (?P<v>.+))?", "ptflops（{b} 后端）{v}"),
    (
        r"\*\*(?P<name>.+), what each eval\(\) count is made of\.\*\* The "
        r"multiply-adds of the convolutions and linear layers, which every tool "
        r"counts: (?P<core>[\d,]+) \(half of torch's FlopCounterMode: "
        r"(?P<items>.*)\)\. Adding the biases of the layers that have one takes "
        r"(?P<bias>[\d,]+) additions \(one per output element\)\.",
        "**{name}：每个 eval() 计数由什么组成。** 卷积层和线性层的乘加（每个工具"
        "都统计它们）：{core}（torch 的 FlopCounterMode 的一半：{items}）。"
        "为有偏置的层加上偏置需要 {bias} 次加法（每个输出元素一次）。",
    ),
    (
        r"convolutions and linear beyond their multiply-adds (?P<n>[\d,]+)",
        "卷积层和线性层超出其乘加的部分 {n}",
    ),
    (
        r"modules (?P<a>[+-]?[\d,]+) beyond those multiply-adds; patched "
        r"(?P<code>`[^`]+`) calls and tensor ops (?P<b>[+-]?[\d,]+)",
        "模块超出上述乘加的部分 {a}；打了补丁的 {code} 调用和张量操作 {b}",
    ),
    (
        r"What fvcore skips in eval\(\) \((?P<n>\d+) warnings, logged through "
        r"(?P<code>`[^`]+`)\):",
        "fvcore 在 eval() 下跳过的内容（{n} 条警告，通过 {code} 记录）：",
    ),
    (
        r"fvcore's train\(\) warnings are the ones the notebook's output prints, all "
        r"(?P<n>\d+) lines with the same counts\.",
        "fvcore 在 train() 下的警告正是笔记本输出中打印的那些，全部 {n} 行，"
        "次数也相同。",
    ),
    (
        r"In train\(\), fvcore skips (?P<op>`[^`]+`) (?P<n>\d+) more times than in "
        r"eval\(\): as many as the model has BatchNorm layers \((?P<bn>\d+)\), each "
        r"of which adds 1 to its (?P<code>`[^`]+`) in training mode\.",
        "在 train() 下，fvcore 跳过 {op} 的次数比在 eval() 下多 {n} 次：与模型中 "
        "BatchNorm 层的个数（{bn}）相同，每个 BatchNorm 层在训练模式下都会把自己的 "
        "{code} 加 1。",
    ),
    (
        r"Leaf modules thop has no rule for, counted as zero: (?P<items>.+)\.",
        "thop 没有规则、因而计为零的叶子模块：{items}。",
    ),
    (
        r"- (?P<name>[^:]+): today's thop total (?P<a>[\d,]+), minus half of its "
        r"BatchNorm count \((?P<bn>[\d,]+) / 2\), minus its Softmax count "
        r"\((?P<s>[\d,]+)\), plus one addition per output element of the "
        r"convolutions with a bias \((?P<cb>[\d,]+)\): (?P<then>[\d,]+) "
        r"\((?P<g>[^)]+)\), (?P<text>.+)\.",
        "- {name}：今天 thop 的总数 {a}，减去其 BatchNorm 计数的一半（{bn} / 2），"
        "减去其 Softmax 计数（{s}），再为带偏置的卷积的每个输出元素加一次加法"
        "（{cb}）：{then}（{g}），{text}。",
    ),
    (
        r"equal to the notebook's printed (?P<n>[\d,]+)",
        "等于笔记本打印的 {n}",
    ),
    (
        r"the notebook's (?P<g>\S+ G) at its (?P<d>\d+) decimals",
        "即笔记本保留 {d} 位小数的 {g}",
    ),
    (
        r"torchvision's (?P<code>`[^`]+`) for (?P<m>\S+) equals, at its "
        r"(?P<d>\d+) decimals, the eval\(\) count of: (?P<items>.+)\.",
        "{m} 的 torchvision {code} 在其保留的 {d} 位小数上等于以下工具的 eval() "
        "计数：{items}。",
    ),
    (
        r"Seconds per tool, eval\(\) run, on the machine above: (?P<parts>.+)",
        "每个工具所用的秒数，eval() 运行，在上面的机器上：{parts}",
    ),
    (
        r"(?P<name>[^:;]+): (?P<items>[^:;]+ [\d.]+ s(?:, [^:;]+ [\d.]+ s)*)",
        "{name}：{items}",
    ),
    # a cell listing "name count" pairs (the breakdown by the tool)
    (
        r"(?P<items>[^,]+ [+-]?[\d,]+(?:, [^,]+ [+-]?[\d,]+)+)",
        "{items}",
    ),
]
PATTERNS = [(re.compile(p), f) for p, f in _PATTERNS]
# group name prefix: (separator in English, separator in Chinese)
LISTS = {"items": (", ", "、"), "parts": ("; ", "；")}


def translate(text: str) -> str:
    """One line or one table cell, in Chinese where EXACT or PATTERNS know it."""
    if text in EXACT:
        return EXACT[text]
    for pattern, form in PATTERNS:
        found = pattern.fullmatch(text)
        if found:
            return form.format(
                **{k: _group(k, v) for k, v in found.groupdict().items()}
            )
    return text


def _group(name: str, value: str | None) -> str:
    if value is None:
        return ""
    for prefix, (sep, zh_sep) in LISTS.items():
        if name.startswith(prefix):
            return zh_sep.join(translate(item) for item in value.split(sep))
    return translate(value) if name.startswith("text") else value


def _row(line: str) -> str:
    """A table row, cell by cell; the separator row and unknown cells stay."""
    indent, row = line[: len(line) - len(line.lstrip())], line.strip()
    cells = [cell.strip() for cell in row[1:-1].split("|")]
    new = [translate(cell) for cell in cells]
    return line if new == cells else indent + "| " + " | ".join(new) + " |"


def in_chinese(lines: list[str]) -> list[str]:
    """The expanded Markdown of a page with every generated part worded in Chinese:
    from each ``<!-- Written by scripts/`` line up to the next heading or the end."""
    fenced = set()
    for fence in fences(lines):
        fenced.update(range(fence.start, fence.end + 1))
    out, inside = [], False
    for i, line in enumerate(lines):
        if i in fenced:
            out.append(line)
            continue
        if line.startswith(MARK):
            inside = True
        elif line.startswith("#"):
            inside = False
        elif inside and line.strip():
            stripped = line.strip()
            if stripped.startswith("|") and stripped.endswith("|"):
                line = _row(line)
            else:
                line = line[: len(line) - len(line.lstrip())] + translate(stripped)
        out.append(line)
    return out


class _ChinesePreprocessor(Preprocessor):
    def run(self, lines: list[str]) -> list[str]:
        return in_chinese(lines) if i18n.current == "zh" else lines


class GeneratedInChineseExtension(Extension):
    """On a Chinese page, the generated parts worded in Chinese (see above)."""

    def extendMarkdown(self, md):  # noqa: N802 (Python-Markdown's name)
        # After pymdownx.snippets (32) has included them, before the facts (31).
        md.preprocessors.register(_ChinesePreprocessor(md), "site_generated_zh", 31.5)
