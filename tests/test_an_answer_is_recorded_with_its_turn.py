"""An answer that calls nothing outside is recorded in the commit of the turn that applies it
(runs.walk.walker._record_answer_with_its_turn): one commit a turn. Nothing outside acts on such
an answer, so a worker killed before that commit has recorded nothing, and the model is asked
again on resume, as after a crash during the model call. An answer that fails to apply with an
error is kept on its own and applied by the next walk without asking again. While a budget is
counted (RUN_MAX_TOKENS, RUN_MAX_COST_CENTS) the answer commits on its own first, so the
answer that crosses the budget is recorded and the run handed over before it is applied."""

import pytest

from runs.models import Run
from runs.walk import walk, walker
from tests.runtime_world import build_world, start, ticket
from tests.turn_counting import long_script, walk_counting
from tests.turns_asked import turns_asked  # noqa: F401  (a fixture)


def _long_run(settings, turns: int) -> Run:
    settings.PLAN_CONFIRMATION_RULE = "never"
    settings.DRIFT_IDLE_TURNS = 1000
    build_world()
    return start(ticket(), script=long_script(turns))


@pytest.mark.django_db(transaction=True)
def test_it_commits_a_turn_that_calls_nothing_outside_once(settings):
    run = _long_run(settings, 4)
    costs = walk_counting(run.pk, limit=20)
    for turn in (2, 3, 4):
        assert costs[turn].commits == 1, turn  # the answer with its turn
        assert costs[turn].event_inserts == 1, turn
    for turn in (2, 3, 4):
        answer, end = (run.events.get(kind=kind, turn=turn) for kind in ("model_response", "turn_end"))
        assert answer.seq < end.seq


@pytest.mark.django_db(transaction=True)
def test_it_keeps_the_answer_on_its_own_while_a_budget_is_counted(settings, monkeypatch):
    monkeypatch.setattr(walker, "_budgets_counted", lambda run: True)
    monkeypatch.setattr(walker, "over_budget", lambda run: "")
    run = _long_run(settings, 4)
    costs = walk_counting(run.pk, limit=20)
    for turn in (2, 3, 4):
        assert costs[turn].commits == 2, turn  # the answer, then the turn


def _fails_once_in_turn_3(monkeypatch, error: BaseException) -> None:
    """Applying turn 3's answer raises `error` once."""
    original, failed = walker.apply_segment, []

    def fails_once(run, response):
        if not failed and run.turn + 1 == 3:
            failed.append(3)
            raise error
        return original(run, response)

    monkeypatch.setattr(walker, "apply_segment", fails_once)


@pytest.mark.django_db(transaction=True)
def test_it_asks_again_for_an_answer_whose_worker_was_killed_before_the_turn_committed(settings, monkeypatch, turns_asked):
    run = _long_run(settings, 5)
    _fails_once_in_turn_3(monkeypatch, SystemExit("the worker was killed"))  # not an error the walk handles: nothing is kept
    with pytest.raises(SystemExit):
        walk(run.pk)
    assert not run.events.filter(turn=3).exists()  # the turn rolled back whole, its answer with it
    Run.objects.filter(pk=run.pk).update(lease_owner="", lease_expires_at=None)  # the lease of the dead worker, expired
    walk(run.pk)
    assert turns_asked.count(3) == 2  # asked again: nothing outside had acted on the first answer
    assert run.events.filter(kind="model_response", turn=3).count() == 1
    assert run.events.filter(kind="turn_end", turn=3).count() == 1


@pytest.mark.django_db(transaction=True)
def test_it_keeps_an_answer_that_fails_to_apply_and_the_next_walk_applies_it_without_asking(settings, monkeypatch, turns_asked):
    run = _long_run(settings, 5)
    _fails_once_in_turn_3(monkeypatch, RuntimeError("a bug while applying the answer"))
    with pytest.raises(RuntimeError):
        walk(run.pk)
    assert run.events.filter(kind="model_response", turn=3).count() == 1  # kept, on its own
    assert not run.events.filter(kind__in=["tool_result", "turn_end"], turn=3).exists()
    assert run.events.filter(kind="walk_error").exists()
    walk(run.pk)
    assert turns_asked.count(3) == 1  # the kept answer was applied, not asked for again
    assert run.events.filter(kind="turn_end", turn=3).count() == 1
