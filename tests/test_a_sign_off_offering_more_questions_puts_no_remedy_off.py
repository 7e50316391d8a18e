"""A sign-off offering more questions later ("I'll let you know if I have any other questions") puts no remedy off: the
put-off reader (runs/intents/remedy_put_off.py) took its "let you know if" for a decision still to come and held the claim
before it, unpaid (found mending issue #11's holds). A coming back tied to the remedy itself still holds it."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

MUG = [fc.line("MG-1", "Stoneware mug", 1800)]

SIGN_OFFS = [
    "The mug arrived cracked. I'll let you know if I have any other questions.",
    "mug came with a crack down the side :( will be in touch if i need anything else",
    "The stoneware mug was broken in the box. Thank you, I will get back to you should I have further queries.",
    "Hello, my mug arrived chipped on the rim. I'll contact you again if anything else comes up. Best, Dana",
    "Mug broke in transit!! ill get back to u if i have more qs",
    "The mug I received is cracked. We will let you know if there is anything else.",
]


@pytest.mark.parametrize("body", SIGN_OFFS)
def test_a_sign_off_leaves_the_claim_asked(body):
    reading = read_ticket(f"Mug\n{body}", order_ref="SU-1")
    assert "damaged_item" in reading.intents and not any("refund" in s.forbids for s in reading.sentences), \
        [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "The mug arrived cracked. I'll let you know if I want a refund or a new one.",
    "The mug arrived cracked. Will get back to you once I've decided what I want.",
    "mug is cracked, ill be in touch when i know if i want my money back",
    "The mug arrived cracked. I'll let you know after I've spoken to my partner.",
])
def test_coming_back_about_the_remedy_still_holds_it(body):
    reading = read_ticket(f"Mug\n{body}", order_ref="SU-1")
    assert "damaged_item" not in reading.intents or any("refund" in s.forbids for s in reading.sentences)


@pytest.mark.django_db(transaction=True)
def test_the_claim_before_a_sign_off_is_paid(tmp_path):
    paid = [fc.refund(fc.cents(MUG, "MG-1", 1), "MG-1", 1)]
    fc.assert_money_as_expected(tmp_path, fc.damage_claims("SIGNOFF", "SU-7720", MUG, SIGN_OFFS, paid))
