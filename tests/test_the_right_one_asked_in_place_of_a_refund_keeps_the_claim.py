"""A refund of the customer refused with the right goods asked in its place ("don't refund me, I just want the right
one") keeps the claim told before it: the right one is goods named instead of the money, as "a new one" and "another"
always were. Before goods_wanted.py and refund_me.py shared one definition of goods named (refund_me.GOODS_NAMED),
"the right one" was read by the first and not the second, and the claim was taken back without a word. The refund stays
held; a person arranges the goods. Near-misses, still taken back: the goods kept, fixed or liked after all. Wording
written for these tests."""

import pytest

from runs.intents import read_ticket

RIGHT_ONE_ASKED = [
    ("The mug came chipped. Please don't refund me, I just want the right one.", "damaged_item"),
    ("You sent a blue mug, I ordered green. Don't refund me, I only want the right one please.", "wrong_item"),
    ("wrong size trainers came (9 not 8). dont refund me i want the right one", "wrong_item"),
    ("Hi, the kettle arrived with a cracked lid. Please do not refund us, we would much rather have the right one sent out.", "damaged_item"),
    ("The bowl you sent is the wrong colour. No need to refund me - the right one is all I need.", "wrong_item"),
    ("You sent me a queen duvet cover instead of the king. Do not refund me, just get the right one to me when you can, thanks.", "wrong_item"),
    ("The lamp is the wrong model!! dont refund me, i need the right one for my sister's birthday on friday", "wrong_item"),
]
TAKEN_BACK = [
    "The mug came chipped. Don't refund me, I glued it and it is fine.",
    "The mug came chipped. No need to refund me, it still works.",
    "You sent a blue mug, I ordered green. Don't refund me, I actually like the blue one.",
]


@pytest.mark.parametrize("body,kind", RIGHT_ONE_ASKED)
def test_it_keeps_the_claim_and_holds_the_refund(body, kind):
    reading = read_ticket(body)
    shown = [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    assert any(s.role == "request" and kind in s.kinds for s in reading.sentences), shown
    assert any("refund" in s.forbids for s in reading.requests), shown


@pytest.mark.parametrize("body", TAKEN_BACK)
def test_it_takes_the_claim_back_when_nothing_is_asked_instead(body):
    reading = read_ticket(body)
    assert not any(s.role == "request" and set(s.kinds) & {"damaged_item", "wrong_item"} for s in reading.sentences), \
        [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
