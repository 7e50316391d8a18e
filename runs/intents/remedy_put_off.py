"""A claim whose remedy the customer puts off to a later decision, their own or another person's: "I'm going to wait and
see whether it affects anything before deciding what to do", "I haven't decided yet whether I want a refund", "I need to
speak to my partner first before deciding whether we want a refund or a repair", "I shall consult my husband ... and
will revert in due course", "If it gets any worse I'll ask for a refund", "if the next one is late I want the delivery fee
back" (a later order's money, verify48 V48-305), "Might ask for a refund later", "gonna try
superglue first, if that dont work ill be back", "I'll have a closer look in daylight and email again if it's a crack",
"Let me know my options before you do anything" (verify43 waive43: each damage or lateness told beside such words was
read as the claim asked and paid at once under the ceiling, $1,084.42 over 19 runs, the reply saying "I've refunded").

Nothing is asked now: the claim is told and kept open for a person, never paid. The sentence putting it off is `other`
for a person (quoted: they answer with the options or wait for the customer), the claims told without an ask of their own
are context, and when no remedy is asked anywhere in the ticket the sentence forbids every refund, so the guard refuses
one whatever a model proposes (runs/guards.check_request_in_ticket reads `forbids`).

Near-misses that still pay: a remedy asked in the same sentence or elsewhere in the ticket ("I'll be in touch if the
replacement is wrong too, but please refund the vase", "The vase is cracked, please refund it. I'll let you know about
the lamp": only the claim told in the putting-off sentence itself is held then), a decision made ("my partner says
refund it", "I've decided: refund please"). A refund asked on a deadline not yet passed ("if it's not here by Friday,
refund me") is read elsewhere (runs/intents/deadline_on_an_ask.py), never here."""

from __future__ import annotations

import re

from ..shop.kinds import NOT_A_CASE
from .held_for_a_question import HELD_BY_ASKING_WHY, HELD_CLAIM_WHY, HELD_QUESTION_WHY
from .money import holds_money, remedies_weighed
from .reading import ReadSentence
from .refund_on_a_deadline import REFUND_ON_A_DEADLINE

PUT_OFF_WHY = ("the customer puts the remedy off to a later decision (theirs or another person's): nothing asked now, "
               "a person answers and keeps the claim open, no refund")
PUT_OFF_CLAIM_WHY = "a claim whose remedy the customer puts off to a later decision: kept open for a person, never paid now"

_I_WILL = r"(?:i'?ll|i\s+will|ill|i\s+shall|we'?ll|we\s+will|we\s+shall|i'?m\s+going\s+to|im\s+going\s+to|i\s+am\s+going\s+to|gonna|will|shall)"
# Coming back later: "I'll get back to you", "will be in touch", "ill be back", "will revert", "I'll tell you next week".
# (never a question of other things coming: "When will the money be back on my card?" - no subject after "will")
_COME_BACK = (rf"\b{_I_WILL}\s+(?!(?:the|a|an|my|your|it|its|this|that|they|these|those|you|u|he|she|there|our|his|her)\b)(?:(?:\w+\s+){{0,2}}?|(?:[\w']+\s+){{1,6}}?and\s+(?:then\s+)?)(?:get\s+back\s+to\s+(?:you|u|ya)|be\s+in\s+touch|be\s+back|come\s+back(?:\s+to\s+(?:you|u))?"
              r"|write\s+(?:back|again)|e-?mail\s+(?:you\s+|u\s+)?(?:back|again)|message\s+(?:you\s+|u\s+)?again|let\s+(?:you|u)\s+know|tell\s+(?:you|u)"
              r"|revert|update\s+(?:you|u)|reach\s+out\s+again|contact\s+(?:you|u)\s+again|follow\s+up|drop\s+(?:you|u)\s+a\s+line|circle\s+back"
              r"|(?<!\byou\s)(?<!\bu\s)decide|make\s+(?:a|my|our)\s+(?:decision|mind\s+up)"
              # a repair tried first, its bill to come (R3-07): "then I'll send you their bill", "ill forward the invoice"
              r"|(?:send|forward|pass\s+on|e-?mail)\s+(?:(?:you|u)\s+)?(?:on\s+)?(?:the|their|his|her|a|my|its)\s+(?:repair\s+)?(?:bill|invoice|receipt|quote))\b")
# ... tied to a later decision: a condition, a person consulted, a time, the remedy or what is wanted.
_TIE = re.compile(r"\b(?:if|once|after|when|whether|depending|decid\w*|decision|consult\w*|talk\w*|speak\w*|spoken|check\w*\s+with|"
                  r"next\s+(?:week|month)|tomorrow|in\s+due\s+course|later|refund\w*|money|repair\w*|replacement|options?|"
                  r"what\s+(?:i|we)\s+(?:want|need|'d\s+like|would\s+like)|what\s+to\s+do|see\s+how)\b", re.I)
# Undecided, or deciding later: "haven't decided yet whether", "before deciding", "wait and see", "need to speak to my
# partner first", "consult my husband", "think about whether it's worth", "before you do anything".
_UNDECIDED = re.compile(
    r"\b(?:(?:haven'?t|havent|have\s+not|not)\s+(?:yet\s+|really\s+)?(?:decided|made\s+up\s+(?:my|our)\s+minds?)(?:\s+yet)?\s+(?:whether|if|what|on|about|how)"
    r"|(?:still\s+)?(?:undecided|deciding|in\s+two\s+minds|on\s+the\s+fence)\s+(?:whether|if|what|on|about|how)"
    r"|(?:not\s+(?:yet\s+)?sure|unsure|(?:don'?t|dont|do\s+not)\s+know(?:\s+yet)?)\s+(?:yet\s+)?(?:whether|if|what)\s+(?:i|we)\s+(?:want|'d\s+like|would\s+like|need|should|wish)"
    r"|before\s+(?:deciding|(?:i|we)\s+decide|making\s+(?:a|any|the)\s+decision|making\s+up\s+(?:my|our)\s+minds?|(?:i|we)\s+make\s+up\s+(?:my|our)\s+minds?)"
    r"|before\s+(?:(?:you|u|anyone)\s+(?:do|refund|process|send|action|issue|arrange)|doing|refunding|processing)\s+anything(?!\s+else)"
    r"|wait\s+(?:and|n|&)\s+see|see\s+how\s+(?:it|they)\s+(?:goes|go|cooks|holds|hold|works|work|looks|wears|lasts|does)"
    r"|think(?:ing)?\s+(?:about|over)\s+(?:whether|if|what)|mull(?:ing)?\s+(?:it\s+)?over"
    r"|(?:need|have|want|got)\s+to\s+(?:speak|talk|check|consult|chat)\s+(?:to|with)\s+(?:my|our|the)\b"
    r"|consult(?:ing)?\s+(?:with\s+)?(?:my|our)\b|talk\s+it\s+(?:over|through)\s+with"
    # a repair tried first (R3-07): "going to see if the repair shop can fix it", "will try get it mended first"
    r"|(?:see|find\s+out|check)\s+(?:if|whether)\s+[^.!?;]{0,60}?\b(?:can|could|will|would)\s+(?:\w+\s+)?(?:fix|repair|mend|glue|sort)\b(?![^.!?;]{0,30}\b(?:couldn|can['’]?t|cannot|won['’]?t)))", re.I)
# A remedy asked only later, on a condition not yet met: "If it gets any worse I'll ask for a refund", "Might ask for a
# refund later", "ill be back for a refund", "may want my money back down the line".
_LATER_ASK = re.compile(
    rf"\b(?:{_I_WILL}|i\s+might|i\s+may|might|may|maybe|i\s+could|we\s+might|we\s+may|i'?d|i\s+would)\s+(?:\w+\s+){{0,2}}?"
    r"(?:ask|claim|request|want|go\s+for|apply|put\s+in|be\s+back|come\s+back|chase|need)\s+(?:\w+\s+){0,3}?(?:for\s+)?"
    r"(?:a\s+|the\s+|my\s+|some\s+|any\s+)?(?:refund\w*|money\s+back|replacement|repair|compensation|credit)\b", re.I)
_LATER_TIE = re.compile(r"\b(?:if|later|eventually|at\s+some\s+point|down\s+the\s+line|depending|we'?ll\s+see|should\s+it|in\s+future|for\s+now)\b", re.I)
# Money asked only if it happens on a later order or again: "if the next one is late I want the delivery fee back", "Going
# forward, if a delivery is late I'll be asking for my delivery charge back", "next time it's late I'll want the shipping
# refunded", "if next order is late i want my delivery money back" (verify48 V48-305, V48-403: the fee of this order paid on a
# condition about the next). The condition names a time to come, never this order's goods or day ("if it's not here by Friday").
_NEXT_TIME_ASK = re.compile(
    r"\b(?:(?:if|when|should|whenever)\s+(?:(?:the|my|a|an|any|your)\s+)?(?:next|future|following|another)\b"
    r"|(?:if|when|should|whenever)\s+(?:it|this|that)\s+(?:ever\s+)?(?:happens?|is|was|arrives?|comes?)\s+(?:\w+\s+){0,2}?(?:again|next\s+time)\b"
    r"|(?:if|when|should|whenever)\s+(?:a|any|another)\s+(?:\w+\s+)?(?:delivery|parcel|order|package|shipment)\s+(?:is|comes?|arrives?|turns\s+up)\b"
    r"|next\s+time\b|going\s+forward\b|in\s+(?:the\s+)?future\b|from\s+now\s+on\b)"
    r"[^.!?;]{0,60}?\b(?:want|expect|ask(?:ing)?|claim(?:ing)?|request(?:ing)?|like|demand(?:ing)?|need)\b[^.!?;]{0,40}?"
    r"\b(?:refund\w*|back|money|compensation|credit|reimburs\w*)\b", re.I)
_MONEY_NOW = re.compile(r"\b(?:refund\w*|reimburs\w*|compensat\w*|money|fee|charge|postage|shipping)\b[^.!?;]{0,20}?\bback\b|\brefund\w*|\bplease\b|\bpls\b", re.I)
# Coming back about other goods, on a condition that names them: "The bowl arrived broken - if the plate turns out to be
# chipped I'll let you know" puts off nothing of the bowl's (the words of damage or a fix are no goods: "if the crack
# spreads I'll be back")
_OTHER_GOODS_IF = re.compile(r"\b(?:if|when|once|should|in\s+case)\s+(?:it\s+turns\s+out\s+(?:that\s+)?)?(?:the|my|our|any|another)\s+"
                             r"(?!(?:crack|chip|dent|scratch|damage|fault|problem|issue|repair|glue|fix|mark|stain|break|tear|split|leak|"
                             r"wobble|smell|noise|rattle|same|thing|one|rest|other|electrician|husband|wife|partner)s?\b)[a-z]{3,}", re.I)
# A decision still to come, said with the coming back: "Will be in touch when I know what I want", "ill get back to you once
# I've decided". Read as a courtesy (its words name nothing), the bowl beside it was paid (issue #11); a courtesy of other
# things ("I'll let you know if I have any other questions") puts off nothing.
_DECIDING_LATER = re.compile(
    r"\b(?:when|once|after|as\s+soon\s+as|till|until)\s+(?:i|we)(?:'ve|\s+have)?\s+(?:know|decided?|work(?:ed)?\s+out|figure[ds]?\s+out|"
    r"made?\s+up\s+(?:my|our)\s+minds?|thought\s+(?:about\s+it|it\s+over)|spoken|talked|checked)\b", re.I)
# A sign-off's condition: more questions or needs to come, not a decision on this claim's remedy ("I'll let you know if
# I have any other questions", "will be in touch if I need anything else", "ill get back to u if anything else comes up").
_SIGN_OFF_IF = re.compile(
    r"\b(?:if|should)\s+(?:i|we)\s+(?:have|get|think\s+of|come\s+up\s+with|got)\s+(?:any\s+)?(?:more|other|further|additional|new)?\s*"
    r"(?:questions?|queries|query|qs)\b|\b(?:if|should)\s+(?:i|we)\s+need\s+(?:anything|something|any\s+help)\s*(?:else|more|further)?\b"
    r"|\bif\s+anything\s+else\s+(?:comes\s+up|crops\s+up|happens|changes|is\s+needed)\b|\bif\s+(?:there'?s|there\s+is)\s+anything\s+else\b", re.I)
# A deadline on an ask ("if it's not here by Friday I'll ask for a refund") is another reader's: its own shape
# (refund_on_a_deadline.REFUND_ON_A_DEADLINE, its day deadline_on_an_ask.WHEN), or goods not come. A day alone is no
# deadline: "I'll let you know by 5pm whether I want a refund", "will see how it is by the end of the month" give the
# customer's own time to decide, a putting off.
_DEADLINE = re.compile(rf"{REFUND_ON_A_DEADLINE}"
                       r"|\b(?:not|isn'?t|hasn'?t|doesn'?t|does\s+not|never)\s+(?:\w+\s+)?(?:here|arrive[sd]?|come|came|turn(?:ed|s)?\s+up|show(?:ed|s)?\s+up|delivered)\b", re.I)
# A remedy asked now, in the sentence or the ticket: "please refund the vase", "just refund it", "I want a refund",
# "Refund please", "can you refund it?" (never "whether I want a refund", blanked with the putting off).
_REMEDY_ASKED = re.compile(
    r"\b(?:please|pls|plz|kindly|just|so|then|but)\s+(?:\w+\s+)?(?:refund|replace|reimburse|credit|swap|exchange|send\s+(?:me\s+)?(?:a|another|the|my))\b"
    r"|^\W*(?:refund|replace|reimburse)\b|\brefund\s+(?:me|it|them|please|pls|plz|the)\b"
    r"|\b(?:(?:i|we)\s+(?:do\s+|really\s+|still\s+)?(?:want|need|would\s+like|'d\s+like|d\s+like|expect)|i'?m\s+asking\s+for|i\s+am\s+asking\s+for)\s+"
    r"(?:a\s+|my\s+|the\s+|a\s+full\s+)?(?:refund|money|replacement|new\s+one|reimbursement)"
    r"|\b(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?(?:refund|replace|reimburse|send)\b", re.I)
# What the readers of a hold before this one (held_for_a_question.py) made of a sentence: the money is held already.
_HELD_WHYS = frozenset({HELD_QUESTION_WHY, HELD_CLAIM_WHY, HELD_BY_ASKING_WHY})
# The kinds whose claim pays money or goods now.
_CLAIM_KINDS = frozenset({"damaged_item", "wrong_item", "non_delivery", "late_delivery", "duplicate_charge", "change_of_mind"})


def put_off_span(text: str) -> tuple[int, int] | None:
    """Where a sentence puts a remedy off to a later decision (module doc), to the end of its clause; None if it does not,
    or if it asks a remedy now beside it."""
    if holds_money(text) or remedies_weighed(text):
        return None  # a hold, a check first or remedies weighed: their own readers (money.py) hold the money already
    spans = [m.span() for m in _UNDECIDED.finditer(text)]
    tied = _TIE.search(_SIGN_OFF_IF.sub(" ", text))  # ("I'll let you know if I have any other questions": a sign-off, no tie)
    spans += [m.span() for m in re.finditer(_COME_BACK, text, re.I) if tied and not _OTHER_GOODS_IF.search(text)]
    spans += [m.span() for m in _LATER_ASK.finditer(text) if _LATER_TIE.search(text)]
    # "if the next one is late I want the fee back" (never beside money asked now: "I want the fee back please, and if the next
    # one is late I'll want that back too")
    spans += [m.span() for m in _NEXT_TIME_ASK.finditer(text) if not _MONEY_NOW.search(text[:m.start()] + " " + text[m.end():])]
    if not spans or _DEADLINE.search(text):
        return None
    start = min(a for a, _ in spans)
    end = max(b for _, b in spans)
    end += re.search(r"[,;:–—]|\s-\s|$", text[end:]).start()
    if _REMEDY_ASKED.search(text[:start] + " " + text[end:]):
        return None  # "I'll be in touch if the replacement is wrong too, but please refund the vase"
    return start, end


def _asks_remedy(s: ReadSentence) -> bool:
    return bool(_REMEDY_ASKED.search(s.text))


def read_remedy_put_off(live: list[ReadSentence]) -> None:
    """A remedy put off to a later decision (module doc). `live`: the sentences the customer wrote."""
    if any(s.why in _HELD_WHYS or holds_money(s.text) for s in live):
        return  # money already held by the customer's own words ("Don't refund it for now ... We'll let you know next week")
    put_off = [s for s in live if (s.role != "courtesy" or _DECIDING_LATER.search(s.text)) and put_off_span(s.text) is not None]
    if not put_off:
        return
    claims = [s for s in live if s not in put_off and s.role in ("request", "attached") and set(s.kinds) & _CLAIM_KINDS]
    asked = any(_asks_remedy(s) for s in live if s not in put_off and s.role in ("request", "attached"))
    for s in put_off:
        s.role, s.kinds, s.spans, s.why = "request", ["other"], {}, PUT_OFF_WHY
        if not asked:
            # nothing asked anywhere: no refund of any claim the ticket tells until a person hears from the customer
            s.forbids, s.forbid_kinds = list(dict.fromkeys([*s.forbids, "refund"])), []
    if asked:
        return  # a remedy asked elsewhere stands; only the claims told in the putting-off sentences are held
    for s in claims:
        beside = [k for k in s.kinds if k in NOT_A_CASE] or (["other"] if "?" in s.text else [])
        if beside:
            # a question or another ask beside the claim ("Do I have to send it back to get a refund?"): a person answers it
            s.role, s.kinds, s.spans, s.why = "request", beside, {k: v for k, v in s.spans.items() if k in beside}, PUT_OFF_CLAIM_WHY
        else:
            s.role, s.why = "context", PUT_OFF_CLAIM_WHY


_ON_A_DEADLINE = re.compile(REFUND_ON_A_DEADLINE, re.I)


def money_asked_later(text: str) -> bool:
    """Whether a sentence asks money only on a later occasion ("if the next one is late I want the delivery fee back") or
    if the goods have not come by a day still to come ("if it still hasn't shown up by Monday I'd want my money back"), and
    no money now beside it: read by the guard (runs.guards.check_request_in_ticket) whatever the screener made of it."""
    return any(not _MONEY_NOW.search(text[:m.start()] + " " + text[m.end():]) for m in (*_NEXT_TIME_ASK.finditer(text), *_ON_A_DEADLINE.finditer(text)))


def money_asked_now(text: str) -> bool:
    """Whether a sentence asks money now, in the plain words _MONEY_NOW knows ("refund please", "I want the fee back")."""
    return bool(_MONEY_NOW.search(text))
