"""No import cycles in `supervisor` or `runs`: modules a reader can follow in one direction.

The graph is grimp's (import-linter's library): every `import` it finds in a module counts,
including imports inside functions and under `if TYPE_CHECKING:`. A cycle is a strongly
connected component of more than one module; the failure names its modules and the import
lines that close it.
"""

from __future__ import annotations

import importlib
import inspect
import re
from dataclasses import dataclass
from pathlib import Path

import grimp
import pytest

PACKAGES = ("supervisor", "runs")

def cycles(graph: grimp.ImportGraph, modules: set[str]) -> list[set[str]]:
    """The strongly connected components of more than one module among `modules` (Tarjan's
    algorithm, without recursion)."""
    edges = {m: sorted(graph.find_modules_directly_imported_by(m) & modules) for m in modules}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for root in sorted(modules):
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            module, i = work.pop()
            if i == 0:
                index[module] = low[module] = len(index)
                stack.append(module)
                on_stack.add(module)
            if i < len(edges[module]):
                work.append((module, i + 1))
                nxt = edges[module][i]
                if nxt not in index:
                    work.append((nxt, 0))
                elif nxt in on_stack:
                    low[module] = min(low[module], index[nxt])
                continue
            if low[module] == index[module]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == module:
                        break
                if len(component) > 1:
                    found.append(component)
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[module])
    return found


def describe(graph: grimp.ImportGraph, component: set[str]) -> str:
    """The component's modules and each import between them, with its line."""
    lines = [", ".join(sorted(component))]
    for importer in sorted(component):
        for imported in sorted(graph.find_modules_directly_imported_by(importer) & component):
            for detail in graph.get_import_details(importer=importer, imported=imported):
                lines.append(f"  {importer}:{detail['line_number']} {detail['line_contents']}")
    return "\n".join(lines)


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    return grimp.build_graph(*PACKAGES, cache_dir=None)


def modules_of(graph: grimp.ImportGraph, *packages: str) -> set[str]:
    return {m for m in graph.modules if m.split(".")[0] in packages}


def assert_no_cycles(graph: grimp.ImportGraph, modules: set[str]) -> None:
    found = cycles(graph, modules)
    assert not found, "import cycles:\n" + "\n".join(describe(graph, c) for c in found)


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_cycle_inside_a_package(graph, package):
    assert_no_cycles(graph, modules_of(graph, package))


def test_no_import_cycle_between_supervisor_and_runs(graph):
    assert_no_cycles(graph, modules_of(graph, *PACKAGES))


def test_the_check_finds_a_cycle_through_three_modules_and_names_its_imports():
    graph = grimp.ImportGraph()
    for importer, imported in [("p.views", "p.partials"), ("p.partials", "p.pages"), ("p.pages", "p.views"),
                               ("p.views", "p.forms"), ("p.forms", "p.models")]:
        graph.add_import(importer=importer, imported=imported, line_number=1, line_contents=f"import {imported}")
    found = cycles(graph, set(graph.modules))
    assert found == [{"p.views", "p.partials", "p.pages"}]
    assert "p.pages:1 import p.views" in describe(graph, found[0])


# --- the README's path of a ticket: forward only --------------------------------------------------
README = Path(__file__).resolve().parents[1] / "README.md"
MODULE = re.compile(r"`(runs/[\w/]+\.py)`")


def dotted(path: str) -> str:
    """`runs/walk/turn.py` -> `runs.walk.turn`; a package's `__init__.py` is the package."""
    return path.removesuffix(".py").removesuffix("/__init__").replace("/", ".")


@dataclass
class TicketPath:
    """The README's "A ticket's path": each step's module and its helpers, in order, and the ground."""

    steps: list[list[str]]  # each step: its module first, then its helpers
    ground: set[str]
    repeated: list[str]  # helpers named beside more than one step

    @property
    def modules(self) -> list[str]:
        return [step[0] for step in self.steps]

    def step_of(self) -> dict[str, int]:
        return {m: i for i, step in enumerate(self.steps) for m in step}


def ticket_path(text: str | None = None) -> TicketPath:
    """Read the list: a numbered item's first `runs/...py` is the step's module; the others it names
    are its helpers, except path modules and ground modules, which any step may name in passing. The
    paragraph opening "The ground" lists the ground."""
    text = README.read_text() if text is None else text
    section = text[text.index("**A ticket's path**"):text.index("People act on runs between two steps")]
    items, ground_text = section.split("\nThe ground", 1)
    ground = {dotted(m) for m in MODULE.findall(ground_text)}
    named = [[dotted(m) for m in MODULE.findall(item)] for item in re.split(r"^\d\. ", items, flags=re.M)[1:]]
    modules = [item[0] for item in named]
    steps, seen, repeated = [], set(), []
    for item in named:
        helpers = [m for m in dict.fromkeys(item[1:]) if m not in modules and m not in ground]
        repeated += [m for m in helpers if m in seen]
        seen.update(helpers)
        steps.append([item[0], *helpers])
    return TicketPath(steps, ground, repeated)


def back_imports(graph: grimp.ImportGraph, path: TicketPath) -> list[str]:
    """Every way the code turns back against the README's list, each with the chain of imports that
    does: a module of a step reaching (even through modules the list does not name) one of an
    earlier step, or the ground reaching any step's module."""
    step = path.step_of()
    found = []
    for module, i in step.items():
        for target in sorted(graph.find_upstream_modules(module) & {m for m, j in step.items() if j < i}):
            chain = graph.find_shortest_chain(importer=module, imported=target)
            found.append(f"step {i + 1} {module} reaches step {step[target] + 1} {target}: {' -> '.join(chain)}")
    for module in sorted(path.ground):
        for target in sorted(graph.find_upstream_modules(module) & set(step)):
            chain = graph.find_shortest_chain(importer=module, imported=target)
            found.append(f"the ground's {module} reaches step {step[target] + 1} {target}: {' -> '.join(chain)}")
    return found


def test_the_readmes_ticket_path_goes_from_intake_to_the_reply_and_the_close_in_five_modules():
    path = ticket_path()
    assert path.modules == ["runs.services", "runs.walk.walker", "runs.walk.turn", "runs.walk.calls", "runs.walk.reply"]
    source = {i: "".join(inspect.getsource(importlib.import_module(m)) for m in step) for i, step in enumerate(path.steps)}
    assert "Run.objects.create(" in source[0], "the first step makes the run of a ticket"
    assert ".send_reply(" in source[4] and '"run_closed"' in source[4], "the last step sends the reply and closes the run"
    assert not path.repeated, f"helpers named beside two steps: {path.repeated}"
    assert not path.ground & set(path.step_of()), "a module is both ground and a step's"


def test_every_module_of_the_walk_is_on_the_path_or_the_ground(graph):
    path = ticket_path()
    walk = {m for m in graph.modules if m == "runs.walk" or m.startswith("runs.walk.")}
    assert sorted(walk - set(path.step_of()) - path.ground) == []


def test_no_module_on_the_ticket_path_calls_one_before_it(graph):
    """Read in the README's order, a step's module and helpers (and whatever they import, even
    through modules the list does not name) reach only their own step's, later steps' and the
    ground: a reader never has to turn back. The ground reaches no step at all."""
    problems = back_imports(graph, ticket_path())
    assert not problems, "\n".join(problems)


def test_the_check_finds_a_helper_that_imports_an_earlier_steps_helper():
    text = """**A ticket's path**
1. `runs/a.py`, with `runs/a_help.py`.
2. `runs/b.py`, with `runs/b_help.py` and `runs/a.py` in passing.

The ground: `runs/g.py`.

People act on runs between two steps"""
    path = ticket_path(text)
    assert path.steps == [["runs.a", "runs.a_help"], ["runs.b", "runs.b_help"]] and path.ground == {"runs.g"}
    graph = grimp.ImportGraph()
    for importer, imported in [("runs.a", "runs.b"), ("runs.a", "runs.g"), ("runs.a_help", "runs.b_help"), ("runs.b", "runs.g"),
                               ("runs.b_help", "runs.x"), ("runs.x", "runs.a_help"), ("runs.g", "runs.b")]:
        graph.add_import(importer=importer, imported=imported, line_number=1, line_contents=f"import {imported}")
    assert back_imports(graph, path) == [
        "step 2 runs.b_help reaches step 1 runs.a_help: runs.b_help -> runs.x -> runs.a_help",
        "the ground's runs.g reaches step 2 runs.b: runs.g -> runs.b",
    ]
