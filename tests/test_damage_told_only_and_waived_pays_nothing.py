"""A ticket that only tells of damage and waives it pays nothing: "the lamp has a small dent, but I'm fine with it", "it's
fine by me", "I'm totally OK with that. Thought you'd want to know.", "Nothing to do here, just feedback on packaging"
(waivers round N5, N14, N21, N23: the lamp's whole price was paid). Near-misses: the wave on a condition, money asked
after it, "fine with" a remedy. Wording written here."""

import pytest

from runs.intents.damage_told_only import FINE_WITH_IT
from tests import fresh_cases as fc

LINES = [fc.line("LMP-93", "Brass desk lamp", 4000)]

TOLD_ONLY = [
    "The lamp has a tiny dent on the base but I'm fine with it. No need to reply.",
    "lamp arrived with a scratch, honestly it's fine by me, just letting u know",
    "The lamp shade came a bit scuffed but we're totally OK with that. Thought you'd want to know.",
    "The lamp arrived with a dent, which I've already knocked out. Nothing to do here, just feedback on the packaging.",
    "Small chip on the lamp base. I'm perfectly happy with it as it is, figured you should know.",
    "FYI the lamp had a little dent - I'm fine with that, nothing needed on your end.",
]
STILL_ASKED = [
    "I'm fine with it if you knock a bit off.",
    "I'm fine with a replacement.",
    "It has nothing to do with the courier.",
]


@pytest.mark.parametrize("text", STILL_ASKED)
def test_no_wave_read(text):
    assert not FINE_WITH_IT.search(text)


@pytest.mark.django_db
def test_end_to_end_damage_told_and_waived_pays_nothing(tmp_path):
    cases = [fc.case(f"TOLD-{i}", body, LINES, intents=[], ref=f"SU-7730{i}", expected={"outcome": "escalated", "refunds": [], "returns": []})
             for i, body in enumerate(TOLD_ONLY)]
    # near-miss: the damage told and its refund asked
    lamp = fc.refund(fc.cents(LINES, "LMP-93", 1), "LMP-93", 1)
    cases += fc.damage_claims("TOLD-N", "SU-7739", LINES, {9: "The lamp has a dent. I'm not fine with it, please refund it."}, [lamp])
    fc.assert_money_as_expected(tmp_path, cases)
