"""A tool call's input that runs/tool_input_sure_valid.py passes without jsonschema is one jsonschema passes too, and
check_input says of every input what jsonschema says: valid inputs of every tool, and each of them made wrong in the
ways a model gets them wrong (a required key left out, a key of its own, a number as text, 1.0 or True for an integer,
an unknown enum value, zero below a minimum, a wrong item in a list, a list or None for an object)."""

import random

import pytest

from runs.tool_input_sure_valid import sure_check
from runs.tools import TOOLS


def _valid(schema: dict, rnd: random.Random, full: bool):
    if "enum" in schema:
        return rnd.choice(schema["enum"])
    kind = schema.get("type")
    if kind == "object":
        props = schema.get("properties", {})
        keys = [k for k in props if full or k in schema.get("required", []) or rnd.random() < 0.5]
        return {k: _valid(props[k], rnd, full) for k in keys}
    if kind == "array":
        return [_valid(schema.get("items", {"type": "string"}), rnd, full) for _ in range(rnd.randint(0, 3))]
    if kind == "integer":
        return rnd.randint(schema.get("minimum", 0), 40)
    if kind == "boolean":
        return rnd.random() < 0.5
    return rnd.choice(["SU-88421", "the mug arrived chipped", "", "élan ✓", "42"])


def _paths(value, at=()):
    yield at, value
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, (*at, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, (*at, i))


def _replaced(value, at, new):
    if not at:
        return new
    head, *rest = at
    copy = dict(value) if isinstance(value, dict) else list(value)
    copy[head] = _replaced(value[head], tuple(rest), new)
    return copy


def _wrongs(valid, rnd: random.Random):
    yield None
    yield []
    yield "not an object"
    for at, value in list(_paths(valid)):
        for new in ("7", 7, 1.0, 0, -3, True, None, {}, [], ["x"], "not-a-known-value", 2.5):
            if new != value or type(new) is not type(value):
                yield _replaced(valid, at, new)
        if isinstance(value, dict):
            if value:
                dropped = dict(value)
                dropped.pop(rnd.choice(list(value)))
                yield _replaced(valid, at, dropped)
            yield _replaced(valid, at, {**value, "surprise": 1})


def _jsonschema_says(tool, args) -> list[str]:
    return [f"{'/'.join(map(str, e.path)) or 'input'}: {e.message}" for e in tool._validator.iter_errors(args)]


@pytest.mark.parametrize("name", sorted(TOOLS))
def test_sure_only_of_what_jsonschema_passes_and_check_input_says_the_same(name):
    tool, rnd = TOOLS[name], random.Random(f"sure-{name}")
    sure = sure_check(tool.input_schema)
    assert sure is not None  # every tool's schema uses only what the sure check knows
    passed = failed = 0
    for n in range(12):
        valid = _valid(tool.input_schema, rnd, full=n % 2 == 0)
        for args in [valid, *_wrongs(valid, rnd)]:
            said = _jsonschema_says(tool, args)
            if sure(args):
                assert said == [], (args, said)
                passed += 1
            else:
                failed += 1
            assert tool.check_input(args) == said
    assert passed >= 12 and failed > passed  # every valid input passes the sure check; the wrong ones go to jsonschema


@pytest.mark.parametrize("schema, value", [
    ({"type": "integer"}, 1.0),  # an integer to JSON Schema: not sure, jsonschema decides
    ({"type": "integer"}, True),
    ({"enum": [1, 2]}, True),
    ({"type": "integer", "minimum": 1}, 1.5),
    ({"type": "object", "properties": {"a": {"type": "string", "format": "email"}}}, {"a": "x"}),  # a keyword it does not know
    ({"type": "number"}, 3),
    ({"type": "object", "patternProperties": {"^x": {}}}, {}),
])
def test_not_sure_of_what_json_schema_reads_otherwise_than_python(schema, value):
    sure = sure_check(schema)
    assert sure is None or not sure(value)
