"""The fix comes first: in every pitfall section, and on the Pitfalls reference.

A pitfall section proves its claim in two content tabs (pymdownx.tabbed): the
failing program (``=== "Pitfall"``) and the fixed one (``=== "Fix"``). A reader who
arrives there, often with an error pasted into the search box, wants the fix, so the
section's first paragraph, right under its heading, is a one-line ``**Fix:**``
sentence that names the code to write; what goes wrong follows it, and the tabs, in
that order, then show the pitfall failing and prove the fix (a fix block may
continue the pitfall's, so the tabs keep the order the program runs in), and the
set opens on the fix (``===+ "Fix"``): the code a reader sees first is the fix. On the
Pitfalls reference each entry leads with its ``**Fix:**`` line, before what goes
wrong. ``scripts/fix_first.py`` moves a section's fix line to the top.
"""

from __future__ import annotations

import re

import pytest

from practices import pages
from practices.testing import site

# What the pages write, in each language: the tabs' labels and the fix's lead-in.
PITFALL_TAB = {"en": "Pitfall", "zh": "陷阱"}
FIX_TAB = {"en": "Fix", "zh": "修正"}
FIX = {"en": "**Fix:**", "zh": "**修正：**"}

_TAB = re.compile(r'^===(?P<flags>[!+]*)\s+"(?P<label>[^"]*)"\s*$')
_CODE = re.compile(r"`[^`]+`")

PAGES = site.pages()
PAGE_IDS = [site.relative(p) for p in PAGES]
REFERENCE = site.docs_dir() / "reference" / "pitfalls.md"


def tab_groups(lines: list[str]) -> list[tuple[int, list[str]]]:
    """(index of its first tab, its labels) for each group of top-level tabs; the
    label of each tab marked to open (pymdownx.tabbed's ``===+``: the last one
    opens, or the first tab where none is marked) ends in "+"."""
    inside = {k for f in pages.fences(lines) for k in range(f.start, f.end + 1)}
    groups: list[tuple[int, list[str]]] = []
    current: list[str] | None = None
    for k, line in enumerate(lines):
        if k in inside:
            continue
        tab = _TAB.match(line)
        if tab:
            if current is None:
                current = []
                groups.append((k, current))
            current.append(tab["label"] + "+" * ("+" in tab["flags"]))
        elif line.strip() and not line.startswith((" ", "\t")):
            current = None  # unindented text ends the group
    return groups


def heading_above(lines: list[str], index: int) -> int | None:
    """The index of the last heading line above line ``index``, outside fences."""
    inside = {k for f in pages.fences(lines) for k in range(f.start, f.end + 1)}
    for k in range(index - 1, -1, -1):
        if k not in inside and pages.heading(lines[k]):
            return k
    return None


def first_paragraph(lines: list[str], start: int, end: int) -> tuple[int, int] | None:
    """(first, last) line of the first paragraph in ``lines[start:end]``."""
    k = start
    while k < end and not lines[k].strip():
        k += 1
    if k == end:
        return None
    last = k
    while last + 1 < end and lines[last + 1].strip():
        last += 1
    return k, last


def fix_first_problems(text: str, language: str) -> list[str]:
    """Where a pitfall section does not open with a fix sentence that names
    code."""
    lines = text.splitlines()
    pitfall, fix_tab, fix = PITFALL_TAB[language], FIX_TAB[language], FIX[language]
    problems = []
    for start, marked in tab_groups(lines):
        labels = [label.removesuffix("+") for label in marked]
        if pitfall not in labels:
            continue
        where = f"line {start + 1}"
        if fix_tab not in labels:
            problems.append(f'{where}: a "{pitfall}" tab without a "{fix_tab}" tab')
        opens = [x for x in marked if x.endswith("+")] or [labels[0] + "+"]
        if opens[-1] != f"{fix_tab}+":
            problems.append(
                f'{where}: the tabs open on "{opens[-1][:-1]}", not on "{fix_tab}" '
                f'(write `===+ "{fix_tab}"`)'
            )
        top = heading_above(lines, start)
        span = first_paragraph(lines, 0 if top is None else top + 1, start)
        found = ""
        if span:
            found = " ".join(s.strip() for s in lines[span[0] : span[1] + 1])
        if not found.startswith(fix):
            problems.append(
                f'{where}: the "{pitfall}" section has no one-line {fix} '
                f"sentence first in the section (found: {found[:60]!r})"
            )
        elif not _CODE.search(found):
            problems.append(f"{where}: the {fix} sentence names no code")
    return problems


def reference_problems(text: str, language: str) -> list[str]:
    """The Pitfalls reference's entries that do not lead with their fix."""
    lines = text.splitlines()
    # no space after a full-width colon: "- **修正：**写明…"
    lead = f"- {FIX[language]}" + ("" if language == "zh" else " ")
    problems = []
    for k, line in enumerate(lines):
        if not line.startswith("### "):
            continue
        first = next((x for x in lines[k + 1 :] if x.strip()), "")
        if not first.startswith(lead):
            problems.append(f"line {k + 1} {line[4:]!r}: starts with {first[:40]!r}")
    return problems


@pytest.mark.parametrize("page", PAGES, ids=PAGE_IDS)
def test_a_pitfall_section_leads_with_its_fix(page):
    text = page.read_text(encoding="utf-8")
    problems = fix_first_problems(text, pages.language_of(page))
    assert not problems, f"{site.relative(page)}:\n" + "\n".join(problems)


def test_both_languages_have_the_pitfall_sections():
    """The check has sections to look at, as many in each language."""
    counts = {"en": 0, "zh": 0}
    for page in PAGES:
        language = pages.language_of(page)
        lines = page.read_text(encoding="utf-8").splitlines()
        counts[language] += sum(
            PITFALL_TAB[language] in [x.removesuffix("+") for x in labels]
            for _, labels in tab_groups(lines)
        )
    assert counts["en"] > 0
    assert counts["en"] == counts["zh"], counts


@pytest.mark.parametrize("page", [REFERENCE, pages.twin(REFERENCE)], ids=["en", "zh"])
def test_the_pitfalls_reference_leads_each_entry_with_its_fix(page):
    text = page.read_text(encoding="utf-8")
    assert text.count("\n### ") > 10, "no entries found: is the parser right?"
    problems = reference_problems(text, pages.language_of(page))
    assert not problems, f"{site.relative(page)}:\n" + "\n".join(problems)


_PITFALL_TABS = """\
=== "Pitfall"

    ```python
    x.squeeze()
    ```

===+ "Fix"

    ```python
    x.squeeze((2, 3))
    ```
"""


def test_the_fix_first_check_finds_each_departure():
    head = "## Avoid the batch-of-one `squeeze` trap\n\n"
    intro = "`squeeze()` drops the batch dimension.\n\n"
    fix = "**Fix:** name the dimensions, `x.squeeze((2, 3))`.\n\n"
    assert fix_first_problems(head + fix + intro + _PITFALL_TABS, "en") == []
    assert fix_first_problems(head + fix + _PITFALL_TABS, "en") == []
    # The cause first, the fix right above the tabs.
    assert fix_first_problems(head + intro + fix + _PITFALL_TABS, "en")
    # No fix sentence: the fix is the second tab only.
    assert fix_first_problems(head + intro + _PITFALL_TABS, "en")
    # The fix sentence after the tabs.
    assert fix_first_problems(head + intro + _PITFALL_TABS + "\n" + fix, "en")
    # A fix sentence that names no code.
    vague = "**Fix:** name the dimensions.\n\n"
    assert fix_first_problems(head + vague + intro + _PITFALL_TABS, "en")
    # A pitfall without its fix tab.
    alone = _PITFALL_TABS.split('===+ "Fix"')[0]
    assert fix_first_problems(head + fix + intro + alone, "en")
    # The set opens on the pitfall: no "+", or the last "+" on the pitfall's tab.
    on_pitfall = _PITFALL_TABS.replace("===+", "===")
    assert fix_first_problems(head + fix + intro + on_pitfall, "en")
    marked = on_pitfall.replace('=== "Pitfall"', '===+ "Pitfall"')
    assert fix_first_problems(head + fix + intro + marked, "en")
    both = _PITFALL_TABS.replace('=== "Pitfall"', '===+ "Pitfall"')
    assert fix_first_problems(head + fix + intro + both, "en") == []
    # The Chinese page is held to its own words.
    zh = _PITFALL_TABS.replace('"Pitfall"', '"陷阱"').replace('"Fix"', '"修正"')
    zh_fix = "**修正：**写明要去掉的维度，`x.squeeze((2, 3))`。\n\n"
    assert fix_first_problems(head + zh_fix + zh, "zh") == []
    assert fix_first_problems(head + fix + zh, "zh")
    # Tabs that are not a pitfall's need no fix sentence.
    other = _PITFALL_TABS.replace("Pitfall", "CPU").replace("Fix", "CUDA")
    assert fix_first_problems(head + intro + other, "en") == []


def test_the_reference_check_finds_an_entry_without_its_fix_first():
    entry = (
        "### `squeeze()` with no dimension\n\n"
        "- **What goes wrong:** removes the batch dimension\n"
        "- **Fix:** `squeeze((2, 3))`\n"
    )
    assert reference_problems(entry, "en")
    fixed = entry.replace(
        "- **What goes wrong:** removes the batch dimension\n"
        "- **Fix:** `squeeze((2, 3))`\n",
        "- **Fix:** `squeeze((2, 3))`\n"
        "- **What goes wrong:** removes the batch dimension\n",
    )
    assert reference_problems(fixed, "en") == []
