"""A count the customer takes down in wordings runs/intents/count_corrections.py does not read (counts42: R1-04, R2-02,
R3-01, R3-03, R10-12, R12-07, each paid the count told first): "Sorry, correction, just the one was broken", "Well, I say
3 - it's 2 really", "Having swept up properly it's actually three", "I've just had another look and the second one is
fine", "Sorry 2 dented, 1 just has a sticker mark", "I thought five were smashed ... but after clearing the packing it's
two", "Two, not five.", "So only one, refund please."

Each is a count said as the correction (a marker of its own: "actually", "really", "not <the count before>", a count
said before and then taken back, a correction opener right before a count and its damage), never a count told beside
("two more are chipped too"). What the count is worth is settled where every correction is (runs/unit_counts.py
corrected_units): a larger count with no reason, or corrections set against each other, go to a person."""

from __future__ import annotations

import re
from typing import NamedTuple

from ..number_words import N, number
from .corrected_count_words import CLAUSE_ENDS, FINE, FINE_HOW, NOR_OF_THESE, TIME_OR_MONEY, not_a_span

_COUNT = "(?:" + N[1:-1] + ")"
# what follows a count that is a count of goods: the clause ends, or the goods and their state ("it's 2 really, the third
# I dropped", "it's two.", "it's actually three - one was straw"); never a span of time or money ("it's two weeks":
# corrected_count_words.py, the words count_corrections.py reads a count by too)
_ENDS = not_a_span(TIME_OR_MONEY, NOR_OF_THESE) + rf"(?=\s*(?:{CLAUSE_ENDS}|(?:[\w'-]+\s+){{0,2}}(?:are|were|is|was)\b))"
_IT_IS = r"(?:it'?s|its|it\s+is|it\s+was|there\s+(?:are|were)|there'?re|they'?re|they\s+(?:are|were))"
_MARK = r"(?:actually|really|in\s+fact)"
# the state a corrected count is said with ("Sorry 2 dented", "just the one was broken")
_DAMAGED = (r"(?:dented|broken|broke|cracked|chipped|smashed|shattered|damaged|scratched|torn|ripped|bent|split|faulty|stained|"
            r"dinged|crushed|snapped)")
_OPENER = (r"(?:sorry|soz|sry|oops|whoops|apologies|correction|my\s+(?:mistake|bad|error)|scratch\s+that|wait|no|actually|"
           r"(?:i\s+)?mis-?counted|re-?counted)")
# a second look told as the reason the count came down: "I've just had another look", "having swept up properly"
_SECOND_LOOK = (r"(?:had|took|taken|having|after|on|upon)\s+(?:another|a\s+(?:second|closer|proper|better|good|fresh))\s+look"
                r"|(?:having|after|once\s+i)\s+(?:swept|cleared|cleaned|unpacked|unwrapped|checked|looked|gone\s+through)\b")

_DOWN = [
    # the count with its own marker: "it's actually three", "it's 2 really", "there are really only two" (the marker closing
    # its clause: "it's one really nice set" marks nothing)
    re.compile(rf"\b{_IT_IS}\s+{_MARK}\s+(?:only\s+|just\s+)?(?P<n>{_COUNT})\b{_ENDS}"
               rf"|\b{_IT_IS}\s+(?:only\s+|just\s+)?(?P<m>{_COUNT})\s+{_MARK}\b(?=\s*(?:[,.;:!)\u2013\u2014-]|$|not\b))", re.I),
    # a count said before and taken back in the same breath: "I say 3 - it's 2", "I thought five were smashed ... but it's two"
    re.compile(rf"\bi\s+(?:say|said|thought|wrote|put|reported|told\s+you|counted)\b[^.!?]{{0,30}}?\b{_COUNT}\b[^.!?]{{0,80}}?"
               rf"(?:\s-\s|[,;:]\s*but\b|\bbut\b)(?P<back>[^.!?]{{0,50}}?\b{_IT_IS}\s+(?:{_MARK}\s+|only\s+|just\s+)*(?P<n>{_COUNT})\b{_ENDS})", re.I),
    # the count set against the count before: "Two, not five.", "it's two not five"
    re.compile(rf"^\W*(?:(?:so|it'?s|its|it\s+is|only|just|actually|no|sorry)[\s,]+)*(?P<n>{_COUNT})\s*[,;-]?\s*not\s+(?P<was>{_COUNT})\s*(?:[.!]|$)", re.I),
    # a correction opener, then the count and its damage: "Sorry 2 dented, 1 just has a sticker mark", "Sorry, correction,
    # just the one was broken"
    re.compile(rf"^\W*(?:{_OPENER}\b[\s,:;.!-]*)+(?:it'?s\s+|it\s+was\s+|only\s+|just\s+)*(?P<n>(?:just|only)\s+the\s+one|{_COUNT})"
               rf"\s+(?:of\s+them\s+)?(?:(?:are|were|is|was|came|arrived)\s+)?(?:really\s+|actually\s+)?{_DAMAGED}\b", re.I),
    # the count closing the correction told before it: "So only one, refund please."
    re.compile(rf"^\W*so,?\s+(?:it'?s\s+)?(?:only|just)\s+(?P<n>{_COUNT})\s*(?:[,.!;]|$)", re.I),
]
# after a second look, one of the count told fine: "I've just had another look and the second one is fine"
_ONE_FINE = re.compile(rf"(?:{_SECOND_LOOK})[^.!?]{{0,40}}?\bthe\s+(?:second|other|third|fourth|fifth|sixth|last)\s+(?:one\s+)?"
                       rf"(?:is|was|'s)\s+(?:{FINE_HOW}|just\s+)*(?:{FINE})\b", re.I)
# Any other wording: a cue that the sentence puts a count right ("not four", "turns out", "I was wrong", "what I said",
# "after a proper look"), and the last count said as the count damaged ("two are cracked", "2 broken", "two of them",
# "it's two."): "Ignore what I said about four, it's two", "It's not 4, it's 2", "Turns out only two are broken".
_CUE = re.compile(rf"\bnot\s+(?:the\s+)?{_COUNT}\b|\b(?:turns?\s+out|turned\s+out|after\s+all|on\s+reflection|ignore\s+what|"
                  rf"(?:was|is|were|got\s+(?:the|that|it|my))\s+(?:\w+\s+)?wrong|correct(?:ion|ing)?\b|what\s+i\s+(?:said|wrote|told)|"
                  rf"i\s+mean[t]?\b|mis-?count\w*|re-?count\w*|(?:looking|looked|checked|counted)\s+(?:again|properly)|{_SECOND_LOOK})", re.I)
# the count damaged: never a count of a whole ("of my six", "of the 6"), money, a time or a count beside ("two more")
_COUNTED = re.compile(rf"(?<!\bof\s)(?<!\bmy\s)(?<!\bthe\s)(?<!\bnot\s)(?<!\bat\s)(?<!\bby\s)(?<![$\u00a3\u20ac#])(?<!\d[.,])"
                      rf"\b(?P<n>(?:just|only)\s+the\s+one|{_COUNT})\b(?![.,]\d|%|\s+(?:of\s+(?!them\b)|more\b|other\b|extra\b))"
                      rf"(?=(?:\s+of\s+(?:them|those|these|em))?\s*(?:[,.;:!\u2013\u2014-]|$)|\s+not\b|\s+(?:of\s+them\s+)?(?:(?:are|were|is|was)\s+)?"
                      rf"(?:actually\s+|really\s+|in\s+fact\s+)?{_DAMAGED}\b)", re.I)
# a count of what came, not of what broke: "I received two, not five" is a short delivery
_CAME = re.compile(r"\b(?:receiv\w*|got|get|came|come|arriv\w*|deliver\w*|sent|send|ship\w*|order\w*|paid|bought|charg\w*)\b", re.I)
# a figure put right in money: "took $54 twice, my bad, 45 not 54" (runs/intents/money.py reads it)
_MONEY = re.compile(r"[$\u00a3\u20ac]|\b(?:dollars?|bucks|pounds?|euros?|quid|cents?|price|charged?|charges|total|amount|typo)\b", re.I)
# "one" said as a count ("it's only one", "correction: one"), never the pronoun ("the correct one", "tried one")
_ONE_AS_COUNT = re.compile(r"(?:^|[,;:.!\u2013\u2014-]|\b(?:only|just|it'?s|its|is|was|so|actually|really|that|exactly|mean|meant))\s*$", re.I)
_CLAUSE = re.compile(r"[,;:\u2013\u2014]|\s-\s|\bbut\b", re.I)


def _cued_count(text: str, ordered: int) -> CountDown | None:
    """The last count damaged in a sentence cued as putting a count right, with the words of its clause. The cue is
    weak: a figure beyond the order is a figure of something else here (money, a size, a phone number), never a count."""
    if text.rstrip().endswith("?") or not _CUE.search(text) or _MONEY.search(text) \
            or _CAME.search(text) and not re.search(rf"\b{_DAMAGED}\b", text, re.I):
        return None
    counted = [m for m in _COUNTED.finditer(text) if number(m.group("n").split()[-1].replace("one", "1")) <= ordered
               and (m.group("n").lower() != "one" or _ONE_AS_COUNT.search(text, 0, m.start()))]
    if not counted:
        return None
    m = counted[-1]
    start = max((c.end() for c in _CLAUSE.finditer(text, 0, m.start())), default=0)
    word = " ".join(m.group("n").lower().split())
    n = 1 if word.endswith("the one") else number(word)
    if any(number(x) == n for x in re.findall(rf"\bnot\s+(?:the\s+)?({_COUNT})\b", text, re.I)):
        return None  # "two, not two": nothing put right
    return CountDown(n, text[start:m.end()].strip())


# goods told beside, a claim of their own: "Sorry, 2 plates also arrived broken", "two more are cracked"
_BESIDE = re.compile(r"\b(?:too|also|as\s+well|another(?!\s+(?:look|check|glance|count))|more|extra)\b", re.I)


class CountDown(NamedTuple):
    n: int | None  # the count said; None: only `fewer` than the count told before
    words: str
    fewer: int = 0


def count_corrected_down(text: str, ordered: int) -> CountDown | None:
    """The count a sentence corrects the claim's to in these wordings, or that one of the count told is fine after a
    second look (fewer=1); None when it tells of goods beside."""
    if _BESIDE.search(text):
        return None
    for pattern in _DOWN:
        for m in reversed(list(pattern.finditer(text))):  # the last said is the customer's last word
            word = " ".join((m.group("n") or m.group("m")).lower().split()) if "m" in pattern.groupindex else m.group("n").lower()
            if "was" in pattern.groupindex and number(m.group("was")) == number(word):
                continue  # "two, not two": nothing corrected
            # the words of the correction alone: a count told before it is the count it corrects (corrected_units)
            words = m.group("back") if "back" in pattern.groupindex else m.group(0)
            return CountDown(1 if word.endswith("the one") else number(" ".join(word.split())), words.strip())
    if one := _ONE_FINE.search(text):
        return CountDown(None, one.group(0), fewer=1)
    return _cued_count(text, ordered)
