"""Goods another person bought, told with their ask beside the customer's own claim ("My sister bought a lamp from you and
wants to know if she could swap it"), are that person's: an `other` request for a person that forbids nothing and names no
goods of the customer's claim, which is paid by the rules (runs/intents/others_purchase_told.py). Near-misses: goods the customer
bought for someone are the customer's own. Wording written for these tests."""

import pytest

from runs.intents.others_purchase_told import ANOTHERS_GOODS_ASKED_WHY, bought_by_another
from runs.ticket_lines import other_goods_named
from tests import fresh_cases as fc
from tests.readings import reading, shown

CLAIM = "The pan on order SU-47101 arrived bent, please refund it."
RELAYED = [
    "My sister bought a lamp from you last week and she wants to know if she could swap it for a blue one.",
    "My daughter ordered a kettle from you too and she asked me to ask when it will ship.",
    "Also my mum ordered a rug last month and would love to exchange it for the bigger size.",
    "my brother got a toaster from u and wants to know if he can swap it for the silver one",
    "Our neighbour purchased two lamps from you and asked me whether she can change them for the brass ones.",
    "My wife wants to know if the teapot she ordered can be gift wrapped.",
]
PAN = {"sku": "PAN-26", "description": "Cast-iron frying pan, 26 cm"}


@pytest.mark.parametrize("text", RELAYED)
def test_the_relayed_ask_names_no_goods_of_the_claim(text):
    assert bought_by_another(text)
    assert other_goods_named(PAN, [CLAIM], [CLAIM, text], "damaged_item") == []
    read = reading(f"{CLAIM} {text}", "Bent pan", "SU-47101")
    assert not any(s.forbids for s in read.sentences), shown(read)
    assert ["damaged_item"] in [r.kinds for r in read.requests], shown(read)


def test_the_swap_is_read_as_the_other_persons():
    read = reading(f"{CLAIM} {RELAYED[0]}", "Bent pan", "SU-47101")
    assert read.sentences[-1].why == ANOTHERS_GOODS_ASKED_WHY and read.sentences[-1].kinds == ["other"], shown(read)


@pytest.mark.parametrize("text", ["I bought my sister a lamp and it arrived broken.", "We ordered it for my dad and the lid is bent.",
                                  "The pan I ordered came bent."])
def test_the_customers_own_purchase_is_theirs(text):
    assert not bought_by_another(text)


def test_own_swap_still_holds_the_refund():
    read = reading(f"{CLAIM} Could you swap it for a new one instead?", "Bent pan", "SU-47101")
    assert any("refund" in s.forbids for s in read.sentences), shown(read)


PANS = [fc.line("PAN-26", "Cast-iron frying pan, 26 cm", 4500)]


@pytest.mark.django_db
def test_end_to_end_the_pan_is_paid_and_the_relayed_ask_goes_to_a_person(tmp_path):
    cases = [fc.case(f"RELAY-{i}", f"{CLAIM.replace('SU-47101', ref)} {text}", PANS, intents=["damaged_item", "other"], ref=ref, subject="Bent pan",
                     expected={"outcome": "partial", "refunds": [fc.refund(fc.cents(PANS, "PAN-26", 1), "PAN-26", 1)]})
             for i, (text, ref) in enumerate([(RELAYED[0], "SU-47101"), (RELAYED[2], "SU-47102")])]
    fc.assert_money_as_expected(tmp_path, cases)
