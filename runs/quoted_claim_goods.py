"""The goods of a claim the customer's newest words ask only the remedy of, told in the earlier mail quoted below them:
"Refund me please, no need for a new one." over "> the table lamp arrived with a cracked base" on an order of a lamp,
a cup and a pen set. The ask names no goods; the quoted claim it is read as (runs/intents/quoted_remedies.py,
runs/intents/own_claim_chased.py) does, and keeps them in the ask's `about`. Without it the order's several lines
went to a person "named by none of them" and the refund a lead pays was held."""

from __future__ import annotations

from .intents.own_claim_chased import OWN_CLAIM_CHASED_WHY
from .intents.quoted_remedies import QUOTED_REMEDY_WHY
from .intents.reading import ReadSentence
from collections.abc import Callable


def quoted_claim(s: ReadSentence) -> str:
    """The quoted claim an ask of its remedy stands for, as the customer's own earlier words told it ('' for any other ask):
    what the guard names the ask's lines by (runs.guards.named_in_requests, through the request's `quoted_claim`)."""
    return s.about if s.why in (QUOTED_REMEDY_WHY, OWN_CLAIM_CHASED_WHY) else ""


def words_of_quoted_claim(order: dict, request: dict, words_mentioned: Callable[[dict, str], list[str]]) -> dict[str, list[str]]:
    """{sku: the quoted claim's words naming it} for a request dict carrying a `quoted_claim` (the guard's reading)."""
    told = request.get("quoted_claim") or ""
    return {x["sku"]: found for x in order.get("lines", []) if told and (found := words_mentioned(x, told))}


def quoted_claim_lines(order: dict, s: ReadSentence, words_mentioned: Callable[[dict, str], list[str]]) -> set[str]:
    """The skus of the order's lines the quoted claim an ask of its remedy stands for names (by `words_mentioned`,
    runs.ticket_lines'); empty for any other ask."""
    told = quoted_claim(s)
    return {x["sku"] for x in order.get("lines", []) if told and words_mentioned(x, told)}
