"""A step reads what it needs of the database once and keeps it while it holds the run's lock:
the plan (a subtask looked up by number, what a subtask waits for, the turn's end, the close), the
turn's earlier events, and the request's reads of the record (one statement). What it keeps stays
true to what it writes: a status set in the step is seen by the step's next reader, and a plan
written anew is read again."""

import pytest
from django.db import connection, transaction
from django.test.utils import override_settings

from runs import record
from runs.models import Run, RunEvent, Subtask
from runs.walk.context import TurnContext
from runs.walk.request import build_request
from tests.runtime_world import DUPLICATE, NO_REPLACEMENT, PANEL, build_world, call, start, ticket, walk_until_pause
from tests.turn_counting import long_script, walk_counting


@pytest.mark.django_db(transaction=True)
def test_the_canonical_ticket_reads_its_plan_once_a_step_and_writes_a_plan_in_one_statement(settings, announced):
    settings.PLAN_CONFIRMATION_RULE = "never"
    build_world()
    run = start(ticket())
    costs = walk_counting(run.pk, limit=100, announced=announced)
    run.refresh_from_db()
    assert (run.status, run.outcome) == (Run.Status.DONE, "resolved")
    admitted = run.events.get(kind="plan_admitted").turn
    for turn, cost in costs.items():
        for t in cost.transactions():
            # the locked step's plan: read once, whatever number of calls looked a subtask up or the turn's end read it
            assert t.count("SELECT runs_subtask") <= 1 or turn == admitted, (turn, t)
            assert t.count("INSERT runs_subtask") <= 1 and t.count("INSERT runs_step") <= 1, (turn, t)
    # the plan in one statement, subtasks and their steps together (runs/walk/plan_in_one_statement.py); SQLite keeps
    # the old path (the subtasks' INSERT, then their steps'), as that module says
    writes = [q for t in costs[admitted].transactions() for q in t if "INSERT runs_subtask" in q]
    one_statement = ["INSERT runs_subtask + INSERT runs_step"] if connection.vendor == "postgresql" else ["INSERT runs_subtask"]
    assert writes == one_statement, costs[admitted].transactions()
    assert run.subtasks.count() == 3
    # every subtask's steps numbered from 1, in the plan's order, each pointing at its own subtask
    for subtask in run.subtasks.all():
        assert list(subtask.steps.order_by("id").values_list("number", flat=True)) == list(range(1, subtask.steps.count() + 1))


def _planned_run(plan: list[dict]) -> Run:
    """The canonical ticket walked by a script through triage with `plan`, then waiting at the first
    investigate turn (the script has no more answers than that)."""
    script = {"turns": [[call("get_order", order_ref="SU-88421"), call("propose_plan", order_ref="SU-88421", subtasks=plan)]]}
    run = start(ticket(), script=script)
    walk_until_pause(run, limit=1, turns=1)
    run.refresh_from_db()
    assert run.phase == "investigate" and run.subtasks.count() == len(plan)
    return run


@pytest.mark.django_db(transaction=True)
def test_a_status_set_in_a_step_is_seen_by_what_the_step_reads_next(settings):
    """The plan kept for the step is the objects the step changes: resolving what a subtask waits
    for unblocks it at once, and a copy of a subtask changed elsewhere in the step makes the plan be
    read again."""
    settings.PLAN_CONFIRMATION_RULE = "never"
    build_world()
    run = _planned_run([NO_REPLACEMENT, {**DUPLICATE, "depends_on": [1]}, {**PANEL, "depends_on": [1, 2]}])
    order_read = run.events.filter(kind="tool_result", payload__name="get_order").latest("seq")
    with transaction.atomic():
        locked = record.batch(record.lock_run(run.pk))
        ctx = TurnContext(locked)
        assert ctx.blocked_by(ctx.subtask(2)) == [1] and ctx.blocked_by(ctx.subtask("3")) == [1, 2]
        ctx.set_status(ctx.subtask(1), Subtask.Status.RESOLVED, evidence_event=order_read, note="no replacement order")
        assert ctx.blocked_by(ctx.subtask(2)) == []  # no read: the kept plan holds the status just set
        assert ctx.blocked_by(ctx.subtask(3)) == [2]
        other = Subtask.objects.get(run=run, number=2)  # the same row, read apart from the kept plan
        ctx.set_status(other, Subtask.Status.RESOLVED, evidence_event=order_read, note="settled elsewhere")
        assert ctx.subtask(2) is not other and ctx.subtask(2).status == Subtask.Status.RESOLVED  # read again
        assert ctx.blocked_by(ctx.subtask(3)) == []
        with pytest.raises(Exception, match="There is no subtask 7. The plan has: \\[1, 2, 3\\]"):
            ctx.subtask(7)
        with pytest.raises(Exception, match="There is no subtask two"):
            ctx.subtask("two")
        transaction.set_rollback(True)


def _window_answers(run: Run, size: int) -> list[list[dict]]:
    """The contents of the answers the window should hold, read the plain way: the last `size`
    answers of this phase, oldest first."""
    phase_start = run.state.get("phase_started_turn", 0)
    answers = list(RunEvent.objects.filter(run=run, kind="model_response", turn__gt=phase_start).order_by("-seq")[:size])[::-1]
    return [[b for b in a.payload["response"]["content"] if b.get("type") in ("thinking", "redacted_thinking", "text", "tool_use")]
            for a in answers]


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("size", [1, 2, 5])
def test_the_requests_window_read_in_one_statement_holds_the_phases_last_answers(settings, size):
    settings.PLAN_CONFIRMATION_RULE = "never"
    settings.DRIFT_IDLE_TURNS = 1000
    build_world()
    run = start(ticket(), script=long_script(12))
    with override_settings(CONTEXT_WINDOW_TURNS=size):
        for stop_at in (2, 3, 4, 9):  # the phase's first turn, its second, and turns past the window's size
            walk_until_pause(run, limit=1, turns=stop_at - run.turn)
            run.refresh_from_db()
            assert run.turn == stop_at
            seen = Run.objects.select_related("ticket").get(pk=run.pk)
            request = build_request(seen)
            sent = [m["content"] for m in request.messages[1:] if m["role"] == "assistant"]
            assert sent == _window_answers(run, size), (size, stop_at)
            # each answer is followed by its own results, and the last by the turn's notices
            results = [m for m in request.messages[1:] if m["role"] == "user"]
            assert len(results) == len(sent)
