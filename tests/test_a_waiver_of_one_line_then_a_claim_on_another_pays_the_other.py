"""A waiver of one line's refund, then a claim on another line in the same sentence ("Both the bowl and the kettle
arrived damaged - the bowl only has a scuff, so no refund needed for the bowl, but the kettle leaks and I'd like that
refunded"): the kettle is paid and the bowl is not. Read before as the refund declined for the whole sentence, the
ticket asked nothing and went to a person (verify38 W-16): "no refund needed" was no refusing word of the waiver
(runs/intents/waived_goods.py _REFUSING), "the kettle leaks" no turn to other goods (a damage told by its verb alone),
and "the bowl only has a scuff" named goods "only" (runs/goods_heads.py). Near-misses: the other goods called fine, or
nothing else told, ask nothing."""

import pytest

from runs.goods_heads import goods_heads
from runs.intents import read_ticket
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

LINES = [line("BWL", "Ceramic serving bowl, 28 cm", 1850), line("KTL", "Electric kettle, 1.7 L, brushed steel", 3499)]

BODIES = [
    "Both the bowl and the kettle arrived damaged - the bowl only has a scuff, so no refund needed for the bowl, but the kettle leaks and I'd like that refunded.",
    "The bowl and kettle both came damaged; no refund is necessary for the bowl, it's a tiny scuff, but the kettle is leaking and I want it refunded.",
    "bowl + kettle both damaged. bowl just scuffed so no refund needed for the bowl but the kettle leaks, refund that pls",
    "Two things arrived damaged. The bowl has a small scuff, so no refund needed for the bowl, however the kettle is cracked - please refund it.",
    "The bowl and kettle arrived damaged; no refund needed for the bowl - the kettle though, please refund that.",
    "Both the bowl and the kettle arrived damaged, so no refund needed for the bowl, but the kettle leaks and I'd like that refunded.",
]


@pytest.mark.parametrize("body", BODIES)
def test_the_other_lines_claim_is_read_beside_the_waiver(body):
    reading = read_ticket("breakages\n" + body)
    assert "damaged_item" in reading.intents, reading.as_payload()


@pytest.mark.parametrize("body", [
    "Both the bowl and the kettle arrived damaged - the bowl only has a scuff, so no refund needed for the bowl, and the kettle is fine too.",
    "The bowl arrived with a scuff, so no refund needed for the bowl, but I wanted to let you know.",
    "no refund needed for the bowl or the kettle, both only have scuffs",
])
def test_a_waiver_with_no_other_goods_claimed_asks_nothing(body):
    assert not read_ticket("breakages\n" + body).requests


def test_only_after_the_goods_is_no_goods():
    assert goods_heads("The bowl only has a scuff.") == ["bowl"]
    assert goods_heads("the only mug I got is cracked") == ["mug"]  # (before the goods: an adjective, the mug still named)


@pytest.mark.django_db
def test_the_other_line_is_paid_and_the_waived_line_is_not(tmp_path):
    paid = [refund(cents(LINES, "KTL", 1), "KTL", 1)]
    cases = [case(f"WAIVE-OTHER-{i}", body, LINES, intents=["damaged_item"], expected={"outcome": "resolved", "refunds": paid},
                  ref=f"SU-7330{i}") for i, body in enumerate(BODIES)]
    assert_money_as_expected(tmp_path, cases)
