"""Shared world builders for the ver31a / adv31 held-back rounds (blind tester)."""
import json
from datetime import datetime, timedelta

NOW = "2026-12-01T15:00:00Z"
TAX = 0.08
SUPP = {
    "S-HOME": dict(name="Hearth & Home", seller_type="first_party", accepts_returns=True, return_window_days=30, damage_remedy="refund_keep_item",
                   text="Damaged goods: we refund the item and its tax, keep it. Returns within 30 days of delivery, unused."),
    "S-MKT-R": dict(name="Pottery Lane Studio", seller_type="marketplace", accepts_returns=True, return_window_days=30, damage_remedy="replace",
                    text="Handmade; damaged pieces are replaced by the studio. Returns within 30 days."),
    "S-MKT-N": dict(name="Gadget Bazaar", seller_type="marketplace", accepts_returns=False, return_window_days=0, damage_remedy="replace",
                    text="All sales final, no returns. Damaged items replaced by us."),
}

def d(day, hour=10):
    """day: 'YYYY-MM-DD' -> ISO UTC"""
    return f"{day}T{hour:02d}:00:00Z"

def shift(day, n):
    return (datetime.fromisoformat(day) + timedelta(days=n)).date().isoformat()

def tax_of(items):
    return int(round(items * TAX))

class Order:
    def __init__(self, ref, cust, seller="S-HOME", lines=(), delivery=599, placed="2026-11-18", promised="2026-11-24",
                 delivered="2026-11-23", state="delivered", dup=(), refunds=(), returns=(), last_scan=None, carrier="UPS"):
        self.ref, self.cust, self.seller = ref, cust, seller
        self.lines = [dict(sku=s, description=de, quantity=q, unit_price_cents=p) for s, de, q, p in lines]
        self.items = sum(l["quantity"] * l["unit_price_cents"] for l in self.lines)
        self.delivery, self.tax = delivery, tax_of(self.items)
        ch = [dict(kind="items", description="Items", amount_cents=self.items, charged_at=d(placed, 9))]
        if delivery:
            ch.append(dict(kind="delivery", description="Delivery", amount_cents=delivery, charged_at=d(placed, 9)))
        ch.append(dict(kind="tax", description="Sales tax", amount_cents=self.tax, charged_at=d(placed, 9)))
        for i in dup:  # copy of charge number i (1-based), a minute later
            c = dict(ch[i - 1]); c["charged_at"] = d(placed, 9).replace("09:00:00", "09:01:00"); ch.append(c)
        self.charges = ch
        self.total = sum(c["amount_cents"] for c in ch)
        scans = [dict(at=d(shift(placed, 1)), code="picked_up", location="Depot A")]
        if state == "delivered":
            scans += [dict(at=d(shift(delivered, -1)), code="in_transit", location="Hub B"),
                      dict(at=d(delivered, 14), code="delivered", location="Front door")]
            status = "delivered"
        elif state == "stale":
            scans += [dict(at=d(last_scan or shift(placed, 2)), code="in_transit", location="Hub B")]
            status = "in_transit"
        elif state == "lost":
            scans += [dict(at=d(last_scan or shift(placed, 2)), code="in_transit", location="Hub B")]
            status = "lost"
        else:
            status = state
        self.status = status
        shp = dict(carrier=carrier, tracking_number="TRK" + ref.replace("SU-", ""), status=status, promised_by=promised,
                   delivered_at=d(delivered, 14) if state == "delivered" else None, scans=scans)
        self.data = dict(ref=ref, customer=cust, seller=seller, status="delivered" if status == "delivered" else "shipped", placed_at=d(placed, 9), lines=self.lines,
                         charges=ch, shipments=[shp])
        if refunds:
            self.data["refunds"] = list(refunds)
        if returns:
            self.data["returns"] = list(returns)

    def line(self, sku):
        return next(l for l in self.lines if l["sku"] == sku)

    def item_due(self, sku, units=None):
        l = self.line(sku); units = l["quantity"] if units is None else units
        v = l["unit_price_cents"] * units
        return v + int(round(self.tax * v / self.items))

def world(customers, orders):
    sellers = sorted({o.seller for o in orders})
    return dict(customers=[dict(ref=r, name=n, email=e) for r, n, e in customers],
                sellers=[dict(ref=s, name=SUPP[s]["name"], seller_type=SUPP[s]["seller_type"]) for s in sellers],
                supplements=[dict(ref="SP-" + s, seller=s, accepts_returns=SUPP[s]["accepts_returns"],
                                  return_window_days=SUPP[s]["return_window_days"], damage_remedy=SUPP[s]["damage_remedy"],
                                  text=SUPP[s]["text"]) for s in sellers],
                orders=[o.data for o in orders])

def R(cents, source="platform", lines=None):
    r = dict(amount_cents=cents, source=source)
    if lines is not None:
        r["lines"] = [dict(sku=s, quantity=q) for s, q in lines]
    return r

def case(cid, subject, body, email, order_ref, customers, orders, intents, outcome, refunds=(), returns=(), escalations=(),
         deferred=None, approver=None, tags=(), now=NOW, note="", money=None):
    c = dict(id=cid, title=note[:80], tags=list(tags), now=now,
             ticket=dict(subject=subject, body=body, customer_email=email, order_ref=order_ref),
             world=world(customers, orders),
             intents=[dict(kind=k, quote=q) for k, q in intents],
             expected=dict(outcome=outcome, refunds=list(refunds), returns=[dict(kind=k, sku=s) for k, s in returns],
                           escalations=[dict(item=i) for i in escalations]))
    if deferred is not None:
        c["expected"]["deferred"] = [dict(item=i) for i in deferred]
    if approver:
        c["approver"] = approver
    n = dict(id=cid, human=note, money_cents=money if money is not None else sum(r["amount_cents"] for r in refunds))
    return c, n

def write(path, notes_path, items):
    ids = set()
    with open(path, "w") as f:
        for c, _ in items:
            assert c["id"] not in ids; ids.add(c["id"])
            for k, q in [(i["kind"], i["quote"]) for i in c["intents"]]:
                assert q.lower() in (c["ticket"]["subject"] + " " + c["ticket"]["body"]).lower(), (c["id"], q)
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(notes_path, "w") as f:
        json.dump({n["id"]: dict(human=n["human"], money_should_move_cents=n["money_cents"]) for _, n in items}, f, indent=1, ensure_ascii=False)
