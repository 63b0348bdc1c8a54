"""Search, as a reader uses it: everyday queries find the page that answers them, and
Chinese queries are cut into the words the Chinese index holds.

The queries (``search_queries.json``, at least 30 per edition) are typed into the
search box of each edition's home page. A query's rank is the place of its page among
the pages the results list (results come grouped by page); the bar, per edition: the
page first for at least 80 % of the queries, among the first three for all. Every
query's rank is printed (``-s``), with the page that came first and its best section.

Everyday Chinese queries (``search_queries_zh_everyday.json``, written before the
Chinese headings got their symptoms): the page first for at least 80 %; the ones
that are not are listed.

Chinese is cut into words twice: when the index is built (``practices/hooks/search.py``, with
``practices/segmentation.py``) and in the browser as the reader searches
(``docs/javascripts/search-zh.js``, run by the search worker). Both must cut alike,
or a query word meets single characters in the index instead of the word; and a
query drops the same words on both sides (function words, single characters beside
a longer word).
"""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from browser.conftest import Visit
from practices import segmentation

pytestmark = pytest.mark.browser

QUERIES = json.loads(
    (Path(__file__).parent / "search_queries.json").read_text(encoding="utf-8")
)
# Everyday Chinese queries written before the Chinese headings got their symptoms
# (colloquial, symptom-first, no spaces): the page first for 80 % of them.
EVERYDAY = json.loads(
    (Path(__file__).parent / "search_queries_zh_everyday.json").read_text(
        encoding="utf-8"
    )
)
HOMES = {"en": "", "zh": "zh/"}
FIRST, TOP = 0.8, 3  # the bar: first for 80 % of the queries, in the top 3 for all


def _ranks(search, rows: list[dict], home: str) -> list[dict]:
    root = urlsplit(search.visit.base).path + home  # the edition's home, as a path
    out = []
    for row in rows:
        groups = search.groups(row["query"])
        pages = [[urlsplit(href) for href in links] for links in groups]
        rank = next(
            (
                k + 1
                for k, links in enumerate(pages)
                if links[0].path == root + row["page"]
            ),
            None,
        )
        sections = [u.fragment for u in pages[rank - 1] if u.fragment] if rank else []
        first = pages[0] if pages else []
        out.append(
            {
                **row,
                "rank": rank,
                "section found": row.get("section") in sections,
                "first": first[0].path.removeprefix(root) if first else None,
                "its best section": next((u.fragment for u in first[1:]), ""),
            }
        )
    return out


def _table(ranks: list[dict]) -> str:
    lines = []
    for r in ranks:
        rank = r["rank"] or "-"
        section = ""
        if "section" in r:
            section = (
                " (section shown)" if r["section found"] else " (section not shown)"
            )
        first = f"{r['first']}#{r['its best section']}" if r["first"] else "nothing"
        lines.append(f"{rank!s:>2}  {r['query']}{section}  -> 1st: {first}")
    return "\n".join(lines)


def _counted(label: str, ranks: list[dict]) -> tuple[int, int, str]:
    """(first, in the top TOP, a summary line) of a query set's ranks."""
    first = sum(r["rank"] == 1 for r in ranks)
    top = sum(r["rank"] is not None and r["rank"] <= TOP for r in ranks)
    sections = [r for r in ranks if "section" in r]
    summary = (
        f"{label}: {first}/{len(ranks)} first, {top}/{len(ranks)} in the top {TOP}, "
        f"{sum(r['section found'] for r in sections)}/{len(sections)} with the section"
    )
    return first, top, summary


@pytest.mark.parametrize("language", list(HOMES))
def test_everyday_queries_find_their_page(search_box, language):
    rows = QUERIES[language]
    assert len(rows) >= 30, f"{language}: write at least 30 queries"
    home = HOMES[language]
    search = search_box(home)
    ranks = _ranks(search, rows, home)
    first, top, summary = _counted(language, ranks)
    print(f"\n{summary}\n{_table(ranks)}")
    report = f"{summary}\n{_table(ranks)}"
    assert first >= FIRST * len(ranks), report
    assert top == len(ranks), report
    search.visit.assert_clean()


def test_everyday_chinese_queries_find_their_page(search_box):
    rows = EVERYDAY["zh"]
    assert len(rows) >= 30, "write at least 30 queries"
    search = search_box(HOMES["zh"])
    ranks = _ranks(search, rows, HOMES["zh"])
    first, _, summary = _counted("zh everyday", ranks)
    misses = _table([r for r in ranks if r["rank"] != 1])
    print(f"\n{summary}\n{_table(ranks)}")
    assert first >= FIRST * len(ranks), f"{summary}\nnot first:\n{misses}"
    search.visit.assert_clean()


# Words Chinese readers search with, each found in the Chinese pages' text.
TERMS = [
    "张量",
    "显存",
    "多卡",
    "单机",
    "梯度",
    "反向传播",
    "数据加载",
    "参数量",
    "计算量",
    "混合精度",
    "梯度累积",
    "报错",
    "加载",
    "保存",
    "模型",
    "归一化",
    "算子",
    "优化器",
    "调度器",
    "学习率",
    "检查点",
    "分布式",
    "缓冲区",
    "钩子",
    "广播",
    "视图",
    "副本",
    "转置",
    "连续",
    "卷积",
    "特征图",
    "权重衰减",
    "随机种子",
    "共享内存",
    "锁页内存",
    "性能分析",
    "计时",
    "自动求导",
    "计算图",
    "图中断",
    "推理",
    "导出",
    "编译",
    "初始化",
    "冻结",
    "峰值",
    "快照",
    "显存不够",
    "单机多卡",
]

# In a Chinese page: search-zh.js loaded, the Chinese index fetched; the words it cuts
# each term into, and each field of the index that it would cut otherwise than the
# build did (the field's text with its zero-width spaces taken out, each run of
# Chinese characters cut into words and set apart with them, as the build writes it).
_CUT = """async ([script, terms, queries]) => {
  await new Promise((done, failed) => {
    const tag = document.createElement('script');
    tag.src = script; tag.onload = done; tag.onerror = failed;
    document.head.append(tag);
  });
  const index = await (await fetch('search/search_index.json')).json();
  const words = new ChineseWords(index.config.segmenter);
  const han = new RegExp(index.config.segmenter.han + '+', 'g');
  const fields = index.docs.flatMap(d => [d.title, d.text, ...(d.tags || [])]);
  const plain = fields.map(f => f.replaceAll('\u200b', ''));
  const differ = [];
  let runs = 0;
  fields.forEach((field, k) => {
    const cut = plain[k].replace(han, run => {
      runs++;
      return '\u200b' + words.words(run).join('\u200b') + '\u200b';
    }).replace(/^\u200b+|\u200b+$/g, '');
    if (cut !== field) differ.push([field.slice(0, 80), cut.slice(0, 80)]);
  });
  return {
    terms: terms.map(t => words.words(t)), runs, differ, text: plain.join(' '),
    queries: queries.map(q => [
      words.cut(q).split(/\\s+/).filter(Boolean), words.query(q).split(' ')]),
  };
}"""


@pytest.fixture(scope="module")
def browser_cuts(browser, served):
    v = Visit(browser, served)
    v.goto("zh/")
    queries = [r["query"] for r in QUERIES["zh"] + EVERYDAY["zh"]]
    cuts = v.page.evaluate(_CUT, ["../javascripts/search-zh.js", TERMS, queries])
    v.assert_clean()
    v.close()
    return cuts


def test_the_terms_are_in_the_chinese_pages(browser_cuts):
    assert len(TERMS) >= 40
    missing = [t for t in TERMS if t not in browser_cuts["text"]]
    assert not missing, f"not in the Chinese pages: {missing}"


def test_index_and_query_cut_chinese_terms_alike(browser_cuts):
    """Each term as the build cuts it (Python) and as the browser cuts a query."""
    build = [segmentation.cut(t) for t in TERMS]
    rows = [
        f"{t}: build {'/'.join(b)}, browser {'/'.join(q)}"
        for t, b, q in zip(TERMS, build, browser_cuts["terms"], strict=True)
        if b != q
    ]
    assert not rows, "\n".join(rows)


def test_the_browser_cuts_the_whole_index_as_the_build_did(browser_cuts):
    """Every run of Chinese characters in the Chinese index, cut in the browser,
    gives the words the index holds for it."""
    assert browser_cuts["runs"] > 1000
    assert not browser_cuts["differ"], browser_cuts["differ"][:10]


def test_the_browser_drops_the_words_the_build_would(browser_cuts):
    """A query, cut in the browser, looks up the words that
    ``segmentation.query_words`` keeps of that cut (the same stop words, the same
    single characters dropped): the two sides are kept in step."""
    rows = [
        f"{'/'.join(cut)}: browser {'/'.join(theirs)}, build {'/'.join(ours)}"
        for cut, theirs in browser_cuts["queries"]
        if theirs != (ours := segmentation.query_words(cut))
    ]
    assert len(browser_cuts["queries"]) >= 70
    assert not rows, "\n".join(rows)
