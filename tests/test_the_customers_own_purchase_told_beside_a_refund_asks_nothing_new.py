"""The customer's own plan to buy the goods again elsewhere, told after the money is asked ("Please refund me for the lamp
base, I shall buy her another in town"), asks nothing of the shop: the refund is the damage claim's own remedy, not a
request of no known kind. A clause that sets a condition or asks the shop something stays an ask. Wording written for
these tests (blind round ver26a, VER26A-03, in other voices)."""

import pytest

from runs.intents import read_ticket
from runs.intents.own_purchase_told import without_own_purchase

CLAIM = "The lamp base arrived with a crack right up the side. "

OWN_PLAN = [
    "Please refund me for the lamp base, I shall buy her another in town.",
    "refund pls - ill just get a new one at the market",
    "Kindly reimburse the price of the lamp base; we will purchase a replacement locally.",
    "Just refund it, I'll buy one elsewhere.",
    "I'd like my money back for it, as I'm going to buy another one in a local shop.",
    "Money back for the base please, we'll pick up a new one in town tomorrow.",
    "pls refund the lamp base, i can get another one myself",
]


@pytest.mark.parametrize("text", OWN_PLAN)
def test_a_refund_asked_beside_the_customers_own_purchase_is_the_claims_remedy(text):
    r = read_ticket(CLAIM + text)
    assert r.intents == ["damaged_item"], [(s.role, s.kinds, s.why) for s in r.sentences]
    assert any(s.role == "attached" for s in r.sentences)


STILL_ASKS = [
    "Please refund me for the lamp base, I'll buy another if you send me a discount code.",
    "Refund the base please, I will order another one from you - can you hold one?",
    "Please refund me, I'll buy another from your shop with a voucher.",
    "Please refund me for the lamp base, I shall buy one in town if you can't send a new one?",
]


@pytest.mark.parametrize("text", STILL_ASKS)
def test_a_plan_with_a_condition_or_a_question_to_the_shop_is_kept(text):
    assert without_own_purchase(text) == text


@pytest.mark.parametrize("text", [STILL_ASKS[0], STILL_ASKS[2]])
def test_a_refund_beside_a_discount_or_a_hold_asked_is_read_for_a_person(text):
    r = read_ticket(CLAIM + text)
    assert "other" in r.intents, [(s.role, s.kinds, s.why) for s in r.sentences]
