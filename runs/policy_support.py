"""What a decision may draw on (runs/policy.py's `draws_on`): the order lines or charges it names, what earlier
refunds left of them, and how an amount is spread over them. The guard and the shop at paying time read it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .policy import ALL_CHARGES, COPIES, DELIVERY, LINES, POLICY_TABLE
from .policy_charges import copies, distinct_charges, line_cents
from .policy_evidence import sku_outside_lines, _words


@dataclass(frozen=True)
class Support:
    """What a decision's named lines and charges support, after what was refunded against them."""

    cents: int
    items: list[dict]        # one per named line or charge: what it is worth, refunded already, left
    problems: list[str]      # a line or charge that does not exist or that this case type may not draw on


def item_key(item: dict) -> str:
    return f"line:{item['sku']}" if "sku" in item else f"charge:{item['charge']}"


def drawable_charges(case_type: str, order: dict) -> list[dict]:
    kind = POLICY_TABLE[case_type].draws_on
    if kind == COPIES:
        return copies(order)
    if kind == DELIVERY:
        return [c for c in distinct_charges(order) if c["kind"] == "delivery"]
    if kind == ALL_CHARGES:
        return list(order.get("charges", []))
    return []


def named_items(decision: dict) -> list[dict]:
    """A decision's named lines ({sku, quantity}) and charges ({charge: its number on the order}), in
    the order first named: a line named twice is one line with the quantities added up, a charge
    named twice is one charge, so naming a thing again never adds to what it supports."""
    lines: dict[str, int] = {}
    for x in decision.get("lines") or []:
        lines[x["sku"]] = lines.get(x["sku"], 0) + int(x.get("quantity") or 1)
    charges = dict.fromkeys(int(c) for c in decision.get("charges") or [])
    return [{"sku": sku, "quantity": q} for sku, q in lines.items()] + [{"charge": c} for c in charges]


def support(case_type: str, order: dict, decision: dict, refunded: list[dict]) -> Support:
    """The most the decision's named lines/charges support: a line's price x quantity with its tax,
    a charge's amount; less what `refunded` (earlier refunds' `covers`) already drew on each."""
    row = POLICY_TABLE[case_type]
    drawn: dict[str, int] = {}
    refunded = [{**r, "covers": r.get("covers") or covers_in_reason(order, r)} for r in refunded]
    for r in refunded:
        for c in r.get("covers") or []:
            drawn[item_key(c)] = drawn.get(item_key(c), 0) + int(c.get("cents", 0))
    # An earlier refund that recorded nothing it drew on may have been for any of them: it counts
    # against what this decision names, first named first (conservatively), when it is of the same
    # case type or, for a decision on lines, of any case type that could have paid for items.
    unrecorded = sum(int(r.get("amount_cents") or 0) for r in refunded if not r.get("covers") and
                     (r.get("case_type") == case_type or (row.draws_on == LINES and may_draw_on_items(r.get("case_type")))))
    lines = {x["sku"]: x for x in order.get("lines", [])}
    allowed = {c["number"]: c for c in drawable_charges(case_type, order) if "number" in c}
    items, problems, total = [], [], 0
    outside = sku_outside_lines(decision)
    if outside:
        problems.append(outside)
    for item in named_items(decision):
        if "sku" in item:
            line = lines.get(item["sku"])
            if row.draws_on not in (LINES, ALL_CHARGES):
                problems.append(f"a {case_type.replace('_', ' ')} refund draws on charges, not on line {item['sku']}")
                continue
            if row.draws_on == ALL_CHARGES and decision.get("charges"):
                # a claim pays for a lost parcel's lines or for the order's charges, never both at once
                problems.append(f"the decision names line {item['sku']} and the order's charges: a claim names one or the other")
                continue
            if line is None or item["quantity"] < 1:
                problems.append(f"the order has no line {item['sku']} x{item['quantity']}")
                continue
            if item["quantity"] > line.get("quantity", 1):
                problems.append(f"the decision names {item['quantity']} of {item['sku']}; the order has {line.get('quantity', 1)}")
                continue
            worth, what = line_cents(order, item["sku"], item["quantity"]), f"{line['description']} x{item['quantity']}"
            # What is left on a line is its units not yet refunded: two of four plates refunded
            # before leave two plates' worth, so a third plate is still paid for.
            whole = line_cents(order, item["sku"], int(line.get("quantity", 1)))
        else:
            charge = allowed.get(item["charge"])
            if charge is None:
                problems.append(f"charge {item['charge']} is not one a {case_type.replace('_', ' ')} refund may draw on "
                                f"({row.draws_on.replace('_', ' ')})")
                continue
            worth, what = charge["amount_cents"], f"{charge['description']} charge"
            whole = worth
        already = drawn.get(item_key(item), 0)
        unknown = min(unrecorded, max(0, whole - already))
        unrecorded -= unknown
        already += unknown
        left = max(0, min(worth, whole - already))
        total += left
        items.append({**item, "what": what, "worth_cents": worth, "refunded_cents": already, "left_cents": left})
    if not items and not problems:
        problems.append("the decision names no order line or charge")
    return Support(total, items, problems)


def refunds_drawn_on(case_type: str, order: dict, decision: dict, refunded: list[dict]) -> list[dict]:
    """The earlier refunds `support` counts against what the decision names, as the order records them: those whose
    `covers` name its lines or charges, and those that recorded nothing and may have been for them (the same rule as
    `support`). A reply telling the customer a thing was already refunded names these, at their recorded amounts."""
    row = POLICY_TABLE[case_type]
    keys = {item_key(i) for i in named_items(decision)}
    out = []
    for r in refunded:
        covers = r.get("covers") or covers_in_reason(order, r)
        if covers and any(item_key(c) in keys for c in covers):
            out.append(r)
        elif not covers and (r.get("case_type") == case_type or (row.draws_on == LINES and may_draw_on_items(r.get("case_type")))):
            out.append(r)
    return out


def covers_in_reason(order: dict, refund: dict) -> list[dict]:
    """What an earlier refund that recorded nothing it drew on was for, when its reason says: a
    refund "for the green vase returned", paid at the till against the card charge, is the vase's,
    so it leaves the bowl beside it unpaid-for untouched, and the vase paid for. Only a refund that
    could have paid for items, whose reason names exactly one line of the order by a word no other
    line has, and whose amount that line's worth holds: else [] (it may have been for any line)."""
    if refund.get("covers") or not may_draw_on_items(refund.get("case_type")):
        return []
    lines = order.get("lines", [])
    own = {x["sku"]: _words(x.get("description", "")) for x in lines}
    telling = {sku: words - set().union(*(v for k, v in own.items() if k != sku)) for sku, words in own.items()}
    said = _words(refund.get("reason") or "")
    named = [x for x in lines if telling[x["sku"]] & said]
    if len(named) != 1 or len(lines) < 2:
        return []
    line = named[0]
    amount = int(refund.get("amount_cents") or 0)
    if amount > line_cents(order, line["sku"], int(line.get("quantity", 1))):
        return []
    return [{"sku": line["sku"], "quantity": int(line.get("quantity", 1)), "cents": amount}]


def allocate(amount_cents: int, items: list[dict]) -> list[dict]:
    """Spread a refund over its named items in order, each up to what it has left: what the refund
    `covers`, kept with it so a later decision sees which lines and charges were drawn on."""
    out, rest = [], amount_cents
    for item in items:
        take = min(rest, item["left_cents"])
        key = {"sku": item["sku"], "quantity": item["quantity"]} if "sku" in item else {"charge": item["charge"]}
        out.append({**key, "cents": take})
        rest -= take
    if rest > 0 and out:
        out[-1]["cents"] += rest  # over what the items support: recorded as asked, the check refuses it
    return out


def may_draw_on_items(case_type: str | None) -> bool:
    """Whether a refund of this case type could have been paid for the order's items: one on lines,
    a carrier claim (everything charged), or one whose case type is unknown (conservatively)."""
    row = POLICY_TABLE.get(case_type or "")
    return row is None or row.draws_on in (LINES, ALL_CHARGES)


def order_room_cents(case_type: str, order: dict, refunded: list[dict]) -> int:
    """The most a decision of this case type can refund on this order from its charges alone, less
    what was refunded for the same kind of case already (in any run: a buyer who files the same
    duplicate charge twice is refunded once), and never more than the order's charges left."""
    charges = order.get("charges", [])
    by_kind = lambda *kinds: sum(c["amount_cents"] for c in charges if c["kind"] in kinds)  # noqa: E731
    draws = POLICY_TABLE[case_type].draws_on
    if draws == COPIES:
        room = sum(c["amount_cents"] for c in copies(order))
    elif draws == DELIVERY:
        room = by_kind("delivery")
    elif draws == ALL_CHARGES:
        room = by_kind("items", "delivery", "tax")
    else:
        room = by_kind("items", "tax")
    same_kind = sum(r["amount_cents"] for r in refunded if r.get("case_type") == case_type or
                    (draws == LINES and not r.get("covers") and may_draw_on_items(r.get("case_type"))))
    everything = sum(r["amount_cents"] for r in refunded)
    return max(0, min(room - same_kind, by_kind("items", "delivery", "tax") - everything))


def charge_may_pay(case_type: str | None, charge: dict) -> bool:
    """Whether a refund of this case type may be paid out of this charge (`copy`: it repeats an
    earlier identical one): the judge's pools, from the same column."""
    draws = POLICY_TABLE[case_type].draws_on if case_type in POLICY_TABLE else ALL_CHARGES
    return {COPIES: charge.get("copy", False), DELIVERY: charge["kind"] == "delivery",
            ALL_CHARGES: True, LINES: charge["kind"] in ("items", "tax")}[draws]
