import random

import numpy as np
import torch

# The list's seeding lines, as written:
listed = """
np.random.seed(1)
torch.manual_seed(1)
torch.cuda.manual_seed(1)
random.seed(seed)
torch.backends.cudnn.deterministic = True
torch.backends.cudnn.benchmark = False
"""
namespace = {"np": np, "torch": torch, "random": random}
try:
    exec(listed, namespace)
except NameError as error:
    print(f"NameError: {error}")
    assert str(error) == "name 'seed' is not defined"
else:
    raise AssertionError("the listed seeding ran")
# Stopped there: the cuDNN lines never ran.
assert not torch.backends.cudnn.deterministic
