"""A return the customer only meant to ask for, told and called off in the same breath ("I was going to send the rug
back because it's a bit darker than in the photo, but we've put it down now and actually love it, so forget that"),
asks nothing: it is context, and no return of the goods starts (held-back round ver27a, case 17: a return of the rug
was started and the reply told her so). The claim beside it is still read and paid. Wording written for these tests.

Near-misses, still asks: the intention kept ("I was going to send it back and I still want to"), a new ask after the
call-off, a problem that changed the plan ("I was about to send it back, then I saw the crack, so please refund it"),
and a plain change of mind with no call-off."""

import pytest

from runs.intents import read_ticket
from runs.intents.earlier_ask_called_off import EARLIER_ASK_CALLED_OFF_WHY
from tests.readings import shown

CLAIM = "The cotton runner though has a torn edge, about 10 cm. Can I get a refund for the runner?"


def _said(reading, told):
    return next(s for s in reading.sentences if s.text.startswith(told[:20]))


@pytest.mark.parametrize("told", [
    "Hi, I was going to send the rug back because it's a bit darker than in the photo, but we've put it down now and actually love it, so forget that.",
    "I was going to return the rug as it's too dark, but we put it in the hall and it works, so please ignore that.",
    "we were planning to return the rug (too dark) but honestly it's grown on us, never mind.",
    "i was gonna send teh rug back but nah we'll keep it.",
    "I had intended to return the rug, owing to its colour; however, having lived with it a week, we shall keep it, so please disregard that.",
    "I was about to post the rug back, then my wife said she loves it, so scrap that, we're keeping it.",
    "Was thinking of swapping the rug for the lighter one but forget it, I'll keep it.",
    "I'd thought about returning the rug but we're keeping it now.",
])
def test_a_return_only_meant_and_called_off_is_context(told):
    reading = read_ticket(f"SU-27117\n{told} {CLAIM}", order_ref="SU-1")
    said = _said(reading, told)
    assert said.role in ("context", "statement"), shown(reading)
    assert [s for s in reading.requests if "damaged_item" in s.kinds], shown(reading)
    assert not [s for s in reading.requests if {"other", "change_of_mind"} & set(s.kinds)], shown(reading)


def test_the_held_back_wording_is_read_as_a_return_meant_and_called_off():
    told = ("Hi, I was going to send the rug back because it's a bit darker than in the photo, but we've put it down now and "
            "actually love it, so forget that.")
    reading = read_ticket(f"SU-27117\n{told} {CLAIM}", order_ref="SU-1")
    assert _said(reading, told).why == EARLIER_ASK_CALLED_OFF_WHY, shown(reading)


@pytest.mark.parametrize("told", [
    "I was going to send the rug back and I still want to, it is far too dark for the room.",
    "I was going to send the rug back, forget that, but could you send the lighter one instead?",
    "I was about to send the rug back, then I saw the crack in the frame, so please refund it.",
    "I want to send the rug back, it's too dark for us.",
    "We were going to keep the rug but it really is too dark, so please take it back.",
])
def test_an_intention_kept_or_followed_by_an_ask_is_still_an_ask(told):
    reading = read_ticket(f"SU-27117\n{told} {CLAIM}", order_ref="SU-1")
    said = _said(reading, told)
    assert said.why != EARLIER_ASK_CALLED_OFF_WHY, shown(reading)
    assert said.role in ("request", "attached"), shown(reading)
