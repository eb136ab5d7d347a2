# SPDX-License-Identifier: MIT
"""No recursion in the firmware. A board's Python stack holds about a dozen frames
(1,536 bytes on CircuitPython 9), so a call chain whose depth grows with the game (the
overflow chain once did) crashes there with `pystack exhausted` while CPython says nothing.
This looks for cycles among calls it can resolve: self.method() within a class, and plain
calls of functions of the same module. The depth is measured on a 32-bit VM with the board's
Python stack by tests/test_device_model.py."""

import ast
import glob
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def call_graph(path):
    tree = ast.parse(open(path).read())
    graph = {}
    module_funcs = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}

    def visit(func, owner):
        calls = set()
        for node in ast.walk(func):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            if (
                isinstance(f, ast.Attribute)
                and isinstance(f.value, ast.Name)
                and f.value.id == "self"
                and owner
            ):
                calls.add((owner, f.attr))
            elif isinstance(f, ast.Name) and f.id in module_funcs:
                calls.add((None, f.id))
        graph[(owner, func.name)] = calls

    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            visit(node, None)
        elif isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, ast.FunctionDef):
                    visit(item, node.name)
    return graph


def cycle(graph):
    """One cycle as a list of names, or None (depth-first search with an explicit stack)."""
    state = {}
    for start in graph:
        if start in state:
            continue
        stack = [(start, iter(sorted(graph[start], key=str)))]
        state[start] = 1
        path = [start]
        while stack:
            node, it = stack[-1]
            nxt = next(it, None)
            if nxt is None:
                state[node] = 2
                stack.pop()
                path.pop()
                continue
            if nxt not in graph:
                continue
            if state.get(nxt) == 1:
                return path[path.index(nxt) :] + [nxt]
            if nxt not in state:
                state[nxt] = 1
                stack.append((nxt, iter(sorted(graph[nxt], key=str))))
                path.append(nxt)
    return None


def test_the_checker_finds_recursion():
    graph = {(None, "a"): {(None, "b")}, (None, "b"): {(None, "a")}}
    assert cycle(graph) == [(None, "a"), (None, "b"), (None, "a")]


def test_no_function_of_the_firmware_calls_itself_again():
    files = glob.glob(os.path.join(ROOT, "firmware", "**", "*.py"), recursive=True)
    assert len(files) > 20
    found = {}
    for path in files:
        c = cycle(call_graph(path))
        if c:
            found[os.path.relpath(path, ROOT)] = " -> ".join(n for _, n in c)
    assert not found
