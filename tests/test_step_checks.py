"""A plan step says, in named checks the runtime evaluates on the record, what must hold before it
and what proves it done. A plan naming anything else is refused; a step is done when its
acceptance holds, not when some step called the same tool; the run page and the plan card show
each check in plain words with what the record says now."""

import pytest
from django.urls import reverse

from runs.models import Step, Subtask
from runs.people import actions
from runs.plan import validate_plan
from runs.step_checks import NAMES, PROOF_OF_TOOL, Check
from runs.tools import TOOLS
from tests.dashboard_world import finished, pending, plan_waiting, world  # noqa: F401
from tests.runtime_world import call, start, ticket, tool_results, walk_until_pause

TWICE = "The delivery fee on SU-88421 went through two times. Could you pay back the second one?"
TWICE_SUBJECT = "Delivery fee taken two times"


def a_step(tool: str, effect: str, acceptance: list[str], precondition: list[str] | None = None) -> dict:
    return {"title": f"do {tool}", "tool": tool, "effect_class": effect, "acceptance": acceptance, "precondition": precondition or []}


FEE_STEPS = [a_step("search_policy", "read", ["policy_retrieved"], ["order_pinned"]),
             a_step("propose_decision", "internal_write", ["decision_admitted"], ["policy_retrieved"]),
             a_step("issue_refund", "external_effect", ["refund_issued"], ["decision_admitted"])]
FEE = {"goal": "pay back the second delivery fee", "kind": "duplicate_charge", "steps": FEE_STEPS}


@pytest.fixture(autouse=True)
def plans_go_ahead(settings):
    settings.PLAN_CONFIRMATION_RULE = "never"


# --- the vocabulary in the plan's schema and at admission ------------------------------------------
def test_the_plan_tools_offer_the_checks_as_an_enum_with_what_each_one_looks_at():
    for name in ("propose_plan", "replan"):
        step = TOOLS[name].input_schema["properties"]["subtasks"]["items"]["properties"]["steps"]["items"]
        for field in ("precondition", "acceptance"):
            assert step["properties"][field]["items"]["enum"] == NAMES
        described = step["properties"]["acceptance"]["description"]
        assert all(f"{check}:" in described for check in NAMES)
        assert "acceptance" in step["required"] and "precondition" not in step["required"]


def test_a_model_naming_a_check_outside_the_list_is_told_which_ones_exist():
    prose = dict(a_step("search_policy", "read", ["the policy was looked up"]))
    problems = TOOLS["propose_plan"].check_input({"order_ref": "SU-1", "subtasks": [{"goal": "pay back the fee", "kind": "duplicate_charge",
                                                                                     "steps": [prose]}]})
    assert len(problems) == 1 and "'the policy was looked up' is not one of" in problems[0] and "policy_retrieved" in problems[0]


def test_admission_refuses_an_unknown_check_naming_it_and_the_ones_a_step_may_use():
    plan, reasons = validate_plan({"subtasks": [{"goal": "pay back the fee", "kind": "duplicate_charge",
                                                 "steps": [a_step("search_policy", "read", ["policy_retrieved"], ["ticket_read"])]}]},
                                  known_tools=TOOLS)
    assert plan is None and len(reasons) == 1
    assert reasons[0].startswith("subtasks.0.steps.0.precondition") and "unknown check 'ticket_read'" in reasons[0]
    assert ", ".join(NAMES) in reasons[0]


def test_admission_refuses_a_money_step_that_would_count_as_done_without_the_shops_record():
    early = a_step("issue_refund", "external_effect", ["decision_admitted"])
    plan, reasons = validate_plan({"subtasks": [{"goal": "pay back the fee", "kind": "duplicate_charge", "steps": [early]}]}, known_tools=TOOLS)
    assert plan is None
    assert reasons == ["subtask 1 step 1: a issue_refund step is done only when the shop records it: put refund_issued in its acceptance"]


@pytest.mark.parametrize("tool, effect, other_check, proof", [
    ("propose_decision", "internal_write", "policy_retrieved", "decision_admitted"),
    ("get_seller_supplement", "read", "order_pinned", "supplement_read"),
    ("get_carrier_scan", "read", "policy_retrieved", "scans_read"),
    ("escalate_to_human", "internal_write", "decision_admitted", "handed_to_person"),
])
def test_a_step_that_could_show_done_without_its_own_work_is_refused(tool, effect, other_check, proof):
    """A decision step accepted on "a policy was read" would show done with no decision ever proposed."""
    plan, reasons = validate_plan({"subtasks": [{"goal": "pay back the fee", "kind": "duplicate_charge",
                                                 "steps": [a_step(tool, effect, [other_check])]}]}, known_tools=TOOLS)
    assert plan is None
    assert reasons == [f"subtask 1 step 1: a {tool} step is done only when its own work shows on the record: put {proof} in its acceptance"]
    plan, reasons = validate_plan({"subtasks": [{"goal": "pay back the fee", "kind": "duplicate_charge",
                                                 "steps": [a_step(tool, effect, [other_check, proof])]}]}, known_tools=TOOLS)
    assert plan is not None and reasons == []


def test_a_step_without_acceptance_is_refused_and_repeated_checks_are_kept_once():
    plan, reasons = validate_plan({"subtasks": [{"goal": "pay back the fee", "kind": "duplicate_charge",
                                                 "steps": [a_step("get_order", "read", [])]}]}, known_tools=TOOLS)
    assert plan is None and reasons[0].startswith("subtasks.0.steps.0.acceptance")
    plan, _ = validate_plan({"subtasks": [{"goal": "pay back the fee", "kind": "duplicate_charge",
                                           "steps": [a_step("get_order", "read", ["order_pinned", "order_pinned"])]}]}, known_tools=TOOLS)
    assert plan.subtasks[0].steps[0].acceptance == ["order_pinned"]


def test_a_person_editing_a_plan_with_an_unknown_check_is_refused_in_words(world, reviewer, settings):
    settings.PLAN_CONFIRMATION_RULE = "always"
    run = plan_waiting()
    proposal = [{"number": s.number, "goal": s.goal, "kind": s.case_type,
                 "steps": [a_step(st.tool, st.effect_class, ["refund sent"]) for st in s.steps.all()]} for s in run.subtasks.all()]
    with pytest.raises(actions.ActionRefused, match="unknown check 'refund sent'"):
        actions.plan_edit(run_id=run.pk, user=reviewer, subtasks=proposal, trigger="the customer phoned")


# --- the walk: done when the acceptance holds -------------------------------------------------------
def test_a_policy_step_is_done_by_the_search_that_found_this_kind_of_policy_not_by_the_first_search(world):
    script = {"turns": [
        [call("get_order", order_ref="SU-88421")],
        [call("propose_plan", order_ref="SU-88421", subtasks=[FEE])],
        [call("search_policy", query="cracked panel broken")],  # a damage policy: not this subtask's kind
        [call("search_policy", query="charged twice billing")],
    ], "after": "offline"}
    run = walk_until_pause(start(ticket(TWICE, subject=TWICE_SUBJECT), script=script))
    assert run.outcome == "resolved"
    searches = tool_results(run, "search_policy")
    assert [d["case_type"] for d in searches[0]["result"]["documents"]] == ["damaged_item"]
    policy_step = Step.objects.get(subtask__run=run, tool="search_policy")
    assert policy_step.status == Step.Status.DONE and policy_step.result_event.seq == searches[1]["seq"]
    refund_step = Step.objects.get(subtask__run=run, tool="issue_refund")
    assert refund_step.result_event.seq == tool_results(run, "issue_refund")[0]["seq"]
    decide_step = Step.objects.get(subtask__run=run, tool="propose_decision")
    assert decide_step.result_event.kind == "guard_check" and decide_step.result_event.payload["passed"] is True


def test_a_step_that_called_its_tool_stays_open_until_its_own_check_holds(world):
    # Calling search_policy does not finish a step that waits for the seller's terms.
    terms_first = dict(FEE, steps=[a_step("get_seller_supplement", "read", ["supplement_read"]), *FEE_STEPS])
    script = {"turns": [
        [call("get_order", order_ref="SU-88421")],
        [call("propose_plan", order_ref="SU-88421", subtasks=[terms_first])],
        [call("search_policy", query="charged twice billing")],
    ]}
    run = walk_until_pause(start(ticket(TWICE, subject=TWICE_SUBJECT), script=script), limit=3)
    step = Step.objects.get(subtask__run=run, number=1)
    assert step.status == Step.Status.PENDING and step.result_event is None
    assert tool_results(run, "search_policy")[0]["ok"] is True


def test_a_handover_step_is_done_when_its_subtask_is_with_a_person(world):
    other = {"goal": 'a person answers "can you gift wrap it"', "kind": "other",
             "steps": [a_step("escalate_to_human", "internal_write", ["handed_to_person"])]}
    script = {"turns": [
        [call("get_order", order_ref="SU-88421")],
        [call("propose_plan", order_ref="SU-88421", subtasks=[FEE, other])],
        [call("escalate_to_human", subtask=2, open_item="gift wrapping", reason="not something the agent does")],
    ], "after": "offline"}
    body = TWICE + " Also, can you gift wrap it?"
    run = walk_until_pause(start(ticket(body, subject=TWICE_SUBJECT), script=script))
    handover = run.subtasks.get(number=2)
    assert handover.status == Subtask.Status.ESCALATED
    step = handover.steps.get()
    assert step.status == Step.Status.DONE and step.result_event.kind == "subtask_status"


def test_the_tools_each_have_the_check_that_proves_their_work():
    assert set(PROOF_OF_TOOL) == set(TOOLS) - {"propose_plan", "replan", "record_progress"}
    assert {PROOF_OF_TOOL[t] for t in ("issue_refund", "start_return", "send_reply")} == {
        Check.REFUND_ISSUED, Check.RETURN_STARTED, Check.REPLY_SENT}


# --- what people see ---------------------------------------------------------------------------------
def _step_row(html: str, title: str, nth: int = 1) -> str:
    return html.split(title)[nth].split("</tr>")[0]


def test_the_run_page_shows_each_check_in_plain_words_with_not_yet_while_the_plan_waits(world, reviewer, client_for, settings):
    settings.PLAN_CONFIRMATION_RULE = "always"
    run = plan_waiting()
    html = client_for(reviewer).get(reverse("run_detail", args=[run.pk])).content.decode()
    refund = _step_row(html, "issue the refund")
    assert "a decision for this request passed the guard&#x27;s checks: <strong>not yet</strong>" in refund
    assert "the shop shows the refund: <strong>not yet</strong>" in refund
    order = _step_row(html, "check the order&#x27;s record for the answer")
    assert "the customer&#x27;s order is found: <strong>met</strong>" in order
    assert "refund_issued" not in html.split('id="run-subtasks"')[1].split("</section>")[0].replace('data-check="refund_issued"', "")


def test_the_run_page_shows_met_once_the_shop_recorded_the_refund(world, reviewer, client_for):
    run = finished(body=TWICE)
    html = client_for(reviewer).get(reverse("run_detail", args=[run.pk])).content.decode()
    refund = _step_row(html, "issue the refund")
    assert "the shop shows the refund: <strong>met</strong>" in refund and "Done" in refund


def test_the_run_page_says_not_met_for_a_refund_a_collection_made_unnecessary(world, reviewer, client_for):
    run = walk_until_pause(start(ticket()))
    html = client_for(reviewer).get(reverse("run_detail", args=[run.pk])).content.decode()
    panel_refund = _step_row(html, "issue the refund", nth=2)  # the duplicate charge's refund comes first
    assert "the shop shows the refund: <strong>not met</strong>" in panel_refund
    assert "the shop shows the return or collection: <strong>met</strong>" in _step_row(html, "start the return or collection")


def test_the_plan_card_reads_the_checks_in_plain_words(world, reviewer, client_for, settings):
    settings.PLAN_CONFIRMATION_RULE = "always"
    run = plan_waiting()
    assert pending(run, "plan") is not None
    html = client_for(reviewer).get(reverse("plan_queue")).content.decode()
    steps = html.split('class="plan-steps"')[1].split("</details>")[0]
    assert "the policy for this kind of request is read" in steps and "a decision for this request passed the guard&#x27;s checks" in steps
    assert not any(name in steps for name in NAMES)
