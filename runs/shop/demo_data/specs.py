"""The shapes of the demo data: frozen dataclasses, and `DemoShop`, which holds them all."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime


@dataclass(frozen=True)
class CustomerSpec:
    ref: str
    name: str
    email: str
    city: str  # not stored on Customer; used for the carrier's delivery scans


@dataclass(frozen=True)
class ShippingOption:
    carrier: str
    label: str  # the delivery charge's description
    fee_cents: int
    transit_days: tuple[int, int]  # (fastest, promised)
    free_over_cents: int | None = None


@dataclass(frozen=True)
class SellerSpec:
    ref: str
    name: str
    seller_type: str
    warehouse: str
    standard: ShippingOption
    bulky: ShippingOption | None = None
    express: ShippingOption | None = None


@dataclass(frozen=True)
class SupplementSpec:
    ref: str
    seller_ref: str
    accepts_returns: bool
    return_window_days: int
    damage_remedy: str
    text: str


@dataclass(frozen=True)
class ProductSpec:
    sku: str
    seller_ref: str
    description: str
    price_cents: int
    bulky: bool = False


@dataclass(frozen=True)
class LineSpec:
    sku: str
    description: str
    quantity: int
    unit_price_cents: int

    @property
    def total_cents(self) -> int:
        return self.quantity * self.unit_price_cents


@dataclass(frozen=True)
class ChargeSpec:
    kind: str
    description: str
    amount_cents: int
    charged_at: datetime


@dataclass(frozen=True)
class ScanSpec:
    scanned_at: datetime
    code: str
    location: str


@dataclass(frozen=True)
class ShipmentSpec:
    carrier: str
    tracking_number: str
    status: str
    promised_by: date
    delivered_at: datetime | None
    scans: tuple[ScanSpec, ...]


@dataclass(frozen=True)
class CaseSpec:
    """What one problem on an order is worth, according to the policy documents below."""

    case_type: str
    sku: str  # the line concerned; "" when the problem is the order's (charges, delivery)
    fair_refund_cents: int  # 0 when the right answer moves no money
    refund_source: str  # from the refund-source matrix for this seller type
    remedy: str
    note: str = ""


@dataclass(frozen=True)
class OrderSpec:
    ref: str
    customer_ref: str
    seller_ref: str
    seller_type: str
    status: str
    placed_at: datetime
    lines: tuple[LineSpec, ...]
    charges: tuple[ChargeSpec, ...]
    shipments: tuple[ShipmentSpec, ...]
    cases: tuple[CaseSpec, ...] = ()
    replacement_for: str = ""
    role: str = "case"  # case | replacement | routine

    @property
    def case_types(self) -> tuple[str, ...]:
        return tuple(c.case_type for c in self.cases)

    @property
    def charged_cents(self) -> int:
        return sum(c.amount_cents for c in self.charges)

    def as_pinned(self, *, replacements: tuple[str, ...] = ()) -> dict:
        """The order as get_order shows it, so the policy table (runs.policy) can judge it."""
        return {
            "order_ref": self.ref,
            "lines": [{"sku": x.sku, "description": x.description, "quantity": x.quantity, "unit_price_cents": x.unit_price_cents}
                      for x in self.lines],
            "charges": [{"number": n, "kind": c.kind, "description": c.description, "amount_cents": c.amount_cents,
                         "charged_at": c.charged_at.isoformat()} for n, c in enumerate(self.charges, start=1)],
            "shipments": [{"status": s.status, "promised_by": s.promised_by.isoformat(),
                           "delivered_at": s.delivered_at.isoformat() if s.delivered_at else None,
                           "scans": [{"at": x.scanned_at.isoformat(), "code": x.code} for x in s.scans]} for s in self.shipments],
            "replacement_orders": list(replacements),
        }


@dataclass(frozen=True)
class PolicySpec:
    ref: str
    title: str
    case_type: str
    keywords: str
    body: str


@dataclass(frozen=True)
class TicketSpec:
    ref: str
    subject: str
    body: str
    customer_email: str
    order_ref: str
    received_at: datetime
    intents: tuple[str, ...]  # case types (and REPLACEMENT_STATUS) the customer raises
    traits: tuple[str, ...] = ()  # canonical, above_ceiling, prompt_injection, unknown_order, replan, ...
    expected: str = ""  # the right end state, in words
    channel: str = "email"  # how it arrived: "email", "web" (the shop's contact form) or "api" (a partner's system)


@dataclass(frozen=True)
class RoleUserSpec:
    username: str
    group: str
    first_name: str
    last_name: str
    email: str
    is_staff: bool = False
    is_superuser: bool = False


@dataclass(frozen=True)
class DemoShop:
    customers: tuple[CustomerSpec, ...]
    sellers: tuple[SellerSpec, ...]
    supplements: tuple[SupplementSpec, ...]
    products: tuple[ProductSpec, ...]
    orders: tuple[OrderSpec, ...]
    policies: tuple[PolicySpec, ...]
    tickets: tuple[TicketSpec, ...]
    users: tuple[RoleUserSpec, ...]
    _orders_by_ref: dict = field(default_factory=dict, compare=False, repr=False)

    def order(self, ref: str) -> OrderSpec:
        return self._orders_by_ref[ref]

    def seller(self, ref: str) -> SellerSpec:
        return next(s for s in self.sellers if s.ref == ref)

    def supplement_for(self, seller_ref: str) -> SupplementSpec:
        return next(s for s in self.supplements if s.seller_ref == seller_ref)

    def customer(self, ref: str) -> CustomerSpec:
        return next(c for c in self.customers if c.ref == ref)

    def ticket(self, ref: str) -> TicketSpec:
        return next(t for t in self.tickets if t.ref == ref)


@dataclass(frozen=True)
class CaseRow:
    ref: str
    cases: tuple[str, ...]
    seller: str
    skus: tuple[str, ...]
    customer: str = ""
    dup: str = ""
    late: int = 0
    lost: str = ""
    express: bool = False
    delivered: date | None = None
    replacement: str = ""
    sku: str = ""
