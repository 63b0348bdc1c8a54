"""Pasting an error message, with the reader's own values in it, finds its section.

For every entry of data/common-errors/ with a message, in each edition: the message,
on one line as a search box holds a paste, with its values changed as another
program's would be (numbers, shapes, quoted names and paths:
:func:`with_other_values`), is typed into the search box of the edition's home page.
The first result must be the entry's section: the first group of results is its
page, and the first section that group lists is its anchor (Material lists a page's
link first, then its best sections). practices/hooks/search.py indexes each message in its
section's ``error`` field for this.

An entry whose section is not written yet is skipped, with what came first all the
same; every result goes to reports/pasted-errors.json and is printed (``-s``).
"""

from __future__ import annotations

import json
import re
from urllib.parse import urlsplit

import pytest

from practices import common_errors
from practices.testing import site

pytestmark = pytest.mark.browser

HOMES = {"en": "", "zh": "zh/"}
ENTRIES = [e for e in common_errors.entries() if e.get("message")]
# Each entry's place in the list (errors by rank, then the silent pitfalls)
PLACE = {e["id"]: k for k, e in enumerate(common_errors.entries(), 1)}
REPORT = site.ROOT / "reports" / "pasted-errors.json"

# A number a program prints (a size, a shape's dimension, a pid, a port, a rank),
# not one inside a name (conv2d, 3D, float16); 4x8 is two numbers.
_NUMBER = re.compile(r"(?:(?<=\dx)|(?<![A-Za-z_]))(\d+)(?:\.(\d+))?(?![A-WYZa-wyz_])")
# A name the program chose, quoted: 'Net', "weight" (not '__main__'); a file's
# path, quoted.
_QUOTED_NAME = re.compile(r"""(['"])(?!__)([A-Za-z_]\w*)\1""")
_QUOTED_PATH = re.compile(r"""(['"])/[^'"]+\.py\1""")
NAMES = ["Encoder", "proj", "head_out", "Backbone"]


def _number(found: re.Match) -> str:
    whole, fraction = found[1], found[2]
    changed = str(int(whole) * 7 + 3)
    return f"{changed}.{fraction[::-1]}" if fraction is not None else changed


def with_other_values(message: str) -> str:
    """The message on one line, as another program would print it: every number
    another number, every quoted name another name, a quoted path another path."""
    text = " ".join(common_errors.plain(message).split())
    text = _QUOTED_PATH.sub(
        lambda m: f"{m[1]}/home/reader/project/train.py{m[1]}", text
    )
    names: dict[str, str] = {}

    def name(found: re.Match) -> str:
        new = names.setdefault(found[2], NAMES[len(names) % len(NAMES)])
        return f"{found[1]}{new}{found[1]}"

    text = _QUOTED_NAME.sub(name, text)
    return _NUMBER.sub(_number, text)


def test_values_are_changed():
    assert with_other_values("shape '[-1, 400]' is invalid for input of size 4608") == (
        "shape '[-10, 2803]' is invalid for input of size 32259"
    )
    assert with_other_values("shapes cannot be multiplied (4x8 and 10x5) conv2d") == (
        "shapes cannot be multiplied (31x59 and 73x38) conv2d"
    )
    assert with_other_values("Can't get attribute 'Net' on <module '__main__'>") == (
        "Can't get attribute 'Encoder' on <module '__main__'>"
    )


_results: dict[str, dict] = {}


@pytest.fixture(scope="module", autouse=True)
def report():
    yield _results
    if _results:
        REPORT.parent.mkdir(exist_ok=True)
        rows = [_results[k] for k in sorted(_results)]
        REPORT.write_text(
            json.dumps(rows, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
        )
        first = sum(r["first"] for r in rows)
        print(f"\n{first}/{len(rows)} pasted messages found their section first")
        for r in rows:
            mark = "ok " if r["first"] else ("-- " if not r["anchor"] else "NO ")
            print(f"{mark}{r['lang']} {r['rank']:>2} {r['id']}: 1st {r['came first']}")


@pytest.mark.parametrize("lang", list(HOMES))
@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e["id"])
def test_a_pasted_message_finds_its_section_first(search_box, entry, lang):
    home = HOMES[lang]
    search = search_box(home)
    root = urlsplit(search.visit.base).path + home
    query = with_other_values(entry["message"])
    groups = search.groups(query)
    hrefs = [[urlsplit(h) for h in links] for links in groups]
    came_first = None
    if hrefs:
        page = hrefs[0][0].path.removeprefix(root)
        section = next((h.fragment for h in hrefs[0] if h.fragment), "")
        came_first = f"{page}#{section}"
    wanted = common_errors.url(entry) if entry.get("anchor") else None
    rank = next(
        (
            k + 1
            for k, links in enumerate(hrefs)
            if wanted
            and any(
                f"{h.path.removeprefix(root)}#{h.fragment}" == wanted for h in links
            )
        ),
        None,
    )
    _results[f"{PLACE[entry['id']]:02d}-{lang}"] = {
        "rank": PLACE[entry["id"]],
        "id": entry["id"],
        "lang": lang,
        "anchor": entry.get("anchor"),
        "query": query,
        "wanted": wanted,
        "came first": came_first,
        "group of the section": rank,
        "first": came_first is not None and came_first == wanted,
    }
    if not wanted:
        pytest.skip(f"{entry['id']}: no section yet; first came {came_first}")
    assert came_first == wanted, (query, came_first, [h[0].path for h in hrefs[:3]])
    search.visit.assert_clean()
