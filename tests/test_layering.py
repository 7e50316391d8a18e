"""The layering is a contract: the import-linter contracts in pyproject.toml hold (the runtime
never imports the web layer, model adapters know neither the shop's models nor the web, tools
never import the adapters). Import cycles are test_import_graph.py's."""

import subprocess
import sys
from pathlib import Path


ROOT = Path(__file__).resolve().parent.parent


def test_the_import_contracts_in_pyproject_hold():
    lint_imports = Path(sys.executable).with_name("lint-imports")
    done = subprocess.run([str(lint_imports), "--no-cache"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout
