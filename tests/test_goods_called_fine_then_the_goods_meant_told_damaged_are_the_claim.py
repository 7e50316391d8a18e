"""A correction calling the goods first named fine and then telling the goods meant with the problem: "Hi - the ceramic lamp
base arrived cracked, please refund it. Sorry, scratch that, I mixed them up: the BASE is fine, it's the linen shade that's
crushed. Refund the shade please, not the base." (V41-23). The shade is the claim's goods and is paid; the base is not.
Near-misses: goods only called fine correct nothing. Wording written for these tests."""
import pytest

from runs.intents.goods_corrected_next import goods_meant_at
from tests import fresh_cases as fc

LINES = [fc.line("SHD-GCF", "Linen drum shade", 3900), fc.line("BSE-GCF", "Ceramic lamp base", 6900)]
CORRECTIONS = [
    "Sorry, scratch that, I mixed them up: the BASE is fine, it's the linen shade that's crushed.",
    "oops my mistake - the base is perfectly ok, the shade is the dented one",
    "Sorry, the base is fine, the shade is crushed.",
    "my bad: the base is actually fine - it's the shade which arrived torn",
    "Correction, the base is OK; the shade has a big dent.",
    "Wait no, the base is alright, and the shade is what got crushed.",
]
NEAR_MISSES = ["Sorry, the base is fine.", "sorry, the base is fine, thanks for asking", "Sorry, the base is fine, i checked again."]


@pytest.mark.parametrize("text", CORRECTIONS)
def test_the_goods_meant_are_after_the_goods_called_fine(text):
    at = goods_meant_at(text)
    assert at and "shade" in text[at:at + 20].lower()


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_goods_only_called_fine_correct_nothing(text):
    assert not goods_meant_at(text)


@pytest.mark.django_db
def test_the_shade_meant_is_paid(tmp_path):
    shade = fc.cents(LINES, "SHD-GCF", 1)
    told = "Hi - the ceramic lamp base from {ref} arrived cracked, please refund it.\n\n"
    cases = [fc.case(f"GCF-{n}", (told + body + " Refund the shade please, not the base.").format(ref=f"SU-7560{n}"), LINES,
                     intents=["damaged_item"], ref=f"SU-7560{n}",
                     expected={"outcome": "resolved", "refunds": [fc.refund(shade, "SHD-GCF", 1)]}) for n, body in enumerate(CORRECTIONS[:3])]
    fc.assert_money_as_expected(tmp_path, cases)
