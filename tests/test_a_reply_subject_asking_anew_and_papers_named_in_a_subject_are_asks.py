"""Screening: a reply's subject that asks something new after the thread's words ("Re: SU-82003 - and pls cancel my candle
subscription while ur at it") is the customer's request, read like a body sentence (`other`, quoted), whatever the body
tells of an earlier matter settled; a subject naming only papers ("VAT invoice - SU-82021", "Receipt for SU-1?") over a
body that asks nothing is the ask; and details given as "label: value" (a VAT number, a company, an address, a phone
number, on their own lines or between a signature's bars) are context, never "a problem".

What stays as it was: a reply's subject that is only the thread's topic ("Re: missing parcel", "Re: your order SU-1 has
shipped"), one whose ask the body calls done ("Re: SU-1 - pls cancel my subscription" over "thanks for cancelling the
subscription, all sorted"), a subject naming papers over a body with its own claim, and a line asking through a label
("Address: please change it to 4 Elm Road"). Wording written for these tests."""

import pytest

from runs.intents import read_ticket


def _read(subject, body):
    return read_ticket(f"{subject}\n{body}")


@pytest.mark.parametrize("subject, body", [
    ("Re: SU-82003 - and pls cancel my candle subscription while ur at it", "Thanks for refunding the chipped mug so quickly, all sorted on that front."),
    ("RE: order #44110 / also can you update my delivery address to 9 Mill Lane?", "Cheers for sorting the lamp last week."),
    ("Re: SU-61234 + one more thing, please close my account", "The replacement vase came yesterday, all good."),
    ("re: SU-61235 - oh and could u send me the assembly instructions again", "thx for the quick refund on the stool"),
    ("Re: Re: SU-61236 — please unsubscribe me from the newsletter", "The refund for the stool arrived yesterday."),
    ("Fwd: SU-61237 - and I'd like to change the name on the account to Jo Smith", "Forwarding for my records."),
])
def test_a_reply_subject_asking_something_new_is_a_request(subject, body):
    reading = _read(subject, body)
    first = reading.sentences[0]
    assert first.role == "request" and first.kinds == ["other"], (first.role, first.why)
    assert reading.intents == ["other"]
    assert not any(s.is_request and set(s.kinds) - {"other"} for s in reading.sentences)


@pytest.mark.parametrize("subject, body", [
    ("Re: missing parcel", "It turned up after all, ignore me."),
    ("Re: your order SU-61240 has shipped", "Great, thanks!"),
    ("Re: SU-61241 - pls cancel my candle subscription", "Thanks for cancelling the candle subscription, all sorted."),
    ("Re: SU-61242 please refund the mug", "Thanks for refunding the mug so quickly, all sorted on that front."),
])
def test_a_reply_subject_that_is_only_the_threads_topic_asks_nothing(subject, body):
    first = _read(subject, body).sentences[0]
    assert not first.is_request, (first.role, first.why)


@pytest.mark.parametrize("subject, body", [
    ("VAT invoice - SU-82021", "Company: Hale Interiors Ltd\nVAT no: GB 123 4567 89\nAddress: Unit 4, Mill Lane, Leeds LS6 2AB\n\nRegards, Martin"),
    ("Receipt for SU-61250?", "Hi, thanks.\nSam"),
    ("invoice SU-61251", "Company name: Brook & Co\nPO number: 55120"),
    ("Copy of invoice for order SU-61252", "Kind regards,\nDana Pike\nTel: 0113 496 0000"),
    ("SU-61253 itemised receipt", "Business name: Pike Studio | VAT reg: GB987654321"),
])
def test_papers_named_in_a_subject_over_a_body_asking_nothing_are_the_ask(subject, body):
    reading = _read(subject, body)
    assert reading.sentences[0].is_request and reading.sentences[0].kinds == ["other"], reading.sentences[0].why
    assert [s.text for s in reading.requests] == [reading.sentences[0].text]


@pytest.mark.parametrize("subject, body, asked", [
    ("VAT invoice please", "Order SU-61260.\n\nThanks,\nMartin\nVAT no: GB123456789", "VAT invoice please"),
    ("Need a VAT invoice for SU-61261", "Cheers\nJo Bloggs | Bloggs Ltd | VAT no: GB123456789 | Tel 0113 496 0000", "Need a VAT invoice"),
    ("Hello", "The lamp on SU-61262 arrived cracked, refund please.\nVAT number: GB123456789\nMobile: 07700 900123", "lamp"),
])
def test_details_given_as_label_and_value_are_context(subject, body, asked):
    reading = _read(subject, body)
    details = [s for s in reading.sentences if ":" in s.text and any(w in s.text for w in ("VAT", "Mobile", "Tel"))]
    assert details and all(not s.is_request for s in details), [(s.role, s.why) for s in details]
    assert any(asked in s.text for s in reading.requests)


def test_papers_named_in_a_subject_over_a_claim_are_no_second_ask():
    reading = _read("invoice - SU-61270", "The lamp arrived cracked, refund please.")
    assert not reading.sentences[0].is_request or reading.sentences[0].role == "attached"
    assert "damaged_item" in reading.intents


def test_a_label_with_an_ask_in_it_stays_a_request():
    reading = _read("SU-61271", "Address: please change it to 4 Elm Road, Leeds.")
    assert reading.requests, [(s.role, s.why) for s in reading.sentences]


@pytest.mark.parametrize("subject", [
    "Re: Can you cancel my order SU-61280?",
    "Re: please refund the lamp on SU-61281",
])
def test_a_reply_subject_asking_before_any_order_number_and_not_joined_on_is_the_threads_topic(subject):
    first = _read(subject, "Thanks for your help.").sentences[0]
    assert not first.is_request, (first.role, first.why)


def test_a_labelled_line_that_tells_something_is_no_bare_detail():
    reading = _read("SU-61282", "Address: 4 Elm Rd - you sent it to the old one and it never came.")
    assert reading.requests, [(s.role, s.why) for s in reading.sentences]
