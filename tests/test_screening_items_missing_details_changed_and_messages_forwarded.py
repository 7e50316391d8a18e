"""Requests that were dropped: an item missing from the box told in its own sentence is its own
non-delivery, not more of the claim beside it; a change of the customer's details is asked whatever
is said of the old ones ("the old one doesn't work"); a message the customer forwards as what they
write about still asks, while a quoted reply from the shop stays context."""

import pytest

from runs.intents import read_ticket


def _of(text, words):
    return next(s for s in read_ticket(text).sentences if words in s.text)


@pytest.mark.parametrize("text, words", [
    ("SU-50201\nThe kettle lid rattles and the seal leaks. Also the tea strainer was missing entirely.", "tea strainer"),
    ("SU-50202\nthe mixing bowl came cracked!! and the whisk wasnt in the box at all", "whisk wasnt in the box"),
    ("SU-50203\nGot the duvet fine. The two pillowcases weren't in the parcel though.", "pillowcases"),
    ("SU-50204\nThe apron arrived torn at the seam. Plus the oven gloves never came.", "oven gloves"),
])
def test_an_item_missing_from_the_box_is_its_own_non_delivery(text, words):
    s = _of(text, words)
    assert s.role == "request" and "non_delivery" in s.kinds


@pytest.mark.parametrize("text, words, kind", [
    ("SU-50205\nThe lamp was missing a screw.", "missing a screw", "damaged_item"),
    ("SU-50206\nThe blender itself works but the jug lid is missing from the box.", "jug lid", "damaged_item"),
])
def test_a_part_missing_is_the_goods_incomplete_not_a_line_undelivered(text, words, kind):
    s = _of(text, words)
    assert kind in s.kinds and "non_delivery" not in s.kinds


@pytest.mark.parametrize("text", [
    "SU-50207\nThe refund is missing from my statement, can you check?",
    "SU-50208\nLast year the candles were missing and you refunded them, thanks. This time the mug is chipped.",
])
def test_money_or_a_settled_past_item_is_no_missing_item(text):
    assert "non_delivery" not in read_ticket(text).intents


@pytest.mark.parametrize("text, words", [
    ("SU-50209\nThe salad bowl arrived chipped, refund please. Also I need to update the phone number on my account to 0161 496 0000, "
     "the old one doesn't work anymore.", "phone number"),
    ("SU-50210\nthe lamp is fine. pls change my email to jo@example.org, my old email no longer works", "change my email"),
])
def test_a_change_of_details_is_other_whatever_the_old_ones_do(text, words):
    s = _of(text, words)
    assert s.role == "request" and s.kinds == ["other"]


@pytest.mark.parametrize("text", [
    "SU-50211\nThe kettle doesn't work anymore. Please update my address too.",
    "SU-50212\nI need to change the fuse, the old one doesn't work and the new heater won't switch on.",
])
def test_a_fault_of_the_goods_beside_details_is_still_a_claim(text):
    assert "damaged_item" in read_ticket(text).intents


@pytest.mark.parametrize("text, words, kind", [
    ("Fw: rug\nForwarding from my husband:\n\n> Can you chase them, the hallway rug never arrived and it's been a fortnight. It was SU-50213.\n\nCheers",
     "hallway rug", "non_delivery"),
    ("SU-50214\nSending this again since nobody answered:\n\n> The plant pot from SU-50214 arrived smashed to pieces.\n\nRegards", "plant pot", "damaged_item"),
])
def test_a_message_forwarded_as_the_ask_still_asks(text, words, kind):
    s = _of(text, words)
    assert s.role == "request" and kind in s.kinds


@pytest.mark.parametrize("text, words", [
    ("SU-50215\nThanks, that's all I needed.\n\nOn Tue, Support wrote:\n> We're sorry to hear the lamp arrived broken, we've refunded it.", "lamp arrived"),
    ("SU-50216\nThe vase is chipped, please refund.\n\n> the rug never arrived", "rug never arrived"),
    ("SU-50217\nForwarding from my wife, all sorted now:\n\n> the rug never arrived. Never mind, it came this morning after all.", "rug never arrived"),
])
def test_a_quoted_shop_reply_or_a_quote_not_forwarded_as_the_ask_stays_context(text, words):
    assert _of(text, words).role == "context"


@pytest.mark.parametrize("text, came_short", [
    ("Also the tea strainer was missing entirely.", True),
    ("the whisk wasnt in the box at all", True),
    ("Only 4 of the 6 glasses were in the box.", True),
    ("The parcel never arrived.", False),
    ("The rug did not arrive until the 19th.", False),
])
def test_a_parcel_that_came_without_an_item_came_short(text, came_short):
    # the offline agent plans the damage claim beside it and hands the missing item to a person, rather than
    # folding the damage into a parcel that never came
    from runs.intents.missing_items import parcel_came_short
    assert parcel_came_short(text) is came_short


@pytest.mark.parametrize("text", ["My speakers never arrived.", "the two cushions never came", "The kettle didn't arrive."])
def test_goods_that_never_arrived_do_not_say_the_parcel_came(text):
    from runs.intents.missing_items import parcel_came_short
    assert not parcel_came_short(text)
