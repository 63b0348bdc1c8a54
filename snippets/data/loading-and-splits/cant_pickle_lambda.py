import pickle
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
            print(f"{type(error).__name__}: {error}")
            assert (
                "Can't pickle local object 'main.<locals>.<lambda>'"
                in str(error)
            )
        else:
            raise AssertionError("a lambda was sent to a spawned worker")
    # torch warns first:
    (warning,) = [w for w in caught if w.category is UserWarning]
    print(str(warning.message).split(". ")[0])
    assert "Got pickle error when attempting to start a worker" in str(
        warning.message
    )

    # Linux's fork sends the worker nothing:
    # the lambda works.
    loader.multiprocessing_context = "fork"
    batches = [batch.tolist() for batch in loader]
    print("fork:", batches)
    assert batches == [[0, 2], [4, 6]]


if __name__ == "__main__":
    main()
