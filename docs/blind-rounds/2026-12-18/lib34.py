"""Shared fixture builder for the generators of 2026-12-18 (ver34a, adv34, ver34c, verify34), 2026-12-19 (ver35a, adv35,
ver35c, verify35) and 2026-12-20 (ver36a, adv36, ver36c, verify36): deterministic, no clock. The small builders (line,
charge, ticket, label, R, ret, cust) make the dicts every round writes, keys in the order the rounds' cases hold them."""
import json

NOW = "2026-03-20T15:00:00Z"
PLACED = "2026-03-08T10:00:00Z"
PROMISED = "2026-03-13"
ON_TIME = "2026-03-12T14:00:00Z"
LATE = "2026-03-17T14:00:00Z"

SELLERS = {
    "S-FP": {"ref": "S-FP", "name": "Larkspur Home", "seller_type": "first_party"},
    "S-MP": {"ref": "S-MP", "name": "Odd Lot Traders", "seller_type": "marketplace"},
}
SUPPLEMENTS = {
    "S-MP": {"ref": "SUP-MP", "seller": "S-MP", "accepts_returns": True, "return_window_days": 30,
             "damage_remedy": "replace", "text": "Odd Lot Traders replaces damaged goods; returns within 30 days."},
}


def line(sku, description, quantity, unit_cents, extra=None):
    """An order line; `extra`: more keys after the four (an exclusion, a variant)."""
    d = {"sku": sku, "description": description, "quantity": quantity, "unit_price_cents": unit_cents}
    if extra:
        d.update(extra)
    return d


def charge(kind, description, cents, at):
    return {"kind": kind, "description": description, "amount_cents": cents, "charged_at": at}


def tax_of(cents, rate=0.08):
    """The sales tax on `cents` (8% unless told), rounded to the cent."""
    return round(cents * rate)


def ticket(subject, body, email, order_ref):
    return {"subject": subject, "body": body, "customer_email": email, "order_ref": order_ref}


def label(kind, quote):
    """An intent label: the kind and the words of the ticket that carry it."""
    return {"kind": kind, "quote": quote}


def copy_charge(charges, kind, at):
    """A charge taken twice: the first `kind` charge of `charges` again, at `at`."""
    charges.append(dict(next(c for c in charges if c["kind"] == kind), charged_at=at))


def order(ref, cust, lines, seller="S-FP", delivery=499, ship="delivered_on_time", dup=None,
          placed=PLACED, delivered=None, refunds=None, tracking=None):
    """lines: [(sku, description, qty, unit_cents, extra_dict?)]; dup: 'items' or 'delivery' adds an identical copy."""
    ls = [line(*l) for l in lines]
    items = sum(l[2] * l[3] for l in lines)
    charges = [charge("items", "Items", items, placed)]
    if delivery:
        charges.append(charge("delivery", "Delivery", delivery, placed))
    if dup:
        copy_charge(charges, dup, "2026-03-08T10:04:00Z")
    tn = tracking or ("1Z" + ref.replace("SU-", "") + "X")
    if ship == "delivered_on_time":
        sh = {"carrier": "UPS", "tracking_number": tn, "status": "delivered", "promised_by": PROMISED,
              "delivered_at": delivered or ON_TIME,
              "scans": [{"at": "2026-03-09T09:00:00Z", "code": "picked_up", "location": "Reno NV"},
                        {"at": delivered or ON_TIME, "code": "delivered", "location": "Front door"}]}
    elif ship == "late":
        sh = {"carrier": "UPS", "tracking_number": tn, "status": "delivered", "promised_by": PROMISED,
              "delivered_at": LATE,
              "scans": [{"at": "2026-03-09T09:00:00Z", "code": "picked_up", "location": "Reno NV"},
                        {"at": LATE, "code": "delivered", "location": "Front door"}]}
    elif ship == "lost":
        sh = {"carrier": "UPS", "tracking_number": tn, "status": "lost", "promised_by": PROMISED, "delivered_at": None,
              "scans": [{"at": "2026-03-09T09:00:00Z", "code": "picked_up", "location": "Reno NV"}]}
    elif ship == "in_transit":
        sh = {"carrier": "UPS", "tracking_number": tn, "status": "in_transit", "promised_by": "2026-03-24", "delivered_at": None,
              "scans": [{"at": "2026-03-19T09:00:00Z", "code": "picked_up", "location": "Reno NV"}]}
    else:
        raise ValueError(ship)
    o = {"ref": ref, "customer": cust, "seller": seller, "status": "delivered" if sh["status"] == "delivered" else "shipped",
         "placed_at": placed, "lines": ls, "charges": charges, "shipments": [sh]}
    if refunds:
        o["refunds"] = refunds
    return o


def case(cid, subject, body, email, order_ref, customers, orders, intents, expected, now=NOW, approver=None, tags=None):
    sellers = sorted({o["seller"] for o in orders})
    world = {"customers": customers, "sellers": [SELLERS[s] for s in sellers],
             "supplements": [SUPPLEMENTS[s] for s in sellers if s in SUPPLEMENTS], "orders": orders}
    c = {"id": cid, "tags": tags or [], "ticket": ticket(subject, body, email, order_ref),
         "world": world, "now": now, "intents": intents, "expected": expected}
    if approver:
        c["approver"] = approver
    return c


def adder(prefix, email_stem, name, tags=()):
    """(the round's cases, add): add(n, subject, body, orders, intents, expected, ...) appends case `prefix-NN`, written by
    customer C-NN (`name`, email `email_stem`NN@example.net unless given), on the first order unless `order_ref` is given;
    `tags` lead each case's own."""
    cases = []

    def add(n, subject, body, orders, intents, expected, order_ref=None, name=name, email=None, extra_customers=(), **kw):
        email = email or f"{email_stem}{n:02d}@example.net"
        custs = [cust(f"C-{n:02d}", name, email)] + list(extra_customers)
        if tags:
            kw["tags"] = list(tags) + kw.pop("tags", [])
        cases.append(case(f"{prefix}-{n:02d}", subject, body, email, orders[0]["ref"] if order_ref is None else order_ref, custs, orders,
                          intents, expected, **kw))
    return cases, add


def cust(ref, name, email):
    return {"ref": ref, "name": name, "email": email}


def R(cents, source="platform", lines=None):
    """An expected refund; `lines`: [(sku, quantity)] it refunds."""
    r = {"amount_cents": cents, "source": source}
    if lines is not None:
        r["lines"] = [{"sku": s, "quantity": q} for s, q in lines]
    return r


def ret(sku, kind="return"):
    return {"kind": kind, "sku": sku}


def write_lines(path, cases, **dumps):
    """The cases to `path`, one JSON line each (`dumps`: json.dumps's options)."""
    with open(path, "w") as f:
        for c in cases:
            f.write(json.dumps(c, **dumps) + "\n")


def write(path, cases):
    write_lines(path, cases, ensure_ascii=False)
    print(f"wrote {len(cases)} cases to {path}")
