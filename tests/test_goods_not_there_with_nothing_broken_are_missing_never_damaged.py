"""Goods the customer says were not in the box, "nothing broken, just not there", are missing goods, never damage: the
negation before the damage word holds though a "just" came earlier in the sentence (runs/intents/cues.py, _cue_hits).
Blind round ver37c, V37C-29: "The other three slots in the cardboard insert were just empty - nothing broken, just not
there" was read as damage, $38.88 was paid for three wine glasses as damaged beside a person's task to send or refund
the same glasses. Near-misses keep their damage: "not just broken", damage told after a part called undamaged.
Wording written here."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

MISSING = [
    "Only three of the six wine glasses were in the box. The other three slots in the cardboard insert were just empty - "
    "nothing broken, just not there. Can you send the missing three or refund them?",
    "Two of the glasses just weren't in the box - nothing smashed, no shards, simply missing.",
    "The box only had 4 glasses in it, I checked the packing really carefully and it's just empty slots - none broken.",
    "3 glasses missing!! just empty spaces, nothing cracked just not in the parcel at all. pls send them",
    "Hello, my set of six arrived with only four glasses. Nothing was damaged, the other two were simply never packed.",
    "Half the glasses are missing - there's just empty space, nothing broken whatsoever.",
    "I only got 4 of my 6 glasses - the insert just had gaps, not broken, not chipped, they were never there.",
]
STILL_DAMAGED = [
    "The glasses were just packed badly - not broken, but two of them are chipped.",
    "It's not just broken, it's in pieces.",
    "The box was just fine - nothing wrong with it - but the glass inside is cracked.",
    "I just noticed the tray isn't damaged but two of the glasses are cracked.",
]


@pytest.mark.parametrize("body", MISSING)
def test_goods_not_there_with_nothing_broken_are_no_damage(body):
    read = reading(body)
    assert not any("damaged_item" in s.kinds for s in read.sentences), shown(read)
    assert any(s.is_request for s in read.sentences), shown(read)  # the missing glasses are still asked about


@pytest.mark.parametrize("body", STILL_DAMAGED)
def test_damage_told_beside_a_negation_elsewhere_stands(body):
    read = reading(body)
    assert any(s.is_request and "damaged_item" in s.kinds for s in read.sentences), shown(read)


LINES = [fc.line("GLASS-WN", "Crystal wine glass", 1200, 6)]


@pytest.mark.django_db(transaction=True)
def test_end_to_end_no_damage_refund_for_glasses_not_there(tmp_path):
    cases = [fc.case(f"NOTTHERE-{n}", MISSING[n], LINES, intents=["non_delivery"], ref=f"SU-7102{n}",
                     expected={"outcome": "escalated", "refunds": []}) for n in (0, 1, 4)]
    fc.assert_money_as_expected(tmp_path, cases)
