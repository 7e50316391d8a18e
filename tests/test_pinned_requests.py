"""What people tell a run stays in the pinned block of every later model request, until the run
ends or someone withdraws it; the note of an escalation resolved with "resume" joins it. Read off
the requests themselves, turn by turn, on the scripted model and on Claude through the SDK."""

from __future__ import annotations

import pytest

from runs.models import Escalation, Run
from runs.people import actions
from runs.walk import walk
from tests.factories import UserFactory
from tests.pinned_models import model  # noqa: F401
from tests.runtime_world import build_world, call, step, ticket, walk_until_pause

LATE = "The Hartley bookcase from SU-88421 turned up late, so could you tell me on which day the courier handed it over?"
DELIVERY_DAY = {"goal": "settle the late delivery of the Hartley bookcase on SU-88421", "kind": "late_delivery",
                "steps": [step("get_carrier_scan", "read"), step("search_policy", "read")]}
FIRST_HANDOVER, LAST_TURN = 7, 11

KEEP = "Give the customer the courier's scan time to the minute."
DROP = "The customer also phoned about a dent, but withdrew it."
RESUMED = "Checked with ParcelNet: the 5 November scan is the handover."


def digging_turns() -> dict[int, list[dict]]:
    """A model that reads the scans and the policy turn after turn, hands the run to a person at
    FIRST_HANDOVER and again at LAST_TURN."""
    turns = {1: [call("get_order", order_ref="SU-88421")], 2: [call("propose_plan", order_ref="SU-88421", subtasks=[DELIVERY_DAY])]}
    for n in range(3, LAST_TURN):
        turns[n] = [call("get_carrier_scan")] if n % 2 else [call("search_policy", query="parcel delivered late")]
    turns[FIRST_HANDOVER] = [call("escalate_to_human", reason="the scans disagree on the day", open_item="the day of the handover")]
    turns[LAST_TURN] = [call("escalate_to_human", reason="the customer wants it in writing", open_item="a written confirmation")]
    return turns


@pytest.fixture
def world(db, settings, role_groups):
    settings.PLAN_CONFIRMATION_RULE = "never"
    settings.DRIFT_IDLE_TURNS = 100  # this model reads without moving the plan; drift is not under test here
    return build_world()


def test_what_people_say_rides_in_every_later_request_until_withdrawn_and_a_resume_note_joins_it(world, model, reviewer):
    colleague = UserFactory(username="reviewer2", groups=["reviewer"])
    run = model.start(ticket(LATE, subject="Which day did it arrive?"), digging_turns())
    walk(run.pk, owner="w", yield_after_turns=3)
    run.refresh_from_db()
    said_after = run.turn
    assert run.status == Run.Status.QUEUED and 2 <= said_after < FIRST_HANDOVER - 1
    actions.run_intervene(run_id=run.pk, user=reviewer, kind="instruction", text=KEEP)
    actions.run_intervene(run_id=run.pk, user=reviewer, kind="key_info", text=DROP)

    run = walk_until_pause(run)
    assert (run.status, run.turn) == (Run.Status.AWAITING_ESCALATION, FIRST_HANDOVER)
    # Another reviewer takes the key information back; the escalation is resolved and the run resumes.
    dropped = run.events.get(kind="intervention", payload__text=DROP)
    actions.pinned_withdraw(run_id=run.pk, user=colleague, seq=dropped.seq)
    actions.escalation_resolve(escalation_id=Escalation.objects.get(run=run, status="open").pk, user=reviewer, resolution=RESUMED, resume=True)
    run = walk_until_pause(run)
    assert (run.status, run.turn) == (Run.Status.AWAITING_ESCALATION, LAST_TURN)

    pinned = model.pinned()
    assert sorted(pinned) == list(range(1, LAST_TURN + 1))
    for turn, text in pinned.items():
        assert (f"Instruction from reviewer (a supervisor): {KEEP}" in text) == (turn > said_after), turn
        assert (DROP in text) == (said_after < turn <= FIRST_HANDOVER), turn
        assert (RESUMED in text) == (turn > FIRST_HANDOVER), turn
    assert 'resolving the escalation of "the day of the handover"' in pinned[LAST_TURN]
    withdrawn = run.events.get(kind="pinned_withdrawn")
    assert withdrawn.actor == "reviewer2" and withdrawn.payload["item"] == dropped.seq and withdrawn.payload["text"] == DROP


def test_a_withdrawal_is_refused_to_someone_without_the_role_and_twice(world, reviewer, lead):
    run = walk_until_pause_at_first_handover()
    said = actions.run_intervene(run_id=run.pk, user=reviewer, kind="key_info", text=DROP).events.get(kind="intervention")
    with pytest.raises(actions.ActionRefused, match="Only reviewer"):
        actions.pinned_withdraw(run_id=run.pk, user=lead, seq=said.seq)
    actions.pinned_withdraw(run_id=run.pk, user=reviewer, seq=said.seq)
    with pytest.raises(actions.ActionRefused, match="withdrawn already"):
        actions.pinned_withdraw(run_id=run.pk, user=reviewer, seq=said.seq)
    assert run.events.filter(kind="pinned_withdrawn").count() == 1
    # What is not pinned (a stop, a tool result) cannot be withdrawn.
    with pytest.raises(actions.ActionRefused, match="Nothing said"):
        actions.pinned_withdraw(run_id=run.pk, user=reviewer, seq=run.events.filter(kind="tool_result").first().seq)


def walk_until_pause_at_first_handover() -> Run:
    from runs.services import run_start

    script = {"turns": [digging_turns()[n] for n in range(1, FIRST_HANDOVER + 1)]}
    run = walk_until_pause(run_start(ticket=ticket(LATE, subject="Which day did it arrive?"), model_name="scripted", script=script))
    assert run.status == Run.Status.AWAITING_ESCALATION
    return run


def test_a_run_replayed_from_its_record_re_applies_the_withdrawal(world, reviewer):
    from runs.replay import replay_run

    run = walk_until_pause_at_first_handover()
    said = actions.run_intervene(run_id=run.pk, user=reviewer, kind="instruction", text=KEEP).events.get(kind="intervention")
    actions.pinned_withdraw(run_id=run.pk, user=reviewer, seq=said.seq)
    actions.escalation_resolve(escalation_id=Escalation.objects.get(run=run).pk, user=reviewer, resolution="answered by phone")
    run.refresh_from_db()
    assert run.is_finished
    report = replay_run(run)
    assert report.identical, report.first_difference


def test_the_run_page_lists_what_is_pinned_with_a_withdraw_button_for_those_who_may(world, reviewer, lead, client_for):
    run = walk_until_pause_at_first_handover()
    said = actions.run_intervene(run_id=run.pk, user=reviewer, kind="instruction", text=KEEP).events.get(kind="intervention")
    page = f"/runs/{run.pk}/"
    withdraw = f"/runs/{run.pk}/pinned/{said.seq}/withdraw"
    shown = KEEP.replace("'", "&#x27;")
    html = client_for(reviewer).get(page).content.decode()
    assert "Pinned in every request to the agent" in html and shown in html and f'action="{withdraw}"' in html
    html = client_for(lead).get(page).content.decode()
    assert shown in html and f'action="{withdraw}"' not in html  # a lead sees it, and cannot take a reviewer's words back
    assert client_for(lead).post(withdraw, follow=True).status_code == 200
    assert not run.events.filter(kind="pinned_withdrawn").exists()
    response = client_for(reviewer).post(withdraw, follow=True)
    assert f"Withdrawn: the agent&#x27;s requests no longer carry what was said at E{said.seq}." in response.content.decode()
    assert run.events.get(kind="pinned_withdrawn").payload["item"] == said.seq
    html = client_for(reviewer).get(page).content.decode()
    assert "Pinned in every request to the agent" not in html and "Withdrawn from the agent&#x27;s requests" in html
