"""Each edition a site of its own (practices/languages.py, mkdocs.zh.yml)."""

from __future__ import annotations

from pathlib import Path

import yaml

from practices import languages
from practices.pages import DOCS, ROOT


def _pages(nav: list) -> list[str]:
    out = []
    for item in nav:
        value = next(iter(item.values())) if isinstance(item, dict) else item
        out += _pages(value) if isinstance(value, list) else [value]
    return out


def _shape(nav: list) -> list:
    return [
        _shape(v) if isinstance(v := next(iter(i.values())), list) else None
        for i in (x if isinstance(x, dict) else {"": x} for x in nav)
    ]


def test_the_chinese_nav_is_the_english_one():
    """The same pages in the same sections, in the same order; a new page or section
    in mkdocs.yml must be added to mkdocs.zh.yml too (its Chinese name there)."""
    english = yaml.safe_load((ROOT / "mkdocs.yml").read_text("utf-8"))["nav"]
    chinese = yaml.safe_load((ROOT / "mkdocs.zh.yml").read_text("utf-8"))["nav"]
    assert _pages(chinese) == _pages(english)
    assert _shape(chinese) == _shape(english)


def test_stage_names_each_chinese_file_as_its_english_one(tmp_path):
    docs = tmp_path / "docs"
    for name, text in {
        "index.md": "en",
        "index.zh.md": "zh",
        "a/page.md": "en",
        "a/page.zh.md": "zh",
        "assets/f.png": "en",
        "assets/f.zh.png": "zh",
        "assets/g.svg": "both",
    }.items():
        (docs / name).parent.mkdir(parents=True, exist_ok=True)
        (docs / name).write_text(text)
    staged = languages.stage(tmp_path / "zh", docs)
    found = {
        p.relative_to(staged).as_posix(): p.read_text()
        for p in staged.rglob("*")
        if p.is_file()
    }
    assert found == {
        "index.md": "zh",
        "a/page.md": "zh",
        "assets/f.png": "zh",
        "assets/g.svg": "both",
    }
    assert all(p.is_symlink() for p in staged.rglob("*") if p.is_file())


def test_identity_names_a_page_as_the_project_does(tmp_path):
    link = tmp_path / "views.md"
    link.symlink_to(DOCS / "tensors/views-copies-memory.zh.md")
    src, url = languages.identity(str(link), "tensors/views-copies-memory/", "zh")
    assert (src, url) == (
        "tensors/views-copies-memory.zh.md",
        "zh/tensors/views-copies-memory/",
    )
    english = DOCS / "index.md"
    assert languages.identity(str(english), "", "en") == ("index.md", "")


def test_root_of_a_language_site():
    assert languages.root_dir("/x/site/zh", "zh") == Path("/x/site")
    assert languages.root_dir("/x/site", "en") == Path("/x/site")
    assert languages.root_url("https://h/p/zh/", "zh") == "https://h/p/"


def test_flat_config_is_the_chinese_file_over_the_english_one():
    config = languages.flat_config("zh")
    assert "INHERIT" not in config
    assert config["theme"]["language"] == "zh"
    assert config["theme"]["custom_dir"] == "overrides"  # from mkdocs.yml
    assert config["site_url"].endswith("/zh/")
    assert config["markdown_extensions"]  # inherited
