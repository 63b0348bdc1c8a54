#!/usr/bin/env python3
"""The diagrams of the site, drawn from what torch does, written as SVG.

    .venv/bin/python scripts/diagrams.py

Writes docs/assets/diagrams/, each diagram once per language from the same facts:
``x.svg`` in English and ``x.zh.svg`` in Chinese (the i18n plugin shows the latter on
the Chinese page that shows ``x.svg``). The words are practices/words.toml's;
code, torch's names and its error messages are the same in both.

- strides-and-views.svg: `x = torch.arange(6).reshape(2, 3)` and `x.t()` over their
  one storage; shapes, strides, contiguity and the storage offset of every element
  are read from torch.
- autograd-graph.svg: the backward graph of `loss = ((w * x + b) ** 2).mean()`,
  walked from `loss.grad_fn` through `next_functions`.
- gradscaler-states.svg: the per-optimizer states of `torch.amp.GradScaler`, found
  by driving a GradScaler("cpu") with small CPU optimizers; only the transitions and
  the errors it shows are drawn.

Stdlib and torch only; the SVG text is written here, with no randomness, ids or
floats that vary, so each run writes the same bytes. tests/test_diagrams.py
regenerates every file and compares it with the committed one.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from xml.sax.saxutils import escape, quoteattr

import torch
from torch import nn

from practices.i18n import DEFAULT, LANGUAGES, t
from practices.pages import ROOT
from scripts.figures import localized as file_name  # x.svg, x.zh.svg

OUT_DIR = ROOT / "docs" / "assets" / "diagrams"

# A white card with dark ink: the same in the light and the dark scheme (an <img>
# does not inherit the page's colours, so currentColor cannot follow the toggle).
FONT = "system-ui, sans-serif"
CARD = "#ffffff"
CARD_EDGE = "#d1d9e0"
INK = "#1f2328"
MUTED = "#59636e"
BLUE = "#0969da"
ORANGE = "#bc4c00"
GREEN = "#1a7f37"
RED = "#cf222e"
# One fill per storage cell; dark ink reads on each.
CELL_FILLS = ["#b6e3ff", "#aceebb", "#fae17d", "#ffcecb", "#d8b9ff", "#ffd8b5"]


def _num(value: float) -> str:
    """A coordinate as short, stable text: 12, 12.5."""
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


class Svg:
    """An SVG document built element by element, in the order they are added."""

    def __init__(self, name: str, width: int, height: int, title: str, desc: str):
        self.name = name
        self.width = width
        self.height = height
        self.title = title
        self.desc = desc
        self.defs: list[str] = []
        self.body: list[str] = []
        self.markers: dict[str, str] = {}

    def _attrs(self, **attrs: object) -> str:
        parts = []
        for key, value in attrs.items():
            if value is None:
                continue
            if isinstance(value, float | int) and not isinstance(value, bool):
                value = _num(value)
            parts.append(f"{key.rstrip('_').replace('_', '-')}={quoteattr(str(value))}")
        return " ".join(parts)

    def marker(self, color: str) -> str:
        """The id of an arrowhead in `color`, defined once."""
        if color not in self.markers:
            marker_id = f"{self.name}-arrow-{len(self.markers)}"
            self.markers[color] = marker_id
            self.defs.append(
                f'<marker id="{marker_id}" viewBox="0 0 10 10" refX="9" refY="5" '
                'markerWidth="7" markerHeight="7" orient="auto">'
                f'<path d="M0 0L10 5L0 10z" fill="{color}"/></marker>'
            )
        return self.markers[color]

    def rect(self, x, y, w, h, *, fill="none", stroke=INK, rx=0, width=1.5, dash=None):
        self.body.append(
            "<rect "
            + self._attrs(
                x=x,
                y=y,
                width=w,
                height=h,
                rx=rx or None,
                fill=fill,
                stroke=stroke,
                stroke_width=width if stroke != "none" else None,
                stroke_dasharray=dash,
            )
            + "/>"
        )

    def text(
        self, x, y, content, *, size=14, anchor="middle", fill=INK, weight=None
    ) -> None:
        self.body.append(
            "<text "
            + self._attrs(
                x=x,
                y=y,
                font_size=size,
                text_anchor=anchor,
                fill=fill,
                font_weight=weight,
            )
            + f">{escape(content)}</text>"
        )

    def path(self, d: str, *, stroke=INK, width=1.5, arrow=True, dash=None) -> None:
        marker = f"url(#{self.marker(stroke)})" if arrow else None
        self.body.append(
            "<path "
            + self._attrs(
                d=d,
                fill="none",
                stroke=stroke,
                stroke_width=width,
                stroke_dasharray=dash,
                marker_end=marker,
            )
            + "/>"
        )

    def render(self) -> str:
        w, h = self.width, self.height
        head = (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
            f'viewBox="0 0 {w} {h}" role="img" '
            f'aria-labelledby="{self.name}-title {self.name}-desc" '
            f'font-family="{FONT}">'
        )
        lines = [
            head,
            f'<title id="{self.name}-title">{escape(self.title)}</title>',
            f'<desc id="{self.name}-desc">{escape(self.desc)}</desc>',
        ]
        if self.defs:
            lines += ["<defs>", *self.defs, "</defs>"]
        lines.append(
            f'<rect x="0.5" y="0.5" width="{w - 1}" height="{h - 1}" rx="8" '
            f'fill="{CARD}" stroke="{CARD_EDGE}"/>'
        )
        lines += self.body
        lines.append("</svg>")
        return "\n".join(lines) + "\n"


def _tuple(values) -> str:
    """(2, 3) as Python prints it; (5,) for one element."""
    return repr(tuple(values))


# ---------------------------------------------------------------------------
# 1. Strides and views


def strides_facts() -> dict:
    """Shape, stride, contiguity and each element's storage offset, from torch."""
    x = torch.arange(6).reshape(2, 3)
    views = {"x": x, "x.t()": x.t()}
    n_cells = x.untyped_storage().nbytes() // x.element_size()
    storage = torch.as_strided(x, (n_cells,), (1,), 0).tolist()
    facts = {"storage": storage, "views": {}}
    for name, view in views.items():
        assert view.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
        rows, cols = view.shape
        offsets = [
            [
                view.storage_offset() + i * view.stride(0) + j * view.stride(1)
                for j in range(cols)
            ]
            for i in range(rows)
        ]
        # The offset arithmetic is what torch reads: each element is that cell.
        assert view.tolist() == [[storage[k] for k in row] for row in offsets]
        facts["views"][name] = {
            "shape": tuple(view.shape),
            "stride": view.stride(),
            "storage_offset": view.storage_offset(),
            "contiguous": view.is_contiguous(),
            "values": view.tolist(),
            "offsets": offsets,
        }
    return facts


def strides_svg(lang: str = DEFAULT) -> str:
    facts = strides_facts()
    views = facts["views"]
    storage = facts["storage"]
    x_facts, t_facts = views["x"], views["x.t()"]
    x_order = [k for row in x_facts["offsets"] for k in row]
    t_order = [k for row in t_facts["offsets"] for k in row]
    svg = Svg(
        "strides",
        680,
        444,
        t("strides title", lang),
        t(
            "strides desc",
            lang,
            x_shape=_tuple(x_facts["shape"]),
            x_stride=_tuple(x_facts["stride"]),
            x_contiguous=x_facts["contiguous"],
            t_shape=_tuple(t_facts["shape"]),
            t_stride=_tuple(t_facts["stride"]),
            t_contiguous=t_facts["contiguous"],
            cells=len(storage),
            x_order=", ".join(map(str, x_order)),
            t_order=", ".join(map(str, t_order)),
        ),
    )
    svg.text(24, 34, "x = torch.arange(6).reshape(2, 3)", anchor="start", size=16)
    svg.text(
        24,
        56,
        t("strides element", lang),
        anchor="start",
        size=13,
        fill=MUTED,
    )

    cell_w, cell_h = 52, 44
    top = 108
    panels = [("x", x_facts, 24), ("x.t()", t_facts, 372)]
    for name, view, left in panels:
        svg.text(left, top - 12, name, anchor="start", size=16, weight="600")
        rows, cols = view["shape"]
        for i in range(rows):
            for j in range(cols):
                k = view["offsets"][i][j]
                x0, y0 = left + j * cell_w, top + i * cell_h
                svg.rect(x0, y0, cell_w, cell_h, fill=CELL_FILLS[k], stroke=INK)
                svg.text(x0 + 5, y0 + 13, f"[{i},{j}]", anchor="start", size=10)
                svg.text(x0 + cell_w / 2, y0 + 31, str(view["values"][i][j]), size=17)
        info_x = left + cols * cell_w + 18
        lines = [
            t("strides shape", lang, shape=_tuple(view["shape"])),
            t("strides stride", lang, stride=_tuple(view["stride"])),
            f"is_contiguous() {view['contiguous']}",
        ]
        for n, line in enumerate(lines):
            svg.text(info_x, top + 18 + 24 * n, line, anchor="start")

    # The storage row, and the order each view reads it in.
    store_w = 64
    store_left = (svg.width - store_w * len(storage)) / 2
    store_top = 290
    svg.text(
        store_left - 14,
        store_top + 28,
        t("strides storage", lang),
        anchor="end",
        size=15,
    )
    svg.text(
        store_left - 14,
        store_top + 44,
        t("strides one for both", lang),
        anchor="end",
        size=11,
    )

    def centre(k: int) -> float:
        return store_left + k * store_w + store_w / 2

    for k, value in enumerate(storage):
        x0 = store_left + k * store_w
        svg.rect(x0, store_top, store_w, cell_h, fill=CELL_FILLS[k], stroke=INK)
        svg.text(x0 + 5, store_top + 13, f"[{k}]", anchor="start", size=10)
        svg.text(x0 + store_w / 2, store_top + 31, str(value), size=17)

    def hops(order: list[int], color: str, above: bool) -> None:
        edge = store_top - 3 if above else store_top + cell_h + 3
        for a, b in zip(order, order[1:], strict=False):
            lift = 16 + 11 * abs(b - a)
            bend = edge - lift if above else edge + lift
            start, end = centre(a) + 7, centre(b) - 7
            if b < a:
                start, end = centre(a) - 7, centre(b) + 7
            svg.path(
                f"M{_num(start)} {_num(edge)} C{_num(start)} {_num(bend)} "
                f"{_num(end)} {_num(bend)} {_num(end)} {_num(edge)}",
                stroke=color,
                width=1.8,
            )

    hops(x_order, BLUE, above=True)
    hops(t_order, ORANGE, above=False)
    svg.text(
        24,
        412,
        t("strides reads", lang, name="x", order=" → ".join(map(str, x_order))),
        anchor="start",
        fill=BLUE,
    )
    svg.text(
        24,
        432,
        t("strides reads", lang, name="x.t()", order=" → ".join(map(str, t_order))),
        anchor="start",
        fill=ORANGE,
    )
    svg.text(
        656,
        422,
        t("strides colour", lang),
        anchor="end",
        size=12,
        fill=MUTED,
    )
    return svg.render()


# ---------------------------------------------------------------------------
# 2. The autograd graph

AUTOGRAD_CODE = "loss = ((w * x + b) ** 2).mean()"


def autograd_facts() -> dict:
    """The backward graph of AUTOGRAD_CODE, walked from loss.grad_fn.

    Nodes are numbered in depth-first order; edges run from a node to each entry of
    its next_functions, the way gradients flow.
    """
    w = torch.tensor([1.0, 2.0], requires_grad=True)
    x = torch.tensor([3.0, 4.0], requires_grad=True)
    b = torch.tensor(0.5, requires_grad=True)
    loss = ((w * x + b) ** 2).mean()
    leaves = {"w": w, "x": x, "b": b}

    nodes: list[dict] = []
    edges: list[tuple[int, int]] = []
    seen: dict[int, int] = {}

    def visit(fn, depth: int) -> int:
        if id(fn) in seen:
            return seen[id(fn)]
        index = len(nodes)
        seen[id(fn)] = index
        node = {"name": type(fn).__name__, "depth": depth, "leaf": None}
        if hasattr(fn, "variable"):
            (node["leaf"],) = [n for n, t in leaves.items() if t is fn.variable]
        nodes.append(node)
        for child, _ in fn.next_functions:
            if child is not None:
                edges.append((index, visit(child, depth + 1)))
        return index

    visit(loss.grad_fn, 0)
    return {"code": AUTOGRAD_CODE, "nodes": nodes, "edges": edges}


def autograd_svg(lang: str = DEFAULT) -> str:
    facts = autograd_facts()
    nodes, edges = facts["nodes"], facts["edges"]
    children: dict[int, list[int]] = {i: [] for i in range(len(nodes))}
    for parent, child in edges:
        children[parent].append(child)
    assert len(edges) == len(nodes) - 1, "the layout draws a tree"

    # A tidy tree: leaves take the next slot, a parent sits over its children.
    slot: dict[int, float] = {}
    next_slot = 0

    def place(i: int) -> None:
        nonlocal next_slot
        for c in children[i]:
            place(c)
        if children[i]:
            slot[i] = sum(slot[c] for c in children[i]) / len(children[i])
        else:
            slot[i] = next_slot
            next_slot += 1

    place(0)
    depth = max(n["depth"] for n in nodes)
    spacing, node_w, node_h, level = 190, 164, 46, 84
    width = 660
    left = (width - (next_slot - 1) * spacing) / 2
    top = 96
    height = top + depth * level + node_h + 60

    def box(i: int) -> tuple[float, float]:
        return left + slot[i] * spacing - node_w / 2, top + nodes[i]["depth"] * level

    names = ", ".join(
        f"{n['name']} ({n['leaf']})" if n["leaf"] else n["name"] for n in nodes
    )
    svg = Svg(
        "autograd",
        width,
        height,
        t("autograd title", lang, code=facts["code"]),
        t("autograd desc", lang, names=names),
    )
    svg.text(24, 34, facts["code"], anchor="start", size=16)
    svg.text(
        24,
        56,
        t("autograd leaves", lang),
        anchor="start",
        size=13,
        fill=MUTED,
    )

    for parent, child in edges:
        px, py = box(parent)
        cx, cy = box(child)
        x0, y0 = px + node_w / 2, py + node_h
        x1, y1 = cx + node_w / 2, cy - 2
        mid = (y0 + y1) / 2
        svg.path(
            f"M{_num(x0)} {_num(y0)} C{_num(x0)} {_num(mid)} {_num(x1)} {_num(mid)} "
            f"{_num(x1)} {_num(y1)}",
            stroke=MUTED,
            width=1.6,
        )
    for i, node in enumerate(nodes):
        x0, y0 = box(i)
        colour, fill = (GREEN, "#dafbe1") if node["leaf"] else (BLUE, "#ddf4ff")
        svg.rect(x0, y0, node_w, node_h, fill=fill, stroke=colour, rx=8, width=1.8)
        if node["leaf"]:
            svg.text(x0 + node_w / 2, y0 + 20, node["name"], size=14)
            svg.text(
                x0 + node_w / 2,
                y0 + 37,
                t("autograd writes", lang, leaf=node["leaf"]),
                size=12,
                fill=MUTED,
            )
        else:
            svg.text(x0 + node_w / 2, y0 + 28, node["name"], size=14)
    rx, ry = box(0)
    svg.text(rx - 10, ry + 28, "loss.grad_fn", anchor="end", size=13, fill=MUTED)
    svg.text(
        24,
        height - 22,
        t("autograd arrows", lang),
        anchor="start",
        size=13,
        fill=MUTED,
    )
    return svg.render()


# ---------------------------------------------------------------------------
# 3. GradScaler's per-optimizer states

ACTIONS = ("unscale_", "step", "update")
# An update() is tried twice: with only this optimizer, and after another optimizer
# of the same scaler has stepped in the same iteration.
ALONE, OTHER_STEPPED = "alone", "other stepped"


def _stage(scaler: torch.amp.GradScaler, opt: torch.optim.Optimizer) -> str:
    # _per_optimizer_states is GradScaler's internal bookkeeping, not a public API:
    # a dict from id(optimizer) to {"stage": OptState.READY | UNSCALED | STEPPED, ...}
    # that update() resets. It is read here only to name the state the calls reached.
    return scaler._per_optimizer_states[id(opt)]["stage"].name


def _drive(path: tuple[str, ...], context: str) -> tuple[str, str | None]:
    """Run `path` on one optimizer of a fresh GradScaler("cpu").

    Returns ("state", name) after the last call, or ("raises", "Type: message").
    """
    torch.manual_seed(0)
    scaler = torch.amp.GradScaler("cpu")
    model, other_model = nn.Linear(2, 1), nn.Linear(2, 1)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    other = torch.optim.SGD(other_model.parameters(), lr=0.1)
    inputs = torch.ones(4, 2)
    loss = model(inputs).sum() + other_model(inputs).sum()
    scaler.scale(loss).backward()
    if context == OTHER_STEPPED:
        scaler.step(other)
    calls: dict[str, Callable[[], object]] = {
        "unscale_": lambda: scaler.unscale_(opt),
        "step": lambda: scaler.step(opt),
        "update": scaler.update,
    }
    for n, action in enumerate(path):
        try:
            calls[action]()
        except (RuntimeError, AssertionError) as error:
            assert n == len(path) - 1, f"{path[: n + 1]} raised on the way"
            return "raises", f"{type(error).__name__}: {error}"
    return "state", _stage(scaler, opt)


def gradscaler_facts() -> dict:
    """Every call from every state reached, and what it did.

    transitions: (state, call, context or None, new state); the context is kept
    only where the two contexts of a call differ. errors: (state, call, context or
    None, "Type: message").
    """
    kind, start = _drive((), ALONE)
    assert kind == "state"
    paths = {start: ()}
    queue = [start]
    transitions: list[tuple[str, str, str | None, str]] = []
    errors: list[tuple[str, str, str | None, str]] = []
    while queue:
        state = queue.pop(0)
        for action in ACTIONS:
            outcomes = {
                c: _drive((*paths[state], action), c) for c in (ALONE, OTHER_STEPPED)
            }
            same = outcomes[ALONE] == outcomes[OTHER_STEPPED]
            for context, (kind, result) in outcomes.items():
                if same and context == OTHER_STEPPED:
                    continue
                label = None if same else context
                if kind == "raises":
                    errors.append((state, action, label, result))
                    continue
                transitions.append((state, action, label, result))
                if result not in paths:
                    paths[result] = (*paths[state], action)
                    queue.append(result)
    return {
        "start": start,
        "states": list(paths),
        "transitions": transitions,
        "errors": errors,
    }


# Where each observed transition is drawn. A transition torch shows that has no
# route here fails the script rather than being left out.
_STATE_Y = 206
_STATE_X = {"READY": 140, "UNSCALED": 360, "STEPPED": 580}
_STATE_W, _STATE_H = 108, 46
_NOTES = {
    ALONE: "gradscaler alone",
    OTHER_STEPPED: "gradscaler other stepped",
    "skipped": "gradscaler skipped",
}


def _note(context: str, lang: str) -> str:
    return t(_NOTES[context], lang)


def _routes() -> dict[tuple, tuple[str, float, float, str, str | None]]:
    """(path, label x, label y, label anchor, note) per observed transition."""
    hw, hh, y = _STATE_W / 2, _STATE_H / 2, _STATE_Y
    r, u, s = _STATE_X["READY"], _STATE_X["UNSCALED"], _STATE_X["STEPPED"]
    top, bottom = y - hh, y + hh
    return {
        ("READY", "unscale_", None, "UNSCALED"): (
            f"M{r + hw} {y} L{u - hw - 2} {y}",
            (r + u) / 2,
            y - 8,
            "middle",
            None,
        ),
        ("UNSCALED", "step", None, "STEPPED"): (
            f"M{u + hw} {y} L{s - hw - 2} {y}",
            (u + s) / 2,
            y - 8,
            "middle",
            None,
        ),
        ("READY", "step", None, "STEPPED"): (
            f"M{r + 24} {top} C{r + 70} {y - 130} {s - 70} {y - 130} "
            f"{s - 24} {top - 2}",
            (r + s) / 2,
            y - 106,
            "middle",
            None,
        ),
        ("STEPPED", "update", None, "READY"): (
            f"M{s - 10} {bottom} C{s - 40} {y + 190} {r + 20} {y + 190} "
            f"{r - 20} {bottom + 2}",
            (r + s) / 2,
            y + 168,
            "middle",
            None,
        ),
        ("UNSCALED", "update", None, "READY"): (
            f"M{u - 20} {bottom} C{u - 40} {y + 84} {r + 50} {y + 84} "
            f"{r + 20} {bottom + 2}",
            (r + u) / 2 + 10,
            y + 88,
            "middle",
            "skipped",
        ),
        ("READY", "update", OTHER_STEPPED, "READY"): (
            f"M{r - 30} {top} C{r - 40} {y - 80} {r - hw - 60} {y - 40} "
            f"{r - hw - 2} {y - 6}",
            24,
            y - 74,
            "start",
            OTHER_STEPPED,
        ),
    }


def _call(action: str) -> str:
    return "update()" if action == "update" else f"{action}(opt)"


def gradscaler_svg(lang: str = DEFAULT) -> str:
    facts = gradscaler_facts()
    assert set(facts["states"]) == set(_STATE_X), facts["states"]
    transitions, errors = facts["transitions"], facts["errors"]

    def aside(context: str | None) -> str:
        return t("aside", lang, text=_note(context, lang)) if context else ""

    moves = t("semicolon", lang).join(
        t("gradscaler move", lang, call=_call(a), state=s, note=aside(c), target=to)
        for s, a, c, to in transitions
    )
    raises = t("semicolon", lang).join(
        t(
            "gradscaler raise",
            lang,
            call=_call(a),
            state=s,
            note=aside(c),
            kind=e.split(": ", 1)[0],
            message=e.split(": ", 1)[1],
        )
        for s, a, c, e in errors
    )
    svg = Svg(
        "gradscaler",
        680,
        506,
        t("gradscaler title", lang),
        t("gradscaler desc", lang, start=facts["start"], moves=moves, raises=raises),
    )
    svg.text(24, 34, t("gradscaler heading", lang), anchor="start", size=16)
    svg.text(
        24,
        56,
        t("gradscaler observed", lang),
        anchor="start",
        size=13,
        fill=MUTED,
    )

    routes = _routes()
    for transition in transitions:
        d, lx, ly, anchor, note = routes[transition]
        colour = GREEN if transition[1] == "update" else BLUE
        dashed = note is not None
        svg.path(d, stroke=colour, width=1.8, dash="6 4" if dashed else None)
        svg.text(lx, ly, _call(transition[1]), anchor=anchor, fill=colour, weight="600")
        if note:
            svg.text(lx, ly + 15, _note(note, lang), anchor=anchor, size=11, fill=MUTED)
    for name, cx in _STATE_X.items():
        start = name == facts["start"]
        svg.rect(
            cx - _STATE_W / 2,
            _STATE_Y - _STATE_H / 2,
            _STATE_W,
            _STATE_H,
            fill="#f6f8fa",
            stroke=INK,
            rx=23,
            width=2.6 if start else 1.5,
        )
        svg.text(cx, _STATE_Y + 5, name, size=15, weight="600")

    # The calls that raise, as a table under the diagram.
    top = 404
    svg.text(
        24,
        top,
        t("gradscaler raises", lang),
        anchor="start",
        size=14,
        fill=RED,
        weight="600",
    )
    footnotes = []
    for n, (state, action, context, error) in enumerate(errors):
        y = top + 21 + 18 * n
        kind, message = error.split(": ", 1)
        if context is not None:
            footnotes.append(context)
            state = state + "*" * len(footnotes)
            kind = f"{kind}: {message}"
        svg.text(24, y, state, anchor="start", size=13, weight="600")
        svg.text(124, y, _call(action), anchor="start", size=13)
        svg.text(236, y, kind, anchor="start", size=13, fill=RED)
    for n, context in enumerate(footnotes, start=1):
        y = top + 21 + 18 * len(errors) + 16 * (n - 1)
        svg.text(
            24,
            y,
            f"{'*' * n} {_note(context, lang)}",
            anchor="start",
            size=11,
            fill=MUTED,
        )
    return svg.render()


# Each diagram by its English file name: a function of the language it is worded in.
DIAGRAMS: dict[str, Callable[[str], str]] = {
    "strides-and-views.svg": strides_svg,
    "autograd-graph.svg": autograd_svg,
    "gradscaler-states.svg": gradscaler_svg,
}


def main() -> int:
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for name, draw in DIAGRAMS.items():
        for lang in LANGUAGES:
            path = OUT_DIR / file_name(name, lang)
            path.write_text(draw(lang), encoding="utf-8", newline="\n")
            print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
