"""A claim the customer has taken to a third party that has not paid yet (a dispute or chargeback open, a claim put in
with PayPal, the courier or an insurer, the bank reversing the money now or soon) goes to a person and pays nothing
beside it: paying it pays twice when the third party settles (runs/intents/disputes_open.py; V2-04 of issue #11). A
dispute turned down, threatened, or a bank that would reverse it only if the shop does not, leaves the claim asked.
Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.disputes_open import DISPUTE_OPEN_WHY
from tests import fresh_cases as fc


def _read(body: str):
    return read_ticket(f"My order\n{body}", order_ref="SU-74610")


OPEN = [
    "I was charged twice for the blanket. I've raised a dispute with PayPal for the extra payment.",
    "The delivery fee was taken twice. my bank is reversing the second one, they said 3-5 days.",
    "charged 2x for the cushion - opened a chargeback with amex this morning fyi",
    "The second charge of $22 is wrong. Revolut said they will refund the duplicate within a few days.",
    "The rug never arrived so I have opened a claim with PayPal for the full amount.",
    "I was double billed for the candles. I disputed the second charge with my bank yesterday, so please match it up on your end.",
    "The glass was broken. I've put in a claim with the courier and am waiting to hear back.",
    "i was charge two times, i make a dispute in paypal already for the second.",
]


@pytest.mark.parametrize("body", OPEN)
def test_a_dispute_open_is_a_persons_and_holds_the_claims_refund(body):
    reading = _read(body)
    told = [s for s in reading.sentences if s.why == DISPUTE_OPEN_WHY]
    assert told and all(s.role == "request" and s.kinds == ["other"] and "refund" in s.forbids for s in told), \
        [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    assert reading.intents == ["other"], [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


def test_a_claim_that_asks_beside_the_dispute_stays_asked_and_its_refund_is_held():
    reading = _read("The mug came chipped, please refund it. I've also opened a claim with PayPal for it.")
    assert reading.intents == ["damaged_item", "other"]
    dispute = next(s for s in reading.sentences if s.why == DISPUTE_OPEN_WHY)
    assert dispute.forbids == ["refund"] and dispute.forbid_kinds == ["damaged_item"]


NOT_OPEN = [
    ("I was charged twice. I've asked my bank but they haven't done anything yet, please refund.", "duplicate_charge"),
    ("I was charged twice and my bank says it will reverse it if you don't.", "duplicate_charge"),
    ("Charged twice for the lamp. I'll open a dispute with PayPal if it isn't refunded by Friday.", "duplicate_charge"),
    ("I was charged twice for the lamp. The bank told me to ask you for the refund.", "duplicate_charge"),
    ("The vase arrived smashed and the courier said to claim from you. Please refund it.", "damaged_item"),
    ("The parcel is lost. The courier is investigating but please refund me meanwhile.", "non_delivery"),
    ("Charged twice for the lamp. I don't want to open a dispute with my bank, so please just refund the second charge.", "duplicate_charge"),
    ("I was charged twice. How do I make a claim with PayPal, or can you just refund it?", "duplicate_charge"),
]


@pytest.mark.parametrize("body,kind", NOT_OPEN)
def test_a_dispute_threatened_turned_down_or_only_asked_of_the_bank_leaves_the_claim_asked(body, kind):
    reading = _read(body)
    assert kind in reading.intents and not any(s.why == DISPUTE_OPEN_WHY for s in reading.sentences), \
        [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


ORGANISER = [fc.line("DO-1", "Desk organiser", 2200)]


@pytest.mark.django_db
def test_end_to_end_a_dispute_open_pays_nothing_and_goes_to_a_person(tmp_path):
    held = {"outcome": "escalated", "refunds": []}
    cases = [
        fc.charged(fc.case("DOP-1", "Charged twice for the organiser. Already opened a PayPal dispute for the second payment, just so you know.",
                           ORGANISER, intents=[], expected=held, ref="SU-74611"), twice=True),
        fc.charged(fc.case("DOP-2", "the organiser went out twice on my card!! my bank is reversing the duplicate now, they said 5 days",
                           ORGANISER, intents=[], expected=held, ref="SU-74612"), twice=True),
        fc.case("DOP-3", "The organiser arrived cracked, please refund it. I have also put a claim in with the courier.", ORGANISER,
                intents=["damaged_item"], expected=held, ref="SU-74613"),
        fc.charged(fc.case("DOP-4", "I was charged twice for the organiser. I'll open a dispute with PayPal if it isn't refunded this week.",
                           ORGANISER, intents=["duplicate_charge"], ref="SU-74614",
                           expected={"outcome": "resolved", "refunds": [{"amount_cents": 2200, "source": "platform", "lines": []}]}), twice=True),
    ]
    fc.assert_settled_as_expected(tmp_path, cases)
