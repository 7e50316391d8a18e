"""Sentences that ask without asking's grammar: a problem with the customer's goods or money told as a
plain statement ("box says size 9 but the shoes inside are size 7", "you charged me shipping on an
order that said free shipping"), and a request put as a wish ("Need the invoice re-issued", "Would
appreciate a discount", "It'd be great if someone could ring me"). In a support ticket both are
asks: read as telling they were dropped without a word. Also a past problem that came right by
itself ("last year a parcel went missing but it turned up a week later"): context, no claim.

Each reader is narrow on purpose: what it misses falls back to the reading before it, and a
pleasantry ("Hope you're well", "Thanks so much", "I bought these for my son's birthday") matches
none of them.
"""

from __future__ import annotations

import re

from ..colour_families import colour_pattern
from .amounts_told import MONTH as _MONTH, statement_line_key, told_by_amounts
from .colours_set_against import colour_named_came_other
from .cues import INTENT_PATTERNS, _typed_right
from .doubt import _FROM_THE_FIRST, fault_after_use
from .settled_words import TOLD_LAST_TIME, customer_since_struck
from .unchosen_charges import OPTION_BILLED, charge_not_chosen
from .wrapping_came_off import wrapping_came_off
from .not_the_goods_broken import not_the_goods_broken
from .paperwork_words import PAPERWORK_AFTER
from .faults_without_damage_words import FAULT_WITHOUT_DAMAGE_WORD, fault_over
from .price_promised_then_charged import price_promised_then_charged
from .plans_not_goods import plan_or_wait

TOLD_MISMATCH_WHY = "a mismatch between what was ordered or labelled and what came, told as a statement: a wrong-item claim"
TOLD_FAULT_WHY = "a fault with the customer's goods told as a statement, not said to have been there on arrival: a person reads it"
NOT_GOODS_FAULT_WHY = "a fault told of the shop's service or of property hurt in the delivering, not of the goods: a person reads it"
TOLD_FAULT_FIRST_WHY = "a fault with the customer's goods told as a statement, there from the first use: damage on arrival"
TOLD_DEFECT_WHY = "the customer's goods told as not doing what they should (\"does not switch off\", \"won't charge\"): a defective-goods claim"
TOLD_CHARGE_WHY = "a charge the customer says should not have been taken, told as a statement: a person checks it"
WISH_ASKED_WHY = "a request put as a wish or a statement (\"need ...\", \"would appreciate ...\", \"it'd be great if ...\"): a person answers it"
TOLD_BY_AMOUNTS_WHY = ("one amount told as taken twice, or an amount taken twice what the goods cost or the receipt says, over two "
                       "sentences: a duplicate-charge claim the order's record bears out or not")
REPEATED_LINE_WHY = "a line of the customer's statement pasted twice, the same amount on it: a duplicate-charge claim the order's record bears out or not"
CAME_RIGHT_WHY = "a past problem that came right by itself (it turned up, it was found): context, not a claim"

# What was promised (the box, the label, the listing, the order) against what came: "box says size 9 but the
# shoes inside are size 7", "the label reads 500ml, the bottle is 250ml", "listing said blue, got grey".
_PROMISED = (r"(?:box|label|tag|listing|description|packaging|package|website|site|page|product page|order|invoice|receipt|packing slip|"
             r"sticker|photo|picture|ad|advert)")
_MISMATCH = re.compile(
    rf"\b(?:the\s+|my\s+|your\s+)?{_PROMISED}\s+(?:says|said|reads|read|states|stated|shows|showed|showing|clearly says|is labell?ed|was labell?ed|"
    r"is for|was for|lists|listed|claims|claimed)\b[^.;!?]{1,60}?(?:(?:,\s*|\s+)(?:but|yet|while|whereas|however|though)\b"
    r"|,\s*(?=(?:the|what|it|they|this|these|mine)\s+[^.;!?]{0,30}\b(?:is|are|was|were|'s|'re)\b))[^.;!?]{2,80}"
    r"|\b(?:labell?ed|marked|tagged|sold)\s+(?:as\s+)?[^.;!?]{1,40}?(?:,\s*|\s+)(?:but|yet)\s+(?:it|they|the\s+\w+)(?:'s|'re|\s+is|\s+are|\s+was|\s+were)\s+"
    r"(?:actually\s+|really\s+|clearly\s+|obviously\s+)?(?:a\s+|an\s+)?[\w-]+", re.I)
# ...unless what came matches after all ("the box says size 9 but they fit like an 8": a fit, no mismatch).
_MATCHES_AFTER_ALL = re.compile(r"\b(?:fits?|fitted|feels?|felt|runs?|ran|comes? up|came up)\s+(?:like|small|large|big|tight|loose)\b|\bbut that'?s (?:fine|ok|okay)\b"
                                r"|\bbut (?:it|they)(?:'s| is| are|'re)? (?:fine|perfect|great|lovely|correct|right)\b", re.I)

# A fault in the goods told plainly: "only play on the left side", "zipper broke first time I used it", "won't hold a charge".
# ("didn't work out" is a plan or an arrangement failing, no goods: "work" then "out" is no fault unless "out of the box")
_FAULT = re.compile(
    r"\b(?:only|just)\s+(?:plays?|works?|charges?|heats?|lights?|turns?|opens?|closes?|connects?|pairs?)\b[^.;!?]{0,30}\b(?:one|left|right|half|some|low|side|setting)\b"
    r"|\b(?:broke|snapped|ripped|tore|split|cracked|shattered|bust|burst|fell\s+(?:apart|off)|came\s+(?:apart|off|away|loose|unstitched|unglued)|"
    r"stopped\s+(?:working|charging|heating|turning|spinning|pairing)|died|packed\s+(?:up|in)|gave\s+(?:up|out)|short(?:ed|-circuited))\b"
    r"(?=[^.;!?]{0,50}\b(?:first|second|1st|2nd|time|use|used|using|wear|wore|wash|washed|day|week|tried|opened|unboxed|plugged)\b)"
    r"|\b(?:won'?t|will\s+not|doesn'?t|does\s+not|don'?t|do\s+not|can'?t|cannot|wouldn'?t|didn'?t|did\s+not)\s+(?:even\s+)?"
    r"(?:turn\s+(?:on|off)|switch\s+(?:on|off)|shut\s+off|cut\s+(?:out|off)|power\s+(?:on|up)|charge|hold\s+(?:a\s+)?charge|pair|connect|heat(?:\s+up)?|"
    r"boil|cool(?:\s+down)?|freeze|drain|seal|close|zip(?:\s+up)?|lock|spin|boot|start(?:\s+up)?|"
    r"play|work(?!\s+out\b(?!\s+of\b))(?:\s+at\s+all|\s+properly)?|light\s+up|stay\s+(?:on|shut|closed|up|lit|cold|hot|warm|sealed|inflated))\b"
    + PAPERWORK_AFTER +  # ("our accounts team cannot close the PO": paperwork, runs/intents/paperwork_words.py)
    r"|\b(?:keeps|kept)\s+(?:on\s+)?(?:cutting\s+out|switching\s+off|turning\s+off|shutting\s+off|leaking|dripping|overheating|crashing|disconnecting|"
    r"dropping\s+out|falling\s+(?:off|apart)|tripping|beeping|sparking|deflating)\b"
    # stopped, said plainly: "it stopped working", "has just stopped charging" (the time it showed is read by doubt.fault_after_use)
    r"|\b(?:has\s+|have\s+|just\s+|then\s+|suddenly\s+|completely\s+)*stopped\s+(?:working|charging|heating|turning|spinning|pairing|cooling|"
    r"boiling|lighting\s+up|switching\s+(?:on|off))\b|\b(?:it|they|this|these)\s+(?:leaks?|drips?)\b|\b(?:is|are)\s+leaking\b"
    r"|\bno\s+sound\s+(?:from|in|on|out\s+of)\b|"
    # nothing out of what should give it: "the left ear makes no sound at all", "doesn't give any picture"
    r"\b(?:makes?|made|gives?|gave|produces?|produced|puts?\s+out)\s+no\s+(?:sound|noise|audio|picture|image|signal|heat|light)\b"
    r"|\b(?:won'?t|doesn'?t|does\s+not|don'?t|do\s+not|didn'?t|did\s+not)\s+(?:make|give|produce|put\s+out)\s+any\s+(?:sound|noise|audio|picture|image|signal|heat|light)\b|\b(?:is|are|was|were)\s+(?:dead|faulty|defective|broken|not\s+working|buzzing|rattling)\b"
    # told without a damage word: "the left earcup is silent", "no picture on the TV", "nothing happens when I press it"
    r"|" + FAULT_WITHOUT_DAMAGE_WORD, re.I)
# ...not of goods the customer is only describing, other than these ("the last pair lasted years", "my old ones broke").
_NOT_THESE = re.compile(r"\b(?:my|our|the)\s+(?:old|last|previous|other|former)\s+(?:pair|one|ones|set|model|kettle|[\w-]+)\b"
                        r"|\b(?:last|previous)\s+(?:pair|one|set|model)\b|\bif\b|\bwhat if\b|\bin case\b|\bwould\b|\bmight\b|\bmay\b", re.I)

# ...nor a fault of something that is no goods: "the tracking link doesn't work", "the code won't apply", "your app keeps crashing".
_NOT_GOODS = re.compile(r"\b(?:link|code|voucher|coupon|website|site|web\s+page|page|app|checkout|login|log-in|password|account|tracking|portal|"
                        r"form|email|e-mail|card|payment|chat|phone\s+line|number|button|url|discount|patience|heart|trust|faith|promise|spirit|system|process|"
                        r"on\s+hold|landlord|heating|boiler|roof|car|house|flat|bathroom|kitchen\s+sink|wifi|broadband|internet)s?\b", re.I)

_CLAUSE = r"(?:[^.;!?]|\.(?=\d))"  # within one clause; a decimal point ("$5.99") ends none

# ...there from the first use: damage on arrival, as runs/intents/doubt.py reads "out of the box", "on its first use".
_FIRST_USE = re.compile(r"\b(?:the\s+|my\s+|its\s+|their\s+|her\s+|his\s+)?(?:very\s+)?first\s+(?:time|day|use|go|wash|wear|outing|try)\b", re.I)

# A charge the customer says was not owed: "you charged me shipping on an order that said free shipping",
# "I was billed for the gift wrap I never asked for", "the discount code wasn't applied".
_WRONG_CHARGE = re.compile(
    rf"\b(?:charged|billed|took|taken|debited|collected|added)\b{_CLAUSE}{{0,60}}\b(?:said|says|was|were|supposed\s+to\s+be|should(?:\s+have)?\s+be(?:en)?|"
    r"advertised(?:\s+as)?|meant\s+to\s+be|promised|listed\s+as|came\s+with)\s+(?:a\s+)?(?:free|included|complimentary|waived|\$?0(?:\.00)?\b|no\s+(?:charge|cost|fee))"
    rf"|\b(?:charged|billed|debited)\b{_CLAUSE}{{0,50}}\b(?:i|we)\s+(?:never|didn'?t|did\s+not)\s+(?:order|ordered|ask|asked|choose|chose|select|selected|want|wanted|agree|agreed)\b"
    r"|\b(?:charged|billed)\s+(?:me\s+|us\s+)?(?:the\s+)?(?:full|wrong|higher|old|regular)\s+(?:price|amount|rate)\b"
    # points or credit owed that never reached the account: "my loyalty points from this order never showed on my account"
    r"|\b(?:points|cashback|rewards?|store\s+credit|account\s+credit)\b[^.;!?]{0,50}?\b(?:never|haven'?t|hasn'?t|didn'?t|did\s+not|still\s+not|not)\s+"
    r"(?:been\s+|yet\s+)?(?:showed|shown|show(?:ed)?\s+up|appeared|appear|arrived|come\s+through|came\s+through|credited|added|applied|gone\s+on)\b"
    # a code that did not take money off ("the discount code SAVE10 didn't apply at checkout", "my WELCOME15 code wasn't applied", "my promo code from the
    # newsletter never came off the total"); not the customer's own slip ("the voucher I never used", "I forgot to apply it")
    r"|\b(?:(?:discount|promo|promotional|voucher|coupon|gift\s+card|gift\s+voucher|offer)(?:\s+code)?|[a-z-]*\d[\w-]*\s+(?:code|voucher|coupon))\b"
    r"(?![^.;!?]{0,40}?\b(?:i|we)\s+(?:never|didn'?t|did\s+not|forgot|forget)\b)[^.;!?]{0,40}?\b"
    r"(?:wasn'?t|was\s+not|never\s+got|didn'?t\s+get|never|didn'?t|did\s+not|wouldn'?t|would\s+not|won'?t|couldn'?t|isn'?t|is\s+not)\s+(?:be\s+|been\s+|get\s+)?"
    r"(?:applied|apply|taken\s+off|take\s+off|come\s+off|came\s+off|deducted|honou?red|work|worked|accepted|recogni[sz]ed|go\s+through)\b", re.I)

# Wishes and statements that ask: "Need the invoice re-issued", "Would appreciate a discount", "It'd be great if someone
# could ring me", "Also hoping you can pass my thanks on", "Keen to hear how you'll stop this happening again".
# A need of "it" or "them" points back at what the sentence before asked for ("could you resend the invoice? need it
# for work"): that sentence's request, told why, not a second one.
_WISH_ASKS = re.compile(
    r"^\W*(?:(?:also|and|so|just|oh|plus|still)[\s,]+)*(?:really\s+|urgently\s+|just\s+)?(?:need|needs|require|want)\s+(?:the|a|an|my|our|someone|somebody|you|your|"
    r"a\s+copy|confirmation|some(?:one)?)\b"
    r"|^\W*(?:(?:also|and|so|just|oh|plus)[\s,]+)*(?:(?:i|we)\s+)?(?:would|'d|’d)\s+(?:really\s+|very\s+much\s+|greatly\s+|much\s+)?(?:appreciate|welcome|value|love)\b"
    r"|\b(?:would|'d|’d)\s+be\s+(?:really\s+|so\s+|very\s+|most\s+|super\s+)?(?:great|good|nice|lovely|helpful|ideal|brilliant|handy|wonderful|"
    r"appreciated|amazing|fab|perfect)\s+(?:if|to\s+(?:get|have|receive|hear|know|be)|for\s+(?:someone|somebody|you|me|us))\b"
    r"|\b(?:hoping|hope|trust)\s+(?:that\s+)?(?:you|someone|somebody|your\s+(?:team|staff|courier|driver)|they)\s+(?:can|could|will|would|might|are\s+able\s+to)\b"
    r"|\b(?:keen|eager|waiting|anxious|looking\s+forward|interested|curious|want)\s+to\s+(?:hear|know|learn|find\s+out|understand)\s+"
    r"(?:how|what|when|why|whether|if|where)\b"
    r"|\b(?:a\s+)?(?:call(?:\s*back)?|ring(?:\s*back)?|reply|response|refund|credit|discount|voucher|replacement|copy)(?:\s+of\s+(?:the|my|our)\s+[\w-]+)?\s+would\s+be\s+"
    r"(?:(?:really|much|very|most|greatly)\s+)?(?:appreciated|welcome|great|good|nice|lovely|helpful|ideal)\b"
    # any thing wished for, told as what would be welcome, with nothing after the wish: "A VAT invoice for the order would be
    # great too.", "An updated receipt with my company name on it would be much appreciated" (not "the blue would be nice in
    # our hall", "the lamp would be perfect if it worked", "that would be great, thanks": no thing named)
    r"|^\W*(?:(?:also|and|so|oh|plus|ps|p\.s\.)[\s,:.]+)*(?:a|an|the|some|my|our|any|your)\s+(?:[\w'-]+\s+){0,10}?(?:would|'d|’d|will)\s+be\s+"
    r"(?:(?:really|so|very|most|much|greatly|super|hugely|extremely)\s+)?(?:great|good|nice|lovely|helpful|ideal|brilliant|handy|wonderful|appreciated|"
    r"welcome|amazing|perfect|useful|fab|fantastic|excellent)(?:\s+(?:too|as\s+well|also|please|thanks|thank\s+you|if\s+possible|if\s+you\s+can))*"
    r"\s*(?:[.!;]|,\s*(?:thanks|thank\s+you|cheers|ta)\b|$)", re.I)
# ...not courtesy: "hope you're well", "would love to shop with you again", "it'd be nice to get out more".
_COURTESY = re.compile(r"\b(?:would|'d|’d)\s+love\s+to\s+(?:shop|order|buy|come\s+back|use)\b|\bhope\s+(?:you|all)\s+(?:are|'re|have|had)\b", re.I)

# A problem of an earlier time that came right by itself: "last year a parcel went missing but it turned up a week later".
_EARLIER_TIME = re.compile(r"\blast (?:year|time|spring|summer|autumn|fall|winter|christmas|month)\b|\b(?:years?|months?) ago\b|\bin the past\b"
                           r"|\bonce before\b|\bpreviously\b|\ba while (?:back|ago)\b|\b(?:an?|my|the) (?:previous|earlier|older|prior) (?:order|parcel|delivery)\b", re.I)
_CAME_RIGHT = re.compile(r"\b(?:but|though|although|then|and)\b[^.;!?]{0,40}?\b(?:eventually\s+|finally\s+|later\s+|soon\s+)?"
                         r"(?:turned\s+up|showed\s+up|arrived|came\s+through|was\s+found|were\s+found|got\s+found|reappeared|sorted\s+itself\s+out|"
                         r"resolved\s+itself|was\s+sorted|got\s+sorted|was\s+resolved|was\s+fixed)\b", re.I)
_AGAIN = re.compile(r"\b(?:again|still|this time|now|once more|same thing|never)\b|\b(?:not|n't)\b", re.I)


# Fewer pieces in one pack or set than it is sold with: "Ordered the 6-pack of candles, box had 4 in it", "the pack of 8
# batteries had 6 inside". The line's unit (the pack) came, short inside: no undelivered units (a short delivery of the
# line, runs.own_choice_words.SHORT_DELIVERY, reads "I ordered 6 candles and only 4 came"), and no damage either; a part of a unit
# sold as a pack is a person's to settle, as runs/unit_counts.py pays it.
PACK_SHORT_WHY = "fewer pieces in a pack or set than it is sold with, told as a statement: a person reads it"
_COUNTS = {w: i for i, w in enumerate("one two three four five six seven eight nine ten eleven twelve".split(), start=1)} | {"dozen": 12, "a dozen": 12}
_N = r"(\d{1,3}|a dozen|dozen|" + "|".join(_COUNTS) + r")"
_PACK_SIZE = re.compile(rf"\b{_N}[- ]?(?:pack|pk|piece|pc|pcs|set|count|ct)\b|\b(?:pack|set|box|packet|bundle|case|multipack|multi-pack)\s+of\s+{_N}\b", re.I)
_PIECES_FOUND = re.compile(rf"\b(?:had|has|contained|contains|held|holds|came\s+with|comes\s+with|there\s+(?:were|was|are|is)|included|includes|"
                           rf"inside\s+(?:were|was|are)|(?:i|we)\s+(?:got|found|counted))\s+(?:only\s+|just\s+)?{_N}\b"
                           r"(?!\s*(?:-|\s)?(?:pack|pk|piece|pc|set|count|ct|%|days?|weeks?|hours?|months?|years?|stars?)\b)", re.I)


# What came told against what was picked, by a colour or a size: "I asked for blue and the one that came is green",
# "ordered the medium, the one in the box is a large", "the colour that turned up is mustard, I picked sage". A mismatch
# only when the two differ: "I asked for blue and the one that came is blue" and "I ordered the large and it came
# quickly" tell nothing wrong.
_RECEIVED_WORD = r"rec(?:ei|ie)ved"
_SIZES = (r"xxs|xs|xl|xxl|xxxl|\dxl|small|medium|large|extra[- ]large|king|queen|double|single|twin|petite|size\s+\d{1,2}(?:\.5)?|size\s+[smlx]{1,3}"
          r"|(?-i:[SML])(?![\w'’])")  # a size's letter, in capitals ("I ordered M"), never the word "m" or "s"
# a size as a bare number right after the ordering, nothing counted by it: "I ordered 9, got 7s", "ordered 9 but got a 7"
_ORDERED_NUMBER = r"(?<=\bordered\s)\d{1,2}(?:\.5)?(?=\s*(?:[,;.!?)-]|$|\s(?:and|but|yet|got|received|came|arrived|you|they|instead)\b))"
# a size as a bare number after "a", "is", "are" or "says", or in the plural ("the boots inside are 8s", "box says 10")
_VALUE = (rf"(?:{colour_pattern()}|{_SIZES}|{_ORDERED_NUMBER}|(?<=\ba\s)\d{{1,2}}|(?<=\ban\s)\d{{1,2}}|(?<=\bis\s)\d{{1,2}}(?:\.5)?|(?<=\bare\s)\d{{1,2}}(?:\.5)?"
          r"|(?<=\bsays\s)\d{1,2}(?:\.5)?|\d{1,2}(?:\.5)?s(?!\w))")
_PICK = (r"\b(?:ordered|asked\s+for|picked|chose|selected|wanted|went\s+for|paid\s+for|bought|clicked(?:\s+on)?"
         r"|(?:box|label|tag|invoice|receipt|packing\s+slip|sticker|order)\s+(?:says|said|reads|read|shows|showed))\s+"
         rf"(?:(?:it|them|the|a|an|in|my|one|size|colou?r|shade|one\s+in|is|was)\s+){{0,3}}(?P<@>{_VALUE})(?!\w)")
_CAME = (r"\b(?:(?:the|this|that)\s+(?:\w+\s+){0,2}?(?:that|which)\s+(?:came|arrived|turned\s+up|showed\s+up|was\s+delivered|you\s+sent)"
         r"|the\s+ones?\s+(?:you\s+sent|i\s+got|we\s+got|i\s+received|in\s+the\s+(?:box|parcel|package|bag|envelope))"
         r"|what\s+(?:came|arrived|turned\s+up|showed\s+up|you\s+sent|i\s+got|we\s+got|was\s+in\s+the\s+(?:box|parcel|package|bag))"
         # the goods found inside told by where they are: "the boots inside are 8s", "the shoes in the box are a 7"
         r"|(?:the|these|those)\s+(?:[\w-]+\s+){0,2}?(?:inside|in)\s+(?:the|that)\s+(?:box|parcel|package|bag)|(?:the|these|those)\s+(?:[\w-]+\s+){0,2}?inside"
         # the goods told by their coming after their noun: "the item delivered", "the cover we received", "the boots I was sent"
         rf"|(?:the|this|that|these|those)\s+(?:[\w-]+\s+){{0,2}}?(?:delivered|{_RECEIVED_WORD}|supplied|(?:i|we)\s+(?:got|{_RECEIVED_WORD}|was\s+sent|were\s+sent))(?=\s+(?:is|are|was|were)\b)"
         r"|(?:it|they)\s+(?:came|arrived|turned\s+up|showed\s+up)(?:\s+(?:in|as))?"
         # the goods named between the getting and their value: "got the coat in XS", "received my trainers in a 10"
         r"|(?:(?:i|we)\s+)?(?:got|received)\s+(?:the|my|our|a|an)\s+(?:[\w-]+\s+){1,2}?in"
         r"|(?:i|we|you)\s+(?:got|received|were\s+sent|was\s+sent|sent\s+(?:me|us))|got|received|came\s+as|arrived\s+as"
         # the size or colour of the goods told before what was picked: "the jacket size is XL but on label i ordered is M"
         r"|(?:the\s+|its\s+|their\s+)(?:[\w-]+\s+)?(?:size|colou?r|shade)\s+(?:is|was|are|were|'s|’s))"
         # (what it is told by its label or measure too: "is labelled and measures as a queen", "is marked as an XL")
         rf"\s+(?:(?:is|are|was|were|'s|’s|in|a|an|the|actually|clearly|obviously|definitely|size|colou?r|bright|dark|light|pale|"
         r"(?:labell?ed|marked|tagged|sized|measures?|measured)(?:\s+(?:and|as|up\s+as))?|as)\s+){0,6}"
         rf"(?P<@>{_VALUE})(?!\w)")
_PICKED_THEN_CAME = re.compile(_PICK.replace("@", "a") + r"[^.!?;]{0,60}?" + _CAME.replace("@", "b"), re.I)
_CAME_THEN_PICKED = re.compile(_CAME.replace("@", "b") + r"[^.!?;]{0,60}?" + _PICK.replace("@", "a"), re.I)
# What came told by its value before the verb: "I picked red on the site and a cream one came", "a size 7 turned up
# though I'd ordered the 8", "ordered navy - the grey ones arrived today".
_VALUE_CAME = (r"\b(?:a|an|the|some|this|these|those)\s+(?:(?:bright|dark|light|pale)\s+)?(?P<@>" + _VALUE + r")(?!\w)"
               r"(?:\s+(?!(?:came|arrived|turned|showed|was|were|got)\b)[\w-]+)?\s+"
               r"(?:came|arrived|turned\s+up|showed\s+up|(?:was|were|got)\s+(?:delivered|sent)|(?:was|were)\s+in\s+the\s+(?:box|parcel|package|bag))\b")
_PICKED_THEN_VALUE_CAME = re.compile(_PICK.replace("@", "a") + r"[^.!?;]{0,60}?" + _VALUE_CAME.replace("@", "b"), re.I)
_VALUE_CAME_THEN_PICKED = re.compile(_VALUE_CAME.replace("@", "b") + r"[^.!?;]{0,60}?" + _PICK.replace("@", "a"), re.I)

# What came set against what was picked by its value alone: "two of the napkins are white rather than sage", "one cover is
# mustard instead of teal", "they came in grey, not navy".
_VALUE_NOT_PICKED = re.compile(r"\b(?:is|are|was|were|'s|’s|came(?:\s+in)?|arrived(?:\s+in)?|turned\s+up(?:\s+in)?)\s+(?:(?:a|an|in|all|bright|dark|light|pale)\s+){0,2}"
                               r"(?P<b>" + _VALUE + r")(?!\w)(?:\s+ones?)?,?\s+(?:rather\s+than|instead\s+of|and\s+not|not)\s+(?:the\s+|a\s+|an\s+)?(?P<a>" + _VALUE + r")(?!\w)", re.I)


def _also_picked(text: str, m: re.Match) -> bool:
    """Whether the value that came is named among what was picked too ("I ordered a red one and a cream one, the cream
    one came today"): both were ordered, so its coming tells no mismatch."""
    a, b = m.group("a"), m.group("b")
    between = text[min(m.start("a"), m.start("b")):max(m.start("a"), m.start("b"))]
    other = b if m.start("a") < m.start("b") else a
    return bool(re.search(rf"(?<!\w){re.escape(other)}(?!\w)", between, re.I))


def _same_value(a: str, b: str) -> bool:
    norm = {"gray": "grey", "extra large": "xl", "extra-large": "xl"}
    a, b = (re.sub(r"^(\d+(?:\.5)?)s$", r"\1", " ".join(v.lower().replace("size", " ").split())) for v in (a, b))
    return norm.get(a, a) == norm.get(b, b)


def came_other_than_picked(text: str) -> bool:
    """Whether a sentence tells that what came differs in colour or size from what the customer picked, its words typed in
    a hurry read as meant ("ordred a 9, recieved a 7": runs/intents/cues.py _typed_right)."""
    text = _typed_right(text)[0]
    return any(not _same_value(m.group("a"), m.group("b")) for p in (_PICKED_THEN_CAME, _CAME_THEN_PICKED, _VALUE_NOT_PICKED) for m in p.finditer(text)) \
        or any(not _same_value(m.group("a"), m.group("b")) and not _also_picked(text, m)
               for p in (_PICKED_THEN_VALUE_CAME, _VALUE_CAME_THEN_PICKED) for m in p.finditer(text))


def values_picked(text: str) -> list[str]:
    """The sizes or colours a sentence says the customer picked ("ordered S", "wanted blu"), as typed, for a later ask to
    be read against (runs/intents/ordered_value_asked.py)."""
    typed = _typed_right(text)[0]
    return [m.group("a") for m in re.finditer(_PICK.replace("@", "a"), typed, re.I)]


# When the goods were due and when they came, told with dates: "It was due on the 3rd and came on the 12th", "Delivery
# was promised for Monday. It turned up on Thursday." Late when the day it came is after the day it was due; not when
# they are the same day, it came before, or the customer says it was on time.
TOLD_LATE_WHY = "the day the goods were due and the later day they came, told as statements: a late-delivery claim"
_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december")
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_DATE = (rf"(?:(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}\b|{_MONTH}\s+(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\b"
         r"|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b|(?:last\s+|this\s+|next\s+|on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)")
# (the day due told by who or what gave it: "the site said the 3rd", "you quoted Friday", "the email told me the 12th")
# (...or by a pronoun for it, where the day it named follows: "see your email below - it said the 3rd"; "your own email below said")
_GIVER = (r"(?:(?:the\s+|your\s+|my\s+)(?:own\s+)?)?(?:web\s?site|site|listing|product\s+page|page|app|checkout|confirmation(?:\s+e-?mail)?|e-?mail|tracking|"
          r"order\s+page|estimate|courier|you|they|it)(?:\s+(?:below|above|here))?\s+(?:had\s+|originally\s+|clearly\s+)?(?:said|says|stated|quoted|showed|shows|gave|told\s+(?:me|us))")
_DUE = re.compile(rf"\b(?:due|promised|expected|scheduled|guaranteed|estimated|{_GIVER}|supposed\s+to\s+(?:arrive|come|be\s+(?:here|delivered))|"
                  rf"meant\s+to\s+(?:arrive|come|be\s+here)|eta|delivery\s+date|(?:would|will|should)\s+(?:be\s+(?:here|delivered|with\s+(?:me|us))|arrive|come))\s+(?:(?:was|is|were|for|on|by|delivery|date|of|as)\s+){{0,3}}(?P<a>{_DATE})", re.I)
_ARRIVED = re.compile(rf"\b(?:came|arrived|turned\s+up|showed\s+up|got\s+here|was\s+delivered|were\s+delivered|landed|(?:i|we)\s+(?:only\s+|finally\s+|eventually\s+)?(?:got|received)\s+(?:it|them))"
                      rf"\s+(?:(?:only|finally|eventually|on|at|until|till)\s+){{0,3}}(?P<b>{_DATE})", re.I)
_ON_TIME = re.compile(r"\bon\s+time\b|\bas\s+promised\b|\bright\s+on\b|\bearly\b|\bahead\s+of\b|\bin\s+time\b|\bno\s+(?:complaints?|problem|issue)"
                      r"|\bnot\s+a\s+(?:problem|big\s+deal)\b|\b(?:that'?s|it'?s|that\s+is|it\s+is)\s+(?:ok|okay|fine|alright|all\s+right)\b", re.I)


def _day(date: str) -> tuple[str, int | None, int] | None:
    """("month", month or None, day of the month) for a date in days and months, ("week", None, weekday) for a weekday, else None."""
    words = date.lower()
    if (weekday := next((i for i, d in enumerate(_WEEKDAYS) if d in words), None)) is not None:
        return "week", None, weekday
    day = re.search(r"\d{1,2}", words)
    month = next((i for i, m in enumerate(_MONTHS) if re.search(rf"\b{m[:3]}", words)), None)
    return ("month", month, int(day.group())) if day else None


def _days_late(due: tuple[str, int | None, int], came: tuple[str, int | None, int]) -> int:
    """How many days after the day due the goods came (0 or less: on time). A day of the month named without its month
    ("promised the 27th, came the 2nd") may be in the next month: the later day is the one a short way on, never one
    most of a month back. Weekdays are read within one week ("due Friday, arrived Thursday")."""
    if due[0] == "week" or (due[1] is not None and came[1] is not None):
        return ((came[1] or 0) * 31 + came[2]) - ((due[1] or 0) * 31 + due[2])
    ahead = (came[2] - due[2]) % 31
    return ahead if ahead <= 15 else ahead - 31


def _due_and_came(text: str) -> tuple[int, bool] | None:
    """(days late, whether the customer says it was on time) when a text tells both days in dates of one kind, in either
    order ("due on the 3rd and came on the 12th", "arrived on the 2nd though it was due the 27th")."""
    due = _DUE.search(text)
    came = _ARRIVED.search(text, due.end()) if due else None
    if due and not came and (before := _ARRIVED.search(text, 0, due.start())):
        came = before  # "The order arrived on the 2nd though it was due the 27th"
    a, b = (_day(due.group("a")), _day(came.group("b"))) if came else (None, None)
    return (_days_late(a, b), bool(_ON_TIME.search(text, came.start()))) if a and b and a[0] == b[0] else None


def came_after_due(text: str) -> bool:
    """Whether a text tells a day the goods were due and a later day they came."""
    told = _due_and_came(text)
    return bool(told and told[0] > 0 and not told[1])


def came_by_due(text: str) -> bool:
    """Whether a text tells the goods came on or before the day they were due ("due on the 5th and came on the 5th")."""
    told = _due_and_came(text)
    return bool(told and told[0] <= 0)


def _told_across(read, tells, kind: str, why: str, amounts: bool = False) -> None:
    """A claim told over two sentences of a paragraph, neither telling it alone: the second sentence is the claim
    of `kind`, and the first, what it told, goes with it. With `amounts`, the amounts it states go too, and the
    next line counts as the same paragraph ("Receipt: $58.00.\nBank: $116.00." is one telling; a blank line parts them)."""
    from .unread import TELLS_MORE
    for prev, s in zip(read, read[1:]):
        if (prev.paragraph != s.paragraph and not (amounts and s.start - prev.end <= 1)) or s.role not in ("statement", "request", "attached") or kind in s.kinds \
                or prev.role not in ("statement", "request", "attached") or prev.kinds not in ([], ["other"]) \
                or tells(s.text) or not tells(prev.text.rstrip(" .!?;") + ", " + s.text):
            continue
        if s.role == "request" and set(s.kinds) - {"other"}:
            # "It came Thursday and one candle was broken": the lateness is claimed beside the claim the sentence makes
            s.kinds = [k for k in (*INTENT_PATTERNS, "other") if k in s.kinds or k == kind]
            s.spans = {**s.spans, kind: [(0, len(s.text))]}
        else:
            s.role, s.kinds, s.spans, s.why = "request", [kind], {kind: [(0, len(s.text))]}, why
        if amounts:
            s.amounts = [*prev.amounts, *s.amounts]
        prev.role, prev.kinds, prev.spans, prev.why = "attached", [], {}, TELLS_MORE


def statement_lines_repeated(read) -> None:
    """A line of a statement pasted twice ("01/06 HOMEWARES DIRECT SU-75009 -44.00" on two lines, or on two dates):
    the later line is a duplicate-charge claim, and the earlier one goes with it. Only lines read as telling
    nothing; the order's record decides whether a copy was taken (two towels of $28.00 are two lines too)."""
    from .unread import TELLS_MORE
    seen: dict[str, object] = {}
    for s in read:
        if s.role != "statement" or s.kinds or not (key := statement_line_key(s.text)):
            continue
        first = seen.setdefault(key, s)
        if first is s or first.role != "statement":
            continue
        s.role, s.kinds, s.spans, s.why = "request", ["duplicate_charge"], {"duplicate_charge": [(0, len(s.text))]}, REPEATED_LINE_WHY
        s.amounts = [*first.amounts, *s.amounts]
        first.role, first.why = "attached", TELLS_MORE


def told_across(read) -> None:
    """What was picked told in one sentence and what came in the next ("I ordered the medium. The one that came is a
    large."): one wrong-item claim. The day the goods were due in one and the later day they came in the next ("It was
    due on the 3rd. It came on the 12th."): one late-delivery claim. A receipt's amount in one and twice it taken in
    the next, and a statement line pasted twice: one duplicate-charge claim."""
    _told_across(read, came_other_than_picked, "wrong_item", TOLD_MISMATCH_WHY)
    _told_across(read, came_after_due, "late_delivery", TOLD_LATE_WHY)
    # "Your receipt says $58.00. My bank says $116.00.": one charge taken twice, told by its amounts
    _told_across(read, lambda text: bool(told_by_amounts(_typed_right(text)[0])), "duplicate_charge", TOLD_BY_AMOUNTS_WHY, amounts=True)
    statement_lines_repeated(read)


def _count(word: str) -> int:
    return int(word) if word.isdigit() else _COUNTS[word.lower()]


def pack_short(text: str) -> bool:
    """Whether a sentence tells of fewer pieces in a pack or set than the number it is sold with."""
    size = _PACK_SIZE.search(text)
    if not size:
        return False
    whole = _count(size.group(1) or size.group(2))
    return any(0 < _count(m.group(1)) < whole for m in _PIECES_FOUND.finditer(text, size.end()))


def told_problem(text: str) -> tuple[str, str] | None:
    """(kind, why) for a statement that tells a problem with the customer's goods or money, else None. Only a
    mismatch between what was promised and what came (wrong_item) and a fault there from the first use
    (damaged_item) take a kind of their own; any other fault, and a charge told, go to a person as `other`,
    since no policy remedy is paid on a fault not said to have come so."""
    if OPTION_BILLED.search(text):
        return "other", TOLD_CHARGE_WHY  # "billed me for express but I picked standard": an option, no goods (unchosen_charges.py)
    if price_promised_then_charged(text):
        return "other", TOLD_CHARGE_WHY  # "the page said free delivery, but I was charged $8.95": a price, no goods (price_promised_then_charged.py)
    # ("the site said the 3rd but it came on the 7th": days told against each other, no goods)
    if (_MISMATCH.search(text) and not _MATCHES_AFTER_ALL.search(text) and _due_and_came(text) is None) or came_other_than_picked(text) \
            or colour_named_came_other(text):  # ("the 'forest green' scarf is MUSTARD YELLOW": colours_set_against.py)
        return "wrong_item", TOLD_MISMATCH_WHY
    if pack_short(text):
        return "other", PACK_SHORT_WHY
    if came_after_due(text):
        return "late_delivery", TOLD_LATE_WHY
    if _WRONG_CHARGE.search(text) or charge_not_chosen(text):  # ("charged for gift wrap though I unticked it": unchosen_charges.py)
        return "other", TOLD_CHARGE_WHY
    # ("the care tag came off in the wash": a label, no part of the goods, runs/intents/wrapping_came_off.py)
    # (nor a day or a plan that does not suit, nor a request to wait: "Tuesday doesn't work for me", "please don't start
    # anything yet", runs/intents/plans_not_goods.py)
    faults = [m.span() for m in _FAULT.finditer(text) if not wrapping_came_off(text, m.span()) and not plan_or_wait(text, m.span())]
    if fault_over(text, faults):
        return None  # "the left earcup was silent at first but the earcup is fine now": over (faults_without_damage_words.py)
    if faults and all(not_the_goods_broken(text, f) for f in faults):
        return "other", NOT_GOODS_FAULT_WHY  # ("the promo code is broken", "the courier damaged my gate": not_the_goods_broken.py)
    if faults and not _NOT_THESE.search(text):
        if _FIRST_USE.search(text) or _FROM_THE_FIRST.search(text):
            return "damaged_item", TOLD_FAULT_FIRST_WHY
        # goods not doing what they should are defective goods; a fault that showed after use, or of no goods (a link,
        # a code, the website), is a person's
        if fault_after_use(text) or _NOT_GOODS.search(text):
            return "other", TOLD_FAULT_WHY
        return "damaged_item", TOLD_DEFECT_WHY
    return None


def asked_as_wish(text: str) -> bool:
    """Whether a sentence asks by wishing or stating a need, not by grammar's question or imperative."""
    return bool(_WISH_ASKS.search(text)) and not _COURTESY.search(text)


def came_right_by_itself(text: str) -> bool:
    """Whether a sentence tells of an earlier problem that came right on its own, and of nothing happening again."""
    turn = _CAME_RIGHT.search(text)
    # ("I didn't mention it last time but the dish arrived broken": "last time" said of the telling, runs/intents/settled_words.py)
    return bool(turn and _EARLIER_TIME.search(customer_since_struck(TOLD_LAST_TIME.sub(" ", text[:turn.start()])))) and not _AGAIN.search(text)


def told_as_background(read) -> None:
    """A fault or a charge told before the customer says what they write for ("the reason I'm writing: ..."), in
    another paragraph and sharing no words with a request of a known kind, is the story around the ticket, as
    runs/intents/unread.py reads any other problem told there: context, not a request for a person."""
    from .stems import content_stems
    from .unread import BACKGROUND_WHY, _background_until
    reason_at = _background_until(read)
    known = [n for n in read if n.role == "request" and n.kinds != ["other"]]
    if reason_at < 0 or not known:
        return
    for s in read[:reason_at]:
        if s.why in (TOLD_FAULT_WHY, NOT_GOODS_FAULT_WHY, TOLD_DEFECT_WHY, TOLD_CHARGE_WHY) and s.paragraph != read[reason_at].paragraph \
                and not any(content_stems(s.text) & content_stems(n.text) for n in known if n is not s):
            s.role, s.kinds, s.spans, s.why = "context", [], {}, BACKGROUND_WHY
