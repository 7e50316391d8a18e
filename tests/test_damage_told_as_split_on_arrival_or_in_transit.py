"""Goods told split by when it happened ("serving board split on arrival", "the jug split in transit") are damaged, as
"arrived split in two" always was; splitting a payment, a delivery or a set between people is no damage. Wording
written for these tests."""

import pytest

from runs.intents import read_ticket

SPLIT = [
    "Serving board split on arrival.",
    "the jug split in transit :(",
    "My plate arrived split in two, could I get a refund?",
    "Hello, sadly the oak chopping board split upon arrival - a crack right across it.",
    "Our cheese board split on the way here, pls refund",
    "The teapot lid split in the post.",
    "bread board splt... no, it SPLIT in transit, whole way through",
]
NOT_DAMAGE = [
    "Can we split the payment?",
    "The order was split between two parcels.",
    "We split the set between us.",
    "My sister and I split the cost of the board.",
    "The delivery came split into two boxes, both fine.",
    "Happy to split the set with my neighbour.",
]


@pytest.mark.parametrize("text", SPLIT)
def test_goods_split_on_the_way_are_damaged(text):
    assert any("damaged_item" in s.kinds for s in read_ticket(text).sentences), [(s.role, s.kinds, s.text) for s in read_ticket(text).sentences]


@pytest.mark.parametrize("text", NOT_DAMAGE)
def test_a_split_payment_parcel_or_share_is_no_damage(text):
    assert not any("damaged_item" in s.kinds for s in read_ticket(text).sentences), [(s.role, s.kinds, s.text) for s in read_ticket(text).sentences]
