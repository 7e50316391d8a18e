"""`manage.py crashtest`: runs walked by real workers that are killed on purpose, then checked."""

import json

import pytest
from django.core.management import CommandError, call_command
from django.test import override_settings

from runs.models import Run


@pytest.mark.services
def test_five_runs_through_killed_workers_lose_and_double_nothing(transactional_db, tmp_path):
    from supervisor.celery import app

    app.control.purge()  # nothing left over from other tests on this Redis database
    call_command("seed_demo", verbosity=0, demo_deployment=True)
    out = tmp_path / "crashtest.json"
    call_command("crashtest", "--runs", "5", "--workers", "2", "--seed", "5", "--timeout", "150", "--kill-every", "2,5",
                 "--storm-seconds", "20",
                 "--lease-seconds", "3", "--json", str(out), "--logs", str(tmp_path / "logs"))
    report = json.loads(out.read_text())
    assert report["ok"] and not report["timed_out"], report
    assert report["runs_started"] == 5
    assert report["runs_finished"] + report["runs_waiting"] == 5
    for counter in ("runs_lost", "duplicate_refunds", "duplicate_returns", "unrecorded_effects", "seq_gaps", "overlapping_walks"):
        assert report[counter] == 0, (counter, report["details"])
    assert report["replay"]["differ"] == 0 and report["replay"]["identical"] == report["replay"]["finished_runs_replayed"] == report["runs_finished"]
    assert report["kills"]["total"] > 0, "the test must have killed something"
    assert (report["kills"]["last_external_sigkill_at_seconds"] or 0) <= 20, "no external kill after the storm"
    assert Run.objects.filter(ticket__ref__startswith="CT").count() == 5


def test_it_refuses_without_postgres_and_redis(db, tmp_path):
    with override_settings(REDIS_URL=""):
        with pytest.raises(CommandError, match="needs (PostgreSQL|Redis)"):
            call_command("crashtest", "--runs", "1", "--json", str(tmp_path / "x.json"))


@pytest.mark.services
def test_it_refuses_an_unseeded_shop(db, tmp_path):
    with pytest.raises(CommandError, match="seed_demo"):
        call_command("crashtest", "--runs", "1", "--json", str(tmp_path / "x.json"))


# --- the checks behind the zeros: each one flags what it says it flags ---------------------------------
def _events(*rows):
    """In-memory RunEvents: (kind, turn, seconds, payload) in seq order."""
    from datetime import datetime, timedelta, timezone

    from runs.models import RunEvent

    t0 = datetime(2026, 11, 30, 12, tzinfo=timezone.utc)
    return [RunEvent(seq=i, kind=k, turn=turn, actor="system" if k in ("walk_started", "turn_end") else "agent",
                     payload=payload or {}, created_at=t0 + timedelta(seconds=sec))
            for i, (k, turn, sec, payload) in enumerate(rows, start=1)]


def _turn(n, sec, status="running", call=True):
    rows = [("model_response", n, sec, {})]
    if call:
        rows.append(("tool_result", n, sec, {"tool_use_id": f"t{n}"}))
    return rows + [("turn_end", n, sec, {"status": status})]


def test_overlap_check_passes_a_record_resumed_after_its_lease_expired():
    from runs.crashtest import walk_overlaps

    record = _events(("walk_started", 0, 0, {}), *_turn(1, 1), ("model_response", 2, 2, {}),
                     ("walk_started", 1, 13, {}), ("tool_result", 2, 13, {"tool_use_id": "t2"}), ("turn_end", 2, 13, {"status": "awaiting_plan"}),
                     ("walk_started", 2, 14, {}), *_turn(3, 14, status="done"))
    assert walk_overlaps(record, lease_seconds=10) == []


def test_overlap_check_passes_the_lease_holder_taking_its_own_run_up_again():
    """A task retried after the database went away walks under the owner it had (one task in one
    process): its walk_started inside its own live lease is one walker, not two."""
    from runs.crashtest import walk_overlaps

    owner = {"worker": "host:41:task-7"}
    record = _events(("walk_started", 0, 0, owner), *_turn(1, 1), ("model_response", 2, 2, {}),
                     ("walk_started", 1, 3, owner), ("tool_result", 2, 3, {"tool_use_id": "t2"}), ("turn_end", 2, 3, {"status": "done"}))
    assert walk_overlaps(record, lease_seconds=10) == []


@pytest.mark.parametrize("rows, sign", [
    ([("walk_started", 0, 0, {}), *_turn(1, 1), ("walk_started", 1, 5, {})], "walk_started 4.0s after"),
    ([("walk_started", 0, 0, {"worker": "w1:task-a"}), *_turn(1, 1), ("walk_started", 1, 5, {"worker": "w2:task-a"})], "walk_started 4.0s after"),
    ([("walk_started", 0, 0, {}), ("model_response", 1, 1, {}), ("model_response", 1, 2, {})], "turn 1 answered again"),
    ([("walk_started", 0, 0, {}), ("model_response", 1, 1, {}), ("tool_result", 1, 1, {"tool_use_id": "a"}),
      ("tool_result", 1, 2, {"tool_use_id": "a"})], "tool_result again for call a"),
    ([("walk_started", 0, 0, {}), ("model_response", 1, 1, {}), ("effect_requested", 1, 1, {"tool_use_id": "a"}),
      ("effect_requested", 1, 2, {"tool_use_id": "a"})], "effect_requested again for call a"),
    ([("walk_started", 0, 0, {}), *_turn(1, 1), *_turn(2, 2), ("tool_result", 1, 3, {"tool_use_id": "late"})], "tool_result for turn 1 while turn None"),
    ([("walk_started", 0, 0, {}), *_turn(1, 1), ("turn_end", 1, 2, {"status": "running"})], "turn 1 finished again"),
    ([("walk_started", 0, 0, {}), *_turn(1, 1), ("model_response", 3, 2, {})], "model_response for turn 3 after turn 1 ended"),
])
def test_overlap_check_flags_each_sign_of_two_walkers(rows, sign):
    from runs.crashtest import walk_overlaps

    signs = walk_overlaps(_events(*rows), lease_seconds=10)
    assert any(sign in s for s in signs), signs


def test_the_audit_flags_a_stuck_run_a_gap_and_a_refund_made_twice(db):
    from runs.crashtest import audit
    from runs.shop.models import Refund
    from tests.factories import RunFactory
    from tests.runtime_world import build_world

    world = build_world()
    stuck = RunFactory(status="running", lease_owner="", next_seq=1)
    decided = RunFactory(status="done", outcome="resolved", next_seq=1,
                         state={"decisions": {"D1": {"ref": "D1", "subtask": 1, "action": "refund", "digest": "abc", "state": "executed"}}})
    prefix = decided.key_prefix
    Refund.objects.create(order=world["canonical"], amount_cents=995, source="platform", reason="x", idempotency_key=f"{prefix}s1-refund")
    Refund.objects.create(order=world["canonical"], amount_cents=995, source="platform", reason="x", idempotency_key=f"{prefix}s9-refund")
    Refund.objects.create(order=world["canonical"], amount_cents=995, source="platform", reason="x", idempotency_key=f"{prefix}D1-0de")
    Run.objects.filter(pk=decided.pk).update(next_seq=3)
    report = audit([stuck.pk, decided.pk], lease_seconds=10)
    assert [item["run"] for item in report.lost] == [stuck.pk]
    assert [item["run"] for item in report.seq_gaps] == [decided.pk]
    found = [(item.get("key") or item["decision"], item["why"]) for item in report.duplicate_refunds]
    assert (f"{prefix}s9-refund", "no decision of this run has this key") in found  # subtask 9 decided nothing
    assert (f"{prefix}D1-0de", "no decision of this run has this key") in found  # not a key the runtime makes
    assert (f"{prefix}s1-refund", "no decision of this run has this key") not in found
    assert len(report.unrecorded_effects) == 3  # the record shows none of them


def test_an_effect_in_flight_when_a_run_was_given_up_is_in_doubt_not_unrecorded(db):
    from runs.crashtest import audit
    from runs.shop.models import Refund
    from tests.factories import RunEventFactory, RunFactory
    from tests.runtime_world import build_world

    world = build_world()
    runs = {status: RunFactory(status=status, outcome="resolved" if status == "done" else "", failure_reason="gave up" if status == "failed" else "",
                               state={"decisions": {"D1": {"ref": "D1", "subtask": 1, "action": "refund", "state": "admitted"}}})
            for status in ("failed", "done")}
    for run in runs.values():
        key = f"{run.key_prefix}s1-refund"
        RunEventFactory(run=run, kind="effect_requested", payload={"tool_use_id": "t1", "name": "issue_refund", "request": {"idempotency_key": key}})
        if run.status == "failed":
            RunEventFactory(run=run, kind="run_failed", payload={"reason": "gave up"})
        Refund.objects.create(order=world["canonical"], amount_cents=995, source="platform", reason="x", idempotency_key=key)
    report = audit([r.pk for r in runs.values()], lease_seconds=10)
    assert [item["run"] for item in report.effects_in_doubt] == [runs["failed"].pk]
    assert [item["run"] for item in report.unrecorded_effects] == [runs["done"].pk]  # a done run must have recorded it
