"""Rows created through runs.hot_writes.create and bulk_insert (the eval's world, the ledger's new Effect rows, a plan's
subtasks and steps)
run the ORM's own INSERT (Model.save's for one row, bulk_create's for several): the same SQL text, the same
rows left and the same objects, ids given back in order; a model with its own save() or a receiver of its
save signals is saved by the ORM, and a refused row raises the ORM's error with the transaction marked for
rollback. Each ORM write is made first and rolled back to a savepoint, then ours, at the same instant."""

from datetime import date, datetime, timezone

import pytest
from django.db import IntegrityError, connection, transaction
from django.db.models.signals import pre_save

from runs import hot_writes
from runs.models import Effect, Run, RunEvent, Step, Subtask
from runs.shop import models as shop
from tests.runtime_world import build_world, start, ticket
from tests.test_hot_writes import described, rows_as_values, rows_of, side_by_side, statements

UTC = timezone.utc
pytestmark = pytest.mark.django_db


def _world() -> dict:
    build_world()
    order = shop.Order.objects.order_by("pk").first()
    return {"order": order, "seller": order.seller, "customer": order.customer, "line": order.lines.first()}


def _rows(model) -> list[dict]:
    return rows_of(model)


@pytest.mark.parametrize("model, values", [
    (shop.Customer, lambda w: {"ref": "C-NEW", "name": "Ana Ñúñez «x»", "email": "ana+e1t1c0@example.com"}),
    (shop.Seller, lambda w: {"ref": "SEL-NEW", "name": "New Home", "seller_type": "marketplace"}),
    (shop.SellerSupplement, lambda w: {"ref": "SUP-NEW", "seller": w["seller"], "accepts_returns": False, "return_window_days": 14,
                                       "damage_remedy": "replace", "text": "50% off %s"}),
    (shop.Order, lambda w: {"ref": "SU-1234501", "customer": w["customer"], "seller": w["seller"], "status": "delivered",
                            "placed_at": datetime(2026, 11, 1, 9, 30, tzinfo=UTC), "replacement_for": w["order"]}),
    (shop.Order, lambda w: {"ref": "SU-1234502", "customer": w["customer"], "seller": w["seller"], "status": "placed",
                            "placed_at": datetime(2026, 11, 1, 9, 30, tzinfo=UTC), "replacement_for": None}),
    (shop.LineItem, lambda w: {"order": w["order"], "sku": "NEW-1", "description": "Jug", "quantity": 3, "unit_price_cents": 1299,
                               "exclusion": "", "tax_exempt": True}),
    (shop.Charge, lambda w: {"order": w["order"], "kind": "delivery", "description": "Delivery", "amount_cents": 599,
                             "charged_at": datetime(2026, 11, 1, 9, 31, tzinfo=UTC)}),
    (shop.Shipment, lambda w: {"order": w["order"], "carrier": "ParcelNet", "tracking_number": "PN-NEW", "status": "in_transit",
                               "promised_by": date(2026, 11, 8), "delivered_at": None}),
    (shop.Refund, lambda w: {"order": w["order"], "amount_cents": 995, "source": "platform", "case_type": "duplicate_charge",
                             "reason": "twice", "covers": [{"charge": 3, "cents": 995}], "idempotency_key": "earlier-E1T1C0-x-refund-1"}),
    (shop.ReturnRequest, lambda w: {"order": w["order"], "line": w["line"], "kind": "return", "reason": "cracked", "quantity": None,
                                    "idempotency_key": "earlier-E1T1C0-x-return-1"}),
])
def test_a_row_created_is_the_orms(model, values):
    w = _world()
    (orm_sql, hot_sql), (orm_rows, hot_rows), (orm, hot) = side_by_side(
        lambda: model.objects.create(**values(w)), lambda: hot_writes.create(model, **values(w)), lambda: _rows(model))
    assert hot_sql == orm_sql and len(hot_sql) == 1
    assert hot_rows == orm_rows
    assert described(hot) == described(orm) and hot.pk is not None and hot.pk == model.objects.get(pk=hot.pk).pk


def _bulk_created(model, objs):
    """bulk_create of `objs` as hot_writes compiles it: a few rows go as VALUES rows on PostgreSQL (tests/test_hot_writes.py)."""
    with rows_as_values(len(objs), fields=len([f for f in model._meta.concrete_fields if not f.primary_key])):
        return model.objects.bulk_create(objs)


@pytest.mark.parametrize("count", [1, 2, 5])
def test_scans_and_effects_inserted_together_are_bulk_creates(count):
    w = _world()
    shipment = shop.Shipment.objects.create(order=w["order"], carrier="ParcelNet", tracking_number="PN-B", status="in_transit",
                                            promised_by=date(2026, 11, 8))
    run = start(ticket(ref="T-BULK-1"))

    def scans():
        return [shop.CarrierScan(shipment=shipment, scanned_at=datetime(2026, 11, 2 + i, 8, tzinfo=UTC), code="in_transit", location=f"Hub {i}")
                for i in range(count)]

    def effects():
        return [Effect(run=run, key=f"run-{run.pk}-e{i}-refund", tool="issue_refund", effect_class="refund", decision=f"D{i}",
                       amount_cents=None if i % 2 else 100 * i, requested_seq=3 + i, requested_at=datetime(2026, 11, 3, tzinfo=UTC),
                       compensation="none: cannot be undone", note="50% «ok»") for i in range(count)]

    def subtasks():
        return [Subtask(run=run, number=10 + i, goal=f"settle «{i}» 50%", case_type="damaged_item", depends_on=[10] if i else [],
                        expects_tools=["get_order", "issue_refund"], updated_turn=2) for i in range(count)]

    def steps():
        return [Step(subtask=plan, number=i + 1, title=f"step {i}", tool="issue_refund", precondition=[{"check": "order_pinned"}],
                     acceptance=[{"check": "refund_issued"}], effect_class="external_effect", compensation="none: cannot be undone",
                     budget_turns=3, budget_tokens=8000 if i % 2 else 2000) for i in range(count)]

    plan = Subtask.objects.create(run=run, number=1, goal="the plan's first", case_type="damaged_item", updated_turn=1)
    for make, model in ((scans, shop.CarrierScan), (effects, Effect), (subtasks, Subtask), (steps, Step)):
        (orm_sql, hot_sql), (orm_rows, hot_rows), (orm, hot) = side_by_side(
            lambda: (objs := make(), _bulk_created(model, objs))[0], lambda: (objs := make(), hot_writes.bulk_insert(model, objs))[0],
            lambda: _rows(model))
        assert hot_sql == orm_sql and len(hot_sql) == 1
        assert hot_rows == orm_rows
        assert [described(x) for x in hot] == [described(x) for x in orm] and all(x.pk for x in hot)
    sql, _ = statements(lambda: hot_writes.bulk_insert(Effect, []))
    assert sql == []


def test_a_model_with_its_own_save_or_a_listener_is_saved_by_the_orm():
    run = start(ticket(ref="T-BULK-2"))
    with transaction.atomic():
        event = hot_writes.create(RunEvent, run=run, seq=90, turn=0, phase="triage", kind="note", payload={"a": 1})
    assert RunEvent.objects.get(pk=event.pk).payload == {"a": 1}
    heard = []

    def listener(sender, instance, **kwargs):
        heard.append(instance.ref)

    pre_save.connect(listener, sender=shop.Seller)
    try:
        seller = hot_writes.create(shop.Seller, ref="SEL-HEARD", name="Heard", seller_type="marketplace")
    finally:
        pre_save.disconnect(listener, sender=shop.Seller)
    assert heard == ["SEL-HEARD"] and shop.Seller.objects.get(pk=seller.pk).name == "Heard"


def test_a_refused_row_raises_the_orms_error_and_marks_the_transaction():
    _world()
    with transaction.atomic():
        with pytest.raises(IntegrityError):
            hot_writes.create(shop.Seller, ref="SEL-ASH", name="Again", seller_type="marketplace")
        assert connection.needs_rollback
    # The block was rolled back to its savepoint on its way out, as after the ORM's own refused save
    # (PostgreSQL refuses every statement of an aborted transaction, so nothing may go on in it).
    assert shop.Seller.objects.filter(ref="SEL-ASH").count() == 1
    assert Run.objects.count() == 0
