"""The head of a run-on sentence cut off before its claim names the claim's goods (runs/intents/claim_clause_heads.py):
"Anyway when we unwrapped the lamp the shade was crushed flat on one side and the base has a dent ... Could you refund
the lamp?" is cut at "the shade was", so the claim read names the shade and the base and the lamp stood in the head
only; "Could you refund the lamp?" was then a remedy "for goods no claim names", handed to a person beside the damage
subtask that paid the lamp. A sentence of its own naming goods before a claim names nothing for it."""

import pytest

from runs.intents import read_ticket


def _read(body: str):
    return read_ticket("my order\n" + body, order_ref="SU-70001")


@pytest.mark.parametrize("body", [
    "Anyway when we unwrapped the lamp the shade was crushed flat on one side and the base has a dent where something heavy must "
    "have sat on it. Could you refund the lamp?",
    "so when i opened the box with the kettle the lid was cracked right across and the handle wobbles like mad. can u refund the kettle",
    "As soon as we got the bookcase out of its packaging the side panel was split from top to bottom and two shelves are bowed. "
    "Please refund the bookcase.",
])
def test_the_remedy_asked_for_goods_named_in_the_cut_off_head_attaches_to_the_claim(body):
    reading = _read(body)
    assert "other" not in reading.intents and "damaged_item" in reading.intents, [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


def test_goods_named_in_a_sentence_of_their_own_before_the_claim_are_not_its():
    reading = _read("We ordered a lamp and a toaster. The shade was crushed flat on one side. Could you refund the toaster?")
    assert "other" in reading.intents
