"""A claim told only in the subject line, with a body that points at it ("Re: order #81024 charged
twice" over "Hi, as per the subject line."): the subject is the customer's request, "Re:" or not.

A reply's subject is otherwise context (what an earlier message was about: "Re: missing parcel"
over "it turned up after all"), but a body that sends the reader to the subject says its words
are what it asks now. Read as context, the claim went unread, and a ticket handed to a person
named only the other request in the body ("please delete my account"), so the money was lost.
A body that says the matter is settled or taken back keeps the subject as context."""

from __future__ import annotations

import re

from ..order_numbers import ORDER_DIGITS
from ..fine_clauses import _OTHER, PACKAGING, box_damage_apart, fine_clauses, pronoun_fines
from .asks import _REMEDY, _REQUEST
from .cues import _spans_of
from .mail_footers import DETAILS_WHY, FOOTER_WHY
from .reading import SETTLED_WHY, SUBJECT_SET_ASIDE_WHY, SUBJECT_SETTLED_WHY, ReadSentence
from .stems import content_stems
from .settled import _WITHDRAWN, _settled

# The body sending the reader to the subject line: "as per the subject line", "see subject", "like
# the title says", "as stated in the subject", "subject says it all", "(details) in the subject".
_POINTS_AT_SUBJECT = re.compile(
    r"\b(?:as\s+per|per|see|re|read|check|look\s+at|as\s+in|(?:as|like)\s+(?:it\s+)?(?:says|said|stated|mentioned|written)\s+in|"
    r"(?:as|like)\s+(?:i\s+)?(?:said|stated|mentioned|wrote|put)\s+in|(?:stated|mentioned|explained|written|described|said)\s+in|in|from)\s+"
    r"(?:the\s+|my\s+|this\s+|email\s+)?(?:subject|title|heading|header)(?:\s+(?:line|field|bar))?\b"
    r"|\b(?:as|like)\s+(?:the|my)\s+(?:subject|title|heading)(?:\s+line)?\s+(?:says|said|states|stated|suggests|tells\s+you)\b"
    r"|\b(?:the\s+)?(?:subject|title|heading)(?:\s+line)?\s+(?:says|said|explains|tells\s+you)\s+(?:it\s+)?all\b", re.I)
# The matter told as over in words the settled cues leave to their neighbours: "it turned up after all, ignore me".
_OVER = re.compile(r"\bignore\s+(?:me|this|that|my\b)|\bafter\s+all\b|\b(?:turned|showed)\s+up\b|\bfound\s+(?:it|them)\b|\ball\s+(?:good|sorted)\b"
                   r"|\bno\s+longer\s+(?:need|an?\s+(?:issue|problem))\b|\bplease\s+close\b|\bclose\s+(?:this|the\s+case|the\s+ticket)\b", re.I)
POINTS_AT_SUBJECT_WHY = "points at the subject line, which states the request"


def body_points_at_subject(body: list[str]) -> bool:
    """Whether the body sends the reader to the subject line for what it asks, and says nothing of the
    matter being settled or taken back ("Re: parcel missing" / "see subject - it turned up, ignore me")."""
    return any(_POINTS_AT_SUBJECT.search(t) for t in body) and not any(_settled(t) or _WITHDRAWN.search(t) or _OVER.search(t) for t in body)


SUBJECT_LEFT_OPEN_WHY = ("a claim told in a reply's subject that the body neither tells again nor calls settled: "
                         "a person checks whether it is still open, so it is not lost")
# An earlier message quoted below the customer's words: what the subject was about is told there.
_QUOTES = re.compile(r"^[ \t]*>|\bwrote:\s*$|\b(?:original|forwarded)\s+message\b", re.I | re.M)


def subject_left_open(kinds: list[str], body: list[str], spans_of) -> bool:
    """Whether a reply's subject states a claim (`kinds`) the body holds no claim of its own about, and does
    not settle or take back ("Re: order #81024 charged twice" over "Once that's sorted please delete my
    account"). Read as its kind it could pay again what an earlier message already put right, so it is
    read as a request a person checks (kind `other`): no money moves on it, and a handover quotes it."""
    if not kinds or any(_QUOTES.search(t) for t in body):
        return False
    if any(set(kinds) & set(spans_of(t)) for t in body):
        return False
    return not any(_settled(t) or _WITHDRAWN.search(t) or _OVER.search(t) for t in body)


def attach_pointers(read: list[ReadSentence]) -> None:
    """A body sentence that only points at a subject read as a request ("Hi, as per the subject line.")
    goes with that request: it tells nothing of its own, and left as a plain statement it would show on
    the run page as a sentence no subtask covers."""
    if not read or read[0].role != "request":
        return
    for s in read[1:]:
        if s.role == "statement" and not s.spans and _POINTS_AT_SUBJECT.search(s.text):
            s.role, s.why = "attached", POINTS_AT_SUBJECT_WHY


# The reasons a body sentence gives for leaving a goods problem alone: waved off, called fine, taken back, put right
# by the customer, kept as it is.
_LEFT_ALONE = ("waves off", "goods themselves are fine", "takes it back or asks nothing", "put right themselves",
               "keeps the goods as they are", "asks that nothing be done")
SUBJECT_WAVED_WHY = "the subject line names a goods problem the body waves off or takes back: it asks nothing"


# The body setting the subject line aside: "so ignore the subject", "disregard the title", "the subject line is wrong".
_SUBJECT_SET_ASIDE = re.compile(
    r"\b(?:ignore|disregard|forget(?:\s+about)?|never\s?mind|scratch)\s+(?:the|my|that|this)\s+(?:e-?mail'?s?\s+)?(?:subject|title|heading|header)"
    r"(?:\s+(?:line|field))?\b|\b(?:the|my)\s+(?:subject|title|heading)(?:\s+line)?\s+(?:is|was|'s)\s+(?:\w+\s+)?(?:wrong|misleading|out\s+of\s+date|"
    r"outdated|old|incorrect|a\s+mistake|not\s+right)\b", re.I)
# A body sentence telling the subject's problem as over: settled, or taken back. A remedy declined is not ("I do not want a
# refund, I want the right one": the subject "Wrong kettle" still asks the right one).
_OVER_WHYS = (SETTLED_WHY, "a past problem the next sentence says was settled", "the customer takes it back or asks nothing for it")
SETS_SUBJECT_ASIDE_WHY = "says to ignore the subject line, and asks nothing of its own"
# The subject's kinds a body may settle: a problem with the goods, the parcel, the fee or a charge.
_CLAIM_KINDS = {"damaged_item", "wrong_item", "non_delivery", "late_delivery", "duplicate_charge"}


def subject_waved_in_body(read: list[ReadSentence], subject_end: int = -1) -> None:
    """A subject the body sets aside asks nothing: one naming only a goods problem ("dented") over a body that
    tells the same problem and leaves it alone ("tin arrived dented, dont care"); one naming a problem the body
    tells as settled or takes back ("Cracked pot" over "a replacement came yesterday ... you can close this");
    one the body says to ignore ("it arrived on time in the end, so ignore the subject"); one naming damage
    ("squashed box") over a body saying the goods themselves came through fine and asking for nothing (the
    body's word on the goods wins over the subject's few words). Read as a request, the subject paid for what
    the body said was over; read as settled, it holds that money at the guard."""
    if len(read) < 2 or read[0].role == "injected":
        return
    body = [s for s in read[1:] if s.role != "injected"]
    if (aside := [s for s in body if _SUBJECT_SET_ASIDE.search(s.text)]) and read[0].role in ("request", "attached", "statement"):
        read[0].role, read[0].kinds, read[0].why = "context", [k for k in read[0].kinds if k != "question"], SUBJECT_SET_ASIDE_WHY
        for s in aside:
            if s.role in ("request", "request_unread", "statement") and set(s.kinds) <= {"other"} \
                    and not _REQUEST.search(_SUBJECT_SET_ASIDE.sub(" ", s.text)):
                # "Please disregard the subject line, the parcel was with my neighbour.": the "please" sets the subject aside
                s.role, s.kinds, s.why = "context", [], SETS_SUBJECT_ASIDE_WHY
        return
    # each piece of the subject ("late + double charge SU-71002" is cut at its "+"), against the sentences after it
    for i, piece in enumerate(read):
        if i == 0 or (0 <= subject_end and piece.start < subject_end and piece.role != "injected"):
            _piece_waved(piece, [s for s in read[i + 1:] if s.role != "injected"])


def _piece_waved(piece: ReadSentence, body: list[ReadSentence]) -> None:
    """One piece of the subject line the body sets aside (subject_waved_in_body): context, or, of a piece naming a claim
    the body tells settled beside one the body asks itself ("Late delivery & double charge" over "Revolut got the second
    one back, so leave that. ... refund the delivery charge"), the settled claim dropped from what the piece names."""
    if piece.role != "request" or not piece.kinds:
        return
    kinds = set(piece.kinds)
    if any(s.is_request and set(s.kinds) & kinds for s in body):
        over = {k for k in kinds & _CLAIM_KINDS if _told_over(k, body) and not any(s.is_request and k in s.kinds for s in body)}
        if over and all(any(s.is_request and k in s.kinds for s in body) for k in kinds - over):
            piece.kinds = [k for k in piece.kinds if k not in over]  # what is left, the body asks itself
        return
    if kinds <= {"damaged_item", "wrong_item"} and any(s.role == "context" and set(s.kinds) & kinds and any(w in s.why for w in _LEFT_ALONE)
                                                       for s in body):
        piece.role, piece.kinds, piece.why = "context", list(piece.kinds), SUBJECT_WAVED_WHY
    elif kinds == {"damaged_item"} and _goods_fine_in_body(piece.text, body):
        piece.role, piece.kinds, piece.why = "context", list(piece.kinds), SUBJECT_FINE_WHY
    elif kinds <= _CLAIM_KINDS and all(_told_over(k, body) for k in kinds):
        piece.role, piece.kinds, piece.why = "context", list(piece.kinds), SUBJECT_SETTLED_WHY


def _told_over(kind: str, body: list[ReadSentence]) -> bool:
    """Whether a body sentence tells the claim of `kind` as settled or taken back."""
    return any(s.role == "context" and kind in s.kinds and s.why in _OVER_WHYS for s in body)


# Claims whose remedy is no money for the goods: a remedy asked beside one of them is asked for it.
_CLAIMS_OF_THEIR_OWN = {"late_delivery", "duplicate_charge", "non_delivery"}
SUBJECT_FINE_WHY = "the subject line names damage, and the body says the goods themselves came through fine: it asks nothing for them"


def _goods_fine_in_body(subject: str, body: list[ReadSentence]) -> bool:
    """Whether the body says the goods themselves are fine ("The box the saucepans came in was a bit squashed, but
    everything inside is perfect"), and asks no remedy anywhere ("it works fine, but can I get a partial refund?" still
    asks). The fine is said of the same goods ("everything inside", "it"), of goods the subject names, or, under a
    subject about the box ("Crushed parcel"), of any goods but others ("the rest are fine" says nothing of the vase)."""
    own = [s for s in body if s.role != "injected" and not s.why.startswith("quoted")]
    # (a remedy asked in a sentence of a claim of its own is that claim's: "I want the delivery charge back")
    if any(s.role in ("request", "request_unread", "attached") and _REMEDY.search(s.text) and not set(s.kinds) & _CLAIMS_OF_THEIR_OWN for s in own):
        return False
    named = content_stems(subject)
    # a subject about the box, or damage the body tells of the box ("late AND soaked" over "the box was soaked through")
    boxed = bool(PACKAGING.search(subject)) or any(box_damage_apart(s.text, _spans_of(s.text)) is not None for s in own)

    def of_the_goods(clause) -> bool:
        return clause.same_goods or (not _OTHER.search(clause.subject) and (boxed or bool(content_stems(clause.subject) & named)))

    return any(any(of_the_goods(f) for f in fine_clauses(s.text, s.spans)) or pronoun_fines(s.text) for s in own)


# A reply's subject that asks something new after the thread's own words: "Re: SU-82003 - and pls cancel my candle
# subscription while ur at it", "RE: order #4411 / also can you update my address?", "Re: SU-1 + one more thing, please
# cancel the second order". What it asks is the customer's request now, read like a body sentence; kept as the
# subject of an earlier message, a person reading "asked nothing" closed the ticket with the ask undone.
_REPLY_MARK = re.compile(r"^\s*(?:(?:re|fwd?|aw|sv)\s*(?:\[\d+\])?\s*:\s*)+", re.I)
# Where the thread's own words end: after an order's number and what separates it ("SU-82003 -", "order #4411 /").
_AFTER_ORDER = re.compile(r"(?:\bSU[\s#-]*|#|\border\s*(?:no\.?|number|ref\.?)?\s*[:#]?\s*)" + ORDER_DIGITS + r"\b[\s\-–—:/|,;+&)\]]*", re.I)
# Words that join a new ask to what went before: "and", "also", "plus", "oh and", "one more thing", "PS", "+".
_JOINED = re.compile(r"^\W*(?:(?:and|also|plus|oh|ps|p\.s\.|btw|by\s+the\s+way|one\s+more\s+thing|another\s+thing|while\s+(?:you'?re|ur|u\s+r)\s+at\s+it)\b|[+&])",
                     re.I)
SUBJECT_ASKS_WHY = "a reply's subject line that asks something new of its own: read as the customer's request, for a person"


def reply_subject_asks(subject: str, body: list[str], asks) -> str:
    """The words of a reply's subject that ask something new (`asks(text, title=...)` tells whether words ask), or "".
    They ask anew when they come after the order's number or open with a joining word ("and pls cancel ..."), and
    either are joined on or the body asks nothing of its own (then the subject is all that is asked); never when a body
    sentence calls the same matter settled or taken back ("Re: pls cancel my subscription" over "thanks for cancelling
    it, all sorted")."""
    mark = _REPLY_MARK.match(subject)
    if not mark:
        return ""
    rest = subject[mark.end():]
    after = _AFTER_ORDER.search(rest)
    after = after if after and not rest[:after.start()].strip(" -–—:/|([") else None  # the number opens the subject
    tail = rest[after.end():] if after else rest
    joined = bool(_JOINED.search(tail))
    if not (after or joined) or not tail.strip() or not asks(tail, title=True):
        return ""
    if not joined and any(asks(t, title=False) for t in body):
        return ""
    stems = content_stems(tail)
    if any((_settled(t) or _WITHDRAWN.search(t) or _OVER.search(t)) and stems & content_stems(t) for t in body):
        return ""
    return tail.strip()


# Papers a subject line may name alone as its ask: "VAT invoice - SU-82021", "Receipt for SU-1?", "copy of invoice".
_PAPERS = re.compile(r"\b(?:(?:vat|tax|proper|full|itemi[sz]ed|copy\s+(?:of\s+)?(?:the\s+|my\s+|an?\s+)?)\s*)?(?:invoice|receipt|credit\s+note|"
                     r"proof\s+of\s+(?:purchase|postage|delivery)|order\s+confirmation)s?\b", re.I)
SUBJECT_PAPER_WHY = "the subject line names papers (an invoice, a receipt) and the body asks nothing else: that is the ask, for a person"


def subject_paper_asked(read: list[ReadSentence]) -> None:
    """A subject naming only papers ("VAT invoice - SU-82021") over a body that asks nothing (a company's name, a VAT
    number, an address): the subject is what the customer asks, a request a person answers."""
    if not read or read[0].index != 0 or read[0].role not in ("statement", "context") or read[0].kinds \
            or _REPLY_MARK.match(read[0].text) or not _PAPERS.search(read[0].text):
        return
    if any(s.is_request or s.role in ("attached", "request_unread") for s in read[1:]):
        return
    if any(s.role == "context" and s.why not in (DETAILS_WHY, FOOTER_WHY) and content_stems(s.text) & content_stems(read[0].text) for s in read[1:]):
        return  # "Thanks, the invoice came through fine": the papers told of, not asked
    read[0].role, read[0].kinds, read[0].why = "request", ["other"], SUBJECT_PAPER_WHY
