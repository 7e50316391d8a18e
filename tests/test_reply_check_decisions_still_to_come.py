"""An honest sentence for a request a person still has passes: a consequence under an approval still to
come ("once it's approved, the refund usually lands within 5 days"), a request awaiting sign-off or sent
for approval, handed to a team who will confirm, a case opened, a matter under review, understanding
told ("I can see why"), a team that will come back to the customer, and a person who will take care of
it beside an outright not-yet. A promise under a mere step ("once the boots are back with us") or under
an approval told as certain today stays refused. Wording written for these tests."""

import pytest

from runs.reply_check import unresolved_problems

HONEST = [
    # a consequence under an approval still to come
    "Once it's approved, the refund usually lands within 5 working days.",
    "If a lead signs off, the $30.00 will be back on your card within a week.",
    "Should a manager approve it, you'll have the refund in 3-5 days.",
    "Assuming the refund gets approved, it should reach you by next Friday.",
    "provided it's authorised you'll see the credit within a few days",
    "If approved, we'll email you a confirmation with the amount.",
    # awaiting a decision, sent for one
    "The refund is awaiting a team lead's OK.",
    "Your credit is still awaiting approval from a supervisor.",
    "I've sent your refund request to our finance team for sign-off.",
    "Your claim for the vase went to our billing team for approval this morning.",
    "The refund for the chair needs a supervisor's sign-off before it can happen, so I've asked for it.",
    # handed to a team who will confirm
    "I've handed your address change to the dispatch team, who'll confirm once it's done.",
    "Your cancellation request is with our membership team, who will confirm it in writing.",
    "I've flagged the broken kettle to our returns team; they'll decide on a refund and let you know.",
    # a case opened, under review
    "I've logged a ticket for the double payment and a colleague will reply after checking it.",
    "I've opened a case about the second charge; a teammate will reply once it's checked.",
    "The refund is under review, and we'll email you as soon as there's a decision.",
    # understanding told
    "I understand why the two payments are confusing; a colleague will look at them - nothing has been refunded yet.",
    "I can see how stressful the double charge is, and a colleague will check it; no money has moved yet.",
    # a team that will come back to the customer
    "Our accounts team will come back to you on Monday about the charge.",
    "I've asked billing to look at the second payment, and they'll come back to you this week.",
    # a person who will take care of it, beside an outright not-yet
    "The cancellation hasn't gone through yet; a teammate will take care of it and email you.",
    "Your address hasn't been changed yet, and a colleague will take care of it and confirm.",
    "I'd love to tell you the mug's been refunded, but it still needs a lead's sign-off.",
]


@pytest.mark.parametrize("sentence", HONEST)
@pytest.mark.parametrize("status", ["escalated", "deferred"])
def test_an_honest_sentence_for_a_request_a_person_still_has_passes(sentence, status):
    assert unresolved_problems(sentence, status) == [], sentence


STILL_CLAIMS = [
    "Once the boots are back with us, you'll get the refund.",
    "When my manager approves it later today, you'll have the money by Friday.",
    "Once you check your app, you'll find the refund there.",
    "Your refund should be approved today and will reach you by Friday.",
    "A teammate will take care of your refund.",
    "The refund is approved, so you'll see it within 5 days.",
    "If you've not seen it yet, the $30.00 refund went out this morning.",
]


@pytest.mark.parametrize("sentence", STILL_CLAIMS)
def test_a_promise_under_a_mere_step_or_a_certain_approval_is_refused(sentence):
    assert unresolved_problems(sentence, "escalated"), sentence


# A step that is the work itself ("once it goes through") leaves the promise open only beside an outright not-yet.
@pytest.mark.parametrize("sentence", [
    "The refund hasn't been approved yet, but once it goes through you'll have the money in 3 days.",
    "Nothing has been paid back yet - when it's processed, you'll get the $22.00 on your card.",
    "The credit is not issued yet; after it is, the refund will be on your card.",
    "no refund has been made yet, but once it's sent you'll see it in a few days",
    "Your refund hasn't gone through yet; when it does, you'll get the money back.",
])
def test_a_promise_after_the_work_itself_passes_beside_an_outright_not_yet(sentence):
    assert unresolved_problems(sentence, "escalated") == [], sentence


@pytest.mark.parametrize("sentence", [
    "Once it goes through you'll have the money in 3 days.",
    "When it's processed, you'll get the $22.00 on your card; a colleague will follow up.",
    "After it is sent, you should see the credit within a week, and a teammate will confirm.",
    "once the boots are scanned at the depot you'll get your refund, a colleague will email you",
    "When the jacket arrives back, you'll receive the money - someone will be in touch.",
])
def test_the_same_promise_without_a_not_yet_is_refused(sentence):
    assert any("says or implies it was done" in p for p in unresolved_problems(sentence, "escalated")), sentence
