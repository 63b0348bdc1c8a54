"""Common errors (reference/common-errors/) as a reader gets it, in each edition, on a
desktop (1440×900) and a phone (390×844): the list comes first, within the first
screen; each entry shows its message, its fix and its link, its evidence folded
one tap away; nothing scrolls sideways; on a desktop the page is at most
MAX_DESKTOP_PX tall (the table it replaced was 24,842 px, with its evidence apart).
"""

from __future__ import annotations

import pytest

from practices import common_errors

MAX_DESKTOP_PX = 8_000
SIZES = {"desktop": (1440, 900), "phone": (390, 844)}

_MEASURE = """() => {
  const article = document.querySelector('article');
  const sideways = [...article.querySelectorAll('*')].filter(el =>
      el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1
      && getComputedStyle(el).overflowX !== 'visible')
    .map(el => `${el.tagName}.${el.className}: ${el.scrollWidth} > ${el.clientWidth}`);
  const entries = [...article.querySelectorAll('.common-errors > ol > li, '
                                               + '.common-errors > ul > li')];
  const method = document.getElementById('how-the-list-was-ranked');
  const top = el => el.getBoundingClientRect().top + scrollY;
  return {
    height: document.documentElement.scrollHeight,
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    sideways,
    first: top(entries[0]),
    last: top(entries[entries.length - 1]),
    method: top(method),
    entries: entries.map(li => ({
      message: li.querySelector(':scope > p:first-child').innerText.trim(),
      code: !!li.querySelector(':scope > p:first-child > code'),
      fix: li.querySelector(':scope > p:nth-child(2) > strong:first-child')?.innerText,
      link: [...li.querySelectorAll(':scope > p:nth-child(2) a')].pop()?.getAttribute('href'),
      evidence: li.querySelectorAll(':scope > details.evidence:not([open]) > summary').length,
    })),
  };
}"""


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("home", ["", "zh/"], ids=["en", "zh"])
def test_common_errors_fits_and_answers(visit, home, size):
    width, height = SIZES[size]
    v = visit(viewport={"width": width, "height": height}, has_touch=size == "phone")
    v.goto(f"{home}reference/common-errors/")
    m = v.page.evaluate(_MEASURE)
    assert m["page"] == 0 and not m["sideways"], m["sideways"]
    if size == "desktop":
        assert m["height"] <= MAX_DESKTOP_PX, m["height"]
    assert m["first"] < height, "the first entry is not in the first screen"
    assert m["last"] < m["method"], "how the list was ranked comes after it"
    fix = {"": "Fix:", "zh/": "修正："}[home]
    entries = common_errors.entries()
    assert len(m["entries"]) == len(entries)
    for shown, entry in zip(m["entries"], entries, strict=True):
        if entry["kind"] == "error":
            assert shown["code"], shown
            words = common_errors.first_line(entry["message"]).split()[:4]
            assert shown["message"].startswith(" ".join(words)), shown
        assert shown["fix"] == fix and shown["evidence"] == 1, shown
        # the fix line ends with the section's link (a fix may link elsewhere too)
        assert shown["link"].endswith(f"#{entry['anchor']}"), shown
    # one tap opens the evidence: the threads counted, linked
    first = v.page.locator("article .common-errors details.evidence").first
    first.locator("summary").click()
    threads = first.locator("a[href^='https://github.com/']")
    assert threads.count() == len(entries[0]["search"]["threads"])
    assert threads.first.is_visible()
    v.assert_clean()
