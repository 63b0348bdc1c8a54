"""Code tokens drawn as plain code lose their element, the code's text unchanged
(site_extensions/plain_tokens.py)."""

from __future__ import annotations

import re

from site_extensions import plain_tokens

CODE = (
    '<div class="language-python highlight"><pre><span></span><code>'
    '<span class="n">x</span><span class="w"> </span><span class="o">=</span> '
    '<span class="n">torch</span><span class="o">.</span><span class="n">zeros</span>'
    '<span class="p">(</span><span class="mi">3</span><span class="p">)</span>\n'
    "</code></pre></div>"
)


def _text(page: str) -> str:
    return re.sub(r"<[^>]+>", "", page)


def test_names_and_whitespace_become_text_and_other_tokens_keep_their_span():
    page = plain_tokens.drop(CODE)
    assert 'class="n"' not in page and 'class="w"' not in page
    assert page.count('class="o"') == 2 and page.count('class="p"') == 2
    assert page.count('class="mi"') == 1
    assert _text(page) == _text(CODE)


def test_only_code_is_touched():
    prose = '<p><span class="n">a name</span></p>'
    assert plain_tokens.drop(prose) == prose
