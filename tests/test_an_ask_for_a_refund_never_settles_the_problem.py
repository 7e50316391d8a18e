"""An ask for a refund never settles the problem it is asked for: only a refund told as made does.

"I finally unpacked the Christmas box ... and 3 of the glass baubles are smashed. Can they be refunded?" (blind round
ver23a, V23-30) was read as a past problem settled by the next sentence: "they be refunded" matched the settling table's
"<who> <two words> refunded" (you refunded it), so the damage got no subtask, the reply said nothing of the baubles and
the run closed resolved: a silent drop. A modal or a please right before the one who would settle it, or a bare "be" /
"get" between them, is the ask's own wording (runs/intents/remedy_asked_forms.py); "you refunded it", "they were
refunded last week", "I got my money back" still settle. Wording written for these tests."""

import pytest

from runs.intents import read_ticket, settled_in_words
from runs.intents.settled import _settling
from tests.fresh_cases import run
from tests.ver23a_cases import ver23a

ASKED = [
    "Baubles\nI finally unpacked the box from last week and 3 of the glass baubles are smashed. Can they be refunded?",
    "my mugs\nopened the parcel that came tuesday, two of the mugs were cracked. could they be refunded pls",
    "Bowls\nthe bowls came last week, 2 are chipped - could you get them refunded for me",
    "Jugs\nTwo jugs cracked in the box. Will they be refunded or replaced? Let me know",
    "Plates\nGood morning. Having at last opened the delivery, I found the serving plate broken clean in half. "
    "Please could you have it replaced? Many thanks, Edith",
    "Vase!!\nvase came smashed to bits, can u get it refunded asap",
    "Lamp\nHello - the lamp from my order arrived with a cracked base. Is it possible they be refunded or swapped?",
]


@pytest.mark.parametrize("text", ASKED)
def test_a_problem_followed_by_an_ask_for_its_remedy_is_a_claim(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert "damaged_item" in reading.intents, reading.as_payload()
    assert not any(s.settles for s in reading.sentences), reading.as_payload()


@pytest.mark.parametrize("ask", [
    "Can they be refunded?", "could they be refunded pls", "Can you get them refunded please", "Could you have them replaced?",
    "will they be refunded?", "can they be swapped?", "Please can they be credited back", "Is it possible they be refunded",
])
def test_an_ask_is_no_settling_for_the_screener_or_the_guard(ask):
    assert _settling(ask) is None
    assert not settled_in_words(ask)


# Near misses: a refund or a remedy told as made settles as before.
@pytest.mark.parametrize("told", [
    "you refunded them", "they refunded me last week", "they were refunded", "I got my money back", "you have refunded it",
    "you kindly refunded it straight away", "they have replaced it", "It was all sorted, they replaced it",
    "Can you confirm you refunded it?",  # a question about a refund told as made: the refund is told
])
def test_a_remedy_told_as_made_still_settles(told):
    assert _settling(told) is not None


@pytest.mark.parametrize("text", [
    "Lamp\nThe lamp arrived broken last spring and you refunded it. Thanks.",
    "Lamp\nThe lamp arrived broken last month. They refunded it already, so all good.",
    "Lamp\nThe lamp came cracked. I got my money back from my bank already.",
])
def test_a_problem_with_its_refund_told_as_made_asks_nothing(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert "damaged_item" not in reading.intents, reading.as_payload()


@pytest.mark.django_db
def test_the_baubles_are_claimed_deferred_out_of_the_window_and_paid_within_it(tmp_path):
    late = ver23a("V23-30")  # delivered 16 Oct, written 26 Nov: the damage deferred on the window, the copied fee paid
    within = ver23a("V23-30", "V23-30-within", "Hi, I finally unpacked the Christmas box from SU-93030 that came last week and 3 of the "
                    "glass baubles are smashed. Can they be refunded? I also noticed the $5.99 delivery went out twice back then.",
                    now="2026-10-23T15:00:00Z",
                    expected={"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform"}, {"amount_cents": 810, "source": "platform"}],
                              "returns": [], "escalations": []})
    got = run(tmp_path, [late, within])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert got["V23-30"]["passed"], got["V23-30"]["differences"]
    assert got["V23-30-within"]["passed"], got["V23-30-within"]["differences"]
