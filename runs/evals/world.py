"""The world a case runs in, and the people the simulated approver acts as.

`"demo"` means the seeded demo shop (runs.shop.demo_seed): each trial gets a fresh copy of the
part of it the ticket touches (`demo_world`: the customer, all their orders, the order the ticket
names), namespaced like fixtures. Copies, because refunds are real: a refund an earlier run made on
a shared order would be visible to `get_order` and counted by the guard as already refunded.

Fixtures are created once per trial under a namespace, so no two cases (and no two trials of one
case, and no two eval runs) ever share an order, a customer or a tracking number:

- order numbers get the trial's digits appended (SU-71001 -> SU-7100112017 for eval run 12,
  trial 1, the case at index 17), and every run of those
  digits in the ticket and the script is rewritten the same way, so "SU71001", "#71001" and
  "order 71001" stay as right (or as malformed) as the case wrote them;
- customer emails get a `+tag` (maya@example.com -> maya+e12t1c17@example.com), everywhere;
- customer, seller, supplement refs and tracking numbers get a `-TAG` suffix.

Policy documents are the demo shop's (created if missing, never overwritten).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime, time, timedelta, timezone
from typing import Any

from django.contrib.auth import get_user_model
from django.db import transaction

from runs import hot_writes
from runs.order_numbers import ORDER_DIGITS_MOST
from runs.shop import models as shop
from runs.people.roles import ensure_role_groups
from runs.shop.demo_data import DEMO_TODAY, POLICIES, ROLE_USERS

from .cases import ORDER_REF_RE, Case, WorldIn

# When a case that does not say (`now`) has its ticket arrive: noon on the demo shop's day.
DEFAULT_NOW = datetime.combine(DEMO_TODAY, time(12), tzinfo=timezone.utc)

ROLES = ("support_lead", "reviewer", "admin")


class WorldError(Exception):
    """The world cannot be built as the case describes (e.g. a ref already taken)."""


class Renaming:
    """How a copy of a world is renamed, given a `tag` and `digits` (what build_world asks of a
    namespace): refs get -TAG, emails +tag, order numbers the digits appended."""

    tag: str
    digits: str

    def ref(self, ref: str) -> str:
        return f"{ref}-{self.tag}"

    def email(self, email: str) -> str:
        local, _, domain = email.partition("@")
        return f"{local}+{self.tag.lower()}@{domain}"

    def order_ref(self, ref: str) -> str:
        prefix, number = ORDER_REF_RE.match(ref).groups()
        return f"{prefix}{number}{self.digits}"


@dataclass(frozen=True)
class Namespace(Renaming):
    """What makes one trial's fixtures unique: eval run `eval_id`, trial `trial` (1-99), and the
    case's position `index` (0-999) in the eval run's case list."""

    eval_id: int
    trial: int
    index: int

    @property
    def tag(self) -> str:
        return f"E{self.eval_id}T{self.trial}C{self.index}"

    @property
    def digits(self) -> str:
        # Decodable: the last three digits are the case, the two before the trial, the rest the eval run.
        return f"{self.eval_id}{self.trial:02d}{self.index:03d}"


def _ascii_case_blind(text: str) -> str:
    """A pattern matching `text` with the case of its ASCII letters ignored and nothing else: re.I
    would also match a Kelvin sign (U+212A) for a "k", folding a look-alike address onto a customer's."""
    return "".join(f"[{ch.lower()}{ch.upper()}]" if ch.isascii() and ch.isalpha() else re.escape(ch) for ch in text)


@dataclass
class Rewrite:
    """How a trial's fixtures were renamed, applied to everything the case says about them."""

    numbers: dict[str, str] = field(default_factory=dict)  # order digits -> namespaced digits
    emails: dict[str, str] = field(default_factory=dict)  # lowercased email -> namespaced email

    def text(self, value: str) -> str:
        for pattern, new in self._patterns():
            value = pattern.sub(new, value)
        return value

    def _patterns(self) -> list[tuple[re.Pattern, str]]:
        """Each renaming's pattern (the numbers', then the emails'), compiled once for the renamings as they are now."""
        key = (tuple(self.numbers.items()), tuple(self.emails.items()))
        made = self.__dict__.get("_compiled")
        if made is None or made[0] != key:
            made = self.__dict__["_compiled"] = (key, [(re.compile(rf"(?<!\d){old}(?!\d)"), new) for old, new in self.numbers.items()]
                                                 + [(re.compile(_ascii_case_blind(old)), new) for old, new in self.emails.items()])
        return made[1]

    def deep(self, value: Any) -> Any:
        if isinstance(value, str):
            return self.text(value)
        if isinstance(value, list):
            return [self.deep(v) for v in value]
        if isinstance(value, dict):
            return {k: self.deep(v) for k, v in value.items()}
        return value


def ensure_policies() -> int:
    """The demo shop's policy documents, created where missing (an existing ref is left alone)."""
    created = 0
    for pol in POLICIES:
        _, made = shop.PolicyDocument.objects.get_or_create(
            ref=pol.ref, defaults={"title": pol.title, "case_type": pol.case_type, "keywords": pol.keywords, "body": pol.body})
        created += made
    return created


def ensure_demo_shop() -> None:
    """Seed (or re-sync) the demo shop for cases whose world is "demo". Idempotent."""
    from runs.shop.demo_seed import load_demo

    load_demo(users=False)


def approvers() -> dict[str, Any]:
    """One active user per role the approver may act as: the demo login of that role if it exists,
    else any active member of the role's group, else a new `eval-<role>` user (no usable password).
    Existing users are never changed."""
    User = get_user_model()
    groups = ensure_role_groups()
    preferred = {spec.group: spec.username for spec in ROLE_USERS}
    people = {}
    for role in ROLES:
        members = User.objects.filter(groups__name=role, is_active=True)
        user = members.filter(username=preferred.get(role, "")).first() or members.order_by("pk").first()
        if user is None:
            user, created = User.objects.get_or_create(username=f"eval-{role}", defaults={"is_active": True})
            if created:
                user.set_unusable_password()
                user.save()
            user.groups.add(groups[role])
        people[role] = user
    return people


@transaction.atomic
def demo_world(ticket) -> WorldIn:
    """The part of the seeded demo shop a ticket touches, as fixtures: the customer whose email the
    ticket has, every order of theirs, the order the ticket names (whoever's it is) and any
    replacement orders of those, with their sellers and supplements."""
    customers = list(shop.Customer.objects.filter(email__iexact=ticket.customer_email))
    orders = {o.ref: o for o in shop.Order.objects.filter(customer__in=customers)}
    for match in ORDER_REF_RE.finditer(ticket.order_ref or ""):
        named = shop.Order.objects.filter(ref=f"SU-{match.group(2)}").first()
        if named is not None:
            orders[named.ref] = named
    for replacement in shop.Order.objects.filter(replacement_for__ref__in=list(orders)):
        orders[replacement.ref] = replacement
    picked = (shop.Order.objects.filter(ref__in=list(orders)).select_related("customer", "seller", "replacement_for")
              .prefetch_related("lines", "charges", "shipments__scans").order_by("placed_at", "ref"))
    people = {c.ref: c for c in customers} | {o.customer.ref: o.customer for o in picked}
    sellers = {o.seller.ref: o.seller for o in picked}
    data = {
        "customers": [{"ref": c.ref, "name": c.name, "email": c.email} for c in people.values()],
        "sellers": [{"ref": s.ref, "name": s.name, "seller_type": s.seller_type} for s in sellers.values()],
        "supplements": [{"ref": sup.ref, "seller": sup.seller.ref, "accepts_returns": sup.accepts_returns,
                         "return_window_days": sup.return_window_days, "damage_remedy": sup.damage_remedy, "text": sup.text}
                        for sup in shop.SellerSupplement.objects.filter(seller__in=sellers.values()).select_related("seller")],
        "orders": [{
            "ref": o.ref, "customer": o.customer.ref, "seller": o.seller.ref, "status": o.status, "placed_at": o.placed_at,
            "replacement_for": o.replacement_for.ref if o.replacement_for_id else "",
            "lines": [{"sku": x.sku, "description": x.description, "quantity": x.quantity, "unit_price_cents": x.unit_price_cents,
                       "exclusion": x.exclusion, **({"tax_exempt": True} if x.tax_exempt else {})} for x in o.lines.all()],
            "charges": [{"kind": c.kind, "description": c.description, "amount_cents": c.amount_cents, "charged_at": c.charged_at} for c in o.charges.all()],
            "shipments": [{"carrier": sh.carrier, "tracking_number": sh.tracking_number, "status": sh.status, "promised_by": sh.promised_by,
                           "delivered_at": sh.delivered_at, "scans": [{"at": x.scanned_at, "code": x.code, "location": x.location} for x in sh.scans.all()],
                           "lines": [x.sku for x in o.lines.all() if x.shipment_id == sh.pk]}
                          for sh in o.shipments.all()],
        } for o in picked if not o.replacement_for_id or o.replacement_for.ref in orders],
    }
    # An original before its replacement, so build_world can point one at the other.
    data["orders"].sort(key=lambda o: bool(o["replacement_for"]))
    return WorldIn.model_validate(data)


def build_world(world: WorldIn, ns: Namespace, *, case: Case) -> Rewrite:
    """Create one trial's fixtures. Returns the rewrite to apply to the ticket and the script."""
    rewrite = Rewrite()
    for c in world.customers:
        rewrite.emails[c.email.lower()] = ns.email(c.email)

    def fail(what: str) -> WorldError:
        return WorldError(f"{case.where} case {case.id}: world: {what} (namespace {ns.tag})")

    for o in world.orders:
        number = ORDER_REF_RE.match(o.ref).group(2)
        if len(number + ns.digits) > ORDER_DIGITS_MOST:
            # the ticket would name an order no reader takes for one (runs.order_numbers): the trial would read another ticket
            raise fail(f"order {o.ref}: {number + ns.digits} has more than the {ORDER_DIGITS_MOST} digits an order number is read with")
        rewrite.numbers[number] = number + ns.digits

    customers, sellers, orders = {}, {}, {}
    for c in world.customers:
        if shop.Customer.objects.filter(email__iexact=ns.email(c.email)).exists():
            raise fail(f"customer {c.ref}: {ns.email(c.email)} already exists; was this trial set up twice?")
        customers[c.ref] = hot_writes.create(shop.Customer, ref=ns.ref(c.ref), name=c.name, email=ns.email(c.email))
    for s in world.sellers:
        sellers[s.ref] = hot_writes.create(shop.Seller, ref=ns.ref(s.ref), name=s.name, seller_type=s.seller_type)
    for sup in world.supplements:
        hot_writes.create(shop.SellerSupplement, ref=ns.ref(sup.ref), seller=sellers[sup.seller], accepts_returns=sup.accepts_returns,
                                             return_window_days=sup.return_window_days, damage_remedy=sup.damage_remedy, text=sup.text)
    for o in world.orders:
        ref = ns.order_ref(o.ref)
        if shop.Order.objects.filter(ref=ref).exists():
            raise fail(f"order {o.ref}: {ref} already exists")
        order = hot_writes.create(shop.Order, ref=ref, customer=customers[o.customer], seller=sellers[o.seller], status=o.status,
                                          placed_at=o.placed_at, replacement_for=orders.get(o.replacement_for))
        orders[o.ref] = order
        lines = {x.sku: hot_writes.create(shop.LineItem, order=order, sku=x.sku, description=x.description, quantity=x.quantity,
                                                     unit_price_cents=x.unit_price_cents, exclusion=x.exclusion,
                                                     tax_exempt=x.tax_exempt) for x in o.lines}
        for c in o.charges:
            hot_writes.create(shop.Charge, order=order, kind=c.kind, description=c.description, amount_cents=c.amount_cents, charged_at=c.charged_at)
        # A case's arrival moment; a world copied for a crash test or a durability test has no case spec.
        _earlier(order, o, lines, ns, before=getattr(getattr(case, "spec", None), "now", None) or DEFAULT_NOW)
        for s in o.shipments:
            shipment = hot_writes.create(shop.Shipment, order=order, carrier=s.carrier, tracking_number=ns.ref(s.tracking_number),
                                                    status=s.status, promised_by=s.promised_by, delivered_at=s.delivered_at)
            hot_writes.bulk_insert(shop.CarrierScan, [shop.CarrierScan(shipment=shipment, scanned_at=x.at, code=x.code, location=x.location)
                                                      for x in s.scans])
            carried = s.lines or (list(lines) if len(o.shipments) == 1 else [])
            shop.LineItem.objects.filter(pk__in=[lines[sku].pk for sku in carried]).update(shipment=shipment)
    return rewrite


def _earlier(order, spec, lines: dict, ns: Namespace, *, before: datetime) -> None:
    """The order's refunds and returns from before the ticket, each with what it drew on, stamped a
    day before the ticket arrives (the case's `now`), never at the machine's clock: a refund "on"
    a date the agent quotes is the same on any day the case runs."""
    from runs import policy_support
    from runs.shop.backend import DemoShop

    if not (spec.refunds or spec.returns):
        return
    for i, r in enumerate(spec.refunds, start=1):
        pinned = DemoShop().get_order(order.ref)
        named = {"lines": [{"sku": sku, "quantity": lines[sku].quantity} for sku in r.lines], "charges": r.charges}
        covers = policy_support.allocate(r.amount_cents, policy_support.support(r.case_type, pinned, named, pinned["refunds"]).items) if r.lines or r.charges else []
        made = hot_writes.create(shop.Refund, order=order, amount_cents=r.amount_cents, source=r.source, case_type=r.case_type, reason=r.reason,
                                          covers=covers, idempotency_key=f"earlier-{ns.tag}-{order.ref}-refund-{i}")
        shop.Refund.objects.filter(pk=made.pk).update(created_at=before - timedelta(days=1))
    for i, r in enumerate(spec.returns, start=1):
        made = hot_writes.create(shop.ReturnRequest, order=order, line=lines[r.sku], kind=r.kind, reason=r.reason, quantity=r.quantity,
                                                 idempotency_key=f"earlier-{ns.tag}-{order.ref}-return-{i}")
        shop.ReturnRequest.objects.filter(pk=made.pk).update(created_at=before - timedelta(days=1))
