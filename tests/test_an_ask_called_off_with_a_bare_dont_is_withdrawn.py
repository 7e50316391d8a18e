"""An ask called off in the next sentence by a bare "don't" ("Actually no, don't - I'll just glue it"; "On second thought,
don't bother, it works fine.") is withdrawn as "scratch that" withdraws it: nothing is paid, and the calling sentence asks
nothing of a person (runs/intents/ask_called_off.py; verify38 Z-10, Q-02). Wording written for these tests.

Near-misses: "don't bother sending a label", "don't worry, no rush", "no, don't send a replacement", "don't refund the
bowl": a "don't" that bars something named, or reassures, calls nothing off."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import case, cents, line, refund, run

CALLED_OFF = [
    "The vase came with a crack down one side, could you refund it? Actually no, don't - my husband says he can fix it.",
    "can i get my money back for the lamp, the shade is dented. no dont, its fine, i bent it back",
    "Hi, please refund the jug, the handle is loose. Wait, no, don't bother - I tightened the screw and it's solid now.",
    "The toaster's crumb tray is bent. Refund please. Hmm, on 2nd thoughts don't bother, I'll live with it.",
    "Could I have a refund for the chipped plate? Sorry no, don't worry about it, it's only a tiny chip.",
    "Please refund the cracked mug. Don't bother, I'll superglue it.",
    "Toaster arrived with a dent on the top, can I get a refund? On second thought, don't bother, it works fine.",
]

STANDS = [
    "Please refund the cracked mug. Don't bother sending a return label, I'll recycle it.",
    "Can I have a refund for the dented kettle? Don't worry, there's no rush at all.",
    "Refund the chipped mug please. Don't refund the bowl though, it's fine.",
]


def _shown(reading) -> list:
    return [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


@pytest.mark.parametrize("body", CALLED_OFF)
def test_the_ask_called_off_asks_nothing(body):
    reading = read_ticket(f"my order\n{body}", order_ref="SU-1")
    assert reading.intents == [], _shown(reading)


@pytest.mark.parametrize("body", STANDS)
def test_a_dont_that_bars_something_named_leaves_the_ask(body):
    reading = read_ticket(f"my order\n{body}", order_ref="SU-1")
    assert "damaged_item" in reading.intents, _shown(reading)


@pytest.mark.django_db
def test_end_to_end_nothing_is_paid_when_called_off(tmp_path):
    mug = [line("MUG", "Stoneware coffee mug", 1200)]
    kettle = [line("KET", "Electric kettle", 3499)]
    held = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": []}
    cases = [case("OFF-1", "Please refund the mug, the handle has a chip. Actually no, don't - I'll sand it down, not worth the hassle.",
                  mug, intents=[], expected=held),
             case("OFF-2", "kettle has a dent in the side, can i get a refund? on second thought dont bother, it boils fine.",
                  kettle, intents=[], expected=held),
             # near-miss: the ask stands and is paid
             case("OFF-3", "Please refund the mug, the handle has a chip. Don't bother sending a label, I'll recycle it.",
                  mug, intents=["damaged_item"],
                  expected={"outcome": "resolved", "refunds": [refund(cents(mug, "MUG", 1), "MUG", 1)], "returns": [], "escalations": []})]
    got = run(tmp_path, cases)
    money = [(c["id"], d) for c in cases for d in got[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of"))]
    assert money == [], [(c["id"], got[c["id"]]["differences"]) for c in cases]
    assert got[""]["guard_violations"] == 0
