"""A remedy asked for all of the goods while the customer says some came fine ("one has a snapped handle, the other
one is perfect; refund both") is more than the damage claim: the claim pays the damaged units, and the ask for the
rest is a request of its own that a person answers, quoted in the reply. It was folded into the claim as its remedy,
one mug was paid and "both" went unanswered. No model is paid for the units said fine. A remedy for all the goods
when all are claimed, or for the damaged one only, stays the claim's own. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.all_units_asked import MORE_UNITS_WHY
from runs.shop.models import Refund
from tests.guard_fixtures import checks_named, handed_to_a_person, proposed_by_a_model
from tests.runtime_world import delivered_order, offline_run, small_shop

pytestmark = pytest.mark.django_db


def _others(body: str) -> list[str]:
    return [s.text for s in read_ticket(f"About my order\n{body}", order_ref="SU-1").sentences if "other" in s.kinds]


@pytest.mark.parametrize("body, asked", [
    ("Three glasses arrived, one smashed, the other two are fine. Refund all three please.", "Refund all three please."),
    ("got the pair of candlesticks, one's bent the other's ok. I want my money back for both", "I want my money back for both"),
    ("Ordered 4 bowls. Only one is cracked, the rest are fine, but honestly I'd like all of them refunded as I don't trust them now.",
     "I'd like all of them refunded"),
    ("Two plates came, one with a big chip in it. The other one is perfect. Please send me my money back for both plates.",
     "money back for both plates"),
    ("hi 2 cushions came, one torn and the other fine. pls refund both x", "pls refund both x"),
    ("Good morning. Of the two vases in the box one was cracked right through; the other vase was absolutely fine. "
     "I would nevertheless like both of them replaced.", "both of them replaced"),
])
def test_a_remedy_for_all_the_goods_beside_some_said_fine_is_its_own_request(body, asked):
    assert any(asked in t for t in _others(body))


@pytest.mark.parametrize("body", [
    "Both mugs came with snapped handles. Please refund both of them.",
    "The mug is chipped and the tray is scratched. Refund both please.",
    "One mug is chipped, the other is fine. Please refund the chipped one.",
    "Both mugs arrived fine but I've changed my mind. Can I return both of them?",
    "One mug has a crack and the other is fine - no need to refund both, just the cracked one.",
    "all three glasses arrived smashed, refund all of them please",
])
def test_a_remedy_for_goods_all_claimed_or_for_the_damaged_one_is_the_claims(body):
    assert _others(body) == []


MUGS = ("MUG-2", "Speckled stoneware mug", 2, 1500)


@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-67201", maya, house, [MUGS, ("TRAY", "Bamboo tray", 1, 2500)])


def test_offline_the_broken_mug_is_paid_and_the_ask_for_both_goes_to_a_person(world):
    run = offline_run("Two mugs in the box: one had its handle snapped right off, the other one's fine. Please refund both of them.",
                      "SU-67201", subject="mugs")
    assert [r.amount_cents for r in Refund.objects.all()] == [1500]
    assert any("both" in e.open_item for e in run.escalations.all())
    reading = [s for s in run.events.get(kind="ticket_screened").payload["reading"]["sentences"] if "other" in s["kinds"]]
    assert [s["why"] for s in reading] == [MORE_UNITS_WHY]


def test_a_model_paying_both_mugs_when_one_came_fine_is_refused(world):
    # (a plan of one subtask: with the ask for both in the ticket, its own `other` subtask would be required first)
    run = proposed_by_a_model("Two mugs in the box: one had its handle snapped right off, the other one's fine. Refund please.",
                              "SU-67201", "damaged_item",
                              {"action": "refund", "amount_cents": 3000, "lines": [{"sku": "MUG-2", "quantity": 2}], "reason": "damaged"})
    checks = checks_named(run, "amount_supported_by_lines")
    assert checks and not any(c["passed"] for c in checks)
    assert Refund.objects.count() == 0 and handed_to_a_person(run)
