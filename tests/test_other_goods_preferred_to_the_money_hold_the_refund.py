"""Other goods the customer prefers to the money, said with "rather ... than the money" or "prefer ... to a refund" ("Do
you have it in white? If so I'd rather have a white one than the money back"), hold the card refund as any remedy asked
instead of money does: the held-back blind round ver21b (V21B-33) paid $38.97 for the cracked vase while a person was
still to see whether a white one could be sent. Money preferred to goods ("I'd rather have the money than another one",
"I'd rather get a refund than wait") holds nothing. Wording written for these tests."""

import pytest

from runs.intents import GOODS_INSTEAD, read_ticket
from runs.shop.models import Refund
from tests.guard_fixtures import handed_to_a_person
from tests.runtime_world import delivered_order, offline_run, small_shop

pytestmark = pytest.mark.django_db


def _read(body: str):
    return read_ticket(f"About my order\nThe vase arrived with a crack down one side. {body}")


@pytest.mark.parametrize("body", [
    "Do you have it in white? If so I'd rather have a white one than the money back.",
    "i'd rather have the same one in blue than a refund tbh",
    "If you've got a large, I would much rather have that than my money back!",
    "Honestly I'd prefer the green version to a refund, if there's one in stock.",
    "We would sooner have a matching one than the money, it was a gift.",
    "I'd rather you sent the grey one than refunding me.",
])
def test_other_goods_preferred_to_the_money_are_asked_instead_and_hold_the_refund(body):
    asked = [s for s in _read(body).sentences if s.why.startswith(GOODS_INSTEAD)]
    assert len(asked) == 1 and "refund" in asked[0].forbids


@pytest.mark.parametrize("body", [
    "I'd rather have the money than another one.",
    "I'd rather get a refund than wait weeks for the money.",
    "Refund please, I'd rather not wait for a new one.",
    "I would rather you refunded it than sent a replacement that might break too.",
    "Money back please - it was a present and I'd rather buy something else than have the same again.",
])
def test_the_money_preferred_to_goods_holds_nothing(body):
    reading = _read(body)
    assert not any("refund" in s.forbids for s in reading.sentences), [(s.text, s.why) for s in reading.sentences]


@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-69001", maya, house, [("VAS-W", "Ceramic bud vase, sage", 1, 3600)])
    delivered_order("SU-69002", maya, house, [("VAS-W", "Ceramic bud vase, sage", 1, 3600)])


def test_offline_a_white_one_preferred_to_the_money_pays_nothing_and_goes_to_a_person(world):
    run = offline_run("The vase arrived with a crack running down one side. Do you have it in white? If so I'd rather have a white one "
                      "than the money back.", "SU-69001", subject="Vase")
    assert Refund.objects.filter(order__ref="SU-69001").count() == 0 and handed_to_a_person(run)


def test_offline_the_money_preferred_to_another_one_is_paid(world):
    offline_run("The vase arrived with a crack running down one side. I'd rather have the money than another one, refund please.",
                "SU-69002", subject="Vase")
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-69002")] == [3600]
