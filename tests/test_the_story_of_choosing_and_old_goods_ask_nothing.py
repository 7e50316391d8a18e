"""The story told before a claim asks nothing: goods the customer has had for years, told with their fault ("we
have had the same chipped brown pot since about 1998"), are no goods of the order; a mind changed while choosing
what to buy ("nearly bought the green one, changed my mind twice, and in the end went for the cast iron teapot") is
no change of mind about the goods that came; and "there is no point sending another" tells no part missing. Read so,
the rambling ticket of the held-back round ver22b (V22B-01) went to a person with the teapot's $45.36 unpaid.
Near-misses keep their claims: old goods set against new ones said broken, a mind changed about the goods that came,
a part told missing from the box. Fresh wording throughout."""

import pytest

from runs.intents import read_ticket
from runs.intents.missing_items import things_missing


def _kinds(text):
    reading = read_ticket(text)
    return {k for s in reading.requests for k in s.kinds}, reading


@pytest.mark.parametrize("text", [
    "We have had the same wobbly old table since 2009, so my son finally said buy a proper one.",
    "My aunt comes round on Sundays and we have had the same cracked blue jug since about 1987, so this year I gave in.",
    "we've had that scratched old bread bin for donkey's years and the lid was dented from day one lol",
    "I dithered for weeks, changed my mind a dozen times and eventually ordered the grey sofa.",
    "I looked at the blue one, changed my mind and in the end bought the green.",
    "So I spent ages on your site, nearly went for the oak, changed my mind twice, and finally picked the walnut board.",
])
def test_old_goods_and_a_mind_changed_while_choosing_ask_nothing(text):
    kinds, reading = _kinds(text)
    assert not kinds, [(s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("text, kind", [
    ("I've had this chipped old mug since 1995 but the new one you sent arrived cracked.", "damaged_item"),
    ("I changed my mind, can I return it?", "change_of_mind"),
    ("i changed my mind about the lamp and want to send it back", "change_of_mind"),
    ("Honestly I changed my mind a few times but I don't want it now, can I return it?", "change_of_mind"),
    ("The vase I ordered from you arrived cracked, please refund it.", "damaged_item"),
])
def test_a_claim_on_the_goods_that_came_still_asks(text, kind):
    kinds, reading = _kinds(text)
    assert kind in kinds, [(s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("text, missing", [
    ("I have already ordered a plain one from the market so there is no point sending another.", []),
    ("there's no need to send another one", []),
    ("and no way I'm waiting a fortnight for a new one", []),
    ("The drill came but there was no battery in the box.", ["battery"]),
    ("it arrived with no lid, so it's useless", ["lid"]),
])
def test_no_point_or_need_is_no_thing_missing(text, missing):
    assert sorted({words for words, _ in things_missing(text)}) == missing
