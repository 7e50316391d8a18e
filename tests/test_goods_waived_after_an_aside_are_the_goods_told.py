"""Goods told damaged and waived in a clause that opens with an aside ("The frame arrived scratched, which honestly I can
live with", "which, to be honest, we can live with") are the goods told, never the aside: read before, "which honestly"
was taken for the goods waived and the frame was claimed (runs/intents/waived_goods.py, the lived-with clause pattern).
Near-misses still ask. Wording written for these tests."""
import pytest

from runs.intents.waived_goods import lived_with_spans
from tests import fresh_cases as fc

WAIVED = [
    ("The frame arrived scratched, which honestly I can live with", "frame"),
    ("the rug came with a stain which, to be honest, we can live with, but the lamp is smashed", "rug"),
    ("My mug has a tiny chip, which really I dont mind", "mug"),
    ("The tray was scuffed, but tbh I can live with it; the jug is smashed", "tray"),
    ("the lid is dented, which frankly is fine by me", "lid"),
    ("Cushion cover has a pull, and honestly, we don't mind it.", "cushion"),
]
STILL_ASKED = [
    "The frame arrived scratched, which honestly I can't live with",
    "The frame arrived scratched, which honestly I can live with if you take a bit off",
    "The frame arrived scratched which honestly is not ok",
    "the frame arrived scratched and honestly, I want it refunded",
]


@pytest.mark.parametrize("text,goods", WAIVED)
def test_the_goods_told_are_waived_never_the_aside(text, goods):
    named = [text[a:b].lower() for a, b in lived_with_spans(text)]
    assert any(goods in n for n in named) and not any(n.startswith(("which", "honestly", "really")) for n in named), named


@pytest.mark.parametrize("text", STILL_ASKED)
def test_goods_still_asked_are_not_waived(text):
    assert lived_with_spans(text) == []


@pytest.mark.django_db
def test_the_waived_goods_are_never_paid(tmp_path):
    two = [fc.line("FRAME-9", "Oak picture frame", 3800), fc.line("GLASS-9", "Glass cloche", 2600)]
    cases = [
        fc.case("AS-1", "The frame arrived scratched, which honestly I can live with, but the cloche is cracked right across.", two,
                intents=["damaged_item"], expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(two, "GLASS-9", 1), "GLASS-9", 1)]},
                ref="SU-73811"),
        fc.case("AS-2", "The frame arrived scratched, which honestly I can live with.", two, intents=["damaged_item"],
                expected={"outcome": "escalated", "refunds": []}, ref="SU-73812"),
    ]
    fc.assert_money_as_expected(tmp_path, cases)
