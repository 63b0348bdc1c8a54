"""A block's checking lines are folded in the default view and one click away.

The build folds the lines that check what a Python block shows
(practices/folds.py); the button under the block shows them
(docs/javascripts/checks.js). In Chromium, in both languages: folded at first
with its prints in view, the button says so (``aria-expanded``), a click or the
keyboard shows every line of the program and folds them again, and a copy takes
every line, folded or not.
"""

from __future__ import annotations

import pytest

PAGE = "tensors/views-copies-memory/"
LANGUAGES = {"en": ("", "Show the ", "Hide the "), "zh": ("zh/", "显示 ", "隐藏 ")}

# The code's lines, with the annotation markers (the .code-note the build puts
# in place of a `# (1)!`) left out: every line, folded or not.
_WHOLE = """code => {
  const copy = code.cloneNode(true);
  copy.querySelectorAll('.code-note').forEach(a => a.remove());
  return copy.textContent;
}"""
# The lines a reader sees: the code's rendered text, without its annotations
_SHOWN = """code => {
  const marks = [...code.querySelectorAll('.code-note')];
  marks.forEach(a => a.style.display = 'none');
  const text = code.innerText;
  marks.forEach(a => a.style.display = '');
  return text;
}"""


def _lines(text: str) -> list[str]:
    return [line.rstrip() for line in text.strip("\n").splitlines() if line.strip()]


def _first_folded(v):
    block = v.page.locator("article div.highlight.checks").first
    return block, block.locator("button.checks-toggle"), block.locator("pre > code")


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_button_shows_and_folds_the_checks(visit, lang):
    prefix, show, hide = LANGUAGES[lang]
    v = visit()
    v.goto(prefix + PAGE)
    block, button, code = _first_folded(v)
    whole = _lines(code.evaluate(_WHOLE))
    fold = block.locator(".checks-fold").first

    # folded: the recipe, without its asserts; the button offers the rest
    assert button.get_attribute("aria-expanded") == "false"
    assert button.inner_text().startswith(show)
    shown = _lines(code.evaluate(_SHOWN))
    assert not fold.is_visible()
    assert len(shown) < len(whole)
    assert not any(line.lstrip().startswith("assert ") for line in shown), shown
    assert any(line.lstrip().startswith("assert ") for line in whole), whole
    # every print stays: each makes a line of the Output under the block
    prints = [line for line in whole if line.lstrip().startswith("print(")]
    assert prints and [x for x in shown if x.lstrip().startswith("print(")] == prints

    # a click shows the whole program that ran
    button.click()
    assert button.get_attribute("aria-expanded") == "true"
    assert button.inner_text().startswith(hide)
    assert fold.is_visible()
    assert _lines(code.evaluate(_SHOWN)) == whole

    # the keyboard folds them again, and shows them again
    button.focus()
    v.page.keyboard.press("Enter")
    assert button.get_attribute("aria-expanded") == "false"
    assert not fold.is_visible()
    assert _lines(code.evaluate(_SHOWN)) == shown
    v.page.keyboard.press("Space")
    assert button.get_attribute("aria-expanded") == "true"
    assert fold.is_visible()
    v.assert_clean()


@pytest.mark.parametrize("data_copy", [True, False], ids=["as built", "code text"])
def test_a_copy_takes_the_folded_lines(visit, data_copy):
    """Material copies the ``data-copy`` of the code's ``<pre>`` where the build
    gave one, otherwise the code's rendered text: either way every line."""
    v = visit(permissions=["clipboard-read", "clipboard-write"])
    v.goto(PAGE)
    block, button, code = _first_folded(v)
    if not data_copy:
        block.locator("pre").evaluate("pre => pre.removeAttribute('data-copy')")
    whole = _lines(code.evaluate(_WHOLE))
    assert button.get_attribute("aria-expanded") == "false"
    block.hover()
    block.locator("button[data-md-type=copy]").click()
    copied = _lines(v.page.evaluate("() => navigator.clipboard.readText()"))
    n = len(whole)
    assert any(copied[i : i + n] == whole for i in range(len(copied) - n + 1)), copied
    assert button.get_attribute("aria-expanded") == "false"  # still folded
    v.assert_clean()
