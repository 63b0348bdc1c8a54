import torch

# (B, C, H, W)
topk_num = 4
x = torch.arange(0, 24, dtype=torch.float32).reshape(1, 2, 4, 3)
# (B, C, H*W)
x = x.reshape(x.size(0), x.size(1), -1)
_, idx = torch.topk(x, topk_num, dim=-1, largest=True, sorted=False)
y = torch.gather(x, dim=-1, index=idx)
agg = torch.sum(y, -1) / topk_num
print(agg)  # (1)!

# the same four values, in any order
top = x.topk(topk_num, dim=-1).values
assert torch.equal(y.sort(dim=-1).values, top.sort(dim=-1).values)
# the same, shorter
assert torch.equal(agg, top.mean(dim=-1))

top1 = x.topk(1, dim=-1).values.mean(dim=-1)
top_all = x.topk(12, dim=-1).values.mean(dim=-1)
print(top1, top_all)
assert torch.equal(top1, x.amax(dim=-1))
assert torch.equal(top_all, x.mean(dim=-1))
