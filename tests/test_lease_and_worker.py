"""Who walks a run: one lease-holder at a time, on real Celery worker processes in production."""

from datetime import timedelta

import pytest
from django.utils import timezone

from runs.models import Run
from runs.shop.models import Refund
from runs.walk import walk
from runs.walk.lease import claim
from runs.walk.request import build_request
from tests.polling import wait_until
from tests.runtime_world import build_world, paused, start, ticket, walk_until_pause, walker_dies_at


@pytest.fixture
def world(db, settings):
    settings.PLAN_CONFIRMATION_RULE = "never"
    return build_world()


def test_a_second_walker_finds_the_lease_taken_and_does_nothing(world):
    run = start(ticket())
    assert claim(run.pk, "worker-a") is not None
    assert walk(run.pk, owner="worker-b") == Run.Status.RUNNING
    run.refresh_from_db()
    assert run.turn == 0 and run.lease_owner == "worker-a"


def test_an_expired_lease_is_taken_over_and_the_run_resumes_from_its_record(world):
    run = start(ticket())
    walk(run.pk, owner="worker-a", yield_after_turns=3)
    # worker-a "died" holding a lease: it expires, and worker-b carries on from turn 3.
    Run.objects.filter(pk=run.pk).update(lease_owner="worker-a", lease_expires_at=timezone.now() - timedelta(seconds=1), status="running")
    assert walk(run.pk, owner="worker-b") == Run.Status.DONE
    run.refresh_from_db()
    assert run.outcome == "resolved" and Refund.objects.count() == 1
    seqs = list(run.events.order_by("seq").values_list("seq", flat=True))
    assert seqs == list(range(1, len(seqs) + 1))


def test_a_recorded_model_answer_is_not_asked_for_again_after_a_crash(world, monkeypatch):
    run = start(ticket())
    walk(run.pk, owner="a", yield_after_turns=2)
    run.refresh_from_db()
    # Simulate a crash after the model answered turn 3 but before the turn was applied.
    from runs.agents import agent_for
    from runs import record
    from django.db import transaction

    body = agent_for(run).respond(build_request(run))
    with transaction.atomic():
        locked = record.lock_run(run.pk)
        record.append(locked, "model_response", {"response": body}, turn=locked.turn + 1)
    calls = []
    from runs.agents.offline import OfflineAgent

    original = OfflineAgent.respond
    monkeypatch.setattr(OfflineAgent, "respond", lambda self, req: calls.append(req.turn) or original(self, req))
    walk(run.pk, owner="b")
    assert 3 not in calls and calls[0] == 4
    assert run.events.filter(kind="model_response", turn=3).count() == 1


def test_a_run_that_keeps_killing_its_worker_fails_for_good_after_bounded_attempts(world, settings, monkeypatch):
    from runs.agents.offline import OfflineAgent

    settings.RUN_MAX_ATTEMPTS = 3
    run = start(ticket())

    def die(self, request):
        raise RuntimeError("worker killed mid-turn")

    monkeypatch.setattr(OfflineAgent, "respond", die)
    for _ in range(3):
        with pytest.raises(RuntimeError):
            walk(run.pk, owner="doomed")
    assert walk(run.pk, owner="doomed") == Run.Status.FAILED
    run.refresh_from_db()
    assert run.failure_reason.startswith("gave up after 3 walks in a row")
    assert run.events.filter(kind="walk_started").count() == 3 and run.events.filter(kind="run_failed").count() == 1


@pytest.mark.services
def test_a_real_worker_process_walks_the_canonical_ticket_on_postgres_and_redis(celery_worker, reviewer):
    from runs.models import Approval
    from runs.people import actions

    build_world()
    run = start(ticket())  # enqueued on commit: the worker process picks it up from Redis
    run = wait_until(lambda: paused(run), timeout=60, message=lambda: celery_worker.log()[-3000:])
    assert run.status == Run.Status.AWAITING_PLAN, celery_worker.log()[-3000:]
    assert run.lease_owner == ""  # waiting holds no worker
    actions.plan_confirm(approval_id=Approval.objects.get(run=run, kind="plan").pk, user=reviewer)
    run = wait_until(lambda: paused(run), timeout=60, message=lambda: celery_worker.log()[-3000:])
    assert (run.status, run.outcome) == ("done", "resolved"), celery_worker.log()[-3000:]
    assert [(r.amount_cents, r.source) for r in Refund.objects.all()] == [(995, "platform")]
    walkers = list(run.events.filter(kind="walk_started").values_list("payload__worker", flat=True))
    assert len(walkers) == 2 and all(w.count(":") == 2 for w in walkers)  # host:pid:task id, one walk per task


@pytest.mark.parametrize("crash_point", ["before_shop_call", "after_shop_call"])
def test_a_walker_killed_around_a_refund_call_leaves_exactly_one_refund(world, crash_point):
    """The refund request is recorded and committed before the shop is called; a walker that dies
    on either side of the shop call is followed by one that re-issues it with the same key."""
    run = start(ticket())
    with walker_dies_at("after" if crash_point == "after_shop_call" else "before"), pytest.raises(KeyboardInterrupt):
        walk_until_pause(run)
    run.refresh_from_db()
    requested = run.events.get(kind="effect_requested", payload__name="issue_refund")
    assert not run.events.filter(kind="tool_result", payload__name="issue_refund").exists()
    assert Refund.objects.count() == (1 if crash_point == "after_shop_call" else 0)

    run = walk_until_pause(run)
    assert run.outcome == "resolved"
    assert [(r.amount_cents, r.idempotency_key) for r in Refund.objects.all()] == [(995, requested.payload["request"]["idempotency_key"])]
    result = run.events.get(kind="tool_result", payload__name="issue_refund").payload["result"]
    assert result["already_issued"] is (crash_point == "after_shop_call")
    seqs = list(run.events.order_by("seq").values_list("seq", flat=True))
    assert seqs == list(range(1, len(seqs) + 1))
