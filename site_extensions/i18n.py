"""The site's two languages, and every word the build writes into a page itself.

The pages are written by people: ``docs/x.md`` in English, ``docs/x.zh.md`` its
Chinese translation (``site_extensions/translations.py`` keeps the two in step). What
the build adds to a page — the line under each block saying where it was verified,
the generated lists, the captions' links, the banner on a translation that is behind
— is worded here, once per language, and picked by the language of the page being
built: ``hooks/i18n.py`` sets :data:`current` before each page is rendered.
"""

from __future__ import annotations

DEFAULT = "en"
LANGUAGES = ("en", "zh")
current = DEFAULT  # the language of the page being built

WORDS: dict[str, dict[str, str]] = {
    # The line under each block, and its tooltips (site_extensions/records.py)
    "passed": {"en": "passed", "zh": "通过"},
    "failed": {"en": "FAILED", "zh": "失败"},
    "skipped": {"en": "skipped", "zh": "跳过"},
    "outcome on": {"en": "{outcome} on {where}", "zh": "{outcome}：{where}"},
    "no record": {
        "en": "no record of this block on torch {lane} yet",
        "zh": "还没有这段代码在 torch {lane} 上的运行记录",
    },
    "gpu not yet run": {"en": "GPU: not yet run", "zh": "GPU：尚未运行"},
    "no gpu has run": {
        "en": "no GPU has run this block yet",
        "zh": "还没有 GPU 运行过这段代码",
    },
    # The line under each page's title
    "not verified": {
        "en": "Not yet verified: no record of a run",
        "zh": "尚未验证：没有运行记录",
    },
    "verified with": {
        "en": "Verified with torch {builds} on {device}, {date}",
        "zh": "已在{device}上用 torch {builds} 验证，{date}",
    },
    "verified with each": {"en": "Verified with {each}", "zh": "验证环境：{each}"},
    "a cpu": {"en": "a CPU", "zh": " CPU "},
    "comma": {"en": ", ", "zh": "、"},
    "and": {"en": " and ", "zh": " 和 "},
    "gpu checks": {"en": " · GPU checks: {where}", "zh": " · GPU 检查：{where}"},
    "gpu checks not run": {
        "en": " · GPU checks: not yet run",
        "zh": " · GPU 检查：尚未运行",
    },
    "end": {"en": ".", "zh": "。"},
    # What changed across releases
    "no changes": {
        "en": "No block behaves differently between the releases checked.",
        "zh": "在检查的各个版本之间，没有哪段代码的行为不同。",
    },
    "the example": {
        "en": "The example `{snippet}`, on [{title}]({link}).",
        "zh": "示例 `{snippet}`，见[{title}]({link})。",
    },
    "lane passed": {
        "en": "Passed, asserting this release's behaviour.",
        "zh": "通过，断言的是这个版本的行为。",
    },
    "lane skipped": {"en": "Skipped: {reason}.", "zh": "跳过：{reason}。"},
    "lane failed": {"en": "FAILED.", "zh": "失败。"},
    # The table of GPU checks
    "no record yet": {"en": "No record of a run yet.", "zh": "还没有运行记录。"},
    "last gpu run": {"en": "Last GPU run: {where}.", "zh": "上次 GPU 运行：{where}。"},
    "not run on a gpu": {
        "en": "**Not yet run on a GPU.** No GPU has run the {count} checks below; "
        "every release lane skips them for want of a CUDA device.",
        "zh": "**尚未在 GPU 上运行。** 下面 {count} 项检查还没有在 GPU 上运行过；"
        "各个版本通道都因为没有 CUDA 设备而跳过了它们。",
    },
    "gpu table head": {
        "en": "| Page | Snippet | Marks | Status |",
        "zh": "| 页面 | 示例文件 | 标记 | 状态 |",
    },
    "not yet on a gpu": {"en": "not yet run on a GPU", "zh": "尚未在 GPU 上运行"},
    # Code captions (site_extensions/page_sources.py)
    "in the repository": {
        "en": "{name} in the repository",
        "zh": "代码仓库中的 {name}",
    },
    "download name": {"en": "Download {name}", "zh": "下载 {name}"},
    "download": {"en": "Download", "zh": "下载"},
    # The page's buttons (overrides/partials/actions.html)
    "view source": {
        "en": "View source, with the code each block runs",
        "zh": "查看源文件，含每段代码实际运行的内容",
    },
    # The banner on a translation that is behind its English page (hooks/i18n.py)
    "behind title": {"en": "", "zh": "译文落后于英文原文"},
    "behind text": {
        "en": "",
        "zh": "英文原文在这篇译文之后有过修改，译文尚未跟上。示例代码和输出与英文版"
        "相同（它们来自同一组经过测试的文件）；说明文字以"
        '<a href="{link}" hreflang="en">英文版</a>为准。',
    },
}


def t(key: str, lang: str | None = None, **values: object) -> str:
    """The words for ``key`` in ``lang`` (the page being built by default)."""
    text = WORDS[key][lang or current]
    return text.format(**values) if values else text
