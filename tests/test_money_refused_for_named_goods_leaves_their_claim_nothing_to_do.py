"""A refund refused for goods named ("Don't refund the candle, my sister loves it anyway") takes back the claim told of
those goods just before it, as "do not refund it" does: the claim is told, nothing is asked of it, and no person is handed
work the customer said there was none of; a fee asked beside it stands (runs/intents/refusals.py, _named_claim_declined).
A melted candle went to a person as a damage item (ver35c P35-08). Near-misses: other goods claimed beside the refused
ones, a refund refused only in its manner ("not to my card"), another remedy asked instead. Wording written for these tests."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "The mug arrived chipped. Don't refund the mug, it's fine for pens.",
    "the throw came with a pulled thread. no need to refund the throw honestly, we love it",
    "My candle arrived a bit melted. Please do not refund the candle - my nan adores it anyway.",
    "Lamp shade came dented. I don't want money back for the lamp shade, it still looks ok.",
    "The vase turned up with a small crack. Dont refund the vase, I'll glue it.",
    "Teapot lid arrived chipped!! Not asking for a refund on the teapot, we'll live with it.",
])
def test_a_claim_whose_goods_are_refused_money_asks_nothing(body):
    read = reading(body)
    assert not [s for s in read.sentences if s.role == "request" and "damaged_item" in s.kinds], shown(read)


@pytest.mark.parametrize("body", [
    "The vase came chipped and the bowl cracked. Don't refund the vase.",
    "The vase came chipped. Don't refund the vase to my card, use store credit.",
    "The teapot is cracked. I don't want a refund for the teapot, please send a new one.",
])
def test_other_goods_a_refund_manner_or_another_remedy_still_ask(body):
    read = reading(body)
    assert [s for s in read.sentences if s.role == "request"], shown(read)


@pytest.mark.django_db
def test_end_to_end_only_the_late_fee_is_paid_and_nothing_goes_to_a_person(tmp_path):
    candle = [fc.line("CND-1", "Soy candle, fig", 2200)]
    fee = {"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform"}], "returns": [], "escalations": []}
    c = fc.case("NOREF-1", "The candle arrived melted. Don't refund the candle, my sister loves it anyway. Just the late delivery fee please.",
                candle, intents=["late_delivery"], expected=fee, subject="late candle")
    c["world"]["orders"][0]["shipments"][0]["promised_by"] = fc._at(10)[:10]
    fc.assert_all_pass(tmp_path, [c])
