"""A subject filing the body's asks under a label ("Invoice query and damaged stock" over a body asking the chipped mugs
refunded and a corrected invoice) is their title, not a request of its own for a person (blind round ver26c, VER26C-06;
runs/intents/title_words.py): "query", "stock" name nothing the body must ask by name, and "damaged" is the kind of
claim a body request is. A subject part naming a thing no body request asks still goes to a person. Wording written
for these tests."""

import pytest

from runs.intents import read_ticket

BODY = ("We received the consignment of enamel mugs on 11 June. Three of the twelve mugs were chipped on the rim; please "
        "credit them. Please also issue a corrected invoice addressed to Lantern Cafe Ltd, 4 Quay Street.")


def _reading(subject: str, body: str = BODY):
    reading = read_ticket(f"{subject}\n{body}", order_ref="SU-26006")
    return reading, [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


@pytest.mark.parametrize("subject", [
    "Invoice query and damaged stock",
    "Damaged goods + invoice question",
    "invoice issue / damaged items",
    "Query re damaged mugs and invoice",
    "Damaged stock, invoice",
    "Complaint: damaged products and wrong invoice",
])
def test_a_labelled_subject_is_the_title_of_the_body_asks(subject):
    reading, shown = _reading(subject)
    assert not reading.sentences[0].is_request, shown
    others = [s for s in reading.requests if "other" in s.kinds]
    assert len(others) == 1 and "invoice" in others[0].text, shown


@pytest.mark.parametrize("subject", [
    "Invoice query, damaged stock and my address",
    "Damaged stock and please cancel my subscription",
    "Damaged mugs - can you change my address",
])
def test_a_subject_part_no_body_request_asks_still_goes_to_a_person(subject):
    reading, shown = _reading(subject)
    assert reading.sentences[0].is_request and "other" in reading.sentences[0].kinds, shown


def test_a_subject_of_labels_only_is_read_as_before():
    reading, shown = _reading("Order query", "Can you change my address to 4 Elm Road please?")
    assert "other" in reading.intents, shown
