import inspect

from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

keywords = inspect.signature(DDP).parameters
print("find_unused_parameters" in keywords)
assert "find_unused_parameters" in keywords

try:
    DDP(nn.Linear(2, 2), find_unused_parameter=True)
except TypeError as error:
    print(f"TypeError: {error}")
    assert "unexpected keyword argument" in str(error)
else:
    raise AssertionError("the misspelled keyword was accepted")
