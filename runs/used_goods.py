"""Whether the customer says they used the goods they want to send back for a change of mind.

POL-COM-005 takes back *unused* items the customer no longer wants; a seller's terms say the same
("unused items in their original packaging"). Nothing in the order record tells whether a unit was
used: only the customer's own words do ("I've opened it and used it for a week", "we've worn them
twice", "after a fortnight of use", "it's been used a few times"). So the change-of-mind row reads
them (`policy.item_unused`) and the return goes to a person with the words quoted.

Not use: a use denied, wished or weighed ("never used it", "I haven't even tried it", "before I
used it", "if I'd used it"), trying clothes on ("tried them on, too small"), taking the item out of
its box, washing it, the habit "used to", and the customer's card, code, account or label ("I used
my card twice").
"""

from __future__ import annotations

import re

_IT = r"(?:it|them|this|these|that|those|both|one|each|all\s+of\s+them)"
_VERB = r"(?:used|use|using|wore|worn|wearing|tried|tryed|applied|slept\s+(?:on|in|under))"
# Things of the customer's that a sentence may say they used which are not the goods.
_NOT_GOODS = (r"(?:card|cards|voucher|code|coupon|discount|gift\s+card|account|app|website|site|link|label|paypal|points|credit|promo|"
              r"form|chat|phone|email|address|bank|return\s+label|portal|money|refund|instructions?|manual|guide|chart|tracking|number|"
              r"wrong|same|courier|service|box|packaging|receipt)")
_HOW_LONG = (r"(?:for\s+(?:a|an|one|two|three|four|five|six|seven|several|a\s+few|a\s+couple\s+of|about|around|over|\d+)\b|once|twice|"
             r"\d+\s+times|(?:a\s+)?(?:few|couple\s+of|several|many|multiple)\s+times|daily|every\s+(?:day|night|morning|evening)|"
             r"a\s+(?:bit|little|lot)|regularly|already|since)")
# Used out and about: "worn the boots on two long walks", "used the vase for flowers all week", "wore the dress to a wedding".
_OUTING = (r"(?:camping|hiking|walking|running|fishing|skiing|swimming|cycling|climbing|travell?ing|surfing|sailing|"
           r"on\s+(?:(?:a|an|my|our|two|three|several|a\s+few|a\s+couple\s+of|\d+)\s+)?(?:[\w-]+\s+)?(?:holiday|vacation|trips?|hikes?|walks?|runs?|"
           r"rides?|weekends?\s+away|camping\s+trips?|outings?|picnics?|nights?\s+out|dates?)|"
           r"to\s+(?:a|an|the|my|our)\s+(?:[\w-]+\s+)?(?:beach|gym|park|festival|wedding|party|gig|concert|pool|dinner|pub|match|game|lake|mountains?|campsite))\b")
_WHILE_OUT = (rf"{_OUTING}|for\s+(?:flowers|cooking|work|school|the\s+(?:garden|kitchen|office|kids|dog)|my\s+(?:\w+\s+)?(?:plants|flowers|coffee|tea|hair|skin|face|dog|kids))\b"
              r"|(?:on|in)\s+(?:\w+\s+)?(?:walks?|hikes?|runs?|trips?)\b|all\s+(?:week|month|day|summer|winter|weekend)\b")
# Worn to an event or for an occasion: "wore the dress to my cousin's wedding", "wore it to work", "wore them for the
# wedding", "had it on for the evening". Clothes worn out to an occasion are used, whatever the fit was like. Not
# "wearing it to the wedding on Saturday": a wear to come.
_OCCASION = (r"(?:weddings?|parties|party|do|prom|ball|gala|funeral|christening|reception|wake|birthday|christmas|dinner|date|night\s+out|"
             r"evening|night|day|event|occasion|concert|gig|festival|interview|graduation|races|church|office|work|school|meeting|"
             r"ceremony|celebration|bbq|barbecue|show)")
_WORN_OUT = (rf"\b(?:wore|worn)\s+(?:{_IT}|(?:the|my|our|this|that|these|those|your)\s+(?:(?!{_NOT_GOODS}\b)[\w-]+\s+){{0,3}}?[\w-]+)\s+"
             rf"(?:(?:to|for|at)\s+(?:(?:a|an|the|my|our|his|her|their|a\s+friend['’]s)\s+)?(?:[\w'’-]+\s+){{0,3}}?{_OCCASION}\b|"
             r"(?:out\s+)?(?:to|at)\s+work\b|on\s+(?:a\s+|my\s+|our\s+)?(?:holiday|vacation|honeymoon|night\s+out|date|trip)\b)"
             rf"|\bhad\s+(?:{_IT}|the\s+[\w-]+)\s+on\s+(?:for|at|to|all)\s+(?:(?:a|an|the|my|our)\s+)?(?:[\w'’-]+\s+){{0,2}}?{_OCCASION}\b")
_USE = re.compile(
    # "used it for a week", "wore them twice", "tried it", "applied it", "slept on it": the goods as a pronoun
    rf"(?<![\w'’-])(?P<verb>{_VERB})\s+(?P<what>{_IT})\b(?!\s+(?:to|yet)\b)"
    # "used the oil for a week", "wore the boots twice": a noun with how long or how often
    rf"|(?<![\w'’-])(?P<verb2>used|wore|worn|tried|tryed|applied)\s+(?:the|my|our|this|that|these|those|your)\s+(?!{_NOT_GOODS}\b)"
    rf"(?:(?!{_NOT_GOODS}\b)[\w'’-]+\s+){{0,4}}?{_HOW_LONG}"
    # ... or out and about with it: "worn the hiking boots on two long walks", "used the glass vase for flowers all week"
    rf"|(?<![\w'’-])(?:used|wore|worn)\s+(?:the|my|our|this|that|these|those|your)\s+(?:(?!{_NOT_GOODS}\b)[\w'’-]+\s+){{1,4}}?(?:{_WHILE_OUT})"
    # "it's been used", "was worn twice", "lightly used", "barely worn": said of the goods
    r"|(?<![\w'’-])(?:been|was|were|barely|lightly|hardly|gently|briefly|only|little|once|twice)\s+(?:\w+\s+)?(?:used|worn|slept\s+on)\b"
    r"(?!\s+(?:to|the|my|your|our|as)\b)"
    # "after using it", "after a week of wearing", "a fortnight of use", "with daily use"
    r"|\bafter\s+(?:\w+\s+){0,3}?(?:use|using|wearing|wear|applying)\b"
    r"|\b(?:a|one|two|three|four|\d+|several|few|couple\s+of)\s+(?:days?|nights?|weeks?|fortnight|months?|uses|wears|washes)\s+of\s+"
    r"(?:use|using|wear|wearing)\b"
    r"|\bwith\s+(?:daily|regular|normal|everyday|light|heavy)\s+use\b"
    # "had it on the wall for a month", "had them up in the hall all week": the goods in place for a while
    rf"|\bhad\s+(?:it|them|the\s+(?:[\w-]+\s+){{0,3}}?[\w-]+)\s+(?:up\s+|out\s+)?(?:on|hanging|plugged\s+in|running|installed|set\s+up|"
    rf"up\s+(?:in|on))\b(?![^.!?]{{0,30}}\b(?:box|packaging|bag|wrapper|shelf\s+in\s+the\s+shop)\b)[^.!?;]{{0,30}}?\b(?:{_HOW_LONG}|all\s+(?:week|month|day|summer|winter|weekend))"
    # "I washed it once", "we've washed them twice": the customer's own washing after the goods came
    r"|\b(?:i|we)(?:'ve|\s+have|\s+had)?\s+(?:already\s+|only\s+|just\s+)?washed\s+(?:it|them|the\s+[\w-]+(?:\s+[\w-]+){0,2}?)\s+"
    r"(?:once|twice|\d+\s+times|(?:a\s+)?(?:few|couple\s+of|several)\s+times|already|a\s+(?:few|couple\s+of)|in\s+the\s+machine|on\s+\w+)\b"
    # "took it camping", "took the tent to a festival", "took them on holiday": the goods out in use
    rf"|\btook\s+(?:it|them|the\s+(?:[\w-]+\s+){{0,3}}?[\w-]+)\s+(?:out\s+)?{_OUTING}"
    rf"|{_WORN_OUT}",
    re.I)
# A use denied, wished or weighed, read in the clause before the use words.
_NOT_USED = re.compile(r"\b(?:not|never|no|without|before|if|unless|whether|would|could|should|might|planned|meant|going|want|wanted|hope|"
                       r"hoped|un)\b|n'?t\b|n’t\b", re.I)
# Where a clause ends: the use words are read against their own clause only ("I didn't like it and used it once").
_CLAUSE_START = re.compile(r"[.;:!?,()\n]|\s[-–—]+\s|\b(?:and|but|so|then|though|although|however|yet|because|since)\b", re.I)


def said_used(text: str) -> list[str]:
    """The words in which `text` says the goods were used, [] when it says nothing of the kind."""
    return [words for _, words in used_at(text)]


def used_at(text: str) -> list[tuple[int, str]]:
    """Where (the end of the words) and in which words `text` says the goods were used."""
    out = []
    for m in _USE.finditer(text):
        before = text[:m.start()]
        cut = max((c.end() for c in _CLAUSE_START.finditer(before)), default=0)
        clause = before[cut:]
        if _NOT_USED.search(clause):
            continue
        if m.group("verb") and m.group("verb").lower() in ("use", "using", "wearing") and not re.search(r"\b(?:been|after|of|from|keep|kept)\s*$", clause, re.I):
            continue  # "I'd like to use it", "can I use them": no use told, only the present or the wish
        words = m.group(0)
        if m.group("verb") and m.group("verb").lower() in ("tried", "tryed") and re.search(r"\b(?:on|to)\b", text[m.end():m.end() + 4], re.I):
            continue
        out.append((m.end(), words.strip()))
    return out
