"""The right size asked sent after a wrong item ("You sent me the wrong shirt, I ordered M. Send me S.") is one exchange for
one person: the wrong goods' return starts with no refund and the `other` subtask quotes the ask. Before, the S was asked
of a person while the wrong shirt was refunded (the money and the goods both), or, the S read as the size ordered, the
claim escalated a second time beside the ask (runs/intents/value_sent_for_wrong_item.py). Wording written for these tests."""

import pytest

from runs.intents.value_sent_for_wrong_item import VALUE_SENT_FOR_WRONG_ITEM_WHY
from runs.shop.models import Refund
from tests import fresh_cases as fc
from tests.readings import reading, shown

ASKS = [
    "You sent me the wrong shirt, I ordered M. Send me S.",
    "Wrong item - I ordered S, you sent M. Send me S.",
    "the shirt you sent is the wrong one. pls send M",
    "Got a medium, I ordered small. Send me the S please.",
    "wrong size came!! send L asap",
    "I ordered the shirt in L and an XL turned up. Please send me an L.",
]


@pytest.mark.parametrize("body", ASKS)
def test_the_size_asked_holds_the_wrong_items_refund_and_asks_its_return(body):
    read = reading(body)
    asked = [s for s in read.requests if "other" in s.kinds]
    assert "wrong_item" in read.intents and len(asked) == 1, shown(read)
    assert asked[0].why == VALUE_SENT_FOR_WRONG_ITEM_WHY and asked[0].asks_return and asked[0].forbid_kinds == ["wrong_item"], shown(read)


@pytest.mark.parametrize("body", [
    "You sent the wrong shirt. Send me S or refund me.",  # the money left open
    "You sent the wrong shirt. Send me a return label.",  # papers, not goods
    "You sent the wrong shirt. Refund me, I'll buy the S myself.",  # the money asked
    "You sent the wrong shirt. Don't send me S, just refund.",  # the size refused
    "The mug arrived chipped. Send me M.",  # no wrong item told
])
def test_near_misses_are_no_exchange(body):
    read = reading(body)
    assert not any(s.why == VALUE_SENT_FOR_WRONG_ITEM_WHY for s in read.sentences), shown(read)


SHIRT = [fc.line("SH-1", "Oxford shirt", 4200)]
ONE_PERSON = {"outcome": "partial", "refunds": [], "returns": [{"kind": "return", "sku": "SH-1"}],
              "escalations": [{"item": "a person answers the request"}]}


@pytest.mark.django_db
def test_end_to_end_one_person_and_no_money(tmp_path):
    cases = [fc.case(f"SIZE-{i}", body, SHIRT, intents=["wrong_item", "other"], expected=ONE_PERSON)
             for i, body in enumerate(ASKS[:3])]
    fc.assert_all_pass(tmp_path, cases)
    assert not Refund.objects.exists()
