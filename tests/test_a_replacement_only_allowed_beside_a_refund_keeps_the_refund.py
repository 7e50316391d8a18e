"""A replacement only allowed on the shop's preference beside a refund asked (runs/intents/replacement_only_allowed.py):
a held-back round read "Please refund the kettle. If you'd rather send a new one instead, that's fine too" as a
replacement preferred, held the refund and told the customer they asked for a replacement. Near-misses: a replacement
asked outright still goes to a person. Wording written for these tests."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

CLAIM = "The kettle arrived with a dented lid. "
LINES = [fc.line("KT-1", "Steel kettle", 4000), fc.line("MG-2", "Stoneware mug", 1200, 2)]


@pytest.mark.parametrize("allowed", [
    "Please refund the kettle. If you'd rather send a new one instead, that's fine too.",
    "Refund please. If you would rather replace it, that is fine as well - no problem.",
    "I'd like my money back. if u prefer to send a replacement thats ok too",
    "Can I have a refund for it? Should you prefer to send another one, that's also fine.",
    "Refund the kettle please. If it's easier for you to replace it, I don't mind.",
    "Please refund me for the kettle. If your team would rather swap it for a new one, that works too.",
])
def test_the_replacement_allowed_is_the_refunds_remedy(allowed):
    read = reading(CLAIM + allowed)
    assert not [s for s in read.sentences if s.is_request and "other" in s.kinds], shown(read)
    assert any(s.is_request and "damaged_item" in s.kinds for s in read.sentences), shown(read)


@pytest.mark.parametrize("asked", [
    "Please send a new one instead.",
    "I'd rather you send a new one.",
    "Please don't refund, send a new one instead.",
])
def test_a_replacement_asked_outright_still_goes_to_a_person(asked):
    read = reading(CLAIM + asked)
    assert [s for s in read.sentences if s.is_request and "other" in s.kinds], shown(read)


@pytest.mark.django_db
def test_the_kettle_is_refunded_and_no_replacement_held(tmp_path):
    bodies = [CLAIM + "Please refund the kettle. If you'd rather send a new one instead, that's fine too.",
              CLAIM + "Refund the kettle please. If it's easier for you to replace it, I don't mind."]
    paid = [fc.refund(fc.cents(LINES, "KT-1", 1), "KT-1", 1)]
    fc.assert_settled_as_expected(tmp_path, fc.damage_claims("allowed", "SU-7811", LINES, bodies, paid))
