"""A claim held for a sentence that a subtask of kind `other` already hands to a person is deferred beside it, one card
for one ask (verify33 E26: a wrong item's exchange asked with no
goods named; runs/held_ask_apart.py). Nothing is paid or taken back. Near-misses keep their cards or their money: damage
with a replacement asked (open-requests OR-08) and a plain refund. Wording written for these tests."""

import pytest

from runs.shop.models import Refund
from tests import fresh_cases as fc

BOWL = [fc.line("BW-3", "Stoneware bowl", 3200), fc.line("CP-1", "Coffee cup", 1400)]
LAMP = [fc.line("LM-2", "Desk lamp, green", 4500)]


def _one(item: str) -> dict:
    return {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": item}]}


EXCHANGES = [
    "Hi, the lamp arrived in blue but I ordered the green one. Can I exchange it?",
    "wrong colour lamp came (blue not green). can i exchange??",
    "You sent a blue desk lamp, I ordered green. Is it possible to exchange it please?",
    "Is an exchange possible? The lamp I got is blue and I ordered the green one.",
    "The desk lamp is the wrong colour - it's blue, I ordered green. I'd like to exchange it.",
    "Got a blue lamp instead of the green one I ordered. Could we do an exchange?",
]


@pytest.mark.django_db
def test_end_to_end_an_exchange_asked_for_a_wrong_item_is_one_card(tmp_path):
    cases = [fc.case(f"EXCH-{i}", body, LAMP, intents=["wrong_item", "other"], expected=_one("lamp"))
             for i, body in enumerate(EXCHANGES)]
    results = fc.run(tmp_path, cases)
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0
    assert not Refund.objects.exists()
    for c in cases:
        assert not [d for d in results[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of", "unexpected escalation"))], \
            (c["id"], results[c["id"]]["differences"])


@pytest.mark.django_db
def test_end_to_end_near_misses_keep_their_cards_and_money(tmp_path):
    two = {"outcome": "escalated", "refunds": [], "returns": [],
           "escalations": [{"item": "swap it for a new one"}, {"item": "damaged"}]}
    paid = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(BOWL, "BW-3", 1), "BW-3", 1)],
            "returns": [], "escalations": []}
    cases = [
        fc.case("NEAR-0", "The bowl came with a chip on the rim. Would it be possible to swap it for a new one?", BOWL,
                intents=["damaged_item", "other"], expected=two),
        fc.case("NEAR-1", "The bowl arrived cracked, please refund it.", BOWL, intents=["damaged_item"], expected=paid),
    ]
    fc.assert_money_as_expected(tmp_path, cases)
    results = fc.run(tmp_path, cases[:1])
    assert results["NEAR-0"]["passed"], results["NEAR-0"]["differences"]
