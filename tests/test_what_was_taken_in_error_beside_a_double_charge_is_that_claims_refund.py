"""What was taken in error, asked back beside a charge told as taken twice ("Kindly refund whatever was taken in error",
"give back what you took by mistake", "refund the wrongly taken payment"), is the duplicate claim's own refund: read as a
request of no known kind, it was a second subtask a person had to close for money the claim already paid back. A vague
"refund whatever you think is fair", or the same words beside no charge taken twice, still go to a person. Wording written
for these tests."""

import pytest

from runs.intents import read_ticket
from runs.shop import models as shop
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, offline_run, small_shop

pytestmark = pytest.mark.django_db


def _read(body: str):
    return read_ticket(f"About my order\n{body}")


@pytest.mark.parametrize("body", [
    "Hello, my statement shows the throw payment twice. Kindly refund whatever was taken in error.",
    "u charged my card 2x for the lamp!!! give back what u took by mistake",
    "I see two identical charges of $42 for SU-77120. Please put back the money taken in error as soon as you can.",
    "Charged twice again for one order. I need the mistaken payment refunded today.",
    "The payment for my cushions went through two times. Refund the wrongly taken payment please.",
    "My bank app lists the rug twice. Could you return whatever you took from my account by accident?",
    "You've billed me twice for the same kettle. Please can you refund the second payment, thank you.",
])
def test_what_was_taken_in_error_is_read_as_the_double_charges_refund(body):
    reading = _read(body)
    assert reading.intents == ["duplicate_charge"], [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "My card was charged twice for the lamp. Please refund whatever you think is fair.",  # the amount left to the shop
    "Refund whatever you think is fair, it's been a nightmare.",
    "The lamp came broken. Kindly refund whatever was taken in error.",  # no charge told as taken twice
    "Please give back what you took by mistake.",
    "The rug arrived with a stain. Could you return the money you took by mistake for the cushion I cancelled?",
])
def test_a_vague_or_unanchored_ask_still_goes_to_a_person(body):
    assert "other" in _read(body).intents


@pytest.fixture
def twice(settings):
    maya, house = small_shop(settings)
    for ref in ("SU-69201", "SU-69202"):
        order = delivered_order(ref, maya, house, [("THR-1", "Wool throw, oat", 1, 5400)])
        shop.Charge.objects.create(order=order, kind="items", description="Items", amount_cents=5400, charged_at=order.placed_at)


def test_offline_the_copy_is_refunded_and_no_person_is_asked_about_it(twice):
    run = offline_run("Hi, my card was charged twice for the throw. Kindly refund whatever was taken in error.", "SU-69201",
                      subject="Charged twice")
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-69201")] == [5400]
    assert [t.case_type for t in run.subtasks.all()] == ["duplicate_charge"] and not run.escalations.exists()


def test_offline_whatever_is_fair_beside_the_copy_still_goes_to_a_person(twice):
    run = offline_run("Hi, my card was charged twice for the throw. Refund whatever you think is fair.", "SU-69202", subject="Charged twice")
    assert sorted(t.case_type for t in run.subtasks.all()) == ["duplicate_charge", "other"]
