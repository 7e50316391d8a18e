"""Sentences that ask without asking's grammar: a problem with the customer's goods or money told as a
plain statement ("box says size 9 but the shoes inside are size 7", "you charged me shipping on an
order that said free shipping"), and a request put as a wish ("Need the invoice re-issued", "Would
appreciate a discount", "It'd be great if someone could ring me"). In a support ticket both are
asks: read as telling they were dropped without a word. Also a past problem that came right by
itself ("last year a parcel went missing but it turned up a week later"): context, no claim.

Each reader is narrow on purpose: what it misses falls back to the reading before it, and a
pleasantry ("Hope you're well", "Thanks so much", "I bought these for my son's birthday") matches
none of them.
"""

from __future__ import annotations

import re

from .doubt import _FROM_THE_FIRST

TOLD_MISMATCH_WHY = "a mismatch between what was ordered or labelled and what came, told as a statement: a wrong-item claim"
TOLD_FAULT_WHY = "a fault with the customer's goods told as a statement, not said to have been there on arrival: a person reads it"
TOLD_FAULT_FIRST_WHY = "a fault with the customer's goods told as a statement, there from the first use: damage on arrival"
TOLD_CHARGE_WHY = "a charge the customer says should not have been taken, told as a statement: a person checks it"
WISH_ASKED_WHY = "a request put as a wish or a statement (\"need ...\", \"would appreciate ...\", \"it'd be great if ...\"): a person answers it"
CAME_RIGHT_WHY = "a past problem that came right by itself (it turned up, it was found): context, not a claim"

# What was promised (the box, the label, the listing, the order) against what came: "box says size 9 but the
# shoes inside are size 7", "the label reads 500ml, the bottle is 250ml", "listing said blue, got grey".
_PROMISED = (r"(?:box|label|tag|listing|description|packaging|package|website|site|page|product page|order|invoice|receipt|packing slip|"
             r"sticker|photo|picture|ad|advert)")
_MISMATCH = re.compile(
    rf"\b(?:the\s+|my\s+|your\s+)?{_PROMISED}\s+(?:says|said|reads|read|states|stated|shows|showed|showing|clearly says|is labell?ed|was labell?ed|"
    r"is for|was for|lists|listed|claims|claimed)\b[^.;!?]{1,60}?(?:(?:,\s*|\s+)(?:but|yet|while|whereas|however|though)\b"
    r"|,\s*(?=(?:the|what|it|they|this|these|mine)\s+[^.;!?]{0,30}\b(?:is|are|was|were|'s|'re)\b))[^.;!?]{2,80}"
    r"|\b(?:labell?ed|marked|tagged|sold)\s+(?:as\s+)?[^.;!?]{1,40}?(?:,\s*|\s+)(?:but|yet)\s+(?:it|they|the\s+\w+)(?:'s|'re|\s+is|\s+are|\s+was|\s+were)\s+"
    r"(?:actually\s+|really\s+|clearly\s+|obviously\s+)?(?:a\s+|an\s+)?[\w-]+", re.I)
# ...unless what came matches after all ("the box says size 9 but they fit like an 8": a fit, no mismatch).
_MATCHES_AFTER_ALL = re.compile(r"\b(?:fits?|fitted|feels?|felt|runs?|ran|comes? up|came up)\s+(?:like|small|large|big|tight|loose)\b|\bbut that'?s (?:fine|ok|okay)\b"
                                r"|\bbut (?:it|they)(?:'s| is| are|'re)? (?:fine|perfect|great|lovely|correct|right)\b", re.I)

# A fault in the goods told plainly: "only play on the left side", "zipper broke first time I used it", "won't hold a charge".
_FAULT = re.compile(
    r"\b(?:only|just)\s+(?:plays?|works?|charges?|heats?|lights?|turns?|opens?|closes?|connects?|pairs?)\b[^.;!?]{0,30}\b(?:one|left|right|half|some|low|side|setting)\b"
    r"|\b(?:broke|snapped|ripped|tore|split|cracked|shattered|bust|burst|fell\s+(?:apart|off)|came\s+(?:apart|off|away|loose|unstitched|unglued)|"
    r"stopped\s+(?:working|charging|heating|turning|spinning|pairing)|died|packed\s+(?:up|in)|gave\s+(?:up|out)|short(?:ed|-circuited))\b"
    r"(?=[^.;!?]{0,50}\b(?:first|second|1st|2nd|time|use|used|using|wear|wore|wash|washed|day|week|tried|opened|unboxed|plugged)\b)"
    r"|\b(?:won'?t|will\s+not|doesn'?t|does\s+not|don'?t|do\s+not|can'?t|cannot|wouldn'?t|didn'?t|did\s+not)\s+(?:even\s+)?"
    r"(?:turn\s+on|switch\s+on|power\s+(?:on|up)|charge|hold\s+(?:a\s+)?charge|pair|connect|heat\s+up|close|zip(?:\s+up)?|lock|spin|boot|"
    r"play|work(?:\s+at\s+all|\s+properly)?|light\s+up|stay\s+(?:on|shut|closed|up))\b"
    r"|\b(?:keeps|kept)\s+(?:cutting\s+out|switching\s+off|turning\s+off|leaking|crashing|disconnecting|dropping\s+out|falling\s+(?:off|apart)|tripping)\b"
    r"|\bno\s+sound\s+(?:from|in|on|out\s+of)\b|\b(?:is|are|was|were)\s+(?:dead|faulty|defective|broken|not\s+working|buzzing|rattling)\b", re.I)
# ...not of goods the customer is only describing, other than these ("the last pair lasted years", "my old ones broke").
_NOT_THESE = re.compile(r"\b(?:my|our|the)\s+(?:old|last|previous|other|former)\s+(?:pair|one|ones|set|model|kettle|[\w-]+)\b"
                        r"|\b(?:last|previous)\s+(?:pair|one|set|model)\b|\bif\b|\bwhat if\b|\bin case\b|\bwould\b|\bmight\b|\bmay\b", re.I)

_CLAUSE = r"(?:[^.;!?]|\.(?=\d))"  # within one clause; a decimal point ("$5.99") ends none

# ...there from the first use: damage on arrival, as runs/intents/doubt.py reads "out of the box", "on its first use".
_FIRST_USE = re.compile(r"\b(?:the\s+|my\s+|its\s+|their\s+|her\s+|his\s+)?(?:very\s+)?first\s+(?:time|day|use|go|wash|wear|outing|try)\b", re.I)

# A charge the customer says was not owed: "you charged me shipping on an order that said free shipping",
# "I was billed for the gift wrap I never asked for", "the discount code wasn't applied".
_WRONG_CHARGE = re.compile(
    rf"\b(?:charged|billed|took|taken|debited|collected|added)\b{_CLAUSE}{{0,60}}\b(?:said|says|was|were|supposed\s+to\s+be|should(?:\s+have)?\s+be(?:en)?|"
    r"advertised(?:\s+as)?|meant\s+to\s+be|promised|listed\s+as|came\s+with)\s+(?:a\s+)?(?:free|included|complimentary|waived|\$?0(?:\.00)?\b|no\s+(?:charge|cost|fee))"
    rf"|\b(?:charged|billed|debited)\b{_CLAUSE}{{0,50}}\b(?:i|we)\s+(?:never|didn'?t|did\s+not)\s+(?:order|ordered|ask|asked|choose|chose|select|selected|want|wanted|agree|agreed)\b"
    r"|\b(?:charged|billed)\s+(?:me\s+|us\s+)?(?:the\s+)?(?:full|wrong|higher|old|regular)\s+(?:price|amount|rate)\b"
    # a code that did not take money off ("the discount code SAVE10 didn't apply at checkout", "my WELCOME15 code wasn't applied", "my promo code from the
    # newsletter never came off the total"); not the customer's own slip ("the voucher I never used", "I forgot to apply it")
    r"|\b(?:(?:discount|promo|promotional|voucher|coupon|gift\s+card|gift\s+voucher|offer)(?:\s+code)?|[a-z-]*\d[\w-]*\s+(?:code|voucher|coupon))\b"
    r"(?![^.;!?]{0,40}?\b(?:i|we)\s+(?:never|didn'?t|did\s+not|forgot|forget)\b)[^.;!?]{0,40}?\b"
    r"(?:wasn'?t|was\s+not|never\s+got|didn'?t\s+get|never|didn'?t|did\s+not|wouldn'?t|would\s+not|won'?t|couldn'?t|isn'?t|is\s+not)\s+(?:be\s+|been\s+|get\s+)?"
    r"(?:applied|apply|taken\s+off|take\s+off|come\s+off|came\s+off|deducted|honou?red|work|worked|accepted|recogni[sz]ed|go\s+through)\b", re.I)

# Wishes and statements that ask: "Need the invoice re-issued", "Would appreciate a discount", "It'd be great if someone
# could ring me", "Also hoping you can pass my thanks on", "Keen to hear how you'll stop this happening again".
# A need of "it" or "them" points back at what the sentence before asked for ("could you resend the invoice? need it
# for work"): that sentence's request, told why, not a second one.
_WISH_ASKS = re.compile(
    r"^\W*(?:(?:also|and|so|just|oh|plus|still)[\s,]+)*(?:really\s+|urgently\s+|just\s+)?(?:need|needs|require|want)\s+(?:the|a|an|my|our|someone|somebody|you|your|"
    r"a\s+copy|confirmation|some(?:one)?)\b"
    r"|^\W*(?:(?:also|and|so|just|oh|plus)[\s,]+)*(?:(?:i|we)\s+)?(?:would|'d|’d)\s+(?:really\s+|very\s+much\s+|greatly\s+|much\s+)?(?:appreciate|welcome|value|love)\b"
    r"|\b(?:would|'d|’d)\s+be\s+(?:really\s+|so\s+|very\s+|most\s+|super\s+)?(?:great|good|nice|lovely|helpful|ideal|brilliant|handy|wonderful|"
    r"appreciated|amazing|fab|perfect)\s+(?:if|to\s+(?:get|have|receive|hear|know|be)|for\s+(?:someone|somebody|you|me|us))\b"
    r"|\b(?:hoping|hope|trust)\s+(?:that\s+)?(?:you|someone|somebody|your\s+(?:team|staff|courier|driver)|they)\s+(?:can|could|will|would|might|are\s+able\s+to)\b"
    r"|\b(?:keen|eager|waiting|anxious|looking\s+forward|interested|curious|want)\s+to\s+(?:hear|know|learn|find\s+out|understand)\s+"
    r"(?:how|what|when|why|whether|if|where)\b"
    r"|\b(?:a\s+)?(?:call(?:\s*back)?|ring(?:\s*back)?|reply|response|refund|credit|discount|voucher|replacement|copy)(?:\s+of\s+(?:the|my|our)\s+[\w-]+)?\s+would\s+be\s+"
    r"(?:(?:really|much|very|most|greatly)\s+)?(?:appreciated|welcome|great|good|nice|lovely|helpful|ideal)\b"
    # any thing wished for, told as what would be welcome, with nothing after the wish: "A VAT invoice for the order would be
    # great too.", "An updated receipt with my company name on it would be much appreciated" (not "the blue would be nice in
    # our hall", "the lamp would be perfect if it worked", "that would be great, thanks": no thing named)
    r"|^\W*(?:(?:also|and|so|oh|plus|ps|p\.s\.)[\s,:.]+)*(?:a|an|the|some|my|our|any|your)\s+(?:[\w'-]+\s+){0,10}?(?:would|'d|’d|will)\s+be\s+"
    r"(?:(?:really|so|very|most|much|greatly|super|hugely|extremely)\s+)?(?:great|good|nice|lovely|helpful|ideal|brilliant|handy|wonderful|appreciated|"
    r"welcome|amazing|perfect|useful|fab|fantastic|excellent)(?:\s+(?:too|as\s+well|also|please|thanks|thank\s+you|if\s+possible|if\s+you\s+can))*"
    r"\s*(?:[.!;]|,\s*(?:thanks|thank\s+you|cheers|ta)\b|$)", re.I)
# ...not courtesy: "hope you're well", "would love to shop with you again", "it'd be nice to get out more".
_COURTESY = re.compile(r"\b(?:would|'d|’d)\s+love\s+to\s+(?:shop|order|buy|come\s+back|use)\b|\bhope\s+(?:you|all)\s+(?:are|'re|have|had)\b", re.I)

# A problem of an earlier time that came right by itself: "last year a parcel went missing but it turned up a week later".
_EARLIER_TIME = re.compile(r"\blast (?:year|time|spring|summer|autumn|fall|winter|christmas|month)\b|\b(?:years?|months?) ago\b|\bin the past\b"
                           r"|\bonce before\b|\bpreviously\b|\ba while (?:back|ago)\b|\b(?:an?|my|the) (?:previous|earlier|older|prior) (?:order|parcel|delivery)\b", re.I)
_CAME_RIGHT = re.compile(r"\b(?:but|though|although|then|and)\b[^.;!?]{0,40}?\b(?:eventually\s+|finally\s+|later\s+|soon\s+)?"
                         r"(?:turned\s+up|showed\s+up|arrived|came\s+through|was\s+found|were\s+found|got\s+found|reappeared|sorted\s+itself\s+out|"
                         r"resolved\s+itself|was\s+sorted|got\s+sorted|was\s+resolved|was\s+fixed)\b", re.I)
_AGAIN = re.compile(r"\b(?:again|still|this time|now|once more|same thing|never)\b|\b(?:not|n't)\b", re.I)


# Fewer pieces in one pack or set than it is sold with: "Ordered the 6-pack of candles, box had 4 in it", "the pack of 8
# batteries had 6 inside". The line's unit (the pack) came, short inside: no undelivered units (a short delivery of the
# line, runs.policy.SHORT_DELIVERY, reads "I ordered 6 candles and only 4 came"), and no damage either; a part of a unit
# sold as a pack is a person's to settle, as runs/unit_counts.py pays it.
PACK_SHORT_WHY = "fewer pieces in a pack or set than it is sold with, told as a statement: a person reads it"
_COUNTS = {w: i for i, w in enumerate("one two three four five six seven eight nine ten eleven twelve".split(), start=1)} | {"dozen": 12, "a dozen": 12}
_N = r"(\d{1,3}|a dozen|dozen|" + "|".join(_COUNTS) + r")"
_PACK_SIZE = re.compile(rf"\b{_N}[- ]?(?:pack|pk|piece|pc|pcs|set|count|ct)\b|\b(?:pack|set|box|packet|bundle|case|multipack|multi-pack)\s+of\s+{_N}\b", re.I)
_PIECES_FOUND = re.compile(rf"\b(?:had|has|contained|contains|held|holds|came\s+with|comes\s+with|there\s+(?:were|was|are|is)|included|includes|"
                           rf"inside\s+(?:were|was|are)|(?:i|we)\s+(?:got|found|counted))\s+(?:only\s+|just\s+)?{_N}\b"
                           r"(?!\s*(?:-|\s)?(?:pack|pk|piece|pc|set|count|ct|%|days?|weeks?|hours?|months?|years?|stars?)\b)", re.I)


def _count(word: str) -> int:
    return int(word) if word.isdigit() else _COUNTS[word.lower()]


def pack_short(text: str) -> bool:
    """Whether a sentence tells of fewer pieces in a pack or set than the number it is sold with."""
    size = _PACK_SIZE.search(text)
    if not size:
        return False
    whole = _count(size.group(1) or size.group(2))
    return any(0 < _count(m.group(1)) < whole for m in _PIECES_FOUND.finditer(text, size.end()))


def told_problem(text: str) -> tuple[str, str] | None:
    """(kind, why) for a statement that tells a problem with the customer's goods or money, else None. Only a
    mismatch between what was promised and what came (wrong_item) and a fault there from the first use
    (damaged_item) take a kind of their own; any other fault, and a charge told, go to a person as `other`,
    since no policy remedy is paid on a fault not said to have come so."""
    if _MISMATCH.search(text) and not _MATCHES_AFTER_ALL.search(text):
        return "wrong_item", TOLD_MISMATCH_WHY
    if pack_short(text):
        return "other", PACK_SHORT_WHY
    if _WRONG_CHARGE.search(text):
        return "other", TOLD_CHARGE_WHY
    if _FAULT.search(text) and not _NOT_THESE.search(text):
        return ("damaged_item", TOLD_FAULT_FIRST_WHY) if _FIRST_USE.search(text) or _FROM_THE_FIRST.search(text) else ("other", TOLD_FAULT_WHY)
    return None


def asked_as_wish(text: str) -> bool:
    """Whether a sentence asks by wishing or stating a need, not by grammar's question or imperative."""
    return bool(_WISH_ASKS.search(text)) and not _COURTESY.search(text)


def came_right_by_itself(text: str) -> bool:
    """Whether a sentence tells of an earlier problem that came right on its own, and of nothing happening again."""
    turn = _CAME_RIGHT.search(text)
    return bool(turn and _EARLIER_TIME.search(text, 0, turn.start())) and not _AGAIN.search(text)


def told_as_background(read) -> None:
    """A fault or a charge told before the customer says what they write for ("the reason I'm writing: ..."), in
    another paragraph and sharing no words with a request of a known kind, is the story around the ticket, as
    runs/intents/unread.py reads any other problem told there: context, not a request for a person."""
    from .stems import content_stems
    from .unread import BACKGROUND_WHY, _background_until
    reason_at = _background_until(read)
    known = [n for n in read if n.role == "request" and n.kinds != ["other"]]
    if reason_at < 0 or not known:
        return
    for s in read[:reason_at]:
        if s.why in (TOLD_FAULT_WHY, TOLD_CHARGE_WHY) and s.paragraph != read[reason_at].paragraph \
                and not any(content_stems(s.text) & content_stems(n.text) for n in known):
            s.role, s.kinds, s.spans, s.why = "context", [], {}, BACKGROUND_WHY
