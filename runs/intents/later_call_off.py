"""A later word that calls off the ask before it: "Please set up a return for the jacket. EDIT: cancel that, found the
receipt for the belt I meant - the jacket stays.", "Return for the jacket please. --- Later: disregard this, it fits after
all.", "I'd like to return the jacket. Edit - no I wouldn't, it fits fine now I've washed it.", "Return the rug please. Hold
on, I've changed my mind again; keeping it.", "I want to send back the rug. Second thoughts: I'll keep it.", "Please start a
return for the jacket. EDIT 2pm: no longer needed, keeping it." (verify round, returns G25 / 33 / 55 / 63 / 64 / 73 / 74).

The readers of a change of mind each knew their own few openers ("actually", "oh", "p.s.", "on second thoughts":
settled._CHANGED_ASK, ask_called_off, return_struck_by_name, claims_taken_back_later) and their own few calling-off words
("never mind", "scratch that": whole_ask_called_off); a mail edited afterwards ("EDIT:", "EDIT 2pm:", "Later:", "Update:"),
"hold on", "second thoughts:" without its "on", or a calling off told as "disregard", "no I wouldn't", "no longer needed",
"changed my mind again", "keeping it", "the jacket stays" was read as a new ask of no kind for a person, or as nothing, and
the return asked before it started: goods the customer kept were taken back.

One place now for what the readers share (runs/intents/afterthoughts.py): AFTERTHOUGHT, the words that open a later
thought, and `asks_beside_call_off`, whether what is left of a calling-off sentence asks anything. Read here: a sentence that opens with an afterthought and goes straight on to call the ask off, asking nothing
else, withdraws the nearest ask before it (a return, or any claim when the calling off is bare: "EDIT: cancel that"), and
holds any refund, return or collection of that ask's kinds; the ticket then asks nothing and a person answers it. Keeping
words ("keeping it", "the jacket stays") call off a return only: beside a refund asked, keeping is the refund-and-keep remedy.

Near-misses left as they were: no afterthought before it ("I'll keep the box for the return", "keep me posted"), an ask
beside it ("Actually scratch that, just refund it", "PS cancel my subscription": settled.py and the ask of no kind), an ask
of another sort just before it ("PS please ignore that" after an address given: a person reads what is set aside), goods
kept that the ask did not name ("PS the box stays with me" after the jacket's return)."""

from __future__ import annotations

import re

from .afterthoughts import AFTERTHOUGHT, asks_beside_call_off
from .cues import GOODS_PROBLEMS
from .reading import ReadSentence
from .settled import WITHDRAWN_ASK_WHY, _withdraw, listed_beyond_struck
from .stems import content_stems
from .whole_ask_called_off import _called_off

_OPENED = re.compile(rf"^\W*(?:{AFTERTHOUGHT}\b[\s,.!:;\u2013\u2014-]*)+", re.I)
_NO = r"(?:(?:no|nah|nope)\b[\s,.!:;\u2013\u2014-]*)?"
# the ask called off barely, whatever it was: "cancel that", "disregard (this)", "never mind", "no longer needed",
# "no I wouldn't", "I've changed my mind (again)"
_BARE = (r"(?:cancel|scratch|scrap|strike|ignore|disregard|forget)\s+(?:that|this|it)\b|disregard\b|never\s?mind\b|nvm\b"
         r"|(?:it'?s\s+|it\s+is\s+)?no\s+longer\s+(?:needed|required|necessary|wanted)\b|not\s+needed\s+any\s?more\b"
         r"|no\s+(?:i|we)\s+(?:wouldn['’]?t|won['’]?t|don['’]?t|do\s+not|will\s+not)\b"
         r"|(?:i|we)(?:['’]ve|\s+have)?\s+changed\s+(?:my|our)\s+minds?\b")
# the goods kept, which calls off a return: "keeping it", "I'll keep it", "we're keeping the rug", "the jacket stays"
_KEPT = (r"(?:(?:i|we)(?:['’]ll|\s+will|['’]m|\s+am|['’]re|\s+are)?\s+)?(?:keep(?:ing)?|hang(?:ing)?\s+on\s+to|hold(?:ing)?\s+on\s+to)\s+"
         r"(?P<kept>it|them|(?:the|my|our)\s+[\w-]+)\b(?!\s+(?:for|until|till|aside|posted|updated|in\s+mind)\b)"
         r"|(?P<stays>it|they|(?:the|my|our)\s+[\w-]+)\s+(?:stays|stay|is\s+staying|['’]s\s+staying|are\s+staying)\b")
_CALLED_OFF = re.compile(rf"{_NO}(?:(?P<bare>{_BARE})|{_KEPT})[\s,.!:;\u2013\u2014-]*", re.I)
_KEPT_ALONE = re.compile(_KEPT, re.I)
# goods named straight after a bare calling off ("Oh, never mind the rug, ..."): the calling off strikes those goods, not the
# whole ask (a claim listing them beside others stands for the rest: struck_across_paragraphs.py reads the striking)
_STRUCK_BY_NAME = re.compile(
    r"\s+(?:about\s+)?(?:the|my|our)\s+(?P<goods>(?!(?:return|refund|request|exchange|swap|replacement|whole|above|last|previous|"
    r"e-?mail|message|mail|order|lot|rest|thing)\b)[\w-]+)", re.I)

LATER_CALL_OFF_WHY = "calls off, in a later word (an edit, a second thought), the ask before it: nothing is paid, sent back or asked"
_CLAIM_KINDS = frozenset({*GOODS_PROBLEMS, "change_of_mind", "late_delivery", "duplicate_charge"})


def later_call_off(text: str) -> tuple[str, str] | None:
    """("bare" or "kept", the goods kept by name or "") when a sentence opens with an afterthought and goes straight on to
    call the ask before it off, asking nothing else; None otherwise. The keeping and the rest of the sentence may tell why
    ("found the receipt for the belt I meant - the jacket stays", "it fits fine now I've washed it")."""
    opened = _OPENED.match(text)
    if not opened:
        return None
    m = _CALLED_OFF.match(text, opened.end())
    if not m:
        return None
    rest = text[m.end():]
    kept = [k for k in _KEPT_ALONE.finditer(text, opened.end())]
    if asks_beside_call_off(_KEPT_ALONE.sub(" ", rest)):
        return None  # "EDIT: cancel that, please refund it instead": a new ask, read by settled.py
    named = " ".join((k.group("kept") or k.group("stays") or "") for k in kept)
    if m.group("bare") and (struck := _STRUCK_BY_NAME.match(text, m.end("bare"))):
        named = f"{named} the {struck.group('goods')}".strip()  # "never mind the rug": the rug is what is called off
    return ("bare" if m.group("bare") else "kept"), named


def _named_goods(words: str) -> set[str]:
    return content_stems(re.sub(r"\b(?:it|they|them|the|my|our)\b", " ", words, flags=re.I))


def _asks_a_return(p: ReadSentence) -> bool:
    return "change_of_mind" in p.kinds or p.asks_return or bool(p.weak)


def _kinds(p: ReadSentence) -> set[str]:
    """The claim kinds an ask called off is of (a return asked of no kind, "Return request for the mirror please.", a
    change of mind's)."""
    if _asks_a_return(p):
        return (set(p.kinds) - {"other"}) | {"change_of_mind"}
    return set(p.kinds)


def read_later_call_off(read: list[ReadSentence]) -> None:
    """A sentence opening with an afterthought that calls the ask before it off withdraws that ask (module doc)."""
    for i, w in enumerate(read):
        if i == 0 or w.role == "injected" or (w.role == "request" and set(w.kinds) - {"other", "change_of_mind"}):
            continue
        found = later_call_off(w.text)
        if not found:
            continue
        how, named = found
        # the ask before it, past lines with no words ("---") and what only tells of it ("it's too big")
        before = [p for p in read[1:i] if p.role != "injected" and re.search(r"[a-z]", p.text, re.I)]
        asks = [p for p in before if p.role in ("request", "request_unread") or (p.role == "attached" and p.asks_return)
                or (p.role == "context" and p.why == WITHDRAWN_ASK_WHY)]
        if not asks or not before:
            continue
        p = asks[-1]
        if before[-1] is not p and before[-1].role not in ("statement", "context", "courtesy"):
            continue
        if how == "bare" and before[-1] is not p and before[-1].role == "statement" and not before[-1].weak \
                and not _asks_a_return(p):
            continue  # "... my new address is 4 Elm St. PS please ignore that": the address, not the claim
        kinds = _kinds(p)
        if not kinds or not kinds <= _CLAIM_KINDS:
            continue  # an ask of another sort: a person reads what is called off
        if how == "kept" and not _asks_a_return(p):
            continue  # "refund it please. PS I'll keep it": the refund-and-keep remedy, not a calling off
        goods = _named_goods(named)
        if goods and (not goods & content_stems(p.text) or listed_beyond_struck(f"skip {named}", p.text)):
            continue  # "PS the box stays with me": other goods kept; "EDIT: the belt stays" after the jacket and the belt: the jacket still goes
        if p.role != "context":
            _withdraw(p, False)
        if not p.kinds:
            p.kinds = sorted(kinds)
        for q in read[1:i]:
            if q is not p and q.role == "attached" and q.asks_return:
                q.role, q.why, q.asks_return = "context", LATER_CALL_OFF_WHY, False
        _called_off(w, kinds)
        w.why = LATER_CALL_OFF_WHY
        # what the calling off leaves in the next sentence ("Hold on, I've changed my mind again; keeping it.") tells it
        if i + 1 < len(read) and read[i + 1].paragraph == w.paragraph and read[i + 1].role in ("statement", "request", "request_unread") \
                and set(read[i + 1].kinds) <= {"other", "change_of_mind"} and _KEPT_ALONE.match(read[i + 1].text.strip()):
            _called_off(read[i + 1], kinds)
