"""A wish or a question relayed for someone else is one reading (runs/intents/relayed_wishes.py), with one table of who
the person is and one list of what they wish, and one entry point runs/intents/asks.py calls once: the household's
wish anywhere in a sentence ("so my husband would like a refund" -> "we would like a refund") and a wish or question
said of anyone at its opening ("He also wants to know whether ..." -> "I also want to know whether ..."). It was two
modules, runs/intents/relayed_wishes.py and runs/intents/relayed_asks.py, sharing only the "wants to keep it" list.
Near-misses: a person's feelings or what they did ("my wife loved it", "he asked me to write because he is away"), a
wish for the goods kept or used, a past wish, a need for the goods, someone in the story. Wording written for these
tests."""

import pytest

from runs.intents import read_ticket
from runs.intents import relayed_wishes
from runs.intents.asks import _tidied
from runs.intents.relayed_wishes import relayed_as_own


def _read(text: str):
    reading = read_ticket(f"My order\n{text}", order_ref="SU-1")
    return reading, [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


@pytest.mark.parametrize("text, own", [
    ("The vase was a double gift so my husband would like a refund on it.", "so we would like a refund"),
    ("our teenage son wants to send the trainers back, theyre too small", "we want to send"),
    ("My other half would much rather have the money back tbh", "we would much rather have"),
    ("Grandma is hoping you could swap the cardigan for a size up.", "we are hoping you could"),
    ("my flatmate needs a replacement for the cracked lid asap", "we need a replacement"),
    ("So daddy wants them returned, hes not keen on the colour.", "So we want them returned"),
    ("My fiancee would prefer an exchange for the bigger size.", "we would prefer an exchange"),
])
def test_a_wish_relayed_for_the_household_is_the_customers_own(text, own):
    assert own in relayed_as_own(text, _tidied)
    reading, shown = _read(text)
    assert [s for s in reading.sentences if s.text == text and s.role == "request"], shown


@pytest.mark.parametrize("text, own", [
    ("He also wants to know whether the lamp takes an E27 bulb.", "I also want to know"),
    ("She is wondering if you deliver on Saturdays.", "I wonder if"),
    ("My boss would like a copy of the VAT invoice for the desk.", "I would like a copy"),
    ("Marguerite was asking whether the throw comes in green", "I am asking whether"),
    ("and my neighbour wonders if the bench can be collected instead of posted", "and I wonder if"),
    ("Also my client needs to find out when the refund will show up.", "Also I need to find out"),
    ("Btw he asks if the spare filter is sold separately", "Btw I am asking if"),
])
def test_a_question_relayed_for_anyone_at_the_opening_is_the_writers_own(text, own):
    assert relayed_as_own(text, _tidied).startswith(own)
    reading, shown = _read(text)
    assert [s for s in reading.sentences if s.text == text and s.role == "request"], shown


@pytest.mark.parametrize("text", [
    "my wife loved it",
    "He asked me to write because he is away this week.",
    "My husband wants to keep the lamp, it's lovely.",
    "The courier said he wants a signature next time.",
    "She wanted the blue one but the green is fine.",
    "My daughter needs it for school on Monday.",
    "my boss would like to thank your driver",
    "He is hoping to wear it to the wedding.",
    "They were asking me about it all week, they love it.",
])
def test_near_misses_relay_no_wish(text):
    assert relayed_as_own(text, _tidied) == _tidied(text)
    reading, shown = _read(text)
    assert reading.requests == [], shown


@pytest.mark.parametrize("text", ["My mum would like one too, it's gorgeous.", "Dad wants to buy another for the shed."])
def test_goods_wished_for_at_the_opening_relay_no_ask(text):
    reading, shown = _read(text)
    assert reading.requests == [], shown


def test_the_household_reads_the_words_as_written_and_the_opening_after_what_stands_before_the_ask():
    # (the opening is read once "Scratch that," is off; the hedge's mark is judged on "we want", as the customer says it)
    assert relayed_as_own("Scratch that, he wants a refund instead.", _tidied) == "I want a refund instead."
    assert relayed_as_own("i think my wife wants refund?", _tidied) == "i think we want refund."


@pytest.mark.parametrize("reading, how", [(1, "my"), (1, "bare"), (2, "my"), (2, "bare")])
def test_every_person_in_the_one_table_is_read_by_the_readings_it_names(reading, how):
    words = relayed_wishes._people(reading, how)
    assert words
    for word in words:
        who = ("my " if how == "my" else "") + word.replace("_", " ")
        if reading == 1:
            assert relayed_wishes.household_wish_as_own(f"so {who} would like a refund") == "so we would like a refund", who
        else:
            assert relayed_wishes._opening_wish_as_own(f"{who} wonders if it fits") == "I wonder if it fits", who


def test_every_wish_in_the_one_list_is_read_by_the_readings_it_names():
    for said, (household, opening) in relayed_wishes._WISHES.items():
        if household:
            assert relayed_wishes.household_wish_as_own(f"so my wife {said} to send it back") == f"so we {household} to send it back", said
        if opening:
            assert relayed_wishes._opening_wish_as_own(f"He {said} to know if it fits") == f"I {opening} to know if it fits", said
