"""Money as people read it: cents stored, dollars shown."""

from __future__ import annotations

from runs.money import dollars


def cents(value) -> str:
    """12900 -> $129.00 (blank for what is not a whole number of cents)."""
    try:
        amount = int(value)
    except (TypeError, ValueError):
        return ""
    return dollars(amount)
