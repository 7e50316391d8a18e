"""Goods let go in a later sentence: the ask narrowed to some of the goods ("Correction: only the plate", "So only the
mug.", "Scratch that, just the chinos - ..."), or damage taken back as dirt ("the lamp's just dusty", "the dent is just a
smudge", "the bowl's mark wiped off"). The goods let go are set aside; the rest is paid or sent back (the corrections
finding: C24, C32, C53, M2, MC1, V40-3d; runs/intents/goods_narrowed_next.py). Wording written for these tests.

Near-misses that let nothing go: "scratch that" about an earlier mail, a correction of the address, "not just a
smudge", "only the handle is chipped" (a claim of its own)."""

import pytest

from runs.intents.goods_narrowed_next import dirt_clauses, narrowed_goods, only_dirt_told
from tests.fresh_cases import assert_settled_as_expected, case, cents, line, refund


@pytest.mark.parametrize("text, kept", [
    ("Correction: only the jug, the vase's mark wiped off.", "the jug"),
    ("So only the vase.", "the vase"),
    ("correction - just the jug pls", "the jug"),
    ("Scratch that, just the chinos - my partner likes the shirt.", "the chinos"),
    ("Sorry, actually only the ceramic vase.", "the ceramic vase"),
    ("On second thoughts, it's just the jug.", "the jug"),
])
def test_the_goods_kept_are_read(text, kept):
    assert narrowed_goods(text) == kept


@pytest.mark.parametrize("text", [
    "Scratch that last email about the jug.",
    "Correction: only the flat number is wrong.",
    "Only the handle is chipped.",
    "So the jug and the vase, please.",
])
def test_nothing_narrowed(text):
    assert narrowed_goods(text) == ""


@pytest.mark.parametrize("text, dirt", [
    ("Having looked again, the vase's just dusty.", True),
    ("On second look the jug dent is just a smudge.", True),
    ("turns out the jug was only dirty lol", True),
    ("It was just a mark that wiped off.", True),
    ("The vase is cracked, not just a smudge.", False),
    ("The jug is chipped and the vase has a stain.", False),
])
def test_damage_taken_back_as_dirt(text, dirt):
    assert bool(dirt_clauses(text)) == dirt and only_dirt_told(text) == dirt


TWO = [line("JUG", "Glass water jug", 2500), line("VAS", "Ceramic vase", 4000)]


def _jug() -> dict:
    return {"outcome": "resolved", "refunds": [refund(cents(TWO, "JUG", 1), "JUG", 1)], "returns": [], "escalations": []}


def _both() -> dict:
    return {"outcome": "resolved", "refunds": [refund(cents(TWO, "JUG", 1), "JUG", 1), refund(cents(TWO, "VAS", 1), "VAS", 1)],
            "returns": [], "escalations": []}


@pytest.mark.django_db
def test_end_to_end_only_the_goods_kept_are_paid(tmp_path):
    bodies = [
        ("The jug and the vase both arrived cracked. Correction: only the jug, the vase's mark wiped off. Refund please.", _jug()),
        ("Jug cracked and vase chipped. Refund both.\nOn second look the vase chip is just a smudge. So only the jug.", _jug()),
        ("Jug and vase both arrived damaged, refund please. Having looked again, the vase's just dusty.", _jug()),
        ("The vase and jug are cracked. Correction - only the jug. Refund please.", _jug()),
        ("hi the jug n the vase came broken!! sorry, just the jug, vase was only dirty. refund pls", _jug()),
        # near-misses: both stand
        # ("scratch that" of another mail lets no goods go: held for a person, as before this change)
        ("The jug and the vase both arrived cracked. Scratch that last email about my address. Refund please.",
         {"outcome": "escalated", "refunds": [], "returns": [], "escalations": []}),
        ("The jug and the vase both arrived cracked, not just a smudge. Refund please.", _both()),
    ]
    cases = [case(f"GL-{i}", body, TWO, intents=["damaged_item"], expected=expected, ref=f"SU-76{i:02d}")
             for i, (body, expected) in enumerate(bodies)]
    assert_settled_as_expected(tmp_path, cases)
