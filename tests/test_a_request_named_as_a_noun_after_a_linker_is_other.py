"""A request said as a noun phrase after a linker ("Additionally, removal of my saved card", "Plus the cancellation of my
standing order", "Oh, and my loyalty card number added to the order") is asked: an `other` request quoted for a person
(linked_noun_asks.py, verify round V41 DROPPED). Things told after a linker stay as they were read: damage its own kind,
a complaint or a remark a statement, thanks a courtesy."""

import pytest

from runs.intents import read_ticket
from runs.intents.linked_noun_asks import LINKED_NOUN_ASK_WHY, linked_noun_ask


def _last(sentence: str):
    reading = read_ticket(f"my order\nThe lamp from SU-40001 arrived cracked, refund please. {sentence}", order_ref="SU-40001")
    return reading.sentences[-1], reading


@pytest.mark.parametrize("sentence", [
    # the verifier's wordings
    "Requesting also that my details are removed from your marketing list.",
    "Additionally, removal of my saved card from your website.",
    "Also, a copy of my receipt with the company name on it.",
    "Plus the cancellation of my standing order for coffee beans.",
    "Last thing: removal of the gift message from my next delivery, it was meant for a different person.",
    "Additionally, confirmation in writing that my account has been closed after this.",
    "In addition, a callback from your billing team this week.",
    "And a new password reset link, the last one expired.",
    "Further to that, a statement of all my orders this year for my accountant.",
    "Oh, and my loyalty card number added to the order, it's 5521-0099.",
    "One more thing - my order history is missing last year's orders, can that be restored.",
    # fresh phrasings
    "also a VAT invoice for my records pls",
    "Plus deletion of my old address from the account.",
    "And finally, an updated receipt showing the discount.",
    "PS - a call back from a manager tomorrow morning.",
    "Separately, the removal of my phone number from your text alerts.",
    "Oh and a copy of the delivery note too",
    "Moreover, written confirmation of the cancellation.",
])
def test_a_noun_asked_after_a_linker_goes_to_a_person(sentence):
    s, reading = _last(sentence)
    assert (s.role, s.kinds) == ("request", ["other"]), (s.role, s.kinds, s.why)
    assert "damaged_item" in reading.intents  # the claim beside it still stands


@pytest.mark.parametrize("sentence, kind", [
    ("Additionally, the box was soaked.", "damaged_item"),
    ("Plus the lid was cracked too", "damaged_item"),
])
def test_damage_after_a_linker_stays_its_own_kind(sentence, kind):
    s, _ = _last(sentence)
    assert kind in s.kinds and s.why != LINKED_NOUN_ASK_WHY


@pytest.mark.parametrize("sentence", [
    "Also, a lovely note was in the box",
    "In addition, the courier was rude",
    "Last thing: thanks for the quick reply",
    "Plus the lid.",
    "And the same problem as last time.",
    "Also, my order number is SU-40001.",
    "Oh, and a big thank you to Sam in your team.",
])
def test_a_thing_told_after_a_linker_is_no_ask(sentence):
    s, _ = _last(sentence)
    assert s.why != LINKED_NOUN_ASK_WHY and "other" not in s.kinds, (s.role, s.kinds, s.why)


def test_no_linker_no_question_mark_rule():
    assert not linked_noun_ask("A copy of my receipt was in the box.")
    assert not linked_noun_ask("Also, could I get a copy of my receipt?")  # (a question: read by the question readers)
