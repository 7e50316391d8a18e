"""The shop's refund and return policy as one executable table: a row per case type.

Each row says what evidence a decision needs first, the eligibility conditions over that evidence,
what a refund may draw on (order lines, or which charges), the remedy, and the policy document it
stands for; who funds it stays in `runs.shop.refund_matrix`. The guard, the shop at paying time,
the investigate phase's exit, the offline agent, the judge and the ticket form all read this
module, so the policy is written once (POL-BILL-001 ... POL-COM-008 are its prose).

Everything here is a pure function of the evidence a run recorded (the order as pinned, the
seller's supplement, the carrier scans), of `now`, the moment the ticket is judged at, and of the
shop's time zone the days are counted in (`runs.local_days`): the same evidence gives the same
verdict on any day, and a day is the shop's day, never the UTC one.
"""

from __future__ import annotations

import copy
import re
import unicodedata
from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import ROUND_HALF_UP, Decimal
from typing import Callable

from .counts_against_paid import count_against_paid
from .counts_in_asides import count_in_aside
from .bare_counts import bare_count
from .size_numbers import told_as_sizes
from .counts_in_learner_words import count_in_learner_words
from .fee_parcels import fee_parcels
from .local_days import local_day, zone_name
from .money import dollars
from .shop.kinds import CaseType, ReturnRequestStatus
from .state import GOODS_ACTIONS, DecisionAction
from .step_checks import typical_step
from .used_goods import used_at

# --- evidence -----------------------------------------------------------------------------------
ORDER, POLICY, SUPPLEMENT, SCANS = "order", "policy", "supplement", "scans"
EVIDENCE_TOOLS = {ORDER: "get_order", POLICY: "search_policy", SUPPLEMENT: "get_seller_supplement", SCANS: "get_carrier_scan"}

# Lines that can never go back for a change of mind, whoever sells them (POL-COM-008). A line
# carries one of these in its `exclusion`; blank means returnable.
EXCLUSIONS = {
    "personalised": "personalised or made to order",
    "final_sale": "marked final sale",
    "opened_personal_care": "an opened personal-care product",
    "inked_pen": "a filled or inked writing instrument",
    "used_knife": "a used knife",
    "unwrapped_mattress": "a mattress out of its protective wrap",
}
DAMAGE_REPORT_DAYS = 30  # POL-DMG-002: damage is reported within 30 days of delivery
FIRST_PARTY_RETURN_DAYS = 30  # POL-COM-005: the shop's own return window for what it sells itself
WRONG_ITEM_REPORT_DAYS = 30  # POL-WRG-004: a wrong item is reported within 30 days of the delivery of its parcel
# How a refund of a line is worth (POL-DMG-002, POL-WRG-004, POL-COM-005): the prose the documents
# quote, for the rule `line_cents` carries out.
LINE_REFUND_WORDS = ("the line's price and its share of the sales tax actually charged on the order (the tax charged, spread over "
                     "the taxable lines by value, rounded to the cent; none on a tax-exempt line)")

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
    r"|\b(?:my|our) (?:own )?(?:mistake|fault|error|bad)\b|\b(?:ordered|bought|clicked|picked|chose|selected)\s+(?:\w+\s+){0,3}by mistake\b"
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
    rf"(?:[a-z][\w-]*\s+){{1,2}}?(?:came|arrived|turned\s+up|showed\s+up|were\s+in|in\s+the|in\s+there)\b"
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
    r"(?:came|arrived|turned\s+up|showed\s+up|were\s+in|was\s+in|in\s+the|have\s+come|have\s+arrived|were\s+(?:there|inside|delivered|packed|sent|included))\b"
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
_BARE_APOLOGY = re.compile(r"\b(?:my|our) (?:own )?(?:mistake|fault|error|bad|slip|blunder|oversight|doing)\b|\buser error\b"
                           r"|\b(?:i|we)\s+(?:messed|screwed|mucked|goofed|slipped)\s+up\b", re.I)
_TAKES_BACK = re.compile(r"\bnever\s*mind\b|\bignore\s+(?:that|this|the|my|what|it|me)\b|\bscratch\s+that\b|\bforget\s+(?:that|it|about|what|the|my)\b"
                         r"|\bdisregard\b|\bcancel\s+that\b|\b(?:i\s+was|i'?m|i’m)\s+wrong\s+about\b|\bmis-?read\b"
                         r"|\b(?:came|arrived|was\s+delivered)\s+(?:\w+\s+){0,3}(?:on\s+time|on\s+the\s+(?:promised|right|due)\s+(?:day|date))\b", re.I)


def _owns_the_pick(match: re.Match, text: str, before: str) -> bool:
    """Whether an OWN_CHOICE match owns the pick of the goods: a bare apology in or right after a sentence
    taking a claim back does not."""
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


STALLED_DAYS = 5  # POL-NDL-003: tracking that has not moved for five days or more counts as lost


@dataclass(frozen=True)
class Evidence:
    """What a run has recorded about the order, and the moment it is judged at; `said`, the
    sentences in which the ticket asks for something about the order (the customer's own account);
    `told`, the ticket's other sentences about the order (what the customer tells around its
    requests: "I've opened it and used it for a week."); `zone`, the time zone its days are counted
    in (the ticket's; blank: the shop's SHOP_TIME_ZONE)."""

    order: dict
    now: datetime
    supplement: dict | None = None
    scans: dict | None = None
    said: tuple[str, ...] = ()
    zone: str = ""
    told: tuple[str, ...] = ()

    @property
    def today(self) -> date:
        """The shop's day of `now`: a claim at 7:30 pm Pacific on the promised day is made that day."""
        return local_day(self.now, self.zone)

    def day(self, value) -> date | None:
        """The shop's day of a recorded moment (a scan, a delivery); a date stays as it is."""
        return local_day(value, self.zone)

    def in_zone(self) -> str:
        """Words naming the zone the days were counted in, where it is not UTC (the shop's day
        then differs from the stored one): " (days in America/Los_Angeles)"."""
        name = zone_name(self.zone)
        return "" if name == "UTC" else f" (days in {name})"

    def clock(self) -> dict:
        """The moment and the zone a condition counted its days in, as its recorded inputs name them."""
        return {"now": self.now.isoformat(), "time_zone": zone_name(self.zone), "today": self.today.isoformat()}


@dataclass(frozen=True)
class Finding:
    """One condition on one piece of evidence: whether it holds, the values it compared, and the
    comparison in plain words (money in dollars, dates as dates) for the run page and the agent."""

    condition: str
    holds: bool
    compared: dict
    says: str
    # `says` as the customer is told it, where it differs: without the time zone the days were counted in (the shop's
    # business) and the window in words. The reply's words, not the record's: kept out of it (`recorded`).
    customer_words: str = ""

    def for_the_customer(self) -> str:
        return self.customer_words or self.says

    def recorded(self) -> dict:
        """The finding as the record keeps it: the condition, whether it held, what it compared and its words."""
        return {"condition": self.condition, "holds": self.holds, "compared": copy.deepcopy(self.compared), "says": self.says}


# --- money helpers --------------------------------------------------------------------------------

def _day(value) -> date | None:
    """A day already of the shop's calendar (a promised-by date, a day a condition recorded)."""
    return local_day(value) if value else None


# A duplicate charge is money taken beyond what the order cost (POL-BILL-001), whatever the
# timing: a card retried three minutes later is still a copy, and two equal charges that each pay
# for something of their own (two $24.99 items captured apart, one $5.99 fee per parcel) are not.
# What the order cost, kind by kind: its lines' price x quantity for items; one delivery fee per
# parcel (one when nothing has shipped); one tax charge per items charge that is no copy.


def _charged_at(c: dict) -> datetime | None:
    when = c.get("charged_at")
    if isinstance(when, datetime):
        return when
    try:
        return datetime.fromisoformat(str(when).replace("Z", "+00:00")) if when else None
    except ValueError:
        return None


def draws_delivery(order: dict, decision: dict) -> bool:
    """Whether a decision pays back a delivery charge: one it names, or, naming none, possibly any."""
    named = {int(n) for n in decision.get("charges") or []}
    if not named:
        return True
    return any(c.get("kind") == "delivery" for c in order.get("charges", []) if c.get("number") in named)


def copies(order: dict) -> list[dict]:
    """The charges beyond what the order cost: each repeats an earlier charge (kind, description,
    amount) and, without it, the order's charges of that kind still pay for everything the order
    holds. The latest repeats are the copies (the first charge is the one the order owes)."""
    charges = list(order.get("charges", []))
    lines_cents = sum(int(x.get("unit_price_cents") or 0) * int(x.get("quantity") or 1) for x in order.get("lines", []))
    items = _beyond(charges, "items", lambda kept: sum(c["amount_cents"] for c in kept) >= lines_cents)
    paid_items = [c for c in charges if c["kind"] == "items" and not any(c is x for x in items)]
    parcels = max(1, len(order.get("shipments") or []))
    delivery = _beyond(charges, "delivery", lambda kept: len(kept) >= parcels)
    tax = _beyond(charges, "tax", lambda kept: len(kept) >= max(1, len(paid_items)))
    extra = items + delivery + tax
    return [c for c in charges if any(c is x for x in extra)]


def _when_key(c: dict) -> float:
    when = _charged_at(c)
    return when.timestamp() if when else float("-inf")


def _beyond(charges: list[dict], kind: str, still_paid: Callable[[list[dict]], bool]) -> list[dict]:
    """The charges of `kind` that repeat an earlier one and that the order is still paid without,
    latest first (by time taken, then by the order they were recorded in)."""
    mine = [c for c in charges if c["kind"] == kind]
    taken = sorted(range(len(mine)), key=lambda i: (_when_key(mine[i]), i))
    kept, out = list(mine), []
    for n in reversed(range(len(taken))):
        c = mine[taken[n]]
        repeats = any((mine[j]["description"], mine[j]["amount_cents"]) == (c["description"], c["amount_cents"]) for j in taken[:n])
        rest = [k for k in kept if k is not c]
        if repeats and still_paid(rest):
            out.append(c)
            kept = rest
    return out


def distinct_charges(order: dict) -> list[dict]:
    extra = {id(c) for c in copies(order)}
    return [c for c in order.get("charges", []) if id(c) not in extra]


def line_cents(order: dict, sku: str, quantity: int | None = None) -> int:
    """A line's price x quantity and its share of the sales tax actually charged on the order
    (POL-DMG-002, POL-WRG-004, POL-COM-005): the tax charges pro rata over the taxable lines'
    value, rounded half up. Never a rate read from a charge's description: a line's share can
    never exceed what was charged, and a line marked tax-exempt (`tax_exempt`) gets none."""
    line = next((x for x in order.get("lines", []) if x["sku"] == sku), None)
    if line is None:
        return 0
    quantity = line.get("quantity", 1) if quantity is None else quantity
    total = line["unit_price_cents"] * quantity
    tax_charged = sum(c["amount_cents"] for c in distinct_charges(order) if c["kind"] == "tax")
    taxable = sum(x["unit_price_cents"] * x.get("quantity", 1) for x in order.get("lines", []) if not x.get("tax_exempt"))
    if not tax_charged or not taxable or line.get("tax_exempt"):
        return total
    tax = (Decimal(tax_charged) * total / taxable).quantize(Decimal(1), rounding=ROUND_HALF_UP)
    return total + int(tax)


# --- facts read off the evidence -------------------------------------------------------------------
def shipments(ev: Evidence) -> list[dict]:
    """The carrier's view when the run read it, else the order's."""
    return (ev.scans or {}).get("shipments") or ev.order.get("shipments", [])


def delivered_on(ev: Evidence) -> date | None:
    """The day of the last delivery scan (or delivered_at), None if the carrier never delivered it."""
    days = []
    for s in shipments(ev):
        scanned = [sc["at"] for sc in s.get("scans", []) if sc.get("code") == "delivered"]
        when = s.get("delivered_at") or (max(scanned) if scanned else None)
        if when or s.get("status") == "delivered":
            days.append(ev.day(when) or _day(s.get("promised_by")))
    return max(days) if days else None


def _delivered_day(ev: Evidence, s: dict) -> date | None | bool:
    """The shop's day a parcel was delivered (its delivered_at, else its last delivery scan, else
    its promised date when only its status says delivered); False when it was not delivered."""
    scanned = [sc["at"] for sc in s.get("scans", []) if sc.get("code") == "delivered"]
    when = s.get("delivered_at") or (max(scanned) if scanned else None)
    if when or s.get("status") == "delivered":
        return ev.day(when) or _day(s.get("promised_by"))
    return False


def parcels_of(ev: Evidence, skus: list[str]) -> tuple[list[dict], bool]:
    """The parcels that carried these lines, and whether the shop recorded it for every one of them.
    The carrier's view (scans) is matched to the order's shipments by tracking number, since only
    the order knows which lines a parcel carried."""
    carried = {s.get("tracking_number"): set(s.get("lines") or []) for s in ev.order.get("shipments", [])}
    for s in (ev.scans or {}).get("shipments") or []:
        carried.setdefault(s.get("tracking_number"), set()).update(s.get("lines") or [])
    mine = [s for s in shipments(ev) if set(skus) & carried.get(s.get("tracking_number"), set())]
    placed = {sku for s in mine for sku in carried.get(s.get("tracking_number"), set())}
    return mine, bool(skus) and set(skus) <= placed


def line_delivered_on(ev: Evidence, skus: list[str]) -> tuple[date | None, str]:
    """The day the parcel carrying the named line(s) was delivered, and where that day comes from.
    A window counts from it, not from the order's last parcel: a rug delivered 50 days ago is not
    returnable because a backordered cushion came last week. When the shop cannot place a line in
    a parcel (or no line is named) it counts from the order's EARLIEST delivery: the shorter window,
    the choice that never pays out money the policy may not owe. None when the line's parcel (or,
    unplaced, every parcel) has no delivery."""
    mine, placed = parcels_of(ev, skus)
    if placed:
        days = [_delivered_day(ev, s) for s in mine]
        if any(d is False for d in days):
            return None, "its parcel"
        return min(days), "its parcel"
    days = [d for d in (_delivered_day(ev, s) for s in shipments(ev)) if d is not False]
    if not days:
        return None, "the order"
    return min(days), ("the order's only delivery" if len(shipments(ev)) <= 1 else
                       "the order's earliest delivery (the line's parcel is not recorded)")


def acted_skus(decision: dict) -> list[str]:
    """Every sku a decision names in `lines` and the `sku` its effect (a return, a collection) acts on."""
    skus = [x["sku"] for x in decision.get("lines") or []] + ([decision["sku"]] if decision.get("sku") else [])
    return list(dict.fromkeys(skus))


def sku_outside_lines(decision: dict) -> str | None:
    """A `sku` the effect acts on that is not among the decision's named lines: the problem, else None."""
    named = [x["sku"] for x in decision.get("lines") or []]
    sku = decision.get("sku")
    if sku and named and sku not in named:
        return f"the decision acts on {sku} but names the line(s) {', '.join(dict.fromkeys(named))}"
    return None


def named_line(ev: Evidence, decision: dict) -> dict | None:
    skus = acted_skus(decision)
    return next((x for x in ev.order.get("lines", []) if skus and x["sku"] == skus[0]), None)


# --- conditions ------------------------------------------------------------------------------------
Condition = Callable[[Evidence, dict], Finding]


def charged_twice(ev: Evidence, decision: dict) -> Finding:
    extra = copies(ev.order)
    return Finding("charged_twice", bool(extra), {"copies": [c.get("number") for c in extra]},
                   f"{len(extra)} charge(s) repeat an earlier one beyond what the order cost" if extra
                   else "no charge on the order is beyond what the order cost")


def delivered(ev: Evidence, decision: dict) -> Finding:
    """The named line's parcel was delivered (any parcel, when the line cannot be placed in one)."""
    day, basis = line_delivered_on(ev, acted_skus(decision))
    return Finding("delivered", day is not None, {"delivered_on": day and day.isoformat(), "counted_from": basis},
                   f"delivered {day:%d %b %Y}" if day else "the carrier has no delivery scan: it never arrived")


def _scan_record(s: dict) -> dict:
    """A parcel as a check's inputs show it: its tracking number, status, lines and scans."""
    return {"tracking_number": s.get("tracking_number"), "status": s.get("status"), "lines": list(s.get("lines") or []),
            "promised_by": s.get("promised_by") and str(s.get("promised_by"))[:10],
            "scans": [{"at": str(sc.get("at")), "code": sc.get("code")} for sc in sorted(s.get("scans") or [], key=lambda sc: str(sc.get("at")))]}


def parcels_claimed(ev: Evidence, decision: dict) -> tuple[list[dict], str]:
    """The parcels a non-delivery claim is about, and which: those that carried the lines the
    decision names, when the shop recorded every one of them in a parcel (a split order's chair
    parcel lost while its desk parcel came); otherwise every parcel of the order, since a claim
    on the whole order, or on lines the shop cannot place, is judged on all of them."""
    skus = acted_skus(decision)
    mine, placed = parcels_of(ev, skus) if skus else ([], False)
    if placed:
        return mine, "the parcel(s) carrying " + ", ".join(skus)
    return list(shipments(ev)), "every parcel of the order"


def not_delivered(ev: Evidence, decision: dict) -> Finding:
    """No parcel the claim is about was delivered (`parcels_claimed`): the chair's own parcel
    decides the chair's claim, whatever the desk's parcel says."""
    parcels, which = parcels_claimed(ev, decision)
    came = [(s, d) for s in parcels for d in [_delivered_day(ev, s)] if d is not False]
    compared = {"judged_on": which, "parcels": [_scan_record(s) for s in parcels],
                "delivered_on": max((d for _, d in came if d), default=None) and max(d for _, d in came if d).isoformat()}
    if came:
        says = "; ".join(f"the carrier scanned {s.get('tracking_number') or 'the parcel'} delivered"
                         + (f" on {d:%d %b %Y}" if d else "") for s, d in came)
    else:
        says = "the carrier has no delivery scan for " + (", ".join(s.get("tracking_number") or "the parcel" for s in parcels) or "the order")
    return Finding("not_delivered", not came, compared, says)


def promised_date_passed(ev: Evidence, decision: dict) -> Finding:
    """Every parcel the claim is about was marked lost or is past its own promised date (a parcel
    with no date of its own is held to the latest date the others were promised): a lost lamp does
    not carry the rug whose parcel is still due in six days."""
    parcels, which = parcels_claimed(ev, decision)
    days = [_day(s.get("promised_by")) for s in parcels if s.get("promised_by")]
    latest, today = (max(days) if days else None), ev.today
    judged = []
    for s in parcels:
        promised = _day(s.get("promised_by")) or latest
        lost = s.get("status") == "lost"
        judged.append({"tracking_number": s.get("tracking_number"), "promised_by": promised and promised.isoformat(), "lost": lost,
                       "holds": lost or (promised is not None and today > promised)})
    holds = bool(judged) and all(p["holds"] for p in judged)
    lost_names = [p["tracking_number"] or "the parcel" for p in judged if p["lost"]]
    due = [p for p in judged if not p["holds"]]
    one_date = len({p["promised_by"] for p in judged if not p["lost"]}) <= 1

    def says(zone: str) -> str:  # `zone`: the words naming the zone the days were counted in, or none (the customer's)
        if lost_names and not due:
            return "the carrier marked " + ", ".join(lost_names) + " lost"
        if latest is None and not lost_names:
            return f"the order has no promised delivery date to have passed (today is {today:%d %b %Y})"
        if one_date and not lost_names:
            return f"promised by {latest:%d %b %Y}, today is {today:%d %b %Y}{zone}" + ("" if holds else ": still within its promised date")
        # parcels told apart: the lost lamp's parcel does not carry the rug's, still due
        return "; ".join([*(f"the carrier marked {n} lost" for n in lost_names),
                          *(f"{p['tracking_number'] or 'a parcel'} " + (f"promised by {_day(p['promised_by']):%d %b %Y}"
                                                                         + ("" if p["holds"] else ": still within its promised date")
                                                                         if p["promised_by"] else "has no promised delivery date to have passed")
                            for p in judged if not p["lost"])]) + f"; today is {today:%d %b %Y}{zone}"
    return Finding("promised_date_passed", holds, {"promised_by": latest and latest.isoformat(), **ev.clock(), "lost": bool(lost_names),
                                                   "judged_on": which, "parcels": [s.get("tracking_number") for s in parcels],
                                                   "per_parcel": judged}, says(ev.in_zone()), says(""))


def carrier_lost_it(ev: Evidence, decision: dict) -> Finding:
    """POL-NDL-003: a parcel counts as lost when the carrier marked it lost, its last scan is an
    exception, or its tracking has not moved for STALLED_DAYS or more before `now` (a parcel that
    never had a scan counts from the order's placing); a passed promised date alone is not enough.
    Judged on the parcels the claim is about (`parcels_claimed`)."""
    today, lost, moving, told = ev.today, [], [], []
    parcels, which = parcels_claimed(ev, decision)
    for s in parcels:
        scans = sorted(s.get("scans") or [], key=lambda sc: sc["at"])
        last = ev.day(scans[-1]["at"]) if scans else ev.day(ev.order.get("placed_at"))
        idle = (today - last).days if last else None
        name = s.get("tracking_number") or "the parcel"
        if s.get("status") == "lost":
            lost.append(f"the carrier marked {name} lost")
        elif scans and scans[-1].get("code") == "exception":
            lost.append(f"the last scan of {name} is an exception")
        elif idle is not None and idle >= STALLED_DAYS:
            lost.append(f"{name} has not moved since {last:%d %b %Y}, {idle} days")
        else:
            moving.append(f"{name} last moved {last:%d %b %Y}, {idle} day(s) before {today:%d %b %Y}" if last else f"{name} has no scan")
            # the customer is told where it was last seen, never the policy's code or the carrier's raw tracking number (V29C-29)
            where = next((f" in {sc['location']}" for sc in reversed(scans) if sc.get("location")), "") if scans else ""
            told.append(f"the carrier last scanned it on {last:%d %b %Y}{where}" if scans else "the carrier has not scanned it yet")
    holds = bool(lost) and not moving
    says = "; ".join(lost) if holds else ("; ".join(moving) or "no shipment") + \
        f": not lost (marked lost, an exception scan, or {STALLED_DAYS}+ days without movement, POL-NDL-003)"
    customer = "" if holds or not told else (f"your parcel is still on its way with the carrier ({'; '.join(told)}), and a parcel "
                                             f"counts as lost only after {STALLED_DAYS} days without a scan")
    return Finding("carrier_lost_it", holds, {"stalled_days": STALLED_DAYS, "lost": lost, "moving": moving, "judged_on": which,
                                              "parcels": [_scan_record(s) for s in parcels], **ev.clock()}, says, customer)


def late_parcels(ev: Evidence) -> tuple[list[dict], list[dict]]:
    """Each delivered parcel judged on its own dates ({tracking_number, delivered_on, promised_by,
    late}), and the late ones: an order whose desk came on time and whose lamp came four days late
    has one late parcel, whatever the order's last delivery and last promised date say."""
    judged = []
    for s in shipments(ev):
        day, promised = _delivered_day(ev, s), _day(s.get("promised_by"))
        if day is False or day is None or promised is None:
            continue
        judged.append({"tracking_number": s.get("tracking_number"), "delivered_on": day.isoformat(), "promised_by": promised.isoformat(),
                       "late": day > promised})
    return judged, [p for p in judged if p["late"]]


def delivery_fees(ev: Evidence) -> list[dict]:
    return [c for c in distinct_charges(ev.order) if c["kind"] == "delivery"]


def fees_tied(ev: Evidence) -> dict[int, str]:
    """{delivery fee number: the tracking number of the parcel it paid for}, where the records tie them
    (runs.fee_parcels: "Express delivery" paid for the Bluejay Express parcel)."""
    return fee_parcels(delivery_fees(ev), list(ev.order.get("shipments") or []))


def late_fees(ev: Evidence) -> list[dict]:
    """The delivery charges a late delivery refunds (POL-LATE-006): the fee of each late parcel.
    One fee for the whole order is refunded when any of its parcels came late. When the order has
    a fee per parcel, a fee the records tie to a parcel is refunded when that parcel came late and
    never when it came on time; for the fees they do not tie, as many as parcels came late (and
    have no fee tied to them) are refunded, the smallest first: never more than the late parcels paid."""
    fees = delivery_fees(ev)
    _, late = late_parcels(ev)
    if not late:
        return []
    if len(fees) <= 1:
        return fees
    tied = fees_tied(ev)
    late_numbers = {p["tracking_number"] for p in late}
    owed = [c for c in fees if c.get("number") in tied and tied[c.get("number")] in late_numbers]
    loose = [c for c in fees if c.get("number") not in tied]
    unpaid_late = [p for p in late if p["tracking_number"] not in tied.values()]
    owed += sorted(loose, key=lambda c: (c["amount_cents"], c.get("number", 0)))[:len(unpaid_late)]
    return sorted(owed, key=lambda c: c.get("number", 0))


def delivered_late(ev: Evidence, decision: dict) -> Finding:
    """A parcel came after its own promised date, and a refund names only fees the late parcels paid:
    a fee the records tie to a parcel that came on time is never one of them, and of the fees they
    do not tie no more than the late parcels left without a fee of their own."""
    judged, late = late_parcels(ev)
    fees = delivery_fees(ev)
    by_number = {c.get("number"): c for c in fees}
    named = [by_number[int(n)] for n in decision.get("charges") or [] if int(n) in by_number]
    tied = fees_tied(ev) if len(fees) > 1 else {}
    on_time = {p["tracking_number"] for p in judged if not p["late"]}
    late_numbers = {p["tracking_number"] for p in late}
    wrong = [c for c in named if c.get("number") in tied and tied[c.get("number")] not in late_numbers]
    loose_named = [c for c in named if c.get("number") not in tied]
    loose_allowed = len([p for p in late if p["tracking_number"] not in tied.values()])
    too_many = bool(late) and len(fees) > 1 and len(loose_named) > loose_allowed
    holds = bool(late) and not too_many and not wrong
    words = [f"{p['tracking_number'] or 'a parcel'} delivered {_day(p['delivered_on']):%d %b %Y}, promised by "
             f"{_day(p['promised_by']):%d %b %Y}" + (": late" if p["late"] else ": on time") for p in judged]
    after = ""
    for c in wrong:
        came = "came on time" if tied[c.get("number")] in on_time else "has not come late"
        after += f"; the refund names {c['description']} ({dollars(c['amount_cents'])}), the fee of {tied[c.get('number')]}, which {came}"
    if too_many:
        after += f"; the refund names {len(loose_named)} delivery fees but only {loose_allowed} parcel(s) came late"

    def says(zone: str) -> str:  # `zone`: the words naming the zone the days were counted in, or none (the customer's)
        return (("; ".join(words) + zone if words else "") or "not delivered yet") + after
    return Finding("delivered_late", holds, {"parcels": judged, "late_parcels": len(late), "delivery_fees": len(fees),
                                             "fees_named": len(named), "fee_parcels": {str(k): v for k, v in tied.items()},
                                             "fees_of_on_time_parcels": [c.get("number") for c in wrong], **ev.clock()},
                   says(ev.in_zone()), says(""))


def _within_days(name: str, ev: Evidence, window: int, decision: dict) -> Finding:
    """Days from the delivery of the named line's parcel to `now` against a window: "delivered 54
    days ago, window 30 days" (from the order's earliest delivery when the parcel is not recorded)."""
    (day, basis), today = line_delivered_on(ev, acted_skus(decision)), ev.today
    age = (today - day).days if day else None
    says = f"delivered {age} days ago, window {window} days{ev.in_zone()}" if age is not None else "not delivered yet"
    # ("arrived", not "was delivered": the reply check reads a deferred subtask's "was delivered" as work done)
    told = (f"it arrived {age} days ago, and the window for this is {window} days from arrival" if age is not None
            else "not delivered yet")
    if age is not None and basis not in ("its parcel", "the order's only delivery"):
        says += f" (counted from {basis})"
        told += f" (counted from {basis})"
    return Finding(name, age is not None and age <= window,
                   {"days_since_delivery": age, "window_days": window, "delivered_on": day and day.isoformat(), "counted_from": basis,
                    **ev.clock()}, says, told)


def reported_within_damage_window(ev: Evidence, decision: dict) -> Finding:
    return _within_days("reported_within_damage_window", ev, DAMAGE_REPORT_DAYS, decision)


def not_what_was_ordered(ev: Evidence, decision: dict) -> Finding:
    """A wrong item is something other than the order line arriving: the ticket must not say the
    customer chose what came ("I ordered the wrong size, my mistake"); that is a change of mind. Nor
    may fewer units of the line be all it tells ("only 10 of the 12 turned up"): that is a short
    delivery, the missing units a non-delivery matter, and the units that came are what was ordered."""
    own = own_choice(ev.said)
    if own:
        return Finding("not_what_was_ordered", False, {"customer_says": own},
                       f'the customer says they chose it ("{own[0]}"): a change of mind (POL-COM-005), not a wrong item',
                       f'you say you chose it ("{own[0]}"): a change of mind (POL-COM-005), not a wrong item')
    short = only_a_short_count(ev.said)
    if short:
        return Finding("not_what_was_ordered", False, {"customer_says": short},
                       f'the customer tells of fewer units than ordered ("{short[0]}") and of nothing else sent: a short delivery, '
                       "not a wrong item; the units that never came are a non-delivery matter (POL-NDL-003)")
    return Finding("not_what_was_ordered", True, {"customer_says": []}, "the ticket says something other than the order line arrived")


def reported_within_wrong_item_window(ev: Evidence, decision: dict) -> Finding:
    return _within_days("reported_within_wrong_item_window", ev, WRONG_ITEM_REPORT_DAYS, decision)


def no_replacement_sent(ev: Evidence, decision: dict) -> Finding:
    """No replacement order sends again a line the decision acts on; a replacement whose lines are
    not recorded, or a decision that names no line, counts whatever it holds."""
    skus = set(acted_skus(decision))
    lines_of = ev.order.get("replacement_lines") or {}
    sent = [ref for ref in ev.order.get("replacement_orders") or []
            if not skus or ref not in lines_of or skus & set(lines_of[ref])]
    return Finding("no_replacement_sent", not sent, {"replacement_orders": sent},
                   f"replacement order {sent[0]} is already on its way" if sent else "no replacement order exists")


# The shop's own terms for the goods it sells itself (POL-COM-005, POL-DMG-002): what a first-party
# order is judged by when no supplement of its own is on file. A marketplace seller with no terms
# on file has none: the platform does not invent a seller's return window.
HOUSE_TERMS = {"ref": "POL-COM-005", "house": True, "accepts_returns": True, "return_window_days": FIRST_PARTY_RETURN_DAYS,
               "damage_remedy": "refund_keep_item"}


def seller_terms(ev: Evidence) -> dict:
    """The terms a decision on this order is judged by: the seller's supplement when one is on file;
    for a first-party order without one, the shop's own policy (HOUSE_TERMS); else what was recorded
    (a marketplace seller with no terms: nothing accepted)."""
    sup = ev.supplement or {}
    if not sup.get("ref") and (ev.order.get("seller") or {}).get("seller_type") == "first_party":
        return {**HOUSE_TERMS, "seller": (ev.order.get("seller") or {}).get("name") or "the shop"}
    return sup


def seller_accepts_returns(ev: Evidence, decision: dict) -> Finding:
    sup = seller_terms(ev)
    holds = bool(sup.get("accepts_returns"))
    seller = sup.get("seller") if isinstance(sup.get("seller"), str) and sup.get("seller") else (ev.order.get("seller") or {}).get("name")
    if not sup.get("ref"):
        says = "no seller terms on file: no change-of-mind return without them"
    elif sup.get("house"):
        says = f"{seller} is the shop itself: its own policy accepts change-of-mind returns ({sup['ref']}; no seller terms needed)"
    else:
        says = f"{seller or 'the seller'} " + ("accepts" if holds else "does not accept") + f" change-of-mind returns (its terms, {sup['ref']})"
    return Finding("seller_accepts_returns", holds, {"supplement": sup.get("ref"), "accepts_returns": sup.get("accepts_returns")}, says)


def within_return_window(ev: Evidence, decision: dict) -> Finding:
    return _within_days("within_return_window", ev, int(seller_terms(ev).get("return_window_days") or 0), decision)


def _excluded_lines(ev: Evidence, decision: dict) -> tuple[list[str], list[str], list[dict], str]:
    """The skus a decision acts on, those the order lacks, the lines among them POL-COM-008 excludes,
    and the exclusions in words."""
    by_sku = {x["sku"]: x for x in ev.order.get("lines", [])}
    skus = acted_skus(decision)
    missing = [sku for sku in skus if sku not in by_sku]
    excluded = [by_sku[sku] for sku in skus if sku in by_sku and EXCLUSIONS.get(by_sku[sku].get("exclusion") or "")]
    return skus, missing, excluded, "; ".join(f"{x['description']} is {EXCLUSIONS[x['exclusion']]} (POL-COM-008)" for x in excluded)


def not_excluded(ev: Evidence, decision: dict) -> Finding:
    """Every line the decision names, and the sku its effect acts on, is returnable."""
    by_sku = {x["sku"]: x for x in ev.order.get("lines", [])}
    skus, missing, excluded, why = _excluded_lines(ev, decision)
    if not skus or missing:
        says = "no line named" if not skus else f"the order has no line {', '.join(missing)}"
    elif excluded:
        says = why
    else:
        says = " and ".join(by_sku[sku]["description"] for sku in skus) + (" is" if len(skus) == 1 else " are") + " returnable"
    return Finding("not_excluded", bool(skus) and not missing and not excluded,
                   {"skus": skus, "exclusions": {sku: by_sku.get(sku, {}).get("exclusion", "") for sku in skus}}, says)


def item_unused(ev: Evidence, decision: dict) -> Finding:
    """POL-COM-005 takes back *unused* items: a change-of-mind return of goods the customer says they
    used ("used it for a week", "we've worn them twice") fails, whatever the line is (runs.used_goods).
    A sentence that names another line of the order and none the decision acts on is about that line:
    "I used the candle for a week, the oil I never opened" holds no return of the oil."""
    lines = ev.order.get("lines", [])
    own = {x["sku"]: _words(x.get("description", "")) for x in lines}
    telling = {sku: words - set().union(*(v for k, v in own.items() if k != sku)) for sku, words in own.items()}
    acted = set(acted_skus(decision))
    used = []
    for text in dict.fromkeys((*ev.said, *ev.told)):
        for end, words in used_at(text):
            # the line used is the one named last up to the use words ("the serum (I opened it and tried it
            # once) and the hair mask, still sealed": the serum); else any the sentence names
            named = _named_last(telling, text[:end]) or {sku for sku, t in telling.items() if t & _words(text)}
            if not named or named & acted:
                used.append(words)
                break
    if used:
        return Finding("item_unused", False, {"customer_says": used},
                       f'the customer says the item was used ("{used[0]}"): POL-COM-005 takes back unused items only',
                       f'you say the item was used ("{used[0]}"): POL-COM-005 takes back unused items only')
    return Finding("item_unused", True, {"customer_says": []}, "the ticket does not say the item was used")


def _named_last(telling: dict[str, set[str]], text: str) -> set[str]:
    """The line(s) whose own word comes last in `text`: what a following "it" stands for."""
    last, named = -1, set()
    for m in _REASON_WORD.finditer(text.lower()):
        word = m.group(0)
        word = word[:-1] if word.endswith("s") and not word.endswith("ss") else word
        skus = {sku for sku, t in telling.items() if word in t}
        if skus:
            last, named = m.start(), skus
    return named if last >= 0 else set()


def excluded_only_by_shops_error(ev: Evidence, decision: dict) -> Finding:
    """A wrong item escapes POL-COM-008's exclusions because the seller takes back what it sent by
    mistake: so an excluded line goes back as a wrong item only when the ticket says what came differs
    from what was ordered (SHOPS_ERROR). "Wrong brush heads" over "they don't fit my brush, I opened
    the pack" tells no mistake of the shop's, and the opened pack stays excluded."""
    _, _, excluded, why = _excluded_lines(ev, decision)
    told = shops_error_told(ev.said)
    compared = {"excluded": {x["sku"]: x["exclusion"] for x in excluded}, "shops_error_told": told}
    if not excluded:
        return Finding("excluded_only_by_shops_error", True, compared, "no line the decision acts on is excluded from return")
    if told:
        return Finding("excluded_only_by_shops_error", True, compared,
                       f'{why}, but the customer says the shop sent something other than the order ("{told[0]}"): the seller takes it back')
    return Finding("excluded_only_by_shops_error", False, compared,
                   f"{why}, and nothing in the ticket says what came differs from what was ordered: a wrong item is the shop's error, "
                   "so the exclusion holds")


def returned_quantity(order: dict, sku: str) -> int:
    """Units of a line already on their way back: every return or collection of it not cancelled,
    each counted at its `quantity` or, when it records none (a return takes the line), the whole line."""
    line = next((x for x in order.get("lines", []) if x["sku"] == sku), {})
    return sum(int(r.get("quantity") or line.get("quantity", 1)) for r in order.get("returns") or []
               if r.get("sku") == sku and r.get("status") != ReturnRequestStatus.CANCELLED)


def not_returned_already(ev: Evidence, decision: dict) -> Finding:
    """A return or collection takes back only units not already returned or collected (in this run
    or any other): the same sofa is never collected twice, nor refunded on each collection. A
    refund on a line pays only for units not on their way back: a unit whose return is under way is
    refunded when the return lands, so a refund-and-keep on it pays twice."""
    if decision.get("action") not in DecisionAction:
        return Finding("not_returned_already", True, {"action": decision.get("action")}, "nothing is taken back")
    if decision.get("action") == DecisionAction.REFUND and not decision.get("lines") and not decision.get("sku"):
        return Finding("not_returned_already", True, {"action": "refund"}, "the refund names no order line")
    by_sku = {x["sku"]: x for x in ev.order.get("lines", [])}
    asked = {x["sku"]: int(x.get("quantity") or 1) for x in decision.get("lines") or []}
    over, seen = [], {}
    for sku in acted_skus(decision):
        line = by_sku.get(sku)
        if line is None:
            continue
        ordered, before = line.get("quantity", 1), returned_quantity(ev.order, sku)
        want = asked.get(sku, ordered)
        seen[sku] = {"ordered": ordered, "returned_before": before, "asked": want}
        if before + want > ordered:
            over.append(f"{line['description']}: {before} of {ordered} already on a return or collection, {want} more refunded as well "
                        "(the return refunds them when it lands)" if decision["action"] == DecisionAction.REFUND else
                        f"{line['description']}: {before} of {ordered} already returned or collected, {want} more asked")
    says = "; ".join(over) if over else "no earlier return or collection of " + (" or ".join(by_sku[k]["description"] for k in seen) or "it")
    return Finding("not_returned_already", not over, {"lines": seen}, says)


# The remedy a seller's damage terms allow (POL-DMG-002): the decision's action must be it.
DAMAGE_ACTION = {"refund_keep_item": DecisionAction.REFUND, "collect_and_refund": DecisionAction.COLLECTION, "replace": None}


def damage_remedy(ev: Evidence) -> str | None:
    sup = seller_terms(ev)
    action = DAMAGE_ACTION.get(sup.get("damage_remedy") or "refund_keep_item", DecisionAction.REFUND)
    if action == DecisionAction.COLLECTION and not sup.get("accepts_returns"):
        return DecisionAction.REFUND  # a seller that takes nothing back cannot collect: the customer keeps it
    return action


def remedy_is_sellers(ev: Evidence, decision: dict) -> Finding:
    want = damage_remedy(ev)
    remedy = seller_terms(ev).get("damage_remedy") or "refund_keep_item"
    holds = want is not None and decision.get("action") == want
    says = ("the seller replaces damaged units: no refund" if want is None else
            f"the seller's remedy is {remedy.replace('_', ' ')}: a {want}" + ("" if holds else f", not a {decision.get('action')}"))
    return Finding("remedy_is_sellers", holds, {"damage_remedy": remedy, "action": decision.get("action")}, says)


# --- the table ---------------------------------------------------------------------------------------
COPIES, DELIVERY, ALL_CHARGES, LINES = "charge_copies", "delivery_charges", "all_charges", "lines"


@dataclass(frozen=True)
class Row:
    case_type: str
    policy: str                    # the document a decision cites
    evidence: tuple[str, ...]      # read in this run before deciding
    conditions: tuple[Condition, ...]
    draws_on: str                  # what a refund names: order lines, or which of the order's charges
    actions: tuple[str, ...]       # what a decision may do
    remedy: str
    why: str = field(default="", compare=False)


POLICY_TABLE: dict[str, Row] = {r.case_type: r for r in (
    Row(CaseType.DUPLICATE_CHARGE, "POL-BILL-001", (ORDER, POLICY), (charged_twice,), COPIES, (DecisionAction.REFUND,),
        "refund every copy of a charge after the first", "the order record is the evidence; never the original charge"),
    Row(CaseType.DAMAGED_ITEM, "POL-DMG-002", (ORDER, POLICY, SUPPLEMENT, SCANS),
        (delivered, reported_within_damage_window, no_replacement_sent, remedy_is_sellers, not_returned_already), LINES, (DecisionAction.REFUND, DecisionAction.COLLECTION),
        "the seller's damage remedy for the damaged line: refund and keep, collect and refund, or a replacement a person arranges",
        "scans tell damage from a parcel that never arrived"),
    Row(CaseType.NON_DELIVERY, "POL-NDL-003", (ORDER, POLICY, SCANS), (not_delivered, promised_date_passed, carrier_lost_it, no_replacement_sent), ALL_CHARGES, (DecisionAction.REFUND,),
        "refund everything charged by a carrier claim, or, when one parcel of a split order is lost, the lines it carried; "
        "a delivery scan on the parcel claimed for goes to a person",
        "a parcel still inside its promised date is not lost; a lost parcel is replaced or refunded, never both (POL-REPL-007)"),
    Row(CaseType.WRONG_ITEM, "POL-WRG-004", (ORDER, POLICY, SUPPLEMENT),
        (delivered, not_what_was_ordered, reported_within_wrong_item_window, no_replacement_sent, not_returned_already,
         excluded_only_by_shops_error), LINES, (DecisionAction.RETURN,),
        "return the wrong line and refund its price and tax",
        "the shop's error, not the customer's choice: the seller's return terms do not apply, nor POL-COM-008's exclusions once the "
        "ticket says what came differs from what was ordered (the seller takes back what it sent by mistake); a unit is replaced "
        "or refunded, never both"),
    Row(CaseType.CHANGE_OF_MIND, "POL-COM-005", (ORDER, POLICY, SUPPLEMENT),
        (seller_accepts_returns, delivered, within_return_window, not_excluded, item_unused, no_replacement_sent, not_returned_already), LINES,
        (DecisionAction.RETURN,),
        "return the unused line within the seller's window and refund its price and tax",
        "windows count from delivery; an item already replaced is not also refunded (POL-REPL-007)"),
    Row(CaseType.LATE_DELIVERY, "POL-LATE-006", (ORDER, POLICY, SCANS), (delivered_late,), DELIVERY, (DecisionAction.REFUND,),
        "refund the delivery charge", "only the delivery charge, whatever else is asked for"),
)}


def row_for(case_type: str) -> Row:
    """KeyError for a case type the table does not know: never guess."""
    return POLICY_TABLE[case_type]


def evidence_needed(case_type: str) -> tuple[str, ...]:
    return POLICY_TABLE[case_type].evidence if case_type in POLICY_TABLE else ()


def missing_evidence(case_type: str, *, order: bool, policy_case_types: set[str], supplement: bool, scans: bool) -> list[str]:
    """What a subtask of this case type still needs read before a decision (the investigate exit)."""
    have = {ORDER: order, POLICY: case_type in policy_case_types, SUPPLEMENT: supplement, SCANS: scans}
    return [e for e in evidence_needed(case_type) if not have[e]]


def eligibility(case_type: str, ev: Evidence, decision: dict) -> list[Finding]:
    """Every condition of the case type's row, evaluated on the evidence; the failing ones say why."""
    row = POLICY_TABLE[case_type]
    found = [condition(ev, decision) for condition in row.conditions]
    if decision.get("action") and decision["action"] not in row.actions:
        found.append(Finding("action_allowed", False, {"action": decision["action"], "allowed": list(row.actions)},
                             f"a {case_type.replace('_', ' ')} is settled by {' or '.join(row.actions)}, not {decision['action']}"))
    return found


# --- what a decision may draw on ------------------------------------------------------------------------
@dataclass(frozen=True)
class Support:
    """What a decision's named lines and charges support, after what was refunded against them."""

    cents: int
    items: list[dict]        # one per named line or charge: what it is worth, refunded already, left
    problems: list[str]      # a line or charge that does not exist or that this case type may not draw on


def item_key(item: dict) -> str:
    return f"line:{item['sku']}" if "sku" in item else f"charge:{item['charge']}"


def drawable_charges(case_type: str, order: dict) -> list[dict]:
    kind = POLICY_TABLE[case_type].draws_on
    if kind == COPIES:
        return copies(order)
    if kind == DELIVERY:
        return [c for c in distinct_charges(order) if c["kind"] == "delivery"]
    if kind == ALL_CHARGES:
        return list(order.get("charges", []))
    return []


def named_items(decision: dict) -> list[dict]:
    """A decision's named lines ({sku, quantity}) and charges ({charge: its number on the order}), in
    the order first named: a line named twice is one line with the quantities added up, a charge
    named twice is one charge, so naming a thing again never adds to what it supports."""
    lines: dict[str, int] = {}
    for x in decision.get("lines") or []:
        lines[x["sku"]] = lines.get(x["sku"], 0) + int(x.get("quantity") or 1)
    charges = dict.fromkeys(int(c) for c in decision.get("charges") or [])
    return [{"sku": sku, "quantity": q} for sku, q in lines.items()] + [{"charge": c} for c in charges]


def support(case_type: str, order: dict, decision: dict, refunded: list[dict]) -> Support:
    """The most the decision's named lines/charges support: a line's price x quantity with its tax,
    a charge's amount; less what `refunded` (earlier refunds' `covers`) already drew on each."""
    row = POLICY_TABLE[case_type]
    drawn: dict[str, int] = {}
    refunded = [{**r, "covers": r.get("covers") or covers_in_reason(order, r)} for r in refunded]
    for r in refunded:
        for c in r.get("covers") or []:
            drawn[item_key(c)] = drawn.get(item_key(c), 0) + int(c.get("cents", 0))
    # An earlier refund that recorded nothing it drew on may have been for any of them: it counts
    # against what this decision names, first named first (conservatively), when it is of the same
    # case type or, for a decision on lines, of any case type that could have paid for items.
    unrecorded = sum(int(r.get("amount_cents") or 0) for r in refunded if not r.get("covers") and
                     (r.get("case_type") == case_type or (row.draws_on == LINES and may_draw_on_items(r.get("case_type")))))
    lines = {x["sku"]: x for x in order.get("lines", [])}
    allowed = {c["number"]: c for c in drawable_charges(case_type, order) if "number" in c}
    items, problems, total = [], [], 0
    outside = sku_outside_lines(decision)
    if outside:
        problems.append(outside)
    for item in named_items(decision):
        if "sku" in item:
            line = lines.get(item["sku"])
            if row.draws_on not in (LINES, ALL_CHARGES):
                problems.append(f"a {case_type.replace('_', ' ')} refund draws on charges, not on line {item['sku']}")
                continue
            if row.draws_on == ALL_CHARGES and decision.get("charges"):
                # a claim pays for a lost parcel's lines or for the order's charges, never both at once
                problems.append(f"the decision names line {item['sku']} and the order's charges: a claim names one or the other")
                continue
            if line is None or item["quantity"] < 1:
                problems.append(f"the order has no line {item['sku']} x{item['quantity']}")
                continue
            if item["quantity"] > line.get("quantity", 1):
                problems.append(f"the decision names {item['quantity']} of {item['sku']}; the order has {line.get('quantity', 1)}")
                continue
            worth, what = line_cents(order, item["sku"], item["quantity"]), f"{line['description']} x{item['quantity']}"
            # What is left on a line is its units not yet refunded: two of four plates refunded
            # before leave two plates' worth, so a third plate is still paid for.
            whole = line_cents(order, item["sku"], int(line.get("quantity", 1)))
        else:
            charge = allowed.get(item["charge"])
            if charge is None:
                problems.append(f"charge {item['charge']} is not one a {case_type.replace('_', ' ')} refund may draw on "
                                f"({row.draws_on.replace('_', ' ')})")
                continue
            worth, what = charge["amount_cents"], f"{charge['description']} charge"
            whole = worth
        already = drawn.get(item_key(item), 0)
        unknown = min(unrecorded, max(0, whole - already))
        unrecorded -= unknown
        already += unknown
        left = max(0, min(worth, whole - already))
        total += left
        items.append({**item, "what": what, "worth_cents": worth, "refunded_cents": already, "left_cents": left})
    if not items and not problems:
        problems.append("the decision names no order line or charge")
    return Support(total, items, problems)


_REASON_WORD = re.compile(r"[a-z]{3,}")


def _words(text: str) -> set[str]:
    return {w[:-1] if w.endswith("s") and not w.endswith("ss") else w for w in _REASON_WORD.findall(text.lower())}


def covers_in_reason(order: dict, refund: dict) -> list[dict]:
    """What an earlier refund that recorded nothing it drew on was for, when its reason says: a
    refund "for the green vase returned", paid at the till against the card charge, is the vase's,
    so it leaves the bowl beside it unpaid-for untouched, and the vase paid for. Only a refund that
    could have paid for items, whose reason names exactly one line of the order by a word no other
    line has, and whose amount that line's worth holds: else [] (it may have been for any line)."""
    if refund.get("covers") or not may_draw_on_items(refund.get("case_type")):
        return []
    lines = order.get("lines", [])
    own = {x["sku"]: _words(x.get("description", "")) for x in lines}
    telling = {sku: words - set().union(*(v for k, v in own.items() if k != sku)) for sku, words in own.items()}
    said = _words(refund.get("reason") or "")
    named = [x for x in lines if telling[x["sku"]] & said]
    if len(named) != 1 or len(lines) < 2:
        return []
    line = named[0]
    amount = int(refund.get("amount_cents") or 0)
    if amount > line_cents(order, line["sku"], int(line.get("quantity", 1))):
        return []
    return [{"sku": line["sku"], "quantity": int(line.get("quantity", 1)), "cents": amount}]


def allocate(amount_cents: int, items: list[dict]) -> list[dict]:
    """Spread a refund over its named items in order, each up to what it has left: what the refund
    `covers`, kept with it so a later decision sees which lines and charges were drawn on."""
    out, rest = [], amount_cents
    for item in items:
        take = min(rest, item["left_cents"])
        key = {"sku": item["sku"], "quantity": item["quantity"]} if "sku" in item else {"charge": item["charge"]}
        out.append({**key, "cents": take})
        rest -= take
    if rest > 0 and out:
        out[-1]["cents"] += rest  # over what the items support: recorded as asked, the check refuses it
    return out


def may_draw_on_items(case_type: str | None) -> bool:
    """Whether a refund of this case type could have been paid for the order's items: one on lines,
    a carrier claim (everything charged), or one whose case type is unknown (conservatively)."""
    row = POLICY_TABLE.get(case_type or "")
    return row is None or row.draws_on in (LINES, ALL_CHARGES)


def order_room_cents(case_type: str, order: dict, refunded: list[dict]) -> int:
    """The most a decision of this case type can refund on this order from its charges alone, less
    what was refunded for the same kind of case already (in any run: a buyer who files the same
    duplicate charge twice is refunded once), and never more than the order's charges left."""
    charges = order.get("charges", [])
    by_kind = lambda *kinds: sum(c["amount_cents"] for c in charges if c["kind"] in kinds)  # noqa: E731
    draws = POLICY_TABLE[case_type].draws_on
    if draws == COPIES:
        room = sum(c["amount_cents"] for c in copies(order))
    elif draws == DELIVERY:
        room = by_kind("delivery")
    elif draws == ALL_CHARGES:
        room = by_kind("items", "delivery", "tax")
    else:
        room = by_kind("items", "tax")
    same_kind = sum(r["amount_cents"] for r in refunded if r.get("case_type") == case_type or
                    (draws == LINES and not r.get("covers") and may_draw_on_items(r.get("case_type"))))
    everything = sum(r["amount_cents"] for r in refunded)
    return max(0, min(room - same_kind, by_kind("items", "delivery", "tax") - everything))


def charge_may_pay(case_type: str | None, charge: dict) -> bool:
    """Whether a refund of this case type may be paid out of this charge (`copy`: it repeats an
    earlier identical one): the judge's pools, from the same column."""
    draws = POLICY_TABLE[case_type].draws_on if case_type in POLICY_TABLE else ALL_CHARGES
    return {COPIES: charge.get("copy", False), DELIVERY: charge["kind"] == "delivery",
            ALL_CHARGES: True, LINES: charge["kind"] in ("items", "tax")}[draws]


# --- the steps a plan gives a subtask of this case type ---------------------------------------------------
EVIDENCE_STEPS = {
    SUPPLEMENT: typical_step("read the seller's terms", "get_seller_supplement", "read"),
    SCANS: typical_step("read the carrier scans", "get_carrier_scan", "read"),
    POLICY: typical_step("retrieve the policy", "search_policy", "read"),
}
# A question is answered from the order's record; a request of no kind the agent handles goes to a person.
OTHER_STEPS = {
    "question": [typical_step("check the order's record for the answer", "get_order", "read")],
    "other": [typical_step("hand the request to a person", "escalate_to_human", "internal_write")],
}


def plan_steps(case_type: str) -> list[dict]:
    """The evidence the row needs (in the order supplement, scans, policy), the decision, then the
    effects its actions use: the steps the offline agent proposes and a person's new subtask gets.
    Each step is done when the check proving its tool's work holds (runs.step_checks)."""
    if case_type in OTHER_STEPS:
        return copy.deepcopy(OTHER_STEPS[case_type])
    row = POLICY_TABLE[case_type]
    steps = [EVIDENCE_STEPS[e] for e in (SUPPLEMENT, SCANS, POLICY) if e in row.evidence]
    steps.append(typical_step("decide the remedy", "propose_decision", "internal_write"))
    if set(GOODS_ACTIONS) & set(row.actions):
        steps.append(typical_step("start the return or collection", "start_return", "external_effect",
                                  compensation="cancel the return before the carrier collects"))
    if DecisionAction.REFUND in row.actions:
        steps.append(typical_step("issue the refund", "issue_refund", "external_effect", compensation="none: cannot be undone"))
    return copy.deepcopy(steps)  # each plan its own lists of checks


# --- whose order ------------------------------------------------------------------------------------------
_ASCII_CASE = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def normalise_email(email: str) -> str:
    """Surrounding spaces, the case of ASCII letters and a sub-address tag aside, an address is
    compared as written. The tag is what follows the first "+" of the local part (RFC 5233 plus
    addressing: "ana.ribeiro+shopping@example.com" is delivered to ana.ribeiro@example.com's own
    mailbox, as the large providers do), so it is the same customer writing; the refund goes to the
    order's own payment method whoever writes. Nothing else is folded: a different local part
    ("jo.hn" and "john"), another domain, a Kelvin sign (U+212A) for a "k" and any look-alike are
    different addresses, and a tag with nothing before it ("+shop@") is kept as written."""
    address = (email or "").strip().translate(_ASCII_CASE)
    local, at, domain = address.rpartition("@")
    mailbox, plus, _tag = local.partition("+")
    return f"{mailbox}@{domain}" if at and plus and mailbox else address


def same_customer(order_email: str, ticket_email: str) -> bool:
    return bool(order_email) and normalise_email(order_email) == normalise_email(ticket_email)


# How the record says a pin was refused for another customer's order: the run page offers the
# link, and the offline agent hands the named order to a person who can confirm it.
FOREIGN_ORDER = "belongs to another customer"


def email_difference(order_email: str, ticket_email: str) -> str:
    """Why two addresses are not one customer's, in words: '' when they are."""
    a, b = normalise_email(order_email), normalise_email(ticket_email)
    if not a:
        return "the order has no customer address"
    if a == b:
        return ""
    if a.partition("@")[0] == b.partition("@")[0]:
        return "the ticket's address is at another domain than the order's: a different mailbox"
    odd = [ch for ch in b if not ch.isascii()]
    if odd:
        names = ", ".join(f"U+{ord(ch):04X} {unicodedata.name(ch, 'unnamed')}" for ch in dict.fromkeys(odd))
        return f"the ticket's address contains a non-ASCII character ({names}): a different mailbox from the order's"
    return "the ticket's address is not the order's"
