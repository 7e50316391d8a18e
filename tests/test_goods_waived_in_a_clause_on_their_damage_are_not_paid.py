"""Damaged goods waived in a clause on their own damage ("The towels have a snag, which I can live with", "the mug is
chipped but I can live with that", "the lid was dented, which is fine by me") are struck from the ask; the other goods
told in the same sentence stay claimed and paid (runs/intents/goods_lived_with.py, branch e). verify34 V03 paid $32
for towels the customer accepted. Near-misses still ask. Wording written for these tests."""
import pytest

from runs.intents.waived_goods import lived_with_spans
from tests import fresh_cases as fc

WAIVED = [
    ("The towels have a snag, which I can live with, whereas the lamp arrived smashed to pieces.", "towels"),
    ("the mug is chipped but I can live with that, the teapot though is cracked right through", "mug"),
    ("Lamp is broken and the towels have a snag, which I can live with.", "towels"),
    ("the tray came with a scuff that I don't mind; the jug is smashed", "tray"),
    ("The lid was dented, which is fine by me. The kettle doesnt work at all.", "lid"),
    ("teh rug has a small stain which i can live with but the mirror arrived shattered", "rug"),
    ("The frame arrived scratched, which we can live with, but the glass is cracked.", "frame"),
]
STILL_ASKED = [
    "the towels have a snag and I can't live with that, refund please",
    "the towels have a snag which I can live with if you knock a bit off",
    "The lamp arrived broken, which I don't mind telling you is the third time.",
    "the lamp arrived broken which I don't mind waiting on a replacement for",
    "please treat this as urgent, the lamp is broken, refund it",
    "The lamp is broken and that is not fine by me.",
]


@pytest.mark.parametrize("text,goods", WAIVED)
def test_goods_waived_in_a_clause_are_struck(text, goods):
    spans = lived_with_spans(text)
    assert any(goods in text[a:b].lower() for a, b in spans), spans


@pytest.mark.parametrize("text", STILL_ASKED)
def test_goods_still_asked_are_not_struck(text):
    assert lived_with_spans(text) == []


@pytest.mark.django_db
def test_only_the_goods_not_waived_are_paid(tmp_path):
    two = [fc.line("LAMP-5", "Brass desk lamp", 6400), fc.line("TOWEL-5", "Bath towel set", 3200)]
    lamp_paid = [fc.refund(fc.cents(two, "LAMP-5", 1), "LAMP-5", 1)]
    cases = [
        fc.case("WC-1", "The towels have a snag, which I can live with, whereas the lamp arrived smashed to pieces.", two,
                intents=["damaged_item"], expected={"outcome": "resolved", "refunds": lamp_paid}, ref="SU-73401"),
        fc.case("WC-2", "the towels came with a pull but i can live with that, the lamp though is cracked right through. refund it pls",
                two, intents=["damaged_item"], expected={"outcome": "resolved", "refunds": lamp_paid}, ref="SU-73402"),
    ]
    fc.assert_money_as_expected(tmp_path, cases)
