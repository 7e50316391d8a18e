"""A claim's goods corrected in the next sentence ("the mug arrived chipped. Sorry, scratch that - I mean the serving
bowl"; "Edit: not the kettle, the toaster") or in the same one ("one of the bowls is cracked - actually, no, sorry, not
the bowl, it's one of the dinner plates. The bowls are all fine.") are the claim's goods: the corrected line is paid and
the goods corrected away are not (runs/intents/goods_corrected_next.py, runs/goods_corrected.py; verify38 V-05, Y-09 and
the bowl-to-plate case; issue #11). Wording written for these tests.

Near-misses: goods added ("Sorry, I mean the bowl too"), a remedy changed ("Scratch that, just refund it")."""

import pytest

from runs.intents import read_ticket
from runs.intents.goods_corrected_next import GOODS_MEANT_WHY, goods_meant_at
from tests.fresh_cases import case, cents, line, refund, run

LINES = [line("MUG", "Stoneware coffee mug", 1200, 2), line("BWL", "Ceramic serving bowl", 1850), line("PLT", "Dinner plate", 1400, 4),
         line("KET", "Electric kettle", 3499), line("TST", "Two-slice toaster", 3999)]


def _shown(reading) -> list:
    return [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


@pytest.mark.parametrize("text", [
    "Sorry, scratch that - I mean the serving bowl, I mixed them up.",
    "Edit: not the kettle, the toaster.",
    "oops my bad, i meant the toaster",
    "Correction: it's the bowl, not the mug.",
    "Wait, no - not the plate, it's the bowl.",
    "Apologies, I meant to say the dinner plate.",
])
def test_the_goods_meant_are_read(text):
    assert goods_meant_at(text), text


@pytest.mark.parametrize("text", [
    "Sorry, I mean the bowl too.",
    "Scratch that, just refund it.",
    "Sorry for the trouble.",
    "Actually the bowl is fine.",
])
def test_no_goods_corrected(text):
    assert not goods_meant_at(text), text


@pytest.mark.parametrize("body", [
    "The kettle arrived dented. Edit: not the kettle, the toaster. Refund please.",
    "the mug has a crack in it. oops sorry i meant the serving bowl, the mugs are fine",
])
def test_the_claim_moves_to_the_sentence_naming_the_goods_meant(body):
    reading = read_ticket(f"my order\n{body}", order_ref="SU-1")
    assert reading.intents == ["damaged_item"], _shown(reading)
    assert [s for s in reading.sentences if s.why == GOODS_MEANT_WHY], _shown(reading)


def _paid(sku: str, n: int = 1) -> dict:
    return {"outcome": "resolved", "refunds": [refund(cents(LINES, sku, n), sku, n)], "returns": [], "escalations": []}


@pytest.mark.django_db
def test_end_to_end_the_corrected_line_is_paid(tmp_path):
    cases = [
        case("GC-1", "Hello, the mug arrived chipped on the rim. Sorry, scratch that - I mean the serving bowl, I mixed them up, "
             "the mugs are both perfectly fine. So it's the bowl that needs sorting.", LINES, intents=["damaged_item"], expected=_paid("BWL")),
        case("GC-2", "The kettle came with a big dent in the side. Edit: not the kettle, the toaster. Refund please.", LINES,
             intents=["damaged_item"], expected=_paid("TST")),
        case("GC-3", "one of the bowls is cracked - actually, no, sorry, not the bowl, it's one of the dinner plates. The bowls are "
             "all fine. Can I get a refund for the one plate?", LINES, intents=["damaged_item"], expected=_paid("PLT")),
        case("GC-4", "A dinner plate arrived cracked right across. Wait, no - not the plate, it's the serving bowl, the plates are "
             "all fine. Could you refund the bowl?", LINES, intents=["damaged_item"], expected=_paid("BWL")),
        case("GC-5", "the toaster is scratched all down one side!! correction: it's the kettle, not the toaster. refund it pls",
             LINES, intents=["damaged_item"], expected=_paid("KET")),
    ]
    got = run(tmp_path, cases)
    money = [(c["id"], d) for c in cases for d in got[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of"))]
    assert money == [], [(c["id"], got[c["id"]]["differences"]) for c in cases]
    assert got[""]["guard_violations"] == 0
