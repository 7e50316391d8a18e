"""A lost parcel told as a parcel that "got lost" or "went missing" is a non-delivery claim, so a
request to refund the line it carried and the delivery charge too is read as both: the line is
refunded by the carrier claim and the charge, asked for the loss and not for lateness, goes to a
person (a claim on some of an order's parcels refunds their lines, not the delivery charge).
Never the line dropped and the charge declined as "on time"."""

import pytest

from runs.intents import read_ticket
from runs.models import Run
from runs.shop.models import Refund
from tests.runtime_world import offline_run
from tests.test_a_lost_parcel_is_refunded_while_one_still_due_waits import CAME, LOST, _order, lost_parcel_world


@pytest.fixture
def shop_world(settings, db):
    lost_parcel_world(settings)


@pytest.mark.parametrize("text, lost", [
    ("The rug turned up but the lamp's package went missing in transit.", True),
    ("My second box got lost, the one with the kettle.", True),
    ("The kettle was in a separate parcel that got lost.", True),
    ("The parcel was missing a screw.", False),  # a part missing from what came
    ("My package is missing the instructions.", False),
])
def test_a_parcel_that_got_lost_or_went_missing_is_a_non_delivery_and_one_missing_a_part_is_not(text, lost):
    assert ("non_delivery" in read_ticket(text).intents) is lost


@pytest.mark.django_db
def test_the_lost_line_is_refunded_and_the_delivery_charge_asked_beside_it_goes_to_a_person(shop_world):
    _order("SU-75101", [("LMP", "Brass desk lamp", 1, 5600), ("RUG", "Cotton rug", 1, 4200)], {"LMP": LOST, "RUG": CAME})
    run = offline_run("The rug turned up but the lamp's package went missing in transit. Could you refund the lamp and also the "
                      "shipping charge?", "SU-75101", ref="T-75101")
    assert [(r.amount_cents, r.source, [c.get("sku") for c in r.covers]) for r in Refund.objects.filter(order__ref="SU-75101")] == [
        (5600, "carrier_claim", ["LMP"])]
    assert any("delivery charge" in e.open_item for e in run.escalations.all())
    assert run.outcome != Run.Outcome.RESOLVED
