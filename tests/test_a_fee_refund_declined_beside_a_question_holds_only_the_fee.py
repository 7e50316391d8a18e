"""A refund declined for the postage, beside a question, holds the fee only (runs/intents/money.py, money_refused.fee_scoped):
the question goes to a person as an `other` subtask, quoted, and the rest of the ticket is worked. Blind round ver25a
VER25A-21: "I'm not after a refund of the postage ... but I would like someone to explain why your courier keeps doing
this" was read as every refund declined, so the dented tin ($23.76) the same ticket asks back went unpaid. Wording
written for these tests; near-misses decline all money ("I'm not after a refund") or the goods' ("a refund of the vase")."""

from datetime import datetime, timezone

import pytest

from runs.intents.money import actions_forbidden
from runs.models import Escalation, Run
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, more_policies, offline_run, small_shop

FEE_ONLY = [
    "I'm not after a refund of the postage, honestly it's only a few dollars - but I would like someone to explain why your courier keeps doing this.",
    "I'm not looking for a refund for the shipping, I just want to know why it took nine days.",
    "we are not asking for a refund on the delivery fee but can you tell me what happened with the courier?",
    "Not chasing a refund of the delivery charge, but why was it so late?",
    "I don't want a refund of the postage - just an explanation please.",
    "i dont need a refund for the shipping cost but pls tell me why the parcel sat in the depot for a week",
    "I don't want my money back for the delay, but could someone look into why your driver keeps leaving it at the wrong house?",
]


@pytest.mark.parametrize("text", FEE_ONLY)
def test_a_refund_declined_for_the_postage_forbids_only_the_fee(text):
    assert actions_forbidden(text) == ["delivery_refund"]


ALL_MONEY = [
    "I'm not after a refund, I'd just like someone to explain why the courier keeps doing this.",
    "I don't want a refund of the vase, just tell me why it was packed so badly.",
    "I'm not after a refund of anything.",
    "We don't need a refund - only an answer as to why the courier was late again.",
]


@pytest.mark.parametrize("text", ALL_MONEY)
def test_money_declined_without_naming_the_fee_forbids_every_refund(text):
    assert actions_forbidden(text) == ["refund"]


@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    more_policies("damaged_item", "late_delivery")
    delivered_order("SU-64001", maya, house, [("TIN-23", "Springform cake tin, 23 cm", 1, 2200), ("RCK-1", "Cooling rack", 1, 1400)],
                    delivered_at=datetime(2026, 11, 10, 14, tzinfo=timezone.utc), delivery_cents=495)


RUNS = [
    "Hi. The parcel turned up four days after the date you gave. Not chasing a refund of the delivery charge, but why does your "
    "courier keep doing this? The cake tin is dented on the rim and the base won't click in, please refund it. Rack is fine.",
    "My order came late again. I don't want a refund of the postage, but I would like someone to explain why this keeps happening.\n\n"
    "More importantly the springform tin arrived dented so it won't close. Please refund the tin.",
]


@pytest.mark.django_db
@pytest.mark.parametrize("body", RUNS)
def test_the_goods_are_paid_the_fee_is_not_and_the_question_goes_to_a_person(world, body):
    run = offline_run(body, "SU-64001", subject="Order SU-64001")
    assert run.status == Run.Status.DONE
    assert list(Refund.objects.filter(order__ref="SU-64001").values_list("amount_cents", flat=True)) == [2200]
    people = list(Escalation.objects.filter(run=run).values_list("open_item", flat=True))
    assert len(people) == 1 and "why" in people[0], (people, list(run.subtasks.values_list("case_type", "status", "goal", "deferred_reason")))
    assert ("other", "escalated") in set(run.subtasks.values_list("case_type", "status"))


@pytest.mark.django_db
def test_all_money_declined_beside_the_question_pays_nothing(world):
    body = ("The parcel was four days late. I'm not after a refund, I'd just like someone to explain why your courier keeps doing this. "
            "Also the cake tin is dented on the rim.")
    run = offline_run(body, "SU-64001", subject="Order SU-64001")
    assert not Refund.objects.filter(order__ref="SU-64001").exists()
    assert Escalation.objects.filter(run=run).exists()


TICKETS = [
    "It came five days late. I'm not looking for a refund for the shipping, I just want to know why it took so long. Also the jug "
    "has a crack, please refund it.",
    "Parcel was late. I don't want a refund of the postage - just an explanation please. The jug arrived chipped and I'd like my "
    "money back for it.",
    "Delivery was a week late. No refund needed for the postage, but what is going on with your couriers? And the jug came cracked - "
    "refund please.",
    "my parcel came late again, i dont need a refund for the shipping cost but pls tell me why the parcel sat in the depot for a "
    "week. the jug is smashed btw, refund it pls",
    "Late again!! not asking for a refund on the delivery fee but can you tell me what happened with the courier? the jug is "
    "cracked tho, pls refund",
    "My order arrived 4 days late. Not chasing a refund of the delivery charge, but why does your courier keep doing this? The "
    "jug has a chip on the spout, please refund it.",
]


@pytest.mark.parametrize("body", TICKETS)
def test_the_question_is_a_request_of_its_own_and_the_damage_still_asked(body):
    from runs.intents import read_ticket

    reading = read_ticket("Jug\n" + body)
    asked = [s for s in reading.sentences if s.forbids == ["delivery_refund"]]
    assert len(asked) == 1 and asked[0].role == "request" and asked[0].kinds == ["other"], [(s.role, s.kinds, s.text) for s in reading.sentences]
    assert "damaged_item" in reading.intents and "late_delivery" not in reading.intents


def test_a_fee_declined_with_thanks_alone_asks_nothing():
    from runs.intents import read_ticket

    reading = read_ticket("Jug\nThe jug came late. No need to refund the postage, thanks!")
    assert reading.intents == []
