"""Which parcel a delivery fee paid for, on an order with a fee per parcel.

The shop records a delivery charge with its description ("Express delivery", "Standard delivery")
and a parcel with its carrier ("Bluejay Express", "Meridian Parcel"), but no link between the two.
A late delivery refunds the fee of the parcel that came late (POL-LATE-006), never the fee of a
parcel that came on time, so the fee's parcel is read from what the two records say:
- a fee and a parcel tie when they name the same service ("express", "next-day", "economy") and
  neither names it with any other parcel or fee;
- when every fee but one and every parcel but one are tied, the last fee paid for the last parcel.
A fee left untied is one the shop cannot place: the policy then pays as many of those as parcels
came late, the smallest first (runs.policy_delivery_conditions.late_fees).
"""

from __future__ import annotations

import re

# Words of a delivery service, as a fee's description or a carrier's name says them.
_SERVICE = re.compile(r"\b(express|standard|economy|priority|overnight|next[\s-]?day|same[\s-]?day|two[\s-]?day|2[\s-]?day|"
                      r"freight|courier|saver|ground|premium|tracked|signed|international|white[\s-]?glove|bulky|large[\s-]?item)\b", re.I)


def _services(text: str) -> set[str]:
    return {re.sub(r"[\s-]+", "", m.group(1).lower()) for m in _SERVICE.finditer(text or "")}


def _parcel_services(parcel: dict) -> set[str]:
    return _services(" ".join(str(parcel.get(k) or "") for k in ("carrier", "service", "description")))


def fee_parcels(fees: list[dict], parcels: list[dict]) -> dict[int, str]:
    """{fee number: tracking number of the parcel it paid for} for the fees that can be tied."""
    if len(fees) < 2 or len(fees) != len(parcels):
        return {}
    tied: dict[int, str] = {}
    for fee in fees:
        said = _services(fee.get("description", ""))
        matches = [p for p in parcels if said & _parcel_services(p)]
        if len(matches) != 1:
            continue
        rivals = [f for f in fees if _services(f.get("description", "")) & _parcel_services(matches[0])]
        if len(rivals) == 1:
            tied[fee["number"]] = matches[0].get("tracking_number")
    loose_fees = [f for f in fees if f["number"] not in tied]
    loose_parcels = [p for p in parcels if p.get("tracking_number") not in tied.values()]
    if tied and len(loose_fees) == 1 and len(loose_parcels) == 1:
        tied[loose_fees[0]["number"]] = loose_parcels[0].get("tracking_number")
    return tied
