"""How long until the money comes, asked with "till", "until" or "before" ("ok how long till the money shows"): a
question of refund timing, read as one with or without its mark, even spelt right. Read before, it was a statement
and the customer's question was dropped. Wording written for these tests.

Near-misses: a wait told, not asked ("I waited a long time till the money showed"), and goods, not money ("how long
till the parcel shows up")."""

import pytest

from runs.intents import read_ticket
from tests.readings import shown as _shown


@pytest.mark.parametrize("text", [
    "ok how long till the money shows",
    "how long till the money shows?",
    "how long until i see my refund",
    "hw long till the refund comes thru",
    "So how many days before the money is back on my card",
    "Thanks for sorting it. How long until the credit appears in my account",
    "just wondering how long till I get the money back",
    "how soon till the refund lands, rent is due friday",
])
def test_how_long_till_the_money_comes_is_asked(text):
    reading = read_ticket(f"hello\n{text}", order_ref="SU-1")
    assert [s for s in reading.requests if s.kinds == ["other"] and text.endswith(s.text)], _shown(reading)


def test_asked_beside_a_claim_it_is_a_duration_a_person_answers():
    reading = read_ticket("lamp\nThe lamp came smashed. how long till the credit shows up", order_ref="SU-1")
    assert [s for s in reading.requests if "damaged_item" in s.kinds], _shown(reading)
    assert [s for s in reading.requests if s.kinds == ["other"] and "how long" in s.text], _shown(reading)


@pytest.mark.parametrize("text", [
    "I waited a long time till the money showed.",
    "It took ages until the refund came through.",
    "how long till the parcel shows up",
    "Last time it was a week before the money was back on my card.",
])
def test_near_misses_ask_no_refund_timing(text):
    reading = read_ticket(f"hello\n{text}", order_ref="SU-1")
    assert not [s for s in reading.requests if "other" in s.kinds and ("money" in s.text or "refund" in s.text)], _shown(reading)
