import torch

# (B, C, H, W)
topk_num = 4
x = torch.arange(0, 24, dtype=torch.float32).reshape(1, 2, 4, 3)
x = x.reshape(x.size(0), x.size(1), -1)  # (B, C, H*W)
_, idx = torch.topk(x, topk_num, dim=-1, largest=True, sorted=False)
y = torch.gather(x, dim=-1, index=idx)
agg = torch.sum(y, -1) / topk_num
print(agg)  # (1)!

assert torch.equal(agg, x.topk(topk_num, dim=-1).values.mean(dim=-1))  # shorter

# k = 1 is global max pooling, k = H × W global average pooling:
assert torch.equal(x.topk(1, dim=-1).values.mean(dim=-1), x.amax(dim=-1))
assert torch.equal(x.topk(12, dim=-1).values.mean(dim=-1), x.mean(dim=-1))
