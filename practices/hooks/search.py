"""MkDocs hook: the search index of each edition, as the search box reads it.

- **Chinese words** (``practices/segmentation.py``): the Chinese index is cut
  into words afresh, every run of Chinese characters in titles, text and tags, and
  carries the dictionary that the browser cuts a query with (``config.segmenter``).
  Every page searches with ``javascripts/search-worker.js``, Material's worker with
  the query read a little differently (a number or a stop word matches only itself)
  and, with that dictionary, cut into words first. Index and query are cut alike.
- **Error messages**: a page whose front matter says ``search: {errors: true}`` (the
  Pitfalls reference) has the error messages it quotes in inline code (``RuntimeError:
  …``, ``UserWarning: …``) indexed once more, in a field of their own, ``error``,
  which weighs more than text (``fields`` of the ``search`` plugin in mkdocs.yml): a
  pasted message finds its pitfall first. The search worker looks only a pasted
  message up in ``error`` (docs/javascripts/search-worker.js: a long query, or one
  that names an exception or quotes a value), so that a word or two typed in finds
  the page about them, not a section whose message happens to hold them.
- **The errors readers paste** (``data/common-errors/``,
  ``practices/common_errors.py``): each entry's section, on its topic page in
  either edition, has the entry's message (the whole of it, on one line, and its
  older wording) in ``error``, so that the message pasted with the reader's own
  shapes, names and numbers finds that section first. The Pitfalls page's own lines
  that quote one of these messages no longer carry it in ``error`` (they would
  compete with the section they link to), and the generated lists of the entries
  (Pitfalls, Common errors) are left out of the index (``data-search-exclude``).
- **Names**: each CamelCase name (``GradScaler``) is indexed whole too, in ``names``:
  the separator splits it, and a reader may type it in lower case.
- **Output blocks** (what a program printed: tables of numbers, echoed values) are
  left out of the index (``data-search-exclude``, set by ``practices/finish.py``).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from mkdocs.plugins import event_priority

from practices import common_errors, segmentation
from practices.pages import ZH

WORKER = "javascripts/search-worker.js"  # under the site's root, from docs/
_MATERIAL_WORKER = re.compile(
    r'("search": ")([^"]*?)assets/javascripts/workers/(search\.\w+\.min\.js)"'
)


# The error messages a section quotes: inline code that starts with an exception's or
# a warning's name, as the search plugin writes it into the index's text.
_ERROR = re.compile(r"<code>(\w+(?:Error|Warning|Exception)\b:[^<]*)</code>")
_error_pages: set[str] = set()  # the URL of each page whose messages are indexed
# A name written in CamelCase (GradScaler, DataParallel): the search separator splits
# it into its parts, so it is indexed whole as well, in ``names``, for a reader who
# types it in lower case (gradscaler).
_CAMEL = re.compile(r"\b[A-Za-z]*[a-z][A-Z][A-Za-z]*\b")


def on_page_context(context, page, config, nav):
    if (page.meta.get("search") or {}).get("errors"):
        _error_pages.add(page.url)
    return context


def on_post_page(output, page, config):
    """Every page searches with the site's worker (docs/javascripts/search-worker.js),
    which runs Material's own."""
    return _MATERIAL_WORKER.sub(
        lambda m: f'{m.group(1)}{m.group(2)}{WORKER}?worker={m.group(3)}"',
        output,
        count=1,
    )


@event_priority(-300)  # after practices/hooks/i18n.py has built the Chinese edition
def on_post_build(config):
    path = Path(config["site_dir"]) / "search" / "search_index.json"
    if not path.exists():
        return
    pasted = common_errors.entries()  # the same for both editions
    index = json.loads(path.read_text(encoding="utf-8"))
    index = with_errors(index, _error_pages, pasted)
    index = with_pasted(index, pasted)
    index = with_names(index)
    if config["theme"]["language"] == ZH:
        index = cut_into_words(index)
    path.write_text(
        json.dumps(index, ensure_ascii=False, separators=(",", ":")),
        encoding="utf-8",
    )


def with_errors(index: dict, pages: set[str], pasted: list[dict] = ()) -> dict:
    """Each section of ``pages`` that quotes error messages, with them in ``error``:
    those that an entry of ``pasted`` (the errors readers paste) matches left out,
    once that entry has a section of its own."""
    docs = []
    for doc in index["docs"]:
        if doc["location"].split("#")[0] in pages:
            messages = [
                m
                for m in _ERROR.findall(doc["text"])
                if not any(common_errors.quoted_by(e, m) for e in pasted)
            ]
            if messages:
                doc = {**doc, "error": " ".join(messages)}
        docs.append(doc)
    return {**index, "docs": docs}


def pasted_text(entry: dict) -> str:
    """What an entry's section carries in ``error``: its message on one line, and
    its older wording."""
    said = [" ".join(common_errors.plain(entry["message"]).split())]
    older = common_errors.older(entry)
    if older:
        said.append(older)
    return " ".join(said)


def with_pasted(index: dict, entries: list[dict]) -> dict:
    """Each entry's section (its page's URL and anchor, as the edition's index
    locates it) with the entry's message in ``error``. An entry whose section is
    not in the index is left for the tests to find (tests/test_common_errors.py,
    tests/browser/test_pasted_errors.py)."""
    wanted: dict[str, list[str]] = {}
    for entry in entries:
        if entry.get("anchor") and entry.get("message"):
            wanted.setdefault(common_errors.url(entry), []).append(pasted_text(entry))
    docs = []
    for doc in index["docs"]:
        said = wanted.get(doc["location"])
        if said:
            error = " ".join(filter(None, [doc.get("error"), *said]))
            doc = {**doc, "error": error}
        docs.append(doc)
    return {**index, "docs": docs}


def with_names(index: dict) -> dict:
    """Each entry with the CamelCase names in its title and text, whole: ``names``."""
    docs = []
    for doc in index["docs"]:
        found = dict.fromkeys(
            n.lower() for n in _CAMEL.findall(f"{doc['title']} {doc['text']}")
        )
        docs.append({**doc, "names": " ".join(found)} if found else doc)
    return {**index, "docs": docs}


def cut_into_words(index: dict) -> dict:
    """The Chinese index with its words cut by ``segmentation`` and the dictionary
    the browser needs to cut a query the same way."""
    docs = []
    for doc in index["docs"]:
        doc = {**doc}
        doc["title"] = segmentation.segment(doc["title"])
        doc["text"] = segmentation.segment(doc["text"])
        if "tags" in doc:
            doc["tags"] = [segmentation.segment(tag) for tag in doc["tags"]]
        docs.append(doc)
    texts = [d["title"] for d in docs] + [d["text"] for d in docs]
    texts += [tag for d in docs for tag in d.get("tags", [])]
    config = {**index["config"], "segmenter": segmentation.browser_dictionary(texts)}
    return {**index, "config": config, "docs": docs}
