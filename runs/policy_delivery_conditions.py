"""The policy's conditions on charges and delivery (POL-BILL-001, POL-NDL-003, POL-LATE): charged twice, delivered
or not, the carrier lost it, delivered after the promised date and the fees that late parcels paid.
"""

from __future__ import annotations

from .fee_parcels import fee_parcels
from .money import dollars
from .policy_charges import copies, _day, distinct_charges
from .policy_evidence import acted_skus, _delivered_day, Evidence, Finding, line_delivered_on, parcels_of, shipments
from .policy_terms import STALLED_DAYS
from .arrival_told import arrival_told


def charged_twice(ev: Evidence, decision: dict) -> Finding:
    extra = copies(ev.order)
    return Finding("charged_twice", bool(extra), {"copies": [c.get("number") for c in extra]},
                   f"{len(extra)} charge(s) repeat an earlier one beyond what the order cost" if extra
                   else "no charge on the order is beyond what the order cost")


def delivered(ev: Evidence, decision: dict) -> Finding:
    """The named line's parcel was delivered (any parcel, when the line cannot be placed in one)."""
    day, basis = line_delivered_on(ev, acted_skus(decision))
    return Finding("delivered", day is not None, {"delivered_on": day and day.isoformat(), "counted_from": basis},
                   f"delivered {day:%d %b %Y}" if day else "the carrier has no delivery scan: it never arrived")


def _scan_record(s: dict) -> dict:
    """A parcel as a check's inputs show it: its tracking number, status, lines and scans."""
    return {"tracking_number": s.get("tracking_number"), "status": s.get("status"), "lines": list(s.get("lines") or []),
            "promised_by": s.get("promised_by") and str(s.get("promised_by"))[:10],
            "scans": [{"at": str(sc.get("at")), "code": sc.get("code")} for sc in sorted(s.get("scans") or [], key=lambda sc: str(sc.get("at")))]}


def parcels_claimed(ev: Evidence, decision: dict) -> tuple[list[dict], str]:
    """The parcels a non-delivery claim is about, and which: those that carried the lines the
    decision names, when the shop recorded every one of them in a parcel (a split order's chair
    parcel lost while its desk parcel came); otherwise every parcel of the order, since a claim
    on the whole order, or on lines the shop cannot place, is judged on all of them."""
    skus = acted_skus(decision)
    mine, placed = parcels_of(ev, skus) if skus else ([], False)
    if placed:
        return mine, "the parcel(s) carrying " + ", ".join(skus)
    return list(shipments(ev)), "every parcel of the order"


def not_delivered(ev: Evidence, decision: dict) -> Finding:
    """No parcel the claim is about was delivered (`parcels_claimed`): the chair's own parcel
    decides the chair's claim, whatever the desk's parcel says."""
    parcels, which = parcels_claimed(ev, decision)
    came = [(s, d) for s in parcels for d in [_delivered_day(ev, s)] if d is not False]
    compared = {"judged_on": which, "parcels": [_scan_record(s) for s in parcels],
                "delivered_on": max((d for _, d in came if d), default=None) and max(d for _, d in came if d).isoformat()}
    if came:
        says = "; ".join(f"the carrier scanned {s.get('tracking_number') or 'the parcel'} delivered"
                         + (f" on {d:%d %b %Y}" if d else "") for s, d in came)
    else:
        says = "the carrier has no delivery scan for " + (", ".join(s.get("tracking_number") or "the parcel" for s in parcels) or "the order")
    return Finding("not_delivered", not came, compared, says)


def promised_date_passed(ev: Evidence, decision: dict) -> Finding:
    """Every parcel the claim is about was marked lost or is past its own promised date (a parcel
    with no date of its own is held to the latest date the others were promised): a lost lamp does
    not carry the rug whose parcel is still due in six days."""
    parcels, which = parcels_claimed(ev, decision)
    days = [_day(s.get("promised_by")) for s in parcels if s.get("promised_by")]
    latest, today = (max(days) if days else None), ev.today
    judged = []
    for s in parcels:
        promised = _day(s.get("promised_by")) or latest
        lost = s.get("status") == "lost"
        judged.append({"tracking_number": s.get("tracking_number"), "promised_by": promised and promised.isoformat(), "lost": lost,
                       "holds": lost or (promised is not None and today > promised)})
    holds = bool(judged) and all(p["holds"] for p in judged)
    lost_names = [p["tracking_number"] or "the parcel" for p in judged if p["lost"]]
    due = [p for p in judged if not p["holds"]]
    one_date = len({p["promised_by"] for p in judged if not p["lost"]}) <= 1

    def says(zone: str) -> str:  # `zone`: the words naming the zone the days were counted in, or none (the customer's)
        if lost_names and not due:
            return "the carrier marked " + ", ".join(lost_names) + " lost"
        if latest is None and not lost_names:
            return f"the order has no promised delivery date to have passed (today is {today:%d %b %Y})"
        if one_date and not lost_names:
            return f"promised by {latest:%d %b %Y}, today is {today:%d %b %Y}{zone}" + ("" if holds else ": still within its promised date")
        # parcels told apart: the lost lamp's parcel does not carry the rug's, still due
        return "; ".join([*(f"the carrier marked {n} lost" for n in lost_names),
                          *(f"{p['tracking_number'] or 'a parcel'} " + (f"promised by {_day(p['promised_by']):%d %b %Y}"
                                                                         + ("" if p["holds"] else ": still within its promised date")
                                                                         if p["promised_by"] else "has no promised delivery date to have passed")
                            for p in judged if not p["lost"])]) + f"; today is {today:%d %b %Y}{zone}"
    return Finding("promised_date_passed", holds, {"promised_by": latest and latest.isoformat(), **ev.clock(), "lost": bool(lost_names),
                                                   "judged_on": which, "parcels": [s.get("tracking_number") for s in parcels],
                                                   "per_parcel": judged}, says(ev.in_zone()), says(""))


def carrier_lost_it(ev: Evidence, decision: dict) -> Finding:
    """POL-NDL-003: a parcel counts as lost when the carrier marked it lost, its last scan is an
    exception, or its tracking has not moved for STALLED_DAYS or more before `now` (a parcel that
    never had a scan counts from the order's placing); a passed promised date alone is not enough.
    Judged on the parcels the claim is about (`parcels_claimed`)."""
    today, lost, moving, told = ev.today, [], [], []
    parcels, which = parcels_claimed(ev, decision)
    for s in parcels:
        scans = sorted(s.get("scans") or [], key=lambda sc: sc["at"])
        last = ev.day(scans[-1]["at"]) if scans else ev.day(ev.order.get("placed_at"))
        idle = (today - last).days if last else None
        name = s.get("tracking_number") or "the parcel"
        if s.get("status") == "lost":
            lost.append(f"the carrier marked {name} lost")
        elif scans and scans[-1].get("code") == "exception":
            lost.append(f"the last scan of {name} is an exception")
        elif idle is not None and idle >= STALLED_DAYS:
            lost.append(f"{name} has not moved since {last:%d %b %Y}, {idle} days")
        else:
            moving.append(f"{name} last moved {last:%d %b %Y}, {idle} day(s) before {today:%d %b %Y}" if last else f"{name} has no scan")
            # the customer is told where it was last seen, never the policy's code or the carrier's raw tracking number (V29C-29)
            where = next((f" in {sc['location']}" for sc in reversed(scans) if sc.get("location")), "") if scans else ""
            told.append(f"the carrier last scanned it on {last:%d %b %Y}{where}" if scans else "the carrier has not scanned it yet")
    holds = bool(lost) and not moving
    says = "; ".join(lost) if holds else ("; ".join(moving) or "no shipment") + \
        f": not lost (marked lost, an exception scan, or {STALLED_DAYS}+ days without movement, POL-NDL-003)"
    customer = "" if holds or not told else (f"your parcel is still on its way with the carrier ({'; '.join(told)}), and a parcel "
                                             f"counts as lost only after {STALLED_DAYS} days without a scan")
    return Finding("carrier_lost_it", holds, {"stalled_days": STALLED_DAYS, "lost": lost, "moving": moving, "judged_on": which,
                                              "parcels": [_scan_record(s) for s in parcels], **ev.clock()}, says, customer)


def late_parcels(ev: Evidence) -> tuple[list[dict], list[dict]]:
    """Each delivered parcel judged on its own dates ({tracking_number, delivered_on, promised_by,
    late}), and the late ones: an order whose desk came on time and whose lamp came four days late
    has one late parcel, whatever the order's last delivery and last promised date say."""
    judged = []
    for s in shipments(ev):
        day, promised = _delivered_day(ev, s), _day(s.get("promised_by"))
        if day is False or day is None or promised is None:
            continue
        judged.append({"tracking_number": s.get("tracking_number"), "delivered_on": day.isoformat(), "promised_by": promised.isoformat(),
                       "late": day > promised})
    return judged, [p for p in judged if p["late"]]


def delivery_fees(ev: Evidence) -> list[dict]:
    return [c for c in distinct_charges(ev.order) if c["kind"] == "delivery"]


def fees_tied(ev: Evidence) -> dict[int, str]:
    """{delivery fee number: the tracking number of the parcel it paid for}, where the records tie them
    (runs.fee_parcels: "Express delivery" paid for the Bluejay Express parcel)."""
    return fee_parcels(delivery_fees(ev), list(ev.order.get("shipments") or []))


def late_fees(ev: Evidence) -> list[dict]:
    """The delivery charges a late delivery refunds (POL-LATE-006): the fee of each late parcel.
    One fee for the whole order is refunded when any of its parcels came late. When the order has
    a fee per parcel, a fee the records tie to a parcel is refunded when that parcel came late and
    never when it came on time; for the fees they do not tie, as many as parcels came late (and
    have no fee tied to them) are refunded, the smallest first: never more than the late parcels paid."""
    fees = delivery_fees(ev)
    _, late = late_parcels(ev)
    if not late:
        return []
    if len(fees) <= 1:
        return fees
    tied = fees_tied(ev)
    late_numbers = {p["tracking_number"] for p in late}
    owed = [c for c in fees if c.get("number") in tied and tied[c.get("number")] in late_numbers]
    loose = [c for c in fees if c.get("number") not in tied]
    unpaid_late = [p for p in late if p["tracking_number"] not in tied.values()]
    owed += sorted(loose, key=lambda c: (c["amount_cents"], c.get("number", 0)))[:len(unpaid_late)]
    return sorted(owed, key=lambda c: c.get("number", 0))


def delivered_late(ev: Evidence, decision: dict) -> Finding:
    """A parcel came after its own promised date, and a refund names only fees the late parcels paid:
    a fee the records tie to a parcel that came on time is never one of them, and of the fees they
    do not tie no more than the late parcels left without a fee of their own."""
    judged, late = late_parcels(ev)
    fees = delivery_fees(ev)
    by_number = {c.get("number"): c for c in fees}
    named = [by_number[int(n)] for n in decision.get("charges") or [] if int(n) in by_number]
    tied = fees_tied(ev) if len(fees) > 1 else {}
    on_time = {p["tracking_number"] for p in judged if not p["late"]}
    late_numbers = {p["tracking_number"] for p in late}
    wrong = [c for c in named if c.get("number") in tied and tied[c.get("number")] not in late_numbers]
    loose_named = [c for c in named if c.get("number") not in tied]
    loose_allowed = len([p for p in late if p["tracking_number"] not in tied.values()])
    too_many = bool(late) and len(fees) > 1 and len(loose_named) > loose_allowed
    holds = bool(late) and not too_many and not wrong
    words = [f"{p['tracking_number'] or 'a parcel'} delivered {_day(p['delivered_on']):%d %b %Y}, promised by "
             f"{_day(p['promised_by']):%d %b %Y}" + (": late" if p["late"] else ": on time") for p in judged]
    after = ""
    for c in wrong:
        came = "came on time" if tied[c.get("number")] in on_time else "has not come late"
        after += f"; the refund names {c['description']} ({dollars(c['amount_cents'])}), the fee of {tied[c.get('number')]}, which {came}"
    if too_many:
        after += f"; the refund names {len(loose_named)} delivery fees but only {loose_allowed} parcel(s) came late"

    def says(zone: str) -> str:  # `zone`: the words naming the zone the days were counted in, or none (the customer's)
        return (("; ".join(words) + zone if words else "") or "not delivered yet") + after
    return Finding("delivered_late", holds, {"parcels": judged, "late_parcels": len(late), "delivery_fees": len(fees),
                                             "fees_named": len(named), "fee_parcels": {str(k): v for k, v in tied.items()},
                                             "fees_of_on_time_parcels": [c.get("number") for c in wrong], **ev.clock()},
                   says(ev.in_zone()), says(""))


def not_told_arrived(ev: Evidence, decision: dict) -> Finding:
    """The customer does not say the goods a non-delivery claim is about arrived: tracking stalled or lost is the carrier's
    word, and "The vase arrived broken." is the customer's that they hold it (V36-027). Judged only where no claimed
    parcel was scanned delivered (a scan is `not_delivered`'s to judge)."""
    parcels, _ = parcels_claimed(ev, decision)
    if any(_delivered_day(ev, s) is not False for s in parcels):
        return Finding("not_told_arrived", True, {"customer_says": []}, "a claimed parcel was scanned delivered: judged by not_delivered")
    skus = acted_skus(decision)
    goods = [x.get("description", "") for x in ev.order.get("lines", []) if x.get("sku") in skus]
    told = arrival_told(tuple(ev.said) + tuple(ev.told), goods)
    if not told:
        return Finding("not_told_arrived", True, {"customer_says": []}, "the ticket does not say the goods arrived")
    return Finding("not_told_arrived", False, {"customer_says": told},
                   f'the customer says the goods arrived ("{told[0]}") though the carrier has no delivery scan: not a lost parcel, '
                   "so nothing is paid as one; a person checks what came",
                   f'you tell us it arrived ("{told[0]}"), while the carrier\'s tracking has not caught up, so a colleague will '
                   "check what came before anything is paid")
