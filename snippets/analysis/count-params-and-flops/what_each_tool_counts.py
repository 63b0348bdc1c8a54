import contextlib
import io
import warnings

import torch
from fvcore.nn import FlopCountAnalysis
from mmengine.analysis import FlopAnalyzer
from ptflops import get_model_complexity_info
from thop import profile
from torch import nn
from torch.utils.flop_counter import FlopCounterMode
from torchinfo import summary


class Residual(nn.Module):
    def forward(self, x):
        return x + x


class Scale(nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = nn.Parameter(torch.ones(8, 1, 1))

    def forward(self, x):
        return x * self.scale


x = torch.randn(1, 8, 16, 16)
n = x.numel()
# layer: (module, unit: MACs or elements)
layers = {
    "Conv2d": (nn.Conv2d(8, 8, 3, padding=1, bias=False), n * 72),
    "Linear": (nn.Linear(16, 16, bias=False), n * 16),
    "BatchNorm2d": (nn.BatchNorm2d(8).eval(), n),
    "  in train()": (nn.BatchNorm2d(8).train(), n),
    "ReLU": (nn.ReLU(), n),
    "SiLU": (nn.SiLU(), n),
    "x + x": (Residual(), n),
    "Scale": (Scale(), n),
    "AdaptiveAvg": (nn.AdaptiveAvgPool2d(1), n),
    "Softmax": (nn.Softmax(dim=1), n),
}


def fvcore(m):
    count = FlopCountAnalysis(m, x).unsupported_ops_warnings(False)
    return count.total(), bool(count.unsupported_ops())


def mmengine(m):
    count = FlopAnalyzer(m, x).unsupported_ops_warnings(False)
    return count.total(), bool(count.unsupported_ops())


def thop(m):
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        macs, _ = profile(m, inputs=(x,), report_missing=True)
    return macs, "[WARN]" in printed.getvalue()


def quiet(run):
    """Anything printed or warned counts as a warning."""
    printed = io.StringIO()
    with (
        warnings.catch_warnings(record=True) as caught,
        contextlib.redirect_stdout(printed),
    ):
        warnings.simplefilter("always")
        n_ops = run()
    return n_ops, bool(printed.getvalue() or caught)


def torchinfo(m):
    return quiet(
        lambda: summary(m, input_data=x, verbose=0).total_mult_adds
    )


def ptflops(backend):
    def count(m):
        printed = io.StringIO()
        macs, _ = get_model_complexity_info(
            m,
            tuple(x.shape[1:]),
            as_strings=False,
            print_per_layer_stat=False,
            backend=backend,
            verbose=True,
            ost=printed,
        )
        return macs, "Warning" in printed.getvalue()

    return count


def torch_counter(m):
    def run():
        with FlopCounterMode(display=False) as counter:
            m(x)
        return counter.get_total_flops()

    return quiet(run)


tools = {
    "fvcore": fvcore,
    "mmengine": mmengine,
    "thop": thop,
    "torchinfo": torchinfo,
    "ptflops": ptflops("pytorch"),
    "ptf-aten": ptflops("aten"),
    "torch": torch_counter,
}
table = {}
for name, (layer, unit) in layers.items():
    table[name] = {}
    for tool, count in tools.items():
        mode = layer.training
        n_ops, warned = count(layer)
        # ptflops leaves the layer in eval()
        layer.train(mode)
        cell = f"{n_ops / unit:.3g}" + ("*" if warned else "")
        table[name][tool] = cell

width = {
    t: 1 + max(len(t), *(len(r[t]) for r in table.values())) for t in tools
}
print(" " * 12 + "".join(f"{t:>{width[t]}}" for t in tools))
for name, row in table.items():
    print(f"{name:12}" + "".join(f"{row[t]:>{width[t]}}" for t in tools))

assert table["Conv2d"]["fvcore"] == "1"
assert table["Conv2d"]["torch"] == "2"
assert table["Linear"]["torch"] == "2"
assert table["Linear"]["torchinfo"] == f"{1 / (8 * 16):.3g}"
assert table["BatchNorm2d"]["fvcore"] == "2"
assert table["  in train()"]["fvcore"] == "5*"
# what fvcore skips in train(): the counter
bn = layers["  in train()"][0]
for analysis in (FlopCountAnalysis, FlopAnalyzer):
    train_count = analysis(bn, x).unsupported_ops_warnings(False)
    train_count.total()
    assert train_count.unsupported_ops() == {"aten::add_": 1}
assert bn.num_batches_tracked > 0
# only fvcore and mmengine change with mode
for tool in tools:
    same = table["BatchNorm2d"][tool] == table["  in train()"][tool]
    assert same == (tool not in ("fvcore", "mmengine"))
assert table["Scale"]["thop"] == "0*"
assert table["x + x"]["fvcore"] == "0*"
# thop counts in eval(), then restores
seen = []
bn.register_forward_pre_hook(lambda m, args: seen.append(m.training))
thop(bn)
assert seen == [False] and bn.training
# ptflops' aten backend warns on shape ops
printed = io.StringIO()
get_model_complexity_info(
    layers["Linear"][0],
    tuple(x.shape[1:]),
    as_strings=False,
    print_per_layer_stat=False,
    backend="aten",
    verbose=True,
    ost=printed,
)
assert "aten.t operation is treated as a zero-op" in printed.getvalue()


# ptflops on modules alone: pooling and ReLU
# 1, SiLU and Softmax 0; the rest of their
# count is the patched functional call
def modules_only(m):
    macs, _ = get_model_complexity_info(
        m,
        tuple(x.shape[1:]),
        as_strings=False,
        print_per_layer_stat=False,
        backend_specific_config={"count_functional": False},
    )
    return macs / n


for name, per in [
    ("AdaptiveAvg", 1),
    ("ReLU", 1),
    ("SiLU", 0),
    ("Softmax", 0),
]:
    assert modules_only(layers[name][0]) == per, name
