"""The checkable part of CONTRIBUTING.md's *Chinese glossary and typography*, over
every Chinese page (``docs/**/*.zh.md``) and the Chinese words the build writes
(``practices/words.toml``).

Only prose is read: code spans, fenced blocks, link targets, HTML tags, heading
attribute lists, admonition and tab syntax, front matter keys, snippet includes,
HTML comments and math are blanked first. A Chinese memo is quoted exactly, its own
punctuation included: a quotation (“…”) on a line that names a Chinese memo
(《中文实践笔记》, 《中文训练笔记》) is left out of the punctuation check.

Each failure names ``file:line``, the rule and the text that breaks it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from practices.i18n import WORDS
from practices.pages import DOCS, ROOT

PAGES = sorted(DOCS.rglob("*.zh.md"))

CJK = "\u3400-\u4dbf\u4e00-\u9fff"  # ideographs only, not punctuation
HAS_CJK = re.compile(f"[{CJK}]")

# --- What is prose --------------------------------------------------------------

_FENCE = re.compile(r"^\s*(`{3,}|~{3,})")
_CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1")
_LINK_TARGET = re.compile(r"\]\([^)\s]*(?:\s+\"[^\"]*\")?\)|\]\[[^\]]*\]")
_LINK_DEFINITION = re.compile(r"^\s*\[[^\]]+\]:\s*\S+.*$")
_URL = re.compile(r"https?://\S+")
_TAG = re.compile(r"<[^>\n]*>")
_ATTRIBUTES = re.compile(r"\{\s*[#.:][^}]*\}")
_ADMONITION = re.compile(
    r'^(\s*)(?:!!!|\?\?\?\+?|===\+?)\s*[\w-]*(?:\s+[\w-]+)*\s*(?:"([^"]*)")?'
)
_MATH = re.compile(r"\$[^$\n]+\$")
_PLACEHOLDER = re.compile(r"\{[\w:,.!]*\}")  # i18n.py's {name}, {n:,}
_MEMO = re.compile(r"《中文(?:实践|训练)笔记》|chinese-(?:practice|training)-notes")
_QUOTE = re.compile(r"“[^”]*”")


def _blank(match: re.Match) -> str:
    """Code becomes a Latin stand-in: next to it, Chinese punctuation is still due."""
    return " X "


def _prose_line(line: str) -> str:
    """A line with everything that is not prose blanked."""
    if _LINK_DEFINITION.match(line) or "--8<--" in line:
        return ""
    if line.strip().startswith("<!--"):
        return ""
    admonition = _ADMONITION.match(line)
    if admonition and re.match(r"\s*(!!!|\?\?\?|===)", line):
        title = admonition.group(2) or ""
        line = admonition.group(1) + title + line[admonition.end() :]
    line = _CODE_SPAN.sub(_blank, line)
    line = _MATH.sub(_blank, line)
    line = _LINK_TARGET.sub("]", line)
    line = _URL.sub(" X ", line)
    line = _TAG.sub(" ", line)
    line = _ATTRIBUTES.sub(" ", line)
    return line


def prose(text: str) -> list[tuple[int, str, str]]:
    """(line number, prose, raw line) of a page's lines outside code, math and
    front matter keys."""
    lines = text.split("\n")
    out: list[tuple[int, str, str]] = []
    fence: str | None = None
    math = False
    front = bool(lines) and lines[0].strip() == "---"
    for number, line in enumerate(lines, 1):
        if front:
            if number > 1 and line.strip() == "---":
                front = False
                continue
            value = re.match(r"^\s*(?:-\s+|[\w-]+:\s*)(.*)$", line)
            if number > 1 and value:
                out.append((number, _prose_line(value.group(1)), line))
            continue
        opened = _FENCE.match(line)
        if fence is not None:
            if (
                opened
                and opened.group(1)[0] == fence[0]
                and len(opened.group(1)) >= len(fence)
            ):
                fence = None
            continue
        if opened:
            fence = opened.group(1)
            continue
        if line.strip() == "$$":
            math = not math
            continue
        if math:
            continue
        out.append((number, _prose_line(line), line))
    return out


# --- The rules ------------------------------------------------------------------

# (pattern, what to write instead); a pattern may need a Chinese line around it
_NEXT_TO_CJK = r"(?:(?<=[{c}])\s?{w}|{w}\s?(?=[{c}]))"


def _english(word: str) -> re.Pattern:
    """An English word used as a Chinese word: next to a Chinese character (the
    gloss in full-width parentheses, 工作进程（worker）, is not next to one)."""
    w = rf"(?<![\w.-]){word}(?![\w.-])"
    return re.compile(_NEXT_TO_CJK.format(c=CJK, w=w))


BANNED: list[tuple[re.Pattern, str]] = [
    (re.compile(r"worker\s?进程"), "工作进程 (first use: 工作进程（worker）)"),
    (_english(r"workers?(?!\s?进程)"), "工作进程 (first use: 工作进程（worker）)"),
    (
        re.compile(r"内核"),
        "kernel (first use: kernel（核函数）); 内核 only for a Jupyter kernel",
    ),
    (re.compile(r"内存快照"), "显存快照"),
    (re.compile(r"以计算换内存"), "以计算换显存"),
    (re.compile(r"多\s?GPU"), "多卡 (多卡训练, 单机多卡)"),
    (re.compile(r"轮次"), "epoch"),
    (re.compile(r"运行统计量"), "滑动统计量（running_mean、running_var）"),
    (re.compile(r"批量?归一化"), "BatchNorm (first use per page: BatchNorm（BN）)"),
    (_english("docstrings?"), "文档字符串 (first use: 文档字符串（docstring）)"),
    (_english("tracebacks?"), "回溯信息 (first use: 回溯信息（traceback）)"),
    (_english("bytes"), "字节串 (first use: 字节串（bytes）), or `bytes` as code"),
    (re.compile(r"测试环境"), "版本通道"),
    (re.compile(r"\*\*需要\*\*\s?框|requires\*?\*?\s?框"), "“需要……”提示框"),
    (re.compile(r"就地"), "原地"),
    (re.compile(r"状态字典"), "state_dict"),
    (re.compile(r"数据加载器"), "DataLoader"),
    (re.compile(r"fork\s?出"), "以 fork 方式启动"),
    (re.compile(r"spawn\s?启动"), "以 spawn 方式启动"),
    (re.compile(r"pickle\s?得到"), "经 pickle 序列化"),
    (re.compile(r"被\s?pickle"), "经 pickle 序列化"),
    (re.compile(r"两个\s?GPU"), "两块 GPU"),
]
_JUPYTER = re.compile(r"笔记本|单元格|Jupyter|notebook|重启内核", re.IGNORECASE)

_ITALIC = re.compile(
    r"(?<![*\\])\*(?![*\s])([^*\n]+?)(?<![*\s\\])\*(?!\*)"
    r"|(?<![\w\\])_(?![_\s])([^_\n]+?)(?<![_\s\\])_(?![\w])"
)
_BOLD = re.compile(r"\*\*(?!\s)([^*\n]+?)(?<!\s)\*\*")
_OTHER_QUOTES = re.compile(r"[「」『』]")
_ASCII_QUOTES = re.compile(r'"([^"\n]*)"')
_CHINESE_TEXT = re.compile(f"[{CJK}“”‘’，。、：；！？（）《》]")
# , : ; ? ! after or before a Chinese character; a parenthesis right next to one,
# or around Chinese text (a tuple such as "(3, 1)" after a space is a value)
_HALF_WIDTH = re.compile(
    rf"[{CJK}]\s?[,:;?!]|[,;:?!]\s?[{CJK}]|[{CJK}][()]|[()][{CJK}]"
    rf"|\([^()]*[{CJK}][^()]*\)"
)
# A space next to full-width punctuation: beside “ or ” on the Chinese side, or
# after a full-width colon (also after a bold lead-in, **修正：** …)
_SPACED_QUOTE = re.compile(rf"[{CJK}][ \t]+“|”[ \t]+[{CJK}]")
_SPACED_COLON = re.compile(r"：(?:\*\*)?[ \t]+(?=\S)")
# numbers listed with a half-width comma inside Chinese text: 第 641, 651 行
_NUMBER_LIST = re.compile(rf"[{CJK}]\s?\d+(?:, \d+)+\s?[{CJK}]")
_LIST_OR_BLOCK = re.compile(r"^\s*(?:[-*+]\s|\d+\.\s|#|\||>|!!!|\?\?\?|===|<|\[)")
_ENDS_CJK = re.compile(rf"[{CJK}，、；：]$")
_STARTS_CJK = re.compile(rf"^[{CJK}]")


def problems(text: str, memo_quotes_exempt: bool = True) -> list[tuple[int, str, str]]:
    """(line, rule, offending text) of every break of the rules in ``text`` (a
    Chinese page, or a Chinese string of the build's vocabulary)."""
    found: list[tuple[int, str, str]] = []
    lines = prose(text)
    memo = False  # inside a block quote that follows a line naming a Chinese memo
    for i, (number, line, raw) in enumerate(lines):
        if raw.strip():
            quoted = raw.lstrip().startswith(">")
            memo = (memo and quoted) or bool(_MEMO.search(raw))
        if not HAS_CJK.search(line):
            continue
        for pattern, instead in BANNED:
            for m in pattern.finditer(line):
                if pattern.pattern == "内核" and _JUPYTER.search(line):
                    continue
                found.append((number, f"term: write {instead}", m.group(0).strip()))
        for m in _ITALIC.finditer(_BOLD.sub(" ", line)):
            inner = m.group(1) or m.group(2)
            if HAS_CJK.search(inner):
                found.append((number, "italics on Chinese text", m.group(0)))
        for m in _OTHER_QUOTES.finditer(line):
            found.append((number, "quotation marks: use “…”", m.group(0)))
        for m in _ASCII_QUOTES.finditer(line):
            before = line[: m.start()].rstrip()[-1:]
            after = line[m.end() :].lstrip()[:1]
            if not (
                HAS_CJK.search(m.group(1))
                or _CHINESE_TEXT.match(before)
                or _CHINESE_TEXT.match(after)
            ):
                continue  # code such as GradScaler("cpu")
            found.append((number, 'quotation marks: use “…”, not "…"', m.group(0)))
        checked = line
        if memo_quotes_exempt and _MEMO.search(raw):
            checked = _QUOTE.sub("“X”", checked)
        if memo_quotes_exempt and memo and raw.lstrip().startswith(">"):
            checked = ""  # the memo's own words, its punctuation included
        for m in _HALF_WIDTH.finditer(checked):
            found.append(
                (number, "half-width punctuation next to Chinese text", m.group(0))
            )
        for m in _NUMBER_LIST.finditer(checked):
            found.append((number, "numbers listed with a half-width comma", m.group(0)))
        # code counts as Latin text here, with no space of its own around it
        tight = _prose_line(_TAG.sub("", _CODE_SPAN.sub("X", raw)))
        if memo_quotes_exempt and _MEMO.search(raw):
            tight = _QUOTE.sub("“X”", tight)
        if memo_quotes_exempt and memo and raw.lstrip().startswith(">"):
            tight = ""
        for pattern in (_SPACED_QUOTE, _SPACED_COLON):
            for m in pattern.finditer(tight):
                found.append(
                    (number, "a space next to full-width punctuation", m.group(0))
                )
        # one paragraph per line: a Chinese line going on on the next line
        if i + 1 < len(lines):
            next_number, next_line, next_raw = lines[i + 1]
            indent = len(raw) - len(raw.lstrip())
            next_indent = len(next_raw) - len(next_raw.lstrip())
            if (
                next_number == number + 1
                and indent == next_indent
                and not _LIST_OR_BLOCK.match(next_raw)
                and _ENDS_CJK.search(raw.rstrip())
                and _STARTS_CJK.search(next_line.strip())
            ):
                found.append(
                    (
                        number,
                        "one paragraph per line: it goes on on the next line",
                        raw.strip()[-20:],
                    )
                )
    return found


def _report(where: str, found: list[tuple[int, str, str]]) -> str:
    return "\n".join(f"{where}:{n}: {rule}: {text!r}" for n, rule, text in found)


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(DOCS)))
def test_chinese_page_follows_the_glossary_and_typography(page: Path):
    found = problems(page.read_text(encoding="utf-8"))
    assert not found, "\n" + _report(str(page.relative_to(ROOT)), found)


def _chinese_words() -> list[tuple[str, str]]:
    return [(key, words["zh"]) for key, words in WORDS.items() if "zh" in words]


def test_chinese_words_of_the_build_follow_the_glossary_and_typography():
    source = (ROOT / "practices" / "words.toml").read_text(encoding="utf-8")
    lines = source.split("\n")
    found = []
    for key, words in _chinese_words():
        # a value right after “ or ： (or before ”) is not set off by a space
        text = re.sub(rf"(?:(?<=[“：])|(?<=：\*\*)){_PLACEHOLDER.pattern}", "X", words)
        text = re.sub(rf"{_PLACEHOLDER.pattern}(?=”)", "X", text)
        text = _PLACEHOLDER.sub(" X ", text)
        for _, rule, bad in problems(text):
            line = next(
                (n for n, raw in enumerate(lines, 1) if repr(key)[1:-1] in raw), 0
            )
            found.append(f"practices/words.toml:{line}: {key!r}: {rule}: {bad!r}")
    assert not found, "\n" + "\n".join(found)


# --- The guard's own reading ----------------------------------------------------


@pytest.mark.parametrize(
    "text, rule",
    [
        ("这是*存储*。", "italics"),
        ("这是 _视图_ 。", "italics"),
        ("他说「常见建议」。", "quotation"),
        ('标题为 "常见建议的更正" 的框', "quotation"),
        ('文档说，"in a future release"。', "quotation"),
        ("张量,然后", "half-width"),
        ("张量(tensor)的", "half-width"),
        ("张量 (即视图) 的", "half-width"),
        ("每个 worker 进程", "term"),
        ("DataLoader 的 worker 会", "term"),
        ("融合后的内核", "term"),
        ("第一行中文\n第二行中文", "one paragraph"),
        ("引文：\n\n> 查接口(部分)", "half-width"),
        ("## 修正 “CUDA out of memory”", "space next to full-width"),
        ("解决“Target N is out of bounds” 报错", "space next to full-width"),
        ("**修正：** 调小批大小", "space next to full-width"),
        ("也就是说： `x` 的形状", "space next to full-width"),
        ("见第 641, 651 行", "half-width comma"),
        ("fork 出的工作进程", "term"),
        ("以 spawn 启动工作进程", "term"),
        ("数据集无法被 pickle", "term"),
        ("pickle 得到的副本", "term"),
        ("在两个 GPU 上", "term"),
    ],
)
def test_the_guard_finds_each_kind_of_break(text, rule):
    assert any(rule in r for _, r, _ in problems(text)), problems(text)


@pytest.mark.parametrize(
    "text",
    [
        "用 `F.dropout(x, p=0.5)` 时，张量会被复制。",
        "工作进程（worker）把批次放进共享内存。",
        "所有单元格共用一个内核：请从上往下运行。",
        '!!! note "常见建议的更正"\n    正文。',
        "见[视图](../tensors/views.md#a-b)。",
        "**存储**是一块内存。",
        "《中文训练笔记》写道：“doc的python api部分用于查接口(部分内容可以作为代码框架的参考)”。",
        "- 第一项\n- 第二项",
        "《中文训练笔记》开头的原文：\n\n> pytorch官方文档:\n>\n> doc的python api部分用于查接口(部分)",
        "```python\nx = 1  # 中文,注释\n```",
        "公式 $f(x)$，以及 torch 2.15.0+cpu。",
        "步长分别为 (3, 1) 和 (1, 3)。",
        '用两个优化器驱动 GradScaler("cpu") 时观察到的状态',
        "需要全新的 Python 进程。运行之前请先重启内核。",
        "## 修正“CUDA out of memory”报错",
        "**修正：**调小批大小；**修正：**`x.reshape(6)`。",
        "《中文训练笔记》写道：“单机: nnodes=1, 八卡: nproc_per_node=8”。",
        "见第 641、651 行，以及形状 (2, 3)，`torch.zeros(2, 3)`。",
        "以 fork 方式启动的工作进程；以 spawn 方式启动；经 pickle 序列化；两块 GPU。",
        "它叫“flops”，而 `x` “Macs”，<span>：</span>",
    ],
)
def test_the_guard_leaves_right_text_alone(text):
    assert not problems(text), problems(text)


def test_the_home_page_names_each_page_by_its_title():
    """A link on the Chinese home page reads as the title of the page it leads to."""
    home = DOCS / "index.zh.md"
    wrong = []
    for text, target in re.findall(r"\[([^\]]+)\]\(([\w/-]+\.md)\)", home.read_text()):
        page = DOCS / target.replace(".md", ".zh.md")
        title = re.search(r"^# (.+)$", page.read_text(encoding="utf-8"), re.M)
        if title is None or text != title.group(1).strip():
            wrong.append((text, target, title and title.group(1)))
    assert not wrong, f"docs/index.zh.md: link text is not the page's title: {wrong}"
