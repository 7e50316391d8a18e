""""Never used, still has the tag on." tells the goods' state beside a return; its "never" is no ban, so no person is
asked to answer it. Near-misses: a ban with a verb of its own ("Never send me another one", "never charge this card
again") and anything asked beside the state stay requests. Blind round ver25a, VER25A-22
(runs/intents/goods_state_told.py). Wording written for these tests."""

import pytest

from runs.intents import read_ticket


def _shown(reading):
    return [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


ASK = "I'd like to return the wicker laundry basket from SU-81101, it's too big for our bathroom."


@pytest.mark.parametrize("state", [
    "Never used, still has the tag on.",
    "never worn",
    "Never opened - it's still in the shrink wrap.",
    "Never been used, only taken out of the box to look at.",
    "It's in perfect condition. Never even unwrapped!",
    "never ever used it, tags still attached",
    "Never assembled, all the screws are in the bag.",
])
def test_the_goods_state_is_no_request(state):
    reading = read_ticket(f"Return\n{ASK} {state}")
    assert [s.kinds for s in reading.requests] == [["change_of_mind"]], _shown(reading)


@pytest.mark.parametrize("near_miss", [
    "Never send me marketing emails again please.",
    "never charge this card again, use the new one on my account",
    "Never used - can I get a label emailed to my work address instead?",
    "Never worn, so could you also cancel my monthly subscription?",
    "Never deliver to the side door again, it's not safe.",
    "Never opened. Please change the delivery address for my next order to 9 Elm Road.",
])
def test_a_ban_or_an_ask_beside_the_state_still_asks(near_miss):
    reading = read_ticket(f"Return\n{ASK} {near_miss}")
    assert len(reading.requests) >= 2, _shown(reading)
