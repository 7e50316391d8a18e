"""Damage the customer only supposes ("may be", "might be", "I suspect", "thinks ... may", "if it turns out to be") is not
told: a person judges it (kind `other`, quoted), no money. Held-back round verify34 paid $64 for "The lamp may be broken."
(D08) and for "if it turns out to be damaged I'd like a refund, but it might just be the bulb" (D05), $45 for "I suspect the
kettle lid might be dented" (D07), $26 for "My daughter thinks the vase may have a hairline crack" (D06)
(runs/intents/damage_unconfirmed.py, read_supposed_damage). Damage told outright beside a hedge on something else still pays.
Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.damage_unconfirmed import HEDGED_WHY
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

SUPPOSED = [
    "hi the teapot mite be chipped?? not sure",
    "Got the jug today. It may well be cracked along the base, can you advise",
    "If the plates turn out to be damaged when I unpack them Id like a refund please, but they might be fine.",
    "Perhaps the frame is bent, hard to say from here.",
    "My son thinks the bowl might have a chip in it.",
    "I suspect the glass got cracked on the way, not 100% sure yet.",
    "The mirror could be scratched - I'm not sure. Maybe it's just dust.",
    "Dear team, I have a feeling the clock may possibly be broken, as it ticks very loudly. Kind regards, Mrs P.",
]
STILL_CLAIMED = [
    "the lamp is broken, may I have a refund",
    "I think it's cracked, photo attached",  # the customer's own account with the evidence: a belief, not a doubt
    "The mug arrived cracked and the lid might be chipped too, refund the mug please",
    "I could be wrong about the courier but the vase is definitely cracked.",
    "The jug may have been dropped, it arrived broken.",
    "The bowl arrived smashed, perhaps the courier dropped it.",
    "The vase may have been packed badly but it arrived cracked, refund please.",
]


@pytest.mark.parametrize("text", SUPPOSED)
def test_damage_only_supposed_is_a_person_quoted(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert "damaged_item" not in reading.intents, reading.as_payload()
    assert reading.intents == ["other"], reading.as_payload()
    # (a condition read before as an ask under it is already a person's)
    assert all(s.kinds == ["other"] for s in reading.sentences if s.role == "request"), reading.as_payload()


def test_the_verifiers_lamp_is_a_person_quoted():
    reading = read_ticket("The lamp may be broken.", order_ref="SU-99008")
    assert reading.intents == ["other"]
    assert any(s.why == HEDGED_WHY and s.text == "The lamp may be broken." for s in reading.sentences)


@pytest.mark.parametrize("text", STILL_CLAIMED)
def test_damage_told_beside_a_hedge_on_something_else_is_still_claimed(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert "damaged_item" in reading.intents, reading.as_payload()


LAMP = [line("LMP-2", "Brass desk lamp", 6400)]


@pytest.mark.django_db
def test_no_refund_for_damage_only_supposed_and_damage_told_paid(tmp_path):
    person = {"outcome": "escalated", "refunds": [], "returns": []}
    cases = [
        case("HDG-1", "The lamp may be broken.", LAMP, intents=["other"], ref="SU-70021", expected=person),
        case("HDG-2", "The lamp flickers - if it turns out to be damaged I'd like a refund, but it might just be the bulb. "
             "I'll try another bulb first.", LAMP, intents=["other"], ref="SU-70022", expected=person),
        case("HDG-3", "I suspect the lamp shade might be dented, but I'm honestly not sure it isn't meant to look like that.", LAMP,
             intents=["other"], ref="SU-70023", expected=person),
        case("HDG-4", "My daughter thinks the lamp may have a hairline crack, I can't see it myself.", LAMP, intents=["other"],
             ref="SU-70024", expected=person),
        case("HDG-5", "The lamp is broken, may I have a refund?", LAMP, intents=["damaged_item"], ref="SU-70025",
             expected={"outcome": "resolved", "refunds": [refund(cents(LAMP, "LMP-2", 1), "LMP-2", 1)], "returns": []}),
    ]
    assert_money_as_expected(tmp_path, cases)
