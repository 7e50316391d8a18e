""""One of these needs to go back" / "send one of them back to me" said of two payments (a forwarded bank alert showing
the same sum twice, "you charged me twice") asks for the duplicate's refund, not for goods to be returned: no change of
mind is read beside the duplicate charge. Said of goods ("one of the cushions needs to go back"), or with no duplicate
charge told, it still asks for a return."""

import pytest

from runs.intents import read_ticket

ALERT = ("\n\n-----Original Message-----\nFrom: Northway Bank Alerts <alerts@bank.example>\nSubject: Card activity alert\n\n"
         "Two transactions were made on your card ending 7731:\n  SHOP ONLINE   $54.00\n  SHOP ONLINE   $54.00\n")


def _kinds(reading):
    return [(s.role, s.kinds, s.text) for s in reading.sentences]


@pytest.mark.parametrize("subject,body", [
    ("Fwd: Card activity alert", "see below, this is from my bank. one of these needs to go back please" + ALERT),
    ("Fwd: alert", "Hi, my bank flagged this. Could you send one of them back to me?" + ALERT),
    ("charged twice", "You charged me twice for the throw, $54.00 and $54.00 on the same day. One of them needs to go back."),
    ("Double payment", "I've been billed twice for order SU-1, both £31.20. Please can the second one be sent back to my card, thanks"),
    ("payment", "two payments came out of my account for the same order. either of those can go back, i only want to pay once"),
    ("Taken twice", "Theres 2 debits of 19.99 from you on my card for one order, one of these debits has to go back"),
])
def test_one_of_two_payments_asked_back_reads_no_return(subject, body):
    reading = read_ticket(f"{subject}\n{body}", order_ref="")
    assert "duplicate_charge" in reading.intents, _kinds(reading)
    assert "change_of_mind" not in reading.intents, _kinds(reading)
    assert not [s.text for s in reading.requests if s.asks_return], _kinds(reading)


@pytest.mark.parametrize("subject,body", [
    ("Return", "I got two cushions but only need one. One of them needs to go back please."),
    ("Return", "You charged me twice for the cushions, $54 and $54. Also one of the cushions needs to go back, we only need one."),
    ("Return", "I'd like to send one of the lamps back to you please, we bought too many."),
    ("Return", "You took the money twice, $54 and $54. I'll send one of them back to you, we only wanted one."),
])
def test_goods_asked_back_still_read_a_return(subject, body):
    reading = read_ticket(f"{subject}\n{body}", order_ref="")
    assert "change_of_mind" in reading.intents, _kinds(reading)


def test_a_forwarded_alert_under_payments_should_be_returned_reads_the_duplicate():
    # (more phrasings, near misses and the money end to end: tests/test_a_forwarded_alerts_payments_asked_back_are_the_duplicate_the_record_proves.py)
    reading = read_ticket("Fwd: bank alert\nfyi this is from my bank. one of these payments should be returned pls" + ALERT, order_ref="")
    assert "duplicate_charge" in reading.intents
