""""The wrong type/size/model" said of the customer's own things ("our sockets are the wrong type for the hub", "my car's
the wrong model") or of the goods' fit with them ("the wrong fitting for my lamps") says what came is what was ordered and
does not suit: a change of mind, never a wrong item. The screener reads no wrong item in it, the policy finds the customer
chose it, and the guard refuses a wrong-item return on such words even where a sentence was read as a wrong item. A real
wrong item ("you sent the wrong size", "my order is the wrong colour", "my new boots are the wrong size, I ordered 9s")
still reads as one."""

from datetime import datetime, timezone

import pytest

from runs import guards, own_choice_words, policy_evidence
from runs.intents import read_ticket
from tests.guard_fixtures import decision_on, order_of

UTC = timezone.utc


@pytest.mark.parametrize("body", [
    "I've changed my mind about the wifi plugs, turns out our sockets are the wrong type for the hub. Still sealed. I'd like to send them back.",
    "hi, bought the roof bars but my car's the wrong model for them apparently. can i return them, never opened",
    "The replacement toner - our printer is the wrong make, it turns out. Could I send it back please?",
    "Ordered the bulbs, turns out they're the wrong fitting for my lamps. Id like to return them unopened.",
    "Please can I return the charger. My laptop is the wrong generation for it, I didn't check. Box not opened.",
    "want to send back the adapter, its the wrong type for our plugs here",
])
def test_a_wrong_thing_of_the_customers_own_reads_no_wrong_item(body):
    reading = read_ticket(f"Return\n{body}", order_ref="")
    assert "wrong_item" not in reading.intents, [(s.role, s.kinds, s.text) for s in reading.sentences]
    assert "change_of_mind" in reading.intents
    assert own_choice_words.own_choice([s.text for s in reading.sentences])


@pytest.mark.parametrize("body", [
    "You sent the wrong size, I ordered a 10 and got an 8. Please swap it.",
    "My order is the wrong colour, I picked sage and these are mustard.",
    "my new boots are the wrong size, I ordered 9s and the box says 7.",
    "The plugs you sent are the wrong type - I ordered the UK version and got EU ones.",
    "received the wrong model, it's the X200 not the X300 I paid for",
])
def test_goods_that_came_wrong_still_read_a_wrong_item(body):
    reading = read_ticket(f"Wrong item\n{body}", order_ref="")
    assert "wrong_item" in reading.intents, [(s.role, s.kinds, s.text) for s in reading.sentences]


def _evidence() -> policy_evidence.Evidence:
    order = order_of(("PLUG-4P", "Smart plug 4-pack", 1, 3900), ref="SU-1")
    return policy_evidence.Evidence(order=order, now=datetime(2026, 11, 24, 15, tzinfo=UTC))


def test_the_guard_refuses_a_wrong_item_return_on_a_wrong_thing_of_the_customers_own():
    said = "I've changed my mind about the smart plugs, turns out our sockets are the wrong type for the hub."
    asked = [{"text": said, "kinds": ["wrong_item", "change_of_mind"], "spans": {}}]
    decision = decision_on("PLUG-4P", kind="wrong_item", action="return", cents=4212)
    result = guards.check_request_in_ticket(decision, _evidence(), asked, "")
    assert result.passed is False and result.inputs["no_other_goods_told"] == [said]
    # a person giving the subtask its kind may still
    assert guards.check_request_in_ticket(decision, _evidence(), asked, "lead").passed is True


def test_the_guard_still_passes_a_wrong_item_the_ticket_tells_of():
    asked = [{"text": "You sent the wrong type of smart plug, I ordered the UK ones and got EU ones.", "kinds": ["wrong_item"], "spans": {}}]
    decision = decision_on("PLUG-4P", kind="wrong_item", action="return", cents=4212)
    assert guards.check_request_in_ticket(decision, _evidence(), asked, "").passed is True
