"""An event's payload is dumped to JSON once: the text its digest is made of is the text its INSERT sends
(runs.record.digest_and_payload_text, runs.hot_writes.json_made), not a second json.dumps in psycopg. The digest
is the one it always was, for every kind of payload; the stored payload is the event's; a payload holding a value
that is no JSON value keeps no text (its INSERT fails or dumps as before)."""

import hashlib
import json
from datetime import datetime, timezone
from types import SimpleNamespace

import pytest

from runs import hot_writes, record
from runs.models import RunEvent
from tests.conftest import on_postgres
from tests.turn_counting import walk_canonical_counting

PAYLOADS = [
    {},
    {"tool_use_id": "toolu_1", "name": "get_order", "input": {"order_ref": "SU-88421"}, "ok": True},
    {"z": 1, "a": [3, 2, {"y": None, "b": True}], "m": {"é": "ünïcødé ✓", "n": -0.5, "big": 10**20}},
    {"note": 'quotes " and \\ backslashes\nand lines', "list": [], "empty": {}, "float": 1e-7},
    {"nested": {"deep": {"deeper": [{"k": i} for i in range(5)]}}, "flag": False},
    {"emoji": "📦 arrived broken", "amount_cents": 12900, "lines": [{"sku": "ASH-BK-HRT", "quantity": 1}]},
]


def _digest_as_it_was(previous: str, e) -> str:
    body = json.dumps([e.seq, e.turn, e.phase, e.kind, e.actor, e.payload], sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      default=str)
    return hashlib.sha256(f"{previous}|{body}".encode()).hexdigest()


@pytest.mark.parametrize("payload", PAYLOADS)
def test_the_digest_is_the_one_it_was_and_the_text_is_the_payloads(payload):
    e = SimpleNamespace(seq=7, turn=3, phase="decide", kind="tool_result", actor="agent", payload=payload)
    digest, text = record.digest_and_payload_text("ab" * 32, e)
    assert digest == _digest_as_it_was("ab" * 32, e) == record.event_digest("ab" * 32, e)
    assert json.loads(text) == payload


def test_a_payload_with_no_json_value_keeps_no_text_and_the_same_digest():
    e = SimpleNamespace(seq=1, turn=0, phase="triage", kind="note", actor="system", payload={"at": datetime(2026, 11, 2, 9, tzinfo=timezone.utc)})
    digest, text = record.digest_and_payload_text("", e)
    assert text is None and digest == _digest_as_it_was("", e)


def test_a_text_is_sent_only_for_the_very_value_it_was_made_of():
    event = RunEvent(payload={"a": 1})
    hot_writes.json_made(event, "payload", '{"a":1}')
    if hot_writes._Jsonb is None:
        pytest.skip("no psycopg 3")
    same = hot_writes._with_json_made(event, "payload", hot_writes._Jsonb(event.payload))
    assert same.dumps(same.obj) == '{"a":1}'
    event.payload = {"a": 2}  # replaced since: the text is not the column's any more
    other = hot_writes._Jsonb(event.payload)
    assert hot_writes._with_json_made(event, "payload", other) is other


@pytest.mark.django_db(transaction=True)
def test_a_walk_stores_each_payload_as_appended_without_dumping_it_again(announced, monkeypatch):
    sent = []
    original = hot_writes._with_json_made

    def counted(obj, attname, value):
        out = original(obj, attname, value)
        if isinstance(obj, RunEvent):  # other models' JSON columns keep no text: dumped by psycopg as before
            sent.append(out is not value)
        return out

    monkeypatch.setattr(hot_writes, "_with_json_made", counted)
    run, _ = walk_canonical_counting(announced)
    assert record.verify_chain(run) is None  # every stored payload is the one its digest was made of
    if on_postgres():
        # every event the walk's steps inserted sent its digest's text (the run's opening events are written apart)
        assert len(sent) >= run.next_seq - 3 and all(sent), (len(sent), run.next_seq)
    else:
        assert sent == []  # SQLite's JSON goes through the field's own encoding
