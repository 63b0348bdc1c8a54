"""MkDocs hook: each edition's search index, tuned to what readers type in.

With ``docs/javascripts/search-worker.js``, the one place that knows Material's
search: here its index and the worker each page names; there the worker's messages
and lunr. Fields added to the index (weights: mkdocs.yml):

- ``error``: the messages a ``search: {errors: true}`` page quotes in inline code,
  and each pasted error's message on its section (``practices/common_errors.py``).
  It weighs most, so that a pasted message, with the reader's own shapes and names,
  finds its section first; the worker looks only a pasted message up in it, so that
  a word or two typed in finds the page about them, not a section that quotes them.
- ``names``: each CamelCase name (``GradScaler``) whole, which the separator splits
  and a reader may type in lower case.
- Chinese (``practices/segmentation.py``): titles, text and tags cut into words
  afresh, and the dictionary the worker cuts a query with (``config.segmenter``).

Output blocks and the generated lists of pasted errors, which would compete, are
left out by ``data-search-exclude`` (``practices/finish.py``).
"""

from __future__ import annotations

import json
import logging
import re
from pathlib import Path

from mkdocs.plugins import event_priority

from practices import common_errors, segmentation
from practices.common_errors import quoted_by
from practices.pages import ZH

try:  # jieba cuts Chinese into words (Material's search plugin too); notes are noise
    import jieba

    jieba.setLogLevel(logging.WARNING)
except ImportError:  # pragma: no cover - the docs group installs it
    pass

WORKER = "javascripts/search-worker.js"  # under the site's root, from docs/
_MATERIAL_WORKER = re.compile(
    r'("search": "[^"]*?)assets/javascripts/workers/(search\.\w+\.min\.js)"'
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
    return _MATERIAL_WORKER.sub(rf'\g<1>{WORKER}?worker=\g<2>"', output, count=1)


@event_priority(-300)  # after practices/hooks/i18n.py has built the Chinese edition
def on_post_build(config):
    path = Path(config["site_dir"]) / "search" / "search_index.json"
    if not path.exists():
        return
    index = json.loads(path.read_text(encoding="utf-8"))
    index = tuned(index, common_errors.entries(), config["theme"]["language"] == ZH)
    text = json.dumps(index, ensure_ascii=False, separators=(",", ":"))
    path.write_text(text, encoding="utf-8")


def tuned(index: dict, pasted: list[dict], chinese: bool) -> dict:
    """The index with the fields above: ``error``, from the quoted messages (those
    of an entry of ``pasted`` left out) and each entry's message in its section;
    ``names``; for ``chinese``, its words cut and the dictionary to cut a query."""
    wanted: dict[str, list[str]] = {}  # an entry's section: its message
    for entry in pasted:
        if entry.get("anchor") and entry.get("message"):
            words = common_errors.plain(entry["message"]).split()
            said = " ".join(filter(None, [*words, common_errors.older(entry)]))
            wanted.setdefault(common_errors.url(entry), []).append(said)
    docs, texts = [], []
    for doc in index["docs"]:
        doc = {**doc}
        page = doc["location"].split("#")[0]
        found = _ERROR.findall(doc["text"]) if page in _error_pages else []
        quoted = [m for m in found if not any(quoted_by(e, m) for e in pasted)]
        said = wanted.get(doc["location"], [])
        if quoted or said:
            doc["error"] = " ".join(filter(None, [*quoted, *said]))
        if camel := _CAMEL.findall(f"{doc['title']} {doc['text']}"):
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
