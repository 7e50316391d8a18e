"""Fixed facts every part of the demo reads: its calendar, its one tax rate, the case types.

Everything is fixed: dates sit in October-November 2026 and never come from the clock.
"""

from __future__ import annotations

from datetime import date, datetime, time, timezone

from ..models import CaseType

# The day the demo tickets are written on. Return windows and "has it arrived yet" are judged
# against this date, not against the clock, so the demo answers the same way every year.
DEMO_TODAY = date(2026, 11, 20)
EARLIEST = date(2026, 10, 1)
# The last day a demo order is delivered: tickets arrive from 16 November, after the goods.
LAST_DELIVERY = date(2026, 11, 15)

# One sales-tax rate for the whole demo shop, charged on items only (not delivery), computed per
# line, so the tax on any one line can be refunded exactly. No demo price lands on a half cent of
# tax, so every rounding rule (half up, half even) gives the same figure.
TAX_RATE_BASIS_POINTS = 825
TAX_DESCRIPTION = "Sales tax 8.25%"


def tax_cents(line_total_cents: int) -> int:
    return (line_total_cents * TAX_RATE_BASIS_POINTS + 5000) // 10000


def at(day: date, hour: int, minute: int = 0) -> datetime:
    return datetime.combine(day, time(hour, minute), tzinfo=timezone.utc)


DUP, DMG, NDL, WRG, COM, LATE = (
    CaseType.DUPLICATE_CHARGE.value, CaseType.DAMAGED_ITEM.value, CaseType.NON_DELIVERY.value,
    CaseType.WRONG_ITEM.value, CaseType.CHANGE_OF_MIND.value, CaseType.LATE_DELIVERY.value,
)
