"""The demo marketplace: customers, sellers, orders, charges, shipments, policies, refunds, returns.

These stand in for a real shop's systems. The agent never touches them directly: every read and
write goes through the tool backend (`runs.shop.backend`), so a real shop's APIs can replace it.
Invariants that protect money live in the database (unique idempotency keys, check constraints).
"""

from django.db import models
from django.db.models import Q

from .kinds import CaseType, RefundSource, ReturnRequestStatus, SellerType  # noqa: F401 (the models' choices; imported from here too)


def _in(field: str, choices) -> Q:
    return Q(**{f"{field}__in": [value for value, _ in choices]})


class Customer(models.Model):
    ref = models.CharField(max_length=32, unique=True)
    name = models.CharField(max_length=200)
    email = models.EmailField(unique=True)

    def __str__(self) -> str:
        return f"{self.name} <{self.email}>"


class Seller(models.Model):
    ref = models.CharField(max_length=32, unique=True)
    name = models.CharField(max_length=200)
    seller_type = models.CharField(max_length=16, choices=SellerType.choices)

    class Meta:
        constraints = [models.CheckConstraint(condition=_in("seller_type", SellerType.choices), name="seller_type_valid")]

    def __str__(self) -> str:
        return f"{self.name} ({self.get_seller_type_display()})"


class SellerSupplementDamageRemedy(models.TextChoices):
    COLLECT_AND_REFUND = "collect_and_refund", "Collect the item, then refund"
    REFUND_KEEP_ITEM = "refund_keep_item", "Refund, customer keeps the item"
    REPLACE = "replace", "Send a replacement"


class SellerSupplement(models.Model):
    """A seller's own terms on top of marketplace policy (e.g. whether it accepts returns)."""

    DamageRemedy = SellerSupplementDamageRemedy

    ref = models.CharField(max_length=32, unique=True)
    seller = models.ForeignKey(Seller, on_delete=models.PROTECT, related_name="supplements")
    accepts_returns = models.BooleanField()
    return_window_days = models.PositiveIntegerField(default=30)
    damage_remedy = models.CharField(max_length=24, choices=DamageRemedy.choices)
    text = models.TextField()

    class Meta:
        constraints = [models.CheckConstraint(condition=_in("damage_remedy", SellerSupplementDamageRemedy.choices), name="supplement_remedy_valid")]

    def __str__(self) -> str:
        return self.ref


class OrderStatus(models.TextChoices):
    PLACED = "placed", "Placed"
    SHIPPED = "shipped", "Shipped"
    DELIVERED = "delivered", "Delivered"
    CANCELLED = "cancelled", "Cancelled"


class OrderQuerySet(models.QuerySet):
    """Writes of Order.ref that bypass Order.save (bulk_create, bulk_update, update) keep its ref_digits too: an order
    written in bulk (a shop's import, a seeding) is found by its digits like any other (runs/shop/order_prefixes.py).
    Not a GeneratedField: SQLite has no regexp_replace to strip a ref to its digits, and the column must read the same
    on both databases."""

    def bulk_create(self, objs, *args, **kwargs):
        objs = list(objs)
        for order in objs:
            order.ref_digits = digits_of(order.ref)
        if kwargs.get("update_fields") and "ref" in kwargs["update_fields"]:  # (update_conflicts: a ref rewritten on conflict)
            kwargs["update_fields"] = [*kwargs["update_fields"], "ref_digits"]
        return super().bulk_create(objs, *args, **kwargs)

    def bulk_update(self, objs, fields, *args, **kwargs):
        objs = list(objs)
        if "ref" in fields:
            for order in objs:
                order.ref_digits = digits_of(order.ref)
            fields = [*fields, "ref_digits"]
        return super().bulk_update(objs, fields, *args, **kwargs)

    def update(self, **kwargs):
        if "ref" in kwargs and "ref_digits" not in kwargs:  # (bulk_update's own update writes both, as CASE expressions)
            if hasattr(kwargs["ref"], "resolve_expression"):
                # (the database would compute the ref, and its digits are Python's to keep: never a ref without them)
                raise ValueError("an order's ref is written with its digits: update it by value, or save() each order")
            kwargs["ref_digits"] = digits_of(kwargs["ref"])
        return super().update(**kwargs)


class Order(models.Model):
    Status = OrderStatus

    objects = OrderQuerySet.as_manager()

    ref = models.CharField(max_length=32, unique=True)
    customer = models.ForeignKey(Customer, on_delete=models.PROTECT, related_name="orders")
    seller = models.ForeignKey(Seller, on_delete=models.PROTECT, related_name="orders")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PLACED)
    placed_at = models.DateTimeField()
    currency = models.CharField(max_length=3, default="USD")
    # A replacement order points at the order it replaces: "is a replacement being sent?" is a query.
    replacement_for = models.ForeignKey("self", null=True, blank=True, on_delete=models.PROTECT, related_name="replacements")
    # The ref's digits, indexed: an order number told under another prefix ("SU-82210" of "HH-82210") is found by an
    # index lookup, not a scan of every ref for its ending (runs/shop/order_prefixes.py). Kept by save() and, for writes
    # in bulk, by OrderQuerySet.
    ref_digits = models.CharField(max_length=32, db_index=True, default="", editable=False)

    class Meta:
        constraints = [models.CheckConstraint(condition=_in("status", OrderStatus.choices), name="order_status_valid")]

    def __str__(self) -> str:
        return self.ref

    def save(self, *args, **kwargs):
        self.ref_digits = digits_of(self.ref)
        if kwargs.get("update_fields") is not None and "ref" in kwargs["update_fields"]:
            kwargs["update_fields"] = [*kwargs["update_fields"], "ref_digits"]
        super().save(*args, **kwargs)


def digits_of(ref: str) -> str:
    """The digits of an order ref ("HH-82210" -> "82210"), as Order.ref_digits stores them."""
    return "".join(ch for ch in ref or "" if ch.isdigit())


class LineItem(models.Model):
    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="lines")
    sku = models.CharField(max_length=32)
    description = models.CharField(max_length=200)
    quantity = models.PositiveIntegerField(default=1)
    unit_price_cents = models.PositiveIntegerField()
    # Why this line can never go back for a change of mind (a key of runs.policy_terms.EXCLUSIONS), or blank.
    exclusion = models.CharField(max_length=32, blank=True, default="")
    # No sales tax was charged on this line (clothing, food in some states): its refund carries no tax share.
    tax_exempt = models.BooleanField(default=False)
    # The parcel that carried this line, when the shop knows it: windows count from its delivery
    # (runs.policy_evidence.line_delivered_on). Null: not recorded, and a window counts from the order's earliest delivery.
    shipment = models.ForeignKey("Shipment", null=True, blank=True, on_delete=models.SET_NULL, related_name="lines")

    class Meta:
        constraints = [models.CheckConstraint(condition=Q(quantity__gte=1), name="line_quantity_positive")]

    def __str__(self) -> str:
        return f"{self.order.ref} {self.sku}"


class ChargeKind(models.TextChoices):
    ITEMS = "items", "Items"
    DELIVERY = "delivery", "Delivery"
    TAX = "tax", "Tax"


class Charge(models.Model):
    """One row per card charge. A duplicate delivery charge is two identical rows."""

    Kind = ChargeKind

    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="charges")
    kind = models.CharField(max_length=16, choices=Kind.choices)
    description = models.CharField(max_length=200)
    amount_cents = models.PositiveIntegerField()
    charged_at = models.DateTimeField()

    class Meta:
        constraints = [models.CheckConstraint(condition=_in("kind", ChargeKind.choices), name="charge_kind_valid")]

    def __str__(self) -> str:
        return f"{self.order.ref} {self.kind} {self.amount_cents}"


class ShipmentStatus(models.TextChoices):
    LABEL_CREATED = "label_created", "Label created"
    IN_TRANSIT = "in_transit", "In transit"
    DELIVERED = "delivered", "Delivered"
    LOST = "lost", "Lost"


class Shipment(models.Model):
    Status = ShipmentStatus

    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="shipments")
    carrier = models.CharField(max_length=64)
    tracking_number = models.CharField(max_length=64, unique=True)
    status = models.CharField(max_length=16, choices=Status.choices)
    promised_by = models.DateField()
    delivered_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [models.CheckConstraint(condition=_in("status", ShipmentStatus.choices), name="shipment_status_valid")]

    def __str__(self) -> str:
        return self.tracking_number


class CarrierScanCode(models.TextChoices):
    PICKED_UP = "picked_up", "Picked up"
    IN_TRANSIT = "in_transit", "In transit"
    OUT_FOR_DELIVERY = "out_for_delivery", "Out for delivery"
    DELIVERED = "delivered", "Delivered"
    EXCEPTION = "exception", "Exception"


class CarrierScan(models.Model):
    Code = CarrierScanCode

    shipment = models.ForeignKey(Shipment, on_delete=models.CASCADE, related_name="scans")
    scanned_at = models.DateTimeField()
    code = models.CharField(max_length=24, choices=Code.choices)
    location = models.CharField(max_length=120)

    class Meta:
        ordering = ["scanned_at"]
        constraints = [models.CheckConstraint(condition=_in("code", CarrierScanCode.choices), name="scan_code_valid")]


class PolicyDocument(models.Model):
    """Policy text with a stable ref. The guard requires a cited ref to have been retrieved in the run."""

    ref = models.CharField(max_length=32, unique=True)
    title = models.CharField(max_length=200)
    case_type = models.CharField(max_length=24, choices=CaseType.choices)
    keywords = models.CharField(max_length=300, help_text="Words search_policy matches on.")
    body = models.TextField()

    class Meta:
        constraints = [models.CheckConstraint(condition=_in("case_type", CaseType.choices), name="policy_case_type_valid")]

    def __str__(self) -> str:
        return self.ref


class Refund(models.Model):
    """Money going back to a customer. The idempotency key makes a retried refund a no-op."""

    order = models.ForeignKey(Order, on_delete=models.PROTECT, related_name="refunds")
    amount_cents = models.PositiveIntegerField()
    source = models.CharField(max_length=16, choices=RefundSource.choices)
    reason = models.CharField(max_length=300)
    case_type = models.CharField(max_length=24, choices=CaseType.choices, blank=True,
                                 help_text="What the refund was for: a later decision on the same order sees it.")
    idempotency_key = models.CharField(max_length=128, unique=True)
    covers = models.JSONField(default=list, blank=True,
                              help_text="The lines ({sku, quantity, cents}) and charges ({charge, cents}) this refund drew on.")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.CheckConstraint(condition=_in("source", RefundSource.choices), name="refund_source_valid"),
            models.CheckConstraint(condition=Q(case_type="") | _in("case_type", CaseType.choices), name="refund_case_type_valid"),
            models.CheckConstraint(condition=Q(amount_cents__gt=0), name="refund_amount_positive"),
        ]

    def __str__(self) -> str:
        return f"{self.order.ref} {self.amount_cents} from {self.source}"


class ReturnRequestKind(models.TextChoices):
    RETURN = "return", "Return by customer"
    COLLECTION = "collection", "Collection"


class ReturnRequest(models.Model):
    """A return the customer ships back, or a collection the carrier picks up."""

    Kind = ReturnRequestKind

    Status = ReturnRequestStatus

    order = models.ForeignKey(Order, on_delete=models.PROTECT, related_name="returns")
    line = models.ForeignKey(LineItem, on_delete=models.PROTECT, related_name="returns")
    # Units of the line taken back; empty for the whole line (a return recorded before units were).
    quantity = models.PositiveIntegerField(null=True, blank=True)
    kind = models.CharField(max_length=16, choices=Kind.choices)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.STARTED)
    reason = models.CharField(max_length=300)
    idempotency_key = models.CharField(max_length=128, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.CheckConstraint(condition=_in("kind", ReturnRequestKind.choices), name="return_kind_valid"),
            models.CheckConstraint(condition=_in("status", ReturnRequestStatus.choices), name="return_status_valid"),
        ]


class CustomerReply(models.Model):
    """A message sent to the customer. Sending is an external effect: keyed so a retry sends nothing new."""

    customer_email = models.EmailField()
    order = models.ForeignKey(Order, null=True, blank=True, on_delete=models.PROTECT, related_name="replies")
    body = models.TextField()
    idempotency_key = models.CharField(max_length=128, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"Reply to {self.customer_email}"
