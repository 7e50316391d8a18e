"""The goods' papers asked sent, their paper copy told missing: "I will also need the assembly instructions emailed as
the paper copy was missing", "The manual wasn't in the box, could you email me a PDF?", "instructions were missing -
can u send a link". The missing words were read as goods not come (a non-delivery) or a part of the goods missing, so
the damage claim beside it was held as a part a person sends (wishes-stated VF-321: the dish rack's $28.00 held). What
is asked is a paper a person sends: `other`, the sentence quoted, never a claim on the goods' money.

Only instructions, a manual or a guide asked sent by e-mail, as a file or a link, or sent again; a part of the goods
missing ("the screws were missing") stays what it was, and so do the papers told missing with nothing asked ("the
manual was missing but I found it online")."""

from __future__ import annotations

import re

from .reading import ReadSentence

PAPERS_ASKED_WHY = "asks for the goods' papers (instructions, a manual) sent: a person sends them, no claim on the goods"

# The goods' papers.
_PAPERS = re.compile(
    r"\b(?:(?:assembly|fitting|user|user's|care|set-?up|installation|instruction|operating|owner'?s|paper)\s+)?"
    r"(?:instructions?|instruction\s+(?:leaflet|booklet|sheet)|manuals?|guides?|leaflets?|booklets?)\b", re.I)
# Sent as a paper needs no shop to post it: by e-mail, a file, a link, or sent again.
_SENT = re.compile(r"\b(?:e-?mail(?:ed)?|e-?mail\s+(?:me|us)|pdfs?|digital|electronic|soft\s+copy|a\s+link|online\s+copy|download|"
                   r"(?:re-?)?sen[dt]\s+(?:me|us|over|again|a\s+copy)|resen[dt]|another\s+copy)\b", re.I)
# ...asked, not told found: "found it online", "I downloaded it".
_FOUND = re.compile(r"\b(?:found|downloaded|got\s+hold\s+of|managed)\b", re.I)
# Damage told in the same sentence keeps it a claim: "arrived dented and the manual was missing, email it and refund me".
_DAMAGE_TOO = re.compile(r"\b(?:dent\w*|crack\w*|broke\w*|torn|tear|scratch\w*|chip\w*|smash\w*|damag\w*|split|bent|leak\w*|faulty|refund\w*)\b", re.I)


def papers_asked_sent(text: str) -> bool:
    """Whether a sentence asks the goods' papers sent (module doc)."""
    return bool(_PAPERS.search(text) and _SENT.search(text)) and not _FOUND.search(text)


def papers_missing_asked(text: str, thing: str) -> bool:
    """Whether `thing`, told missing in `text`, is the goods' papers that sentence asks sent: a person sends them, and
    the unit's own money stands (runs/named_parts.py)."""
    return papers_asked_sent(text) and bool(_PAPERS.search(thing) or re.search(r"\b(?:paper|printed)\s+(?:copy|one|version)\b|\bcopy\b", thing, re.I))


def read_papers_asked_sent(read: list[ReadSentence]) -> None:
    """Each request read as goods not come or a part missing that asks the goods' papers sent is an ask of kind `other`."""
    for s in read:
        if s.role == "request" and s.kinds and set(s.kinds) <= {"non_delivery", "damaged_item", "other"} and papers_asked_sent(s.text) \
                and not _DAMAGE_TOO.search(s.text):
            s.kinds, s.why, s.spans = ["other"], PAPERS_ASKED_WHY, {}
