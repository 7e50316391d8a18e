"""The story a customer tells around a goods claim asks nothing of its own: what the goods were for ("these were meant
to be a birthday present for my brother"), a fix tried that failed ("We tried superglue, which did nothing."), and the
claim's own refund asked with the customer's plan for the money ("could you refund them so I can get him something
else"). None goes to a person as a request, and the reply does not tell the refund both done and not done. A fix told
with no claim, a purpose beside a claim of its own, and goods asked beyond the claim are read as before.
Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.models import Run
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, more_policies, offline_run, small_shop


@pytest.mark.parametrize("text", [
    "So these were meant to be a birthday present for my brother, who has been going on about them for about a year. "
    "The headband snapped clean through where it meets the ear cup. We tried superglue, which did nothing. "
    "I suppose what I'm asking is could you refund them so I can get him something else.",
    "The headband arrived snapped. We tried superglue, which did nothing.",
    "The jug arrived cracked. My husband had a go with some sealant, no joy. Refund please.",
    "The rug has a burn mark. What I'm asking for is a refund, because we need to get a new one before the party.",
    "The vase arrived smashed. Please refund it so I can buy a new one elsewhere.",
    "The vase arrived smashed. Refund it please, so we can order another one from a local shop.",
    "So it was supposed to be a christmas present for my nan, who has wanted one for ages and ages and ages. The teapot lid came chipped.",
])
def test_the_story_around_a_damage_claim_is_no_request_of_its_own(text):
    reading = read_ticket(text)
    assert reading.intents == ["damaged_item"], [(s.text, s.kinds, s.why) for s in reading.requests]
    assert not any("refund" in s.forbids for s in reading.sentences)


@pytest.mark.parametrize("text, kinds", [
    ("We tried superglue, which did nothing.", ["other"]),
    ("The mug was meant to be a gift but the wrong colour came.", ["wrong_item"]),
    ("The rug has a burn mark. Could you refund it and the matching runner?", ["damaged_item", "other"]),
    ("The vase arrived smashed. Could you refund it, I'd rather have a new one.", ["damaged_item", "other"]),
])
def test_a_fix_with_no_claim_a_claim_told_in_a_purpose_and_goods_asked_beyond_the_claim_read_as_before(text, kinds):
    assert sorted(read_ticket(text).intents) == kinds


@pytest.fixture
def headphones(settings):
    maya, house = small_shop(settings)
    more_policies("damaged_item")
    return delivered_order("SU-71605", maya, house, [("HDP-1", "Over-ear headphones", 1, 9741)])


@pytest.mark.django_db
def test_offline_refunds_the_claim_once_and_hands_no_story_to_a_person(headphones):
    run = offline_run("So these were meant to be a birthday present for my brother. The headband snapped clean through where "
                      "it meets the ear cup. We tried superglue, which did nothing. I suppose what I'm asking is could you "
                      "refund them so I can get him something else.", "SU-71605", subject="the headphones")
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-71605")] == [9741]
    assert run.outcome == Run.Outcome.RESOLVED and not run.escalations.exists()
