"""A price or free delivery promised, then more charged, is a charge for a person to check: no wrong item, and the
delivery fee asked back after it is no late delivery's remedy; the goods praised beside it claim nothing.

"The checkout page said free delivery on orders over $50, but I was still charged $8.95 for shipping on this rug ($75
order). The rug came on time and it's great. Can you refund the shipping charge please?" (blind round ver37c, V37C-14)
planned a wrong-item subtask for the rug: "the page said X, but ..." read as "the box says size 9 but the shoes are size
7" (runs/intents/price_promised_then_charged.py). The probe's wording ("Your banner said shipping was free this weekend,
but I paid $6.95 ... Could someone look at refunding that delivery charge?", V37C-P4) was read as a late delivery and
declined as on time. Near-misses keep their kinds: a label set against the goods that came, damage or lateness told
beside a price. Wording written for these tests."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

PROMISED = [
    "The checkout page said free delivery on orders over $50, but I was still charged $8.95 for shipping on this rug. The rug came on time "
    "and it's great. Can you refund the shipping charge please?",
    "Your banner said shipping was free this weekend, but I paid $6.95 delivery on the doormat. The doormat itself arrived fine. Could "
    "someone look at refunding that delivery charge?",
    "the site promised free postage over 40 quid but i still got charged 4.99 postage on the lamp. lamp is lovely btw. pls refund the postage",
    "Hello, your email said 20% off everything, yet I paid the full price for the kettle. The kettle works perfectly and came quickly. "
    "Can I get the difference back?",
    "The listing said $25, but I was charged $32 for the vase. The vase is beautiful. Please refund the $7.",
    "The product page said free delivery, and I was still billed $5.99 for shipping. Love the blanket though! Please refund the delivery fee.",
]


@pytest.mark.parametrize("body", PROMISED)
def test_a_price_promised_then_charged_goes_to_a_person_with_no_claim_on_the_goods(body):
    read = reading(body)
    assert read.intents == ["other"], shown(read)


@pytest.mark.parametrize("body, kind", [
    ("The box says size 9 but the shoes inside are size 7. Please swap them.", "wrong_item"),
    ("The listing said blue, but the towel that came is grey. Can I send it back?", "wrong_item"),
    ("The lamp was on sale and I paid $40 but it arrived broken. Refund please.", "damaged_item"),
    ("The site said free delivery and I paid nothing extra, but the lamp came smashed. Please refund it.", "damaged_item"),
    ("The rug came on time and it's great. Can you refund the shipping charge please? It was three days late.", "late_delivery"),
    ("The checkout said free delivery, but I was charged $4.99 and the parcel was also 3 days late. Refund the shipping please.", "late_delivery"),
])
def test_goods_or_lateness_told_beside_a_price_keep_their_kind(body, kind):
    read = reading(body)
    assert kind in read.intents, shown(read)


RUG = [fc.line("RUG-JUT", "Jute runner rug", 7500)]


@pytest.mark.django_db
def test_end_to_end_one_person_task_and_no_money(tmp_path):
    told = fc.case("PROMO-1", PROMISED[0], RUG, intents=[{"kind": "other", "quote": "Can you refund the shipping charge please?"}],
                   fee_cents=895, expected={"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "shipping"}]})
    fc.assert_all_pass(tmp_path, [told])
