"""A hand-over to a follow-up run looks at the customer's other orders for goods a request names without a number
(runs/goods_of_another_order.py). Those orders are read once for the step's run object, however many subtasks the
turn hands over, and all in one call where the shop reads several orders at once (DemoShop.get_orders: one round trip
on PostgreSQL instead of one an order): the same orders, the same sentences tied, as order after order read them."""

from collections import Counter

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from runs import goods_of_another_order
from runs.intents import read_ticket
from runs.shop.backend import DemoShop, ShopError
from runs.shop import models as shop
from tests.conftest import on_postgres
from tests.runtime_world import build_world, delivered_order, start, ticket
from tests.turn_counting import round_trip_counting

pytestmark = pytest.mark.django_db(transaction=True)
HOME = "SU-88421"


@pytest.fixture
def world():
    build_world()
    maya = shop.Customer.objects.get(ref="C-MAYA")
    house = shop.Seller.objects.get(ref="SEL-1P")
    delivered_order("SU-88601", maya, house, [("1P-TWL-BTH", "Bath towels", 2, 1800)])
    delivered_order("SU-88602", maya, house, [("1P-MUG-STN", "Stoneware mug", 4, 900), ("1P-TRAY", "Oak serving tray", 1, 3500)])
    delivered_order("SU-88603", maya, house, [("1P-LAMP", "Brass desk lamp", 1, 5200)], delivery_cents=499)


class Counting:
    """A shop that says how often each of its reads was asked for; `several`: whether it offers get_orders."""

    def __init__(self, several: bool):
        self.shop, self.asked = DemoShop(), []
        if not several:
            self.get_orders = None

    def __getattr__(self, name):
        call = getattr(self.shop, name)

        def asked(*args, **kwargs):
            self.asked.append(name)
            return call(*args, **kwargs)

        return asked


def _run(body: str):
    from runs.models import Ticket

    run = start(ticket(body, order_ref=HOME, ref=f"T-{Ticket.objects.count() + 1}"))
    run.order_ref = HOME
    run.state = {**run.state, "order": DemoShop().get_order(HOME)}
    return run


def test_get_orders_is_get_order_of_each_in_one_round_trip(world):
    refs = ["SU-88601", " su-88602 ", "SU-00000", "SU-88603"]
    one_by_one = {}
    for ref in refs:
        try:
            one_by_one[ref] = DemoShop().get_order(ref, zone="Europe/Stockholm")
        except ShopError:
            pass
    counts = Counter()
    undo = round_trip_counting()(counts) if on_postgres() else (lambda: None)
    try:
        with CaptureQueriesContext(connection) as captured:
            together = DemoShop().get_orders(refs, zone="Europe/Stockholm")
    finally:
        undo()
    assert together == one_by_one and set(together) == {"SU-88601", " su-88602 ", "SU-88603"}
    assert len(captured.captured_queries) == 7 * len(refs)  # each order's seven reads, as get_order runs them
    if on_postgres():
        assert dict(counts) == {"pipeline": 1}
    assert DemoShop().get_orders([]) == {}


@pytest.mark.parametrize("several", [True, False])
def test_the_customers_orders_are_read_once_for_a_step_that_hands_over_twice(world, several):
    body = ("Order SU-88421: the Hartley bookcase arrived with a cracked side panel, please refund it. "
            "Also the bath towels from my other order arrived with holes in them. "
            "And the stoneware mugs from another order came chipped, all four of them.")
    reading = read_ticket(body, order_ref=HOME)
    run, counting = _run(body), Counting(several)
    towels, mugs = DemoShop().get_order("SU-88601"), DemoShop().get_order("SU-88602")
    first = goods_of_another_order.goods_tied(reading, run, "SU-88601", towels, counting)
    asked = list(counting.asked)
    with CaptureQueriesContext(connection) as again:
        second = goods_of_another_order.goods_tied(reading, run, "SU-88602", mugs, counting)
    # the second hand-over reads nothing: the list and the other orders were read by the first, the towels' order was its own
    assert counting.asked[len(asked):] == [] and again.captured_queries == []
    assert asked == (["search_orders", "get_orders"] if several else ["search_orders", "get_order", "get_order"])
    # the same sentences tied as a fresh run object, reading order after order, ties them
    fresh = Counting(False)
    assert first == goods_of_another_order.goods_tied(reading, _run(body), "SU-88601", towels, fresh) and first
    assert second == goods_of_another_order.goods_tied(reading, _run(body), "SU-88602", mugs, fresh) and second
    assert first != second


def test_goods_two_of_the_customers_orders_hold_still_tie_nothing(world):
    maya = shop.Customer.objects.get(ref="C-MAYA")
    delivered_order("SU-88604", maya, shop.Seller.objects.get(ref="SEL-1P"), [("1P-TWL-HND", "Hand towels", 4, 700)])
    body = "Order SU-88421: the bookcase panel is cracked, please refund it. Also the towels from my other order arrived with holes in them."
    reading = read_ticket(body, order_ref=HOME)
    run = _run(body)
    assert goods_of_another_order.goods_tied(reading, run, "SU-88601", DemoShop().get_order("SU-88601"), DemoShop()) == set()
    assert goods_of_another_order.goods_tied(reading, run, "SU-88604", DemoShop().get_order("SU-88604"), DemoShop()) == set()
