"""One letter size ordered and another come, told in two clauses ("I ordered the linen shirt in L and an S turned up"), is
a wrong item: it read as a problem of no kind, a person asked, and no wrong-item claim made
(runs/intents/letter_sizes_swapped.py). Near-misses keep their reading. Wording written for these tests."""

import pytest

from runs.shop.models import Refund
from tests import fresh_cases as fc
from tests.readings import reading, shown

SWAPPED = [
    "I ordered the linen shirt in L and an S turned up.",
    "Hi, we bought the dress in an XS and a M arrived today.",
    "You sent me an XL, I ordered the jumper in M.",
    "i orderd the hoodie in size L and a XS came",
    "Got the tee in an S, but I picked size XL when I ordered.",
    "Ordered my usual joggers in M and the parcel had an L in it.",
    "so I went for the fleece in size S and honestly an XXL showed up, it's like a tent",
]


@pytest.mark.parametrize("body", SWAPPED)
def test_a_letter_size_come_for_another_is_a_wrong_item(body):
    read = reading(body)
    assert "wrong_item" in read.intents and "change_of_mind" not in read.intents, shown(read)


@pytest.mark.parametrize("body,intents", [
    ("I'm happy with the shirt I ordered in L.", []),  # "I'm" is no size
    ("I ordered an L. Could I get an S instead?", ["other"]),  # a size asked, not told as come
    ("I ordered the shirt in L and the buttons came loose.", ["damaged_item"]),  # a fault, no size come
])
def test_near_misses_keep_their_reading(body, intents):
    read = reading(body)
    assert read.intents == intents, shown(read)


def test_the_same_size_both_sides_is_no_wrong_item():
    read = reading("I ordered the tee in L, the L fits great.")
    assert "wrong_item" not in read.intents, shown(read)


SHIRT = [fc.line("LS-L", "Linen shirt, size L", 4500)]


@pytest.mark.django_db
def test_end_to_end_the_wrong_size_goes_back_as_a_wrong_item(tmp_path):
    cases = [fc.case(f"LETTER-{i}", body, SHIRT, intents=["wrong_item"],
                     expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "LS-L"}], "escalations": []})
             for i, body in enumerate(["I ordered the linen shirt in L and an S turned up.",
                                       "Hi, I picked the linen shirt in size L but an XS arrived. I'd like to send it back."])]
    fc.assert_all_pass(tmp_path, cases)  # the wrong item's return, its refund when the goods arrive; nobody asked
    assert not Refund.objects.exists()
