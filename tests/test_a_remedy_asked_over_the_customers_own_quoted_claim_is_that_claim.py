"""A reply whose own top lines ask only the remedy ("Refund me please, no need for a new one.") while the damage is told
only in the customer's own earlier mail quoted below it: the claim was dropped and the remedy went to a person. The
other remedy waved off beside the pick ("no need for a new one", "I do not need a replacement", a sentence of its own
"No need to send another.") is part of the pick, and the goods the customer's own quoted claim names are the pick's
(runs/intents/quoted_remedies.py, runs/quoted_claim_goods.py). End to end the quoted line is refunded on an order of three
lines. Near-misses: the other remedy asked too ("And a refund too"), the replacement picked with the refund refused
("A replacement please, no refund": nothing paid), the shop's quoted words naming no goods for the pick. Wording written
for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.quoted_remedies import QUOTED_REMEDY_WHY
from tests.fresh_cases import case, cents, line, refund, run

LINES = [line("TEA-1", "Porcelain cup and saucer", 2400), line("PEN-2", "Pen and pencil set", 1850), line("LMP-3", "Table lamp", 4800)]
OWN = ("On Mon, 23 Nov 2026 Robin Hale <robin.hale@example.com> wrote:\n"
       "> Hello, order {ref} came today and the table lamp arrived with a cracked base.\n> What can you do?")
SHOP = ("On Mon, 23 Nov 2026 Hearth & Home Support wrote:\n"
        "> Hi Robin, sorry to hear the table lamp from order {ref} arrived with a cracked base. Would you like a replacement or a refund?")

PICKS = [
    "Hi,\nRefund me please, no need for a new one.\nThanks, Robin",
    "Just a refund please, I do not need a replacement.",
    "id rather have the money back than a new one tbh",
    "Hi,\nRefund. No need to send another.\nRobin",
    "money back pls, dont want another",
    "Refund please. I do not want a replacement.",
    "Refund please, and not a new one!",
]


def _reading(top: str, quote: str = OWN):
    return read_ticket(f"Re: your order\n\n{top}\n\n{quote.format(ref='SU-70001')}", order_ref="SU-70001")


@pytest.mark.parametrize("top", PICKS)
def test_the_pick_is_the_quoted_claim_with_its_goods(top):
    reading = _reading(top)
    assert reading.intents == ["damaged_item"], reading.as_payload()
    picked = [s for s in reading.requests if s.why == QUOTED_REMEDY_WHY]
    assert len(picked) == 1 and "table lamp" in picked[0].about, reading.as_payload()


@pytest.mark.parametrize("top", [
    "A replacement please. And a refund too.",
    "I need a replacement, is one coming?",
    "Refund please. I do not want a replacement, the blue one is nicer.",
])
def test_a_pick_beside_another_ask_is_read_as_it_was(top):
    reading = _reading(top)
    assert not any(s.why == QUOTED_REMEDY_WHY for s in reading.sentences), reading.as_payload()
    assert reading.requests, reading.as_payload()


def test_the_shops_quoted_words_name_no_goods_for_the_pick():
    reading = _reading("Refund please.", SHOP)
    picked = [s for s in reading.requests if s.why == QUOTED_REMEDY_WHY]
    assert len(picked) == 1 and not picked[0].about, reading.as_payload()


@pytest.mark.django_db
def test_the_quoted_line_is_refunded_and_nothing_when_the_refund_is_refused(tmp_path):
    lamp = [refund(cents(LINES, "LMP-3", 1), "LMP-3", 1)]
    cases = [case(f"QO-{n}", f"{top}\n\n{OWN.format(ref=f'SU-7410{n}')}", LINES, intents=["damaged_item"], ref=f"SU-7410{n}",
                  subject="Re: your order", expected={"outcome": "resolved", "refunds": lamp}) for n, top in enumerate(PICKS[:4])]
    cases.append(case("QO-N1", f"A replacement please, no refund.\n\n{OWN.format(ref='SU-74109')}", LINES, intents=["damaged_item"],
                      ref="SU-74109", subject="Re: your order", expected={"outcome": "escalated", "refunds": []}))
    results = run(tmp_path, cases)
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0
    for c in cases:
        wrong = [d for d in results[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of", "outcome", "silent drop"))]
        assert not wrong, (c["id"], wrong)
