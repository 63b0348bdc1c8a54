"""Code tokens drawn as plain code lose their element, the code's text unchanged
(site_extensions/plain_tokens.py)."""

from __future__ import annotations

import re

from site_extensions import plain_tokens
from site_extensions.pages import ROOT

CODE = (
    '<div class="language-python highlight"><pre><span></span><code>'
    '<span class="n">x</span><span class="w"> </span><span class="o">=</span> '
    '<span class="n">torch</span><span class="o">.</span><span class="n">zeros</span>'
    '<span class="p">(</span><span class="mi">3</span><span class="p">)</span>\n'
    "</code></pre></div>"
)


def _text(page: str) -> str:
    return re.sub(r"<[^>]+>", "", page)


def test_plain_tokens_become_text_and_other_tokens_keep_their_span():
    page = plain_tokens.drop(CODE)
    for kind in ("n", "w", "o", "p"):
        assert f'class="{kind}"' not in page
    assert page.count('class="mi"') == 1
    assert _text(page) == _text(CODE)


def test_the_tokens_dropped_are_drawn_in_the_code_colour_in_both_palettes():
    """A dropped token must look as it did: its kind's colour is the code's own."""
    css = (ROOT / "docs" / "stylesheets" / "extra.css").read_text(encoding="utf-8")
    variables = {"o": "operator", "ow": "operator", "p": "punctuation"}
    for scheme in ("default", "slate"):
        rules = "".join(
            re.findall(rf'\[data-md-color-scheme="{scheme}"\] \{{(.*?)\}}', css, re.S)
        )
        for kind in set(plain_tokens.PLAIN) - {"n", "w"}:
            name = f"--md-code-hl-{variables[kind]}-color"
            assert f"{name}: var(--md-code-fg-color);" in rules, (scheme, kind)


def test_only_code_is_touched():
    prose = '<p><span class="n">a name</span></p>'
    assert plain_tokens.drop(prose) == prose
