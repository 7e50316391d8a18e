"""Money the customer declines in a noun ("I don't need a refund") is not paid; a replacement asked for
is not read as one declined; short asks for a swap, the right size or a partial refund, and a second
ask inside a sentence whose request was read, each reach a person; a reply may not state work done in
words outside the done-word lists (on the clock, already with the customer, told with a past time).
Wording written for these tests, not the blind testers' sentences."""

import pytest

from runs.intents import forbids_action, read_ticket
from runs.reply_check import closing_problems, resolved_problems, unresolved_problems


def _sentence(text: str, needle: str):
    return next(s for s in read_ticket(text).sentences if needle in s.text)


def _forbids_refund_of(text: str, kind: str) -> bool:
    return any(forbids_action(s.forbids, False, "refund", kind) for s in read_ticket(text).sentences)


@pytest.mark.parametrize("text", [
    "The vase came in three pieces. Honestly I dont need my money back, could you just post another vase out?",
    "The kettle lid is cracked. We're not after a refund here - please ship us a working kettle.",
    "My mirror arrived with a crack across it. No refund necessary, I'd rather have a new mirror sent.",
    "Glass on the picture frame is shattered. I do not want any refund at all; send me a replacement frame please.",
])
def test_declining_the_money_in_a_noun_forbids_the_refund_and_asks_for_the_unit(text):
    assert _forbids_refund_of(text, "damaged_item")
    asks = [s for s in read_ticket(text).requests if "other" in s.kinds]
    assert asks, "the unit asked for must reach a person"
    assert not any(s.kinds == ["question"] for s in read_ticket(text).requests), "a unit asked for is no replacement declined"


@pytest.mark.parametrize("text", [
    "The serving dish had a hairline crack along the rim but we really dont need a refund or anything, just thought you should know.",
    "fyi the candle holder arrived scuffed. I don't want compensation, it's fine for our use.",
])
def test_a_problem_told_with_the_money_declined_backs_no_claim(text):
    claims = {k for s in read_ticket(text).requests for k in s.kinds}
    assert "damaged_item" not in claims


@pytest.mark.parametrize("text, needle", [
    ("Order SU-4410: the jumper is the wrong shade. Could I exchange it?", "exchange"),
    ("Order SU-4411: the boots came a size too small. pls can i get the bigger size", "bigger size"),
    ("Order SU-4412: wrong colour arrived. Would a partial refund be possible instead?", "partial refund"),
    ("Order SU-4413: the trainers are the wrong size. i would like to switch them.", "switch"),
])
def test_a_short_ask_for_a_remedy_no_kind_gives_reaches_a_person(text, needle):
    s = _sentence(text, needle)
    assert s.role == "request" and "other" in s.kinds


def test_a_plain_refund_please_after_a_claim_stays_with_the_claim():
    s = _sentence("Order SU-4414: two of the glasses came smashed. Refund please.", "Refund please")
    assert s.role in ("attached", "request") and s.role != "courtesy"


@pytest.mark.parametrize("text, needle", [
    ("Order SU-4420 came late again. I'm not bothered about the postage back, but can someone tell me why your courier keeps losing my building?",
     "courier"),
    ("Order SU-4421: the rug arrived with a torn corner, and I'd like someone to ring me about the matching runner.", "runner"),
    ("Order SU-4422: please don't post a second teapot, just refund me the $40.", "refund me"),
])
def test_a_second_ask_in_a_sentence_gets_a_row_of_its_own(text, needle):
    s = _sentence(text, needle)
    assert s.role == "request" and "other" in s.kinds


def test_a_declined_delivery_fee_does_not_invent_a_return():
    s = _sentence("Order SU-4423 was late. We don't want the shipping cost back, we want an apology from the driver.", "shipping")
    assert "change_of_mind" not in s.kinds


def test_a_declined_fee_refund_does_not_hold_the_goods_refund():
    text = "Order SU-4424 was late but do not refund the postage, no bother. The jug is cracked though, please refund the jug."
    assert _forbids_refund_of(text, "late_delivery")
    assert not _forbids_refund_of(text, "damaged_item")


@pytest.mark.parametrize("text", [
    "Could you send me a replacement? I don't want a refund.",
    "Please post a new one out, we'd rather not have the money back.",
])
def test_a_replacement_asked_for_beside_declined_money_is_not_read_as_declined(text):
    reading = read_ticket(text)
    assert not any(s.kinds == ["question"] and "replacement" in s.forbids for s in reading.requests)


@pytest.mark.parametrize("text", [
    "Do not send another lamp, I only need the refund.",
    "I'd rather not get a replacement, thanks.",
    "No replacement please, money back is fine.",
])
def test_a_replacement_declined_in_its_own_clause_is_still_declined(text):
    assert any("replacement" in s.forbids for s in read_ticket(text).requests)


# Reply sentences for a subtask a person still has: each states work done or certain, in a shape
# rather than a done-word.
@pytest.mark.parametrize("sentence", [
    "Someone will follow up; in the meantime your spare lid goes out on Monday.",
    "A colleague is looking into it, and the $12.50 lands on your statement within 3 working days.",
    "Your refund of $8.00 is already waiting in your account; a colleague will follow up if anything is missing.",
    "A colleague will be in touch, though the receipt copy reached your mailbox a few minutes ago.",
    "We've passed this on, and your new postcode is now showing as LS6 2AB on our records.",
    "A specialist will follow up - your replacement rug is packed and waiting for the courier.",
    "A colleague will follow up; you can now download the invoice from your account page.",
    "Our billing people executed the credit this morning; a colleague will follow up on the rest.",
])
def test_a_shaped_claim_on_an_escalated_subtask_is_refused(sentence):
    assert unresolved_problems(sentence, "escalated")


@pytest.mark.parametrize("sentence", [
    "A colleague will reply tomorrow about the invoice copy.",
    "We received your photos this morning; a colleague will follow up on the refund.",
    "Nothing has been refunded yet; a colleague will look at the $12.50 by Friday.",
    "I couldn't send the invoice today; a colleague will follow up.",
    "Your earlier refund of $20.00 went through last month; the cracked jug is with a colleague, who will follow up.",
])
def test_an_honest_sentence_with_a_time_in_it_passes(sentence):
    assert not unresolved_problems(sentence, "escalated")


@pytest.mark.parametrize("sentence", [
    "I've refunded $7.50 for the delay, and your new kettle leaves the depot tomorrow.",
    "We attempted to refund $7.50 but the payment bounced.",
    "The $7.50 refund didn't go through.",
])
def test_a_sentence_misstating_a_refunded_subtask_is_refused(sentence):
    assert resolved_problems(sentence, action="refund", amount_cents=750, kind="late_delivery")


def test_an_honest_refund_sentence_still_passes():
    assert not resolved_problems("I've refunded $7.50 for the late delivery.", action="refund", amount_cents=750, kind="late_delivery")


def test_a_closing_that_tells_of_papers_or_goods_not_done_is_refused():
    record = [{"status": "resolved", "kind": "late_delivery", "action": "refund", "refunded_cents": 750},
              {"status": "escalated", "kind": "other", "action": None, "refunded_cents": 0}]
    assert closing_problems("Your receipt copy is enclosed, and the spare lid goes out Monday.", record)
    assert not closing_problems("Thank you for your patience, and sorry again for the trouble.", record)
