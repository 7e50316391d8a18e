"""Other goods told as coming in the order's place, the goods named first ("a floor lamp came instead of my order"), are
a wrong item: the shop's error, never a change of mind (runs/intents/cues.py). Read as nothing of a known kind, the
"please sort it out" beside it went to a person and the lamp's return with it (blind testers). Near-misses: the parcel,
a message or money coming instead of something ("the parcel came instead of the refund", "a voucher arrived instead of
my money"), and a day set against another ("came on friday instead of the monday promised"). Wording written for these
tests."""

import pytest

from runs.other_goods_told import tells_other_goods
from tests import fresh_cases as fc
from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "a floor lamp came instead of my order.",
    "Hi, two teal towels arrived instead of the ones I ordered!",
    "some random phone case turned up instead of my order??",
    "A set of kids' plates was delivered instead of my order. Please sort it out.",
    "Um, a brass floor lamp showed up instead of what I ordered, the table lamp.",
    "the blue rug came instead of my order so please can you fix this",
])
def test_goods_that_came_in_the_orders_place_are_a_wrong_item(body):
    read = reading(body)
    asked = [s for s in read.requests if "wrong_item" in s.kinds]
    assert asked and "change_of_mind" not in read.intents, shown(read)
    assert tells_other_goods(asked[0].text), shown(read)


@pytest.mark.parametrize("body", [
    "The parcel came instead of the refund you promised.",
    "a voucher arrived instead of my money",
    "The lamp came on friday instead of the monday promised.",
    "An email came instead of my order, saying it was delayed.",
])
def test_a_parcel_money_a_message_or_a_day_instead_is_no_wrong_item(body):
    read = reading(body)
    assert "wrong_item" not in read.intents, shown(read)


@pytest.mark.django_db
def test_end_to_end_the_goods_go_back_as_the_shops_error(tmp_path):
    lamp = [fc.line("LMP-1", "Brass table lamp", 6400)]
    back = {"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "LMP-1"}], "escalations": []}
    cases = [fc.case("INST-1", "a floor lamp came instead of my order. Please sort it out.", lamp, intents=["wrong_item"], expected=back),
             fc.case("INST-2", "Hello, some random phone case turned up instead of my order?? I'd like a refund.", lamp, intents=["wrong_item"],
                     expected=back)]
    fc.assert_all_pass(tmp_path, cases)
