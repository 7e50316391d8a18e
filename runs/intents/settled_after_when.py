"""A past problem told in a "when" clause, then settled: "You may remember me from February when the chef's knife came
with a bent tip - your colleague refunded that and I was really happy with how it was handled" was read as a new damage
claim, twice (once as another order, once on a line it couldn't place), and put before a person as an $81.00 claim.

The screener holds settling words inside a wish, a condition or an ask as unsettled ("when you refund it", "if it's
sorted"). A "when" that opens a clause told in the past ("when the knife came with a bent tip", "when my lamp arrived
dented") is a time told, not a condition: a settling after it, joined by "and", "but", "so", "then" or a dash ("- your
colleague refunded that", "and that was sorted", "and you made it right"), or by nothing at all ("When the kettle came
with a bent spout your colleague refunded that", mendW), stands. The comma already ended that clause.

Near-misses, still open: "let me know when it's been refunded", "when you've refunded it, I'll send the other one back"
(a "when" ahead, no past told in it), "when the knife came bent I asked for a refund" (no settling at all), "the knife came
bent and your colleague refunded only half" (a settling chased: runs/intents/settled_words.py NOT_SETTLED).
"""

from __future__ import annotations

import re

# A "when" clause telling the past, up to a joining word or a dash right before the settling words.
_PAST = r"(?:came|arrived|turned\s+up|showed\s+up|got\s+here|was|were|had|got|broke|snapped|split|went|[a-z]+ed)"
_WHEN_PAST_THEN = re.compile(rf"\bwhen\s+(?:[\w'’-]+\s+){{0,6}}?{_PAST}\b[^.!?,;]*?(?:\s+(?:and(?:\s+then)?|but|so|then)|\s*[-–—]+)?\s*(?:(?:it|that|this|they|which|all)\s+)?$", re.I)


def settled_after_past_when(before: str, opener_at: int) -> bool:
    """Whether the words `before` a settling, whose condition opener stands at `opener_at`, are a "when" clause told in
    the past and joined to the settling: a time told, so the settling stands."""
    m = _WHEN_PAST_THEN.search(before, opener_at)
    return bool(m and m.start() == opener_at)


# Buying again is no problem again: "you made it right - so I ordered again", "I've bought from you again since".
_BOUGHT_AGAIN = re.compile(r"\b(?:ordered|ordering|bought|buying|shopped|shopping|purchased)\s+(?:(?:from|with)\s+(?:you|u|your\s+\w+)\s+|[\w'’-]+\s+){0,3}?(again)\b", re.I)


def without_bought_again(text: str) -> str:
    """`text` with the "again" of a purchase made again blanked, its length kept: the settled problem does not recur."""
    return _BOUGHT_AGAIN.sub(lambda m: m.group(0)[:m.start(1) - m.start()] + " " * len(m.group(1)), text)
