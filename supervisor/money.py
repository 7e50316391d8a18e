"""Money as people read it: cents stored, dollars shown."""

from __future__ import annotations


def cents(value) -> str:
    """12900 -> $129.00 (blank for what is not a whole number of cents)."""
    try:
        amount = int(value)
    except (TypeError, ValueError):
        return ""
    sign = "-" if amount < 0 else ""
    return f"{sign}${abs(amount) / 100:,.2f}"
