"""What a ticket asks for, read by code, one sentence at a time: the runtime's check that nothing
the customer asked for is dropped, whichever model works the ticket.

Each sentence is read on its own (runs/sentences.py cuts them and marks injected passages):
- a sentence with a cue from the table below asks for that kind, unless the cue is negated ("not
  damaged"), the problem is past and settled ("arrived cracked last spring and you refunded it")
  or the customer says the goods are fine; those are context, and the reading says why;
- asking that something NOT be done ("I do not want another one sent") is a request too;
- any other sentence that reads as a request (a question, "please", "I want / need / would like",
  an imperative) and names something no request above covers is a request of kind `other`: a
  person has to look at it, so it can never be dropped silently;
- a request belongs to the order it names, or the last order named before it in its paragraph,
  so a second order in one ticket gets its own subtasks.
False positives cost a plan revision or an escalation; a silent drop is what this exists to stop.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

from . import sentences as cut
from .language import sentence_language
from .fine_clauses import GOODS_FINE, PACKAGING, left_standing
from .policy import MISMATCH, OWN_CHOICE, SHORT_DELIVERY, own_choice
from .sentences import ORDER_IN_TEXT, normalise_ref, orders_in  # noqa: F401 (the order numbers a ticket names are read here)

_S = r"(?:[^.!?\n]|\.(?=\d))"  # within one sentence (a decimal point does not end it)
_RECEIVED = r"rec(?:ei|ie)ved"  # and its commonest misspelling

# Papers and messages sent again are not goods: "resend the invoice", "send me a new receipt" ask
# for no unit (a person sends them, as a request of kind `other`).
_NOT_PAPERS = (r"(?!\s+(?:me\s+|us\s+)?(?:(?:the|my|our|a|an|that|this|another|a new|a fresh|a second|a copy of (?:the|my))\s+)?(?:[\w-]+\s+)?"
               r"(?:invoices?|receipts?|e-?mails?|links?|codes?|confirmations?|passwords?|labels?|details|tracking|vouchers?|messages?|statements?|"
               r"bills?|paperwork|documents?|pdfs?|cop(?:y|ies)|quotes?|texts?)\b)")

# "charged" and "billed" typed in a hurry ("chargd twice 4 order ...").
_CHARGED_TYPED = r"chargd|charegd|chraged|cahrged|chrged|chrgd|chargedd|billd|biled"

INTENT_PATTERNS: dict[str, tuple[str, ...]] = {
    "duplicate_charge": (
        r"\bcharged (?:me )?twice", rf"\bcharged{_S}{{0,60}}\b(?:twice|two (?:separate |different |distinct )?times)\b", rf"\bbilled{_S}{{0,40}}\b(?:twice|two (?:separate |different |distinct )?times)\b",
        r"\bdouble[- ]?(?:charged|charge|billed|billing|payment)", r"\bduplicate (?:delivery |shipping )?(?:charge|payment|transaction)",
        r"\btwo (?:identical |separate |duplicate )?(?:\w+ )?(?:charges|payments|transactions|debits)\b",
        r"\b(?:two|2) (?:identical|duplicate|matching|same|equal) (?:lines|entries|amounts|items|rows|debits)\b",
        r"\brefund (?:the|teh|that|this) duplicate\b", r"\b(?:two|2) (?:lots|entries|debits|payments|charges|amounts) of\b",
        # "taken the money for the same rug twice": the money named between the taking and the twice
        rf"\b(?:taken|took|take|debited|deducted|charged)\s+(?:the\s+|my\s+|our\s+)?(?:money|payment|cash|amount|[$€£]\s?\d[\d.,]*)\b{_S}{{0,50}}\b(?:twice|two (?:separate |different |distinct )?times|2 times)\b",
        r"\b(?:taken|came out|went out|debited|deducted) (?:twice|two (?:separate |different |distinct )?times)", r"\b(?:appears|shows|showing|listed) (?:up )?twice",
        r"\$[\d.,]+ ?x ?2\b", r"(?<![\w.,])\d{1,5}[.,]\d{2} ?(?:x ?2|×2|2x)\b", rf"\b(?:paid|pay|payed|charged|billed|{_CHARGED_TYPED})\b{_S}{{0,50}}\b(?:twice|two (?:separate |different |distinct )?times|2 times|2x|x2)\b",
        rf"\b(?:delivery|shipping|postage)(?: fee| charge)?s?{_S}{{0,30}}\b(?:twice|two (?:separate |different |distinct )?times|2x|x2)\b",
        r"\btwo (?:delivery|shipping|postage) (?:fees|charges|payments)\b", r"\b2x\b(?= (?:delivery|shipping|charged|the))",
        rf"\b(?:charg\w*|bill\w*|paid|pay|payments?|debit\w*|transactions?|deduct\w*|taken|took)\b{_S}{{0,60}}\b(?:again|a second time|2 times)\b",
        rf"\b(?:shows?|showing|shown|appears?|appearing|lists?|listed|listing|came up|comes up|displays?|displayed)\b{_S}{{0,50}}\b(?:twice|two (?:separate |different |distinct )?times|2 times|double|2x)\b",
        rf"\bthe same (?:charge|payment|amount|transaction)\b{_S}{{0,40}}\b(?:twice|two (?:separate |different |distinct )?times|again)\b",
        # a statement, card or account that shows one amount more than once, however it is put
        rf"\b(?:statement|card|account|bank|app|paypal)\b{_S}{{0,60}}\b(?:twice|two (?:separate |different |distinct )?times|2 times|double|2x|x2|two of|two identical|a second time)\b",
        rf"[$€£]\s?\d[\d.,]*{_S}{{0,40}}\b(?:twice|two (?:separate |different |distinct )?times|2 times|2x|x2|double)\b",
        rf"\b(?:twice|two (?:separate |different |distinct )?times|2 times|double)\b{_S}{{0,20}}\b(?:on|in) (?:my|the|our) (?:statement|card|account|bank)\b",
        r"\b(?:second|extra|duplicate|additional) (?:delivery |shipping |postage |card |identical )?(?:charge|payment|debit|transaction)\b",
        rf"\b(?:gone|went|go|come|came) (?:through|out)\b{_S}{{0,20}}\b(?:twice|two times|again|a second time)\b",
    ),
    "damaged_item": (
        r"\bcrack(?!ing (?:good|read|job|day|time|deal|on|story|book)\b)", r"\bdamaged?\b", r"\bbroken\b", r"\bsmashed\b", r"\bdent(?:ed|s)?\b", r"\bshattered\b", r"\bscratch(?:ed|es)?\b",
        r"\bsnapped\b", r"\btorn\b", r"\bchipped\b", r"\bbent\b",
        # the same words typed in a hurry ("teh jug is crakced")
        r"\b(?:crakced|cracekd|crackd|craked|crakd|crcked|brokn|borken|brokne|brocken|damged|dammaged|damagd|damgaed|dmaged|smahsed|smased|"
        r"shatterd|shatered|chiped|chippd|scrached|scratchd|scracthed)\b", r"\b(?:in|into|are|were|now|just) (?:\w+ )?shards\b",
        r"\b(?:only|just) (?:\d+|one|two|three|four|five|six) (?:out )?of (?:the |my |our )?[^.!?]{0,40}\bsurvived\b",
        # "Of the six wine glasses only 2 made it in one piece": the rest did not
        r"\b(?:only|just) (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)(?: of (?:them|those|these|the (?:[\w-]+ ){0,2}[\w-]+))? (?:\w+ )?"
        r"(?:survived|made it (?:in one piece|intact|through)|came through|arrived (?:intact|whole|in one piece|unbroken))\b",
        r"\b(?:is|was|are|were|arrived|came|now|lies|lay)\s+in\s+(?:about|around|roughly|like|maybe|at least|over)\s+(?:\w+\s+){0,2}pieces\b",
        r"\b(?:a|with a|has a|had a|got a|there'?s a|small|tiny|big|little|nasty) chips? (?:on|in|out of|off|along|at)\b",
        r"\b(?:with|has|had|got|there'?s) (?:a|one) (?:small |tiny |big |little |nasty )?(?:chip|crack|dent)\b(?! (?:and pin|card|reader|pan|shop))",
        r"\b(?:a|with a|has a|had a|got a|there'?s a) (?:\w+ )?(?:split|tear|rip|gash|hole)s? (?:in|on|along|down|across)\b",
        r"\b(?:a|with a|has a|had a|got a) (?:split|torn|ripped|cracked|dented|chipped|broken|bent|snapped|scratched|scuffed|smashed|shattered|warped|burst|"
        r"leaking|damaged|crushed|squashed|mangled|wonky) [a-z]+",
        r"\bsplit (?:open|apart|down|along|in (?:two|half))\b(?! (?:parcels?|packages?|boxes|deliveries|shipments|orders?))|\b(?:has|had|have|is|was|were|got|seams?|seam has|bag|box) split\b(?! (?:into|in|across|between|over) (?:two|2|three|3|several|separate|multiple) )", r"\bcrushed\b", r"\bin (?:\w+ )?pieces\b", r"\bdefective\b",
        r"\bfaulty\b", r"\bdead on arrival\b", r"\bripped\b", r"\bfell apart\b", r"\bstopped working\b",
        # goods pressed out of shape on the way: "squashed flat in transit", "came crumpled", "bent out of shape in the post"
        r"\b(?:squashed|squished|crumpled|mangled|buckled|misshapen|deformed|caved[- ]in|bashed[- ]in|bent out of shape)\b",
        r"\b(?:is|was|are|were|got|arrived|came|been)\s+(?:\w+\s+)?(?:flattened|crunched|warped)\b"
        r"|\b(?:flattened|crunched|warped)\s+(?:in|during|by)\s+(?:the\s+)?(?:transit|post|delivery|shipping|courier|carrier|van)\b",
        r"\b(?:doesn'?t|does not|won'?t|will not|didn'?t|don'?t|do not) work\b(?! (?:with|for|in|out|as|on me|around))", r"\bnot working\b",
        # a part of the goods that will not do what it is for
        r"\b(?:won'?t|wont|will not|doesn'?t|doesnt|does not|don'?t|dont|do not|can'?t|cant|cannot|didn'?t|didnt|never|no longer|refuses? to)\s+(?:\w+\s+)?"
        r"(?:charge|charging|turn on|switch on|power (?:on|up)|power|heat(?: up)?|boil|close|shut|lock|zip|spin|light(?: up)?|hold (?:a |the )?charge|"
        r"stay (?:on|shut|closed|up|lit)|pair|connect|play|fit together|stand (?:up|straight)|sit (?:flat|level|straight)|seal|flush|drain|print|"
        # (not said of a person: "please don't ring me", "don't charge us again" are no goods failing)
        r"start|cool|freeze|inflate|lie flat|open|load|grind|blend|cut|stick|click|register|respond|tick|ring|sound)\b(?!\s+(?:me|us|you|him|her|them)\b)",
        r"\b(?:came|come|coming|fell|falls?|falling|snapped|broke|breaks?|peel(?:ed|ing|s)?|popped|pulled|ripped|split) (?:clean |right |straight )?(?:off|apart|loose|away|out of (?:the|its) (?:socket|frame|base))\b"
        r"(?! (?:my|the|our|your|his|her) (?:\w+ )?(?:card|account|statement|bill|bank|balance|invoice|total|price))",
        r"\bin (?:bits|pieces|shards|smithereens|two|half|three)\b(?! (?:days?|weeks?|hours?|minutes?|orders?|parcels?|boxes|deliveries|shipments|payments?|instal\w*))",
        r"\bglass (?:everywhere|all over)\b", r"\brattl\w*", r"\btrips? (?:the|our|my) (?:fuse|breaker|electrics|switch)\b",
        r"\b(?:sparks?|sparking|smok(?:e|ing|ed)|burning smell|smells? (?:of )?burn\w*|overheat\w*|melt(?:ed|ing|s)?)\b",
        r"\b(?:a )?holes? in (?:it|the|them|my)\b", 
        # a defect on the goods told as a noun, however it is qualified: "has a big bleach stain", "came with two deep scuffs",
        # "there's a nasty burn mark", "covered in grease smudges"
        r"\b(?:has|have|had|with|got|there'?s|there is|there are|showing|shows|covered in|full of)\s+(?:a |an |some |two |three |several |lots of |loads of |one |this |these )?"
        r"(?:[\w-]+\s+){0,3}?(?:stains?|marks?|blemish(?:es)?|smudges?|streaks?|blotch(?:es)?|discolou?rations?|snags?|scorch(?:es)?|burns?|"
        r"holes?|tears?|rips?|gash(?:es)?|scratch(?:es)?|scuffs?|dents?|splits?|chips?|cracks?|bleach spots?)\b"
        r"(?!\s+(?:card|cards|pad|test|remover|resistant|proof|free|guard|pen|up|of|and pin)\b)", r"\b(?:stained|mou?ldy?|rusty|rusted|warped|frayed|faded|discoloured|discolored|wobbl\w*|soggy|waterlogged|soaked)\b",
        r"\bmissing (?:a |the |its |their |two |some |half the |all the )?(?:part|parts|piece|pieces|screws?|bolts?|lid|handle|cable|charger|leg|legs|fittings?|instructions)\b",
        # a part of the goods gone, told after it: "arrived with its top missing", "their lids were missing"
        r"\b(?:with|and|but) (?:its|their) (?:[\w-]+\s+){1,2}(?:missing|gone|snapped off|broken off|come off|fallen off)\b",
        r"\b(?:its|their) (?:[\w-]+\s+){1,2}(?:is|are|was|were) (?:completely |totally )?(?:missing|gone|snapped off|broken off)\b",
        r"\b(?:half|some|most|all) (?:of )?the (?:screws|bolts|parts|pieces|fittings)\b{_S}{{0,20}}\bmissing\b".replace("{_S}{{0,20}}", ".{0,20}"),
        r"\b(?:battery|screen|display|motor|speaker|zip|zipper|strap|hinge|lid|handle|button|switch|plug|cable|wheel|seam|lens|fan|pump)s? (?:is |was |are |were |has |had )?"
        r"(?:dead|gone|loose|stuck|jammed|wobbly|missing|bust|knackered|kaput|fried|shot)\b",
        r"\bdead (?:pixels?|battery|on delivery)\b", r"\b(?:burn|scorch|water|scuff|scratch|tear|dent|stain|grease|rust|teeth|bite|claw) ?marks?\b",
        r"\bstopped (?:working|ticking|charging|heating|spinning|running|after|within|on (?:day|the))\b"
        r"|\b(?:it|they|the \w+) (?:has |have |had |just )?(?:died|packed (?:up|in)|given up|conked out|gave up)\b", r"\b(?:it'?s|it is|it was|arrived|came) (?:completely |totally )?(?:dead|kaput|knackered|bust|useless|unusable)\b", r"\bbusted\b", r"\bwrecked\b",
        r"\b(?:a |with a |has a |big )?(?:chunk|piece|bit|corner|lump)s? (?:out of|missing from|broken off|knocked off|taken out of|gone from)\b",
        r"\bflicker(?:s|ing|ed)?\b(?! of (?:hope|interest|a smile))", r"\b(?:cuts?|cutting|conks?|keeps? cutting|keeps? switching|switches|switching) (?:out|off) (?:after|every|randomly|on (?:its|their) own|by itself|mid)",
        r"\b(?:and then|then|keeps?|randomly) (?:cuts?|switch(?:es)?|turns?|shuts?) (?:out|off)\b",
        r"\b(?:port|socket|jack|knob|dial|clasp|buckle|spout|cap|door|drawer|leg|foot|feet|arm|castor|caster|wheel|hinge|catch|latch|bracket|shelf|panel|joint)s? (?:is |are |was |were |has come |came |feels? )?(?:really |very |completely |totally )?(?:loose|wobbly|stuck|jammed|bust|broken|cracked|snapped|missing)\b", r"\bmangled\b", r"\bwon'?t (?:turn|switch|power) on\b", r"\bleak(?:s|ed|ing|y)?\b", r"\bgouge",
    ),
    "non_delivery": (
        rf"\bnever (?:arrived|came|got here|turned up|showed up|shown up|{_RECEIVED}|delivered|got (?:it|them|my|the))",
        rf"\b(?:hasn'?t|has not|haven'?t|have not|didn'?t|did not|hasnt|havent|didnt) (?:yet )?(?:arrived|come|turned up|shown up|showed up|"
        rf"been delivered|got(?:ten)? here|{_RECEIVED})(?! (?:a |the |my |any |your )?(?:refund|reply|response|answer|email|money))",
        rf"\bnot (?:been )?(?:delivered|{_RECEIVED})\b(?! (?:a |the |my |any )?refund)", r"\bno sign of\b",
        r"\bwhere is my (?:order|parcel|package|delivery|stuff)\b",
        r"\bwhere(?:'s| is| are) (?:my|our) (?!refund|money|reply|response|answer|credit|replacement|return|invoice|receipt)\w+", r"\bnever (?:showed|shown|show(?:ed)? up)\b", r"\blost (?:parcel|package|in transit|in the post)\b",
        r"\b(?:could|can) ?not be located\b", r"\b(?:marked|listed|reported|declared|shows?|showing|showed) (?:as )?(?:lost|missing)\b",
        r"\blost by (?:the )?(?:courier|carrier|post|driver)\b", r"\bnot located\b", r"\bstuck in transit\b",
        # "the stool was in a separate parcel that got lost", "the box with the lamp went missing" (not "the parcel was missing a screw")
        r"\b(?:parcel|package|box|delivery|shipment)\b[^.!?,;]{0,30}?\b(?:got|was|were|has been|had been|went|has gone|is|are)\s+(?:lost|missing)\b"
        r"(?=\s*(?:[.!?,;)]|$|(?:in|on|during|somewhere|along|at|and|but|so|too|as|after|before|since|again|now|completely|entirely)\b))",
        r"\bstill waiting (?:for|on) (?:my|the|our|this) (?:order|parcel|package|delivery|item|stuff)\b",
        r"\b(?:is|are|it'?s|they'?re)\s+(?:still\s+)?not\s+(?:here|arrived?|delivered|come)\b", r"(?<!refund )(?<!refunds )(?<!money )(?<!credit )(?<!reply )(?<!answer )(?<!replacement )\bstill\s+(?:aren'?t|isn'?t|arent|isnt)\s+(?:here|arrived|delivered)\b", r"\bnot (?:here|arrived) yet\b", r"\bnever (?:appears?|appeared|turns? up)\b",
        r"\b(?:nothing|zero parcels?|no parcels?|no package|no box)\b[^.!?]{0,20}\b(?:here|on (?:my|the|our) (?:porch|doorstep|step)|at (?:my|the|our) (?:door|house|flat|address))\b", r"\bnothing (?:has )?(?:arrived|come|turned up)\b",
        r"\btracking (?:hasn'?t|has not|hasnt|hadn'?t) (?:moved|updated|changed)", r"\b(?:hasn'?t|has not|hasnt) moved since\b",
        # fewer units than ordered ("only 10 of the 12 turned up", "one short"): the rest never came (runs.policy.SHORT_DELIVERY)
        SHORT_DELIVERY.pattern,
    ),
    "wrong_item": (
        r"(?<!ordered the )(?<!picked the )(?<!chose the )(?<!bought the )(?<!clicked the )(?<!selected the )(?<!ordered a )"
        r"\bwrong (?:\w+ ){0,2}(?:item|colou?r|size|product|model|one|version|thing|parcel)\b(?! by (?:mistake|accident))", r"\b(?:sent|gave) (?:me )?the wrong\b",
        r"\b(?:received|got|delivered) the wrong\b", r"\b(?:is|was|are|were|isn'?t|aren'?t|not) what i ordered\b",
        rf"\binstead of the{_S}{{0,50}}\bi (?:ordered|paid for|bought)\b", rf"\bordered\b{_S}{{0,80}}\b(?:but|and) (?:\w{{1,4}} )?(?:box|parcel|package) (?:had|contained)\b",
        r"\bdifferent (?:item|product|colou?r|size|model|print|pattern|design|style|shade|version|edition|flavou?r)\b", r"\bsomeone else'?s order\b", r"\bmix(?:ed)?[- ]up\b",
        r"\bnot the (?:\w+ ){0,2}(?:i|we) (?:ordered|picked|chose|paid for|bought|selected)\b",
        rf"\b(?:instead of|rather than) (?:the|my|a|an)\b{_S}{{0,50}}\b(?:i|we) (?:ordered|picked|chose|paid for|bought|selected|wanted)\b",
        r"\b(?:but|yet|whereas|though) (?:i|we)(?:'d|’d| had| have)? (?:ordered|asked for|chose|picked|paid for|selected)\b",
        r"[,;:–-] (?:but )?(?:i|we) (?:ordered|asked for|chose|picked|selected|wanted) (?:a |an |the )?[\w-]+(?: [\w-]+)?\s*(?:[.!)]|$)",
        # what came is set against what was ordered, in either order
        r"(?<!ordered )(?<!picked )(?<!chose )(?<!bought )(?<!clicked )(?<!selected )(?<!ordered the )(?<!picked the )"
        r"(?:\b(?:the|a|an|totally|completely|entirely|clearly)|^\W*|\b(?:and|plus)|[,+&])\s*wrong (?!address|amount|price|number|e-?mail|name|card|date|day|time|way|person|"
        r"house|door|flat|postcode|account|end|foot|idea|impression|answer|reply|response|info|information|link|code|number|impression|company|invoice|"
        r"details|spelling|title|vat|business|billing|surname|reference|tracking|phone|side of)[a-z]+\b",
        r"\b(?:i|we)(?:'d| had| have)? (?:\w+ )?(?:ordered|paid for|bought|asked for|chose|picked|selected)\b[^.!?]{0,60}\b(?:and|but) (?:i |we )?"
        r"(?:got|received|was sent|were sent|you sent|it'?s|they'?re|it is|they are|what came|came)\b",
        r"\b(?:i|we)(?:'d| had| have)? (?:\w+ )?(?:ordered|paid for|bought|asked for|chose|picked|selected)\b[^.!?]{0,60}\b(?:but|yet|whereas|instead)\b"
        r"(?! (?:my|our|his|her|their) (?:partner|wife|husband|mum|mom|dad|friend|sister|brother|son|daughter|family|kids?))"
        r"[^.!?]{0,30}\b(?:received|sent|came|arrived|turned up|delivered|showed up|is|are|was|were)\b"
        r"(?![^.!?]*\b(?:broken|damaged|cracked|smashed|dented|late|torn|scratched|faulty|leak\w*|chipped|missing|lost|already))",
        # "it's a blue one and I ordered green", not "it was delivered three days late and I paid for delivery":
        # when or how it came is no description of what came, and paying for delivery is no item ordered
        r"\b(?:it'?s|it is|they'?re|they are|is|are|was|were) (?:a |an |the )?(?:size |colour |color )?"
        r"(?!(?:delivered|shipped|dispatched|posted|sent|arrived|late|delayed|overdue|early|due|supposed|meant|charged|billed)\b)[\w'-]+(?: one)?[^.!?]{0,25}(?:\b(?:and|but|while|whereas|when)|\s[-–—])\s"
        r"(?:i|we) (?:\w+ )?(?:have |had |'d |'ve )?(?:ordered|paid for|asked for|chose|bought|selected)\b"
        r"(?! (?:the |for )?(?:delivery|shipping|postage|express|next[- ]day|courier|p&p)\b)",
        # "you sent me a 3-pack instead of the 100-pack": what came set against what should have come; not a
        # message, voucher or refund sent instead of something, and not a remedy swapped for money
        r"\b(?:sent|gave|shipped|posted|delivered|received|got)\b (?!(?:me |us )?(?:an? |the |some |store )?(?:e-?mails?|messages?|texts?|notes?|letters?|vouchers?|credit|refund|reply|answer|link|code)\b)"
        r"(?:me |us )?(?:an? |the |\d+ |two |three |four )?[\w-]+(?: [\w-]+){0,4} instead of "
        r"(?!(?:the |an? |my |our )?(?:refund\w*|money|credit|cash|voucher|replacement|reply|answer|e-?mail|call\w*|phone|letter|message)\b)(?:the |an? |my |our )?[\w-]+",
        r"\bwhat (?:turned up|arrived|came|showed up|you sent|was sent|was delivered|i got|i received|we got|we received|was in the box)\b(?!{_S}*\b(?:broken|damaged|cracked|smashed))".replace("{_S}", "[^.!?]"),
        r"\b(?:it'?s|it is|they'?re|they are|this is|these are|you sent|u sent|sent me|i got|i received|got|received)\b[^.!?]{0,50}[,;:–-]\s*(?:but )?(?:i|we)(?:'d| had)? (?:ordered|asked for|paid for|bought|chose|picked|selected)\b",
        r"\b(?:i|we)(?:'m| am| are) (?:a )?size \w+\b", r"\bthat'?s what (?:i|we) ordered\b",
        r"\bin the (?:box|parcel|package|bag|envelope) (?:is|was|are|were)\b(?![^.!?]*\b(?:broken|damaged|cracked|smashed|fine|perfect|intact))",
        r"\b(?:the )?same one (?:twice|two times)\b|\btwo of the same\b", r"\bnot (?:the|what) (?:i|we) (?:buy|bought|order|ordered)\b",
        r"\b(?:us|eu|european|american|uk|british) plug\b",
    ),
    "change_of_mind": (
        r"\bchanged? (?:of )?my mind\b", r"\bchange of mind\b", r"\bno longer (?:want|need)\b",
        r"\b(?:don'?t|do not|dont) (?:really )?(?:want|need) (?:it|them|this|these|the \w+)(?: any ?more)?\b(?! to)",
        r"\b(?:doesn'?t|don'?t|does not|do not|didn'?t|won'?t|wont|doesnt|dont) (?:really )?(?:fit|suit|go with)\b",
        r"\b(?:isn'?t|is not|not really|aren'?t) for me\b", r"\bordered (?:it |them |this |the \w+ )?by mistake\b",
        r"\balready (?:have|has|got|own) one\b", r"\b(?:don'?t|do not|didn'?t|did not) (?:really |much )?like (?:the|it|them|how|its|their|this|these)\b",
        r"\b(?:is|are|was|were|it'?s|they'?re|bit|much|far|way|slightly|a little)\s+(?:\w+\s+)?too (?:big|small|long|short|tight|loose|large|wide|narrow|heavy|bright|dark|loud|high|low)\b",
        r"\b(?:going|goes|go) back\b(?! (?:to (?:work|school|bed|sleep|normal)|home|in time|(?:in)?to (?:(?:its|it's|their|the|any|a) )?(?:\w+ )?(?:shape|form|place)))", r"\b(?:didn'?t|doesn'?t|does not|did not) (?:really )?work (?:with|for|in) (?:the|my|our|me)\b",
        r"\bnot (?:quite )?(?:what i (?:expected|pictured|imagined|thought)|as (?:pictured|described|expected))\b(?! {_S}*\b(?:broken|damaged|cracked))".replace("{_S}", "[^.!?]"),
        rf"\b(?:ordered|bought|picked|chose|clicked|selected|purchased)\b{_S}{{0,40}}\bby (?:mistake|accident)\b",
    ),
    "late_delivery": (
        r"\barrived (?:\w+ )?late\b",
        r"\b(?:\d+|one|two|three|four|five|six|seven|a few|several|a|an|a full|a whole|a couple of|over a|nearly a|almost a|more than a) "
        r"(?:days?|weeks?|fortnight|month) late\b",
        # how long it took told instead of "late": "took ages to turn up", "took three weeks to arrive"
        r"\btook (?:ages|forever|an age|an eternity|weeks|months|(?:over |nearly |almost |more than )?(?:a|an|one|two|three|four|five|six|\d+) "
        r"(?:full )?(?:days?|weeks?|months?|fortnight)) (?:to (?:turn up|show up|arrive|come|get here|be delivered|reach (?:me|us))|for (?:it|them) to arrive)\b",

        r"\b(?:turned up|came|showed up|got here|was delivered|delivered) (?:\w+ )?late\b", r"\blate delivery\b",
        r"\b(?:delivery|parcel|order|package|it) (?:was|is|came|arrived) late\b", r"\bafter the promised (?:date|day|delivery)",
        r"\bmissed the (?:promised |delivery )?(?:date|deadline)\b",
        rf"\b(?:came|arrived|turned up|showed up|got here|was delivered|delivered)\b{_S}{{0,30}}\b(?:after (?:i'?d|i had|we'?d|we had|the (?:party|wedding|birthday|trip|event|date|deadline))|too late)\b",
        r"\b(?:paid|pay|paying) (?:\w+ )?(?:for|extra for) (?:express|priority|next[- ]day|guaranteed|fast|faster|premium|expedited)\b",
        rf"\b(?:supposed|meant|due|promised|expected|scheduled) to (?:come|arrive|be (?:here|delivered)|turn up)\b{_S}{{0,40}}\b(?:arrived|came|turned up|"
        r"got here|showed up)\b",
        rf"\b(?:days?|weeks?) (?:after|past|later than|behind) (?:the|what|when|your|you)\b{_S}{{0,25}}\b(?:promised|gave|quoted|said|stated|estimated|"
        r"guaranteed|advertised|promise|estimate|quote|date)\b",
        rf"\b(?:promised|due|supposed to arrive|meant to arrive|expected) (?:by|on|for){_S}{{0,40}}\b(?:but|and) (?:only )?"
        r"(?:arrived|came|turned up|showed up|got here|was delivered)",
    ),
    "question": (
        r"\breplacement\b(?=[^.!]*\?)|\b(?:where(?:'s| is)|when (?:will|is|can)|what about|any news on|status of|no sign of) (?:my |the |a )?replacement\b",
        r"\b(?:please|pls|kindly|can you|could you|would you|i'?d like|i want|i need|need|want|hoping for|expect) (?:\w+ ){0,3}replacement\b",
        r"\b(?:no|not|don'?t|dont|do not|without|rather not|instead of|nobody|no one|no-one|never)\b[^.!?]{0,30}\breplacement\b",
        r"\bsend(?:ing)? (?:me |us )?(?:another|a new|the right|a replacement|a fresh|a second)\b" + _NOT_PAPERS,
        r"\b(?:do not|don'?t|dont|please don'?t) (?:ship|send|post|dispatch) (?:me )?(?:another|a second|a new|one more)\b",
        r"\bnew one (?:is )?(?:coming|on (?:its|the) way|being sent)\b",
        rf"\b(?:is|are) (?:a|an|the|another|my) (?:[\w-]+ ){{0,2}}(?:one|replacement|unit|ones)\b{_S}{{0,25}}\b(?:on (?:its|the|their) way|coming|"
        r"being sent|in the post|dispatched|shipped)\b", r"\bis another (?:one )?(?:being sent|coming)\b",
        # asking that no other unit be sent, however it is put
        rf"\b(?:do not|don'?t|dont|not|never|no need to|rather not|would not|wouldn'?t|nobody|no one|no-one)\b{_S}{{0,30}}\b(?:send\w*|ships?|sent|ship\w*|post\w*|"
        # (the article dropped, as some customers write: "please not sending new bottle")
        rf"dispatch\w*|mail\w*|deliver\w*)\b{_S}{{0,25}}\b(?:another|(?:a |any )?new|a second|one more|a fresh|a different) (?:one|unit|\w+)\b",
        rf"\b(?:do not|don'?t|dont|not|no need to|rather not)\b{_S}{{0,20}}\b(?:want|need|like|expect|receive|get|have)\b(?: to (?:receive|get|have|be sent))?"
        rf" (?:another|a new|a second|one more|a fresh) "
        rf"(?:one|unit|\w+)\b",
        r"\b(?:re-?send|re-?ship)\w*\b" + _NOT_PAPERS,
    ),
}
# The delivery fee asked back: a fee request (read as late delivery), unless the same sentence tells
# of the fee charged twice. Beside a parcel that never came it is still read: a claim for the whole
# order pays the fee back itself (its subtask says so in its goal), one for some parcels does not.
FEE_BACK = [re.compile(p, re.I) for p in (
        rf"\b(?:postage|shipping|delivery|express|priority|next[- ]day|courier|carriage)(?: fee| charge| cost| costs)?\b{_S}{{0,60}}\b(?:refund\w*|back(?! (?:garden|door|yard|room|of|seat|entrance|gate|step|porch))|credit\w*|reimburs\w*|waive\w*|returned)\b",
        rf"\b(?:refund\w*|back|credit\w*|reimburs\w*|waive\w*)\b{_S}{{0,40}}\b(?:postage|shipping|delivery|express|priority|courier)(?: fee| charge| cost)\b",
        # the fee asked by its amount: "refund the chair and the $12.50 I paid for that second delivery", "the $12.95 postage"
        rf"\b(?:refund\w*|back|credit\w*|reimburs\w*|waive\w*)\b{_S}{{0,60}}[$€£]\s?\d[\d.,]*\s+(?:(?:i|we)\s+(?:paid|spent)\s+(?:for|on)\s+)?"
        rf"(?:(?:the|that|this|my|our|second|first|other|extra|separate)\s+){{0,3}}(?:postage|shipping|delivery|courier|p&p|carriage)\b",
)]
# Words a subtask's goal uses when its claim pays the delivery fee back itself.
FEE_IN_GOAL = re.compile(r"\b(?:delivery|shipping|postage)\s+(?:fee|charge|cost)s?\b|\bpostage\b", re.I)
# Cues that mean change of mind only when nothing is wrong with the goods.
WEAK_PATTERNS: dict[str, tuple[str, ...]] = {
    "change_of_mind": (
        r"\b(?:can|could|may) i (?:please )?return\b", r"\b(?:like|want|wish|wanna|need) to return\b", r"\bhow (?:do|can) i return\b",
        r"\breturn (?:it|them|this|these)(?: for a refund)?\b", r"\bsend (?:it|them|this|these|that|those|both|the two|all three)(?: \w+)? back\b",
        r"\bsend(?:ing)? back (?:the|my|this|these|those|it|them)\b",
        # however many words name what goes back, and however politely it is asked: "send the rug back",
        # "would it be possible to return one of the two cushions?", "is it ok if I return the lamp?"
        r"\bsend (?!(?:me|us|you)\b)(?!(?:[\w-]+\s+){0,2}(?:invoices?|receipts?|labels?|forms?|e-?mails?|messages?|details|paperwork|documents?|cheques?|"
        r"money|payments?|charges?|amounts?|fees?|cash|deposit|difference|dollars?|pounds?|euros?|bucks|(?:twen|thir|for|fif|six|seven|eigh|nine)ty(?:-[a-z]+)?)\b)(?:(?:the|my|our|one|two|three|some|both|all|of|either|a|an|[\w-]+)\s+){1,6}?back\b",
        r"\b(?:possible|able|ok|okay|alright|all right|allowed|fine) (?:for (?:me|us) )?to (?:return|send (?:\w+ ){0,6}?back)\b",
        r"\b(?:ok|okay|alright|all right|fine|possible) if (?:i|we) (?:return|send (?:\w+ ){0,6}?back)\b",
        r"\breturn (?:one|two|three|some|a few|half|both|either|all|any|each)(?: of)? (?:the|my|our|these|those|them)\b",
    ),
}
GOODS_PROBLEMS = ("damaged_item", "wrong_item", "non_delivery")
KINDS = (*INTENT_PATTERNS, "other")

_COMPILED = {kind: [re.compile(p, re.I) for p in patterns] for kind, patterns in INTENT_PATTERNS.items()}
_WEAK = {kind: [re.compile(p, re.I) for p in patterns] for kind, patterns in WEAK_PATTERNS.items()}
# A negation just before a cue ("not damaged", "wasn't charged twice") unsays it; cues that are
# themselves negative ("never arrived", "doesn't fit", "do not send another") are left alone.
_NEGATION = re.compile(r"\b(?:not|no|never|without|nothing|none|neither|nor|hardly|isn'?t|wasn'?t|aren'?t|weren'?t|hasn'?t|haven'?t|"
                       r"didn'?t|doesn'?t|don'?t|nt)\s+(?:\w+\s+){0,2}$", re.I)
_HYPOTHETICAL = re.compile(r"\b(?:if|in case|should (?:it|they|the \w+)|what if|what happens if|suppose|supposing|assuming|were (?:it|they) to|"
                           r"often|usually|always|sometimes|tends? to|reviews?|i'?ve (?:read|heard))\b"
                           r"(?:\s+\S+){0,6}\s*$", re.I)
_NEGATABLE = {"duplicate_charge", "damaged_item", "wrong_item", "late_delivery"}
_NOT_A_NEGATION = re.compile(r"\b(?:believe|only|just|sure|wonder)\b", re.I)
# Damage words said of something that is not the goods: "the heat had broken", "broke the news".
_IDIOM = re.compile(r"\b(?:heat|weather|heatwave|news|promises?|heart|record|silence|ice|rules?|law|english|deal|spell|fever|streak|bank|patience|spirit|spirits|trust|faith|nerves?|mood|"
                    r"dawn|day|storm|voice|waters?)\s+"
                    # only words that keep the noun the subject: "the heat had finally broken", not "the water bottle leaks"
                    r"(?:(?:just|finally|already|really|completely|totally|truly|suddenly|then|now|well|all|and|had|has|have|was|is|were|are)\s+){0,2}$", re.I)

# Who else can settle a problem: the customer's bank or card company, or the shop through another
# channel (its chat, its phone line, a colleague in a store).
_ELSEWHERE = (r"\b(?:my|our|the)\s+(?:bank|card (?:company|issuer|provider)|credit card(?: company)?|card|paypal|insurer|insurance|building society|"
              r"payment provider)\b|\b(?:your|the)\s+(?:[\w-]+\s+){0,2}?(?:team|colleagues?|agent|rep|staff|support|store|service|department|helpline|"
              r"people|chat|seller)\b|\bsomeone (?:on|in|from) (?:the |your )?(?:chat|phone|store|shop|team)\b")
# A problem the customer calls past and settled is context, not a request.
_SETTLED = re.compile(
    r"\b(?:you|they|the seller|sundry|your (?:team|colleagues?|shop)|someone|support|the store)\s+(?:\w+\s+)?"
    r"(?:refunded|replaced|reimbursed|credited|sorted|fixed|resolved|took care of|dealt with|handled|compensated|swapped)\b"
    r"|\b(?:was|were|got|been|is|are|it'?s|it’s|that'?s|that’s)\s+(?:\w+\s+)?(?:refunded|reimbursed|credited|replaced|sorted(?: out)?|resolved|fixed|dealt with|"
    r"taken care of|settled)\b"
    r"|\b(?:got|received|had|given)\s+(?:a |my |the |full |a full |our )?(?:refund|money back|replacement|credit|reimbursement)\b"
    r"|\b(?:already|all) (?:sorted|resolved|refunded|fixed|settled|received)\b|\bno (?:further )?action (?:is )?needed\b"
    r"|\b(?:thanks?|thank (?:you|u|ya)|cheers|ta|grateful|appreciated?)(?: (?:so|very) much)?(?: again)? for (?:\w+ )?(?:sorting|refunding|replacing|fixing|resolving|handling|dealing with|taking care of|"
    r"sending|swapping|the (?:quick |fast |speedy |prompt )?(?:refund|replacement|credit|swap|exchange))\b"
    r"|\b(?:you|they|the seller|sundry|your (?:team|colleagues?|shop)|someone|support|the store)\s+(?:\w+\s+)?(?:sent|gave|issued|arranged|processed|posted|shipped)"
    r"\s+(?:me\s+|us\s+)?(?:a |an |the |my |our )?(?:full |new )?(?:replacement|refund|new one|credit|reimbursement)\b"
    r"|\bthat'?s (?:all )?(?:fine|sorted|done|settled)\b|\bwhich (?:was|you) (?:fine|sorted|resolved)\b"
    # the customer already sent the goods back: a return under way, asked about, not claimed again
    r"|\b(?:i|we)(?:'ve| have)?\s+(?:already\s+)?(?:sent|posted|mailed|shipped|dropped)\s+(?:back|off)\b(?=[^.!?]*\b(?:last|ago|already|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|yesterday))"
    r"|\b(?:i|we)(?:'ve| have)?\s+(?:already\s+)?(?:sent|posted|mailed|shipped|returned)\s+(?:it|them|the [\w-]+(?: [\w-]+){0,2})\s+back\b(?=[^.!?]*\b(?:last|ago|already|yesterday))"
    # settled somewhere the shop does not record: a bank, a card company, a chargeback, another channel
    rf"|(?:{_ELSEWHERE})\s+(?:\w+\s+){{0,2}}?(?:reversed|refunded|reimbursed|credited|returned|cancel+ed|voided|removed|waived|charged (?:it |them |that )?back|"
    r"(?:gave|paid|put) (?:me |us )?(?:it |them |that |(?:the |my )?(?:[$€£]?\d[\d.,]*|\w+)(?: (?:one|money|payment|charge|amount|fee))? )?back|"
    r"(?:gave|sent|issued|offered) (?:me |us )?(?:a |an |the )?(?:\w+ )?(?:discount|voucher|coupon|code|credit|refund|replacement|partial refund|goodwill))\b"
    r"|\b(?:through|via|with|by) (?:a |the )?charge-?back\b|\b(?:did|raised|filed|won|opened) (?:a )?charge-?back\b|\bcharged (?:it|them|that) back\b"
    r"|\bleave (?:that|it|this|them|those) (?:alone|be|as (?:it is|they are))\b|\bnothing (?:left |more |else )?(?:to do|needed|for you to do)\b(?! with (?:you|your|the shop|sundry))", re.I)
_EARLIER = re.compile(
    r"\blast (?:spring|summer|autumn|fall|winter|year|christmas|easter|time)\b|\b(?:a|one|two|three|four|five|few|couple of|several) "
    r"(?:years?|months?) ago\b|\b(?:an?|my|our|the) (?:previous|earlier|older|past|prior|last|first) (?:order|purchase|delivery|parcel|shipment)\b"
    r"|\bin the past\b|\bonce before\b|\bback in (?:\w+ )?(?:19|20)\d\d\b|\bback in (?:january|february|march|april|may|june|july|august|"
    r"september|october|november|december|the spring|the summer)\b|\bin (?:19|20)\d\d\b", re.I)
# ...unless it is happening again, or still.
_NOW = re.compile(r"(?<!thank you )(?<!thanks )\b(?:again|still|this time|now|but|however|yet|second time|once more|same thing)\b", re.I)
_GOODS_FINE = GOODS_FINE
_PACKAGING = PACKAGING  # a box, a parcel: what goods come in (runs.fine_clauses)

# Doubt: a sentence that names a problem and yet is not a confident claim of one. Money follows a
# claim (the guard's request_in_ticket reads the kinds), so a doubted sentence carries no kind the
# runtime acts on: it is context, or a request of kind `other` that a person answers. What it would
# have been read as is kept (`doubted`), for the reviewer.
# - another person's order: "my neighbour's order was damaged";
_PERSON = (r"(?:neighbou?r|friend|sister|brother|mum|mom|mother|dad|father|colleague|partner|wife|husband|son|daughter|cousin|aunt|uncle|"
           r"flatmate|roommate|boss|gran|grandma|grandmother|grandad|grandfather|niece|nephew)(?:-in-law)?")
_OTHER_PERSONS_ORDER = re.compile(
    rf"\b(?:my |our |a )?{_PERSON}(?:'s|’s|s'|s’) (?:\w+ )?(?:order|parcel|package|delivery|one|item|box|purchase|account)s?\b(?! (?:from|for) me\b)", re.I)
# ...passed on for that person: "she asked me to mention it", "on his behalf".
_RELAYED = re.compile(r"\b(?:asked|wanted|told|begged) me to\b|\bon (?:her|his|their) behalf\b|\bpass(?:ing)? (?:it |this |that )?on\b"
                      r"|\b(?:for|to) (?:her|him|them)\b", re.I)
_SOMEONE_ELSES = re.compile(
    _OTHER_PERSONS_ORDER.pattern +
    r"|\b(?:someone|somebody|a friend|other people|others|other customers|a lot of people|loads of people|lots of people|my friends|people|reviewers?|reviews) "
    r"(?:else(?:'s|’s)? )?(?:[\w'’]+ ){0,4}?(?:had|got|received|said|say|says|report\w*|mentioned|told me|complain\w*|moan\w*|warn\w*)\b", re.I)
# - the customer's own goods said to be fine in the same sentence: "..., but mine arrived perfectly";
_MINE_FINE = re.compile(r"\b(?:but|though|while|whereas|yet|however)\b[^.!?]{0,20}\b(?:mine|ours|my (?:order|one|parcel|\w+)|our (?:order|one|parcel|\w+))\b"
                        r"[^.!?]{0,40}\b(?:fine|ok|okay|intact|perfect\w*|undamaged|unharmed|safely|in one piece|great|brilliant|no problem)\b", re.I)
# - a question about a remedy already asked for, promised or under way: "has my refund gone through yet?";
_REMEDY_STATUS = re.compile(
    r"\b(?:refund|replacement|credit|reimbursement|exchange|new one|money)\b[^.!?]{0,60}\b(?:gone through|go through|been (?:sent|issued|processed|posted|"
    r"dispatched|shipped|approved|paid)|on (?:its|the) way|yet|any news|status|update|arriv\w* yet|reach(?:ed)? me|would (?:reach|arrive|come|be(?! (?:\w+ )?(?:lovely|great|nice|appreciated|brilliant|wonderful|good|ideal|perfect|fab|fabulous|amazing|helpful|kind|grand|super|fantastic|ace|much appreciated)\b))|"
    r"was (?:promised|supposed|meant)|still (?:not|waiting|pending))\b"
    r"|\b(?:has|have|did|is|when will|when is|where is|where's|any news on|any update on|status of|still waiting (?:for|on))\b[^.!?]{0,30}\b(?:my|the|our) "
    r"(?:refund|replacement|credit|reimbursement|exchange|new one)\b"
    r"|\b(?:told|promised|assured|said)\b[^.!?,;]{0,40}\b(?:refund|replacement|credit|reimbursement)\b", re.I)
# - a question about the goods or the shop that tells of nothing that happened: "does it come with a UK
#   plug?", "If the speaker arrives damaged, can I still return it?".
_HYPOTHETICAL_ASK = re.compile(
    r"^\W*(?:[\w' ]{0,24}\b(?:question|query)s?\s*[:\-—–]\s*)?(?:(?:and|also|so|but|oh|just)\s+)?"
    r"(?:(?:if|in case|should (?:it|they|the|my|this)|what if|what happens if|suppose|supposing|assuming|when (?:it|they) (?:arrive|come)s?)\b|"
    r"(?:does|do|will|would|can|could|is|are) (?:the|it|this|these|they|that|those|a|an|your)\b(?! \w+ (?:ever|still) )"
    r"(?![^.!?]*\b(?:arrived|came|was|were|broke|got|turned up|showed up|been|sent|delivered|charged|billed)\b))(?=[^.!?]*\?\s*$)",
    re.I)
_PAST_EVENT = re.compile(r"\b(?:arrived|came|turned up|showed up|broke|was|were|got|received|delivered|charged|billed|took|taken|happened)\b", re.I)
# A question about where something already asked for or done stands: "Has the refund gone through?",
# "did you ever refund the first charge", "was my return received??". It asks to be answered from the
# record and tells of nothing new: the problem words in it ("the first charge") are no claim, so it
# is a request to answer (kind `other`, or `question` for a replacement), never a new refund claim.
_STATUS_THING = (r"(?=[^.!?]*\b(?:courier|driver|refund\w*|reimburs\w*|credit\w*|money|return\w*|replacement|exchange|swap|collection|cancel+ation|order|"
                 r"parcel|package|label|payment|complaint|claim|case|request|new one|it|them)\b)")
_STATUS_DONE = (r"(?:gone through|go(?:ne)? ahead|went (?:through|ahead)|come through|came through|been \w+|received|rec(?:ei|ie)ved|recieved|arrived|"
                r"processed|issued|approved|accepted|started|happened|cleared|landed|refunded|credited|reimbursed|paid|cancel+ed|collected|picked up|"
                r"shipped|dispatched|sent|posted|logged|registered|done|complete|completed|sorted|through|on (?:its|the|their) way|underway|"
                r"in progress|pending|going ahead|happening|back|coming|being \w+)")
_STATUS_ASK = re.compile(
    r"(?:^|[:,;–—-]\s)\W*(?:(?:hi|hello|hey|and|also|so|just|oh|btw|ps|p\.s\.|quick question|one more thing|lastly|finally|plus|anyway)[\s,:!.-]+)*"
    r"(?:"
    # "has the refund gone through", "have you received my return", "had anyone processed it"
    rf"(?:has|have|had|hasn'?t|haven'?t)\s+(?:you|u|anyone|anybody|someone|somebody|they|the|my|our|your|it|this|that|these|those)\b{_STATUS_THING}"
    rf"[^.!?,;]{{0,45}}?\b{_STATUS_DONE}\b"
    # "was my return received", "is my refund on its way", "are the credits through yet"
    rf"|(?:is|are|was|were|isn'?t|wasn'?t)\s+(?:the|my|our|your|it|this|that|these|those|a|an|any)\b{_STATUS_THING}[^.!?,;]{{0,45}}?\b{_STATUS_DONE}\b"
    # "did you ever refund the first charge", "did the return get to you", "did my refund go through"
    rf"|(?:did|didn'?t)\s+(?:you|u|anyone|anybody|someone|somebody|they|the|my|our|your|it)\b{_STATUS_THING}[^.!?]{{0,30}}?\b"
    r"(?:ever|actually|already|even|definitely|get round to)?\s*(?:refund|credit|reimburse|process|receive|recieve|get|cancel|collect|issue|"
    r"approve|pick (?:it |them )?up|go through|go ahead|arrive|land|clear|come through|reach)\b"
    r")"
    # asked indirectly: "just checking whether the refund went through", "can you tell me if my return arrived"
    r"|\b(?:wonder(?:ing)?|checking|check|ask(?:ing)?|know|confirm|tell me|let me know|find out|see)\s+(?:\w+\s+){0,2}?(?:whether|if)\s+"
    rf"(?:you|u|the|my|our|it|anyone|someone|they)\b{_STATUS_THING}[^.!?,;]{{0,45}}?\b(?:{_STATUS_DONE}|ever|yet)\b", re.I)
# ...but not a request put as a question: "is it possible to get a refund?", "has it got to be returned?".
_STATUS_NOT = re.compile(r"\b(?:refundable|returnable|exchangeable|possible|a way|any way|ok|okay|alright|allowed|able|entitled|eligible|supposed|meant|going to|due|have to|got to|need to)\b", re.I)


def _asks_status(text: str) -> bool:
    """Whether a sentence asks where something already asked for or done stands."""
    m = _STATUS_ASK.search(text)
    return bool(m) and not _STATUS_NOT.search(m.group(0))


# Asking that something NOT be done. A unit not to be sent ("don't send another", "no new one") is
# the replacement question (`question`: the plan confirms none is sent); anything else ("don't
# refund it to my card", "do not cancel my order", "don't ship the second parcel") is a constraint
# a person reads (`other`), and the action it forbids is recorded so that no decision of that action
# on the order passes the guard without a person (runs/guards.py, request_in_ticket).
_NEGATED_ACTION = re.compile(
    r"(?:^|[,;:—–(-]\s*|\b(?:please|pls|kindly|and|but|so|just|then|i'?d rather you|i would rather you|i ask you to|i'?m asking you to|"
    r"whatever (?:happens|you do)|in any case|either way|for now|honestly|seriously|also|again|though)\s+)"
    r"(?:(?:you|u|we)\s+)?(?:do not|don'?t|dont|do NOT|no need to|please do not|please don'?t|rather not|don'?t bother to|don'?t go ahead and|"
    r"needn'?t|need not|don'?t need to|do not need to|don'?t have to|do not have to|there'?s no need to)\s+(?:\w+\s+){0,2}?"
    r"(?P<verb>refund\w*|cancel\w*|return\w*|collect\w*|charg\w*|ship\w*|send\w*|sent|post\w*|dispatch\w*|deliver\w*|close\w*|delete\w*|replace\w*|"
    r"exchange\w*|credit\w*|process\w*|bill\w*|swap\w*)\b", re.I)
_ACTION_OF = {"refund": "refund", "credit": "refund", "process": "refund", "cancel": "cancellation", "return": "return", "collect": "collection",
              "charg": "charge", "bill": "charge", "ship": "shipping", "send": "shipping", "sent": "shipping", "post": "shipping",
              "dispatch": "shipping", "deliver": "shipping", "close": "account", "delete": "account", "replace": "replacement",
              "exchange": "replacement", "swap": "replacement"}


# Money declined as a noun: "I don't want my money back", "I don't need a refund", "no refund
# necessary", "I'm not after a refund". Read only as a verb ("don't refund"), these forbade nothing
# and the refund the customer declined was paid.
_MONEY_NOUN = (r"(?:a\s+|any\s+|my\s+|the\s+|your\s+|a\s+full\s+|a\s+partial\s+)?(?:(?:delivery|shipping|postage|courier|express|late)\s+)?"
               r"(?:refund\w*|refnd\w*|reimburs\w*|money(?:\s+back)?|cash\s+back|compensation|"
               r"(?:fee|charge|cost|postage|shipping|[$€£]\s?\d[\d.,]*)\s+(?:back|refunded|returned|reimbursed))\b")
_NEGATED_MONEY = re.compile(
    r"\b(?:do not|don'?t|dont|didn'?t|did not|won'?t|wont|would not|wouldn'?t|no longer|never)\s+(?:really\s+|even\s+|actually\s+|honestly\s+)?"
    rf"(?:want|need|expect|require|ask(?:ed)? for|asking for|looking for|after)\s+{_MONEY_NOUN}"
    rf"|\b(?:not|i'?m not|i am not|we'?re not|we are not)\s+(?:really\s+)?(?:after|asking for|looking for|wanting|seeking|chasing|bothered about)\s+{_MONEY_NOUN}"
    rf"|\b(?:rather not|would rather not|'d rather not)\s+(?:have|get|take|receive|be given)\s+{_MONEY_NOUN}"
    r"|\bno\s+(?:need\s+(?:for|of)\s+(?:a\s+|any\s+)?(?:refund|reimbursement|money back)"
    # what the refund is of, when it is a fee: "no need for a refund on the postage"
    r"(?:\s+(?:on|for|of)\s+(?:the|my|that|this|our)\s+(?:(?:delivery|shipping|postage|courier|express|late)\s+)?(?:fee|charge|cost|postage|shipping)s?)?"
    r"|(?:refund|reimbursement|money back)s?\s+(?:is\s+|are\s+)?"
    r"(?:necessary|needed|required|wanted|please|pls|thanks|thank you|for me|for us))\b"
    # the goods named between: "no refund for the jug please", "no refund on the mat needed"
    r"|\bno\s+(?:refund|reimbursement|money back)s?\s+(?:for|on)\s+(?:the|my|that|this|those|these|it|them)\b[^.!?;,]{0,30}?"
    r"\b(?:necessary|needed|required|wanted|please|pls|thanks|thank you)\b", re.I)


# ---- Money the customer asks to hold, declines or waives, in the shapes the tables above miss ----
# One table, so every shape of "not this money, or not now" is read in one place. A hold or a
# condition on a refund ("hold off on refunding it until I've sent photos", "wait until the return
# lands before you refund", "not yet") is no refund now: the sentence goes to a person with the refund
# forbidden, and the claim it is about stays open for them (never taken back as declined). A refusal
# ("I'd rather you didn't refund the pillowcases", "don't bother refunding it", "you don't have to
# refund me") and a waived fee ("just keep the delivery fee", "forget about the postage") decline
# that money, as "no need to refund" does.
_MONEY_VERB = r"(?:refund\w*|refnd\w*|reimburs\w*|credit\w*|pay(?:ing)?\s+(?:it|them|me|that)\s+back|(?:giv|send|put)(?:e|ing)?\s+(?:me\s+)?(?:it|them|the\s+money|my\s+money)\s+back)"
_MONEY_NOUNISH = r"(?:(?:the|a|any|my|your)\s+)?(?:refund\w*|reimbursement|credit|money|payment)"
# Said to the shop, not told of it: at the start of a clause or after "please", "just", "could you"...
# ("why did you put my refund on hold?", "how long do I have to wait for my refund?" hold nothing).
_TO_US = (r"(?:^\W*|[,;:–—(]\s*|\s-\s*|\b(?:please|pls|kindly|just|so|and|but|then|honestly|if possible|(?:can|could|would) (?:you|u)|"
          r"i'?d like you to|i would like you to|i want you to|i need you to|i'?d ask you to|i'?d rather you|i would rather you)\s+)")
_HOLD_SHAPES = (
    # "hold off on refunding it", "hold off with the refund", "hold back on the money"
    rf"{_TO_US}(?:please\s+|just\s+)?hold\s+(?:off|back|fire)\s+(?:on\s+|with\s+|from\s+)?(?:{_MONEY_VERB}|{_MONEY_NOUNISH})\b",
    rf"{_TO_US}(?:please\s+|just\s+)?(?:put|keep|place|leave)\s+(?:the\s+|my\s+|any\s+|that\s+)?(?:refund|reimbursement|credit|money|payment)\s+on\s+hold\b",
    # "wait until I've sent photos before refunding", "please hang on before you refund anything"
    rf"{_TO_US}(?:please\s+|just\s+)?(?:wait|hang\s+on|hold\s+on)\b[^.!?]{{0,80}}?\b(?:before|until|till|til)\s+(?:you\s+|anyone\s+|we\s+)?"
    rf"(?:{_MONEY_VERB}|issu\w*|process\w*|do(?:ing)? anything|go(?:ing)? ahead)",
    rf"{_TO_US}(?:please\s+|just\s+)?(?:wait|hang\s+on|hold\s+on)\s+(?:until|till|til)\b[^.!?]{{0,80}}?\b(?:to|and then|then|before you)\s+{_MONEY_VERB}",
    # "the refund can wait until I've spoken to my husband"
    r"\b(?:the|any|my)\s+(?:refund|reimbursement|money|credit)\s+(?:can|could|should|will|must)\s+wait\b",
    # "don't refund it just yet", "do not process a refund for now"
    rf"\b(?:don'?t|do not|dont)\s+(?:\w+\s+)?(?:{_MONEY_VERB}|{_MONEY_NOUNISH})\s+(?:\w+\s+){{0,3}}?(?:yet|just yet|for now|right now|at the moment)\b",
    # a refund asked only as the fallback of a remedy under a condition: "send one if it can come by the
    # 28th; otherwise just refund it", "If not, a refund please". Whether the condition fails is for a
    # person to find out, so the refund waits for them: paid at once, the first choice was lost.
    r"(?:^\W*|[,;:–—]\s*)(?:and\s+|but\s+|or\s+)?(?:otherwise|if not|failing (?:that|this)|or else)\b[,\s]*(?:then\s+)?"
    r"(?:just\s+|please\s+|simply\s+|kindly\s+)?[^.!?;]{0,30}?\b(?:refund\w*|money back|reimburs\w*)",
)
_REFUSAL_SHAPES = (
    # "I'd rather you didn't refund the pillowcases", "we'd prefer you not to credit it"
    rf"\b(?:i|we)(?:'d|’d| would)\s+(?:rather|prefer|sooner)\s+(?:that\s+)?(?:you|u|sundry|the shop)\s+(?:didn'?t|did not|not|wouldn'?t|would not|don'?t|do not)"
    rf"\s+(?:to\s+)?(?:\w+\s+){{0,2}}?{_MONEY_VERB}",
    # "don't bother refunding it", "no need to bother with a refund"
    rf"\b(?:don'?t|do not|dont|no need to|needn'?t|need not)\s+bother\s+(?:to\s+|with\s+|about\s+)?(?:{_MONEY_VERB}|{_MONEY_NOUNISH})",
    # "you don't have to refund me", "there's no need to refund the mug", "you needn't refund it"
    rf"\b(?:you|u)\s+(?:don'?t|do not|dont)\s+(?:need|have)\s+to\s+(?:\w+\s+)?{_MONEY_VERB}",
    rf"\b(?:you|u)\s+(?:needn'?t|need not)\s+(?:\w+\s+)?{_MONEY_VERB}",
    rf"\bthere(?:'s|’s| is)\s+no\s+need\s+(?:to\s+(?:\w+\s+)?{_MONEY_VERB}|for\s+(?:a\s+|any\s+)?(?:refund|reimbursement|money back))",
)
_FEE = r"(?:delivery|shipping|postage|courier|express|p&p|carriage)(?:\s+(?:fee|charge|cost|money))?"
_WAIVED_FEE_SHAPES = (
    # the shop told to keep the fee: "just keep the delivery fee", "you can keep the postage" (not "I'll keep ...",
    # nor "why did you keep the delivery fee?")
    rf"(?:{_TO_US}(?:just\s+)?|\b(?:you|u)\s+(?:can|could|may)\s+(?:just\s+)?|\bhappy\s+for\s+you\s+to\s+|\bfeel\s+free\s+to\s+)keep\s+"
    rf"(?:the|that|your|my)\s+(?:late\s+)?{_FEE}\b(?![^.!?]*\?)",
    rf"{_TO_US}(?:just\s+)?(?:forget|never\s+mind|don'?t\s+worry)\s+(?:about\s+)?(?:the|that|my)\s+(?:late\s+)?{_FEE}\b(?![^.!?]*\?)",
    # a declared non-claim for the lateness: "I do not, at this time, seek any compensation for the delay",
    # "we are not claiming a refund of the postage". Read as telling more of the late delivery, it paid the fee.
    r"\b(?:do|does|am|are|will|shall)\s*(?:n'?t|not)\b[\s,]*(?:(?:at\s+(?:this\s+(?:time|stage|point)|present|the\s+moment)|for\s+now|currently|presently|now)[\s,]+)?"
    r"(?:seek\w*|claim\w*|request\w*|ask\w*\s+for|pursu\w*|want\w*|expect\w*)\s+(?:any\s+|a\s+|the\s+)?"
    rf"(?:compensation|refund|reimbursement|money|credit)\s+(?:for|of|on|over|regarding)\s+(?:the|this|that|my|its)\s+"
    rf"(?:(?:late|slow)\s+)?(?:delay\w*|lateness|late\s+deliver\w*|late\s+arrival|{_FEE})\b",
)
_HOLD = re.compile("|".join(_HOLD_SHAPES), re.I)
_REFUSAL = re.compile("|".join(_REFUSAL_SHAPES), re.I)
_WAIVED_FEE = re.compile("|".join(_WAIVED_FEE_SHAPES), re.I)


def money_held(text: str) -> list[tuple[tuple[int, int], str]]:
    """Where a sentence holds, declines or waives money in the shapes above, and what: "refund", or
    "delivery_refund" when only the delivery fee is named ("hold off on refunding the postage")."""
    out = []
    for pattern in (_HOLD, _REFUSAL):
        for m in pattern.finditer(text):
            fee = re.search(rf"\b{_FEE}\b", text[m.start(): m.end() + 40], re.I) and not _GOODS_OBJECT.search(text, m.start())
            out.append((m.span(), "delivery_refund" if fee else "refund"))
    out += [(m.span(), "delivery_refund") for m in _WAIVED_FEE.finditer(text)]
    return out


def _asks_beside_hold(text: str) -> bool:
    """Whether a sentence that holds money also asks something in a clause of its own ("hold the refund
    and send me a label")."""
    held = [span for span, _ in money_held(text)]
    bounds = [0, *(m.start() for m in _CLAUSE_START.finditer(text)), len(text)]
    return any(not any(a <= h < b or h <= a < e for h, e in held) and _CLAUSE_ASK.search(text[a:b]) for a, b in zip(bounds, bounds[1:]))


def holds_money(text: str) -> bool:
    """Whether a sentence asks that money wait (a hold or a condition), not that it never be paid."""
    return bool(_HOLD.search(text))


def _money_declined(text: str) -> list[str]:
    """"refund" when a sentence declines money as a noun; "delivery_refund" when only the delivery fee's
    ("I don't want the delivery fee back"): that wish does not hold the refund of a broken bowl."""
    out = []
    for m in _NEGATED_MONEY.finditer(text):
        action = "delivery_refund" if re.search(r"\b(?:delivery|shipping|postage|courier|express|fees?)\b", m.group(0), re.I) else "refund"
        if action not in out:
            out.append(action)
    return ["refund"] if "refund" in out else out


# The delivery fee named as what is not to be refunded: "please don't refund the delivery fee".
_FEE_OBJECT = re.compile(r"^\s*(?:\w+\s+)?(?:the|my|that|this|our)?\s*(?:late\s+)?(?:delivery|shipping|postage|courier|express|p&p)\b", re.I)


# The noun form of a negated action: "no return please", "no collection needed", "no replacement thanks".
_NO_ACTION = re.compile(r"\bno\s+(?P<noun>return|collection|pick-?up|exchange|replacement|cancellation)s?\s+(?:is\s+)?"
                        r"(?:please|pls|thanks|thank you|needed|necessary|required|wanted|for me|for us)\b", re.I)
_NOUN_ACTION = {"return": "return", "collection": "collection", "pickup": "collection", "pick-up": "collection", "exchange": "replacement",
                "replacement": "replacement", "cancellation": "cancellation"}


# A send asked not to happen again is a unit not to be sent: "don't send it again", "do not ship them out a second time".
_AGAIN = re.compile(r"^\s*(?:(?:it|them|one|that|this|these|those|me|us|out|over|the\s+[\w-]+)\s+){0,2}(?:again|a\s+second\s+time|once\s+more|twice)\b", re.I)


def resend_forbidden(text: str) -> tuple[int, int] | None:
    """Where a sentence asks that the goods not be sent again ("DO NOT SEND IT AGAIN"), or None."""
    for m in _NEGATED_ACTION.finditer(text):
        if _ACTION_OF.get(next((stem for stem in _ACTION_OF if m.group("verb").lower().startswith(stem)), ""), "") == "shipping" \
                and _AGAIN.match(text[m.end():]):
            return m.span()
    return None


def _forbidden(text: str) -> list[str]:
    """The actions a sentence asks NOT to be done ("please don't refund it to my card": refund)."""
    out = [*_money_declined(text)]
    for _, action in money_held(text):
        if action not in out:
            out.append(action)
    for m in _NO_ACTION.finditer(text):
        if (action := _NOUN_ACTION[m.group("noun").lower()]) not in out:
            out.append(action)
    for m in _NEGATED_ACTION.finditer(text):
        if re.match(r"\s*(?:up|in|out|through|back to (?:me|you))\b", text[m.end():], re.I) and m.group("verb").lower().startswith(("ship", "send", "deliver")):
            continue
        verb = m.group("verb").lower()
        action = next((a for stem, a in _ACTION_OF.items() if verb.startswith(stem)), None)
        if action == "refund" and _FEE_OBJECT.match(text[m.end():]):
            action = "delivery_refund"  # "don't refund the delivery fee": the fee only, not the goods
        if action == "shipping" and _AGAIN.match(text[m.end():]):
            action = "replacement"  # "DO NOT SEND IT AGAIN": the unit again, as "I do not want another one sent"
        if action and action not in out:
            out.append(action)
    if "refund" in out and "delivery_refund" in out:
        out.remove("delivery_refund")
    return out


# A refund the customer declined for the delivery fee holds only the refunds that pay a fee back.
_FEE_KINDS = ("late_delivery", "duplicate_charge")
# Every refund declined at once: "please don't refund anything", "no refund at all".
_ALL_MONEY = re.compile(r"\b(?:refund\w*|money|reimburs\w*)\s+(?:(?:me|us)\s+)?(?:anything|at all|any of (?:it|this|that|them))\b"
                        r"|\b(?:don'?t|do not|no need to)\s+(?:\w+\s+)?(?:refund|reimburse|pay)\s+(?:me\s+)?(?:for\s+)?(?:anything|any of)\b", re.I)
HOLD_WHY = "asks that the refund wait (a hold or a condition): no refund now, a person holds it until the customer's condition is met"


# Asking for a remedy other than money: "send a replacement instead of refunding it", "could I get the
# green one instead?", "I'd prefer an exchange".
_SIZE_OR_COLOUR = (r"size|colou?r|shade|finish|style|model|version|xxs|xs|xl|xxl|\d?xl|small|smaller|medium|large|larger|bigger|extra[- ]large|"
                   r"black|white|grey|gray|green|blue|red|navy|pink|yellow|brown|beige|oak|walnut|cream|silver|gold|purple|orange|teal|"
                   r"charcoal|ivory|olive|burgundy|mustard|sage|tan|khaki|lilac")
_ALTERNATIVE = re.compile(
    r"\b(?:instead of|rather than) (?:a |the |my |giving me a |giving me my |giving me )?(?:refund\w*|money back|credit\w*|reimburs\w*|my money)\b"
    r"|\b(?:replacement|exchange|swap|another one|a new one)\b[^.!?]{0,40}?\b(?:rather than|not|instead of) (?:a |the |my |getting (?:a |the |my )?)?(?:refund|money)\b"
    r"|\b(?:rather|prefer|preferably)\b(?P<a>[^.!?]{0,40}?)\b(?:replacement|exchange|swap|another (?:one|\w+)|a new (?:one|\w+)|send (?:me |us )?another)\b"
    r"|\b(?:could|can|may|would)\s+(?:i|we|you)\s+(?:please\s+)?(?:get|have|swap|exchange|send|receive)\b(?P<b>[^.!?]{0,50}?)\binstead\b"
    r"|\b(?:swap|exchange)\s+(?:it|them|this|these|(?:the|my|this|that)\s+(?:\w+\s+){0,2}?\w+)\s+(?:for|with)\b"
    # the same goods in another size or colour: "can I have it in a large?", "could you send me the green one?"
    r"|\b(?:could|can|may|would)\s+(?:i|we|you)\s+(?:please\s+)?(?:get|have|send (?:me|us)|swap|exchange|switch|change)\s+"
    r"(?:it|them|this|these|that|one|mine|(?:the|my|this|that) [\w-]+)\s+(?:in|for|to|into)\s+(?:a |an |the )?(?:[\w-]+ )?"
    rf"(?:{_SIZE_OR_COLOUR})\b"
    r"|\b(?:could|can|may|would)\s+(?:i|we|you)\s+(?:please\s+)?(?:get|have|send (?:me|us))\s+(?:the|a|an)\s+"
    rf"(?:{_SIZE_OR_COLOUR})(?:(?: [\w-]+)? (?:one|ones|version|instead|pair)| size| colou?r)\b", re.I)
_MONEY_OR_NOT = re.compile(r"\b(?:refund\w*|money|cash|credit\w*|reimburs\w*|than|not|n't)\b|n't\b", re.I)


# Asking FOR a unit ("could you send me a replacement?", "I'd like a new one", "pls resend it"): a remedy
# other than money that a person arranges, not the replacement question (whether one is coming, or
# that none be sent), which the record answers. Read before as that question, the ask was answered
# "no replacement is being sent" and dropped.
_UNIT_ASKED = re.compile(
    r"\b(?:please|pls|plz|kindly|(?:could|can|would|will) (?:you|u|someone|somebody)|(?:can|could|may) (?:i|we)|(?:is|would) it be possible to|"
    # the ask put as a question of whether it can be done: "Is it possible to get a replacement ...?"
    r"is it (?:at all )?possible (?:for (?:me|us) )?to|is there (?:any )?(?:way|chance) (?:to|of|(?:i|we|you) could)|any chance of|"
    r"any chance (?:you|u) could|i'?d (?:like|love|prefer|appreciate)|i would (?:like|love|prefer|appreciate)|(?:i|we) (?:want|need|expect)|"
    r"(?:i'?m|i am|we'?re) (?:asking|hoping) for)\s+(?:\w+\s+){0,3}?"
    r"(?:(?:send|ship|post|get|have|arrange|dispatch|give|receive)\s+(?:me\s+|us\s+|out\s+)?(?:a |an |another |the |my |one )?(?:[\w-]+\s+)?"
    r"(?:replacement|new one|another one|fresh one|new \w+ sent)|(?:a |another )(?:[\w-]+\s+)?(?:replacement|new one|another one)"
    r"|re-?send(?:ing)?\s+(?:it|them|the (?!invoice|receipt|e-?mail|link|code|label|confirmation)\w+|one)|re-?ship\w*|send (?:it|them|one) again)\b", re.I)


# ...or as a plain imperative after the money is declined: "I don't want my money back - just send me a new lamp".
_UNIT_SEND = re.compile(
    r"(?:^\W*|[,;:(]\s*|\s[-–—]+\s*|\b(?:just|so|then|and|but|instead|rather|simply)\s+)(?:please\s+|pls\s+|plz\s+|kindly\s+)?"
    r"(?:send|ship|post|dispatch|mail)" + _NOT_PAPERS + r"\s+(?:me|us|out|over)\s+(?:a\s+|an\s+|the\s+)?"
    r"(?:new|replacement|fresh|another|right|correct|second|working|proper|undamaged)\b", re.I)


GOODS_INSTEAD = "asks for a remedy other than a refund"


# The claims whose return or collection refunds the goods when they come back.
MONEY_ON_ARRIVAL = ("damaged_item", "wrong_item", "change_of_mind")


def forbids_action(forbids: list[str], goods_instead: bool, action: str, kind: str, *, scope: list[str] | None = None,
                   delivery_charge: bool = True, return_asked: bool = False) -> bool:
    """Whether a sentence asks that `action` not be taken on a subtask of `kind`. Asking for other
    goods instead of money ("could I get the green one instead?") forbids the goods' refund, not the
    refund of a charge billed twice or of a delivery fee. `scope`: the kinds a declined refund is of
    (ReadSentence.forbid_kinds; empty, every kind): "no need to refund the chipped mug" holds the mug,
    not the late fee. A declined delivery fee holds the late fee, and a charge taken twice only when
    the copy is a delivery charge (`delivery_charge`; unknown, it holds). `return_asked`: the same
    sentence asks for the goods to go back ("no need to refund me, just send the large and tell me how
    to send the medium back"): the refund is declined, the return is not."""
    if scope and action == "refund" and kind not in scope:
        return False
    if action == "refund" and "delivery_refund" in forbids and (kind == "late_delivery" or (kind == "duplicate_charge" and delivery_charge)):
        return True
    if action in ("return", "collection") and "refund" in forbids and kind in MONEY_ON_ARRIVAL and action not in forbids:
        return not return_asked  # "I don't want a refund - send me the white pair": a return pays the money back when it lands
    return action in forbids and not (goods_instead and kind in ("duplicate_charge", "late_delivery"))


def declined_scope(kinds: list[str], forbids: list[str]) -> list[str]:
    """The kinds a declined refund holds: those of the claim declined, and a non-delivery for a damage
    claim (the runtime turns one into the other once the scans say the parcel never came)."""
    if "refund" not in forbids or not kinds:
        return []
    return list(dict.fromkeys([*kinds, *(["non_delivery"] if "damaged_item" in kinds else [])]))


def _alternative(text: str) -> bool:
    """Whether a sentence asks for a remedy other than money ("send a replacement instead of
    refunding it"), not money instead of waiting ("can I get a refund now instead of waiting?")."""
    if (wished := _GOODS_WISHED.search(text)) and not _MONEY_OR_NOT.search(text, 0, wished.start()):
        return True
    for m in _ALTERNATIVE.finditer(text):
        between = m.group("a") if m.group("a") is not None else m.group("b")
        if between is None or not _MONEY_OR_NOT.search(between):
            return True
    return False


# Asking for the remedy in question form ("Is the delivery charge refundable?"): a request, not a question about nothing.
_REMEDY_ASKED = re.compile(r"\b(?:refund\w*|money back|reimburs\w*|credit\w*|replace\w*|exchange\w*|swap\w*|return\w*|send (?:it|them) back|"
                           r"compensat\w*|back)\b", re.I)


# - the customer declines the remedy, whatever the verb form: keeps the goods, fixed them, wants
#   nothing, no longer needs the label: "one leg wobbles but I'd rather not send it back, I've fixed it".
_DECLINES = re.compile(
    r"\b(?:i'?ll|i will|i'?m going to|i'?ve decided to|i have decided to|decided to|i'?d rather|i would rather|i'?d prefer to|happy to|"
    r"i'?m happy to|i can|we'?ll|we will|i'?m|i am|we'?re|i'?d like to|i would like to|i want to|we'?d like to|i'?d love to|i'?d sooner)\s+(?:just\s+|simply\s+|still\s+)?keep(?:ing)?\s+(?:it|them|this|these|the\s+\w+|my\s+\w+)\b"
    r"|\b(?:i'?ve|i have|we'?ve|i|we|i'?ll|already)\s+(?:\w+\s+)?(?:fixed|glued|repaired|mended|sorted|patched|sewn|stitched|tightened)\s+(?:it|them|that|the\s+\w+)"
    r"(?:\s+(?:up|myself|ourselves|with\b|back|again))?"
    r"|\b(?:no longer|don'?t|do not|won'?t|shan'?t)\s+(?:\w+\s+)?(?:need|want|require)\s+(?:the|a|an|any|your|my)\s+(?:\w+\s+)?"
    r"(?:return|label|collection|courier|pick-?up)\b"
    r"|\b(?:i'?d|i would|we'?d)\s+rather\s+not\s+(?:\w+\s+){0,2}?(?:send|return|post|claim|bother)\b"
    r"|\b(?:please\s+)?(?:do not|don'?t|no need to)\s+(?:\w+\s+)?(?:start|open|begin|raise|arrange|book|set up)\s+(?:a|the|any)\s+(?:\w+\s+)?"
    r"(?:return|refund|claim|collection|exchange|replacement)\b"
    r"|\b(?:was|is)\s+(?:entirely\s+|totally\s+|all\s+)?(?:my|our)\s+(?:own\s+)?(?:mistake|fault|error|doing)\b"
    r"|\b(?:my|our)\s+(?:own\s+)?(?:mistake|fault|error)\b(?=[^.!?]*\bkeep\b)"
    r"|\b(?:(?:don'?t|do not|dont)\s+(?:really\s+|even\s+)?(?:want|need|expect)|(?:i'?m|i am|we'?re|we are)\s+not\s+(?:really\s+)?(?:after|asking for|looking for|chasing))"
    # "I am not asking for anything else": nothing beyond what was asked, which declines nothing
    r"\s+(?:(?:anything|nothing)(?!\s+(?:else|more|further|extra|besides|on top|beyond))|money|my money|a penny|compensation|"
    r"(?:a|any) (?:refund|reimbursement)(?= or anything| or whatever| at all|[.!,;]| for (?:it|them|this|that)\b))", re.I)
# ...unless, after the declining words, the customer turns to ask for a remedy after all.
_REMEDY_AFTER = re.compile(r"\b(?:but|however|though|although|except|yet)\b[^.!?]*\b(?:refund\w*|money back|replace\w*|credit\w*|discount|"
                           r"partial|compensat\w*|return\w*|send\w* (?:it|them) back)\b", re.I)
# - a counterfactual or a general question: "had it been late I'd have asked...", "does your site ever charge twice if...".
_COUNTERFACTUAL = re.compile(
    r"\b(?:i|we)(?:'d| would| might| could)\s+have\s+(?:\w+\s+)?(?:asked|wanted|complained|claimed|requested|been|sent|returned|needed|demanded)\b"
    r"|^\W*(?:but\s+|and\s+)?had\s+(?:the|my|it|they|our|this|that|your)\b[^.!?]{0,60}\b(?:been|arrived|come|broken|gone)\b"
    r"|\b(?:if|had)\s+(?:the|my|it|they|our)\b[^.!?]{0,40}\bhad\s+(?:been|arrived|come|broken)\b", re.I)
_GENERAL_ASK = re.compile(
    r"^\W*(?:(?:and|also|so|but|oh|just)\s+)?(?:does|do|will|would|can|could|is|are|has|have)\s+(?:your|the|this|it|you|they|a|an)\b[^.!?]{0,20}?\b"
    r"(?:ever|usually|normally|sometimes|always|generally|typically)\b"
    r"|\b(?:would|will|could|can|may)\s+(?:i|we)\s+(?:still\s+)?(?:be able to|be allowed to|get to)?\s*[^.!?]{0,40}\b(?:if|in case|should|when)\s+"
    r"(?:it|they|the\s+\w+|my\s+\w+|i|we)\b(?![^.!?]*\b(?:arrived|came|was|were|broke|got|turned up|showed up|been|delivered|charged|billed)\b)"
    r"|\b(?:if|in case|should)\s+(?:i|we)\s+(?:press|click|tap|hit|pay|order|buy|submit|try|use)\b"
    # a question about the policy itself: "How long do I have to return the print if I change my mind?"
    r"|\b(?:if|in case|should)\s+(?:i|we)\s+(?:\w+\s+)?(?:change\s+(?:my|our)\s+minds?|decide\s+(?:against|not|to\s+(?:return|send))|end\s+up\s+not)\b"
    r"|^\W*(?:(?:and|also|so|but|just|quick question[:,\s-]*)\s*)?how\s+(?:long|many\s+days|much\s+time)\s+(?:do|would|will|does|have)\s+(?:i|we|one|you|customers?|people)\b"
    r"|\bwhat(?:'s|\s+is|\s+are)\s+(?:your|the)\s+(?:return|returns|refund|exchange)\s+(?:policy|policies|window|period|rules|terms)\b"
    r"|\bis\s+there\s+a\s+(?:return|returns|refund|time)\s+(?:window|limit|period|deadline)\b", re.I)


# What the customer will do themselves if something happens: "If it's too late to cancel, I'll just send
# it back when it arrives", "should the refund not go through, we will return them". A plan under a
# condition, not an ask: the ask is elsewhere (the cancellation), or a person reads it there.
_CONDITIONAL_PLAN = re.compile(
    r"^\W*(?:(?:and|but|so|oh|otherwise|obviously|of course)[\s,]+)?(?:if|in case|should|in the event that|failing that, if)\b[^.!?]{3,120}?"
    r"(?:,|\bthen\b|\s[-–—]\s)\s*(?:then\s+)?(?:i|we)(?:'ll|’ll| will| shall| can| could|'d| would| am going to|'m going to)\s+"
    r"(?:just\s+|simply\s+|probably\s+|happily\s+|gladly\s+)?(?!need|want|expect|like|have to|ask|be (?:asking|wanting|expecting))\w+", re.I)
CONDITIONAL_PLAN_WHY = "what the customer will do themselves if something happens, not an ask"
# A fallback the customer accepts should the remedy asked fail: "Only if the refund can't go back to my
# Visa, then store credit would be fine instead", "failing that, a voucher is ok". Nothing is asked
# unless the condition arises, and then the refund itself fails and goes to a person.
_FALLBACK = re.compile(
    # (the condition is a failure: "if possible, store credit would be great" is a polite ask, and a person reads it)
    r"^\W*(?:(?:only|but|and|so|otherwise|oh)[\s,]+)*(?:(?:if|in case|should|unless)\b"
    r"(?=[^,.!?]*(?:n't|n’t|\bnot\b|\bcannot\b|\bunable\b|\bimpossible\b|\bfail\w*|\bexpired\b|\bno longer\b|\bdeclined\b|\bbounce))"
    r"[^.!?]{3,160}?(?:,|\bthen\b)|failing that\b|if not\b|"
    r"if (?:that|this|it)(?:'s| is) not possible\b|otherwise\b)[\s,]*(?:then\s+)?[^.!?]{0,60}?\b(?:would be|is|'s|will be|works?|would work|will do|would do)\s+"
    r"(?:\w+\s+)?(?:fine|ok|okay|acceptable|alright|all right|good|great)\b(?:\s+(?:instead|too|as well|with me|by me|for me))?\W*$", re.I)
FALLBACK_WHY = "a fallback the customer accepts only if the remedy asked cannot be given: nothing more is asked now"


# A declining sentence that still asks for something ("I'm keeping it, so please cancel that return"):
# a person reads what it asks.
_ASKS_SOMETHING = re.compile(r"\b(?:please|pls|kindly|could you|can you|would you|cancel\w*|call off|withdraw)\b|\?\s*$", re.I)


# What a customer keeps that is not what they claimed for: "the rest are fine and I'm keeping them",
# "I'll keep the one good mug". Keeping the undamaged units declines nothing about the damaged ones.
_THE_REST = re.compile(r"\bthe\s+other\s+\w+|\b(?:the\s+)?(?:rest|others|remainder|remaining\s+(?:ones?|\w+s)|other\s+(?:\w+\s+)?(?:ones|\w+s)|"
                       r"(?:good|undamaged|intact|unbroken|fine|working)\s+ones?|one\s+good\s+\w+|ones?\s+that\s+(?:survived|made\s+it|"
                       r"(?:are|is|were|was)\s+(?:fine|ok|okay|intact|perfect)))\b", re.I)


def declines(text: str) -> bool:
    """Whether a sentence declines a remedy (the customer keeps the goods, fixed them, wants nothing)
    and does not turn to ask for one after all. Keeping the rest ("the others are fine, I'm keeping
    them") is not declining the remedy for what broke."""
    m = _DECLINES.search(text)
    if m and "keep" in m.group(0).lower() and _THE_REST.search(text):
        return False
    return bool(m) and not _REMEDY_AFTER.search(text, m.end()) and not _TURN.search(text, m.end())


OTHER_PERSONS_ORDER = "passed on for another person's order: a person decides what is done for its owner"


def _doubt(text: str, problems: bool) -> str:
    """Why a sentence that names a problem is not a confident claim of one, or ''. `problems`: whether
    it names a problem with the goods or the money (not only a wish to send something back)."""
    if declines(text):
        return "the customer declines the remedy (keeps the goods, fixed them or wants nothing)"
    if _COUNTERFACTUAL.search(text):
        return "a counterfactual: what would have been asked had it happened"
    if (plan := _CONDITIONAL_PLAN.search(text)) and not _ASKS_SOMETHING.search(text, plan.end()):
        return CONDITIONAL_PLAN_WHY
    if _FALLBACK.search(text):
        return FALLBACK_WHY
    if text.rstrip().endswith("?") and _GENERAL_ASK.search(text):
        return "a question about something that has not happened"
    if problems and _OTHER_PERSONS_ORDER.search(text) and (_RELAYED.search(text) or orders_in(text)) and not _MINE_FINE.search(text):
        return OTHER_PERSONS_ORDER
    if problems and _SOMEONE_ELSES.search(text):
        return "about another person's order or what others report"
    if problems and _MINE_FINE.search(text):
        return "the customer says their own goods are fine"
    if _REMEDY_STATUS.search(text):
        return "asks about a remedy already asked for, promised or under way"
    ask = _HYPOTHETICAL_ASK.search(text)
    if ask and ((problems and not _REMEDY_ASKED.search(text)) or re.match(r"\W*(?:[\w' ]{0,24}\b(?:question|query)s?\s*[:\-—–]\s*)?(?:(?:and|also|so|but|oh|just)\s+)?(?:if|in case|should|what if|what happens if|suppose|supposing|assuming|when)\b", text, re.I)) \
            and not re.search(r"\b(?:possible|a way|any way|ok|okay|alright|all right)\b", text, re.I):
        return "a question about something that has not happened"
    return ""


# A remedy named with a wish or with the customer's acceptance is asked for: "store credit would be great
# instead", "a voucher would be ideal", "an exchange would suit me better", "store credit works for me",
# "I'd settle for a partial refund". A remark with no remedy in it ("the colour would look great in a
# kitchen", "it would have been nice to get it on time") asks for nothing.
_REMEDY_NOUN = (r"(?:refund\w*|money back|(?:store |shop |account |site )?credit(?! card)|credit note|vouchers?|gift ?cards?|exchang\w*|replacement|swap\w*|"
                r"return|another one|a new one|reimbursement|compensation|discount)")
_WISH_PREDICATE = (r"(?:would|'d|will|could|might)\s+(?:(?:really|also|honestly|probably|certainly|definitely)\s+)?(?:be\s+(?:\w+\s+)?"
                   r"(?:great|ideal|lovely|perfect|good|fine|best|better|preferable|nice|brilliant|wonderful|fantastic|welcome|appreciated|"
                   r"acceptable|ok|okay|helpful|amazing|grand|super|excellent)|suit|work|do)\b"
                   r"|\b(?:works?|suits?|does)\s+(?:(?:fine|well|better|best|nicely|perfectly)\s+)?(?:for\s+)?(?:me|us)\b"
                   r"|\b(?:is|'s)\s+(?:(?:just|absolutely|totally|perfectly)\s+)?(?:fine|ok|okay|acceptable|perfect|ideal|great|good|best|preferable)\b")
_WISHED_REMEDY = re.compile(
    rf"\b{_REMEDY_NOUN}\b[^.!?]{{0,40}}?(?<![\w'])(?:{_WISH_PREDICATE})"
    r"|\b(?:i|we)(?:'d| would| will|'ll)\s+(?:also\s+|really\s+|honestly\s+)?(?:be\s+)?(?:happy|glad|content|fine|ok|okay|pleased|satisfied)\s+"
    rf"(?:with|to\s+(?:accept|take|have|get|receive))\s+(?:[\w$.,-]+\s+){{0,3}}?{_REMEDY_NOUN}\b"
    r"|\b(?:i|we)(?:'m| am|'re| are)\s+(?:also\s+|really\s+)?(?:happy|glad|content|fine|ok|okay|pleased|satisfied)\s+(?:with|to\s+(?:accept|take|have|get|receive))\s+"
    rf"(?!(?:the|my|your|this|that|it)\b)(?:[\w$.,-]+\s+){{0,3}}?{_REMEDY_NOUN}\b"
    rf"|\b(?:i|we)(?:'d| would|'ll| will| can| could)\s+(?:happily\s+|gladly\s+|also\s+)?(?:settle for|accept|take|go for|make do with)\s+(?:[\w$.,-]+\s+){{0,3}}?{_REMEDY_NOUN}\b"
    rf"|\bit(?:'d| would)\s+be\s+(?:\w+\s+)?(?:great|ideal|lovely|perfect|good|nice|brilliant|wonderful|helpful|best)\s+to\s+(?:get|have|receive|be given|be sent)\s+(?:[\w$.,-]+\s+){{0,3}}?{_REMEDY_NOUN}\b",
    re.I)

# Goods rather than money, named with a wish: "a replacement would be lovely", "an exchange would suit me better".
_GOODS_WISHED = re.compile(rf"\b(?:replacement|exchang\w*|swap\w*|another one|a new one)\b[^.!?]{{0,40}}?(?<![\w'])(?:{_WISH_PREDICATE})", re.I)


# What reads as a request.
_IMPERATIVE = (r"send|post|mail|dispatch|refund|cancel|change|update|confirm|check|let|tell|give|stop|make|arrange|process|ship|return|remove|add|fix|sort|"
               r"email|call|ring|contact|replace|swap|exchange|credit|reimburse|close|delete|unsubscribe|put|hold|pause|resend|reship|look|"
               r"find|help|advise|get|keep|charge|deliver|waive|apply|switch|move|reverse|void|redeliver|collect|pick|issue|book|"
               r"transfer|re-?route|redirect|upgrade|downgrade|correct|amend|edit|split|combine|merge|hurry|expedite|reissue|"
               r"skip|carry on|resume|unsubscribe|take|opt|pack|wrap|include|note|mark|leave|drop|do not|don'?t|dont|never")
_REQUEST = re.compile(
    # ("my granddaughter kindly helped me order it": a kindness told of, not an ask)
    r"\?\s*[)\"']?\s*$|\b(?:please|pls|plz)\b|\bkindly\b(?!\s+(?:\w+ed|sent|gave|took|brought|told|made|put|let|showed|shown|lent|did|got|paid|drove|came|went)\b)"
    r"|\bif (?:you|u) (?:could|would|can|might)\b"
    r"|\b(?:i|we)(?:'d| would|d) (?:really |just |also )?(?:like|love|appreciate)\b|\b(?:i|we) (?:really |just |also )?(?:like|love|appreciate) (?:it )?(?:if|to)\b"
    # "I love the shop", "we like your candles": fondness, not an ask ("I'd love...", "I'd like it if..." are)
    # "more than we need", "as we wanted": a comparison, not an ask
    # ("I do want my money back", "I still need it": said with emphasis, the same ask)
    r"|(?<!\bthan )(?<!\bas )\b(?:i|we)(?:'d| would|d)? (?:really |just |also |do |still |really do |do still )?(?:prefer|want|need|wish|expect|request|ask|require|rather)\b"
    r"|\b(?:i|we)(?: am|'m| are|'re| was| were) (?:\w+ )?(?:asking|requesting|hoping|writing to (?:ask|request|see))\b"
    r"|\bwhat (?:i|we) (?:\w+ )?(?:need|want|would like|'d like|ask)\b"
    r"|\b(?:can|could|would|will|may) (?:you|i|we|someone|somebody|u|your team)\b|\bis (?:it|there) (?:possible|a way|any way)\b"
    r"|\bhow (?:do|can|should|would) (?:i|we)\b|\b(?:i|we)(?:'d| would) be (?:grateful|thankful|glad|happy|obliged)\b"
    rf"|{_WISHED_REMEDY.pattern}"
    rf"|^\W*(?:(?:\d{{1,2}}|[a-h])[.)]\s*)?(?:(?:and|also|so|just|then|but|plus|oh|ok|okay|now|anyway|finally|lastly|pls|please)[\s,]+)*(?:{_IMPERATIVE})\b",
    re.I)
# Words that name nothing a person would have to act on by themselves: courtesy, the order and
# its goods in general, and the remedies the known kinds already give.
_FUNCTION = set("""a an the and or but if so of to in on at by for from with about as into onto over under after before than then
this that these those it its it's itself i i'm i've i'd me my mine myself we we're we've our ours us you you're your yours he she
they them their there here is are was were be been being am do does did doing done have has had having will would can could
should shall may might must not no yes just also too very really quite much many more most some any all both each every
other another one two again still even only ever soon now today tomorrow yesterday week weeks day days month months time times
what when where which who whom whose why how please pls plz kindly thanks thank cheers hi hello hey dear regards best kind
wishes sincerely ok okay yeah yep hmm oh well like want wanted need needed needs wish would'd know let get got getting give
given make made take took taken see seen look looking looked sure possible asap quickly quick fast rush hurry urgent urgently
help helping assist assistance support advise advice reply respond response answer hear contact reach touch update updates
info information news happen happened happening going go goes gone thing things something anything everything nothing way
matter issue issues problem problems situation mess case ticket request question questions query concern concerns
order orders ordered item items product products purchase purchased bought buy parcel package packages delivery delivered
deliveries shipment shipping email emails message mail account customer shop store team someone somebody anyone anybody
sort sorted fix fixed resolve resolved handle handled deal dealt check checked confirm confirmed appreciate appreciated
asking ask asked wondering wonder hoping hope trust expect expecting able unable fine good great bad terrible awful
money refund refunds refunded reimburse reimbursed reimbursement back return returns returned returning label credit credited
compensation compensate cost costs price amount charge charges charged payment payments paid pay card bank full partial
exchange replacement replace new right correct wrong same different arrive arrived arrival come came
fee fees shipping postage out off up down rather bit lot can't won't don't didn't isn't wasn't aren't haven't hasn't
couldn't wouldn't shouldn't it'll i'll we'll you'll that's what's there's once grateful thankful obliged prompt swift speedy
earliest convenience convenient whenever patience patient understanding kindly next both either whether put extra second duplicate
instead perhaps maybe swap swapped swapping
teh ordr refnd rfnd rfund refud pls plz u ur r""".split())  # the same words typed in a hurry
# Asking to hear that the message arrived is courtesy, whatever else it names.
_CORRESPONDENCE = re.compile(r"\b(?:confirm|acknowledge)\w* (?:the )?(?:receipt|that you (?:got|received|have))\b", re.I)
# Lines that ask for nothing, whatever words they use.
_COURTESY = re.compile(r"\bkeep (?:it up|up the good work)\b|\blet (?:me|us) know (?:what happens|how (?:it|this) goes|the outcome|what you (?:find|decide|think))\b"
                       # help offered, not asked: "let me know if you need anything else from me", "shout if there's anything more"
                       r"|\b(?:let (?:me|us) know|tell (?:me|us)|(?:just )?(?:ask|shout|say)|give (?:me|us) a shout)\s+if\s+(?:(?:you|u)\s+(?:need|want|require|would like)|"
                       r"there(?:'s| is| are)|i can)\s+(?:anything|any\s+more|anything\s+(?:else|more|further)|more|something\s+else|(?:any\s+)?(?:other|further|more)\s+"
                       r"(?:info|information|details|photos?|pictures?))\b"
                       r"|\b(?:i|we)(?:'d| would) (?:just )?like to know\b|\beither (?:is|way is|one is|would be) (?:fine|ok|okay|good)\b"
                       # an apology for the writing itself: "please forgive me if this comes out wrong"
                       r"|\b(?:forgive|excuse|pardon|bear with) (?:me|us|my|our)\b(?![^.!?]{0,30}\b(?:refund|return|send|replace|cancel|change)\b)", re.I)
# "I'd love to <verb>": a request only when the verb is something the shop would do or allow.
_WISH_TO = re.compile(r"\b(?:like|love|want|wish|prefer|need|hoping|hope)\s+to\s+([a-z]+)", re.I)
_REQUEST_VERBS = set("""know return get have receive cancel change ask request see exchange swap send speak talk keep check confirm find hear
make arrange update be sort claim report raise file open close order buy reorder use contact complain understand learn move switch
add remove stop delay pause resume track redirect collect pick leave upgrade downgrade apply add""".split())
# The money and the remedies the known kinds already deal in: a request about them names nothing new.
_REMEDY = re.compile(r"\b(?:refund\w*|refnd\w*|refun\b|rfnd|rfund\w*|refud\w*|money back|(?:get|have|want|need|getting|like|love)\b.{0,30}\bback\b|reimburs\w*|return\w*|label|"
                     r"credit\w*|replace\w*|exchange|collect\w*|money off|revers\w*|put (?:it |them |one |that )?back|"
                     r"back (?:on|to|onto|into) (?:my|the|our) (?:card|account|statement)|pick(?:ed)? (?:it |them )?up|pick-?up|courier|send (?:[\w$.,-]+ ){1,4}back|"
                     r"paid|pay|payments?|charg\w*|fees?|(?:the|a|an) (?:[\w-]+ ){0,2}ones?)\b", re.I)
# Money beyond what a policy pays ("$50 on top for the trouble"): only a person can grant it.
_COMPENSATION = re.compile(r"\bfor (?:the|my|all the|our) (?:trouble|inconvenience|hassle|time|stress)\b|\bgoodwill\b|\bcompensat\w*|"
                           r"\bgesture\b|\bon top\b(?! of (?:that|this|it|everything|all))|\bdiscount\b|\bvoucher\b|\bcoupon\b|\bcover (?:the|that|this|my|our|any) (?:\w+ )?(?:cost|expense|bill|fee)s?\b"
                           r"|\b(?:the|a) (?:[$€£]?\d[\d.,]* )?(?:price )?difference\b|\bprice (?:match|drop|cut|reduction)\b|\bcheaper\b|\bloyalty\b|\bpoints\b", re.I)
def asks_compensation(text: str) -> bool:
    """Whether words ask for money beyond a policy remedy ("$50 on top for the trouble")."""
    return bool(_COMPENSATION.search(text))


# What is done to an account, a subscription, an order not yet sent or its papers: never the remedy
# of a problem with the goods, so never attached to one.
_ACCOUNT = re.compile(r"\b(?:cancel\w*|unsubscrib\w*|subscri\w*|pause|skip|resume|delete|deactivate|close (?:my|the|our) account|"
                      r"(?:delivery|billing|shipping|e-?mail|postal|home|new) address|address change|change (?:of|my|the) address|invoice|receipt|vat|"
                      r"marketing|newsletter|mailing list|password|gift (?:wrap|message|note|card)|payment (?:card|method|details))\b", re.I)


def _stem(word: str) -> str:
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


@lru_cache(maxsize=4096)
def content_stems(text: str) -> frozenset[str]:
    """The words of a sentence that name something particular (not courtesy, not the order in general).
    Cached: the screener asks again for the same sentences (the attach and tell rules compare every
    sentence with every request, and a ticket is read again at each plan check and page view)."""
    words = [w.strip("'-") for w in re.findall(r"[a-z][a-z'’-]+", text.lower().replace("’", "'"))]
    return frozenset({_stem(w) for w in words if len(w) >= 3 and w not in _FUNCTION and _stem(w) not in _FUNCTION
            and not all(part in cut.NUMBER_WORDS for part in w.split("-"))  # "twenty-nine ninety-nine": an amount, not a thing
            and not (w.endswith("ly") and len(w) > 4) and not re.fullmatch(r"su-?\d+", w)})


def _cue_hits(kind: str, text: str, patterns) -> list[tuple[int, int]]:
    hits = []
    for p in patterns:
        for m in p.finditer(text):
            before = text[max(0, m.start() - 40): m.start()]
            if kind in _NEGATABLE and _NEGATION.search(before) and not _NOT_A_NEGATION.search(before):
                continue
            if kind == "damaged_item" and _IDIOM.search(before):
                continue
            if kind in GOODS_PROBLEMS and _HYPOTHETICAL.search(before):
                continue  # "if it turned up damaged, would you collect it?" asks about a problem nobody has
            hits.append(m.span())
    return hits


def tells_damage(text: str) -> bool:
    """Whether `text` tells of damage to goods in words of its own ("the sugar bowl smashed", "the
    footstool has a snapped leg"), not negated nor said of a problem nobody has."""
    return bool(_cue_hits("damaged_item", text, _COMPILED["damaged_item"]))


SETTLED_WHY = "a past problem the customer says was settled"
# Why a problem told is no claim now: settled (here or elsewhere), taken back, or its remedy declined.
# No money may follow such a sentence (the guard's request_in_ticket reads `settles`).
DECLINED_WHY = "the customer declines the refund for it"
FEE_WAIVED_WHY = "the customer says in a later sentence that the delivery fee need not be refunded"
SETTLED_WHYS = frozenset({SETTLED_WHY, DECLINED_WHY, "a past problem the next sentence says was settled", "the customer takes it back or asks nothing for it",
                          "the customer takes it back in the next sentence", "the customer declines the remedy in the next sentence",
                          FEE_WAIVED_WHY})


@dataclass
class ReadSentence:
    """One sentence as the screener read it. `role`: request (it asks for `kinds`, or is `other`),
    context (a problem told but not asked about: `why` says which), attached (a request for the
    remedy of the requests around it), courtesy, statement, or injected (removed)."""

    index: int
    text: str
    start: int
    end: int
    role: str
    kinds: list[str] = field(default_factory=list)
    why: str = ""
    order: str = ""
    amounts: list[cut.Amount] = field(default_factory=list)
    spans: dict[str, list[tuple[int, int]]] = field(default_factory=dict)
    weak: list[tuple[int, int]] = field(default_factory=list)
    paragraph: int = 0
    doubted: list[str] = field(default_factory=list)  # kinds a problem word named, not read as claimed (`why` says why)
    forbids: list[str] = field(default_factory=list)  # actions the customer asks NOT to be taken ("don't refund it to my card")
    forbid_kinds: list[str] = field(default_factory=list)  # the kinds a declined refund is of ("no need to refund that [chipped mug]"); empty: all
    asks_return: bool = False  # it asks for the goods to go back, whatever money it declines ("tell me how to send the medium back")
    about: str = ""  # what a refusal's "that" / "it" stands for when it names no goods of its own: the nearest clause before it naming goods

    @property
    def is_request(self) -> bool:
        return self.role == "request"

    @property
    def settles(self) -> list[str]:
        """The kinds of problem this sentence tells of as settled, taken back or declined."""
        return [k for k in self.kinds if k not in ("question", "other")] if self.role == "context" and self.why in SETTLED_WHYS else []

    def as_payload(self) -> dict:
        out = {"i": self.index, "text": self.text, "role": self.role, "kinds": self.kinds}
        if self.why:
            out["why"] = self.why
        if self.order:
            out["order"] = self.order
        if self.amounts:
            out["amounts"] = [a.as_payload() for a in self.amounts]
        if self.doubted:
            out["doubted"] = self.doubted
        if self.forbids:
            out["forbids"] = self.forbids
        if self.forbid_kinds:
            out["forbid_kinds"] = self.forbid_kinds
        if self.asks_return:
            out["asks_return"] = True
        if self.about:
            out["about"] = self.about
        return out


@dataclass
class Reading:
    """What the screener read in a ticket: every sentence, the requests among them, the passages it
    removed as injected, and the order numbers named."""

    sentences: list[ReadSentence]
    removed: list[dict]
    orders: list[str]

    @property
    def requests(self) -> list[ReadSentence]:
        return [s for s in self.sentences if s.is_request]

    @property
    def intents(self) -> list[str]:
        named = {k for s in self.requests for k in s.kinds}
        return [k for k in KINDS if k in named]

    @property
    def known_kinds(self) -> list[str]:
        """The kinds read that the runtime can act on by itself (all but `other`)."""
        return [k for k in self.intents if k != "other"]

    @property
    def flags(self) -> list[str]:
        return list(dict.fromkeys(a.flag for s in self.sentences if s.role != "injected" for a in s.amounts if a.flag))

    def as_payload(self) -> dict:
        return {"intents": self.intents, "orders": self.orders, "sentences": [s.as_payload() for s in self.sentences],
                "removed": [{"text": p["text"], "start": p["start"], "end": p["end"]} for p in self.removed], "flags": self.flags}


def _own_words(text: str) -> bool:
    return any(_cue_hits(kind, text, patterns) for kind, patterns in _COMPILED.items() if kind != "question")


# The customer takes a problem back, or says they want nothing for it.
_WITHDRAWN = re.compile(
    r"\b(?:ignore (?:that|this|it|my (?:last|earlier|previous|first))|never ?mind|forget (?:it|that|about (?:it|that))|scratch that|"
    r"(?:i'?m|i am|we'?re|we are) not (?:looking|asking) for anything|no need to (?:refund|do anything|compensate)|"
    r"(?:don'?t|do not) (?:need|want) (?:anything|a refund|compensation|money) for|disregard (?:that|my (?:last|earlier|previous)))\b", re.I)
_TURN = re.compile(r"\b(?:but|however|though|although|except)\b", re.I)
# Asking to call off a return, an exchange or an order is not itself a return.
_CALL_OFF = re.compile(r"\b(?:cancel\w*|call off|withdraw\w*|stop)\b[^.!?]{0,30}\b(?:return|exchange|order|collection|refund)s?\b"
                       r"|\bchanged? (?:of )?my mind about (?:the |my )?(?:return|exchange|refund)\b", re.I)
# A reply's subject, or a line quoted from an earlier message: what was said before, not asked now.
_REPLY_SUBJECT = re.compile(r"^\s*(?:re|fwd?|aw|sv)\s*:", re.I)


# Where an earlier message begins in a forwarded or replied-to email: everything below it (its
# From:/Subject: header too) is that message, context for the customer's words above it.
_EARLIER_MESSAGE = re.compile(r"^[ \t>]*(?:-{2,}\s*(?:forwarded|original)\s+message\s*-*|begin forwarded message:?|"
                              r"on\b[^\n]{0,120}\bwrote:)[ \t]*$", re.I | re.M)


# A bare divider line after a forwarded message closes it: what the customer writes below it is their
# own again ("---------- Forwarded message ---------- ... ---------- Yes please, refund the shade.").
_DIVIDER = re.compile(r"^[ \t]*(?:-{5,}|={5,}|_{5,}|-{2,}\s*end of forwarded message\s*-*)[ \t]*$", re.I | re.M)


def _quoted(text: str, start: int) -> bool:
    line = text[text.rfind("\n", 0, start) + 1:]
    if line.lstrip().startswith(">"):
        return True
    opened = [m.end() for m in _EARLIER_MESSAGE.finditer(text) if m.end() <= start]
    if not opened:
        return False
    closed = [m for m in _DIVIDER.finditer(text, opened[-1]) if m.end() <= start]
    return not closed


# Settled words inside a wish or a condition settle nothing: "I would be grateful if the duplicate
# were refunded" asks for the refund.
_UNSETTLED_BEFORE = re.compile(r"\b(?:if|whether|once|unless|until|when|hoping|hope|wish|would like|'d like|want)\b[^.!?,;]*$", re.I)


def _settled(text: str) -> bool:
    """Whether a sentence says a problem was settled (not merely wishes it were)."""
    return _settling(text) is not None


def _settling(text: str):
    return next((m for m in _SETTLED.finditer(text) if not _UNSETTLED_BEFORE.search(text[: m.start()])), None)


# Asking that nothing more be done about a settled problem asks for nothing.
_HANDS_OFF = re.compile(r"\b(?:please\s+|so\s+)*(?:leave (?:that|it|this|them|those) (?:alone|be|as (?:it is|they are))|"
                        r"(?:there'?s |there is )?nothing (?:left |more |else )?(?:to do|needed|for you to do)(?: (?:on|about|with|for) (?:that|this|it)(?: side)?)?)\b", re.I)


# It happened again: whatever was settled, this is a new claim.
_RECURS = re.compile(r"(?<!thank you )(?<!thanks )\b(?:again|this time|second time|once more|same thing)\b", re.I)


def _settled_now(text: str) -> bool:
    """Whether a sentence tells of a problem settled and nothing new after it: "it was charged twice,
    but my bank reversed it" is settled; "you refunded it, but it's still showing" is not. A turn
    ("but", "still", "now") counts only after the settling words, so the turn that brings them in
    does not undo them."""
    m = _settling(text)
    return m is not None and not _NOW.search(text, m.end()) and not _RECURS.search(text)



# A delay told and waved away in the same breath: "the package was four days late - no big deal, I
# wasn't in a rush". The customer asks nothing for it; the fee is not theirs to be paid unasked.
_WAVED_OFF = re.compile(
    r"\bno (?:big |real |great )?(?:deal|worries|bother|harm done|problem|biggie|drama)\b|\bnot (?:a|that|such a) (?:big |huge )?(?:deal|problem|worry|bother|issue)\b"
    r"|\b(?:i|we)(?:'m|'re| am| are| was| were|\s+wasn'?t|\s+weren'?t)?\s*(?:not\s+)?(?:in\s+(?:a|any|no)\s+(?:rush|hurry)|(?:bothered|fussed|worried)(?:\s+about\s+(?:that|it|the\s+(?:delay|wait)))?)\b"
    r"|\bno (?:rush|hurry)\b|\b(?:doesn'?t|does not|didn'?t|did not) (?:really )?matter\b|\b(?:i|we) (?:didn'?t|did not|don'?t|do not) (?:really )?mind\b"
    r"|\b(?:i|we) (?:didn'?t|did not) (?:need|want) (?:it|them) (?:urgently|straight away|right away|by then|until)\b", re.I)
# Money asked in the same sentence: "no rush on the refund", "not in a hurry but I'd like the fee back".
_MONEY_ASKED = re.compile(r"\b(?:refund\w*|money|reimburs\w*|credit\w*|compensat\w*|fee|back|waive\w*)\b", re.I)
WAVED_OFF_WHY = "a delay the customer waves away (no big deal, no rush), asking nothing for it"


def _waved_off(sentence: str, following: str | None, kinds: list[str]) -> bool:
    """Whether a sentence telling only of a late delivery waves it away and asks nothing: no money
    named, and no turn after the waving words ("no big deal, but I'd like the fee back"). The waving
    may open the next sentence ("The order was late. I wasn't bothered, but the rug is torn.")."""
    if set(kinds) != {"late_delivery"} or _MONEY_ASKED.search(sentence) or _REQUEST.search(sentence):
        return False
    m = _WAVED_OFF.search(sentence)
    if m is not None:
        return not _TURN.search(sentence, m.end())
    after = _WAVED_OFF.match(re.sub(r"^\W*(?:(?:honestly|tbh|and|but|though|to be fair|mind you)\W+)*", "", following or ""))
    return after is not None and not _MONEY_ASKED.search(following or "")


def _context_reason(sentence: str, following: str | None, kinds: list[str] = ()) -> str:
    if _waved_off(sentence, following, list(kinds)):
        return WAVED_OFF_WHY
    withdrawn = _WITHDRAWN.search(sentence)
    if withdrawn and not _TURN.search(sentence, withdrawn.end()):
        return "the customer takes it back or asks nothing for it"
    if _settled_now(sentence):
        return SETTLED_WHY
    if _EARLIER.search(sentence) and not _NOW.search(sentence):
        return "about an earlier order or an earlier time"
    if following is not None and _settled_now(following) and not _own_words(following):
        return "a past problem the next sentence says was settled"
    return ""


GOODS_FINE_WHY = "the customer says the goods themselves are fine"

# "Do you sell replacement lids?": a part to buy, not a unit sent for a problem (a person answers it).
_PART_TO_BUY = re.compile(r"\b(?:sell|stock|carry|buy|purchase|order|get hold of|available|in stock|for sale|how much)\b[^.!?]{0,40}\breplacement\s+(?!one|unit|item|order)[a-z]+s?\b"
                          r"|\breplacement\s+(?!one|unit|item|order)[a-z]+s?\b[^.!?]{0,30}\b(?:for sale|available|in stock|to buy|sold separately|cost)\b", re.I)


# Words that set what came against what was ordered, whatever else a wrong-item cue holds.
_MISMATCH = MISMATCH


def _outside(span: tuple[int, int], inner: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The stretches of `span` not covered by any of `inner`."""
    out, at = [], span[0]
    for a, b in sorted(inner):
        if a > at and a < span[1]:
            out.append((at, min(a, span[1])))
        at = max(at, b)
    if at < span[1]:
        out.append((at, span[1]))
    return out


def _spans_of(text: str) -> dict[str, list[tuple[int, int]]]:
    spans = {kind: hits for kind, patterns in _COMPILED.items() if (hits := _cue_hits(kind, text, patterns))}
    if "question" in spans and _PART_TO_BUY.search(text):
        del spans["question"]
    if "wrong_item" in spans and "late_delivery" in spans:
        # a wrong-item cue that wraps a lateness cue reads when the goods came, not what came, unless
        # its own words outside the lateness set what came against what was ordered
        late = spans["late_delivery"]
        kept = [(a, b) for a, b in spans["wrong_item"]
                if not any(a <= la and lb <= b for la, lb in late)
                or _MISMATCH.search("".join(text[x:y] for x, y in _outside((a, b), late)))]
        if kept:
            spans["wrong_item"] = kept
        else:
            del spans["wrong_item"]
    if "wrong_item" in spans and "non_delivery" in spans:
        # "I ordered 6 but only 4 came": a wrong-item cue around a short count tells what was ordered and how
        # many came, not that something else came, unless its own words outside the count say so
        short = [h for h in spans["non_delivery"] if SHORT_DELIVERY.fullmatch(text, *h)]
        kept = [(a, b) for a, b in spans["wrong_item"]
                if not any(a <= sa < b or sa <= a < sb for sa, sb in short)
                or _MISMATCH.search("".join(text[x:y] for x, y in _outside((a, b), short)))]
        if kept:
            spans["wrong_item"] = kept
        else:
            del spans["wrong_item"]
    own = OWN_CHOICE.search(text) if "wrong_item" in spans else None
    if own:
        # "I ordered the wrong size, my mistake": what came is what was ordered, a change of mind (runs.policy.OWN_CHOICE).
        del spans["wrong_item"]
        spans.setdefault("change_of_mind", []).append(own.span())
    return spans


# The short names a customer gives a problem when taking it back ("nothing for the delay").
_NAMED = {"late_delivery": re.compile(r"\b(?:delay\w*|late\w*|wait\w*)\b", re.I),
          "duplicate_charge": re.compile(r"\b(?:double|twice|second|extra|duplicate) (?:charge|payment|debit)\b", re.I),
          "damaged_item": re.compile(r"\b(?:damage|dent|scratch|scuff|mark|chip|crack)s?\b", re.I)}


def _kinds_named(text: str) -> list[str]:
    return list({*_spans_of(text), *(kind for kind, p in _NAMED.items() if p.search(text))})


_DECLINE_VERBS = {"keep", "keeping", "fix", "glu", "glue", "mend", "repair", "patch", "sewn", "stitch", "tighten", "decid", "decided", "happy",
                  "rather", "prefer", "myself", "ourselves", "sort", "sorted", "fixed", "glued", "mended", "repaired", "patched", "stitched",
                  "tightened", "mistake", "fault", "error", "own", "just", "simply", "still"}


# A declined refund that is a constraint on how it is paid, not a decline: "don't refund it to my card",
# "do not refund it yet", "don't refund it until the return lands".
_REFUND_MANNER = re.compile(r"\b(?:to|onto|into|on|back (?:to|on))\s+(?:my|the|our|this|that|a|your)\s+(?:\w+\s+)?(?:card|account|visa|mastercard|amex|"
                            r"paypal|bank|balance|wallet|method)\b|\b(?:yet|until|till|unless|before|instead|straight away|right away|just now|for now)\b", re.I)
# What a pronoun object points back to: "do not refund it", "no need to refund that".
_PRONOUN_OBJECT = re.compile(r"\b(?:refund\w*|reimburs\w*|credit\w*|ignore|forget|disregard)\s+(?:me\s+)?(?:for\s+)?(?:it|that|them|this|those|these)\b", re.I)


# Goods named as what is not to be refunded: "no refund for the teapot", "don't refund the vase".
_GOODS_OBJECT = re.compile(r"\b(?:refund\w*|reimburs\w*|money(?:\s+back)?|credit\w*)\s+(?:(?:me|us)\s+)?(?:(?:for|on|of)\s+)?(?:the|my|our|that|this|those|these)\s+"
                           r"(?!(?:delivery|shipping|postage|courier|express|late|fee|charge|extra|second|double|duplicate|other|rest|one|ones)\b)[a-z][\w-]+", re.I)


def _refund_declined(text: str, forbids: list[str], problem_kinds: list[str], read: list[ReadSentence], piece) -> tuple | None:
    """(the claim kinds a sentence declines the refund of, the kinds that decline holds), when all it asks is that no refund be made
    ("the mug has a tiny chip but no need to refund that", "please ignore that and do not refund it",
    "don't bother refunding the shipping"); None when it asks anything else or constrains how a refund
    is paid ("don't refund it to my card"), which a person reads. A claim declined by a pronoun ("do
    not refund it") is the request just before it in the paragraph, which becomes context; a refund
    declined with no claim to point at ("please don't refund anything") stays with a person."""
    if not forbids or set(forbids) - {"refund", "delivery_refund"}:
        return None
    bounds = [0, *(m.start() for m in _CLAUSE_START.finditer(text)), len(text)]
    hits = [m.span() for m in _NEGATED_ACTION.finditer(text)] + [m.span() for m in _NEGATED_MONEY.finditer(text)] \
        + [m.span() for m in _WITHDRAWN.finditer(text)] + [m.span() for m in _NO_ACTION.finditer(text)] + [span for span, _ in money_held(text)]
    if holds_money(text):
        return None  # "hold off on refunding it until...": no refund now, and the claim stays open for a person
    if _REFUND_MANNER.search(text, min((h for h, _ in hits), default=0)):
        return None  # how or when it is paid, said after the refund declined: a person reads it
    for a, b in zip(bounds, bounds[1:]):
        if not any(a <= h < b or h <= a < e for h, e in hits) and _CLAUSE_ASK.search(text[a:b]):
            return None  # "don't refund the fee, but do send the invoice": a second ask a person answers
    goods = [k for k in problem_kinds if k != "question"]
    if goods or forbids == ["delivery_refund"]:
        return goods, declined_scope(goods, forbids)
    if _GOODS_OBJECT.search(text):
        # "I don't want a refund for the teapot": the goods named are the ones held (the guard reads
        # which lines), a claim of goods; the late fee or a charge taken twice is not declined by it
        return [], declined_scope([*GOODS_PROBLEMS, "change_of_mind"], forbids)
    if not _PRONOUN_OBJECT.search(text):
        return None
    earlier = next((e for e in reversed(read) if e.paragraph == piece.paragraph and e.role in ("request", "attached")), None)
    kinds = [k for k in (earlier.kinds if earlier else []) if k in (*GOODS_PROBLEMS, "change_of_mind", *_FEE_KINDS)]
    if not earlier or not kinds or set(earlier.kinds) - set(kinds):
        return None
    earlier.role, earlier.why = "context", "the customer takes it back in the next sentence"
    return [], declined_scope(kinds, forbids)


# Words that tell how bad a problem is, not what it is on ("a tiny scratch", "the dent is small").
_DEGREE = {"tiny", "small", "little", "big", "minor", "slight", "faint", "light", "barely", "hardly", "noticeable", "visible",
           "cosmetic", "bit", "nasty", "huge", "deep", "whole", "side", "top", "bottom", "edge", "corner", "inside", "outside"}


# Goods are named with a definite or possessive word: "the salt shaker", "my egg cups". "a tiny scratch"
# names a problem, and "its rim" a part of the goods named before.
_GOODS_PHRASE = re.compile(r"\b(?:the|my|our|this|these|those|his|her|their|your)\s+([a-z][\w'-]*)(?:\s+([a-z][\w'-]*))?", re.I)


def _own_goods(text: str, declined_at: int) -> set[str]:
    """The goods a declining sentence names in a claim of its own, before the declining words: "The salt
    shaker has a tiny scratch but don't refund that" names the salt shaker, which its "that" is about.
    The problem words and how bad the problem is are not goods ("It's only a hairline crack, I'll keep it")."""
    told = text[:declined_at]
    blanked = list(told)
    for hits in _spans_of(told).values():
        for a, b in hits:
            blanked[a:b] = " " * (b - a)
    words = " ".join(w for m in _GOODS_PHRASE.finditer("".join(blanked)) for w in m.groups() if w)
    return {w for w in content_stems(words) if w not in _DECLINE_VERBS and w not in _DEGREE}


def _declining_start(text: str) -> int:
    """Where a sentence's declining words begin: keeping, fixing, wanting nothing, or "don't refund"."""
    starts = [m.start() for p in (_DECLINES, _NEGATED_ACTION, _NEGATED_MONEY, _WITHDRAWN, _NO_ACTION) for m in p.finditer(text)]
    starts += [a for (a, _), _ in money_held(text)]
    return min(starts, default=len(text))


def _declined_goods(read: list[ReadSentence], piece, *, own_claim: bool = False) -> None:
    """The claims just before a declining sentence are taken back when it declines for the same goods:
    "it" / "them", or the goods those sentences name ("I'm keeping the chair" takes back nothing said
    of the kettle). A pronoun binds to the nearest goods named: the sentence's own claim first
    (`own_claim`: it tells a problem of its own), so "The pepper mill is cracked, please refund it. The
    salt shaker has a scratch but don't refund that, I'll keep it" declines the salt shaker only."""
    m = _DECLINES.search(piece.text)
    named = {w for w in content_stems(m.group(0)) if w not in _DECLINE_VERBS} if m else set()
    if not named and own_claim:
        named = _own_goods(piece.text, _declining_start(piece.text))
    kinds = [*GOODS_PROBLEMS, "change_of_mind", "late_delivery"]
    for earlier in reversed(read[-2:]):
        # the subject line too ("fyi chipped" over "...but I don't need a refund"): its title, declined with it
        if (earlier.paragraph == piece.paragraph or earlier.index == 0) and earlier.role == "request" and earlier.kinds \
                and set(earlier.kinds) <= set(kinds) and (not named or named & content_stems(earlier.text)):
            earlier.role, earlier.why = "context", "the customer declines the remedy in the next sentence"


_REFUSAL_POINTS = re.compile(r"\b(?:refund\w*|reimburs\w*|credit\w*|money back)\b[^.!?]{0,12}?\b(?:it|that|this|them|those|these)\b", re.I)


def _clauses(text: str) -> list[str]:
    bounds = [0, *(m.start() for m in _CLAUSE_START.finditer(text)), len(text)]
    return [text[a:b] for a, b in zip(bounds, bounds[1:]) if text[a:b].strip()]


def _bind_refusals(read: list[ReadSentence]) -> None:
    """A refusal naming no goods of its own ("Don't refund that, I've already glued the chip", "Please
    don't refund that.") holds only what its pronoun stands for: the clause before it, in its paragraph,
    that tells of what its own words name (the chip that was glued), else the nearest clause naming goods.
    Without this it held every refund of the order, and the goods the ticket does ask money for went to
    a person. Goods it names itself ("no need to refund the teapot") bind it first (ticket_lines.forbids_decision)."""
    for i, s in enumerate(read):
        if "refund" not in s.forbids or not _REFUSAL_POINTS.search(s.text):
            continue
        before = [c for e in read[:i] if e.paragraph == s.paragraph and e.index and e.role != "injected"
                  for c in _clauses(e.text) if _own_goods(c, len(c))]
        own = content_stems(s.text)
        about = next((c for c in reversed(before) if own & content_stems(c)), before[-1] if before else "")
        s.about = _CLAUSE_START.sub("", about.strip(), count=1).strip() if _CLAUSE_START.match(about.strip()) else about.strip()


def _fee_waived(read: list[ReadSentence], piece) -> None:
    """"It arrived late and the bowl is broken. ... No need to refund the postage.": the late delivery
    told before, in the paragraph, is no request; the other claims of its sentence still are."""
    for earlier in read:
        if earlier.paragraph != piece.paragraph or earlier.role != "request" or "late_delivery" not in earlier.kinds:
            continue
        earlier.spans = {k: v for k, v in earlier.spans.items() if k != "late_delivery"}
        if earlier.kinds == ["late_delivery"]:
            earlier.role, earlier.why = "context", FEE_WAIVED_WHY  # told, and settled by the customer's own word
        else:
            earlier.kinds = [k for k in earlier.kinds if k != "late_delivery"]


def _take_back(read: list[ReadSentence], piece, kinds: list[str]) -> None:
    """A sentence that takes back a kind ("I'm not after anything for the delay") makes the requests of
    that kind just before it, in its paragraph, context; when it tells a claim of its own on goods it
    names ("The egg cups have scratches, no need to refund those"), only requests about those goods."""
    own = _own_goods(piece.text, _declining_start(piece.text)) if set(_spans_of(piece.text)) & set(GOODS_PROBLEMS) else set()
    for earlier in reversed(read[-2:]):
        if own and not own & content_stems(earlier.text):
            continue
        if earlier.paragraph == piece.paragraph and earlier.role == "request" and earlier.kinds and set(earlier.kinds) <= set(kinds):
            earlier.role, earlier.why = "context", "the customer takes it back in the next sentence"


# The unit word of a replacement cue, and where the clause it sits in begins.
_UNIT_WORD = re.compile(r"\b(?:replacement|another|new|second|one more|fresh|re-?send\w*|re-?ship\w*)\b", re.I)
_CLAUSE_START = re.compile(r"[,;:(]|\s[-–—]+\s|\b(?:but|and|just|so|then|instead|rather)\b(?! of\b| than\b)", re.I)
_UNIT_NEGATION = re.compile(r"\b(?:no|not|never|without|nobody|no one|no-one|instead of|rather than|dont|cant|wont)\b|n'?t\b", re.I)


def _unit_negated(text: str, hits: list[tuple[int, int]]) -> bool:
    """Whether the customer asks that no unit be sent: the negation must sit in the clause of the
    unit word. "I don't want a refund, I'd like a replacement" negates the refund and asks for the
    replacement; read as one sentence, it was answered "no replacement is being sent"."""
    for a, b in hits:
        units = list(_UNIT_WORD.finditer(text, a, b))
        at = units[-1].start() if units else a
        clause = text[:at]
        starts = list(_CLAUSE_START.finditer(clause))
        if _UNIT_NEGATION.search(clause[starts[-1].end():] if starts else clause):
            return True
    return False


# A clause that asks on its own: an imperative, "please ...", "could you ...", "I want someone to ...".
_CLAUSE_ASK = re.compile(
    rf"^\W*(?:(?:and|also|so|just|then|but|plus|now|honestly|instead)[\s,]+)*(?:(?:please|pls|plz|kindly)\s+)?(?!do not|don'?t|dont|never|keep|leave|let me)(?:{_IMPERATIVE})\b"
    r"|\b(?:i|we)(?:'d| would)?\s+(?:really\s+|just\s+)?(?:like|want|need|expect)\s+(?:you|someone|somebody|a person|a manager|your team|a human|an? \w+)\s+to\b"
    r"|\b(?:can|could|would|will)\s+(?:you|u|someone|somebody)\b", re.I)


def _goods_claim_before(read: list[ReadSentence], order: str) -> bool:
    """Whether the last request read before this sentence claims a goods problem on the same order:
    "You sent me the 3-pack instead of the 100-pack. Refund it and don't ship another one" asks
    the money of that claim, with its replacement declined, not a remedy of no kind."""
    last = next((r for r in reversed(read) if r.role == "request"), None)
    return bool(last and set(last.kinds) & set(GOODS_PROBLEMS) and last.order == order)


def _second_ask(text: str, spans: dict, negated_unit: bool, claim_before: bool = False) -> bool:
    """Whether a sentence whose request was read also asks, in a clause of its own, for something
    that request does not give: "I don't want the fee back, I want someone to explain why", or a
    refund after a replacement declined ("don't send another, just refund the $35"). Without this
    the second ask had no row to be unaccounted in, and was dropped."""
    cues = [a for hits in spans.values() for a, _ in hits]
    bounds = [0, *(m.start() for m in _CLAUSE_START.finditer(text)), len(text)]
    for a, b in zip(bounds, bounds[1:]):
        clause = text[a:b]
        if any(a <= c < b for c in cues) or not _CLAUSE_ASK.search(clause):
            continue
        if negated_unit and set(spans) == {"question"} and _REMEDY.search(clause):
            if claim_before:
                continue  # the money of the claim just told, its replacement declined
            return True  # the unit declined, money asked: a remedy no kind was read for
        if content_stems(clause) - content_stems(text[:a] + " " + text[b:]) and not _REMEDY.search(clause):
            return True
    return False


def _return_asked(text: str, weak: list[tuple[int, int]]) -> bool:
    """Whether a sentence asks for the goods to go back (a send-back cue no negation covers): "No need
    to refund me, just ... tell me how to send the medium back" declines the money and asks the return."""
    negated = [m.span() for m in _NEGATED_ACTION.finditer(text)] + [m.span() for m in _NO_ACTION.finditer(text)]
    asked = [*weak, *(m.span() for m in _RETURN_VERB.finditer(text))]
    return any(not any(a <= x < b or x <= a < y for a, b in negated) and not _NEGATION.search(text[max(0, x - 30):x]) for x, y in asked)


# The goods sent back, as a verb ("let me know how I return the 8", "where to post the grey one back").
_RETURN_VERB = re.compile(r"\b(?:return(?:ing)?|(?:send|post)(?:ing)?\s+(?:[\w-]+\s+){0,4}?back)\b(?!\s+(?:to (?:me|us)|policy|window|label))", re.I)


def read_ticket(text: str, *, order_ref: str = "") -> Reading:
    """Read a ticket (subject and body, one text) sentence by sentence. `order_ref`: the order the
    ticket names in its own field, the one a request belongs to when its sentence names none."""
    pieces = cut.split(text, own_words=_own_words)
    read: list[ReadSentence] = []
    current_order, paragraph = "", -1
    for i, piece in enumerate(pieces):
        if piece.paragraph != paragraph:
            current_order, paragraph = "", piece.paragraph
        if piece.injected:
            read.append(ReadSentence(piece.index, piece.text, piece.start, piece.end, "injected", why="an instruction to the agent, removed"))
            continue
        if piece.orders and not _EARLIER.search(piece.text):
            current_order = piece.orders[0]  # "my last order SU-1111 was fine" names no order the requests after it are about
        following = next((p.text for p in pieces[i + 1:] if not p.injected), None)
        following = following if i + 1 < len(pieces) and pieces[i + 1].paragraph == piece.paragraph else None
        spans = _spans_of(piece.text)
        if not spans.keys() & {"late_delivery", "duplicate_charge"} and (fee := _cue_hits("late_delivery", piece.text, FEE_BACK)):
            spans["late_delivery"] = fee
        weak = [m.span() for patterns in _WEAK.values() for p in patterns for m in p.finditer(piece.text)]
        if (withdrawn := _WITHDRAWN.search(piece.text)) and (turn := _TURN.search(piece.text, withdrawn.end())):
            # "I want nothing for the late delivery, but the scarf has holes": only what follows the turn is asked
            spans = {k: kept for k, hits in spans.items() if (kept := [h for h in hits if h[0] >= turn.end()])}
            _take_back(read, piece, _kinds_named(piece.text[:turn.start()]))
        elif withdrawn:
            _take_back(read, piece, _kinds_named(piece.text))
        if _CALL_OFF.search(piece.text):
            spans.pop("change_of_mind", None)
            weak = []
            asked_not = [m.span("verb") for m in _NEGATED_ACTION.finditer(piece.text)]
            spans = {k: kept for k, hits in spans.items()
                     if (kept := [h for h in hits if k == "question" or not any(a <= h[0] < b or h[0] <= a < h[1] for a, b in asked_not)])}
        if _quoted(text, piece.start) or (i == 0 and _REPLY_SUBJECT.match(piece.text)):
            read.append(ReadSentence(piece.index, piece.text, piece.start, piece.end, "context", order=current_order, paragraph=piece.paragraph,
                                     why=QUOTED_WHY if i else "the subject of a reply to an earlier message",
                                     doubted=[k for k in spans if k in (*GOODS_PROBLEMS, "late_delivery", "duplicate_charge")] if i else []))
            continue
        forbids = _forbidden(piece.text)
        asks_return = _return_asked(piece.text, weak)
        if "question" not in spans and (again := resend_forbidden(piece.text)):
            spans["question"] = [again]  # the replacement question, as "I do not want another one sent"
        negated_unit = "question" in spans and (_unit_negated(piece.text, spans["question"]) or bool(resend_forbidden(piece.text)))
        if forbids or negated_unit:
            # what is asked NOT to be done is not asked for: "please don't ship the second one — I'll only send it back"
            spans.pop("change_of_mind", None)
            weak = []
            if negated_unit:
                forbids = list(dict.fromkeys(["replacement", *(f for f in forbids if f not in ("shipping", "replacement"))]))
        s = ReadSentence(piece.index, piece.text, piece.start, piece.end, "statement", order=_order_of(piece, spans, current_order),
                         paragraph=piece.paragraph, amounts=piece.amounts, spans=spans, weak=weak, forbids=forbids, asks_return=asks_return)
        problem_kinds = [k for k in spans if k != "question"]
        if _asks_status(piece.text):
            # "did you ever refund the first charge": answered from the record or by a person, never paid as a new claim
            s.doubted = [*problem_kinds, *(["change_of_mind"] if weak and "change_of_mind" not in problem_kinds else [])]
            s.role, s.kinds, s.spans, s.weak = ("request", ["question"], {"question": spans["question"]}, []) if "question" in spans \
                else ("request", ["other"], {}, [])
            s.why = "asks where something already asked for or done stands: answered from the record or by a person" + (
                f", not read as a claim of {', '.join(k.replace('_', ' ') for k in s.doubted)}" if s.doubted else "")
            read.append(s)
            continue
        doubt = _doubt(piece.text, bool(set(problem_kinds) & set(GOODS_PROBLEMS))) if problem_kinds or weak else ""
        if doubt:
            s.doubted = [*problem_kinds, *(["change_of_mind"] if weak and "change_of_mind" not in problem_kinds else [])]
            replacement_status = "question" in spans and doubt.startswith("asks about a remedy")
            if doubt.startswith("the customer declines"):
                # a problem told inside the declining words is context, and so are the claims of the
                # same kinds just before it ("The chair wobbles. I've fixed it, I'll keep it.")
                _declined_goods(read, piece, own_claim=bool(problem_kinds))
                # declining the money forbids only what declining says already; any other constraint, or an ask, a person reads
                if [f for f in forbids if f not in ("refund", "delivery_refund")] or _ASKS_SOMETHING.search(piece.text):
                    s.role, s.kinds, s.spans = "request", ["other"], {}
                else:
                    s.role, s.kinds, s.spans = "context", [], {}
                    # "a tiny scratch ... I'll keep it and I don't need a refund for it": the refund declined is the
                    # scratch's, never the late fee or a charge taken twice the ticket asks back
                    s.forbid_kinds = declined_scope([k for k in problem_kinds if k in GOODS_PROBLEMS], forbids)
            elif doubt == OTHER_PERSONS_ORDER:
                # passed on for someone else: not this customer's claim, and never dropped either
                s.role, s.kinds, s.spans = "request", ["other"], {}
            elif replacement_status:
                s.role, s.kinds, s.spans = "request", ["question"], {"question": spans["question"]}
            elif doubt == FALLBACK_WHY:
                s.role, s.kinds, s.spans = "context", [], {}
            elif doubt.startswith("asks about a remedy") or piece.text.rstrip().endswith("?") or _asks(piece.text, title=i == 0):
                s.role, s.kinds, s.spans = "request", ["other"], {}
            else:
                s.role, s.kinds, s.spans = "context", [], {}
            s.weak, s.why = [], f"{doubt}: not read as a claim of {', '.join(k.replace('_', ' ') for k in s.doubted)}"
            read.append(s)
            continue
        # a remedy only weighed while the refund is held ("don't refund it yet, we're deciding whether we'd rather have a
        # replacement") is not yet asked: the hold sends the claim to a person, and a second ask would have them arrange it
        weighed_under_hold = holds_money(piece.text) and not _asks_beside_hold(piece.text)
        if (_alternative(piece.text) or (i > 0 and (_UNIT_ASKED.search(piece.text) or _UNIT_SEND.search(piece.text)))) and not negated_unit \
                and not weighed_under_hold:
            # the customer's own remedy: a person arranges it, and no refund is paid for it without one
            s.forbids = forbids = list(dict.fromkeys([*forbids, "refund"]))
            s.role, s.kinds, s.spans = "request", [*(k for k in GOODS_PROBLEMS if k in spans), "other"], \
                {k: v for k, v in spans.items() if k in GOODS_PROBLEMS}
            s.why = GOODS_INSTEAD + " (a replacement, an exchange, another one): a person arranges it"
            read.append(s)
            continue
        if declines(piece.text) and not spans:
            # "I've fixed it myself, so I'll keep it": the claims just before it are taken back
            _declined_goods(read, piece)
            s.role, s.kinds = ("request", ["other"]) if [f for f in forbids if f not in ("refund", "delivery_refund")] or _ASKS_SOMETHING.search(piece.text) \
                else ("context", [])
            s.why = "the customer declines the remedy (keeps the goods, fixed them or wants nothing)"
            read.append(s)
            continue
        if (declined := _refund_declined(piece.text, forbids, problem_kinds, read, piece)) is not None:
            # "the mug has a chip but no need to refund that": the claim is context and its refund is held,
            # and nothing else the ticket asks for is (the late fee, a charge taken twice)
            s.role, s.kinds, s.spans, s.weak, s.why = "context", declined[0], {}, [], DECLINED_WHY
            s.forbid_kinds = declined[1]
            if forbids == ["delivery_refund"]:
                _fee_waived(read, piece)
            read.append(s)
            continue
        if forbids == ["delivery_refund"] and not doubt:
            # "Refund the mug please, no need for a refund on the fee": the fee waived beside an ask of
            # another remedy; the ask is read as if alone, and the fee's refund is held
            _fee_waived(read, piece)
            spans.pop("late_delivery", None)
        elif [f for f in forbids if f != "replacement"]:
            s.role, s.kinds = "request", [*(k for k in INTENT_PATTERNS if k in spans and k != "change_of_mind"), "other"]
            s.why = "asks that something not be done (" + ", ".join(forbids) + "): a person sees the constraint"
            if holds_money(piece.text):
                s.why = HOLD_WHY
                if set(forbids) <= {"refund", "delivery_refund"} and not spans and not _asks_beside_hold(piece.text) \
                        and any(r.role == "request" and set(r.kinds) & {*GOODS_PROBLEMS, *_FEE_KINDS, "change_of_mind"} for r in read):
                    # it asks only that the refund of a claim told wait: the claim's subtask goes to a person with this
                    # sentence quoted (the guard reads its `forbids`), and no second subtask asks a person the same
                    s.role, s.kinds = "context", []
            elif "refund" in forbids and _ALL_MONEY.search(piece.text) and not _REFUND_MANNER.search(piece.text):
                # "The hat came late. Please don't refund anything, just have a word with the courier.": the
                # claims told before it ask no money; the sentence still asks what it asks, and holds every refund
                _take_back(read, piece, [*GOODS_PROBLEMS, "change_of_mind", *_FEE_KINDS])
            read.append(s)
            continue
        why = _context_reason(piece.text, following, problem_kinds) if problem_kinds else ""
        if problem_kinds and not why:
            # "the kettle is dented, toaster is fine": a clause calling something fine takes out only the claims about it
            standing, fine_said = left_standing(piece.text, spans)
            if fine_said and not set(standing) - {"question"}:
                why = GOODS_FINE_WHY
            elif fine_said:
                spans = s.spans = standing
        if why and "question" not in spans:
            s.role, s.why, s.kinds = "context", why, problem_kinds
        elif spans:
            s.role, s.kinds = "request", [k for k in INTENT_PATTERNS if k in spans and not (why and k != "question")]
            if _second_ask(piece.text, spans, negated_unit, _goods_claim_before(read, s.order)):
                s.kinds = [*s.kinds, "other"]
                s.why = "a second ask in the sentence, of no kind read there: a person answers it"
            elif (form := _money_in_another_shape(piece.text)) and _asks(piece.text, title=i == 0):
                # "I'd take a partial refund for the dent", "credit on my account instead for the crack": the claim's
                # own refund is not what is asked, so none is paid without a person
                s.kinds, s.why = [*s.kinds, "other"], form
                if form == OTHER_REMEDY_WHY or _INSTEAD.search(piece.text):
                    s.forbids = forbids = list(dict.fromkeys([*forbids, "refund"]))
        elif not weak and _settled_now(piece.text) and not _asks(_HANDS_OFF.sub(" ", piece.text), title=i == 0):
            # "the card company gave it back, leave that alone": a remedy given elsewhere asks for nothing
            s.role, s.why = "context", "tells of a remedy already given"
        elif _rhetorical(piece.text) or (not weak and _FALLBACK.search(piece.text)):
            s.role, s.why = "context", RHETORICAL_WHY if _rhetorical(piece.text) else FALLBACK_WHY
        elif _asks(piece.text, title=i == 0) and not _only_a_wish(piece.text):
            s.role = "request_unread"
        read.append(s)
    _sent_against_ordered(read)
    _return_of_wrong_item(read)
    _adopt_forwarded(read)
    _settle_unread(read)
    _settle_told(read)
    _own_pick(read)
    _undecided(read)
    _mark_foreign(read)
    _unasked_call_off(read)
    _subject_named_in_body(read)
    _bind_refusals(read)
    orders = list(dict.fromkeys(o for p in pieces if not p.injected for o in p.orders))
    return Reading(sentences=read, removed=cut.injected_passages(pieces), orders=orders)


# What a cancellation could be of besides the order and its goods: those a person may have to stop.
_STANDING = re.compile(r"\b(?:subscri\w*|membership|account|plan|standing order|direct debit|auto-?renew\w*|renewal|box|bundle|pre-?order|back-?order\w*)\b", re.I)
# A cancellation told of as asked, made or under way: "I clicked cancel by mistake", "your email said it would be cancelled".
_CANCELLATION_TOLD = re.compile(r"\bcancel(?:l?ed|l?ing|lation|s)?\b|\bcall(?:ed|ing)? off\b|\bwithdr[ae]w\w*\b", re.I)
_COURTESY_WORDS = re.compile(r"\b(?:please|pls|plz|kindly)\b", re.I)
UNASKED_CALL_OFF_WHY = ("asks that the order not be cancelled, which nothing in the ticket asks for or tells of: not a request, "
                        "recorded so that no cancellation is made without a person")


def _unasked_call_off(read: list[ReadSentence]) -> None:
    """"Please don't cancel my order or anything like that - I still want the pillows": a customer
    making sure a complaint does not undo the order asks for nothing to be done. It is no request of
    kind `other` (a person would be asked to stop what nobody started), but it is not dropped either:
    its `forbids` stays, so the guard holds any cancellation for a person. When the ticket tells of a
    cancellation asked, made or under way, or of a subscription or account, it stays with a person."""
    for s in read:
        if not (s.role == "request" and s.forbids == ["cancellation"] and "other" in s.kinds and s.why.startswith("asks that something not be done")):
            continue
        told_elsewhere = any(t is not s and t.role != "injected" and _CANCELLATION_TOLD.search(t.text) for t in read)
        negated = [m.span() for m in _NEGATED_ACTION.finditer(s.text)]
        told_here = any(not any(a <= m.start() < b for a, b in negated) for m in _CANCELLATION_TOLD.finditer(s.text))
        if told_elsewhere or told_here or _STANDING.search(s.text) or _ASKS_SOMETHING.search(_COURTESY_WORDS.sub(" ", _NEGATED_ACTION.sub(" ", s.text))):
            continue
        kinds = [k for k in s.kinds if k != "other"]
        if kinds:
            s.kinds, s.why = kinds, ""
        else:
            s.role, s.kinds, s.why = "context", [], UNASKED_CALL_OFF_WHY


_DETAIL = re.compile(r"\b(?:address|phone|mobile|number|e-?mail|surname|name|card|details|postcode)\b", re.I)


def _details(text: str) -> set[str]:
    """The account details a sentence names ("email", "address")."""
    return {m.group(0).lower().replace("-", "") for m in _DETAIL.finditer(text)}


# What was ordered told in one sentence, and what the shop sent in the next: "Ordered 4 towels in sage;
# you sent two sage and two in bright pink." Set against each other, they tell of a wrong item (the
# shop's error, POL-WRG-004), whatever remedy the customer asks after them; never a change of mind.
_ORDERED_TOLD = re.compile(r"^\W*(?:(?:i|we)(?:'d|’d|'ve|’ve| had| have)?\s+)?(?:\w+\s+)?(?:ordered|paid for|bought|asked for|chose|picked|selected)\b", re.I)
_SENT_TOLD = re.compile(r"^\W*(?:but\s+|and\s+|yet\s+|instead\s+)?(?:you|u|they|the (?:shop|seller|store|warehouse))(?:'ve|’ve| have)?\s+"
                        r"(?:sent|shipped|gave|delivered|packed|posted)\s+(?:me\s+|us\s+)?"
                        r"(?!(?:it|them|the order|my order|the parcel|out|off|it out|them out|a refund|an? e-?mail|a message)\b)\w", re.I)
_CAME_OTHERWISE = re.compile(r"\b(?:broken|damaged|cracked|smashed|dented|torn|scratched|chipped|late|early|yesterday|today|last week|on time)\b", re.I)
SENT_AGAINST_ORDERED_WHY = "tells what the shop sent, set against what the sentence before says was ordered: a wrong item"
# What was ordered, told anywhere in a sentence ("So I ordered a set of green napkins for ..."), and the
# goods told as having come in another colour or size ("they were orange", "it came in a medium").
_ORDERED_IN = re.compile(r"\b(?:i|we)(?:'d|’d|'ve|’ve| had| have)?\s+(?:\w+\s+)?(?:ordered|paid for|bought|asked for|chose|picked|selected)\b", re.I)
_CAME_AS = re.compile(
    r"\b(?P<what>it|they|these|those|both|all of them|the\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:were|was|are|is|came|arrived|turned\s+out(?:\s+to\s+be)?|showed\s+up|"
    r"were\s+actually|are\s+actually|is\s+actually|was\s+actually)\s+(?P<as>(?:(?:all|completely|totally|bright|dark|light|pale|in|a|an)\s+){0,3}"
    rf"(?:{_SIZE_OR_COLOUR}))\b(?!\s+(?:one|ones)\s+(?:i|we)\s+ordered)", re.I)
CAME_AS_OTHER_WHY = "tells the goods came in another colour or size than the sentence before says was ordered: a wrong item"


def _described(text: str) -> set[str]:
    """The sizes and colours a sentence names ("sage", "bright pink", "XL")."""
    return {w.lower() for w in re.findall(rf"\b(?:{_SIZE_OR_COLOUR})\b", text, re.I)} - {"size", "colour", "color", "shade", "style", "model", "version"}


def _sent_against_ordered(read: list[ReadSentence]) -> None:
    """A statement of what the shop sent, right after one of what was ordered, naming a size or
    colour that one does not, is a wrong-item claim (`SENT_AGAINST_ORDERED_WHY`); "You sent 3 mugs
    and they're lovely" sets nothing against the order, and what it says arrived broken or late is
    no wrong item."""
    told = [s for s in read if s.role != "injected"]
    for before, s in zip(told, told[1:]):
        if not (s.role == "statement" and not s.spans and before.paragraph == s.paragraph):
            continue
        if before.role in ("statement", "context") and _ORDERED_TOLD.search(before.text) and _SENT_TOLD.search(s.text) \
                and not _CAME_OTHERWISE.search(s.text) and _described(s.text) - _described(before.text):
            s.role, s.kinds, s.spans, s.why = "request", ["wrong_item"], {"wrong_item": [(0, len(s.text))]}, SENT_AGAINST_ORDERED_WHY
            continue
        # "I ordered a set of green napkins ... And then when I opened it they were orange!": what came told by
        # its colour or size alone, against the colour or size the sentence before says was ordered, whatever
        # else that sentence asks (the late fee here)
        ordered = _ORDERED_IN.search(before.text)
        came = _CAME_AS.search(s.text)
        if ordered and came and not _PACKAGING.search(came.group("what")) and not _CAME_OTHERWISE.search(came.group(0)) \
                and (named := _described(before.text[ordered.end():])) \
                and _described(came.group("as")) - named:
            s.role, s.kinds, s.spans, s.why = "request", ["wrong_item"], {"wrong_item": [came.span()]}, CAME_AS_OTHER_WHY


# A reason of the customer's own for sending goods back: a change of mind, whatever else was told.
_OWN_REASON = re.compile("|".join(p for p in INTENT_PATTERNS["change_of_mind"] if "go) back" not in p), re.I)
RETURN_OF_WRONG_ITEM_WHY = "asks to send back the wrong item told just before it: its remedy, not a change of mind"


def _return_of_wrong_item(read: list[ReadSentence]) -> None:
    """"...you sent two in bright pink. The pink pair needs to go back please.": a return asked
    right after a wrong-item claim, about the same goods (its words, or only words of sending back)
    and with no reason of the customer's own, is that wrong item's remedy (POL-WRG-004: the shop's
    error), never a change of mind."""
    told = [s for s in read if s.role not in ("injected", "courtesy")]
    for j, s in enumerate(told[1:], 1):
        # a remark between asks nothing ("...they were orange! Not even close. I'd like to send them back")
        before = next((t for t in reversed(told[:j]) if not (t.role == "statement" and not t.spans)), told[j - 1])
        if not (s.role == "request" and s.kinds == ["change_of_mind"] and before.role == "request" and "wrong_item" in before.kinds
                and before.paragraph == s.paragraph and not _OWN_REASON.search(s.text)):
            continue
        stems = content_stems(s.text)
        if not stems - _RETURN_WORDS or stems & content_stems(before.text):
            s.role, s.kinds, s.spans, s.why = "attached", [], {}, RETURN_OF_WRONG_ITEM_WHY


QUOTED_WHY = "quoted from an earlier message"
ADOPTED_WHY = "asks the remedy of a problem told in the message the customer forwards or quotes: the customer's own claim now"


def _adopt_forwarded(read: list[ReadSentence]) -> None:
    """"[forwarded:] The lamp shade came torn down one side. ... [own words:] Yes please, refund the
    shade.": the forwarded message is context, but a remedy the customer asks in their own words for
    goods it tells a problem of makes that problem the customer's claim. Read alone, the ask named no
    problem and the whole ticket went to a person."""
    quoted = [q for q in read if q.role == "context" and q.why == QUOTED_WHY and q.doubted and not _settled(q.text)]
    if not quoted:
        return
    for s in read:
        if s.role != "request_unread" or not _REMEDY.search(s.text) or _ACCOUNT.search(s.text):
            continue
        stems = content_stems(s.text)
        kinds = [k for q in quoted if stems & content_stems(q.text) for k in q.doubted]
        if kinds:
            s.role, s.kinds, s.why = "request", list(dict.fromkeys(kinds)), ADOPTED_WHY
            s.spans = {k: [(0, len(s.text))] for k in s.kinds}


def _subject_named_in_body(read: list[ReadSentence]) -> None:
    """A subject line that names no order and asks only what the body's requests ask ("bulbs never
    arrived" over a body that says which of two orders they were on) is the title of those requests:
    read as a request of its own, it belonged to the ticket's order and asked for a subtask there."""
    if not read or read[0].role != "request" or not read[0].kinds:
        return
    if read[0].kinds == ["other"] and read[0].why == ACCOUNT_CHANGE_WHY:
        # "speaker late / email change" over a body asking to update the email: the title of that ask
        named = _details(read[0].text)
        if any(s.is_request and "other" in s.kinds and named & _details(s.text) for s in read[1:]):
            read[0].role, read[0].kinds, read[0].why = "attached", [], "the subject line, naming what the body asks"
        return
    if "other" in read[0].kinds:
        return
    if read[0].order and any(s.is_request and s.order and s.order != read[0].order for s in read[1:]):
        return  # a subject naming one order over a body about another: a request of its own
    body = {k for s in read[1:] if s.is_request for k in s.kinds}
    if any(s.is_request and s.why.startswith(GOODS_INSTEAD) for s in read[1:]):
        body.add("question")  # "replacement?" over a body asking for one: the title of that ask, not a question of its own
    if set(read[0].kinds) <= body:
        read[0].role, read[0].kinds, read[0].why = "attached", [], "the subject line, naming what the body asks"


def _order_of(piece, spans: dict, current: str) -> str:
    """The order a sentence's request is about: when it names several ("Orders: SU-1 (rug), SU-2 (lamp,
    this one never came)"), the one named last before the words of the request, else the first."""
    if len(piece.orders) < 2 or not spans:
        return current
    first_cue = min(a for hits in spans.values() for a, _ in hits)
    before = [normalise_ref(m.group(1)) for m in ORDER_IN_TEXT.finditer(piece.text) if m.start() < first_cue]
    return before[-1] if before else current


_WHAT_CAME = re.compile(r"\b(?:sent|send|received|got|came|arrived|delivered|instead|in the (?:box|parcel))\b", re.I)


def _own_pick(read: list[ReadSentence]) -> None:
    """A ticket in which the customer says they picked it themselves ("I ordered the wrong size, my
    mistake"): a wrong-item request that says nothing of what came ("Wrong size" as a subject) is that
    change of mind (runs.policy.OWN_CHOICE). So is goods that do not suit the customer's own things
    ("wrong brush heads ... they don't fit my toothbrush model") when nothing in the ticket says the
    shop sent something other than the order (runs.policy.own_choice)."""
    if not own_choice(s.text for s in read if s.role != "injected"):
        return
    for s in read:
        if s.role == "request" and "wrong_item" in s.kinds and not _WHAT_CAME.search(s.text):
            s.kinds = [("change_of_mind" if k == "wrong_item" else k) for k in s.kinds]
            s.kinds = list(dict.fromkeys(s.kinds))
            s.spans["change_of_mind"] = s.spans.pop("wrong_item")


# The customer says they have not made up their mind: "I haven't decided yet, just asking for now."
_UNDECIDED = re.compile(r"\b(?:haven'?t|havent|have\s+not|not|not\s+yet)\s+(?:yet\s+|quite\s+|really\s+)?(?:decided|made\s+up\s+(?:my|our)\s+minds?)\b"
                        r"|\bundecided\b|\bnot\s+sure\s+yet\b|\b(?:just|only)\s+(?:asking|wondering|curious|checking)\b"
                        r"|\bstill\s+(?:deciding|thinking\s+(?:about\s+it|it\s+over)|on\s+the\s+fence)\b", re.I)
UNDECIDED_WHY = "a question about returning, from a customer who says they have not decided: answered, nothing is sent back"


def _undecided(read: list[ReadSentence]) -> None:
    """A ticket in which the customer says they have not decided ("just asking for now"): a question
    about sending something back ("Can I still return the lamp?") asks about the policy; it is
    answered by a person (kind `other`), and no return is started on it."""
    if not any(s.role != "injected" and _UNDECIDED.search(s.text) for s in read):
        return
    for s in read:
        if s.role == "request" and "change_of_mind" in s.kinds and s.text.rstrip().endswith("?"):
            s.doubted = [*s.doubted, "change_of_mind"]
            s.kinds = list(dict.fromkeys(["other" if k == "change_of_mind" else k for k in s.kinds]))
            s.spans.pop("change_of_mind", None)
            s.why = UNDECIDED_WHY


def _has_words(text: str) -> bool:
    """Whether a sentence says something a language can be told from: three words or more, not
    only capitalised ones (a name: "Isabella Rossi", "Umar Kowalski"; a sign-off: "Groetjes,")."""
    words = re.findall(r"[^\W\d_][^\W\d_'’-]*", text)
    return len(words) >= 3 and not all(w[0].isupper() for w in words)


def _mark_foreign(read: list[ReadSentence]) -> None:
    """A sentence in another language, in a ticket written mainly in English: the tables cannot read
    it, so a person does (kind `other`), unless it is in the signature after the sign-off."""
    signed_off = False
    for j, s in enumerate(read):
        if s.role == "injected":
            continue
        found = sentence_language(s.text) if (s.role not in ("request", "context") or s.kinds == ["other"]) and _has_words(s.text) else None
        if found is not None and not found.english:
            if signed_off:
                s.role, s.kinds, s.why = "context", [], f"the signature, in {found.language}"
            elif _closing(s, read[j + 1:], [r for r in read[:j] if r.role in ("request", "context", "attached")]):
                s.role, s.kinds, s.why = "context", [], f"the sign-off, in {found.language}"
                signed_off = True
            else:
                s.role, s.kinds, s.why = "request", ["other"], f"written in {found.language}: the screener reads English only"
        if cut.signs_off(s.text):
            signed_off = True


# Thanks and good wishes that close a message, in the languages customers sign off in. Only a line
# that closes the message is read with these (see _closing); the language itself is lingua's.
_CLOSING_WORDS = re.compile(
    r"\b(?:merci|danke|dank|vielen|grazie|gracias|obrigad[oa]|bedankt|tack|takk|tak|kiitos|dziękuję|děkuji|köszönöm|teşekkür\w*|спасибо|"
    r"gr[üu](?:ß|ss)e|gru(?:ß|ss)|freundlichen|cordialement|salutations|bonne (?:journée|soirée|fin de journée)|bises|amitiés|buona (?:giornata|serata)|"
    r"saluti|cordiali|saludos|atentamente|cumprimentos|atenciosamente|abraços|groeten|groetjes|vriendelijke|hälsningar|hilsen|pozdrawiam|"
    r"pozdrav\w*|üdvözlettel|selamlar|saygılarımla|уважением)(?!\w)", re.I)


# Words that ask or move money or goods, in the languages customers sign off in: a closing line
# that holds one ("Merci, mais je voudrais un remboursement") asks something, however it opens.
_ASKS_IN_CLOSING = re.compile(
    r"(?:rembours|rimbors|reembols|erstatt|rückerstatt|terugbetal|återbetal|refund|zurück|retour|devol|renvoy|rimand|remplac|sostitu|reemplaz|"
    r"ersatz|échang|cambi|umtausch|annul|storn|cancel|adress|direcci|indirizz|voudrais|pourriez|pouvez|möchte|könnten|können|bitte|"
    r"quisiera|podría|pueden|vorrei|potrebbe|potete|gostaria|poderia|zou|kunnen|wil graag|skulle|vill"
    # ...or tell of goods gone wrong: broken, damaged, late, missing, wrong
    r"|cass|bris|abîm|endommag|kaputt|zerbroch|beschädig|gebroch|\brot[oa]s?\b|dañad|estropead|\brott[oaie]\b|danneggi|partid|quebrad|danificad|"
    r"kapot|beschadig|sönder|trasig|retard|verspät|\btarde\b|ritard|atras|manque|fehlt|falt[aó]|manca|ontbre|saknas|\bfaux\b|mauvais|falsch|"
    r"equivocad|sbagliat|errad|verkeerd)", re.I)


def _cognates(text: str, named: set[str]) -> bool:
    """Whether a sentence in another language names what the English requests name, by the first four
    letters of a word ("la lámpara" beside "the lamp shade"): then it is about the goods, not a closing."""
    plain = unicodedata.normalize("NFKD", text.lower()).encode("ascii", "ignore").decode()
    heads = {w[:4] for w in re.findall(r"[a-z]{4,}", plain)}
    return bool(heads & {w[:4] for w in named if len(w) >= 4})


def _closing(s: ReadSentence, after: list[ReadSentence], asked: list[ReadSentence] = ()) -> bool:
    """Whether a sentence in another language is the message's sign-off ("Merci beaucoup et bonne
    journée,"): thanks or good wishes, asking nothing (no question, no number), with nothing after
    it but a name or a signature. A longer closing line ("Merci beaucoup et bonne journée, je suis
    très déçue mais ça arrive.") is one when it opens with the thanks, holds no word that asks or
    moves money or goods, and names nothing the requests before it (`asked`) name."""
    words = re.findall(r"[^\W\d_]+", s.text)
    if not (_CLOSING_WORDS.search(s.text) and "?" not in s.text and not re.search(r"\d", s.text)
            and all(t.role == "injected" or not _has_words(t.text) or cut.signs_off(t.text) for t in after)):
        return False
    if len(words) <= 8:
        return True
    opens = _CLOSING_WORDS.search(" ".join(words[:3]))
    named = set().union(*(content_stems(r.text) for r in asked)) if asked else set()
    return bool(opens) and len(words) <= 20 and not _ASKS_IN_CLOSING.search(s.text) and not _cognates(s.text, named)


# A question that vents and asks nothing the shop could do: "HOW DO YOU PEOPLE EVEN STAY IN BUSINESS??",
# "Honestly how hard is it to pack a knife properly?", "what kind of shop is this?". Quoted back to a
# person as a request, it cost a look and told the customer their outburst was being "followed up".
_RHETORICAL = re.compile(
    r"^\W*(?:(?:honestly|seriously|really|i mean|like|and|so|but|oh|just|genuinely|come on|sorry but|i'?m sorry but)[\s,!.]+)*"
    r"(?:how (?:hard|difficult|complicated) (?:is|can) it (?:be |really be )?(?:to|for)\b"
    r"|how (?:do|does|can|could|did|on earth do|on earth does) (?:you|u|your (?:\w+ )?(?:people|lot|company|shop|staff|team|firm)|a (?:company|shop|business)|anyone)\b"
    r"[^?]{0,40}\b(?:even|possibly|call yourselves|live with yourselves|sleep at night|stay in business|get away with|still be in business)\b"
    r"|what (?:kind|sort) of (?:\w+ )?(?:company|shop|business|service|operation|outfit|joke|place)\b"
    r"|who (?:on earth |the hell |in their right mind )?(?:packs|packed|trains|runs|designed|thought)\b"
    r"|(?:is|was) (?:it|that) (?:really )?(?:too much|so much|asking too much) to ask\b"
    r"|are (?:you|u) (?:serious|kidding|joking|for real)\b"
    r"|what(?:'s| is| on earth is) (?:wrong|going on) with (?:you|your)\b"
    r"|why (?:is it|is everything) (?:always )?(?:so )?(?:hard|difficult)\b"
    r"|(?:seriously|really|honestly)\W*$)[^.!?]*\?+\W*$", re.I)
RHETORICAL_WHY = "a rhetorical question: the customer's frustration, asking nothing the shop could do"


def _rhetorical(text: str) -> bool:
    """Whether a sentence is a rhetorical question that names no remedy, account work or problem of a known kind."""
    return bool(_RHETORICAL.search(text)) and not _REMEDY.search(text) and not _ACCOUNT.search(text) and not _spans_of(text)


def _asks(text: str, *, title: bool) -> bool:
    """Whether a sentence reads as a request. The subject line is a title: "Second pillow?" names
    the topic of the body, so there a question mark alone does not make a request."""
    if title:
        text = re.sub(r"\?+\s*$", "", text)
    return bool(_REQUEST.search(text))


def _only_a_wish(text: str) -> bool:
    """"I'd love to prove them wrong": a wish about the customer's own doing, not a request."""
    wishes = _WISH_TO.findall(text)
    if not wishes or any(w.lower() in _REQUEST_VERBS for w in wishes):
        return False
    rest = _WISH_TO.sub(" ", text)
    return not re.search(r"\?\s*$|\b(?:please|pls|kindly|can you|could you|would you)\b", rest, re.I)


# A statement that tells of something gone wrong, in any words: something that did not happen or
# is not so, set against what was ordered, promised or expected, still or ever since, missing,
# short, wrong. Tables of kinds cannot list every way of telling a problem; this catches the
# telling itself, so that a problem in words no table knows goes to a person instead of nowhere.
_TOLD = re.compile(
    r"\b(?:not|never|no|zero|nothing|nobody|none|cannot|can'?t|won'?t|wont|doesn'?t|doesnt|didn'?t|didnt|isn'?t|isnt|aren'?t|wasn'?t|"
    r"weren'?t|hasn'?t|haven'?t|hadn'?t)\b"
    r"|\b(?:i|we)(?:'d|'ve| have| had)? (?:definitely|actually|clearly|specifically|did) (?:ordered|order|paid for|asked for|bought|chose|picked|selected)\b"
    r"|^\W*(?:but |and )?(?:i|we) (?:chose|ordered|picked|selected|asked for|paid for|went for)\b"
    r"|\b(?:guaranteed|promised|supposed to|meant to|due (?:on|by)|estimated|expected)\b|\b(?:still|ever since|since then|days running|weeks running)\b"
    r"|\b(?:missing|wrong|instead|lacks?|empty|incorrect|short|different|unusable|useless)\b", re.I)
# ...but not these, which tell of nothing wrong with the order.
_NOT_A_PROBLEM = re.compile(
    r"\bno (?:rush|hurry|worries|problems?|issues?|faults?|big deal|pressure|stress|harm done|complaints?)\b|\bnot (?:urgent|a (?:big )?(?:deal|problem|worry))\b"
    r"|\bnothing to do with (?:you|your)\b|\bdon'?t worry\b|\bno need to (?:reply|respond|answer|apologi[sz]e)\b|\bnot (?:in a|a) hurry\b"
    r"|\bcan'?t (?:wait|thank you enough|recommend)\b|\bcouldn'?t be happier\b|\bnever (?:had|been) (?:a |any )?(?:problem|issue)s?\b"
    r"|\bstill (?:in|with|inside) (?:the|its|their|original) (?:\w+ )?(?:plastic|box|packaging|wrapper|wrapping|bag|tags?|cellophane)\b"
    r"|\b(?:unopened|unused|never (?:been )?(?:used|worn|opened)|tags? (?:still )?(?:on|attached))\b"
    r"|\bnever mind\b|\bprove (?:\w+ )?wrong\b|\b(?:i|we) should(?:'ve| have)\b|\bnot (?:that|as) (?:it|i|we)\b|\bif\b"
    r"|\bnot (?:\w+ )?(?:impressed|happy|pleased|amused|good enough|acceptable|ok|okay|on|fair|right)\b[.!]*$", re.I)


# The story of a purchase, with its reason: "I ordered the desk organiser after seeing it on a friend's
# desk", "We chose the green one because it matches his cap". Nothing gone wrong is told in it.
_PURCHASE_STORY = re.compile(r"^\W*(?:so |and |well )?(?:i|we) (?:chose|ordered|picked|bought|selected|went for)\b(?=[^.!?]*\b(?:because|after|since|"
                             r"as a (?:gift|present|treat)|for (?:my|his|her|our|their)|to (?:match|go with)|so that)\b)", re.I)


def _tells_a_problem(s: ReadSentence) -> bool:
    if (story := _PURCHASE_STORY.search(s.text)) and not _TOLD.search(s.text[story.end():]):
        return False
    return bool(_TOLD.search(s.text)) and not _NOT_A_PROBLEM.search(s.text) and not _GOODS_FINE.search(s.text) \
        and not _WITHDRAWN.search(s.text) \
        and not _SETTLED.search(s.text) and not _EARLIER.search(s.text) and bool(content_stems(s.text))


# A detail of the customer's account changed: said as a fact, it is still a request to update it.
_ACCOUNT_CHANGE = re.compile(
    r"\b(?:address|phone|mobile|number|e-?mail|surname|name|card|details|postcode)\b[^.!?]{0,30}\b(?:has |have |is |are |will )?"
    r"(?:changed|changing|change|moved|moving|updated|different|expired|expiring|new)\b|\bnew address\b", re.I)


ACCOUNT_CHANGE_WHY = "tells of a change to the customer's details"


# Why a statement telling of a problem goes with a request (ticket_lines reads it as told before the request).
TELLS_MORE = "tells more of the request next to it"


def _settle_told(read: list[ReadSentence]) -> None:
    """Statements that tell of a problem: with the request they sit next to when they share its
    subject (the customer telling more of it), else a request of kind `other` for a person."""
    known = [n for n in read if n.role == "request" and n.kinds != ["other"]]
    for i, s in enumerate(read):
        if s.role == "statement" and _ACCOUNT_CHANGE.search(s.text) and not _EARLIER.search(s.text):
            s.role, s.kinds, s.why = "request", ["other"], ACCOUNT_CHANGE_WHY
            continue
        if s.role != "statement" or not _tells_a_problem(s):
            continue
        near = [n for n in read[max(0, i - 1): i + 2] if n is not s and n.is_request and n.paragraph == s.paragraph]
        # "...but inside was a navy one. Harold says navy makes him look like a policeman. I should like to send it
        # back": the problem told leads to the request after it, with only remarks between
        ahead = next((n for n in read[i + 1:] if n.role not in ("statement", "courtesy") or _tells_a_problem(n)), None)
        near += [ahead] if ahead is not None and ahead.is_request and ahead.kinds != ["other"] and ahead.paragraph == s.paragraph else []
        stems = content_stems(s.text)
        if near or any(stems & content_stems(n.text) for n in known) or (i == 0 and known):
            s.role, s.why = "attached", TELLS_MORE
        else:
            s.role, s.kinds, s.why = "request", ["other"], "tells of a problem of no kind the screener knows"


_RETURN_WORDS = {"send", "sent", "return", "back", "them", "these", "those", "refund", "post", "label", "like", "want", "please"}


# The remedy asked in a form the refund tool does not pay (it pays back to the original payment):
# store credit, a voucher, a gift card, another card, a bank transfer. Its words are all ones the
# known kinds deal in, so without this it read as asking for nothing.
_REMEDY_FORM = re.compile(r"\b(?:store|account|shop|site) credit\b|\b(?:on|onto|into) (?:my|the|our) (?:balance|wallet)\b|\bgift ?card\b"
                          r"|\bvoucher\b|\bcredit note\b|\bcredit (?:on|to|onto|into|in) (?:my|the|our) (?:account|balance|wallet)\b|\bbank transfer\b|\b(?:a |my )?(?:different|another|other|new) (?:card|account|payment method)\b"
                          r"|\bpaypal\b|\bcheque\b|\bin cash\b", re.I)
_INSTEAD = re.compile(r"\binstead\b|\brather\b|\bprefer\w*\b|\bnot (?:to|on|back (?:to|on)) (?:my|the) (?:card|visa|mastercard|amex)\b", re.I)
REMEDY_FORM_WHY = "asks for the remedy in another form (store credit, a voucher, another card): a person arranges it"


# A remedy no known kind gives, asked in words the known kinds deal in (so the sentence names nothing
# "new"): a swap, the right size, a partial refund. Read as courtesy or as the remedy of the claim
# around it, "Can I swap it?" became a refund-return nobody asked for.
_OTHER_REMEDY = re.compile(
    r"\b(?:swap|exchange|switch)\w*\b(?!\s+(?:it|them)\s+(?:back|for (?:a|my) refund))"
    r"|\b(?:get|have|send|want|need|receive|order)\s+(?:me\s+|us\s+)?(?:the\s+|a\s+|an\s+|my\s+)?(?:right|correct|proper|bigger|smaller|larger|other|different)\s+"
    r"(?:size|colou?r|one|ones|model|version|pair|fit)\b"
    r"|\bpartial(?:ly)?\s+(?:refund\w*|credit\w*|money back)|\brefund\w*\s+(?:me\s+)?partially\b|\bpart of (?:the|my) money\b", re.I)
OTHER_REMEDY_WHY = "asks for a remedy no known kind gives (a swap, the right size, a partial refund): a person arranges it"


_PART_MONEY = re.compile(r"\bpartial(?:ly)?\s+(?:refund\w*|credit\w*|money back)|\brefund\w*\s+(?:me\s+)?partially\b|\bpart of (?:the|my) money\b", re.I)


def _money_in_another_shape(text: str) -> str:
    """Why a sentence asks for money in a shape the refund tool does not pay (part of it, store credit,
    a voucher), or ''."""
    if any(not re.search(r"\b(?:than|instead of|not|no|without|never)\s+(?:\w+\s+){0,3}$|n't\s+(?:\w+\s+){0,3}$", text[: m.start()], re.I)
           for m in _PART_MONEY.finditer(text)):
        return OTHER_REMEDY_WHY
    return REMEDY_FORM_WHY if _REMEDY_FORM.search(text) else ""


def _other_remedy(text: str) -> bool:
    """Whether a sentence asks for a remedy no known kind gives, not one it sets aside ("I'd rather
    have my money back than wait for an exchange" asks for the money)."""
    return any(not re.search(r"\b(?:than|instead of|not|no|without|never)\s+(?:\w+\s+){0,3}$|n't\s+(?:\w+\s+){0,3}$", text[: m.start()], re.I)
               for m in _OTHER_REMEDY.finditer(text))


# How the customer wants to be reached, or not: "please don't telephone me", "a letter or email is
# best", "I'd prefer email". No work is asked; the reading keeps it, with its reason, on the run page
# for whoever writes to the customer.
_CONTACT_PREFERENCE = re.compile(
    r"\b(?:please\s+)?(?:do not|don'?t|dont|never|no need to|rather you didn'?t|would rather you didn'?t)\s+(?:ever\s+)?"
    r"(?:tele)?(?:phone|call|ring|text)\s+(?:me|us)\b"
    r"|\b(?:e-?mail|a letter|letters?|post|writing|in writing|texts?|text messages?|phone|a call)(?:\s+or\s+(?:e-?mail|a letter|letters?|post|writing))?"
    r"\s+(?:is|are|would be|works?)\s+(?:best|better|easiest|easier|preferred)\b"
    r"|\b(?:i|we)(?:'d| would)?\s+(?:much\s+)?prefer\s+(?:e-?mail|letters?|post|a letter|writing|to be (?:e-?mailed|written to))\b", re.I)
CONTACT_PREFERENCE_WHY = "how the customer wants to be contacted: a preference for whoever writes to them, no work asked"


def _contact_preference(text: str) -> bool:
    """Whether a sentence says only how the customer wants to be contacted: every clause of it is the
    preference or its reason, none asks for anything else."""
    if not _CONTACT_PREFERENCE.search(text):
        return False
    return not any(_asks(clause, title=False) for clause in re.split(r"[,;:]|\s[-–—]\s", text) if not _CONTACT_PREFERENCE.search(clause))


_TAKEN_BACK = ("the customer takes it back in the next sentence", "the customer declines the remedy in the next sentence")
ASKED_AFTER_REFUSAL_WHY = "asks the refund of goods told of before a refusal: the refusal holds what its \"that\" stands for, not these"


def _claim_refused_before(s: ReadSentence, read: list[ReadSentence]) -> list[str]:
    """The claim kinds a refund asked by name ("Refund the teapot instead.") is of, when the problem with
    those goods was told just before a refusal took the claim back ("The teapot lid has a chip and the
    sugar bowl arrived in two pieces. Please don't refund that."): the ask after the refusal is still
    that refund, not a request of no known kind. [] when it names no goods such a claim told of."""
    if not _PLAIN_REFUND.search(s.text) or _REMEDY_FORM.search(s.text) or _money_in_another_shape(s.text):
        return []
    goods = _own_goods(s.text, len(s.text)) - {"refund"}
    for earlier in reversed(read[:read.index(s)]):
        if earlier.paragraph != s.paragraph:
            break
        if earlier.role == "context" and earlier.why in _TAKEN_BACK and goods & content_stems(earlier.text):
            return [k for k in earlier.kinds if k in GOODS_PROBLEMS]
    return []


_PLAIN_REFUND = re.compile(r"\b(?:refund|reimburse)\b|\bmoney back\b", re.I)


def _settle_unread(read: list[ReadSentence]) -> None:
    """Weak change-of-mind cues, and requests no kind covers: attached to the requests around them
    when they name nothing new, else `other`."""
    requests = [s for s in read if s.role == "request"]
    problem_stems = set().union(*(content_stems(s.text) for s in requests if set(s.kinds) & set(GOODS_PROBLEMS)))
    for s in read:
        # "send it back" is a change of mind unless it is the remedy of a problem with the same goods
        if s.weak and s.role in ("statement", "request_unread") and not (problem_stems and (
                not content_stems(s.text) - _RETURN_WORDS or content_stems(s.text) & problem_stems)):
            s.role, s.kinds = "request", ["change_of_mind"]
            s.spans = {"change_of_mind": s.weak}
    requests = [s for s in read if s.role == "request"]
    known = set().union(*(content_stems(s.text) for s in read if s.role in ("request", "context"))) if read else set()
    for s in read:
        if s.role == "request" and "other" not in s.kinds and (_ACCOUNT.search(s.text) or _COMPENSATION.search(s.text) or _fee_beside_goods(s, [s])):
            s.kinds = [*s.kinds, "other"]  # "cancel SU-1 please, ordered twice by mistake": the cancelling is asked too
        if s.role != "request_unread":
            continue
        if _fee_beside_goods(s, requests):
            s.role, s.kinds, s.why = "request", ["other"], FEE_BESIDE_WHY
            continue
        stems = content_stems(s.text)
        if _contact_preference(s.text):
            s.role, s.why = "context", CONTACT_PREFERENCE_WHY
            continue
        if (told := _claim_refused_before(s, read)):
            s.role, s.kinds, s.why = "request", told, ASKED_AFTER_REFUSAL_WHY
        elif not requests and _REMEDY.search(s.text) and not _CORRESPONDENCE.search(s.text):
            s.role, s.kinds, s.why = "request", ["other"], "asks for a remedy, and no problem it could be for was read"
        elif _CORRESPONDENCE.search(s.text) or cut.signs_off(s.text) or _COURTESY.search(s.text):
            s.role, s.why = "courtesy", "asks for nothing in particular"
        elif _FALLBACK.search(s.text):
            s.role, s.why = "context", FALLBACK_WHY
        elif _REMEDY_FORM.search(s.text):
            s.role, s.kinds, s.why = "request", ["other"], REMEDY_FORM_WHY
            if _INSTEAD.search(s.text):
                s.forbids = list(dict.fromkeys([*s.forbids, "refund"]))  # not to the card: a person pays it the way asked
        elif _ACCOUNT.search(s.text):
            s.role, s.kinds, s.why = "request", ["other"], "asks for something done to an account, a subscription, an order or its papers"
        elif _other_remedy(s.text):
            s.role, s.kinds, s.why = "request", ["other"], OTHER_REMEDY_WHY
        elif not stems and not _REMEDY.search(s.text):
            s.role, s.why = "courtesy", "asks for nothing in particular"
        elif s.index == 0 and requests:
            s.role, s.why = "attached", "the subject line, naming what the body asks"
        elif _COMPENSATION.search(s.text):
            s.role, s.kinds, s.why = "request", ["other"], "asks for money beyond a policy remedy"
        elif any(not s.order or not r.order or r.order == s.order for r in requests) and (
                stems <= known or (_REMEDY.search(s.text) and len(content_stems(_FINE_TAIL.sub("", s.text)) - known) <= 1)):
            s.role, s.why = "attached", "asks for the remedy of the requests around it"
        elif _refers_back(s, read):
            s.role, s.why = "attached", REFERS_BACK_WHY
        elif _NEED_FOR.match(s.text) and not _REMEDY.search(s.text) and not _ASKS_SOMETHING.search(s.text):
            s.role, s.why = "context", NEED_FOR_WHY
        else:
            s.role, s.kinds = "request", ["other"]


# What the goods are needed for, told as a circumstance: "I need it for a trip.", "We need them by
# Saturday for the wedding.", "Really needed this for work". Why it matters to the customer, not a
# request of its own: the requests around it say what to do.
_NEED_FOR = re.compile(
    r"^\W*(?:(?:and|but|so|also|plus|honestly|really|because|as|since)\W+)*(?:i|we)(?:'d|’d)?\s+(?:really\s+|just\s+|actually\s+|do\s+|did\s+|"
    r"kind\s+of\s+|badly\s+|urgently\s+|still\s+)?(?:need|needs|needed)\s+(?:it|them|this|these|that|those|the\s+[\w-]+(?:\s+[\w-]+)?|my\s+[\w-]+)\s+"
    r"(?:\w+\s+)?(?:for|by|before|on|in\s+time\s+for|to\s+(?:take|wear|use|bring|give|pack)|this|next|tomorrow|tonight)\b[^?]*$", re.I)
NEED_FOR_WHY = "tells what the customer needs the goods for or by: a circumstance, not a request of its own"


# A follow-up that asks for what was just asked, by a pronoun: "Please set that up.", "Could you go
# ahead with it?", "Can someone get that started for me?". Only a verb besides the pronoun: what it
# would have a person do is the request before it.
_REFERS_BACK = re.compile(
    r"^\W*(?:(?:and|so|then|also|ok|okay|now|if so)\W+)*(?:(?:please|pls|plz|kindly)\s+)?(?:(?:can|could|would|will)\s+(?:you|u|someone|somebody)\s+"
    r"(?:please\s+|kindly\s+|just\s+)?)?(?!(?:not|never|don'?t|do not)\b)(?:[a-z]+\s+){1,3}?(?:it|that|this|them|those|these|the same)"
    r"(?:\s+(?:up|through|in motion|going|started|underway|off|along|forward|for me|for us|asap|now|please|today|then|too|as well|"
    r"straight away|right away|if (?:you can|possible)|thanks|thank you))*\s*[.!?]*\s*$", re.I)
REFERS_BACK_WHY = "asks for what the request before it asks (\"set that up\", \"go ahead with it\"): no request of its own"


def _refers_back(s: "ReadSentence", read: list["ReadSentence"]) -> bool:
    """Whether a sentence only points back, by a pronoun, at the request just before it in its paragraph."""
    before = next((r for r in reversed(read[:read.index(s)]) if r.role in ("request", "attached") and r.kinds != ["other"]
                   or r.role == "request"), None)
    return bool(before and before.paragraph == s.paragraph and _REFERS_BACK.match(s.text) and not re.search(r"\b(?:not|never)\b|n'?t\b", s.text, re.I)
                and len(content_stems(s.text) - content_stems(before.text)) <= 1)


# The delivery fee asked back beside broken or wrong goods ("refund the lid and also the delivery",
# "I shouldn't pay shipping for broken stuff"): no policy row pays it for that, so a person answers it.
_FEE_BESIDE = re.compile(
    r"\b(?:refund\w*|back|credit\w*|reimburs\w*|waive\w*)\b[^.!?]{0,40}\b(?:and|also|plus|as well as|&)\s+(?:also\s+)?(?:the |my |your |for )?"
    r"(?:delivery|shipping|postage|carriage)\b(?! (?:box|driver|company|van|note|damage|date|address))"
    r"|\b(?:shouldn'?t|should not|not|why (?:should|do|would) i)\b[^.!?]{0,20}\b(?:pay|paying|be charged|charged)\b\s+(?:for\s+)?(?:the\s+)?"
    r"(?:delivery|shipping|postage|carriage)\b", re.I)


# Other goods said to be fine at the end of a remedy's sentence ("pls refnd the blender, cups r fine"):
# not a new thing asked about.
_FINE_TAIL = re.compile(r"[,;:-]\s*(?:but\s+|and\s+)?(?:the\s+)?(?:[\w'-]+\s+){0,3}(?:is|are|r|was|were)\s+(?:all\s+)?"
                        r"(?:fine|ok|okay|intact|perfect|undamaged|good)\W*$", re.I)


FEE_BESIDE_WHY = "asks the delivery fee back beside broken or wrong goods: no policy pays it for that, a person answers"


def _fee_beside_goods(s: "ReadSentence", requests: list["ReadSentence"]) -> bool:
    """The sentence asks the delivery fee back, beside (or inside) a claim on broken or wrong goods
    and no request of a kind that pays the fee itself (late, charged twice, never arrived)."""
    kinds = {k for r in requests for k in r.kinds}
    return bool(kinds & {"damaged_item", "wrong_item"}) and not kinds & {"late_delivery", "duplicate_charge", "non_delivery"} \
        and bool(_FEE_BESIDE.search(s.text))


def intent_spans(text: str) -> dict[str, list[tuple[int, int]]]:
    """Where in the text each requested kind is expressed: {kind: [(start, end), ...]}, offsets in `text`."""
    spans: dict[str, list[tuple[int, int]]] = {}
    for s in read_ticket(text).requests:
        for kind in s.kinds:
            hits = s.spans.get(kind) or [(0, len(s.text))]
            spans.setdefault(kind, []).extend((s.start + a, s.start + b) for a, b in hits)
    return {k: sorted(v) for k, v in spans.items()}


def detect_intents(text: str) -> list[str]:
    """Kinds the customer asks for, in a stable order (`other` last)."""
    return read_ticket(text).intents


def strip_injected(text: str) -> str:
    """The ticket with every injected passage blanked out (offsets unchanged)."""
    out = list(text)
    for p in cut.injected_passages(cut.split(text, own_words=_own_words)):
        out[p["start"]:p["end"]] = " " * (p["end"] - p["start"])
    return "".join(out)


def looks_injected(text: str) -> bool:
    return any(p.injected for p in cut.split(text, own_words=_own_words))


def uncovered(intents: list[str], plan_kinds: list[str]) -> list[str]:
    """Detected intents no subtask covers. A non-delivery plan covers a damage claim it replaced."""
    kinds = set(plan_kinds)
    missing = []
    for intent in intents:
        if intent in kinds:
            continue
        if intent == "damaged_item" and "non_delivery" in kinds:
            continue
        missing.append(intent)
    return missing


def _same_order(a: str, b: str) -> bool:
    return normalise_ref(a) == normalise_ref(b)


def _names_order(goal: str, order: str) -> bool:
    return any(_same_order(ref, order) for ref in cut.orders_in(goal))


def _covers(s: ReadSentence, kind: str, subtask: dict, pinned_order: str) -> bool:
    goal = subtask["goal"]
    if kind == "other":
        if subtask["kind"] != "other":
            return False
        stems = content_stems(s.text)
        if not stems:  # every word one the known kinds deal in ("as store credit instead?"): the goal must quote it
            return " ".join(s.text.lower().split())[:120] in " ".join(goal.lower().split())
        return len(stems & content_stems(goal)) >= max(1, round(0.6 * len(stems)))
    if kind == "late_delivery" and subtask["kind"] == "non_delivery" and FEE_IN_GOAL.search(goal):
        pass  # the delivery fee asked beside a lost order, paid back by the claim for the whole order
    elif subtask["kind"] not in ({kind, "non_delivery"} if kind == "damaged_item" else {kind}):
        return False
    foreign = s.order and pinned_order and not _same_order(s.order, pinned_order)
    if foreign:
        return _names_order(goal, s.order)
    named = cut.orders_in(goal)
    return not named or not pinned_order or any(_same_order(ref, pinned_order) for ref in named)


def accounting(reading: Reading, subtasks: list[dict], pinned_order: str = "") -> list[dict]:
    """Every request the screener read, kind by kind, with the subtask that covers it or the reason
    none does. `subtasks`: {number, kind, goal} each (a replan passes the closed ones too)."""
    rows = []
    for s in reading.requests:
        for kind in s.kinds:
            match = next((t for t in subtasks if _covers(s, kind, t, pinned_order)), None)
            row = {"i": s.index, "text": s.text, "kind": kind, "order": s.order, "subtask": match["number"] if match else None}
            if match is None:
                foreign = s.order and pinned_order and not _same_order(s.order, pinned_order)
                if kind == "other":
                    row["reason"] = "no subtask of kind other quotes this request"
                elif foreign:
                    row["reason"] = f"it is about order {s.order}, and no {kind.replace('_', ' ')} subtask names that order"
                else:
                    row["reason"] = f"no {kind.replace('_', ' ')} subtask"
            rows.append(row)
    return rows


def unaccounted(reading: Reading, subtasks: list[dict], pinned_order: str = "") -> list[dict]:
    """The requests no subtask covers (the plan check refuses a plan that leaves any)."""
    return [row for row in accounting(reading, subtasks, pinned_order) if row["subtask"] is None]


def describe(row: dict) -> str:
    """One unaccounted request, for a refusal the model reads and a reviewer sees."""
    return f"the ticket asks \"{row['text'][:160]}\" ({row['kind'].replace('_', ' ')}) and {row['reason']}"
