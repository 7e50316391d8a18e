"""What came told against what the customer picked, by a colour or a size, in one sentence or over
two, is a wrong item; the same value on both sides, or a pick told beside how the goods came, is not."""

import pytest

from runs.intents import read_ticket


@pytest.mark.parametrize("text", [
    "I asked for blue and the one that came is green.",
    "ordered the medium, got a large",
    "Ordered it in sage, the colour that turned up is mustard yellow.",
    "The jumper that arrived is a large, I ordered the medium.",
    "we went for the king size and what came was a double",
    "I picked the oak finish but what you sent is walnut.",
    "I ordered the medium. The one that came is a large.",
    "Hello. We chose charcoal for the sofa cover. What was in the box is beige, though.",
    "hello the dress colour is red but the one i ordered was navy",
    "The coat size is L, I ordered S.",
])
def test_a_colour_or_size_other_than_the_one_picked_is_a_wrong_item(text):
    assert read_ticket(text).intents == ["wrong_item"], read_ticket(text).as_payload()


@pytest.mark.parametrize("text", [
    "I asked for blue and the one that came is blue, so all good.",
    "I ordered the large and it came quickly, thanks.",
    "I chose grey and the one that came is gray, which is fine.",
    "I picked blue for my son. It came in two days, brilliant.",
    "I ordered the small for my daughter and got a large for myself in the same order, both are fine.",
    "The coat size is L, which is what I ordered: L.",
    "the m&s voucher i ordered is fine",
])
def test_the_same_value_or_a_pick_beside_how_it_came_is_no_wrong_item(text):
    assert "wrong_item" not in read_ticket(text).intents


def test_a_fault_told_beside_the_right_size_keeps_its_own_kind():
    assert read_ticket("I ordered the medium. The one that came is a medium too, but the zip is stuck.").intents == ["damaged_item"]
