"""A fresh build of the site, served on 127.0.0.1 the way GitHub Pages serves it.

The site lives under the path of ``site_url`` (``/pytorch-practices/``), any missing
address answers 404 with the site's own 404 page, so absolute links on that page are
tested as they work in production, and text files are sent gzip-compressed to clients
that accept it, as GitHub Pages sends them (Lighthouse's timings depend on it).
"""

from __future__ import annotations

import contextlib
import functools
import gzip
import http.server
import os
import threading
from collections.abc import Iterator
from pathlib import Path

from practices.testing import rendered, site

# The browser the tests drive: Debian's chromium-headless-shell, the same Chromium
# (Blink, V8) without the full browser around it, as Playwright drives headless
# Chromium by default (reading 24 pages, paired page by page on 2026-11-29: 105 busy
# core-seconds against 122 for the full browser's --headless). Lighthouse starts the
# full browser (scripts/lighthouse.py), which tries to reach Google's hosts at every
# start without the background-networking flags; both get them.
CHROMIUM = Path(os.environ.get("CHROMIUM", "/usr/bin/chromium-headless-shell"))
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
# The npm tools (axe-core, Lighthouse), installed by `python3 dev.py tools`.
TOOLS = site.ROOT / "tools"

base_path = rendered.base_path
build_site = rendered.build_site


_COMPRESSED = {".html", ".css", ".js", ".json", ".svg", ".xml", ".txt"}


def _gzipped(target: Path) -> bytes:
    """The file gzip-compressed, compressed once while it is unchanged: every page
    asks for the same stylesheets, scripts and search index."""
    stat = target.stat()
    return _gzip(target, stat.st_mtime_ns, stat.st_size)


@functools.lru_cache(maxsize=256)
def _gzip(target: Path, mtime_ns: int, size: int) -> bytes:
    return gzip.compress(target.read_bytes())


class _Handler(http.server.SimpleHTTPRequestHandler):
    not_found_page: Path | None = None

    def log_message(self, format, *args):  # quiet
        pass

    def do_GET(self):
        target = Path(self.translate_path(self.path))
        if self.path.split("?", 1)[0].endswith("/"):
            target = target / "index.html"
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (accepts and target.suffix in _COMPRESSED and target.is_file()):
            return super().do_GET()
        body = _gzipped(target)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(target)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def send_error(self, code, message=None, explain=None):
        if code == 404 and self.not_found_page and self.not_found_page.is_file():
            body = self.not_found_page.read_bytes()
            self.send_response(404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)
            return
        super().send_error(code, message, explain)


@contextlib.contextmanager
def serve(root: Path, site_dir: Path) -> Iterator[str]:
    """Serve ``root`` on a free port of 127.0.0.1; yields the site's base URL."""
    handler = functools.partial(_Handler, directory=str(root))
    _Handler.not_found_page = site_dir / "404.html"
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}{base_path()}"
    finally:
        server.shutdown()
        server.server_close()


def page_paths() -> list[str]:
    """The URL path of every page, relative to the site's base (directory URLs)."""
    out = []
    for page in site.pages():
        rel = page.relative_to(site.docs_dir()).with_suffix("")
        if rel.suffix == ".zh":  # the Chinese edition: x.zh.md is served at zh/x/
            rel = Path("zh") / rel.with_suffix("")
        if rel.name == "index":
            out.append("" if rel.parent == Path(".") else f"{rel.parent}/")
        else:
            out.append(f"{rel}/")
    return out
