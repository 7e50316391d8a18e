"""A parcel told missing and, in the same sentence, told as come after all is settled context, never a claim
(runs/intents/loss_then_arrived.py). Blind round ver38c (V38C-P4): a customer who only meant to complain about a parcel
that never came, and said it turned up, was read as claiming a non-delivery; that claim took over the damage told after
it, a delivery nobody disputed went to a person and the damaged line ($96.12) was in neither the plan nor the reply.

Only the non-arrival before the arrival is settled: a claim told in the same sentence or beside it stands and is paid on
its line. Near-misses, still a lost parcel: still not come, come only by the tracking's word, other goods come in its
place, come to the wrong address. Wording written for these tests."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

SETTLED = [
    "I nearly wrote in because the package never arrived, but then it showed up on Thursday.",
    "my order hadnt arrived and i was about to chase it but it finally turned up yesterday lol",
    "The box went AWOL for a week until it eventually turned up at the post office.",
    "Was going to moan that the delivery never got here, though it arrived this afternoon in the end.",
    "The parcel was lost for ten days before it reappeared on my doorstep, so no harm done.",
    "Our shipment hadn't come when I last wrote, then it arrived on Saturday morning - all good.",
    "I was going to complain it never came, but it turned up at number 4 this morning, I have it now.",
]


@pytest.mark.parametrize("body", SETTLED)
def test_a_loss_told_come_after_all_asks_nothing(body):
    read = reading(body)
    assert not read.requests and "non_delivery" not in read.intents, shown(read)


@pytest.mark.parametrize("body", [
    "I meant to complain that my parcel never arrived, but it showed up yesterday. The lamp shade inside is dented though, please refund it.",
    "The box went missing for a week but then turned up with the teapot lid smashed.",
    "It never came, then it turned up on Monday, and the rug has a burn mark on it.",
    "Honestly thought the package was lost, it hadn't come for days, but it landed today. Sadly the vase is cracked down one side.",
])
def test_the_damage_told_beside_it_is_the_only_claim(body):
    read = reading(body)
    assert read.intents == ["damaged_item"], shown(read)


@pytest.mark.parametrize("body", [
    "The parcel never came, and it still hasn't turned up.",
    "My order never arrived, but tracking says it was delivered on Monday.",
    "The lamp never came but the rug arrived fine.",
    "The blender never arrived but the parcel showed up.",
    "The package never got here, then apparently it turned up at a house two streets away.",
    "It never came, then it turned up at the wrong address and they won't hand it over.",
])
def test_a_parcel_still_missing_is_still_a_lost_parcel(body):
    read = reading(body)
    assert "non_delivery" in read.intents, shown(read)


def test_something_more_told_after_the_arrival_is_never_dropped():
    read = reading("It never came, then it turned up on Monday but the mug is missing from it.")
    assert read.requests, shown(read)


LINES = [fc.line("KT-1", "Stovetop kettle", 6400), fc.line("TR-1", "Trivet", 1200)]
ASKED = [
    "I was all set to complain that my parcel never came, but it showed up on Tuesday. The kettle has a big dent in the side though, "
    "the trivet is fine. Refund the kettle please.",
    "so the order didn't arrive for a week, then it finally turned up, sorted. but the kettle handle is snapped off!! trivet ok. refund for the kettle pls",
    "The package went missing for days until it eventually turned up with next door, no problem there. Unfortunately the kettle "
    "arrived cracked along its base. I'd like a refund for the kettle; the trivet is perfect.",
]


@pytest.mark.django_db
def test_the_damaged_line_is_paid_and_nothing_is_held_for_the_loss(tmp_path):
    paid = [fc.refund(fc.cents(LINES, "KT-1", 1), "KT-1", 1)]
    fc.assert_settled_as_expected(tmp_path, fc.damage_claims("CAMEAFTER", "SU-7381", LINES, ASKED, paid))
