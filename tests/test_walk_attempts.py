"""`Run.attempts` counts walks that started and did not stop cleanly; a clean stop starts it again.

The reset must belong to the walk that stopped, not land on the walk after it: once a walk has
given its lease back, a person can resume the run and another worker can claim it at once."""

import pytest

from runs.walk import walk, walker
from runs.models import Approval
from runs.people import actions
from tests.runtime_world import build_world, start, ticket


@pytest.fixture
def world(db):
    return build_world()


def resume_as_the_first_walk_lets_go(monkeypatch, run, reviewer, second_walk):
    """Right after the first walker gives its lease back (in the commit that leaves the run waiting,
    before the walk returns), a reviewer confirms the plan and a
    second walker claims the run: the window a fast person and a free worker hit."""
    original = walker.take_step
    done = []

    def take_step(run_id, owner, **kwargs):
        status, turn = original(run_id, owner, **kwargs)
        if status != "running" and owner == "first" and not done:
            done.append(1)
            actions.plan_confirm(approval_id=Approval.objects.get(run=run, kind="plan").pk, user=reviewer)
            second_walk()
        return status, turn

    monkeypatch.setattr(walker, "take_step", take_step)


def test_a_clean_pause_is_not_counted_against_the_walk_that_resumes_it(world, reviewer, settings, monkeypatch):
    settings.RUN_MAX_ATTEMPTS = 1
    run = start(ticket())  # the canonical ticket waits for a reviewer to confirm its plan
    resume_as_the_first_walk_lets_go(monkeypatch, run, reviewer, lambda: walk(run.pk, owner="second"))
    walk(run.pk, owner="first")  # pauses for the plan; the second walk goes on from there
    run.refresh_from_db()
    assert not run.events.filter(kind="run_failed").exists(), run.failure_reason
    assert (run.status, run.outcome) == ("done", "resolved")
    assert list(run.events.filter(kind="walk_started").values_list("payload__attempt", flat=True)) == [1, 1]


def test_a_walk_that_paused_does_not_wipe_the_count_of_the_walk_after_it(world, reviewer, monkeypatch):
    run = start(ticket())

    def second_walk_dies():
        from runs.agents.offline import OfflineAgent

        with monkeypatch.context() as m:
            m.setattr(OfflineAgent, "respond", lambda self, request: (_ for _ in ()).throw(RuntimeError("worker killed mid-turn")))
            with pytest.raises(RuntimeError):
                walk(run.pk, owner="second")

    resume_as_the_first_walk_lets_go(monkeypatch, run, reviewer, second_walk_dies)
    walk(run.pk, owner="first")
    run.refresh_from_db()
    assert run.attempts == 1, "the second walk started and never finished: it counts"


@pytest.mark.parametrize("lost", ["server closed the connection unexpectedly", "terminating connection due to administrator command"])
def test_a_walk_whose_database_went_away_is_walked_again_by_its_own_task_soon(monkeypatch, lost):
    """Its lease is the task's own, so the retry claims the run at once; waiting for the lease to
    lapse and a sweep to notice left runs idle for seconds after every database blip."""
    from django.db import OperationalError

    import runs.walk
    from runs.tasks import walk_run

    asked = []

    def walk_without_a_database(run_id, owner, **options):
        raise OperationalError(lost)

    def retry(**options):
        asked.append(options)
        return RuntimeError("retried")

    monkeypatch.setattr(runs.walk, "walk", walk_without_a_database)
    monkeypatch.setattr(walk_run, "retry", retry)
    with pytest.raises(RuntimeError, match="retried"):
        walk_run(7)
    assert asked == [{"countdown": 1}]


def test_an_error_that_is_not_the_database_going_away_is_not_retried_by_the_task(monkeypatch):
    """Other errors are the walk's to record (walk_error) and the attempts counter's to bound."""
    import runs.walk
    from runs.tasks import walk_run

    monkeypatch.setattr(runs.walk, "walk", lambda run_id, owner, **options: (_ for _ in ()).throw(KeyError("plan")))
    monkeypatch.setattr(walk_run, "retry", lambda **options: AssertionError("retried"))
    with pytest.raises(KeyError):
        walk_run(7)
