"""Goods told damaged and waived in words declining anything for them ("I don't need anything for that"), other goods
claimed after: "The sugar bowl came chipped (I don't need anything for that) and the teapot is cracked - refund the teapot
please." (older43 B42). The declining is the waived goods' alone: the teapot is paid, the bowl not. Before, the whole
sentence was read as the remedy declined and the teapot owed was held for a person. Near-misses: "I don't need anything
else" after a claim waives nothing, a waiver with no other goods asked after it declines as before, and a waiver whose own
goods' money is asked after all is no waiver. Wording written for these tests."""
import pytest

from runs.intents.read import read_ticket
from runs.intents.waived_goods import waived_spans
from tests import fresh_cases as fc

LINES = [fc.line("TPT-WBC", "Glazed teapot", 4200), fc.line("JUG-WBC", "Milk jug", 1300)]
WAIVED = [
    "The jug arrived chipped (I don't need anything for that) and the teapot is cracked, please refund the teapot.",
    "the jug came with a chip, i dont need anything for it, and the teapot is cracked - refund the teapot pls",
    "The jug is chipped - we really don't need anything for that - and the teapot arrived cracked, so please refund the teapot.",
    "Jug has a tiny chip (honestly I don't want anything for it) and the teapot is in pieces: refund the teapot please.",
    "Both were damaged: the jug was chipped (I don't expect anything for that one) and the teapot was cracked, refund the teapot please.",
    "The jug has a nick, I don't need anything for that, but the teapot lid will not sit because the teapot is cracked - could you refund the teapot?",
]
NEAR_MISSES = {
    # nothing more asked after the claim: both goods' claim stands
    "The jug and the teapot both arrived cracked, please refund them, I don't need anything else.": ["damaged_item"],
}


@pytest.mark.parametrize("text", WAIVED)
def test_the_waived_goods_are_struck_and_the_claim_stands(text):
    assert any("jug" in text[a:b].lower() for a, b in waived_spans(text))
    claims = [s for s in read_ticket(text, order_ref="SU-1").sentences if s.role == "request"]
    assert claims and all("damaged_item" in s.kinds for s in claims)


def test_nothing_else_needed_waives_nothing():
    for text, kinds in NEAR_MISSES.items():
        assert not waived_spans(text)
        assert [s.kinds for s in read_ticket(text, order_ref="SU-1").sentences if s.role == "request"] == [kinds]


def test_a_waiver_with_nothing_asked_after_it_still_declines():
    read = read_ticket("The jug arrived chipped but I don't need anything for it, thanks.", order_ref="SU-1").sentences
    assert not any("damaged_item" in s.kinds and s.role == "request" for s in read)


def test_a_waiver_not_meant_yet_is_no_waiver():
    assert not waived_spans("The jug arrived chipped, I don't need anything for it yet but the teapot is cracked too.")


@pytest.mark.django_db
def test_the_teapot_is_paid_and_the_jug_not(tmp_path):
    teapot = fc.cents(LINES, "TPT-WBC", 1)
    cases = [fc.case(f"WBC-{n}", body, LINES, intents=["damaged_item"], ref=f"SU-7650{n}",
                     expected={"outcome": "resolved", "refunds": [fc.refund(teapot, "TPT-WBC", 1)]}) for n, body in enumerate(WAIVED)]
    fc.assert_money_as_expected(tmp_path, cases)
