import pickle

import torch

calls = []


# A harmless stand-in for os.system:
def record(message):
    calls.append(message)


class Payload:
    def __reduce__(self):  # (1)!
        return (record, ("code ran while loading",))


torch.save({"weight": torch.ones(2), "extra": Payload()}, "untrusted.pt")

try:
    torch.load("untrusted.pt")
except pickle.UnpicklingError as error:
    message = str(error)
    for line in message.splitlines():
        if "PyTorch 2.6" in line or "Unsupported global" in line:
            print(line.strip())
    assert message.startswith("Weights only load failed.")
    assert (
        "In PyTorch 2.6, we changed the default value of the "
        "`weights_only` argument in `torch.load` from `False` to `True`."
        in message
    )
    assert "Unsupported global: GLOBAL __main__.record" in message
else:
    raise AssertionError("the file was loaded")
print("calls:", calls)
assert calls == []

torch.load("untrusted.pt", weights_only=False)  # (2)!
print("calls:", calls)
assert calls == ["code ran while loading"]
