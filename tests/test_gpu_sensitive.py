"""Blocks whose outcome may change where a GPU is visible, though they carry no GPU
mark: code that asks for a GPU or branches on one (``DataParallel`` moves its
module to ``cuda:0``, ``pin_memory`` needs an accelerator, ``is_available()``
takes the other branch …; ``harness.marks.gpu_sensitive`` finds them).

``python3 dev.py gpu`` runs them beside the GPU blocks, with the GPU visible, and
records them in ``records/gpu/``. Each such block is one test here: it passes where
a GPU record holds the block as it is now and it passed there (or was skipped for a
mark it carries, such as ``no_accelerator``), fails where it failed on a GPU, and is
reported as skipped, saying so, where no GPU has run it as it is now.
"""

from __future__ import annotations

import functools

import pytest

from practices import pages
from practices.testing import marks, site
from practices.testing.blocks import page_blocks

PAGES = pages.english_pages(site.docs_dir())


def _sensitive():
    found = []
    for page in PAGES:
        for block in page_blocks(page):
            if not block.runs or block.mark_names & set(marks.GPU):
                continue
            if marks.gpu_sensitive(block.code):
                found.append((site.relative(page), block))
    return found


SENSITIVE = _sensitive()


@functools.cache
def _gpu_entries() -> dict[tuple[str, str], list[tuple[str, dict]]]:
    """{(page, code hash): [(record file, entry)]} over every GPU record."""
    out: dict[tuple[str, str], list[tuple[str, dict]]] = {}
    for path in pages.gpu_record_paths():
        record = pages.read_record(path)
        for page, entries in record["blocks"].items():
            for entry in entries:
                out.setdefault((page, entry["code"]), []).append((path.name, entry))
    return out


def test_the_finder_finds_what_changes_with_a_gpu():
    assert marks.gpu_sensitive("nn.DataParallel(model)") == ["DataParallel"]
    assert marks.gpu_sensitive('x.to("cuda")') == ['"cuda"']
    assert marks.gpu_sensitive("if torch.cuda.is_available():")
    assert marks.gpu_sensitive("loader = DataLoader(d, pin_memory=True)")
    assert marks.gpu_sensitive("x = torch.ones(3) + 1") == []
    # the pages have such blocks, and none carries a GPU mark
    assert len(SENSITIVE) >= 20
    assert not any(block.mark_names & set(marks.GPU) for _, block in SENSITIVE)


@pytest.mark.parametrize(
    ("page", "block"),
    SENSITIVE,
    ids=[f"{page}:{block.line} ({block.label})" for page, block in SENSITIVE],
)
def test_a_block_that_changes_with_a_gpu_holds_on_one(page, block):
    ran = _gpu_entries().get((page, block.code_hash), [])
    if not ran:
        pytest.skip(
            f"{page}:{block.line} may change with a GPU "
            f"({', '.join(marks.gpu_sensitive(block.code))}) and no GPU has run it as "
            "it is now: run `python3 dev.py gpu` on a CUDA machine (README: Run the "
            "GPU checks)"
        )
    own = {marks.NEEDS[m].code for m in block.mark_names if m in marks.NEEDS}
    for name, entry in ran:
        assert entry["outcome"] in {"passed", "skipped"}, (
            f"{page}:{block.line} {entry['outcome']} where a GPU was visible "
            f"({name}): make it run on both (device-agnostic, as a reader would "
            "write it), or mark it `no_accelerator` and say on the page what a GPU "
            "changes"
        )
        if entry["outcome"] == "skipped":
            assert set(entry["reason"] or ["?"]) <= own, (
                f"{page}:{block.line} was skipped on a GPU for a reason none of "
                f"its marks gives: {entry['reason']}"
            )
