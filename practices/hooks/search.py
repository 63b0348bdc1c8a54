"""MkDocs hook: each edition's search index, tuned to what readers type in.

Material's search, as this project bends it, is known in two files only: here (its
index, and the worker named in each page's ``__config``) and in
``docs/javascripts/search-worker.js`` (its worker's messages and lunr), which every
page searches with: Material's worker, with a query read a little differently.

- **Error messages**: a page whose front matter says ``search: {errors: true}`` (the
  Pitfalls reference) has the messages it quotes in inline code (``RuntimeError: …``)
  indexed once more in ``error``, a field that weighs more than text (the ``search``
  plugin's ``fields`` in mkdocs.yml), so that a pasted message finds its pitfall first.
  The worker looks only a pasted message up in ``error`` (a long query, or one that
  names an exception or quotes a value): a word or two typed in finds the page about
  them, not a section whose message happens to hold them.
- **The errors readers paste** (``practices/common_errors.py``): each entry's
  section, in either edition, has the entry's message (whole, on one line, and its
  older wording) in ``error``, so that the message pasted with the reader's own shapes
  and names finds it first. The Pitfalls page's lines quoting such a message do not
  carry it (they would compete with the section they link to).
- **Names**: each CamelCase name (``GradScaler``) is indexed whole too, in ``names``:
  the separator splits it, and a reader may type it in lower case.
- **Chinese words** (``practices/segmentation.py``): the Chinese index is cut into words
  afresh (titles, text and tags) and carries the dictionary that the worker cuts a
  query with (``config.segmenter``), so that index and query are cut alike.

Left out of the index (``data-search-exclude``): output blocks (``practices/finish.py``)
and the generated lists of the pasted errors (Pitfalls, Common errors).
"""

from __future__ import annotations

import json
import logging
import re
from pathlib import Path

from mkdocs.plugins import event_priority

from practices import common_errors, segmentation
from practices.pages import ZH

try:  # jieba cuts Chinese into words (Material's search plugin too); notes are noise
    import jieba

    jieba.setLogLevel(logging.WARNING)
except ImportError:  # pragma: no cover - the docs group installs it
    pass

WORKER = "javascripts/search-worker.js"  # under the site's root, from docs/
_MATERIAL_WORKER = re.compile(
    r'("search": ")([^"]*?)assets/javascripts/workers/(search\.\w+\.min\.js)"'
)
# An error message a section quotes, as the search plugin writes it into the text
_ERROR = re.compile(r"<code>(\w+(?:Error|Warning|Exception)\b:[^<]*)</code>")
_CAMEL = re.compile(r"\b[A-Za-z]*[a-z][A-Z][A-Za-z]*\b")  # GradScaler, DataParallel
_error_pages: set[str] = set()  # the URL of each page whose messages are indexed


def on_page_context(context, page, config, nav):
    if (page.meta.get("search") or {}).get("errors"):
        _error_pages.add(page.url)
    return context


def on_post_page(output, page, config):
    """Every page searches with the site's worker, which runs Material's own."""
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
    index = json.loads(path.read_text(encoding="utf-8"))
    index = tuned(index, common_errors.entries(), config["theme"]["language"] == ZH)
    path.write_text(
        json.dumps(index, ensure_ascii=False, separators=(",", ":")),
        encoding="utf-8",
    )


def tuned(index: dict, pasted: list[dict], chinese: bool) -> dict:
    """The index with the fields above: ``error``, from the quoted messages (those
    of an entry of ``pasted`` left out) and each entry's message in its section;
    ``names``; for ``chinese``, its words cut and the dictionary to cut a query."""
    wanted: dict[str, list[str]] = {}  # an entry's section: its message
    for entry in pasted:
        if entry.get("anchor") and entry.get("message"):
            said = " ".join(common_errors.plain(entry["message"]).split())
            older = common_errors.older(entry)
            said = f"{said} {older}" if older else said
            wanted.setdefault(common_errors.url(entry), []).append(said)
    docs, texts = [], []
    for doc in index["docs"]:
        doc = {**doc}
        quoted = []
        if doc["location"].split("#")[0] in _error_pages:
            quoted = [
                m
                for m in _ERROR.findall(doc["text"])
                if not any(common_errors.quoted_by(e, m) for e in pasted)
            ]
        said = wanted.get(doc["location"], [])
        if quoted or said:
            doc["error"] = " ".join(filter(None, [*quoted, *said]))
        camel = _CAMEL.findall(f"{doc['title']} {doc['text']}")
        if camel:  # the separator splits them, and a reader types them in lower case
            doc["names"] = " ".join(dict.fromkeys(n.lower() for n in camel))
        if chinese:
            doc["title"] = segmentation.segment(doc["title"])
            doc["text"] = segmentation.segment(doc["text"])
            if "tags" in doc:
                doc["tags"] = [segmentation.segment(tag) for tag in doc["tags"]]
            texts += [doc["title"], doc["text"], *doc.get("tags", [])]
        docs.append(doc)
    if chinese:
        segmenter = segmentation.browser_dictionary(texts)
        index = {**index, "config": {**index["config"], "segmenter": segmenter}}
    return {**index, "docs": docs}
