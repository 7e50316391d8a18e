"""A shorthand carrying the claim just told to other goods, with an aside on noticing it ("oh and the side plate too now
that I look, same deal"), claims the same of them (runs/intents/claim_carried_too.py): the aside made it read as goods
added with no problem, and the plate's $21.60 went to a person (verify33 R03). Carried to another order ("SU-2: same."),
the follow-up run on that order reads the claim carried, told of its order (runs/follow_ups.py): read alone, "same."
asked nothing and the second order's run went to a person with no request read (verify33 e2e13 S01, $43.20 held).
Near-misses carry nothing: praise, thanks, "same here", the goods kept. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc


def _asks(text: str) -> list[tuple[str, list[str]]]:
    return [(s.text, s.kinds) for s in read_ticket("my order\n" + text).sentences if s.role == "request"]


@pytest.mark.parametrize("text, carried", [
    ("The jug arrived chipped, refund please. Oh and the teapot too now that I look, same deal.", "Oh and the teapot too now that I look, same deal."),
    ("jug came smashed - money back pls. and the teapot as well, now i've looked properly", "and the teapot as well, now i've looked properly"),
    ("My jug is cracked, I'd like a refund. The teapot too, come to think of it.", "The teapot too, come to think of it."),
    ("The jug arrived broken. Please refund. Plus the teapot also, I just noticed, same problem.", "Plus the teapot also, I just noticed, same problem."),
    ("Jug was dented on arrival, refund it please. oh, the teapot too now I look.", "oh, the teapot too now I look."),
    ("jug: cracked, refund pls. teapot too now that i checked, same thing", "teapot too now that i checked, same thing"),
])
def test_a_shorthand_with_an_aside_on_noticing_claims_the_same_of_its_goods(text, carried):
    assert (carried, ["damaged_item"]) in _asks(text), _asks(text)


@pytest.mark.parametrize("text", [
    "The jug arrived chipped, refund please. I love the teapot too now that I look.",
    "The jug arrived chipped, refund please. Thanks too, now that I look.",
    "The jug came chipped. The teapot too now that I look, but it's fine.",
    "Lovely shop. The teapot too now that I look.",
    "The jug arrived chipped, refund please. Same here now that I look.",
    "The jug arrived chipped, refund please. Me too now that I look.",
])
def test_near_misses_with_the_aside_carry_no_claim(text):
    assert not [t for t, k in _asks(text) if "now" in t.lower() and k != ["other"]], _asks(text)


@pytest.mark.parametrize("text", [
    "SU-70001: jug cracked, refund please. SU-70002: same.",
    "SU-70001 - the jug came smashed, money back pls.\nSU-70002 - ditto",
    "Order SU-70001: my jug arrived broken, please refund it. SU-70002: same problem.",
    "SU-70001: jug chipped - refund please. SU-70002 same again",
    "On SU-70001 the jug came cracked, I'd like a refund. SU-70002: likewise.",
    "SU-70001: the jug is dented, refund it please.\n\nSU-70002: same thing.",
])
def test_a_claim_carried_to_another_order_is_that_orders_claim(text):
    from runs.follow_ups import scoped_text
    reading = read_ticket("SU-70001 and SU-70002\n" + text, order_ref="SU-70001")
    carried = [s for s in reading.sentences if s.role == "request" and s.order == "SU-70002"]
    assert [s.kinds for s in carried] == [["damaged_item"]], [(s.text, s.kinds, s.order) for s in reading.sentences]
    handed = scoped_text(reading, "SU-70002")
    assert "jug" in handed and "SU-70001" not in handed, handed
    assert [s.kinds for s in read_ticket(handed, order_ref="SU-70002").sentences if s.role == "request"] == [["damaged_item"]], handed


GOODS = [fc.line("JUG-1", "Stoneware jug", 3000), fc.line("TEA-1", "Stoneware teapot", 4000)]


def _paid(*skus):
    return {"outcome": "resolved", "refunds": [fc.refund(fc.cents(GOODS, s, 1), s, 1) for s in skus], "returns": [], "escalations": []}


def _two_orders(cid: str, body: str) -> dict:
    c = fc.case(cid, body, GOODS, subject="SU-70001 and SU-70002", intents=["damaged_item", "damaged_item"], expected=_paid("JUG-1", "JUG-1"))
    return fc.with_second_order(c, "SU-70002", GOODS)


@pytest.mark.django_db
def test_end_to_end_the_carried_claim_is_paid_on_its_goods_and_its_order(tmp_path):
    cases = [
        fc.case("ASIDE-1", "the jug came broken. oh and the teapot too now that I look, same deal. money back for both pls", GOODS,
                intents=["damaged_item", "damaged_item"], expected=_paid("JUG-1", "TEA-1")),
        fc.case("ASIDE-2", "My jug is cracked, I'd like a refund. The teapot too, come to think of it.", GOODS,
                intents=["damaged_item", "damaged_item"], expected=_paid("JUG-1", "TEA-1")),
        _two_orders("ORDER-1", "SU-70001: jug cracked, refund please. SU-70002: same."),
        _two_orders("ORDER-2", "SU-70001 - the jug came smashed, money back pls.\nSU-70002 - ditto"),
        # near-misses: only the jug is paid
        fc.case("ASIDE-3", "The jug arrived chipped, refund please. I love the teapot too now that I look.", GOODS,
                intents=["damaged_item"], expected=_paid("JUG-1")),
        fc.case("ASIDE-4", "The jug arrived chipped, refund please. Thanks too, now that I look.", GOODS,
                intents=["damaged_item"], expected=_paid("JUG-1")),
    ]
    fc.assert_all_pass(tmp_path, cases)
