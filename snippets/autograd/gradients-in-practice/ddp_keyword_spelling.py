import inspect
import sys

from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

keywords = inspect.signature(DDP).parameters
print("find_unused_parameters" in keywords)
assert "find_unused_parameters" in keywords

try:
    DDP(nn.Linear(2, 2), find_unused_parameter=True)
except TypeError as error:
    # Python 3.13 adds a suggestion:
    message, _, hint = str(error).partition(". Did you mean ")
    print(f"TypeError: {message}")
    assert "unexpected keyword argument" in message
    if sys.version_info[:2] == (3, 11):
        assert not hint
    if sys.version_info[:2] == (3, 13):
        assert hint == "'find_unused_parameters'?"
else:
    raise AssertionError("the misspelled keyword was accepted")
