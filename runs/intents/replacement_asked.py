"""A replacement asked for in the customer's own verb, not only in the noun: "replace pls", "could you
replace it?", "could the bowl be replaced, please?", "I'd like it replaced", "just send another". Read
before as the remedy of the claim (or as the question whether one is coming), the claim was paid as a
refund, or answered "no replacement is being sent", while the customer had asked for new goods. Not a
replacement done by the customer ("I replaced it myself already"), declined ("no need to replace it",
"don't replace it") or offered beside the money ("could it be replaced or refunded, whichever").

`asks_replacement` tells the replacement question's sentences that ask for one from those that only
ask whether one is coming: the plan's goal says which the customer wrote."""

from __future__ import annotations

import re

from .cues import _NOT_PAPERS
from .new_goods_named import new_goods_named
from .remedies import _UNIT_ASKED, _UNIT_SEND
from .replacement_asked_as_question import replacement_asked_as_question

_REPLACE_VERB = re.compile(
    # the verb asked, bare or kindly: "replace pls", "please replace it", "could u replace the bowl", "just replace them"
    r"(?:^\W*|\b(?:please|pls|plz|kindly|just|(?:could|can|would|will)\s+(?:you|u|someone|somebody)(?:\s+(?:please|pls|kindly))?)\s+)"
    r"replace\b(?!\s+(?:it|them|this|that|the\s+[\w-]+|my\s+[\w-]+)\s+(?:myself|ourselves|yourself))"
    # the goods asked replaced: "could the bowl be replaced", "can it be replaced please", "would my lamp please get replaced"
    r"|\b(?:could|can|would|will|may)\s+(?:it|they|this|that|these|those|(?:the|my|our)\s+(?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:please\s+)?(?:be|get)\s+replaced\b"
    # wished replaced: "I'd like it replaced", "we want them replaced", "i need the bowl replaced"
    r"|\b(?:i'?d|i would|we'?d|we would)\s+(?:like|love|prefer)\s+(?:it|them|this|that|(?:the|my)\s+[\w-]+)\s+replaced\b"
    r"|(?<!not )(?<!n't )(?<!dont )\b(?:i|we)\s+(?:want|need)\s+(?:it|them|this|that|(?:the|my)\s+[\w-]+)\s+replaced\b", re.I)

# "just send another", "so post a new one", "send another one pls": the goods asked bare after a claim (never papers:
# "send another email"; never refused: "don't send another" has no asking word before the verb)
_ANOTHER_SENT = re.compile(
    r"(?:^\W*|[,;:(]\s*|\s[-–—]+\s*|\b(?:just|so|then|and|but|instead|rather|simply|please|pls|plz|kindly)\s+|"
    r"\b(?:could|can|would|will)\s+(?:you|u|someone)\s+(?:please\s+|just\s+)?)(?:please\s+|pls\s+|plz\s+|kindly\s+|just\s+)?"
    r"(?:send|ship|post|dispatch|mail)" + _NOT_PAPERS + r"\s+(?:me\s+|us\s+)?(?:another|a\s+new\s+one|a\s+replacement|"
    # what was ordered, after a wrong item: "please send the right one", "just send the bowl I ordered", "send what I ordered"
    r"(?:the\s+)?(?:right|correct|proper)\s+(?:one|ones|item|items|[\w-]+)|the\s+[\w-]+\s+(?:i|we)\s+(?:actually\s+)?(?:ordered|paid for)|"
    r"what\s+(?:i|we)\s+(?:actually\s+)?(?:ordered|paid for))\b", re.I)

# the goods offered beside the money: "replace it or refund it, whichever is quicker" asks neither instead of the other
_OR_MONEY = re.compile(r"\bor\b[^.!?]{0,40}\b(?:refund\w*|money|cash|credit)\b|\b(?:refund\w*|money back|cash|credit)\b[^.!?]{0,40}\bor\b", re.I)


def replacement_verb_asked(text: str) -> bool:
    """Whether a sentence asks that the goods be replaced, in the verb or as "send another", and not
    beside the money as either remedy."""
    # ("could a fresh one be sent?", "would you be able to post out another?": replacement_asked_as_question.py)
    return bool(_REPLACE_VERB.search(text) or _ANOTHER_SENT.search(text) or replacement_asked_as_question(text)) and not _OR_MONEY.search(text)


def asks_replacement(text: str) -> bool:
    """Whether a sentence asks for a replacement to be sent, in any of the reading's wordings ("could you
    send me a new one?", "just send another", "replace pls"), not beside the money as either remedy, nor
    refused ("please don't send another one")."""
    if asks_whether_sent(text) or _OR_MONEY.search(text):
        return False
    asks = [m for m in (_UNIT_ASKED.search(text), _UNIT_SEND.search(text), _REPLACE_VERB.search(text), _ANOTHER_SENT.search(text)) if m]
    return any(not _refused(text, m) for m in asks) or replacement_asked_as_question(text)


def _refused(text: str, m: re.Match) -> bool:
    """Whether the ask's own clause refuses it: a negation in the match or in the words just before it, not one
    across a dash or a comma ("Please do NOT refund me - I want a replacement bowl" asks for the bowl)."""
    before = re.split(r"[,;:.!?()]|\s[-–—]+\s", text[:m.start()])[-1][-20:]
    return bool(_REFUSED.search(before + text[m.start():m.end()]))


# whether one is being sent, asked as a question: "will you be sending a replacement or not?", "are you sending another one?"
_WHETHER_SENT = re.compile(r"\bor not\b|\b(?:will|are|is) (?:you|u|someone|anyone|one|it) (?:be |going to )?(?:sending|shipping|posting|send|ship|post)\b"
                           r"(?=[^.!]*\?)", re.I)


def asks_whether_sent(text: str) -> bool:
    """Whether a sentence only asks whether a replacement is being sent, which the record answers: not an ask for one."""
    return bool(_WHETHER_SENT.search(text))


# a refusal in or just before the ask's words: "please dont send another one", "we wouldn't want a new one sent"
_REFUSED = re.compile(r"\b(?:don'?t|dont|do not|does not|doesn'?t|not|no need|never|wouldn'?t|won'?t|rather not)\b", re.I)


# new goods named as what is wished, beside the ways of asking above: "I'd rather have a replacement than my money back",
# "can you swap it for one that works?", "swap it for the right one" (not another size or colour: that exchange is no replacement)
_NEW_GOODS = re.compile(r"\b(?:replacement|new one|another one|fresh one|one that works|working one|(?:right|correct) one|what (?:i|we) ordered|(?:new|fresh) (?!(?:size|colou?r)\b)[\w-]+ (?:sent|shipped|posted))\b", re.I)


def new_goods_asked(text: str) -> bool:
    """Whether a sentence read as goods asked instead of money asks for new goods of the same kind (a
    replacement), rather than an exchange for another size or colour."""
    return asks_replacement(text) or bool((m := _NEW_GOODS.search(text)) and not _refused(text, m) and not asks_whether_sent(text)) \
        or (new_goods_named(text) and not asks_whether_sent(text))  # "i just want a new lamp" (new_goods_named.py)


# A replacement taken as owed, asked when or where it is: "When will a replacement ship?", "how long till my replacement
# arrives?", "where's the new one?", "any ETA on the replacement vase?" (verify35 V35-056). Where the record shows none
# sent, the customer's wish is a replacement, never answered "none is on the way" and closed (not "will you be sending
# one?", which asks whether: the record answers it; not one refused: "when will you stop sending replacements?")
_REPLACEMENT = r"(?:(?:a|my|the|our|this|that)\s+)?(?:replacement|new\s+one|another\s+one|replacement\s+[\w-]+|new\s+[\w-]+)"
_AWAITED = re.compile(
    r"\b(?:when|how\s+(?:long|soon)|what\s+day|what\s+date|any\s+eta|eta)\b[^.!?]{0,40}?"
    rf"\b{_REPLACEMENT}\b"
    rf"|\b(?:where(?:'s|\s+is)|wheres)\s+{_REPLACEMENT}\b", re.I)


def replacement_awaited(text: str) -> bool:
    """Whether a question asks when or where a replacement will come, taking one as owed: not whether one is sent, not refused."""
    # (asked as a question, or opened by its question word without the mark: "When is the replacement coming, it's been a week")
    asked = "?" in text or re.match(r"\W*(?:so\s+|and\s+|but\s+)?(?:when|how|where|wheres|any|eta)\b", text, re.I)
    return bool(asked and _AWAITED.search(text)) and not asks_whether_sent(text) and not _REFUSED.search(text) and not _IN_GENERAL.search(text)


# how replacements go in general, not one awaited: "How long does a replacement usually take?"
_IN_GENERAL = re.compile(r"\b(?:usually|normally|typically|generally|in\s+general|on\s+average)\b", re.I)
