""""But no refund arrived!" chases money, no part of the goods (runs/intents/missing_items.py): the thing told missing
ended at its verb ("refund arrived"), was taken for a part, and the heater's refund went to a person as a partial one
(verify33 F06, $96.12 held). A part of the goods told so is still one. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc


def _asks(text: str) -> list[tuple[str, list[str]]]:
    return [(s.text, s.kinds) for s in read_ticket("my order\n" + text).sentences if s.role == "request"]


@pytest.mark.parametrize("text", [
    "But no refund arrived! The heater is still broken. Please actually refund it.",
    "but no refund showed up. the heater is still dented - refund please",
    "But no money arrived! The heater is still broken. Please actually refund it.",
    "and no refund turned up. the heater is still broken, refund please",
    "Pasting your reply: we'd refund it. But no refund came!! The heater is still broken, refund it.",
    "The heater still doesn't work. And no money turned up either. Refund it please.",
])
def test_money_not_come_is_no_part_missing(text):
    assert ["damaged_item"] in [k for _, k in _asks(text)], _asks(text)
    assert not any("part of the goods" in s.why for s in read_ticket("my order\n" + text).sentences)


@pytest.mark.parametrize("text, part", [
    ("The drill came but no battery arrived with it.", "battery"),
    ("The lamp came but no bulb turned up in the box.", "bulb"),
    ("The drill came, but no charger came in the box.", "charger"),
])
def test_a_part_not_come_is_still_a_part(text, part):
    assert any(s.role == "request" and f"({part})" in s.why for s in read_ticket("my order\n" + text).sentences)


@pytest.mark.django_db
def test_end_to_end_the_heater_is_paid_once(tmp_path):
    goods = [fc.line("HTR-1", "Heater", 8900)]
    paid = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(goods, "HTR-1", 1), "HTR-1", 1)], "returns": [], "escalations": []}
    cases = [
        fc.case("NOREF-1", "But no refund arrived! The heater is still broken. Please actually refund it.", goods, intents=["damaged_item"], expected=paid),
        fc.case("NOREF-2", "but no refund showed up. the heater is still dented - refund please", goods, intents=["damaged_item"], expected=paid),
        fc.case("NOREF-3", "But no money arrived! The heater is still broken. Please actually refund it.", goods, intents=["damaged_item"], expected=paid),
    ]
    fc.assert_all_pass(tmp_path, cases)
