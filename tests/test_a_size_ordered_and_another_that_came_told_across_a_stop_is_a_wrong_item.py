"""What was ordered told in one clause and what came in the next, across a semicolon or a full stop ("I ordered a
king-size duvet cover; the item delivered is labelled and measures as a queen", "I ordered X. What came is Y."), is a
wrong item: the shop's error, its goods sent back at the shop's cost. A held-back blind round read it split at the
semicolon, the polite ask for instructions on returning it as a change of mind, and handed the return to a person.
The goods are told by their coming ("the one delivered", "the cover I received") and by their label or measure; an
ask for the way back beside the claim is its return. What came as ordered, and a change of mind told of the right
size, are no wrong item. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests.one_order_cases import one_order_case, walk

TOLD_ACROSS = [
    "I ordered a king-size fitted sheet; the one delivered is labelled as a double.",
    "I ordered the XL hoodie. What arrived is a medium.",
    "Ordered a queen duvet cover; the cover I received measures as a king. Please advise how I return it.",
    "We ordered the size 10 boots; the boots we were sent are marked as size 8. Could you tell me how to send them back?",
    "I ordered a single duvet. The duvet delivered is clearly a double. I should be grateful for instructions on returning it.",
    "i ordred a medium; the jacket deliverd is labelled large. how do i send it back",
    "Good morning. We ordered a king-size percale duvet cover; the item delivered is labelled and measures as a queen.",
]


@pytest.mark.parametrize("text", TOLD_ACROSS)
def test_the_mismatch_across_a_stop_is_a_wrong_item_and_its_return_no_change_of_mind(text):
    reading = read_ticket(text)
    assert reading.intents == ["wrong_item"], reading.as_payload()


@pytest.mark.parametrize("text", [
    "I ordered a king-size duvet cover; the one delivered is a king and fits perfectly.",
    "I ordered a medium; the jumper delivered is a medium and the colour is lovely.",
    "The site said the 3rd but it came on the 7th.",
    "I ordered a queen duvet; the item delivered is labelled and measures as a queen. We've changed our minds though and "
    "I should be grateful for instructions on returning it.",
    "I ordered a double; the duvet delivered is labelled as a double but it's far too warm for us, so I'd like to return it.",
])
def test_what_came_as_ordered_is_no_wrong_item(text):
    reading = read_ticket(text)
    assert "wrong_item" not in reading.intents, reading.as_payload()


def test_a_change_of_mind_told_of_the_right_size_stays_one():
    reading = read_ticket("I ordered a double; the duvet delivered is labelled as a double but it's far too warm for us, so I'd like to return it.")
    assert reading.intents == ["change_of_mind"], reading.as_payload()


@pytest.mark.django_db
def test_the_wrong_size_told_across_a_semicolon_is_sent_back_as_the_shops_error():
    body = ("Good afternoon,\n\nI ordered a king-size percale duvet cover; the cover we received is labelled and measures as a double. "
            "Could you tell me how to send it back?\n\nThe pillowcases are fine.\n\nKind regards,\nM. Okafor")
    case = one_order_case(body, lines=[("DUV-K", "Percale duvet cover, king", 1, 7400), ("PIL-2", "Percale pillowcases (pair)", 1, 2400)],
                          subject="Duvet cover", intents=[("wrong_item", "the cover we received is labelled and measures as a double")],
                          expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "DUV-K"}], "escalations": []})
    result, paid, items = walk(case)
    assert result.passed and not (result.silent_drop or result.guard_violations or result.over_refund), result.differences
    assert paid == 0 and items == []
