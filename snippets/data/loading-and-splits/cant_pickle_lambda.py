import multiprocessing
import pickle
import re
import sys
import warnings

import torch
from torch.utils.data import DataLoader


def main():
    data = [torch.tensor(i) for i in range(4)]
    loader = DataLoader(
        data,
        batch_size=2,
        num_workers=1,
        # The default on Windows and macOS:
        multiprocessing_context="spawn",
        collate_fn=lambda batch: torch.stack(batch) * 2,
    )
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            next(iter(loader))
        except (AttributeError, pickle.PicklingError) as error:
            message = str(error)
            local = "local object 'main.<locals>.<lambda>'"
            # 3.11 says "pickle", 3.13 "get":
            said = re.sub(r"^Can't \w+ ", "Can't … ", message)
            print(f"{type(error).__name__}: {said}")
            assert message.endswith(local)
            words = {(3, 11): "Can't pickle", (3, 13): "Can't get"}
            if sys.version_info[:2] in words:
                assert message == f"{words[sys.version_info[:2]]} {local}"
                assert type(error) is AttributeError
        else:
            raise AssertionError("a lambda was sent to a spawned worker")
    # torch warns first:
    (warning,) = [w for w in caught if w.category is UserWarning]
    print(str(warning.message).split(". ")[0])
    assert "Got pickle error when attempting to start a worker" in str(
        warning.message
    )

    # Linux's default before Python 3.14:
    if sys.platform == "linux" and sys.version_info < (3, 14):
        assert multiprocessing.get_start_method() == "fork"
    # Linux's fork sends the worker nothing:
    # the lambda works.
    loader.multiprocessing_context = "fork"
    batches = [batch.tolist() for batch in loader]
    print("fork:", batches)
    assert batches == [[0, 2], [4, 6]]


if __name__ == "__main__":
    main()
