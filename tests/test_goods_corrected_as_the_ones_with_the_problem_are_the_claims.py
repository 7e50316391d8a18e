"""A claim's goods corrected in the next sentence by telling the goods meant as the ones with the problem and the goods
first named as fine ("Order HH-82213: the frying pan has a warped base. Scratch that - it's the lid that is warped, the
pan is fine. Please refund the lid.", the corrections finding VF-211): the lid's claim is paid, the pan's is not, and
the ticket is not held (runs/intents/goods_corrected_next.py: "scratch that" had taken the pan's claim back and the
lid was asked of a person as an `other`). Wording written for these tests.

Near-misses: goods added ("Sorry, the lid is warped too"), a first telling with other goods said fine, an apology that
corrects nothing ("Sorry to bother you - the pan arrived warped, the lid is fine")."""

import pytest

from runs.intents import read_ticket
from runs.intents.goods_corrected_next import GOODS_MEANT_WHY, goods_meant_at
from tests.fresh_cases import assert_settled_as_expected, case, cents, line, refund

LINES = [line("PAN", "Frying pan", 4800), line("LID", "Glass lid", 1400), line("KET", "Electric kettle", 3499),
         line("TST", "Two-slice toaster", 3999)]


@pytest.mark.parametrize("text", [
    "Scratch that - it's the lid that is warped, the pan is fine.",
    "my mistake, the toaster is the one that's dented, kettle is fine",                               # texting
    "Oops, sorry: it's the glass lid which arrived cracked, not the pan.",                            # chatty
    "Correction: it is the lid that arrived damaged; the frying pan itself is in perfect condition.",  # formal
    "wait no its the lid thats warped, pan is ok",                                                    # typos
    "Sorry, I make mistake, it is the lid what is warped, the pan is good.",                          # non-native
])
def test_the_goods_meant_are_read(text):
    assert goods_meant_at(text), text


@pytest.mark.parametrize("text", [
    "Sorry, the lid is warped too.",
    "Sorry to bother you - the frying pan arrived warped, the lid is fine.",
    "Sorry, the lid is fine.",
    "Actually the pan is fine.",
])
def test_no_goods_corrected(text):
    assert not goods_meant_at(text), text


def test_the_claim_moves_to_the_goods_meant():
    reading = read_ticket("pan\nThe frying pan has a warped base. Scratch that - it's the lid that is warped, the pan is fine. "
                          "Please refund the lid.", order_ref="SU-1")
    assert reading.intents == ["damaged_item"], [(s.role, s.kinds, s.text) for s in reading.sentences]
    assert [s.text for s in reading.sentences if s.why == GOODS_MEANT_WHY] == ["Scratch that - it's the lid that is warped, the pan is fine."]


def _paid(sku: str) -> dict:
    return {"outcome": "resolved", "refunds": [refund(cents(LINES, sku, 1), sku, 1)], "returns": [], "escalations": []}


@pytest.mark.django_db
def test_end_to_end_the_goods_meant_are_paid(tmp_path):
    bodies = [
        ("The frying pan has a warped base. Scratch that - it's the lid that is warped, the pan is fine. Please refund the lid.", _paid("LID")),
        ("the kettle came dented. my mistake, the toaster is the one that's dented, kettle is fine. refund pls", _paid("TST")),
        ("Hi there! The frying pan arrived with a crack in the handle. Oops, sorry: it's the glass lid which arrived cracked, not "
         "the pan. Could I get a refund for it?", _paid("LID")),
        ("I must report that the frying pan arrived damaged. Correction: it is the lid that arrived damaged; the frying pan "
         "itself is in perfect condition. I request a refund.", _paid("LID")),
        ("pan's warped. wait no its the lid thats warped, pan is ok. refund?", _paid("LID")),
        ("The pan is come with warped bottom. Sorry, I make mistake, it is the lid what is warped, the pan is good. Please "
         "refund.", _paid("LID")),
        # near-misses: the claim as told
        ("The frying pan arrived warped, the lid is fine. Refund the pan please.", _paid("PAN")),
        ("Sorry to bother you - the kettle arrived dented, the toaster is fine. Refund please.", _paid("KET")),
    ]
    cases = [case(f"GM-{i}", body, LINES, intents=["damaged_item"], expected=expected, ref=f"SU-75{i:02d}")
             for i, (body, expected) in enumerate(bodies)]
    assert_settled_as_expected(tmp_path, cases)
