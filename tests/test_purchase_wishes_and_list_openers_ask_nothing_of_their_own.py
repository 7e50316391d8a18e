"""Two sentences that ask nothing of their own: a wish to buy more told after a question about the goods ("could you let
me know whether the frame comes in walnut? I'd like two more for the hallway") tells what the question is for; a line
that opens a list of requests ("Please action the following on order SU-1:") only points at them. Near-misses: a wish
with a remedy in it or after no question, an opener that names a thing of its own. Wording written for these tests
(runs/intents/purchase_wishes.py, runs/intents/list_openers.py)."""

import pytest

from runs.intents import read_ticket

QUESTION = "Also, do you know if the tall vase comes in a dark green?"
WISHES = [
    "I'd like two more for the hallway.",
    "We want another four for the kitchen.",
    "would love a couple more for my sister",
    "If so I'd like to order three more.",
    "I'm hoping to buy a pair for the landing.",
    "We'd need a few more for the shop window.",
]


@pytest.mark.parametrize("wish", WISHES)
def test_a_wish_after_a_question_is_its_context(wish):
    text = f"vase\nThe short vase from SU-9010 arrived chipped, a refund please.\n\n{QUESTION} {wish}"
    reading = read_ticket(text, order_ref="SU-9010")
    others = [s for s in reading.requests if "other" in s.kinds]
    assert [s.text for s in others] == [QUESTION], [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


WISH_NEAR = [
    # the question in another paragraph: asked
    f"vase\nThe short vase from SU-9010 arrived chipped, a refund please. {QUESTION}\n\nI'd like two more for the hallway.",
    # no question before it: asked
    "vase\nThe short vase from SU-9010 arrived chipped, a refund please.\n\nI'd like two more for the hallway.",
]


@pytest.mark.parametrize("text", WISH_NEAR)
def test_a_wish_with_a_remedy_or_after_no_question_is_asked(text):
    reading = read_ticket(text, order_ref="SU-9010")
    assert any("two more" in s.text and s.is_request for s in reading.sentences), [(s.role, s.kinds, s.text) for s in reading.sentences]


OPENERS = [
    "Please action the following on order SU-9020:",
    "Could you look into the points below:",
    "Kindly process the following items -",
    "Can you help with the following please:",
    "Hi team, please see to the following:",
    "Please deal with these for order SU-9020:",
]
LIST = "\n1) The desk lamp arrived with a cracked shade.\n2) The delivery charge of $9.00 was billed twice.\n3) Please send me a VAT invoice."


@pytest.mark.parametrize("opener", OPENERS)
def test_a_list_opener_asks_nothing(opener):
    reading = read_ticket("order SU-9020\n" + opener + LIST, order_ref="SU-9020")
    assert {"damaged_item", "duplicate_charge", "other"} <= set(reading.intents)
    assert not any(s.text == opener and s.is_request for s in reading.sentences), [(s.role, s.kinds, s.text) for s in reading.sentences]
    assert [s.text for s in reading.requests if "other" in s.kinds] == ["3) Please send me a VAT invoice."] or \
        [s.text for s in reading.requests if "other" in s.kinds] == ["Please send me a VAT invoice."]


OPENER_NEAR = [
    "order SU-9020\nPlease cancel the following orders: SU-9020 and SU-9021.",
    "order SU-9020\nCould you look into the points below:",
]


@pytest.mark.parametrize("text", OPENER_NEAR)
def test_an_opener_naming_its_own_thing_or_with_no_list_is_asked(text):
    reading = read_ticket(text, order_ref="SU-9020")
    assert any("other" in s.kinds for s in reading.requests), [(s.role, s.kinds, s.text) for s in reading.sentences]
