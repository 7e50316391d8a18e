"""The customer's own work or absence told as why the goods sat unopened ("I've been away working for a week and only just
unpacked the box today: the round mirror is cracked") is no spell the goods worked before a fault: damage found on
unpacking is damage on arrival, paid as the record allows (runs/intents/persons_own_work.py, read by
runs/intents/wear_faults.working_spell). P36-01 held $73.44 with the whole ticket. Wording written for these tests.

Near-misses, still a fault after use a person answers: goods that worked for a spell ("The kettle has been working for a
week and today it stopped heating", "it's been working away happily for a month"), a subject-less spell ("Worked fine
for two weeks after I unpacked it, then the fan died"), a person working or running the goods."""

from __future__ import annotations

import pytest

from runs.intents import FAULT_AFTER_USE_WHY, read_ticket
from runs.intents.persons_own_work import persons_own_work
from runs.intents.wear_faults import worn_through_use
from tests.fresh_cases import assert_all_pass, case, cents, line, refund

AWAY = [
    "I've been away working for a week and only just unpacked the box today: the round mirror is cracked across the middle. Can I have a refund?",
    "my husband has been working offshore for a fortnight and only unpacked it yesterday, the glass jug is cracked. refund pls",
    "Been working away for 5 days, just opened the box now and the mirror glass is cracked. refund?",
    "We've both been working abroad for ten days and got back last night - opened the parcel this morning and the vase is chipped. "
    "Could you refund it please?",
    "Sorry for the slow reply, I was working nights for two weeks and only today unboxed it: the teapot lid is snapped off. "
    "A refund would be great.",
    "i have been away working on the rigs for three weeks n only opened it now, the lamp base is cracked. can i get my money back",
    "Me and my partner have been working away for a week, so we only unpacked it today and the bowl is broken. Refund please.",
]
WEAR = [
    "The kettle has been working for a week and today it stopped heating. Can I have a refund?",
    "It's been working away happily for a month and now the motor is cracked. Refund please.",
    "Worked fine for two weeks after I unpacked it, then the fan died. Can I have a refund?",
    "I've been running it every day for a week and now the jug is cracked. Refund please.",
    "I was working away for a week; the kettle worked fine for the first three days but then it died. Refund please.",
    "The lamp was working for about a fortnight and then yesterday the switch snapped. Can I get a refund?",
]


def _reasons(text: str) -> list[str]:
    return [s.why for s in read_ticket(text).sentences]


@pytest.mark.parametrize("text", AWAY)
def test_damage_found_after_the_customers_absence_is_a_claim(text):
    reading = read_ticket(text)
    assert "damaged_item" in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    assert not any(w.startswith(FAULT_AFTER_USE_WHY) for w in _reasons(text))


@pytest.mark.parametrize("text", WEAR)
def test_goods_that_worked_for_a_spell_still_go_to_a_person(text):
    assert any(w.startswith(FAULT_AFTER_USE_WHY) for w in _reasons(text)), text
    assert "damaged_item" not in read_ticket(text).intents


@pytest.mark.parametrize("text,at", [
    ("I've been away working for a week and", "working"),
    ("she was working away for ten days and", "working"),
    ("Been away working for a week", "working"),
    ("we were working offshore for a week", "working"),
])
def test_persons_own_work(text, at):
    assert persons_own_work(text, text.index(at))


@pytest.mark.parametrize("text,at", [
    ("it has been working for a week and", "working"),
    ("The dishwasher has been working away for a month", "working"),
    ("Worked fine for a week", "Worked"),
    ("I've been running it daily for a week", "running"),
    ("we had it working for a week", "working"),
])
def test_not_a_persons_own_work(text, at):
    assert not persons_own_work(text, text.index(at))


def test_absence_then_unpacking_tells_no_wear():
    assert not worn_through_use("I've been away working for a week and only just unpacked the box today: the mirror is cracked.")
    assert worn_through_use("It worked for a week and today the mirror cracked.")


LINES = [line("MIR-RND", "Round wall mirror", 6800)]


@pytest.mark.django_db
def test_mirror_found_cracked_after_an_absence_is_paid(tmp_path):
    owed = cents(LINES, "MIR-RND", 1)
    bodies = [AWAY[0],
              "I've been working away since last Monday and only just opened the box: the round mirror is cracked across the middle. Refund please.",
              "my wife has been working abroad for a fortnight, we opened the parcel today - the round mirror is smashed. can we have a refund?"]
    cases = [case(f"OWK-{n}", body, LINES, intents=["damaged_item"], delivered_days_ago=8,
                  expected={"outcome": "resolved", "refunds": [refund(owed, "MIR-RND", 1)]}) for n, body in enumerate(bodies)]
    assert_all_pass(tmp_path, cases)
