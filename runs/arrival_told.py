"""The customer's own word that the goods arrived ("The vase arrived broken.", "it turned up smashed", "I received the
lamp but it's dented"), against a non-delivery claim the carrier's record alone would allow: a parcel with no delivery
scan whose goods the customer says they hold is not lost, and no money is paid as if it were (V36-027: a subject "never
came", a body "The vase arrived broken.", tracking stalled in transit, and the whole order paid as a carrier claim).

Not arrival: the negated ("never arrived", "hasn't turned up", "still not received"), the wished or supposed ("should have
arrived", "was meant to come"), the asked ("has it arrived?"), the parcel's travels ("arrived at the depot"), other things
received ("I received an email"), and a clause that tells only part came ("arrived with only 2 of the 4 mugs", a short
delivery: the missing units are a non-delivery matter)."""

from __future__ import annotations

import re

from .policy_evidence import _words  # the same words a line's description is matched by

_ARRIVED = re.compile(
    r"\b(?:arrived|arrive[sd]?\s+today|came(?=\s+(?:broken|damaged|cracked|smashed|dented|chipped|scratched|shattered|torn|bent|"
    r"open|opened|in\b|with\b|today|yesterday|this\s+morning|on\s+\w+day|fine|ok|okay|safely)|\s*[.,;!]|\s*$)|"
    r"turned\s+up|showed\s+up|got\s+here|(?:was|were|has\s+been|have\s+been)\s+delivered|received|"
    r"got\s+(?:it|them|the\s+(?:parcel|package|box|order|goods)|my\s+(?:parcel|package|box|order))\b|(?:is|are)\s+(?:here|with\s+me))",
    re.I)
# (texted without the apostrophe too: "teh parcel hasnt arrived" (sundry SU-045))
_NOT = re.compile(r"\b(?:never|not|no|nothing|yet|without|hasnt|havent|hadnt|didnt|doesnt|dont|wasnt|werent|isnt|arent|wont|cant|aint)\b"
                  r"|n't\b|n’t\b", re.I)
_NOT_AFTER = re.compile(r"^\s*(?:not|nothing|yet)\b", re.I)
_SUPPOSED = re.compile(r"\b(?:should|would|could|might|must|supposed\s+to|meant\s+to|due\s+to|expected\s+to|if|when|until|once|whether|"
                       r"before|wait(?:ing)?\s+for|hope|hoping)\b(?:\s+\w+){0,3}\s*$", re.I)
_TRAVEL = re.compile(r"^\s*(?:at|in)\s+(?:the\s+)?(?:local\s+)?(?:depot|hub|facility|sorting|warehouse|post\s+office|customs|"
                     r"distribution|delivery\s+(?:office|centre|center)|courier)", re.I)
_OTHER_THING = re.compile(r"^\s*(?:an?\s+|the\s+|your\s+)?(?:e-?mail|text|message|notification|call|refund|update|confirmation|"
                          r"tracking|invoice|receipt|reply|response|label)", re.I)
_PART_ONLY = re.compile(r"\b(?:only|missing|short|fewer|not\s+all|rest|remaining|other\s+(?:one|half|parcel|box)|half)\b|\d+\s+of\s+(?:the\s+)?\d+", re.I)
# A clause begins after a sentence's turn: "the desk arrived but the chair never came" tells two things.
_CLAUSE_BREAK = re.compile(r"[;:]|,\s*(?:but|and|though|although|while|whereas)\b|\s(?:but|though|although|whereas|while)\s|\s-\s|\s–\s", re.I)
# Words that name the whole order rather than one line: told of a whole-order claim, they are its goods.
_WHOLE = re.compile(r"\b(?:it|they|them|everything|parcel|package|box|order|delivery|shipment|stuff|items?|goods)\b", re.I)


def _clauses(sentence: str) -> list[str]:
    out, start = [], 0
    for m in _CLAUSE_BREAK.finditer(sentence):
        out.append(sentence[start:m.start()])
        start = m.end()
    return out + [sentence[start:]]


def arrival_told(sentences, goods: list[str] | tuple = ()) -> list[str]:
    """The clauses in which the customer says the goods arrived: of the goods named in `goods` (the order lines a claim
    is about), or, with no goods named (a claim on the whole order), of any goods, the parcel or 'it'."""
    named = [_words(g) for g in goods if g]
    out = []
    for sentence in sentences:
        if sentence.rstrip().endswith("?"):
            continue  # "has it arrived?": asked, not told
        for clause in _clauses(sentence):
            m = _ARRIVED.search(clause)
            if not m:
                continue
            before, after = clause[:m.start()], clause[m.end():]
            if _NOT.search(before) or _NOT_AFTER.match(after) or _SUPPOSED.search(before) or _TRAVEL.match(after) \
                    or (m.group(0).lower() == "received" and _OTHER_THING.match(after)) or _PART_ONLY.search(clause):
                continue
            said = _words(clause)
            if (named and any(n & said for n in named)) or (not named and (said - {"arrived", "came", "received", "delivered"}
                                                                            or _WHOLE.search(clause))):
                out.append(" ".join(clause.split()))
    return out
