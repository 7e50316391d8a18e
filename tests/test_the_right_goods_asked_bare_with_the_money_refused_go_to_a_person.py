"""The right goods asked bare with the money refused ("no refund needed, just the right cable", "dont want money back,
only the correct size pls") ask for goods instead of money: a person arranges them and the refund is held. Read as
declining the remedy, the wrong-item claim was taken back with it and nothing was asked at all (a silent drop), or,
beside an offer to send the wrong goods back, the escalation told the person the customer refused the return (blind
round ver27c, V27C-14). The right goods told as come ("the right one arrived yesterday ... still no refund") ask no
goods. Fresh wording in several voices."""

import pytest

from runs.intents import read_ticket
from runs.intents.remedies import GOODS_INSTEAD


@pytest.mark.parametrize("text, ask", [
    ("SU-40601\nI ordered the 5 m cable and got the 3 m one. No refund needed, just the right cable.", "right cable"),
    ("SU-40602\nwrong size boots came (8 not 9). dont want money back, only the correct size pls", "correct size"),
    ("SU-40603\nDear Sir, you have sent the walnut finish rather than the oak I ordered. I do not require a refund, simply the correct item.",
     "correct item"),
    ("SU-40604\nU SENT ME THE WRONG COLOUR!!! I don't want a refund I want JUST THE RIGHT ONE", "RIGHT ONE"),
    ("SU-40605\nThe lamp came in black, I ordered white. Not a refund please, just the right colour.", "right colour"),
    ("SU-40606\nReceived blue towels instead of grey. No refund, just the correct ones thanks", "correct ones"),
    ("Wrong cable SU-40609\nI'll send the 3 m one back, can you send me the 5 m one please? I need it for the garden lights so no "
     "refund needed, just the right cable.", "right cable"),
])
def test_the_right_goods_asked_are_a_persons_and_the_refund_is_held(text, ask):
    reading = read_ticket(text)
    asked = [s for s in reading.requests if ask in s.text]
    assert asked and "other" in asked[0].kinds, reading.as_payload()
    assert "refund" in asked[0].forbids
    assert "wrong_item" in reading.intents


@pytest.mark.parametrize("text", [
    "SU-40607\nWrong cable came but the right one arrived yesterday in a second parcel. Still no refund for the postage though.",
    "SU-40608\nThe right size finally came but no refund yet for the wrong one I sent back.",
])
def test_the_right_goods_told_as_come_ask_no_goods(text):
    reading = read_ticket(text)
    assert not any(s.why.startswith(GOODS_INSTEAD) for s in reading.sentences), reading.as_payload()
