"""Goods the customer bought elsewhere, with when told before where ("The candle snuffer I bought at the same time from a
different website arrived bent though - I know that's not you, but do you sell one?"), are no claim on the order: the
sentence goes to a person quoted (runs/intents/goods_bought_elsewhere.py). R4-15: the when between the buying and the
website hid the elsewhere; the sentence was read as damage on the order and its two scented candles, called lovely, were
paid while "do you sell one?" reached nobody. Wording written here."""

import pytest

from runs.intents.goods_bought_elsewhere import ELSEWHERE_WHY
from tests import fresh_cases as fc
from tests.readings import reading, shown

FINE = "The two scented candles are lovely."
ELSEWHERE = [
    "The candle snuffer I bought at the same time from a different website arrived bent though - I know that's not you, but do you sell one?",
    "the snuffer i got at the same time from another shop came bent, do u sell snuffers?",
    "A wick trimmer I purchased around the same time from a different store arrived snapped. Do you stock them?",
    "The snuffer we ordered the same day from amazon is bent, not your fault, do you have one I could buy?",
    "Unrelated but the brass snuffer I bought last week from a local shop was dented, do you sell any?",
    "The matches I picked up at the time at the supermarket were damp and useless - do you sell long matches?",
]
# goods bought of the shop, told when: the order's own claim
FROM_US = [
    "The candles I bought at the same time from you arrived cracked, refund please.",
    "The candles I ordered the same day on your website arrived cracked. Refund please.",
]


@pytest.mark.parametrize("body", ELSEWHERE)
def test_goods_bought_elsewhere_with_when_told_are_a_persons_and_no_claim(body):
    read = reading(f"{FINE} {body}")
    assert any(s.role == "request" and s.kinds == ["other"] for s in read.sentences), shown(read)
    assert not any(s.role == "request" and "damaged_item" in s.kinds for s in read.sentences), shown(read)


@pytest.mark.parametrize("body", ELSEWHERE[:3] + ELSEWHERE[4:])
def test_the_elsewhere_is_read_past_the_when(body):
    assert any(s.why == ELSEWHERE_WHY for s in reading(f"{FINE} {body}").sentences)


@pytest.mark.parametrize("body", FROM_US)
def test_goods_bought_of_the_shop_with_when_told_are_claimed(body):
    read = reading(body)
    assert any(s.role == "request" and "damaged_item" in s.kinds for s in read.sentences), shown(read)


LINES = [fc.line("CN-2", "Scented candle", 1500, 2)]


@pytest.mark.django_db(transaction=True)
def test_end_to_end_nothing_is_paid_for_goods_bought_elsewhere(tmp_path):
    fc.assert_money_as_expected(tmp_path, fc.none_paid("ELSEWHEN", "SU-7466", LINES, [f"{FINE} {b}" for b in ELSEWHERE], ["other"]))


@pytest.mark.django_db(transaction=True)
def test_end_to_end_goods_of_the_shop_are_paid(tmp_path):
    fc.assert_money_as_expected(tmp_path, fc.damage_claims("FROMUS", "SU-7467", LINES, FROM_US,
                                                           [fc.refund(fc.cents(LINES, "CN-2", 2), "CN-2", 2)]))
