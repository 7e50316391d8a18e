"""Goods waived by name in a sentence of their own, turning to the other goods ("The lamp arrived broken and the towels are
stained. We really don't care about the towels, what bothers us is the lamp."), waive those goods alone: the claim told
before stands for the other goods and is paid, never waved off whole and sent to a person (runs/intents/settled.py
`_waives_some_of`, hold_struck_goods; the wording read by runs/intents/waived_goods.py). A wave that names no goods, or a
claim with no other goods, is still waved whole. Wording written for these tests."""
import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

WAIVED_APART = [
    "The lamp arrived broken and the towels are stained. We really don't care about the towels, what bothers us is the lamp.",
    "Mirror cracked, rug has a stain. Honestly I'm not fussed about the rug - it's the mirror that matters.",
    "the kettle is dented and the mug is chipped. i dont mind about the mug, its the kettle that is the problem",
    "The vase arrived smashed and the tray came scratched. I don't really care about the tray - my real problem is the vase.",
    "The jug came cracked and the plates are scratched. We're not bothered about the plates, the real issue is the jug.",
    "lamp shade ripped and towels faded. We honestly don't mind about the towels: what annoys us is the lamp",
]
WAVED_WHOLE = [
    "The lamp arrived broken and the towels are stained. Doesn't matter though.",
    "The towels are stained. We really don't care about the towels, it's fine.",
]


@pytest.mark.parametrize("text", WAIVED_APART)
def test_the_claim_stands_and_the_waiver_holds_the_named_goods(text):
    read = reading(text)
    claim, waiver = [s for s in read.sentences if s.index]
    assert claim.role == "request" and "damaged_item" in claim.kinds, shown(read)
    assert waiver.role in ("context", "attached") and "refund" in waiver.forbids, shown(read)


@pytest.mark.parametrize("text", WAVED_WHOLE)
def test_a_wave_of_no_goods_or_of_the_only_goods_still_waves_the_claim(text):
    read = reading(text)
    assert not [s for s in read.sentences if s.role == "request" and "damaged_item" in s.kinds], shown(read)


@pytest.mark.django_db
def test_only_the_goods_still_minded_are_paid(tmp_path):
    two = [fc.line("LAMP-8", "Brass floor lamp", 7200), fc.line("TOWEL-8", "Cotton towel bale", 2900)]
    lamp = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(two, "LAMP-8", 1), "LAMP-8", 1)]}
    cases = [
        fc.case("WA-1", "The lamp arrived broken and the towels are stained. We really don't care about the towels, what bothers us is the lamp.",
                two, intents=["damaged_item"], expected=lamp, ref="SU-73711"),
        fc.case("WA-2", "lamp base cracked n towels have a bleach mark. honestly im not fussed about the towels - its the lamp that matters",
                two, intents=["damaged_item"], expected=lamp, ref="SU-73712"),
    ]
    fc.assert_all_pass(tmp_path, cases)
