"""What the shop sent, told right after what was ordered ("Ordered six mugs in navy; you sent four
navy and two in mustard."), is a wrong-item claim: the shop's error (POL-WRG-004), never the
customer's change of mind. A return asked just after it about the same goods ("The mustard two
have to go back.") is that claim's remedy, and "the mustard pair" counts two units (one unit of a
line sold in pairs). A return with a reason of the customer's own stays a change of mind, and a
sentence telling when the order was sent tells of no wrong item."""

import pytest

from runs.intents import read_ticket
from runs.ticket_lines import unit_texts
from runs.unit_counts import units_stated


@pytest.mark.parametrize("text", [
    "Ordered six mugs in navy; you sent four navy and two in mustard. The mustard two have to go back.",
    "I bought three cushion covers in grey. They sent two grey and one in lilac. The lilac one needs to go back please.",
    "We ordered the oak frame. You've sent me a walnut one. Send it back?",
])
def test_what_was_sent_set_against_what_was_ordered_is_a_wrong_item_and_the_return_after_it_its_remedy(text):
    reading = read_ticket(text)
    assert "wrong_item" in reading.intents
    assert "change_of_mind" not in reading.intents


@pytest.mark.parametrize("text, read, not_read", [
    # a reason of the customer's own: a change of mind, whatever was sent
    ("Ordered six mugs in navy; you sent four navy and two in mustard. I changed my mind on the mustard two, they need to go back.",
     "change_of_mind", None),
    # when it was sent is no description of what came
    ("I ordered the oak frame on Monday. You sent it on Friday. I'd like to send it back, it doesn't suit the room.", "change_of_mind", "wrong_item"),
    ("I ordered two lamps. You sent them in a flimsy box and both came broken.", "damaged_item", "wrong_item"),  # damage, not what came
    ("I ordered 3 mugs. You sent 3 mugs and they are lovely. Thanks!", None, "wrong_item"),  # nothing set against the order
    ("Ordered the throw in olive. You sent the olive one within a day, great service.", None, "wrong_item"),  # the colour ordered came
])
def test_what_was_sent_that_sets_nothing_against_the_order_or_a_reason_of_the_customers_own_is_read_as_such(text, read, not_read):
    intents = read_ticket(text).intents
    assert read is None or read in intents
    assert not_read is None or not_read not in intents


@pytest.mark.parametrize("description, units", [("Stoneware mug", 2), ("Wool socks", 1)])
def test_the_mustard_pair_is_two_units_or_one_pair_of_a_line_sold_in_pairs(description, units):
    order = {"order_ref": "SU-76001", "lines": [{"sku": "L1", "description": description, "quantity": 6, "unit_price_cents": 900}]}
    text = "Ordered six in navy; you sent four navy and two in mustard. The mustard pair needs to go back."
    texts = unit_texts(read_ticket(text, order_ref="SU-76001"), "SU-76001")
    assert units_stated(order, order["lines"][0], texts).exact == units


def test_a_part_counted_out_of_the_pair_is_not_the_pair():
    order = {"order_ref": "SU-76002", "lines": [{"sku": "MUG", "description": "Enamel mug", "quantity": 2, "unit_price_cents": 1200}]}
    assert units_stated(order, order["lines"][0], ["one enamel mug out of the pair is chipped at the rim"]).exact == 1
