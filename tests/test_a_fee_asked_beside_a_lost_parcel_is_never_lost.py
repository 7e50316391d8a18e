"""A delivery fee asked back beside a parcel that never came, by name or by its amount ("the $9.99
I paid for that second delivery", "the whole $11 shipping as well"), is read as a fee request,
also when the same sentence tells of the loss. On an order some of whose parcels came, the claim
refunds the lost lines only and the shop cannot say which fee is whose parcel: the fee goes to a
person, quoted. On an order none of which came, the claim refunds everything charged, the fee
included: the plan has no second subtask for it, and its goal says the fee is in the claim."""

import pytest

from runs.intents import read_ticket
from runs.models import Run
from runs.shop.models import Refund
from tests.runtime_world import offline_run
from tests.test_a_lost_parcel_is_refunded_while_one_still_due_waits import CAME, LOST, _order, lost_parcel_world


@pytest.fixture
def shop_world(settings, db):
    lost_parcel_world(settings)


@pytest.mark.parametrize("text", [
    "The lamp never turned up. Please refund it and the $9.99 I paid for that second delivery.",
    "The lamp's box never arrived, so I'd like it refunded and honestly the whole $11 shipping as well.",
    "Nothing came at all. Refund the lot, the lamp and the $5.99 postage.",
])
def test_a_fee_asked_by_its_amount_beside_a_loss_is_a_fee_request(text):
    assert "late_delivery" in read_ticket(text).intents


def test_an_amount_for_goods_is_no_fee_request():
    assert "late_delivery" not in read_ticket("The lamp never arrived. Please refund the $56.00 I paid for it.").intents


@pytest.mark.django_db
def test_on_a_split_order_the_fee_asked_beside_the_lost_parcel_goes_to_a_person_quoted(shop_world):
    _order("SU-76101", [("LMP", "Brass desk lamp", 1, 5600), ("RUG", "Cotton rug", 1, 4200)], {"LMP": LOST, "RUG": CAME})
    run = offline_run("The rug came last week but the lamp never turned up. Please refund the lamp and the $5.99 "
                      "I paid for that delivery.", "SU-76101", ref="T-76101")
    assert [(r.amount_cents, [c.get("sku") for c in r.covers]) for r in Refund.objects.filter(order__ref="SU-76101")] == [(5600, ["LMP"])]
    assert any("delivery charge" in e.open_item and "$5.99" in e.open_item for e in run.escalations.all())
    assert run.outcome == Run.Outcome.PARTIAL


@pytest.mark.django_db
def test_on_an_order_none_of_which_came_the_claim_pays_the_fee_and_no_second_subtask_is_planned(shop_world):
    _order("SU-76102", [("LMP", "Brass desk lamp", 1, 5600)], {"LMP": LOST})
    run = offline_run("The lamp never showed up and tracking has said lost for a week. Refund it all, the lamp and the $5.99 postage.",
                      "SU-76102", ref="T-76102")
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-76102")] == [5600 + 599]
    assert [s.case_type for s in run.subtasks.all()] == ["non_delivery"]
    assert run.outcome == Run.Outcome.RESOLVED

