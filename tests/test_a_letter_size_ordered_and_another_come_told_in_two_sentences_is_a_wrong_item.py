"""One letter size ordered in one sentence and another come in the next ("Ordered the joggers in M. Opened the bag today
and an L was in it.") is a wrong item: each sentence alone was a statement, nothing claimed
(runs/intents/letter_sizes_swapped.py, read_letter_sizes_told_apart). Near-misses keep their reading: the same size come,
a size asked for, nothing told as come. Wording written for these tests."""

import pytest

from runs.shop.models import Refund
from tests import fresh_cases as fc
from tests.readings import reading, shown

TOLD_APART = [
    "Ordered the joggers in M. Opened the bag today and an L was in it.",
    "hi, i orderd the tee in an M. the parcel came this morning and there was a L in it",
    "You sent me an XS. I ordered the dress in M.",
    "Bought the jacket in size L. Got an M.",
    "I went for the fleece in size S, as always. Well, the parcel had an XL in it.",
    "We ordered the kids' raincoat in an XS. Turned out to be an XL when we opened it!",
    "So I picked the hoodie in a M. What turned up was size XXL.",
]


@pytest.mark.parametrize("body", TOLD_APART)
def test_a_letter_size_come_for_another_told_apart_is_a_wrong_item(body):
    read = reading(body)
    assert "wrong_item" in read.intents and "change_of_mind" not in read.intents, shown(read)


@pytest.mark.parametrize("body", [
    "Ordered the joggers in M. The M fits great.",  # the same size
    "Ordered the joggers in M. Opened the bag today and an M was in it, lovely.",
    "I ordered an L. Could I get an S instead?",  # a size asked, not told as come
    "I ordered the shirt in L. Could you send me an M instead?",
    "I ordered the shirt in L. It came yesterday.",  # nothing told as come in another size
])
def test_near_misses_claim_no_wrong_item(body):
    read = reading(body)
    assert "wrong_item" not in read.intents, shown(read)


JOGGERS = [fc.line("JG-M", "Cotton joggers, size M", 3800)]


@pytest.mark.django_db
def test_end_to_end_the_wrong_size_told_apart_goes_back_as_a_wrong_item(tmp_path):
    cases = [fc.case(f"APART-{i}", body, JOGGERS, intents=["wrong_item"],
                     expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "JG-M"}], "escalations": []})
             for i, body in enumerate(["Bought the joggers in size M. Got an L.",
                                       "hi, i orderd the joggers in an M. the parcel came this morning and there was a L in it"])]
    fc.assert_all_pass(tmp_path, cases)  # the wrong item's return, its refund when the goods arrive
    assert not Refund.objects.exists()


@pytest.mark.django_db
def test_end_to_end_no_money_moves_before_the_goods_come_back(tmp_path):
    # (told with no goods named beside the size come, a person may be asked to put it right: never money now)
    cases = [fc.case("APART-OPENED", "Ordered the joggers in M. Opened the parcel today and an L was in it.", JOGGERS, intents=["wrong_item"],
                     expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "JG-M"}], "escalations": []})]
    report = fc.run(tmp_path, cases)[""]
    assert report["silent_drops"] == 0 and report["guard_violations"] == 0
    assert not Refund.objects.exists()
