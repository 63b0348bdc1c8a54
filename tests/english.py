"""English left in Chinese text: what a Chinese reader would have to read in English.

Chinese pages and pictures keep code, file names, torch's names and messages, and
product names as they are, and Chinese prose names an English term where it is the
usual word ("epoch", "worker"). So a single English word is not English left; two or
more English words in a row are ("Permanent link", "needs a CUDA device"), and so
is a word of the site's own chrome alone ("Download"). A word that is code or a name
does not count and breaks a run: once the brackets, quotes and punctuation around it
are set aside, it is one letter (a variable: ``[i, j]``), holds something else than
letters (``x.t()``, ``is_contiguous``, ``2.15.0``), has two capitals (CPU, BatchNorm,
MkDocs), or is one of NAMES.
"""

from __future__ import annotations

import re

# Names that read the same in both editions: products, licences, the English edition
# as the language switch names it.
NAMES = ("Material for MkDocs", "CC BY", "PyTorch", "English", "torch")
# Words of a site's chrome that are English even alone.
CHROME_WORDS = {
    "Copied",
    "Copy",
    "Download",
    "Edit",
    "Failed",
    "Next",
    "Output",
    "Passed",
    "Previous",
    "Raises",
    "Search",
    "Share",
    "Skipped",
}

# A chunk: a run of characters that are neither space nor CJK, or a run of CJK.
_CJK = "\u2e80-\u9fff\u3000-\u303f\uff00-\uffef"
_CHUNK = re.compile(f"[^\\s{_CJK}]+|[{_CJK}]+")
# Around a word, not part of it: brackets, quotes and punctuation.
_AROUND = "()[]\"'“”‘’,.;:!?"
_CODE = re.compile(r"[^A-Za-z]")


def _word(chunk: str) -> str | None:
    """The English word a chunk is, as prose writes it; None for code and names."""
    word = chunk.strip(_AROUND)
    if len(word) < 2 or _CODE.search(word) or sum(c.isupper() for c in word) >= 2:
        return None
    return word


def english_left(text: str) -> list[str]:
    """The English in ``text`` that is neither code nor a name: each run of two or more
    English words, and each chrome word standing alone."""
    for name in NAMES:
        text = text.replace(name, " 〇 ")
    runs: list[list[str]] = [[]]
    for chunk in _CHUNK.findall(text):
        word = _word(chunk)
        if word is not None:
            runs[-1].append(word)
        elif runs[-1]:
            runs.append([])
    return [
        " ".join(run)
        for run in runs
        if len(run) >= 2 or (run and run[0] in CHROME_WORDS)
    ]


def has_chinese(text: str) -> bool:
    return re.search(r"[\u4e00-\u9fff]", text) is not None
