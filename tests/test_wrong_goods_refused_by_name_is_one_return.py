"""The wrong goods refused by name beside the return asked are the wrong item's one return, not a second, change-of-mind one.

"I bought the X200 fast charger and received an X100, which is the older slower model. Please arrange a return, I don't
want the X100." (held-back round ver33a, V33-10): "I don't want ..." read as a change of mind, so a second return on the
same line was asked; the guard refused it and the reply both started the return and handed it to a colleague. Not
wanting the goods that came in error is no reason of the customer's own (runs/intents/wrong_goods_refused.py). Near-misses
stay a change of mind: the goods ordered refused ("I don't want the X200 any more either"), another reason beside it.
Wording written for these tests."""

import pytest

from tests import fresh_cases as fc
from tests.readings import assert_read_as


@pytest.mark.parametrize("body", [
    "I bought the X200 fast charger and received an X100, which is the older slower model. Please arrange a return, I don't want the X100.",
    "I ordered the navy throw and you sent me a grey one. Please take it back, I don't want the grey one.",
    "I ordered the large kettle and got the small kettle. pls collect it, i dont want the small kettle",
    "I paid for the walnut frame but received the pine frame. I do not want the pine frame, please arrange a return.",
    "We bought the queen duvet and got a single instead. We don't need the single, how do we send it back?",
    "Hello, I ordered size 9 trainers and received size 7 trainers. I'd like to return them as I don't want the size 7 trainers.",
])
def test_one_wrong_item_return_and_no_change_of_mind(body):
    assert_read_as(body, "wrong_item", not_kind="change_of_mind", subject="wrong item")


@pytest.mark.parametrize("body", [
    "I bought the X200 fast charger and received an X100. I don't want the X200 any more either, please arrange a return.",
    "I ordered the navy throw and you sent me a grey one. Honestly I've changed my mind about throws, I don't want the navy one.",
    "The lamp arrived fine. I don't want the lamp any more, can I return it?",
    "I don't want the mug, I changed my mind. Can I send it back?",
    "Got the blue vase as ordered, but I don't want the blue vase after all. Return please.",
    "I ordered two cushions and received them fine. I no longer need the cushions, please arrange a return.",
])
def test_the_goods_ordered_refused_is_still_a_change_of_mind(body):
    assert_read_as(body, "change_of_mind", subject="return")


CHARGER = [fc.line("CHG-X200", "X200 fast charger", 3900)]


@pytest.mark.django_db
def test_end_to_end_one_return_resolved(tmp_path):
    cases = [fc.case(cid, body, CHARGER, intents=[{"kind": "wrong_item", "quote": "an X100"}], ref=ref,
                     expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "CHG-X200"}], "escalations": []})
             for cid, ref, body in [
                 ("ONE-1", "SU-70001", "I bought the X200 fast charger and received an X100, which is the older slower model. Please arrange a "
                                       "return, I don't want the X100."),
                 ("ONE-2", "SU-70002", "Hi. I ordered the X200 fast charger but you sent me an X100. Please take it back, I don't need the X100."),
             ]]
    fc.assert_all_pass(tmp_path, cases)
