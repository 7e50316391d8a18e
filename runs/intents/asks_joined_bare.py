"""Two asks joined by a bare "and": "The mug arrived chipped so refund it please and change my address to 14 Elm Rd." The
clause of no known kind was cut only at a marked join (", and", "; ", " - ": runs/intents/other_clause.py), so the
person's subtask quoted the whole sentence, the refunded clause with it, and the reply told the refund as still open.
A bare "and" followed by an imperative ask with its object ("and change my address", "and please cancel the
subscription", "and send me the invoice") is a join too.

And in a long rambling sentence, the clauses of no known kind are most often the story ("So I've been a customer for years
..., my daughter got me into it"): when some of them ask and some only tell, the asking ones are quoted (verify31 V31-12:
"I'd also love if you could update my email", quoted alone, not with the ramble before it).

Not a join: "and" between things ("a refund and a written apology"), nor before a verb that tells ("and changed my mind",
"and cancelled it myself").
"""

from __future__ import annotations

# " and " before an imperative ask with its object: "and change my address", "and also please cancel the subscription"
BARE_AND_ASK = (r"\s+and\s+(?=(?:also\s+)?(?:please\s+|pls\s+|plz\s+|kindly\s+)?(?:update|change|cancel|amend|correct|close|delete|remove|"
                r"unsubscribe|add|send|e-?mail|call|ring|confirm|tell|let|take|put|note)\s+(?:me|us|my|our|the|your|a|an|it|this|that)\b)")


def asking_only(clauses: list[tuple[int, int]], text: str, asks) -> list[tuple[int, int]]:
    """The `clauses` of `text` that ask (`asks(clause)`), when some do and some do not; else all of them."""
    asking = [(a, b) for a, b in clauses if asks(text[a:b])]
    return asking if asking and len(asking) < len(clauses) else clauses
