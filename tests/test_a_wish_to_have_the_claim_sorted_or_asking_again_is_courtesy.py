"""A wish that the claim be put right ("I would love it sorted", "we'd so appreciate this being fixed") or the customer's
emphasis that they have asked before ("This is the THIRD time I'm asking", "I've asked twice already"), beside a claim of
a known kind, presses that claim and asks nothing of its own: each was a second open item for a person (blind rounds 31,
V31-28 and A31-24; runs/intents/emphasis_beside_claim.py). A wish naming something of its own, a repeat naming what it
asks, and either with no claim beside it, are still asked. Wording written for these tests."""

import pytest

from runs.intents.emphasis_beside_claim import EMPHASIS_WHY
from tests.fresh_cases import assert_all_pass, case, cents, line, refund
from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "The bowl arrived with a chip on the rim. It's lovely apart from that and I would love it sorted.",
    "The bowl arrived with a chip on the rim. I'd love it sorted please!",
    "This is the THIRD time I'm asking. The side table arrived with a gouge in the top.",
    "The side table arrived with a gouge in the top. I am asking for the second time.",
    "honestly this is my 3rd email. the side table came scratched all over the top",
    "The bowl arrived with a chip on the rim. We would truly love to get this resolved, thanks.",
    "The bowl arrived with a chip on the rim. I've emailed about this twice already.",
])
def test_a_wish_or_emphasis_beside_a_claim_is_courtesy(body):
    read = reading(body)
    assert read.intents == ["damaged_item"], shown(read)
    assert any(s.role == "courtesy" and s.why == EMPHASIS_WHY for s in read.sentences) or not any(s.kinds == ["other"] for s in read.sentences), shown(read)


@pytest.mark.parametrize("body, asked", [
    ("The bowl arrived with a chip on the rim. I would love a new one sent.", "other"),   # a remedy of its own
    ("This is the second time I'm asking about my address change.", "other"),             # a repeat naming what it asks
    ("This is the THIRD time I'm asking.", "other"),                                      # no claim beside it: a person reads it
    ("The bowl arrived with a chip. This is the third time I'm asking, please change my address to 9 Elm Road.", "other"),
])
def test_near_misses_are_still_asked(body, asked):
    read = reading(body)
    assert asked in read.intents, shown(read)


@pytest.mark.django_db
def test_the_claim_is_paid_and_nothing_goes_to_a_person(tmp_path):
    bowl = [line("BWL-1", "Stoneware bowl", 2800)]
    table = [line("TBL-1", "Oak side table", 12900)]
    cases = [
        case("PRESS-1", "Hi, the stoneware bowl arrived with a chip on the rim. It's lovely apart from that and I would love it sorted. Thanks!",
             bowl, intents=["damaged_item"], subject="chipped bowl",
             expected={"outcome": "resolved", "refunds": [refund(cents(bowl, "BWL-1", 1), "BWL-1", 1)], "returns": [],
                       "escalations": []}),
        case("PRESS-2", "This is the THIRD time I'm asking. The oak side table arrived with a deep gouge in the top. Refund please.",
             table, intents=["damaged_item"], subject="side table",
             expected={"outcome": "resolved", "refunds": [refund(cents(table, "TBL-1", 1), "TBL-1", 1)], "returns": [], "escalations": []}),
    ]
    assert_all_pass(tmp_path, cases)
