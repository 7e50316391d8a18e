"""The right goods asked for ("You have 48 hours to send the right size or my lawyer gets involved", "just ship me the
correct colour pls") tell that the wrong ones came: a wrong item, with the goods asked instead of the money (`other`, a
person arranges the exchange and no refund is paid for it), the sentence quoted; the law threatened beside it goes to
that person too, named in the reason. Before, "You have 48 hours ..." read as a question whether a replacement is
coming and the run closed resolved, dropping both (blind round probe30, section 6). Wording written for these tests.

Near-misses: the customer's own mistake, papers or advice about the right size, and a wrong item told in a sentence
of its own (its remedy stays an ask apart, as before)."""

import pytest

from runs.intents import read_ticket
from runs.intents.wrong_told_by_right_asked import LAW_BESIDE_WHY, RIGHT_GOODS_WHY
from tests.fresh_cases import case, line, run


def _shown(reading) -> list:
    return [(s.role, s.kinds, s.why, s.forbids, s.text) for s in reading.sentences]


@pytest.mark.parametrize("body, law", [
    ("You have 48 hours to send the right size or my lawyer gets involved.", True),
    ("just ship me the correct colour pls", False),
    ("Please send the right size this time, I need them for Saturday.", False),
    ("send me the proper item asap or my solicitor will hear about it", True),
    ("I need the right colour sent out before the party on Friday.", False),
    ("Kindly dispatch the correct version to me, this one is for the older phone.", False),
    ("Can you get the correct model out to me this week?", False),
])
def test_the_right_goods_asked_are_a_wrong_item_and_its_remedy_for_a_person(body, law):
    reading = read_ticket(f"my order\n{body}", order_ref="SU-1")
    ask = next(s for s in reading.requests)
    assert ask.kinds == ["wrong_item", "other"], _shown(reading)
    assert ask.why.startswith(RIGHT_GOODS_WHY) and (LAW_BESIDE_WHY in ask.why) == law, _shown(reading)
    assert "refund" in ask.forbids, _shown(reading)  # the goods asked, not the money


@pytest.mark.parametrize("body", [
    "I ordered the wrong size by mistake, can you send the right one?",
    "Can you send me the right size chart?",
    "What's the right size for a 10 year old?",
    "The boots are the wrong size. Send the right size please.",
])
def test_near_misses_are_not_read_as_the_wrong_item_told_here(body):
    reading = read_ticket(f"my order\n{body}", order_ref="SU-1")
    assert not [s for s in reading.sentences if s.why.startswith(RIGHT_GOODS_WHY)], _shown(reading)


@pytest.mark.django_db
def test_end_to_end_nothing_is_paid_and_the_exchange_and_the_lawyer_go_to_a_person(tmp_path):
    c = case("RIGHT-SIZE", "You have 48 hours to send the right size or my lawyer gets involved.", [line("BOOTS", "Leather boots size 42", 12000)],
             intents=["wrong_item", "other"],
             expected={"outcome": "escalated", "refunds": [], "returns": [],
                       "escalations": [{"item": "wrong item"}, {"item": "lawyer"}]})
    got = run(tmp_path, [c])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert got["RIGHT-SIZE"]["passed"], got["RIGHT-SIZE"]["differences"]
