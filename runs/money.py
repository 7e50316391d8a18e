"""Money as people read it: amounts are kept in whole cents and shown in dollars, in one way
everywhere (replies, guard findings, ticket text, pages)."""

from __future__ import annotations


def dollars(cents: int) -> str:
    """12900 -> "$129.00"; -550 -> "-$5.50"."""
    sign = "-" if cents < 0 else ""
    return f"{sign}${abs(cents) / 100:,.2f}"
