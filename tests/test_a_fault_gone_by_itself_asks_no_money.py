"""A fault told as gone by itself ("it sealed itself after a couple of boils and it's been fine since") is history, not a
claim: no money moves, as for a fault the customer fixed (runs/intents/fault_gone_by_itself.py; verify38 Z-09). A refund
asked clearly after it is still an ask. Wording written for these tests.

Near-misses: a fault that came after a good spell ("fine at first, but since then it leaks"), a fault still there ("it
hasn't been fine since"), a refund asked in the next sentence."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import case, line, run

GONE = [
    "The kettle leaked a little at first, but it sealed itself after a couple of boils and it's been fine since. Lovely kettle actually.",
    "The fan had an awful rattle for the first week. It seems to have sorted itself out now, no rattle at all.",
    "the new rug smelled of chemicals when it came but the smell went away on its own after a few days. love it",
    "Heads up: the desk lamp was flickering on day one. It stopped by itself and it has worked perfectly ever since.",
    "My blender made a burning smell the first time I used it, it's been fine since though. Just thought you should know.",
    "the drawer stuck a bit on the first day, it's fine since then, just FYI",
]

ASKS = [
    "The kettle was fine at first, but since then it leaks every time. Please refund it.",
    "The kettle leaked at first and it hasn't been fine since. Refund please.",
    "The kettle leaked a little at first, but it sealed itself after a couple of boils. Still, I'd like a partial refund for the hassle.",
]


def _shown(reading) -> list:
    return [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


@pytest.mark.parametrize("body", GONE)
def test_a_fault_gone_by_itself_asks_nothing(body):
    reading = read_ticket(f"my order\n{body}", order_ref="SU-1")
    assert reading.intents == [], _shown(reading)


@pytest.mark.parametrize("body", ASKS)
def test_a_fault_still_there_or_a_refund_asked_after_stands(body):
    reading = read_ticket(f"my order\n{body}", order_ref="SU-1")
    assert reading.intents, _shown(reading)


@pytest.mark.django_db
def test_end_to_end_no_money_for_a_fault_gone_by_itself(tmp_path):
    kettle = [line("KET", "Electric kettle", 3499)]
    held = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": []}
    cases = [case("GONE-1", GONE[0], kettle, intents=[], expected=held),
             case("GONE-2", "The kettle lid clicked loudly at first but it's righted itself, works great now.", kettle, intents=[], expected=held)]
    got = run(tmp_path, cases)
    money = [(c["id"], d) for c in cases for d in got[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of"))]
    assert money == [], [(c["id"], got[c["id"]]["differences"]) for c in cases]
