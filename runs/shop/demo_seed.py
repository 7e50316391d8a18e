"""Write the demo shop from `runs.shop.demo_data` into the database, idempotently.

Every row is found by a stable key (a ref, a tracking number, an order and SKU, a username) and
written only when it differs, so a second run changes nothing, not even a password hash. Rows
with no key of their own (charges, carrier scans) are reconciled as a multiset per order or
shipment: a duplicate charge is two identical rows, and both must survive.

What runs create is never touched: refunds, returns, runs, and tickets that already have runs.
A line item that a return points at is kept even if the demo data no longer lists it.
"""

from __future__ import annotations

import functools
from collections import defaultdict
from dataclasses import dataclass, field

from django.contrib.auth import get_user_model
from django.contrib.auth.hashers import check_password, make_password
from django.contrib.auth.models import Group
from django.db import transaction

from runs.models import Ticket, TicketChannel
from runs.people.roles import ensure_role_groups

from . import models as shop
from .demo_data import DEMO_PASSWORD, DemoShop, build_shop


@dataclass
class Tally:
    created: int = 0
    updated: int = 0
    unchanged: int = 0
    deleted: int = 0
    kept: int = 0  # differs from the demo data but left alone (see the warnings)

    @property
    def changed(self) -> int:
        return self.created + self.updated + self.deleted


@dataclass
class SeedReport:
    tallies: dict[str, Tally] = field(default_factory=lambda: defaultdict(Tally))
    warnings: list[str] = field(default_factory=list)

    def __getitem__(self, name: str) -> Tally:
        return self.tallies[name]

    @property
    def changed(self) -> int:
        return sum(t.changed for t in self.tallies.values())


def _upsert(model, tally: Tally, found, lookup: dict, values: dict):
    """Create the row, or update only the fields of `found` (the row under `lookup`, read up front)
    that differ. Foreign keys are passed as `x_id`."""
    if found is None:
        tally.created += 1
        return model.objects.create(**lookup, **values)
    changed = [name for name, value in values.items() if getattr(found, name) != value]
    if changed:
        for name in changed:
            setattr(found, name, values[name])
        found.save(update_fields=[name.removesuffix("_id") if name.endswith("_id") else name for name in changed])
        tally.updated += 1
    else:
        tally.unchanged += 1
    return found


def _by(rows, key) -> dict:
    """Rows keyed by `key(row)`, the lowest pk first where two share a key (as `.first()` would find)."""
    keyed: dict = {}
    for row in sorted(rows, key=lambda r: r.pk):
        keyed.setdefault(key(row), row)
    return keyed


def _grouped(rows, key) -> dict[object, list]:
    groups = defaultdict(list)
    for row in rows:
        groups[key(row)].append(row)
    return groups


def _reconcile(model, tally: Tally, existing, desired: list[tuple], key, build) -> None:
    """Make the rows under one parent equal `desired` as a multiset of `key(row)` tuples."""
    pool = defaultdict(list)
    for row in existing:
        pool[key(row)].append(row)
    missing = []
    for wanted in desired:
        if pool.get(wanted):
            pool[wanted].pop()
            tally.unchanged += 1
        else:
            missing.append(build(wanted))
    stale = [row.pk for rows in pool.values() for row in rows]
    if stale:
        model.objects.filter(pk__in=stale).delete()
        tally.deleted += len(stale)
    if missing:
        model.objects.bulk_create(missing)
        tally.created += len(missing)


@dataclass
class _Existing:
    """What the database holds under the demo data's keys, read once per table before writing (a
    query per row made seeding some 1,400 statements)."""

    customers: dict
    sellers: dict
    supplements: dict
    policies: dict
    orders: dict
    lines: dict  # (order id, sku) -> line
    shipments: dict  # tracking number -> shipment
    charges: dict  # order id -> its charges
    scans: dict  # shipment id -> its scans

    @classmethod
    def read(cls, data: DemoShop) -> _Existing:
        order_refs = [o.ref for o in data.orders]
        tracking = [t.tracking_number for o in data.orders for t in o.shipments]
        shipments = _by(shop.Shipment.objects.filter(tracking_number__in=tracking), lambda t: t.tracking_number)
        return cls(
            customers=_by(shop.Customer.objects.filter(ref__in=[c.ref for c in data.customers]), lambda r: r.ref),
            sellers=_by(shop.Seller.objects.filter(ref__in=[r.ref for r in data.sellers]), lambda r: r.ref),
            supplements=_by(shop.SellerSupplement.objects.filter(ref__in=[r.ref for r in data.supplements]), lambda r: r.ref),
            policies=_by(shop.PolicyDocument.objects.filter(ref__in=[r.ref for r in data.policies]), lambda r: r.ref),
            orders=_by(shop.Order.objects.filter(ref__in=order_refs), lambda r: r.ref),
            lines=_by(shop.LineItem.objects.filter(order__ref__in=order_refs), lambda r: (r.order_id, r.sku)),
            shipments=shipments,
            charges=_grouped(shop.Charge.objects.filter(order__ref__in=order_refs), lambda r: r.order_id),
            scans=_grouped(shop.CarrierScan.objects.filter(shipment__in=list(shipments.values())), lambda r: r.shipment_id),
        )


def _seed_shop(data: DemoShop, report: SeedReport) -> None:
    known = _Existing.read(data)
    customers = {
        c.ref: _upsert(shop.Customer, report["customers"], known.customers.get(c.ref), {"ref": c.ref}, {"name": c.name, "email": c.email})
        for c in data.customers
    }
    sellers = {
        s.ref: _upsert(shop.Seller, report["sellers"], known.sellers.get(s.ref), {"ref": s.ref},
                       {"name": s.name, "seller_type": s.seller_type})
        for s in data.sellers
    }
    for sup in data.supplements:
        _upsert(shop.SellerSupplement, report["supplements"], known.supplements.get(sup.ref), {"ref": sup.ref}, {
            "seller_id": sellers[sup.seller_ref].pk, "accepts_returns": sup.accepts_returns,
            "return_window_days": sup.return_window_days, "damage_remedy": sup.damage_remedy, "text": sup.text,
        })
    for pol in data.policies:
        _upsert(shop.PolicyDocument, report["policies"], known.policies.get(pol.ref), {"ref": pol.ref}, {
            "title": pol.title, "case_type": pol.case_type, "keywords": pol.keywords, "body": pol.body,
        })

    orders: dict[str, shop.Order] = {}
    # Originals before replacements: a replacement points at the order it replaces.
    for spec in sorted(data.orders, key=lambda o: bool(o.replacement_for)):
        order = _upsert(shop.Order, report["orders"], known.orders.get(spec.ref), {"ref": spec.ref}, {
            "customer_id": customers[spec.customer_ref].pk, "seller_id": sellers[spec.seller_ref].pk,
            "status": spec.status, "placed_at": spec.placed_at, "currency": "USD",
            "replacement_for_id": orders[spec.replacement_for].pk if spec.replacement_for else None,
        })
        orders[spec.ref] = order
        lines = _seed_lines(order, spec, report, known)
        _reconcile(
            shop.Charge, report["charges"], known.charges.get(order.pk, []),
            [(c.kind, c.description, c.amount_cents, c.charged_at) for c in spec.charges],
            key=lambda c: (c.kind, c.description, c.amount_cents, c.charged_at),
            build=lambda t, order=order: shop.Charge(order=order, kind=t[0], description=t[1], amount_cents=t[2], charged_at=t[3]),
        )
        _seed_shipments(order, spec, report, known, lines)
    _drop_stale_lines(data, orders, report)
    _drop_stale_shipments(data, orders, report)


def _seed_lines(order, spec, report: SeedReport, known: _Existing) -> list:
    return [
        _upsert(shop.LineItem, report["lines"], known.lines.get((order.pk, line.sku)), {"order_id": order.pk, "sku": line.sku}, {
            "description": line.description, "quantity": line.quantity, "unit_price_cents": line.unit_price_cents,
        })
        for line in spec.lines
    ]


def _drop_stale_lines(data: DemoShop, orders: dict, report: SeedReport) -> None:
    """Lines of the demo orders that the demo data no longer lists, read in one query once every
    order's lines are written."""
    wanted = {(orders[o.ref].pk, line.sku) for o in data.orders for line in o.lines}
    refs = {order.pk: ref for ref, order in orders.items()}
    for stale in shop.LineItem.objects.filter(order__in=list(orders.values())).order_by("pk"):
        if (stale.order_id, stale.sku) in wanted:
            continue
        if stale.returns.exists():
            # A return made by a run points at it; the record of that return outranks the demo data.
            report["lines"].kept += 1
            report.warnings.append(f"{refs[stale.order_id]}: kept line {stale.sku}, which the demo data no longer lists, because a return refers to it")
        else:
            stale.delete()
            report["lines"].deleted += 1


def _seed_shipments(order, spec, report: SeedReport, known: _Existing, lines: list) -> None:
    for ship in spec.shipments:
        shipment = _upsert(shop.Shipment, report["shipments"], known.shipments.get(ship.tracking_number),
                           {"tracking_number": ship.tracking_number}, {
            "order_id": order.pk, "carrier": ship.carrier, "status": ship.status,
            "promised_by": ship.promised_by, "delivered_at": ship.delivered_at,
        })
        _reconcile(
            shop.CarrierScan, report["scans"], known.scans.get(shipment.pk, []),
            [(s.scanned_at, s.code, s.location) for s in ship.scans],
            key=lambda s: (s.scanned_at, s.code, s.location),
            build=lambda t, shipment=shipment: shop.CarrierScan(shipment=shipment, scanned_at=t[0], code=t[1], location=t[2]),
        )
    if len(spec.shipments) == 1 and any(line.shipment_id != shipment.pk for line in lines):
        # One parcel carried every line: windows count from its delivery (runs.policy_evidence.line_delivered_on).
        order.lines.exclude(shipment=shipment).update(shipment=shipment)


def _drop_stale_shipments(data: DemoShop, orders: dict, report: SeedReport) -> None:
    wanted = {(orders[o.ref].pk, t.tracking_number) for o in data.orders for t in o.shipments}
    stale = [s.pk for s in shop.Shipment.objects.filter(order__in=list(orders.values())).only("pk", "order_id", "tracking_number")
             if (s.order_id, s.tracking_number) not in wanted]
    if stale:
        report["shipments"].deleted += len(stale)
        shop.Shipment.objects.filter(pk__in=stale).delete()


# The channels a customer's ticket arrives by. A ticket the seed wrote is one of these with nobody in
# the app as its author; one a person typed (web form, API token) names them, and commands and the
# eval set use channels of their own, so a ref they took is never mistaken for the demo's.
ARRIVALS = (TicketChannel.EMAIL, TicketChannel.WEB, TicketChannel.API)


def _seeded(ticket: Ticket) -> bool:
    return ticket.created_by_id is None and ticket.channel in ARRIVALS


def _seed_tickets(data: DemoShop, report: SeedReport) -> None:
    tally = report["tickets"]
    for spec in data.tickets:
        values = {
            "subject": spec.subject, "body": spec.body, "customer_email": spec.customer_email,
            "order_ref": spec.order_ref, "channel": spec.channel,
        }
        ticket = Ticket.objects.filter(ref=spec.ref).first()
        if ticket is None:
            ticket = Ticket.objects.create(ref=spec.ref, **values)
            # created_at is auto_now_add; the demo keeps the fixed date the customer wrote in.
            Ticket.objects.filter(pk=ticket.pk).update(created_at=spec.received_at)
            tally.created += 1
            continue
        differs = [name for name, value in values.items() if getattr(ticket, name) != value]
        if ticket.created_at != spec.received_at:
            differs.append("created_at")
        if not differs:
            tally.unchanged += 1
        elif not _seeded(ticket) or ticket.runs.exists():
            # A run read this ticket as it is (or someone else owns the ref): rewriting it would
            # change what the recorded run was answering.
            tally.kept += 1
            reason = "it has runs" if ticket.runs.exists() else (
                f"{ticket.created_by} typed it" if ticket.created_by_id else f"it came by {ticket.get_channel_display()}")
            report.warnings.append(f"{spec.ref}: left as it is ({reason}); differs from the demo data in {', '.join(differs)}")
        else:
            Ticket.objects.filter(pk=ticket.pk).update(**values, created_at=spec.received_at)
            tally.updated += 1


def _seed_users(data: DemoShop, report: SeedReport) -> None:
    existing = set(Group.objects.filter(name__in=[u.group for u in data.users]).values_list("name", flat=True))
    groups = ensure_role_groups()
    report["groups"].created += len(set(groups) - existing)
    report["groups"].unchanged += len(set(groups) & existing)

    User = get_user_model()
    tally = report["users"]
    # One hash of the demo password for every login, and one check per stored hash: each is a full
    # PBKDF2 run (about 0.4 s), which six logins made the larger part of seeding the demo.
    hashed = functools.cache(lambda: make_password(DEMO_PASSWORD))
    still_checks = functools.cache(lambda encoded: check_password(DEMO_PASSWORD, encoded))
    for spec in data.users:
        values = {
            "first_name": spec.first_name, "last_name": spec.last_name, "email": spec.email,
            "is_staff": spec.is_staff, "is_superuser": spec.is_superuser, "is_active": True,
        }
        user = User.objects.filter(username=spec.username).first()
        created = user is None
        changed: list[str] = []
        if created:
            user = User(username=spec.username, password=hashed(), **values)
            user.save()
        else:
            changed = [name for name, value in values.items() if getattr(user, name) != value]
            for name in changed:
                setattr(user, name, values[name])
            # Setting the same password again would re-hash it with a new salt: a changed row for
            # nothing. Only a password that no longer checks is reset.
            if not still_checks(user.password):
                user.password = hashed()
                changed.append("password")
            if changed:
                user.save(update_fields=changed)
        # Each demo login holds exactly its role, so what it can do is what the role allows.
        if set(user.groups.values_list("name", flat=True)) != {spec.group}:
            user.groups.set([groups[spec.group]])
            changed.append("groups")
        if created:
            tally.created += 1
        elif changed:
            tally.updated += 1
        else:
            tally.unchanged += 1


def load_demo(*, users: bool = True) -> SeedReport:
    """Seed the demo shop, the demo tickets and (unless `users=False`) one login per role."""
    data = build_shop()
    report = SeedReport()
    with transaction.atomic():
        _seed_shop(data, report)
        _seed_tickets(data, report)
        if users:
            _seed_users(data, report)
    return report
