"""Claims never made move no money: a customer who declines a remedy, a counterfactual or a general
question, a remedy asked for instead of a refund; requests in plain words are not dropped; amounts
in words are read whole; the reply check holds each clause to the record. Wording written for
these tests (not the testers' sentences)."""

import pytest

from runs.intents import read_ticket
from runs.reply_check import resolved_problems, unresolved_problems
from runs.sentences import amounts_in
from runs.verifier import verify

MONEY_KINDS = {"damaged_item", "wrong_item", "non_delivery", "duplicate_charge", "late_delivery", "change_of_mind"}


def _claims(text: str) -> set[str]:
    return {k for s in read_ticket(text).requests for k in s.kinds} & MONEY_KINDS


@pytest.mark.parametrize("text", [
    "The handle on the teapot is a little loose but I've tightened it myself, so I'll keep it as it is.",
    "Please do not open a return for the rug, we're keeping it even with the frayed edge.",
    "I won't need the collection you booked for the cracked planter, my husband mended it with epoxy.",
    "There's a small scratch on the drawer front, honestly I'd rather not bother sending it back.",
    "Ordering the wrong size was entirely my own mistake, I'll keep them for my brother.",
    "The zip on the holdall snapped but I've already fixed it with a new pull.",
    "I no longer need the refund label for the dented tin, I've decided to keep it.",
])
def test_a_sentence_that_declines_the_remedy_backs_no_claim(text):
    assert _claims(text) == set()


def test_a_claim_told_just_before_the_customer_declines_it_is_context():
    text = "The lampshade came with a dent in the rim. I've popped it back out myself, so I'll keep it."
    assert _claims(text) == set()


def test_declining_then_turning_to_ask_for_money_still_claims():
    text = "I'll keep the chipped bowl, but please refund me for it."
    assert "damaged_item" in _claims(text)


def test_a_refused_return_is_a_constraint_a_person_sees():
    s = read_ticket("Please don't arrange a return for the cracked jug, I'm keeping it.").requests[0]
    assert s.kinds == ["other"] and "return" in s.forbids


@pytest.mark.parametrize("text", [
    "Had the courier lost it I'd have wanted a full refund, but it turned up fine.",
    "If the frame had arrived broken we would have asked for our money back, luckily it's perfect.",
    "Does your checkout ever bill a card twice if the page reloads?",
    "Could I still send the trainers back if they pinch when my daughter tries them on?",
    "Will I be able to return the coat if it doesn't suit me once it comes?",
])
def test_counterfactuals_and_general_conditional_questions_are_not_claims(text):
    reading = read_ticket(text)
    assert _claims(text) == set()
    if text.rstrip().endswith("?"):
        assert [s.kinds for s in reading.requests] == [["other"]]  # a person answers the question


@pytest.mark.parametrize("text", [
    "Could you post me a new saucer rather than refunding it?",
    "I'd prefer an exchange for the medium instead of my money back.",
    "Can I have the navy one instead?",
    "Would you swap the cracked tile for an intact one?",
])
def test_a_remedy_other_than_a_refund_is_other_and_forbids_the_refund(text):
    s = next(s for s in read_ticket(text).requests if "other" in s.kinds)
    assert "refund" in s.forbids


@pytest.mark.parametrize("text", [
    "I'd rather have my money back than wait for a swap.",
    "Can I get a refund now instead of waiting for the courier?",
])
def test_money_preferred_to_an_exchange_is_not_an_alternative_remedy(text):
    assert all("refund" not in s.forbids for s in read_ticket(text).requests)


@pytest.mark.parametrize("text, kind", [
    ("Please take the extra shipping charge off, it appears on my bank app.", "duplicate_charge"),
    ("The milk jug has a tiny chip on the spout, can you help?", "damaged_item"),
    ("The blanket got here six days later than you promised, can you refund the postage?", "late_delivery"),
    ("My statement lists 45.20 x2 for the one order.", "duplicate_charge"),
])
def test_requests_in_plain_words_are_read(text, kind):
    assert kind in _claims(text)


def test_a_polite_remedy_request_goes_with_the_problem_not_to_a_person():
    text = ("Two of the four glasses had cracked in transit. If you could see about a refund for those two, "
            "that would be wonderful.")
    reading = read_ticket(text)
    assert reading.intents == ["damaged_item"]
    assert reading.sentences[-1].role in ("request", "attached")


@pytest.mark.parametrize("text, currency, cents", [
    ("thirty-one dollars and twenty-five cents", "USD", 3125),
    ("two hundred and six euros", "EUR", 20600),
    ("eighteen pounds forty", "GBP", 1840),
    ("ninety dollars", "USD", 9000),
    ("the card shows 23.10 twice", "USD", 2310),
])
def test_amounts_in_words_are_read_whole(text, currency, cents):
    assert [(a.currency, a.cents) for a in amounts_in(text)] == [(currency, cents)]


def _dup_verdict(body: str, paid: int):
    plan = [{"number": 1, "kind": "duplicate_charge", "status": "resolved", "goal": "refund the duplicate charge"}]
    refunds = [{"subtask": 1, "type": "refund", "amount_cents": paid}]
    return verify(ticket={"subject": "charged twice", "body": body}, plan=plan, deliverables={"refunds": refunds, "returns": []},
                  sentences={1: f"I've refunded ${paid / 100:.2f} for the duplicate charge."})


def test_a_duplicate_refund_at_an_amount_the_customer_did_not_state_is_flagged():
    verdict = _dup_verdict("I was charged fifty-two dollars and ten cents twice for SU-71234.", 4800)
    assert verdict.verdict == "FAIL" and [f["check"] for f in verdict.findings] == ["amount_stated"]


def test_a_duplicate_refund_at_the_stated_amount_passes():
    assert _dup_verdict("I was charged fifty-two dollars and ten cents twice for SU-71234.", 5210).verdict == "PASS"


@pytest.mark.parametrize("text", [
    "Billing rushed the refund through this morning, and a colleague will write to confirm.",
    "With luck you have already spotted the credit on your statement; someone from our team will check in otherwise.",
    "The fee was fast-tracked back to you, and a colleague will follow up with the paperwork.",
])
def test_a_follow_up_clause_does_not_excuse_a_completion_claim(text):
    assert any("says or implies it was done" in p for p in unresolved_problems(text, "escalated"))


@pytest.mark.parametrize("text", [
    "For now the second payment remains on your card, and a colleague will review it.",
    "The late-delivery fee is still on your order until a colleague has looked at it.",
    "No one has reversed the duplicate payment yet; a specialist will decide.",
])
def test_honest_sentences_that_the_work_is_still_open_pass(text):
    assert unresolved_problems(text, "escalated") == []


@pytest.mark.parametrize("text", [
    "We've refunded $19.80 on each of the two vases.",
    "A refund of $19.80 is under review.",
    "Your $19.80 refund is being looked at by the team.",
])
def test_a_misstated_resolved_refund_is_refused(text):
    assert resolved_problems(text, action="refund", amount_cents=1980, kind="damaged_item")


def test_a_plain_resolved_refund_passes():
    assert resolved_problems("We've refunded $19.80 for the cracked vase.", action="refund", amount_cents=1980, kind="damaged_item") == []


def test_keeping_other_goods_does_not_take_back_a_claim_about_these():
    text = "The toaster for SU-55012 arrived with a smashed dial. We're keeping the bread bin from the same order, though."
    assert "damaged_item" in _claims(text)
