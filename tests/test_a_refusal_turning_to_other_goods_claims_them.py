"""A refusal that turns, in its own sentence, to claim or ask for other goods ("Don't refund the delivery fee, ... but the
lamp is broken.", "the towels i dont want refunded ... but the mug yes refund it", "Don't worry about the lamp, ..., no need
to refund that one, but please refund the mug.") holds only the goods of its own clause: the sentence is the claim on the
other goods (or asks the remedy of the claim told before it), never a sentence asking nothing, nor an `other` ask a
person answers beside the paid line (runs/intents/waived_goods.py `refused_beside_asked`, read.py, refusals.py).
verify34 N04 ($64) and W11 ($18) were held as asking nothing; W01 and V04 paid the right line and sent the waiver to a
person as well. Near-misses keep their reading. Wording written for these tests."""
import pytest

from runs.intents.waived_goods import refused_beside_asked
from runs.ticket_lines import lines_refused
from tests import fresh_cases as fc
from tests.readings import reading, shown

# (the sentence, the claim's kinds read from it, or [] where it asks the remedy of the claim told before it)
CLAIMED = [
    ("Please don't refund the postage, the delay was fine by me, but the vase is cracked.", ["damaged_item"]),
    ("no need to refund shipping, late or not, however the kettle arrived dented", ["damaged_item"]),
    ("the rug i dont need money back for, but the mirror yes refund it, its smashed", ["damaged_item"]),
    ("The blanket I don't want refunded, whereas the teapot arrived chipped.", ["damaged_item"]),
    ("dont bother refunding the candles but the holder is snapped", ["damaged_item"]),
    ("Plate chipped (no need to refund it), bowl cracked (please refund).", ["damaged_item"]),
]
ASKED_AFTER_A_CLAIM = [
    "The teapot and the jug both came chipped. No need to refund the jug, I'll use it for flowers, but do refund the teapot.",
    "Jug and teapot arrived chipped. Forget about the jug, I'll superglue it, no need to refund that one, but please refund the teapot.",
]
NEAR_MISSES = [
    "Don't refund the vase, the lamp is fine.",  # nothing else claimed
    "I don't want a refund, but the lamp is broken.",  # money refused, no goods waived
    "Don't refund the vase, but please call me.",  # the turn asks no goods
    "Don't refund the vase, but the box was dented.",  # the box is no goods of the order
]


@pytest.mark.parametrize("text,kinds", CLAIMED)
def test_the_sentence_is_the_claim_on_the_other_goods(text, kinds):
    read = reading(text)
    body = [s for s in read.sentences if s.index]
    assert [(s.role, s.kinds) for s in body] == [("request", kinds)], shown(read)
    assert body[0].forbids, shown(read)  # the refused goods' money stays held


@pytest.mark.parametrize("text", ASKED_AFTER_A_CLAIM)
def test_a_refusal_asking_the_claims_remedy_is_no_ask_for_a_person(text):
    read = reading(text)
    waiver = read.sentences[-1]
    assert waiver.role == "attached" and "other" not in waiver.kinds and "refund" in waiver.forbids, shown(read)


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_near_misses_claim_nothing_beside_the_refusal(text):
    assert refused_beside_asked(text) is None


THREE = [{"sku": "JUG-7", "description": "Glass water jug"}, {"sku": "POT-7", "description": "Stoneware teapot"},
         {"sku": "RUG-7", "description": "Wool hearth rug"}]


@pytest.mark.parametrize("text,held", [
    ("the rug i dont need money back for, but the teapot yes refund it, its smashed", {"RUG-7"}),
    ("No need to refund the jug, I'll use it for flowers, but do refund the teapot.", {"JUG-7"}),
    ("the jug is chipped and the teapot too and the rug i dont want refunded because it was a present but the teapot yes refund it", {"RUG-7"}),
])
def test_the_refusal_holds_only_its_own_goods(text, held):
    assert lines_refused(THREE, text) == held


@pytest.mark.django_db
def test_the_other_goods_are_paid_and_the_refused_never(tmp_path):
    three = [fc.line("JUG-7", "Glass water jug", 2400), fc.line("POT-7", "Stoneware teapot", 4500), fc.line("RUG-7", "Wool hearth rug", 8900)]
    pot = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(three, "POT-7", 1), "POT-7", 1)]}
    cases = [
        fc.case("RT-1", "Dont refund the delivery charge, I know it came late and that's ok, but the teapot is cracked.", three,
                intents=["damaged_item"], expected=pot, ref="SU-73611"),
        fc.case("RT-2", "the jug is fine and the rug i dont want refunded cos it was a present but the teapot yes refund it, spout snapped off",
                three, intents=["damaged_item"], expected=pot, ref="SU-73612"),
        fc.case("RT-3", "The teapot and the jug both came chipped. Don't worry about the jug, I'll glue it, no need to refund that one, "
                "but please refund the teapot.", three, intents=["damaged_item"], expected=pot, ref="SU-73613"),
        fc.case("RT-4", "Jug chipped (don't bother refunding that), teapot lid cracked (please refund).", three,
                intents=["damaged_item"], expected=pot, ref="SU-73614"),
    ]
    fc.assert_all_pass(tmp_path, cases)
