"""A closing that takes money or goods as on their way ("enjoy the credit", "give it a week for the refund
to show up", "once the money is back in your account") is refused when no subtask it could be about was
done, and passes when the record shows it done. A recorded partial effect does not cover a further claim
beside it, a recorded return does cover its own words ("the label is attached") with the refund said
undecided, and a sentence for finished work may not claim another problem, another thing done or money
the record does not show. Wording written for these tests."""

import pytest

from runs.reply_check import closing_problems, resolved_problems, unresolved_problems

NOTHING_DONE = [{"status": "escalated", "kind": "damaged_item", "action": None, "refunded_cents": 0}]
REFUND_MADE = [{"status": "resolved", "kind": "damaged_item", "action": "refund", "refunded_cents": 3000}]

PRESUMING_CLOSINGS = [
    "Enjoy the credit when it comes through!",
    "Give it 3-5 working days for the refund to show up.",
    "Once the credit lands, let us know if there's anything else.",
    "Happy spending once the money is back in your account!",
    "Hope the new kettle reaches you in one piece!",
    "thanks for waiting while your money finds its way back to you",
    "Please allow up to a week for your reimbursement to appear on the card.",
]


@pytest.mark.parametrize("closing", PRESUMING_CLOSINGS)
def test_a_closing_that_takes_the_remedy_as_on_its_way_is_refused_when_nothing_was_done(closing):
    assert closing_problems(closing, NOTHING_DONE), closing


@pytest.mark.parametrize("closing", [c for c in PRESUMING_CLOSINGS if "kettle" not in c])
def test_the_same_closing_passes_when_the_refund_was_made(closing):
    assert closing_problems(closing, REFUND_MADE) == [], closing


HONEST_CLOSINGS = [
    "Thanks for bearing with us while a colleague reviews everything.",
    "If the refund is approved, it normally shows within a week.",
    "We hope the rest of your order is perfect.",
    "Take care, and reply any time if something else comes up.",
    "We'll let you know as soon as there's a decision on the refund.",
]


@pytest.mark.parametrize("closing", HONEST_CLOSINGS)
def test_a_closing_of_thanks_contact_or_an_approval_still_to_come_passes(closing):
    assert closing_problems(closing, NOTHING_DONE) == [], closing


FURTHER_THAN_RECORDED = [
    "I've refunded $15.00 for now, and the rest of the $60.00 will reach you next week.",
    "I've credited $5.00; the balance is already on its way back to your card.",
    "I've refunded the $9.95 fee, and the remaining $20.00 has been sent as well.",
    "Your $12.00 is refunded - the other half is heading back to you too.",
    "I've refunded $30.00 today, and the difference will be with you by Monday.",
]


@pytest.mark.parametrize("sentence", FURTHER_THAN_RECORDED)
def test_a_recorded_partial_refund_does_not_cover_a_further_claim_beside_it(sentence):
    assert any("says or implies it was done" in p for p in unresolved_problems(sentence, "escalated", frozenset({"refund"}))), sentence


@pytest.mark.parametrize("sentence", [
    "I've refunded the $9.95 delivery fee; a colleague will decide on the rest.",
    "I've refunded $15.00 so far, and the remaining $45.00 still needs a lead's approval.",
    "$20.00 is back on your card; nothing more has been paid yet and a colleague will review the remainder.",
    "I've refunded the $12.00 fee, and a teammate will look at the other charge.",
    "I've sent $8.00 back to your card; the balance is waiting for a supervisor's sign-off.",
])
def test_a_recorded_partial_refund_with_the_rest_left_open_passes(sentence):
    assert unresolved_problems(sentence, "escalated", frozenset({"refund"})) == [], sentence


RETURN_BOOKED_REFUND_OPEN = [
    "Your return for the jacket is booked, but no refund has been made yet; a colleague will decide.",
    "The prepaid label for the jacket is attached; a colleague will decide on the refund once it arrives.",
    "I've set up the return - the refund itself hasn't been approved yet, and a teammate will review it.",
    "Your returns label is attached, and the refund will be decided by our team after they inspect the jacket.",
    "The return is booked; whether you get a refund is up to a colleague, who will email you.",
]


@pytest.mark.parametrize("sentence", RETURN_BOOKED_REFUND_OPEN)
def test_a_recorded_return_told_with_the_refund_undecided_passes(sentence):
    assert unresolved_problems(sentence, "escalated", frozenset({"return"})) == [], sentence


@pytest.mark.parametrize("sentence", [
    "Your return is booked and the refund has been sent.",
    "The label is attached, and your money is on its way back to you.",
    "The return is booked; a colleague will follow up, but the jacket's refund is sorted.",
    "Your return label is attached and a replacement has been dispatched.",
    "Return booked, and you'll see the refund on your card by Friday.",
])
def test_a_recorded_return_does_not_cover_a_refund_or_goods_told_done(sentence):
    assert any("says or implies it was done" in p for p in unresolved_problems(sentence, "escalated", frozenset({"return"}))), sentence


MORE_THAN_RECORDED = [
    ("I've refunded $18.00 for the late parcel and the wrong colour.", 1800, "late_delivery"),
    ("We refunded $30.00 for the damaged mug and for the delay.", 3000, "damaged_item"),
    ("The $45.00 double charge is refunded, and your address is updated too.", 4500, "duplicate_charge"),
    ("I've refunded $25.00 for the cracked bowl, and the jacket is sorted as well.", 2500, "damaged_item"),
    ("Your $45.00 duplicate is refunded; the late parcel is taken care of too.", 4500, "duplicate_charge"),
]


@pytest.mark.parametrize("sentence,cents,kind", MORE_THAN_RECORDED)
def test_a_done_sentence_claiming_another_problem_or_more_work_is_refused(sentence, cents, kind):
    assert resolved_problems(sentence, action="refund", amount_cents=cents, kind=kind), sentence


@pytest.mark.parametrize("sentence", [
    "Your return is set up and $40.00 will be back on your card on Monday.",
    "Your return label is attached, and you'll receive $40.00 back this week.",
    "The jacket's return is booked - you'll have your money back tomorrow.",
    "I've booked the return and your $40.00 is on its way back to you.",
    "Return started; $40.00 is back on your card already.",
])
def test_a_return_sentence_promising_money_the_record_does_not_show_is_refused(sentence):
    assert resolved_problems(sentence, action="return", amount_cents=None, kind="change_of_mind"), sentence


@pytest.mark.parametrize("sentence", [
    "Your return is booked, and the refund follows once the jacket reaches us.",
    "I've set up the return; we'll refund you after the jacket is back and checked.",
    "Your return label is on its way by email, then the refund is made when it arrives.",
    "I've started the return for the jacket - drop it at any post office.",
    "The return is booked; if the jacket comes back unworn, the refund follows.",
])
def test_a_return_sentence_with_the_refund_after_the_goods_passes(sentence):
    assert resolved_problems(sentence, action="return", amount_cents=None, kind="change_of_mind") == [], sentence


@pytest.mark.parametrize("sentence,cents", [
    ("You've now got your $18.00 back for the late parcel.", 1800),
    ("You have the $18.00 back for the delay.", 1800),
    ("I've refunded $64.20 for the chair - that's the $59.00 price plus $5.20 tax.", 6420),
    ("I've refunded $32.40 for the lamp, the $30.00 item price plus sales tax.", 3240),
    ("You're right that $45.00 was charged twice, so I've refunded one $45.00 payment.", 4500),
    ("Yes, the $27.50 was taken two times; I've refunded the second $27.50.", 2750),
])
def test_a_done_sentence_with_the_recorded_amount_its_breakdown_or_the_charge_passes(sentence, cents):
    assert resolved_problems(sentence, action="refund", amount_cents=cents) == [], sentence


@pytest.mark.parametrize("sentence,cents", [
    ("I've refunded $64.20 for the chair and a further $5.00 goodwill credit.", 6420),
    ("I've refunded $45.00 and $45.00 for the two payments.", 4500),
    ("I've refunded $32.40, and $30.00 more will follow.", 3240),
    ("I've refunded $18.00 for the delay, plus $6.00 for the postage.", 1800),
    ("I've refunded $15.00 of the $32.40 you paid.", 3240),
])
def test_a_done_sentence_with_a_further_amount_is_refused(sentence, cents):
    assert resolved_problems(sentence, action="refund", amount_cents=cents), sentence
