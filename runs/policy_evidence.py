"""What a policy decision is judged on (runs/policy.py): the evidence a run recorded (order, supplement, scans, the
customer's words, the moment judged at), a condition's finding, and the facts read off that evidence (parcels, delivery days, lines named).
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass
from datetime import date, datetime
from typing import Callable

from .local_days import local_day, zone_name
from .policy_charges import _day


ORDER, POLICY, SUPPLEMENT, SCANS = "order", "policy", "supplement", "scans"


EVIDENCE_TOOLS = {ORDER: "get_order", POLICY: "search_policy", SUPPLEMENT: "get_seller_supplement", SCANS: "get_carrier_scan"}


@dataclass(frozen=True)
class Evidence:
    """What a run has recorded about the order, and the moment it is judged at; `said`, the
    sentences in which the ticket asks for something about the order (the customer's own account);
    `told`, the ticket's other sentences about the order (what the customer tells around its
    requests: "I've opened it and used it for a week."); `zone`, the time zone its days are counted
    in (the ticket's; blank: the shop's SHOP_TIME_ZONE)."""

    order: dict
    now: datetime
    supplement: dict | None = None
    scans: dict | None = None
    said: tuple[str, ...] = ()
    zone: str = ""
    told: tuple[str, ...] = ()

    @property
    def today(self) -> date:
        """The shop's day of `now`: a claim at 7:30 pm Pacific on the promised day is made that day."""
        return local_day(self.now, self.zone)

    def day(self, value) -> date | None:
        """The shop's day of a recorded moment (a scan, a delivery); a date stays as it is."""
        return local_day(value, self.zone)

    def in_zone(self) -> str:
        """Words naming the zone the days were counted in, where it is not UTC (the shop's day
        then differs from the stored one): " (days in America/Los_Angeles)"."""
        name = zone_name(self.zone)
        return "" if name == "UTC" else f" (days in {name})"

    def clock(self) -> dict:
        """The moment and the zone a condition counted its days in, as its recorded inputs name them."""
        return {"now": self.now.isoformat(), "time_zone": zone_name(self.zone), "today": self.today.isoformat()}


@dataclass(frozen=True)
class Finding:
    """One condition on one piece of evidence: whether it holds, the values it compared, and the
    comparison in plain words (money in dollars, dates as dates) for the run page and the agent."""

    condition: str
    holds: bool
    compared: dict
    says: str
    # `says` as the customer is told it, where it differs: without the time zone the days were counted in (the shop's
    # business) and the window in words. The reply's words, not the record's: kept out of it (`recorded`).
    customer_words: str = ""

    def for_the_customer(self) -> str:
        return self.customer_words or self.says

    def recorded(self) -> dict:
        """The finding as the record keeps it: the condition, whether it held, what it compared and its words."""
        return {"condition": self.condition, "holds": self.holds, "compared": copy.deepcopy(self.compared), "says": self.says}


def shipments(ev: Evidence) -> list[dict]:
    """The carrier's view when the run read it, else the order's."""
    return (ev.scans or {}).get("shipments") or ev.order.get("shipments", [])


def delivered_on(ev: Evidence) -> date | None:
    """The day of the last delivery scan (or delivered_at), None if the carrier never delivered it."""
    days = []
    for s in shipments(ev):
        scanned = [sc["at"] for sc in s.get("scans", []) if sc.get("code") == "delivered"]
        when = s.get("delivered_at") or (max(scanned) if scanned else None)
        if when or s.get("status") == "delivered":
            days.append(ev.day(when) or _day(s.get("promised_by")))
    return max(days) if days else None


def _delivered_day(ev: Evidence, s: dict) -> date | None | bool:
    """The shop's day a parcel was delivered (its delivered_at, else its last delivery scan, else
    its promised date when only its status says delivered); False when it was not delivered."""
    scanned = [sc["at"] for sc in s.get("scans", []) if sc.get("code") == "delivered"]
    when = s.get("delivered_at") or (max(scanned) if scanned else None)
    if when or s.get("status") == "delivered":
        return ev.day(when) or _day(s.get("promised_by"))
    return False


def parcels_of(ev: Evidence, skus: list[str]) -> tuple[list[dict], bool]:
    """The parcels that carried these lines, and whether the shop recorded it for every one of them.
    The carrier's view (scans) is matched to the order's shipments by tracking number, since only
    the order knows which lines a parcel carried."""
    carried = {s.get("tracking_number"): set(s.get("lines") or []) for s in ev.order.get("shipments", [])}
    for s in (ev.scans or {}).get("shipments") or []:
        carried.setdefault(s.get("tracking_number"), set()).update(s.get("lines") or [])
    mine = [s for s in shipments(ev) if set(skus) & carried.get(s.get("tracking_number"), set())]
    placed = {sku for s in mine for sku in carried.get(s.get("tracking_number"), set())}
    return mine, bool(skus) and set(skus) <= placed


def line_delivered_on(ev: Evidence, skus: list[str]) -> tuple[date | None, str]:
    """The day the parcel carrying the named line(s) was delivered, and where that day comes from.
    A window counts from it, not from the order's last parcel: a rug delivered 50 days ago is not
    returnable because a backordered cushion came last week. When the shop cannot place a line in
    a parcel (or no line is named) it counts from the order's EARLIEST delivery: the shorter window,
    the choice that never pays out money the policy may not owe. None when the line's parcel (or,
    unplaced, every parcel) has no delivery."""
    mine, placed = parcels_of(ev, skus)
    if placed:
        days = [_delivered_day(ev, s) for s in mine]
        if any(d is False for d in days):
            return None, "its parcel"
        return min(days), "its parcel"
    days = [d for d in (_delivered_day(ev, s) for s in shipments(ev)) if d is not False]
    if not days:
        return None, "the order"
    return min(days), ("the order's only delivery" if len(shipments(ev)) <= 1 else
                       "the order's earliest delivery (the line's parcel is not recorded)")


def acted_skus(decision: dict) -> list[str]:
    """Every sku a decision names in `lines` and the `sku` its effect (a return, a collection) acts on."""
    skus = [x["sku"] for x in decision.get("lines") or []] + ([decision["sku"]] if decision.get("sku") else [])
    return list(dict.fromkeys(skus))


def sku_outside_lines(decision: dict) -> str | None:
    """A `sku` the effect acts on that is not among the decision's named lines: the problem, else None."""
    named = [x["sku"] for x in decision.get("lines") or []]
    sku = decision.get("sku")
    if sku and named and sku not in named:
        return f"the decision acts on {sku} but names the line(s) {', '.join(dict.fromkeys(named))}"
    return None


def named_line(ev: Evidence, decision: dict) -> dict | None:
    skus = acted_skus(decision)
    return next((x for x in ev.order.get("lines", []) if skus and x["sku"] == skus[0]), None)


Condition = Callable[[Evidence, dict], Finding]


_REASON_WORD = re.compile(r"[a-z]{3,}")


def _words(text: str) -> set[str]:
    return {w[:-1] if w.endswith("s") and not w.endswith("ss") else w for w in _REASON_WORD.findall(text.lower())}
