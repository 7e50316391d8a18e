"""Goods the customer tells as bought ("I bought one of your Aster electric kettles on eBay from a reseller ... Can I
have a refund?") that the customer's one-line order does not hold are no claim on that line: a toaster order was
refunded for a kettle, because the goods were read only where a claim's subject or a remedy's object names them, and the
kettles stood after "bought". Now goods told as bought or ordered count as other goods named, for the offline agent
and the guard alike, when no word of the ticket names the order's line: a person finds where the goods came from.
Naming the line ("the toaster"), a time or a size after "ordered" ("ordered a few weeks ago", "ordered the large")
and a part ("bought a new lid") change nothing. Wording written for these tests."""

import pytest

from runs.guards import check_line_in_ticket
from runs.shop.models import Refund
from runs.ticket_lines import other_goods_named
from tests.runtime_world import delivered_order, offline_run, small_shop
from tests.guard_fixtures import handed_to_a_person

pytestmark = pytest.mark.django_db

TOASTER = {"sku": "TST-2SL", "description": "2-slice toaster", "unit_price_cents": 4900, "quantity": 1}
ORDER = {"order_ref": "SU-1", "lines": [TOASTER]}
CLAIM = "It stopped heating after a week."


@pytest.mark.parametrize("told,goods", [
    ("I bought one of your Aster electric kettles on eBay from a reseller last month (new in box).", "kettles"),
    ("bought a kettle of yours off amazon marketplace in october", "kettle"),
    ("My husband purchased the Aster cordless kettle from a shop in town.", "kettle"),
    ("we got two of your electric kettles at a car boot sale", "kettles"),
    ("Hiya - ordered an Aster kettle through a third party site, it was sealed", "kettle"),
    ("I bought a second-hand blender of your brand on Facebook", "blender"),
])
def test_goods_told_as_bought_that_the_one_line_is_not_are_other_goods(told, goods):
    assert other_goods_named(TOASTER, [CLAIM], [told, CLAIM]) == [goods]
    decision = {"case_type": "damaged_item", "action": "refund", "amount_cents": 5292, "source": "platform",
                "lines": [{"sku": "TST-2SL", "quantity": 1}]}
    asked = [{"text": CLAIM, "kinds": ["damaged_item"], "told": [told]}]
    result = check_line_in_ticket(decision, ORDER, asked)
    assert not result.passed and result.inputs["other_goods_named"] == [goods]


@pytest.mark.parametrize("told", [
    "I bought the toaster from you last month.",
    "I ordered a toaster and it came quickly.",
    "ordered a few weeks ago",
    "I ordered the large one",
    "I bought it on the 3rd",
    "i ordered a new lid but never mind",
    "I bought a toaster and a kettle from you, the toaster is the problem",
])
def test_the_line_named_a_time_a_size_or_a_part_after_bought_are_no_other_goods(told):
    assert other_goods_named(TOASTER, [CLAIM], [told, CLAIM]) == []


@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-67001", maya, house, [("TST-2SL", "2-slice toaster", 1, 4900)])
    delivered_order("SU-67002", maya, house, [("TST-2SL", "2-slice toaster", 1, 4900)])


def test_offline_a_kettle_bought_on_ebay_pays_nothing_on_the_toaster_order(world):
    run = offline_run("Hi, I bought one of your Aster electric kettles on eBay from a reseller last month (new in box). It stopped heating "
                      "after a week. Can I have a refund? I've got the eBay receipt if you need it.", "SU-67001", subject="Faulty kettle")
    assert Refund.objects.count() == 0 and handed_to_a_person(run)


def test_offline_the_toaster_named_is_still_refunded(world):
    offline_run("Hi, the toaster I bought from you stopped heating after a week, it arrived faulty. Can I have a refund?", "SU-67002",
                subject="Faulty toaster")
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-67002")] == [4900]

