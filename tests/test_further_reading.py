"""Every http(s) link in the memos the site grew from is on Further reading.

The memos are not in this repository. The links they hold are written out below,
each with its memo (the file's number, as ``docs/about/sources.md`` describes the
collections) and the line it was first found on; where the memo files are at hand
(their folder in the environment variable ``PRACTICES_SEEDS``), a test reads
them again and fails when this list is not exactly theirs. Both languages' pages
must hold every link; no link is fetched.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from practices.pages import DOCS, ROOT

PAGE = DOCS / "about" / "further-reading.md"
PAGES = [PAGE, PAGE.with_name("further-reading.zh.md")]
SEEDS = Path(os.environ.get("PRACTICES_SEEDS") or "/nonexistent")
_URL = re.compile(r"https?://[^\s<>\"'`\])]+")

# (memo, line, url): every distinct http(s) address of each memo, in file order
MEMO_LINKS = [
    (
        "000",
        55,
        "https://pytorch.org/docs/stable/generated/torch.nn.Module.html?highlight=register_forward_hook#torch.nn.Module.register_forward_hook",
    ),
    (
        "000",
        69,
        "https://pytorch.org/docs/stable/generated/torch.nn.Module.html#torch.nn.Module.register_buffer",
    ),
    (
        "000",
        87,
        "https://mmengine.readthedocs.io/en/latest/advanced_tutorials/model_analysis.html",
    ),
    ("000", 99, "https://github.com/facebookresearch/fvcore"),
    (
        "000",
        161,
        "https://github.com/facebookresearch/fvcore/blob/main/docs/flop_count.md",
    ),
    (
        "000",
        161,
        "https://detectron2.readthedocs.io/en/latest/modules/fvcore.html#fvcore.nn.FlopCountAnalysis",
    ),
    (
        "000",
        161,
        "https://detectron2.readthedocs.io/en/latest/modules/fvcore.html#fvcore.nn.parameter_count",
    ),
    ("000", 163, "https://github.com/TylerYep/torchinfo"),
    ("000", 221, "https://github.com/Lyken17/pytorch-OpCounter"),
    (
        "000",
        324,
        "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/beignets-task-guide.png",
    ),
    (
        "000",
        359,
        "https://pytorch.org/docs/stable/generated/torch.Tensor.register_hook.html",
    ),
    ("001", 51, "https://pytorch.org/tutorials/beginner/ptcheat.html"),
    ("001", 52, "https://jhui.github.io/2018/02/09/PyTorch-Basic-operations/"),
    ("001", 56, "https://pytorch.org/tutorials/"),
    ("001", 57, "https://www.youtube.com/watch?v=MswxJw-8PvE"),
    (
        "001",
        58,
        "https://www.youtube.com/playlist?list=PLlMkM4tgfjnJ3I-dbhO9JTw7gNty6o_2m",
    ),
    (
        "001",
        59,
        "https://www.youtube.com/playlist?list=PLZbbT5o_s2xrfNyHZsM6ufI0iZENK9xgG",
    ),
    (
        "001",
        60,
        "https://towardsdatascience.com/understanding-pytorch-with-an-example-a-step-by-step-tutorial-81fc5f8c4e8e",
    ),
    ("001", 61, "https://towardsdatascience.com/how-to-use-pytorch-hooks-5041d777f904"),
    ("001", 62, "https://leimao.github.io/blog/PyTorch-Benchmark/"),
    ("001", 63, "https://www.learnpytorch.io/#does-this-course-cover-pytorch-20"),
    ("001", 64, "https://github.com/srush/Tensor-Puzzles"),
    (
        "001",
        121,
        "https://kozodoi.me/python/deep%20learning/pytorch/tutorial/2021/02/19/gradient-accumulation.html",
    ),
    ("001", 253, "https://pytorch.org/blog/FX-feature-extraction-torchvision/"),
    (
        "001",
        347,
        "https://www.sicara.fr/blog-technique/2019-28-10-deep-learning-memory-usage-and-pytorch-optimization-tricks",
    ),
    ("001", 369, "https://pytorch.org/tutorials/recipes/recipes/profiler_recipe.html"),
    ("001", 371, "https://zdevito.github.io/2022/12/09/memory-traces.html"),
    ("001", 384, "https://pytorch.org/docs/stable/amp.html"),
    ("001", 398, "https://lightning.ai/docs/fabric/stable/"),
    ("001", 402, "https://efficientdl.com/faster-deep-learning-in-pytorch-a-guide/"),
    ("001", 408, "https://sebastianraschka.com/blog/2022/torchmetrics.html"),
    (
        "001",
        412,
        "https://towardsdatascience.com/how-to-visualize-convolutional-features-in-40-lines-of-code-70b7d87b0030",
    ),
    (
        "001",
        416,
        "https://medium.com/huggingface/training-larger-batches-practical-tips-on-1-gpu-multi-gpu-distributed-setups-ec88c3e51255",
    ),
    ("001", 420, "http://blog.ezyang.com/2019/05/pytorch-internals/"),
    (
        "001",
        421,
        "http://blog.christianperone.com/2018/03/pytorch-internal-architecture-tour/",
    ),
    ("001", 425, "https://zdevito.github.io/2022/08/16/memory-snapshots.html"),
    ("002", 84, "https://blog.csdn.net/xinjieyuan/article/details/105232802"),
    (
        "002",
        97,
        "https://pytorch.org/docs/stable/generated/torch.nn.Unfold.html?highlight=unfold#torch.nn.Unfold",
    ),
    ("002", 113, "https://natsu-akatsuki.oss-cn-guangzhou.aliyuncs.com/img/unfold.png"),
    ("002", 122, "https://blog.csdn.net/jmu201521121021/article/details/103773501"),
    (
        "002",
        146,
        "https://natsu-akatsuki.oss-cn-guangzhou.aliyuncs.com/img/image-20220214005752939.png",
    ),
    ("002", 303, "https://blog.csdn.net/qq_40714949/article/details/114702690"),
    ("002", 336, "https://pytorch.org/get-started/locally/"),
    (
        "002",
        346,
        "https://download.pytorch.org/libtorch/cu113/libtorch-cxx11-abi-shared-with-deps-1.10.2%2Bcu113.zip",
    ),
    ("002", 369, "https://pytorch.org/cppdocs/notes/tensor_creation.html"),
    ("002", 393, "https://blog.csdn.net/weixin_41496173/article/details/117366210"),
    ("002", 415, "https://pytorch.org/cppdocs/notes/tensor_indexing.html"),
    ("002", 510, "https://pytorch.org/cppdocs/notes/versioning.html"),
    (
        "002",
        572,
        "https://natsu-akatsuki.oss-cn-guangzhou.aliyuncs.com/img/image-20220118102156583.png",
    ),
    ("002", 575, "https://github.com/pytorch/pytorch/issues/14257"),
    (
        "002",
        578,
        "https://natsu-akatsuki.oss-cn-guangzhou.aliyuncs.com/img/image-20220118102605290.png",
    ),
    ("002", 605, "https://blog.csdn.net/xzq1207105685/article/details/117400187"),
    (
        "002",
        618,
        "https://natsu-akatsuki.oss-cn-guangzhou.aliyuncs.com/img/image-20220221181013297.png",
    ),
    (
        "002",
        628,
        "https://natsu-akatsuki.oss-cn-guangzhou.aliyuncs.com/img/image-20220221191136807.png",
    ),
    ("002", 641, "https://github.com/zasdfgbnm/TorchSnooper"),
    ("002", 645, "https://github.com/sksq96/pytorch-summary"),
    ("002", 647, "https://github.com/lutzroeder/netron"),
    (
        "002",
        672,
        "https://pytorch.org/tutorials/recipes/recipes/tensorboard_with_pytorch.html",
    ),
    ("003", 36, "https://pytorch.org/docs/stable/tensors.html#torch.Tensor"),
    ("003", 39, "https://pytorch.org/docs/stable/torch.html#tensor-creation-ops"),
    ("003", 147, "https://stackoverflow.com/a/52229694/7636942"),
    ("003", 156, "https://pytorch.org/docs/stable/tensors.html#torch.Tensor.view"),
    (
        "003",
        183,
        "https://jdhao.github.io/2019/07/10/pytorch_view_reshape_transpose_permute/",
    ),
    (
        "003",
        187,
        "https://stackoverflow.com/questions/26998223/what-is-the-difference-between-contiguous-and-non-contiguous-arrays/26999092#26999092",
    ),
    ("003", 399, "https://pytorch.org/docs/stable/generated/torch.einsum.html"),
    ("003", 400, "https://stackoverflow.com/a/55894780/7636942"),
    ("003", 409, "https://pytorch.org/docs/stable/generated/torch.nn.Unfold.html"),
    ("004", 69, "https://pytorch.org/docs/1.9.0/notes/cuda.html"),
    (
        "004",
        197,
        "https://stackoverflow.com/questions/62626052/what-are-the-differences-between-torch-jit-trace-and-torch-jit-script-in-torchsc",
    ),
    (
        "004",
        255,
        "https://pytorch.org/docs/stable/amp.html?highlight=torch%20cuda%20amp#module-torch.cuda.amp",
    ),
]
PICTURE = re.compile(r"\.png$")


def memo_links(seeds: Path = SEEDS) -> list[tuple[str, int, str]]:
    """The links of the memo files, as MEMO_LINKS lists them."""
    found, seen = [], set()
    for path in sorted(seeds.glob("0*.txt")):
        memo = path.name[:3]
        lines = path.read_text(encoding="utf-8").split("\n")
        for number, line in enumerate(lines, 1):
            for url in _URL.findall(line):
                url = url.rstrip(".,;:")
                if (memo, url) not in seen:
                    seen.add((memo, url))
                    found.append((memo, number, url))
    return found


def link_targets(page: Path) -> list[str]:
    return re.findall(r"\]\((https?://[^)\s]+)\)", page.read_text(encoding="utf-8"))


@pytest.mark.parametrize("page", PAGES, ids=["en", "zh"])
def test_every_memo_link_is_on_the_page(page):
    targets = link_targets(page)
    missing = [(m, n, url) for m, n, url in MEMO_LINKS if url not in targets]
    assert not missing, f"{page.relative_to(ROOT)} lacks: {missing}"
    extra = sorted(set(targets) - {url for _, _, url in MEMO_LINKS})
    assert not extra, f"{page.relative_to(ROOT)} links what no memo gave: {extra}"


@pytest.mark.parametrize("page", PAGES, ids=["en", "zh"])
def test_the_page_counts_the_links_it_holds(page):
    reading = [url for _, _, url in MEMO_LINKS if not PICTURE.search(url)]
    pictures = [url for _, _, url in MEMO_LINKS if PICTURE.search(url)]
    assert (len(reading), len(pictures)) == (63, 7)
    text = page.read_text(encoding="utf-8")
    said = (
        [
            f"{len(reading)} links",
            f"All {len(reading)}",
            f"The {len(pictures)} pictures",
        ]
        if page == PAGE
        else [
            f"{len(reading)} 个链接",
            f"这 {len(reading)} 个链接",
            f"{len(pictures)} 张",
        ]
    )
    assert all(words in text for words in said), said


def test_the_list_is_the_memos_own():
    if not SEEDS.is_dir():
        pytest.skip("the memo files are not in this repository: set PRACTICES_SEEDS")
    assert memo_links() == MEMO_LINKS


def _memo_text(seeds: Path) -> str:
    """Memos 002 and 004 as read: reStructuredText links and escapes undone."""
    text = "".join(
        path.read_text(encoding="utf-8") for path in sorted(seeds.glob("00[24]_*.txt"))
    )
    text = text.replace("\\ ", "")  # an escaped space is no space
    return re.sub(r"`([^`<]*?)\s*<[^>]*>`_|\\", r"\1", text)


def test_the_chinese_memos_are_quoted_in_their_own_words():
    """A Chinese quotation on these pages, and the block quote of memo 004's guide to
    the documentation on sources.zh.md, is the memo's text, exactly."""
    if not SEEDS.is_dir():
        pytest.skip("the memo files are not in this repository: set PRACTICES_SEEDS")
    memos = _memo_text(SEEDS)
    quotes = [
        quote
        for page in PAGES
        for quote in re.findall(r"“([^”]*)”", page.read_text(encoding="utf-8"))
        if re.search("[\u4e00-\u9fff]", quote)
    ]
    sources = (DOCS / "about" / "sources.zh.md").read_text(encoding="utf-8")
    quotes += re.findall(r"^> (.+)$", sources, re.M)
    assert len(quotes) > 10
    assert [q for q in quotes if q not in memos] == []
