"""Asks listed in one sentence after a short lead-in that announces them ("Two small things: please change my
address ..., and cancel my subscription") are read one by one, as they are when the sentence opens with the first
ask: each is a request of its own, so a person is handed each, quoted. Two verbs inside one noun phrase ("the change
and cancellation fees"), a reply's "Re:", and a clause that tells something before a dash ("the lamp is fine - note
...") are no such list. Fresh wording throughout."""

import pytest

from runs.intents import read_ticket


@pytest.mark.parametrize("text, first, second", [
    ("account\nTwo small things: please change the delivery address on my account to 7 Elm Row, York YO1 7HH, and cancel "
     "my monthly soap subscription from July.", "address", "subscription"),
    ("Hi\nCouple of things - update my email to sam@example.com and cancel my order SU-55555 please", "email", "cancel"),
    ("hello\nquick one re my account: change my phone number to 07700 900123, and also unsubscribe me from the newsletter",
     "phone", "newsletter"),
    ("Hi\nTwo bits: pls cancel the wine club membership and send me a copy of the last invoice.", "wine club", "invoice"),
    ("Re: my stuff\nA few requests: could you update my billing address to 3 Mill Lane, and then cancel the candle "
     "box subscription?", "billing", "candle box"),
    ("hiya\nboth admin things: change the name on my account to Jo Brennan, and delete my old card details",
     "name", "card"),
    # the asks opened by a wish that the shop do them
    ("Hi\nI'd like you to update my phone number to 07700 900111 and close my old account.", "phone", "account"),
    ("hello\nwe would really like someone to cancel our standing order for filters, and send us a final statement",
     "filters", "statement"),
])
def test_each_ask_after_a_lead_in_is_its_own_request(text, first, second):
    reading = read_ticket(text)
    asks = [s for s in reading.requests if s.kinds == ["other"]]
    assert len(asks) == 2, reading.as_payload()
    assert first in asks[0].text and second in asks[1].text
    assert second not in asks[0].text


@pytest.mark.parametrize("text", [
    "Hi\nPlease explain the change and cancellation fees on my account.",
    "Hi\nPlease send the change and cancel forms for my subscription.",
])
def test_two_verbs_inside_one_noun_phrase_stay_one_request(text):
    reading = read_ticket(text)
    assert len(reading.requests) == 1, reading.as_payload()


@pytest.mark.parametrize("text", [
    "Hi\nThe lamp is fine - note the bulb was included, which was nice.",
    "Hi\nEverything arrived - thanks so much, lovely packing.",
])
def test_a_clause_telling_something_before_a_dash_is_no_lead_in(text):
    assert read_ticket(text).requests == [], read_ticket(text).as_payload()


@pytest.mark.parametrize("text", [
    "Hi\nI want you to know the candles arrived and we love them.",
    "Hi\nWe'd like you to know the packer did a lovely job, and keep up the good work.",
])
def test_a_wish_to_tell_the_shop_something_lists_no_asks(text):
    assert read_ticket(text).requests == [], read_ticket(text).as_payload()


def test_thanks_asked_passed_on_after_a_lead_in_is_one_ask_of_its_own():
    # the shop asked to pass thanks on is an ask a person answers (runs/intents/feedback_passed_on.py), one, never a list
    reading = read_ticket("Hi\nWe'd like you to pass our thanks to the packer, and keep up the good work.")
    assert [r.kinds for r in reading.requests] == [["other"]], reading.as_payload()
