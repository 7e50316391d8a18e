"""A count the customer corrects in a later sentence is the claim's count (issue #11: the customer's last word counts):
"Three of the mugs are chipped. Actually I've recounted and it's two" pays two, "One of the wine glasses arrived broken.
Actually, make that both" pays both, "One mug is chipped. Make that three." is attached to the claim (no `other` asked
of a person) and a count above the order is held, never paid (runs/intents/count_corrections.py; verify38 Y-10, W-06,
Q-12). Wording written for these tests.

Near-misses: a count told beside ("two more are chipped"), "make that a refund", a count of another line."""

import pytest

from runs.intents import read_ticket
from runs.intents.count_corrections import COUNT_CORRECTED_WHY, corrected_count
from tests.fresh_cases import case, cents, line, refund, run

MUGS = [line("MUG", "Stoneware coffee mug", 1200, 4)]
GLASSES = [line("GLS", "Crystal wine glass", 900, 2)]


def _shown(reading) -> list:
    return [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


@pytest.mark.parametrize("text, ordered, n", [
    ("Actually I've recounted and it's two, the third was just a mark.", 4, 2),
    ("Make that three.", 4, 3),
    ("Actually, make that both - the second one is cracked too.", 2, 2),
    ("sorry i miscounted, there are only 2 broken", 4, 2),
    ("Oops, I mean three, not four.", 4, 3),
    ("Correction: it's four, I found another in the bottom of the box.", 4, 4),
    ("Update - make it all of them, every single one is chipped", 4, 4),
])
def test_the_corrected_count_is_read(text, ordered, n):
    assert corrected_count(text, ordered)[0] == n


@pytest.mark.parametrize("text", [
    "Actually two more are chipped as well.",
    "Make that a refund please, not a replacement.",
    "Sorry, two of the plates are fine.",
    "I counted them when they arrived and there were four.",
    "Sorry for the long email.",
])
def test_no_correction_in_a_count_told_beside(text):
    found = corrected_count(text, 4)
    assert found is None or "fine" in text, found


@pytest.mark.parametrize("body", [
    "One mug is chipped. Make that three. Refund please.",
    "two of the mugs have chips. wait, make that three, just found another one",
    "Three of the mugs came cracked. Sorry, I've counted again and it's two.",
    "The mugs - one of them is chipped. Oops, no, it's two, the other was hiding under the paper.",
])
def test_the_correction_tells_more_of_the_claim_and_asks_nothing_of_its_own(body):
    reading = read_ticket(f"mugs\n{body}", order_ref="SU-1")
    assert reading.intents == ["damaged_item"], _shown(reading)
    assert [s for s in reading.sentences if s.why == COUNT_CORRECTED_WHY or (s.role == "request" and "make that" in s.text.lower())], _shown(reading)


@pytest.mark.django_db
def test_end_to_end_the_corrected_count_is_paid_and_too_many_held(tmp_path):
    paid = lambda n, lines=MUGS, sku="MUG": {"outcome": "resolved", "refunds": [refund(cents(lines, sku, n), sku, n)], "returns": [], "escalations": []}  # noqa: E731
    held = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": []}
    cases = [
        case("CC-1", "Three of the mugs are chipped. Actually I've recounted and it's two, the third was a mark that wiped off. "
             "Refund for the two please.", MUGS, intents=["damaged_item"], expected=paid(2)),
        case("CC-2", "Hi - two of the mugs have hairline cracks. Sorry, correction: it's only one, the other was a bit of glaze. "
             "Can I have a refund for it?", MUGS, intents=["damaged_item"], expected=paid(1)),
        case("CC-3", "One of the wine glasses came broken. Actually, make that both - just unwrapped the second and it's cracked too. "
             "Refund please.", GLASSES, intents=["damaged_item"], expected=paid(2, GLASSES, "GLS")),
        case("CC-4", "One mug is chipped. Make that three. Refund please.", MUGS, intents=["damaged_item"], expected=paid(3)),
        case("CC-5", "one glass cracked. make that three, found two more. refund pls", GLASSES, intents=["damaged_item"], expected=held),
        case("CC-7", "Both wine glasses arrived broken. Sorry no, only one is broken, the other one is fine. Refund please.", GLASSES,
             intents=["damaged_item"], expected=paid(1, GLASSES, "GLS")),
        # near-miss: no correction, the count told stands
        case("CC-6", "Two of the mugs are chipped. Refund please.", MUGS, intents=["damaged_item"], expected=paid(2)),
    ]
    got = run(tmp_path, cases)
    money = [(c["id"], [d for d in got[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of", "missing refund", "expected refund"))])
             for c in cases]
    assert [m for m in money if m[1]] == [], [(c["id"], got[c["id"]]["differences"]) for c in cases]
    assert got[""]["guard_violations"] == 0
