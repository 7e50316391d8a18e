"""Run.state has a schema (runs.state.RunState): a state holding a key or a value it does not declare
is refused when a run is saved or updated, before the row is written, and does not load if it got
into the row some other way."""

import json

import pytest
from django.db import connection
from django.db.models import QuerySet

from runs.models import Run
from runs.state import DecisionState, InvalidRunState
from tests.runtime_world import build_world, start, ticket, walk_until_pause

BOGUS_DECISION = {"ref": "D1", "subtask": 1, "action": "refund", "state": "bogus"}


@pytest.fixture
def world(db):
    return build_world()


def written_around_the_check(run: Run, state: dict) -> None:
    """Write the blob with Django's plain queryset, as raw SQL or an old release would have: nothing checks it."""
    QuerySet(Run).filter(pk=run.pk).update(state=state)


def stored_state(run: Run) -> dict:
    return QuerySet(Run).filter(pk=run.pk).values_list("state", flat=True).get()


def test_a_walked_run_loads_with_its_state_checked(world):
    run = walk_until_pause(start(ticket()))
    assert Run.objects.get(pk=run.pk).state["screened"] is True


def test_a_state_with_an_undeclared_key_is_refused_on_save_and_the_row_is_untouched(world):
    run = start(ticket())
    before = stored_state(run)
    run.state["surprise"] = 1
    with pytest.raises(InvalidRunState, match=r"surprise: Extra inputs are not permitted"):
        run.save()
    with pytest.raises(InvalidRunState, match="surprise"):
        run.save(update_fields=["state"])
    assert stored_state(run) == before
    assert "surprise" not in Run.objects.get(pk=run.pk).state


def test_a_decision_in_an_unknown_state_is_refused_on_save_naming_the_field(world):
    run = start(ticket())
    before = stored_state(run)
    run.state["decisions"] = {"D1": BOGUS_DECISION}
    with pytest.raises(InvalidRunState, match=r"decisions\.D1\.state: Input should be 'proposed'"):
        run.save(update_fields=["state"])
    assert stored_state(run) == before


def test_a_save_that_leaves_the_state_alone_is_not_held_up_by_it(world):
    run = start(ticket())
    written_around_the_check(run, {**run.state, "surprise": 1})
    run.state = {**run.state, "surprise": 1}  # as a row read before the bad write would carry it
    run.turn = 7
    run.save(update_fields=["turn"])
    assert QuerySet(Run).filter(pk=run.pk).values_list("turn", flat=True).get() == 7


def test_queryset_writes_of_a_bad_state_are_refused(world):
    run = start(ticket())
    before = stored_state(run)
    with pytest.raises(InvalidRunState, match="surprise"):
        Run.objects.filter(pk=run.pk).update(state={**before, "surprise": 1})
    run.state = {**before, "decisions": {"D1": BOGUS_DECISION}}
    with pytest.raises(InvalidRunState, match=r"decisions\.D1\.state"):
        Run.objects.bulk_update([run], ["state"])
    with pytest.raises(InvalidRunState, match="surprise"):
        Run.objects.bulk_create([Run(ticket=run.ticket, state={"surprise": 1})])
    assert stored_state(run) == before
    assert Run.objects.filter(ticket=run.ticket).count() == 1


def test_a_good_state_saves_and_loads(world):
    run = start(ticket())
    decision = {"ref": "D1", "subtask": 1, "action": "refund", "amount_cents": 1250, "state": DecisionState.ADMITTED}
    run.state = {**run.state, "decisions": {"D1": decision}, "guard_failures": {"1": 1}}
    run.save()
    Run.objects.filter(pk=run.pk).update(state={**run.state, "reply_sent": True})
    loaded = Run.objects.get(pk=run.pk)
    assert loaded.state["decisions"]["D1"] == {**decision, "state": "admitted"}
    assert loaded.state["guard_failures"] == {"1": 1} and loaded.state["reply_sent"] is True


def test_a_state_with_an_undeclared_key_written_around_the_check_does_not_load(world):
    run = start(ticket())
    written_around_the_check(run, {**run.state, "surprise": 1})
    with pytest.raises(InvalidRunState, match="surprise"):
        Run.objects.get(pk=run.pk)


def test_a_decision_in_an_unknown_state_written_around_the_check_does_not_load(world):
    run = start(ticket())
    written_around_the_check(run, {**run.state, "decisions": {"D1": BOGUS_DECISION}})
    with pytest.raises(InvalidRunState, match=r"decisions\.D1\.state"):
        Run.objects.get(pk=run.pk)


def written_by_raw_sql(run: Run, state: dict) -> None:
    """Write the blob as a hand-run UPDATE would: no model, no queryset, nothing of ours checks it."""
    value = "CAST(%s AS jsonb)" if connection.vendor == "postgresql" else "%s"
    with connection.cursor() as cursor:
        cursor.execute(f"UPDATE {Run._meta.db_table} SET state = {value} WHERE id = %s", [json.dumps(state), run.pk])


def test_a_bad_state_written_by_raw_sql_does_not_load_and_the_error_names_the_run_and_each_field(world):
    run = start(ticket())
    written_by_raw_sql(run, {**run.state, "surprise": 1, "decisions": {"D1": BOGUS_DECISION}})
    with pytest.raises(InvalidRunState) as refused:
        Run.objects.get(pk=run.pk)
    message = str(refused.value)
    assert message.startswith(f"The stored state of run {run.pk} does not fit runs.state.RunState: "), message
    assert "decisions.D1.state: Input should be 'proposed'" in message and "surprise: Extra inputs are not permitted" in message
    with pytest.raises(InvalidRunState, match=f"run {run.pk}"):
        run.refresh_from_db()  # a run already in hand, read again, is checked the same way
    with pytest.raises(InvalidRunState, match="surprise"):
        list(run.ticket.runs.all())  # and through a relation
    # Reading other columns only loads no state to check: the run's status stays readable for a person to fix it.
    assert Run.objects.only("status").get(pk=run.pk).status == Run.Status.QUEUED
    written_by_raw_sql(run, {k: v for k, v in stored_state(run).items() if k != "surprise"} | {"decisions": {}})
    assert Run.objects.get(pk=run.pk).state["decisions"] == {}
