"""Money asked after a refund told as partial: "you refunded only half of it, I want the rest", "I only got $12 back,
where's the remainder", "the refund was $20 short, please send the difference". An ask, whatever the words around it:
read whole it was settled context ("...you refunded ... half": a remedy told as given), or a status question about a
parcel ("where's ..."). It becomes a request of kind `other` quoting the sentence, so a person sees what is still owed
(a sentence read already as a claim of a known kind keeps it, for the guard to pay what the record owes, and asks a person
too: the guard found the line covered by the partial refund and the run closed with the rest asked unanswered).

Near-misses: a partial refund told without the rest asked ("you refunded half and I'm happy with that"), the rest of the
goods ("the rest of the order was fine"), a remainder asked of nothing refunded ("where's the rest of my order" is the
goods', read elsewhere)."""

from __future__ import annotations

import re

from .reading import ReadSentence

# A refund told as partial: "refunded only half", "only got $12 back", "a partial refund", "$20 short".
_PARTIAL = re.compile(
    r"\b(?:only|just|merely)\s+(?:(?:got|received|had|seen|been\s+(?:refunded|given|paid|credited|sent))\s+|refunded\s+|gave\s+(?:me\s+)?|"
    r"credited\s+|paid\s+(?:me\s+)?|sent\s+(?:me\s+)?)(?:me\s+)?(?:back\s+)?(?:about\s+|around\s+)?(?:half|part|a\s+(?:part|fraction|bit)|some|\$|£|€|\d)"
    r"|\brefunded\s+(?:me\s+)?(?:only|just|merely)\b|\brefunded\s+(?:me\s+)?(?:half|part|some)\b|\b(?:only|just)\s+half\b"
    r"|\bpartial(?:ly)?\s+refund|\brefund(?:ed)?\s+(?:was|is|came\s+to)\s+(?:\$|£|€)?\s?\d[\d.,]*\s+short\b|\b(?:came|was)\s+(?:up\s+)?short\b"
    r"|\b(?:half|part|some)\s+(?:of\s+(?:it|the\s+\w+|my\s+\w+)\s+)?(?:back|refunded)\b", re.I)
# The rest of the money asked or chased: "I want the rest", "where's the remainder", "send the difference".
_REST = re.compile(
    r"\b(?:the\s+)?(?:rest(?!\s+of\s+(?:the|my)\s+(?:order|items?|goods|things|parcel|delivery|stuff))|remainder|remaining\s+(?:\$|£|€)?\s?\w+|"
    r"balance|difference|other\s+half|outstanding\s+(?:\$|£|€)?\s?\w+|shortfall)\b|\bwhat(?:'s|’s|\s+is)\s+(?:left|still\s+owed|owed|missing)\b"
    r"|\bstill\s+(?:owed|owe\s+me|due)\b|\b(?:you|u)\s+(?:still\s+)?owe\s+me\b", re.I)

REMAINDER_WHY = "asks the rest of a refund told as partial: a person sees what is still owed"


def read_refund_remainders(read: list[ReadSentence]) -> None:
    """A sentence asking the rest of a refund told partial in it or just before it (module doc) is a request of kind
    `other`, unless it is read already as a request of a known kind (the guard decides what that owes)."""
    for i, s in enumerate(read):
        if s.role in ("injected",) or not _REST.search(s.text):
            continue
        before = read[i - 1] if i and read[i - 1].paragraph == s.paragraph else None
        if not (_PARTIAL.search(s.text) or (before is not None and _PARTIAL.search(before.text))):
            continue
        if s.role == "request" and set(s.kinds) - {"other"}:
            # "The lamp was smashed and you refunded it but I only got $12 back, where's the remainder?": the claim is the
            # guard's to pay as the record owes (the $12 drawn on the line counted), and the rest asked a person sees too
            if "other" not in s.kinds:
                s.kinds, s.why = [*s.kinds, "other"], REMAINDER_WHY
            continue
        if s.role == "request" and s.why == REMAINDER_WHY:
            continue
        s.role, s.kinds, s.spans, s.why = "request", ["other"], {}, REMAINDER_WHY
