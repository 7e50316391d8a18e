"""A reply sentence for a subtask handed to a person or left undone names what it is about: where the words for
it read as work done ("the wrong item sent instead of the speaker charger"), it names the goods alone ("the part
of your request about the speaker charger"), and a request quoted in the customer's own words stays quoted even
where those words tell of something done ("my card's been cancelled"). A bare "this part of your request" is
left only where the goods' own name reads as work done. Every sentence still passes the reply check."""

import pytest

from runs.agents import reply_sentences as words
from runs.reply_check import unresolved_problems

LINES = [{"description": "Speaker charger, US plug"}, {"description": "Oak side table"}, {"description": "Returned-to-sender mug"},
         {"description": "Linen throw"}]


def _both(what: str, goods: str) -> list[tuple[str, str]]:
    return [("escalated", words.escalated(what, goods)), ("deferred", words.deferred(what, "the seller's terms exclude it", goods))]


@pytest.mark.parametrize("goal, goods", [
    ("put right the wrong item sent instead of the speaker charger, us plug", "speaker charger, us plug"),
    ("put right the wrong item sent instead of the oak side table", "oak side table"),
    ("put right the wrong item sent instead of the linen throw", "linen throw"),
])
def test_a_wrong_item_handed_over_is_named_by_its_goods(goal, goods):
    what = words.matter("wrong_item", goal, LINES)
    found = words.goods_named(goal, LINES)
    assert found == goods
    for status, sentence in _both(what, found):
        assert goods in sentence and "this part of your request" not in sentence, sentence
        assert unresolved_problems(sentence, status) == [], sentence


@pytest.mark.parametrize("quote", [
    "Please refund it to my PayPal rather than the card, the card's been cancelled.",
    "The parcel was returned to you by mistake, can you post it again?",
    "I sent photos last week and heard nothing, who do I talk to?",
    "can the refund go back on my new card, the old one was cancelled",
    "The item I sent back was delivered to you on Monday - where's my money?",
])
def test_a_request_quoted_in_the_customers_words_stays_quoted_whatever_they_tell_of(quote):
    what = words.matter("other", f'a person answers the request "{quote}"', LINES)
    for status, sentence in _both(what, ""):
        assert quote in sentence, sentence
        assert unresolved_problems(sentence, status) == [], sentence


def test_goods_whose_own_name_reads_as_work_done_leave_the_plain_sentence():
    goal = "put right the wrong item sent instead of the returned-to-sender mug"
    what = words.matter("wrong_item", goal, LINES)
    for status, sentence in _both(what, words.goods_named(goal, LINES)):
        assert "this part of your request" in sentence and "sent" not in sentence.replace("sender", "")
        assert unresolved_problems(sentence, status) == [], sentence


@pytest.mark.parametrize("kind, goal", [("damaged_item", "settle the damaged oak side table"), ("change_of_mind", "return the linen throw for a refund")])
def test_words_that_read_as_nothing_done_are_kept_as_they_were(kind, goal):
    what = words.matter(kind, goal, LINES)
    assert words.escalated(what, words.goods_named(goal, LINES)) == f"I couldn't sort out {what} myself, so a colleague will follow up with you on it."
