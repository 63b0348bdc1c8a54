"""Zensical builds the whole site, and its pages say what MkDocs' pages say.

Material for MkDocs reaches end of life in May 2027 and names Zensical as its
successor. This test copies what a build reads into a temporary project, builds it
with Zensical (pinned in the 'test' group: ``practices/languages.py``
``zensical_build``) and with MkDocs, and compares the main text of every page of both
editions, whitespace-normalized.

Zensical runs no MkDocs hooks, plugins or ``INHERIT``, so the build runs around it
what the hooks run inside MkDocs (``practices/render.py``): each page's Markdown
stages (``practices/stages.py``: block directives, measurements, snippets, run
counts, facts, verification lines, error lists, output labels, copies) as the page
is staged, its notebook's link, the banner on a translation that is behind; then,
on each page Zensical built, MathML, ``finish.STAGES`` (captions, downloads, folds,
plain tokens, notes, long lines) and the Chinese permalinks' titles; then the
site's sources, downloads and notebooks. Each edition is a site of its own, the
Chinese one built from its configuration flattened over mkdocs.yml.

Left out on both sides: theme chrome, not text — the permalink character after
headings, the edit / view-source buttons, the page's tags (below the text in both:
overrides/partials/content.html) and the list of the page's sections shown on narrow
screens (overrides/partials/page-contents.html). A tags page is checked to hold
every word of MkDocs' one. Where the engines differ: the search index (Zensical's
own; ``practices/hooks/search.py`` tunes Material's).
"""

from __future__ import annotations

import difflib
import importlib.util
import re
import time
from html.parser import HTMLParser
from pathlib import Path

import pytest

from practices import languages, pages
from practices.testing import rendered, site

# Theme chrome (see the module's docstring).
UNCOMPARED = {"headerlink", "md-content__button", "md-tags", "page-contents"}


class _ArticleText(HTMLParser):
    """The text of <article class="md-content__inner ...">, with masks applied."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.uncompared = UNCOMPARED
        self.parts: list[str] = []
        self._article = 0  # depth inside the article
        self._mask: list[int] = []  # depths at which a masked element started
        self._void = {"br", "img", "input", "meta", "link", "hr", "wbr", "source"}

    def handle_starttag(self, tag, attrs):
        if tag in self._void:
            return
        a = dict(attrs)
        classes = (a.get("class") or "").split()
        if not self._article:
            if tag == "article" and "md-content__inner" in classes:
                self._article = 1
            return
        self._article += 1
        if self._mask:
            return
        if self.uncompared & set(classes):
            self._mask.append(self._article)

    def handle_endtag(self, tag):
        if not self._article or tag in self._void:
            return
        if self._mask and self._mask[-1] == self._article:
            self._mask.pop()
        self._article -= 1

    def handle_data(self, data):
        if self._article and not self._mask:
            self.parts.append(data)


def article_text(html_file: Path) -> str:
    """The article's text, theme chrome left out."""
    parser = _ArticleText()
    parser.feed(html_file.read_text(encoding="utf-8"))
    return " ".join(" ".join(parser.parts).split())


@pytest.fixture(scope="module")
def builds(tmp_path_factory, built_site):
    if importlib.util.find_spec("zensical") is None:
        pytest.skip("Zensical is not installed (the 'test' group pins it)")
    project = site.copy_build_inputs(tmp_path_factory.mktemp("zensical"))
    start = time.perf_counter()
    errors = languages.zensical_build(project / "site", project)
    zensical_s = time.perf_counter() - start
    assert not errors, "zensical build failed:\n" + "\n".join(errors)
    print(f"\nZensical build time: {zensical_s:.2f} s")
    return built_site, project / "site"


PAGES = site.pages()


def zensical_html_for(page: Path, site_dir: Path) -> Path:
    """Where Zensical writes a page (it writes no manifest: it runs no hooks): where
    MkDocs does, each edition a site of its own."""
    src_uri = page.relative_to(site.docs_dir()).as_posix()
    return site_dir / pages.url_of(src_uri) / "index.html"


@pytest.mark.parametrize("page", PAGES, ids=[site.relative(p) for p in PAGES])
def test_zensical_renders_the_same_text(builds, page):
    mkdocs_dir, zensical_dir = builds
    ours = article_text(rendered.html_for(page, mkdocs_dir))
    theirs = article_text(zensical_html_for(page, zensical_dir))
    assert ours, f"{site.relative(page)}: no article text in the MkDocs build"
    if page.stem.startswith("tags"):
        # Zensical's tags index lists everything MkDocs' index of this
        # language lists, and may word more.
        missing = set(ours.split()) - set(theirs.split())
        assert not missing, f"{site.relative(page)}: Zensical lacks {sorted(missing)}"
        return
    if ours != theirs:
        a = re.split(r"(?<=[.:;!?]) ", ours)
        b = re.split(r"(?<=[.:;!?]) ", theirs)
        diff = "\n".join(difflib.unified_diff(a, b, "mkdocs", "zensical", lineterm=""))
        pytest.fail(f"{site.relative(page)}: the builds' text differs:\n{diff}")


def test_the_copy_holds_what_mkdocs_yml_loads():
    """custom_dir and hooks must be among the files copied for the Zensical build."""
    import yaml

    config = yaml.safe_load((site.ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    named = [config["theme"].get("custom_dir"), *config.get("hooks", [])]
    for path in filter(None, named):
        assert path.split("/")[0] in site.BUILD_INPUTS, path


_ASSET = re.compile(
    r"<(?:script|link|img|source|iframe)\b[^>]*?(?:src|href)=\"([^\"]+)\""
)


def test_zensical_pages_load_nothing_from_another_origin(builds):
    """Zensical's own theme must stay offline too: scripts, styles, fonts, images."""
    _, zensical_dir = builds
    assets = {
        (site.relative(html), url)
        for html in zensical_dir.rglob("*.html")
        for url in _ASSET.findall(html.read_text(encoding="utf-8"))
    }
    assert any(url.endswith(".js") for _, url in assets), "no script found: parser?"
    foreign = {
        (page, url)
        for page, url in assets
        if re.match(r"(https?:)?//", url)
        and not url.startswith("https://pytorch-practices.github.io/")
    }
    assert not foreign, sorted(foreign)
