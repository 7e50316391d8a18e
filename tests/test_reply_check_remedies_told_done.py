"""A sentence for a subtask a person still has (an `other` request escalated, anything deferred) may
not tell of a remedy as done, money or not: goods sent or swapped, an address or a subscription
changed, papers sent, a collection made. It may tell of an effect the record shows done on that
subtask. Fresh wording: a cardigan in the wrong colour, an invoice, an address, a cracked teapot."""

import pytest

from runs.reply_check import unresolved_problems
from runs.verifier import verify

DISHONEST = [
    "Your new delivery address is now on file; a colleague will follow up on anything else.",
    "The invoice is in your inbox now, and a colleague will follow up if you need another copy.",
    "Our warehouse swapped the beige cardigan for the green one yesterday, so a colleague will just check it fits.",
    "A fresh teapot left our depot this morning; someone from the team will follow up with tracking.",
    "The replacement teapot shipped today, and a specialist will follow up with the tracking number.",
    "The courier picked the cracked teapot up this morning, and a colleague will follow up.",
    "We exchanged it for the large; a colleague will follow up on the details.",
    "You should have the green cardigan by Friday — a colleague will follow up if not.",
    "The resent invoice should be with you shortly; a colleague will follow up on anything else.",
    "The address is updated for you, a colleague will follow up.",
    "Good news: the green one is heading out to you this week, and a colleague will follow up if anything changes.",
    "Your subscription was cancelled on Monday; a colleague will follow up with the confirmation.",
    "The large is out for delivery, and a person on our team will follow up tomorrow.",
    "I've emailed the invoice over and a colleague will follow up on the second question.",
    "Based on our records the cardigan was dispatched yesterday; a colleague will follow up.",
]

HONEST = [
    "I couldn't do this myself, so a colleague will follow up on swapping the cardigan for the green one.",
    "I haven't changed the delivery address yet; a colleague will look at it and reply to you.",
    "Nothing has been refunded for the first charge yet; a colleague is checking the record and will follow up.",
    "Whether your return has arrived is something a colleague will check and tell you.",
    "I've passed your question about the large size to a colleague, who will follow up.",
    "A colleague will decide whether we can send a replacement teapot and will follow up with you.",
    "Your request to cancel the subscription is with a specialist; nothing has changed yet.",
    "I'm not able to swap it myself, so a colleague will follow up about the exchange.",
    "Our team will look into whether the refund went through and get back to you; it is not done yet.",
    "I haven't arranged any replacement; a colleague will follow up on this.",
    "The invoice has not been resent yet, and a colleague will follow up on it today.",
    "A colleague will follow up about your address; a reply should reach you within two days.",
    "A colleague will follow up on the address being updated and write to you.",
]


@pytest.mark.parametrize("sentence", DISHONEST)
def test_a_remedy_told_as_done_for_a_subtask_a_person_still_has_is_refused(sentence):
    problems = unresolved_problems(sentence, "escalated")
    assert any("says or implies it was done" in p for p in problems), (sentence, problems)


@pytest.mark.parametrize("sentence", HONEST)
def test_a_sentence_that_says_a_person_will_see_to_it_passes(sentence):
    assert unresolved_problems(sentence, "escalated") == [], sentence


def test_an_effect_the_record_shows_on_the_subtask_may_be_told_as_done_and_no_other():
    told = "I've refunded the $9.95 delivery fee, and a colleague will follow up on the rest of the claim."
    assert unresolved_problems(told, "escalated", frozenset({"refund"})) == []
    assert unresolved_problems(told, "escalated") != []
    swapped = "I've refunded the $9.95 fee and we swapped the teapot; a colleague will follow up on the rest."
    assert unresolved_problems(swapped, "escalated", frozenset({"refund"})) != []


def test_the_verifier_fails_a_reply_that_tells_an_escalated_other_request_as_done():
    verdict = verify(ticket={"subject": "address", "body": "Delivery on SU-52210 was charged twice. Could you change my delivery address to 4 Elm Row?",
                             "order_ref": "SU-52210"},
                     plan=[{"number": 1, "goal": "refund the duplicate delivery charge", "kind": "duplicate_charge", "status": "resolved"},
                           {"number": 2, "goal": 'a person answers the request "Could you change my delivery address to 4 Elm Row?"',
                            "kind": "other", "status": "escalated"}],
                     deliverables={"refunds": [{"subtask": 1, "type": "refund", "amount_cents": 995}], "returns": []},
                     sentences={1: "I've refunded $9.95 for the duplicate delivery charge.",
                                2: "Your address is now updated to 4 Elm Row, and a colleague will follow up."})
    assert verdict.verdict == "FAIL"
    assert any(f["check"] == "reply_honest" and "subtask 2" in f["detail"] for f in verdict.findings)
