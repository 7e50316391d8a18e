"""A customer's mend of goods that came damaged ("I bent it back", "popped it back into place", "twisted it straight
again") is no damage done at home: the claim on what the goods came with stands when the mend failed, and a mend that
worked is no claim at all. Harm done at home with the same verbs ("bent it back and forth until it snapped", "knocked
it back onto the shelf and it smashed", "my son bent the rail") is still the customer's own. Wording written for these
tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.damage_words import cause_at_home, home_act


def _damage_claimed(text: str) -> bool:
    return "damaged_item" in read_ticket(text, order_ref="SU-78101").intents


@pytest.mark.parametrize("text", [
    "The coat hook came bent. I bent it back but it snapped off, refund please.",
    "the fan guard was dented when it arrived, my husband bent it back and now there's a crack right along it. can i get a refund",
    "Hinge arrived twisted. Twisted it straight again, it split in two. Money back please?",
    "The lid hinge arrived broken. We popped it back in but it falls out every time, refund please.",
    "The curtain pole bracket was bent on arrival and I tried to bend it back - snapped in my hand. Refund?",
    "lamp neck came all crooked, pushed it back into place n now it wont stay up at all. refund pls",
])
def test_a_mend_that_failed_leaves_the_claim_on_what_came_damaged(text):
    assert _damage_claimed(text), [(s.role, s.kinds, s.why) for s in read_ticket(text, order_ref="SU-78101").sentences]


@pytest.mark.parametrize("sentence", [
    "I bent it back myself.",
    "My wife snapped it back into place.",
    "We popped it back in, no harm done.",
    "I've bent them straight again.",
    "Pushed it back into shape and it's fine.",
])
def test_a_mend_is_no_act_done_at_home(sentence):
    assert home_act(sentence) == ""


@pytest.mark.parametrize("text", [
    "My son bent it back and forth until it snapped.",
    "I knocked it back onto the shelf and it smashed.",
    "My son bent the rail and it snapped.",
    "Our dog chewed it and the strap is ripped.",
    "I dropped it and the handle snapped.",
])
def test_harm_done_at_home_with_the_same_verbs_is_still_the_customers(text):
    assert cause_at_home([text], 0), text
    assert not _damage_claimed(text)


@pytest.mark.parametrize("text", [
    "order\nwhat turned up:\n- kettle: fine\n- toast rack: bent out of shape\nrefund the rack please",
    "hi\nBox contents:\n* 2 glasses - ok\n* the carafe: cracked down the middle\nCan I get the carafe refunded?",
    "parcel\nhere's what came:\n- candle: ok\n- holder: chipped round the rim\nplease refund the holder",
    "my order\nItems received:\n- planter: smashed up badly\n- saucer ok\nrefund for the planter pls",
    "re order\nlist of what arrived:\n- mug: scratched all over\n- coaster: fine\nCould the mug be refunded?",
])
def test_a_list_of_what_came_telling_each_items_state_is_a_claim(text):
    assert "damaged_item" in read_ticket(text).intents, [(s.text, s.role, s.kinds, s.why) for s in read_ticket(text).sentences]


@pytest.mark.parametrize("text", [
    "Teapot: dropped it on the tiles, spout snapped.",
    "Me and my clumsy hands: dropped the teapot and the spout snapped.",
    "The vase: my son knocked it over and it smashed.",
])
def test_an_act_told_after_a_label_is_still_the_customers(text):
    assert not _damage_claimed(text)
