import torch


def to_numpy(t):
    # detach: leave the graph; cpu: copy to
    # host memory (no-op for a CPU tensor)
    return t.detach().cpu().numpy()


w = torch.ones(3, requires_grad=True)
a = to_numpy(w * 2)
print(type(a).__name__, a.tolist())
assert a.tolist() == [2.0, 2.0, 2.0]

# numpy(force=True) does the same in one call
b = (w * 2).numpy(force=True)
assert b.tolist() == a.tolist()
