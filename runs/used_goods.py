"""Whether the customer says they used the goods they want to send back for a change of mind.

POL-COM-005 takes back *unused* items the customer no longer wants; a seller's terms say the same
("unused items in their original packaging"). Nothing in the order record tells whether a unit was
used: only the customer's own words do ("I've opened it and used it for a week", "we've worn them
twice", "after a fortnight of use", "it's been used a few times"). So the change-of-mind row reads
them (`policy_goods_conditions.item_unused`) and the return goes to a person with the words quoted.

Not use: a use denied, wished or weighed ("never used it", "I haven't even tried it", "before I
used it", "if I'd used it"), trying clothes on ("tried them on, too small"), taking the item out of
its box, washing it, the habit "used to", and the customer's card, code, account or label ("I used
my card twice").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .read_once_per_text import once_per_text

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


# The goods used for a spell, told in general terms rather than by a known verb: a verb acting on the goods (as its
# object or through on / in / under / with: "bouncing on the trampoline", "ran in the trainers", "slept under the
# duvet", "cooked with the pan", "sat on it") qualified by how long ("every day for three weeks", "most days for a
# month", "since it came", "for two weeks", "daily since March") or how often ("maybe five or six times", "a dozen
# washes", "a few runs"), or told as a use still going on ("the kids have been bouncing on it"). A duration that is no
# use is not read: the goods as the ones sitting ("it sat in the box for three weeks"), a wait ("we've been waiting two
# weeks for the chair"), a verb of keeping, looking, paying or asking ("kept it in the cupboard for a week").
_N = (r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|several|a\s+few|few|"
      r"a\s+couple(?:\s+of)?|couple\s+of|a\s+handful\s+of|a\s+dozen|dozens\s+of|half\s+a\s+dozen|many|multiple|countless|umpteen|loads\s+of|lots\s+of|\d+)")
_SPAN = r"(?:days?|nights?|weeks?|fortnights?|months?|years?|weekends?|evenings?|mornings?)"
_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|"
          r"dec(?:ember)?|christmas|xmas|easter|new\s+year|the\s+summer|the\s+spring|the\s+winter|the\s+autumn)")
# How long: "every (single) day", "most days", "daily", "for three weeks", "for a month now", "since it came", "daily since March"
DURATION = (rf"(?:every\s+(?:single\s+)?(?:day|night|morning|evening|week|weekend|afternoon)|(?:most|all)\s+(?:days|nights|mornings|evenings|weekends)|"
            r"daily|nightly|constantly|non-?stop|all\s+the\s+time|day\s+in,?\s+day\s+out|"
            rf"(?:for|over)\s+(?:about\s+|around\s+|nearly\s+|almost\s+|over\s+|just\s+over\s+|a\s+good\s+|the\s+(?:past|last)\s+(?:\w+\s+)?)?(?:{_N}\s+)?{_SPAN}|"
            rf"for\s+(?:ages|a\s+while|weeks|months)|all\s+(?:week|month|summer|winter|weekend|year|season)|(?:{_N}|the\s+(?:past|last))\s+{_SPAN}\s+now|"
            r"since\s+(?:(?:it|they|the\s+[\w-]+(?:\s+[\w-]+)?|we|i)\s+(?:first\s+)?(?:came|arrived|got\s+here|turned\s+up|was\s+delivered|were\s+delivered|"
            rf"got\s+(?:it|them)|bought\s+(?:it|them)|had\s+(?:it|them)|received\s+(?:it|them))|{_MONTH}|last\s+\w+|the\s+\d+\w*|\d{{1,2}}(?:st|nd|rd|th)?\b))")
# How often: "five or six times", "maybe 3-4 times", "a dozen washes", "a few runs", "twice"; ONCE is told apart (a first use)
_MANY = rf"(?:{_N}|\d+\s*(?:-|to|or)\s*\d+|(?:two|three|four|five|six|seven|eight|nine|ten)\s+(?:or|to)\s+(?:three|four|five|six|seven|eight|nine|ten|eleven|twelve))"
COUNT = (rf"(?:(?:maybe\s+|about\s+|around\s+|roughly\s+|at\s+least\s+)?{_MANY}\s+(?:times|uses|washes|washing\s+cycles|wears|runs|rides|goes|"
         r"loads|cycles|nights|sessions|outings|trips|walks|hikes|workouts|brews|bakes|meals|games|matches|journeys|commutes)|twice|"
         r"(?:two|three|four|five|six|\d+)\s+times\s+(?:a|per)\s+(?:day|week))")
ONCE = r"(?:once|one\s+time|(?:the|its|their|my)\s+first\s+(?:time|use|go|wash|wear)|first\s+(?:time|use)|a\s+single\s+(?:use|time|go|wash|wear))"
# Verbs that tell no use of the goods, whatever follows them.
_NOT_USE_VERB = (r"(?:wait|waited|waiting|kept|keep|keeping|left|leave|leaving|stored|storing|stuck|packed|packing|put|putting|tried|trying|"
                 r"try|looked|looking|checked|checking|thought|thinking|decided|deciding|settled|paid|paying|ordered|ordering|bought|buying|"
                 r"shopped|shopping|chased|chasing|emailed|emailing|called|calling|phoned|phoning|rang|ringing|messaged|messaging|wrote|"
                 r"writing|written|asked|asking|complained|complaining|spoke|speaking|talked|talking|dealt|dealing|ended|went|going|gone|"
                 r"came|coming|got|getting|invested|included|listed|featured|shipped|shipping|delivered|posted|posting|sent|sending|"
                 r"returned|returning|boxed|wrapped|hidden|hid|logged|signed|clicked|filled|interested|involved|stayed|staying|lived|"
                 r"living|moved|moving|searched|searching|browsed|browsing|based|located|stocked|sold|selling|charged|billed|refunded|"
                 r"received|receiving|opened|opening|unpacked|unboxed|tracked|tracking|printed|scanned|booked|planned|hoped|hoping|"
                 r"meaning|meant|struggled|struggling|managed|coped|coping|fell|falling|ran\s+into|happened|happening|expecting|expected|"
                 r"awaiting|awaited|wanting|needing|considering|missing|saving|watching|eyeing|hunting|damaged|scratched|dented|cracked|"
                 r"crushed|smashed|marked|stained|soaked|covered|sealed|caught|trapped|held|dropped|knocked|broken|made|found|seen)")
# What such a verb may act on that is no goods: the box, places, people, times.
_NOT_THE_GOODS = (r"(?:box|boxes|packaging|parcel|package|wrapping|wrapper|bag|carton|envelope|hall|hallway|garage|shed|loft|attic|cupboard|"
                  r"cellar|basement|porch|doorstep|depot|warehouse|van|car|post|mail|office|corner|room|house|home|flat|kitchen|garden|"
                  r"queue|inbox|system|meantime|meanwhile|time|week|weekend|day|morning|evening|night|summer|winter|rain|sun|heat|cold|"
                  r"past|end|middle|world|shop|store|team|staff|support|service|courier|driver|company|website|site|app|account|"
                  r"order|delivery|tracking|email|phone|chat|hope|mind|way|mood|case|hands)")
# Words no noun of the goods is: "the box for three weeks" names no goods called "for".
_FUNCTION = (r"(?:for|since|every|each|daily|nightly|most|all|and|but|or|so|a|an|the|to|at|on|in|of|with|without|now|maybe|about|around|"
             r"over|under|after|before|until|till|when|then|twice|once|is|was|are|were|has|have|had|it|they|i|we|\d+)")
_GOODS_NP = (rf"(?:{_IT}|(?:the|my|our|these|those|this|that|his|her|their|both)\s+(?:(?!{_NOT_GOODS}\b|{_FUNCTION}\b)[\w'’-]+\s+){{0,3}}?"
             rf"(?!{_NOT_GOODS}s?\b|{_NOT_THE_GOODS}e?s?\b|{_FUNCTION}\b)[\w'’-]+)(?![\w'’-]*\s+(?:{_NOT_THE_GOODS})\b)")
# A verb of use: "-ing" and "-ed" forms and the irregular past of verbs of moving, sitting or lying on things.
_ACT_VERB = (r"(?:[a-z]{2,}(?:ing|ed)|ran|run|sat|slept|lay|lain|rode|ridden|drove|driven|wore|worn|stood|swam|spun|hung|"
             r"ate|drank|made|baked|fed|bounced|jumped)")
_NOT_A_VERB = r"(?:\w*eed|\w*thing|morning|evening|wedding|ceiling|building|clothing|bedding|string|spring|sibling|pudding|stocking|ring|king|bring)"
_ACT = re.compile(
    rf"(?<![\w'’-])(?P<act>(?!{_NOT_USE_VERB}\b|{_NOT_A_VERB}\b){_ACT_VERB})\s+(?:(?:around|about|up\s+and\s+down)\s+)?"
    # (what the verb carried or walked, beside the goods: "walked the dog in the boots", "mopped the floor with the mop")
    r"(?:(?:the|my|our|his|her|their)\s+(?!box|parcel|package|packaging)[\w-]+\s+)?"
    rf"(?:on|in|under|with|inside|onto|atop|on\s+top\s+of|in\s+and\s+out\s+of)\s+(?P<what>{_GOODS_NP})\b"
    # or the goods as the object of a plain verb of use: "used the air fryer", "washed the jumper", "rode the bike"
    rf"|(?<![\w'’-])(?P<act2>used|using|use|worn|wore|wearing|washed|washing|ridden|rode|riding|driven|drove|driving|played|playing|"
    r"cooked|cooking|baked|baking|brewed|brewing|vacuumed|hoovered|mowed|mown|carried|carrying|charged|charging|ran|run|running|"
    rf"bounced|bouncing|applied|applying|burned|burnt|burning|lit|read|reading)\s+(?P<what2>{_GOODS_NP})\b"
    # or any verb going on with the goods as its object: "the lads have been kicking the football about"
    rf"|\bbeen\s+(?P<act3>(?!{_NOT_USE_VERB}\b|{_NOT_A_VERB}\b)[a-z]{{2,}}ing)\s+(?P<what3>{_GOODS_NP})\b"
    # or the goods as the ones used, the preposition left standing: "the rug has been walked on daily", "was sat in every night"
    rf"|\b(?:been|was|were|being|gets?|got|getting)\s+(?:\w+\s+)?(?P<act4>(?!{_NOT_USE_VERB}\b|{_NOT_A_VERB}\b)(?:[a-z]{{2,}}ed|sat|slept|"
    r"lain|ridden|worn|run|driven|stood))\s+(?:on|in|under|with|inside)\b(?!\s+(?:the|a|an|my|our|its|their|his|her|this|that|these|those)\b)",
    re.I)
# A count of uses told by the uses themselves: "put them through a dozen washes", "after a few runs", "five wears in".
_USE_COUNT = re.compile(rf"\b(?:after|through|over|within|following|for|of|on|in)\s+(?:just\s+|only\s+)?(?:maybe\s+|about\s+|around\s+|roughly\s+)?{_MANY}\s+"
                        r"(?:uses|washes|washing\s+cycles|wears|runs|rides|goes|loads|cycles|sessions|outings|trips|walks|hikes|workouts|brews|bakes|"
                        r"games|matches|journeys|commutes)\b"
                        rf"|\b{_MANY}\s+(?:uses|washes|wears|washing\s+cycles|wash\s+cycles)\s+(?:in|later|on)\b", re.I)
_DURATION = re.compile(DURATION, re.I)
# A use denied, wished or weighed, in whole words ("I haven't", "never", "if we", "before I"): "tent" ends in no "n't".
_WEIGHED = re.compile(r"\b(?:not|never|no|without|before|if|unless|whether|would|could|should|might|planned|meant|going\s+to|want(?:ed)?\s+to|"
                      r"hope|hoped|hoping|once\s+i|when\s+i)\b|\b\w+n['’]t\b|\b(?:cant|wont|didnt|havent|hasnt|dont|doesnt|wasnt|werent)\b", re.I)
_COUNTED = re.compile(COUNT, re.I)
_ONCE = re.compile(ONCE, re.I)
# Use going on: "the kids have been bouncing on it", "we've been sleeping under it".
_ONGOING = re.compile(r"\b(?:have|has|'ve|’ve|'s|’s|had)\s+(?:(?:all|both|just|really|honestly|only)\s+)?been\s+\w+ing\s*$", re.I)
# Where the words qualifying a use are read: its own clause, before and after it.
_CLAUSE_END = re.compile(r"[.;:!?,()\n]|\s[-–—]+\s|\b(?:but|and|so|then|though|although|however|yet|because|"
                         r"until|till|when|before|which|whereas)\b", re.I)
# A body or a person acting, never the goods: "the glass", "it" sitting in a box is no use (the goods sat there).
_GOODS_SUBJECT = re.compile(r"\b(?:it|this|that|the\s+[\w-]+|parcel|package|box|order)\s*(?:'s|’s|has|had|have|was|is)?\s*(?:been\s+|just\s+|only\s+)?$", re.I)


@dataclass(frozen=True)
class Use:
    """A use of the goods told: `words` as the customer put them, where they `end`, and how it was told: with a
    `spell` (how long or how often, more than once), `once` (a single or first use) or neither."""
    end: int
    words: str
    spell: bool
    once: bool


@once_per_text
def uses_told(text: str) -> list[Use]:
    """Each use of the goods `text` tells in general terms: a verb acting on the goods with how long or how often it
    went on, or told as still going on; never a use denied, wished or weighed."""
    out = []
    for m in _ACT.finditer(text):
        before = text[:m.start()]
        cut = max((c.end() for c in _CLAUSE_END.finditer(before)), default=0)
        after_end = next((c.start() for c in _CLAUSE_END.finditer(text, m.end())), len(text))
        clause_before, clause_after = before[cut:], text[m.end():after_end]
        if _WEIGHED.search(clause_before) or re.search(r"\b(?:never|not|no|without)\b|n['’]t\b", clause_after, re.I):
            continue
        if m.group("act") and _GOODS_SUBJECT.search(clause_before) and not _ONGOING.search(clause_before + m.group("act")):
            continue  # "it sat in the box", "the chair's been stood in the hall": the goods themselves
        if m.group("act") and re.search(r"\b(?:am|is|are|was|were|been|be|being|'m|’m|'re|’re|feel|felt|get|got|getting)\s*$", clause_before, re.I) \
                and m.group("act").lower().endswith("ed"):
            continue  # "I'm disappointed with it", "we were pleased with them": a feeling, no use
        told = clause_before + " " + clause_after
        spell = bool(_DURATION.search(told) or _COUNTED.search(told)) and not _ONCE.search(told) \
            or bool(m.group("act3")) or bool(_ONGOING.search(clause_before + (m.group("act") or m.group("act2") or "")))
        once = bool(_ONCE.search(told))
        if not (spell or once):
            continue
        out.append(Use(m.end() + len(clause_after), (m.group(0) + clause_after).strip(), spell, once))
    for m in _USE_COUNT.finditer(text):
        if not _WEIGHED.search(text[max(0, m.start() - 30):m.start()]) and not any(u.end >= m.end() and u.end - len(u.words) <= m.start() for u in out):
            out.append(Use(m.end(), m.group(0).strip(), True, False))
    return out


@once_per_text
def spells_of_use(text: str) -> list[Use]:
    """The uses `text` tells with how long or how often (more than once), or as going on: those read in general terms
    (uses_told), and those of the known words (used_at: "it's been slept on", "wore them to work") with a duration or a
    count in their clause."""
    out = [u for u in uses_told(text) if u.spell]
    for end, words in used_at(text):
        if any(u.end == end for u in out):
            continue
        start = max((c.end() for c in _CLAUSE_END.finditer(text, 0, max(0, end - len(words)))), default=0)
        stop = next((c.start() for c in _CLAUSE_END.finditer(text, end)), len(text))
        told = text[start:stop]
        if (_DURATION.search(told) or _COUNTED.search(told)) and not _ONCE.search(told):
            out.append(Use(end, words, True, False))
    return out


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
    known = {end for end, _ in out}
    out += [(u.end, u.words) for u in uses_told(text) if u.end not in known]
    return sorted(out)
