import torch


def f(x):
    y = x.sin()
    # Dynamo cannot put print in a graph:
    print("a Python side effect")
    return y.cos()


explanation = torch._dynamo.explain(f)(torch.randn(4))
graphs = explanation.graph_count
breaks = explanation.graph_break_count
reason = explanation.break_reasons[0].reason
print(f"f: {graphs} graphs, {breaks} break")
for line in reason.splitlines()[:2]:
    print(" ", line.strip())
assert (graphs, breaks) == (2, 1)
assert (
    "Dynamo does not know how to trace builtin operator `print`" in reason
)


def g(x):
    # Nothing to break on.
    return x.sin().cos()


explanation = torch._dynamo.explain(g)(torch.randn(4))
graphs = explanation.graph_count
breaks = explanation.graph_break_count
print(f"g: {graphs} graph, {breaks} breaks")
assert (graphs, breaks) == (1, 0)
