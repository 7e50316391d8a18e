"""A waiver by a pronoun that names goods of its own: "the teapot came with the spout snapped off so please refund that.
The mug has a tiny nick on the handle but forget about the mug, I'm not fussed, no need to refund it." (V41-02). Its "it"
is the mug: the teapot's claim before it stands and is paid, the mug is held. Before, the teapot was read as taken back
and the ticket went to a person. Near-misses: a waiver naming the claim's own goods, or none, takes the claim back.
Wording written for these tests."""
import pytest

from runs.intents.waiver_of_own_goods import waives_goods_of_its_own
from tests import fresh_cases as fc

LINES = [fc.line("TPT-WOG", "Stoneware teapot", 3800), fc.line("MUG-WOG", "Stoneware mug", 1400)]
CLAIM = "hello, the stoneware teapot from {ref} came with the spout snapped off so please refund that. "
WAIVERS = [
    "The mug has a tiny nick on the handle but forget about the mug, I'm not fussed, no need to refund it.",
    "The mug has a small chip too, but honestly don't refund it.",
    "my mug got a little scuff as well, no need to refund that.",
    "There's also a hairline mark on the mug, please don't refund it, it's fine.",
    "The mug is a bit scratched but no need to refund it, I'll keep using it.",
    "Also the mug has a nick - dont refund that one.",
]
NEAR_MISSES = [
    "Actually never mind, no need to refund it.",
    "On second thought the teapot is fine, don't refund it.",
    "Honestly it's only a tiny chip, no need to refund it",
]


@pytest.mark.parametrize("text", WAIVERS)
def test_the_pronoun_is_the_goods_the_waiver_names(text):
    assert waives_goods_of_its_own(text, CLAIM)


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_a_waiver_of_the_claims_goods_or_of_none_is_no_such_waiver(text):
    assert not waives_goods_of_its_own(text, CLAIM)


@pytest.mark.django_db
def test_the_teapot_is_paid_and_the_mug_held(tmp_path):
    teapot = fc.cents(LINES, "TPT-WOG", 1)
    cases = [fc.case(f"WOG-{n}", (CLAIM + body).format(ref=f"SU-7540{n}"), LINES, intents=["damaged_item"], ref=f"SU-7540{n}",
                     expected={"outcome": "resolved", "refunds": [fc.refund(teapot, "TPT-WOG", 1)]}) for n, body in enumerate(WAIVERS)]
    fc.assert_money_as_expected(tmp_path, cases)
