"""A late delivery the customer shrugs off in a bare phrase ("not fussed", "don't care about that", "meh")
asks nothing, also when a second problem shrugged off follows in the same sentence; and "keep your money"
said to the shop declines the refund of the goods told beside it (the run holds it for a person, never pays
it). A delay shrugged off beside a real ask, and a customer asking whether THEY may keep the money, are not
declines."""

import pytest

from runs.intents import read_ticket


def reading(body):
    return read_ticket(f"SU-60410\n{body}")


@pytest.mark.parametrize("body", [
    "Parcel showed up 3 days after the date. Not fussed.",
    "it came late, dont care about that, the jumper is lovely",
    "Arrived a week behind schedule, meh. Thanks anyway!",
    "The rug got here four days late, not too bothered about it to be honest.",
    "The kettle was late, not fussed about that, and the box had a scuff, meh it's fine. Just letting you know.",
])
def test_a_delay_shrugged_off_in_a_bare_phrase_asks_nothing(body):
    assert reading(body).intents == []


@pytest.mark.parametrize("body", [
    "It was 5 days late, I'm not fussed about the wait but I do want the delivery fee back.",
    "The order came late and I'm not fussed about much but I'd like the $4.99 shipping refunded please.",
])
def test_a_delay_shrugged_off_beside_an_ask_for_its_fee_is_still_a_claim(body):
    assert "late_delivery" in reading(body).intents


@pytest.mark.parametrize("body", [
    "The salad bowl has a small chip. Honestly keep your money, I'll use it for keys.",
    "One of the mugs came with a hairline crack. You can keep the money, I just wanted you to know.",
    "the frame corner is dented. pls just keep ur money, its fine for the hallway",
])
def test_money_the_shop_is_told_to_keep_holds_the_refund_of_the_goods_beside_it(body):
    r = reading(body)
    refusal = next(s for s in r.sentences if "keep" in s.text.lower())
    assert "refund" in refusal.forbids


@pytest.mark.parametrize("body", [
    "The vase is cracked. Can I keep the money if I throw it away?",
    "The lamp arrived broken, please refund it, you can keep the box.",
])
def test_asking_to_keep_the_money_or_keeping_something_else_declines_nothing(body):
    assert all("refund" not in s.forbids for s in reading(body).sentences)
