"""Goods told as "got on" an order, a sale or a deal were bought, not climbed on: "The denim jacket I got on SU-92916 has a
torn seam on the shoulder." is a defect on arrival, not damage the customer caused (adv29 A29-16 handed the whole ticket
to a person and held $129.60). An animal or a child that got on the goods is still a mishap at home. Wording written
for these tests."""

import pytest

from runs.intents import CAUSED_BY_CUSTOMER_WHY, read_ticket
from tests import fresh_cases as fc

BOUGHT = [
    "The denim coat I got on SU-70001 has a torn seam at the cuff. Please refund it.",
    "the lamp i got on sale last week has a cracked base, refund pls",
    "Hi, the kettle we got on SU-70001 arrived dented. I'd like my money back.",
    "The rug I got on Black Friday came with a big stain on it. Refund please.",
    "This mirror I got on your offer page arrived cracked in the corner - can I get a refund?",
    "Jacket I got on order SU-70001: the zip is broken and a seam is split. I want a refund.",
]


@pytest.mark.parametrize("body", BOUGHT)
def test_goods_got_on_an_order_are_claimed_damaged(body):
    reading = read_ticket(body, order_ref="SU-70001")
    assert "damaged_item" in reading.intents
    assert not any(s.why.startswith(CAUSED_BY_CUSTOMER_WHY) for s in reading.sentences)


@pytest.mark.parametrize("body", [
    "Our cat got on the shelf and the vase is in pieces. Can I get a refund?",
    "My toddler got onto the table and the lamp fell and cracked. Refund?",
    "The dog got hold of the cushion and ripped it. Could you refund it?",
])
def test_someone_at_home_who_got_on_the_goods_is_still_a_mishap(body):
    reading = read_ticket(body, order_ref="SU-70001")
    assert any(s.why.startswith(CAUSED_BY_CUSTOMER_WHY) for s in reading.sentences)


@pytest.mark.django_db
def test_the_torn_seam_is_paid_at_the_recorded_price(tmp_path):
    coat = [fc.line("CT-1", "Denim jacket", 12000)]
    bodies = ["The denim jacket I got on SU-71101 has a torn seam on the shoulder. It was $250 so I want $250 refunded.",
              "jacket i got on sale has a ripped seam under the arm, refund it please",
              "The denim jacket I got on my order arrived with the shoulder seam torn open. Please refund."]
    cases = [fc.case(f"GO-{i}", body, coat, ref=f"SU-7110{i}", intents=["damaged_item"],
                     expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(coat, "CT-1", 1), "CT-1", 1)]})
             for i, body in enumerate(bodies, start=1)]
    fc.assert_money_as_expected(tmp_path, cases)
