"""How one demo order is made: its shipping option, timeline, charges, shipment and carrier scans.

The few things that vary per order (customer, times of day, transit time, carrier hubs, tracking
numbers) come from a random generator seeded with the order's own ref, so adding or removing one
order never shifts another. The eval set builds its own orders with `build_order` too.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from ..models import CarrierScanCode, ChargeKind, OrderStatus, ShipmentStatus
from .catalogue import BLUEJAY, FREIGHTLINE, MERIDIAN
from .facts import COM, DMG, DUP, EARLIEST, LAST_DELIVERY, LATE, TAX_DESCRIPTION, WRG, at, tax_cents
from .specs import ChargeSpec, LineSpec, OrderSpec, ProductSpec, ScanSpec, SellerSpec, ShipmentSpec, ShippingOption

SEED = 40219

# Delivery dates are drawn from these windows, by case, so each case is plausible against
# DEMO_TODAY (damage and wrong items reported inside 30 days, returns inside the window).
DELIVERY_WINDOW = {
    DUP: (date(2026, 10, 6), LAST_DELIVERY),
    DMG: (date(2026, 11, 2), LAST_DELIVERY),
    WRG: (date(2026, 10, 28), LAST_DELIVERY),
    COM: (date(2026, 11, 8), LAST_DELIVERY),
    LATE: (date(2026, 10, 12), LAST_DELIVERY),
    "routine": (date(2026, 10, 5), date(2026, 11, 14)),
}
# For non-delivery the promised-by date is drawn instead; the last scan is days before the tickets.
PROMISED_WINDOW_NON_DELIVERY = (date(2026, 10, 26), date(2026, 11, 10))

HUBS = (
    "Louisville, KY hub", "Memphis, TN hub", "Indianapolis, IN hub", "Chicago, IL hub",
    "Dallas, TX hub", "Ontario, CA hub", "Allentown, PA hub", "Atlanta, GA hub", "Denver, CO hub",
)
TRACKING_PREFIX = {MERIDIAN: ("MP", 10), BLUEJAY: ("BJX", 9), FREIGHTLINE: ("FLH", 8)}


def rng_for(ref: str) -> random.Random:
    # Seeded with the ref (a str seed is hashed with SHA-512, independent of PYTHONHASHSEED).
    return random.Random(f"{SEED}:{ref}")


def _day_between(rng: random.Random, lo: date, hi: date) -> date:
    if hi < lo:
        raise ValueError(f"empty date window {lo}..{hi}")
    return lo + timedelta(days=rng.randint(0, (hi - lo).days))


def _tracking(rng: random.Random, carrier: str) -> str:
    prefix, digits = TRACKING_PREFIX[carrier]
    return prefix + "".join(str(rng.randint(0, 9)) for _ in range(digits))


def _shipping(seller: SellerSpec, products: list[ProductSpec], express: bool) -> ShippingOption:
    if express:
        if seller.express is None:
            raise ValueError(f"{seller.ref} offers no express delivery")
        return seller.express
    if any(p.bulky for p in products):
        return seller.bulky or seller.standard
    return seller.standard


def _delivery_fee(option: ShippingOption, items_cents: int) -> int:
    if option.free_over_cents is not None and items_cents >= option.free_over_cents:
        return 0
    return option.fee_cents


@dataclass
class Timeline:
    placed: date
    promised_by: date
    delivered: date | None


def _scans(rng, seller, customer, timeline, state, hubs_for_order) -> tuple[list[ScanSpec], datetime | None]:
    """The carrier's scans for one shipment, in time order, and the delivery time if delivered."""
    if state == "label_created":
        return [], None
    pickup = at(timeline.placed + timedelta(days=1), rng.randint(12, 18), rng.randint(0, 59))
    scans = [ScanSpec(pickup, CarrierScanCode.PICKED_UP.value, seller.warehouse)]
    if state == "delivered":
        last_day = (timeline.delivered - timeline.placed).days
        offsets = sorted(rng.sample(range(2, last_day + 1), min(2, last_day - 1)))
        for offset, hub in zip(offsets, hubs_for_order):
            scans.append(ScanSpec(at(timeline.placed + timedelta(days=offset), rng.randint(1, 4), rng.randint(0, 59)),
                                  CarrierScanCode.IN_TRANSIT.value, hub))
        scans.append(ScanSpec(at(timeline.delivered, rng.randint(6, 7), rng.randint(0, 59)),
                              CarrierScanCode.OUT_FOR_DELIVERY.value, customer.city))
        delivered_at = at(timeline.delivered, rng.randint(10, 18), rng.randint(0, 59))
        scans.append(ScanSpec(delivered_at, CarrierScanCode.DELIVERED.value, customer.city))
        return scans, delivered_at
    if state == "in_transit":  # on its way, promised date still ahead
        scans.append(ScanSpec(at(timeline.placed + timedelta(days=2), rng.randint(1, 4), rng.randint(0, 59)),
                              CarrierScanCode.IN_TRANSIT.value, hubs_for_order[0]))
        return scans, None
    # Non-delivery: it reached one or two hubs and then went wrong.
    hub_days = [2, 3] if (timeline.promised_by - timeline.placed).days >= 4 else [2]
    for offset, hub in zip(hub_days, hubs_for_order):
        scans.append(ScanSpec(at(timeline.placed + timedelta(days=offset), rng.randint(1, 4), rng.randint(0, 59)),
                              CarrierScanCode.IN_TRANSIT.value, hub))
    last_hub = hubs_for_order[len(hub_days) - 1]
    if state == "lost":
        when = at(timeline.promised_by + timedelta(days=2), rng.randint(9, 16), rng.randint(0, 59))
        scans.append(ScanSpec(when, CarrierScanCode.EXCEPTION.value, f"{last_hub}: package not located, trace opened"))
    elif state == "returned":
        when = at(timeline.placed + timedelta(days=hub_days[-1] + 1), rng.randint(9, 16), rng.randint(0, 59))
        scans.append(ScanSpec(when, CarrierScanCode.EXCEPTION.value, f"{last_hub}: damaged in transit, returning to sender"))
    # "stalled": nothing after the last hub scan
    return scans, None


def build_order(row_ref, *, seller, products, customer, role, state, dup="", late=0, express=False,
                 delivered=None, window=None, placed=None, replacement_for="", charge=True) -> tuple[OrderSpec, Timeline]:
    rng = rng_for(row_ref)
    option = _shipping(seller, products, express)
    fastest, promised_days = option.transit_days

    if state == "delivered":
        if late:
            lo, hi = window
            lo = max(lo, EARLIEST + timedelta(days=promised_days + late + 1))
            day = delivered or _day_between(rng, lo, hi)
            promised_by = day - timedelta(days=late)
            placed_day = promised_by - timedelta(days=promised_days)
        else:
            if placed is not None:
                placed_day = placed
                day = placed_day + timedelta(days=rng.randint(fastest, promised_days))
            else:
                lo, hi = window
                lo = max(lo, EARLIEST + timedelta(days=promised_days + 1))
                day = delivered or _day_between(rng, lo, hi)
                placed_day = day - timedelta(days=rng.randint(fastest, promised_days))
            promised_by = placed_day + timedelta(days=promised_days)
        timeline = Timeline(placed_day, promised_by, day)
    elif state in ("lost", "stalled", "returned"):
        promised_by = _day_between(rng, *PROMISED_WINDOW_NON_DELIVERY)
        timeline = Timeline(promised_by - timedelta(days=promised_days), promised_by, None)
    else:  # in_transit, label_created, cancelled: recent orders, still ahead of their promise
        if placed is None:
            # A label printed yesterday and not yet picked up; anything else left in the last few days.
            placed = date(2026, 11, 19) if state == "label_created" else _day_between(rng, date(2026, 11, 16), date(2026, 11, 18))
        placed_day = placed
        timeline = Timeline(placed_day, placed_day + timedelta(days=promised_days), None)

    placed_at = at(timeline.placed, rng.randint(7, 22), rng.randint(0, 59))
    lines = tuple(LineSpec(p.sku, p.description, 1, p.price_cents) for p in products)
    items_cents = sum(line.total_cents for line in lines)

    charges: list[ChargeSpec] = []
    if charge and state != "cancelled":
        charges.append(ChargeSpec(ChargeKind.ITEMS.value, "Items subtotal", items_cents, placed_at))
        fee = _delivery_fee(option, items_cents)
        if fee:
            charges.append(ChargeSpec(ChargeKind.DELIVERY.value, option.label, fee, placed_at))
        charges.append(ChargeSpec(ChargeKind.TAX.value, TAX_DESCRIPTION, sum(tax_cents(x.total_cents) for x in lines), placed_at))
        if dup:
            # A double-submitted card payment: a second row identical in every field.
            original = next(c for c in charges if c.kind == dup)
            charges.insert(charges.index(original) + 1, original)

    shipments: tuple[ShipmentSpec, ...] = ()
    if state != "cancelled":
        hubs = rng.sample(HUBS, 2)
        scans, delivered_at = _scans(rng, seller, customer, timeline, state, hubs)
        ship_status = {
            "delivered": ShipmentStatus.DELIVERED, "in_transit": ShipmentStatus.IN_TRANSIT,
            "label_created": ShipmentStatus.LABEL_CREATED, "lost": ShipmentStatus.LOST,
            "stalled": ShipmentStatus.IN_TRANSIT, "returned": ShipmentStatus.IN_TRANSIT,
        }[state].value
        shipments = (ShipmentSpec(option.carrier, _tracking(rng, option.carrier), ship_status, timeline.promised_by,
                                  delivered_at, tuple(scans)),)

    status = {
        "delivered": OrderStatus.DELIVERED, "label_created": OrderStatus.PLACED, "cancelled": OrderStatus.CANCELLED,
    }.get(state, OrderStatus.SHIPPED).value
    order = OrderSpec(
        ref=row_ref, customer_ref=customer.ref, seller_ref=seller.ref, seller_type=seller.seller_type, status=status,
        placed_at=placed_at, lines=lines, charges=tuple(charges), shipments=shipments,
        replacement_for=replacement_for, role=role,
    )
    return order, timeline


