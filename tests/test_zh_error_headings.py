"""The Chinese heading of every error section: one formula, with a symptom.

An English section that fixes an error is headed ``Fix "<message>"`` (or ``Fix
DDP's "<message>"``, ``Fix "<message>" when …``). Its Chinese twin is headed
``修正“<message>”报错（<中文症状>）``: the message, as a pasted one is found, and
the symptom in the words a Chinese reader types (显存不足, 标签越界, 张量不在同一
设备上), which the search index weighs as a title (CONTRIBUTING.md, the glossary).
"""

from __future__ import annotations

import re

import pytest

from practices.pages import english_pages, headings
from practices.testing import site

ENGLISH = english_pages(site.docs_dir())
IDS = [site.relative(p) for p in ENGLISH]
_FIX = re.compile(r'^Fix\b[^"]*"')
# No space before “, a message, ”报错, and a Chinese symptom in full-width brackets.
FORMULA = re.compile(r"^修正“[^“”]+”报错（[^（）]*[\u4e00-\u9fff][^（）]*）$")


def _error_sections(page) -> dict[str, str]:
    return {
        anchor: text
        for anchor, text in headings(page.read_text(encoding="utf-8"))
        if _FIX.match(text)
    }


def test_there_are_error_sections():
    assert sum(len(_error_sections(p)) for p in ENGLISH) >= 30


@pytest.mark.parametrize("english", ENGLISH, ids=IDS)
def test_chinese_error_headings_follow_the_formula(english):
    wanted = _error_sections(english)
    if not wanted:
        pytest.skip("no error section")
    zh = english.with_name(english.name.removesuffix(".md") + ".zh.md")
    theirs = dict(headings(zh.read_text(encoding="utf-8")))
    wrong = {
        anchor: theirs.get(anchor)
        for anchor in wanted
        if not FORMULA.match(theirs.get(anchor) or "")
    }
    assert not wrong, (
        "修正“<message>”报错（<中文症状>） wanted; these headings differ:\n"
        + "\n".join(f"  #{a}: {t}" for a, t in wrong.items())
    )


@pytest.mark.parametrize(
    "text",
    [
        "修正 “CUDA out of memory”",
        "修正“CUDA out of memory”错误",
        "解决 `index out of range in self` 报错",
        "修正“CUDA out of memory”报错",
        "修正“CUDA out of memory”报错（OOM）",
    ],
)
def test_the_formula_refuses_the_old_forms(text):
    assert not FORMULA.match(text)


def test_the_formula_takes_a_symptom():
    assert FORMULA.match("修正“CUDA out of memory”报错（显存不足）")
