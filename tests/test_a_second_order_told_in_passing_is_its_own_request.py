"""A second order told in passing, after a claim on the first ("also my sister order SU-61406 she
never receive it"), is a request about that order, never more of the claim beside it; and a parcel
the customer never receive(d), in the present tense a second language may leave it in, is one that
never came. Near-misses: a reply or a refund never received is no parcel, an order named only to
compare stays with the claim."""

import pytest

from runs.intents import read_ticket


def requests(text):
    return [(s.kinds, s.order) for s in read_ticket(text).requests]


@pytest.mark.parametrize("second,kinds", [
    ("also my sister order SU-61406 she never receive it", ["non_delivery"]),
    ("Also order SU-61406 for my dad, he did not receive it at all.", ["non_delivery"]),
    ("plus SU-61406 we never get the parcel, tracking says delivered", ["non_delivery"]),
    ("Also my sister's order SU-61406 still isn't sorted, she's been waiting since May.", ["other"]),
    ("By the way my mum placed order SU-61406 for me last week and it is nowhere to be seen", ["non_delivery"]),
])
def test_a_second_order_told_after_a_claim_is_that_orders_own_request(second, kinds):
    text = f"SU-61405\nthe jacket is torn at the pocket. {second}"
    found = requests(text)
    assert (["damaged_item"], "SU-61405") in found and (kinds, "SU-61406") in found, read_ticket(text).as_payload()


@pytest.mark.parametrize("text", [
    "i never receive it, order SU-70210, please help",
    "We haven't receive our order yet and it's been three weeks.",
    "My neighbour says she didn't recieve the box either, so it's not at hers.",
])
def test_goods_never_received_in_the_present_tense_never_came(text):
    assert read_ticket(text).intents == ["non_delivery"]


@pytest.mark.parametrize("text", [
    "The lamp is cracked. I never received a reply to my last email either.",
    "The kettle is dented. I never received the refund for the last one, but that's another story.",
    "The lamp is cracked. I never receive your newsletters, which is fine.",
])
def test_a_reply_or_papers_never_received_is_no_parcel(text):
    assert "non_delivery" not in read_ticket(text).intents


@pytest.mark.parametrize("second", [
    "I didn't have this trouble with SU-61300.",
    "My order SU-61405 was a gift, she has not worn it.",
    "My previous order SU-61300 had no issues at all, so this is a surprise.",
])
def test_an_order_named_only_to_compare_or_the_same_order_stays_with_the_claim(second):
    text = f"SU-61405\nThe jacket is torn at the pocket. {second}"
    assert requests(text) == [(["damaged_item"], "SU-61405")], read_ticket(text).as_payload()
