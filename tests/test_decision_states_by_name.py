"""The runtime names decision states through runs.state.DecisionState (or its groups, TAKEN_DECISIONS
and the like), never as bare strings: a comparison against "admitted" keeps working when the value is
misspelt or renamed, and silently never matches.

The scan reads runs/ with ast and looks only at comparisons (==, !=, in, not in, including the tuples
and sets they compare against) and match cases, so the same words in messages, docstrings or
dictionary keys are not flagged.
"""

from __future__ import annotations

import ast
from pathlib import Path

from runs.state import DecisionState

RUNS = Path(__file__).resolve().parent.parent / "runs"
DEFINED_IN = RUNS / "state.py"
VALUES = frozenset(s.value for s in DecisionState)


def bare_decision_states(source: str) -> list[tuple[int, str]]:
    """(line, literal) for every decision-state string compared against in `source`."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
        elif isinstance(node, ast.MatchValue):
            operands = [node.value]
        else:
            continue
        for operand in operands:
            for leaf in ast.walk(operand):
                if isinstance(leaf, ast.Constant) and isinstance(leaf.value, str) and leaf.value in VALUES \
                        and _compared(operand, leaf):
                    found.append((leaf.lineno, leaf.value))
    return found


def _compared(operand: ast.AST, leaf: ast.Constant) -> bool:
    """The literal is the operand itself or an element of a tuple, list or set operand, not a key
    or argument inside it (d.get("state") == x compares d's value, not "state")."""
    return operand is leaf or (isinstance(operand, (ast.Tuple, ast.List, ast.Set)) and leaf in operand.elts)


def test_no_bare_decision_state_is_compared_against_in_the_runtime():
    offences = []
    for path in sorted(RUNS.rglob("*.py")):
        if path == DEFINED_IN or "migrations" in path.parts:
            continue
        offences += [f"{path.relative_to(RUNS.parent)}:{line}: {value!r}" for line, value in bare_decision_states(path.read_text())]
    assert not offences, "compare against runs.state.DecisionState (or TAKEN_DECISIONS, OPEN_DECISIONS, ...), not:\n" + "\n".join(offences)


def test_the_scan_finds_a_decision_state_in_each_form_of_comparison():
    source = '''
if d["state"] == "admitted": pass
if d.get("state") in ("admitted", "executed"): pass
if "refused" != decision["state"]: pass
ok = d["state"] not in {"proposed", "awaiting_approval"}
match d["state"]:
    case "replaced": pass
'''
    assert bare_decision_states(source) == [(2, "admitted"), (3, "admitted"), (3, "executed"), (4, "refused"),
                                            (5, "proposed"), (5, "awaiting_approval"), (7, "replaced")]


def test_the_scan_leaves_the_same_words_in_text_keys_and_enum_comparisons_alone():
    source = '''
note = "the refund was refused"
done = {"refused": 0}
done["refused"] += 1
if d["state"] == DecisionState.ADMITTED and d.get("note") == "the lead rejected it": pass
if d.get("rejected") in TAKEN_DECISIONS: pass
log(f"decision {ref} admitted")
'''
    assert bare_decision_states(source) == []
