"""Goods struck by name in the very sentence that claims them beside other goods: "The vase, the bowl and the plate all
arrived cracked - actually scratch the vase, it's fine." was read as the whole claim taken back, and the money for all
three was held (issue 11 mend). Only the vase is struck: the bowl and the plate are claimed and paid as policy allows
(runs/intents/settled.strikes_some_of_its_claim). Every striking verb reads the same: scratch, cross off, leave out, strike, forget,
ignore, disregard. Near-misses: the strike names every goods the claim tells (taken back whole, nothing paid), a strike
naming no goods ("scratch that"), "scratch" told of the goods' damage. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.settled import strikes_some_of_its_claim
from tests import fresh_cases as fc

VASE = fc.line("VAS-37", "Glass bud vase", 2200)
BOWL = fc.line("BWL-37", "Ceramic serving bowl", 3400)
PLATE = fc.line("PLT-37", "Ceramic dinner plate", 1800)
LINES = [VASE, BOWL, PLATE]

STRUCK_VASE = [
    "The vase, the bowl and the plate all arrived cracked - actually scratch the vase, it's fine.",
    "the vase, the bowl and the plate all came cracked, actually forget the vase its fine",
    "Vase, bowl and plate arrived chipped; on second thoughts cross off the vase, I can live with it.",
    "The vase, the bowl and the plate were smashed in transit - please refund, but leave out the vase, it's fine.",
    "Unfortunately the vase, the bowl and the plate all arrived damaged, oh strike the vase actually, it was like that in the photo.",
    "VASE, BOWL AND PLATE ALL CRACKED - IGNORE THE VASE THOUGH, IT'S FINE",
    "the vase and the bowl and the plate have cracks in them, hmm disregard the vase, its just a mark",
]
NOT_SOME = [
    "The vase arrived cracked - actually scratch the vase, it's fine.",  # the only goods claimed are struck
    "The vase, the bowl and the plate all arrived cracked - scratch that, only the bowl is cracked",  # a strike naming no goods
    "The box must have scratched the vase, and the bowl and the plate arrived cracked too.",  # "scratch" told of damage
    "The vase, the bowl and the plate all arrived cracked.",  # nothing struck
]


def _read(body: str):
    return read_ticket(f"my order\n{body}", order_ref="SU-70001")


@pytest.mark.parametrize("body", STRUCK_VASE)
def test_the_claim_on_the_goods_not_struck_stands(body):
    reading = _read(body)
    said = [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    assert [s for s in reading.sentences if s.role == "request" and "damaged_item" in s.kinds], said


@pytest.mark.parametrize("body", NOT_SOME)
def test_a_sentence_striking_all_or_none_of_its_goods_is_not_read_so(body):
    assert not strikes_some_of_its_claim(body)


def _damage(cid: str, body: str, paid: list[dict]) -> dict:
    refunds = [fc.refund(fc.cents(LINES, x["sku"], 1), x["sku"], 1) for x in paid]
    return fc.case(cid, body, LINES, intents=[{"kind": "damaged_item", "quote": body[:20]}], fee_cents=0, ref=f"SU-7{len(cid)}{cid[-1]}01",
                   expected={"outcome": "resolved", "refunds": refunds, "returns": [], "escalations": []})


@pytest.mark.django_db
def test_end_to_end_only_the_struck_goods_are_held(tmp_path):
    cases = [_damage(f"STRK-{i}", body, [BOWL, PLATE]) for i, body in enumerate(STRUCK_VASE[:4])]
    # near-miss: all three claimed, all three paid
    cases.append(_damage("STRK-9", "The vase, the bowl and the plate all arrived cracked, please refund them.", [VASE, BOWL, PLATE]))
    fc.assert_money_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_end_to_end_the_only_goods_struck_are_not_paid(tmp_path):
    body = NOT_SOME[0]
    cases = [fc.case("STRK-A", body, LINES, intents=[], fee_cents=0, expected={"outcome": "escalated", "refunds": [], "returns": []})]
    fc.assert_money_as_expected(tmp_path, cases)
