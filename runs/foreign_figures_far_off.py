"""A figure the customer states in another currency, far off every figure on the order: "I paid 900 euros for it" on a
$45 lamp, "It cost me £300!" for a $30 line (issue #11 finding: such a figure was read with its currency and paid past,
neither compared nor flagged, since a figure in another currency is never compared to the cent: runs/stated_amounts.py).

A bank's rate of the day and its fees move a figure by a few per cent, never by half or double: at a coarse rate per
currency, a figure that stays more than twice away from every figure on the order (a charge or a sum of charges, a line's
units with or without their tax, an earlier refund) is no conversion of any of them. It is unexplained as a dollar figure
off the record is (the amount check holds the refund, a person decides, the sentence quoted), never paid on. A currency
with no rate here is held the same (when in doubt, a person reads it). Near the record ("42 euros" for $45, "€85 taken
twice" on $89.00 copies) the record's figure is paid, as before.

Read in the sentences asking the decision's kind and in the sentences told around them (before, after, attached):
"The lamp arrived broken, please refund it. I paid 900 euros for it." states the figure in a sentence of no ask."""

from __future__ import annotations

from .sentences import amounts_in
from .shop.kinds import NOT_A_CASE
from .ticket_lines import asking_only

# Units of each currency to one dollar, coarse (the test is a factor of two either way); the dollar itself for a price
# stated for the goods far above every figure of the order (runs/stated_amounts.py).
_UNITS_PER_DOLLAR = {"USD": 1.0, "EUR": 0.92, "GBP": 0.79, "CHF": 0.88, "CAD": 1.37, "AUD": 1.52, "NZD": 1.67, "HKD": 7.8, "JPY": 150.0,
                     "SEK": 10.5, "NOK": 10.7, "DKK": 6.9, "PLN": 4.0, "INR": 83.0, "KRW": 1350.0}
_FAR = 2.0


def far_off(cents: int, currency: str, figures: list[int]) -> bool:
    """Whether a figure in `currency` (its cents as written) is more than twice away from every figure on the order."""
    rate = _UNITS_PER_DOLLAR.get(currency)
    if rate is None:
        return True
    dollars_cents = cents / rate
    return not any(f / _FAR <= dollars_cents <= f * _FAR for f in figures)


def told_around(kind: str, ticket_requests: list[dict]) -> list[dict]:
    """The amounts in another currency ({text, cents, sentence, currency}) stated in the sentences told around the
    requests of `kind` (before, after or attached to them), which the requests' own amounts do not carry."""
    asking = asking_only(ticket_requests)
    kinds_read = {k for r in asking for k in r.get("kinds") or []} - set(NOT_A_CASE)
    # (a sentence of no kind too, when every ask is of this kind: "It cost me £300! Refund please." after the damage)
    texts = dict.fromkeys(t for r in asking if kind in (r.get("kinds") or []) or (not r.get("kinds") and kinds_read == {kind})
                          for t in [*(r.get("told") or []), *(r.get("told_after") or []), *(r.get("attached") or [])])
    return [{"text": a.text, "cents": a.cents, "sentence": t, "currency": a.currency}
            for t in texts for a in amounts_in(t) if a.cents and a.currency != "USD"]


def foreign_far_off(kind: str, stated_foreign: list[dict], ticket_requests: list[dict], figures: list[int]) -> list[dict]:
    """The figures in another currency, stated for `kind` or told around its requests, far off every figure on the order."""
    seen = {(a["text"], a["sentence"]) for a in stated_foreign}
    around = [a for a in told_around(kind, ticket_requests) if (a["text"], a["sentence"]) not in seen]
    return [a for a in [*stated_foreign, *around] if far_off(a["cents"], a["currency"], figures)]
