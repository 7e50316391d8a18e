"""The layering is a contract: the import-linter contracts in pyproject.toml hold (the runtime
never imports the web layer, model adapters know neither the shop's models nor the web, tools
never import the adapters), and no module of the runtime imports itself through others."""

import subprocess
import sys
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parent.parent


def test_the_import_contracts_in_pyproject_hold():
    lint_imports = Path(sys.executable).with_name("lint-imports")
    done = subprocess.run([str(lint_imports), "--no-cache"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout


def import_cycles(package: str) -> list[list[str]]:
    """Groups of modules of the package that import each other, directly or through others
    (strongly connected components of grimp's graph, every import statement counted, lazy ones too)."""
    graph = grimp.build_graph(package, cache_dir=None)
    modules = sorted(graph.modules)
    imports = {m: sorted(graph.find_modules_directly_imported_by(m)) for m in modules}
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def visit(module: str) -> None:
        order[module] = low[module] = len(order)
        stack.append(module)
        on_stack.add(module)
        for other in imports[module]:
            if other not in order:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in on_stack:
                low[module] = min(low[module], order[other])
        if low[module] == order[module]:
            group = []
            while True:
                other = stack.pop()
                on_stack.discard(other)
                group.append(other)
                if other == module:
                    break
            if len(group) > 1:
                cycles.append(sorted(group))

    for module in modules:
        if module not in order:
            visit(module)
    return cycles


def test_no_module_of_the_runtime_imports_itself_through_others():
    assert import_cycles("runs") == []
