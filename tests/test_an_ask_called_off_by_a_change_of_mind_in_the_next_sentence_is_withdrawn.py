"""An ask told (made in an earlier mail or call, or just before in this one), then called off by the next sentence's
change of mind that asks something else ("I asked for a replacement frame on Monday. Scrap that, I'd prefer to just keep
the cracked one and get a partial refund."): the earlier ask is context, quoted with its reason; the remedy it asked is
forbidden on the sentence calling it off (no replacement is sent, no return starts); the new ask goes on as read (a
partial refund goes to a person) with its reason saying what it calls off. Before, the earlier ask read as telling more
of the new one and nothing recorded its withdrawal; called off with "Scratch that", keeping the goods for a partial
refund read as declining every remedy and the partial refund was dropped (blind round probe30, finding 24). Wording
written for these tests.

Near-misses: an earlier ask chased, not called off; the same remedy changed in its details; an ask that stands."""

import pytest

from runs.intents import read_ticket
from runs.intents.earlier_ask_changed_next import EARLIER_ASK_CHANGED_WHY
from tests.fresh_cases import case, line, run


def _shown(reading) -> list:
    return [(s.role, s.kinds, s.why, s.forbids, s.text) for s in reading.sentences]


CALLED_OFF = [
    # (ticket body, the remedy called off, the words of the new ask)
    ("I asked for a replacement frame on Monday. Scrap that, I'd prefer to just keep the cracked one and get a partial refund.",
     "replacement", "partial refund"),
    ("I rang on Tuesday asking for a new teapot to be sent. On second thought, I'll keep the chipped one and just take a partial refund.",
     "replacement", "partial refund"),
    ("i emailed yesterday asking for a replacement lamp shade. actually forget the replacement, a partial refund is fine, ill keep the dented one",
     "replacement", "partial refund"),
    ("Last week I asked to exchange the torn cushion. Scrap that, I'd like a partial refund for it please, I'll keep it.",
     "replacement", "partial refund"),
    ("We asked your colleague for a replacement rug on the phone. On 2nd thoughts we'll keep the stained one and take a partial refund.",
     "replacement", "partial refund"),
    ("The jug arrived cracked. Could you post another one out? Scratch that, I'd rather keep it and get a partial refund.",
     "replacement", "partial refund"),
    ("The vase came chipped. Can you send a replacement? Scrap that - I'll keep it, just give me a partial refund please.",
     "replacement", "partial refund"),
]


@pytest.mark.parametrize("body, remedy, new_ask", CALLED_OFF)
def test_the_ask_called_off_is_withdrawn_and_forbidden_and_the_new_ask_stands(body, remedy, new_ask):
    reading = read_ticket(f"my order\n{body}", order_ref="SU-1")
    asking = [s for s in reading.requests if new_ask in s.text.lower()]
    assert len(asking) == 1, _shown(reading)
    ask = asking[0]
    assert "other" in ask.kinds and remedy in ask.forbids and "refund" in ask.forbids, _shown(reading)  # the partial refund: a person's
    assert "calls off the" in ask.why, _shown(reading)
    told = reading.sentences[reading.sentences.index(ask) - 1]
    assert told.role == "context" and not told.kinds, _shown(reading)  # the ask called off: recorded, asked of nobody
    assert not [s for s in reading.requests if s is not ask and "other" in s.kinds], _shown(reading)


def test_the_probes_earlier_ask_is_recorded_as_called_off():
    reading = read_ticket("SU-2213\nI asked for a replacement frame on Monday. Scrap that, I'd prefer to just keep the cracked one and get a "
                          "partial refund.")
    assert reading.sentences[1].why == EARLIER_ASK_CHANGED_WHY, _shown(reading)
    assert reading.intents == ["damaged_item", "other"], _shown(reading)


@pytest.mark.parametrize("body", [
    "I asked for a replacement frame on Monday. Nobody has replied yet.",
    "The frame came cracked. I asked for a replacement frame on Monday. Actually, could you make it the walnut one?",
    "The frame came cracked. Can you send a replacement? Thanks so much.",
    "I asked for a replacement frame on Monday and you said it was on its way.",
])
def test_near_misses_keep_the_ask_or_forbid_nothing(body):
    reading = read_ticket(f"my order\n{body}", order_ref="SU-1")
    assert not [s for s in reading.sentences if s.why == EARLIER_ASK_CHANGED_WHY], _shown(reading)
    assert not [s for s in reading.sentences if "replacement" in s.forbids], _shown(reading)


@pytest.mark.django_db
def test_end_to_end_nothing_is_paid_and_the_partial_refund_goes_to_a_person(tmp_path):
    frame = [line("FRAME", "Oak picture frame", 4500)]
    expected = {"outcome": "escalated", "refunds": [], "returns": [],
                "escalations": [{"item": "partial refund"}]}
    cases = [case("CALLED-OFF-1", CALLED_OFF[0][0], frame, intents=["damaged_item"], expected=expected),
             # (before: "Scratch that ..." read as declining every remedy, and the partial refund was dropped)
             case("CALLED-OFF-2", CALLED_OFF[5][0].replace("jug", "frame"), frame, intents=["damaged_item"], expected=expected)]
    got = run(tmp_path, cases)
    assert [(c["id"], got[c["id"]]["differences"]) for c in cases if not got[c["id"]]["passed"]] == []
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
