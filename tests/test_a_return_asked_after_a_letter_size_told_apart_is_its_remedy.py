"""A return asked after a letter size ordered and another come, told in sentences of their own ("Bought in M. Got an
L. I'd like to send them back"), is the wrong item's remedy, never a change of mind beside it: the claim is read across
its sentences only just before the pass that folds a return into the wrong item before it, when the return was still
unread, so an extra change-of-mind return went to a person (runs/intents/passes.py, _return_of_wrong_item). Near-misses:
other goods sent back, or a reason of the customer's own, stay a change of mind. Wording written for these tests."""

import pytest

from runs.shop.models import Refund
from tests import fresh_cases as fc
from tests.readings import reading, shown

SENT_BACK = [
    "Bought in M. Got an L. I'd like to send them back",
    "ordered the joggers in S. got an XL. can I send them back",
    "I ordered the joggers in an M. The parcel had an L in it. I want to return them please.",
    "Ordered joggers in M. An L was in it. Id like to send them back",
    "we picked size L for our son. you sent an XS. How do I return it?",
    "Went for the M. Received an XXL. I'd like to send it back please, can you set up the return?",
]


@pytest.mark.parametrize("body", SENT_BACK)
def test_the_return_is_the_wrong_items_remedy(body):
    read = reading(body)
    assert read.intents == ["wrong_item"], shown(read)


@pytest.mark.parametrize("body", [
    "Bought the joggers in M. Got an L. Also I'd like to send the socks back, changed my mind.",  # other goods, own reason
    "It clashes with everything, so can I send it back?",  # no wrong item told
])
def test_near_misses_keep_their_change_of_mind(body):
    read = reading(body)
    assert "change_of_mind" in read.intents, shown(read)


JOGGERS = [fc.line("JG-M", "Cotton joggers, size M", 3800)]


@pytest.mark.django_db
def test_end_to_end_one_return_and_no_change_of_mind_beside_it(tmp_path):
    cases = [fc.case(f"SENT-BACK-{i}", body, JOGGERS, intents=["wrong_item"],
                     expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "JG-M"}], "escalations": []})
             for i, body in enumerate(["Bought in M. Got an L. I'd like to send them back", SENT_BACK[3]])]
    fc.assert_all_pass(tmp_path, cases)
    assert not Refund.objects.exists()
