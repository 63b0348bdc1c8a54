"""The same mkdocs.yml builds with Zensical, and its pages say what MkDocs' pages say.

Material for MkDocs reaches end of life in May 2027 and names Zensical as its
successor. This test copies what a build reads into a temporary project, builds it
with Zensical (pinned in the 'test' group) and with MkDocs, and compares the main text
of every page, whitespace-normalized.

Documented differences, masked before comparing:

- Zensical runs no MkDocs hooks, so the pages it builds have their block
  directives (``<!-- block … -->``) written out first, by the page model's one
  expansion (``practices.pages.directed``), as they are staged
  (``languages.zensical_build``: the Markdown stage before the engine).
- Zensical runs no MkDocs hooks, so practices/hooks/load_extensions.py adds nothing else there:
  facts (``<span data-fact>``) show their fallback words instead of the torch
  version and dates, and math (``.arithmatex``) stays LaTeX source for a script to
  typeset instead of build-time MathML. Both are replaced by a token on both sides.
  The verification lines under blocks and page titles, and the generated list of
  what changed across releases and the table of GPU checks
  (``practices/records.py``), are missing there,
  and are left out on both sides. So is each snippet's caption: the hook shows the
  file's name, linked, and a download link (practices/page_sources.py), where
  Zensical shows its path; so is the button under a block whose checking lines the
  hook folds (practices/folds.py; the lines themselves are compared);
  so is the line above a block whose copy holds more than the block shows
  (practices/copies.py);
  and so is the link to the page's notebook under its title
  (practices/notebooks.py). The hook also draws names, operators and
  punctuation in code as plain text (practices/plain_tokens.py), and code
  annotations as a numbered marker and notes (practices/code_notes.py):
  Zensical's pages get the same unwrapping and drawing before their text is read.
- Zensical runs no MkDocs plugins either, nor reads ``INHERIT``: each edition is
  built as a site of its own (``practices/languages.py`` ``zensical_build``:
  the Chinese configuration flattened, its pages staged), the Chinese one into
  ``zh/`` as MkDocs builds it, and each page's text is compared with the same page
  of the MkDocs build. The generated measurements (``<div class="generated">``)
  are data that only the MkDocs build words, in either language
  (``practices/measurements.py``), and are left out on both sides. Its tags
  index is checked to hold every word of MkDocs' one.
- The permalink character after headings, the edit / view-source buttons, the
  page's tags (above the text in Material, below it in Zensical) and the list of the
  page's sections shown on narrow screens (overrides/partials/page-contents.html) are
  theme chrome, not text.
"""

from __future__ import annotations

import difflib
import importlib.util
import re
import time
from html.parser import HTMLParser
from pathlib import Path

import pytest

from practices import finish, languages, pages
from practices.testing import rendered, site

# Theme chrome, and what only the MkDocs hook writes (see the module's docstring).
UNCOMPARED = {
    "headerlink",
    "md-content__button",
    "verified",
    "verified-page",
    "release-changes",
    "gpu-checks",
    "snippet-download",
    "filename",
    "checks-toggle",
    "copy-note",
    "notebook-download",
    "md-tags",
    "page-contents",
}


class _ArticleText(HTMLParser):
    """The text of <article class="md-content__inner ...">, with masks applied."""

    def __init__(self, masked: frozenset[str] = frozenset()):
        super().__init__(convert_charrefs=True)
        self.uncompared = UNCOMPARED | masked
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
        if "data-fact" in a:
            self.parts.append(f" [fact:{a['data-fact']}] ")
            self._mask.append(self._article)
        elif "arithmatex" in classes:
            self.parts.append(" [math] ")
            self._mask.append(self._article)
        elif self.uncompared & set(classes):
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


def article_text(
    html_file: Path, masked: frozenset[str] = frozenset(), *, unhooked: bool = False
) -> str:
    """The article's text; ``unhooked``: a page the hook did not touch, whose plain
    code tokens are unwrapped first as the hook does (their text is the same, but
    each element boundary would read as a space), and whose code annotations are
    drawn as the hook draws them (the marker ``# (1)!`` as its number)."""
    html = html_file.read_text(encoding="utf-8")
    parser = _ArticleText(masked)
    if unhooked:
        html = finish.finish(html, stages=[finish.drop_plain_tokens, finish.draw_notes])
    parser.feed(html)
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
    # The generated measurements are data that only the MkDocs build words; the
    # banner on a translation that is behind comes from a hook, which Zensical
    # does not run
    generated = frozenset({"generated", "behind"})
    ours = article_text(rendered.html_for(page, mkdocs_dir), generated)
    theirs = article_text(
        zensical_html_for(page, zensical_dir), generated, unhooked=True
    )
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
