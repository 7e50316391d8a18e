"""The tool backend: the only door between the agent's tools and the shop.

`DemoShop` answers from the demo models in this database. A real shop would implement the same
methods against its own APIs; nothing else in the runtime knows which one it talks to. Writes take
an idempotency key and return the existing row when the key was seen before, so an effect
re-issued after a crash happens at most once.
"""

from __future__ import annotations

import re
from contextlib import nullcontext
from datetime import datetime, timezone

from django.db import IntegrityError, connection, transaction
from django.db.models import Prefetch, Subquery, prefetch_related_objects

from .. import effect_keys, hot_writes, order_owner, policy_evidence, policy_goods_conditions, policy_support
from ..hot_reads import HotRead, HotReadIn, as_get, locked_together, together
from ..updates_ride_along import ride_along
from ..local_days import local_day
from ..money import dollars
from . import models as shop
from . import reply_in_one_statement, room_checked_ahead
from .room_checked_ahead import VersionedRead
from .misspelt_search import orders_named_misspelt
from .order_prefixes import numbered_alike


STOP_WORDS = {"the", "and", "for", "with", "was", "were", "from", "this", "that", "box", "item", "order", "please", "my", "our"}


class ShopError(Exception):
    """A request the shop refuses; the message is shown to the model as the tool's error."""


# An order by its ref with its customer and seller (DemoShop._order), unlocked and locked (its row alone), compiled once.
_ORDER = HotRead(lambda ref: as_get(shop.Order.objects.select_related("customer", "seller"), ref=ref), text=True)
_ORDER_LOCKED = HotRead(lambda ref: as_get(shop.Order.objects.select_related("customer", "seller").select_for_update(of=("self",)), ref=ref), text=True)

# What get_order shows of an order besides its row, each read compiled once (DemoShop._as_pinned): the
# first four are the statements `prefetch_related_objects(order, "lines", charges by pk, "replacements",
# "shipments")` runs (order_id IN (the order)), the last two those of `order.refunds.order_by("pk")` and
# `order.returns.select_related("line").order_by("pk")`.
_LINES = HotRead(lambda order_id: shop.LineItem.objects.filter(order__in=[order_id]).order_by("pk"))
_CHARGES = HotRead(lambda order_id: shop.Charge.objects.order_by("pk").filter(order__in=[order_id]))
_REPLACEMENTS = HotRead(lambda order_id: shop.Order.objects.filter(replacement_for__in=[order_id]).order_by("pk"))
_SHIPMENTS = HotRead(lambda order_id: shop.Shipment.objects.filter(order__in=[order_id]).order_by("pk"))
_REFUNDS = HotRead(lambda order_id: shop.Order(pk=order_id).refunds.order_by("pk"))
_RETURNS = HotRead(lambda order_id: shop.Order(pk=order_id).returns.select_related("line").order_by("pk"))


def _order_id(ref: str) -> Subquery:
    """The id of the order with `ref`, inside the statement that needs it (one scalar subquery, run once:
    `order_id = (SELECT id ...)` reads as `order_id = <the id>` does), so that read goes with the order's
    own in one round trip instead of waiting for its answer."""
    return Subquery(shop.Order.objects.filter(ref=ref).values("pk")[:1])


# The same six reads by the order's ref (_LINES ... _RETURNS with the id found in the statement): sent with the
# order's own read in one pipeline (DemoShop._order_with), the same rows in the same order.
_LINES_OF = HotRead(lambda ref: shop.LineItem.objects.filter(order=_order_id(ref)).order_by("pk"), text=True)
_CHARGES_OF = HotRead(lambda ref: shop.Charge.objects.order_by("pk").filter(order=_order_id(ref)), text=True)
_REPLACEMENTS_OF = HotRead(lambda ref: shop.Order.objects.filter(replacement_for=_order_id(ref)).order_by("pk"), text=True)
_SHIPMENTS_OF = HotRead(lambda ref: shop.Shipment.objects.filter(order=_order_id(ref)).order_by("pk"), text=True)
_REFUNDS_OF = HotRead(lambda ref: shop.Refund.objects.filter(order=_order_id(ref)).order_by("pk"), text=True)
_RETURNS_OF = HotRead(lambda ref: shop.ReturnRequest.objects.filter(order=_order_id(ref)).select_related("line").order_by("pk"), text=True)
_PINNED_OF = (_LINES_OF, _CHARGES_OF, _REPLACEMENTS_OF, _SHIPMENTS_OF, _REFUNDS_OF, _RETURNS_OF)


def _pk(row) -> int:
    return row.pk


# The order (with its customer and seller) and its six reads as the room checks read them, each row with its version,
# read ahead with the COMMIT of the step that requests a refund or a return (runs.shop.room_checked_ahead: the tags are
# its _now_sql's).
_ROOM_AHEAD = (
    VersionedRead(_ORDER, ("o", shop.Order._meta.db_table, _pk), ("c", shop.Customer._meta.db_table, lambda o: o.customer_id),
                  ("s", shop.Seller._meta.db_table, lambda o: o.seller_id)),
    VersionedRead(_LINES_OF, ("l", shop.LineItem._meta.db_table, _pk)),
    VersionedRead(_CHARGES_OF, ("h", shop.Charge._meta.db_table, _pk)),
    VersionedRead(_REPLACEMENTS_OF, ("p", shop.Order._meta.db_table, _pk)),
    VersionedRead(_SHIPMENTS_OF, ("m", shop.Shipment._meta.db_table, _pk)),
    VersionedRead(_REFUNDS_OF, ("f", shop.Refund._meta.db_table, _pk)),
    VersionedRead(_RETURNS_OF, ("r", shop.ReturnRequest._meta.db_table, _pk), ("j", shop.LineItem._meta.db_table, lambda r: r.line_id)),
)
# get_carrier_scan's scans by the order's ref (_SCANS over the order's shipments), and get_seller_supplement's
# supplement by the order's ref (_SUPPLEMENT of the order's seller).
_SCANS_OF = HotRead(lambda ref: shop.CarrierScan.objects.filter(shipment__in=shop.Shipment.objects.filter(order=_order_id(ref))), text=True)
_SUPPLEMENT_OF = HotRead(lambda ref: shop.SellerSupplement.objects.filter(
    seller=Subquery(shop.Order.objects.filter(ref=ref).values("seller_id")[:1])).order_by("ref")[:1], text=True)
# What get_carrier_scan reads besides the order's row and its lines and shipments (_LINES, _SHIPMENTS): the
# shipments' scans, the statement `prefetch_related_objects(order, "lines", Prefetch("shipments",
# Shipment.objects.prefetch_related("scans")))` ran last (shipment_id IN (the shipments), by scan time).
_SCANS = HotReadIn(lambda shipment_ids: shop.CarrierScan.objects.filter(shipment__in=shipment_ids))
# What was done under a run's keys (deliverables): the refunds and the returns whose key starts with its prefix, by id.
_REFUNDS_UNDER = HotRead(lambda prefix: shop.Refund.objects.filter(idempotency_key__startswith=prefix).order_by("id"), text=True, starts=True)
_RETURNS_UNDER = HotRead(lambda prefix: shop.ReturnRequest.objects.filter(idempotency_key__startswith=prefix).order_by("id"), text=True,
                         starts=True)
# What a write finds already done under its idempotency key (issue_refund, start_return, send_reply): the
# statement of `Model.objects.filter(idempotency_key=key).first()`, compiled once; read in one round trip with
# the order it is about (together), since neither read needs the other's answer.
_REFUND_BY_KEY = HotRead(lambda key: shop.Refund.objects.filter(idempotency_key=key).order_by("pk")[:1], text=True)
_RETURN_BY_KEY = HotRead(lambda key: shop.ReturnRequest.objects.filter(idempotency_key=key).order_by("pk")[:1], text=True)
_REPLY_BY_KEY = HotRead(lambda key: shop.CustomerReply.objects.filter(idempotency_key=key).order_by("pk")[:1], text=True)
# An order by its ref as given, with nothing joined (send_reply's `Order.objects.filter(ref=ref).first()`).
_ORDER_AS_GIVEN = HotRead(lambda ref: shop.Order.objects.filter(ref=ref).order_by("pk")[:1], text=True)
# Every policy document by ref (search_policy), compiled once.
_POLICIES = HotRead(lambda: shop.PolicyDocument.objects.order_by("ref"), arity=0)
# A seller's supplement (get_seller_supplement): `seller.supplements.order_by("ref").first()`'s statement.
_SUPPLEMENT = HotRead(lambda seller_id: shop.Seller(pk=seller_id).supplements.order_by("ref")[:1])


def ordered_prefetches() -> dict[str, Prefetch]:
    """Each related read of an order by its name (DemoShop._order's `related`), in the order of its rows' ids: without
    an ORDER BY, PostgreSQL returns an order's lines, shipments or replacements in whatever order the heap or the index
    holds them (a line pointer freed by pruning is reused by the next insert), and "the second line" or the first
    replacement must be the same on every read. "scans" reads the shipments with their scans."""
    return {"lines": Prefetch("lines", queryset=shop.LineItem.objects.order_by("pk")),
            "charges": Prefetch("charges", queryset=shop.Charge.objects.order_by("pk")),
            "replacements": Prefetch("replacements", queryset=shop.Order.objects.order_by("pk")),
            "shipments": Prefetch("shipments", queryset=shop.Shipment.objects.order_by("pk")),
            "scans": Prefetch("shipments", queryset=shop.Shipment.objects.order_by("pk").prefetch_related("scans"))}


class DemoShop:
    # -- reads -------------------------------------------------------------------------------
    WHOLE = ("lines", "charges", "replacements", "shipments")  # what get_order shows of an order besides its row

    def _order_and_done(self, order_ref: str, done: HotRead, idempotency_key: str) -> tuple[shop.Order, object | None]:
        """The order by its ref (as _order reads it, nothing related) and the row `done` finds under
        `idempotency_key` (or None), in one round trip on PostgreSQL (hot_reads.together)."""
        found, existing = together((_ORDER, (order_ref.strip().upper(),)), (done, (idempotency_key,)))
        if not found:
            raise ShopError(f"No order with ref {order_ref!r}.")
        return found[0], (existing[0] if existing else None)

    def _order_with(self, order_ref: str, reads: tuple, *, lock: bool = False, done: tuple | None = None) -> tuple[shop.Order, list, object | None]:
        """The order by its ref (as _order reads it, nothing related; with `lock`, its row locked), the
        rows of `reads` (hot reads by the order's ref: _PINNED_OF ...), and with `done` ((a read by
        key, the key)) the row found under an idempotency key or None: on PostgreSQL in one round
        trip, a locking read too: it goes first, in one query with the rest, read under the lock (its
        BEGIN goes with them: hot_reads.locked_together)."""
        ref = order_ref.strip().upper()
        rest = [(read, (ref,)) for read in reads] + ([done] if done is not None else [])
        if lock:
            found, *got = locked_together((_ORDER_LOCKED, (ref,)), *rest)
        else:
            found, *got = together((_ORDER, (ref,)), *rest)
        if not found and not lock and (alike := numbered_alike(ref)):
            return self._order_with(alike, reads, done=done)  # "SU-82210" read of "HH-82210": runs/shop/order_prefixes.py
        if not found:
            raise ShopError(f"No order with ref {order_ref!r}.")
        existing = None
        if done is not None:
            existing = got.pop()
            existing = existing[0] if existing else None
        return found[0], got, existing

    def _order(self, order_ref: str, *, related: tuple[str, ...] = WHOLE, lock: bool = False) -> shop.Order:
        """The order by its ref, with its customer and seller and the `related` rows a call reads
        (all of them but the scans for get_order; a call that needs less reads less: "scans" reads
        the shipments with their scans). With `lock`, the order row (its row alone) is locked until
        the transaction ends, in the same statement that reads it."""
        ordered = ordered_prefetches()
        found = (_ORDER_LOCKED if lock else _ORDER)(order_ref.strip().upper())  # the ref is unique: one row or none
        if not found:
            raise ShopError(f"No order with ref {order_ref!r}.")
        prefetch_related_objects(found, *(ordered.get(name, name) for name in related))  # as .prefetch_related(...) does
        return found[0]

    def get_order(self, order_ref: str, zone: str = "") -> dict:
        """The order as a run pins it. Its days (the day it was placed, each refund's day) are counted
        in `zone`, the ticket's time zone when it names one (else the shop's SHOP_TIME_ZONE), the zone
        the guard and the policy count "today" in: so a parcel with no scan idles from the same day
        on both sides, and "refunded 3 days before the ticket" counts whole days of one calendar."""
        order, read, _ = self._order_with(order_ref, _PINNED_OF)  # the order and its six reads in one round trip
        return self._as_pinned(order, zone, read=read)

    def get_orders(self, order_refs: list[str], zone: str = "") -> dict[str, dict]:
        """get_order of each of `order_refs`, all in one round trip on PostgreSQL (each order's seven reads, one
        order after the other, in one pipeline): {ref as given: the order as get_order shows it}; a ref with no
        order is left out, as get_order's ShopError would leave it."""
        refs = [ref.strip().upper() for ref in order_refs]
        if not refs:
            return {}
        found = together(*((read, (ref,)) for ref in refs for read in (_ORDER, *_PINNED_OF)))
        width = 1 + len(_PINNED_OF)
        orders = {}
        for at, given in enumerate(order_refs):
            row, *read = found[at * width:(at + 1) * width]
            if row:
                orders[given] = self._as_pinned(row[0], zone, read=read)
        return orders

    def _locked_order(self, order: shop.Order, rows: dict | None = None) -> dict:
        """The order as get_order shows it, read again with its row locked (the room checks): what
        other runs' refunds and returns have taken is counted one after the other. `rows`: given, it
        gets the order's refund rows as read under the lock ("refunds")."""
        locked, read, _ = self._order_with(order.ref, _PINNED_OF, lock=True)
        return self._as_pinned(locked, "", rows, read=read)

    def _as_pinned(self, order: shop.Order, zone: str, rows: dict | None = None, *, read: list | None = None) -> dict:
        """The order and what get_order shows of it besides its row (WHOLE, then its refunds and
        returns), read in the order and with the statements `_order`'s prefetch and the related
        managers would run, each compiled once. `read`: those six reads' rows, if read already
        (with the order's own read: _order_with)."""
        # The six reads depend on the order alone: sent in one pipeline on PostgreSQL (one round
        # trip instead of six), each still its own statement, in the same order.
        lines, charges, replacements, shipments, refunds, returns = read if read is not None else together(
            (_LINES, (order.pk,)), (_CHARGES, (order.pk,)), (_REPLACEMENTS, (order.pk,)), (_SHIPMENTS, (order.pk,)),
            (_REFUNDS, (order.pk,)), (_RETURNS, (order.pk,)))
        if rows is not None:
            rows["refunds"] = refunds
        return {
            "order_ref": order.ref,
            "status": order.status,
            "placed_at": local_day(order.placed_at, zone).isoformat(),
            "customer": {"name": order.customer.name, "email": order.customer.email},
            "seller": {"ref": order.seller.ref, "name": order.seller.name, "seller_type": order.seller.seller_type},
            "lines": [
                {"sku": line.sku, "description": line.description, "quantity": line.quantity, "unit_price_cents": line.unit_price_cents,
                 "exclusion": line.exclusion, **({"tax_exempt": True} if line.tax_exempt else {})}
                for line in lines
            ],
            "charges": [
                {"number": n, "id": c.id, "kind": c.kind, "description": c.description, "amount_cents": c.amount_cents,
                 "charged_at": c.charged_at.isoformat()}
                for n, c in enumerate(charges, start=1)
            ],
            "shipments": [
                {"tracking_number": s.tracking_number, "carrier": s.carrier, "status": s.status, "promised_by": s.promised_by.isoformat(),
                 "delivered_at": s.delivered_at.isoformat() if s.delivered_at else None, **_parcel_lines(lines, s)}
                for s in shipments
            ],
            "replacement_orders": [r.ref for r in replacements],
            # which lines each replacement sends again: a replacement of the mug stops nothing on the lamp
            "replacement_lines": {r.ref: [x.sku for x in r.lines.all()] for r in replacements},
            "refunds": [{"amount_cents": r.amount_cents, "source": r.source, "case_type": r.case_type, "reason": r.reason,
                         "covers": r.covers, "date": local_day(r.created_at, zone).isoformat(), "run": _run_of(r.idempotency_key)}
                        for r in refunds],
            "returns": [{"sku": r.line.sku, "kind": r.kind, "status": r.status, **({"quantity": r.quantity} if r.quantity else {})}
                        for r in returns],
        }

    def search_orders(self, *, customer_email: str = "", text: str = "", ticket_email: str = "", zone: str = "") -> dict:
        """The ticket's customer's orders among the matches (ten at most, newest first), and
        whether orders of other customers matched too: those are never listed, so a ticket (or a
        model obeying one) cannot learn a neighbour's order numbers by searching for their item."""
        qs = shop.Order.objects.select_related("customer", "seller").order_by("-placed_at")
        if customer_email:
            qs = qs.filter(customer__email__iexact=customer_email.strip())
        if text:
            typed = qs
            qs = qs.filter(lines__description__icontains=text.strip()).distinct()
            if customer_email and not qs.filter(customer__email__iexact=ticket_email.strip()).exists():
                # "kettel": the one customer's orders whose goods the word names misspelt (runs/shop/misspelt_search.py)
                qs = typed.filter(pk__in=orders_named_misspelt(typed, text))
        own = [o for o in qs.filter(customer__email__iexact=ticket_email.strip())[:10] if order_owner.same_customer(o.customer.email, ticket_email)]
        return {
            "orders": [{"order_ref": o.ref, "placed_at": local_day(o.placed_at, zone).isoformat(), "seller": o.seller.name, "status": o.status}
                       for o in own],
            "other_customers_matched": qs.exclude(pk__in=[o.pk for o in own]).exists(),
        }

    def search_policy(self, query: str) -> list[dict]:
        """Whole-word matches on a policy's title, keywords and case type, best first (three at most)."""
        words = {w for w in re.findall(r"[a-z]+", query.lower()) if len(w) > 2 and w not in STOP_WORDS}
        scored = []
        for doc in _POLICIES():  # shop.PolicyDocument.objects.order_by("ref"), compiled once
            haystack = set(re.findall(r"[a-z]+", f"{doc.title} {doc.keywords} {doc.case_type.replace('_', ' ')}".lower()))
            score = len(words & haystack)
            if score:
                scored.append((-score, doc.ref, doc))
        scored.sort()
        return [{"ref": d.ref, "title": d.title, "case_type": d.case_type, "text": d.body} for _, _, d in scored[:3]]

    def get_seller_supplement(self, order_ref: str) -> dict:
        # the order and its seller's first supplement by ref (order.seller.supplements.order_by("ref").first()), in one round trip
        order, (found,), _ = self._order_with(order_ref, (_SUPPLEMENT_OF,))
        sup = next(iter(found), None)
        if sup is None:
            raise ShopError(f"Seller {order.seller.ref} has no supplement on file.")
        return {
            "ref": sup.ref, "seller": order.seller.name, "seller_type": order.seller.seller_type,
            "accepts_returns": sup.accepts_returns, "return_window_days": sup.return_window_days,
            "damage_remedy": sup.damage_remedy, "text": sup.text,
        }

    def get_carrier_scan(self, order_ref: str) -> dict:
        # The order, its lines, its shipments and their scans (by scan time), each read by the order's ref
        # and compiled once, in one round trip on PostgreSQL.
        order, (lines, shipments, found), _ = self._order_with(order_ref, (_LINES_OF, _SHIPMENTS_OF, _SCANS_OF))
        scans: dict[int, list] = {}
        for scan in found:
            scans.setdefault(scan.shipment_id, []).append(scan)
        return {
            "order_ref": order.ref,
            "shipments": [
                {"tracking_number": s.tracking_number, "carrier": s.carrier, "status": s.status,
                 "promised_by": s.promised_by.isoformat(), "delivered_at": s.delivered_at.isoformat() if s.delivered_at else None,
                 "scans": [{"at": sc.scanned_at.isoformat(), "code": sc.code, "location": sc.location} for sc in scans.get(s.pk, [])],
                 **_parcel_lines(lines, s)}
                for s in shipments
            ],
        }

    # -- writes (external effects) -----------------------------------------------------------
    def issue_refund(self, *, order_ref: str, amount_cents: int, source: str, reason: str, idempotency_key: str, case_type: str = "",
                     lines: list[dict] | None = None, charges: list[int] | None = None, customer_email: str = "",
                     link_confirmed_by: str = "") -> dict:
        """Pay a refund once per key. With `case_type`, it must fit under the order row's lock: what
        the order's charges have left for that kind of case, what the named `lines` ({sku, quantity})
        or `charges` (their numbers on the order) have left, and the order must be `customer_email`'s (or a person confirmed
        the link). The refund keeps which lines and charges it drew on."""
        created = False
        named = {"lines": lines or [], "charges": charges or []}
        try:
            existing = self._refund_at_once(order_ref, amount_cents, source, reason, idempotency_key, case_type, named, customer_email,
                                            link_confirmed_by) if case_type else None
            if existing is not None:  # checked on the order's rows read ahead, written in one round trip as they stood
                order, created = existing.order, True
            elif case_type:
                # The order read under its lock with what the room check needs and what the key holds already, then
                # the refund's INSERT with the COMMIT: two round trips on PostgreSQL.
                with transaction.atomic(), ride_along(ends_transaction=True) as held:
                    order, read, existing = self._order_with(order_ref, _PINNED_OF, lock=True, done=(_REFUND_BY_KEY, (idempotency_key,)))
                    if existing is None:
                        covers = self._check_room(order, case_type, amount_cents, idempotency_key, named, customer_email, link_confirmed_by, read)
                        existing = self._insert(shop.Refund(order=order, amount_cents=amount_cents, source=source, reason=reason[:300],
                                                            case_type=case_type, idempotency_key=idempotency_key, covers=covers), held)
                        created = True
            else:
                order, existing = self._order_and_done(order_ref, _REFUND_BY_KEY, idempotency_key)
                if existing is None:
                    with _one_write():
                        existing = shop.Refund.objects.create(order=order, amount_cents=amount_cents, source=source, reason=reason[:300],
                                                              case_type=case_type, idempotency_key=idempotency_key, covers=[])
                    created = True
        except IntegrityError:
            existing = shop.Refund.objects.get(idempotency_key=idempotency_key)
            created = False
        if (existing.order_id, existing.amount_cents, existing.source) != (order.id, amount_cents, source):
            raise ShopError(f"Idempotency key {idempotency_key} was already used for a different refund.")
        return {"refund_id": existing.id, "order_ref": order.ref, "amount_cents": existing.amount_cents, "source": existing.source,
                "covers": existing.covers, "idempotency_key": idempotency_key, "already_issued": not created}

    def _refund_at_once(self, order_ref: str, amount_cents: int, source: str, reason: str, idempotency_key: str, case_type: str,
                        named: dict, customer_email: str, link_confirmed_by: str) -> shop.Refund | None:
        """The refund checked on the order's rows read ahead and written in one round trip if they are unchanged
        (runs.shop.room_checked_ahead); None, having written nothing, where it goes the locked way."""
        ahead = room_checked_ahead.rows_ahead(_ROOM_AHEAD, order_ref.strip().upper(), shop.Refund)
        if ahead is None:
            return None
        (order,), *read = ahead
        try:
            covers = self._check_room(order, case_type, amount_cents, idempotency_key, named, customer_email, link_confirmed_by, read)
        except ShopError:
            return None  # refused on the rows read ahead: decided again under the lock, on the rows as they are then
        return room_checked_ahead.insert_if_unchanged(
            shop.Refund(order=order, amount_cents=amount_cents, source=source, reason=reason[:300], case_type=case_type,
                        idempotency_key=idempotency_key, covers=covers), order.pk, room_checked_ahead.read_versions(ahead))

    def _return_at_once(self, order_ref: str, sku: str, kind: str, reason: str, idempotency_key: str, quantity: int | None,
                        customer_email: str, link_confirmed_by: str) -> shop.ReturnRequest | None:
        """The return checked on the order's rows read ahead and written in one round trip if they are unchanged
        (runs.shop.room_checked_ahead); None, having written nothing, where it goes the locked way."""
        ahead = room_checked_ahead.rows_ahead(_ROOM_AHEAD, order_ref.strip().upper(), shop.ReturnRequest)
        if ahead is None:
            return None
        (order,), *read = ahead
        line = _line_of(read[0], sku)
        if line is None:
            return None
        try:
            self._check_return_room(order, line, quantity or line.quantity, idempotency_key, customer_email, link_confirmed_by, read)
        except ShopError:
            return None  # refused on the rows read ahead: decided again under the lock, on the rows as they are then
        return room_checked_ahead.insert_if_unchanged(self._new_return(order, line, kind, reason, idempotency_key, quantity), order.pk,
                                                      room_checked_ahead.read_versions(ahead))

    @staticmethod
    def _new_return(order: shop.Order, line: shop.LineItem, kind: str, reason: str, idempotency_key: str, quantity: int | None):
        return shop.ReturnRequest(order=order, line=line, kind=kind, reason=reason[:300], idempotency_key=idempotency_key,
                                  quantity=quantity if quantity and quantity < line.quantity else None)

    @staticmethod
    def _insert(row, held: bool):
        """`row` inserted: in the caller's own ride_along (`held`), held to go with its COMMIT (its id
        given then, before the block ends); else now."""
        hot_writes.bulk_insert(type(row), [row], may_ride=held)
        return row

    def _check_room(self, order: shop.Order, case_type: str, amount_cents: int, idempotency_key: str, named: dict,
                    customer_email: str, link_confirmed_by: str, read: list | None = None) -> list[dict]:
        """Refuse a refund the order cannot cover any more, on the order's charges and on the named
        lines and charges, or on another customer's order. Holds the order row's lock until the
        refund is written, so concurrent refunds on one order are counted one by one. Returns what
        the refund covers. `read`: the order's six reads made under its lock already (_order_with), `order` the row locked."""
        rows: dict = {}
        current = self._as_pinned(order, "", rows, read=read) if read is not None else self._locked_order(order, rows)
        # the order's other refunds, from the rows read under the lock with the rest of the order (not a read of their own)
        refunded = [{"amount_cents": r.amount_cents, "case_type": r.case_type, "covers": r.covers, "reason": r.reason}
                    for r in rows["refunds"] if r.idempotency_key != idempotency_key]
        if customer_email and not link_confirmed_by and not order_owner.same_customer(current["customer"]["email"], customer_email):
            raise ShopError(f"Order {order.ref} is not {customer_email}'s order, and no person confirmed the link.")
        room = policy_support.order_room_cents(case_type, current, refunded)
        if amount_cents > room:
            raise ShopError(f"Order {order.ref} cannot refund {dollars(amount_cents)} for {case_type.replace('_', ' ')}: "
                            f"{dollars(room)} of what it was charged for that is left "
                            f"(refunded already: {dollars(sum(r['amount_cents'] for r in refunded))}).")
        if not (named["lines"] or named["charges"]):
            return []
        if named["lines"]:
            # units on a return under way are refunded when it lands: a refund now would pay them twice
            under_way = policy_goods_conditions.not_returned_already(policy_evidence.Evidence(order=current, now=datetime.now(timezone.utc)),
                                                    {"action": "refund", "lines": named["lines"]})
            if not under_way.holds:
                raise ShopError(f"Order {order.ref} cannot refund the named lines now: {under_way.says}.")
        got = policy_support.support(case_type, current, named, refunded)
        if got.problems or amount_cents > got.cents:
            what = "; ".join(got.problems) or ", ".join(f"{i['what']}: {dollars(i['left_cents'])} left" for i in got.items)
            raise ShopError(f"Order {order.ref} cannot refund {dollars(amount_cents)} on what the refund names ({what}).")
        return policy_support.allocate(amount_cents, got.items)

    def start_return(self, *, order_ref: str, sku: str, kind: str, reason: str, idempotency_key: str, quantity: int | None = None,
                     customer_email: str = "", link_confirmed_by: str = "") -> dict:
        """Start a return or collection of a line once per key. Under the order row's lock it must
        still have units not already returned or collected (`quantity` of them, the whole line when
        not given), and be `customer_email`'s order (or a person confirmed the link)."""
        # Checked on the order's rows read ahead and written in one round trip if they are unchanged (runs.shop.room_checked_ahead);
        # else the order read under its lock with what the room check needs (its lines among them) and what the key holds
        # already, then the return's INSERT with the COMMIT: two round trips on PostgreSQL.
        created = False
        try:
            existing = self._return_at_once(order_ref, sku, kind, reason, idempotency_key, quantity, customer_email, link_confirmed_by)
            if existing is not None:  # checked on the order's rows read ahead, written in one round trip as they stood
                order, line, created = existing.order, existing.line, True
            else:
                with transaction.atomic(), ride_along(ends_transaction=True) as held:
                    order, read, existing = self._order_with(order_ref, _PINNED_OF, lock=True, done=(_RETURN_BY_KEY, (idempotency_key,)))
                    line = _line_of(read[0], sku)
                    if line is None:
                        raise ShopError(f"Order {order.ref} has no line with sku {sku!r}.")
                    if existing is None:
                        self._check_return_room(order, line, quantity or line.quantity, idempotency_key, customer_email, link_confirmed_by, read)
                        existing = self._insert(self._new_return(order, line, kind, reason, idempotency_key, quantity), held)
                        created = True
        except IntegrityError:
            existing, created = shop.ReturnRequest.objects.get(idempotency_key=idempotency_key), False
        return {"return_id": existing.id, "order_ref": order.ref, "sku": line.sku, "kind": existing.kind,
                "status": existing.status, "idempotency_key": idempotency_key, "already_started": not created}

    def _check_return_room(self, order: shop.Order, line: shop.LineItem, quantity: int, idempotency_key: str,
                           customer_email: str, link_confirmed_by: str, read: list | None = None) -> None:
        """Refuse a return of units already returned or collected (by this run or any other), or on
        another customer's order. Holds the order row's lock until the return is written, so two
        runs starting a return of the same line are counted one after the other. `read`: the order's
        six reads made under its lock already (_order_with), `order` the row locked."""
        current = self._as_pinned(order, "", read=read) if read is not None else self._locked_order(order)
        if customer_email and not link_confirmed_by and not order_owner.same_customer(current["customer"]["email"], customer_email):
            raise ShopError(f"Order {order.ref} is not {customer_email}'s order, and no person confirmed the link.")
        before = policy_goods_conditions.returned_quantity(current, line.sku)
        if before + quantity > line.quantity:
            raise ShopError(f"Order {order.ref} cannot take back {quantity} of {line.description}: {before} of {line.quantity} "
                            "already returned or collected.")

    def cancel_return(self, *, idempotency_key: str) -> dict:
        """Cancel a return or collection started under `idempotency_key`, while the carrier has not
        collected it (the compensation runs.tools declares for start_return). Cancelling again
        answers with the cancellation already made."""
        with transaction.atomic():
            row = shop.ReturnRequest.objects.filter(idempotency_key=idempotency_key).select_related("order", "line").first()
            if row is None:
                raise ShopError(f"No return or collection under key {idempotency_key}.")
            shop.Order.objects.select_for_update().filter(pk=row.order_id).first()
            row = shop.ReturnRequest.objects.select_related("order", "line").get(pk=row.pk)
            already = row.status == shop.ReturnRequest.Status.CANCELLED
            if not already and row.status != shop.ReturnRequest.Status.STARTED:
                raise ShopError(f"The {row.get_kind_display().lower()} of {row.line.sku} on {row.order.ref} is "
                                f"{row.get_status_display().lower()}: it can no longer be cancelled.")
            if not already:
                row.status = shop.ReturnRequest.Status.CANCELLED
                row.save(update_fields=["status"])
        return {"return_id": row.pk, "order_ref": row.order.ref, "sku": row.line.sku, "kind": row.kind, "status": row.status,
                "idempotency_key": idempotency_key, "already_cancelled": already}

    def effect_in_shop(self, idempotency_key: str) -> dict | None:
        """What the shop holds under one key (a read): the refund, return or reply, or None."""
        return self.effects_in_shop([idempotency_key]).get(idempotency_key)

    def effects_in_shop(self, keys: list[str]) -> dict[str, dict]:
        """What the shop holds under each of `keys` (a read, three queries however many keys)."""
        keys = list(keys) or [""]
        found: dict[str, dict] = {}
        for r in shop.Refund.objects.filter(idempotency_key__in=keys).select_related("order"):
            found[r.idempotency_key] = {"type": "refund", "refund_id": r.pk, "order_ref": r.order.ref, "amount_cents": r.amount_cents,
                                        "source": r.source}
        for r in shop.ReturnRequest.objects.filter(idempotency_key__in=keys).select_related("order", "line"):
            found[r.idempotency_key] = {"type": r.kind, "return_id": r.pk, "order_ref": r.order.ref, "sku": r.line.sku, "status": r.status}
        for r in shop.CustomerReply.objects.filter(idempotency_key__in=keys):
            found[r.idempotency_key] = {"type": "reply", "reply_id": r.pk, "customer_email": r.customer_email}
        return found

    def send_reply(self, *, customer_email: str, order_ref: str, body: str, idempotency_key: str) -> dict:
        sent = reply_in_one_statement.send_at_once(customer_email=customer_email, order_ref=order_ref, body=body, idempotency_key=idempotency_key)
        if sent is not None:
            return sent  # the reads and the INSERT below in one statement, one round trip (PostgreSQL, autocommit)
        # the order and a reply already sent under the key, in one round trip; then get_or_create's create, as it makes it
        if order_ref:
            found, existing = together((_ORDER_AS_GIVEN, (order_ref,)), (_REPLY_BY_KEY, (idempotency_key,)))
            order = found[0] if found else None
        else:
            order, existing = None, _REPLY_BY_KEY(idempotency_key)
        if existing:
            return {"reply_id": existing[0].id, "already_sent": True}
        try:
            with _one_write():
                reply = shop.CustomerReply.objects.create(idempotency_key=idempotency_key, customer_email=customer_email, order=order, body=body)
        except IntegrityError:  # sent under the key meanwhile: that one stands
            return {"reply_id": shop.CustomerReply.objects.get(idempotency_key=idempotency_key).id, "already_sent": True}
        return {"reply_id": reply.id, "already_sent": False}


    def deliverables(self, key_prefix: str) -> dict:
        """What was done under a run's keys: the verifier's view of the shop."""
        # Refund.objects.filter(idempotency_key__startswith=key_prefix).order_by("id") and the same for ReturnRequest,
        # each compiled once, in one round trip (together)
        return self.deliverables_of(*together(*self.deliverables_reads(key_prefix)))

    def deliverables_reads(self, key_prefix: str) -> tuple | None:
        """deliverables' two reads, as (hot read, args) pairs, for a caller that sends them with reads of its own
        (hot_reads.together; the reply's plan): None where deliverables is not this class's own."""
        if type(self).deliverables is not DemoShop.deliverables:
            return None
        return (_REFUNDS_UNDER, (key_prefix,)), (_RETURNS_UNDER, (key_prefix,))

    def reads_of(self, method: str, order_ref: str | None = None) -> list | None:
        """The reads (hot read, args) the read-only `method` ("get_order", "get_seller_supplement", "get_carrier_scan",
        "search_policy") makes of this shop, in its order, for a caller that reads them ahead (runs.walk.reads_ahead):
        None where the method is not this class's own or its reads are not these."""
        reads = _READS_OF.get(method)
        if reads is None or getattr(type(self), method) is not getattr(DemoShop, method):
            return None
        if method == "search_policy":
            return [(_POLICIES, ())]
        if not isinstance(order_ref, str):
            return None
        ref = order_ref.strip().upper()
        return [(read, (ref,)) for read in reads]

    def effect_reads(self, name: str, request: dict) -> list | None:
        """The reads (hot read, args) the effect `name` ("issue_refund" with a case type, "start_return") checks its room on,
        each row with its version, for a caller that reads them ahead with the COMMIT that requests it
        (runs.walk.effect_reads_ahead): None where the method is not this class's own or reads nothing ahead."""
        if name not in ("issue_refund", "start_return") or getattr(type(self), name) is not getattr(DemoShop, name):
            return None
        ref = request.get("order_ref")
        if not isinstance(ref, str) or (name == "issue_refund" and not request.get("case_type")):
            return None
        return room_checked_ahead.reads(_ROOM_AHEAD, ref.strip().upper())

    @staticmethod
    def deliverables_of(refunds: list, returns: list) -> dict:
        """deliverables from the rows of its two reads."""
        return {
            "refunds": [{"type": "refund", "amount_cents": r.amount_cents, "source": r.source, "idempotency_key": r.idempotency_key}
                        for r in refunds],
            "returns": [{"type": "return", "kind": r.kind, "idempotency_key": r.idempotency_key} for r in returns],
        }


# What each read-only method reads, by the order's ref (DemoShop.reads_of): the statements _order_with sends for it.
_READS_OF = {"get_order": (_ORDER, *_PINNED_OF), "get_seller_supplement": (_ORDER, _SUPPLEMENT_OF),
             "get_carrier_scan": (_ORDER, _LINES_OF, _SHIPMENTS_OF, _SCANS_OF), "search_policy": ()}

def _one_write():
    """Around a write of one statement that may fail on its key: in autocommit (outside any transaction)
    the statement is its own transaction, committed as it runs (one round trip: no BEGIN, no COMMIT of
    its own) and leaving nothing when it fails; inside the caller's transaction, a savepoint (atomic),
    so its failure does not abort the caller's."""
    return nullcontext() if connection.get_autocommit() else transaction.atomic()


def _line_of(lines: list, sku: str):
    """order.lines.filter(sku=sku).first(): the line with the sku and the lowest id, of the order's `lines` read already."""
    return min((x for x in lines if x.sku == sku), key=lambda x: x.pk, default=None)


def _parcel_lines(lines, shipment: shop.Shipment) -> dict:
    """{"lines": the skus this parcel carried} when the shop recorded any (of the order's `lines`), else
    nothing (windows then count from the order's earliest delivery: runs.policy_evidence.line_delivered_on)."""
    skus = [line.sku for line in lines if line.shipment_id == shipment.pk]
    return {"lines": skus} if skus else {}


def _run_of(idempotency_key: str) -> int | None:
    """The run whose effect key paid a refund (None: paid outside any run): the guard's ceiling
    counts the others' refunds on the order and this run's own only once."""
    parsed = effect_keys.parse(idempotency_key)
    return parsed["run"] if parsed else None


def shop_backend() -> DemoShop:
    return DemoShop()
