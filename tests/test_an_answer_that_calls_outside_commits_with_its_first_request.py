"""An answer that calls a tool with an external effect is recorded in the commit that records the
first effect's request (runs.walk.walker._record_answer_with_its_turn): that request must commit
before the shop acts anyway, and the answer is durable with it, still before anything outside acts.
The answer is never lost to an error in applying it: it is then kept on its own, as before, the
error is the walk's, and the next walk applies the recorded answer without asking the model again."""

import pytest

from runs.walk import walk, walker
from tests.runtime_world import build_world, start, ticket
from tests.turns_asked import turns_asked  # noqa: F401  (a fixture)


@pytest.mark.django_db(transaction=True)
def test_the_answer_and_the_first_request_of_a_turn_that_acts_are_one_commit(settings, turns_asked):
    settings.PLAN_CONFIRMATION_RULE = "never"
    build_world()
    run = start(ticket())
    assert walk(run.pk) == "done"
    acting = sorted(set(run.events.filter(kind="effect_requested").values_list("turn", flat=True)))
    assert len(acting) == 2  # the refund and the return in one turn, the reply in another
    for turn in acting:
        answer = run.events.get(kind="model_response", turn=turn)
        first = run.events.filter(kind="effect_requested", turn=turn).order_by("seq").first()
        between = run.events.filter(seq__gt=answer.seq, seq__lt=first.seq)
        assert not between.filter(kind="tool_result", payload__name__in=["issue_refund", "start_return", "send_reply"]).exists()
    assert sorted(turns_asked) == sorted(set(turns_asked))  # each turn asked once


@pytest.mark.django_db(transaction=True)
def test_an_answer_that_fails_to_apply_is_kept_and_applied_by_the_next_walk_without_asking_again(settings, monkeypatch, turns_asked):
    settings.PLAN_CONFIRMATION_RULE = "never"
    build_world()
    run = start(ticket())
    original = walker.apply_segment
    failed: list[int] = []

    def fails_once_on_an_act(run, response):
        if not failed and walker._calls_outside(response):
            failed.append(run.turn + 1)
            raise RuntimeError("a bug while applying the answer")
        return original(run, response)

    monkeypatch.setattr(walker, "apply_segment", fails_once_on_an_act)
    with pytest.raises(RuntimeError):
        walk(run.pk)
    turn = failed[0]
    kept = run.events.filter(kind="model_response", turn=turn)
    assert kept.count() == 1  # the answer is in the record, on its own
    assert not run.events.filter(kind="effect_requested").exists()  # nothing of its turn was: it rolled back whole
    assert run.events.filter(kind="walk_error").exists()
    assert walk(run.pk) == "done"
    run.refresh_from_db()
    assert (run.status, run.outcome) == ("done", "resolved")
    assert turns_asked.count(turn) == 1  # the kept answer was applied, not asked for again
    assert run.events.filter(kind="model_response", turn=turn).count() == 1


def test_which_answers_call_outside():
    assert not walker._calls_outside({"content": [{"type": "tool_use", "name": "search_policy", "input": {}}]})
    assert walker._calls_outside({"content": [{"type": "tool_use", "name": "issue_refund", "input": {}}]})
    assert not walker._calls_outside({"stop_reason": "refusal", "content": [{"type": "tool_use", "name": "issue_refund", "input": {}}]})
