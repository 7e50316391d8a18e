"""A subject line that lists the body's asks, one of no known kind, is their title, not a request of its own
(runs/intents/subject_titles.py): "Curtains - charged twice / new address" over a body asking the copy back and the
address changed gave a person a second subtask for the address (ver24b V24B-31); "Swap colour?" over "Could I swap it for
the cream one?" a second person for the swap (V24B-32). Near-misses keep the subject as a request: a word in it that no
body request names (the address only told as a move, a size over a swap for a colour). Wording written for these tests."""

import pytest

from runs.intents import read_ticket

TITLES = [
    ("Curtains - charged twice / new address",
     "Hi,\nI've been charged $64.00 twice for the curtains. Could you refund the duplicate? Also please update the address on my account "
     "to 2 Elm Row, Leeds."),
    ("Double payment + address change",
     "Hello, you took the payment for my lamp twice, please give one back. And could you change the address on my account to 7 Quay St?"),
    ("kettle charged 2x & new email",
     "my card shows the kettle twice, pls refund the 2nd one. also can u update my email address to jo@example.org thanks"),
    ("Swap colour?", "Hi! The blue throw is lovely but it clashes with the sofa. Could I swap it for the cream one? Happy to pay any difference."),
    ("exchange for a different colour", "The green vase doesn't suit the room after all. Can I exchange it for the white one please?"),
    ("Swap size please", "These boots are a bit tight. Would it be possible to swap them for a size 8?"),
    ("Refund for late parcel / unsubscribe",
     "My parcel came late, four days after the promised date, please refund the delivery fee. And please unsubscribe me from the newsletter."),
]


def _subject(subject, body):
    return read_ticket(f"{subject}\n{body}", order_ref="SU-1").sentences[0]


@pytest.mark.parametrize("subject,body", TITLES)
def test_a_subject_listing_the_body_asks_is_their_title(subject, body):
    read = _subject(subject, body)
    assert read.role == "attached" and read.kinds == [], read
    # the body's own ask of no known kind is still a request, so nothing is dropped
    assert any(s.is_request and "other" in s.kinds for s in read_ticket(f"{subject}\n{body}", order_ref="SU-1").sentences[1:])


NEAR_MISSES = [
    # the address only told as a move, never asked: the subject's ask is its own
    ("Curtains - charged twice / new address", "I've been charged $64.00 twice for the curtains. Could you refund the duplicate? We move next month."),
    # a size asked in the subject, a colour in the body
    ("Swap size?", "The blue throw is lovely but it clashes with the sofa. Could I swap it for the cream one?"),
    # a subscription cancelled in the subject, the body asks only to leave the mailing list
    ("Charged twice / cancel my subscription", "You took $20.00 twice for the mug, please refund one. Could you unsubscribe me from your emails?"),
]


@pytest.mark.parametrize("subject,body", NEAR_MISSES)
def test_a_subject_asking_what_no_body_request_names_stays_a_request(subject, body):
    read = _subject(subject, body)
    assert read.is_request and "other" in read.kinds, read
