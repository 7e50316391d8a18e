"""Goods kept and the goods a problem was just claimed of sent back ("The lamp shade arrived dented. I'll keep the lamp and
send the shade back."): the return is the claim's remedy, asked of that claim (runs/intents/kept_instead.py). Read as a
change of mind, the return landed on the lamp the customer keeps: "return the brass table lamp for a refund" went to a
person beside the shade's refund. Now the shade is settled as the damage claim is (its refund as the seller's terms
say), and nothing of the lamp moves. Wording written for these tests. Near-misses: a return of goods no problem was
told of stays a change of mind; keeping the claimed goods themselves asks nothing back."""

import pytest

from runs.intents import read_ticket
from runs.intents.kept_instead import KEPT_CLAIM_RETURN_WHY
from tests.fresh_cases import case, cents, line, run

LAMP = line("LMP-1", "Brass table lamp", 6400)
SHADE = line("SHD-1", "Linen lamp shade", 2200)
LINES = [LAMP, SHADE]


def _said(text: str):
    return read_ticket(f"my order\n{text}", order_ref="SU-70001")


@pytest.mark.parametrize("text", [
    "The lamp shade arrived dented. I'll keep the lamp and send the shade back.",
    "the shade is torn on one side. im keeping the lamp but will post the shade back",
    "Hello, the linen shade came with a big tear in it. We will keep the lamp and return the shade, thank you.",
    "Shade arrived crushed!! keeping the lamp, will send the shade back tomorrow",
    "Dear Sir or Madam,\n\nThe shade was dented in transit. I shall keep the lamp and send the shade back to you.",
    "the shade got a crack in it. i keep the lamp and return the shade.",
])
def test_the_return_is_the_claims_and_no_change_of_mind(text):
    reading = _said(text)
    asked = [s for s in reading.sentences if s.why == KEPT_CLAIM_RETURN_WHY]
    assert asked and asked[0].asks_return and asked[0].role == "attached", reading.as_payload()
    assert "change_of_mind" not in reading.intents and "damaged_item" in reading.intents, reading.as_payload()


@pytest.mark.parametrize("text, kinds", [
    # no problem told of the shade: the return asked is a change of mind, as before
    ("The lamp and shade came fine. I'll keep the lamp and send the shade back.", ["change_of_mind"]),
    # a problem told of other goods, the shade sent back for no reason told: its own change of mind beside that claim
    ("The mug arrived chipped. I'll keep the lamp and send the shade back.", ["damaged_item", "change_of_mind"]),
])
def test_a_return_of_goods_no_problem_was_told_of_stays_a_change_of_mind(text, kinds):
    reading = _said(text)
    assert not [s for s in reading.sentences if s.why == KEPT_CLAIM_RETURN_WHY], reading.as_payload()
    assert sorted(reading.intents) == sorted(kinds), reading.as_payload()


@pytest.mark.django_db
def test_the_dented_shade_is_settled_as_its_claim_and_the_kept_lamp_never_moves(tmp_path):
    body = "The lamp shade arrived dented. I'll keep the lamp and send the shade back."
    shade = [{"amount_cents": cents(LINES, "SHD-1", 1), "source": "platform", "lines": [{"sku": "SHD-1", "quantity": 1}]}]
    kept = case("KCS-1", body, LINES, intents=["damaged_item"], expected={"outcome": "resolved", "refunds": shade, "returns": [], "escalations": []})
    collected = case("KCS-2", body, LINES, intents=["damaged_item"], ref="SU-70002", remedy="collect_and_refund",
                     expected={"outcome": "escalated", "refunds": [], "returns": []})
    got = run(tmp_path, [kept, collected])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    assert got["KCS-1"]["passed"], got["KCS-1"]["differences"]
    # (the seller collects damaged goods: a person settles the shade; the lamp is never taken back nor refunded)
    assert not [d for d in got["KCS-2"]["differences"] if "LMP-1" in d or "lamp for a refund" in d or "6912c" in d], got["KCS-2"]["differences"]
