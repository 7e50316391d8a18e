"""Shared builders for the held-back rounds ver27a and adv27 (written blind: README + docs/evals.md only).

Money rules used (as the README / docs/evals.md describe the policy):
- sales tax is one `tax` charge per order, 8 % of the taxable lines; a line's refund carries its pro-rata
  share, so every price here is a multiple of $0.25 and every share is exact to the cent;
- damaged item, refund_keep_item: units x unit price + their tax share; platform for first_party, seller
  for marketplace; collect_and_refund: a collection, no refund in the run; replace: a person arranges it;
- duplicate charge: the copy (an identical row beyond what the order cost), platform;
- late delivery: the delivery fee, once, only when the carrier delivered after the promised date, platform
  (only first-party orders carry late claims here);
- non-delivery: everything charged less a copy another subtask refunds, carrier_claim, only when the carrier
  lost it; a delivered scan sends it to a person;
- change of mind: a return inside the seller's window (unused, not excluded); wrong item: a return;
- refunds on one order in one run above $150.00 wait for a lead (approver given where meant).
"""
import json

TAX_PCT = 8
CEILING = 15000

SOURCE = {"first_party": "platform", "marketplace": "seller"}


def sellers_for(tag):
    """The four sellers every case may use, refs suffixed per case."""
    return {
        "home": {"ref": f"S-HOME-{tag}", "name": "Hearth & Home", "seller_type": "first_party"},
        "juniper": {"ref": f"S-JUN-{tag}", "name": "Juniper Ceramics", "seller_type": "marketplace"},
        "ridge": {"ref": f"S-RDG-{tag}", "name": "Ridgeback Outdoor", "seller_type": "marketplace"},
        "nordlys": {"ref": f"S-NRD-{tag}", "name": "Nordlys Textiles", "seller_type": "marketplace"},
    }


SUPP = {
    "home": dict(accepts_returns=True, return_window_days=30, damage_remedy="refund_keep_item",
                 text="Hearth & Home: returns within 30 days of delivery, unused. Damaged goods: refund, keep the item."),
    "juniper": dict(accepts_returns=True, return_window_days=30, damage_remedy="refund_keep_item",
                    text="Juniper Ceramics: returns accepted within 30 days. Breakage in transit: refund, no need to send it back."),
    "ridge": dict(accepts_returns=False, return_window_days=0, damage_remedy="replace",
                  text="Ridgeback Outdoor does not accept returns. Damaged goods are replaced by the seller."),
    "nordlys": dict(accepts_returns=True, return_window_days=14, damage_remedy="collect_and_refund",
                    text="Nordlys Textiles: returns within 14 days. Damaged goods are collected and refunded."),
}


class Order:
    def __init__(self, ref, cust, seller_key, lines, fee=695, placed="2026-11-08T10:12:00Z",
                 promised="2026-11-14", delivered="2026-11-13T15:20:00Z", ship_status="delivered",
                 extra=(), refunds=(), returns=(), scans=None, status=None, carrier="Parcelink",
                 tracking=None, taxed=True, parcels=None):
        self.ref, self.cust, self.seller_key = ref, cust, seller_key
        self.lines = []
        for ln in lines:
            sku, desc, qty, unit = ln[:4]
            excl = ln[4] if len(ln) > 4 else ""
            assert (unit * TAX_PCT) % 100 == 0, (ref, sku, unit)
            d = {"sku": sku, "description": desc, "quantity": qty, "unit_price_cents": unit}
            if excl:
                d["exclusion"] = excl
            self.lines.append(d)
        items = sum(l["quantity"] * l["unit_price_cents"] for l in self.lines)
        tax = items * TAX_PCT // 100 if taxed else 0
        assert items * TAX_PCT % 100 == 0
        self.items, self.tax, self.fee = items, tax, fee
        ch = [{"kind": "items", "description": "Order items", "amount_cents": items, "charged_at": placed}]
        if fee:
            ch.append({"kind": "delivery", "description": "Standard delivery", "amount_cents": fee, "charged_at": placed})
        if tax:
            ch.append({"kind": "tax", "description": "Sales tax", "amount_cents": tax, "charged_at": placed})
        for kind, desc, amt, at in extra:
            ch.append({"kind": kind, "description": desc, "amount_cents": amt, "charged_at": at})
        self.charges = ch
        day = placed[:10]
        if parcels is None:
            if scans is None:
                scans = default_scans(placed, delivered, ship_status)
            parcels = [{"carrier": carrier, "tracking_number": tracking or f"PL{ref[-5:]}77",
                        "status": ship_status, "promised_by": promised,
                        "delivered_at": delivered if ship_status == "delivered" else None, "scans": scans}]
        self.shipments = parcels
        self.status = status or ("delivered" if all(p["status"] == "delivered" for p in parcels) else "shipped")
        self.placed = placed
        self.refunds = list(refunds)
        self.returns = list(returns)

    def line(self, sku):
        return next(l for l in self.lines if l["sku"] == sku)

    def item_refund(self, sku, units, source_type):
        unit = self.line(sku)["unit_price_cents"]
        amt = units * unit + units * unit * TAX_PCT // 100
        return {"amount_cents": amt, "source": SOURCE[source_type], "lines": [{"sku": sku, "quantity": units}]}

    def total(self):
        return sum(c["amount_cents"] for c in self.charges)

    def fixture(self, sellers):
        d = {"ref": self.ref, "customer": self.cust, "seller": sellers[self.seller_key]["ref"],
             "status": self.status, "placed_at": self.placed, "lines": self.lines, "charges": self.charges,
             "shipments": self.shipments}
        if self.refunds:
            d["refunds"] = self.refunds
        if self.returns:
            d["returns"] = self.returns
        return d


def default_scans(placed, delivered, status):
    d0 = placed[:10]
    scans = [{"at": f"{d0}T18:00:00Z", "code": "picked_up", "location": "Reno, NV"}]
    if status == "delivered":
        dd = delivered[:10]
        scans += [{"at": f"{dd}T06:10:00Z", "code": "out_for_delivery", "location": "Local depot"},
                  {"at": delivered, "code": "delivered", "location": "Front door"}]
    elif status == "lost":
        scans += [{"at": bump(d0, 1) + "T09:00:00Z", "code": "in_transit", "location": "Sacramento, CA"}]
    return scans


def bump(day, n):
    import datetime as dt
    return (dt.date.fromisoformat(day) + dt.timedelta(days=n)).isoformat()


def dup(amount):
    return {"amount_cents": amount, "source": "platform", "lines": []}


def late(order):
    return {"amount_cents": order.fee, "source": "platform", "lines": []}


def nondelivery(order, less=0):
    return {"amount_cents": order.total() - less, "source": "carrier_claim"}


class CaseSet:
    def __init__(self, prefix):
        self.prefix = prefix
        self.cases, self.notes = [], {}

    def add(self, cid, title, tags, subject, body, email, name, orders, intents, outcome, refunds=(),
            returns=(), escalations=(), now="2026-11-20T16:00:00Z", order_ref="", approver=None, extra_customers=(),
            note=None, deferred=None, reply_covers=None):
        tag = cid.replace("-", "")
        sellers = sellers_for(tag)
        cust_ref = f"C-{tag}"
        customers = [{"ref": cust_ref, "name": name, "email": email}]
        for i, (n, e) in enumerate(extra_customers):
            customers.append({"ref": f"C-{tag}-{i + 2}", "name": n, "email": e})
        used = sorted({o.seller_key for o in orders})
        world = {"customers": customers, "sellers": [sellers[k] for k in used],
                 "supplements": [dict(ref=f"SP-{k.upper()}-{tag}", seller=sellers[k]["ref"], **SUPP[k]) for k in used],
                 "orders": [o.fixture(sellers) for o in orders]}
        text = subject + "\n" + body
        labs = []
        for kind, quote in intents:
            assert quote in text, (cid, quote)
            labs.append({"kind": kind, "quote": quote})
        exp = {"outcome": outcome, "refunds": list(refunds), "returns": list(returns),
               "escalations": [{"item": i} for i in escalations]}
        if deferred is not None:
            exp["deferred"] = [{"item": i} for i in deferred]
        if reply_covers is not None:
            exp["reply_covers"] = reply_covers
        for it in escalations:
            pass
        c = {"id": cid, "title": title, "tags": tags,
             "ticket": {"subject": subject, "body": body, "customer_email": email, "order_ref": order_ref},
             "world": world, "now": now, "intents": labs, "expected": exp}
        if approver:
            c["approver"] = approver
        self.cases.append(c)
        self.notes[cid] = note or {}

    def write(self, path, notes_path):
        ids = [c["id"] for c in self.cases]
        assert len(ids) == len(set(ids))
        with open(path, "w") as f:
            for c in self.cases:
                f.write(json.dumps(c, ensure_ascii=False) + "\n")
        with open(notes_path, "w") as f:
            json.dump(self.notes, f, indent=1, ensure_ascii=False)


def approve(amount, note="Checked the photos, fine."):
    return {"refunds": [{"answer": "approve", "role": "support_lead", "amount_cents": amount, "note": note}]}
