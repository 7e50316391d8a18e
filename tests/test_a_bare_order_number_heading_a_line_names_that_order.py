"""A bare order number heading a line or a sentence ("82016 - the arc lamp, no problems. 82017 - the A4 frame arrived with
the glass smashed.") names that order: the customer's own order is looked up and each request goes to its order. Near-
misses: a phone number, a price, a postcode, a year, or a number mid-sentence names no order."""

import pytest

from runs.sentences import orders_in
from tests.several_orders_cases import CASES, failures, reworded


@pytest.mark.parametrize("text,refs", [
    ("82016 - the arc lamp, no problems, love it.", ["SU-82016"]),
    ("82017: the A4 frame arrived with the glass smashed", ["SU-82017"]),
    ("1) 82018 - charged for delivery twice", ["SU-82018"]),
    ("- 82017 - frame glass smashed", ["SU-82017"]),
    ("Three orders. 82016 - fine. 82017 - smashed.", ["SU-82016", "SU-82017"]),
    ("82016. the lamp is great", ["SU-82016"]),
    ("thanks\n82018 \u2013 delivery charged 2x", ["SU-82018"]),
])
def test_a_bare_number_heading_a_line_is_an_order_number(text, refs):
    assert orders_in(text) == refs


@pytest.mark.parametrize("text", [
    "2026 - what a year, the lamp broke",
    "07700900123 - ring me after 5",
    "90210 - that's my zip code",
    "my zip is 90210 - the lamp broke",
    "$82016 - that can't be right",
    "30000 - that's what I paid for it all",
    "the lamp 82016 - broke",
    "12345.67 - the total",
    "4.99 - the delivery fee",
])
def test_a_phone_a_price_a_postcode_or_a_year_names_no_order(text):
    assert orders_in(text) == []


R16_WORDED = [
    CASES["V17D-R16"]["ticket"]["body"],
    "82017 - the A4 frame arrived with the glass smashed.\n82016 - arc lamp all good.\n82018 - charged for delivery twice (2 x $4.99)",
    "hiya, 3 orders: 82016: lamp fine. 82017: frame came with the glass smashed. 82018: delivery charged two times, $4.99 x2",
    "82016 - no problems. 82017 - the A4 frame arrived with its glass smashed. 82018 - I was billed twice for delivery.",
    "Orders below.\n- 82016 - arc lamp, lovely\n- 82017 - A4 frame, glass smashed on arrival\n- 82018 - delivery charged twice ($4.99 each)",
]


@pytest.mark.django_db
def test_bare_order_numbers_each_name_the_customers_own_order(tmp_path):
    cases = []
    for i, body in enumerate(R16_WORDED):
        c = reworded("V17D-R16", f"R16-{i}", body)
        # one run per order: the frame's damage refunded on its order, the delivery charged twice refunded by the follow-up run
        # pinned to the other order, on that order's own record
        c["expected"] = {"outcome": "resolved", "refunds": [CASES["V17D-R16"]["expected"]["refunds"][0],
                                                            {"amount_cents": 499, "source": "platform", "lines": []}], "escalations": []}
        cases.append(c)
    assert failures(tmp_path, cases) == []


@pytest.mark.django_db
def test_a_bare_number_of_another_customers_order_is_never_settled_as_theirs(tmp_path):
    c = reworded("V17D-R16", "R16-foreign", CASES["V17D-R16"]["ticket"]["body"])
    c["world"]["customers"].append({"ref": "C-2", "name": "Sam Other", "email": "sam.other@example.com"})
    c["world"]["orders"][2]["customer"] = "C-2"  # SU-82018 is someone else's
    # the frame refunded on the customer's own order; the number that is not theirs goes to a person, who asks which order
    c["expected"] = {"outcome": "partial", "refunds": [CASES["V17D-R16"]["expected"]["refunds"][0]],
                     "escalations": [{"item": "no order of this customer's"}]}
    assert failures(tmp_path, [c]) == []
