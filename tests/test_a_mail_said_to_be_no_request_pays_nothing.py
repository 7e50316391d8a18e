"""A mail the customer says is no request ("I know this looks like a refund request but it isn't", "This is not a complaint
and not a refund request: ...") asks nothing: the damage told before or after it is told, not claimed, and nothing is paid
(runs/intents/not_a_request_said.py, mail_said_no_request.py). verify38 Z-11, Q-04: the whole item was paid. A remedy
asked beside it still stands. Wording written here."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

NO_REQUEST = [
    "I know this looks like a refund request but it isn't. The lamp is dented near the base - just for your quality people.",
    "This is not a complaint and not a refund request: the lamp has a light scratch on the side, thought you'd like to know.",
    "my message isnt a claim!! lamp shade has a small scuff thats all, love it otherwise",
    "Hi - this might read like a complaint but it's not. There's a tiny dent in the lamp base. Passing it on for your packers.",
    "Not a refund request, this - it's just that the lamp arrived with a scratch and I thought the warehouse should hear.",
    "It isn't a complaint really. The lamp's switch is a bit loose. Cheers, Sam",
    "The lamp has a small dent on the base.\n\nThis email is not a refund request, I'm very happy with it otherwise.",
]
STILL_ASKED = [
    "This isn't a complaint, but the lamp arrived dented. Could I have a refund please?",
    "This is not a complaint as such, but the lamp came scratched and I'd like my money back.",
    "The lamp arrived dented. Please note this is a refund request, not feedback.",
    "The lamp arrived dented. This is a refund request.",
]


@pytest.mark.parametrize("body", NO_REQUEST)
def test_a_mail_said_to_be_no_request_claims_nothing(body):
    read = reading(body)
    assert not any(s.is_request and "damaged_item" in s.kinds for s in read.sentences), shown(read)


@pytest.mark.parametrize("body", STILL_ASKED)
def test_a_remedy_asked_beside_it_still_claims(body):
    read = reading(body)
    assert any(s.is_request and "damaged_item" in s.kinds for s in read.sentences), shown(read)


LINES = [fc.line("LMP-1", "Brass desk lamp", 4860), fc.line("MAT-1", "Cork placemat", 900)]


@pytest.mark.django_db(transaction=True)
def test_end_to_end_nothing_is_paid_for_a_mail_said_to_be_no_request(tmp_path):
    fc.assert_money_as_expected(tmp_path, fc.none_paid("NOREQ", "SU-7321", LINES, NO_REQUEST, []))


@pytest.mark.django_db(transaction=True)
def test_end_to_end_a_remedy_asked_beside_it_is_paid(tmp_path):
    fc.assert_money_as_expected(tmp_path, fc.damage_claims("NOREQPAID", "SU-7322", LINES, STILL_ASKED,
                                                           [fc.refund(fc.cents(LINES, "LMP-1", 1), "LMP-1", 1)]))
