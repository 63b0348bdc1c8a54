import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = [nn.Linear(4, 4) for _ in range(3)]  # (1)!
        self.head = nn.Linear(4, 1)

    def forward(self, x):
        for block in self.blocks:
            x = torch.relu(block(x))
        return self.head(x)


model = Net()
print("output:", tuple(model(torch.randn(2, 4)).shape))
print("parameters:", [n for n, _ in model.named_parameters()])
print("state_dict:", list(model.state_dict()))
# Only the head is registered: the blocks are
# neither trained nor saved.
assert len(list(model.parameters())) == 2
assert list(model.state_dict()) == ["head.weight", "head.bias"]

model.to(torch.float64)  # (2)!
print("after .to(float64):", model.blocks[0].weight.dtype)
assert model.head.weight.dtype == torch.float64
assert model.blocks[0].weight.dtype == torch.float32
try:
    model(torch.randn(2, 4, dtype=torch.float64))
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert "must have the same dtype" in str(error)
else:
    raise AssertionError("the forward did not raise")

# A device move skips them the same way:
model.to("meta")
assert model.head.weight.device.type == "meta"
assert model.blocks[0].weight.device.type == "cpu"
