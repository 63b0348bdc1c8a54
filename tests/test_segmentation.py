"""Chinese search words (site_extensions/segmentation.py): the build's cut is jieba's.

The browser side (docs/javascripts/search-zh.js) is held against the built index in
tests/browser/test_search_ranking.py; here, the build side against jieba itself.
"""

from __future__ import annotations

import logging
import re

import pytest
from harness import site

from site_extensions import segmentation

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
