import pickle
import tempfile
from pathlib import Path

import torch

calls = []


# A harmless stand-in for os.system:
def record(message):
    calls.append(message)


class Payload:
    def __reduce__(self):  # (1)!
        return (record, ("code ran while loading",))


with tempfile.TemporaryDirectory() as folder:
    path = Path(folder, "untrusted.pt")
    torch.save({"weight": torch.ones(2), "extra": Payload()}, path)

    try:
        torch.load(path)
    except pickle.UnpicklingError as error:
        message = str(error)
        for line in message.splitlines():
            if "PyTorch 2.6" in line or "Unsupported global" in line:
                print(line.strip())
        assert message.startswith("Weights only load failed.")
        assert (
            "In PyTorch 2.6, we changed the default value of the "
            "`weights_only` argument in `torch.load` from `False` "
            "to `True`." in message
        )
        assert "Unsupported global: GLOBAL __main__.record" in message
    else:
        raise AssertionError("the file was loaded")
    print("calls:", calls)
    assert calls == []

    torch.load(path, weights_only=False)  # (2)!
    print("calls:", calls)
    assert calls == ["code ran while loading"]
