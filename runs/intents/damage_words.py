"""Damage told in words the first cue table did not know: goods soaked or spoiled by water ("10 of them have water
damage (pages stuck together)", "the books arrived damp"), goods that spilled, burst or came open on the way ("the
last bag was open inside the box, coffee everywhere", "one of the bags had burst"), and goods worn out in plain slang
("the lamp came knackered"). Each is damage whether or not the sentence says "arrived".

And the words that look like damage and are not a claim on the shop:
- damage the customer caused ("I spilled coffee on it myself", "my son dropped it and it smashed"), also told across
  sentences ("I dropped the carafe and it shattered. Completely my fault"): theirs, not the shop's; a question beside it
  is still answered by a person;
- "warped" as slang ("a warped sense of humour") and a person "in bits" (upset), no goods at all;
- water damage as a subject ("the book is about water damage repair")."""

from __future__ import annotations

import re

# Who spilled or broke something: a person, never the goods ("the oil spilled"). ("I", "we", "my son", "the kids")
_PERSON = (r"(?:i|we|i'?ve|we'?ve|he|she|they|(?:my|our)\s+(?:\w+\s+)?(?:son|daughter|kids?|children|husband|wife|partner|boyfriend|girlfriend|"
           r"mum|mom|dad|brother|sister|friend|flatmate|roommate|toddler|baby|dog|cat|puppy|kitten)|the\s+(?:kids?|dog|cat|baby|toddler)|someone|somebody)")
# (not the customer's own home or the weather: "our basement is damp", "a damp morning")
_NOT_GOODS_DAMP = (r"(?<!house )(?<!flat )(?<!room )(?<!home )(?<!basement )(?<!cellar )(?<!wall )(?<!walls )(?<!garden )(?<!grass )"
                   r"(?<!hair )(?<!towel )(?<!weather )(?<!day )(?<!morning )(?<!air )(?<!i'm )(?<!we're )")

DAMAGE_TOLD = (
    # water got to the goods: "10 of them have water damage", "water-damaged", "rain damage on the cover", "water stains"
    # (not a subject: "a book about water damage repair", "insurance for flood damage")
    r"(?<!about )(?<!on )(?<!for )(?<!against )(?<!covers )(?<!cover )"
    r"\b(?:water|rain|moisture|damp|flood|liquid)[- ]?(?:damaged?|stain(?:ed|s)?|marks?|logged|spots?)\b"
    r"(?![- ]?(?:repair|restoration|insurance|specialists?|claims?\s+adjust\w*|proof|resistant|cover|policy|survey|company|companies|book|guide)\b)",
    # paper stuck or spoiled by it: "pages stuck together", "the pages are all stuck", "sheets glued together"
    r"\b(?:pages|sheets|leaves|paper|cards|envelopes|stamps|labels|stickers|notebooks?|books?|prints?|photos?|sweets|candies|tablets|biscuits)\b"
    r"[^.!?]{0,25}?\b(?:stuck|glued|fused|welded|clumped)\s+(?:all\s+)?together\b",
    r"\bpages\s+(?:are\s+|were\s+|all\s+|have\s+|had\s+|got\s+)*(?:stuck|wavy|rippled|crinkled|swollen|warped)\b",
    # wet goods: "arrived damp", "the books are damp", "soaking wet", "sodden", "drenched", "wet through", "mildew on it"
    _NOT_GOODS_DAMP + r"\b(?:is|was|are|were|arrived|came|turned up|got here|all|still|bit|slightly|completely|totally|very|really|quite)\s+"
    r"(?:a\s+bit\s+|slightly\s+|completely\s+|totally\s+|very\s+|really\s+|all\s+)?(?:damp|wet|soggy|sodden|drenched|soaking(?:\s+wet)?|sopping(?:\s+wet)?)\b"
    r"(?!\s+(?:weather|day|morning|evening|night|outside|here|summer|winter|spring|autumn|season)\b)",
    r"\b(?:sodden|drenched|waterlogged|wet through|soaked through|mildew\w*|mou?ldy|mou?ld (?:on|in|all over|growing|spots?))\b",
    r"\bdamp (?:patch|patches|marks?|stains?|spots?)\b(?!\s+(?:on|in)\s+(?:the|my|our)\s+(?:wall|walls|ceiling|flat|house|room)\b)",
    # spilled, not by a person: "the paint spilled all over the box", "the rice spilt everywhere", "half the oil had spilled"
    r"(?<!\bi )(?<!\bwe )(?<!\bhe )(?<!\bshe )(?<!\bthey )(?<!\bi've )(?<!\bwe've )(?<!\bi just )(?<!\bi accidentally )(?<!\bwe accidentally )"
    r"\b(?:spil(?:led|t)|(?:had|has|have|got)\s+spil(?:led|t)|spilling)\b(?!\s+(?:it|them|something|some|my|the|a|coffee|tea|water|wine|juice|milk)\s+(?:on|over|onto|into)\b)",
    # burst open: "one of the bags had burst", "the bottle burst in the parcel", "arrived burst" (not "burst into tears",
    # "a burst pipe at home", "burst out laughing", "a burst of", "bursting with")
    r"(?<!\ba )(?<!\bthe )(?<!\bpipe )(?<!\bpipes )(?<!\bmain )(?<!\bbubble )\bburst\b(?!\s+(?:into|out|of|in on|through|onto|on to|pipe|pipes|water main|main|tyre|tire|blood vessel|appendix|"
    r"bubble|my bubble|your bubble|our bubble)\b)",
    r"\b(?:a|the|one|two)\s+burst\s+(?:bag|bottle|packet|pack|pouch|sack|tube|box|carton|jar|can|tin|seam|cushion|pillow|balloon)s?\b",
    # opened on the way: "the bag was open inside the box", "the jar came opened", "opened in transit", "the lid had come
    # open in the parcel", "the seal was broken open"
    r"\b(?:was|were|is|are|came|arrived|turned up|had\s+been|has\s+been|got|had\s+come|has\s+come|had|came\s+undone\s+and)\s+(?:\w+\s+)?"
    r"(?:open|opened|unsealed|popped open|ripped open|torn open|burst open|split open)\s+(?:inside|in|within|throughout)\s+(?:the\s+|its\s+|my\s+)?"
    r"(?:outer\s+)?(?:box|parcel|package|packet|packaging|bag|envelope|mailer|carton|delivery|post|transit|van)\b",
    r"\b(?:opened|came open|burst open|split open|popped open)\s+(?:in|during)\s+(?:the\s+)?(?:transit|post|delivery|shipping|van)\b",
    # what was inside gone all over: "coffee everywhere", "flour all over the box", "shampoo all over everything"
    r"\b(?:coffee|tea|flour|sugar|rice|grounds|powder|beans|liquid|oil|sauce|syrup|honey|paint|ink|shampoo|conditioner|lotion|soap|glitter|"
    r"soil|compost|seeds|beads|juice|wine|milk|detergent|bleach|perfume|contents|sand|salt|spices?|cereal|oats|pasta|glue|resin|wax)\s+"
    r"(?:was\s+|were\s+|went\s+|got\s+|had\s+gone\s+|had\s+got\s+|all\s+)?(?:everywhere|all\s+over\s+(?:the|everything|inside|my|our|it|them)\b)",
    # worn out in slang, of the goods (never "I'm knackered"): "arrived knackered", "the drawer runner is totally knackered"
    r"(?<!\bi )(?<!\bwe )(?<!\bi'm )(?<!\bim )(?<!\bwe're )(?<!\bhe )(?<!\bshe )(?<!\bhe's )(?<!\bshe's )(?<!\bthey're )(?<!\byou're )"
    r"\b(?:is|was|are|were|arrived|came|turned up|got here|already|completely|totally|proper|properly)\s+(?:\w+\s+)?(?:knackered|banjaxed|buggered|goosed|wrecked|trashed)\b",
    # dented or shattered told in a hurry: "dentd", "shatterred"
    r"\b(?:dentd|dinted|shatterred|smashd|smshed|bustd)\b",
)

# Words that look like damage and say nothing about goods: slang ("a warped sense of humour", "that's so warped") and a
# person upset ("I was in bits when I saw it").
_NOT_GOODS = re.compile(
    r"\bwarped\s+(?:sense|mind|minds|humou?r|logic|view|views|idea|ideas|imagination|perspective|world|personality|thinking|way|taste|people|person|"
    r"individual|soul|brain|reality|version|outlook|notion)\b"
    r"|\b(?:that'?s|thats|that\s+is|so|proper|pretty|kinda|kind\s+of|bit|how)\s+warped\b"
    # ("we're" only with its apostrophe: "the plates were in bits" are goods)
    r"|\b(?:i|we|i'?m|im|we['’]re|we\s+are|i\s+was|we\s+were|he|she|he'?s|she'?s|they'?re|they\s+were|mum|mom|dad|my\s+\w+\s+was)\s+(?:\w+\s+)?in\s+bits\b"
    r"|\bleft\s+(?:me|us|her|him|them)\s+in\s+bits\b", re.I)


def not_goods_damage(text: str, span: tuple[int, int]) -> bool:
    """Whether the damage word at `span` is slang or a person's feelings ("a warped sense of humour", "I was in bits"),
    not damage to goods."""
    return any(m.start() <= span[0] < m.end() or span[0] <= m.start() < span[1] for m in _NOT_GOODS.finditer(text))


CAUSED_BY_CUSTOMER_WHY = "damage the customer says they or their household caused: no claim on the shop"
# The customer's own doing: "I spilled coffee on it myself", "my son dropped it", "the dog chewed the strap", "I sat on
# it", "I put it through the dishwasher and it warped", "my fault", "that's on me" (not "I dropped you a message",
# "I dropped it off at the depot": a message or a return, no goods hurt).

# someone at home doing it, told with or without a confession ("I dropped the carafe", "the baby pulled the lamp down")
_OWN_DOING = (rf"\b{_PERSON}\s+(?:\w+\s+)?(?:spil(?:led|t)|knocked|dropped|droped|dropt|sat\s+on|stood\s+on|trod\s+on|stepped\s+on|chewed|bit|scratched|stained|"
              r"broke|cracked|smashed|snapped|tore|ripped|burnt|burned|melted|shrank|shrunk|washed|put|left|ran\s+over|reversed\s+over|overloaded|"
              r"over-?tightened|forced)\b(?!\s+(?:you|u|a\s+(?:line|note|message|email|mail)|an\s+email|off|by|round|in\s+(?:at|to)\b))"
              rf"|\b{_PERSON}\s+(?:\w+\s+)?pulled\s+(?:\w+\s+){{1,3}}?(?:down|over)\b")
# the customer owning it up ("my fault", "completely my fault", "that's on me", "my bad"; never "not my fault", nor a
# question of fault: "is it my fault it came broken?")
_OWNED_UP = (r"(?<!\bis it )(?<!\bwas it )(?<!\bnot )(?<!n't )(?<!\bno )(?<!\bnt )\b(?:my|our)\s+(?:own\s+)?(?:\w+\s+)?fault\b"
             r"|\b(?:that'?s|thats|that\s+is|it'?s|its|it\s+is)\s+(?:all\s+)?on\s+(?:me|us)\b|\bmy\s+bad\b")
# a household's own mishap needs no confession: "my toddler spilled juice on it", "the dog chewed the strap" (sitting on
# a stool or standing on a step is its use: "the leg came off the first time my dad sat on it" is the goods' fault)
_HOUSEHOLD_MISHAP = (rf"\b{_PERSON}\s+(?:\w+\s+)?(?:spil(?:led|t)|knocked\s+(?:it|them|\w+)\s+(?:over|off)|chewed|ran\s+over|reversed\s+over)\b"
                     r"(?!\s+(?:you|u)\b)")
_CAUSED = re.compile(
    rf"{_HOUSEHOLD_MISHAP}|(?:{_OWN_DOING})"
    r"(?=[^.!?]*\b(?:myself|ourselves|himself|herself|themselves|accident\w*|my\s+(?:own\s+)?fault|our\s+(?:own\s+)?fault|on\s+me|on\s+us|"
    r"my\s+bad|by\s+mistake|silly\s+me|stupid(?:ly)?|clumsy|clumsily|careless\w*)\b)"
    rf"|{_OWNED_UP}"
    r"|\b(?:i|we)\s+(?:did|caused)\s+(?:it|that|this|the\s+damage)\s+(?:myself|ourselves)\b"
    rf"|\b{_PERSON}\s+(?:accidentally|clumsily|carelessly|stupidly)\s+\w+", re.I)
_MISHAP_TOLD = re.compile(rf"{_HOUSEHOLD_MISHAP}|{_OWN_DOING}|\b{_PERSON}\s+(?:accidentally|clumsily|carelessly|stupidly)\s+\w+", re.I)
_OWNED_UP_TOLD = re.compile(rf"{_OWNED_UP}|\b(?:accident(?:ally)?|butter\s*fingers|silly\s+me|clumsy\s+me)\b", re.I)
# damage the goods came with ("it arrived smashed", "the glass shattered when I opened the box"): the shop's, whatever
# else the customer owns up to nearby
_CAME_SO = re.compile(r"\b(?:arrived|came|delivered|delivery|turned\s+up|got\s+here|in\s+(?:the\s+)?(?:post|transit|box|parcel|packaging)|"
                      r"opened|unpack\w*|unbox\w*|unwrap\w*|on\s+arrival|out\s+of\s+the\s+box|courier|driver|postman)\b", re.I)


def caused_by_customer(text: str) -> bool:
    """Whether a sentence tells of damage the customer (or someone at home) caused themselves."""
    return bool(_CAUSED.search(text))


def caused_told_around(damage: str, before: list[str], after: list[str]) -> bool:
    """Whether damage told in a sentence is the customer's own mishap told across the sentences about it: "I dropped the
    carafe washing it and it shattered. Completely my fault", "My son knocked it off the table. It smashed. My fault
    entirely." The mishap is told in this sentence or one just before it, the owning up in any of them or one just
    after; never damage the goods came with ("it arrived smashed")."""
    if _CAME_SO.search(damage):
        return False
    told = [*before, damage]
    return any(_MISHAP_TOLD.search(t) for t in told) and any(_OWNED_UP_TOLD.search(t) for t in [*told, *after])
