"""A fault told without a damage word is a damaged/faulty-goods claim (issue #11, V3-12: "The left earcup of the headphones
is silent - nothing comes out of it whatever I do. Can you sort this out for me?" was read as no claim and went to a person
whole). Goods that stay silent, give no picture, show a black screen or do nothing when pressed are goods not doing what
they should (runs/intents/faults_without_damage_words.py); "whatever I do" waves nothing off (runs/intents/settled.py).
Fault words that worked already stay so. Near-misses: a quiet fan praised, no picture on a listing, a fault told as over
("the earcup is fine now"). Wording written for these tests."""

import pytest

from tests.fresh_cases import assert_all_pass, case, cents, line, refund
from tests.readings import reading, shown

HEADPHONES = [line("HDP-1", "Wireless headphones", 9900)]
SILENT = [
    "The left earcup of the headphones is silent - nothing comes out of it whatever I do. Can you sort this out for me?",
    "right earcup is totally silent!!! i want my money back",
    "hello, the headphones i buy from you, one side stay silent always. please you refund me",
    "Got the headphones yesterday and no sound comes out of the left side. Refund please.",
    "Honestly so disappointed. I've paired them, reset them, tried two phones, and still not a peep out of the left ear. Can I get a refund?",
    "Headphones: the left ear cup went completely silent straight out of the box, whatever I try. Please sort it.",
]
SCREENS = [
    "No picture on the TV, just a black screen. Refund please.",
    "The monitor shows nothing, the screen stays black. Refund?",
    "I've tried three different cables and there's still no picture. Please refund me.",
]
ALREADY = ["The kettle won't turn on. I'd like a refund.", "The speaker makes no sound at all. Please refund it.",
           "the iron doesnt heat up, can i have my money back", "The lamp is dead. Please refund."]
NOT_A_FAULT = [
    "The fan is so quiet, love it. Thanks!",
    "There was no picture of the lamp on the site so I wasn't sure, but it arrived and it's lovely.",
    "The left earcup was silent at first but after a reset the earcup is fine now.",
    "The left earcup was silent for a day, but it works fine now.",
    "The kettle wouldn't turn on at first but after a reset it is fine now.",
]


@pytest.mark.parametrize("body", SILENT + SCREENS + ALREADY)
def test_the_fault_is_a_damage_claim(body):
    read = reading(body)
    assert "damaged_item" in read.intents, shown(read)


@pytest.mark.parametrize("body", NOT_A_FAULT)
def test_no_damage_is_claimed(body):
    read = reading(body)
    assert "damaged_item" not in read.intents, shown(read)


@pytest.mark.django_db
def test_the_headphones_are_refunded(tmp_path):
    paid = {"outcome": "resolved", "refunds": [refund(cents(HEADPHONES, "HDP-1", 1), "HDP-1", 1)], "escalations": []}
    cases = [case(f"FW-{n}", body, HEADPHONES, subject="headphones", intents=["damaged_item"], ref=f"SU-7462{n}", expected=paid)
             for n, body in enumerate(SILENT)]
    assert_all_pass(tmp_path, cases)
