import torch

torch.manual_seed(0)
output = torch.randn(8, 10)
target = torch.randint(0, 10, (8,))

_, pred = output.topk(5, dim=1)
pred = pred.t()
correct = pred.eq(target.view(1, -1).expand_as(pred))

# reshape copies only when it must
hits = correct[:5].reshape(-1).sum().item()
same = correct[:5].contiguous().view(-1).sum().item()
print(f"top-5 hits: {hits} of 8")
assert hits == same

# the same count, computed another way
direct = (output.topk(5, dim=1).indices == target[:, None]).sum()
assert hits == direct.item()
