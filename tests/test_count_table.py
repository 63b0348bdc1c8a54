"""The X3D-M and ResNet-50 tables of docs/analysis/count-params-and-flops.md.

scripts/count_table.py counts both models with every tool and writes the data that
the page shows (snippets/analysis/count-params-and-flops/generated/table.json,
worded by practices/measurements.py). The counts are deterministic for given
versions, so the suite reruns the count and compares it with the committed file
(slow: it builds and counts both models sixteen times), and it checks the page's
bullets that read numbers off the tables against the same file. The seconds per
tool are timings of the run that wrote the file, measured by hand on the machine
the file names: never compared, and the page says so.
"""

from __future__ import annotations

import json
import re

import pytest

from practices.pages import ROOT

DATA = ROOT / "snippets/analysis/count-params-and-flops/generated/table.json"
PAGE = ROOT / "docs/analysis/count-params-and-flops.md"
TOOLS = ["fvcore", "mmengine", "thop", "torchinfo", "torchsummary", "ptflops"]


def committed() -> dict:
    return json.loads(DATA.read_text(encoding="utf-8"))


def without_timings(data: dict) -> dict:
    """The data less what a run measures rather than counts: the seconds per tool
    (and the machine, which the caller gives)."""
    models = [{k: v for k, v in m.items() if k != "seconds"} for m in data["models"]]
    return {**data, "models": models}


def by_name(data: dict) -> dict:
    return {m["name"]: m for m in data["models"]}


def tool(model: dict, name: str) -> dict:
    (row,) = [r for r in model["tools"] if r["tool"] == name]
    return row


def rows(model: dict) -> dict:
    return {(r["tool"], r["mode"]): r for r in model["made_of"]["rows"]}


def test_the_page_s_bullets_say_what_the_table_shows():
    """Each number the page's prose reads off the tables, against the data."""
    data = by_name(committed())
    for name, model in data.items():
        params = {r["params"] for r in model["tools"]}
        # "Parameters agree across every tool"
        assert len(params) == 1, (name, params)
        made = rows(model)
        bn = {key: r["parts"] for key, r in made.items() if "parts" in r}
        fv_eval = bn[("fvcore", "eval")]["batch_norm"]
        fv_train = bn[("fvcore", "train")]["batch_norm"]
        thop_bn = sum(
            n for k, n in bn[("thop", "eval")].items() if k.startswith("BatchNorm")
        )
        # fvcore: BatchNorm at 2 per element in eval(), 5 in train(); today's
        # thop at 4, twice the notebook's thop (2 per element)
        assert fv_train * 2 == fv_eval * 5, name
        assert thop_bn == fv_eval * 2, name
        assert model["thop_then"]["batchnorm"] == thop_bn
        # train() changes fvcore's count through BatchNorm alone
        others = [
            {k: v for k, v in bn[("fvcore", mode)].items() if k != "batch_norm"}
            for mode in ("eval", "train")
        ]
        assert others[0] == others[1], name
        # "the batch counter, once per layer"
        assert model["add_more"] == model["batchnorm_layers"]
        # "Today's thop counts more than the notebook's on both models"
        change = tool(model, "thop")["change"]
        assert change.get("count", change.get("g", 0)) > 0, (name, change)
        # "torchinfo gives the notebook's figures at their 2 decimals"
        assert tool(model, "torchinfo")["change"] == {"same_at_decimals": 2}
    x3d, resnet = data["X3D-M"], data["ResNet-50"]
    # "fvcore's train() count adds BatchNorm, and nothing else" (X3D-M)
    assert set(rows(x3d)[("fvcore", "train")]["parts"]) == {"batch_norm"}
    # "The aten::add_ the notebook's output lists 83 times"
    assert x3d["batchnorm_layers"] == 83
    assert (
        "aten::add_ encountered 83 time(s)" in x3d["fvcore_warnings"]["train_only"][0]
    )
    # "The notebook's X3D-M total equals today's train() count"
    assert tool(x3d, "fvcore")["change"] == {"equal_to_printed": True}
    # "...gives the notebook's X3D-M total to the multiply-add"
    assert x3d["thop_then"]["then"] == x3d["thop_then"]["notebook"]["printed"]
    assert resnet["thop_then"]["notebook"] == {"g": 4.11, "decimals": 2}
    # "with torchvision's own metadata"
    assert resnet["metadata"]["params"] == tool(resnet, "fvcore")["params"]


def test_the_page_says_when_and_where_the_seconds_were_measured():
    """The seconds are timings, measured by hand: the page names the date and the
    CPU of the run that wrote the file, as the file records them."""
    machine = committed()["machine"]
    text = PAGE.read_text(encoding="utf-8")
    (said,) = re.findall(r"measured by hand[^.]*", " ".join(text.split()))
    assert machine["date_utc"].split()[0] in said, said
    assert machine["cpu"] in said, said


@pytest.mark.slow
def test_the_table_is_what_the_tools_count_today():
    """Count both models again with every tool and compare with the committed file,
    all of it but the seconds (and the machine): a new version of a tool or of torch
    that counts otherwise fails here until the script is rerun."""
    for module in ["torchvision", "pytorchvideo", *TOOLS]:
        pytest.importorskip(module)
    import torch

    from scripts import count_table as script

    today = committed()
    assert torch.__version__ == today["machine"]["torch"], "rerun the script"
    versions, models, changes = script.count_models()
    counted = script.data(today["machine"], versions, models, changes)
    assert without_timings(counted) == without_timings(today)
