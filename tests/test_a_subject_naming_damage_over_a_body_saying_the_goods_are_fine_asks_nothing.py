"""A subject naming damage ("squashed box") over a body that says the goods themselves came through fine asks nothing for
the goods: the body's word wins over the subject's few words. A body that tells damage to the goods, asks a remedy, or
calls only other goods fine leaves the subject's claim standing."""

import pytest

from runs.intents import read_ticket


@pytest.mark.parametrize("text", [
    "squashed box\n\nThe box the saucepans came in was a bit squashed, but everything inside is perfect, so no action needed. "
    "Just thought your warehouse should know.",
    "Crushed parcel\n\nParcel arrived looking like it had been sat on. Opened it up and the kettle inside is absolutely fine though! "
    "Just a heads up for your courier.",
    "dented box SU-70123\n\nhi, outer box was dented on arrival but the lamp itself is in perfect condition. no need to do anything",
    "Damaged box\n\nThe box was a bit battered. It's all fine inside, nothing broken. No action needed, just feedback.",
    "Dented kettle\n\nHonestly the kettle is fine, it works perfectly. Just letting you know how it arrived.",
])
def test_damage_in_the_subject_over_goods_said_fine_asks_nothing(text):
    reading = read_ticket(text)
    assert "damaged_item" not in reading.intents, reading.as_payload()


@pytest.mark.parametrize("text", [
    "squashed box\n\nThe box was squashed and the vase inside is cracked. Please refund it.",
    "squashed box\n\nthe vase inside is cracked",
    "cracked vase\n\nThe other items in the order are fine.",
    "Squashed box\n\nThe plates are fine but the bowl is chipped.",
    "broken mug\n\nEverything else arrived fine.",
    "Dented kettle\n\nIt works fine but can I get a partial refund for the dent?",
])
def test_damage_to_the_goods_a_remedy_asked_or_other_goods_fine_keep_the_claim(text):
    reading = read_ticket(text)
    assert "damaged_item" in reading.intents, reading.as_payload()
