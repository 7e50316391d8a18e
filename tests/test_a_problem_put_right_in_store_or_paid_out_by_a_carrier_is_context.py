"""A problem the customer says was put right away from this ticket, by themselves at one of the shop's stores or by a
carrier or insurer paying out, is context: nothing asked, nothing paid again (runs/intents/settled_elsewhere_done.py;
verify35 V35-064 "the courier already paid me out for it" paid $45, V35-065 "I swapped the damaged sweater at your shop"
paid $79). An exchange asked, tried or turned from, a return still owed its money, and a carrier that did not pay stay
asked."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc


def _intents(body: str) -> list[str]:
    return read_ticket(f"My order\n{body}", order_ref="SU-70420").intents


SETTLED = [
    "I swapped the damaged sweater at your shop on Market St last week, all done.",
    "The teapot lid was chipped but I exchanged it in store on Saturday.",
    "We've exchanged the torn cushion at the local shop already.",
    "Glass bowl had a crack. I changed it at the Oxford Rd store, they were lovely.",
    "The vase was broken but the courier already paid me out for it.",
    "Parcel got smashed; UPS compensated me directly.",
    "The mirror cracked in transit. My insurance covered it, just letting you know.",
    "The bowl arrived broken. Evri reimbursed me last week.",
    "kettle came with a dent, the delivery company has settled it with me, just fyi",
]


@pytest.mark.parametrize("body", SETTLED)
def test_a_problem_put_right_in_store_or_by_a_carrier_asks_nothing(body):
    reading = read_ticket(f"My order\n{body}", order_ref="SU-70420")
    assert "damaged_item" not in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    told = [s for s in reading.sentences if "damaged_item" in s.kinds]
    assert told and all(s.role == "context" for s in told)


STILL_ASKED = [
    "The vase arrived cracked. I tried to exchange it at your shop but they refused, please refund.",
    "The vase arrived cracked. I exchanged it in store but the new one is cracked too, refund please.",
    "The vase arrived broken, the courier said they'd pay me out but never did. Please refund.",
    "The vase arrived broken. I returned it in store last week, where's my refund?",
    "The lamp arrived broken and the courier refused to pay. Please refund.",
    "The lamp arrived broken. I'd like to exchange it at your shop.",
    "The vase arrived broken. I paid the courier extra for careful handling, please refund.",
]


@pytest.mark.parametrize("body", STILL_ASKED)
def test_an_exchange_asked_tried_or_turned_from_stays_asked(body):
    assert {"damaged_item", "other"} & set(_intents(body))


def test_a_swap_in_store_beside_a_charge_taken_twice_leaves_the_charge_asked():
    intents = _intents("I swapped the damaged sweater at your shop last week, all done. Only issue now: you charged me twice for it.")
    assert intents == ["duplicate_charge"]


SWEATER = [fc.line("SW-1", "Wool sweater", 7900)]
VASE = [fc.line("VA-1", "Glass vase", 4500)]


@pytest.mark.django_db
def test_goods_put_right_elsewhere_are_not_paid_again_and_a_real_claim_is(tmp_path):
    swapped = fc.charged(fc.case("SED-1", "I swapped the damaged sweater at the shop in town, all sorted. But you charged me twice for it, refund the copy please.",
                                 SWEATER, intents=["duplicate_charge"], ref="SU-70421",
                                 expected={"outcome": "resolved", "refunds": [{"amount_cents": 7900, "source": "platform"}], "returns": []}), twice=True)
    paid_out = fc.case("SED-2", "The vase was smashed but the carrier already paid me out for it. Just so you know.", VASE, intents=[], ref="SU-70422",
                       expected={"outcome": "escalated", "refunds": [], "returns": []})
    still_owed = fc.case("SED-3", "The vase was smashed and the courier refused to pay anything. Please refund it.", VASE, intents=["damaged_item"],
                         ref="SU-70423", expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(VASE, "VA-1", 1), "VA-1", 1)], "returns": []})
    fc.assert_money_as_expected(tmp_path, [swapped, paid_out, still_owed])
