"""A size told as a measure other than the one ordered is a wrong item: "the glass lid you sent is a 20cm one ... I
ordered the 24cm. Can I send it back?" was read as a change of mind (the question) and the wrong item dropped. The
measure that came ("a 20cm one", "it's an 8 inch") against the one ordered ("the 24cm", "the 10 inch pan") is now read
as other goods came than were ordered, by the screener and by the guard that holds a wrong-item return to those words.
The same measure, or a measure with nothing ordered beside it, tells nothing. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.other_goods_told import other_goods_told
from runs.screening import request_dicts


def _requests(text: str) -> list[dict]:
    return request_dicts(read_ticket(text, order_ref="SU-70209"), "SU-70209")


MISMATCHED = [
    "the glass lid you sent is a 20cm one. I ordered the 24cm. Can I send it back?",
    "One more thing - the glass lid you sent is a 20cm one (it says 20 on the rim and it just drops inside the pan). I ordered the 24cm. Can I send it back?",
    "The frying pan is a 24 cm one. I ordered the 28 cm. Can I return it?",
    "hi the baking tin u sent is a 9 inch, I ordered the 11 inch one, how do i send it back",
    "The water bottle that came is 500ml. We ordered the 750ml. Could we swap it?",
    "Got the casserole dish today and it's a 3 litre, I paid for the 5 litres one. Return please.",
]


@pytest.mark.parametrize("text", MISMATCHED)
def test_a_measure_other_than_ordered_is_read_and_backs_a_wrong_item(text):
    asked = _requests(text)
    wrong = [r for r in asked if "wrong_item" in r["kinds"]]
    assert wrong, asked
    about = [t for r in asked for t in (*r.get("told", ()), r["text"])]
    assert any(other_goods_told(r, about) for r in wrong)


@pytest.mark.parametrize("text", [
    "The pan is 24cm. I ordered the 24cm. Lovely, thanks.",
    "The lid is 20cm and fits perfectly. Can I order a second one?",
    "I ordered the 24cm lid and it came 3 days late. Can I get the delivery fee back?",
])
def test_the_same_measure_or_none_ordered_tells_no_wrong_item(text):
    asked = _requests(text)
    assert not [r for r in asked if "wrong_item" in r["kinds"]]
