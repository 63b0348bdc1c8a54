"""Draw the pictures of docs/debugging/developer-tools.md from real runs.

    .venv/bin/python scripts/developer_tools_figures.py

Each picture runs a snippet of the page (in a temporary folder, as the tests do) and
draws what it produced:

    docs/assets/figures/tensorboard-scalars.png, tensorboard-scalars.zh.png
        the loss that tensorboard_read_back.py wrote to TensorBoard's event files,
        read back from them
    docs/assets/figures/layer-activations.png, layer-activations.zh.png
        the conv1 feature maps that the hook of layer_activations.py captured
    docs/assets/figures/netron-graph.png
        the model that netron_serve.py saved, served by netron, shown in Chromium
        (the script also checks that netron draws the ONNX file of onnx_export.py)

The two matplotlib pictures are drawn once per language from the same run, worded
by practices/i18n.py (Chinese in a font fontconfig lists for it, see
scripts/figures.py); netron's picture has no words of the site's and is drawn once.
Then it records each image in docs/assets/figures/figures.json (scripts/figures.py),
with the words it was drawn with.
The netron picture needs Debian's Chromium (/usr/bin/chromium) and Playwright for
Python (the `test` group pins it; `playwright install` is never run), and a font
with the brackets netron puts around tensor shapes (U+3008, U+3009): Debian's
fonts-wqy-microhei has them. The browser may
not reach anything but netron's server on 127.0.0.1: netron's page asks ipinfo.io
where its consent cookie is missing and reports usage to Google Analytics with
navigator.sendBeacon, so the script sets the cookie, replaces sendBeacon with a
function that sends nothing, aborts every request to another origin, and fails if
there was one. The browser's clock is set to netron's build date: netron asks to be
updated when it is more than 180 days old.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import runpy
import tempfile
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from practices.i18n import LANGUAGES, t  # noqa: E402
from scripts import figures  # noqa: E402

SNIPPETS = figures.ROOT / "snippets" / "debugging" / "developer-tools"
MADE_BY = "scripts/developer_tools_figures.py"
SCRIPT = Path(__file__).resolve()
# Plain PNGs: no creation time or software version in the file.
PNG_METADATA = {"Software": None}


def run_snippet(name: str, keep: Path | None = None) -> dict:
    """Run a snippet as the tests do, in a fresh folder (or `keep`); its globals."""
    with contextlib.ExitStack() as stack:
        workdir = keep or Path(stack.enter_context(tempfile.TemporaryDirectory()))
        start = os.getcwd()
        os.chdir(workdir)
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                return runpy.run_path(str(SNIPPETS / name), run_name="__main__")
        finally:
            os.chdir(start)


SCALARS_WORDS = ["figure scalars title", "figure scalars x", "figure scalars y"]
ACTIVATIONS_WORDS = [
    "figure activations title",
    "figure activations input",
    "figure activations channel",
]


def save(fig, name: str, snippet: str, lang: str, words: list[str]) -> Path:
    """Write `fig` as `name` in `lang` (x.png, x.zh.png) and record it with the
    keys of its words."""
    image = figures.FIGURES / figures.localized(name, lang)
    image.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(image, dpi=100, metadata=PNG_METADATA)
    plt.close(fig)
    figures.record(
        image,
        sources=[SCRIPT, SNIPPETS / snippet],
        made_by=MADE_BY,
        words=(lang, words),
    )
    return image


def tensorboard_scalars() -> list[Path]:
    """The loss of a short training run, as read back from the event files, drawn
    in each language."""
    run = run_snippet("tensorboard_read_back.py")
    steps, values = run["steps"], run["values"]
    images = []
    for lang in LANGUAGES:
        with plt.rc_context({"font.family": figures.font_families(lang)}):
            fig, ax = plt.subplots(figsize=(6.4, 3.4))
            ax.plot(steps, values, marker="o", markersize=3, color="#d9480f")
            ax.set_yscale("log")
            ax.set_xlabel(t("figure scalars x", lang))
            ax.set_ylabel(t("figure scalars y", lang))
            ax.set_title(t("figure scalars title", lang))
            ax.grid(True, which="both", alpha=0.3)
            fig.tight_layout()
        images.append(
            save(
                fig,
                "tensorboard-scalars.png",
                "tensorboard_read_back.py",
                lang,
                SCALARS_WORDS,
            )
        )
    return images


def layer_activations() -> list[Path]:
    """The input image and the eight conv1 feature maps the hook captured, drawn
    in each language."""
    run = run_snippet("layer_activations.py")
    image = run["image"][0].permute(1, 2, 0).clamp(0, 1).numpy()
    maps = run["activations"]["conv1"][0]
    images = []
    for lang in LANGUAGES:
        with plt.rc_context({"font.family": figures.font_families(lang)}):
            fig, axes = plt.subplots(3, 3, figsize=(6.4, 6.8))
            axes[0, 0].imshow(image, interpolation="nearest")
            axes[0, 0].set_title(t("figure activations input", lang), fontsize=10)
            for index, ax in enumerate(axes.flat[1:]):
                ax.imshow(maps[index].numpy(), cmap="viridis", interpolation="nearest")
                title = t(
                    "figure activations channel", lang, layer="conv1", index=index
                )
                ax.set_title(title, fontsize=10)
            for ax in axes.flat:
                ax.set_axis_off()
            fig.suptitle(t("figure activations title", lang))
            fig.tight_layout()
        images.append(
            save(
                fig,
                "layer-activations.png",
                "layer_activations.py",
                lang,
                ACTIVATIONS_WORDS,
            )
        )
    return images


def _in_netron(model: Path, labels: tuple[str, ...], image: Path | None) -> None:
    """Serve `model` with netron, open it in headless Chromium, check that each of
    `labels` is drawn, and take a picture of the graph into `image` if given."""
    import netron
    from browser.conftest import CHROMIUM, CHROMIUM_ARGS
    from playwright.sync_api import sync_playwright

    index = Path(netron.__file__).with_name("index.html").read_text("utf-8")
    built = re.search(r'<meta name="date" content="([^"]+)">', index).group(1)
    address = netron.start(str(model), address=("127.0.0.1", 0), browse=False)
    origin = f"http://{address[0]}:{address[1]}"
    foreign: list[str] = []

    def route(request_route):
        url = request_route.request.url
        if url == origin or url.startswith(origin + "/"):
            request_route.continue_()
        else:
            foreign.append(url)
            request_route.abort()

    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(
                executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True
            )
            context = browser.new_context(viewport={"width": 640, "height": 1000})
            context.add_cookies([{"name": "consent", "value": "1", "url": origin}])
            context.add_init_script(
                "Object.defineProperty(Navigator.prototype, 'sendBeacon',"
                " {value: () => true});"
            )
            context.route("**/*", route)
            page = context.new_page()
            page.clock.install(time=built.replace(" ", "T") + "Z")
            page.goto(origin + "/")
            page.wait_for_selector("#canvas .node", timeout=30_000)
            page.wait_for_timeout(1000)
            # netron replaces window.eval, which Playwright's text reads use:
            # find each operator's label by its text instead
            missing = [
                op for op in labels if page.get_by_text(op, exact=True).count() == 0
            ]
            if image is not None:
                nodes = page.locator("#canvas .node").all()
                boxes = [node.bounding_box() for node in nodes]
                left = max(min(b["x"] for b in boxes) - 110, 0)
                top = max(min(b["y"] for b in boxes) - 20, 0)
                right = max(b["x"] + b["width"] for b in boxes) + 110
                bottom = max(b["y"] + b["height"] for b in boxes) + 20
                page.screenshot(
                    path=str(image),
                    clip={
                        "x": left,
                        "y": top,
                        "width": right - left,
                        "height": bottom - top,
                    },
                )
            browser.close()
    finally:
        netron.stop(address)
    assert foreign == [], f"netron's page asked another origin: {foreign}"
    assert missing == [], f"not in the graph netron drew of {model.name}: {missing}"


def netron_graph() -> Path:
    """The exported model in netron, captured by headless Chromium; and a check that
    netron draws the ONNX file of onnx_export.py too (no picture of it)."""
    image = figures.FIGURES / "netron-graph.png"
    with tempfile.TemporaryDirectory() as workdir:
        run_snippet("netron_serve.py", keep=Path(workdir))
        pt2_ops = ("conv2d", "max_pool2d", "adaptive_avg_pool2d", "linear")
        _in_netron(Path(workdir) / "model.pt2", pt2_ops, image)
    with tempfile.TemporaryDirectory() as workdir:
        run_snippet("onnx_export.py", keep=Path(workdir))
        onnx_ops = ("Conv", "MaxPool", "ReduceMean", "Gemm")
        _in_netron(Path(workdir) / "model.onnx", onnx_ops, None)
    sources = [SCRIPT, SNIPPETS / "netron_serve.py", SNIPPETS / "onnx_export.py"]
    figures.record(image, sources=sources, made_by=MADE_BY)
    return image


def main() -> None:
    images = [*tensorboard_scalars(), *layer_activations(), netron_graph()]
    for image in images:
        size = image.stat().st_size
        print(f"{image.relative_to(figures.ROOT)}: {size / 1024:.0f} KiB")
        assert size < 150 * 1024, f"{image.name} is over 150 KiB"


if __name__ == "__main__":
    main()
