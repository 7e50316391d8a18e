"""A small shop for runtime tests: the canonical order and one order worth more than the ceiling.

Kept apart from the demo seed so each runtime test states the world it depends on."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import contextmanager
from datetime import date, datetime, timezone

from runs import world
from runs.crashtest import CrashingShop
from runs.models import Run, Ticket
from runs.services import run_start
from runs.shop import models as shop
from runs.step_checks import typical_step
from runs.walk import walk

UTC = timezone.utc


def build_world() -> dict:
    maya = shop.Customer.objects.create(ref="C-MAYA", name="Maya Lindqvist", email="maya@example.com")
    tom = shop.Customer.objects.create(ref="C-TOM", name="Tom Okafor", email="tom@example.com")
    ashford = shop.Seller.objects.create(ref="SEL-ASH", name="Ashford Home", seller_type="marketplace")
    house = shop.Seller.objects.create(ref="SEL-1P", name="Sundry Home", seller_type="first_party")
    shop.SellerSupplement.objects.create(ref="SUP-ASH-011", seller=ashford, accepts_returns=True, damage_remedy="collect_and_refund",
                                         text="Ashford arranges a collection of damaged items and refunds on receipt.")
    shop.SellerSupplement.objects.create(ref="SUP-1P-001", seller=house, accepts_returns=True, damage_remedy="refund_keep_item",
                                         text="Sundry refunds damaged items; the customer keeps them.")
    placed = datetime(2026, 11, 2, 9, tzinfo=UTC)
    canonical = shop.Order.objects.create(ref="SU-88421", customer=maya, seller=ashford, status="delivered", placed_at=placed)
    shop.LineItem.objects.create(order=canonical, sku="ASH-BK-HRT", description="Hartley bookcase", unit_price_cents=12900)
    shop.Charge.objects.create(order=canonical, kind="items", description="Items", amount_cents=12900, charged_at=placed)
    for _ in range(2):
        shop.Charge.objects.create(order=canonical, kind="delivery", description="Standard delivery", amount_cents=995, charged_at=placed)
    shop.Shipment.objects.create(order=canonical, carrier="ParcelNet", tracking_number="PN100", status="delivered",
                                 promised_by=date(2026, 11, 6), delivered_at=datetime(2026, 11, 5, 14, tzinfo=UTC))
    sofa = shop.Order.objects.create(ref="SU-90001", customer=tom, seller=house, status="shipped", placed_at=placed)
    shop.LineItem.objects.create(order=sofa, sku="1P-SOFA-3", description="Three-seat sofa", unit_price_cents=42000)
    shop.Charge.objects.create(order=sofa, kind="items", description="Items", amount_cents=42000, charged_at=placed)
    shop.Charge.objects.create(order=sofa, kind="delivery", description="Bulky delivery", amount_cents=2500, charged_at=placed)
    lost = shop.Shipment.objects.create(order=sofa, carrier="FreightCo", tracking_number="FC200", status="lost", promised_by=date(2026, 11, 9))
    shop.CarrierScan.objects.create(shipment=lost, scanned_at=datetime(2026, 11, 3, 8, tzinfo=UTC), code="picked_up", location="Leeds hub")
    for ref, case, words in [
        ("POL-BILL-001", "duplicate_charge", "duplicate charge billing error twice"),
        ("POL-DMG-002", "damaged_item", "damaged broken cracked arrived"),
        ("POL-NDL-003", "non_delivery", "non-delivery parcel never arrived lost"),
    ]:
        shop.PolicyDocument.objects.create(ref=ref, title=ref, case_type=case, keywords=words, body=f"{ref} text")
    return {"canonical": canonical, "sofa": sofa}


def small_shop(settings) -> tuple[shop.Customer, shop.Seller]:
    """build_world with plans that need no confirmation and a $150.00 refund ceiling: the customer
    Maya and the first-party seller, for tests that add orders of their own (delivered_order)."""
    settings.PLAN_CONFIRMATION_RULE = "never"
    settings.REFUND_CEILING_CENTS = 15000
    build_world()
    return shop.Customer.objects.get(ref="C-MAYA"), shop.Seller.objects.get(ref="SEL-1P")


def more_policies(*kinds: str) -> None:
    """The policy documents of `kinds` beside the three build_world has (late delivery, wrong item,
    change of mind...), so a run of those kinds can read the policy it is judged by."""
    from runs import policy

    for kind in kinds:
        row = policy.row_for(kind)
        shop.PolicyDocument.objects.get_or_create(ref=row.policy, defaults={"title": row.policy, "case_type": kind,
                                                                              "keywords": kind.replace("_", " "), "body": f"{row.policy} text"})


def delivered_order(ref: str, customer: shop.Customer, seller: shop.Seller, lines: list[tuple[str, str, int, int]], *,
                    delivered_at: datetime = datetime(2026, 11, 5, 14, tzinfo=UTC), delivery_cents: int = 0) -> shop.Order:
    """An order placed on 2 Nov, promised by 6 Nov, delivered at `delivered_at`: its lines (sku,
    description, quantity, unit price), one items charge and, when `delivery_cents`, a delivery charge."""
    placed = datetime(2026, 11, 2, 9, tzinfo=UTC)
    made = shop.Order.objects.create(ref=ref, customer=customer, seller=seller, status="delivered", placed_at=placed)
    for sku, description, quantity, price in lines:
        shop.LineItem.objects.create(order=made, sku=sku, description=description, quantity=quantity, unit_price_cents=price)
    shop.Charge.objects.create(order=made, kind="items", description="Items", amount_cents=sum(q * p for _, _, q, p in lines), charged_at=placed)
    if delivery_cents:
        shop.Charge.objects.create(order=made, kind="delivery", description="Delivery", amount_cents=delivery_cents, charged_at=placed)
    shop.Shipment.objects.create(order=made, carrier="ParcelNet", tracking_number=f"PN-{ref}", status="delivered",
                                 promised_by=date(2026, 11, 6), delivered_at=delivered_at)
    return made


CANONICAL_BODY = ("I was charged twice for delivery on SU-88421. The Hartley bookcase arrived with a cracked side panel. "
                  "Please also confirm no replacement is being sent, I don't want two.")


# When the tickets arrive: the policy's windows count to this moment, so the tests judge the same on any day.
RECEIVED = datetime(2026, 11, 16, 9, tzinfo=UTC)


def ticket(body: str = CANONICAL_BODY, *, ref: str = "T-40219", order_ref: str = "SU-88421", email: str = "maya@example.com",
           subject: str = "Delivery charged twice and a cracked panel", created_by=None, received: datetime = RECEIVED) -> Ticket:
    made = Ticket.objects.create(ref=ref, subject=subject, body=body, customer_email=email, order_ref=order_ref, created_by=created_by)
    Ticket.objects.filter(pk=made.pk).update(created_at=received)
    made.refresh_from_db()
    return made


def call(name: str, **args) -> dict:
    return {"type": "tool_use", "name": name, "input": args}


def paused(run: Run) -> Run | None:
    """`run` re-read if it has finished or waits for a person; None while it is queued or walked."""
    run.refresh_from_db()
    return run if run.status not in (Run.Status.QUEUED, Run.Status.RUNNING) else None


def walk_until_pause(run: Run, limit: int = 10, *, turns: int | None = None, until: Callable[[Run], object] | None = None,
                     owner: str = "test-walker") -> Run:
    """Walk in this process until the run finishes or waits for a person, or, given `until`, until
    `until(run)` holds of the run re-read before each walk, whichever comes first. At most `limit`
    walks, each of `turns` turns (None: until it pauses), so a test can stop the run between two
    turns. Returns the run re-read: the caller asserts where it stopped."""
    for _ in range(limit):
        if paused(run) or (until is not None and until(run)):
            return run
        walk(run.pk, owner=owner, yield_after_turns=turns)
    run.refresh_from_db()
    return run


def start(t: Ticket, *, script=None) -> Run:
    return run_start(ticket=t, model_name="scripted" if script is not None else "offline", script=script)


def offline_run(body: str, order_ref: str, *, ref: str = "T-1", subject: str = "About my order") -> Run:
    """A ticket about `order_ref` walked by the offline agent until it finishes or waits for a person."""
    return walk_until_pause(start(ticket(body, ref=ref, order_ref=order_ref, subject=subject)))


def kinds(run: Run) -> list[str]:
    return list(run.events.order_by("seq").values_list("kind", flat=True))


def tool_results(run: Run, name: str | None = None) -> list[dict]:
    results = [e.payload | {"seq": e.seq} for e in run.events.filter(kind="tool_result").order_by("seq")]
    return [r for r in results if name is None or r["name"] == name]


# Plan proposals as a model would send them.
def step(tool: str, effect: str, *, compensation: str = "") -> dict:
    return typical_step(f"use {tool}", tool, effect, compensation=compensation)


DUPLICATE = {"goal": "refund the duplicate delivery charge", "kind": "duplicate_charge",
             "steps": [step("search_policy", "read"), step("propose_decision", "internal_write"), step("issue_refund", "external_effect")]}
PANEL = {"goal": "settle the cracked side panel", "kind": "damaged_item",
         "steps": [step("get_seller_supplement", "read"), step("get_carrier_scan", "read"), step("search_policy", "read"),
                   step("start_return", "external_effect")]}
NO_REPLACEMENT = {"goal": "confirm no replacement is being sent", "kind": "question", "steps": [step("get_order", "read")]}


@contextmanager
def walker_dies_at(point: str, call: str = "issue_refund"):
    """Walks inside the block act on a shop that kills their walker at `point` ("before" or "after"
    the shop acts) of the first `call`, as a worker killed there would die: KeyboardInterrupt is not
    an Exception, so nothing in the walk catches it."""
    died: list[str] = []

    def crash(at: str, name: str, key: str) -> bool:
        if at == point and name == call and not died:
            died.append(key)
            return True
        return False

    def die():
        raise KeyboardInterrupt("worker killed")

    dying = world.replace(world.real(), shop=lambda: CrashingShop(world.configured_shop(), crash=crash, die=die))
    with world.using(dying):
        yield died
