"""Damage told in words the first cue table did not know: goods soaked or spoiled by water ("10 of them have water
damage (pages stuck together)", "the books arrived damp"), goods that spilled, burst or came open on the way ("the
last bag was open inside the box, coffee everywhere", "one of the bags had burst"), and goods worn out in plain slang
("the lamp came knackered"). Each is damage whether or not the sentence says "arrived".

And the words that look like damage and are not a claim on the shop:
- damage done at home, after delivery, by anyone at the customer's place: the customer, a relative, a guest, help they
  hire, their animals, their own appliance ("my iron scorched it", "a friend knocked the lamp over", "I
  spilled coffee on it myself", "my son dropped it and it smashed", "it got sat on by my husband", "I put it in the
  dishwasher against the label"), also told across sentences and paragraphs ("Our cat got on the shelf last night. The
  vase is in pieces."): theirs, not the shop's (cause_at_home, the one reading the screener and the guard share); a
  question beside it is still answered by a person; damage found on opening or done by the courier stays a claim;
  and in the words after_delivery.py reads: goods said to have come fine and harmed later, a child by age ("my 2 yr
  old"), an event at home ("went off the side table"), the customer's own washing ("put it through once (eco cycle)"),
  a drop while unboxing ("my son dropped it when he unboxed it"); goods washed as their label says they may be, or
  broken later by themselves after a fine arrival, are a fault after use a person answers (after_use_around);
- "warped" as slang ("a warped sense of humour") and a person "in bits" (upset), no goods at all;
- water damage as a subject ("the book is about water damage repair")."""

from __future__ import annotations

import re

from ..first_person import FIRST_PERSON
from .likened_acts import likened
from .person_words import person_words
from .damage_idioms import damage_idiom
from .wrapping_came_off import wrapping_came_off
from .not_the_goods_broken import not_the_goods_broken
from .fresh_unwrapped import fresh_from_wrapping
from .one_unit_owned_up import one_unit_owned_up
from .after_delivery import (YOUNG, after_fine, broke_after_fine_arrival, dropped_unboxing, harm_after_fine_arrival, home_event, label_promised,
                             own_washing)

# Who spilled or broke something: a person, never the goods ("the oil spilled"). ("I", "we", "my son", "the kids")
_PERSON = (r"(?:i|we|i'?ve|we'?ve|he|she|they|(?:my|our)\s+(?:\w+\s+)?(?:son|daughter|kids?|children|husband|wife|partner|boyfriend|girlfriend|"
           r"mum|mom|dad|brother|sister|friend|flatmate|roommate|toddler|baby|dog|cat|puppy|kitten|" + YOUNG + r")|the\s+(?:kids?|dog|cat|baby|toddler|" + YOUNG + r")|someone|somebody)")
# (not the customer's own home or the weather: "our basement is damp", "a damp morning")
_NOT_GOODS_DAMP = (r"(?<!house )(?<!flat )(?<!room )(?<!home )(?<!basement )(?<!cellar )(?<!wall )(?<!walls )(?<!garden )(?<!grass )"
                   r"(?<!hair )(?<!towel )(?<!weather )(?<!day )(?<!morning )(?<!air )(?<!i'm )(?<!we're )")

# What is wrecked that is no goods: an occasion, a plan, a feeling ("the weekend was ruined", "my mood is destroyed").
_OCCASION = (r"(?:day|days|evening|night|weekend|week|holiday|holidays|vacation|birthday|christmas|xmas|party|plans?|surprise|experience|mood|morning|"
             r"trip|anniversary|wedding|celebration|dinner|occasion|event|everything|life|reputation|trust|faith|confidence|relationship|"
             r"afternoon|meal|gift\s+idea|idea|hopes?|chances?|me|us|i|we)")
# The occasions alone, for the word a wrecked-word stands before ("the ruined weekend"; never "ruined last week").
_OCCASIONS = (r"(?:day|days|evening|night|weekend|week|holiday|holidays|vacation|birthday|christmas|xmas|party|plans?|surprise|experience|"
              r"morning|trip|anniversary|wedding|celebration|dinner|occasion|event|afternoon|meal)")
# A slang word for wrecked said with its object an occasion, a plan, a feeling or a person is no damage to goods: "the delay
# wrecked my plans", "totally trashed our anniversary dinner", "it's wrecked me" (runs/intents/wrecked_occasions.py).
_NOT_GOODS_OBJECT = (rf"(?:{_OCCASIONS}|mood|life|reputation|trust|faith|confidence|relationship|hopes?|chances?|schedule|routine|nerves|sleep)")
OBJECT_NOT_GOODS = (r"(?!\s+(?:me|us|him|her|them|everything|(?:(?:my|our|the|his|her|their|your|a|an|this|that|these|those|all|whole|entire)\s+)+"
                    rf"(?:[a-z'-]+\s+)?{_NOT_GOODS_OBJECT})\b)")
# ...and the verb itself, which names nothing wrecked ("is ruined" read from "is").
_BEING = r"(?:is|was|are|were|be|been|being|arrived|came|got|looks?|looked|has|have|had|it|they|that|this|which|who|what|something|anything|nothing|all)"

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
    r"\b(?:is|was|are|were|arrived|came|turned up|got here|already|completely|totally|proper|properly)\s+(?:\w+\s+)?(?:knackered|banjaxed|buggered|goosed|wrecked|trashed)\b" + OBJECT_NOT_GOODS,
    # broken into so many pieces: "it's in about six pieces now", "smashed into a hundred bits" (not goods made or sent
    # in parts: "the table comes in two pieces", "shipped in three boxes")
    r"(?<!comes )(?<!come )(?<!shipped )(?<!packed )(?<!supplied )(?<!sold )(?<!sent )(?<!made )"
    r"\b(?:in|into)\s+(?:about\s+|around\s+|like\s+|roughly\s+|maybe\s+|at\s+least\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|"
    r"a\s+(?:few|dozen|hundred|thousand|million)|several|many|loads\s+of|a\s+load\s+of|hundreds\s+of|a\s+hundred|a\s+thousand)\s+"
    r"(?:tiny\s+|little\s+|small\s+|sharp\s+|jagged\s+)?(?:pieces|bits|shards|fragments)\b",
    # a part of the goods broke: "the base broke", "the handle has snapped", "one lens cracked"
    r"\b(?:base|handle|lid|leg|legs|arm|arms|stem|frame|spout|strap|shade|screen|lens|hinge|rim|glaze|coating)\s+(?:has\s+|had\s+|just\s+|then\s+)?"
    r"(?:broke|snapped|cracked|split|shattered|crazed)\b(?!\s+(?:down|up|out|even|the\s+news))",
    # dented or shattered told in a hurry: "dentd", "shatterred"
    r"\b(?:dentd|dinted|shatterred|smashd|smshed|bustd)\b",
    # goods told wrecked in the strongest words, in capitals or not: "the lampshade was DESTROYED", "arrived utterly ruined",
    # "Shade: totally destroyed", "LAMPSHADE DESTROYED." (never a person, an occasion or a feeling: "my weekend is ruined",
    # "I was destroyed", "the surprise was ruined", "ruined my day", "for the ruined weekend")
    rf"(?<!\bi )(?<!\bwe )(?<!\bi'm )(?<!\bim )(?<!\bhe )(?<!\bshe )(?<!\bthey )(?<!\byou )(?!(?:{_OCCASION}|{_BEING})\b)"
    rf"\b[a-z-]+(?:['’]s|\s+(?:is|was|are|were|arrived|came|turned\s+up|got\s+here|has\s+been|have\s+been|had\s+been|got|looks?|looked))?"
    r"\s*[:,–-]?\s+(?:(?:completely|totally|utterly|absolutely|entirely|basically|just|all|pretty\s+much|well\s+and\s+truly|fully|properly|"
    r"literally|beyond\s+repair|and)\s+){0,3}"
    r"(?:destroyed|ruined|demolished|obliterated|annihilated|totall?ed|flattened|pulveri[sz]ed|squashed|caved\s+in)\b"
    r"(?!\s+(?:my|our|the|his|her|their|your|it|everything|christmas|xmas)\b)"
    # ...nor the word before an occasion it wrecked: "compensation for the ruined weekend", "a destroyed birthday party"
    rf"(?!\s+(?:(?!(?:last|this|next|that|on|in|at|by|for|over|during|and|or|but|so|the|a|an)\b)[a-z]+\s+)?{_OCCASIONS}\b)",
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
    return damage_idiom(text, span) or any(m.start() <= span[0] < m.end() or span[0] <= m.start() < span[1] for m in _NOT_GOODS.finditer(text)) \
        or wrapping_came_off(text, span) or not_the_goods_broken(text, span)
    # (idioms and qualities: damage_idioms.py; "the label fell off": wrapping_came_off.py; "the promo code is broken",
    # "the courier damaged my gate": not_the_goods_broken.py)


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


# Who at home: anyone at the customer's place, read in general rather than from a list of who lives there: the customer,
# a relative by relation or by name, a guest, a neighbour, help they hire, their animals, their own appliance ("I", "my
# son", "my brother-in-law", "Tom", "a friend", "someone at the party", "the cleaner we hire", "my iron"); never the
# courier, the driver, the van or the shop (a carrier named in the telling sends it back to a claim).
# (the persons by relation are the one list of person words, person_words.py, each also in the plural; the rest are
# anyone else at home that list does not hold: young ones, guests, help they hire, animals)
_KIN = ("(?:" + person_words() + r"s?|boy|boys|girl|girls|parents|"
        r"room-mate|lodger|toddler|baby|teenager|teen|twins|nanny|"
        r"cleaner|dog|dogs|cat|cats|puppy|kitten|pup|parrot|rabbit|hamster|movers|removers|"
        # anyone else in the customer's home: relatives, guests, neighbours, help they hire
        r"[\w]+-in-law|[\w]+-in-laws|godson|goddaughter|"
        r"grandkids|grandchildren|relatives?|relation|family|visitors?|guests?|date|"
        r"housekeeper|babysitter|sitter|childminder|au\s+pair|carer|gardener|plumber|electrician|builders?|decorators?|painters?|"
        r"handyman|fitters?|workmen|workman|tradesmen|tradesman|window\s+cleaner|cleaners|cleaning\s+lady|" + YOUNG + ")")
# the customer's own appliances and things that burn ("my iron", "our washing machine", "my hair straighteners")
_APPLIANCE = (r"(?:iron|steam\s+iron|hair\s*dryer|hairdryer|straighteners|hair\s+straighteners|curling\s+tongs|dishwasher|washing\s+machine|"
              r"washer|tumble\s+dryer|dryer|drier|oven|microwave|heater|radiator|candle|candles|cigarette|hob|kettle|toaster|steamer|vacuum|hoover|"
              r"robot\s+vacuum|roomba|lawnmower|mower)")
# people at home named without "my": "a friend", "one of the guests", "the cleaner we hire", "someone at the party", "Tom"
_ANYONE_HOME = (r"(?:\b(?:a|an|one|another|some|two|three|one\s+of\s+(?:the|my|our|his|her)|some\s+of\s+(?:the|my|our))\s+(?:[\w'’-]+\s+){0,2}?(?:guy|guys|bloke|blokes|lad|lads|lass|chap|fella|fellow|woman|women|lady|person|people|" + _KIN[3:] +
                r"|\bthe\s+(?:[\w-]+\s+)?(?:guests?|visitors?|kids?|children|neighbou?rs?|cleaners?|cleaning\s+lady|nanny|babysitter|au\s+pair|"
                r"housekeeper|gardener|handyman|decorators?|painters?|builders?|plumber|electrician|window\s+cleaner|in-laws|twins|grandkids|"
                r"dogs?|cats?|puppy|kitten|baby|toddler|" + YOUNG + ")"
                r"|\b(?:someone|somebody|anyone|a\s+guest)"
                # the customer's own appliance ("my iron", "the robot vacuum")
                r"|\b(?:my|our)\s+(?:own\s+|new\s+|old\s+|stupid\s+)?" + _APPLIANCE + r"|\bthe\s+(?:robot\s+vacuum|robot\s+hoover|roomba|lawnmower|mower)"
                r"|(?-i:\b(?!(?:You|Your|They|Then|The|This|That|These|Those|Just|And|But|Also|Who|What|When|Delivery|Someone|Somebody|Sadly|Anyway|"
                r"Evri|Hermes|Yodel|Parcelforce|Amazon|Royal|Mail|Post|Office|Express|Logistics|Parcels?|Courier|Driver|Hi|Hello|Dear|Thanks|Please|Unfortunately|Apparently|Obviously|Luckily|"
                r"Yesterday|Today|Last|Sorry|Well|Now|Oh|Ok|Okay)\b)[A-Z][a-z]{2,}\b))"
               # where they were: "someone at the party", "a friend from work", "Tom, who is 91,"
               r"(?:\s+(?:at|from|in|of)\s+(?:the|my|our|work|school|church|his|her)(?:\s+[\w']+){0,2}?(?=\s+(?:had|has|was|were|just|then|accidentally|"
               r"somehow|managed|went|must|might|dropped|knocked|sat|stood|stepped|trod|spilled|spilt|broke|let|put|bumped|kicked|threw|chewed|burnt|burned)\b))?"
               )
_HOME_ACTOR = (rf"(?:(?:\b(?:i|we|i'?ve|we'?ve|i'?d|we'?d)|\b(?:my|our)\s+(?:[\w'’-]+\s+){{0,2}}?{_KIN}|\bthe\s+(?:kids?|children|dogs?|cats?|puppy|kitten|baby|toddler|twins)"
               r"|\b(?:the\s+)?(?:movers|removal\s+(?:men|guys|firm|company|team)|removers|cleaners?|builders?|decorators?|painters?|handyman)\s+(?:we|i)\s+"
               rf"(?:hired|hire|booked|book|got\s+in|get\s+in|used|use|paid|pay|have|had|employ|employed)(?:\s+to\s+(?:move|help|shift|carry|clean|paint|fit|do)(?:\s+(?:us|me|it|them|the\s+\w+|in|out|house))?)?|\bone\s+of\s+(?:the|my|our)\s+(?:kids|children|dogs|cats|guests|boys|girls))\b|{_ANYONE_HOME})")
_PRONOUN = r"\b(?:he|she|they|he'?d|she'?d|they'?d)\b"
# what someone at home did to the goods: an accident verb and what it fell on ("dropped it", "knocked the lamp over",
# "sat on my glasses", "put it in the dishwasher", "overloaded it"); not a message, a visit or a return ("dropped you a
# line", "dropped by the depot", "dropped it off at the post office")
_OBJ = r"(?:it|them|the|a|an|my|our|one|his|her|its|this|that|these|those|both|all|some|two|three|half|[\w-]+'s)\b"
_HOME_VERB = (
    r"(?:(?:has|had|have|'?ve|'d)\s+)?(?:dropped|droped|dropt|dorpped|drpped|knocked|knockd|nocked|bumped|banged|bashed|kicked|threw|thrown|"
    r"sat\s+on|sitting\s+on|stood\s+on|stepped\s+on|steped\s+on|trod\s+on|trodden\s+on|fell\s+on|leaned\s+on|leant\s+on|tripped\s+over|"
    r"chewed|chewd|chewed\s+up|bit|scratched|clawed|stained|broke|broken|cracked|smashed|snapped|shattered|tore|torn|ripped|burnt|burned|"
    r"scorched|melted|shrank|shrunk|squashed|crushed|dented|chipped|bent|twisted|yanked|spil(?:led|t)|poured\s+\w+\s+(?:on|over)|"
    r"ran\s+over|reversed\s+over|drove\s+over|"
    # into the goods: "the dog ran into the lamp", "I backed into the mirror" (never "ran into a problem")
    r"(?:ran|run|bumped|crashed|walked|banged|backed|knocked|barged|charged|flew|skidded)\s+(?:straight\s+|right\s+)?into(?=\s+(?!(?:a|an|the|some|this|that)?\s*(?:problem|issue|trouble|difficult|snag|hitch|delay|glitch|error|bother|mess)))|"
    r"overloaded|overfilled|over-?tightened|overtightened|forced|pulled\s+(?:\w+\s+){1,3}?(?:down|over|off)|"
    # the same acts told after "managed to", "went and", "tried to" ("managed to sit on the floor lamp")
    r"spil(?:led|t)\s+(?:[\w'-]+\s+){0,3}?(?:on|over|onto|down|across)\b|"
    r"sit\s+on|stand\s+on|step\s+on|tread\s+on|drop|knock|smash|break|snap|spill|chew|burn|scorch|crack|kick|squash|crush|bend)"
    rf"\s+(?:(?:over|off|down|up)\s+)?{_OBJ}"
    # misuse against the label: "put it in the dishwasher", "washed it on hot", "left it in the sun", "tumble dried it"
    r"|(?:(?:has|had|have|'?ve)\s+)?(?:put|popped|stuck|ran|run|washed|left|microwaved|tumble[- ]?dried|dried|boiled|cleaned|soaked|ironed)\s+"
    r"(?:[^\s.!?]+\s+){0,7}?(?:in|into|through|on|at|under|in\s+front\s+of|next\s+to|by)\s+(?:the\s+|a\s+|our\s+|my\s+)?"
    r"(?:dishwasher|dish\s+washer|washing\s+machine|wash|washer|tumble\s+dryer|dryer|drier|microwave|oven|hob|stove|sun|rain|radiator|fire|heater|"
    r"hot(?:test)?\s+(?:wash|cycle|setting)|60|90|boil\s+wash|bath)\b"
    r"|(?:microwaved|tumble[- ]?dried|bleached|machine[- ]washed)\s+(?:it|them)\b"
    # an animal or a child at the goods: "our cat got on the shelf", "the puppy got hold of it", "the kids were playing ball"
    # (never goods bought: "the jacket I got on SU-92916", "got on sale", "got on my last order": adv29 A29-16)
    r"|(?:got|jumped|climbed|leapt|leaped)\s+(?:up\s+)?(?:on|onto|into|up\s+on|at|hold\s+of)\b(?!\s+(?:(?:my|the|your|this|that|an?|our|last|her|his)\s+)*"
    r"(?:orders?|sale|offer|discount|deal|special|promo\w*|black\s+friday|cyber\s+monday|clearance|prime\s+day|[a-z]{1,4}-?\d))|(?:was|were)\s+playing\s+(?:with|ball|football|catch|tag)\b"
    r"|(?:played|messing|mucking)\s+(?:about\s+|around\s+)?with\s+(?:it|them)\b"
    # let it go: "let the teapot slip from her hands", "let it fall"
    r"|(?:let|letting)\s+(?:[\w'-]+\s+){1,3}?(?:slip|slide|fall|drop|tip|topple|roll|crash|smash)\b")
# the customer's mend of the goods, no harm done at home ("I bent it back", "snapped it back into place", "bent it
# straight again", "popped it back in"); a mend that failed leaves the claim on what the goods came with. Only a verb a
# mend is told in: "knocked it back onto the shelf" and "bent it back and forth" are harm.
_MEND_VERB = re.compile(r"(?:(?:has|had|have|'?ve|'d)\s+)?(?:bent|twisted|snapped|popped|stuck|forced|pushed|pulled|put)\b", re.I)
_MENDED = re.compile(r"(?:\s+[\w-]+){0,2}?\s+(?:back\b(?!\s+and\s+forth)|(?:straight|flat|true)\b|into\s+(?:place|shape|line)\b|right\s+again\b)", re.I)


def _mended(text: str, verb: str, end: int) -> bool:
    """Whether the act told before `end` is the customer's mend ("I bent it back", "popped it back in")."""
    return bool(_MEND_VERB.match(verb) and _MENDED.match(text, end))


_LEFT_OFF = re.compile(r"(?:\s+[\w-]+){0,3}?\s+(?:off|in)\s+(?:at|with|to|for|by)\b|(?:\s+[\w-]+){0,2}?\s+off\s*(?:[.,;!?]|$)", re.I)
# the act told in so many words by someone at home, in any voice ("my son dropped it", "it was knocked over by the
# dog", "it got sat on by my husband", "we accidentally...", "the vase fell off the counter")
_HOME_ACT = re.compile(
    rf"(?P<actor>{_HOME_ACTOR}|{_PRONOUN})(?:\s*,\s*(?:who|aged|bless|now)\b[^,.!?]{{0,40}},)?\s+(?:(?:had|has|have|was|were|just|then|accidentally|accidently|acidentally|somehow|clumsily|carelessly|"
    r"stupidly|literally|only|already|also|must\s+have|might\s+have|managed\s+to|went\s+and|kind\s+of|kinda|sort\s+of|totally|completely|"
    r"obviously|apparently|unfortunately|sadly|promptly|immediately|the\s+next\s+day|last\s+night|this\s+morning|yesterday)\s+){0,3}"
    rf"(?:[^.!?;]{{0,60}}?\b(?:and|then|but|so|before|when|while)\s+(?:(?:he|she|they|i|we)\s+)?(?:(?:accidentally|then|just|somehow|managed\s+to|went\s+and|tried\s+to)\s+){{0,2}})?"
    rf"(?P<verb>{_HOME_VERB})"
    rf"|\b(?:was|were|got|been|gets|get)\s+(?:accidentally\s+|all\s+)?(?P<pverb>dropped|knocked(?:\s+(?:over|off|down))?|sat\s+on|stood\s+on|stepped\s+on|"
    r"trodden\s+on|trod\s+on|chewed(?:\s+up)?|smashed|broken|cracked|scratched|crushed|squashed|run\s+over|thrown|kicked|knocked\s+off|"
    r"put\s+(?:in|through)\s+the\s+(?:dishwasher|wash|dryer|microwave)|washed|tumble[- ]?dried|microwaved)\s+(?:\w+\s+){0,4}?by\s+"
    rf"(?P<pactor>{_HOME_ACTOR}|me|us|myself|him|her)\b"
    r"|\b(?:fell|dropped|toppled|tumbled|slipped|rolled|(?:got|was|were|been)\s+(?:\w+\s+)?(?:knocked|pulled|bumped|kicked))\s+(?:off|from|down\s+from|over\s+on)\s+"
    r"(?:the|my|our)\s+(?:kitchen\s+|living\s+room\s+|bedroom\s+|bathroom\s+|hall\s+)?(?:counter|counter-?top|worktop|table|shelf|"
    r"windowsill|window\s+sill|sill|desk|mantelpiece|mantel|dresser|sideboard|cupboard|bench|side|bed|stairs|banister|balcony|wall|hook|nail)\b"
    # the customer's own appliance did it: "my iron scorched it", "think it was my iron", "burnt it with the iron"
    r"|\b(?:my|our)\s+(?:own\s+|new\s+|old\s+|stupid\s+)?" + _APPLIANCE + r"\s+(?:has\s+|had\s+|just\s+|must\s+have\s+)?(?:scorched|burnt|burned|melted|left|"
    r"ruined|wrecked|damaged|marked|warped|shrank|shrunk|chewed|ate|cracked|did|caused|discoloured|discolored|faded|bleached|stained|ripped|tore)\b"
    r"|\b(?:(?:it|that|this)\s+(?:was|wuz|must\s+have\s+been|might\s+have\s+been|was\s+probably)|probably|prob|maybe|must\s+have\s+been|"
    r"i\s+reckon|thanks\s+to|because\s+of|blame)\s+(?:my|our)\s+(?:own\s+|new\s+|old\s+|stupid\s+)?" + _APPLIANCE + r"\b"
    r"|\b(?:with|from|by|on)\s+(?:my|our)\s+(?:own\s+|new\s+|old\s+|stupid\s+)?(?:iron|hair\s*dryer|hairdryer|straighteners|curling\s+tongs|"
    r"candle|cigarette|heater|radiator|steamer)\b", re.I)
# the customer's own doing told without "I", diary style ("Me and my clumsy hands: dropped the teapot", "Dropped it on
# the tiles, the handle has snapped"): at the start of a sentence or a clause
_NO_SUBJECT_ACT = re.compile(rf"(?:^|[:;]\s*|[,–—-]\s+)(?:(?:just|then|accidentally|also|and|so)\s+)?(?P<verb>{_HOME_VERB})", re.I)
# a list item's label, goods and no one at home: "- vase", "* the teapot lid" ("Me and my clumsy hands" names the customer)
# (the first person, runs/first_person.py, and "myself": "Me and my clumsy hands", "myself: dropped it")
_LIST_LABEL = re.compile(rf"\W*(?!.*(?:{FIRST_PERSON}|\bmyself\b))(?:[\w'-]+\s*){{1,4}}", re.I)
# the state goods came in, told after such a label ("cracked down one side"), never an act ("Teapot: dropped it on the tiles")
_STATE_TOLD = re.compile(r"(?:cracked|chipped|smashed|snapped|broken|broke|torn|tore|ripped|dented|scratched|stained|bent|twisted|shattered|"
                         r"crushed|squashed|melted|shrunk|shrank|scorched|burnt|burned)\s+(?:(?:over|off|down|up)\s+)?(?!it\b|them\b)", re.I)
# "one" closing the clause after a state word: "Cracked one.", "Broken one, refund pls" (never "cracked one washing up")
_ONE_CLOSING = re.compile(r"\s+ones?$", re.I)
_CLOSES = re.compile(r"\s*(?:[.,;:!?]|$)")
_NOT_DONE = re.compile(r"\b(?:didn'?t|didnt|did\s+not|never|not|wasn'?t|weren'?t|hasn'?t|haven'?t|no\s+one|nobody|noone|"
                       r"if|in\s+case|unless|would|could|might\s+(?:not|never)|worried|afraid|scared|before\s+(?:i|we|he|she|they)\s+(?:could|had))\b", re.I)
# sitting or standing on goods made for it is their use ("the stool split the first time my husband stood on it")
_SEAT = re.compile(r"\s*(?:[\w'-]+\s+){0,3}?(?:chairs?|stools?|sofas?|settees?|couch(?:es)?|benches|bench|seats?|armchairs?|beds?|ladders?|steps?|"
                   r"step-?stools?|footstools?|pouffes?|ottomans?)\b", re.I)
_GAVE_WAY = re.compile(r"\b(?:first\s+time|gave\s+way|collapsed|buckled|came\s+(?:off|loose|apart))\b", re.I)


def _used_as_meant(text: str, verb: str, after: int) -> bool:
    """Whether sitting or standing told at `after` is the goods' use: on a chair, a stool or a step ("the first time my
    dad sat on it", "I sat on the sofa and a leg snapped off"), never "stepped on the glasses getting out of bed"."""
    return bool(re.match(r"(?:sat|sitting|stood|stepped|steped|trod|trodden|fell|leaned|leant)\b", verb, re.I)) and \
        bool(_SEAT.match(text, after) or _GAVE_WAY.search(text))


# goods used as their label says are no doing of the customer (after_delivery.label_promised: "the dishwasher-safe jug
# cracked in the dishwasher", "washed it as the label says"): a fault a person answers (after_use_around)
_CARRIER = re.compile(r"\b(?:royal\s+mail|evri|hermes|yodel|parcelforce|dpd|dhl|ups|fedex|usps|courier|driver|postman|postie|post\s+office|delivery\s+(?:guy|man|driver|person|company|firm)|carrier|van|depot|warehouse|"
                      r"packers?|you\s+guys|your\s+(?:team|staff|driver|courier|warehouse))\b", re.I)


def home_act(text: str, earlier: str = "", promised: bool = False) -> str:
    """The words telling that someone at home did the goods harm in this sentence ("my son dropped the vase", "it got
    sat on by my husband", "our cat got on the shelf", "I put it in the dishwasher", "it fell off the counter"), or "".
    Never an act told as not done, feared or supposed ("my son didn't drop it", "in case the kids knock it over"), a
    message or a visit ("I dropped by the depot", "dropped you a line"), sitting on a chair ("the first time my dad sat
    on it"), nor "he"/"she"/"they" unless `earlier` (the sentence before) or the sentence names someone at home and no
    courier; nor, when `promised` (a label around it promising the goods safe for it), washing or heating them."""
    for m in _HOME_ACT.finditer(text):
        verb = m.group("verb") or m.group("pverb") or ""
        if m.group("verb") and _LEFT_OFF.match(text, m.end("verb")):
            continue  # "I dropped the parcel off at the post office": a return on its way, no goods hurt
        if m.group("verb") and _mended(text, m.group("verb"), m.end("verb")):
            continue  # "I bent it back myself": the customer's mend, no harm done
        if _NOT_DONE.search(text[max(0, m.start() - 25):m.start("verb") if m.group("verb") else m.start()]):
            continue
        if label_promised(text) or (promised and own_washing(m.group(0), earlier)):
            continue  # goods washed as their label says they may be: no doing of the customer (after_use_around)
        if verb and _used_as_meant(text, verb, m.start("verb" if m.group("verb") else "pverb") + len(verb.split()[0])):
            continue
        actor = m.group("actor") or ""
        if likened(text, m.start(), m.group("actor")):
            continue  # "like someone stood on the box": the damage likened to an act nobody at home did (likened_acts.py)
        if actor and re.fullmatch(_PRONOUN, actor, re.I):
            named = text[:m.start()] + " " + earlier
            if not re.search(rf"{_HOME_ACTOR}", named, re.I) or re.search(r"\b(?:my|our)\b", named, re.I) is None or _CARRIER.search(named):
                continue
        if actor and _CARRIER.search(text[m.start():m.end()]):
            continue
        return m.group(0)
    # no one named: the customer's own, unless the courier is the one in the sentence or the one before it
    for m in _NO_SUBJECT_ACT.finditer(text):
        if _LIST_LABEL.fullmatch(text[:m.start()]) and m.group(0).lstrip().startswith(":") and _STATE_TOLD.match(m.group("verb")):
            continue  # "- vase: cracked down one side": a list of what came, the state each came in
        if _STATE_TOLD.match(m.group("verb")) and _ONE_CLOSING.search(m.group("verb")) and _CLOSES.match(text, m.end("verb")):
            continue  # "Cracked one. Refund please.": the state of the one that came, no act (a goods-off-order round)
        if not re.match(r"(?:got|jumped|climbed|leapt|leaped|was|were|played|messing|mucking)\b", m.group("verb"), re.I) \
                and not _LEFT_OFF.match(text, m.end("verb")) and not _mended(text, m.group("verb"), m.end("verb")) and not re.match(r"(?:\s+[\w-]+){0,2}\s+open\b", text[m.end("verb"):]) \
                and not label_promised(text) and not (promised and own_washing(m.group(0), earlier)) and not _CARRIER.search(f"{earlier} {text}") \
                and not _NOT_DONE.search(text[max(0, m.start() - 25):m.start("verb")]) \
                and not _used_as_meant(text, m.group("verb"), m.start("verb") + len(m.group("verb").split()[0])):
            return m.group(0).lstrip(":;,–—- ")
    # an event at home, or the customer's own washing against no promise of the label (runs/intents/after_delivery.py)
    if not _CARRIER.search(text) and (told := home_event(text) or (not promised and not label_promised(f"{earlier} {text}") and own_washing(text, earlier))):
        return told
    return ""


# damage the goods came with, told in so many words ("arrived smashed", "when I unboxed it the vase was cracked",
# "it came like this", "the driver dropped it"): the shop's, whoever at home is named beside it
_FOUND_SO = re.compile(
    r"\b(?:arrived|arived|came|delivered|turned\s+up|got\s+here|showed\s+up|was\s+like\s+(?:this|that))\b(?!\s+(?:off|apart|loose|away|out|undone|down|crashing|tumbling|flying|"
    r"fine|ok|okay|safely|safe|intact|perfect|perfectly|undamaged|in\s+one\s+piece|in\s+perfect|in\s+great|in\s+good|well|home|round|over|to\s+(?:me|us)\s+fine)\b)"
    r"|\b(?:when|as\s+soon\s+as|after|once|on)\s+(?:(?:i|we|he|she|they|my\s+\w+|our\s+\w+)\s+)?(?:first\s+)?"
    r"(?:opened|opening|unboxed|unboxing|unpacked|unpacking|unwrapped|unwrapping|took\s+it\s+out|got\s+it\s+out)\b"
    r"|\b(?:on|upon)\s+(?:arrival|delivery|opening|unboxing)\b|\bout\s+of\s+the\s+box\b|\bin\s+(?:the\s+)?(?:post|transit|delivery)\b"
    r"|\b(?:opened|unboxed|unpacked|unwrapped)\s+(?:the\s+|my\s+|our\s+)?(?:box|parcel|package|it|them)\s+and\s+(?:found|saw|noticed|discovered|there|the|it|they)\b"
    r"|\b(?:found|discovered|noticed)\s+(?:that\s+)?(?:it|them|the\s+\w+)\s+(?:was\s+|were\s+)?(?:already\s+)?(?:cracked|broken|smashed|chipped|dented|shattered|"
    r"scratched|torn|in\s+pieces|damaged)\b"
    r"|\b(?:courier|driver|postman|postie|delivery\s+(?:guy|man|driver|person)|carrier)\b"
    r"|\bnot\s+(?:my|our)\s+(?:own\s+)?fault\b|\bno\s+fault\s+of\s+(?:my|our)\b", re.I)


def cause_at_home(texts: list[str], i: int) -> str:
    """The sentence telling the damage told in texts[i] was done at home (`_cause_at_home`), or "": never when it owns up
    to one unit apart from the rest and the ticket asks a count refunded ("A couple of the flutes were broken in the box.
    Just refund me for one of them, the second was my fault": the first flute stays a claim; one_unit_owned_up.py)."""
    told = _cause_at_home(texts, i)
    return "" if told and one_unit_owned_up(told, texts) else told


def _cause_at_home(texts: list[str], i: int) -> str:
    """The sentence telling that the damage told in texts[i] (a ticket's sentences in order) was done at home, by the
    customer, their household or their animals, or "": in the sentence itself ("My son dropped the vase. It smashed."
    read at "It smashed"), in one of the two before it or the one after it, across paragraphs too ("Our cat got on the
    shelf last night.\n\nThe vase is in pieces."). Never damage the goods came with ("arrived smashed", "when I
    unboxed it the vase was cracked", "the driver dropped it on the step", "not my fault, it came like this"), nor damage
    told as another item's beside a household mishap ("The mug is on us. The vase, too, arrived cracked")."""
    damage = texts[i]
    if _CAUSED.search(damage) or dropped_unboxing(damage):
        return damage  # ("my son dropped it when he unboxed it": dropped at home, not found so on opening)
    if _FOUND_SO.search(after_fine(damage)):
        return ""  # (what the goods came with; "came fine, but yesterday..." is read after its "came fine")
    if harm := harm_after_fine_arrival(texts, i):
        return harm
    before = texts[i - 1] if i else ""
    # (a label promising the goods safe for the washing told around it makes the washing no doing of the customer's)
    promised = any(label_promised(t) for t in texts[max(0, i - 2):i + 2])
    if home_act(damage, before, promised):
        return damage
    for j in (i - 1, i - 2, i + 1):
        if 0 <= j < len(texts) and not _FOUND_SO.search(texts[j]) and home_act(texts[j], texts[j - 1] if j else "", promised):
            return texts[j]
    if caused_told_around(damage, texts[max(0, i - 2):i], texts[i + 1:i + 3]):
        return next((t for t in [*texts[max(0, i - 2):i], damage] if _MISHAP_TOLD.search(t)), damage)
    return ""


def caused_told_around(damage: str, before: list[str], after: list[str]) -> bool:
    """Whether damage told in a sentence is the customer's own mishap told across the sentences about it: "I dropped the
    carafe washing it and it shattered. Completely my fault", "My son knocked it off the table. It smashed. My fault
    entirely." The mishap is told in this sentence or one just before it, the owning up in any of them or one just
    after; never damage the goods came with ("it arrived smashed")."""
    if _CAME_SO.search(damage):
        return False
    told = [*before, damage]
    return any(_MISHAP_TOLD.search(t) for t in told) and any(_OWNED_UP_TOLD.search(t) for t in [*told, *after])


def after_use_around(texts: list[str], i: int) -> str:
    """The sentence telling that the damage told in texts[i] showed after the goods were in use at home with no one
    harming them, or "": goods said to have come fine that broke later by themselves ("came fine, but a week later the
    handle snapped"), or washed or heated as their label says they may be ("the label said it was dishwasher safe and it
    cracked in the first wash"). No damage on arrival (POL-DMG-002) and no doing of the customer: a fault question a
    person answers, never a damage refund paid by itself."""
    if cause_at_home(texts, i) or fresh_from_wrapping(texts[i]):
        return ""  # (a fault found as the goods first came out of their wrapping was found on arrival: fresh_unwrapped.py)
    if told := broke_after_fine_arrival(texts, i):
        return told
    if any(label_promised(t) for t in texts[max(0, i - 1):i + 2]):
        for j in (i, i - 1):
            if 0 <= j and own_washing(texts[j], texts[j - 1] if j > 0 else ""):
                return texts[j]
    return ""
