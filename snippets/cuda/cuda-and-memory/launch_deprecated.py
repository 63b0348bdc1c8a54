import contextlib
import io
import warnings

import torch.distributed.launch as launch

with (
    warnings.catch_warnings(record=True) as caught,
    contextlib.redirect_stdout(io.StringIO()) as help_text,
):
    warnings.simplefilter("always")
    with contextlib.suppress(SystemExit):  # --help prints, then exits
        launch.main(["--help"])  # what `python -m torch.distributed.launch` runs

(warning,) = caught
assert warning.category is FutureWarning
assert str(warning.message).startswith(
    "The module torch.distributed.launch is deprecated\n"
    "and will be removed in future. Use torchrun."
)
assert "os.environ['LOCAL_RANK']" in str(warning.message)
assert "--nproc-per-node" in help_text.getvalue()  # torchrun's options (1)
assert "--max-restarts" in help_text.getvalue()
