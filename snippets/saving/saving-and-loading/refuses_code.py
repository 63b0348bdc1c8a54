import pickle

import torch

calls = []


def record(message):  # harmless stand-in for os.system, shutil.rmtree, ...
    calls.append(message)


class Payload:
    def __reduce__(self):  # (1)!
        return (record, ("code ran while loading",))


torch.save({"weight": torch.ones(2), "extra": Payload()}, "untrusted.pt")

try:
    torch.load("untrusted.pt")  # weights_only=True is the default since 2.6
except pickle.UnpicklingError as error:
    message = str(error)
    assert message.startswith("Weights only load failed.")
    assert (  # the loader's own account of the change
        "In PyTorch 2.6, we changed the default value of the `weights_only` "
        "argument in `torch.load` from `False` to `True`." in message
    )
    assert "Unsupported global: GLOBAL __main__.record" in message
else:
    raise AssertionError("the file was loaded")
assert calls == []  # refused before anything ran

torch.load("untrusted.pt", weights_only=False)  # (2)!
assert calls == ["code ran while loading"]
