"""Goods asked with the money refused in a word or two ("Replacement please, no refund.") are goods asked instead of the
money: a person arranges them and the refund is held, never paid against the customer's "no refund" while the
replacement goes to nobody. Near-misses: both refused, the money asked with the goods refused. Wording written for
these tests (runs/intents/goods_not_money.py)."""

import pytest

from runs.intents import read_ticket
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, more_policies, offline_run, small_shop

ASKS = [
    "Replacement please, no refund.",
    "New one please - no refund.",
    "replacement not refund pls",
    "Swap it for another one, not money back.",
    "I'd like an exchange, no refund thanks.",
    "send a new one out, no cash back needed",
]


@pytest.mark.parametrize("ask", ASKS)
def test_goods_with_the_money_refused_hold_the_refund(ask):
    reading = read_ticket(f"order SU-9600\nThe salad bowl came with a chip out of the rim. {ask}", order_ref="SU-9600")
    said = next(s for s in reading.sentences if s.text == ask)
    assert said.is_request and "other" in said.kinds and "refund" in said.forbids, (said.role, said.kinds, said.forbids, said.why)


NEAR = [
    ("No replacement and no refund needed, just letting you know.", False),  # both refused: nothing asked of the kind
    ("Please refund it, no replacement needed.", False),  # the money asked, the goods refused
]


@pytest.mark.parametrize("sentence, holds", NEAR)
def test_both_refused_or_money_asked_hold_no_refund_for_goods(sentence, holds):
    reading = read_ticket(f"order SU-9600\nThe salad bowl came with a chip out of the rim. {sentence}", order_ref="SU-9600")
    said = next(s for s in reading.sentences if s.text == sentence)
    assert not said.why.startswith("asks for a remedy other than a refund")


@pytest.fixture
def bowl(settings):
    maya, house = small_shop(settings)
    more_policies("damaged_item")
    return delivered_order("SU-9600", maya, house, [("BWL-1", "Salad bowl", 1, 3200)])


@pytest.mark.django_db
def test_no_refund_is_paid_and_a_person_arranges_the_goods(bowl):
    run = offline_run("The salad bowl came with a chip out of the rim. Replacement please, no refund.", "SU-9600")
    assert not Refund.objects.filter(order__ref="SU-9600").exists()
    assert any("Replacement please" in e.open_item for e in run.escalations.all()), [e.open_item for e in run.escalations.all()]
