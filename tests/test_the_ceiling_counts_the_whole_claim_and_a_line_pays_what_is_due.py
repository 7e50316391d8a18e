"""The approval ceiling counts the whole claim a decision is part of, and a refund on an order line
pays what the policy makes due for the units it names.

A $194.40 desk claim split into two $97.20 decisions had its first half paid with no lead asked,
and a single $149.00 decision on the same desk was paid and the run closed resolved, the customer
short-paid $45.40. These tests hold the guard to the claim's worth and to the due amount, and keep
what must still pass: two lines each under the ceiling, one unit of a line of three, an amount a
lead lowered or instructed, a part of a set flagged for a person, charges (not lines)."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from runs import guards, policy_charges, policy_evidence
from runs.claim_totals import same_claim
from runs.due_amounts import lead_instructed
from runs.intents import read_ticket
from runs.ticket_lines import request_sentences

UTC = timezone.utc
NOW = datetime(2026, 11, 20, 15, tzinfo=UTC)


def _order(lines: list[tuple[str, str, int, int]], *, ref: str = "SU-61001", refunds=()) -> dict:
    """A delivered first-party order: (sku, description, quantity, unit price) lines, 8% tax charged."""
    items = sum(q * price for _, _, q, price in lines)
    return {"order_ref": ref, "customer": {"email": "ines@example.com"}, "seller": {"seller_type": "first_party", "name": "Sundry Home"},
            "lines": [{"sku": s, "description": d, "quantity": q, "unit_price_cents": p, "exclusion": ""} for s, d, q, p in lines],
            "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": items, "charged_at": "2026-11-10T09:00:00+00:00"},
                        {"number": 2, "kind": "tax", "description": "Sales tax", "amount_cents": items * 8 // 100,
                         "charged_at": "2026-11-10T09:00:00+00:00"}],
            "shipments": [{"carrier": "ParcelNet", "tracking_number": "PN-61", "status": "delivered", "promised_by": "2026-11-14",
                           "delivered_at": "2026-11-13T11:00:00+00:00", "scans": []}],
            "refunds": list(refunds)}


DESK = _order([("DESK-W", "Walnut desk", 1, 18000)])  # $194.40 with its tax
ARMCHAIRS = _order([("ARM-3", "Boucle armchair", 3, 6000)], ref="SU-61002")  # $64.80 each, $194.40 the three
GLASSES = _order([("GLS-3", "Crystal vase", 3, 9000)], ref="SU-61003")  # $97.20 each, $291.60 the three
TWO_LINES = _order([("LAMP-F", "Floor lamp", 1, 6000), ("RUG-J", "Jute rug", 1, 7000)], ref="SU-61004")  # $64.80 and $75.60


def _requests(text: str, order: dict) -> list[dict]:
    """The request sentences as the runtime hands them to the guard (runs.screening.requests_about)."""
    return [{"text": s.text, "kinds": list(s.kinds), "spans": {k: [list(x) for x in v] for k, v in s.spans.items()}}
            for s in request_sentences(read_ticket(text, order_ref=order["order_ref"]), order["order_ref"])]


def _decision(order: dict, sku: str, quantity: int, cents: int, ref: str = "D1", subtask: int = 1, state: str = "proposed", **extra) -> dict:
    return {"ref": ref, "subtask": subtask, "case_type": "damaged_item", "action": "refund", "amount_cents": cents, "source": "platform",
            "policy_ref": "POL-DMG-002", "needs_human": False, "order_ref": order["order_ref"], "lines": [{"sku": sku, "quantity": quantity}],
            "state": state, "reason": "damaged", **extra}


def _guard(decision: dict, order: dict, body: str, *, decisions: dict | None = None, approval=None, lowered_by: str = "") -> dict:
    """Every check's result by name, for `decision` among this run's `decisions`."""
    decisions = decisions if decisions is not None else {decision["ref"]: decision}
    results = guards.check_decision(
        decision=decision, retrieved_refs={"POL-DMG-002"}, evidence=policy_evidence.Evidence(order=order, now=NOW),
        refunded=guards.refunded_so_far(order, decisions), approval=approval, customer_email="ines@example.com",
        ticket_requests=_requests(body, order), run_before_cents=guards.run_before_cents(decision, decisions),
        run_units=guards.units_taken(decision, decisions), claim_parts=same_claim(decision, decisions), lowered_by=lowered_by)
    return {r.check: r for r in results}


DESK_TICKETS = [
    "The walnut desk arrived with a deep gouge across the top. Refund please. SU-61001",
    "hi my desk (SU-61001) came with a huge scratch all along the top, i want my money back",
    "Good afternoon. Order SU-61001: the walnut desk was delivered damaged, one leg is cracked. Could you refund it?",
    "Desk came today with a dent in the corner!! Refund for the desk on SU-61001 please.",
    "SU-61001 - the desk top is split down the middle. Not happy. I'd like a refund for it.",
]


# --- a split claim: the first part waits for a lead as the whole would ------------------------------------------
@pytest.mark.parametrize("body", DESK_TICKETS)
def test_the_first_half_of_a_desk_split_in_two_is_over_the_ceiling_and_short_of_what_is_due(settings, body):
    settings.REFUND_CEILING_CENTS = 15000
    first, second = _decision(DESK, "DESK-W", 1, 9720), _decision(DESK, "DESK-W", 1, 9720, ref="D2", subtask=2)
    checks = _guard(first, DESK, body, decisions={"D1": first, "D2": second})
    ceiling = checks["amount_within_ceiling"]
    assert not ceiling.passed and ceiling.inputs["claim_cents"] == 19440 and ceiling.inputs["claim_parts"] == ["D2"]
    assert not checks["amount_due_on_lines"].passed and checks["amount_due_on_lines"].inputs["due_cents"] == 19440
    # refused, not sent to a lead: the model is told to propose the due amount
    assert not guards.needs_approval_only(list(checks.values()))
    reasons = guards.refusal_reasons(list(checks.values()))
    assert "$97.20 is $97.20 less than the $194.40 the policy makes due" in reasons and "propose the due amount" in reasons


def test_a_desk_split_in_three_holds_every_part_to_the_whole_desk(settings):
    settings.REFUND_CEILING_CENTS = 15000
    parts = {f"D{n}": _decision(DESK, "DESK-W", 1, 6480, ref=f"D{n}", subtask=n) for n in (1, 2, 3)}
    for d in parts.values():
        checks = _guard(d, DESK, DESK_TICKETS[0], decisions=parts)
        assert not checks["amount_within_ceiling"].passed and checks["amount_within_ceiling"].inputs["claim_cents"] == 19440
        assert not checks["amount_due_on_lines"].passed


def test_three_armchairs_split_one_by_one_each_at_its_due_amount_wait_for_a_lead_together(settings):
    settings.REFUND_CEILING_CENTS = 15000
    parts = {f"D{n}": _decision(ARMCHAIRS, "ARM-3", 1, 6480, ref=f"D{n}", subtask=n) for n in (1, 2, 3)}
    body = "All three boucle armchairs on SU-61002 arrived with torn seams. Please refund them."
    for d in parts.values():
        checks = _guard(d, ARMCHAIRS, body, decisions=parts)
        assert checks["amount_due_on_lines"].passed  # each part is one chair's due amount
        assert not checks["amount_within_ceiling"].passed and checks["amount_within_ceiling"].inputs["claim_cents"] == 19440
        assert guards.needs_approval_only(list(checks.values()))  # a lead decides; nothing else is wrong


@pytest.mark.parametrize("body", [
    "All three boucle armchairs on SU-61002 arrived with torn seams. Please refund them.",
    "the 3 armchairs from SU-61002 are all ripped, refund pls",
    "Hello, each of the armchairs in order SU-61002 came damaged. I would like a refund.",
    "SU-61002: three armchairs, three torn seats. Money back please.",
    "My armchairs (all three of them!) turned up with the fabric torn. Refund for order SU-61002 please.",
])
def test_the_first_chair_of_three_claimed_waits_for_a_lead_when_the_others_come_in_later_decisions(settings, body):
    settings.REFUND_CEILING_CENTS = 15000
    first = _decision(ARMCHAIRS, "ARM-3", 1, 6480)
    checks = _guard(first, ARMCHAIRS, body)  # proposed alone: the ticket states the claim's three chairs
    assert checks["amount_within_ceiling"].inputs["claim"][0]["stated"] == 3
    assert not checks["amount_within_ceiling"].passed and guards.needs_approval_only(list(checks.values()))


def test_the_second_part_of_a_split_after_the_first_was_paid_still_counts_the_whole_claim(settings):
    settings.REFUND_CEILING_CENTS = 15000
    paid = _decision(ARMCHAIRS, "ARM-3", 1, 6480, state="executed")
    second = _decision(ARMCHAIRS, "ARM-3", 2, 12960, ref="D2", subtask=2)
    checks = _guard(second, ARMCHAIRS, "Two armchairs arrived torn and then I found the third one too. SU-61002 refund all please",
                    decisions={"D1": paid, "D2": second})
    ceiling = checks["amount_within_ceiling"]
    assert not ceiling.passed and ceiling.inputs["counted_cents"] == 19440


# --- amounts below or above what is due ------------------------------------------------------------------------
@pytest.mark.parametrize("cents", [14900, 9720, 100, 19000, 19438])
def test_less_than_a_whole_desk_is_refused_with_the_due_amount_named(settings, cents):
    settings.REFUND_CEILING_CENTS = 50000  # the ceiling aside: the amount itself is wrong
    checks = _guard(_decision(DESK, "DESK-W", 1, cents), DESK, DESK_TICKETS[0])
    due = checks["amount_due_on_lines"]
    assert not due.passed and due.inputs["short_cents"] == 19440 - cents
    assert "less than the $194.40 the policy makes due" in " ".join(guards.plain_words("amount_due_on_lines", due.inputs))
    assert checks["amount_within_ceiling"].passed


def test_a_cent_short_on_each_unit_counted_one_by_one_is_rounding_not_a_short_payment(settings):
    settings.REFUND_CEILING_CENTS = 50000
    order = _order([("CUP-7", "Enamel cup", 3, 1333)], ref="SU-61005")
    due = policy_charges.line_cents(order, "CUP-7", 3)
    checks = _guard(_decision(order, "CUP-7", 3, due - 1), order, "All three enamel cups on SU-61005 came dented, refund them please.")
    assert checks["amount_due_on_lines"].passed
    assert not _guard(_decision(order, "CUP-7", 3, due - 10), order, "All three enamel cups on SU-61005 came dented, refund them please.")[
        "amount_due_on_lines"].passed


def test_more_than_a_whole_desk_is_refused_by_what_the_line_supports_not_as_a_short_payment(settings):
    settings.REFUND_CEILING_CENTS = 50000
    checks = _guard(_decision(DESK, "DESK-W", 1, 21000), DESK, DESK_TICKETS[0])
    assert checks["amount_due_on_lines"].passed and not checks["amount_supported_by_lines"].passed


def test_the_whole_desk_at_its_due_amount_waits_for_a_lead_and_nothing_else_is_wrong(settings):
    settings.REFUND_CEILING_CENTS = 15000
    checks = _guard(_decision(DESK, "DESK-W", 1, 19440), DESK, DESK_TICKETS[0])
    assert not checks["amount_within_ceiling"].passed and guards.needs_approval_only(list(checks.values()))
    assert _guard(_decision(DESK, "DESK-W", 1, 19440), DESK, DESK_TICKETS[0], approval={"id": 3})["amount_within_ceiling"].passed


# --- near misses that must still pass ---------------------------------------------------------------------------
@pytest.mark.parametrize("body", [
    "On SU-61004 the floor lamp came with a bent pole and the jute rug has a big stain. Refund both please.",
    "both things in SU-61004 arrived wrecked - lamp pole snapped, rug stained. money back for both",
    "Hello, the floor lamp is bent and the rug is stained (order SU-61004). I'd like refunds for each.",
    "SU-61004. Lamp: broken. Rug: stained. Please refund them.",
    "The rug from SU-61004 arrived stained, and the lamp is damaged too. Can I have my money back for the two?",
])
def test_two_different_lines_each_under_the_ceiling_are_not_held_for_each_others_amount(settings, body):
    settings.REFUND_CEILING_CENTS = 15000
    lamp = _decision(TWO_LINES, "LAMP-F", 1, policy_charges.line_cents(TWO_LINES, "LAMP-F", 1))
    rug = _decision(TWO_LINES, "RUG-J", 1, policy_charges.line_cents(TWO_LINES, "RUG-J", 1), ref="D2", subtask=2)
    both = {"D1": lamp, "D2": rug}
    for d in (lamp, rug):
        checks = _guard(d, TWO_LINES, body, decisions=both)
        assert checks["amount_within_ceiling"].passed and checks["amount_within_ceiling"].inputs["claim_parts"] == []
        assert checks["amount_due_on_lines"].passed


@pytest.mark.parametrize("body", [
    "One of the three crystal vases on SU-61003 arrived cracked. Refund for that one please.",
    "a vase from SU-61003 came smashed, the other two are fine. can i get a refund for it",
    "Hi! Of my 3 crystal vases (SU-61003) one is chipped at the rim. Could you refund the chipped one?",
    "SU-61003 - 1 vase broken out of 3. refund it please",
    "The crystal vases came today and sadly a single one of them has a crack. I'd like that one refunded. SU-61003",
])
def test_one_vase_of_three_at_its_due_amount_passes_though_the_line_is_worth_more_than_the_ceiling(settings, body):
    settings.REFUND_CEILING_CENTS = 15000
    one = _decision(GLASSES, "GLS-3", 1, policy_charges.line_cents(GLASSES, "GLS-3", 1))
    checks = _guard(one, GLASSES, body)
    assert checks["amount_within_ceiling"].passed and checks["amount_within_ceiling"].inputs["claim_cents"] == 9720
    assert checks["amount_due_on_lines"].passed and checks["amount_supported_by_lines"].passed


# --- the lower amounts a person sets ---------------------------------------------------------------------------
def test_a_lower_amount_a_lead_approved_on_the_decision_is_due(settings):
    settings.REFUND_CEILING_CENTS = 15000
    amended = _decision(DESK, "DESK-W", 1, 12000, proposed_cents=19440, amended_by="lead")
    checks = _guard(amended, DESK, DESK_TICKETS[0], approval={"id": 9})
    assert checks["amount_due_on_lines"].passed and checks["amount_due_on_lines"].inputs["lower_amount_set_by"] == "lead approved less"
    assert all(r.passed for r in checks.values())


def test_a_lower_amount_after_a_leads_instructions_on_the_subtask_is_due_and_another_subtasks_are_not(settings):
    settings.REFUND_CEILING_CENTS = 15000
    rejected = _decision(DESK, "DESK-W", 1, 19440, state="rejected")
    again = _decision(DESK, "DESK-W", 1, 8000, ref="D2")
    decisions = {"D1": rejected, "D2": again}
    said = [{"actor": "lead", "payload": {"decision": "D1", "instructions": "Refund only $80, the carrier pays the rest."}}]
    by = lead_instructed(said, decisions, subtask=1)
    assert by == "lead" and lead_instructed(said, decisions, subtask=2) == ""
    checks = _guard(again, DESK, DESK_TICKETS[0], decisions=decisions, lowered_by=by)
    assert checks["amount_due_on_lines"].passed and checks["amount_within_ceiling"].passed
    assert not _guard(again, DESK, DESK_TICKETS[0], decisions=decisions)["amount_due_on_lines"].passed


def test_a_part_of_a_set_flagged_for_a_person_may_pay_less_than_the_unit(settings):
    settings.REFUND_CEILING_CENTS = 50000
    order = _order([("DIN-SET", "Dinner set, 12 pieces", 1, 12000)], ref="SU-61006")
    body = "One plate of the dinner set on SU-61006 arrived cracked. Could I get something back for the plate?"
    part = _decision(order, "DIN-SET", 1, 1000, needs_human=True)
    assert _guard(part, order, body)["amount_due_on_lines"].passed
    assert not _guard({**part, "needs_human": False}, order, body)["amount_due_on_lines"].passed


def test_a_refund_on_charges_is_not_held_to_a_lines_due_amount(settings):
    settings.REFUND_CEILING_CENTS = 50000
    order = _order([("KTL-1", "Enamel kettle", 1, 4600)], ref="SU-61007")
    order["charges"].append({**order["charges"][0], "number": 3, "charged_at": "2026-11-10T09:06:00+00:00"})
    dup = {**_decision(order, "KTL-1", 1, 4600), "case_type": "duplicate_charge", "lines": [], "charges": [3], "policy_ref": "POL-BILL-001"}
    due = guards.check_amount_due(dup, order, [], [])
    assert due.passed and due.inputs["due_cents"] is None


@pytest.mark.parametrize("body", [
    "Two of the three boucle armchairs on SU-61002 came torn. Separately, I'd like to send the third one back, I changed my mind.",
    "two armchairs from SU-61002 arrived ripped - refund those. and the other one i just don't want anymore, can i return it?",
    "SU-61002: 2 armchairs damaged, please refund. I also want to return 1 armchair as it doesn't suit the room.",
    "Hello. On SU-61002 two armchairs have torn seats; please refund them. I've also changed my mind about one armchair and would like to return it.",
    "Refund the two torn armchairs on SU-61002 please. Separately I'd like to send one armchair back for a refund, it's not for me.",
])
def test_a_return_for_a_change_of_mind_beside_a_damage_refund_on_the_same_line_is_another_claim(settings, body):
    settings.REFUND_CEILING_CENTS = 15000
    damaged = _decision(ARMCHAIRS, "ARM-3", 2, policy_charges.line_cents(ARMCHAIRS, "ARM-3", 2))
    back = {**_decision(ARMCHAIRS, "ARM-3", 1, policy_charges.line_cents(ARMCHAIRS, "ARM-3", 1), ref="D2", subtask=2),
            "case_type": "change_of_mind", "action": "return", "policy_ref": "POL-COM-005"}
    assert same_claim(back, {"D1": damaged, "D2": back}) == []
    assert same_claim(damaged, {"D1": damaged, "D2": back}) == []
    claim = _guard(back, ARMCHAIRS, body, decisions={"D1": damaged, "D2": back})["amount_within_ceiling"]
    # never the three chairs: the damage refund's two are not part of the return's claim (a sentence telling both
    # may still give the return's the count of two, under the ceiling)
    assert claim.passed and claim.inputs["claim_cents"] in (6480, 12960)


def test_a_return_whose_sentence_states_no_count_is_counted_as_the_whole_line_and_waits_for_a_lead(settings):
    # Conservative: with no count read in the return's own request, the claim is the whole line (as the agent
    # reads a request with no count), so one chair sent back beside two refunded waits for a lead here.
    settings.REFUND_CEILING_CENTS = 15000
    body = ("Hello. On SU-61002 two armchairs have torn seats; please refund them. The remaining chair is fine but I've changed my mind "
            "and would like to return it.")
    back = {**_decision(ARMCHAIRS, "ARM-3", 1, policy_charges.line_cents(ARMCHAIRS, "ARM-3", 1), ref="D2", subtask=2),
            "case_type": "change_of_mind", "action": "return", "policy_ref": "POL-COM-005"}
    checks = _guard(back, ARMCHAIRS, body)
    assert checks["amount_within_ceiling"].inputs["claim_cents"] == 19440 and not checks["amount_within_ceiling"].passed
