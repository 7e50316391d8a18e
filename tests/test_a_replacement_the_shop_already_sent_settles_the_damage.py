"""A replacement the shop already sent, told beside the problem it settled ("The vase was chipped - your team already sent
a new one which is perfect", "your colleague Sam already sent me a new one last week and it is perfect") is settled
context (runs/intents/replacement_already_sent.py): the words "sent me a new one" were read as a replacement asked, the
settled damage a claim for a person (verify31 P27, T08). End to end nothing is paid for the settled damage, and the late
fee asked beside it still is. Wording written for these tests. Near-misses: a new one promised and never come, the new
one broken too, a new one asked."""

import pytest

from tests.fresh_cases import _at, assert_money_as_expected, case, line
from tests.readings import reading, shown

VASE = [line("VSE-1", "Glass bud vase", 2400)]

SETTLED = [
    "The vase was chipped - your team already sent a new one which is perfect. All done.",
    "The vase was damaged when it came, but your colleague Sam already sent me a new one last week and it is perfect.",
    "the first one came cracked, you sent a new one, thanks",
    "The vase was chipped but customer service sent me a replacement straight away, all good now.",
    "Vase arrived stained, your warehouse posted out a fresh one on Monday and it's lovely.",
    "My vase had a crack. You guys replaced it quickly, so nothing needed there.",
]


@pytest.mark.parametrize("body", SETTLED)
def test_the_damage_the_shop_already_replaced_is_settled(body):
    read = reading(body, "Vase")
    assert "damaged_item" not in read.intents and "other" not in read.intents, shown(read)


@pytest.mark.parametrize("body", [
    "The vase was chipped and you said you'd send a new one but it never came.",
    "The vase was chipped. you sent a new one but it is cracked too.",
    "The vase was chipped, please send a new one.",
    "The vase came cracked. Could you send me a replacement?",
    "The vase was chipped and you were going to send a new one, any news?",
    "The vase came broken, your team sent a new one but it was the wrong colour.",
    # a new one wished for, in words of preference: the customer's remedy, never one given
    "the vase turned up chipped. i'd sooner you sent another tbh",
    "Vase arrived cracked. Honestly I would sooner you posted a new one than refunded me.",
])
def test_a_new_one_asked_promised_or_broken_too_still_asks(body):
    read = reading(body, "Vase")
    assert read.requests, shown(read)


@pytest.mark.django_db
def test_nothing_is_paid_for_the_settled_damage_and_the_late_fee_asked_is(tmp_path):
    late = ("The vase was damaged when it came, but your colleague Sam already sent me a new one last week and it is perfect. "
            "Today I just want to say that the delivery for this order came 5 days after the date you promised, please refund the delivery charge.")
    fee = case("RAS-1", late, VASE, intents=["late_delivery"], subject="Vase",
               expected={"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform", "lines": []}], "returns": []})
    fee["world"]["orders"][0]["shipments"][0]["promised_by"] = _at(11)[:10]
    done = case("RAS-2", SETTLED[0], VASE, intents=[], subject="Vase", ref="SU-74002", expected={"outcome": "resolved", "refunds": [], "returns": []})
    assert_money_as_expected(tmp_path, [fee, done])
