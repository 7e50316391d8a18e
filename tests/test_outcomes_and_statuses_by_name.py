"""Run outcomes, run, subtask and step statuses, effect classes and the eval judge's own words are
named through their enums (runs.models: RunOutcome, RunStatus, SubtaskStatus, StepStatus,
EffectClass; runs.evals.judge: Coverage, NotClosed), and the two subtask kinds that are no case
type through NOT_A_CASE, never as bare strings where code decides or reports by them: a bare
"resolved" keeps compiling when the value is renamed and silently stops matching.

The scan reads runs/ and supervisor/ with ast and looks where a value decides or is handed on:
comparisons and match cases, return values, the literal collections a loop runs over, values stored
into a subscript or a status/outcome attribute, argparse `choices=` lists and `Literal[...]`
annotations; and for NOT_A_CASE, any literal collection holding both its kinds. The same words in
messages, docstrings, dictionary keys and call arguments are not flagged, nor a comparison with a
`kind` (event kinds, approval kinds and subtask kinds are vocabularies of their own).
"""

from __future__ import annotations

import ast
from pathlib import Path

from runs.evals.judge import Coverage, NotClosed
from runs.models import EffectClass, RunOutcome, RunStatus, StepStatus, SubtaskStatus
from runs.shop.kinds import NOT_A_CASE

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("runs", "supervisor")
VALUES = frozenset(m.value for enum in (RunOutcome, RunStatus, SubtaskStatus, StepStatus, EffectClass, Coverage, NotClosed)
                   for m in enum if m.value)
# Words of other vocabularies that happen to spell one of the values above, each with its reason.
OTHER_VOCABULARIES = {
    ("supervisor/selectors/ledger.py", "done"): "the ledger's undo column (can, no longer, never, asked, done)",
    ("supervisor/views/evals.py", "failed"): "the eval page's ?cases=failed filter: failed cases, not a run status",
}


def _literals(node: ast.AST) -> list[ast.Constant]:
    """The string constant itself, or the string elements of a literal tuple, list or set."""
    items = node.elts if isinstance(node, (ast.Tuple, ast.List, ast.Set)) else [node]
    return [x for x in items if isinstance(x, ast.Constant) and isinstance(x.value, str)]


def _is_kind(node: ast.AST) -> bool:
    """`x.kind`, `kind`, `x["kind"]` or `x.get("kind")`: a kind, not a state."""
    if isinstance(node, ast.Attribute):
        return node.attr == "kind"
    if isinstance(node, ast.Name):
        return node.id == "kind"
    if isinstance(node, ast.Subscript):
        return isinstance(node.slice, ast.Constant) and node.slice.value == "kind"
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get":
        return bool(node.args) and isinstance(node.args[0], ast.Constant) and node.args[0].value == "kind"
    return False


def _stored_into(target: ast.AST) -> bool:
    return isinstance(target, ast.Subscript) or (isinstance(target, ast.Attribute) and target.attr in ("status", "outcome"))


def _deciding_operands(node: ast.AST) -> list[ast.AST]:
    """The parts of `node` whose string literals are states the code decides or reports by."""
    if isinstance(node, ast.Compare):
        operands = [node.left, *node.comparators]
        return [] if any(_is_kind(o) for o in operands) else operands
    if isinstance(node, ast.MatchValue):
        return [node.value]
    if isinstance(node, ast.Return) and node.value is not None:
        return [node.value]
    if isinstance(node, (ast.For, ast.comprehension)):
        return [node.iter]
    if isinstance(node, ast.Assign):
        out = []
        for target in node.targets:
            if _stored_into(target):
                out.append(node.value)
            elif isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple):
                out += [v for t, v in zip(target.elts, node.value.elts) if _stored_into(t)]
        return out
    if isinstance(node, ast.keyword) and node.arg == "choices":
        return [node.value]
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id == "Literal":
        return [node.slice]
    return []


def bare_states(source: str) -> list[tuple[int, str]]:
    """(line, literal) for every state spelt out where `source` decides or reports by it."""
    found = []
    for node in ast.walk(ast.parse(source)):
        found += [(c.lineno, c.value) for operand in _deciding_operands(node) for c in _literals(operand) if c.value in VALUES]
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)) and set(NOT_A_CASE) <= {c.value for c in _literals(node)}:
            found.append((node.lineno, " and ".join(NOT_A_CASE)))
    return sorted(set(found))


def scanned(root: Path = ROOT) -> list[tuple[str, int, str]]:
    """(path, line, literal) for every state spelt out in runs/ and supervisor/."""
    out = []
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            name = path.relative_to(root).as_posix()
            if "migrations" in path.parts or name == "runs/shop/kinds.py":  # where NOT_A_CASE is defined
                continue
            out += [(name, line, value) for line, value in bare_states(path.read_text())]
    return out


def offences(root: Path = ROOT) -> list[str]:
    return [f"{name}:{line}: {value!r}" for name, line, value in scanned(root) if (name, value) not in OTHER_VOCABULARIES]


def test_no_bare_outcome_status_or_effect_class_in_the_code():
    found = offences()
    assert not found, ("name them by RunOutcome, RunStatus, SubtaskStatus, StepStatus, EffectClass, the judge's Coverage and "
                       "NotClosed, or NOT_A_CASE, not:\n" + "\n".join(found))


def test_each_word_of_another_vocabulary_is_still_there():
    seen = {(name, value) for name, _, value in scanned()}
    assert set(OTHER_VOCABULARIES) <= seen, f"no longer spelt out, drop from OTHER_VOCABULARIES: {set(OTHER_VOCABULARIES) - seen}"


def test_the_scan_finds_a_state_in_each_form():
    source = '''
if run.outcome == "partial": pass
if s.status in ("resolved", "escalated"): pass
def outcome_of(run):
    return "waiting"
for status in ("resolved", "deferred"): pass
result[intent] = "handed_over"
s.status, s.named = "escalated", "order"
parser.add_argument("--outcome", choices=["", "resolved"])
effect_class: Literal["read", "external_effect"]
if kind in ("question", "other"): pass
left = kinds - {"other", "question"}
match step.status:
    case "skipped": pass
'''
    assert bare_states(source) == [
        (2, "partial"), (3, "escalated"), (3, "resolved"), (5, "waiting"), (6, "deferred"), (6, "resolved"), (7, "handed_over"),
        (8, "escalated"), (9, "resolved"), (10, "external_effect"), (10, "read"), (11, "question and other"), (12, "question and other"),
        (14, "skipped")]


def test_the_scan_leaves_wording_keys_kinds_and_enum_members_alone():
    source = '''
note = "the refund was resolved"
counts = {"resolved": 0, "open": 1}
counts["resolved"] += 1
log(f"subtask {n} resolved")
record.append(run, "escalated", {"subtask": 2})
if e.kind == "escalated" or p.get("kind") == "stopped": pass
if s.status == SubtaskStatus.RESOLVED and run.outcome != RunOutcome.PARTIAL: pass
for status in Subtask.CLOSED: pass
result[intent] = Coverage.HANDED_OVER
if subtask.case_type in NOT_A_CASE: pass
def label():
    """Returns "done" when it is."""
    return f"{n} done"
'''
    assert bare_states(source) == []
