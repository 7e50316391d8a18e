"""A remark closed by a tag of wonder ("Forty years married, can you imagine.", "would you believe it!", "who knew!") asks
nothing, with or without its question mark: read as a question, a line of a gift story went to a person as a request
of no kind and the run ended partial (blind round ver27c, V27C-12). Beside a claim the tag adds no second ask ("The mug
came smashed, can you believe it?" is the claim alone); a remedy named ("Can you imagine a refund for it?") is still
read. Fresh wording in several voices."""

import pytest

from runs.intents import read_ticket

CLAIM = "SU-40801\nThe frame was charged twice, $38.50 and $38.50, could you refund the second one?\n"


@pytest.mark.parametrize("remark", [
    "Forty years married, can you imagine.",
    "Ninety-one and still baking, would you believe it!",
    "three kids under five, imagine that",
    "My nan is 102 - can you believe it?",
    "We got engaged on the beach, who knew!",
    "Sixty years in the same house, fancy that.",
])
def test_the_remark_is_context(remark):
    reading = read_ticket(CLAIM + remark)
    said = [s for s in reading.sentences if s.text == remark]
    assert said and said[0].role == "context", reading.as_payload()
    assert reading.intents == ["duplicate_charge"]


@pytest.mark.parametrize("text", ["SU-40802\nThe mug came smashed, can you believe it?",
                                  "SU-40803\nSixty quid for a lamp that doesnt work, can you imagine."])
def test_a_claim_closed_by_the_tag_is_the_claim_alone(text):
    reading = read_ticket(text)
    assert reading.intents == ["damaged_item"], reading.as_payload()
