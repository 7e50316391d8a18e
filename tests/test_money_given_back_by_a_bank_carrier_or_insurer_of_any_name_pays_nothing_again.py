"""Money the customer says a third party already gave back, whoever it is (a bank or payment app by any name, "my card
company", a carrier's claims desk, an insurer), settles the problem: nothing is asked and nothing paid again
(runs/intents/third_party_money_back.py, runs/intents/repaid_elsewhere_next.py; V1-15, V3-01 of issue #11). The money
denied, sent back here or given for something else stays asked. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc


def _read(body: str):
    return read_ticket(f"My order\n{body}", order_ref="SU-74510")


REPAID_BY_THE_BANK = [
    "I was charged twice for the throw. Revolut already reversed the second payment, so all good.",
    "double charge on my card for the rug but Chase has refunded it back to me already, no action needed",
    "The lamp was taken twice from my account. Barclays have since credited the duplicate back to me.",
    "Duplicate payment of $34 last week - my card company clawed it back for me on Friday.",
    "i got charged double but monzo sorted it, they reversed the second one yesterday",
    "The $19.99 went out twice. Got my money back from Starling already, just so you know.",
    "Charged two time for the kettle. my bank give back the money already, everything ok now",
    "My payment went through twice, but Nationwide have already put the extra £30 back in my account. Just keeping you in the loop!",
]
REPAID_BY_A_CARRIER_OR_INSURER = [
    "The mirror came cracked. The courier's claims team have already paid me out for it.",
    "Parcel arrived with the bowl smashed, but Evri compensated me in full through their claim form.",
    "the lamp base was broken in transit. my home insurance covered it, so dont worry about it.",
    "The frame arrived with the glass shattered. I put a claim in with ParcelNet and they paid me the full £42 last week.",
    "Vase smashed on arrival. I was reimbursed by my insurer already, just letting you know.",
    "The teapot lid cracked in the post - already got compensation from Royal Mail for it.",
    "Jug came in pieces. SwiftShip have paid my claim (ref SS-2231) so I'm only writing for your records.",
]


@pytest.mark.parametrize("body", REPAID_BY_THE_BANK + REPAID_BY_A_CARRIER_OR_INSURER)
def test_money_given_back_by_a_third_party_asks_nothing(body):
    reading = _read(body)
    assert not reading.requests, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    assert any(s.settles for s in reading.sentences), [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


STILL_ASKED = [
    ("I was charged twice. My bank said they CAN'T reverse it, so please refund the second charge.", "duplicate_charge"),
    ("I was charged twice for the lamp. The bank told me to ask you for the refund.", "duplicate_charge"),
    ("I was refunded for the mug but not the late delivery fee.", "late_delivery"),
    ("I was charged twice. I've asked my bank but they haven't done anything yet, please refund.", "duplicate_charge"),
    ("The vase arrived smashed and the courier said to claim from you. Please refund it.", "damaged_item"),
    ("I was charged twice and my bank says it will reverse it if you don't.", "duplicate_charge"),
    ("I paid via PayPal and was charged twice, please refund one.", "duplicate_charge"),
    ("The mug was chipped. The courier took it back. Please refund me.", "damaged_item"),
    ("Delivery refunded please, it came 4 days late.", "late_delivery"),
    ("The parcel came late. Evri returned the first parcel to you, I want the delivery fee back.", "late_delivery"),
    ("The bowl came smashed. My insurance doesn't cover it, so please refund the bowl.", "damaged_item"),
    ("Charged twice for the rug. Monzo only refunded half of it, please refund the rest.", "duplicate_charge"),
]


@pytest.mark.parametrize("body,kind", STILL_ASKED)
def test_money_denied_sent_back_here_or_in_part_stays_asked(body, kind):
    assert kind in _read(body).intents


CUSHIONS = [fc.line("CU-2", "Linen cushion", 2900, 2)]
VASE = [fc.line("VS-2", "Tall ceramic vase", 4200)]


@pytest.mark.django_db
def test_end_to_end_money_the_bank_or_the_carrier_gave_back_is_not_paid_again_and_the_near_misses_are(tmp_path):
    nothing = {"outcome": "escalated", "refunds": []}
    settled = [
        fc.charged(fc.case("TPB-1", "I was charged twice for my cushions. Revolut already reversed the second payment, so all good.", CUSHIONS,
                           intents=[], expected=nothing, ref="SU-74511"), twice=True),
        fc.charged(fc.case("TPB-2", "cushions went out 2x on my card. my card company clawed the extra one back for me last friday, just fyi",
                           CUSHIONS, intents=[], expected=nothing, ref="SU-74512"), twice=True),
        fc.case("TPB-3", "The tall vase arrived smashed. SwiftShip have already paid me compensation through their claims form.", VASE,
                intents=[], expected=nothing, ref="SU-74513"),
        fc.case("TPB-4", "vase came broken, my home insurance covered it so no need to do anything", VASE, intents=[], expected=nothing,
                ref="SU-74514"),
    ]
    paid = [
        fc.charged(fc.case("TPB-5", "I was charged twice for my cushions. My bank said they can't reverse it, please refund the second one.",
                           CUSHIONS, intents=["duplicate_charge"], ref="SU-74515",
                           expected={"outcome": "resolved", "refunds": [{"amount_cents": 5800, "source": "platform", "lines": []}]}), twice=True),
        fc.case("TPB-6", "The tall vase arrived smashed and the courier said to claim from you. Please refund it.", VASE,
                intents=["damaged_item"], ref="SU-74516",
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(VASE, "VS-2", 1), "VS-2", 1)]}),
    ]
    fc.assert_money_as_expected(tmp_path, settled + paid)
