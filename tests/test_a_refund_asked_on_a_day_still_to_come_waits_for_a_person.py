"""A refund asked only if the goods have not come by a day still to come ("If it still isn't here by next Friday, then I
would like my money back - but not before then please", "Should it not arrive by the end of the week, please refund me",
"Give it till the 20th, then refund") waits for a person who reads the day against the date the mail came: paid as a
lost parcel's remedy the moment the promised date had gone by, it went against the customer's own "not before then"
(verify43 V1-03). Near-misses: a deadline on the refund itself, a day already past told as fact, a fallback of goods.
Wording written for these tests."""

import pytest

from runs.intents.money import holds_money
from tests import fresh_cases as fc

ON_A_DAY = [
    "If it still isn't here by next Friday, then I would like my money back - but not before then please.",
    "Should it not arrive by the end of the week, please refund me.",
    "if its still not here by friday i want my money back",
    "Give it till the 20th, then refund.",
    "Unless it turns up before Monday, I'd like a refund.",
    "I'll wait until the 14th and then I want my money back if nothing has come.",
    "If nothing shows up within 5 days, refund me in full please.",
    "Please refund me if it hasn't arrived by Saturday.",
]


@pytest.mark.parametrize("text", ON_A_DAY)
def test_a_refund_on_a_day_to_come_is_held(text):
    assert holds_money(text), text


@pytest.mark.parametrize("text", [
    "Please refund me by Friday.",  # a deadline on the refund itself
    "It was due by Friday and never came, refund me please.",  # a day already past, told as fact
    "I need it by Friday for a birthday - can you refund the delivery fee as it's late?",
    "Refund me please, it should have come by the 3rd.",
])
def test_a_deadline_on_the_refund_or_a_day_past_holds_nothing(text):
    assert not holds_money(text), text


@pytest.mark.django_db
def test_end_to_end_nothing_is_paid_before_the_customers_day(tmp_path):
    goods = [fc.line("KTL-1", "Stovetop kettle", 3400)]
    held = {"outcome": "escalated", "refunds": [], "returns": []}
    bodies = [
        "My kettle hasn't come yet. If it still isn't here by next Friday, then I would like my money back - but not before then please.",
        "Still waiting on the kettle. Should it not arrive by the end of the week, please refund me.",
        "kettle not here. give it till the 30th, then refund",
    ]
    cases = [fc.not_come(fc.case(f"DAY-{n}", body, goods, intents=["non_delivery"], expected=held, ref=f"SU-7340{n}"),
                         picked_up_days_ago=20, promised_days_ago=14, status="lost") for n, body in enumerate(bodies)]
    # the same parcel, its refund asked with no day set: paid, so the hold above is the day's doing
    paid = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(goods, "KTL-1", 1) + 599, "KTL-1", 1, source="carrier_claim")]}
    cases.append(fc.not_come(fc.case("DAY-PAID", "My kettle never came. Please refund me.", goods, intents=["non_delivery"], expected=paid,
                                     ref="SU-73409"), picked_up_days_ago=20, promised_days_ago=14, status="lost"))
    fc.assert_money_as_expected(tmp_path, cases)
