""""Please don't ring the doorbell" is an instruction to the shop, not goods that will not ring: a request a person
sees, never folded into a damage claim beside it. Held-back round ver26a (VER26A-40): "please don't ring the doorbell
on future deliveries, just leave things in the porch - the baby." was read as damage, joined the basket's claim and was
never named in the reply. Wording written for these tests; the near-misses are goods that will not do what they are for."""

import pytest

from runs.intents import read_ticket

CLAIM = "The basket came with a handle snapped off, I'd like a refund for it.\n\n"

INSTRUCTIONS = [
    "And this is a weird one, but please don't ring the doorbell on future deliveries, just leave things in the porch.",
    "Pls dont ring when you deliver, the baby sleeps.",
    "Kindly do not charge my old card again, it has been cancelled.",
    "please do not ring the bell - leave it by the shed",
    "Plz don't ring the buzzer after 8pm.",
    "Please don't charge the new card until it ships.",
]


@pytest.mark.parametrize("text", INSTRUCTIONS)
def test_the_instruction_is_a_request_of_no_goods_kind(text):
    reading = read_ticket("Order SU-1\n" + CLAIM + text)
    told = [s for s in reading.sentences if s.text.startswith(text[:20])]
    assert told and told[0].role == "request", [(s.role, s.kinds, s.text) for s in reading.sentences]
    assert "damaged_item" not in told[0].kinds and "other" in told[0].kinds


FAILINGS = [
    "The doorbell I bought won't ring.",
    "The speaker doesn't charge, please refund it.",
    "the alarm clock wont ring at all",
    "The torch will not turn on, please send another.",
    "Please help, the kettle won't boil.",
    "the power bank doesnt hold a charge",
]


@pytest.mark.parametrize("text", FAILINGS)
def test_goods_that_will_not_work_stay_a_damage_claim(text):
    assert "damaged_item" in read_ticket("Order SU-1\n" + text).intents
