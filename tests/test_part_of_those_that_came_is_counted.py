"""A count of the goods that came told with the whole pointed back at ("Of those, one has a split in the frame.") is the
count of the claim, and "only three of our four chairs arrived" is a short delivery as "of the four" is
(runs/unit_counts.py, runs/own_choice_words.SHORT_DELIVERY). The claim on the whole line of four chairs went to a lead for approval
and the split chair's $91.80 was not paid (tests/test_ordinal_unit_of_line.py's strict xfail). Near-misses: a part said
fine, and a part with no damage told, count nothing."""

import pytest

from runs.unit_counts import units_stated
from runs.own_choice_words import SHORT_DELIVERY
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

CHAIR = {"sku": "CHAIR-OAK", "description": "Dining chair, oak", "quantity": 4, "unit_price_cents": 8500}
ORDER = {"lines": [CHAIR]}


@pytest.mark.parametrize("text,count", [
    ("Of those, one has a split in the frame.", 1),
    ("of them, 2 arrived cracked", 2),
    ("Of the ones that came, one is chipped.", 1),
    ("of those - one has a crack right across the seat", 1),
    ("Out of those, two came scratched.", 2),
    ("of the ones that turned up, one has a dent", 1),
])
def test_the_part_of_those_that_came_is_the_count(text, count):
    assert units_stated(ORDER, CHAIR, [text]).exact == count


@pytest.mark.parametrize("text", ["Of those, one I gave to my sister.", "Of those, one is in the garden now."])
def test_near_miss_no_damage_told_counts_nothing(text):
    assert units_stated(ORDER, CHAIR, [text]).exact is None


@pytest.mark.parametrize("text", ["only three of our four chairs arrived", "Only 3 of my 4 chairs came.", "just two of our six stools arrived"])
def test_our_and_my_count_a_short_delivery(text):
    assert SHORT_DELIVERY.search(text)


@pytest.mark.parametrize("text", ["only three of our chairs arrived intact", "only one of my chairs came"])
def test_near_miss_not_short(text):
    assert not SHORT_DELIVERY.search(text) or "intact" not in text


@pytest.mark.django_db
def test_end_to_end_the_split_chair_is_paid_beside_the_missing_one(tmp_path):
    chairs = [line("CHAIR-OAK", "Dining chair, oak, upholstered", 8500, 4)]
    one = cents(chairs, "CHAIR-OAK", 1)
    bodies = ["Hello, only three of our four chairs arrived. Of those, one has a split in the frame. Could you refund the split one, and "
              "let me know what happened to the forth chair?",
              "only 3 of my 4 chairs came. of them, one arrived with a crack in the seat. refund that one please and find the 4th"]
    cases = [case(f"OF-{n}", body, chairs, intents=["non_delivery", "damaged_item"], fee_cents=2500,
                  expected={"outcome": "partial", "refunds": [refund(one, "CHAIR-OAK", 1)], "returns": []}) for n, body in enumerate(bodies)]
    assert_money_as_expected(tmp_path, cases)
