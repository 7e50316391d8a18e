"""One request of the customer ends one way: a sentence a resolved subtask covers is never also handed to a person, and the
reply never says both that it was done and that a colleague will follow up on it (blind round ver24a: V24-07 "Invoice shows
the delivery charged twice.", V24-39 a refund asked as "the sum of twenty-four dollars and fifty cents", V24-05 "They are
not what I ordered and I'd like to send them back.", V24-21 "the refund for the two mixing bowls that broke" beside "it all
went to the new address fine"). End to end with the offline agent, in fresh wordings; the near misses still hand their
second ask to a person, quoted. A part that "just split" (V24-37's buckle) is the damage told, never a second ask."""

from datetime import datetime, timezone

import pytest

from runs.intents import read_ticket
from runs.models import Run
from runs.shop import models as shop
from runs.shop.kinds import NOT_A_CASE
from tests.runtime_world import delivered_order, more_policies, offline_run, small_shop

UTC = timezone.utc


@pytest.fixture
def house(settings):
    maya, seller = small_shop(settings)
    more_policies("damaged_item", "wrong_item", "change_of_mind", "late_delivery")
    return maya, seller


def _twice_delivered(ref: str, maya, seller, lines, delivery: int = 1200) -> shop.Order:
    made = delivered_order(ref, maya, seller, lines, delivery_cents=delivery)
    shop.Charge.objects.create(order=made, kind="delivery", description="Delivery", amount_cents=delivery,
                               charged_at=datetime(2026, 11, 2, 9, 2, tzinfo=UTC))
    return made


def _reply(ref: str) -> str:
    return " ".join(shop.CustomerReply.objects.filter(order__ref=ref).values_list("body", flat=True))


def _refunds(ref: str) -> list[int]:
    return sorted(shop.Refund.objects.filter(order__ref=ref).values_list("amount_cents", flat=True))


def _one_end(run: Run, ref: str) -> None:
    assert not run.escalations.exists(), list(run.escalations.values_list("open_item", flat=True))
    assert "colleague" not in _reply(ref)


@pytest.mark.django_db
@pytest.mark.parametrize("body", [
    "Hi,\n\nTwo issues w/ our last order:\n1. 3 of the 12 wine glasses broken in transit.\n2. Invoice shows the delivery charged twice.\n\nPls fix both.",
    "Morning - 3 of the wine glasses arrived broken. Also my receipt says I paid for delivery two times. Thanks.",
    "three wine glasses smashed in the box :( and looking at the invoice you billed the shipping twice",
])
def test_papers_showing_the_duplicate_pay_it_and_ask_no_person(house, body):
    _twice_delivered("SU-82401", *house, [("GLS-WIN", "Hand-blown wine glass", 12, 1450), ("DEC-1", "Glass decanter", 1, 5200)])
    run = offline_run(body, "SU-82401")
    _one_end(run, "SU-82401")
    assert _refunds("SU-82401") == [1200, 4350]


@pytest.mark.django_db
@pytest.mark.parametrize("ask", [
    "I should be obliged if you would refund the sum of twenty-four dollars and fifty cents, being its price.",
    "Kindly reimburse me the total of $24.50.",
    "pls refund me twenty four dollars fifty, the price i paid",
])
def test_a_sum_asked_back_is_the_claims_refund_alone(house, ask):
    delivered_order("SU-82439", *house, [("FIG-1", "Porcelain bird figurine", 1, 2450), ("CRD-1", "Christmas cards, pack of 10", 1, 1200)])
    run = offline_run(f"Upon unpacking, I found the porcelain bird figurine broken into three pieces. {ask}\n\n"
                      "The Christmas cards arrived in good order.", "SU-82439")
    _one_end(run, "SU-82439")
    assert _refunds("SU-82439") == [2450]


@pytest.mark.django_db
@pytest.mark.parametrize("back", [
    "They are not what I ordered and I'd like to send them back.",
    "These are the wrong ones, please arrange to take them back.",
    "They aren't what I ordered - please tell me how to send them back.",
])
def test_a_sentence_pointing_back_at_a_wrong_item_is_one_return(house, back):
    delivered_order("SU-82405", *house, [("LMP-1", "Brass desk lamp", 1, 6500), ("BKE-1", "Bookends, matte black (pair)", 1, 2400)])
    run = offline_run(f"The desk lamp came fine.\n\nThe bookends: I ordered matte black and you sent polished brass ones. {back}", "SU-82405")
    _one_end(run, "SU-82405")
    assert list(shop.ReturnRequest.objects.filter(order__ref="SU-82405").values_list("line__sku", flat=True)) == ["BKE-1"]


@pytest.mark.django_db
def test_goods_that_broke_beside_a_new_address_reached_are_paid_and_ask_no_person(house):
    delivered_order("SU-82421", *house, [("BWL-1", "Ceramic mixing bowl", 3, 2400), ("SCL-1", "Digital kitchen scale", 1, 2600)])
    run = offline_run("We moved two weeks ago. Everything went to the new address fine, the courier was lovely, left it with the "
                      "neighbour. The scale is great.\n\nAnyway, the only other thing I actually need from you is the refund for the "
                      "two mixing bowls that broke. Out of the three, two were in pieces, one was fine.", "SU-82421")
    _one_end(run, "SU-82421")
    assert _refunds("SU-82421") == [4800]


@pytest.mark.django_db
def test_papers_asked_beside_the_duplicate_still_go_to_a_person(house):  # near miss
    _twice_delivered("SU-82402", *house, [("GLS-WIN", "Hand-blown wine glass", 12, 1450)])
    run = offline_run("The invoice shows the delivery charged twice - please also email me a corrected invoice for our accounts.", "SU-82402")
    assert _refunds("SU-82402") == [1200]
    assert any("corrected invoice" in item for item in run.escalations.values_list("open_item", flat=True))


@pytest.mark.django_db
def test_a_new_address_asked_beside_a_claim_still_goes_to_a_person(house):  # near miss
    delivered_order("SU-82422", *house, [("BWL-1", "Ceramic mixing bowl", 3, 2400), ("SCL-1", "Digital kitchen scale", 1, 2600)])
    run = offline_run("The scale arrived cracked, please refund it. Also my address has changed, it is 5 Elm Road now.", "SU-82422")
    assert _refunds("SU-82422") == [2600]
    assert any("Elm Road" in item for item in run.escalations.values_list("open_item", flat=True))


# --- a part that "just split" is the damage told, never a second ask ("split" read as an imperative after "just") ------


@pytest.mark.parametrize("text", [
    "Separately, the headlamp strap snapped on my very first run, the buckle just split.",
    "The lid hinge cracked and the seal just split.",
    "the strap came off, the clasp clean split",
    "The handle wobbled, then the wood completely split.",
    "Box looked fine but the bag inside had right split.",
])
def test_a_part_that_just_split_is_the_damage_alone(text):
    reading = read_ticket(f"About my order\n{text}")
    assert [s.kinds for s in reading.requests] == [["damaged_item"]]


@pytest.mark.parametrize("text", [
    "The lamp came in two boxes, please just split the refund between my two cards.",
    "The mug is chipped. Could you just split the cost with the courier?",
])
def test_split_with_an_object_is_an_ask_not_damage(text):  # near misses
    reading = read_ticket(f"About my order\n{text}")
    assert NOT_A_CASE[1] in reading.requests[-1].kinds
