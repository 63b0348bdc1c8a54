"""The Chinese edition: every page translated, on the very same checked examples.

``docs/x.zh.md`` translates ``docs/x.md`` (``practices/translations.py``). The
suite runs the blocks of the English page; these guards make sure the two show the
same thing: the same block directives in the same order (one line a block, its
output stored once beside its snippet), the same blocks once written out (code,
output, marks, where a block is written by hand), the same sections (every heading keeps its English anchor, so a link or a language switch
lands on the same section), the same links. Prose may differ, code may not.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from small_site import small_project

from practices import translations
from practices.pages import (
    directive,
    english_pages,
    fence_lines,
    fences,
    headings,
    language_of,
    numbered,
    slug,
)
from practices.testing import rendered, site
from practices.testing.blocks import page_blocks
from scripts import translations as listing

ENGLISH = english_pages(site.docs_dir())
IDS = [site.relative(p) for p in ENGLISH]
_CJK = re.compile(r"[\u2e80-\u9fff\uff00-\uffef\u3000-\u303f]")
_HEADING = re.compile(r"^(#{2,6}) (.*)$")
_LINK = re.compile(r"\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")


def _prose_lines(text: str) -> list[tuple[int, str]]:
    """(line number, line) of every line outside fences."""
    lines = text.splitlines()
    inside = {k for f in fences(lines) for k in range(f.start, f.end + 1)}
    return [(k + 1, line) for k, line in enumerate(lines) if k not in inside]


def anchors(page: Path) -> list[tuple[int, str]]:
    """(line, anchor) of every heading from ``##`` down, as the toc gives them."""
    seen: dict[str, int] = {}
    out = []
    for number, line in _prose_lines(page.read_text(encoding="utf-8")):
        heading = _HEADING.match(line)
        if not heading:
            continue
        anchor = slug(heading.group(2))
        if "{" not in heading.group(2):  # the toc numbers a repeated slug
            anchor = numbered(anchor, seen)
        out.append((number, anchor))
    return out


def links(page: Path) -> list[str]:
    text = "\n".join(line for _, line in _prose_lines(page.read_text("utf-8")))
    return _LINK.findall(text)


def shown(block) -> tuple:
    """What a reader sees of a block, and what the test of it runs."""
    return (
        block.info.strip(),
        block.code,
        block.expected_output,
        sorted(block.marks),
        block.importorskip,
    )


def _describe(block) -> str:
    return f"line {block.line}: {block.info.strip()} {block.label}"


@pytest.fixture(params=ENGLISH, ids=IDS)
def pair(request) -> tuple[Path, Path]:
    english = request.param
    chinese = translations.twin(english)
    if not chinese.exists():
        pytest.fail(f"{site.relative(english)} has no translation {chinese.name}")
    return english, chinese


def test_every_page_has_a_translation_record(pair):
    english, chinese = pair
    text = chinese.read_text(encoding="utf-8")
    assert translations.recorded(text), (
        f"{site.relative(chinese)}: no `{translations.FIELD}:` in its front matter"
    )


def test_every_translation_has_its_english_page():
    orphans = [
        site.relative(page)
        for page in site.pages()
        if language_of(page) == "zh" and not translations.english_of(page).exists()
    ]
    assert not orphans, f"Chinese pages with no English page: {orphans}"


def test_generated_lists_keep_the_english_anchors(built_site):
    """What changed across releases is written by the build: its entries' anchors
    are the same in both languages, as the written pages' are."""
    page = site.docs_dir() / "reference" / "changes-across-releases.md"
    ids = []
    for html in (page, translations.twin(page)):
        text = rendered.html_for(html, built_site).read_text(encoding="utf-8")
        ids.append(re.findall(r'<h2 id="([^"]+)"', text))
    assert ids[0] == ids[1]
    assert ids[0], "no entry on What changed across releases: is the parser right?"


def test_both_languages_show_the_same_blocks(pair):
    """Same blocks, same order, same code, output and marks: none added, dropped or
    moved on one side."""
    english, chinese = pair
    ours, theirs = page_blocks(english), page_blocks(chinese)
    for k, (a, b) in enumerate(zip(ours, theirs, strict=False)):
        assert shown(a) == shown(b), (
            f"block {k + 1} differs: {site.relative(english)} {_describe(a)} "
            f"vs {site.relative(chinese)} {_describe(b)}"
        )
    assert len(ours) == len(theirs), (
        f"{site.relative(english)} shows {len(ours)} blocks, "
        f"{site.relative(chinese)} {len(theirs)}"
    )


def directive_lines(text: str) -> list[str]:
    """The block directives of a page, in page order, as written (indent aside)."""
    return [
        line.strip()
        for line, inside in fence_lines(text)
        if not inside and directive(line)
    ]


def test_both_languages_write_the_same_block_directives(pair):
    """A block is one line in each language, the same line: its snippet, section
    and options (its output is stored once, beside the snippet, for both)."""
    ours, theirs = (directive_lines(page.read_text("utf-8")) for page in pair)
    for k, (a, b) in enumerate(zip(ours, theirs, strict=False)):
        assert a == b, f"{site.relative(pair[1])}: block directive {k + 1}: {b} vs {a}"
    assert len(ours) == len(theirs), (
        f"{site.relative(pair[0])} writes {len(ours)} block directives, "
        f"{site.relative(pair[1])} {len(theirs)}"
    )


def test_the_directive_check_sees_an_option_dropped_or_a_block_moved():
    english = "<!-- block a/one.py cuda -->\n\ntext\n\n    <!-- block a/two.py -->\n"
    assert directive_lines(english) == [
        "<!-- block a/one.py cuda -->",
        "<!-- block a/two.py -->",
    ]
    dropped = english.replace(" cuda", "")
    moved = "<!-- block a/two.py -->\n\n<!-- block a/one.py cuda -->\n"
    shown = "```markdown\n<!-- block a/one.py cuda -->\n```\n"  # a block shown
    for chinese in (dropped, moved, shown):
        assert directive_lines(chinese) != directive_lines(english)


def test_every_section_keeps_its_english_anchor(pair):
    english, chinese = pair
    named = [
        (n, line)
        for n, line in _prose_lines(chinese.read_text(encoding="utf-8"))
        if _HEADING.match(line) and "{ #" not in line
    ]
    assert not named, (
        f"{site.relative(chinese)}: headings without {{ #anchor }}: {named}"
    )
    ours = [a for _, a in anchors(english)]
    theirs = [a for _, a in anchors(chinese)]
    assert ours == theirs, f"{site.relative(chinese)}: the sections differ from English"


def test_links_lead_to_the_same_places(pair):
    english, chinese = pair
    assert links(english) == links(chinese), site.relative(chinese)


def linked(page: Path) -> list[tuple[str | None, str]]:
    """(text, target) of every link outside fences, in page order; the text is
    None where no ``[`` opens it within its paragraph."""
    text = "\n".join(line for _, line in _prose_lines(page.read_text("utf-8")))
    out = []
    for found in _LINK.finditer(text):
        depth, k = 0, found.start() - 1
        while k >= 0 and text[k - 1 : k + 1] != "\n\n":
            if text[k] == "]":
                depth += 1
            elif text[k] == "[":
                if not depth:
                    break
                depth -= 1
            k -= 1
        opened = k >= 0 and text[k] == "["
        out.append((text[k + 1 : found.start()] if opened else None, found.group(1)))
    return out


def _heading_at(page: Path, anchor: str) -> str | None:
    return dict(headings(page.read_text(encoding="utf-8"))).get(anchor)


def test_a_link_named_after_its_section_names_it_in_chinese_too(pair):
    """Where an English link's text is the heading of the section it leads to
    (same site, ``#anchor``), the Chinese link's text is the Chinese heading,
    word for word: a reader looks for that heading on the page it opens."""
    english, chinese = pair
    wrong = []
    # the links themselves are the same, in order: test_links_lead_to_the_same_places
    pairs = zip(linked(english), linked(chinese), strict=False)
    for (ours, target), (theirs, _) in pairs:
        if ours is None or "#" not in target or "://" in target:
            continue
        path, anchor = target.split("#", 1)
        goal = (english.parent / path).resolve() if path else english
        if goal.suffix != ".md" or not goal.exists():
            continue
        if _heading_at(goal, anchor) != ours:
            continue
        heading = _heading_at(translations.twin(goal), anchor)
        if theirs != heading:
            wrong.append(f"[{theirs}]({target}) is not the heading {heading!r}")
    assert not wrong, f"{site.relative(chinese)}: " + "\n".join(wrong)


def test_chinese_text_is_not_hard_wrapped(pair):
    """A line break inside a Chinese paragraph renders as a stray space."""
    _, chinese = pair
    lines = _prose_lines(chinese.read_text(encoding="utf-8"))
    wrapped = [
        number
        for (number, line), (after, following) in zip(lines, lines[1:], strict=False)
        if after == number + 1
        and _CJK.match(line.rstrip()[-1:] or " ")
        and _CJK.match(following.strip()[:1] or " ")
    ]
    assert not wrapped, f"{site.relative(chinese)}: lines {wrapped} wrap inside Chinese"


def test_the_language_switch_leads_to_the_same_page(pair, built_site):
    english, chinese = pair
    for page, other in ((english, chinese), (chinese, english)):
        html = rendered.html_for(page, built_site)
        target = rendered.html_for(other, built_site)
        lang = language_of(other)
        found = re.search(
            rf'<a href="([^"]*)" hreflang="{lang}"', html.read_text(encoding="utf-8")
        )
        assert found, f"{site.relative(page)}: no link to its {lang} twin"
        href = found.group(1)
        if href.startswith("/"):  # absolute from site_url's path (the home pages)
            href = str(built_site) + "/" + href.removeprefix(rendered.base_path())
        resolved = (html.parent / href).resolve() / "index.html"
        assert resolved == target.resolve(), site.relative(page)


# --- Drift: a translation that is behind its English page ---------------------


def test_drift_is_reported_for_prose_not_for_code(tmp_path, monkeypatch):
    english = tmp_path / "docs" / "page.md"
    english.parent.mkdir()
    english.write_text("# Title\n\nA claim.\n\n```python\nprint(1)\n```\n")
    chinese = translations.twin(english)
    chinese.write_text("# 标题\n\n一个结论。\n\n```python\nprint(1)\n```\n")
    monkeypatch.setattr(translations, "ROOT", tmp_path)
    monkeypatch.setattr(listing, "DOCS", tmp_path / "docs")
    assert translations.status(english).state == "unrecorded"
    translations.stamp(chinese)
    assert translations.status(english).state == "current"
    english.write_text(english.read_text().replace("print(1)", "print(2)"))
    assert translations.status(english).state == "current"  # code is shared
    english.write_text(english.read_text().replace("# Title\n\nA", "# Title\nA"))
    assert translations.status(english).state == "current"  # only rewrapped
    english.write_text(english.read_text().replace("A claim.", "A new claim."))
    assert translations.status(english).state == "behind"
    assert listing.main([]) == 1
    translations.stamp(chinese)
    assert listing.main([]) == 0
    chinese.unlink()
    assert translations.status(english).state == "missing"


def test_a_page_behind_shows_the_banner_and_the_others_do_not(tmp_path):
    pair = ["tensors/numpy-interop.md", "tensors/creating-tensors.md"]
    project = small_project(tmp_path / "project", pair)
    page = project / "docs" / "tensors" / "numpy-interop.md"
    page.write_text(
        page.read_text().replace("# NumPy interop\n", "# NumPy interop\n\nNew.\n")
    )
    proc = rendered.build(tmp_path / "site", cwd=project)
    assert proc.returncode == 0, proc.stderr
    behind = tmp_path / "site" / "zh" / "tensors" / "numpy-interop" / "index.html"
    other = tmp_path / "site" / "zh" / "tensors" / "creating-tensors" / "index.html"
    assert "译文落后于英文原文" in behind.read_text(encoding="utf-8")
    assert "../../../tensors/numpy-interop/" in behind.read_text(encoding="utf-8")
    assert "译文落后于英文原文" not in other.read_text(encoding="utf-8")


# --- Search: each edition its own index ---------------------------------------


def test_each_language_searches_its_own_pages(built_site):
    import json

    root = json.loads((built_site / "search/search_index.json").read_text("utf-8"))
    zh = json.loads((built_site / "zh/search/search_index.json").read_text("utf-8"))
    assert root["docs"] and zh["docs"]
    assert not any(_CJK.search(d["title"]) for d in root["docs"])
    titles = {
        d["title"].replace("\u200b", "") for d in zh["docs"] if "#" not in d["location"]
    }
    assert "与 NumPy 互操作" in titles
    # The tags pages (front matter: search: exclude) list titles only, and the
    # Chinese one's 标签 (tag) took the queries about labels (标签)
    for index in (root, zh):
        pages = {d["location"].split("#")[0] for d in index["docs"]}
        assert "reference/pitfalls/" in pages and "reference/tags/" not in pages
    # jieba cut the Chinese words apart with zero-width spaces, and the
    # separator splits on them
    assert any("\u200b" in d["text"] for d in zh["docs"])
    assert "\\u200b" in zh["config"]["separator"]
    chinese_page = rendered.html_for(
        translations.twin(site.docs_dir() / "index.md"), built_site
    )
    config = re.search(r'"base": "([^"]*)"', chinese_page.read_text("utf-8"))
    base = (chinese_page.parent / config.group(1)).resolve() if config else None
    assert base == (built_site / "zh").resolve(), "zh pages load zh's index"


def test_the_prose_is_translated(pair):
    """No line of English prose is left: a page started with `translations --new`
    counts as current until its prose is translated, and this catches it. Code
    spans, links, quotes, HTML and math are not prose."""
    _, chinese = pair
    text = chinese.read_text(encoding="utf-8")
    title = re.search(r"^# (.+)$", text, re.M)
    assert title and _CJK.search(title.group(1)), f"{site.relative(chinese)}: title"
    english = []
    for number, line in _prose_lines(text):
        bare = line.strip()
        if _CJK.search(bare) or bare.startswith(("<!--", "--8<--", "|", "\\", "$$")):
            continue
        if re.match(r"(description|translation_of):", bare):
            continue
        bare = re.sub(
            r"`[^`]*`|\[[^\]]*\]\([^)]*\)|\"[^\"]*\"|“[^”]*”|<[^>]+>", "", bare
        )
        if len(re.findall(r"[A-Za-z]{2,}", bare)) >= 6:
            english.append(number)
    assert not english, f"{site.relative(chinese)}: English prose at lines {english}"
