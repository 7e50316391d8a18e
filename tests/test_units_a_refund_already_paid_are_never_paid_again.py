"""Units of a line the shop's record already refunded are never paid again on the same claim: the guard's
units_left_after_refunds refuses a refund naming more units than are left on the line after the record's refunds, or
more than are left of the ticket's own counted claim after the refunds made for it; and a sentence of no kind attached
to a request ("Could you refund those two as well?" after the tea cups) is about that request's goods, never a new
claim on a line refunded before (ver24a V24-29: "The refund for the three cracked plates came through, thank you." and
two dinner plates paid again, $38.16). A claim told apart ("another two plates cracked") is paid out of what is left."""

from datetime import datetime, timezone

import pytest

from runs import guards, policy_evidence, refunded_units
from runs.repeat_claims import sentences_about
from tests.guard_fixtures import requests_read

NOW = datetime(2026, 12, 4, 16, tzinfo=timezone.utc)
PLATES_REFUNDED = {"amount_cents": 5724, "case_type": "damaged_item", "reason": "3 dinner plates cracked", "date": "2026-11-25",
                   "covers": [{"sku": "PLT-DIN-6", "quantity": 6, "cents": 5724}]}
SET = {"order_ref": "SU-72429", "customer": {"email": "sunita.v@example.com"},
       "lines": [{"sku": "PLT-DIN-6", "description": "Dinner plate", "quantity": 6, "unit_price_cents": 1800},
                 {"sku": "CUP-TEA-6", "description": "Porcelain tea cup", "quantity": 6, "unit_price_cents": 1400}],
       "charges": [{"number": 1, "kind": "items", "description": "Order items", "amount_cents": 19200},
                   {"number": 2, "kind": "tax", "description": "Sales tax", "amount_cents": 1152}],
       "refunds": [PLATES_REFUNDED]}


def _plates(n: int, **extra) -> dict:
    return {"subtask": 1, "case_type": "damaged_item", "action": "refund", "amount_cents": 1908 * n,
            "lines": [{"sku": "PLT-DIN-6", "quantity": n}], **extra}


def _check(text: str, decision: dict, order: dict = SET, run_units=None):
    return refunded_units.check(decision, order, requests_read(text, order), run_units)


@pytest.mark.parametrize("text", [
    "The refund for the three cracked plates came through, thank you. Now 2 of the 6 tea cups have hairline cracks. Could you refund those two as well?",
    "thanks, got the money for the 3 broken dinner plates! but two of my tea cups are cracked, pls refund them too",
    "Hello again. 3 of my dinner plates arrived cracked and you refunded them last week. Two tea cups have cracks now, refund please.",
    "Quick one: the three plates were refunded, cheers. The cups though - two cracked. Can I have those refunded?",
    "Hi, following on from my earlier mail about the 3 cracked dinner plates, which you've paid back. The tea cups: 2 are chipped, refund them please.",
])
def test_plates_a_refund_settled_are_not_paid_again(text):
    result = _check(text, _plates(2))
    assert not result[1], result[2]
    line = result[2]["lines"][0]
    assert line["refunded"] == 3 and line["left_of_claim"] == 0
    assert "paying them would pay units twice" in result[2]["says"][0]


@pytest.mark.parametrize("text", [
    "You refunded three plates last week. Another two dinner plates were cracked when I unpacked the rest, please refund them.",
    "after the refund for 3 plates i found 2 more dinner plates with cracks, pls refund those",
    "The refund for three plates came through, thanks. Unpacking the rest today, two further plates are cracked. Refund them please.",
])
def test_near_miss_other_units_claimed_anew_are_paid_from_what_is_left(text):
    result = _check(text, _plates(2))
    assert result[1], result[2]
    assert result[2]["lines"][0]["new_claim"]


def test_near_miss_more_units_than_the_line_has_left_are_refused_even_when_claimed_anew():
    # six plates, three refunded: four more is one more than the line has left, whatever the words
    result = _check("Another four dinner plates arrived cracked, please refund them.", _plates(4))
    assert not result[1] and "the line has 3 of 6 left after 3 refunded before" in result[2]["lines"][0]["beyond"]


def test_near_miss_this_runs_other_decisions_count_against_what_is_left():
    result = _check("Another two dinner plates arrived cracked, please refund them.", _plates(2), run_units={"PLT-DIN-6": 2})
    assert not result[1]


def test_near_miss_a_line_no_refund_drew_on_is_untouched():
    cups = {"subtask": 2, "case_type": "damaged_item", "action": "refund", "amount_cents": 2968, "lines": [{"sku": "CUP-TEA-6", "quantity": 2}]}
    result = _check("The refund for the three cracked plates came through, thank you. 2 of the 6 tea cups have hairline cracks. "
                    "Could you refund those two as well?", cups)
    assert result[1] and result[2]["lines"] == []


def test_near_miss_a_return_after_a_damage_refund_is_bounded_by_the_line_only():
    back = {"subtask": 1, "case_type": "change_of_mind", "action": "return", "amount_cents": 0, "lines": [{"sku": "PLT-DIN-6", "quantity": 3}]}
    assert _check("I'd like to return the other 3 dinner plates, we changed our minds about the pattern.", back)[1]
    assert not _check("I'd like to return 4 dinner plates, we changed our minds.", dict(back, lines=[{"sku": "PLT-DIN-6", "quantity": 4}]))[1]


def test_units_refunded_are_read_from_the_records_cents_not_a_whole_line_quantity():
    assert refunded_units.refunded_units(SET, "PLT-DIN-6") == 3
    assert refunded_units.refunded_units(SET, "CUP-TEA-6") == 0
    assert refunded_units.refunded_units(dict(SET, refunds=[dict(PLATES_REFUNDED, run=7)]), "PLT-DIN-6", run_id=7) == 0


@pytest.mark.parametrize("text", [
    "The refund for the three cracked plates came through, thank you. 2 of the 6 tea cups have hairline cracks. Could you refund those two as well?",
    "Plates refund arrived, thanks! Two tea cups are cracked though. Can you refund them too?",
    "You already sorted the 3 plates. Now the cups: two came with cracks. Please refund those as well.",
])
def test_a_sentence_attached_to_the_cups_claims_no_plates_anew(text):
    requests = requests_read(text, SET)
    assert not any("as well" in t or "too" in t for t in sentences_about(SET, "PLT-DIN-6", "damaged_item", requests))
    settled = guards.check_not_settled_before(_plates(2), policy_evidence.Evidence(order=SET, now=NOW), requests)
    assert not settled.passed


def test_the_check_is_named_and_told_for_the_run_page():
    assert refunded_units.CHECK in guards.INCIDENTS and len(refunded_units.CHECK) <= 25
    assert refunded_units.says([]) == ["no earlier refund on the lines named"]


CUPS = " Two tea cups are cracked, please refund them."


@pytest.mark.parametrize("thanks", [
    "The refund for the three cracked plates came through, thank you.",
    "Thanks - the money for my 3 broken dinner plates has landed.",
    "the credit for the cracked plates arrived yesterday, cheers!",
    "Just to say the reimbursement for the two chipped plates has come through, ta.",
])
def test_a_thanks_for_a_refund_received_is_settled_context_not_a_claim(thanks):
    requests = requests_read(thanks + CUPS, SET)
    told = next(r for r in requests if r["text"] == thanks)
    assert told.get("settles") == ["damaged_item"] and not told["kinds"]


@pytest.mark.parametrize("asked", [
    "Has the refund for the three cracked plates come through yet?",
    "Did the refund for the plates go through?",
    "The refund for the three cracked plates still hasn't come through.",
])
def test_near_miss_a_refund_asked_after_or_not_come_settles_nothing(asked):
    assert not any(r.get("settles") for r in requests_read(asked + CUPS, SET))
