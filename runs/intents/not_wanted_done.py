"""Goods the customer does not want returned, collected, replaced or refunded, told in the passive:
"I do NOT want the sugar tin returned either, it's fine", "we wouldn't want the candle holders
collected", "i dont want the kettle replaced or refunded". A request NOT to do something: the action
is recorded as forbidden (ReadSentence.forbids; the guard holds it on the goods the sentence names,
runs.ticket_lines.forbids_decision), and no subtask performs it. The cue tables read "don't want the
sugar" as a change of mind (runs/intents/cues.py looks one word past the goods for the participle),
and money.py's _NEGATED_ACTION reads only the verb form ("do not return it"): this pass reads the
participle after goods of any length.

- Nothing else asked in the sentence: context (a person is not needed to do nothing), the kinds the
  negated words alone gave taken out. Kinds told outside them ("the rug arrived torn, I don't want it
  sent back") stand.
- Asked otherwise ("I do not want it returned to the warehouse, send it to my sister", "... sent
  back by courier"): the action is not refused, a manner or a place is; a person arranges what is
  asked (kind `other`), and the action stays held until they do.
"""

from __future__ import annotations

import re

from .asks import _asks
from .reading import ReadSentence
from .settled import _HANDS_OFF
from .stems import content_stems
from .waived_claims import LETS_GO_WHY, WAIVED_WHY

# "I do NOT want the sugar tin returned", "we'd rather not have them collected", "i dont need it to be replaced",
# "I really don't want either of them sent back"
_NOT_WANTED = re.compile(
    # (the subject left out at the start: "DONT want the bowls sent back!!")
    r"(?:\b(?:i|we)(?:\s+|(?=['’]))|^\W*(?:(?:and|but|so|also|honestly|seriously)\W+)?(?=do|don|would))(?:really\s+|certainly\s+|definitely\s+|absolutely\s+|just\s+|honestly\s+)?"
    r"(?:do\s+not|don['’]?t|dont|would\s+not|wouldn['’]?t|['’]d\s+rather\s+not|would\s+rather\s+not)\s+(?:really\s+|even\s+|actually\s+)?"
    r"(?:want|need|wish|expect|(?<=rather\snot\s)have)\s+"
    r"(?P<goods>it|them|this|that|these|those|(?:the|my|our|this|that|these|those|both|either|any|all|either\s+of|any\s+of|both\s+of|all\s+of)"
    r"\s+(?:[\w'’-]+\s+){0,5}?[\w'’-]+)\s+"
    r"(?:to\s+be\s+|being\s+)?"
    r"(?P<verb>returned|sent\s+back|posted\s+back|shipped\s+back|mailed\s+back|taken\s+back|collected|picked\s+up|fetched|"
    r"replaced|exchanged|swapped(?:\s+out)?|refunded|credited)\b"
    # ("... returned or refunded", "... replaced or refunded": both refused)
    r"(?:\s+(?:or|nor|and)\s+(?P<verb2>returned|sent\s+back|collected|picked\s+up|replaced|exchanged|swapped|refunded|credited)\b)?", re.I)
_ACTIONS = {"returned": ("return", "collection"), "sent": ("return", "collection"), "posted": ("return", "collection"),
            "shipped": ("return", "collection"), "mailed": ("return", "collection"), "taken": ("return", "collection"),
            "collected": ("collection", "return"), "picked": ("collection", "return"), "fetched": ("collection", "return"),
            "replaced": ("replacement",), "exchanged": ("replacement",), "swapped": ("replacement",),
            "refunded": ("refund",), "credited": ("refund",)}
# Right after the participle, a place or a manner: the action itself is not refused ("returned to the warehouse", "sent back
# by courier", "collected from my work"), unless the place is the shop's own ("returned to you").
_MANNER = re.compile(r"\s*(?:to|by|via|through|from|at|with|on|until|till|before)\s+(?!(?:you|u|the\s+(?:shop|store|seller))\b)\w", re.I)
NOT_WANTED_DONE_WHY = "asks that the goods not be sent back, collected, replaced or refunded, and nothing else: recorded so that none of it is done"
ASKED_OTHERWISE_WHY = ("asks that the goods not be sent back, collected or replaced in the way the shop would, and asks something else: "
                       "a person arranges it, and the action is held until they do")


def forbidden_by_name(text: str) -> list[str]:
    """The actions a sentence refuses for goods it names in the passive ("I don't want the tin returned": return, collection)."""
    out: list[str] = []
    for m in _NOT_WANTED.finditer(text):
        for verb in (m.group("verb"), m.group("verb2")):
            if verb:
                out += [a for a in _ACTIONS[verb.split()[0].lower()] if a not in out]
    return out


def read_not_wanted_done(read: list[ReadSentence]) -> None:
    """Each sentence that asks goods not to be returned, collected, replaced or refunded: its actions
    forbidden, and the kinds the refusing words alone were read for taken out (module doc)."""
    for i, s in enumerate(read):
        if s.role in ("injected", "courtesy"):
            continue
        found = list(_NOT_WANTED.finditer(s.text))
        if not found:
            continue
        s.forbids = list(dict.fromkeys([*s.forbids, *forbidden_by_name(s.text)]))
        inside = [m.span() for m in found]

        def told_outside(hits: list[tuple[int, int]]) -> bool:
            return any(not any(a <= x < b for a, b in inside) for x, _ in hits)

        rest = s.text
        for m in reversed(found):
            rest = rest[:m.start()] + " " + rest[m.end():]
        otherwise = any(_MANNER.match(s.text, m.end()) for m in found)
        asks_else = otherwise or _asks(_HANDS_OFF.sub(" ", rest), title=False)
        dropped = [k for k in s.kinds if k in s.spans and not told_outside(s.spans[k])]
        if s.role == "request" and s.kinds == ["other"] and not asks_else and s.why in _REMEDY_OF_NO_KIND:
            dropped = ["other"]  # ("I'd rather not have the bath mat picked up": the refused pick-up was the remedy read)
        _keep_claims_on_other_goods(read, i, found)
        if s.role not in ("request", "statement") or (s.role == "request" and not dropped):
            continue
        kept = [k for k in s.kinds if k not in dropped and k != "other"]
        if s.role == "statement" and asks_else and not otherwise:
            continue  # ("I do not want it returned, just refund me": the remedy of the claim told before it, left as read)
        s.spans = {k: v for k, v in s.spans.items() if k not in dropped}
        if kept:
            s.kinds = kept + (["other"] if otherwise else [])
            if otherwise:
                s.why = ASKED_OTHERWISE_WHY
        elif asks_else:
            s.role, s.kinds, s.why = "request", ["other"], ASKED_OTHERWISE_WHY
        else:
            s.role, s.kinds, s.spans, s.why = "context", [], {}, NOT_WANTED_DONE_WHY


# Why a request of no known kind was read for the remedy words alone (runs.intents.unread, claim_story).
_REMEDY_OF_NO_KIND = ("asks for a remedy, and no problem it could be for was read", "tells of a problem of no kind the screener knows")
# The goods a refusal names by a noun of their own (not "it", "them").
_NAMED_GOODS = re.compile(r"^(?:the|my|our|this|that|these|those|both|either|any|all)\b", re.I)


def _keep_claims_on_other_goods(read: list[ReadSentence], i: int, found: list[re.Match]) -> None:
    """"The vase came smashed. We would not want the candle holders collected, they are fine.": the goods called fine
    are the ones refused by name, not the vase, so the waiver read in the words "they are fine" (waived_claims.py)
    lets no claim on other goods go. A claim it let go that names none of the refused goods stands again; the
    refusal holds what it names (its own `forbids`), not the claim's refund."""
    s = read[i]
    if s.why != LETS_GO_WHY:
        return
    named = [m.group("goods") for m in found if _NAMED_GOODS.match(m.group("goods"))]
    if not named or len(named) != len(found):
        return
    refused = set().union(*(content_stems(g) for g in named))
    restored = False
    for c in read[max(0, i - 2):i]:
        if c.role == "context" and c.why == WAIVED_WHY and c.kinds and not refused & content_stems(c.text):
            c.role, c.why = "request", ""
            restored = True
    if restored:
        s.why = NOT_WANTED_DONE_WHY
        s.forbids = [f for f in s.forbids if f in forbidden_by_name(s.text)]
        s.forbid_kinds = []
