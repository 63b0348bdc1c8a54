"""Chinese search words (practices/segmentation.py): the build's cut is jieba's.

The browser side (docs/javascripts/search-zh.js) is held against the built index in
tests/browser/test_search_ranking.py; here, the build side against jieba itself.
"""

from __future__ import annotations

import logging
import re

import pytest

from practices import segmentation
from practices.testing import site

jieba = pytest.importorskip("jieba", reason="jieba comes with the docs group")
jieba.setLogLevel(logging.WARNING)

# The characters jieba cuts with its dictionary; it sets others apart one by one.
_JIEBA_HAN = re.compile("[\u4e00-\u9fd5]+")


def _chinese_runs() -> list[str]:
    text = "\n".join(
        p.read_text(encoding="utf-8") for p in site.docs_dir().rglob("*.zh.md")
    )
    return sorted(set(_JIEBA_HAN.findall(text)))


def test_the_cut_is_jiebas_without_its_hmm():
    tokenizer = jieba.Tokenizer()
    for word in segmentation.WORDS:
        tokenizer.add_word(word)
    runs = _chinese_runs()
    assert len(runs) > 1000
    differ = [
        (run, segmentation.cut(run), theirs)
        for run in runs
        if segmentation.cut(run) != (theirs := list(tokenizer.cut(run, HMM=False)))
    ]
    assert not differ, differ[:10]


def test_each_added_word_is_one_jieba_cuts_apart():
    """A word is added only where jieba's own dictionary cuts it apart."""
    plain = jieba.Tokenizer()
    whole = [w for w in segmentation.WORDS if list(plain.cut(w, HMM=False)) == [w]]
    assert not whole, f"jieba keeps these whole already: {whole}"
    assert all(segmentation.cut(w) == [w] for w in segmentation.WORDS)


def test_an_index_text_is_cut_afresh():
    text = "<p>显\u200b存不够时，用 torch.utils.checkpoint</p>"
    assert segmentation.segment(text) == (
        "<p>\u200b显存\u200b不够\u200b时\u200b，\u200b用\u200b torch.utils.checkpoint</p>"
    )


def test_a_query_drops_function_words():
    assert segmentation.query("张量不在同一个设备上") == ["张量", "同一个", "设备"]
    assert segmentation.query("梯度爆炸怎么办") == ["梯度", "爆炸"]
    assert segmentation.query("中间变量的梯度是 None") == [
        "中间",
        "变量",
        "梯度",
        "None",
    ]


def test_a_query_drops_single_characters_beside_a_word():
    """An unknown word falls apart into characters that match noise: 爆 of 爆显存,
    层 of 全连接层维度不匹配 beside 全连接 and 维度."""
    assert segmentation.query("爆显存") == ["显存"]
    assert segmentation.query("全连接层维度不匹配") == ["全连接", "维度", "匹配"]
    assert segmentation.query("加载整个模型找不到类") == [
        "加载",
        "整个",
        "模型",
        "不到",
    ]


def test_a_term_keeps_the_character_jieba_cuts_off():
    """Terms jieba cuts into a word and a character are whole (WORDS), so the
    query keeps all of them."""
    for term in ["学习率", "特征图", "图中断", "未初始化", "数据集", "通道数"]:
        assert segmentation.query(f"{term} 张量") == [term, "张量"]


def test_a_query_keeps_what_would_leave_no_chinese_word():
    assert segmentation.query("的") == ["的"]
    assert segmentation.query_words(["断", "点"]) == ["断", "点"]
    assert segmentation.query_words(["的", "x"]) == ["的", "x"]
    assert segmentation.query("dataloader用lambda报错") == [
        "dataloader",
        "lambda",
        "报错",
    ]


def test_the_words_readers_type_stay_whole():
    for query, words in [
        ("交叉熵损失不下降", ["交叉熵", "损失", "下降"]),
        ("冻结预训练模型的参数", ["冻结", "预训练", "模型", "参数"]),
        ("断点续训", ["断点续训"]),
        ("半精度训练", ["半精度", "训练"]),
    ]:
        assert segmentation.query(query) == words


def test_each_stop_word_is_one_word_and_goes_to_the_browser():
    assert all(segmentation.cut(w) == [w] for w in segmentation.STOP)
    shipped = segmentation.browser_dictionary(["张量"])["stop"]
    assert shipped.split(" ") == list(segmentation.STOP)
