"""The customer's words that tell a change of mind from a wrong item (POL-COM-005, POL-WRG-004): their own pick
owned, a short count of the line itself, the shop's error told, goods that do not suit. The policy's rows read them.
"""

from __future__ import annotations

import re

from .counts_against_paid import count_against_paid
from .counts_in_asides import count_in_aside
from .bare_counts import bare_count
from .size_numbers import told_as_sizes
from .counts_in_learner_words import count_in_learner_words


# The customer's own choice, in their words: what arrived is what they ordered ("I ordered the
# wrong size, my mistake", "it's the one I ordered but it's wrong for me"). That is a change of
# mind (POL-COM-005, the seller's window and exclusions), never a wrong item (POL-WRG-004), which
# is for something other than the order line arriving. The screener reads such a sentence as a
# change of mind and the wrong-item row refuses a decision on a ticket that says it.
# A first-person selection error is one too, however it is worded: "I tapped Mustard instead of
# Sage", "I must have clicked the wrong size", "ordered the 10 when I meant the 12", "I left it on
# grey in the dropdown", "forgot to change the size", "misclicked". What the shop sent ("you sent
# me grey, I ordered sage", "I ordered sage but received grey instead") is not.
_ME = r"\b(?:i|we)(?:'d|'ve|’d|’ve| had| have)?\s+"


# Up to three words between the subject and the verb, none a negation or a turn ("I must have",
# "we somehow", not "I didn't", not "I paid but").
_FILL = r"(?:(?!(?:not|never|didn'?t|did|don'?t|doesn'?t|haven'?t|hadn'?t|wasn'?t|but|and|yet|so|then|you|they)\b)[\w'’]+\s+){0,3}"


_PICK = (r"(?:ordered|ordred|orderd|order|picked|pick|chose|chosen|choose|clicked|click|tapped|tap|selected|select|slected|bought|buy|put|"
         r"went\s+for|go\s+for|typed|entered|ticked|checked|hit|pressed|added|grabbed|set|purchased)")


# Words between the pick and "instead of" / "when I meant": not what the shop did.
_WHAT = r"(?:(?!(?:but|yet|and|received|got|sent|came|arrived|delivered|shipped|turned|showed)\b)[\w'’.-]+\s+){1,5}?"


_NOT_CAME = (r"(?![^.!?]*\b(?:you|they|the\s+(?:shop|seller|store|warehouse))\s+(?:\w+\s+)?(?:sent|shipped|delivered|packed|gave)\b)"
             r"(?![^.!?]*\b(?:but|yet|however|though)\b[^.!?]*\b(?:came|arrived|received|got|turned\s+up|showed\s+up|is\s+what)\b)")


# The blame taken in so many words, with no word of a slip: "it's on me", "that one's down to us", "I've only myself to blame".
_ON_ME = (r"|\b(?:it'?s|it’s|it\s+is|that'?s|that’s|that\s+is|that\s+was|this\s+one'?s|that\s+one'?s|(?:this|that)\s+one\s+(?:is|was)|this\s+is)\s+"
          r"(?:(?:all|entirely|totally|completely|fully|honestly|really|squarely|100%)\s+)?(?:on|down\s+to)\s+(?:me|us)\b(?!\s+to\b)"
          r"|\b(?:i|we)(?:'ve|’ve|\s+have)?\s+(?:got\s+)?(?:only\s+)?(?:got\s+)?(?:myself|ourselves)\s+to\s+blame\b")


OWN_CHOICE = re.compile(
    r"\b(?:i|we)(?:'d| had| have|'ve)?\s+(?:\w+\s+)?(?:ordered|picked|chose|chosen|clicked|selected|bought|put|went for|typed|entered)\s+"
    r"(?:in\s+|on\s+)?(?:the|a|an)\s+wrong\b"
    + rf"|{_ME}{_FILL}{_PICK}\s+(?:(?:on|in|for)\s+)?(?:the\s+|a\s+|an\s+)?wrong\b"
    + rf"|{_ME}{_FILL}{_PICK}\s+{_WHAT}(?:inst(?:ea|e|ae)d\s+of|intead\s+of|rather\s+than|in\s+place\s+of)\b{_NOT_CAME}"
    + rf"|(?<!you )(?<!they )(?<!was )(?<!were )\b{_PICK}\s+{_WHAT}(?:when|but|though|while|whereas)\s+(?:i|we)\s+(?:\w+\s+)?"
      rf"(?:meant|intended|wanted|needed|was\s+after|were\s+after)\b{_NOT_CAME}"
    + rf"|{_ME}{_FILL}(?:meant|wanted)\s+to\s+{_PICK}\b(?=[^.!?]*\b(?:but|instead|not|wrong)\b){_NOT_CAME}"
    # "I meant to order the large": what they meant is not what they ordered, whatever follows
    + rf"|{_ME}{_FILL}(?:meant|intended)\s+to\s+(?:have\s+)?{_PICK}\b{_NOT_CAME}"
    # someone on the customer's side picked it: "my partner ordered these on my account and picked the wrong size"
    + r"|\b(?:my|our)\s+(?:partner|wife|husband|spouse|son|daughter|kids?|child|children|mum|mom|dad|mother|father|friend|boyfriend|"
      r"girlfriend|flatmate|roommate|colleague|assistant)\b[^.!?]{0,60}?\b" + rf"{_PICK}\s+(?:(?:on|in|for)\s+)?(?:the\s+|a\s+|an\s+)?wrong\b"
    # "Oops, wrong size", "silly me, wrong colour": the customer owns the slip
    + r"|\b(?:oops|whoops|oopsie|silly\s+me|doh|d'oh)\b[^.!?]{0,30}?\bwrong\b"
    + rf"|{_ME}{_FILL}(?:left|kept)\s+(?:it|them|the\s+\w+|that|this)\s+(?:on|at|as|set\s+(?:to|on))\s+[^.!?]{{0,40}}?"
      r"\b(?:drop-?\s?down|menu|selector|option|default|setting|checkout|basket|cart|site|app|page|list)\b"
    + r"|(?<!you )(?<!they )(?<!seller )(?<!shop )\bforgot\s+to\s+(?:change|switch|select|pick|choose|update|set|untick|tick|swap|adjust)\b"
    + r"|\b(?:mis-?click|mis-?tap|fat[- ]?finger|mis-?select|mis-?order|mistyp)\w*"
    + r"|\b(?:i|we)\s+(?:messed|screwed|mucked|goofed|slipped)\s+up\b|\buser error\b|\b(?:my|our) (?:own )?(?:slip|blunder|oversight|doing)\b"
    # the blame taken in so many words: "This time it's on me: I bought the toaster and it's too big", "that one's
    # down to us", "I've only myself to blame" (blind round 37c, V37C-20; not "it's on me to chase them")
    + _ON_ME
    + r"|\b(?:my|our) (?:own )?(?:mistake|fault|error|bad)\b|\b(?:ordered|bought|clicked|picked|chose|selected)\s+(?:\w+\s+){0,3}by mistake\b"
    r"|\b(?:accidentally|mistakenly|wrongly)\s+(?:\w+\s+)?(?:ordered|bought|clicked|picked|chose|selected|added)\b"
    r"|\b(?:it'?s|it is|they'?re|they are|this is|these are)\s+(?:exactly\s+)?(?:the|what)\s+(?:\w+\s+)?(?:i|we)\s+(?:\w+\s+)?"
    r"(?:ordered|chose|picked|selected|asked for)\b(?=[^.!?]*\b(?:but|though|just|only)\b)"
    r"|(?<!which )\b(?:is|are)\s+(?:exactly\s+)?the\s+(?:one|ones|item|items|model|size|colour|color)\s+(?:i|we)\s+(?:\w+\s+)?"
    r"(?:ordered|chose|picked|selected)\b(?=[^.!?]*\b(?:but|though|just|only)\b)"
    r"|\bwrong (?:\w+ )?for (?:me|us|my|our)\b|\bnot what (?:i|we) (?:was |were )?expect(?:ed|ing)\b"
    # set against what the customer pictured, not what was ordered: "a different shade of pink than I
    # expected", "darker than I'd imagined", "not the green I had in mind", "lighter than on the website"
    r"|\b(?:than|from\s+what|to\s+what)\s+(?:i|we)(?:'d|’d|\s+had|\s+was|\s+were)?\s+(?:\w+\s+)?(?:expect(?:ed|ing)?|imagined|pictured|"
    r"thought|hoped|anticipated|envisaged|envisioned|had\s+in\s+mind)\b"
    r"|\bnot\s+(?:quite\s+|really\s+)?the\s+(?:\w+\s+)?(?:i|we)(?:'d|\s+had)?\s+(?:expected|imagined|pictured|hoped\s+for|had\s+in\s+mind)\b"
    r"|\bthan\s+(?:it\s+(?:looked|looks|seemed|appeared)|(?:in|on)\s+the\s+(?:photos?|pictures?|images?|listing|website|site|screen|app))\b", re.I)


# Fewer units of the order line than were ordered, in the customer's words: "only 10 turned up", "only
# two of the four plates were in the box", "three instead of four", "the pack was one short", "I ordered
# 6 and got 4". What came is the line itself: a short delivery, not a wrong item (POL-WRG-004 is for
# something other than the line arriving). The units that never came are a non-delivery matter, and a
# parcel the carrier scanned delivered goes to a person (POL-NDL-003). The screener reads it so and
# the wrong-item row refuses a decision on a ticket whose only mismatch is the count.
_COUNT = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|half)"


_ORDERED = r"(?:i|we)(?:'d|\s+had|\s+have)?\s+(?:\w+\s+)?(?:ordered|paid\s+for|bought|asked\s+for)"


_CAME_IN = r"(?:received|got|(?:you|u|ya|they)\s+(?:only\s+|just\s+)?sent(?:\s+(?:me|us))?|(?:there\s+(?:are|were|was)|i\s+count(?:ed)?)(?:\s+only)?)"


SHORT_DELIVERY = re.compile(
    # "only 5 plates in the box, I ordered 8": the count told with the line's word, then what was ordered
    # (not "Only one jacket came.": one unit is as often the one a second payment was taken for)
    rf"\b(?:only|just)\s+(?!(?:one|1)\b)(?P<came1>{_COUNT})\s+(?!(?:parcel|package|packet|box|boxe|delivery|deliverie|shipment|envelope|bag|carton|part|half|bit|day|week|hour)s?\b)"
    rf"(?:[a-z][\w-]*\s+){{1,2}}?(?:came|arrived|turned\s+up|showed\s+up|were\s+in|in\s+the(?!\s+end\b)|in\s+there)\b"
    rf"(?:[^.!?]{{0,40}}?\b{_ORDERED}\s+(?!(?P=came1)\b){_COUNT}\b|(?!\s+(?:intact|whole|in\s+one\s+piece|unbroken|undamaged|unharmed|safely|ok|okay|fine|perfect|"
    r"broken|chipped|cracked|damaged|smashed|shattered|dented|scratched|bent|torn|ripped|stained|faulty|in\s+(?:good|perfect|bad)\s+(?:condition|shape)|"
    r"(?:were|are|was|is)\s+(?:broken|chipped|cracked|damaged|smashed|shattered|fine|ok|okay|intact))\b))"
    # "I received 5 mugs, I ordered 6", "got 3 but we paid for 4": what came, then the more that was ordered
    rf"|\b{_CAME_IN}\s+(?P<came2>{_COUNT})\b[^.!?]{{0,40}}?[,;:-]?\s*(?:but|and|when|yet|though|although|even\s+though|while|whereas)?\s*{_ORDERED}\s+(?!(?P=came2)\b){_COUNT}\b"
    # "I got 2 candles instead of the 3 I paid for", "two mugs rather than the four I ordered"
    rf"|\b{_COUNT}\s+(?:[a-z][\w-]*\s+){{0,2}}(?:instead\s+of|rather\s+than|not)\s+the\s+{_COUNT}\s+{_ORDERED}\b"
    # "I'm 2 plates short", "the box was three mugs short"
    rf"|\b(?:one|two|three|\d+)\s+[a-z][\w-]*s?\s+short\b(?!\s+of\s+(?:a|an|the)\b)"
    rf"|(?<!ordered and )(?<!ordered, and )\b(?:only|just)\s+{_COUNT}(?:\s+of\s+(?:them|those|these|(?:the|my|our)\s+(?:[\w-]+\s+){{0,2}}[\w-]+))?\s+"
    r"(?:came|arrived|turned\s+up|showed\s+up|were\s+in|was\s+in|in\s+the(?!\s+end\b)|have\s+come|have\s+arrived|were\s+(?:there|inside|delivered|packed|sent|included))\b"
    r"(?!\s+(?:intact|whole|in\s+one\s+piece|unbroken|undamaged|unharmed|safely|ok|okay|fine|perfect|in\s+(?:good|perfect)\s+(?:condition|shape)))"
    # "the box only had one in it", "the package held just 6"
    rf"|\b(?:box|boxes|parcel|package|carton|cartons|bag|envelope|pack|packet|delivery|shipment)\s+(?:\w+\s+)?"
    rf"(?:(?:only|just)\s+(?:held|contained|had|included)|(?:held|contained|had|included)\s+(?:only|just))\s+{_COUNT}\b"
    # "got 3 of the 4 tea towels", "we received only two out of the three"
    rf"|\b(?:got|received|receive|get)\s+(?:only\s+|just\s+)?(?P<came3>{_COUNT})\s+(?:out\s+)?of\s+(?:the|my|our|those|these)\s+(?!(?P=came3)\b){_COUNT}\b"
    rf"|\b{_COUNT}\s+(?:\w+\s+)?instead\s+of\s+{_COUNT}\b"
    r"|\b(?:one|two|three|an\s+item|a\s+piece|a\s+unit|some|\d+)\s+(?:is\s+|are\s+|was\s+|were\s+|came\s+|arrived\s+)?short\b"
    rf"|\b(?:i|we)(?:'d|\s+had|\s+have)?\s+(?:\w+\s+)?(?:ordered|paid\s+for|bought)\s+(?P<ordered>{_COUNT})\b[^.!?]{{0,40}}?(?:\b(?:and|but|yet)\s+|[,;]\s*|\s+-\s+)(?:(?:i|we)\s+)?(?:only\s+)?"
    rf"(?:got|received|you\s+sent|there\s+(?:are|were|was)(?:\s+only)?)\s+(?!(?P=ordered)\b){_COUNT}\b"
    + count_against_paid(_COUNT, _ORDERED)  # "The box had 4 candles in it, I paid for 6" (runs/counts_against_paid.py)
    + count_in_learner_words(_COUNT)  # "inside the box is only 2 glasses, I order 6 glasses" (runs/counts_in_learner_words.py)
    + count_in_aside(_COUNT)  # "I ordered the candles (3 of them) and got only 2" (runs/counts_in_asides.py)
    + bare_count(_COUNT), re.I)  # "ordered 10 got 8" (runs/bare_counts.py)


# What came set against what was ordered by more than its count: the words of a wrong item.
MISMATCH = re.compile(r"\b(?:wrong|instead|different|mix\w*|not (?:the|what)|rather than|someone else)\b", re.I)


# What came set against what was ordered, told as the shop's doing: the shop's error (POL-WRG-004).
# "You sent me the wrong heads", "I received the wrong model", "these are not what I ordered", "I
# ordered the Series 9 heads but got Series 3", "different model from the one I ordered", "someone
# else's order". The word "wrong" alone ("wrong brush heads" as a subject, "wrong for my brush") tells
# no error of the shop's: the customer may call wrong what does not suit them.
_SAME = r"(?:[^.!?\n]|\.(?=\d))"  # within one sentence (a decimal point does not end it)


SHOPS_ERROR = re.compile(
    r"\b(?:you|u|they|the\s+(?:shop|seller|store|warehouse))(?:'ve|’ve|\s+have|\s+has)?\s+(?:\w+\s+)?(?:sent|shipped|gave|packed|delivered|posted)\s+"
    r"(?:me\s+|us\s+)?(?:the\s+|a\s+|an\s+)?(?:completely\s+|totally\s+|entirely\s+)?wrong\b"
    r"|\b(?:i|we)\s+(?:\w+\s+)?(?:received|got|was\s+sent|were\s+sent|was\s+given)\s+(?:the\s+|a\s+|an\s+)?(?:completely\s+|totally\s+)?wrong\b"
    r"|\bwrong\s+(?:[\w-]+\s+){0,2}(?:was|were|got|has\s+been|have\s+been)\s+(?:sent|shipped|delivered|packed|posted|in\s+the\s+(?:box|parcel|package))\b"
    # what came denied to be what was ordered ("isn't what I ordered", "was never what we paid for"); never
    # the customer's own word that it is ("is what I ordered", "is exactly what I paid for"): that
    # confirms the right thing came, so no mistake of the shop's
    r"|\b(?:isn'?t|aren'?t|wasn'?t|weren'?t|not|never|hardly|nothing\s+like|far\s+from)\s+(?:\w+\s+)?what\s+(?:i|we)\s+(?:\w+\s+)?"
    r"(?:ordered|paid\s+for|bought|selected|picked|chose)\b"
    r"|\b(?:not|isn'?t|aren'?t|wasn'?t|weren'?t)\s+the\s+(?:[\w-]+\s+){0,3}(?:i|we)\s+(?:\w+\s+)?(?:ordered|paid\s+for|bought|selected|picked|chose)\b"
    rf"|\b(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+(?:the|my|a|an|what)\b{_SAME}{{0,50}}\b(?:i|we)\s+(?:\w+\s+)?(?:ordered|paid\s+for|bought|selected|picked|chose)\b"
    rf"|(?:\b(?:i|we)(?:'d|’d|\s+had|\s+have)?\s+(?:\w+\s+)?|^\W*)(?:ordered|paid\s+for|bought|asked\s+for|selected|picked|chose)\b[^?!\n]{{0,120}}?"
    r"\b(?:but|yet|and|instead|whereas|;)\s+(?:\w+\s+)?(?:you|u|they|the\s+(?:shop|seller|store|warehouse))\s+(?:\w+\s+)?(?:sent|shipped|gave|packed|delivered|posted)\b"
    r"(?!\s+(?:me\s+|us\s+)?(?:it|them|the\s+order|my\s+order|the\s+parcel|out|off|late|early|on\s+time|quickly|promptly)\b)"
    rf"|\b(?:i|we)(?:'d|’d|\s+had|\s+have)?\s+(?:\w+\s+)?(?:ordered|paid\s+for|bought|asked\s+for|selected|picked|chose)\b{_SAME}{{0,80}}?"
    r"\b(?:but|yet|and|instead|whereas)\s+(?:i\s+|we\s+)?(?:only\s+)?(?:got|received|was\s+sent|were\s+sent|what\s+came\s+(?:was|is)|(?:the\s+)?(?:box|parcel|package)\s+(?:had|contained|held))\b"
    # ("I ordered the oil and received it on Monday", "... and got exactly that": the thing ordered came)
    r"(?!\s+(?:it|them|exactly|just\s+that|the\s+same|what\s+(?:i|we)|on\s+time|early|late|promptly|quickly|safely|yesterday|today)\b)"
    r"|\bdifferent\s+(?:[\w-]+\s+){0,2}(?:from|than|to)\s+(?:what|the\s+(?:one|ones|\w+))\s+(?:i|we)\s+(?:\w+\s+)?(?:ordered|paid\s+for|bought|selected|picked|chose)\b"
    # "Ordered the corner sofa, right-hand facing. Delivered one is left-hand facing": what was ordered, then what came
    r"|\b(?:ordered|paid\s+for|bought|selected|picked|chose)\b[^?!\n]{0,120}?[.;:\u2013\u2014-]\s+(?:but\s+)?(?:the\s+)?"
    r"(?:delivered|received|one\s+(?:that|which|you)?\s*(?:came|arrived|sent|delivered)|(?:what|the\s+thing)\s+(?:came|arrived|you\s+sent))\s+"
    r"(?:(?!(?:parcel|package|box|boxes|packaging|order|date|day|time|late|on|yesterday|today)\b)[\w-]+\s+)?(?:is|was|are|were|has|had)\b"
    r"|\bsomeone\s+else'?s\s+(?:order|parcel|item)\b|\bmix(?:ed)?[- ]?up\s+(?:in|at)\s+(?:the\s+)?(?:warehouse|packing|dispatch)\b", re.I)


# Goods that do not suit the customer's own device, room or body ("they don't fit my toothbrush model",
# "not compatible with my printer", "won't work with my phone"): unless the ticket says what came differs
# from what was ordered (SHOPS_ERROR), what came is what was ordered and the purchase did not suit: a
# change of mind (POL-COM-005, the seller's window and POL-COM-008's exclusions), never a wrong item.
UNSUITED = re.compile(
    r"\b(?:do(?:es)?n'?t|do(?:es)?\s+not|won'?t|will\s+not|didn'?t|did\s+not|can'?t|cannot|can\s+not|wouldn'?t|would\s+not|not)\s+"
    r"(?:actually\s+|really\s+|quite\s+|even\s+|properly\s+)?(?:fit|suit|match|work\s+with|go\s+with|go\s+on|connect\s+to|attach\s+to|clip\s+(?:on)?to|"
    r"slot\s+(?:in)?to|be\s+compatible\s+with|compatible\s+with)\s+(?:on\s+|onto\s+|into\s+|in\s+|with\s+)?(?:my|our)\b"
    r"|\b(?:isn'?t|aren'?t|wasn'?t|weren'?t|is\s+not|are\s+not|not)\s+(?:actually\s+|really\s+)?(?:compatible|suitable|right)\s+(?:with|for)\s+(?:my|our)\b"
    r"|\bincompatible\s+with\s+(?:my|our)\b"
    # a measure that does not suit another thing of the customer's ("it's the wrong size for the lamp", "wrong
    # fitting for our ceiling rose"): the goods are what was ordered, set against what they were to go with
    r"|\bwrong\s+(?:size|fit|fitting|shape|length|width|height|diameter|depth|type|kind|sort|model|voltage|standard|connector|connection)"
    r"\s+(?:for|to\s+fit|to\s+go\s+(?:on|with)|to\s+work\s+with)\s+(?:my|our|the)\b"
    # the customer's own thing the wrong one for the goods ("our sockets are the wrong type for the hub", "my car's the wrong
    # model"): what is wrong is theirs, not what came (never "my order is the wrong colour", "my new boots are the wrong size")
    r"|\b(?:my|our)\s+(?!new\b|order|parcel|package|box|delivery|items?\b|purchase|shipment|goods\b|products?\b|stuff\b)(?:[\w-]+\s+){0,2}?[\w-]+"
    r"(?:\s+(?:is|are|was|were)|'s|’s|'re|’re)\s+(?:(?:just|actually|simply|apparently|all|both|also)\s+)?(?:the\s+|a\s+|an\s+)?wrong\s+"
    r"(?:type|kind|sort|model|size|shape|fitting|voltage|standard|version|generation|make)\b", re.I)


def shops_error_told(texts) -> list[str]:
    """The words in which these sentences, read in turn, say what came differs from what was ordered."""
    return [m.group(0) for m in [SHOPS_ERROR.search(" ".join(texts))] if m]


# A bare apology ("my mistake", "my bad", "user error"): OWN_CHOICE reads it as the customer owning the pick, except
# beside a claim of their own taken back ("so never mind that one, my mistake!", "ignore the bit about the late
# fee, my bad", "Scratch that. My error, it came on the promised day."), where the slip owned is that claim's.
_BARE_APOLOGY = re.compile(r"\b(?:my|our) (?:own )?(?:mistake|fault|error|bad|slip|blunder|oversight|doing)\b|\buser error\b" + _ON_ME
                           + r"|\b(?:i|we)\s+(?:messed|screwed|mucked|goofed|slipped)\s+up\b", re.I)


_TAKES_BACK = re.compile(r"\bnever\s*mind\b|\bignore\s+(?:that|this|the|my|what|it|me)\b|\bscratch\s+that\b|\bforget\s+(?:that|it|about|what|the|my)\b"
                         r"|\bdisregard\b|\bcancel\s+that\b|\b(?:i\s+was|i'?m|i’m)\s+wrong\s+about\b|\bmis-?read\b"
                         r"|\b(?:came|arrived|was\s+delivered)\s+(?:\w+\s+){0,3}(?:on\s+time|on\s+the\s+(?:promised|right|due)\s+(?:day|date))\b", re.I)


# The blame taken for a cost, not the goods: "please don't bother refunding the shipping, that's on me" (POL-170).
_ON_ME_ALONE = re.compile(_ON_ME[1:], re.I)
_COST_BEFORE = re.compile(r"\b(?:shipping|postage|delivery|p&p|courier|fee|fees|cost|costs|charge|charges|refund\w*)\b[^.!?]*$", re.I)


def _owns_the_pick(match: re.Match, text: str, before: str) -> bool:
    """Whether an OWN_CHOICE match owns the pick of the goods: a bare apology in or right after a sentence
    taking a claim back does not, nor the blame taken for a cost told just before it."""
    if _ON_ME_ALONE.fullmatch(match.group(0)) and _COST_BEFORE.search(text[:match.start()]):
        return False
    return not (_BARE_APOLOGY.fullmatch(match.group(0)) and (_TAKES_BACK.search(text) or _TAKES_BACK.search(before)))


def own_choice(texts) -> list[str]:
    """The customer's words that make what came their own choice: OWN_CHOICE ("I ordered the wrong
    size"), or goods that do not suit their own things (UNSUITED) when nothing in these texts says
    what came differs from what was ordered (SHOPS_ERROR)."""
    texts = list(texts)
    own = []
    for before, text in zip(["", *texts], texts):
        match = next((m for m in OWN_CHOICE.finditer(text) if _owns_the_pick(m, text, before)), None)
        if match:
            own.append(match.group(0))
    if shops_error_told(texts):
        return own
    return own + [m.group(0) for text in texts for m in [UNSUITED.search(text)] if m]


def only_a_short_count(texts) -> list[str]:
    """The short-delivery words in these sentences, when a count is all they set against the order
    (no mismatch word outside those words); [] when nothing is short or something else is wrong."""
    # (numbers told as sizes are no count: "a size 7 instead of the 9 I ordered", runs/size_numbers.py)
    short = [m.group(0) for text in texts for m in SHORT_DELIVERY.finditer(text) if not told_as_sizes(text, *m.span())]
    rest = " ".join(SHORT_DELIVERY.sub(" ", text) for text in texts)
    return short if short and not MISMATCH.search(rest) else []
