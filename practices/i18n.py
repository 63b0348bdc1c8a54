"""The site's two languages, and every word the build writes into a page itself.

The pages are written by people: ``docs/x.md`` in English, ``docs/x.zh.md`` its
Chinese translation (``practices/translations.py`` keeps the two in step). What
the build adds to a page — the line under each block saying where it was verified,
the generated lists, the captions' links, the banner on a translation that is behind
— is worded here, once per language, and picked by the language of the page being
built: ``practices/hooks/i18n.py`` sets :data:`current` before each page is rendered.
"""

from __future__ import annotations

DEFAULT = "en"
LANGUAGES = ("en", "zh")
current = DEFAULT  # the language of the page being built

WORDS: dict[str, dict[str, str]] = {
    # The verification lines (practices/records.py). Under each block: its
    # outcome on each release, folded, with the reasons inside
    "passed": {"en": "passed", "zh": "通过"},
    "failed": {"en": "FAILED", "zh": "失败"},
    "skipped": {"en": "skipped", "zh": "跳过"},
    "lane outcome": {"en": "{symbol} {lane}", "zh": "{symbol} {lane}"},
    "lane not passed": {
        "en": "{symbol} {lane} ({outcome})",
        "zh": "{symbol} {lane}（{outcome}）",
    },
    "outcome on": {"en": "{outcome} on {where}", "zh": "{outcome}：{where}"},
    "outcome because": {
        "en": "{outcome} on {where}: {reason}",
        "zh": "{outcome}：{where}；{reason}",
    },
    "where": {
        "en": "torch {torch}, {device}, {date}",
        "zh": "torch {torch}，{device}，{date}",
    },
    # A GPU record whose build is older than every release lane (said in the
    # block's details, as an aside, and in the home page's count, after a comma)
    "older build": {
        "en": "that machine's own torch, older than every release checked here",
        "zh": "那台机器自带的 torch，比本站检查的每个版本都旧",
    },
    # A lane that runs a release on another Python than the default lane's
    "lane python": {
        "en": "{release} on Python {python}",
        "zh": "{release}（Python {python}）",
    },
    "where python": {
        "en": "torch {torch}, Python {python}, {device}, {date}",
        "zh": "torch {torch}，Python {python}，{device}，{date}",
    },
    "unrecorded": {"en": "no record", "zh": "无记录"},
    "no record": {
        "en": "no record of this block on torch {lane} yet",
        "zh": "还没有这段代码在 torch {lane} 上的运行记录",
    },
    "gpu not yet run": {"en": "GPU: not yet run", "zh": "GPU：尚未运行"},
    "no gpu has run": {
        "en": "no GPU has run this block yet",
        "zh": "还没有 GPU 运行过这段代码",
    },
    "not yet run": {"en": "Not yet run", "zh": "尚未运行"},
    "not yet run why": {
        "en": "This block has not run anywhere yet: every release skipped it.",
        "zh": "这段代码还没有在任何地方运行过：每个版本都跳过了它。",
    },
    "lane list": {"en": "Where this block ran", "zh": "这段代码的运行情况"},
    "report": {"en": "Report a problem", "zh": "报告问题"},
    "report label": {
        "en": "Report a problem with {snippet}",
        "zh": "报告问题：{snippet}",
    },
    "report title": {
        "en": "Problem with {snippet} on “{title}”",
        "zh": "“{title}”中 {snippet} 的问题",
    },
    "report body": {
        "en": "Page: {url}\nBlock: {snippet}, in the section “{section}”\n"
        "Releases: {releases}\n\nWhat went wrong (what you ran, what you expected, "
        "what happened):\n\n",
        "zh": "页面：{url}\n代码块：{snippet}，所在小节“{section}”\n"
        "版本：{releases}\n\n出了什么问题（运行了什么、预期是什么、实际发生了什么）：\n\n",
    },
    # The skip reasons, by the code a record stores (practices/testing/marks.py): a
    # mark's need, "reason mark:NAME" (its English words are the mark's reason in
    # pytest's summary and the README), an optional package, "reason package";
    # and what a skipped block lacked, for the line under a page's title:
    # "lacking mark:NAME", "lacking package"
    "reason package": {
        "en": "needs the optional package '{name}'",
        "zh": "需要可选包 {name}",
    },
    "lacking package": {"en": "packages not installed there", "zh": "可选包"},
    "reason mark:cuda": {
        "en": "needs a CUDA device; none is visible",
        "zh": "需要 CUDA 设备，但没有可见的 CUDA 设备",
    },
    "lacking mark:cuda": {
        "en": "a CUDA device",
        "zh": " CUDA 设备",
    },
    "reason mark:multigpu": {
        "en": "needs two CUDA devices",
        "zh": "需要两个 CUDA 设备",
    },
    "lacking mark:multigpu": {
        "en": "two CUDA devices",
        "zh": "两个 CUDA 设备",
    },
    "reason mark:no_accelerator": {
        "en": "shows the behaviour without an accelerator; one is visible here",
        "zh": "展示没有加速器时的行为，而这里有可见的加速器",
    },
    "lacking mark:no_accelerator": {
        "en": "a machine without an accelerator",
        "zh": "没有加速器的机器",
    },
    "reason mark:distributed": {
        "en": "needs torch.distributed with the gloo backend; "
        "this torch build lacks it",
        "zh": "需要支持 gloo 后端的 torch.distributed，这个 torch 构建中没有 gloo 后端",
    },
    "lacking mark:distributed": {
        "en": "the gloo backend of torch.distributed",
        "zh": " torch.distributed 的 gloo 后端",
    },
    "reason mark:cpp": {
        "en": "needs a C++ compiler and the ninja package",
        "zh": "需要 C++ 编译器和 ninja 包",
    },
    "lacking mark:cpp": {
        "en": "a C++ compiler and ninja",
        "zh": " C++ 编译器和 ninja ",
    },
    "reason mark:private_shm": {
        "en": "needs Linux's unshare and permission to mount a private /dev/shm",
        "zh": "需要 Linux 的 unshare 命令和挂载私有 /dev/shm 的权限",
    },
    "lacking mark:private_shm": {
        "en": "permission to mount a private /dev/shm",
        "zh": "挂载私有 /dev/shm 的权限",
    },
    "reason mark:docker": {
        "en": "needs the docker command-line tool",
        "zh": "需要 docker 命令行工具",
    },
    "lacking mark:docker": {
        "en": "the docker command-line tool",
        "zh": " docker 命令行工具",
    },
    # The line under each page's title: how many of its blocks passed on each release
    "not verified": {
        "en": "Not yet verified: no record of a run",
        "zh": "尚未验证：没有运行记录",
    },
    "verified on": {
        "en": "Verified on {device}, {date}.",
        "zh": "{date} 在 {device} 上验证。",
    },
    "verified": {"en": "Verified.", "zh": "已验证。"},
    # a code annotation's marker (practices/code_notes.py), for screen readers
    "code note": {"en": "Note {n}", "zh": "注释 {n}"},
    "a cpu": {"en": "a CPU", "zh": "CPU"},
    "blocks": {"en": "{total} blocks:", "zh": "共 {total} 段代码："},
    "one block": {"en": "1 block:", "zh": "共 1 段代码："},
    "all passed on": {
        "en": "all passed on torch {builds}",
        "zh": "在 torch {builds} 上全部通过",
    },
    "one passed on": {
        "en": "passed on torch {builds}",
        "zh": "在 torch {builds} 上通过",
    },
    "none passed on": {
        "en": "none passed on torch {builds}",
        "zh": "在 torch {builds} 上没有一段通过",
    },
    "some passed on": {
        "en": "{passed} passed on torch {builds}",
        "zh": "在 torch {builds} 上通过 {passed} 段",
    },
    "build where": {
        "en": "{build} ({device}, {date})",
        "zh": "{build}（{device}，{date}）",
    },
    "skipped for want": {
        "en": "{n} skipped for want of {what}",
        "zh": "{n} 段因缺少{what}而跳过",
    },
    "skipped because": {"en": "{n} skipped: {reason}", "zh": "{n} 段跳过：{reason}"},
    "n failed": {"en": "{n} FAILED", "zh": "{n} 段失败"},
    "n unrecorded": {"en": "{n} with no record", "zh": "{n} 段没有运行记录"},
    "aside": {"en": " ({text})", "zh": "（{text}）"},
    "comma": {"en": ", ", "zh": "、"},
    "and": {"en": " and ", "zh": " 和 "},
    "gpu checks": {
        "en": "GPU checks: {passed} of {total} passed on {where}.",
        "zh": "GPU 检查：在 {where} 上通过 {total} 段中的 {passed} 段。",
    },
    "gpu checks not run one": {
        "en": "GPU checks: not yet run (1 block).",
        "zh": "GPU 检查：尚未运行（1 段代码）。",
    },
    "gpu checks not run": {
        "en": "GPU checks: not yet run ({total} blocks).",
        "zh": "GPU 检查：尚未运行（{total} 段代码）。",
    },
    "end": {"en": ".", "zh": "。"},
    # How many blocks ran, site-wide, counted from the records (the home page and
    # the page on how the site stays true: practices/run_counts.py)
    "runs total": {
        "en": "The tests run {total} blocks of code from these pages: {lanes}.",
        "zh": "测试共运行本站页面上的 {total} 段代码：{lanes}。",
    },
    "runs on": {
        "en": "on torch {release}, {what}",
        "zh": "在 torch {release} 上，{what}",
    },
    "runs comma": {"en": ", ", "zh": "，"},
    "runs passed": {"en": "{n} passed", "zh": "{n} 段通过"},
    "runs failed": {"en": "{n} FAILED", "zh": "{n} 段失败"},
    "runs skipped other": {
        "en": "{n} were skipped for want of an optional package or tool",
        "zh": "{n} 段因缺少可选包或工具而跳过",
    },
    "runs skipped gpu": {
        "en": "{n} were skipped for want of a CUDA device",
        "zh": "{n} 段因没有 CUDA 设备而跳过",
    },
    "runs two gpus": {
        "en": " ({n} of them two devices)",
        "zh": "（其中 {n} 段需要两块 GPU）",
    },
    "runs gpu none": {
        "en": "None of the {n} blocks that need a CUDA device{two} has run yet: no "
        "GPU has run the tests, and there is no GPU record. What they claim is "
        "stated, not yet checked.",
        "zh": "需要 CUDA 设备的 {n} 段代码{two}至今一段都没有运行过：还没有 GPU "
        "运行过测试，也没有 GPU 记录。它们所说的内容只是陈述，尚未经过检查。",
    },
    "runs gpu some": {
        "en": "Of the {n} blocks that need a CUDA device{two}, {ran} have run on a "
        "GPU ({builds}) and {passed} of those passed; the others have not run on a "
        "GPU yet.",
        "zh": "需要 CUDA 设备的 {n} 段代码{two}中，有 {ran} 段在 GPU 上运行过"
        "（{builds}），其中 {passed} 段通过；其余的还没有在 GPU 上运行过。",
    },
    "runs gpu build": {
        "en": "torch {torch} on {device}, {date}{older}",
        "zh": "{device} 上的 torch {torch}，{date}{older}",
    },
    "runs gpu older": {"en": ", {older}", "zh": "；{older}"},
    "runs none": {
        "en": "No block has a record of a run yet.",
        "zh": "还没有任何代码块的运行记录。",
    },
    "sentence gap": {"en": " ", "zh": ""},
    "how checked": {"en": "How this is checked", "zh": "验证方式"},
    # What changed across releases
    "no changes": {
        "en": "No block behaves differently between the releases checked.",
        "zh": "在检查的各个版本之间，没有哪段代码的行为不同。",
    },
    "the example": {
        "en": "The example `{snippet}`, on [{title}]({link}).",
        "zh": "示例 `{snippet}`，见{gap}[{title}]({link})。",
    },
    "lane passed": {
        "en": "Passed, asserting this release's behaviour.",
        "zh": "通过（按这个版本的行为断言）。",
    },
    "lane skipped": {"en": "Skipped: {reason}.", "zh": "跳过：{reason}。"},
    "lane failed": {"en": "FAILED.", "zh": "失败。"},
    "packages only": {
        "en": "{n} examples differ only because an older release's environment, or "
        "the Python 3.13 lane's, does not install a package they need",
        "zh": "另有 {n} 个示例，只是因为较旧版本的环境（或 Python 3.13 版本通道的环境）"
        "没有安装它们需要的包而不同",
    },
    "packages only intro": {
        "en": "Each was skipped there, not run; on the releases that ran it, it "
        "passed.",
        "zh": "它们在那里被跳过，并没有运行；在运行过它们的版本上都通过了。",
    },
    "packages only numbers": {
        "en": "On those releases, only the numbers it printed differ.",
        "zh": "在这些版本上，只有打印出的数值不同。",
    },
    "packages only item": {
        "en": "[{section}]({link}): {snippets}. Passed on torch {passed}; skipped on "
        "{skipped} for want of {packages}.",
        "zh": "[{section}]({link})：{snippets}。在 torch {passed} 上通过；在 {skipped} "
        "上因缺少 {packages} 而跳过。",
    },
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
    # Code captions (practices/page_sources.py)
    "in the repository": {
        "en": "{name} in the repository",
        "zh": "代码仓库中的 {name}",
    },
    "download name": {"en": "Download {name}", "zh": "下载 {name}"},
    "download": {"en": "Download", "zh": "下载"},
    # The button under a block whose checking lines are folded (practices/
    # folds.py): {n} lines that check or echo what the block shows
    "show checks": {
        "en": "Show the {n} lines that check it",
        "zh": "显示 {n} 行检查代码",
    },
    "show check": {"en": "Show the line that checks it", "zh": "显示 1 行检查代码"},
    "hide checks": {
        "en": "Hide the {n} lines that check it",
        "zh": "隐藏 {n} 行检查代码",
    },
    "hide check": {"en": "Hide the line that checks it", "zh": "隐藏 1 行检查代码"},
    # A page's notebook (practices/notebooks.py): its link under the title,
    # and the Markdown cells between the code cells
    "notebook link": {
        "en": "Download this page as a notebook",
        "zh": "下载本页的 Jupyter 笔记本",
    },
    "notebook link title": {
        "en": "The page's code blocks in page order, each with the output shown "
        "under it: a Jupyter notebook (.ipynb)",
        "zh": "本页的代码块，按页面顺序排列，各附页面上显示的输出：Jupyter 笔记本"
        "（.ipynb）",
    },
    "notebook intro": {
        "en": "The code of [{title}]({url}), block by block in page order, each "
        "with the output the page shows for it. The cells share one kernel: run "
        "them in order from the top, as some continue the ones before. The tests "
        "run each block as a program of its own, in a temporary folder.",
        "zh": "[{title}]({url}) 的代码，按页面顺序逐段排列，每段都附有页面上显示的"
        "输出。所有单元格共用一个内核：请从上往下依次运行，有些单元格接着前面的单元格"
        "往下写。测试时，每段代码都作为独立的程序在临时文件夹中运行。",
    },
    "notebook needs": {
        "en": "**Before running it:** {notes}",
        "zh": "**运行之前：**{notes}",
    },
    "notebook cpp block": {
        "en": "**C++, not a notebook cell:** compile it against LibTorch as the page "
        "shows; it is here to read.",
        "zh": "**这是 C++ 代码，不是笔记本单元格：**请按页面上的说明针对 LibTorch "
        "编译运行，这里只供阅读。",
    },
    "notebook prints": {"en": "What it prints:", "zh": "它的输出："},
    "notebook package": {
        "en": "Needs the optional package `{name}`.",
        "zh": "需要可选包 `{name}`。",
    },
    "notebook cuda": {"en": "Needs a CUDA device.", "zh": "需要 CUDA 设备。"},
    "notebook multigpu": {
        "en": "Needs two or more CUDA devices.",
        "zh": "需要两个或更多 CUDA 设备。",
    },
    "notebook no_accelerator": {
        "en": "Shows what happens without an accelerator: on a machine with a GPU "
        "it prints other lines (pinning works there).",
        "zh": "展示没有加速器时的情况：在有 GPU 的机器上它会打印别的内容"
        "（那里可以锁页）。",
    },
    "notebook distributed": {
        "en": "Starts several processes that talk through `torch.distributed` (the "
        "gloo backend).",
        "zh": "会启动几个通过 `torch.distributed`（gloo 后端）通信的进程。",
    },
    "notebook cpp": {
        "en": "Needs a C++ compiler and the ninja package.",
        "zh": "需要 C++ 编译器和 ninja 包。",
    },
    "notebook private_shm": {
        "en": "Needs Linux's `unshare` and permission to mount a private `/dev/shm`.",
        "zh": "需要 Linux 的 `unshare` 命令和挂载私有 `/dev/shm` 的权限。",
    },
    "notebook docker": {
        "en": "Runs the `docker` command-line tool.",
        "zh": "会运行 `docker` 命令行工具。",
    },
    "notebook subprocess": {
        "en": "Needs a fresh Python: the tests run it in a process of its own. "
        "Restart the kernel before running it, or run it as a script.",
        "zh": "需要全新的 Python 进程：测试时它在自己的进程中运行。运行之前请先重启"
        "内核，或者把它作为脚本运行。",
    },
    "notebook slow": {
        "en": "Takes more than a few seconds.",
        "zh": "运行需要较长时间（超过几秒）。",
    },
    "notebook uses_previous": {
        "en": "Works on the files the block before it leaves in the folder: run "
        "that one first, in the same folder.",
        "zh": "要用到上一段代码在文件夹中留下的文件：请先在同一个文件夹中运行上一段。",
    },
    # (the notebook's words end here)
    # What a block's copy and download hold (practices/copies.py), said above
    # a fence whose copy holds more than the fence shows
    "copy joins before": {
        "en": "Copy and Download give the whole program the tests ran: the code "
        "shown before this block, then this block.",
        "zh": "复制和下载得到的是测试运行过的完整程序：先是这段代码之前展示的代码，"
        "再是这段代码。",
    },
    "copy joins after": {
        "en": "Copy and Download give the whole program the tests ran: this block, "
        "then the code shown after it.",
        "zh": "复制和下载得到的是测试运行过的完整程序：先是这段代码，"
        "再是它之后展示的代码。",
    },
    "copy joins both": {
        "en": "Copy and Download give the whole program the tests ran: the code "
        "shown before this block, this block, then the code shown after it.",
        "zh": "复制和下载得到的是测试运行过的完整程序：这段代码之前展示的代码、"
        "这段代码，以及它之后展示的代码。",
    },
    "copy uses previous": {
        "en": "Run the program above first, in the same folder: this one reads the "
        "files it writes.",
        "zh": "请先在同一个文件夹里运行上面的程序：这个程序要读取它写出的文件。",
    },
    # The page's buttons (overrides/partials/actions.html)
    "view source": {
        "en": "View source, with the code each block runs",
        "zh": "查看源文件，含每段代码实际运行的内容",
    },
    # The theme's words that Material does not translate: a heading's permalink
    # (practices/hooks/i18n.py) and the footer's "Made with"
    # (overrides/partials/copyright.html)
    "permalink": {"en": "Permanent link", "zh": "本节链接"},
    "made with": {"en": "Made with", "zh": "基于"},
    "made with after": {"en": "", "zh": " 构建"},
    # The diagrams, drawn once per language (scripts/diagrams.py): code, torch's
    # names and its error messages stay as they are
    "strides title": {
        "en": "A 2×3 tensor and its transpose share one storage",
        "zh": "一个 2×3 张量及其转置共用同一块存储",
    },
    "strides desc": {
        "en": "x = torch.arange(6).reshape(2, 3) has shape {x_shape}, stride "
        "{x_stride} and is contiguous: {x_contiguous}. x.t() has shape {t_shape}, "
        "stride {t_stride} and is contiguous: {t_contiguous}. Both read the same "
        "storage of {cells} cells: x in row order reads offsets {x_order}; x.t() in "
        "row order reads {t_order}.",
        "zh": "x = torch.arange(6).reshape(2, 3) 的形状为 {x_shape}，步长为 "
        "{x_stride}，是否连续：{x_contiguous}。x.t() 的形状为 {t_shape}，步长为 "
        "{t_stride}，是否连续：{t_contiguous}。两者读取同一块含 {cells} 个元素的存储："
        "按行读取时，x 依次读取偏移 {x_order}；x.t() 依次读取 {t_order}。",
    },
    "strides element": {
        "en": "element [i, j] reads storage[i·stride[0] + j·stride[1]]",
        "zh": "元素 [i, j] 读取 storage[i·stride[0] + j·stride[1]]",
    },
    "strides shape": {"en": "shape {shape}", "zh": "形状 {shape}"},
    "strides stride": {"en": "stride {stride}", "zh": "步长 {stride}"},
    "strides storage": {"en": "storage", "zh": "存储"},
    "strides one for both": {"en": "(one for both)", "zh": "（两者共用）"},
    "strides reads": {
        "en": "{name}, row by row, reads {order}",
        "zh": "{name} 按行依次读取 {order}",
    },
    "strides colour": {
        "en": "colour: the storage cell read",
        "zh": "颜色：读取的是哪个存储单元",
    },
    "autograd title": {
        "en": "The backward graph of {code}",
        "zh": "{code} 的反向计算图",
    },
    "autograd desc": {
        "en": "Walked from loss.grad_fn through next_functions: {names}. Arrows point "
        "the way gradients flow, from the loss to the AccumulateGrad node of each "
        "leaf, which writes its .grad.",
        "zh": "从 loss.grad_fn 沿 next_functions 遍历得到：{names}。箭头指向梯度流动"
        "的方向：从损失到每个叶子张量的 AccumulateGrad 节点，由它写入该张量的 .grad。",
    },
    "autograd leaves": {
        "en": "w, x, b: leaves with requires_grad=True",
        "zh": "w、x、b：requires_grad=True 的叶子张量",
    },
    "autograd writes": {"en": "writes {leaf}.grad", "zh": "写入 {leaf}.grad"},
    "autograd arrows": {
        "en": "Arrows: the way gradients flow in loss.backward(), along next_functions",
        "zh": "箭头：调用 loss.backward() 时梯度沿 next_functions 流动的方向",
    },
    "gradscaler title": {
        "en": "The per-optimizer states of torch.amp.GradScaler",
        "zh": "torch.amp.GradScaler 为每个优化器记录的状态",
    },
    "gradscaler desc": {
        "en": "Observed by driving GradScaler('cpu'), each optimizer starting in "
        "{start}: {moves}. {raises}",
        "zh": "驱动 GradScaler('cpu') 观察到的结果，每个优化器都从 {start} 开始："
        "{moves}。{raises}",
    },
    "gradscaler move": {
        "en": "{call} in {state}{note} leads to {target}",
        "zh": "在 {state} 状态下调用 {call}{note}，进入 {target}",
    },
    "gradscaler raise": {
        "en": "{call} in {state}{note} raises {kind} ({message})",
        "zh": "在 {state} 状态下调用 {call}{note}，引发 {kind}（{message}）",
    },
    "gradscaler heading": {
        "en": "torch.amp.GradScaler: a state per optimizer",
        "zh": "torch.amp.GradScaler：每个优化器各有一个状态",
    },
    "gradscaler observed": {
        "en": 'as observed driving GradScaler("cpu") with two optimizers',
        "zh": '用两个优化器驱动 GradScaler("cpu") 时观察到的状态',
    },
    "gradscaler alone": {
        "en": "no optimizer unscaled or stepped since the last update()",
        "zh": "自上次 update() 以来，没有优化器调用过 unscale_ 或 step",
    },
    "gradscaler other stepped": {
        "en": "another optimizer stepped",
        "zh": "另一个优化器已调用 step()",
    },
    "gradscaler skipped": {
        "en": "this optimizer did not step",
        "zh": "本优化器没有调用 step()",
    },
    "gradscaler raises": {"en": "Raises", "zh": "会报错的调用"},
    # The figures (scripts/benchmark_models.py, scripts/developer_tools_figures.py):
    # each image records the words it was drawn with (scripts/figures.py)
    "figure profile bar": {"en": " {ms} ms, {calls}", "zh": " {ms} ms，{calls}"},
    "figure profile call": {"en": "{n} call", "zh": "{n} 次调用"},
    "figure profile calls": {"en": "{n} calls", "zh": "{n} 次调用"},
    "figure profile x": {
        "en": "self CPU time per forward pass (ms)",
        "zh": "每次前向传播的自身 CPU 时间（ms）",
    },
    "figure profile title": {
        "en": "ResNet-50, {input}, top operators by self CPU time\n"
        "torch {torch}, {cpu}, {threads} threads",
        "zh": "ResNet-50，{input}，自身 CPU 时间最多的算子\n"
        "torch {torch}，{cpu}，{threads} 个线程",
    },
    "figure scalars title": {
        "en": "Scalars read back with EventAccumulator",
        "zh": "用 EventAccumulator 读回的标量",
    },
    "figure scalars x": {"en": "epoch (global_step)", "zh": "epoch（global_step）"},
    "figure scalars y": {
        "en": "Loss/train (log scale)",
        "zh": "Loss/train（对数坐标）",
    },
    "figure activations title": {
        "en": "Feature maps captured by a forward hook on conv1",
        "zh": "conv1 上的前向钩子捕获的特征图",
    },
    "figure activations input": {"en": "input", "zh": "输入"},
    "figure activations channel": {
        "en": "{layer} channel {index}",
        "zh": "{layer} 的通道 {index}",
    },
    # The banner on a translation that is behind its English page
    # (practices/hooks/i18n.py)
    "behind title": {"en": "", "zh": "译文落后于英文原文"},
    "behind text": {
        "en": "",
        "zh": "英文原文在这篇译文之后有过修改，译文尚未跟上。示例代码和输出与英文版"
        "相同（它们来自同一组经过测试的文件）；说明文字以"
        '<a href="{link}" hreflang="en">英文版</a>为准。',
    },
    # The generated measurements (practices/measurements.py): what the data
    # files written by scripts/measure_performance.py, benchmark_models.py and
    # count_table.py say, in each language
    "measured on": {"en": "Measured on:", "zh": "测量环境："},
    "property": {"en": "Property", "zh": "属性"},
    "value": {"en": "Value", "zh": "值"},
    "machine date_utc": {"en": "Date (UTC)", "zh": "日期（UTC）"},
    "machine cpu_count": {
        "en": "CPU count (os.cpu_count)",
        "zh": "CPU 数量（os.cpu_count）",
    },
    "machine torch_threads": {"en": "torch threads", "zh": "torch 线程数"},
    "machine platform": {"en": "Platform", "zh": "平台"},
    "machine cuda": {
        "en": "CUDA (torch.version.cuda)",
        "zh": "CUDA（torch.version.cuda）",
    },
    **{
        f"machine {key}": {"en": name, "zh": name}
        for key, name in [("cpu", "CPU"), ("python", "Python"), ("torch", "torch")]
        + [("gpu", "GPU")]
    },
    "no gpu visible": {"en": "none visible", "zh": "没有可见的 GPU"},
    "measured none": {"en": "none", "zh": "无"},
    "semicolon": {"en": "; ", "zh": "；"},
    "unit bytes": {"en": "{n} bytes", "zh": "{n} 字节"},
    "unit x": {"en": "{n}x", "zh": "{n}x"},
    **{
        f"unit {u}": {"en": f"{{n}} {u}", "zh": f"{{n}} {u}"}
        for u in ("ms", "s", "MiB")
    },
    # scripts/measure_performance.py
    "perf repeats": {
        "en": "Times are medians of {n} runs after warm-up unless noted; ratios are "
        "relative to the first row of each table.",
        "zh": "除非另有说明，时间都是预热后 {n} 次运行的中位数；比值都相对于每个表格的"
        "第一行。",
    },
    "perf heading": {"en": "**{title}**: {what}.", "zh": "**{title}**：{what}。"},
    "perf variant": {"en": "Variant", "zh": "方案"},
    "perf measured": {"en": "Measured", "zh": "实测"},
    "perf fusion": {
        "en": "Fusion with `torch.compile`",
        "zh": "用 `torch.compile` 融合",
    },
    "perf fusion setup": {
        "en": "`x.cos().cos()`, {elements:,} float32 elements",
        "zh": "`x.cos().cos()`，{elements:,} 个 float32 元素",
    },
    "perf eager": {"en": "eager (two kernels)", "zh": "eager 模式（两个 kernel）"},
    "perf compiled": {
        "en": "torch.compile, Inductor (one fused kernel)",
        "zh": "torch.compile，Inductor（一个融合后的 kernel）",
    },
    "perf speed-up": {"en": "speed-up", "zh": "加速比"},
    "perf first compiled call": {
        "en": "first compiled call (includes compiling)",
        "zh": "编译后的首次调用（含编译）",
    },
    "perf workers": {"en": "DataLoader workers", "zh": "DataLoader 工作进程"},
    "perf workers setup": {
        "en": "one epoch of {items} items that take {load_ms} ms each to load, "
        "batch_size={batch_size} (worker start-up included)",
        "zh": "一个 epoch 共 {items} 个样本，每个样本加载需要 {load_ms} ms，"
        "batch_size={batch_size}（含工作进程的启动）",
    },
    "perf checkpointing": {"en": "Gradient checkpointing", "zh": "梯度检查点"},
    "perf checkpointing setup": {
        "en": "{blocks} blocks of Linear({width}, {width}) + GELU, batch {batch}, "
        "forward and backward",
        "zh": "{blocks} 个 Linear({width}, {width}) + GELU 块，批大小 {batch}，"
        "前向和反向传播",
    },
    "perf saved plain": {
        "en": "tensors saved for backward, plain",
        "zh": "为反向传播保存的张量，不做检查点",
    },
    "perf saved checkpointed": {
        "en": "tensors saved for backward, each block checkpointed",
        "zh": "为反向传播保存的张量，每个块都做检查点",
    },
    "perf time plain": {"en": "time, plain", "zh": "时间，不做检查点"},
    "perf time checkpointed": {"en": "time, checkpointed", "zh": "时间，做检查点"},
    "perf amp": {
        "en": "Automatic mixed precision (CPU, bfloat16)",
        "zh": "自动混合精度（CPU，bfloat16）",
    },
    "perf amp setup": {
        "en": "small CNN ({convolutions} convolutions), batch {batch} of {shape}, "
        "inference on the CPU",
        "zh": "小型 CNN（{convolutions} 个卷积层），批大小 {batch}，每个样本 {shape}，"
        "在 CPU 上推理",
    },
    "perf item sync": {
        "en": "Host syncs with `.item()`",
        "zh": "`.item()` 引起的主机同步",
    },
    "perf item sync setup": {
        "en": "{steps} steps accumulating a loss, on the CPU (no GPU queue to wait "
        "for)",
        "zh": "{steps} 步累加损失，在 CPU 上（没有要等待的 GPU 队列）",
    },
    "perf item every step": {
        "en": "`.item()` every step",
        "zh": "每一步都调用 `.item()`",
    },
    "perf item once": {
        "en": "accumulate on the device, one `.item()`",
        "zh": "在设备上累加，只调用一次 `.item()`",
    },
    "perf file sizes": {
        "en": "File size: state_dict against the whole model",
        "zh": "文件大小：state_dict 对比整个模型",
    },
    "perf file sizes setup": {
        "en": "the small CNN saved two ways",
        "zh": "用两种方式保存的小型 CNN",
    },
    **{
        f"perf {key}": {"en": code, "zh": code}
        for key, code in [
            ("num_workers", "num_workers={n}"),
            ("float32", "float32"),
            ("autocast bfloat16", "autocast bfloat16"),
            ("save state_dict", "`torch.save(model.state_dict(), …)`"),
            ("save model", "`torch.save(model, …)`"),
        ]
    },
    # scripts/benchmark_models.py
    "timings how": {
        "en": "Each model built with `weights=None` (X3D-M: `pretrained=False`), in "
        "`eval()` mode under `torch.no_grad()`, timed with "
        "`Timer(...).blocked_autorange()` on {threads} threads "
        "(`num_threads=torch.get_num_threads()`). *First call* is one call timed "
        "with `time.perf_counter()` right after building the model, before Timer's "
        "warm-up. *IQR* is the interquartile range of the times per run, and in "
        "brackets its share of the median. *Runs* is measurements x runs per "
        "measurement. *Timer warned* says whether the printed `Measurement` carries "
        "Timer's warning, which it adds when the IQR is {warn}% of the median or more.",
        "zh": "每个模型都用 `weights=None` 构建（X3D-M 用 `pretrained=False`），处于 "
        "`eval()` 模式并在 `torch.no_grad()` 下运行，用 "
        "`Timer(...).blocked_autorange()` 在 {threads} 个线程上计时"
        "（`num_threads=torch.get_num_threads()`）。“首次调用”是构建模型之后、"
        "Timer 预热之前，用 `time.perf_counter()` 计时的一次调用。“IQR”"
        "是每次运行所用时间的四分位距，括号中是它占中位数的比例。“运行次数”是"
        "测量次数 × 每次测量的运行次数。“Timer 警告”说明打印出的 `Measurement` "
        "是否带有 Timer 的警告；IQR 达到中位数的 {warn}% 或更多时，Timer 会加上这个"
        "警告。",
    },
    "timings model": {"en": "Model", "zh": "模型"},
    "timings input": {"en": "Input", "zh": "输入"},
    "timings parameters": {"en": "Parameters", "zh": "参数量"},
    "timings first call": {"en": "First call", "zh": "首次调用"},
    "timings timer median": {"en": "Timer median", "zh": "Timer 中位数"},
    "timings iqr": {"en": "IQR", "zh": "IQR"},
    "timings runs": {"en": "Runs", "zh": "运行次数"},
    "timings timer warned": {"en": "Timer warned", "zh": "Timer 警告"},
    "timings warned yes": {"en": "yes", "zh": "是"},
    "timings warned no": {"en": "no", "zh": "否"},
    "timings compare": {
        "en": "`print(benchmark.Compare(results))` for the same measurements:",
        "zh": "同一批测量结果的 `print(benchmark.Compare(results))`：",
    },
    "timings measurement": {
        "en": "`print(measurement)` for {model}:",
        "zh": "{model} 的 `print(measurement)`：",
    },
    "timings took": {
        "en": "The script ran for {seconds} s in all, the profiles and the Ultra "
        "Benchmarking block included.",
        "zh": "脚本总共运行了 {seconds} s，包括性能分析和 Ultra Benchmarking 代码段。",
    },
    "profile how": {
        "en": "{model} (`{weights}`), input {input}, `eval()` and `torch.no_grad()`, "
        "two warm-up calls, then {passes} forward passes under "
        "`torch.profiler.profile(activities=[ProfilerActivity.CPU])`; "
        '`prof.key_averages().table(sort_by="self_cpu_time_total", '
        "row_limit={row_limit})`"
        " (times and calls are for all {passes} passes), its columns as a table:",
        "zh": "{model}（`{weights}`），输入 {input}，`eval()` 和 `torch.no_grad()`，"
        "先预热调用两次，然后在 "
        "`torch.profiler.profile(activities=[ProfilerActivity.CPU])` 下做 {passes} "
        "次前向传播；"
        '`prof.key_averages().table(sort_by="self_cpu_time_total", '
        "row_limit={row_limit})`"
        "（时间和调用次数是全部 {passes} 次传播的合计），其各列整理成表格：",
    },
    "profile printed": {
        "en": "What `{program}` printed here, each profiler table's columns as a "
        "table:",
        "zh": "`{program}` 在这里打印的内容，每个性能分析表格的各列整理成表格：",
    },
    "profile total": {
        "en": "Self CPU time total: {total}",
        "zh": "Self CPU 总时间：{total}",
    },
    # scripts/count_table.py
    "counts model": {
        "en": "**{name}** (`{builder}`, input {input}).",
        "zh": "**{name}**（`{builder}`，输入 {input}）。",
    },
    "counts head tool": {"en": "Tool", "zh": "工具"},
    "counts head counts": {"en": "Counts", "zh": "计数对象"},
    "counts head parameters": {"en": "Parameters", "zh": "参数量"},
    "counts head eval": {"en": "eval()", "zh": "eval()"},
    "counts head train": {"en": "train()", "zh": "train()"},
    "counts head notebook": {"en": "Notebook (quoted)", "zh": "笔记本（引用）"},
    "counts head change": {"en": "Change from the notebook", "zh": "相对笔记本的变化"},
    "counts head beyond": {
        "en": "Count − those multiply-adds",
        "zh": "计数 − 上述乘加",
    },
    "counts head rest": {
        "en": "The rest, by the tool's own breakdown",
        "zh": "其余部分，按工具自己的分项",
    },
    "counts multiply-adds": {"en": "multiply-adds", "zh": "乘加"},
    "counts parameters only": {"en": "parameters only", "zh": "仅参数量"},
    "counts FLOPs": {
        "en": "FLOPs (2 per multiply-add)",
        "zh": "FLOPs（每次乘加计 2 次）",
    },
    "counts printed": {"en": "{g} (printed: {n:,})", "zh": "{g}（打印值：{n:,}）"},
    "counts equal printed": {
        "en": "none (equal to the printed total)",
        "zh": "无（等于打印的总数）",
    },
    "counts same at": {
        "en": "none at {decimals} decimals",
        "zh": "保留 {decimals} 位小数时无变化",
    },
    "counts official": {
        "en": "official (quoted by the notebook)",
        "zh": "官方数字（笔记本引用）",
    },
    "counts metadata": {
        "en": "torchvision's metadata, `{weights}.meta`",
        "zh": "torchvision 的元数据，`{weights}.meta`",
    },
    "counts ops": {"en": "`_ops`, in billions", "zh": "`_ops`，单位为十亿"},
    "counts modes": {
        "en": "eval() and train() are the model's mode when the tool was called. The "
        "notebook's models came from `torch.hub.load`, in training mode, so its "
        "figures are compared with train(). Tools that left the model in another "
        "mode than they found it: {changes}.",
        "zh": "eval() 和 train() 是调用工具时模型所处的模式。笔记本的模型来自 "
        "`torch.hub.load`，处于训练模式，所以笔记本的数字与 train() 下的计数比较。"
        "让模型离开原来模式的工具：{changes}。",
    },
    "counts mode change": {
        "en": "{tool} (from {from}() to {to}())",
        "zh": "{tool}（从 {from}() 变为 {to}()）",
    },
    "counts made of": {
        "en": "**{name}, what each eval() count is made of.** The multiply-adds of "
        "the convolutions and linear layers, which every tool counts: {core:,} (half "
        "of torch's FlopCounterMode: {torch_parts}). Adding the biases of the layers "
        "that have one takes {bias:,} additions (one per output element).",
        "zh": "**{name}：每个 eval() 计数由什么组成。** 卷积层和线性层的乘加（每个"
        "工具都统计它们）：{core:,}（torch 的 FlopCounterMode 的一半：{torch_parts}）。"
        "为有偏置的层加上偏置需要 {bias:,} 次加法（每个输出元素一次）。",
    },
    "counts in train": {"en": "{tool}, train()", "zh": "{tool}，train()"},
    "counts bias additions": {"en": "the bias additions", "zh": "偏置的加法"},
    "counts ptflops rest": {
        "en": "modules {modules:+,} beyond those multiply-adds; patched "
        "`torch.nn.functional` calls and tensor ops {ops:,}",
        "zh": "模块超出上述乘加的部分 {modules:+,}；打了补丁的 "
        "`torch.nn.functional` 调用和张量操作 {ops:,}",
    },
    "counts beyond": {
        "en": "convolutions and linear beyond their multiply-adds {n:,}",
        "zh": "卷积层和线性层超出其乘加的部分 {n:,}",
    },
    "counts nothing": {"en": "nothing", "zh": "无"},
    "counts fvcore skips": {
        "en": "What fvcore skips in eval() ({n} warnings, logged through `logging`):",
        "zh": "fvcore 在 eval() 下跳过的内容（{n} 条警告，通过 `logging` 记录）：",
    },
    "counts fvcore train": {
        "en": "In train(), fvcore's warnings that differ:",
        "zh": "在 train() 下，fvcore 不同的警告：",
    },
    "counts fvcore notebook": {
        "en": "fvcore's train() warnings are the ones the notebook's output prints, "
        "all {n} lines with the same counts.",
        "zh": "fvcore 在 train() 下的警告正是笔记本输出中打印的那些，全部 {n} 行，"
        "次数也相同。",
    },
    "counts add_": {
        "en": "In train(), fvcore skips `aten::add_` {more} more times than in "
        "eval(): as many as the model has BatchNorm layers ({layers}), each of "
        "which adds 1 to its `num_batches_tracked` in training mode.",
        "zh": "在 train() 下，fvcore 跳过 `aten::add_` 的次数比在 eval() 下多 {more} "
        "次：与模型中 BatchNorm 层的个数（{layers}）相同，每个 BatchNorm 层在训练"
        "模式下都会把自己的 `num_batches_tracked` 加 1。",
    },
    "counts thop no rule": {
        "en": "Leaf modules thop has no rule for, counted as zero: {names}.",
        "zh": "thop 没有规则、因而计为零的叶子模块：{names}。",
    },
    "counts then title": {
        "en": "**How the notebook's thop figures relate to today's.**",
        "zh": "**笔记本中 thop 的数字与今天的数字有何关系。**",
    },
    "counts then": {
        "en": "{model}: today's thop total {total:,}, minus half of its BatchNorm "
        "count ({batchnorm:,} / 2), minus its Softmax count ({softmax:,}), plus one "
        "addition per output element of the convolutions with a bias "
        "({conv_bias:,}): {then:,} ({g}), {match}.",
        "zh": "{model}：今天 thop 的总数 {total:,}，减去其 BatchNorm 计数的一半"
        "（{batchnorm:,} / 2），减去其 Softmax 计数（{softmax:,}），再为带偏置的卷积"
        "的每个输出元素加一次加法（{conv_bias:,}）：{then:,}（{g}），{match}。",
    },
    "counts then printed": {
        "en": "equal to the notebook's printed {n:,}",
        "zh": "等于笔记本打印的 {n:,}",
    },
    "counts then at": {
        "en": "the notebook's {g} at its {decimals} decimals",
        "zh": "即笔记本保留 {decimals} 位小数的 {g}",
    },
    "counts metadata matches": {
        "en": "torchvision's `_ops` for {model} equals, at its {decimals} decimals, "
        "the eval() count of: {tools}.",
        "zh": "{model} 的 torchvision `_ops` 在其保留的 {decimals} 位小数上等于以下"
        "工具的 eval() 计数：{tools}。",
    },
    # The errors readers paste (practices/common_errors.py): the Pitfalls
    # reference's list and the ranked table of reference/common-errors
    "common errors item": {
        "en": "- {what}: {fix} {where}",
        "zh": "- {what}：{fix}{where}",
    },
    "common errors see": {"en": "See {link}.", "zh": "参见{gap}{link}。"},
    "common errors to come": {
        "en": "(its section is to come)",
        "zh": "（对应小节尚未写成）",
    },
    "common errors silent": {
        "en": "{name} (silent: no error)",
        "zh": "{name}（静默：不报错）",
    },
    "common errors warns": {
        "en": ", which warns {message}",
        "zh": "，只给出警告 {message}",
    },
    "common errors gpu checked": {
        "en": " Its check needs a GPU: checked on a GPU with torch {release}.",
        "zh": "它的检查需要 GPU：已在 GPU 上用 torch {release} 检查。",
    },
    "common errors gpu not raised": {
        "en": " Its check needs a GPU: it ran on a GPU with torch {release}, where "
        "the error did not arise, so the message is not checked.",
        "zh": "它的检查需要 GPU：已在 GPU 上用 torch {release} 运行，但那里没有出现"
        "这个报错，所以报错信息未经检查。",
    },
    "common errors gpu failed": {
        "en": " Its check needs a GPU: it failed on a GPU with torch {release}.",
        "zh": "它的检查需要 GPU：在 GPU 上用 torch {release} 运行时未通过。",
    },
    "common errors gpu not run": {
        "en": " Its check needs a GPU; not yet run on one.",
        "zh": "它的检查需要 GPU，尚未在 GPU 上运行。",
    },
    "common errors rank": {"en": "Rank", "zh": "排名"},
    "common errors message": {"en": "Message", "zh": "报错信息"},
    "common errors pitfall": {"en": "Pitfall", "zh": "陷阱"},
    "common errors needs": {"en": "Needs", "zh": "需要"},
    "common errors needs cpu": {"en": "CPU", "zh": "CPU"},
    "common errors needs cuda": {"en": "CUDA device", "zh": "CUDA 设备"},
    "common errors section": {"en": "Section", "zh": "小节"},
    "common errors threads": {"en": "Threads", "zh": "讨论数"},
    "common errors in title": {"en": "In the title", "zh": "标题中含有"},
    "common errors score": {"en": "Score", "zh": "得分"},
    "common errors evidence item": {
        "en": "- {number}{name}: {threads}",
        "zh": "- {number}{name}：{threads}",
    },
    "common errors no thread": {
        "en": "no thread found",
        "zh": "没有找到讨论",
    },
    "common errors further reading": {
        "en": ". Further reading, not counted: {pages}",
        "zh": "。延伸阅读（不计入）：{pages}",
    },
    "counts no tool": {"en": "no tool", "zh": "没有工具"},
    "counts seconds": {
        "en": "Seconds per tool, eval() run, on the machine above: {models}",
        "zh": "每个工具所用的秒数，eval() 运行，在上面的机器上：{models}",
    },
    "counts model seconds": {"en": "{model}: {tools}", "zh": "{model}：{tools}"},
    "tool ptflops (pytorch backend)": {
        "en": "ptflops (pytorch backend)",
        "zh": "ptflops（pytorch 后端）",
    },
    "tool ptflops (aten backend)": {
        "en": "ptflops (aten backend)",
        "zh": "ptflops（aten 后端）",
    },
    **{
        f"tool {name}": {"en": name, "zh": name}
        for name in ["fvcore", "mmengine", "thop", "torchinfo", "torchsummary"]
        + ["torch FlopCounterMode"]
    },
}


def gap(text: str | None, lang: str | None = None) -> str:
    """The space Chinese text leaves before a Latin word or number that follows it
    (``参见 CUDA 与显存``), none before Chinese; English words have their own."""
    if (lang or current) != "zh" or not text:
        return ""
    return " " if text[0].isascii() and text[0].isalnum() else ""


def t(key: str, lang: str | None = None, **values: object) -> str:
    """The words for ``key`` in ``lang`` (the page being built by default)."""
    text = WORDS[key][lang or current]
    return text.format(**values) if values else text


def reason(code: str, lang: str | None = None) -> str | None:
    """The words of a skip reason's code (``pages.reason_code``) in ``lang``:
    ``mark:cuda`` is worded by "reason mark:cuda", ``package:thop`` by "reason
    package"; None for a code the catalog does not word."""
    kind, _, name = code.partition(":")
    if kind == "package" and name:
        return t("reason package", lang, name=name)
    key = f"reason {code}"
    return t(key, lang) if key in WORDS else None


def lacking(code: str, lang: str | None = None) -> str | None:
    """What a block skipped for ``code`` lacked, in a few words, or None."""
    key = "lacking package" if code.startswith("package:") else f"lacking {code}"
    return t(key, lang) if key in WORDS else None
