"""Durable runs on real worker processes, PostgreSQL and Redis: workers SIGKILLed with their whole
process group, a database connection cut mid-turn, Redis restarted mid-run (a Redis of the test's own on a free port), every process stopped
while runs wait for people, a resume enqueued twice, Redis redelivering a task that is still
running, and a run that keeps killing its worker. After each, `runs.crashtest.audit` checks the
record and the shop: nothing lost, no refund or return twice, no gap in a run's seq, no turn
walked by two workers at once.
"""

from __future__ import annotations

import re
import time

import pytest
from django.db import connection

from runs.crashtest import audit
from runs.models import Run, RunEvent, Ticket
from runs.shop.models import Refund, ReturnRequest
from tests.conftest import broker_key
from tests.polling import wait_until
from tests.runtime_world import CANONICAL_BODY, build_world, start, ticket

pytestmark = pytest.mark.services

LEASE = 3  # RUN_LEASE_SECONDS for the workers here: a dead walker's run is free again after 3 s
FAST = {"RUN_LEASE_SECONDS": str(LEASE), "PLAN_CONFIRMATION_RULE": "never"}


def status_of(run: Run) -> str:
    run.refresh_from_db()
    return run.status


def assert_clean(run_ids, *, lease: float = LEASE, logs: str = "", plan_rule: str = FAST["PLAN_CONFIRMATION_RULE"]) -> None:
    """The record checks, then a replay of every finished run from its record alone (under the
    rules the workers walked it with: a replay applies today's rules and reports what they change)."""
    from django.test import override_settings

    from runs.replay import replay_run

    report = audit(run_ids, lease_seconds=lease)
    assert not report.violations, f"{report.violations}\n{logs[-3000:]}"
    with override_settings(PLAN_CONFIRMATION_RULE=plan_rule):
        for run in Run.objects.filter(pk__in=list(run_ids), status__in=Run.FINISHED):
            replayed = replay_run(run)
            assert replayed.identical, replayed.as_payload()


def test_a_run_whose_worker_dies_with_its_whole_process_group_is_walked_again(celery_workers):
    """SIGKILL to the worker and its pool child: nobody rejects the message, so Redis keeps it
    unacknowledged until the visibility timeout (an hour). The run must not wait that long: once
    the dead walker's lease expires, a live worker resumes it from the record."""
    build_world()
    (first,) = celery_workers(1, env={**FAST, "SUPERVISOR_OFFLINE_TURN_SECONDS": "0.5"})
    run = start(ticket())
    wait_until(lambda: Run.objects.get(pk=run.pk).turn >= 2, timeout=30, message=lambda: first.log()[-3000:])
    first.kill()
    (second,) = celery_workers(1, env={**FAST, "SUPERVISOR_OFFLINE_TURN_SECONDS": "0.5"})
    wait_until(lambda: status_of(run) == Run.Status.DONE, timeout=60, message=lambda: second.log()[-3000:])
    assert run.events.filter(kind="walk_started").count() == 2
    assert_clean([run.pk], logs=second.log())


# --- helpers ----------------------------------------------------------------------------------------
SOFA = "My sofa order SU-90001 never arrived. The tracking has not moved in weeks. I want my money back."


def own_order(k: int, body: str = CANONICAL_BODY, subject: str = "Delivery charged twice and a cracked panel") -> Ticket:
    """A ticket on its own copy of Maya's canonical order (refunds are real, and the guard counts
    what an order already got back: runs sharing an order would see each other's refunds)."""
    from types import SimpleNamespace

    from runs.evals.world import build_world as copy_world, demo_world
    from runs.management.commands.crashtest import RunSpace

    template = Ticket(subject=subject, body=body, customer_email="maya@example.com", order_ref="SU-88421")
    rewrite = copy_world(demo_world(template), RunSpace(k), case=SimpleNamespace(where="test", id=str(k)))
    return ticket(rewrite.text(body), ref=f"T-7{k:04d}", order_ref=rewrite.text("SU-88421"), email=rewrite.text("maya@example.com"),
                  subject=subject)


def canonical_runs(n: int) -> list[Run]:
    return [start(own_order(k)) for k in range(1, n + 1)]


def wait_all(runs: list[Run], statuses, timeout: float, message) -> None:
    ids = [r.pk for r in runs]
    wait_until(lambda: Run.objects.filter(pk__in=ids, status__in=list(statuses)).count() == len(ids), timeout=timeout, message=message)


def logs(workers) -> str:
    return "\n".join(w.log()[-2000:] for w in workers)


def walks_settled(workers) -> bool:
    """Every walk_run task the workers received has succeeded, and every delivery of it has ended:
    the ones the lease sent away were retried (a new delivery, same task id, either worker) and
    each of those was received too."""
    counts: dict[str, dict[str, int]] = {}
    for worker in workers:
        for task_id, what in re.findall(r"runs\.walk_run\[([0-9a-f-]+)\] (received|succeeded|retry)", worker.log()):
            counts.setdefault(task_id, {"received": 0, "succeeded": 0, "retry": 0})[what] += 1
    return bool(counts) and all(c["succeeded"] >= 1 and c["received"] == c["succeeded"] + c["retry"] >= 1 + c["retry"]
                                for c in counts.values())


def unacknowledged_for(seconds: float) -> bool:
    """A delivery has waited unacknowledged in Redis longer than `seconds` (kombu's unacked index
    scores each delivery with the time it was handed out)."""
    import redis
    from django.conf import settings

    with redis.Redis.from_url(settings.REDIS_URL) as client:
        return client.zcount(broker_key("unacked_index"), "-inf", time.time() - seconds) > 0


# --- the database connection drops mid-turn ----------------------------------------------------------
def test_cutting_every_database_connection_while_workers_walk_loses_and_doubles_nothing(celery_workers):
    build_world()
    workers = celery_workers(2, env={**FAST, "SUPERVISOR_OFFLINE_TURN_SECONDS": "0.3"})
    runs = canonical_runs(4)
    ids = [r.pk for r in runs]
    cut = responses = 0

    def turned_or_all_done() -> tuple[int, bool] | None:
        """(model responses so far, all done) once a worker has finished another turn, or all are done."""
        now = RunEvent.objects.filter(run__in=ids, kind="model_response").count()
        done = Run.objects.filter(pk__in=ids, status=Run.Status.DONE).count() == len(ids)
        return (now, done) if now > responses or done else None

    with connection.cursor() as cursor:
        for _ in range(12):  # a cut each time some worker gets a turn further
            responses, done = wait_until(turned_or_all_done, timeout=30, message=lambda: logs(workers))
            if done:
                break
            cursor.execute("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                           "WHERE datname = current_database() AND pid <> pg_backend_pid()")
            cut += cursor.fetchone()[0]
    connection.pool.check()  # this process's own idle pooled connections were cut too: replace them
    assert cut > 0, "no worker connection was there to cut"
    wait_all(runs, [Run.Status.DONE], 90, message=lambda: logs(workers))
    assert_clean([r.pk for r in runs], logs=logs(workers))
    assert Refund.objects.count() == ReturnRequest.objects.count() == len(runs)  # one refund and one collection per run
    walks = RunEvent.objects.filter(run__in=runs, kind="walk_started").count()
    assert walks > len(runs), "the cuts should have broken some walks (each resumed from the record)"
    assert {r.outcome for r in Run.objects.filter(pk__in=[r.pk for r in runs])} == {"resolved"}


# --- Redis restarts mid-run ----------------------------------------------------------------------------
def test_a_redis_restart_mid_run_loses_and_doubles_nothing(own_redis, celery_workers):
    """Redis comes back empty: the queued tasks, the unacknowledged ones and the workers' countdowns
    are gone. Walks in progress carry on (the database is the truth); the rest are resumed. The
    Redis restarted is the test's own (`own_redis`), never the machine's."""
    build_world()
    workers = celery_workers(2, env={**FAST, "SUPERVISOR_OFFLINE_TURN_SECONDS": "0.3"})
    runs = canonical_runs(5)
    wait_until(lambda: RunEvent.objects.filter(run__in=runs, kind="model_response").count() >= 3, timeout=30, message=lambda: logs(workers))
    own_redis.restart()
    wait_all(runs, [Run.Status.DONE], 120, message=lambda: logs(workers))
    assert_clean([r.pk for r in runs], logs=logs(workers))
    assert Refund.objects.count() == ReturnRequest.objects.count() == len(runs)
    assert all(w.proc.poll() is None for w in workers), "the workers reconnect; none died"
    assert any("resumed stalled runs" in w.log() for w in workers), "the runs whose tasks Redis forgot were resumed by a sweep"


# --- waiting states survive a restart of every process ----------------------------------------------
def test_waiting_runs_survive_a_restart_of_every_process_and_finish_once_people_act(own_redis, celery_workers, reviewer, lead):
    from runs.models import Approval, Escalation
    from runs.people import actions
    from tests.runtime_world import call

    build_world()
    env = {"RUN_LEASE_SECONDS": str(LEASE)}  # the default plan rule: the canonical ticket waits for a reviewer
    before = celery_workers(2, env=env)
    plan = start(ticket())
    sofa = start(ticket(SOFA, ref="T-50001", order_ref="SU-90001", email="tom@example.com", subject="Sofa never arrived"))
    escalated = start(own_order(1, "I was charged twice for delivery on SU-88421.", subject="Charged twice"),
                      script={"turns": [[call("escalate_to_human", open_item="check the customer's identity", reason="email differs")]],
                              "after": "offline"})
    runs = [plan, sofa, escalated]
    wait_all(runs, Run.WAITING, 60, message=lambda: logs(before))
    assert [status_of(r) for r in runs] == ["awaiting_plan", "awaiting_plan", "awaiting_escalation"]
    assert not Run.objects.filter(pk__in=[r.pk for r in runs]).exclude(lease_owner="").exists(), "waiting holds no worker"

    for worker in before:  # every process goes: the workers die with their pool children, Redis forgets everything
        worker.kill()
    own_redis.restart()
    after = celery_workers(2, env=env)

    actions.plan_confirm(approval_id=Approval.objects.get(run=plan, kind="plan").pk, user=reviewer)
    actions.plan_confirm(approval_id=Approval.objects.get(run=sofa, kind="plan").pk, user=reviewer)
    actions.escalation_resolve(escalation_id=Escalation.objects.get(run=escalated).pk, user=reviewer, resolution="identity checked", resume=True)
    wait_until(lambda: status_of(sofa) == Run.Status.AWAITING_APPROVAL, timeout=60, message=lambda: logs(after))
    actions.refund_decide(approval_id=Approval.objects.get(run=sofa, kind="refund").pk, user=lead, approve=True, note="carrier claim filed")
    wait_all(runs, [Run.Status.DONE], 60, message=lambda: logs(after))
    assert [Run.objects.get(pk=r.pk).outcome for r in runs] == ["resolved", "resolved", "resolved"]
    assert sorted(Refund.objects.values_list("amount_cents", flat=True)) == [995, 995, 44500]
    assert_clean([r.pk for r in runs], logs=logs(after), plan_rule="multi_intent_or_over_ceiling")


# --- a resume enqueued twice walks once ------------------------------------------------------------------
def test_a_walk_enqueued_three_times_walks_once(celery_workers):
    from runs.tasks import walk_run

    build_world()
    workers = celery_workers(2, env={**FAST, "SUPERVISOR_OFFLINE_TURN_SECONDS": "0.4"})
    run = start(ticket())  # enqueued once on commit ...
    walk_run.delay(run.pk)  # ... once more at once, for the other worker ...
    wait_until(lambda: Run.objects.get(pk=run.pk).turn >= 2, timeout=30, message=lambda: logs(workers))
    walk_run.delay(run.pk)  # ... and once mid-walk
    wait_until(lambda: status_of(run) == Run.Status.DONE, timeout=60, message=lambda: logs(workers))
    # The deliveries that found the lease taken come back, find the run done and stop.
    wait_until(lambda: walks_settled(workers), timeout=LEASE + 20, message=lambda: logs(workers))
    assert run.events.filter(kind="walk_started").count() == 1, logs(workers)
    assert Refund.objects.count() == 1
    assert_clean([run.pk], logs=logs(workers))
    received = sum(len(re.findall(r"runs\.walk_run\[[0-9a-f-]+\] received", w.log())) for w in workers)
    assert received >= 3, logs(workers)


# --- Redis redelivers a task that is still running ---------------------------------------------------------
def test_a_task_redelivered_while_its_walk_runs_does_not_walk_the_run_twice(celery_workers):
    """Visibility timeout 1 s and a slow model: the walk outlives the timeout, and the still-running
    task goes back on the queue (every worker restores unacknowledged deliveries past the timeout as
    it polls: the second one as it starts, or the first between reads, whichever comes first). A
    delivery the second worker takes while the walk runs is sent away by the lease (it retries later
    and finds the run done); one the first worker takes waits behind its own walk. Either way the
    record shows one walk."""
    build_world()
    # Four seconds a turn: the walk (nine turns, over half a minute) must outlive the second worker's start
    # and its first poll on a loaded machine (at two seconds a turn, with the load average at 12, the walk
    # once finished before any worker restored the delivery, and nothing was left to redeliver).
    # The lease outlasts a turn (a turn longer than the lease loses it, and the stalled-run sweep walks the run again).
    lease = 10
    slow = {**FAST, "RUN_LEASE_SECONDS": str(lease), "CELERY_VISIBILITY_TIMEOUT": "1", "SUPERVISOR_OFFLINE_TURN_SECONDS": "4"}
    (first,) = celery_workers(1, env=slow)
    run = start(ticket())
    wait_until(lambda: Run.objects.get(pk=run.pk).turn >= 1, timeout=30, message=lambda: first.log()[-3000:])
    task_id = re.search(r"runs\.walk_run\[([0-9a-f-]+)\] received", first.log()).group(1)
    received = f"runs.walk_run[{task_id}] received"
    wait_until(lambda: unacknowledged_for(1), timeout=10, message="the walk's delivery is not older than the visibility timeout")
    (second,) = celery_workers(1, env=slow)
    wait_until(lambda: first.log().count(received) + second.log().count(received) >= 2, timeout=45,
               message=lambda: f"run {status_of(run)} at turn {Run.objects.get(pk=run.pk).turn}\n" + logs([first, second]))
    wait_until(lambda: status_of(run) == Run.Status.DONE, timeout=90,
               message=lambda: f"run {status_of(run)} at turn {run.turn} ({run.failure_reason})\n"
               + " ".join(f"{e.kind}:{e.payload.get('attempt', '')}" for e in run.events.order_by("seq")) + "\n" + logs([first, second]))
    wait_until(lambda: walks_settled([first, second]), timeout=lease + 20, message=lambda: logs([first, second]))
    assert run.outcome == "resolved" and Refund.objects.count() == 1
    assert run.events.filter(kind="walk_started").count() == 1, logs([first, second])
    if received in second.log():
        assert re.search(rf"runs\.walk_run\[{task_id}\] retry", second.log()), second.log()[-3000:]  # sent away by the lease
    assert_clean([run.pk], lease=lease, logs=logs([first, second]))


# --- a run that keeps killing its worker -----------------------------------------------------------------
def test_a_run_that_keeps_killing_its_worker_is_requeued_then_failed_after_bounded_attempts(celery_workers, tmp_path):
    """The crash hook kills the pool child right before the refund, every time (the test keeps
    emptying its folder). The prefork parent sees the child lost, and with acks_late and
    reject_on_worker_lost puts the task back; `attempts` ends it: after RUN_MAX_ATTEMPTS walks
    the run fails for good, with the reason recorded."""
    build_world()
    crash_dir = tmp_path / "crash"
    crash_dir.mkdir()
    (worker,) = celery_workers(1, env={**FAST, "RUN_MAX_ATTEMPTS": "3", "SHOP_BACKEND": "runs.crashtest.crashing_shop",
                                       "SUPERVISOR_CRASHTEST_DIR": str(crash_dir),
                                       "SUPERVISOR_CRASHTEST_SHARE": "1"})
    run = start(ticket())
    deaths = 0

    def failed() -> bool:
        nonlocal deaths
        for marker in crash_dir.iterdir():
            marker.unlink()
            deaths += 1
        return status_of(run) == Run.Status.FAILED

    wait_until(failed, timeout=60, interval=0.05, message=lambda: worker.log()[-4000:])
    assert run.failure_reason.startswith("gave up after 3 walks in a row"), run.failure_reason
    # The first walk finished turns before it died (a finished turn resets the count); the three
    # after it died at the refund without finishing one, and the fourth delivery fails the run.
    assert run.events.filter(kind="walk_started").count() == 4 and run.events.filter(kind="run_failed").count() == 1
    assert deaths == 4 and Refund.objects.count() == 0  # it died before the shop call each time
    log = worker.log()
    assert log.count("WorkerLostError('Worker exited prematurely: exitcode 137") == 4, log[-4000:]
    task_id = re.search(r"runs\.walk_run\[([0-9a-f-]+)\] received", log).group(1)
    assert log.count(f"runs.walk_run[{task_id}] received") >= 3, "the lost task came back (requeued) each time"
    assert worker.proc.poll() is None, "only the pool child died; the worker forked a new one"
    assert_clean([run.pk], logs=log)


# --- the Redis restarted here is the test's own ------------------------------------------------------------
def test_restarting_the_tests_own_redis_leaves_the_machines_redis_running(own_redis):
    import os

    import redis

    machine = redis.Redis.from_url(os.environ["REDIS_URL"])
    before = machine.info("server")["run_id"]
    own_redis.restart(down_seconds=0.1)
    assert redis.Redis.from_url(own_redis.url).ping()
    assert machine.info("server")["run_id"] == before and own_redis.port != machine.connection_pool.connection_kwargs["port"]
