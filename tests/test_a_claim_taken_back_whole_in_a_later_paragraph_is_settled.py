"""A whole claim taken back in a later paragraph is settled: "Hi, the mug arrived chipped, please refund it.\n\nActually,
forget about the mug, it's only a tiny chip and I'll live with it." refunded the mug (runs/intents/claims_taken_back_later.py).
By name or all at once ("Forget all that", "ignore my message above", "scrap the refund request"). Near-misses: a later
paragraph waiving other goods, one that asks ("forget about the mug, just refund the bowl"), a chargeback threatened ("forget
it, I'll get a refund through my bank": a person's). Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.claims_taken_back_later import CHARGEBACK_WHY
from tests import fresh_cases as fc


def _read(body: str):
    return read_ticket(f"my order\n{body}", order_ref="SU-70001")


def _dump(reading) -> list:
    return [(s.text, s.role, s.kinds, s.why, s.forbids) for s in reading.sentences]


TAKEN_BACK = [
    "Hi, the mug arrived chipped, please refund it.\n\nActually, forget about the mug, it's only a tiny chip and I'll live with it.\n\nThanks, Jo",
    "the lamp came with a dented base, can i get my money back?\n\nForget all that, my husband knocked the dent out with a mallet",
    "Hello,\n\nThe teapot arrived cracked, I'd like a refund please.\n\nScrap the refund request - turns out my son dropped it. Sorry!\n\nKind regards,\nAnn",
    "The rug I got is the wrong colour, it should be sage not mustard. Please sort out a refund.\n\nPlease ignore my message above, it was meant for another shop.",
    "Vase came smashed :( refund pls\n\nOn second thoughts never mind the vase, we glued it and it looks kind of nice",
    "My kettle was dented on arrival and I want my money back for it.\n\nDisregard all of the above, I've decided to keep it as it is.",
    "The picture frame glass is cracked, please could you refund me.\n\nSorry, please ignore what I wrote above - wrong frame, yours is perfect.",
]


@pytest.mark.parametrize("body", TAKEN_BACK)
def test_a_later_paragraph_taking_back_the_whole_claim_settles_it(body):
    reading = _read(body)
    assert not [s for s in reading.sentences if s.role == "request"] and not reading.intents, _dump(reading)


@pytest.mark.parametrize("body", [
    "The mug arrived chipped, please refund it.\n\nForget about the bowl, that one is fine.",  # other goods waived
    "The mug arrived chipped, please refund it.\n\nforget about the mug, just refund the bowl",  # it asks
    "The mug and the bowl arrived chipped.\n\nForget about the mug, it's barely a mark.",  # some of the goods (struck_across_paragraphs.py)
    "The mug arrived chipped, please refund it.\n\nI won't forget this in a hurry, it was a present!",  # no taking back
    "Please change my delivery address to 4 Elm Row.\n\nThe mug arrived chipped, refund please.",  # nothing taken back
])
def test_a_later_paragraph_that_takes_back_nothing_whole_leaves_the_claim(body):
    reading = _read(body)
    assert "damaged_item" in reading.intents, _dump(reading)


@pytest.mark.parametrize("body", [
    "The mug arrived chipped, please refund it.\n\nforget it, I'll get a refund through my bank",
    "The mug arrived chipped, please refund it.\n\nNever mind, I'll ask my bank to reverse the charge.",
    "the mug arrived chipped. refund it please. actually forget it, I'll just do a chargeback",
    "The mug arrived chipped, please refund it.\n\nForget all that, I'm disputing the payment with my credit card company.",
])
def test_taking_the_claim_to_the_bank_instead_is_for_a_person(body):
    reading = _read(body)
    asked = [s for s in reading.sentences if s.role == "request" and s.kinds == ["other"] and s.why == CHARGEBACK_WHY]
    assert asked and "refund" in asked[0].forbids, _dump(reading)


@pytest.mark.parametrize("body", [
    "The mug arrived chipped, please refund it.\n\nActually on second thoughts, I'll check with my bank first and get back to you.",
    "The mug arrived chipped, please refund it. Never mind, my bank says the payment is still pending anyway.",
])
def test_the_bank_named_without_turning_to_it_is_no_chargeback(body):
    reading = _read(body)
    assert not [s for s in reading.sentences if s.why == CHARGEBACK_WHY], _dump(reading)


MUG = [fc.line("MUG-36", "Stoneware mug", 1400)]
MUG_BOWL = [fc.line("MUG-36", "Stoneware mug", 1400), fc.line("BWL-36", "Stoneware bowl", 2200)]


@pytest.mark.django_db
def test_end_to_end_a_claim_taken_back_later_pays_nothing_and_asks_no_person(tmp_path):
    # (a ticket read as asking nothing at all goes to a person whole, to check that reading: runs/screening.py handover;
    # no refund, no return, and no subtask asks a person to act on the claim)
    settled = {"outcome": "escalated", "refunds": [], "returns": []}
    cases = [
        fc.case("XBACK-1", "Hi, the mug arrived chipped, please refund it.\n\nActually, forget about the mug, it's only a tiny chip "
                "and I'll live with it.\n\nThanks, Jo", MUG, intents=[], ref="SU-73601", expected=settled),
        fc.case("XBACK-2", "The mug came chipped - can I get my money back?\n\nForget all that, I glued the chip and it's fine.",
                MUG, intents=[], ref="SU-73602", expected=settled),
        fc.case("XBACK-3", "The mug arrived chipped, I'd like a refund please.\n\nScrap the refund request, my daughter dropped it.",
                MUG, intents=[], ref="SU-73603", expected=settled),
        # near-miss: other goods waived, the mug still paid
        fc.case("XBACK-4", "The mug arrived chipped, please refund it.\n\nForget about the bowl, that one is fine.", MUG_BOWL,
                intents=["damaged_item"], ref="SU-73604",
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(MUG_BOWL, "MUG-36", 1), "MUG-36", 1)]}),
    ]
    got = fc.run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert got["XBACK-4"]["passed"], got["XBACK-4"]["differences"]
    for c in cases[:3]:  # the one escalation: the whole ticket, read as asking nothing, for a person to check that reading
        assert not [d for d in got[c["id"]]["differences"] if "read as asking nothing" not in d], got[c["id"]]["differences"]


@pytest.mark.django_db
def test_end_to_end_a_chargeback_threat_after_taking_back_pays_nothing_and_goes_to_a_person(tmp_path):
    c = fc.case("XBACK-5", "The mug arrived chipped, please refund it.\n\nforget it, I'll get a refund through my bank", MUG,
                intents=["damaged_item", "other"], ref="SU-73605", expected={"outcome": "escalated", "refunds": []})
    got = fc.run(tmp_path, [c])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert not [d for d in got["XBACK-5"]["differences"] if d.startswith(("unexpected refund", "refund of"))], got["XBACK-5"]["differences"]
