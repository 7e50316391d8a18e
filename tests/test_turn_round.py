"""A turn is written in one round (issue 13): the model's answer and everything the turn did in one
commit: its events (the answer first) inserted in one statement, the run row locked once and
updated once with the columns that changed, one live announcement. The statements are exact, and
the same at turn 5 and at turn 50 (nothing grows with the record), and so are the round trips to
PostgreSQL. tests/turn_counting.py counts."""

from collections import Counter

import pytest

from tests.conftest import on_postgres
from tests.runtime_world import build_world, start, ticket
from tests.turn_counting import long_script, walk_canonical_counting, walk_counting

LOCK = "SELECT runs_run FOR UPDATE"  # SQLite has no row locks: it serialises writers (BEGIN IMMEDIATE)


def cheap_turn() -> list[str]:
    """Every statement of a turn that reads one policy and moves nothing, in order."""
    return [
        # Asking the model: no transaction and no lock (nothing is written before the model answers).
        "SELECT runs_run",  # the run and its ticket: whose lease, which turn, none being applied
        "SELECT runs_runevent",  # in one read, no answer recorded yet for this turn (a resumed walk would have one), what people
        # said, pinned (no stop asked for; the request's instructions and the interventions not yet seen), and the request's reads
        # of the record: the tool results (evidence numbers, policies' text), the window (this phase's latest answers) and
        # those answers' turn ends (their notices, the latest turn's too)
        "SELECT runs_subtask",  # the request: the plan, each subtask with its evidence event (kept for the turn that applies the answer)
        "SELECT runs_step",  # pending steps, read with the request's reads for the turn that applies the answer (their acceptance is
        # checked there): the steps change only in commits that append to the record, so they are the turn's if nothing was appended
        # One commit: the answer recorded with the turn that applies it (the answer just received is in hand: nothing is
        # read unlocked again). A worker killed before it has recorded nothing, and the model is asked again on resume.
        "BEGIN",
        LOCK if on_postgres() else "SELECT runs_run",  # the turn's one lock: the run and its ticket
        # (nothing was appended since the request was built: people's interventions and the plan are the request's)
        "SELECT shop_policydocument",  # the call itself: search_policy, read with the lock (no pending step's acceptance holds after it: none written)
        # (no drift alert is read: the run's state notes the open one, for the request and drift alike; and the plan,
        # which drift's expected tools and the phase exits read, is the request's: nothing was appended since)
        "INSERT runs_runevent",  # the turn's events in one statement: model_response, tool_result, turn_end
        "UPDATE runs_run",  # the run row once: the changed columns only (turn, state, idle_turns, next_seq, record_digest, lease)
        "COMMIT",
    ]


@pytest.mark.django_db(transaction=True)
def test_a_turn_costs_the_same_exact_statements_at_turn_5_and_at_turn_50(settings, announced, trips):
    settings.PLAN_CONFIRMATION_RULE = "never"
    settings.DRIFT_IDLE_TURNS = 1000  # the script reads without moving the plan on purpose
    settings.MAX_TURNS = 60
    build_world()
    run = start(ticket(), script=long_script(51))
    costs = walk_counting(run.pk, limit=2 * 51, announced=announced)
    for turn in (5, 50):
        cost = costs[turn]
        assert cost.labels() == cheap_turn(), turn
        assert cost.commits == 1 and cost.event_inserts == 1 and cost.run_updates == 1
        assert cost.locks == (1 if on_postgres() else 0)
        assert cost.announcements == 1
        if on_postgres():
            # round trips: the request's four reads in one pipeline; BEGIN with the lock and the policy read, which the
            # answer in hand names (runs.walk.reads_ahead); the events' INSERT with the run row's UPDATE and the COMMIT
            # in one pipeline (runs.updates_ride_along). 4 before the answer's lookups went with the lock.
            assert trips[turn] == Counter({"pipeline": 2, "statement": 1}), turn


@pytest.mark.django_db(transaction=True)
def test_a_turn_with_two_external_effects_commits_once_more_per_effect(settings, announced):
    """The record is written before an effect acts: each effect's request commits before the shop
    is called, then its result commits with the rest of the turn up to the next request (or the
    turn's end). The answer rides on the first request's commit (it too is durable before the shop
    acts). Two effects: the answer with the calls up to the refund's request, the refund's result
    with the return's request, the return's result with the turn's end; each locks the row once."""
    run, costs = walk_canonical_counting(announced)
    act = run.events.get(kind="effect_requested", payload__name="issue_refund").turn
    assert set(run.events.filter(kind="effect_requested", turn=act).values_list("payload__name", flat=True)) == {"issue_refund", "start_return"}
    ours = [t for t in costs[act].transactions() if "UPDATE runs_run" in t]
    assert len(ours) == 3
    assert [t.count("INSERT runs_runevent") for t in ours] == [1, 1, 1]  # one statement each, whatever it holds
    assert [t.count("UPDATE runs_run") for t in ours] == [1, 1, 1]
    assert [t.count(LOCK) for t in ours] == ([1, 1, 1] if on_postgres() else [0, 0, 0])
    assert "UPDATE runs_run + INSERT runs_runevent" not in costs[act].labels()  # no answer of its own: it is in the first commit
    answer = run.events.get(kind="model_response", turn=act)
    requested = run.events.filter(kind="effect_requested", turn=act).order_by("seq").first()
    assert answer.seq < requested.seq
    for t in ours:  # the ledger: its events and rows read once a commit, whatever asked for it; no savepoint per row
        assert t.count("SELECT runs_effect") <= 1 and "SAVEPOINT" not in t, t
        assert t.count("SELECT runs_step") <= 1, t  # the pending steps, read once however many results are settled
        assert t.count("UPDATE runs_step") <= 1, t  # and the settled ones written in one statement
    assert len(costs[act].transactions()) == 5  # and the demo shop's own two, which write the refund and the return
    # Each effect performed straight after the commit that requested it: the run is not read unlocked again.
    assert costs[act].labels().count("SELECT runs_run") == (1 if on_postgres() else 1 + 3)  # before the model is asked (SQLite: and its 3 locked reads)
    assert costs[act].announcements == 1  # the effects' requests are announced with the turn's end: one a turn
    for turn, cost in costs.items():
        for t in cost.transactions():
            assert t.count("UPDATE runs_step") <= 1, (turn, t)  # the plan's steps a commit settles, in one statement
        if turn != act and not run.events.filter(kind="effect_requested", turn=turn).exists() and turn > 1:
            assert cost.commits == 1, turn  # every turn without an effect: the answer with the turn
        if turn != act and run.events.filter(kind="effect_requested", turn=turn).exists():
            assert len([t for t in cost.transactions() if "UPDATE runs_run" in t]) == 2, turn  # one effect: the answer with its request, then the turn


@pytest.mark.django_db(transaction=True)
def test_the_ledger_written_again_from_an_unchanged_record_writes_nothing(settings, announced):
    """The ledger's rows are written only where the record says something new: synced again
    after the run, it reads the ledger's events and rows and writes no row."""
    from django.db import connection, transaction
    from django.test.utils import CaptureQueriesContext

    from runs import ledger
    from runs.models import Effect

    settings.PLAN_CONFIRMATION_RULE = "never"
    build_world()
    run = start(ticket())
    walk_counting(run.pk, limit=100, announced=announced)
    rows = {e.key: (e.status, e.result_seq, e.done_at) for e in Effect.objects.filter(run=run)}
    assert len(rows) == 3  # the refund, the return, the reply
    with transaction.atomic(), CaptureQueriesContext(connection) as captured:
        ledger.sync_run(run)
    assert [q["sql"].split(" ", 1)[0] for q in captured.captured_queries if not q["sql"].startswith(("BEGIN", "COMMIT"))] == ["SELECT", "SELECT"]
    assert {e.key: (e.status, e.result_seq, e.done_at) for e in Effect.objects.filter(run=run)} == rows
    Effect.objects.filter(run=run).delete()
    with transaction.atomic():
        ledger.sync_run(run)  # rebuilt from the record alone
    assert {e.key: (e.status, e.result_seq, e.done_at) for e in Effect.objects.filter(run=run)} == rows


def _a_person_acts_while_turn_4_is_answered(settings, announced, monkeypatch, person, kind: str, text: str):
    """A long scripted run walked and counted, with `person` intervening (`kind`, `text`) while the
    model answers turn 4: after the request was built and before its answer is recorded. The answer
    then cannot ride on its turn's commit (something was appended since the request) and is recorded
    on its own; the turn that applies it reads the record again. (the run, its costs)."""
    from runs.people.actions import run_intervene
    from runs.walk import walker

    settings.PLAN_CONFIRMATION_RULE = "never"
    settings.DRIFT_IDLE_TURNS = 1000
    build_world()
    run = start(ticket(), script=long_script(6))
    original = walker._record_answer_with_its_turn

    def a_person_first(run_id, owner, seen, payload):
        if seen.turn + 1 == 4:
            run_intervene(run_id=run_id, user=person, kind=kind, text=text)
        return original(run_id, owner, seen, payload)

    monkeypatch.setattr(walker, "_record_answer_with_its_turn", a_person_first)
    return run, walk_counting(run.pk, limit=40, announced=announced)


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("kind", ["instruction", "stop"])
def test_a_person_who_acts_while_the_model_answers_is_heard_by_that_turn(settings, announced, monkeypatch, django_user_model, kind):
    """The turn reuses the request's reading of people's interventions only when nothing was
    appended since the request: one said while the model answered is consumed by the turn (an
    instruction), or stops the run before the answer is applied (a stop); the answer is kept."""
    from runs.models import Run

    run, _ = _a_person_acts_while_turn_4_is_answered(settings, announced, monkeypatch, django_user_model.objects.create_user("rosa.ng", password="x"),
                                                  kind, "The courier left a note; read it before anything else.")
    run.refresh_from_db()
    said = run.events.get(kind="intervention")
    assert said.turn == 3  # said while turn 4 was being answered
    assert run.events.filter(kind="model_response", turn=4).count() == 1  # the answer recorded on its own, not asked for again
    if kind == "stop":
        assert (run.status, run.turn) == (Run.Status.STOPPED, 3)
        assert not run.events.filter(kind="turn_end", turn=4).exists()
    else:
        applied = run.events.get(kind="intervention_applied")
        assert (applied.turn, applied.payload["seqs"]) == (4, [said.seq])
        assert run.status == Run.Status.RUNNING or run.turn > 4


@pytest.mark.django_db(transaction=True)
def test_the_turn_reads_the_plan_again_when_anything_was_appended_after_its_request(settings, announced, monkeypatch, django_user_model):
    """The plan the request read is the turn's only while nothing was appended since: a person who
    adds a note while the model answers makes the turn read the plan again (once); the turns after
    it take the request's again, with their answers in their own commits."""
    _, costs = _a_person_acts_while_turn_4_is_answered(settings, announced, monkeypatch, django_user_model.objects.create_user("tomas.v", password="x"),
                                                   "instruction", "Check the courier's note first.")
    applied = {turn: [t for t in costs[turn].transactions() if "UPDATE runs_run" in t][-1] for turn in (3, 4, 5)}
    assert [applied[turn].count("SELECT runs_subtask") for turn in (3, 4, 5)] == [0, 1, 0]
    assert costs[3].commits == costs[5].commits == 1  # turn 4's answer on its own (something was appended), the others with their turns
    assert "UPDATE runs_run" in [t for t in costs[4].transactions() if "INSERT runs_runevent" in t][-2]

