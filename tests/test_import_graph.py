"""No import cycles in `supervisor` or `runs`: modules a reader can follow in one direction.

The graph is grimp's (import-linter's library): every `import` it finds in a module counts,
including imports inside functions and under `if TYPE_CHECKING:`. A cycle is a strongly
connected component of more than one module; the failure names its modules and the import
lines that close it.
"""

from __future__ import annotations

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
README = __import__("pathlib").Path(__file__).resolve().parents[1] / "README.md"


def ticket_path() -> list[str]:
    """The modules of the README's numbered "A ticket's path" list, in order (`runs/x/y.py` -> `runs.x.y`)."""
    import re

    text = README.read_text()
    section = text[text.index("**A ticket's path**"):text.index("People act on runs between two steps")]
    return [m.group(1).removesuffix(".py").replace("/", ".") for m in re.finditer(r"^\d\. `(runs/[\w/]+\.py)`", section, re.M)]


def test_the_readmes_ticket_path_names_five_modules_from_intake_to_the_exits():
    assert ticket_path() == ["runs.services", "runs.tasks", "runs.walk.walker", "runs.walk.turn", "runs.walk.exits"]


def test_no_module_on_the_ticket_path_calls_one_before_it(graph):
    """Read in the README's order, each module (and what it imports outside the path) reaches only
    modules later in the list: a reader never has to turn back to an earlier one."""
    path = ticket_path()
    back = []
    for i, module in enumerate(path):
        earlier = set(path[:i])
        reached = graph.find_upstream_modules(module) & set(path)  # what it imports, even indirectly
        for target in sorted(reached & earlier):
            chain = graph.find_shortest_chain(importer=module, imported=target)
            back.append(f"{module} reaches {target}: {' -> '.join(chain)}")
    assert not back, "\n".join(back)
