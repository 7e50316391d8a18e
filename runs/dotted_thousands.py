"""A figure with a point before each group of three digits ("3.000 yen", "¥12.500", "₩45.000") is thousands as much of
the world writes them, never a price with three decimals: "I was charged 3.000 yen twice" was read as "000 yen", 0 (verify32).
In a currency that writes its thousands so, or has no minor unit, it is read whole; in the dollar or the pound, where a point
marks cents, it is still read whole, and its note says so for a person to confirm."""

from __future__ import annotations

import re

# The figure, for runs.sentences' number pattern: whole groups only, never the start of "3.0001" or "1.250,00".
DOTTED_THOUSANDS = r"\d{1,3}(?:\.\d{3})+(?![\d.,]\d)"
_WHOLE = re.compile(DOTTED_THOUSANDS + r"$")
# Where a point between thousands is how the figure is written (or the currency has no cents at all).
_WRITTEN_SO = frozenset({"JPY", "KRW", "EUR", "SEK", "NOK", "DKK", "CHF", "PLN", "BRL", "IDR", "VND", "CLP", "ISK", "HUF", "TRY"})


def dotted_note(num: str, currency: str) -> str:
    """How a dotted figure was read, for a person, where a point could have marked cents ("$1.500"); '' otherwise."""
    if not _WHOLE.match(num.strip()) or currency in _WRITTEN_SO:
        return ""
    return f"'{num}' read as {num.replace('.', ',')} (a point between thousands), not {num} with three decimals: a person confirms"
