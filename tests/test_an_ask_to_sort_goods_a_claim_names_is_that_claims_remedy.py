"""An ask to sort, fix or deal with goods a claim in the ticket already names is that claim's remedy, not a request of
its own.

"Only 4 of the 6 wine glasses were in the box for SU-93036 ... Can you refund the decanter and sort the missing
glasses?" (blind round ver23a, V23-36) read "sort the missing glasses?" as an `other` request on top of the
short-delivery claim of the same glasses: a person was asked twice, the reply said two things of them. The ask is now
attached to the claim (runs/intents/claim_sorted.py); goods no claim names stay a request of their own. Wording written
for these tests."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import run
from tests.ver23a_cases import ver23a

SORTED = [
    ("missing glasses", "Only 4 of the 6 wine glasses were in the box for SU-93036, the packing slip says 6. And the decanter has a chip "
     "on the lip. Can you refund the decanter and sort the missing glasses? Thanks, Paul", {"non_delivery", "damaged_item"}),
    ("mugs", "Only 2 of the 4 mugs were in the box, and the bowl is cracked. Please refund the bowl and sort the missing mugs.",
     {"non_delivery", "damaged_item"}),
    ("shade", "The lamp shade arrived dented. Can you fix the dented shade?", {"damaged_item"}),
    ("kettle", "the kettle came with a big dent in the side. could you deal with the kettle pls", {"damaged_item"}),
    ("chairs", "Good morning, only 3 of the 4 dining chairs arrived in the delivery. Please look into the missing chairs.", {"non_delivery"}),
]


@pytest.mark.parametrize("subject,body,kinds", SORTED)
def test_an_ask_to_sort_claimed_goods_is_no_request_of_its_own(subject, body, kinds):
    reading = read_ticket(f"{subject}\n{body}", order_ref="SU-93036")
    assert set(reading.intents) == kinds, reading.as_payload()


# Near misses: goods no claim names, or something else put right, stay a request for a person.
@pytest.mark.parametrize("text", [
    "Vase\nThe vase arrived cracked. Please also sort the lamp while you're at it.",
    "Mug\nThe mug is chipped. And can you sort out my delivery address for next time?",
    "Glasses\nOnly 4 of the 6 glasses came. Please fix the billing on my account too.",
])
def test_an_ask_to_sort_something_no_claim_names_stays_a_request(text):
    assert "other" in read_ticket(text, order_ref="SU-1").intents


@pytest.mark.django_db
def test_the_glasses_go_to_a_person_once_and_the_decanter_is_paid(tmp_path):
    got = run(tmp_path, [ver23a("V23-36")])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert got["V23-36"]["passed"], got["V23-36"]["differences"]
