"""A spell of use closed by "now" ("the boots have been worn in at home for a week now and fit great") tells how long
the goods were used, not a fault that came after: no wear, and the damage of other goods told in the next sentence
("the scarf tho - unwrapped it last night and theres a hole in it") is not read as that use's wear
(runs/intents/wear_faults.py). Wording written for these tests.

Near-misses, still wear: a fault told after the spell ("for a week now and the heel is coming off", "for a month now
and now the sole is loose")."""

import pytest

from runs.intents.wear_faults import wear_in, wear_told

SCARF = "the scarf tho - unwrapped it last night and theres a hole in it."


@pytest.mark.parametrize("text", [
    "hi, the boots have been worn in at home for a week now and fit great, pls cancel the return i started.",
    "I've been wearing the trainers every day for a fortnight now and they're lovely.",
    "We've used the kettle daily for a month now, no complaints.",
    "the coat has been worn for a few weeks now and i love it",
    "Been using the pan for three weeks now - brilliant, thanks.",
    "I've worn them round the flat for a couple of days now and they've softened up nicely.",
])
def test_a_spell_closed_by_now_is_no_wear(text):
    assert not wear_told(text)
    assert not wear_in([text, SCARF])


@pytest.mark.parametrize("text", [
    "I've worn them for a week now and the heel is coming off.",
    "been wearing them every day for a month now and now the sole is loose",
    "We've used the kettle daily for a month now and it leaks.",
])
def test_a_fault_after_the_spell_is_still_wear(text):
    assert wear_told(text)
