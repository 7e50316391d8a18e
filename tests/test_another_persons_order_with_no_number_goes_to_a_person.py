"""Another person's order told with no order number ("My sister's order never arrived.") goes to a person as `other`,
quoted, never context and never a claim paid on the customer's own order (runs/intents/others_order_unnumbered.py).
Near-misses keep their reading. Wording written for these tests."""

import pytest

from runs.intents import OTHER_PERSONS_ORDER
from runs.shop.models import Refund
from tests import fresh_cases as fc
from tests.readings import reading, shown

OTHERS = [
    "My sister's order never arrived.",
    "my brothers order still hasnt come, can u check",
    "Our neighbour's online order arrived smashed.",
    "Hi, my mum's order was meant to come Tuesday and nothing has turned up.",
    "My husband's purchase came with the wrong colour in the box.",
    "Quick one - my friend’s order never showed up and she asked me to chase.",
]


@pytest.mark.parametrize("body", OTHERS)
def test_another_persons_order_is_a_person_s(body):
    read = reading(body)
    assert read.intents == ["other"], shown(read)
    assert read.requests[0].why.startswith(OTHER_PERSONS_ORDER), shown(read)


@pytest.mark.parametrize("body,kind", [
    ("I ordered this for my sister and it never arrived.", "non_delivery"),  # the customer's own order, a gift
    ("My sister ordered it for me and it never arrived.", "non_delivery"),  # a plural-looking verb, no possessive
    ("The vase for my mum's birthday arrived smashed.", "damaged_item"),  # the customer's goods, for someone
])
def test_near_misses_stay_the_customers_own_claim(body, kind):
    read = reading(body)
    assert kind in read.intents, shown(read)


PARCEL = [fc.line("TB-1", "Tea tin set", 3200)]


@pytest.mark.django_db
def test_end_to_end_nothing_is_paid_on_the_customers_order(tmp_path):
    cases = [fc.case(f"OTHERS-{i}", body, PARCEL, intents=["other"],
                     expected={"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "answer the ticket"}]})
             for i, body in enumerate(OTHERS[:3])]
    fc.assert_all_pass(tmp_path, cases)
    assert not Refund.objects.exists()
