"""The firmware's layers (../shared/DESIGN.md) import one way: games/ <- core/ <- ui/ <-
render/ and app.py. A module may import its own layer and the ones inside it, never one
outside, and no chain of imports comes back to where it started."""

import ast
from pathlib import Path

FIRMWARE = Path(__file__).resolve().parent.parent / "firmware" / "zootally"
# Inside out: a module may import from its own rank or a lower one.
RANK = {"games": 0, "core": 1, "ui": 2, "render": 3, "app": 3}
HARDWARE = {"board", "displayio", "keypad", "neopixel", "microcontroller", "digitalio", "busio"}


def module_name(path):
    parts = path.relative_to(FIRMWARE.parent).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def imports(path):
    """Every module name imported anywhere in the file (also inside functions)."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
            # `from zootally.games import zoostock` imports the module zootally.games.zoostock
            for a in node.names:
                out.add(node.module + "." + a.name)
        elif (
            isinstance(node, ast.Call)
            and getattr(node.func, "id", None) == "__import__"
            and node.args
            and isinstance(node.args[0], ast.Constant)
        ):
            out.add(node.args[0].value)
        elif (
            isinstance(node, ast.Call)
            and getattr(node.func, "id", None) == "__import__"
            and node.args
            and isinstance(node.args[0], ast.BinOp)
            and isinstance(node.args[0].left, ast.Constant)
        ):
            # __import__("zootally.games." + name): any module under that prefix
            out.add(node.args[0].left.value + "*")
    return out


def graph():
    modules = {module_name(p): p for p in FIRMWARE.rglob("*.py")}
    edges = {}
    for name, path in modules.items():
        found = set()
        for m in imports(path):
            if m.endswith("*"):
                found.update(k for k in modules if k.startswith(m[:-1]))
            elif m in modules:
                found.add(m)
        # A submodule needs its package, which Python has set up before: no circle.
        edges[name] = sorted(m for m in found if m != name and not name.startswith(m + "."))
    return modules, edges


def layer(name):
    parts = name.split(".")
    return parts[1] if len(parts) > 1 else None


def test_each_layer_imports_only_itself_and_the_layers_inside_it():
    _, edges = graph()
    wrong = []
    for name, targets in edges.items():
        here = RANK.get(layer(name))
        for t in targets:
            there = RANK.get(layer(t))
            if here is not None and there is not None and there > here:
                wrong.append("%s imports %s" % (name, t))
    assert wrong == []


def test_no_import_circle():
    _, edges = graph()
    # Depth-first search with an explicit stack, reporting the first circle found.
    state = {}
    for start in edges:
        if start in state:
            continue
        stack = [(start, iter(edges[start]))]
        path = [start]
        state[start] = "open"
        while stack:
            node, it = stack[-1]
            nxt = next(it, None)
            if nxt is None:
                state[node] = "done"
                stack.pop()
                path.pop()
            elif state.get(nxt) == "open":
                circle = path[path.index(nxt) :] + [nxt]
                raise AssertionError("import circle: " + " -> ".join(circle))
            elif nxt not in state:
                state[nxt] = "open"
                stack.append((nxt, iter(edges[nxt])))
                path.append(nxt)


def test_games_and_core_import_no_hardware():
    modules, _ = graph()
    wrong = []
    for name, path in modules.items():
        if layer(name) in ("games", "core", "ui"):
            hw = sorted(imports(path) & HARDWARE)
            if hw:
                wrong.append("%s imports %s" % (name, hw))
    assert wrong == []


def test_the_companion_needs_nothing_of_the_simulator():
    """The companion (zootally pull, report, standings: a player's tool on the computer) is a
    package of its own, host_sim/companion/ (the product card fixes the top level): it reads
    records with the firmware's own readers and files them with host_sim's file helpers,
    and imports none of the simulator's modules (its device, window, terminal, key
    scripts, fakes)."""
    package = FIRMWARE.parent.parent / "host_sim" / "companion"
    allowed = {"host_sim", "host_sim.paths", "host_sim.files", "host_sim.companion"}
    wrong = []
    for path in sorted(package.glob("*.py")):
        for m in sorted(imports(path)):
            if m.startswith("host_sim") and ".".join(m.split(".")[:2]) not in allowed:
                wrong.append("%s imports %s" % (path.name, m))
    assert len(list(package.glob("*.py"))) > 3 and wrong == []


def test_the_install_carries_every_folder_of_the_firmware():
    """pyproject.toml lists the packages an install carries (its package-dir maps them):
    every folder of the firmware is one, a game's two among them, so that a game added as
    a folder reaches a plain install (a missing one failed only in its slow test)."""
    import tomllib

    with open(FIRMWARE.parent.parent / "pyproject.toml", "rb") as f:
        listed = set(tomllib.load(f)["tool"]["setuptools"]["packages"])
    folders = {module_name(p) for p in FIRMWARE.rglob("__init__.py")}
    assert folders <= listed, sorted(folders - listed)
