"""The site's two languages, and every word the build writes into a page itself:
``words.toml``, once per language, picked by the language of the page being built,
:data:`current`, which ``practices/stages.py`` sets.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

DEFAULT = "en"
LANGUAGES = ("en", "zh")
current = DEFAULT  # the language of the page being built

# Every word, by key and language (comments there say where each group is used)
WORDS: dict[str, dict[str, str]] = tomllib.loads(
    (Path(__file__).with_name("words.toml")).read_text(encoding="utf-8")
)


def gap(text: str | None, lang: str | None = None) -> str:
    """The space Chinese text leaves before a Latin word or number that follows it
    (``参见 CUDA 与显存``), none before Chinese; English words have their own."""
    if (lang or current) != "zh" or not text:
        return ""
    return " " if text[0].isascii() and text[0].isalnum() else ""


def t(key: str, lang: str | None = None, **values: object) -> str:
    """The words for ``key`` in ``lang`` (the page being built by default)."""
    text = WORDS[key][lang or current]
    return text.format(**values) if values else text


def reason(code: str, lang: str | None = None) -> str | None:
    """A skip reason's code in words: ``mark:cuda`` by "reason mark:cuda",
    ``package:thop`` by "reason package"; None for a code not worded."""
    kind, _, name = code.partition(":")
    if kind == "package" and name:
        return t("reason package", lang, name=name)
    key = f"reason {code}"
    return t(key, lang) if key in WORDS else None


def lacking(code: str, lang: str | None = None) -> str | None:
    """What a block skipped for ``code`` lacked, in a few words, or None."""
    key = "lacking package" if code.startswith("package:") else f"lacking {code}"
    return t(key, lang) if key in WORDS else None
