"""A wish told with its adverbs ("I would also very much like a paper copy of your catalogue, if you still print one") is a
request of its own like "I'd like ...": the held-back round ver21b (V21B-19) read it as a statement after a damage claim
and the run closed resolved without it. A thank-you or a compliment told the same way asks nothing. Wording written
for these tests."""

import pytest

from runs.intents import read_ticket

CLAIM = "The cushion cover arrived with the seam split, please refund it.\n\n"


@pytest.mark.parametrize("wish", [
    "I would also very much like a paper copy of your catalogue, if you still print one, as I do find the computer tiring.",
    "We would very much like the invoice sent again, the first one never came.",
    "i'd really really like someone to ring me about the other order",
    "I would so much like my account closed now.",
    "We'd also truly appreciate a call back from a manager.",
    "I would still very much like to change the delivery address for the next order to my daughter's.",
])
def test_a_wish_with_adverbs_is_a_request_of_no_known_kind(wish):
    reading = read_ticket(CLAIM + wish, order_ref="SU-1")
    assert [s.kinds for s in reading.sentences if s.text.startswith(wish[:20])] == [["other"]]
    assert reading.intents == ["damaged_item", "other"]


@pytest.mark.parametrize("remark", [
    "I would very much like to thank you all for your help last time.",
    "I would very much like to say how pleased we were with the rest of the order.",
    "We really like the colour, it's exactly right.",
    "I do so love your shop.",
    "With very many thanks,",
])
def test_thanks_or_fondness_with_adverbs_asks_nothing(remark):
    assert read_ticket(CLAIM + remark, order_ref="SU-1").intents == ["damaged_item"]
