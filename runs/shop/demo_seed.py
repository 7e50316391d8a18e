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


def _upsert(model, tally: Tally, lookup: dict, values: dict):
    """Create the row, or update only the fields that differ. Foreign keys are passed as `x_id`."""
    obj = model.objects.filter(**lookup).first()
    if obj is None:
        tally.created += 1
        return model.objects.create(**lookup, **values)
    changed = [name for name, value in values.items() if getattr(obj, name) != value]
    if changed:
        for name in changed:
            setattr(obj, name, values[name])
        obj.save(update_fields=[name.removesuffix("_id") if name.endswith("_id") else name for name in changed])
        tally.updated += 1
    else:
        tally.unchanged += 1
    return obj


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


def _seed_shop(data: DemoShop, report: SeedReport) -> None:
    customers = {
        c.ref: _upsert(shop.Customer, report["customers"], {"ref": c.ref}, {"name": c.name, "email": c.email})
        for c in data.customers
    }
    sellers = {
        s.ref: _upsert(shop.Seller, report["sellers"], {"ref": s.ref}, {"name": s.name, "seller_type": s.seller_type})
        for s in data.sellers
    }
    for sup in data.supplements:
        _upsert(shop.SellerSupplement, report["supplements"], {"ref": sup.ref}, {
            "seller_id": sellers[sup.seller_ref].pk, "accepts_returns": sup.accepts_returns,
            "return_window_days": sup.return_window_days, "damage_remedy": sup.damage_remedy, "text": sup.text,
        })
    for pol in data.policies:
        _upsert(shop.PolicyDocument, report["policies"], {"ref": pol.ref}, {
            "title": pol.title, "case_type": pol.case_type, "keywords": pol.keywords, "body": pol.body,
        })

    orders: dict[str, shop.Order] = {}
    # Originals before replacements: a replacement points at the order it replaces.
    for spec in sorted(data.orders, key=lambda o: bool(o.replacement_for)):
        order = _upsert(shop.Order, report["orders"], {"ref": spec.ref}, {
            "customer_id": customers[spec.customer_ref].pk, "seller_id": sellers[spec.seller_ref].pk,
            "status": spec.status, "placed_at": spec.placed_at, "currency": "USD",
            "replacement_for_id": orders[spec.replacement_for].pk if spec.replacement_for else None,
        })
        orders[spec.ref] = order
        _seed_lines(order, spec, report)
        _reconcile(
            shop.Charge, report["charges"], order.charges.all(),
            [(c.kind, c.description, c.amount_cents, c.charged_at) for c in spec.charges],
            key=lambda c: (c.kind, c.description, c.amount_cents, c.charged_at),
            build=lambda t, order=order: shop.Charge(order=order, kind=t[0], description=t[1], amount_cents=t[2], charged_at=t[3]),
        )
        _seed_shipments(order, spec, report)


def _seed_lines(order, spec, report: SeedReport) -> None:
    wanted = set()
    for line in spec.lines:
        wanted.add(line.sku)
        _upsert(shop.LineItem, report["lines"], {"order_id": order.pk, "sku": line.sku}, {
            "description": line.description, "quantity": line.quantity, "unit_price_cents": line.unit_price_cents,
        })
    for stale in order.lines.exclude(sku__in=wanted):
        if stale.returns.exists():
            # A return made by a run points at it; the record of that return outranks the demo data.
            report["lines"].kept += 1
            report.warnings.append(f"{order.ref}: kept line {stale.sku}, which the demo data no longer lists, because a return refers to it")
        else:
            stale.delete()
            report["lines"].deleted += 1


def _seed_shipments(order, spec, report: SeedReport) -> None:
    wanted = set()
    for ship in spec.shipments:
        wanted.add(ship.tracking_number)
        shipment = _upsert(shop.Shipment, report["shipments"], {"tracking_number": ship.tracking_number}, {
            "order_id": order.pk, "carrier": ship.carrier, "status": ship.status,
            "promised_by": ship.promised_by, "delivered_at": ship.delivered_at,
        })
        _reconcile(
            shop.CarrierScan, report["scans"], shipment.scans.all(),
            [(s.scanned_at, s.code, s.location) for s in ship.scans],
            key=lambda s: (s.scanned_at, s.code, s.location),
            build=lambda t, shipment=shipment: shop.CarrierScan(shipment=shipment, scanned_at=t[0], code=t[1], location=t[2]),
        )
    if len(spec.shipments) == 1:
        # One parcel carried every line: windows count from its delivery (runs.policy.line_delivered_on).
        order.lines.exclude(shipment=shipment).update(shipment=shipment)
    stale = order.shipments.exclude(tracking_number__in=wanted)
    if stale.exists():
        report["shipments"].deleted += stale.count()
        stale.delete()


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
