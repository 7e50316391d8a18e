"""Small builders for blind-round cases: customers, sellers, orders with tax, parcels, scans."""
from __future__ import annotations

from datetime import datetime, timedelta

TAX_RATE = 0.08
NOW = datetime(2026, 11, 20, 12, 0, 0)


def iso(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%dT%H:%M:%SZ")


def day(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


SELLERS = {
    # ref: (name, type, accepts_returns, window, remedy, text)
    "SEL-FP": ("Sundry", "first_party", True, 30, "refund_keep_item",
               "Sundry (sold and shipped by Sundry). Returns within 30 days of delivery. Damaged on arrival: we refund the item price and its sales tax; keep it."),
    "SEL-FH": ("Sundry Home", "first_party", True, 30, "collect_and_refund",
               "Sundry Home. Returns within 30 days of delivery; we book the collection. Damaged on arrival: we collect it and refund."),
    "SEL-NR": ("Willow & Weft", "marketplace", False, 0, "refund_keep_item",
               "Willow & Weft seller terms. Everything is made to order: no returns for a change of mind. Damaged in delivery: we refund the item price and its sales tax; keep it."),
    "SEL-SW": ("Copperleaf Kitchen", "marketplace", True, 14, "refund_keep_item",
               "Copperleaf Kitchen seller terms. Returns of unused items within 14 days of delivery. Damaged in delivery: we refund the item price and its sales tax."),
    "SEL-RP": ("Brightcell Refurb", "marketplace", True, 30, "replace",
               "Brightcell Refurb seller terms. Returns within 30 days. Damaged in delivery: we send a replacement of the same item at no charge; we do not refund damaged units."),
    "SEL-MK": ("Harbour Goods", "marketplace", True, 30, "refund_keep_item",
               "Harbour Goods seller terms. Returns of unused items within 30 days of delivery. Damaged in delivery: we refund the item price and its sales tax."),
}


def seller_fixtures(ref: str) -> tuple[dict, dict]:
    name, kind, accepts, window, remedy, text = SELLERS[ref]
    return ({"ref": ref, "name": name, "seller_type": kind},
            {"ref": "SUP-" + ref[4:], "seller": ref, "accepts_returns": accepts, "return_window_days": window,
             "damage_remedy": remedy, "text": text})


def line(sku, description, price, qty=1, **extra):
    return {"sku": sku, "description": description, "quantity": qty, "unit_price_cents": price, **extra}


def taxable_total(lines):
    return sum(x["unit_price_cents"] * x["quantity"] for x in lines if not x.get("tax_exempt"))


def tax_of(lines):
    return round(taxable_total(lines) * TAX_RATE)


def share(lines, sku, units=None):
    """Price of `units` of a line plus its pro-rata share of the tax charged."""
    x = next(l for l in lines if l["sku"] == sku)
    units = x["quantity"] if units is None else units
    value = x["unit_price_cents"] * units
    if x.get("tax_exempt"):
        return value
    return value + round(tax_of(lines) * value / taxable_total(lines))


def scans(placed: datetime, delivered: datetime | None, *, status="delivered", last=None):
    out = [{"at": iso(placed + timedelta(hours=20)), "code": "picked_up", "location": "Reno, NV"},
           {"at": iso(placed + timedelta(days=1, hours=8)), "code": "in_transit", "location": "Sacramento, CA"}]
    if delivered:
        out.append({"at": iso(delivered - timedelta(hours=4)), "code": "out_for_delivery", "location": "Oakland, CA"})
        out.append({"at": iso(delivered), "code": "delivered", "location": "Oakland, CA"})
    elif last:
        out.append(last)
    return out


def parcel(tracking, placed, promised, delivered, *, status=None, lines=None, last=None, carrier="UPS"):
    status = status or ("delivered" if delivered else "in_transit")
    p = {"carrier": carrier, "tracking_number": tracking, "status": status, "promised_by": day(promised),
         "delivered_at": iso(delivered) if delivered else None, "scans": scans(placed, delivered, last=last)}
    if lines:
        p["lines"] = lines
    return p


def order(ref, customer, seller, lines, *, placed, parcels, delivery_fees=(599,), extra_charges=(), status="delivered",
          refunds=(), returns=(), replacement_for=""):
    charges = [{"kind": "items", "description": "Items", "amount_cents": sum(l["unit_price_cents"] * l["quantity"] for l in lines),
                "charged_at": iso(placed)}]
    for i, fee in enumerate(delivery_fees):
        charges.append({"kind": "delivery", "description": "Standard delivery" if len(delivery_fees) == 1 else f"Standard delivery (parcel {i+1})",
                        "amount_cents": fee, "charged_at": iso(placed)})
    t = tax_of(lines)
    if t:
        charges.append({"kind": "tax", "description": "Sales tax", "amount_cents": t, "charged_at": iso(placed)})
    charges += list(extra_charges)
    o = {"ref": ref, "customer": customer, "seller": seller, "status": status, "placed_at": iso(placed), "lines": lines,
         "charges": charges, "shipments": parcels}
    if refunds:
        o["refunds"] = list(refunds)
    if returns:
        o["returns"] = list(returns)
    if replacement_for:
        o["replacement_for"] = replacement_for
    return o


def world(customers, sellers, orders):
    ss = [seller_fixtures(s) for s in sellers]
    return {"customers": [{"ref": r, "name": n, "email": e} for r, n, e in customers],
            "sellers": [s for s, _ in ss], "supplements": [p for _, p in ss], "orders": orders}
