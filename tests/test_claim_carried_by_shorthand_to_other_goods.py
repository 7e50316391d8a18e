"""A shorthand that carries the claim just told to other goods or another order ("P.S. Bowl also.", "Plate: ditto.",
"PS: the plate too — same problem", "SU-2: same.") claims the same problem of them (runs/intents/claim_carried_too.py);
read alone it asked nothing and the run closed resolved without it (verify33 R02, R04, Q05, S01). Near-misses carry
nothing: praise, thanks, "same here". Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc


def _asks(text: str) -> list[tuple[str, list[str]]]:
    return [(s.text, s.kinds) for s in read_ticket("my order\n" + text).sentences if s.role == "request"]


@pytest.mark.parametrize("text, carried", [
    ("The jug arrived chipped, refund please.\n\nP.S. Teapot also.", "Teapot also."),
    ("jug: cracked. teapot: ditto. refund both pls", "teapot: ditto."),
    ("Hi. The jug came broken - money back please. Kind regards.\n\nPS the teapot too — same problem.", "PS the teapot too — same problem."),
    ("My jug arrived shattered. Please refund it. Same for the teapot.", "Same for the teapot."),
    ("jug smashed in the box, refund pls. ps. the little teapot as well", "the little teapot as well"),
    ("The jug came cracked. Refund please. Ditto for the teapot.", "Ditto for the teapot."),
    ("The jug was dented on arrival, I'd like a refund. Oh and the teapot too.", "Oh and the teapot too."),
])
def test_a_shorthand_after_a_claim_claims_the_same_of_its_goods(text, carried):
    asks = _asks(text)
    assert (carried, ["damaged_item"]) in asks, asks


@pytest.mark.parametrize("text", [
    "The jug arrived chipped, refund please. I also love the teapot.",
    "The jug arrived chipped, refund please. Same here, thanks.",
    "The jug arrived chipped, refund please. Ditto the thanks to your courier.",
    "The jug came chipped. The teapot too, but it's fine.",
    "Lovely shop. The teapot too.",
    "Thanks for the quick delivery. Same for the teapot.",
])
def test_near_misses_carry_no_claim(text):
    assert [k for _, k in _asks(text) if k == ["damaged_item"]] in ([], [["damaged_item"]]), _asks(text)
    assert not any(t.lower().startswith(("i also", "same here", "ditto the thanks", "the teapot too", "same for")) for t, _ in _asks(text))


GOODS = [fc.line("JUG-1", "Stoneware jug", 3000), fc.line("TEA-1", "Stoneware teapot", 4000), fc.line("CUP-1", "Stoneware cup", 1000)]


def _paid(*skus):
    return {"outcome": "resolved", "refunds": [fc.refund(fc.cents(GOODS, s, 1), s, 1) for s in skus], "returns": [], "escalations": []}


@pytest.mark.django_db
def test_end_to_end_the_carried_claim_is_paid_and_near_misses_are_not(tmp_path):
    cases = [
        fc.case("CAR-1", "The jug arrived smashed - refund please.\n\nP.S. Teapot also.", GOODS, intents=["damaged_item"], expected=_paid("JUG-1", "TEA-1")),
        fc.case("CAR-2", "Jug: cracked. Teapot: ditto. Refund both please.", GOODS, intents=["damaged_item"], expected=_paid("JUG-1", "TEA-1")),
        fc.case("CAR-3", "My jug arrived shattered. Please refund it. Same for the teapot.", GOODS, intents=["damaged_item"],
                expected=_paid("JUG-1", "TEA-1")),
        # near-misses: only the jug is paid
        fc.case("CAR-4", "The jug arrived smashed - refund please. I also love the teapot.", GOODS, intents=["damaged_item"], expected=_paid("JUG-1")),
        fc.case("CAR-5", "The jug arrived smashed - refund please. Ditto the thanks to your courier.", GOODS, intents=["damaged_item"],
                expected=_paid("JUG-1")),
    ]
    fc.assert_all_pass(tmp_path, cases)
