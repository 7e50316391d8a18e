"""A fault that developed while the goods were in use ("stopped heating after two weeks of use",
"died after a month", "started leaking last week", "worked fine until yesterday") is no damage on
arrival (POL-DMG-002 covers items that arrive damaged): it is a warranty or fault question a person
answers, read as a request of kind `other`, and no damage refund is paid for it by itself. Goods that
were broken or dead from the first are still a damage claim. Wording written for these tests."""

from datetime import datetime, timezone

import pytest

from runs.intents import FAULT_AFTER_USE_WHY, read_ticket
from runs.models import Run
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, offline_run, small_shop

UTC = timezone.utc


@pytest.mark.parametrize("text", [
    "Got the toaster in the spring and it's been grand, but it packed up after about three weeks of use. What now?",
    "my hair dryer died after a month. what are my options",
    "The glass water jug started leaking last week, there's a puddle under it every morning.",
    "Desk fan worked fine until yesterday, now the blades won't spin at all. Can you help?",
    "Hiya - the slow cooker stopped heating after a fortnight of daily use, could someone look into it",
])
def test_a_fault_that_showed_after_use_is_a_request_for_a_person_not_a_damage_claim(text):
    reading = read_ticket(text)
    assert "damaged_item" not in reading.intents
    assert "other" in reading.intents
    told = next(s for s in reading.requests if "other" in s.kinds)
    assert told.why.startswith(FAULT_AFTER_USE_WHY)


@pytest.mark.parametrize("text", [
    "The kettle arrived with a dented lid, please refund it.",
    "The little speaker never switched on, not even straight out of the box. Refund please.",
    "The lamp base came cracked on arrival and has been sitting in its box since.",
])
def test_goods_broken_from_the_first_are_still_a_damage_claim(text):
    assert "damaged_item" in read_ticket(text).intents


@pytest.mark.parametrize("text", [
    "Keeping the boots for now, though if they split after a few wears I'll be in touch.",
    "Quick question: what happens if the blender stops working after a couple of months of use?",
    "The mug set is lovely. In case the glaze starts to crack after some use, is there a guarantee?",
])
def test_a_fault_only_supposed_is_no_fault_told(text):
    assert not any(s.why.startswith(FAULT_AFTER_USE_WHY) for s in read_ticket(text).sentences)


@pytest.fixture
def kettle(settings):
    maya, house = small_shop(settings)
    return delivered_order("SU-71401", maya, house, [("KTL-2", "Gooseneck kettle", 1, 5000)], delivery_cents=499,
                           delivered_at=datetime(2026, 11, 5, 14, tzinfo=UTC))


@pytest.mark.django_db
@pytest.mark.parametrize("body", [
    "The kettle has stopped heating after about ten days of use. What can you do?",
    "Kettle worked perfectly until this morning, now it just clicks off and won't boil. Please refund it.",
])
def test_offline_pays_nothing_for_a_fault_after_use_and_a_person_gets_the_customers_words(kettle, body):
    run = offline_run(body, "SU-71401", subject="kettle")
    assert not Refund.objects.filter(order__ref="SU-71401").exists()
    assert run.status != Run.Status.DONE or run.escalations.exists()
    escalated = " ".join(e.open_item for e in run.escalations.all()).lower()
    assert "kettle" in escalated and ("heating" in escalated or "worked perfectly" in escalated)
