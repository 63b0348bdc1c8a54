# The notes' block, as their page shows it
# (a backslash joins the one long line)
seed = """\
 from torch.utils.data import random_split
# 有布疵
training_setA, test_setA = random_split(defect_list, [1243, 533], \
generator=torch.Generator().manual_seed(233))

        training_set = list(training_setA)
        test_set = list(test_setA)

        training_set = ["train/" + file_name for file_name in training_set]
        test_set = ["test/" + file_name for file_name in test_set]

        self.write_file(str(train_file), training_set)
        self.write_file(str(test_file), test_set)

def write_file(self, file_name, contents):
    with open(file_name, "w") as f:
    for content in tqdm(contents):
     f.write(content + '\\n')
"""
# Each part compiled on its own, with its
# line numbers in the block kept
parts = {}
for name, first in [
    ("the block", " from"),
    ("from training_setA on", "training_setA"),
    ("write_file alone", "def write_file"),
]:
    start = seed.index(first)
    parts[name] = "\n" * seed.count("\n", 0, start) + seed[start:]
errors = []
for name, source in parts.items():
    try:
        compile(source, "<notes>", "exec")
    except IndentationError as error:
        print(
            f"{name}: IndentationError: {error.msg} (line {error.lineno})"
        )
        errors.append((error.msg.split(" on line")[0], error.lineno))
    else:
        raise AssertionError(f"{name} compiled")
assert errors == [
    ("unexpected indent", 1),
    ("unexpected indent", 5),
    ("expected an indented block after 'with' statement", 16),
]
