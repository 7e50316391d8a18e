"""A change to the customer's standing arrangements wished for, told as how things should be rather than asked: "The
receipt should be in my business name, Whitlow Design LLC.", "Next time the parcel must go to the side door, not the
front porch.", "Deliveries should be left with the concierge from now on.", "The account is meant to be under my
married name", "Texts rather than calls would suit me better for delivery updates.", "My subscription box ought to be
paused for March". None is a question or an imperative, so each was left as telling (or as more of the claim beside
it) and the run closed without it (wishes-stated, ten silent drops). Said this way it is still a request a person
answers: `other`, the sentence quoted.

A sentence is read so when it holds all three:

- a wish said forward: should, must, needs to, has to, ought to, is meant / supposed to, would ideally, ideally ...
  would, would suit me, would work better for me, would be better for me (never "should have", "must have", "was meant
  to": a past that did not happen is a complaint or a guess, read elsewhere);
- what the shop keeps for the customer: the account and its details, the papers it issues, where and how parcels are
  left, the messages it sends, a subscription;
- the change itself: a place a parcel goes or is left, a name, number or address the account or a paper carries, who
  gets the messages or by which means, a subscription paused, skipped, held or stopped, or a time from which it holds
  ("from now on", "going forward", "next time").

Never goods ("the lid should fit snugly but doesn't"), lateness ("it should have arrived on Monday"), a guess ("it must
have been the courier", "the receipt should be in the box, I'll check"), a detail said to be right ("my address should
be correct, I checked"), nor money (a refund's route is read by the money passes).
"""

from __future__ import annotations

import re

from .cues import GOODS_PROBLEMS, _spans_of
from .paper_slips import PAPER_SLIPS
from .passes import QUOTED_WHY
from .reading import TELLS_MORE, ReadSentence
from .shop_obliged_or_preferred import shop_obliged_or_preferred
from .unread import CONTACT_PREFERENCE_WHY

WISH_STATED_WHY = "tells how the account, its papers, its deliveries or its messages should be from now on: a request a person answers"

# The wish, said forward (never "should have", "must've", "should not have").
_WISH = re.compile(
    r"\b(?:should|shud|shld|sould|must|ought\s+to|needs?\s+to|has\s+to|have\s+to|(?:is|are|'s|’s)\s+(?:meant|supposed)\s+to)\b"
    r"(?!\s+(?:not\s+)?(?:have|'ve|’ve|of)\b)(?!'ve|’ve)"
    r"|\bwould\s+(?:\w+\s+)?ideally\b|\bideally\b[^.!?]{0,60}?\b(?:would|should|could)\b(?!\s+(?:not\s+)?(?:have|'ve)\b)"
    r"|\b(?:would|'d|’d|will)\s+(?:\w+\s+)?(?:suit\s+(?:me|us)|work\s+(?:\w+\s+)?for\s+(?:me|us)|be\s+(?:\w+\s+)?(?:better|easier|preferable)\s+for\s+(?:me|us))", re.I)
# What the shop keeps for the customer: the account and its details, its papers, parcels and where they go, its
# messages, a subscription.
_KEPT = re.compile(
    rf"\b(?:account|profile|log-?in|username|(?:married|maiden|business|company|full|legal|first|last|middle)\s+name|surname|name|"
    r"e-?mail(?:\s+address)?|phone(?:\s+number)?|mobile(?:\s+number)?|contact\s+(?:number|details)|"
    rf"{PAPER_SLIPS}|vat|tax\s+(?:number|id)|paperwork|billing|"
    r"parcels?|packages?|deliver(?:y|ies)|shipments?|future\s+orders?|orders|courier|driver|"
    r"updates?|notifications?|texts?|sms|calls?|emails|alerts?|newsletters?|confirmations?|messages?|"
    r"subscriptions?|sub\s+box|box(?:es)?|membership|plan)\b", re.I)
# The time from which a wish holds: said with a change, a wish of itself ("Parcels to go to reception from now on").
_FROM_NOW = r"\b(?:from\s+now\s+on|going\s+forward|from\s+here\s+on(?:\s+in)?|in\s+future|in\s+the\s+future|next\s+time|for\s+future\s+orders)\b"
_FORWARD = re.compile(_FROM_NOW, re.I)
# The change: where a parcel goes or is left, what the account or a paper carries, who gets the messages or how, a
# subscription's pause, or the time from which the wish holds.
_CHANGE = re.compile(
    r"\b(?:go|goes|come|comes)\s+(?:to|in|into|through|via)\b"
    r"|\bbe\s+(?:\w+\s+)?(?:left|delivered|sent|dropped(?:\s+off)?|handed|taken|put|addressed|posted|shipped|redirected|forwarded|re-?routed|made\s+out|issued|copied|cc'?d)\s+"
    r"(?:with|at|to|in|into|by|behind|under|on|round|around|beside|outside|inside|for)\b"
    r"|\b(?:side|back|front|garage)\s+door|\bconcierge|\breception\b|\bneighbou?rs?\b|\blocker\b|\bmail\s?room\b|\bsafe\s+place\b|\bletter\s?box\b|\bporch\b"
    r"|\b(?:in|under|on)\s+(?:my|our|the|his|her)\s+(?:\w+\s+){0,2}(?:name|account)\b|\bon\s+the\s+account\b"
    r"|\b(?:list|lists|show|shows|include|includes|carry|carries|have|has|read|reads|say|says|state|states|bear|bears|mention|mentions|use|uses)\s+"
    r"(?:my|our|the|his|her)\s+(?:\w+\s+){0,2}(?:name|number|address|vat|company|business|details)\b"
    r"|\b(?:be|read|say|show)\s+(?-i:(?!I\b|I['’])[A-Z][\w.'’-]*)"  # (a name: "should read Whitlow Design", never "I've read I ...")
    r"|\b(?:get|gets|receive|receives)\s+(?:the\s+|all\s+|my\s+|our\s+)?(?:\w+\s+)?(?:updates?|notifications?|emails|texts|alerts|confirmations?|messages)\b"
    r"|\b(?:rather\s+than|instead\s+of)\b|\bby\s+(?:text|sms|e-?mail|phone)\b"
    r"|\b(?:paused?|skip(?:ped)?|on\s+hold|put\s+on\s+hold|held|stopped|suspended|frozen|moved|switched|changed|updated|corrected|amended)\b"
    r"|(?:" + _FROM_NOW + ")", re.I)
# Money is read by the money passes ("the refund should go to my PayPal account"); a guess, a check of the customer's
# own, or a detail said to be right asks no change.
_NOT_A_WISH = re.compile(
    r"\b(?:refund|refunded|money|credit|payment|charge|charged|price|\$|£|€)"
    r"|\b(?:i|we)(?:'ll|’ll|\s+will|\s+can|\s+(?:have\s+)?(?:just\s+)?)\s*(?:check|checked|look|looked|double-?check|double-?checked|dig|find)\b"
    r"|\b(?:i\s+think|i\s+guess|probably|presumably|hopefully)\b"
    r"|\bbe\s+(?:all\s+)?(?:correct|right|fine|ok|okay|accurate|up\s+to\s+date|the\s+same)\b"
    r"|\b(?:arrive|arrives|arriving|get\s+here|be\s+here|turn\s+up|reach\s+me)\b"
    # the customer's own part, told: "I need to wait in for a courier collection", "we must be in for the driver"
    r"|\b(?:i|we)\s+(?:\w+\s+)?(?:(?:need|needs|have|has|ought)\s+to|must)\s+(?:wait|be|stay|sign)\b", re.I)


def wish_stated(text: str) -> bool:
    """Whether a sentence tells, without asking, how the customer's account, papers, deliveries, messages or
    subscription should be (module doc)."""
    if _NOT_A_WISH.search(text) or not _KEPT.search(text):
        return False
    if _WISH.search(text):
        return bool(_CHANGE.search(text))
    # no modal: the time from which it holds is the wish, beside a change of its own
    return bool(_FORWARD.search(text) and _CHANGE.search(_FORWARD.sub(" ", text)))


def read_wishes_stated(read: list[ReadSentence]) -> None:
    """Last: each sentence left as telling (or as more of the claim beside it) that states such a wish is a request of
    kind `other`, its words quoted."""
    for s in read:
        # (or a courtesy: "deliveries only after 5pm from now on pls" names what it asks, never the claim's remedy)
        if (s.role in ("statement", "context", "courtesy") or (s.role == "attached" and s.why == TELLS_MORE)) and not s.kinds \
                and s.why not in (QUOTED_WHY, CONTACT_PREFERENCE_WHY) \
                and (wish_stated(s.text) or shop_obliged_or_preferred(s.text)):  # (never words quoted from an earlier mail)
            # ("You must stop calling my mobile", "A text when it ships would suit me far better": shop_obliged_or_preferred.py)
            s.role, s.kinds, s.why, s.spans = "request", ["other"], WISH_STATED_WHY, {}
        elif s.role == "request" and s.kinds and set(s.kinds) <= set(GOODS_PROBLEMS) and not s.why and wish_in_a_clause(s.text):
            # "Parcels must be left at the back door from now on, the front step gets soaked.": the reason reads as damage
            # (wishes F2), the wish beside it is still asked
            s.kinds = [*s.kinds, "other"]


# A sentence's clauses: a wish beside its reason ("..., the front step gets soaked", "... because the last one got wet").
_CLAUSES = re.compile(r"[,;:]|\s[-–—]+\s|\b(?:because|since|as|so)\b", re.I)


def wish_in_a_clause(text: str) -> bool:
    """Whether a clause of a sentence read as a goods claim states such a wish, asking nothing of goods itself."""
    return any(not _spans_of(c) and (wish_stated(c) or shop_obliged_or_preferred(c)) for c in _CLAUSES.split(text) if c.strip())
