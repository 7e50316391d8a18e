"""A claim told of two goods together, and the next sentence lets one of them go ("Both the serving bowl and the side
plate came chipped. The side plate is only a tiny nick, I'll keep it as is, no need to do anything about that one. The
bowl though, refund please."): the keeping settles the side plate only (runs/intents/claim_kept_in_part.py). Read as
settling the whole claim, the bowl's refund had no problem left to be for and the ticket went to a person whole
(verify33 H01, $43.20 held). Near-misses: one goods kept, both kept. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc


def _claims(text: str) -> list[list[str]]:
    return [s.kinds for s in read_ticket("my order\n" + text).sentences if s.role == "request"]


@pytest.mark.parametrize("text", [
    "Both the jug and the teapot came chipped. The teapot is only a tiny nick, I'll keep it as is, no need to do anything about that one. The jug though, refund please.",
    "Both the jug and the teapot came chipped!! Teapot is a tiny nick, I'll keep it as is, nothing needed for that one. The jug though, refund please",
    "The jug and the teapot arrived cracked. The teapot is just a hairline, happy to keep it, no need to do anything there. The jug though, money back please.",
    "The jug and the teapot both arrived cracked. The teapot is barely marked so I'll keep it. Refund the jug please.",
    "Both the jug and the teapot came dented. The teapot is fine really, I'll keep it as is. Refund for the jug please.",
    "The jug and the teapot came scratched. The teapot only has a scuff, I will keep that one as is. The jug though - refund please.",
])
def test_the_goods_not_let_go_stay_claimed(text):
    assert ["damaged_item"] in _claims(text), [(s.role, s.kinds, s.text) for s in read_ticket(text).sentences]


@pytest.mark.parametrize("text", [
    "The jug came chipped. I'll keep it, no need to do anything.",
    "The jug and the teapot arrived cracked. I'll keep them both as they are, no need to do anything.",
    "The jug and the teapot arrived cracked. Happy to keep them, no need to do anything.",
    "The jug and the teapot came chipped. It's only tiny nicks, I'll keep them all, no need to do anything.",
    # a keeping no decline reads sets no goods aside: the claim stays settled and the ask after it goes to a person
    "my jug and my teapot came chipped. the teapot i can keep, no need to do anything about it.",
])
def test_goods_all_kept_settle_the_claim(text):
    assert _claims(text) == [], _claims(text)


GOODS = [fc.line("JUG-1", "Stoneware jug", 3000), fc.line("TEA-1", "Stoneware teapot", 4000)]
JUG_PAID = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(GOODS, "JUG-1", 1), "JUG-1", 1)], "returns": [], "escalations": []}


@pytest.mark.django_db
def test_end_to_end_only_the_goods_not_let_go_are_paid(tmp_path):
    cases = [
        fc.case("LETGO-1", "Both the jug and the teapot came chipped. The teapot is only a tiny nick, I'll keep it as is, no need to do anything "
                "about that one. The jug though, refund please.", GOODS, intents=["damaged_item"], expected=JUG_PAID),
        fc.case("LETGO-2", "The jug and the teapot arrived chipped. The teapot's only a nick so I'll keep it as is. The jug though, refund it please.",
                GOODS, intents=["damaged_item"], expected=JUG_PAID),
        # the near-miss: a keeping no decline reads; nothing is paid without a person, the teapot never
        fc.case("LETGO-3", "my jug and my teapot came chipped. the teapot i can keep, no need to do anything about it. jug refund pls", GOODS,
                intents=["damaged_item"], expected={"outcome": "escalated", "refunds": [], "returns": [], "escalations": []}),
    ]
    fc.assert_money_as_expected(tmp_path, cases)
