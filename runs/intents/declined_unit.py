"""A new unit turned down in words no cue reads ("no need for a new one", "I don't need another one")
is the same request as "do not send a replacement": a replacement question answered "none will be
sent", with the replacement held. What is asked not to be sent again may be a message, not goods:
"DO NOT SEND ME ANOTHER TEMPLATE EMAIL" asks no replacement and holds no shipment."""

from __future__ import annotations

import re

from .asks import _asks
from .cues import ANOTHER, REPLACEMENT

# The words of a new unit: "a new one", "another", "replacements", "a re-send".
_NEW_UNIT = rf"(?:a\s+|any\s+)?(?:new one|{ANOTHER}(?: one)?|{REPLACEMENT}s?|second one|fresh one|re-?send|re-?shipment)"
# A new unit turned down as a noun: "no need for a new one", "I don't need another one", "not after a replacement".
_NO_NEW_UNIT = re.compile(
    rf"\b(?:no need (?:for|of)|(?:i|we)\s+(?:really\s+)?(?:do not|don'?t|dont)\s+(?:need|want|require)|(?:i'?m|we'?re|i am|we are)\s+not\s+"
    rf"(?:after|looking for|wanting))\s+{_NEW_UNIT}\b", re.I)
# A new unit asked not to be sent in formal words: "I also ask that you do not send replacements", "we ask that no
# replacement be sent", "I'd ask you not to send another", "kindly refrain from sending a new one". Read as the remedy
# of the claim beside it, the replacement the customer forbade was open to be sent. A send held until something
# happens ("... until I've sent photos") is a hold, not a refusal, and is left to the hold's reading.
_UNIT = rf"(?:the\s+)?(?:{_NEW_UNIT}|(?:a\s+|any\s+)?new \w+)"
_SEND = r"(?:send|ship|post|dispatch|mail)\w*\s+(?:(?:me|us|out)\s+)?"
_ASKED_NOT_SENT = re.compile(
    rf"\b(?:(?:ask|request|asking|requesting|beg)\s+(?:that\s+)?(?:you\s+)?(?:do\s+not|don'?t|not\s+to|not|never)\s+{_SEND}{_UNIT}"
    rf"|(?:ask|request|asking|requesting)\s+that\s+no\s+(?:new one|new \w+|replacements?|second one|re-?shipment)s?\s+(?:be|is)\s+(?:sent|shipped|posted|dispatched)"
    rf"|refrain\s+from\s+{_SEND}{_UNIT}"
    # put as a wait with no end: "please hold off on sending a replacement", "hold off sending another one"
    rf"|hold\s+(?:off|back)\s+(?:on\s+|from\s+|with\s+)?(?:{_SEND}{_UNIT}|(?:the\s+|any\s+|a\s+)?{REPLACEMENT}s?))\b"
    r"(?![^.!?]*\b(?:until|till|unless|before|for now|for the moment|yet)\b)", re.I)
# What is sent that is no goods: a message, a letter, a survey, an update. Its own words may stand between: "another
# automated update", "another 'we're looking into it' email", "another one of your holding emails".
_MESSAGE = re.compile(r"\b(?:another|new|second|third|more|one more|any more|anymore)\s+(?:one\s+of\s+(?:your|those|these|the|them)\s+)?"
                      r"(?:['\"‘“][^\n]{1,80}?['\"’”]\s*|(?:[\w-]+\s+){0,2}?)"
                      r"(?:email|e-mail|mail|message|reply|replies|response|letter|text|call|template|survey|newsletter|link|code|form|"
                      r"notification|update|chaser|auto-?reply|apology|apologies)s?\b", re.I)


def about_messages(text: str) -> bool:
    """Whether what a sentence asks not to be sent again is a message, not goods."""
    return bool(_MESSAGE.search(text))


# The goods turned down as sent again, the verb after them: "I don't want them resent", "we do not need it re-shipped",
# "I don't want the lamp sent again". Read as a restatement of the loss's refund, the replacement the customer refused was open.
_NOT_WANTED_AGAIN = re.compile(
    r"\b(?:i|we)\s+(?:really\s+|honestly\s+)?(?:do not|don'?t|dont|do NOT)\s+(?:need|want)\s+(?:it|them|that|this|one|(?:the|my)\s+[\w-]+)\s+"
    r"(?:re-?sent|re-?shipped|re-?posted|re-?delivered|re-?dispatched|(?:sent|shipped|posted|delivered)\s+(?:out\s+)?(?:again|a\s+second\s+time))\b"
    r"(?!\s+(?:to|at|via|with|by|through)\b)", re.I)  # not where or how it goes: "I don't want it resent to my old address"


def new_unit_declined(text: str) -> tuple[int, int] | None:
    """Where a sentence turns a new unit down as a noun ("no need for a new one"), or None."""
    m = _NO_NEW_UNIT.search(text) or _ASKED_NOT_SENT.search(text) or _NOT_WANTED_AGAIN.search(text)
    return m.span() if m and not about_messages(text) else None


CALLED_OFF_WHY = "asks that a replacement already promised or under way be stopped: a person stops it, and none may be sent"
# A replacement under way called off: "please stop the replacement", "cancel the new one you're sending".
_CALLED_OFF = re.compile(r"\b(?:stop|cancel\w*|call(?:ing)? off|halt|pull)\s+(?:the|my|that|this)\s+(?:\w+\s+)?"
                         r"(?:replacement|new one|reshipment|re-?send|re-?delivery|second one)s?\b", re.I)


def unit_called_off(text: str) -> bool:
    """Whether a sentence asks that a replacement already under way be stopped ("Please stop the replacement")."""
    return bool(_CALLED_OFF.search(text))


SUBJECT_CALL_OFF_WHY = "the subject line, naming the call-off the body asks"


def subject_call_off_in_body(read: list) -> None:
    """A subject calling a replacement off ("Please stop the replacement") over a body that asks the same
    ("Please do not send it.") is the title of that ask: one request for a person, not two."""
    if not read or read[0].index != 0 or read[0].why != CALLED_OFF_WHY:
        return
    if any(s.is_request and "other" in s.kinds and {"replacement", "shipping"} & set(s.forbids) for s in read[1:]):
        read[0].role, read[0].kinds, read[0].why = "attached", [], SUBJECT_CALL_OFF_WHY


# "please" asking that something NOT be done is part of the declining words, not an ask of its own:
# "I've glued it and it's fine, please don't refund it".
PLEASE_NOT = re.compile(r"\b(?:please|pls|plz|kindly)\s+(?=(?:do not|don'?t|dont|no need to|never)\s+(?:\w+\s+)?"
                        r"(?:refund|send|ship|post|replace|credit|bother|worry|return|collect)\w*)", re.I)


MESSAGES_REMARK_WHY = "a remark about the shop's messages (no more of them), not about the goods: it asks nothing a subtask is for"
# The messages refused, in the clause before their words: "don't you dare send me another ... email", "no more updates".
_NOT_BEFORE = re.compile(r"\b(?:don'?t|dont|do\s+not|never|stop|quit|no\s+more|no\s+need\s+(?:for|to)|not)\b[^.!?,;]{0,40}$", re.I)


def message_remarks(read: list) -> None:
    """A sentence read as an ask of no kind only because it refuses another of the shop's replies ("And don't you dare
    send me another 'we're looking into it' email, I've had two.") is a remark: context, no subtask. One that asks
    something beside it ("don't email me again, call me on 0777...") stays a request, and so does mail to be stopped
    for good ("do not send me any more survey emails"), which a person stops."""
    for s in read:
        if s.role != "request" or s.kinds != ["other"] or s.why or not (m := _MESSAGE.search(s.text)):
            continue
        if not _NOT_BEFORE.search(s.text[:m.start()]) or not re.match(r"(?:another|one more|second|third)\b", m.group(0), re.I):
            continue  # ("do not send me any more emails asking me to rate my delivery": mail a person stops, asked)
        before = re.sub(r"\b(?:please|pls|plz|kindly)\W*$", " ", s.text[:_NOT_BEFORE.search(s.text[:m.start()]).start()], flags=re.I)
        rest = before + " " + s.text[m.end():]
        if _asks(rest, title=s.index == 0) or re.search(r"\b(?:call|ring|phone|instead)\b", rest, re.I):
            continue
        s.role, s.kinds, s.why = "context", [], MESSAGES_REMARK_WHY
