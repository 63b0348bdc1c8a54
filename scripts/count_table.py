"""Count the parameters and FLOPs of X3D-M and ResNet-50 with every counting tool.

    .venv/bin/python scripts/count_table.py

Regenerates the practices notebook's comparison table (docs/about/sources.md) with
the tools pinned in the `counting` dependency group of pyproject.toml, and writes it
as data, with the versions and the date, to

    snippets/analysis/count-params-and-flops/generated/table.json
    (on docs/analysis/count-params-and-flops.md, worded in each language by
    practices/measurements.py)

Both models are built without weights: X3D-M with
`pytorchvideo.models.hub.x3d_m(pretrained=False)` (input 1x3x16x224x224), ResNet-50
with `torchvision.models.resnet50(weights=None)` (input 1x3x224x224). Every tool runs
on a fresh model in eval() and again in train() mode. The notebook's figures are
quoted beside today's, and the change is computed here. Nothing in the output file is
typed by hand: rerun this script and commit its output. The counts are deterministic
for given versions: tests/test_count_table.py (marked slow) reruns the count and
compares it with the file; only the seconds per tool and the machine are not
compared, since they are timings of the run that wrote the file.
"""

from __future__ import annotations

import contextlib
import importlib.metadata
import io
import logging
import re
import sys
import time
from collections import Counter
from logging.handlers import BufferingHandler

import torch
import torchvision
from fvcore.nn import FlopCountAnalysis, parameter_count
from mmengine.analysis import get_model_complexity_info as mmengine_info
from mmengine.logging import MMLogger
from ptflops import get_model_complexity_info as ptflops_info
from pytorchvideo.models.hub import x3d_m
from thop import profile
from torch import nn
from torch.utils.flop_counter import FlopCounterMode
from torchinfo import summary as torchinfo_summary
from torchsummary import summary as torchsummary_summary

from practices.testing.site import ROOT
from scripts.measure_performance import machine, write_data

OUT = ROOT / "snippets" / "analysis" / "count-params-and-flops" / "generated"

# name: (builder, input shape, the builder's call as the page shows it)
MODELS = {
    "X3D-M": (
        lambda: x3d_m(pretrained=False),
        (1, 3, 16, 224, 224),
        "pytorchvideo.models.hub.x3d_m(pretrained=False)",
    ),
    "ResNet-50": (
        lambda: torchvision.models.resnet50(weights=None),
        (1, 3, 224, 224),
        "torchvision.models.resnet50(weights=None)",
    ),
}

# The practices notebook's table ("FLOPs (G)", "params (M)"), quoted, and the exact
# figures its printed outputs show (X3D-M only: fvcore's total, thop's total, the
# parameter count that fvcore, torchinfo and thop printed).
SEED = {
    "X3D-M": {
        "flops_g": {"fvcore": 5.14, "torchinfo": 4.73, "thop": 4.90, "official": 6.2},
        "params_m": {"fvcore": 3.79, "torchinfo": 3.79, "thop": 3.79, "official": 3.8},
        "exact": {"fvcore": 5_141_904_896, "thop": 4_896_248_152},
        "params": 3_794_274,
        # fvcore's warnings, as the notebook's output prints them
        "fvcore_warnings": [
            "Unsupported operator aten::add_ encountered 83 time(s)",
            "Unsupported operator aten::mean encountered 15 time(s)",
            "Unsupported operator aten::sigmoid encountered 15 time(s)",
            "Unsupported operator aten::mul encountered 15 time(s)",
            "Unsupported operator prim::PythonOp.SwishFunction encountered 26 time(s)",
            "Unsupported operator aten::add encountered 26 time(s)",
            "Unsupported operator aten::avg_pool3d encountered 1 time(s)",
            "Unsupported operator aten::softmax encountered 1 time(s)",
            "Unsupported operator aten::adaptive_avg_pool3d encountered 1 time(s)",
        ],
    },
    "ResNet-50": {
        "flops_g": {"fvcore": 4.14, "torchinfo": 4.09, "thop": 4.11, "official": 3.8},
        "params_m": {
            "fvcore": 25.56,
            "torchinfo": 25.56,
            "thop": 25.56,
            "official": 25.6,
        },
        "exact": {},
        "params": None,
    },
}

PACKAGES = [
    "torch",
    "torchvision",
    "pytorchvideo",
    "fvcore",
    "mmengine",
    "thop",
    "torchinfo",
    "torchsummary",
    "ptflops",
]

ANSI = re.compile(r"\x1b\[[0-9;]*m")


@contextlib.contextmanager
def fvcore_log():
    """fvcore logs what it cannot count through `logging`: keep the records."""
    logger = logging.getLogger("fvcore.nn.jit_analysis")
    caught = BufferingHandler(capacity=10_000)
    logger.addHandler(caught)
    try:
        yield caught.buffer
    finally:
        logger.removeHandler(caught)


@contextlib.contextmanager
def mmengine_log():
    """mmengine logs through its own MMLogger (to stdout): keep the records."""
    logger = MMLogger.get_current_instance()
    caught = BufferingHandler(capacity=10_000)
    saved, logger.handlers = logger.handlers, [caught]
    try:
        yield caught.buffer
    finally:
        logger.handlers = saved


# --- the tools: each returns what it reports for (model, inputs) ------------------


def run_fvcore(model, x):
    with fvcore_log() as records:
        analysis = FlopCountAnalysis(model, x)
        total = analysis.total()
    return {
        "count": total,
        "params": parameter_count(model)[""],
        "parts": dict(analysis.by_operator()),
        "warnings": [r.getMessage() for r in records],
    }


def run_mmengine(model, x):
    with mmengine_log() as records:
        result = mmengine_info(model, inputs=(x,), show_table=False, show_arch=False)
    return {
        "count": result["flops"],
        "params": result["params"],
        "warnings": [r.getMessage() for r in records],
    }


def run_thop(model, x):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        macs, params, layers = profile(
            model, inputs=(x,), report_missing=True, ret_layer_info=True
        )
    modules = dict(model.named_modules())
    parts: Counter = Counter()

    def walk(tree, prefix):
        for name, (ops, _, children) in tree.items():
            if children:
                walk(children, f"{prefix}{name}.")
            else:
                parts[type(modules[prefix + name]).__name__] += int(ops)

    walk(layers, "")
    missing = [
        ANSI.sub("", line).strip()
        for line in out.getvalue().splitlines()
        if "Cannot find rule" in line
    ]
    leaves = {type(m) for m in modules.values() if not list(m.children())}
    no_rule_leaves = sorted(
        t.__name__
        for t in leaves
        if any(f"<class '{t.__module__}.{t.__qualname__}'>" in w for w in missing)
    )
    return {
        "count": int(macs),
        "params": int(params),
        "parts": dict(parts),
        "warnings": missing,
        "no_rule_leaves": no_rule_leaves,
    }


def run_torchinfo(model, x):
    stats = torchinfo_summary(model, input_size=tuple(x.shape), verbose=0)
    parts: Counter = Counter()
    for layer in stats.summary_list:
        if layer.is_leaf_layer:
            parts[layer.class_name] += layer.macs
    return {
        "count": stats.total_mult_adds,
        "params": stats.total_params,
        "parts": dict(parts),
    }


def run_torchsummary(model, x):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        torchsummary_summary(model, tuple(x.shape[1:]), device="cpu")
    total = re.search(r"Total params: ([\d,]+)", out.getvalue()).group(1)
    return {"count": None, "params": int(total.replace(",", ""))}


def run_ptflops(backend):
    def run(model, x, **config):
        macs, params = ptflops_info(
            model,
            tuple(x.shape[1:]),
            as_strings=False,
            print_per_layer_stat=False,
            backend=backend,
            backend_specific_config=config,
        )
        result = {"count": macs, "params": params}
        if backend == "pytorch" and config == {}:
            # Without patching torch.nn.functional and tensor ops: modules only.
            result["modules only"] = run(model, x, count_functional=False)["count"]
        return result

    return run


def bias_additions(model, x, kinds=(nn.Conv2d, nn.Conv3d, nn.Linear)) -> int:
    """One addition per output element of each layer of `kinds` with a bias."""
    total = 0

    def hook(module, args, output):
        nonlocal total
        total += output.numel()

    handles = [
        m.register_forward_hook(hook)
        for m in model.modules()
        if isinstance(m, kinds) and m.bias is not None
    ]
    with torch.no_grad():
        model(x)
    for handle in handles:
        handle.remove()
    return total


def run_torch(model, x):
    with FlopCounterMode(display=False) as counter:
        model(x)
    parts = {str(op): n for op, n in counter.get_flop_counts()["Global"].items()}
    return {
        "count": counter.get_total_flops(),
        "params": sum(p.numel() for p in model.parameters()),
        "parts": parts,
    }


# name: (function, what its number counts: "counts <this>" in practices/words.toml)
TOOLS = {
    "fvcore": (run_fvcore, "multiply-adds"),
    "mmengine": (run_mmengine, "multiply-adds"),
    "thop": (run_thop, "multiply-adds"),
    "torchinfo": (run_torchinfo, "multiply-adds"),
    "torchsummary": (run_torchsummary, "parameters only"),
    "ptflops (pytorch backend)": (run_ptflops("pytorch"), "multiply-adds"),
    "ptflops (aten backend)": (run_ptflops("aten"), "multiply-adds"),
    "torch FlopCounterMode": (run_torch, "FLOPs"),
}
PACKAGE_OF = {
    "ptflops (pytorch backend)": "ptflops",
    "ptflops (aten backend)": "ptflops",
    "torch FlopCounterMode": "torch",
}


def measure(make, shape):
    """{tool: {"eval": result, "train": result}}; each run on a fresh model."""
    torch.manual_seed(0)
    x = torch.randn(shape)
    results = {}
    for tool, (run, _) in TOOLS.items():
        results[tool] = {}
        for mode in ("eval", "train"):
            model = make()
            model.train(mode == "train")
            start = time.perf_counter()
            with contextlib.redirect_stderr(io.StringIO()):
                result = run(model, x)
            result["seconds"] = time.perf_counter() - start
            result["mode after"] = "train" if model.training else "eval"
            results[tool][mode] = result
        print(f"  {tool}: {results[tool]['eval']['seconds']:.1f} s", flush=True)
    return results


# --- the data file (practices/measurements.py words it on the page) ---------


def as_int(n: float | None) -> int | None:
    return None if n is None else int(n)


def change(today: int, seed_exact: int | None, seed_g: float | None) -> dict | None:
    """Today's count against the notebook's, in the notebook's precision."""
    if seed_exact is not None:
        diff = today - seed_exact
        if diff == 0:
            return {"equal_to_printed": True}
        return {"count": diff, "percent": round(100 * diff / seed_exact, 2)}
    if seed_g is None:
        return None
    if f"{today / 1e9:.2f}" == f"{seed_g:.2f}":
        return {"same_at_decimals": 2}
    return {
        "g": round(today / 1e9 - seed_g, 2),
        "percent": round(100 * (today / 1e9 / seed_g - 1), 1),
    }


def seed_key(tool: str) -> str | None:
    return tool if tool in ("fvcore", "torchinfo", "thop") else None


def model_tools(name, results) -> dict:
    """Every tool's counts of one model, beside the notebook's figures."""
    seed = SEED[name]
    tools = []
    for tool, (_, unit) in TOOLS.items():
        ev, tr = results[tool]["eval"], results[tool]["train"]
        key = seed_key(tool)
        notebook = {"g": seed["flops_g"][key]} if key else None
        if key and key in seed["exact"]:
            notebook["printed"] = seed["exact"][key]
        # The notebook built its models with torch.hub.load, which returns a
        # module in training mode, and never called eval(): compare train().
        drift = (
            change(tr["count"], seed["exact"].get(key), seed["flops_g"].get(key))
            if key
            else None
        )
        tools.append(
            {
                "tool": tool,
                "version": importlib.metadata.version(PACKAGE_OF.get(tool, tool)),
                "counts": unit,
                "params": int(ev["params"]),
                "eval": as_int(ev["count"]),
                "train": as_int(tr["count"]),
                "notebook": notebook,
                "change": drift,
            }
        )
    official = {
        "params_m": seed["params_m"]["official"],
        "flops_g": seed["flops_g"]["official"],
    }
    metadata = None
    if name == "ResNet-50":
        meta = torchvision.models.ResNet50_Weights.IMAGENET1K_V1.meta
        matching = [
            tool
            for tool in TOOLS
            if results[tool]["eval"]["count"] is not None
            and round(results[tool]["eval"]["count"] / 1e9, 3) == meta["_ops"]
        ]
        metadata = {
            "weights": "ResNet50_Weights.IMAGENET1K_V1",
            "params": meta["num_params"],
            "ops_g": meta["_ops"],
            "decimals": 3,
            "matches": matching,
        }
    return {"tools": tools, "official": official, "metadata": metadata}


def made_of(name, results, bias: int, bns: int) -> dict:
    """What each count of the eval() run is made of; ``bias``: the model's bias
    additions, ``bns``: its BatchNorm layers."""
    torch_parts = results["torch FlopCounterMode"]["eval"]["parts"]
    core = sum(torch_parts.values()) // 2
    fv = results["fvcore"]["eval"]
    fv_train = results["fvcore"]["train"]
    th = results["thop"]["eval"]
    ti = results["torchinfo"]["eval"]
    pt = results["ptflops (pytorch backend)"]["eval"]
    pa = results["ptflops (aten backend)"]["eval"]
    assert pa["count"] - core == bias, (pa["count"], core, bias)

    def rest(tool: str, mode: str, result: dict, convlin: set[str]) -> dict:
        """The count beyond the multiply-adds, by the tool's own breakdown; what
        its convolutions and linear layers count beyond them (``beyond``) last."""
        parts = result["parts"]
        extra = sum(v for k, v in parts.items() if k in convlin) - core
        kept = {k: int(v) for k, v in sorted(parts.items()) if k not in convlin and v}
        row = {"tool": tool, "mode": mode, "extra": int(result["count"] - core)}
        row["parts"] = kept
        if extra:
            row["beyond"] = int(extra)
        return row

    layers = {"Conv2d", "Conv3d", "Linear"}
    modules_only = pt["modules only"]
    rows = [
        rest("fvcore", "eval", fv, {"conv", "linear"}),
        rest("fvcore", "train", fv_train, {"conv", "linear"}),
        rest("thop", "eval", th, layers),
        rest("torchinfo", "eval", ti, layers),
        {
            "tool": "ptflops (pytorch backend)",
            "mode": "eval",
            "extra": int(pt["count"] - core),
            "modules": int(modules_only - core),
            "functional": int(pt["count"] - modules_only),
        },
        {
            "tool": "ptflops (aten backend)",
            "mode": "eval",
            "extra": int(pa["count"] - core),
            "bias_only": True,
        },
    ]

    def add_(warnings) -> int:
        for w in warnings:
            if w.startswith("Unsupported operator aten::add_ "):
                return int(w.split()[4])
        return 0

    seed_warnings = SEED[name].get("fvcore_warnings")
    if seed_warnings is not None:
        assert sorted(fv_train["warnings"]) == sorted(seed_warnings), fv_train
    more = add_(fv_train["warnings"]) - add_(fv["warnings"])
    assert more == bns, (more, bns)
    return {
        "made_of": {
            "core": int(core),
            "torch_parts": {k: int(v) for k, v in sorted(torch_parts.items())},
            "bias": bias,
            "rows": rows,
        },
        "fvcore_warnings": {
            "eval": fv["warnings"],
            "train_only": [w for w in fv_train["warnings"] if w not in fv["warnings"]],
            # the notebook's output prints all of train()'s, with the same counts
            "notebook_lines": None if seed_warnings is None else len(seed_warnings),
        },
        "add_more": more,
        "batchnorm_layers": bns,
        "thop_no_rule": th["no_rule_leaves"],
    }


def thop_then(name, results, conv_bias: int) -> dict:
    """Rebuild the notebook's thop figure from today's thop and its changes.

    The notebook's thop registers count_bn() for BatchNorm and finds no rule for
    Softmax (its printed output); today's count_normalization() counts 4 per
    element, a rule for Softmax exists, and count_convNd() no longer adds the
    convolution's bias (calculate_conv2d_flops ignores its `bias` argument):
    ``conv_bias`` is one addition per output element of those with a bias.
    """
    th = results["thop"]["train"]
    bn = sum(
        v
        for k, v in th["parts"].items()
        if k.startswith("BatchNorm") or k == "SyncBatchNorm"
    )
    softmax = th["parts"].get("Softmax", 0)
    then = th["count"] - bn // 2 - softmax + conv_bias
    seed_exact = SEED[name]["exact"].get("thop")
    seed_g = SEED[name]["flops_g"]["thop"]
    if seed_exact:
        assert then == seed_exact, (name, then, seed_exact)
        notebook = {"printed": seed_exact}
    else:
        assert f"{then / 1e9:.2f}" == f"{seed_g:.2f}", (name, then, seed_g)
        notebook = {"g": seed_g, "decimals": 2}
    return {
        "total": int(th["count"]),
        "batchnorm": int(bn),
        "softmax": int(softmax),
        "conv_bias": conv_bias,
        "then": int(then),
        "notebook": notebook,
    }


def model_data(name, results, bias: int, conv_bias: int, bns: int) -> dict:
    """A model's part of the data file, from every tool's ``results``."""
    _, shape, builder = MODELS[name]
    return {
        "name": name,
        "builder": builder,
        "input": list(shape),
        **model_tools(name, results),
        **made_of(name, results, bias, bns),
        "thop_then": thop_then(name, results, conv_bias),
        "seconds": {
            tool: round(r["eval"]["seconds"], 1) for tool, r in results.items()
        },
    }


def mode_changes(results_by_model) -> list[dict]:
    """The tools that left the model in another mode than they found it."""
    changed = {
        (tool, mode, run["mode after"])
        for results in results_by_model.values()
        for tool, runs in results.items()
        for mode, run in runs.items()
        if run["mode after"] != mode
    }
    return [{"tool": t, "from": a, "to": b} for t, a, b in sorted(changed)]


def data(ran_on: dict, versions: dict, models: list[dict], changes: list) -> dict:
    """The data file: what ran where, each model's counts, the modes changed."""
    return {
        "kind": "counts",
        "script": "scripts/count_table.py",
        "machine": {
            k: ran_on[k] for k in ("date_utc", "cpu", "platform", "python", "torch")
        },
        "versions": {p: v for p, v in versions.items() if p != "torch"},
        "models": models,
        "mode_changes": changes,
    }


def count_models() -> tuple[dict, list[dict], list[dict]]:
    """Count both models with every tool: the versions, each model's data and the
    tools that changed a model's mode. Everything but the seconds is deterministic
    for given versions (tests/test_count_table.py reruns it against the file)."""
    versions = {p: importlib.metadata.version(p) for p in PACKAGES}
    results_by_model, models = {}, []
    for name, (make, shape, _) in MODELS.items():
        print(f"measuring: {name}", flush=True)
        model = make()
        results = measure(make, shape)
        results_by_model[name] = results
        params = {r["eval"]["params"] for r in results.values()}
        assert len(params) == 1, f"{name}: the tools disagree on parameters: {params}"
        (count,) = params
        seed_params = SEED[name]["params"]
        assert seed_params is None or count == seed_params, params
        if name == "ResNet-50":
            meta = torchvision.models.ResNet50_Weights.IMAGENET1K_V1.meta
            assert count == meta["num_params"], (count, meta["num_params"])
        # the notebook's "params (M)", at its 2 decimals
        for tool in ("fvcore", "torchinfo", "thop"):
            quoted = SEED[name]["params_m"][tool]
            assert f"{count / 1e6:.2f}" == f"{quoted:.2f}", tool
        model.eval()
        bias = bias_additions(model, torch.randn(shape))
        conv_bias = bias_additions(model, torch.randn(shape), (nn.Conv2d, nn.Conv3d))
        bns = sum(
            isinstance(m, nn.modules.batchnorm._BatchNorm) for m in model.modules()
        )
        models.append(model_data(name, results, bias, conv_bias, bns))
    return versions, models, mode_changes(results_by_model)


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    ran_on = machine()
    versions, models, changes = count_models()
    write_data(OUT / "table.json", data(ran_on, versions, models, changes))
    print(f"wrote {OUT.relative_to(ROOT)}/table.json")
    return 0


if __name__ == "__main__":
    sys.exit(main())
