"""Screening: a charge copied told in plain words (one amount seen twice or "on two lines", a charge that went
through on two days) is a duplicate charge, while paying again after a declined attempt or paying twice in the
past is not; a parcel told "not come" in a second language's grammar is a non-delivery; a cue word typed with
one slip still reads; a problem of an earlier time set against goods now praised is context; a message the
customer forwards as theirs ("forwarding my wife's note above") is their claim."""

import pytest

from runs.intents import read_ticket


def _kinds(text: str) -> list[str]:
    return read_ticket(f"help\n{text}").intents


@pytest.mark.parametrize("body", [
    "The speaker went through on my Mastercard on the 10th and then again on the 11th.",
    "the rug payment came thru on monday and then again on tuesday, same amount",
    "I can see seventy-four dollars twice on my statement for one lamp.",
    "you took 19.99 two times for the same mug",
    "My banking app lists the throw at 24.50 on two separate lines.",
    "Seeing the same $61.20 for the chair on two rows of my statement.",
    "charged for the cushion twice, 30 quid each time",
    "There's 112 dollars there both times, i only bought one heater",
])
def test_one_charge_told_twice_in_plain_words_is_a_duplicate_charge(body):
    assert "duplicate_charge" in _kinds(body)


@pytest.mark.parametrize("body", [
    "Please take the payment again, my card was declined the first time.",
    "The first attempt failed, so could you run the card again?",
    "I have paid two times before with this card and it was fine.",
    "We paid twice previously with PayPal without any trouble.",
    "I've ordered from you twice and loved it.",
    "I was charged on the 3rd and it was delivered on the 4th.",
    "Two lines of the order were the same colour.",
])
def test_paying_again_or_in_the_past_is_no_duplicate_charge(body):
    assert "duplicate_charge" not in _kinds(body)


def test_a_declined_attempt_does_not_unsay_a_charge_taken_twice():
    assert "duplicate_charge" in _kinds("My card was declined at first, but then you charged me twice anyway.")


@pytest.mark.parametrize("body", [
    "Its been three weeks and parcel not come.",
    "my order still not arrive after 2 weeks, where is it",
    "The shoes not come, tracking say delivered.",
    "Hello, the package yet not reach me since 10 days.",
    "My parcel hasnt arived yet and it was due last week.",
])
def test_a_parcel_told_not_come_in_learner_english_or_typed_in_a_hurry_is_a_non_delivery(body):
    assert "non_delivery" in _kinds(body)


def test_not_come_until_a_later_day_is_no_non_delivery():
    assert "non_delivery" not in _kinds("The parcel not come until the 14th, a week after it was due.")


@pytest.mark.parametrize("body, kind", [
    ("the kettle came leeking all over the box", "damaged_item"),
    ("the mirror is crakced down the middle", "damaged_item"),
    ("The lamp arrived broekn.", "damaged_item"),
    ("kettel is leaking from the bottom after one use.", "damaged_item"),
    ("They delivred the wrong colour, I ordred blue.", "wrong_item"),
])
def test_a_cue_word_typed_with_one_slip_still_reads(body, kind):
    assert kind in _kinds(body)


@pytest.mark.parametrize("body", [
    "Hi, my fault entirely, I ordered the filter for the V8 when my vacuum is a V10.",
    "Stop messing me around and tell me where my refund is.",
    "The delivery was on time and the vase is lovely.",
])
def test_words_one_slip_from_a_cue_word_that_are_words_of_their_own_read_no_claim(body):
    assert not set(_kinds(body)) & {"damaged_item", "non_delivery", "wrong_item"}


@pytest.mark.parametrize("body", [
    "Last time the kettle leaked but this one is great.",
    "The kettle leaked last year, but this one works perfectly.",
    "A previous order arrived cracked but these plates are lovely.",
])
def test_a_problem_of_an_earlier_time_set_against_goods_now_praised_is_context(body):
    assert "damaged_item" not in _kinds(body)


def test_a_problem_of_an_earlier_time_that_is_back_now_is_a_claim():
    assert "damaged_item" in _kinds("Last time the kettle leaked but this one is leaking too.")


def test_a_fault_after_one_use_is_damage_from_the_first_and_after_weeks_is_not():
    assert "damaged_item" in _kinds("The blender cracked after a single use.")
    assert "damaged_item" not in _kinds("The blender cracked after three weeks of use.")


def test_a_message_the_customer_forwards_as_their_own_is_their_claim():
    reading = read_ticket("fwd\n> On Mon, Sam wrote:\n> The lamp you sent has a dent in the base.\n\n"
                          "Forwarding my husband's note above. Also we were billed for the lamp twice, $40 each.")
    assert {"damaged_item", "duplicate_charge"} <= set(reading.intents)


def test_a_message_only_quoted_stays_context():
    reading = read_ticket("re: your order\n> On Mon, Sam wrote:\n> The lamp you sent has a dent in the base.\n\n"
                          "Thanks, that was sorted ages ago. You charged me twice for the shade though, $12 each.")
    assert "damaged_item" not in reading.intents
