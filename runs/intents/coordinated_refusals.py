"""A second action joined to a refused one by "or" / "nor" is refused too: "Please don't refund it or send
another", "do not refund me nor post a new one", "don't refund or replace it". The negation reaches over the
"or", as in plain English. Read as the first verb only, "don't refund it or send another" refused the money
but not the new unit: the customer who turned both remedies down kept a claim open, and the refusal went to a
person as an ask of its own.

Only a join with no comma before it: "Don't refund it, or send a new one if that's easier" offers a choice,
and "don't refund it or I'll complain" threatens; neither refuses a second action."""

from __future__ import annotations

import re

from .cues import ANOTHER, REPLACEMENT

# What the joined verb does: "send another", "post a new one", "replace it", "swap it", "exchange them".
_UNIT = rf"(?:(?:me|us)\s+)?(?:(?:a|an|any)\s+)?(?:{ANOTHER}(?:\s+one)?|new\s+ones?|fresh\s+ones?|second\s+ones?|{REPLACEMENT}s?|" \
        r"(?:it|them|one)\s+again)\b"
_JOINED = re.compile(
    r"\s*(?:(?:it|them|me|us|that|this|those|these|the\s+[\w-]+(?:\s+[\w-]+)?|anything)\s+)?(?:either\s+)?(?:or|nor)\s+"
    r"(?:(?:do\s+not|don'?t|dont)\s+)?(?:bother\s+(?:to\s+)?)?(?:"
    rf"(?P<send>send\w*|ship\w*|post\w*|dispatch\w*|mail\w*)\s+(?:out\s+)?{_UNIT}"
    r"|(?P<replace>replac\w*|swap\w*|exchang\w*)\b"
    r"|(?P<collect>collect\w*|pick\w*\s+(?:it|them)\s+up)\b"
    r"|(?P<back>(?:take|have)\s+(?:it|them)\s+back)\b)", re.I)


def joined_refusals(text: str, refused_at: list[int]) -> list[str]:
    """The actions refused by a join after a refused verb that ends at each offset of `refused_at`:
    "don't refund it or send another" refuses the replacement beside the refund."""
    out: list[str] = []
    for end in refused_at:
        m = _JOINED.match(text, end)
        if not m:
            continue
        action = "replacement" if m.group("send") or m.group("replace") else "collection" if m.group("collect") else "return"
        if action not in out:
            out.append(action)
    return out
