import os

import onnx
import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(3, 8, kernel_size=3, padding=1),
    nn.ReLU(),
    nn.MaxPool2d(2),
    nn.Conv2d(8, 16, kernel_size=3, padding=1),
    nn.ReLU(),
    nn.AdaptiveAvgPool2d(1),
    nn.Flatten(),
    nn.Linear(16, 10),
).eval()
x = torch.randn(1, 3, 32, 32)

# by default the weights go to a second file
os.mkdir("default")
torch.onnx.export(
    model, (x,), "default/model.onnx", dynamo=True, verbose=False
)
print(sorted(os.listdir("default")))
assert sorted(os.listdir("default")) == ["model.onnx", "model.onnx.data"]

# one self-contained file
torch.onnx.export(
    model,
    (x,),
    "model.onnx",
    dynamo=True,
    external_data=False,
    verbose=False,
)
assert os.path.exists("model.onnx")
assert not os.path.exists("model.onnx.data")
graph = onnx.load("model.onnx")
onnx.checker.check_model(graph)
ops = [node.op_type for node in graph.graph.node]
print(ops)
assert ops[:3] == ["Conv", "Relu", "MaxPool"]
assert ops[-1] == "Gemm"
