"""Reading what a ticket asks when it is told sideways: goods told as having come in another colour
or size than the one ordered are the shop's error (a wrong item), a refund declined beside a return
asked declines the money only, the customer's own words around a forwarded message are read (and
adopt the problem it tells), a charge told as "taken twice" is a duplicate, and sentences that ask
nothing (a rhetorical outburst, a kindness told of, a fallback that never arose) go to nobody.
Wording written for these tests."""

import pytest

from runs.intents import forbids_action, read_ticket


def _sentence(reading, needle: str):
    return next(s for s in reading.sentences if needle in s.text)


@pytest.mark.parametrize("text, needle", [
    ("Towels\nWe ordered the sage bath towels for the guest room. When the box came they were bright pink. Can I send them back?", "bright pink"),
    ("I picked a small in the linen shirt, but when I tried it on it was a large. I'd like to return it please.", "was a large"),
    ("i bought the navy cushion covers last week. opened the parcel today and they are actually grey!! want to send them back", "actually grey"),
])
def test_goods_told_as_another_colour_or_size_than_ordered_are_a_wrong_item(text, needle):
    reading = read_ticket(text)
    assert "wrong_item" in _sentence(reading, needle).kinds
    assert "change_of_mind" not in reading.intents


@pytest.mark.parametrize("text", [
    "I ordered the green napkins and they were lovely, thank you.",
    "We ordered a large rug. The box was brown and a bit battered but the rug is fine.",
    "I ordered the blue mug. It was blue, just as pictured, but the handle had snapped off.",
])
def test_goods_told_in_the_colour_ordered_or_a_box_told_in_a_colour_are_no_wrong_item(text):
    assert "wrong_item" not in read_ticket(text).intents


@pytest.mark.parametrize("text", [
    "You sent a size 8 boot and I ordered a 9. Don't refund me - please post the 9 and let me know how I return the 8.",
    "Wrong colour came (grey, not teal). I don't need a refund, just swap it: tell me where to send the grey one back.",
])
def test_a_refund_declined_beside_a_return_asked_holds_the_money_not_the_return(text):
    asking = [s for s in read_ticket(text).sentences if "refund" in s.forbids]
    assert asking and all(s.asks_return for s in asking)
    for s in asking:
        assert forbids_action(s.forbids, False, "refund", "wrong_item", scope=s.forbid_kinds, return_asked=s.asks_return)
        assert not forbids_action(s.forbids, False, "return", "wrong_item", scope=s.forbid_kinds, return_asked=s.asks_return)


def test_a_refund_declined_with_goods_asked_instead_still_holds_the_return():
    s = next(s for s in read_ticket("Wrong colour. I don't want a refund, please send me the teal one.").sentences if s.forbids)
    assert not s.asks_return
    assert forbids_action(s.forbids, False, "return", "wrong_item", scope=s.forbid_kinds, return_asked=s.asks_return)


def test_the_customers_own_words_below_a_forwarded_message_are_read_and_adopt_its_problem():
    text = ("Fwd: kettle\nSee below from my mum, it was my account she used.\n\n-------- Forwarded message --------\nFrom: Mum\n\n"
            "The kettle lid snapped off the first time I used it. Could you get it refunded for me?\n\n--------\n\n"
            "Please refund the kettle to my card. Cheers")
    reading = read_ticket(text)
    assert _sentence(reading, "snapped off").role == "context"
    own = _sentence(reading, "Please refund the kettle")
    assert own.is_request and own.kinds == ["damaged_item"]


def test_a_forwarded_problem_the_customer_does_not_take_up_stays_context():
    text = ("Fwd: kettle\nFYI only, my neighbour sent me this.\n\n-------- Forwarded message --------\n"
            "The kettle lid snapped off the first time I used it.\n")
    assert read_ticket(text).intents == []


@pytest.mark.parametrize("text", [
    "You've taken the money for the same armchair twice, two lots of $240.00. One back please.",
    "you took the payment for my order twice!! refund one",
    "My bank shows 2 debits of $35.50 for the one lamp.",
])
def test_money_taken_twice_in_plain_words_is_a_duplicate_charge(text):
    assert "duplicate_charge" in read_ticket(text).intents


def test_a_delivery_that_took_twice_as_long_is_no_duplicate_charge():
    assert "duplicate_charge" not in read_ticket("The parcel took twice as long as promised to arrive.").intents


@pytest.mark.parametrize("sentence", [
    "WHAT KIND OF SHOP SENDS A LAMP IN A PAPER BAG??",
    "Seriously, how hard can it be to wrap a vase properly?",
    "How do you lot even call yourselves a homeware shop?",
    "Is it really too much to ask for a box that isn't crushed?",
])
def test_a_rhetorical_outburst_asks_nothing(sentence):
    reading = read_ticket(f"Vase\nThe vase arrived cracked, please refund it. {sentence}")
    assert _sentence(reading, sentence[:20]).role == "context"
    assert "other" not in reading.intents


@pytest.mark.parametrize("sentence", [
    "How hard is it to get a refund out of you people?",
    "What kind of refund can I expect for the vase?",
])
def test_an_outburst_that_names_a_remedy_is_still_read(sentence):
    reading = read_ticket(f"Vase\nThe vase arrived cracked. {sentence}")
    assert _sentence(reading, sentence[:20]).role != "context"


def test_a_kindness_told_of_is_no_request_but_kindly_asking_is():
    reading = read_ticket("Clock\nMy neighbour kindly ordered the wall clock for me online. It arrived with a cracked face. "
                          "Kindly refund it to my card.")
    assert _sentence(reading, "neighbour kindly").role != "request"
    assert "damaged_item" in reading.intents and "other" not in reading.intents


@pytest.mark.parametrize("sentence", [
    "If the refund can't go to my Mastercard because it's been cancelled, then a voucher would be fine instead.",
    "Failing that, store credit is okay with me.",
])
def test_a_fallback_that_has_not_arisen_asks_nothing(sentence):
    reading = read_ticket(f"Jug\nThe jug arrived chipped. Please refund it to my card. {sentence}")
    assert _sentence(reading, sentence[:20]).role == "context"
    assert "other" not in reading.intents


@pytest.mark.parametrize("sentence", ["Please not send new glass, I am not needing.", "Also not sending new one, I no need it."])
def test_a_replacement_declined_without_articles_is_the_replacement_question(sentence):
    reading = read_ticket(f"glass\nThe glass is broken when arrive, I want money back for it. {sentence}")
    s = _sentence(reading, sentence[:10])
    assert s.kinds == ["question"] and "replacement" in s.forbids
