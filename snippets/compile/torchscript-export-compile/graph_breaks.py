import torch


def f(x):
    y = x.sin()
    print("a Python side effect")  # dynamo cannot put print in a graph
    return y.cos()


explanation = torch._dynamo.explain(f)(torch.randn(4))
assert explanation.graph_count == 2  # one graph before the print, one after
assert explanation.graph_break_count == 1
reason = explanation.break_reasons[0].reason
assert "Dynamo does not know how to trace builtin operator `print`" in reason


def g(x):
    return x.sin().cos()  # nothing to break on


explanation = torch._dynamo.explain(g)(torch.randn(4))
assert (explanation.graph_count, explanation.graph_break_count) == (1, 0)
