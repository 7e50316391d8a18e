"""An ask made in an earlier mail, told in this one and called off in the same breath ("So I emailed yesterday saying I
wanted to send the runner rug back, but we actually love it, so please forget that, we're keeping the rug"), asks
nothing now: it is context, quoted with its reason, never a request a person answers (blind round ver26c, case 09: the
reply read "I couldn't sort out your request (...we're keeping the rug)"). Wording written for these tests.

Near-misses, still requests: a return booked and called off ("cancel the return I booked", a person cancels it on the
record), an earlier ask chased rather than called off, and a call-off with a new ask after it."""

import pytest

from runs.intents import read_ticket
from runs.intents.earlier_ask_called_off import EARLIER_ASK_CALLED_OFF_WHY
from tests.readings import shown

CLAIM = "The bad news is two of the four cushion covers came with oily stains. Could I get a refund for those two?"


@pytest.mark.parametrize("told", [
    "So I emailed yesterday saying I wanted to send the runner rug back, but we put it down in the hall and love it, so please forget that, we're keeping the rug.",
    "I messaged last week asking to swap the lamp - please ignore that, it's grown on me and we're keeping it.",
    "i wrote on monday that i wanted to return the rug, pls disregard that, we'll keep it.",
    "We emailed earlier asking to return the vase but please forget about it, we're keeping it.",
    "I said in my last message I'd like to exchange the mat, please disregard that, I'm keeping it.",
    "I rang on Tuesday and asked to send the throw back, but please forget that, I'll keep the throw.",
])
def test_an_earlier_ask_called_off_in_the_same_breath_asks_nothing(told):
    reading = read_ticket(f"cushions\n{told} {CLAIM}", order_ref="SU-1")
    said = next(s for s in reading.sentences if s.text.startswith(told[:20]))
    assert said.role == "context", shown(reading)
    assert [s for s in reading.requests if "damaged_item" in s.kinds], shown(reading)
    assert not [s for s in reading.requests if "other" in s.kinds or "change_of_mind" in s.kinds], shown(reading)


def test_the_case_that_went_to_a_person_is_read_as_the_earlier_ask_called_off():
    told = ("So I emailed yesterday saying I wanted to send the runner rug back, but we put it down in the hall and actually love it, "
            "so please forget that, we're keeping the rug.")
    reading = read_ticket(f"cushions\n{told} {CLAIM}", order_ref="SU-1")
    assert reading.sentences[1].why == EARLIER_ASK_CALLED_OFF_WHY, shown(reading)


def test_a_problem_run_into_the_same_sentence_is_never_made_context():
    reading = read_ticket("cushions\ni wrote on monday that i wanted to return the rug, pls disregard that, we'll keep it "
                          "The bad news is two of the covers came with oily stains", order_ref="SU-1")
    assert not [s for s in reading.sentences if s.why == EARLIER_ASK_CALLED_OFF_WHY], shown(reading)


@pytest.mark.parametrize("told", [
    "I emailed yesterday and booked a return for the rug, please cancel the return, we're keeping it.",
    "I emailed yesterday asking to return the rug and heard nothing back.",
    "I asked last week to return the rug - please cancel that return, I've decided to keep it after all.",
    "I emailed yesterday asking to return the rug, forget that, but could you send the runner in grey instead?",
])
def test_near_misses_stay_requests_or_claims(told):
    reading = read_ticket(f"cushions\n{told} {CLAIM}", order_ref="SU-1")
    said = next(s for s in reading.sentences if s.text.startswith(told[:20]))
    assert said.why != EARLIER_ASK_CALLED_OFF_WHY, shown(reading)
