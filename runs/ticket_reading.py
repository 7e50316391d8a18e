"""The screener's reading of a ticket's text, made once per process for each text.

`read_ticket` (runs/intents.py) is deterministic in the text and the order the ticket names, and a
ticket's text never changes, yet a run reads it at screening, in every turn of the offline agent
(several times a turn), at plan checks, at reply checks and in the verifier: about a dozen full
readings a run, a tenth of an eval's time. Every caller shares this one cache instead, so nothing
may change a Reading after read_ticket made it (callers derive new ones with dataclasses.replace).
"""

from __future__ import annotations

from functools import lru_cache

from .intents import Reading, read_ticket


@lru_cache(maxsize=512)
def read_once(text: str, order_ref: str = "") -> Reading:
    return read_ticket(text, order_ref=order_ref)
