"""A return label or how-to asked with the money only put off until the goods are back ("You can keep the money for now, I
just need a return label so I can send it back.") beside the return asked is that return's, not a request for a person
(runs/intents/restatements.py; held-back round ver29a V29-11): the return's refund waits for the goods anyway. The money
declined outright ("keep the money"), a fee question beside it, or the money put off beside a damage claim with no return
asked stay as they were."""

import pytest

from runs.intents import read_ticket
from runs.intents.restatements import DEFERRED_WHY
from tests.fresh_cases import assert_all_pass, case, line


def _shown(reading):
    return [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


FOLDED = [
    ("Hello, the rain jacket from SU-70001 is far too big on me. You can keep the money for now, I just need a return label so I can "
     "send it back. Thanks!", "You can keep"),
    ("the mixer is too loud for our flat, want to send it back. no need to refund me yet, just send a return label", "no need"),
    ("Changed my mind on the rug, it's unused. Keep the money until it's back with you, I just need the return address.", "Keep the money"),
    ("I'd like to return the cushion covers, they don't match. Don't refund me just yet - how do I send them back?", "Don't refund"),
    ("ordered the wrong size boots so want to return them. feel free to keep the money for now, i just need a return label :)", "feel free"),
    ("I'd like to send the lamp back, I changed my mind about it. Hold on to the refund until you've received it, just tell me "
     "where to post it.", "Hold on"),
]


@pytest.mark.parametrize("body,start", FOLDED)
def test_the_money_put_off_beside_a_return_label_is_the_returns(body, start):
    reading = read_ticket(body, order_ref="SU-70001")
    said = next(s for s in reading.sentences if s.text.startswith(start))
    assert said.role == "attached" and said.why == DEFERRED_WHY and said.restates and not said.forbids, _shown(reading)
    assert "other" not in reading.intents and "change_of_mind" in reading.intents, _shown(reading)


NEAR = [
    # the money declined outright: the goods go back with no refund (read by returns_money_declined.py)
    ("I want to return the toaster, I've changed my mind. You can keep the money, I just need a return label.", "You can keep"),
    # a damage with no return asked: the money put off is a constraint a person sees
    ("The vase arrived cracked. You can keep the money for now, I just need a return label.", "You can keep"),
    # a fee question beside it
    ("I want to return the kettle, changed my mind. Keep the money for now, but who pays the return postage?", "Keep the money"),
]


@pytest.mark.parametrize("body,start", NEAR)
def test_near_misses_are_not_folded_as_the_returns(body, start):
    reading = read_ticket(body, order_ref="SU-70001")
    said = next(s for s in reading.sentences if s.text.startswith(start))
    assert said.why != DEFERRED_WHY and not said.restates, _shown(reading)


@pytest.mark.django_db
def test_end_to_end_the_return_is_started_and_nobody_is_asked(tmp_path):
    jacket = [line("JKT-R", "Rain jacket, size L", 8900)]
    cases = [case("DEF-1", "Hi, the rain jacket is far too big on me (my fault). Not worn, tags on. You can keep the money for now, I just "
                  "need a return label so I can send it back.", jacket, intents=["change_of_mind"],
                  expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "JKT-R"}], "escalations": []}),
             case("DEF-2", "changed my mind on the jacket, want to send it back. no need to refund me yet, just send a return label pls",
                  jacket, intents=["change_of_mind"],
                  expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "JKT-R"}], "escalations": []})]
    assert_all_pass(tmp_path, cases)
