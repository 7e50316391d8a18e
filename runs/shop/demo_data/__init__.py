"""The demo marketplace as plain data: no database access here, so the eval set can reuse it.

`build_shop()` returns every customer, seller, supplement, order, policy document, demo ticket and
role user as frozen dataclasses. `runs.shop.demo_seed.load_demo()` writes them to the database.

Each order that has a problem carries `cases`: the case type, the line it concerns, the refund the
policies entitle the customer to, who funds it (from the refund-source matrix) and the remedy.
That is the answer key for the demo tickets and the eval set; the agent never sees it.

    facts          the demo's calendar, its tax rate, the case types' short names
    specs          the dataclasses
    people         customers and the role logins
    catalogue      carriers, sellers, products
    policies       seller supplements, policy documents, what a case is worth under them
    order_builder  how one order is made (timeline, charges, shipment, scans)
    orders         which orders the shop holds
    tickets        what the customers wrote
"""

from __future__ import annotations

from functools import cache

from .catalogue import PRODUCTS, SELLERS
from .facts import DEMO_TODAY, tax_cents
from .orders import CANONICAL_ORDER_REF, build_orders
from .people import CUSTOMERS, DEMO_PASSWORD, ROLE_USERS
from .policies import POLICIES, SUPPLEMENTS
from .specs import DemoShop
from .tickets import CANONICAL_TICKET_REF, REPLACEMENT_STATUS, build_tickets

__all__ = [
    "CANONICAL_ORDER_REF", "CANONICAL_TICKET_REF", "CUSTOMERS", "DEMO_PASSWORD", "DEMO_TODAY", "POLICIES", "PRODUCTS",
    "REPLACEMENT_STATUS", "ROLE_USERS", "SELLERS", "SUPPLEMENTS", "DemoShop", "build_shop", "tax_cents",
]


@cache
def build_shop() -> DemoShop:
    orders, timelines = build_orders()
    by_ref = {o.ref: o for o in orders}
    if len(by_ref) != len(orders):
        raise ValueError("duplicate order ref in the demo data")
    tracking = [s.tracking_number for o in orders for s in o.shipments]
    if len(set(tracking)) != len(tracking):
        raise ValueError("duplicate tracking number in the demo data")
    tickets = build_tickets(by_ref, timelines)
    return DemoShop(
        customers=CUSTOMERS, sellers=SELLERS, supplements=SUPPLEMENTS, products=PRODUCTS, orders=orders,
        policies=POLICIES, tickets=tickets, users=ROLE_USERS, _orders_by_ref=by_ref,
    )
