"""An ask the customer takes back in the same mail is withdrawn, not asked of anyone; a return booked before and called
off now is a request a person answers; the money asked after a goods remedy taken back is the claim's own remedy.

- "please send me a return label, not sure about the colour. Actually I'll keep it, ignore that" or "Could I get a new
  one sent? Hmm, scratch that, I'll hang on to it": the ask of no known kind just before (a return label, a
  replacement, an exchange) is withdrawn in the next breath. It is recorded as withdrawn (context, quoted, with its
  reason), never handed to a person, and a return it asked for may not start (its `change_of_mind` is settled).
- "Forget the return I booked, I'll keep it", "cancel my return please, I'm keeping the lamp": no return was asked in
  this mail, so the one called off was booked before. Keeping the goods is no claim, but a return may be open on the
  record: a person cancels it, or tells the customer there is none (a request of kind `other`, its return held).
- "The vase came cracked. Could you send a new one? Actually forget the replacement, just refund it": the goods asked
  instead are withdrawn, and the money asked in their place is the standing claim's own refund (attached to it), never a
  request of no kind for a person.

Near-misses: an address change or any ask that is no goods remedy before "I'll keep it" stands; a return asked earlier in
the same mail and called off is withdrawn, not booked; a change of mind that asks other goods still asks them."""

from __future__ import annotations

import re

from .cues import GOODS_PROBLEMS
from .money_back_words import REFUND_WORDS
from .past_asks import return_told_as_asked
from .reading import ReadSentence
from .remedies import _PART_MONEY
from .stems import content_stems
from .wish_words import NO_NEED_FOR
from .settled import _WITHDRAWN, REPLACED_ASK_WHY, WITHDRAWN_ASK_WHY, changed_ask, listed_beyond_struck, told_beyond_struck

# (the reason the withdrawn ask is recorded with: one the guard reads as settling what it asked, so no return starts on it)
WITHDRAWN_SAME_MAIL_WHY = WITHDRAWN_ASK_WHY
RETURN_CALLED_OFF_WHY = ("asks that a return booked before be called off (the customer keeps the goods): a person cancels it on the "
                         "record, or tells the customer there is none")
LATER_MONEY_WHY = "the money the customer asks instead of the goods remedy taken back: the refund of the claim told before it"

_DECLINED_NEXT_WHY = "the customer declines the remedy in the next sentence"  # (refusals._declined_goods)
DECLINED_REMEDY_WHY = "the customer declines the remedy (keeps the goods, fixed them or wants nothing)"

# A goods remedy asked: a return or its label, a collection, an exchange or swap, a replacement or another one sent.
_GOODS_REMEDY = re.compile(
    r"\b(?:return(?:s|ing)?|returns?\s+label|label|collection|collect(?:ed)?|pick-?up|exchange|swap|replace(?:ment)?|"
    r"send(?:ing)?\s+(?:it|them|the\s+[\w-]+(?:\s+[\w-]+)?)\s+back|post(?:ing)?\s+(?:it|them)\s+back|"
    r"(?:another|new|fresh)\s+(?:one|ones|\w+)\s*(?:sent|posted|shipped|out)?)\b", re.I)
_RETURN_WORDS = re.compile(r"\b(?:return(?:s|ing)?|label|collection|collect(?:ed)?|pick-?up|send(?:ing)?\s+[\w\s-]{0,20}?back|"
                           r"post(?:ing)?\s+(?:it|them)\s+back)\b", re.I)

# Taking back the words just before: settled._WITHDRAWN ("ignore that", "scratch that", "never mind", "forget it"), and the
# few it leaves to the goods' own readings: "scrap that", "strike that", "cancel that", "no need for it".
_TAKES_BACK_MORE = re.compile(r"\b(?:scrap|strike|cancel)\s+(?:that|this|it|what\s+i\s+(?:just\s+)?(?:said|asked|wrote))\b"
                              rf"|\b{NO_NEED_FOR}\s+(?:it|that|the\s+\w+)\b", re.I)


def _taken_back_words(text: str) -> bool:
    return bool(_WITHDRAWN.search(text) or _TAKES_BACK_MORE.search(text))
# Keeping the goods takes back only an ask that sends them back (a return, its label, a collection, an exchange): "Please
# send a new one, I'll keep the broken one for spares" still asks the new one.
_KEEPS = re.compile(
    r"\b(?:i'?ll|i\s+will|i'?m|i\s+am|we'?ll|we\s+will|we'?re|i'?ve\s+decided\s+to|decided\s+to)\s+(?:just\s+)?(?:keep(?:ing)?|hang(?:ing)?\s+on\s+to)\s+"
    r"(?:it|them|this|these|the\s+\w+|my\s+\w+)\b", re.I)
# A keep not yet decided is none: "haven't decided if I'm keeping it", "not sure whether we'll keep them".
_UNDECIDED_BEFORE = re.compile(r"\b(?:if|whether|decided|decide|sure|might|may|maybe|perhaps|thinking|wondering)\W+(?:\w+\W+){0,2}$", re.I)


def _keeps(text: str) -> bool:
    return any(not _UNDECIDED_BEFORE.search(text[max(0, m.start() - 40):m.start()]) for m in _KEEPS.finditer(text))

# A return called off: a verb of calling off, or of not needing, with a return (or its label, or a collection) named.
_RETURN_OFF = re.compile(
    # ("never mind the return, I'm keeping it", texted "nvm the return, keeping it")
    r"\b(?:cancel\w*|call(?:ing)?\s+off|forget(?:\s+about)?|scrap|scratch|drop|ignore|stop|withdraw|undo|kill|never\s+mind|nvm)\s+"
    r"(?:the|my|that|this|our|your)\s+(?:\w+\s+){0,2}?(?:return|returns\s+label|return\s+label|label|collection|pick-?up)\b"
    r"|\b(?:no\s+longer|don'?t|do\s+not|won'?t)\s+(?:\w+\s+)?(?:need|want|require)\s+(?:the|my|that|a|an|any)\s+(?:\w+\s+)?"
    r"(?:return|label|collection|pick-?up)\b", re.I)
# Told as booked or asked before this mail: "the return I booked", "the return I started last week", "my return".
_BOOKED_BEFORE = re.compile(r"\b(?:booked|arranged|started|opened|requested|raised|set\s+up|made|lodged|asked\s+for|got)\b|"
                            r"\b(?:my|our|the\s+existing)\s+(?:\w+\s+)?(?:return|collection)\b|\b(?:last|yesterday|earlier|before|already)\b", re.I)

# The money asked after the change of mind: "just refund it", "I'd rather have my money back", "refunding me is fine".
_MONEY_ASKED = re.compile(rf"\b(?:{REFUND_WORDS}|my\s+money)\b", re.I)
# ... and no other goods asked in its place.
_OTHER_GOODS = re.compile(r"\b(?:send|post|ship|swap|exchange|replace\w*|another|new\s+one|credit|voucher|gift\s+card|points)\b", re.I)


def _goods_remedy_asked(s: ReadSentence) -> bool:
    """Whether `s` is a request of no known kind asking a goods remedy (a return label, a replacement, an exchange)."""
    # (a return called off is no return asked: "Could you cancel the return I started yesterday?")
    return s.role in ("request", "request_unread") and set(s.kinds) <= {"other", "change_of_mind"} and bool(_GOODS_REMEDY.search(s.text)) \
        and not _RETURN_OFF.search(s.text)


def _declining(s: ReadSentence) -> bool:
    return s.role == "context" and (s.why == DECLINED_REMEDY_WHY or s.why.startswith("the customer declines"))


def _takes_back(s: ReadSentence, asked: ReadSentence) -> bool:
    """Whether the declining sentence `s` takes back the goods remedy `asked` just before it."""
    if _taken_back_words(s.text):
        return True
    return _keeps(s.text) and bool(_RETURN_WORDS.search(asked.text) or re.search(r"\b(?:exchange|swap)\b", asked.text, re.I))


def _before_in_paragraph(read: list[ReadSentence], i: int, most: int = 2) -> list[ReadSentence]:
    """The sentences just before read[i] in its paragraph, nearest first, the injected and the courtesies passed over."""
    out = []
    for p in reversed(read[:i]):
        if p.paragraph != read[i].paragraph or len(out) >= most:
            break
        if p.role in ("injected", "courtesy"):
            continue
        out.append(p)
    return out


def _withdraw_goods_asks(read: list[ReadSentence]) -> None:
    for i, s in enumerate(read):
        if not _declining(s):
            continue
        asked = next((p for p in _before_in_paragraph(read, i) if _goods_remedy_asked(p)), None)
        if asked is None or not _takes_back(s, asked):
            continue
        if listed_beyond_struck(s.text, asked.text) or told_beyond_struck(s.text, asked.text):
            continue  # "return the jacket and the belt" before "skip the jacket - I'll keep it": the belt still goes back
        returned = bool(_RETURN_WORDS.search(asked.text)) or "change_of_mind" in asked.kinds
        asked.role, asked.why, asked.spans, asked.weak = "context", WITHDRAWN_SAME_MAIL_WHY, {}, []
        # a return taken back settles the return (no return may start on it); a replacement taken back asks nothing
        asked.kinds = ["change_of_mind"] if returned else []
        if returned and "return" not in s.forbids:
            s.forbids = [*s.forbids, "return"]


def _return_asked_before(read: list[ReadSentence], i: int) -> bool:
    """Whether this mail asked a return before read[i]: an ask still standing, or one withdrawn in the mail. A subject naming
    the return ("Jacket return + late delivery") or a return told of ("I asked last week to return it") asks none here."""
    for p in read[:i]:
        if p.role == "injected" or p.index == 0 or p.why == RETURN_CALLED_OFF_WHY or _RETURN_OFF.search(p.text):
            continue
        returned = p.asks_return or "change_of_mind" in p.kinds or bool(p.weak) or bool(_RETURN_WORDS.search(p.text))
        if returned and (p.role in ("request", "request_unread") or p.why in (WITHDRAWN_ASK_WHY, REPLACED_ASK_WHY)):
            return True
    return False


# The words of a call-off that name no goods: "forget the return I booked last week, I'll keep it".
_CALL_OFF_STEMS = content_stems("cancel cancelled calling call off forget scrap scratch drop ignore stop withdraw undo kill return returns label "
                                "collection pickup pick up booked book arranged arrange started start opened open requested request raised "
                                "set made lodged asked got last yesterday earlier before already keep keeping hang on please need want "
                                "require longer week weeks days day after all actually oh also decided existing")


def _calling_off(s: ReadSentence) -> bool:
    """Whether `s` may be a return called off: read as declining a remedy, keeping the goods beside money asked, or asking a
    person something of no known kind (the return, a label)."""
    if s.role == "context":
        return _declining(s) or s.why.startswith("the customer keeps the goods")
    return s.role == "request" and set(s.kinds) <= {"other", "change_of_mind"} and bool(s.kinds)


def _call_off_booked_returns(read: list[ReadSentence]) -> None:
    for i, s in enumerate(read):
        if not _calling_off(s) or not (off := _RETURN_OFF.search(s.text)):
            continue
        if _return_asked_before(read, i):
            if s.role == "request" and s.kinds == ["other"] and _declining_words(s):
                # "I'd like to return the rug. Actually, cancel that return - I'll keep it.": the return asked above is
                # taken back (withdrawn by the passes before), nothing booked to cancel, nobody to ask
                s.role, s.kinds, s.why = "context", [], DECLINED_REMEDY_WHY
                s.forbids = list(dict.fromkeys([*s.forbids, "return"]))
            continue
        # (or one told as asked before, in a sentence of its own: "Last week I asked to send back the rug." - past_asks.py)
        if not _BOOKED_BEFORE.search(s.text) and not any(return_told_as_asked(p.text) for p in read[:i]) and not re.match(r"\W*(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?(?:cancel|call\s+off|forget|scrap|stop|never\s+mind|nvm)\b",
                                                              s.text[max(0, off.start() - 12):], re.I):
            continue
        s.role, s.kinds, s.why, s.spans, s.weak = "request", ["other"], RETURN_CALLED_OFF_WHY, {}, []
        s.forbids = list(dict.fromkeys([*s.forbids, "return"]))
        # the goods the call-off names ("forget the return I booked for the lamp"): a claim on other goods just before it,
        # which the keeping was read as declining ("The mug was chipped, refund please."), stands
        goods = content_stems(s.text) - _CALL_OFF_STEMS
        for p in _before_in_paragraph(read, i):
            if goods and p.role == "context" and p.why == _DECLINED_NEXT_WHY and not goods & content_stems(p.text):
                p.role, p.why = "request", ""


def _declining_words(s: ReadSentence) -> bool:
    return s.why.startswith("the customer declines") or _keeps(s.text) or _taken_back_words(s.text)


def _money_after_goods_taken_back(read: list[ReadSentence]) -> None:
    for i, s in enumerate(read):
        if not (s.role == "request" and s.kinds == ["other"] and (at := changed_ask(s.text))):
            continue
        rest = s.text[at:]
        # (part of the money, "I'd rather keep it and get a partial refund", is no refund of the claim: a person weighs it)
        if not _MONEY_ASKED.search(rest) or _PART_MONEY.search(rest) or _OTHER_GOODS.search(rest[_MONEY_ASKED.search(rest).end():]) \
                or _OTHER_GOODS.search(re.sub(r"\b(?:forget|scratch|scrap|ignore|skip|cancel)\s+(?:the|my|that|about\s+the)\s+(?:\w+\s+)?"
                                               r"(?:replacement|exchange|swap|new\s+one)\b", " ", rest[:_MONEY_ASKED.search(rest).start()], flags=re.I)):
            continue
        before = _before_in_paragraph(read, i, most=4)
        if not before or before[0].why != REPLACED_ASK_WHY:
            continue
        claim = next((p for p in before[1:] if p.role == "request" and set(p.kinds) & set(GOODS_PROBLEMS)
                      and (not p.order or not s.order or p.order == s.order)), None)
        if claim is None:
            continue
        s.role, s.kinds, s.why, s.spans = "attached", [], LATER_MONEY_WHY, {}


def read_withdrawn_asks(read: list[ReadSentence]) -> None:
    """The passes above, in order: asks taken back, returns booked before called off, the money after goods taken back."""
    _withdraw_goods_asks(read)
    _call_off_booked_returns(read)
    _money_after_goods_taken_back(read)
