import pysnooper
import torch


def tensor_repr(t):
    dtype = str(t.dtype).removeprefix("torch.")
    return f"tensor<{tuple(t.shape)}, {dtype}, {t.device}>"


trace = []


@pysnooper.snoop(
    output=trace.append,  # (1)!
    custom_repr=((torch.is_tensor, tensor_repr),),  # (2)!
    normalize=True,
    color=False,
)
def myfunc(mask, x):
    y = torch.zeros(6)
    y.masked_scatter_(mask, x)
    return y


mask = torch.tensor([0, 1, 0, 1, 1, 0])
source = torch.tensor([1.0, 2.0, 3.0])
try:
    myfunc(mask, source)
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert "only supports boolean masks" in str(error)
else:
    raise AssertionError("an int64 mask should fail")

# the trace, less the file path and timing
lines = [entry.rstrip("\n") for entry in trace]
for line in lines:
    if not line.startswith(("Source path", "Elapsed time")):
        print(line)
assert "Starting var:.. mask = tensor<(6,), int64, cpu>" in lines

y = myfunc(mask.bool(), source)
print(y)
assert y.tolist() == [0.0, 1.0, 0.0, 2.0, 3.0, 0.0]
