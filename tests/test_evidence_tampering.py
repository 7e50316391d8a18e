"""What `verify_export` refuses, on a small bundle signed here (no database): a forger's own key,
malformed files of every shape (named, never a traceback), keys nothing signs, duplicate keys, and a
change to the manifest or the signature named by the field that changed."""

import base64
import copy
import json
import os
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings as hsettings
from hypothesis import strategies as st

from runs import evidence
from runs.record import event_digest

KEY = base64.b64encode(os.urandom(32)).decode()


@pytest.fixture(autouse=True)
def signing_key(settings):
    settings.EVIDENCE_SIGNING_KEY = KEY
    settings.EVIDENCE_SIGNING_KEY_FILE = None


def chained(events: list[dict]) -> list[dict]:
    previous = ""
    for e in events:
        e["digest"] = previous = event_digest(previous, SimpleNamespace(**{k: e[k] for k in ("seq", "turn", "phase", "kind", "actor", "payload")}))
    return events


def small_body(amount_cents: int = 4599) -> dict:
    events = chained([
        {"seq": 1, "turn": 0, "phase": "intake", "kind": "ticket_received", "actor": "system", "payload": {"ref": "T-9"},
         "created_at": "2026-11-30T09:00:00+00:00"},
        {"seq": 2, "turn": 1, "phase": "act", "kind": "tool_result", "actor": "agent",
         "payload": {"name": "issue_refund", "ok": True, "result": {"amount_cents": amount_cents, "source": "seller"}},
         "created_at": "2026-11-30T09:00:05+00:00"},
        {"seq": 3, "turn": 2, "phase": "reply", "kind": "run_finished", "actor": "system", "payload": {"outcome": "resolved"},
         "created_at": "2026-11-30T09:00:09+00:00"},
    ])
    head = events[-1]["digest"]
    return {"run": {"id": 31, "status": "done", "record_digest": head}, "ticket": {"ref": "T-9", "subject": "Lamp arrived bent"},
            "events": events, "decisions": {"d1": {"amount_cents": amount_cents, "source": "seller"}}, "approvals": [],
            "effects": [{"effect_class": "refund", "amount_cents": amount_cents, "status": "done"}],
            "replay": {"at_export": {"identical": True}}, "chain": {"head": head, "first_broken_seq": None}}


def signed(body: dict | None = None) -> dict:
    return evidence.sign(body or small_body(), run_id=31, exported_by="auditor", exported_at="2026-11-30T10:00:00+00:00")


def trusted(text: str) -> evidence.Verdict:
    return evidence.verify(text, trusted_keys=[evidence.deployment_public_key()])


def test_the_untouched_bundle_verifies_with_the_deployments_key_and_only_with_a_trusted_key():
    text = evidence.dumps(signed())
    assert trusted(text).ok
    offline = evidence.verify(text)
    assert not offline.ok and "no key to trust was given" in offline.problems[0]


def test_a_refund_changed_and_re_signed_with_a_fresh_key_fails_as_signed_by_a_stranger(settings):
    settings.EVIDENCE_SIGNING_KEY = base64.b64encode(os.urandom(32)).decode()
    forged = evidence.dumps(signed(small_body(amount_cents=1)))
    settings.EVIDENCE_SIGNING_KEY = KEY
    v = trusted(forged)
    assert not v.ok
    assert v.where == [{"section": "signature", "field": "public_key"}]
    assert "neither this deployment's key nor one given with --public-key" in v.problems[0]


# -- malformed files: named, never raised ------------------------------------------------------

def _set(path: list, value):
    def change(bundle: dict) -> dict:
        target = bundle
        for step in path[:-1]:
            target = target[step]
        target[path[-1]] = value
        return bundle
    return change


def _rename_leaf(bundle: dict) -> dict:
    leaves = bundle["manifest"]["leaves"]
    leaves["events[b].payload.ref"] = leaves.pop("events[0].payload.ref")
    return bundle


MALFORMED = {
    "a manifest path with a letter for an event index": (_rename_leaf, "manifest: the entry for events[b].payload.ref was changed"),
    "the signature as a string": (_set(["signature"], "garbage"), "signature: is a JSON string, not an object"),
    "the manifest's leaves as a list": (_set(["manifest", "leaves"], ["a", "b"]), "manifest: field leaves is a JSON list"),
    "the run as a list": (_set(["body", "run"], [1, 2]), "run: is a JSON list, not an object"),
    "the events as an object": (_set(["body", "events"], {"0": 1}), "events: is a JSON object, not a list"),
    "an event as a number": (_set(["body", "events", 1], 7), "event #2: field (the whole event)"),
    "the signature value as a number": (_set(["signature", "value"], 12), "signature: field value was changed"),
    "the public key as null": (_set(["signature", "public_key"], None), "signature: field public_key is not the base64"),
    "the body as null": (_set(["body"], None), "body: is a JSON null, not an object"),
    "an event digest as a list": (_set(["body", "events", 0, "digest"], ["x"]), "hash chain: event E1 (ticket_received) does not match"),
}


@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_a_malformed_bundle_is_refused_by_what_is_wrong(name):
    change, said = MALFORMED[name]
    v = trusted(evidence.dumps(change(signed())))
    assert not v.ok and any(said in p for p in v.problems), v.problems


@pytest.mark.parametrize("text", ["", "[]", "null", '"supervisor"', "{}", '{"format": "supervisor-evidence/2"}', "1" * 5000, "[" * 5000])
def test_a_file_that_is_no_bundle_at_all_is_refused(text):
    v = trusted(text)
    assert not v.ok and v.problems


SIGNED_TEXT = None


def _signed_text() -> str:
    global SIGNED_TEXT
    SIGNED_TEXT = SIGNED_TEXT or evidence.dumps(signed())
    return SIGNED_TEXT


@hsettings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(edits=st.lists(st.tuples(st.floats(0, 1, exclude_max=True), st.integers(0, 255)), min_size=1, max_size=4))
def test_random_byte_edits_never_raise_and_never_verify(edits):
    data = bytearray(_signed_text().encode())
    for where, byte in edits:
        data[int(where * len(data))] = byte
    v = evidence.verify_bytes(bytes(data), trusted_keys=[evidence.deployment_public_key()])
    if bytes(data) != _signed_text().encode():
        # Some edits leave the same JSON (a space for a newline between fields): those may verify.
        assert v.ok == (_same_json(bytes(data)))
        assert v.ok or v.problems


def _same_json(data: bytes) -> bool:
    try:
        return json.loads(data.decode("utf-8")) == json.loads(_signed_text()) and len(data.decode("utf-8").split('"')) == len(_signed_text().split('"'))
    except ValueError:
        return False


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3), max_leaves=10)


def _places(value, path=()):
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _places(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _places(v, path + (i,))


@hsettings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data(), shape=JSON)
def test_any_json_shape_anywhere_in_a_bundle_never_raises(data, shape):
    bundle = json.loads(_signed_text())
    places = list(_places(bundle))
    path = data.draw(st.sampled_from(places))
    if not path:
        bundle = shape
    else:
        _set(list(path), shape)(bundle)
    v = trusted(json.dumps(bundle))
    original = json.loads(_signed_text())
    assert v.ok == (bundle == original and _same_types(bundle, original)), v.problems


def _same_types(a, b) -> bool:
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


# -- what the signature covers, and naming exactly what changed ----------------------------------

def test_a_top_level_note_nothing_signed_is_refused_by_name():
    bundle = signed()
    bundle["note"] = "approved by the CFO"
    v = trusted(evidence.dumps(bundle))
    assert not v.ok and v.where == [{"section": "bundle", "field": "note"}]
    assert "approved by the CFO" in v.problems[0]


def test_a_changed_signature_algorithm_is_named():
    bundle = signed()
    bundle["signature"]["algorithm"] = "RSA"
    v = trusted(evidence.dumps(bundle))
    assert not v.ok and v.where == [{"section": "signature", "field": "algorithm"}]


def test_a_renamed_signature_algorithm_key_is_named_both_ways():
    bundle = signed()
    bundle["signature"]["algo"] = bundle["signature"].pop("algorithm")
    v = trusted(evidence.dumps(bundle))
    assert {"section": "signature", "field": "algo"} in v.where and {"section": "signature", "field": "algorithm"} in v.where


def test_a_duplicate_amount_inserted_before_the_real_one_is_refused():
    text = evidence.dumps(signed())
    forged = text.replace('"amount_cents": 4599', '"amount_cents": 1, "amount_cents": 4599', 1)
    assert forged != text and json.loads(forged) == json.loads(text)  # a last-wins reader sees nothing changed
    v = trusted(forged)
    assert not v.ok and v.where[0]["section"] == "duplicate" and "'amount_cents' appears 2 times" in v.problems[0]
    assert "1, 4599" in v.problems[0]


def test_a_changed_manifest_digest_is_blamed_on_the_manifest_not_the_intact_body_field():
    bundle = signed()
    path = "effects[0].amount_cents"
    bundle["manifest"]["leaves"][path] = "0" * 32
    v = trusted(evidence.dumps(bundle))
    assert not v.ok and v.where == [{"section": "manifest", "field": f'leaves["{path}"]'}], v.problems


@pytest.mark.parametrize("field,value", [("run_id", 32), ("exported_by", "cfo"), ("exported_at", "2026-12-01T00:00:00+00:00"),
                                         ("events", 2), ("leaves_digest", "f" * 32)])
def test_each_changed_manifest_header_field_is_named_exactly(field, value):
    bundle = signed()
    bundle["manifest"][field] = value
    v = trusted(evidence.dumps(bundle))
    assert not v.ok and v.where == [{"section": "manifest", "field": field}], v.problems


def test_a_changed_chain_head_in_the_manifest_is_named_as_the_header_and_the_chain():
    bundle = signed()
    bundle["manifest"]["chain_head"] = "0" * 64
    v = trusted(evidence.dumps(bundle))
    assert v.where == [{"section": "manifest", "field": "chain_head"}, {"section": "chain", "field": "head"}], v.problems


@pytest.mark.parametrize("field", ["key_id", "value"])
def test_a_changed_key_id_or_signature_value_is_named(field):
    bundle = signed()
    text = bundle["signature"][field]
    bundle["signature"][field] = ("A" if text[0] != "A" else "B") + text[1:]
    v = trusted(evidence.dumps(bundle))
    assert not v.ok and v.where == [{"section": "signature", "field": field}], v.problems


def test_a_body_change_under_a_valid_signature_is_named_by_event_and_field():
    bundle = signed()
    bundle["body"]["events"][1]["payload"]["result"]["amount_cents"] = 1
    v = trusted(evidence.dumps(copy.deepcopy(bundle)))
    assert {"section": "events", "index": 1, "seq": 2, "kind": "tool_result", "field": "payload.result.amount_cents"} in v.where
    assert any(w.get("section") == "chain" and w.get("seq") == 2 for w in v.where)
