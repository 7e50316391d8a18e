"""The ask of the mail called off later in the same mail, anywhere in a sentence: "I'd like to return the rattan tray -
changed my mind. On reflection I'll hang on to it, so please cancel that request.", "HH-85507 had a black lamp instead of
the brass one. Scratch my complaint, my husband ordered the black one on purpose - all good." (verify round, VF-419 / 507).

The passes before read a change of mind only where it opens a sentence ("Never mind, ...", settled._withdraw_changed_asks)
and only against the nearest ask: "..., so please cancel that request" at a sentence's end left the return standing (a
second request of no kind asked a person to "cancel" it), and "Scratch my complaint" took back the subject line while the
claim told under it was read as a problem of no known kind. The return started and goods nobody wanted came back.

Read here: a sentence that calls the ask off (by naming it, "cancel that request", "scratch my complaint", "withdraw my
claim", "forget I asked"; or barely, "never mind", "all good", "ignore me", when the mail asked one claim only)
and asks nothing else takes back every claim asked before it in the mail, and what told of them: nothing is paid or sent
back, and the sentence holds any refund, return or collection of their kinds. As with every ask withdrawn, the ticket then
asks nothing and a person answers it.

Near-misses: "all good otherwise, but the throw is the wrong colour - please swap it" (a claim of its own, and "otherwise");
"never mind the colour, can you swap it?" (it asks); "ignore my last email, the mug still hasn't come" (an earlier mail, not
this one's ask); an ask of another sort before it (an address change: a person reads what is called off); goods struck by name ("skip the
jacket - I'll keep it" after the jacket and the belt: the belt still goes back)."""

from __future__ import annotations

import re

from .afterthoughts import asks_beside_call_off
from .bank_threats import turns_to_bank
from .count_corrections import corrects_a_count
from .goods_narrowed_next import narrowed_goods
from .cues import GOODS_PROBLEMS
from .reading import ReadSentence
from .settled import _withdraw, struck_goods

# the ask called off by naming it: "cancel that request", "scratch my complaint", "I withdraw my claim", "forget I asked"
# (never an earlier mail's: "cancel my earlier request", "ignore my last message")
_NAMED = re.compile(
    r"\b(?:cancel|withdraw|scratch|scrap|drop|forget(?:\s+about)?|ignore|disregard|retract|take\s+back|strike)\s+(?:that|this|my|the|our)\s+"
    r"(?:(?:whole|refund|return|exchange|swap|wrong[\s-]item)\s+)?(?:request|complaint|claim|query|ask|enquiry|inquiry)s?\b"
    r"|\bforget\s+(?:that\s+)?(?:i|we)\s+(?:ever\s+)?(?:asked|said\s+anything|wrote|mentioned\s+it|complained|got\s+in\s+touch)\b"
    # the whole of it: "forget the whole thing", "let's drop the whole thing", "call the whole thing off", "forget about all of it"
    r"|\b(?:forget|drop|scrap|cancel|call\s+off)\s+(?:about\s+)?(?:the\s+whole\s+(?:thing|lot|matter|business)|all\s+of\s+(?:it|this|that)|everything)\b"
    r"|\bcall\s+the\s+whole\s+(?:thing|lot|matter)\s+off\b", re.I)
# the ask called off barely: "never mind", "all good", "scratch that", "ignore me"
_BARE = re.compile(
    # (never the goods kept alone, "I'll keep it": beside money asked it is the refund-and-keep remedy, refusals.py reads it)
    # ("all good" alone is no calling off: "2) decanter - all good" calls goods fine)
    r"\bnever\s?mind\b|\bnvm\b|\bscratch\s+that\b|\bforget\s+(?:it|that)\b|\bignore\s+(?:me|that)\b", re.I)
# a bare calling off pointing back ("scratch that", "ignore that", "forget it") is of the sentence just before it only
_POINTS_BACK = re.compile(r"\b(?:that|it)\s*$", re.I)
# ... and opens its sentence (an interjection before it at most): "About my earlier question on gift wrap - scratch that"
# calls off the question it names, not the claim
_OPENING = re.compile(r"^\W*(?:\w+\W+){0,2}$")
# ... which leave something standing: "all good otherwise", "never mind the colour, but ..."
_PART_ONLY = re.compile(r"\b(?:otherwise|apart\s+from|other\s+than|except|besides|but|though|however|still|the\s+rest)\b"
                        r"|\bnever\s?mind\s+(?:the|my|about)\b", re.I)
_CLAUSE_BREAK = re.compile(r",\s*(?:so|and\s+so)\b|\bbut\b|;|\s[-–—]\s", re.I)
# the claims an ask called off may be: goods problems, a change of mind, a lateness, a copy of a charge
_CLAIM_KINDS = frozenset({*GOODS_PROBLEMS, "change_of_mind", "late_delivery", "duplicate_charge"})
# a request of no kind that only tells a problem (unread._settle_told), or the calling off read as one (doubt.py)
_TOLD_OR_CALLING = ("tells of a problem of no kind the screener knows", "the customer declines the remedy")
CALLED_OFF_WHY = "calls off the ask the mail made before it and asks nothing else: nothing is paid, sent back or asked of a person"
TOLD_OF_CALLED_OFF_WHY = "tells of an ask the customer calls off later in the mail"


def _calls_off(text: str) -> str:
    """"named" or "bare" when a sentence calls the ask off and asks nothing else; "" otherwise."""
    named = list(_NAMED.finditer(text))
    bare = [] if named or _PART_ONLY.search(text) else list(_BARE.finditer(text))
    found = named or bare
    if not found or (bare and not _OPENING.match(text[:bare[0].start()])):
        return ""
    # only the clause the calling off is in: "My first thought was to send it back, but ... so forget the whole thing"
    # (what it set aside before it is no ask; calling off in doubt holds money and hands the ticket to a person)
    start = max((c.end() for c in _CLAUSE_BREAK.finditer(text, 0, found[0].start())), default=0) if named else 0
    rest = text
    for m in reversed(found):
        rest = rest[:m.start()] + " " + rest[m.end():]
    rest = rest[start:]
    # (a remedy turned down in the calling off's own breath asks nothing: "forget the whole thing - no swap, no refund, all good")
    return "" if asks_beside_call_off(rest) else ("named" if named else "bare")


def _points_back(text: str) -> bool:
    """Whether the sentence's bare calling off points back at something ("scratch that", "forget it")."""
    return any(_POINTS_BACK.search(m.group(0)) for m in _BARE.finditer(text))


def _claim(s: ReadSentence) -> bool:
    return s.role in ("request", "request_unread") and (
        (bool(s.kinds) and set(s.kinds) - {"question"} <= _CLAIM_KINDS and bool(set(s.kinds) & _CLAIM_KINDS))
        or (s.kinds == ["other"] and s.why.startswith(_TOLD_OR_CALLING)))


def read_whole_ask_called_off(read: list[ReadSentence]) -> None:
    """A sentence calling off the mail's ask takes back every claim before it (module doc)."""
    for i, w in enumerate(read):
        if w.role == "injected" or (w.is_request and set(w.kinds) & _CLAIM_KINDS) or not (how := _calls_off(w.text)):
            continue
        if corrects_a_count(w.text) or narrowed_goods(w.text):
            continue  # "Scratch that - three.", "Scratch that, just the chinos": corrected, the ask stands (count_corrections.py, goods_narrowed_next.py)
        if turns_to_bank(w.text):
            continue  # "Never mind, I'll ask my bank to reverse the charge": taken to the bank, a person's (claims_taken_back_later.py)
        if struck_goods(_NAMED.sub(" ", w.text)):  # ("forget the whole thing" strikes no goods called "whole")
            continue  # "skip the jacket - I'll keep it" after the jacket and the belt: the belt still goes back (settled.py)
        before = [p for p in read[:i] if p.role != "injected"]
        if how == "bare" and _points_back(w.text) and not (before and _claim(before[-1])):
            continue  # "I gave a second address on the phone. please ignore that": the address, not the claim
        asks = [p for p in before if p.role in ("request", "request_unread")]
        if not asks and w.role == "request" and w.kinds == ["other"] and (settled := {k for p in before for k in p.settles}):
            # "I'd like to return the tray. Please withdraw my request, we've decided to keep it": the keeping already took the
            # return back (refusals._declined_goods); the calling off asks a person nothing more
            _called_off(w, settled)
            continue
        if not asks or not all(_claim(p) for p in asks):
            continue  # nothing asked before it, or an ask of another sort a person reads
        kinds = {k for p in asks for k in p.kinds if k in _CLAIM_KINDS}
        if how == "bare" and len(kinds) > 1:
            continue  # "never mind" after two claims: the nearest only (settled._withdraw_changed_asks)
        for p in asks:
            _withdraw(p, False)
            if not p.kinds and kinds:
                p.kinds = sorted(kinds)  # (a problem told in words of no kind is the claim's: settled with it)
        for p in before:
            if p.role in ("attached", "statement"):
                p.role, p.why, p.asks_return = "context", TOLD_OF_CALLED_OFF_WHY, False
        _called_off(w, kinds)


def _called_off(w: ReadSentence, kinds: set[str]) -> None:
    """The calling-off sentence: context, holding any refund, return or collection of the kinds called off."""
    w.role, w.kinds, w.spans, w.why, w.asks_return = "context", [], {}, CALLED_OFF_WHY, False
    w.forbids = list(dict.fromkeys([*w.forbids, "refund", "return", "collection"]))
    w.forbid_kinds = list(dict.fromkeys([*w.forbid_kinds, *sorted(kinds)]))
