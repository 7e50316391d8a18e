"""A tool call's input checked against its schema without jsonschema when it is plainly valid.

Why: jsonschema's validator walks every keyword of a schema through its generic machinery (a
resolver, an error iterator, a descent per property), about a quarter of a millisecond a call and
4% of a scripted walk's CPU, to find nothing wrong with nearly every call. The tools' schemas use a
handful of keywords (type, properties, required, additionalProperties, enum, items, minimum,
description), so each is turned once into a plain check that says only "surely valid": an input it
passes is one jsonschema passes too. Anything it is not sure of (a keyword it does not know, a value
whose type JSON Schema reads otherwise than Python, such as 1.0 as an integer or True beside 1 in an
enum, or an input that is wrong) is left to jsonschema, which says what is wrong in its own words.
"""

from __future__ import annotations

from typing import Any, Callable

Check = Callable[[Any], bool]
# JSON Schema's types by the Python types whose every value is surely one of them (bool is no integer).
_SURELY = {"object": (dict,), "array": (list,), "string": (str,), "integer": (int,), "boolean": (bool,), "null": (type(None),)}
_KNOWN = {"type", "properties", "required", "additionalProperties", "enum", "items", "minimum", "description"}


def sure_check(schema: dict) -> Check | None:
    """A check that is True only for inputs `schema` holds valid; None when the schema uses anything it does not know."""
    if not isinstance(schema, dict) or set(schema) - _KNOWN:
        return None
    checks: list[Check] = []
    kind = schema.get("type")
    if kind is not None:
        if kind not in _SURELY:
            return None
        types = _SURELY[kind]
        checks.append(lambda value, types=types: type(value) in types)
    if "enum" in schema:
        enum = schema["enum"]
        if not isinstance(enum, list) or any(type(e) not in (str, int, bool, type(None)) for e in enum):
            return None
        allowed = {(type(e), e) for e in enum}
        checks.append(lambda value: type(value) in (str, int, bool, type(None)) and (type(value), value) in allowed)
    if "minimum" in schema:
        least = schema["minimum"]
        if type(least) not in (int, float):
            return None
        checks.append(_at_least(least))
    if "properties" in schema or "required" in schema or "additionalProperties" in schema:
        properties = schema.get("properties", {})
        extra = schema.get("additionalProperties", True)
        if not isinstance(properties, dict) or extra not in (True, False) or not isinstance(schema.get("required", []), list):
            return None
        inner = {name: sure_check(sub) for name, sub in properties.items()}
        if any(check is None for check in inner.values()):
            return None
        required = tuple(schema.get("required", ()))
        checks.append(lambda value: _object_holds(value, inner, required, extra))
    if "items" in schema:
        item = sure_check(schema["items"])
        if item is None:
            return None
        checks.append(lambda value: type(value) is not list or all(item(x) for x in value))
    return lambda value: all(check(value) for check in checks)


def _at_least(least) -> Check:
    def check(value) -> bool:
        if type(value) is float:
            return False  # not sure (1.0 may be an integer to JSON Schema): left to jsonschema
        return type(value) is not int or value >= least  # minimum bears on numbers only (a bool is none)

    return check


def _object_holds(value, inner: dict, required: tuple, extra: bool) -> bool:
    if type(value) is not dict:
        return True  # these keywords bear on objects only
    if any(name not in value for name in required):
        return False
    for name, item in value.items():
        check = inner.get(name)
        if check is None:
            if not extra:
                return False
        elif not check(item):
            return False
    return True
