"""A refund the customer asks for ("can i get a refund on the sheets") is not a refund told as made before: the claim
beside it goes on as a claim, and no person is told "the customer says it was refunded before". A refund told as had
("I got a refund for the lamp", "we did get a refund in May") still is. Wording written for these tests."""

import pytest

from runs.settled_lines import refund_told
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, more_policies, offline_run, small_shop


@pytest.mark.parametrize("text", [
    "the second pillowcase has a hole in the seam, can i get a refund on the sheets",
    "P.S. the lid is cracked, can i get a refund please",
    "pls can we get a refund for the chipped plate",
    "any chance i get a refund for the torn cushion",
    "the vase is smashed so may I get a refund",
    "Can we get a full refund for the dented kettle?",
])
def test_a_refund_asked_is_not_told_as_had(text):
    assert not refund_told(text)


@pytest.mark.parametrize("text", [
    "i got a refund for the lamp already",
    "we did get a refund for the rug in may",
    "I had a refund for the kettle in June",
    "you refunded this teapot last month",
    "the throw was refunded back in spring",
])
def test_a_refund_told_as_had_still_is(text):
    assert refund_told(text)


@pytest.fixture
def sheets(settings):
    maya, house = small_shop(settings)
    more_policies("damaged_item")
    return delivered_order("SU-71658", maya, house, [("SHT-Q", "Percale sheet set", 1, 6387)])


@pytest.mark.django_db
def test_offline_gives_no_person_a_refund_told_before_for_an_ask(sheets):
    run = offline_run("Thanks for the quick delivery, the sheets look great.\n\nP.S. the pillowcase has a hole in the seam, "
                      "can i get a refund on the sheets", "SU-71658", subject="Thank you!")
    said = " ".join(e.open_item + " " + e.reason for e in run.escalations.all())
    assert "refunded before" not in said
    assert Refund.objects.filter(order__ref="SU-71658").exists() or run.escalations.exists()
