"""A day, a time, a plan or a booking that does not suit the customer ("Tuesday doesn't work for me, can the courier come
Thursday?", "The plan doesn't work for me this week, so wait") is no fault of goods and no change of mind: round 47 R3-07
and R4-07 started returns of a $149 wardrobe and a $125 bench, and R4-07's rebooking closed unanswered (a silent drop).
The rebooking asked beside it is a request a person answers, kept, never a new return (runs/intents/plans_not_goods.py).

Near-misses, read as before: goods that fail ("the blender doesn't work", "the lamp won't start", "it doesn't work for me
at all, the screen stays black"), goods that do not suit ("this style just doesn't work for me"), goods named beside a day
("The sofa you delivered on Tuesday doesn't work")."""

import pytest

from runs.intents import read_ticket
from runs.intents.plans_not_goods import plan_unsuited_spans
from runs.shop.kinds import NOT_A_CASE
from tests import fresh_cases as fc

OTHER = NOT_A_CASE[1]

PLANS = [
    "Tuesday doesn't work for me, can the courier come Thursday?",
    "The plan doesn't work for me this week, so wait. I'm away until the 20th; could the pickup be rebooked for the 21st or later?",
    "that date wont work for us, we're away till the 20th. can you move the collection?",
    "Friday morning isn't good for me - could the driver come on Monday instead?",
    "The 14th doesnt work for me, can u rebook the pickup pls",
    "Sorry, the time slot you gave doesn't suit me. Can the collection be moved to the afternoon?",
    "Wednesday is not convenient for us, please can the courier come another day?",
    "this day is not working for me, please the courier come other day",
    "Hmm, the pickup on Wednesday won't work for me as I'm at work, can we do Saturday?",
    "Monday's no good for me. Could you rebook the collection for Tuesday?",
    "Thanks for booking the collection but that day isn't good for me, can it be moved?",
]


def kinds(body: str) -> list[str]:
    return read_ticket("collection date\n" + body, order_ref="SU-74701").intents


@pytest.mark.parametrize("body", PLANS)
def test_a_day_that_does_not_suit_is_a_request_for_a_person(body):
    assert kinds(body) == [OTHER], body


@pytest.mark.parametrize("body,kind", [
    ("The blender doesn't work.", "damaged_item"),
    ("The lamp won't start, I'd like a refund.", "damaged_item"),
    ("The lamp won't turn on.", "damaged_item"),
    ("Today the kettle doesn't work, I want a refund.", "damaged_item"),
    ("The sofa you delivered on Tuesday doesn't work, the recliner is stuck.", "damaged_item"),
    ("It doesn't work for me at all, the screen stays black.", "damaged_item"),  # a fault told beside it (works_for_me_fault.py)
    ("This style just doesn't work for me, I want to send it back.", "change_of_mind"),
    ("The sofa doesn't work for our living room, I'd like to return it.", "change_of_mind"),
])
def test_goods_that_fail_or_do_not_suit_read_as_before(body, kind):  # near misses
    assert kind in kinds(body) and not plan_unsuited_spans(body.split(",")[0]), body


BENCH = [fc.line("BNC-1", "Oak bench", 12500)]


@pytest.mark.django_db
def test_end_to_end_no_return_starts_and_the_rebooking_goes_to_a_person(tmp_path):
    bodies = ["You've booked a courier to pick up the bench on Tuesday for the exchange. " + PLANS[0],
              "Thanks for arranging the courier to collect the bench on Wednesday. " + PLANS[1],
              PLANS[4], PLANS[7], PLANS[9]]
    fc.assert_settled_as_expected(tmp_path, fc.none_paid("PLANDAY", "SU-7470", BENCH, bodies, [OTHER]))
