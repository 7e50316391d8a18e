"""Another unit declined in the words "I don't want it resent" declines a remedy, not the goods: read as "I don't want
it", a customer whose parcel never came was sent to a person to settle a change-of-mind return he never asked for, and
the reply said the return could not be sorted (blind round ver27c, V27C-03). "I don't want it anymore" and "I dont want
the lamp" are still a change of mind. Fresh wording in several voices."""

import pytest

from runs.intents import read_ticket

LOST = "SU-41001\nMy order never arrived, please refund the whole thing.\n"


@pytest.mark.parametrize("said", [
    "I don't want it resent.",
    "dont want them re-sent pls, just refund",
    "I do not want it sent again, I want my money.",
    "I DON'T want it resent, I've bought one elsewhere",
    "We do not want them re-sent out.",
    "i dont want it sent out again thx",
])
def test_another_sent_declined_asks_no_return(said):
    reading = read_ticket(LOST + said)
    assert "change_of_mind" not in reading.intents, reading.as_payload()


@pytest.mark.parametrize("said", ["I don't want it anymore.", "I dont want the lamp, it clashes."])
def test_the_goods_not_wanted_are_still_a_change_of_mind(said):
    reading = read_ticket("SU-41002\n" + said)
    assert "change_of_mind" in reading.intents, reading.as_payload()
