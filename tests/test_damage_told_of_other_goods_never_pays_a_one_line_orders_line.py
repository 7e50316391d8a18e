"""A one-line order's line is not paid for damage the ticket tells of other goods: a neighbour's glass bowl "inside" a
parcel, "her" vase, the mirror "itself", the candlesticks "he ordered", a jug found "in bits". The goods were read only
as "the X was / arrived ...", so "the bowl inside was smashed" named "inside" (no goods) and the one line was paid
$69.12 for a claim nobody made on it. Goods are now read with where they were ("inside", "in the box", "itself"), whose
they are ("her", "his", "their"), who bought them ("she ordered") and the broken state told after them ("in pieces",
"smashed"). And the customer's own goods said to have arrived well ("arrived beautifully", "came in perfect condition")
are called fine: neither names the line for the claim. The guard is the floor whatever the model proposes; a claim
naming no goods ("it arrived broken") or the line itself is still the line's. Wording written for these tests."""

import pytest

from runs.goods_heads import goods_heads
from runs.guards import check_line_in_ticket
from runs.shop.models import Refund
from runs.ticket_lines import said_to_be_fine
from tests.guard_fixtures import charged_order, checks_named, decision_on, handed_to_a_person, proposed_by_a_model, requests_read
from tests.runtime_world import delivered_order, small_shop

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("text, head", [
    ("When we unwrapped it the ceramic fruit bowl inside had shattered.", "bowl"),
    ("her salad bowl arrived smashed, she asked me to write as she isn't online", "bowl"),
    ("Opened the box this morning to find the big serving platter in bits!!", "platter"),
    ("The candlesticks he ordered came broken, both snapped at the stem.", "candlesticks"),
    ("hiya the mirror itself was cracked right across when i unpacked it", "mirror"),
    ("The glass jug in the parcel was in pieces.", "jug"),
    ("Their wine rack turned up smashed to smithereens", "rack"),
])
def test_goods_told_with_where_they_were_whose_they_are_or_their_state_are_read(text, head):
    assert head in goods_heads(text)


@pytest.mark.parametrize("text", [
    "it arrived broken",
    "The thing inside was in pieces.",
    "The box in the parcel was crushed.",
    "the inside of the lid was scratched",
    "When I opened the box the lid inside had cracked.",
])
def test_no_goods_are_read_where_none_are_named(text):
    assert goods_heads(text) == []


THROW = ("THR-1", "Wool throw, heather", 1, 6400)


@pytest.mark.parametrize("text", [
    "My own throw arrived beautifully, thank you.",
    "the throw came in perfect condition btw",
    "The wool throw got here in great shape.",
    "Throw arrived absolutely perfectly.",
    "and my throw turned up in tip-top condition",
])
def test_goods_said_to_have_arrived_well_are_fine(text):
    order = charged_order(THROW)
    assert said_to_be_fine(order, text) == {"THR-1"}


@pytest.mark.parametrize("text", [
    "My throw arrived beautifully packaged",
    "the throw arrived perfectly on time, but",
    "The throw came in a lovely box",
    "The throw arrived beautifully wrapped but has a moth hole.",
    "The throw is in good condition apart from a burn mark",
])
def test_wrapping_timing_or_a_fault_beside_it_calls_nothing_fine(text):
    order = charged_order(THROW)
    assert said_to_be_fine(order, text) == set()


def _throw_refund() -> dict:
    return decision_on("THR-1", cents=6400, source="platform")


@pytest.mark.parametrize("body", [
    "My neighbour's parcel was left with me. When she opened it the glass fruit bowl inside had shattered. Could she have a refund? "
    "My throw arrived beautifully.",
    "Writing for my dad who doesn't do email: his table lamp arrived smashed. My own throw came in perfect condition, thanks.",
    "opened the box this morning to find the big serving platter in bits!! refund pls",
    "The candlesticks he ordered came broken. Please can he have his money back?",
    "Sadly the mirror itself was cracked right across when I unpacked it. I'd like a refund.",
    "The glass jug in the parcel was in pieces. Refund please.",
])
def test_the_guard_refuses_the_one_line_for_damage_told_of_other_goods(body):
    order = charged_order(THROW)
    result = check_line_in_ticket(_throw_refund(), order, requests_read(body, order))
    assert not result.passed


@pytest.mark.parametrize("body", [
    "it arrived broken, refund please",
    "When I opened the parcel the throw inside had a huge moth hole in it. Refund please.",
    "Her throw arrived torn - it was a gift for my daughter. Could I have a refund?",
    "The throw itself is stained all down one side, I'd like my money back.",
    "My throw arrived beautifully packaged, but there's a big burn mark on it. Refund please.",
    "The thing inside was in pieces when I opened it. Can I get a refund?",
])
def test_the_guard_pays_the_one_line_when_the_claim_names_it_or_no_goods(body):
    order = charged_order(THROW)
    assert check_line_in_ticket(_throw_refund(), order, requests_read(body, order)).passed


@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-67101", maya, house, [THROW])


@pytest.mark.parametrize("body", [
    "Good afternoon. I took in a delivery for the lady next door and when she opened it the ceramic fruit bowl inside had shattered. "
    "Would you be so kind as to refund her for it? My own throw arrived beautifully, thank you.",
    "hi my mums vase arrived smashed, shes not on email so im writing for her. could she get her money back",
])
def test_a_model_paying_the_throw_for_another_persons_goods_is_refused(world, body):
    run = proposed_by_a_model(body, "SU-67101", "damaged_item",
                              {"action": "refund", "amount_cents": 6400, "lines": [{"sku": "THR-1", "quantity": 1}], "reason": "damaged"})
    checks = checks_named(run, "line_in_ticket")
    assert checks and not any(c["passed"] for c in checks)
    assert Refund.objects.count() == 0 and handed_to_a_person(run)


def test_a_model_paying_the_throw_for_a_claim_naming_no_goods_is_admitted(world):
    proposed_by_a_model("It arrived with a big hole in it, I'd like a refund please.", "SU-67101", "damaged_item",
                        {"action": "refund", "amount_cents": 6400, "lines": [{"sku": "THR-1", "quantity": 1}], "reason": "damaged"})
    assert [r.amount_cents for r in Refund.objects.all()] == [6400]
