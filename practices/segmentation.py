"""Chinese words for search: the index and the reader's query cut alike.

Chinese has no spaces, so the Chinese index holds words cut apart at build time
(``practices/hooks/search.py``), and a query must be cut the same way to find them: if
the index holds 显存 and the query is cut 显/存, only unrelated characters match. The
browser (``docs/javascripts/search-zh.js``) runs the same algorithm over
:func:`browser_dictionary`, the words of the Chinese pages with the scores computed
here, so the sums are the same numbers in the same order.

The algorithm is jieba's ``cut(…, HMM=False)`` (no guessing of unknown words): of the
ways through a run of Chinese characters in dictionary words, the one whose scores (the
log of each word's frequency over the total) add up to the most, a tie going to the
longer word. A character that starts no word is a word of its own.
"""

from __future__ import annotations

import functools
import logging
import math
import re
from collections.abc import Callable, Iterable

# The characters cut into words: CJK unified ideographs, extension A and the
# compatibility ideographs. The browser reads the same class from the dictionary.
HAN = "[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]"
_RUN = re.compile(f"{HAN}+")
# What the search separator splits on (mkdocs.yml): the cut words are joined with it.
JOIN = "\u200b"

# Words Chinese readers type that jieba's dictionary cuts apart (多卡 → 多/卡,
# 参数量 → 参/数量, 前向 → 前/向). Each is added as jieba adds a word: with just the
# frequency that keeps it whole. A query drops a single character beside a longer
# word (query_words), so a term whose last or first character jieba cuts off
# (学习/率, 特征/图, 未/初始化) is added too, or the query would lose that character.
WORDS = tuple(
    """
    多卡 计算量 参数量 前向 优化器 调度器 计算图 锁页 交叉熵 预训练 半精度
    断点续训 批大小 全连接 页面标签 学习率 数据集 训练集 验证集 特征图 图中断
    未初始化 通道数
    """.split()  # noqa: SIM905 - a table of words, not one word a line
)

# Words that do not rank a query: Chinese function words and question words, which
# most pages hold and no page is about (张量不在同一个设备上, 梯度爆炸怎么办). A query
# drops them (:func:`query_words`); the index keeps them.
STOP = tuple(
    """
    的 是 在 上 时 了 被 不 和 与 及 或 吗 呢 吧 啊
    怎么 怎么办 怎样 如何 为什么 什么
    """.split()  # noqa: SIM905 - a table of words
)


@functools.cache
def _dictionary() -> tuple[dict[str, int], float]:
    """jieba's dictionary with ``WORDS`` added: (frequency by word, log of the total).
    It also holds each word's prefixes, with frequency 0."""
    import jieba

    jieba.setLogLevel(logging.WARNING)
    tokenizer = jieba.Tokenizer()
    tokenizer.initialize()
    for word in WORDS:
        tokenizer.add_word(word)
    return tokenizer.FREQ, math.log(tokenizer.total)


def _words_at(run: str, k: int) -> list[tuple[int, float]]:
    """(end, score) of each dictionary word ``run[k:end]``."""
    freq, log_total = _dictionary()
    out = []
    for end in range(k + 1, len(run) + 1):
        f = freq.get(run[k:end])
        if f is None:  # no word starts with it
            break
        if f:
            out.append((end, math.log(f) - log_total))
    return out


def cut(run: str) -> list[str]:
    """The words of ``run``, a run of Chinese characters (the module's docstring)."""
    unknown = math.log(1) - _dictionary()[1]  # a character that starts no word
    n = len(run)
    best: list[tuple[float, int]] = [(0.0, 0)] * (n + 1)
    for k in range(n - 1, -1, -1):
        ways = [(s + best[end][0], end) for end, s in _words_at(run, k)]
        best[k] = max(ways) if ways else (unknown + best[k + 1][0], k + 1)
    words, k = [], 0
    while k < n:
        words.append(run[k : best[k][1]])
        k = best[k][1]
    return words


def _cut_apart(text: str, by: str) -> str:
    """``text`` with each run of Chinese characters cut into words set apart ``by``."""
    return _RUN.sub(lambda m: by + by.join(cut(m.group(0))) + by, text)


def segment(text: str) -> str:
    """``text`` cut as the search plugin writes its index, the words set apart with
    ``JOIN``; any ``JOIN`` already there dropped first, so an index is cut afresh."""
    return _cut_apart(text.replace(JOIN, ""), JOIN).strip(JOIN)


def query_words(words: list[str]) -> list[str]:
    """The words of a cut query looked up (as ``queryWords`` in search-zh.js): without
    the ``STOP`` words, and without single Chinese characters where a longer Chinese
    word is left (爆显存, cut 爆/显存, looks up 显存: a character that is no word of the
    site matches only noise); each step skipped where it would leave no Chinese word."""

    def chinese(w: str) -> bool:
        return bool(_RUN.fullmatch(w))

    def keep(ws: list[str], drop: Callable[[str], bool]) -> list[str]:
        kept = [w for w in ws if not (chinese(w) and drop(w))]
        return kept if any(map(chinese, kept)) else ws

    words = keep(words, lambda w: w in STOP)
    if any(chinese(w) and len(w) > 1 for w in words):
        words = keep(words, lambda w: len(w) == 1)
    return words


def query(text: str) -> list[str]:
    """The words a query ``text`` looks up: its runs of Chinese characters cut (as
    :func:`cut`), its other words split at white space, then :func:`query_words`."""
    return query_words(_cut_apart(text, " ").split())


def browser_dictionary(texts: Iterable[str]) -> dict:
    """What the browser cuts a query with: every dictionary word that occurs in
    ``texts`` (the Chinese index), grouped by score (enough to cut any text of the
    site as :func:`cut` does), the score for a character that starts no word, ``HAN``
    and the ``STOP`` words."""
    by_word: dict[str, float] = {}
    for text in texts:
        for run in _RUN.findall(text.replace(JOIN, "")):
            for k in range(len(run)):
                by_word.update((run[k:end], s) for end, s in _words_at(run, k))
    by_score: dict[float, list[str]] = {}
    for word in sorted(by_word):
        by_score.setdefault(by_word[word], []).append(word)
    return {
        "han": HAN,
        "unknown": math.log(1) - _dictionary()[1],
        "stop": " ".join(STOP),
        "scores": [[s, " ".join(words)] for s, words in sorted(by_score.items())],
    }
