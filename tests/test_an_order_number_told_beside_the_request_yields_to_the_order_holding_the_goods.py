"""An order number told beside the request, not by it (a signature's "Ref: SU-2", a forwarded mail's subject "Fwd: Your
order SU-2 is on its way!"), is read, and when its order holds none of the goods the requests name while the customer's
one other order holds them all, that other order is the run's: the claim is paid there (adv22 AV-02, AV-03 went to a
person "about another order than the one this run works on"). Only the customer's own orders, found by their email, are
ever pinned so; a request that numbers the order itself, goods on no order of theirs, or the number's order holding the
goods keep the run where it was. Wording written for these tests."""

import pytest

from runs.models import Run
from runs.shop.models import Refund
from tests.guard_fixtures import handed_to_a_person
from tests.runtime_world import delivered_order, offline_run, small_shop

pytestmark = pytest.mark.django_db

CASSEROLE = [("CAS-STN", "Stoneware casserole dish", 1, 4200), ("TRV-SIL", "Silicone trivet", 1, 800)]
ENAMEL = [("CAS-ENM", "Enamel casserole pot, 24cm", 1, 12000)]


@pytest.fixture
def world(settings):
    return small_shop(settings)


def _orders(world, n: int) -> None:
    """The customer's two orders of case `n`: SU-7n001 (the stoneware casserole, a trivet) and SU-7n002 (an enamel pot)."""
    delivered_order(f"SU-7{n}001", *world, CASSEROLE)
    delivered_order(f"SU-7{n}002", *world, ENAMEL)


def _paid(ref: str) -> list[tuple[int, str]]:
    return [(r.amount_cents, r.covers[0]["sku"]) for r in Refund.objects.filter(order__ref=ref)]


@pytest.mark.parametrize("n,body,subject", [
    (1, "Hi, the stoneware casserole dish I got this week came with a crack right across the base. Could I get my money back "
        "for it? Thanks\n\nMaya Ortiz\nTel 07700 900418\nRef: SU-71002", "casserole dish cracked"),
    (2, "the stoneware casserole arrived cracked, refund pls\n\n--\nM. Ortiz | order SU-72002", "cracked"),
    (3, "Forwarding this so you have my details. The stoneware casserole dish came with a crack through the base. Could you "
        "refund it?\n\n---------- Forwarded message ---------\nSubject: Your order SU-73002 is on its way!\n\nGood news! Your "
        "order SU-73002 has left our warehouse.", "Fwd: Your order SU-73002 is on its way!"),
    (4, "Good afternoon. I regret to say the stoneware casserole dish was cracked on arrival. I would be grateful for a "
        "refund.\n\nKind regards,\nMaya Ortiz\n(customer ref SU-74002)", "Damaged casserole"),
    (5, "hiya!! my stoneware casserole came CRACKED :( can i have a refund\nsent from my phone - SU-75002", "casserole"),
])
def test_the_claim_is_paid_on_the_customers_order_holding_the_goods(world, n, body, subject):
    _orders(world, n)
    run = offline_run(body, "", subject=subject)
    assert _paid(f"SU-7{n}001") == [(4200, "CAS-STN")] and _paid(f"SU-7{n}002") == []
    assert run.order_ref == f"SU-7{n}001"


def test_a_request_numbering_the_order_itself_stays_on_it(world):
    _orders(world, 6)
    run = offline_run("My order SU-76002: the stoneware casserole dish arrived cracked. Refund please.", "", subject="SU-76002")
    assert _paid("SU-76001") == [] and _paid("SU-76002") == [] and handed_to_a_person(run)


def test_the_numbers_order_holding_the_goods_is_paid_there(world):
    _orders(world, 7)
    run = offline_run("The enamel casserole pot came with a dent in the lid rim, refund please.\n\nMaya\nRef: SU-77002", "",
                      subject="dented pot")
    assert _paid("SU-77001") == [] and [sku for _, sku in _paid("SU-77002")] == ["CAS-ENM"]
    assert run.status == Run.Status.DONE


def test_goods_on_no_order_of_the_customers_move_nothing(world):
    _orders(world, 8)
    run = offline_run("The glass teapot arrived smashed. Refund please.\n\nMaya\nRef: SU-78002", "", subject="teapot")
    assert _paid("SU-78001") == [] and _paid("SU-78002") == [] and handed_to_a_person(run)


def test_another_persons_order_quoted_in_a_forward_moves_no_money_there(world):
    from runs.shop import models as shop

    maya, house = world
    tom = shop.Customer.objects.get(ref="C-TOM")
    delivered_order("SU-79001", maya, house, CASSEROLE)
    delivered_order("SU-79002", tom, house, CASSEROLE)
    offline_run("My neighbour Tom forwarded me his order below. The stoneware casserole dish cracked right across the base, "
                "refund please.\n\n---------- Forwarded message ---------\nFrom: Tom\nSubject: Your order SU-79002\n\nYour order "
                "SU-79002 (1 x Stoneware casserole dish) has shipped.", "", subject="Fwd: Your order SU-79002")
    assert _paid("SU-79002") == []
