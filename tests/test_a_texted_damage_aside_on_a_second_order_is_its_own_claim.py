"""Damage told in a texted aside on a second order is that order's own claim: "Rug came fine thanks. oh and teapot off my
other order SU-85010 broke" was read as a statement, the teapot's damage on SU-85010 dropped, because the bare goods came
after "oh and" (runs/intents/terse_damage.py read them only at a sentence's start or after "the"/"my"). The same terse voice
in other shapes ("the lamp from SU-85010: broken", "plus SU-85010's jug cracked") is read too, each on its own order.
Near-misses: a person who broke something, hearts and news that broke, a customer who is broke. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc


def _claims(text):
    return [(s.kinds, s.order) for s in read_ticket("SU-85001\n" + text, order_ref="SU-85001").requests]


@pytest.mark.parametrize("text", [
    "Rug came fine thanks. oh and teapot off my other order SU-85010 broke",
    "rug ok. also teapot from SU-85010 broke lol",
    "Rug arrived, lovely. btw teapot outta SU-85010 broke",
    "rug grand. plus teapot on SU-85010 broke :(",
    "Rug is fine. the teapot from SU-85010: broken",
    "rug fine!! plus SU-85010's teapot cracked",
    "Rug fine. Oh and SU-85010 - the teapot, smashed.",
    "rug perfect ta. oh also teapot in order SU-85010 just broke",
])
def test_a_texted_damage_aside_claims_damage_on_the_order_it_names(text):
    assert (["damaged_item"], "SU-85010") in _claims(text), read_ticket("SU-85001\n" + text, order_ref="SU-85001").as_payload()


@pytest.mark.parametrize("text", [
    "Rug fine. oh and teapot off my other order broke",
    "rug ok. also the teapot on my second order broke",
])
def test_the_other_order_named_without_its_number_is_still_a_damage_claim(text):
    assert "damaged_item" in read_ticket("SU-85001\n" + text, order_ref="SU-85001").intents


@pytest.mark.parametrize("text", [
    "Rug came fine thanks. oh and I broke the lid of the other one myself, my fault",
    "rug fine. oh and my heart broke when I saw the price of the teapot on SU-85010",
    "Rug fine. also im broke so go easy on SU-85010's bill",
    "Rug fine. and then dawn broke and the courier came, all good",
    "Rug fine. btw you broke the news of the delay to me nicely",
])
def test_a_person_news_or_a_broke_customer_claims_no_damage(text):
    assert "damaged_item" not in read_ticket("SU-85001\n" + text, order_ref="SU-85001").intents, _claims(text)


RUG = [fc.line("RUG-1", "Jute rug", 8900)]
TEAPOT = [fc.line("TEA-9", "Porcelain teapot", 3400)]


def _two_orders(cid: str, body: str) -> dict:
    c = fc.case(cid, body, RUG, subject="my orders", ref="SU-85001", intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(TEAPOT, "TEA-9", 1), "TEA-9", 1)], "returns": [], "escalations": []})
    return fc.with_second_order(c, "SU-85010", TEAPOT, charged_for_lines=True)


@pytest.mark.django_db
def test_end_to_end_the_second_orders_teapot_is_refunded_on_its_own_order(tmp_path):
    bodies = ["Rug came fine thanks. oh and teapot off my other order SU-85010 broke",
              "rug ok. also teapot from SU-85010 broke, refund pls",
              "Rug is fine. the teapot from SU-85010: broken",
              "rug fine!! plus SU-85010's teapot cracked"]
    fc.assert_money_as_expected(tmp_path, [_two_orders(f"TXT-{i}", b) for i, b in enumerate(bodies)])
