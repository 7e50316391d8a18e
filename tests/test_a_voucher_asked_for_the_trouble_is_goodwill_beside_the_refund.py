"""A voucher, store credit or gift card asked for the customer's trouble, on top of the refund they asked for, is
goodwill: a request of kind `other` a person answers, with nothing held. It is not the refund asked in another
form, which holds the card refund (ver21a V21-20: "Please refund it. Also ... I think a $20 store credit voucher for
the trouble would be fair" held the $41.04 owed and sent both to a person).

Near-misses keep the hold: store credit instead of the refund, the refund itself put on a voucher or a gift card,
a voucher rather than the money back, the refund to PayPal."""

import pytest

from runs.intents import read_ticket
from runs.intents.goodwill_forms import goodwill_in_a_form
from tests.ver21a_cases import text, walk
from runs.shop.models import Order, Refund

CLAIM = "The planter arrived cracked in two places."

GOODWILL = [
    "Also, given I had to drive to the tip with the bits, I think a $20 store credit voucher for the trouble would be fair.",
    "A gift card for the hassle would be nice too.",
    "tbh a voucher to make up for the inconvenience wouldnt go amiss",
    "Could you also add some store credit on top as a goodwill gesture?",
    "And frankly I think you owe me a $15 voucher for all the trouble.",
    "Some store credit for my time would be appreciated.",
]


@pytest.mark.parametrize("wish", GOODWILL)
def test_a_voucher_for_the_trouble_is_goodwill_and_holds_no_refund(wish):
    reading = read_ticket(f"Cracked planter\n{CLAIM} Please refund it. {wish}")
    said = next(s for s in reading.sentences if s.text == wish)
    assert said.role == "request" and said.kinds == ["other"], said
    assert "refund" not in said.forbids
    assert "damaged_item" in reading.intents
    assert not any("refund" in s.forbids for s in reading.sentences)


SAME_MONEY_ELSEWHERE = [
    "Could I have store credit instead of a refund?",
    "Please refund it as store credit.",
    "Put the refund on a gift card please.",
    "I'd rather have a voucher than the money back, for the trouble of reordering.",
    "Please refund it to my PayPal, it's less trouble for me.",
]


@pytest.mark.parametrize("ask", SAME_MONEY_ELSEWHERE)
def test_the_refund_asked_in_another_form_still_holds_the_card_refund(ask):
    reading = read_ticket(f"Cracked planter\n{CLAIM} {ask}")
    assert not goodwill_in_a_form(ask)
    assert any("refund" in s.forbids for s in reading.sentences), [(s.text, s.role, s.forbids) for s in reading.sentences]


@pytest.mark.django_db
def test_v21_20_pays_the_planter_and_sends_only_the_voucher_to_a_person():
    result, run = walk("V21-20")
    assert result.passed and not (result.silent_drop or result.guard_violations or result.over_refund), result.differences
    assert sum(r.amount_cents for r in Refund.objects.filter(order=Order.objects.get(ref=run.order_ref))) == 4104
    assert not any(s.forbids for s in read_ticket(text("V21-20")).sentences)
