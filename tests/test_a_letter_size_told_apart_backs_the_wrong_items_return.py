"""A letter size ordered in one sentence and another come in the next ("Ordered joggers in M. Opened the parcel today
and an L was in it.") backs the wrong item's return at the guard: the screener read the claim across the sentences, but
the guard read them joined after the subject line ("my order, Ordered joggers in M, ..."), found no words saying other
goods came, refused the return twice and sent the claim to a person (runs/other_goods_told.py with
runs/intents/letter_sizes_swapped.letter_sizes_told_apart). Near-misses back nothing: the same size, a size asked for.
Wording written for these tests."""

import pytest

from runs.other_goods_told import other_goods_told
from runs.shop.models import Refund
from tests import fresh_cases as fc
from tests.readings import guard_requests

TOLD_APART = [
    "Ordered joggers in M. Opened the parcel today and an L was in it.",
    "Ordered joggers in M. When the parcel came an L was in it.",
    "hi. ordered the joggers in an M. when i opened the bag there was an L in it",
    "I ordered the joggers in size S. Unpacked them last night and found an XL.",
    "Paid for the joggers in L. An S turned up this morning.",
    "We bought the joggers in XS for our daughter. What came today, though, was an M... not what we wanted at all",
]


def _backed(body: str) -> bool:
    asks = guard_requests(body)
    about = [t for r in asks for t in (*r.get("told", ()), r["text"])]
    return any("wrong_item" in r["kinds"] and other_goods_told(r, about) for r in asks)


@pytest.mark.parametrize("body", TOLD_APART)
def test_the_two_sentences_say_other_goods_came(body):
    assert _backed(body), guard_requests(body)


@pytest.mark.parametrize("body", [
    "Ordered the joggers in M. The M fits great.",
    "Ordered joggers in M. Could you send an L?",
    "I ordered the shirt in L. It came yesterday.",
])
def test_near_misses_back_no_wrong_item(body):
    assert not _backed(body), guard_requests(body)


JOGGERS = [fc.line("JG-M", "Cotton joggers, size M", 3800)]


@pytest.mark.django_db
def test_end_to_end_the_wrong_items_return_starts_and_no_money_moves_yet(tmp_path):
    cases = [fc.case(f"APART-{i}", body, JOGGERS, intents=["wrong_item"],
                     expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "JG-M"}], "escalations": []})
             for i, body in enumerate(TOLD_APART[:3])]
    fc.assert_all_pass(tmp_path, cases)
    assert not Refund.objects.exists()
