"""A coating, finish, enamel or paint peeling is damage to the goods ("the saucepan has the same peeling", "the coating
is peeling off the pan"); a label, tag, sticker or tape peeling is what the goods came in, no damage (runs/intents/
peeling_finish.py, runs/intents/wrapping_came_off.py). From verify33 G14: a saucepan with "the same peeling" after a
frying pan refunded for it was never read, and its $37.80 was held. Wording written for these tests."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "the coating is peeling off the pan",
    "The enamel is peeling on the casserole dish.",
    "the paint is peeling on the stool, bit disappointed",
    "Handles fine but the chrome plating's peeled on the tap",
    "peeling paint all over the bench i ordered",
    "The frying pan was refunded last week because the coating peeled (thanks). The saucepan has the same peeling.",
    "Non-stick coatng is peeling in big flakes, refund pls",
])
def test_a_finish_peeling_is_damage(body):
    read = reading(body)
    assert "damaged_item" in read.intents, shown(read)


@pytest.mark.parametrize("body", [
    "the label is peeling",
    "The price tag is peeling off.",
    "the tape was peeling away from the box",
    "There's some peeling on the sticker.",
    "the label peeled off the jar",
    "I was peeling the apples with it and it works great, thanks",
])
def test_a_label_tag_tape_or_food_peeling_is_no_damage(body):
    read = reading(body)
    assert "damaged_item" not in read.intents, shown(read)


PANS = [fc.line("PAN-7", "Frying pan", 4000), fc.line("SPN-7", "Saucepan", 3500)]


@pytest.mark.django_db
def test_end_to_end_the_second_pan_with_the_same_peeling_is_paid(tmp_path):
    c = fc.case("PEEL-1", "The frying pan was refunded last week because the coating peeled (thanks). Today I noticed the saucepan "
                "from the same order has the same peeling.", PANS, intents=["damaged_item"],
                refunds=[{"amount_cents": 4320, "case_type": "damaged_item", "reason": "peeling", "lines": ["PAN-7"]}],
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(PANS, "SPN-7", 1), "SPN-7", 1)], "returns": [], "escalations": []})
    fc.assert_money_as_expected(tmp_path, [c])
