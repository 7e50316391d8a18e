"""Past problems the customer says were settled ("arrived cracked last spring and you refunded it"),
delays waved off ("no rush"), problems taken back, and the goods said to be fine: why a sentence
with a cue is context, not a request."""

from __future__ import annotations

import re

from .purchase_month_told import purchase_month_struck
from .bank_threats import turns_to_bank
from .sent_remedy_not_come import sent_not_come

from .settled_after_when import settled_after_past_when, without_bought_again
from .claim_after_settling import claim_after_settling
from .history_likened import claim_apart
from .earlier_order_asked import asked_of_earlier_order  # (a numbered earlier order's problem asked of now)
from .settled_elsewhere_done import settled_elsewhere_done
from .settled_other_means import settled_other_means, settling_denied
from .third_party_money_back import prevention_wish_blanked, returned_by_third_party
from .goods_kept_out import kept_out_spans
from .goods_lived_with import lived_with_beyond
from .waived_goods import asks_only_the_remedy, remedy_asked_beside, waived_spans
from .waived_goods import fronted_waived_whole, kind_waiver_opening, kind_waves, without_kindly_waived_after_an_ask
from ..fine_clauses import _CLAUSE_CUT, GOODS_FINE, OTHERWISE_BEFORE, PACKAGING, PRONOUN_FINE
from ..read_once_per_text import immutable_once_per_text, once_per_text
from ..shop.kinds import NOT_A_CASE
from .asks import _CLAUSE_START, _REQUEST
from .cues import _TURN, GOODS_PROBLEMS, _own_words, _spans_of
from .given_remedies import closed_as_settled, remedy_given, wished_before
from .pending_holds import NOTHING_FOR_YOU, hold_clearing
from .looked_again import looks_again_blanked
from .remedy_asked_forms import remedy_asked
from .handed_over import handed_over, news_only
from .money_preferred import money_preferred
from .others_settled import settled_for_another
from .claim_kept_in_part import lets_one_go
from .count_corrections import corrects_a_count
from .goods_narrowed_next import narrowed_goods
from .reading import GOODS_WAVED_WHY, SETTLED_WHY
from .settled_words import SELF_FIX_VERBS, CHARGE_GONE_WORDS, CHARGE_NAMED, DONE_MARKERS, ELSEWHERE, PART_BACK, REMEDY_NOUNS, REMEDY_VERBS, SETTLED_STATES, TOLD_LAST_TIME, WHO_SETTLES, customer_since_struck, settlement_denied
from .thanks import MONEY_CAME_THROUGH, THANKS_FOR_DONE
from .thanks_for_charge_fixed import THANKS_FOR_CHARGE_FIXED
from .courier_swap_at_the_door import COURIER_SWAPPED_AT_DOOR
from .thanked_money_back_now import thanked_money_back_now
from .money_put_back import landed_now_blanked, money_put_back
from .no_issue_now import no_issue_now_blanked  # ("your colleague refunded it, no issue there now")
from .stems import content_stems
from .return_struck_by_name import return_asked_before, return_struck, return_struck_at, settle_struck_sentence
from .unhurried import unhurried
from .damage_told_only import FINE_WITH_IT, said_of_a_remedy  # "a small dent, but I'm fine with it" (waves the claim off)
from .nothing_more_after_ask import nothing_more_after_ask  # ("can you refund it? nothing else needed.")
from .keep_it_bidden import KEEP_BIDDEN
from .afterthoughts import AFTERTHOUGHT
from .ask_called_off import ask_called_off, settle_calling_sentence
from .goods_corrected_next import goods_meant_at
from .claim_recounted import recounted_after
from .payment_card_gone_is_no_settling import payment_told_cancelled
from .goods_named_bank import BANK
from .suggestion_declined import suggestion_declined_blanked

_ELSEWHERE = ELSEWHERE  # who else can settle a problem (runs/intents/settled_words.py)
# Goods already swapped or replaced by anyone who came or sold them: "your courier came back the next day and swapped
# the broken chair for a new one", "the driver exchanged it on the spot", "the shop replaced it". Never a swap that is
# itself the problem ("the courier swapped my parcel with someone else's", "swapped the labels by mistake"), nor asked
# or wished for ("can the driver swap it?", "the shop should replace it").
_SWAPPED = (r"\b(?:you|they|the seller|sundry|someone|somebody|(?:your|ur|the|a|our)\s+(?:[\w-]+\s+)?(?:courier|driver|delivery\s*(?:man|guy|person|team|driver)|"
            r"postman|postie|carrier|shop|store|seller|fitter|engineer|technician|team|colleague|rep|agent))\s+"
            r"(?!(?:should|would|could|can|will|must|might|may|needs?|to)\b)(?:[\w'’-]+\s+){0,8}?"
            r"(?:swapped|exchanged|replaced|switched)\s+(?!(?:\w+\s+){0,3}?(?:with|for)\s+(?:someone|somebody|another\s+(?:customer|person)|the\s+wrong|a\s+wrong)\b)"
            r"(?!(?:\w+\s+){0,2}?(?:labels?|parcels?|packages?|addresses?|orders?)\b)(?![^.!?]*\b(?:by mistake|wrong|in error)\b)(?![^.!?]*\?)"
            r"(?:it|them|that|this|the\s+|my\s+|our\s+|(?:[\w-]+\s+){0,3}?(?:for|with)\s+(?:a|an|another)\s+)")
# A time past, opening a learner's telling of a problem settled: "Before, ...", "Last month ...", "two weeks ago ..." (never
# "before you refund me", a time to come; nor "please", "now" or "again" after it in the sentence, an ask of today).
_TIME_PAST = (r"(?:^|(?<=[.!?,;:]\s))\W*(?:(?:before|previously|earlier|one\s+time|in\s+the\s+past)\s*,|(?:previously|one\s+time|in\s+the\s+past)\b"
              r"|last\s+(?:time|week|month|year|order|christmas)\b|(?:\w+\s+){1,2}(?:days?|weeks?|months?|years?)\s+ago\b)"
              r"(?![^.!?]*\b(?:please|pls|plz|now|again|still|but)\b)")
# A problem the customer calls past and settled is context, not a request.
_SETTLED = re.compile(
    # ("you very kindly refunded it straight away": two words of manner between who and the settling)
    rf"\b{WHO_SETTLES}\s+(?:\w+\s+){{0,2}}?"
    r"(?:refunded|replaced|reimbursed|credited|sorted|fixed|resolved|took care of|dealt with|handled|compensated|swapped)\b"
    rf"|\b(?:was|were|got|been|is|are|it'?s|it’s|that'?s|that’s)\s+(?:\w+\s+)?(?:{REMEDY_VERBS}|replaced|swapped|exchanged|{SETTLED_STATES})\b"
    rf"|\b(?:got|received|had|given)\s+(?:a |my |the |full |a full |our )?{REMEDY_NOUNS}\b"
    r"|\b(?:already|all) (?:sorted|resolved|refunded|fixed|settled|received)\b|\bno (?:further )?action (?:is )?needed\b"
    # a thanks for a remedy given, never one said in advance ("thanks for sorting all of this"): runs/intents/thanks.py
    rf"|{THANKS_FOR_DONE}|{MONEY_CAME_THROUGH}"
    rf"|{THANKS_FOR_CHARGE_FIXED}"  # "thanks for fixing the double payment": runs/intents/thanks_for_charge_fixed.py
    rf"|{COURIER_SWAPPED_AT_DOOR}"  # "courier swapped the box at the door cos the first was smashed": courier_swap_at_the_door.py
    # part of the money given back by whoever settles: "the seller gave me 50% back", "they knocked 30% off" (settled_words.PART_BACK)
    rf"|(?:\b{WHO_SETTLES}|{_ELSEWHERE})\s+(?:\w+\s+){{0,2}}?{PART_BACK}"
    # a learner's bare verb made past by "already": "the man in your shop give me the money back already", "you refund me already"
    # (never asked or threatened: "can you refund me already?", "you refund me already or I go to my bank")
    rf"|\b{WHO_SETTLES}\s+(?:refund|give|gived|refunds|gives)\s+(?:me|us)\b[^.!?]{{0,30}}?\balready\b(?![^.!?]*\b(?:or|otherwise|else)\b)(?![^.!?]*\?)"
    # ... or by a time past opening the sentence and thanks after: "Before, the cup was broken and you give me money back, thank
    # you", "last month the plate come crack and u refund me, thx" (verify48 V48-410; never "you give me money back please, thank
    # you", which asks it, nor "now" or "again" beside it)
    rf"|{_TIME_PAST}[^.!?]{{0,80}}?\b{WHO_SETTLES}\s+(?:refund|give|gived|refunds|gives|send|sended)\s+(?:me|us)\b[^.!?]{{0,30}}?"
    r"\b(?:thank\s*(?:you|u|yo)|thanks|thx|thnx|ty|tq)\b(?![^.!?]*\?)"
    rf"|\b{WHO_SETTLES}\s+(?:\w+\s+)?(?:sent|gave|issued|arranged|processed|posted|shipped)"
    r"\s+(?:me\s+|us\s+)?(?:a |an |the |my |our )?(?:full |new )?(?:replacement|refund|new one|credit|reimbursement)\b"
    # how the shop dealt with it, praised: "you were great about it", "your team were very good about that"
    rf"|\b{WHO_SETTLES}\s+(?:were|was|have\s+been|'ve\s+been)\s+(?:so\s+|very\s+|really\s+|just\s+|absolutely\s+)?"
    r"(?:great|brilliant|fantastic|amazing|wonderful|excellent|good|lovely|helpful|quick|kind|superb|fab|fabulous|spot\s+on)\s+(?:about|with)\s+(?:it|that|this|them)\b"
    r"|\bthat'?s (?:all )?(?:fine|sorted|done|settled)\b(?![,\s]+(?:if|as long as|so long as|provided|once|when|by me if)\b)|\bwhich (?:was|you) (?:fine|sorted|resolved)\b"
    # put right in plain words: "you already made it right", "your team had put that right", "it was all made good"
    rf"|\b{WHO_SETTLES}\s+(?:\w+\s+)?(?:made|(?:already|have|'ve|has|had)\s+put)\s+"
    r"(?:it|that|this|things|everything)\s+(?:right|good)\b|\b(?:was|were|got|been)\s+(?:all\s+)?(?:made|put)\s+(?:right|good)\b"
    # (a bare "put" only when nothing asks it: "your team put it right", never "can you put it right?")
    rf"|(?<!\bcan )(?<!\bcould )(?<!\bwill )(?<!\bwould )(?<!\bto )(?<!\bplease )\b{WHO_SETTLES}"
    r"\s+put\s+(?:it|that|this|things|everything)\s+right\b(?![^.!?]*\?)"
    # the customer already sent the goods back: a return under way, asked about, not claimed again
    r"|\b(?:i|we)(?:'ve| have)?\s+(?:already\s+)?(?:sent|posted|mailed|shipped|dropped)\s+(?:back|off)\b(?=[^.!?]*\b(?:last|ago|already|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|yesterday))"
    r"|\b(?:i|we)(?:'ve| have)?\s+(?:already\s+)?(?:sent|posted|mailed|shipped|returned)\s+(?:it|them|the [\w-]+(?: [\w-]+){0,2})\s+back\b(?=[^.!?]*\b(?:last|ago|already|yesterday))"
    # settled somewhere the shop does not record: a bank, a card company, a chargeback, another channel
    rf"|(?:{_ELSEWHERE})\s+(?:\w+\s+){{0,2}}?(?:reversed|refunded|reimbursed|credited|returned|cancel+ed|voided|removed|waived|charged (?:it |them |that )?back|"
    r"sorted|fixed|resolved|replaced|swapped|exchanged|took care of|dealt with|handled|"
    r"(?:gave|paid|put) (?:me |us )?(?:it |them |that |(?:the |my )?(?:[$€£]?\d[\d.,]*|\w+)(?: (?:one|money|payment|charge|amount|fee))? )?back|"
    r"(?:gave|sent|issued|offered) (?:me |us )?(?:a |an |the )?(?:\w+ )?(?:discount|voucher|coupon|code|credit|refund|replacement|partial refund|goodwill))\b"
    r"|\b(?:through|via|with|by) (?:a |the )?charge-?back\b|\b(?:did|raised|filed|won|opened) (?:a )?charge-?back\b|\bcharged (?:it|them|that|the\s+(?:[\w-]+\s+){0,2}?(?:payment|charge|one|amount|transaction|debit))\s+back\b"
    r"|\bleave (?:that|it|this|them|those) (?:alone|be|as (?:it is|they are))\b|\bnothing (?:left |more |else )?(?:to do|needed|for you to do)\b(?! with (?:you|your|the shop|sundry))"
    r"(?![\s,]+(?:except|but|apart|other\s+than|beyond|besides|save)\b)"
    # the goods already swapped or replaced by whoever came or sold them (runs/intents/settled.py _SWAPPED)
    rf"|{_SWAPPED}"
    # the customer closing, in the same sentence, the matter just told: "..., so we're all good on that front", "... - all sorted
    # on that score" (standing alone, it is read against the sentence before it: _context_reason)
    r"|(?:,|\s[-\u2013\u2014]|\b(?:so|and|now))\s+(?:(?:we|i|it|that)(?:'re|’re|'m|’m|'s|’s| are| am| is)\s+)?all (?:good|sorted|fine|ok(?:ay)?|settled) "
    r"(?:on|with) (?:that|this) (?:front|score|side|one|count|bit)\b", re.I)
# A copy of a charge gone from the statement, as the customer's bank tells it: "it has dropped off", "the second charge
# disappeared", "it was only a pending hold", "turns out it was a pre-authorisation", "the hold was released". Never
# denied ("neither has disappeared", "it's not a pending hold") nor still there ("a pending charge that's still there").
_CHARGE_NAMED, _GONE = CHARGE_NAMED, CHARGE_GONE_WORDS  # the duplicate-gone family (runs/intents/settled_words.py)
_CHARGE_GONE = re.compile(
    rf"{_CHARGE_NAMED}(?:\s+[\w'-]+){{0,5}}?\s+{_GONE}"
    r"|\b(?:was|were|is|are|be|been|it'?s|just|only)\s+(?:only\s+|just\s+|merely\s+)?(?:an?\s+)?(?:pending|temporary)\s+(?:hold|authori[sz]ation|auth|pre-?auth\w*|charge|payment|transaction)\b(?![^.!?]*\b(?:still|but)\b)"
    r"|\b(?:was|were|is|be|been|it'?s|just|only)\s+(?:only\s+|just\s+|merely\s+)?(?:an?\s+)?(?:pre-?auth\w*|authori[sz]ation(?:\s+hold)?)\b(?![^.!?]*\b(?:still|but)\b)"
    r"|\b(?:hold|authori[sz]ation|pre-?auth\w*)\s+(?:was\s+|has\s+been\s+|got\s+)?(?:released|lifted|cancel+ed|reversed|voided)\b", re.I)
# ... or told by a pronoun in a sentence that names the charge: "my bank says the second charge was a hold and it has dropped off"
# ("it's gone now", "that one's gone": gone alone, not gone up, through, wrong or missing)
_IT_GONE = re.compile(rf"\b(?:it|that|this|one)(?:\s+|['’]s\s+)(?:{_GONE}|gone\b(?!\s+(?:up|through|thru|wrong|missing|astray|out|over)\b))", re.I)
_CHARGE_IN = re.compile(_CHARGE_NAMED + rf"|\b(?:charged|billed|{BANK}|statement)\b", re.I)
_DENIED_IN = re.compile(r"\b(?:not|never|neither|nor)\b|n['’]t\b|\b(?:dont|didnt|doesnt|hasnt|havent|hadnt|isnt|wasnt|arent|werent|wont|cant|cannot)\b", re.I)
_DENIED_BEFORE = re.compile(r"(?:\b(?:not|never|neither|nor|none|no)\b|n['’]t\b|\b(?:dont|didnt|doesnt|hasnt|havent|hadnt|isnt|wasnt|arent|werent|wont|cant|cannot)\b)(?:\s+\w+){0,2}\s*$", re.I)
_EARLIER = re.compile(
    r"\blast (?:spring|summer|autumn|fall|winter|year|christmas|easter|time)\b|\b(?:a|one|two|three|four|five|few|couple of|several) "
    r"(?:years?|months?) ago\b|\b(?:an?|my|our|the) (?:previous|earlier|older|past|prior|last|first) (?:order|purchase|delivery|parcel|shipment)\b"
    r"|\bin the past\b|\bonce before\b|\bback in (?:\w+ )?(?:19|20)\d\d\b|\bback in (?:january|february|march|april|may|june|july|august|"
    r"september|october|november|december|the spring|the summer)\b|\bin (?:19|20)\d\d\b", re.I)
def earlier_time(text: str) -> bool:
    """Whether `text` tells of an earlier order or time ("last spring", "my previous order"), "last time" said of a
    telling the customer left something out of not counted, nor a customer since a time ("I've bought from you since last
    autumn, the new lamp is broken")."""
    return bool(_EARLIER.search(customer_since_struck(TOLD_LAST_TIME.sub(" ", text))))


# A date the goods were due that has passed is no earlier time: "the sofa was due a month ago and tracking is
# frozen" tells goods overdue now, not a problem of an earlier time.
_OVERDUE = re.compile(r"\b(?:due|expected|promised|supposed\s+to\s+(?:arrive|come|be\s+here)|meant\s+to\s+(?:arrive|come|be\s+here)|scheduled|"
                      r"estimated|meant\s+to\s+be\s+delivered|(?:should|shoulda)\s+have\s+(?:arrived|come|been\s+delivered))\s+"
                      r"(?:(?:to\s+arrive|for\s+delivery|here)\s+)?(?:about\s+|around\s+|over\s+|more\s+than\s+)?"
                      r"(?:a|one|two|three|four|five|six|few|couple\s+of|several|\d+)\s+(?:weeks?|months?|days?)\s+ago\b", re.I)
# ...unless it is happening again, or still.
# ("thanks for replacing the jumper - the only thing left is that I was billed twice": what is left is open)
_NOW = re.compile(r"(?<!thank you )(?<!thanks )\b(?:again|still|this time|now|but|however|yet|second time|once more|same thing"
                  r"|(?:only|one|other)\s+(?:thing|issue|problem|bit)s?\s+(?:left|remaining|outstanding|still\s+open))\b", re.I)
# "now" said of the problem's end, no turn: "all good now", "it's fine now", "sorted now", "now resolved".
_OVER_NOW = re.compile(r"\b(?:good|fine|ok(?:ay)?|sorted(?: out)?|resolved|fixed|settled|happy|great|perfect|right|gone|cleared|"
                       r"off|statement|account|card|disappeared|vanished|released|reversed|removed)\s+now\b"
                       r"|\bnow\s+(?:all\s+)?(?:sorted|resolved|fixed|settled|fine|good|ok(?:ay)?)\b"
                       # a copy gone from the statement: "which has now gone", "it has now dropped off" (never "now gone through")
                       r"|\b(?:has|have|had|is|'s|’s)\s+now\s+(?:gone(?!\s+(?:through|thru|up|over)\b)|disappeared|vanished|cleared|dropped\s+off|fallen\s+off|"
                       r"been\s+(?:released|reversed|removed|cancel+ed|voided))", re.I)
_GOODS_FINE = GOODS_FINE
_PACKAGING = PACKAGING  # a box, a parcel: what goods come in (runs.fine_clauses)


# A claim the customer takes back by pointing at what they said before: "Forget what I said on the phone about
# the scratch", "never mind my previous email about the late delivery", "ignore my last message re the mug",
# "disregard the bit about the dent", "I take back what I said about the lamp", "forget about the wobble".
_WHAT_WAS_SAID = (r"(?:what|everything|anything|all|the\s+(?:stuff|things?))\s+(?:(?:i|we)(?:'ve|\s+have|\s+had|'d)?\s+(?:\w+\s+)?"
                  r"(?:said|wrote|written|told\s+(?:you|u|your\s+\w+)|mentioned|reported|put|sent|complained|raised|claimed)|was\s+said)")
_EARLIER_WORDS = (r"(?:my|our|the|that|this)\s+(?:(?:previous|last|earlier|first|other|old|original|prior|1st|initial|recent)\s+)?"
                  r"(?:(?:refund|return|replacement|damage|exchange|money-?back)\s+)?"
                  r"(?:e-?mail|message|mail|msg|note|ticket|complaint|call|phone\s+call|chat|comment|bit|part|claim|report|query|point|letter|dm|request)s?")
# Where a clause opens: the sentence's start, after a stop or a dash, or after a word that only softens ("actually", "so").
_CLAUSE_OPENS = ("(?:^\\W*|(?<=[,;:.!?(\u2013\u2014-])\\s*|"
                 + "|".join(rf"(?<=\b{w}\s)" for w in ("actually", "so", "oh", "ok", "okay", "wait", "sorry", "and", "but", "please", "pls", "hmm", "just", "no",
                                                         # a second thought told before the striking words: "On reflection skip the teapot"
                                                         "reflection", "thought", "thoughts", "tbh", "honestly"))
                 + ")")
RETRACTED = re.compile(
    rf"\b(?:forget|forgot|ignore|disregard|never\s?mind|nevermind|scratch|strike|cancel|drop|take\s+back|withdraw|retract)\s+(?:about\s+)?"
    rf"(?:{_WHAT_WAS_SAID}|{_EARLIER_WORDS})\b"
    r"|\b(?:forget|never\s?mind|nevermind|ignore)\s+about\s+(?:the|my|our|that)\s+(?!refund|return|replacement|exchange|money|credit|swap)"
    # goods struck from the ask by name, opening a clause: "Actually scratch the mug", "leave out the saucer", "forget the
    # lamp, it's fine" (never the verb told of goods: "the box didn't scratch the mug", "don't forget the receipt");
    # "..., ignore the vase", "disregard the vase" strike the same (verify36 V36-060: read as a statement, the vase paid),
    # never an old detail set aside for a new one ("disregard the old address and use the new one" asks the change)
    rf"|{_CLAUSE_OPENS}(?<!not\sjust\s)(?<!n't\sjust\s)(?<!n’t\sjust\s)(?:scratch|forget|leave\s+out|skip|strike|cross\s+off|strike\s+off|ignore(?!\s+\S+\s+[\w-]+['’]s\b)(?![^.!?]{{0,60}}\buse\b)|disregard(?!\s+\S+\s+[\w-]+['’]s\b)(?![^.!?]{{0,60}}\buse\b))\s+(?:the|my|our)\s+"
    r"(?!refund|return|replacement|exchange|money|credit|swap|(?:last|previous|earlier|first)\s+(?:e-?mail|message|mail|msg|note|ticket)|bit|part\b"
    # the papers that travel with a parcel are no goods struck from a claim: "gift-wrap it and leave out the receipt" asks a
    # favour of the next parcel (R4-13: read as the frame's claim struck, the frame's refund was held and the favour lost)
    r"|(?:gift\s+|paper\s+|printed\s+)?(?:receipts?|invoices?|price\s+(?:tags?|stickers?|labels?)|prices?\b|packing\s+(?:slips?|lists?|notes?)"
    r"|delivery\s+notes?|dispatch\s+notes?|paperwork|bill\b))", re.I)
# Retracting words that point back at an ask told before them: "cancel that request", "withdraw this claim".
_POINTS_BACK = re.compile(r"\b(?:that|this)\s+(?:(?:refund|return|replacement|damage|exchange|money-?back)\s+)?(?:request|claim|complaint|query)s?\s*$", re.I)
# A problem that came right by itself: "it polished out with a bit of wax", "the mark came out in the wash",
# "the missing cable turned up after all", "it was in the box all along".
SELF_RESOLVED = re.compile(
    r"\b(?:polish(?:ed|es)?|buff(?:ed|s)?)\s+(?:\w+\s+){0,2}?(?:out|off|away)\b|\b(?:came|comes|washed)\s+(?:right\s+)?out\s+in\s+the\s+wash\b"
    r"|\b(?:turned|showed)\s+up\s+after\s+all\b|\b(?:found|located)\s+(?:it|them|the\s+\w+)\s+after\s+all\b"
    r"|\b(?:was|were)\s+(?:there|in\s+the\s+(?:box|bag|parcel|package|packaging))\s+(?:all\s+along|after\s+all)\b"
    rf"|\b{SELF_FIX_VERBS}\s+(?:\w+\s+){{0,5}}?(?:and|so)\s+(?:it'?s|it\s+is|they'?re|they\s+are)\s+(?:\w+\s+)?(?:solid|fine|ok|okay|good|perfect|sorted)(?:\s+now)?\b"
    # put right by the customer's own hand: "sorted it myself", "my husband fixed it", "glued it back on"
    rf"|\b{SELF_FIX_VERBS}\s+(?:it|them|that|this)\s+(?:out\s+)?(?:(?:back\s+)?(?:on|together|up)\s+)?(?:my|our|him|her|them)sel(?:f|ves)\b"
    r"|\bglued\s+(?:it|them|that|the\s+[\w-]+)\s+back\s*(?:on|together|in\s+place)?\b(?![^.!?]*\b(?:but|however|still|again)\b)"
    # a claim thought of and let go: "I was going to ask for a refund for the scratch but decided against it"
    r"|\b(?:i|we)\s+(?:was|were|had\s+been|'d\s+been)\s+(?:going|gonna|about|planning|meaning|thinking\s+about)\s+(?:to\s+)?(?:ask\w*|claim\w*|request\w*|complain\w*|"
    r"writ\w*|get\w*|send\w*|return\w*|report\w*|email\w*|contact\w*)\b[^.!?]*?\b(?:but|then|and)\s+(?:i\s+|we\s+)?(?:(?:have|'ve)\s+)?(?:decided\s+against\s+it|"
    r"thought\s+better\s+of\s+it|changed\s+(?:my|our)\s+minds?(?:\s+(?:about|on)\s+(?:that|it))?|decided\s+(?:it'?s\s+)?not\s+(?:to|worth\s+it)\b[^.!?,;]*)"
    # ... or let go because a fix of the customer's own took the problem away: "I was all set to ask for a refund, but a bit of
    # furniture polish and it's vanished completely"
    r"|\b(?:i|we)\s+(?:was|were|had\s+been|'d\s+been)\s+(?:all\s+set|ready|about|going|gonna|on\s+the\s+verge\s+of)\s+(?:to\s+)?(?:ask\w*|claim\w*|request\w*|"
    r"complain\w*|writ\w*|email\w*|contact\w*)\b[^.!?]*?\bbut\b[^.!?]*?\b(?:polish|glue|wax|cloth|wipe|sponge|sandpaper|a\s+bit\s+of)\b[^.!?]*?\b(?:it'?s|it\s+has|it)\s+"
    r"(?:\w+\s+)?(?:vanished|gone|disappeared|come\s+out|came\s+out|come\s+off|came\s+off)\b(?:\s+completely|\s+entirely)?"
    # ... the subject left off or the fix told in other words, the mark then unseen or the goods fine: "Was going to ask for a
    # refund for the scratched frame but I've touched it up with a marker pen and you can't tell, so all fine!" (verify48
    # V48-413), "was gonna complain but my husband glued it and you cant even see it now" (never a fix that failed or money
    # asked after: "... but touched it up and you can still see it, please refund")
    r"|(?:\b(?:i|we)\s+|^\W*|[,;:]\s*)(?:was|were|had\s+been|'d\s+been)\s+(?:all\s+set|ready|about|going|gonna|planning|meaning|thinking\s+about|on\s+the\s+verge\s+of)\s+"
    r"(?:to\s+)?(?:ask|claim|request|complain|writ|email|contact|get|send|return)\w*\b[^.!?]*?\b(?:but|then)\b[^.!?]*?"
    rf"\b(?:{SELF_FIX_VERBS}|touched\s+(?:it\s+|them\s+|that\s+)?up|(?:a\s+)?(?:bit|dab|lick|touch|spot|drop|splash)\s+of|painted|coloured|colored|covered|filled|buffed|polished|rubbed|cleaned|wiped|ironed|steamed|dyed|waxed)\b"
    r"[^.!?]*?(?:\b(?:can'?t|cannot|can\s+not|cant|couldn'?t|could\s+not)\s+(?:even\s+|really\s+)?(?:tell|see|notice|spot)\b|\bgood\s+as\s+new\b|\binvisible\b"
    r"|\b(?:all|it'?s|it\s+is|it\s+looks?|looks?|they'?re|they\s+look)\s+(?:\w+\s+)?(?:fine|good|ok|okay|perfect|sorted|great)\b)"
    r"(?![^.!?]*\b(?:please|pls|plz|refund\w*|money|still|but|however)\b)", re.I)


# A subject (or a line) the customer marks as settled: "Cracked pot (resolved)", "[CLOSED] wrong size", "Broken lamp -
# sorted now", "RESOLVED: charged twice", "Parcel missing - no longer needed". Never a question ("resolved?") nor a
# denial ("- not resolved"): the marker must stand alone in its brackets, after a dash or colon, or open the line.
_DONE = DONE_MARKERS
MARKED_SETTLED = re.compile(
    rf"[(\[]\s*{_DONE}\s*[!.]*\s*[)\]](?!\s*\?)"
    rf"|\s[-\u2013\u2014:|/]+\s*{_DONE}\s*[!.]*\s*$"
    rf"|^\W*(?:re:\s*)?[(\[]?{_DONE}[)\]]?\s*[-\u2013\u2014:|]"
    r"|^(?=[^.!?]{0,60}$)[^.!?]*?\b(?<!not )no\s+longer\s+(?:needed|required|necessary)\s*[!.]*\s*$", re.I)


# The customer takes a problem back, or says they want nothing for it (the longest retracting words first:
# "ignore my earlier email about being charged twice" takes back all of it, never leaves "email" as an ask).
_WITHDRAWN = re.compile(
    rf"{RETRACTED.pattern}|{MARKED_SETTLED.pattern}|"
    r"\b(?:ignore (?:that|this|it|my (?:last|earlier|previous|first))|never ?mind|forget (?:it|that|about (?:it|that))|(?<!\ba )(?<!\bthe )(?<!\bone )(?<!\bdeep )(?<!\bbig )(?<!\bsmall )(?<!\blong )(?<!\bany )scratch that(?![,;:.!\s-]+(?:(?:it|that)(?:'?s| is)\s+|its\s+)?(?:even\s+|actually\s+|much\s+)?worse\b)(?!\s+(?:runs?|goes|go|is|was|are|on|across|along|down|you|i|we)\b)|"
    r"(?:i'?m|i am|we'?re|we are) not (?:looking|asking) for anything|no need to (?:refund|do anything|compensate)|"
    r"(?:don'?t|do not) (?:need|want) (?:anything|a refund|compensation|money) for|disregard (?:that|my (?:last|earlier|previous)))\b"
    rf"|{SELF_RESOLVED.pattern}", re.I)


def struck_goods(text: str) -> set[str]:
    """The goods a sentence strikes from the ask by name ("Actually scratch the mug, it's just a mark"): the
    words its withdrawing clause names, not the withdrawing words themselves."""
    out: set[str] = set()
    for a, b in _retracted_spans(text):  # (a problem that came right by itself strikes no goods by name)
        out |= content_stems(RETRACTED.sub(" ", text[a:b])) - content_stems(" ".join(m.group(0) for m in RETRACTED.finditer(text[a:b])))
    return out


def told_beyond_struck(striking: str, claim: str) -> bool:
    """Whether a claim tells, in a clause of its own, a problem with goods other than those a sentence strikes
    by name: "Mug chipped, bowl cracked." before "On second thoughts forget the mug" (the bowl's clause names no
    mug); never "The lamp base is dented." before "scratch the base" (its one clause names the struck goods)."""
    struck = struck_goods(striking)
    if not struck:
        return False
    bounds = [0, *(m.start() for m in _CLAUSE_START.finditer(claim)), len(claim)]
    clauses = [claim[a:b] for a, b in zip(bounds, bounds[1:]) if claim[a:b].strip()]
    return any(set(_spans_of(c)) & set(GOODS_PROBLEMS) and not content_stems(c) & struck for c in clauses)


# Words that may follow a list's joining word without naming goods: "return the jacket and get a refund", "the
# jacket, both unworn", "the jacket and I'll keep the rest".
_NOT_LISTED = frozenset("""
i i'm i'll i've i'd we we'll we're you it it's its they them he she get got send sent give keep kept refund refunds money
credit exchange swap replace replacement return returning post label collection pickup courier please pls thanks cheers
also too both all unworn unused unopened worn new tags tag tagged boxed box still just only then so as well either
""".split())
_LIST_JOIN = re.compile(r"^(?:\s*[,&+/]\s*(?:and\s+)?|\s+(?:and|plus|&)\s+|\s+as\s+well\s+as\s+)(?:(?:the|my|our|that|those|these|this|both|a|an|its|their)\s+)*$", re.I)
_TOKEN = re.compile(r"[a-z][a-z'’-]*", re.I)


def listed_beyond_struck(striking: str, ask: str) -> bool:
    """Whether an ask lists the goods a sentence strikes by name beside other goods: "return the jacket and the belt",
    "send back the belt and jacket", "both the belt and the denim jacket" before "skip the jacket" (the belt still goes
    back); never "return the jacket, it's unworn" or "return the jacket and get a refund" (the jacket is all it names)."""
    struck = struck_goods(striking)
    if not struck:
        return False
    tokens = [(m.group(0).lower().replace("’", "'"), m.start(), m.end()) for m in _TOKEN.finditer(ask)]

    def goods(k: int) -> bool:
        word = tokens[k][0]
        return word not in _NOT_LISTED and len(word) >= 3 and bool(content_stems(word)) and not content_stems(word) & struck

    for i, (word, start, end) in enumerate(tokens):
        if not content_stems(word) & struck:
            continue
        # after: "jacket and (the) belt", "jacket, belt", "navy (jacket) and the tan belt" (struck by a word before the head)
        ends = [end] + ([tokens[i + 1][2]] if i + 1 < len(tokens) and content_stems(tokens[i + 1][0]) and not ask[end:tokens[i + 1][1]].strip() else [])
        if any(_LIST_JOIN.match(ask[at:tokens[j][1]]) and goods(j) for at in ends for j in range(i + 1, min(i + 7, len(tokens)))):
            return True
        # before: "belt and (the) (denim) jacket"
        opens = [start] + ([tokens[i - 1][1]] if i and content_stems(tokens[i - 1][0]) and not ask[tokens[i - 1][2]:start].strip() else [])
        if any(_LIST_JOIN.match(ask[tokens[k][2]:at]) and goods(k) for at in opens for k in range(max(0, i - 7), i)):
            return True
    return False


# Goods a striking sentence keeps in the ask: "scratch the jacket, only the belt", "so just the belt then", "the belt only".
_KEPT_IN_ASK = re.compile(r"\b(?:only|just|simply)\s+(?:return\s+|send\s+back\s+)?(?:the|my|our)\s+[a-z][\w'-]*(?:\s+(?!(?:please|pls|plz|then|thanks|now|is|are|was|were|will|and|but|if|to|goes|go|can|could|back)\b)[a-z][\w'-]*)?"
                          r"|\b(?:the|my|our)\s+[a-z][\w'-]*\s+only\b", re.I)


def without_goods_kept(text: str) -> str:
    """A sentence striking goods by name, without the goods it keeps in the ask: "On reflection scratch the jacket, only the
    belt." holds the jacket, not the belt (runs.ticket_lines.lines_refused). Any other sentence is left as it is."""
    if not struck_goods(text):
        return text
    struck = [span for span in _retracted_spans(text)]
    if asks_only_the_remedy(text) or remedy_asked_beside(text, struck):
        # "keep your money for the plate, just refund me the bowl", "Forget about the candle, I just want the vase refunded"
        return " ".join(text[a:b] for a, b in struck)
    return _KEPT_IN_ASK.sub(lambda m: m.group(0) if any(a <= m.start() < b for a, b in struck) else " ", text)


def _outside_strikes(text: str) -> str:
    """A text without the clauses that strike goods from the ask by name: "skip the mug, just refund the postage"
    asks ", just refund the postage"; "skip the saucer." asks nothing."""
    if not struck_goods(text):
        return text
    spans = sorted(_retracted_spans(text))
    return " ".join(text[b:a] for (_, b), (a, _) in zip([(0, 0), *spans], [*spans, (len(text), len(text))]))


def _strikes_other_goods(following: str, sentence: str) -> bool:
    """Whether the next sentence strikes goods by name that this sentence does not name: "glass smashed." before
    "Sorry, leave out the frame, that's fine." is not settled by it (the frame is let go, the glass is still asked)."""
    struck = struck_goods(following)
    return bool(struck) and not struck & content_stems(sentence)


@once_per_text
def _retracted_spans(sentence: str) -> list[tuple[int, int]]:
    out = []
    for m in RETRACTED.finditer(sentence):
        end = min((c.start() for c in _CLAUSE_CUT.finditer(sentence, m.end())), default=len(sentence))
        # "I asked for a refund on the blender yesterday, but please cancel that request": what "that" takes back is told before it
        out.append((0 if _POINTS_BACK.search(m.group(0)) and not sentence[m.end():end].strip(" -,;:") else m.start(), end))
    # "the plate I can live with", "keep your money for the plate, just refund me the bowl": struck the same (waived_goods.py)
    out += waived_spans(sentence)
    return out + kept_out_spans(sentence)  # "keep the belt out of it": struck the same (goods_kept_out.py)


# Goods struck by name in the very sentence that claims them beside other goods: "The vase, the bowl and the plate all
# arrived cracked - actually scratch the vase, it's fine." was read as the whole claim taken back (_taken_back: a strike
# asking nothing after it), and the bowl and the plate were held with the vase (issue 11 mend). Only the goods named are
# struck: the claim on the others stands, and the struck goods are set aside from its lines (ticket_lines.lines_in_clauses),
# as "forget the vase" in a sentence of its own strikes them (waived_claims.hold_struck_goods). Every striking verb of
# RETRACTED reads the same (scratch, cross off, leave out, strike, forget, skip, ignore, disregard); a waiver ("dont worry
# about it") is waived_goods.py's. Near-misses left as they were: the strike names every goods the claim tells ("The vase
# arrived cracked - actually scratch the vase": taken back whole), a strike naming no goods ("scratch that").
# (Written here, beside the strikes it reads: _taken_back and goods_waved_off ask it, and it asks struck_goods.)
def _struck_by_verb(sentence: str) -> list[tuple[int, int]]:
    return [(a, b) for a, b in _retracted_spans(sentence) if RETRACTED.match(sentence, a)]


def strikes_some_of_its_claim(sentence: str) -> bool:
    """Whether a sentence tells a goods claim and strikes by name only some of the goods it names (above)."""
    spans = _struck_by_verb(sentence)
    if not spans:
        return False
    claim = "".join(" " if any(a <= i < b for a, b in spans) else c for i, c in enumerate(sentence))
    if not set(_spans_of(claim)) & set(GOODS_PROBLEMS):
        return False
    # other goods listed beside the struck ("the vase, the bowl and the plate"), or told in a clause of their own
    return listed_beyond_struck(sentence, claim) or told_beyond_struck(sentence, claim)


def struck_in_claim_spans(sentence: str) -> list[tuple[int, int]]:
    """The spans of the goods a claim's own sentence strikes by name, when it claims others beside them (above)."""
    return _struck_by_verb(sentence) if strikes_some_of_its_claim(sentence) else []


def _waves_the_struck(sentence: str, at: int) -> bool:
    """Whether waving words at `at` ("it's fine") follow a strike of some of the claim's goods in its own sentence
    ("..., actually scratch the vase, it's fine"): they wave the struck goods, never the claim on the others."""
    return any(a <= at for a, _ in struck_in_claim_spans(sentence))


@once_per_text
def withdrawn_spans(sentence: str) -> list[tuple[int, int]]:
    """Where a sentence takes back a claim it names: from the words pointing at what was said before to the end
    of their clause ("Forget what I said about the scratch on the side table - it polished out": the scratch on
    the side table), and for a problem that came right by itself, its clause up to those words ("the scratch
    on the lamp polished out, but the shade is torn": the lamp). What follows a turn is never taken back."""
    out = _retracted_spans(sentence)
    for m in [*SELF_RESOLVED.finditer(sentence), *MARKED_SETTLED.finditer(sentence)]:
        start = max((t.end() for t in _TURN.finditer(sentence, 0, m.start())), default=0)
        out.append((start, m.end()))
    return out


# A turn closing its clause: "the kettle is dented though", "the mug's chipped tho".
_CLOSING_TURN = re.compile(r"\s*(?:[,;:.!?)\u2013\u2014]|\s-\s|$)")


def turned_after(sentence: str, pos: int) -> tuple[int, int] | None:
    """(where the turn's words start, where what it turns to starts) for the first turn after `pos`, else None:
    "..., but the scarf has holes" turns after "but"; "Ignore what I said above, the kettle is dented though"
    turns at the start of the clause the closing "though" ends."""
    for turn in _TURN.finditer(sentence, pos):
        if turn.group(0).lower() in ("though", "however") and _CLOSING_TURN.match(sentence, turn.end()):
            cuts = [c.end() for c in _CLAUSE_CUT.finditer(sentence, pos, turn.start())]
            if not cuts:
                continue  # "Forget what I said about the scratch though, it polished out": the withdrawing clause's own
            return cuts[-1], cuts[-1]
        return turn.start(), turn.end()
    return None


# Words that only soften the withdrawing words before them: "Please ignore my last email about the mug".
_SOFTENING_END = re.compile(r"(?:\b(?:please|pls|plz|kindly|just|so|and|but)\W*)+$", re.I)
_SOFTENERS = re.compile(r"^\W*(?:(?:please|pls|plz|kindly|just|oh|ok|okay|so|and|also|actually|sorry|hi|hello|hey|um+|erm*|well)\W+)*$", re.I)


def _asks_beside_withdrawal(sentence: str, m: re.Match) -> bool:
    """Whether a sentence asks something beside the words that take a claim back: "Never mind, please refund it"
    asks; "Never mind my previous email about the late delivery - it came this morning" does not ("never" opening
    it is no imperative there)."""
    before = sentence[:m.start()]
    # "I know I asked for a refund yesterday, but please cancel that request": the "please" is the withdrawal's own
    asked_before = _REQUEST.search(_SOFTENING_END.sub("", before))
    after = sentence[m.end():]
    return (not _SOFTENERS.match(before) and bool(asked_before)) or bool(_REQUEST.search(after)) \
        or bool(_BARE_ASK_AFTER.match(after[min((c.start() for c in _CLAUSE_CUT.finditer(after)), default=len(after)):]))


# An ask in bare imperative after the clause that takes goods back: "Actually forget the mug, just refund the postage".
_BARE_ASK_AFTER = re.compile(r"[,;:\u2013\u2014\s-]*(?:and\s+|but\s+|so\s+)?(?:just\s+|only\s+|please\s+|pls\s+|plz\s+)*"
                             r"(?:refund|reimburse|credit|send|replace|swap|exchange|cancel|return|give)\b", re.I)


# A change of mind about the ask just before, opening a sentence and naming nothing of its own: "Hmm,
# actually never mind, I'll keep it", "Actually scratch that, just refund it", "On second thought ...".
# What follows it, if anything, is the customer's new choice; the ask before it is withdrawn.
_CHANGED_ASK = re.compile(
    rf"^\W*(?:(?:{AFTERTHOUGHT}|no|nah)\b[\s,.!:-]*)*"  # (the openers every reader of a calling off shares: afterthoughts.py)
    r"(?:never\s?mind|nevermind|(?<!\ba )(?<!\bthe )(?<!\bone )(?<!\bdeep )(?<!\bbig )(?<!\bsmall )(?<!\blong )(?<!\bany )scratch that(?![,;:.!\s-]+(?:(?:it|that)(?:'?s| is)\s+|its\s+)?(?:even\s+|actually\s+|much\s+)?worse\b)(?!\s+(?:runs?|goes|go|is|was|are|on|across|along|down|you|i|we)\b)|forget (?:that|it|(?:the|my|about the|about my) (?:return|replacement|exchange|new one|swap|send-?back|refund|money back|credit))|"
    r"on (?:second|2nd) thoughts?|ignore that|disregard that|cancel that|scrap that|strike that"
    # the charge found taken once after all: "No actually, I checked again and it was only once, sorry."
    r"|(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+)?(?:checked|looked|re-?checked|had\s+(?:a|another)\s+look)\b[^.!?]{0,60}?(?<!\bnot )\b(?:only|just)\s+"
    r"(?:(?:charged|billed|taken|debited|paid|went\s+through)\s+)?(?:once|one\s+(?:charge|payment|debit|transaction))"
    r")\b(?!\s+(?:the|my|about|your)\b)[\s,.!;:-]*", re.I)
WITHDRAWN_ASK_WHY = "the customer takes it back in the next sentence"
REPLACED_ASK_WHY = "the customer changes this ask for the one in the next sentence"


def changed_ask(sentence: str) -> int:
    """Where the words after an opening change of mind begin (0: the sentence opens with none)."""
    m = _CHANGED_ASK.match(sentence)
    return m.end() + ask_called_off(sentence[m.end():]) if m else ask_called_off(sentence)


def _called_off(sentence: str) -> bool:
    """Whether a sentence calls the ask before off with a bare "don't" ("Actually no, don't - I'll glue it", "On second
    thought, don't bother, it works fine": ask_called_off.py)."""
    m = _CHANGED_ASK.match(sentence)
    return bool(ask_called_off(sentence[m.end():] if m else sentence))


def _withdraw_changed_asks(read: list, asks_after) -> None:
    """The ask just before a sentence opening with a change of mind is withdrawn: no action follows it.
    When the sentence goes on to ask ("Actually scratch that, just refund it"), the later choice
    replaces the earlier one and the withdrawn ask settles nothing; when it does not ("never mind,
    I'll keep it"), the withdrawn claim is settled, so no money or return may follow it."""
    for i, s in enumerate(read):
        if s.role == "injected" or not (at := changed_ask(s.text) or return_struck_at(s.text)):
            continue
        if corrects_a_count(s.text) or narrowed_goods(s.text):
            continue  # "Scratch that - three.", "Scratch that, just the chinos": the ask before stands, corrected (count_corrections.py,
            # goods_narrowed_next.py: the goods let go are set aside by line)
        # the ask nearest before it, past the sentences that only tell more of it ("Can I send the lamp back? It
        # doesn't match. Nah, forget the return")
        # (a change of mind opening a paragraph takes back the ask that closed the one before: "...doesn't go with our
        # walls.\n\nActually no - forget the refund.")
        opens = i > 0 and read[i - 1].paragraph != s.paragraph
        before = [p for p in read[max(0, i - 3):i] if p.role != "injected"
                  and (p.paragraph == s.paragraph or (opens and p.paragraph == read[i - 1].paragraph))]
        while before and before[-1].role in ("attached", "statement") and not before[-1].weak:
            before.pop()
        if return_struck(s.text) and (asked_return := return_asked_before(read, i)) is not None:
            # "forget the return": the return asked, wherever in the mail, with the sentences just before it that tell more of
            # it (return_struck_by_name.py)
            j = read.index(asked_return)
            before = [q for q in read[max(0, j - 2):j + 1] if q.role != "injected" and q.paragraph == asked_return.paragraph]
        if not before:
            continue
        p = before.pop()
        if not (p.role in ("request", "request_unread") or (p.role == "statement" and p.weak)):
            continue
        asked = set(p.kinds) | ({"change_of_mind"} if p.weak else set())
        if turns_to_bank(s.text[at:]):
            continue  # "forget it, I'll get a refund through my bank": taken to the bank, not let go (claims_taken_back_later.py)
        if told_beyond_struck(s.text, p.text) or listed_beyond_struck(s.text, p.text):
            continue  # "Mug chipped, bowl cracked. On second thoughts forget the mug": the bowl's claim stands (the belt's return beside the jacket too)
        # goods struck by name after the change of mind ("On second thought skip the saucer") ask nothing in their place
        replaced = asks_after(_outside_strikes(s.text[at:]))
        _withdraw(p, replaced)
        settle_calling_sentence(s, _called_off(s.text), replaced, asked)
        if return_struck(s.text):
            settle_struck_sentence(s, replaced)  # "nvm, forget the return, keeping it": asks nothing itself (return_struck_by_name.py)
        if replaced:
            _problem_to_later_choice(p.text, asked, s, at)
        # the same ask told over two sentences ("Can I return the cushions? They don't go with the sofa.")
        while before and (q := before.pop()).role in ("request", "request_unread", "statement") \
                and ((q.weak and "change_of_mind" in asked) or (q.role == "request" and q.kinds and set(q.kinds) <= asked)):
            _withdraw(q, replaced)


# The problems an ask is the remedy of; changing the remedy changes nothing of the problem.
_PROBLEM_KINDS = ("damaged_item", "wrong_item", "non_delivery", "late_delivery", "duplicate_charge")
LATER_CHOICE_WHY = "the remedy the customer chose instead, for the problem told before it"


def _problem_to_later_choice(told: str, asked: set[str], later, at: int) -> None:
    """"The lamp is cracked, can you swap it? Scratch that - refund me instead": the crack still stands, and the refund
    asked instead is its remedy. A later choice read as asking nothing, or only a remedy of no problem, gets the problem."""
    kinds = [k for k in _PROBLEM_KINDS if k in asked]
    if not kinds or not (later.role in ("request_unread", "statement") or (later.role == "request" and set(later.kinds) <= {"other"})):
        return
    goods_instead = later.role == "request" and "other" in later.kinds and "refund" in later.forbids
    # ("Please refund it. On second thought send a new one instead of the money": the goods asked instead stay an ask of
    # their own, which a person arranges and the reply answers; the problem is the claim's, its refund held)
    later.role, later.kinds = "request", [*kinds, *(["other"] if goods_instead else [])]
    later.why = later.why if goods_instead else LATER_CHOICE_WHY
    later.spans = {k: [(at, len(later.text))] for k in kinds}


def _withdraw(p, replaced: bool) -> None:
    kinds = [k for k in p.kinds if k not in NOT_A_CASE] or (["change_of_mind"] if p.weak or p.asks_return else [])
    p.role, p.why, p.weak, p.spans, p.forbids = "context", REPLACED_ASK_WHY if replaced else WITHDRAWN_ASK_WHY, [], {}, []
    p.kinds = [] if replaced else kinds


# Settled words inside a wish, a condition or an ask settle nothing: "I would be grateful if the duplicate
# were refunded", "the one thing I would ask is that the lid is refunded" ask for the refund.
# ("I'd rather you sent a new one instead of the money": a wish, in the past tense of the subjunctive; "once more" is a
# second look, never the condition "once it's refunded": runs/intents/looked_again.py)
_UNSETTLED_BEFORE = re.compile(r"\b(?:if|whether|once(?!\s+more\b)|unless|until|when|hoping|hope|wish|would like|'d like|want|ask|request|insist|suggest|propose|"
                               r"(?:would|'d|’d) (?:rather|prefer(?: it if)?)|prefer(?:red)? (?:it )?if)\b[^.!?,;]*$", re.I)
# Thanks said ahead, for what the customer asks: "I'd be grateful for my money back", "I would really appreciate the refund".
_THANKS_IN_ADVANCE = re.compile(r"(?:\bwould|'d|’d|\bwill|\bshall|\bshould)\s+(?:(?:really|so|very|be|most|truly|ever\s+so)\s+)*$", re.I)
# ... but a "but" then the shop settling ends the time told: "it was broken when it came but you were great about it"
_BUT_THEN_SETTLER = re.compile(r"\bbut\s+$")
_SETTLER_FIRST = re.compile(rf"{WHO_SETTLES}\b", re.I)


def _unsettled_before(text: str, m) -> bool:
    """Whether the settling words at `m` sit inside a wish, a condition or an ask."""
    before = text[: m.start()]
    if _THANKS_IN_ADVANCE.search(before):
        return True  # "I'd be grateful for my money back": thanks for what is asked, not for what was given
    return bool(opener := _UNSETTLED_BEFORE.search(before)) and not (_BUT_THEN_SETTLER.search(before) and _SETTLER_FIRST.match(m.group(0))) \
        and not settled_after_past_when(before, opener.start())  # "when the knife came bent - your colleague refunded that" (settled_after_when.py)


def _settled(text: str) -> bool:
    """Whether a sentence says a problem was settled (not merely wishes it were)."""
    return _settling(text) is not None


@immutable_once_per_text
def _settling(text: str):
    if settlement_denied(text):
        return None  # "I still haven't got my refund", "I was told it was resolved, it's not": open, not settled
    gone = (m for m in [*_CHARGE_GONE.finditer(text), *(_IT_GONE.finditer(text) if _CHARGE_IN.search(text) else [])]
            if not _DENIED_BEFORE.search(text[: m.start()]) and not _DENIED_IN.search(m.group(0)))
    # a pending copy the bank expects to clear by itself, "I don't think there's anything for you to do" (runs/intents/pending_holds.py),
    # a fresh unit brought or a discount given for it, "consider it settled" (runs/intents/given_remedies.py)
    # ... but "the bowl is fine, no need to do anything there" leaves the fine goods be, and settles no claim beside them
    nothing_asked = [m for m in NOTHING_FOR_YOU.finditer(text) if not _called_fine_before(text, m.start())]
    cleared = [m for m in (hold_clearing(text), *nothing_asked, remedy_given(text), closed_as_settled(text))
               if m is not None and not wished_before(text, m.start())]
    found = [m for m in [*_SETTLED.finditer(text), *gone] if not _unsettled_before(text, m) and not remedy_asked(text, m)] + cleared
    found = [m for m in found if not settling_denied(text, m)] + settled_other_means(text)  # "Refunded by bank." (settled_other_means.py)
    found += [m for m in settled_elsewhere_done(text) if not settling_denied(text, m)]  # "I swapped it in store", "the courier paid me out"
    found += [m for m in money_put_back(text) if not _unsettled_before(text, m)]  # "it got paid back", "was reversed" (money_put_back.py)
    # "Monzo have already reversed the duplicate", "ParcelCo paid me compensation" (third_party_money_back.py)
    found += [m for m in returned_by_third_party(text) if not settling_denied(text, m) and not _unsettled_before(text, m)]
    found = [m for m in found if not _OTHER_GOODS_NAMED_BEFORE.search(text, 0, m.start())]  # "..., except the insert, that's fine"
    found = [m for m in found if not payment_told_cancelled(text, m)]  # "my card has been cancelled" (payment_card_gone_is_no_settling.py)
    return min(found, key=lambda m: m.start(), default=None)


def settling_blanked(text: str) -> str:
    """The sentence with its settling words blanked: they tell a remedy had, never one asked ("the seller already give me
    half money back, i am ok with this": a learner's "give me ... back" read as an ask, verify48 round 4)."""
    m = _settling(text)
    return text if m is None else text[: m.start()] + " " * (m.end() - m.start()) + text[m.end():]


# Asking that nothing more be done about a settled problem asks for nothing.
_HANDS_OFF = re.compile(r"\b(?:please\s+|so\s+|just\s+)*(?:leave (?:that|it|this|them|those|the)(?: [a-z]+){0,2}? (?:alone|be|as (?:it is|they are))|"
                        r"(?:there'?s |there is )?nothing (?:left |more |else )?(?:to do|needed|for you to do)(?: (?:on|about|with|for) (?:that|this|it)(?: side)?)?)\b"
                        # ("nothing else needed except the refund for the bowl": the ask is what it excepts)
                        r"(?![\s,]+(?:except|but|apart|other\s+than|beyond|besides|save)\b)", re.I)


# Goods called fine and asked to be left as they are: "the cables are fine, please don't do anything with those",
# "the headlamp is fine, no need to do anything there". Nothing is asked, and nothing may be done to those goods.
_LEAVE_BE = re.compile(r"\b(?:please\s+|so\s+|just\s+)*(?:(?:don'?t|dont|do not|no need to|needn'?t|need not)\s+(?:to\s+)?(?:do|change|touch|action)\s+"
                       r"(?:anything|a thing)|leave (?:that|it|this|them|those|these) (?:alone|be|as (?:it is|they are))|"
                       # the goods left out of the claim, by what they are to it: "don't touch the rest of the order", "leave the others be"
                       r"(?:(?:don'?t|dont|do not|no need to|needn'?t|need not)\s+(?:to\s+)?(?:touch|change|do anything (?:with|to|about))|leave)\s+"
                       r"(?:the rest|the others|everything else|anything else|the other (?:bits|things|items|stuff))(?: of (?:the|my|this) (?:order|parcel|stuff))?"
                       r"(?:\s+(?:alone|be|as (?:it is|they are)))?|"
                       r"nothing (?:to do|needed|for you to do))\b(?!\s+(?:else|more|but|except)\b)", re.I)
FINE_LEFT_BE_WHY = "the customer says those goods are fine and asks that nothing be done about them"


_PRAISED = re.compile(r"\b(?:is|are|was|were|look|looks)\s+(?:\w+\s+)?(?:lovely|great|gorgeous|beautiful|brilliant|perfect)\b", re.I)


def _called_fine_before(text: str, at: int) -> bool:
    """Whether goods are called fine (or lovely) before `at`: what is asked to be left after it is about those goods."""
    return bool(_GOODS_FINE.search(text, 0, at) or _PRAISED.search(text, 0, at))


def fine_left_be(text: str) -> bool:
    """Whether a sentence calls goods fine and asks only that they be left as they are."""
    fine = _GOODS_FINE.search(text) or _PRAISED.search(text)
    if not fine or _TURN.search(text, fine.end()):
        return False
    # the goods named fine after the ask to leave them: "Don't touch the rest of the order, the gravy boat and napkin rings are fine."
    return bool(_LEAVE_BE.search(text, fine.end()) or ((before := _LEAVE_BE.search(text, 0, fine.start())) and not _TURN.search(text, before.end(), fine.start())))


# It happened again: whatever was settled, this is a new claim.
_RECURS = re.compile(r"(?<!thank you )(?<!thanks )\b(?:again|this time|second time|once more|same thing)\b", re.I)


def _settled_now(text: str) -> bool:
    """Whether a sentence tells of a problem settled and nothing new after it: "it was charged twice,
    but my bank reversed it" is settled; "you refunded it, but it's still showing" is not. A turn
    ("but", "still", "now") counts only after the settling words, so the turn that brings them in
    does not undo them."""
    m = _settling(text)
    # ("..., just make sure it doesn't happen again": a wish looking ahead, nothing happening again: third_party_money_back.py)
    text = prevention_wish_blanked(without_bought_again(text))  # "you made it right, so I ordered again": a purchase again, not the problem (settled_after_when.py)
    # ("I checked again and it was just a pending hold": a second look, no problem again, runs/intents/looked_again.py)
    # ("thanks, the duplicate charge has been refunded now": the money landed, no turn: thanked_money_back_now.py)
    # ("the double charge was reversed now.": the money landed, the "now" closing it: money_put_back.py)
    return m is not None and not _NOW.search(looks_again_blanked(_OVER_NOW.sub(lambda w: " " * len(w.group(0)), landed_now_blanked(thanked_money_back_now(no_issue_now_blanked(text))))), m.end()) \
        and not _RECURS.search(looks_again_blanked(text)) \
        and not claim_after_settling(text, m.end()) and not sent_not_come(text, m.end())  # "you refunded the plate, on the 5th the bowl
    # arrived smashed" (claim_after_settling.py); "your team sent a new one that hasn't arrived" (sent_remedy_not_come.py)


# A delay told and waved away in the same breath: "the package was four days late - no big deal, I
# wasn't in a rush". The customer asks nothing for it; the fee is not theirs to be paid unasked.
_WAVED_OFF = re.compile(
    r"\bno (?:big |real |great )?(?:deal|worries|bother|harm done|problem|biggie|drama)\b|\bnot (?:a|that|such a) (?:big |huge )?(?:deal|problem|worry|bother|issue|biggie)\b"
    r"|\b(?:i|we)(?:'m|'re| am| are| was| were|\s+wasn'?t|\s+weren'?t)?\s*(?:not\s+)?(?:in\s+(?:a|any|no)\s+(?:rush|hurry)|(?:bothered|fussed|worried)(?:\s+about\s+(?:that|it|the\s+(?:delay|wait)))?)\b"
    r"|\bnot\s+(?:too\s+|that\s+|really\s+|at\s+all\s+)?(?:bothered|fussed|worried)(?:\s+about\s+(?:that|it|the\s+(?:delay|wait|lateness)))?\b"
    r"|\b(?:do ?n[o'’]?t|dont)\s+(?:really\s+)?care\s+about\s+(?:that|it|the\s+(?:delay|wait|lateness))\b|\bmeh\b"
    r"|\bno (?:rush|hurry)\b|\b(?:doesn'?t|does not|didn'?t|did not) (?:really )?matter\b|\b(?:i|we) (?:didn'?t|did not|don'?t|do not) (?:really )?mind\b"
    r"|\b(?:i|we) (?:didn'?t|did not) (?:need|want) (?:it|them) (?:urgently|straight away|right away|by then|until)\b"
    # "I don't care about that, don't worry about it", "couldn't care less about the delay", "forget about the delay"
    r"|\b(?:i|we) (?:really |honestly )?(?:don'?t|do not|dont|couldn'?t|could not) (?:really )?care(?: less)?\b"
    r"|\b(?:don'?t|do not|dont) (?:you )?(?:worry|fret|bother) (?:about )?(?:it|that|the (?:delay|wait|lateness|late (?:delivery|arrival)))\b"
    # "Not asking for anything for that, just letting you know your courier is slow", "not after anything, just fyi"
    r"|\bnot (?:asking|after|looking|wanting) (?:for )?(?:anything|a thing|any(?:thing)? back)\b|\bjust (?:letting you know|so you know|a heads[- ]up|fyi|for (?:your )?info\w*)\b"
    # "these things happen", "I can live with that", "not a problem", "not bothered about that part"
    r"|\b(?:these|such|those) things (?:happen|do happen|can happen)\b|\b(?:it|that|stuff|delays?) happens?\b(?!\s+(?:to|again|every|each|all the time|a lot|often|too often|so often|constantly|always)\b)"
    r"|\b(?:i|we) can (?:easily |totally |happily )?live with (?:it|that|them|this)\b|\bnot (?:a|an) (?:issue|problem)\b"
    r"|\bnot\s+(?:too\s+|that\s+|really\s+|at\s+all\s+)?(?:bothered|fussed|worried)\s+about\s+(?:that|this|the)\s+(?:part|bit|side)\b", re.I)
# Said of a delay only ("it was late, that's fine"): the goods' table leaves it out, where "that's fine" may answer an offer.
_DELAY_WAVED = re.compile(_WAVED_OFF.pattern + r"|\b(?:that|it)(?:'?s|’s| is| was)\s+(?:totally |perfectly |absolutely |completely )?(?:fine|ok(?:ay)?|alright|all right|understandable)\b"
                          # "honestly no complaints", "can't complain", "all good": said of the whole order, never "no complaints
                          # about the planters but..." or "all good apart from the chip" (the goods' table leaves these out)
                          r"|\b(?:no|zero)\s+complaints?\b(?!\s+(?:about|with|re|regarding|on|from|otherwise|apart|except|other\s+than|besides|aside|but)\b)"
                          r"|\b(?:i|we)\s+(?:really\s+)?(?:can'?t|cannot|can\s+not|couldn'?t)\s+complain\b|\ball\s+good\b(?!\s+(?:apart|except|other\s+than|besides|aside|but|with|bar)\b)", re.I)
# A wish for the earlier date set aside before the wave that follows it: "Would've been nice to have them Friday, but
# honestly no complaints", "Bit of a shame, though not bothered", "I'd have liked it sooner but no harm done".
_WISH_SET_ASIDE = re.compile(
    r"^\W*(?:(?:would|could)(?:'?ve|\s+have)\s+been\s+(?:nice|nicer|good|better|great|lovely|handy)|(?:i|we)(?:'d|\s+would)\s+(?:have\s+|'?ve\s+)?(?:liked|preferred|loved)"
    r"|(?:a\s+)?(?:bit|little|tad)\s+(?:of\s+a\s+)?(?:shame|pity|annoying|disappointing|inconvenient|of\s+a\s+pain)|(?:a\s+)?(?:shame|pity))"
    r"[^.!?]{0,60}?(?:,\s*|\s+)(?:but|though|although|still)\b\W*", re.I)
# Money asked in the same sentence: "no rush on the refund", "not in a hurry but I'd like the fee back".
_MONEY_ASKED = re.compile(r"\b(?:refund\w*|money|reimburs\w*|credit\w*|compensat\w*|fee|back|waive\w*)\b", re.I)
WAVED_OFF_WHY = "a delay the customer waves away, asking nothing for it"


def _waving_words(pattern: re.Pattern, sentence: str, following: str | None) -> str:
    """The customer's own words that wave a problem off, in the sentence or the one after it ("" when neither has them)."""
    m = pattern.search(sentence) or pattern.search(following or "")
    return m.group(0).strip(" ,-\u2013") if m else ""


def delay_waved_why(sentence: str, following: str | None = None) -> str:
    """Why a delay is set aside, quoting the words the customer waved it away in ("not fussed"): a reason
    that names words the ticket does not contain sends a person after a waiver nobody made."""
    words = _waving_words(_DELAY_WAVED, sentence, following)
    return f'a delay the customer waves away ("{words}"), asking nothing for it' if words else WAVED_OFF_WHY


def goods_waved_why(sentence: str, following: str | None = None) -> str:
    """Why a goods problem is set aside, quoting the words the customer waved it off in ("dont care")."""
    words = _waving_words(_GOODS_WAVED, sentence, following)
    return f'a problem with the goods the customer waves off ("{words}"), asking nothing for it' if words else GOODS_WAVED_WHY


def _waved_off(sentence: str, following: str | None, kinds: list[str]) -> bool:
    """Whether a sentence telling only of a late delivery waves it away and asks nothing: no money
    named, and no turn after the waving words ("no big deal, but I'd like the fee back"). The waving
    may open the next sentence ("The order was late. I wasn't bothered, but the rug is torn.")."""
    sentence = suggestion_declined_blanked(sentence)  # "my sister says I should ask for a refund, but I don't mind" (suggestion_declined.py)
    if set(kinds) != {"late_delivery"} or _MONEY_ASKED.search(sentence) or _REQUEST.search(sentence):
        return False
    m = _DELAY_WAVED.search(sentence)
    if m is not None and news_only(m.group(0)) and handed_over(sentence, following) and not any(
            not news_only(w.group(0)) for w in _DELAY_WAVED.finditer(sentence)):
        return False  # "Just so you know, it came a week late. I'll leave it with you.": the delay is the shop's to put right
    if m is not None:
        # a turn after the wave may only tell of another problem (no money or ask, checked above), itself waved or
        # claimed on its own: "came late, not fussed about that, and the shade has a small dent, meh it's ok"
        turn = _TURN.search(sentence, m.end())
        return turn is None or bool(_GOODS_WAVED.search(sentence, turn.end())) or bool(set(_spans_of(sentence[turn.end():])) - {"late_delivery"})
    following = suggestion_declined_blanked(following or "")  # "My husband says I should ask for a refund, but I'm not bothered."
    after = _DELAY_WAVED.match(re.sub(r"^\W*(?:(?:honestly|tbh|and|but|though|to be fair|mind you)\W+)*", "", _WISH_SET_ASIDE.sub("", following or "", count=1)))
    if after is not None and news_only(after.group(0)) and handed_over(sentence, following):
        return False
    return after is not None and not _MONEY_ASKED.search(following or "")


_FEE_NAMED = re.compile(r"\b(?:delivery|shipping|postage|courier|express|p&p|carriage)\s+(?:fee|charge|cost|money)s?\b|\bfees?\b"
                        r"|\b(?:shipping|postage|p&p|carriage)\b(?=[^.!?]{0,20}\b(?:back|refund\w*|reimburs\w*))"
                        r"|\b(?:refund\w*|reimburs\w*|money back)\s+(?:on\s+|for\s+)?(?:the\s+|my\s+)?(?:shipping|postage|delivery|p&p|carriage)\b", re.I)


_THE_DELAY = re.compile(r"\s*(?:about|re|regarding|on|with|over)\s+(?:the|that|its|my)\s+(?:delay|wait|waiting|lateness|late (?:delivery|arrival)|hold-?up)\b", re.I)


def delay_waved_beside(sentence: str, spans: dict[str, list[tuple[int, int]]]) -> dict[str, list[tuple[int, int]]]:
    """The claims of `sentence` left standing when a delay told beside another claim is waved off in its
    own clause ("The parcel was four days late - no big deal, but the rug has a burn mark, please refund
    the rug"): the waving words follow the delay with no other claim told between them, and no fee is
    named anywhere in the sentence ("late, no big deal, but I'd like the postage back" still asks it)."""
    late = spans.get("late_delivery")
    if not late or not set(spans) - {"late_delivery", "question"} or _FEE_NAMED.search(sentence):
        return spans
    others = [h for k, hits in spans.items() if k != "late_delivery" for h in hits]
    for wave in _DELAY_WAVED.finditer(sentence):
        told = [h for h in late if h[1] <= wave.start()]
        if not told or _CONDITION_AFTER.match(sentence, wave.end()):
            continue
        since = max(h[1] for h in told)
        if any(since <= h[0] < wave.start() for h in others) and not _THE_DELAY.match(sentence, wave.end()):
            continue  # "the lamp was broken, no big deal" waves the lamp; "no big deal about the delay" the delay, wherever told
        return {k: hits for k, hits in spans.items() if k != "late_delivery"}
    return spans


# A problem with the goods waved away as the customer tells it: "box was crushed but dont care", "the lid
# has a tiny chip, doesn't matter", "i not care about it", "whatever, it's fine", "not bothered about the
# scuff", "the wrapping was torn but nobody cared". Beside a delay's words (_WAVED_OFF), the bare forms customers write of goods they keep as they are.
# "whatever" waves a problem off alone ("meh, whatever"), not as "whatever you do, don't ..." nor "whatever you think is fair", nor a fault that stays "whatever I do" / "whatever I try" (issue #11, V3-12)
_GOODS_WAVED = re.compile(_WAVED_OFF.pattern + "|" + FINE_WITH_IT.pattern + r"|(?:\bbut|\bthough|,|-|\u2013)\s+(?:honestly\s+|really\s+)?that(?:'?s|\u2019s|\s+is)\s+(?:totally\s+|perfectly\s+|absolutely\s+|really\s+)?(?:fine|ok(?:ay)?|alright|all\s+right)\b(?!\s+(?:if|with|by|for|as\s+long|apart|except|but)\b)|\b(?:do ?n[o'’]?t|not)\s+(?:really\s+|even\s+)?care\b|\bwhatever\b(?!\s+(?:you|u|ya|we|i\s+(?:do|did|try|tried|press|pressed|use|used)\b|happens|it\s+takes|works|suits|is\s+(?:fair|best|easiest|quickest)|(?:'|’)?s\s+(?:fair|best|easiest|quickest)))|\b(?:nobody|no[\s-]one|none of us)\s+(?:really\s+|even\s+|at all\s+)?(?:cared|cares|minded|minds|noticed)\b|"
                          + PRONOUN_FINE.pattern, re.I)
# The goods problems a wave takes back; a charge taken twice, or a delay (read by _waved_off), not.
_WAVEABLE = ("damaged_item", "wrong_item")
# What may open a next sentence before its waving words ("Honestly, doesn't matter.").
_OPENER = re.compile(r"^\W*(?:(?:honestly|tbh|and|but|though|to be fair|mind you|anyway|oh well|well)\W+)*", re.I)
_CLOSING_THOUGH = re.compile(r"\s*\b(?:though|tho|anyway)\W*$", re.I)
_CONDITION_AFTER = re.compile(r"\s+(?:if|whether|as long as|so long as|provided)\b", re.I)


def goods_waved_off(sentence: str, following: str | None, spans: dict[str, list[tuple[int, int]]]) -> tuple[dict, bool]:
    """(the claims of `sentence` left standing, whether a goods problem was waved off). A wave takes back
    the goods problems told before it and in its own clause ("not bothered about the scuff"), never one
    told after it ("I don't care about the box, the lamp inside is broken") nor a charge taken twice; and
    nothing when an ask follows it with no claim of its own ("the lid is loose, no big deal, but could you
    send a new one?": the ask is for the problem told). The wave may open the next sentence ("The jug has
    a hairline crack. Doesn't matter though.") when that sentence asks nothing."""
    goods = [h for k in _WAVEABLE for h in spans.get(k, [])]
    if not goods:
        return spans, False
    if fronted_waived_whole(sentence):  # "The bowl, eh, all is forgiven, it's only a hairline." (waived_goods.py)
        kept = {k: hits for k, hits in spans.items() if k not in _WAVEABLE}
        return kept, kept != spans
    waves = _goods_waves(sentence)
    # "towel has a smol mark but dont wory abt it": never a claim told before the waived goods (waived_goods.kind_waves)
    waves = sorted(waves + [m for m in kind_waves(sentence) if not any(h[0] < m.start() for h in goods)], key=lambda m: m.start())
    waves = [m for m in waves if not _waves_the_struck(sentence, m.start())]  # "scratch the vase, it's fine": the vase's
    if waves:
        wave = waves[-1]
        end = min((c.start() for c in _CLAUSE_CUT.finditer(sentence, wave.end())), default=len(sentence))
        told_after = [h for hits in spans.values() for h in hits if h[0] >= end]
        if not told_after and (_REQUEST.search(sentence, wave.end()) or _MONEY_ASKED.search(sentence, wave.end())
                               or _asks_for_it(following)):
            return spans, False
        reach = end
    elif following is not None and (opened := _GOODS_WAVED.match(following, _OPENER.match(following).end())) \
            and not _MONEY_ASKED.search(following) and not _REQUEST.search(following) and not unhurried(opened.group(0)) \
            and not _TURN.search(_CLOSING_THOUGH.sub("", following), opened.end()) \
            and not _waives_some_of(following, sentence):  # "Doesn't matter though." turns to nothing
        reach = len(sentence)
    elif following is not None and _kindly_waived_next(following, sentence):  # "The mug has a chip. Honestly don't worry about the mug."
        reach = len(sentence)
    else:
        return spans, False
    kept = {k: standing for k, hits in spans.items() if (standing := [h for h in hits if k not in _WAVEABLE or h[0] >= reach])}
    return kept, kept != spans


def _kindly_waived_next(following: str, sentence: str) -> bool:
    """Whether the next sentence opens by kindly waiving goods this sentence names, and only those (waived_goods.py)."""
    named = kind_waiver_opening(following)
    return bool(named) and bool(content_stems(" ".join(following[a:b] for a, b in named)) & content_stems(sentence)) \
        and not _waives_some_of(following, sentence)


def _waives_some_of(following: str, sentence: str) -> bool:
    """Whether the next sentence waives goods by name while the claim tells of others: "The lamp arrived broken and the
    towels are stained. We really don't care about the towels, what bothers us is the lamp." waves the towels alone
    (hold_struck_goods strikes them), never the lamp's claim with them (verify34 round: the ticket went to a person)."""
    if not waived_spans(following):
        return False
    return told_beyond_struck(following, sentence) or lived_with_beyond(following, sentence, struck_goods(following))


def _goods_waves(sentence: str) -> list[re.Match]:
    """The waving words of a sentence: not "don't mind if you ...", nor a fine said of the rest ("the buckle
    snapped, otherwise it's perfect"), nor words that only give the shop time ("no rush", runs/intents/unhurried.py)."""
    return [m for m in _GOODS_WAVED.finditer(sentence) if not _CONDITION_AFTER.match(sentence, m.end()) and not unhurried(m.group(0))
            and not OTHERWISE_BEFORE.search(sentence, 0, m.start())
            and not (_THATS_FINE.match(m.group(0)) and (_REQUEST.search(sentence, 0, m.start()) or _MONEY_ASKED.search(sentence, 0, m.start())))
            and not _OTHER_GOODS_NAMED_BEFORE.search(sentence, 0, m.start())
            and not said_of_a_remedy(sentence, m)]


# A fine said of the goods just named as left out: "refund for the shade only, not the lamp, it's fine" calls the
# lamp fine and waves nothing told before it.
_OTHER_GOODS_NAMED_BEFORE = re.compile(r"\b(?:not|except(?:\s+for)?|apart\s+from|but\s+not)\s+(?:the|my|that|this|our)\s+[\w-]+(?:\s+[\w-]+)?\W*$", re.I)


def goods_left_out_before(text: str, pos: int) -> int | None:
    """Where the goods a fine at `pos` is said of begin, when the customer has just named them as left out ("refund
    the shade only, not the lamp its fine": the lamp), else None: the fine is about them, not the goods before."""
    m = _OTHER_GOODS_NAMED_BEFORE.search(text, 0, pos)
    return m.start() if m else None


# "..., but that's fine" waves the problem told before it, never an ask before it ("refund the mug, or a voucher, that's fine").
_THATS_FINE = re.compile(r"^(?:\bbut|\bthough|,|-|\u2013)\s+(?:honestly\s+|really\s+)?that", re.I)


# The goods kept as they are, and nothing asked: "I'll keep it for the hallway though, it works there. No need to do anything."
_KEEPS = re.compile(r"\b(?:i|we)(?:'ll|\s+will|'m|\s+am|'re|\s+are|\s+shall)?\s+(?:just\s+|happily\s+|still\s+)?(?:keep|keeping|hang(?:ing)?\s+on\s+to)\s+"
                    r"(?:it|them|the\s+[\w-]+(?:\s+[\w-]+)?|this|that)\b"
                    rf"|{KEEP_BIDDEN}", re.I)  # "Keep it, I actually like teal." (runs/intents/keep_it_bidden.py)
_NO_ACTION = re.compile(_LEAVE_BE.pattern + r"|\bno (?:further )?action (?:is )?(?:needed|required|necessary)\b|\bno need (?:for|to) (?:any(?:thing)?|do)\b"
                        r"|\b(?:don'?t|do not|dont) (?:need|want) (?:anything|you to do anything)\b|\bjust (?:letting you know|so you know|fyi)\b", re.I)
KEPT_AS_IS_WHY = "the customer keeps the goods as they are and asks that nothing be done"


def kept_as_is(following: list[str]) -> bool:
    """Whether the sentences after a goods problem (the next, or the next two) keep the goods and ask that nothing be
    done, asking no remedy: "I'll keep it for the hallway though, it works there. No need to do anything."."""
    told = [t for t in following[:2] if t]
    if not told or not _KEEPS.search(told[0]) or any(_REQUEST.search(_NO_ACTION.sub(" ", t)) or _MONEY_ASKED.search(t) for t in told):
        return False
    return any(_NO_ACTION.search(t) for t in told)


def told_then_waved(sentence: str) -> bool:
    """Whether a sentence telling a problem of no kind the cues know ends by waving it off, asking nothing
    after the wave ("bit of a snag on the tag, no one even noticed"): the same wave as goods_waved_off's."""
    waves = _goods_waves(sentence)
    return bool(waves) and not _REQUEST.search(sentence, waves[-1].end()) and not _MONEY_ASKED.search(sentence, waves[-1].end())


def _asks_for_it(following: str | None) -> bool:
    """Whether the next sentence asks a remedy and tells no problem of its own: "The vase arrived broken - no
    worries, these things happen. Could I get a refund please?" asks it for the vase, whatever was waved."""
    return following is not None and bool(_REQUEST.search(following) or _MONEY_ASKED.search(following)) \
        and not set(_spans_of(following)) - {"question"}


def waves_off_goods(sentence: str, told_problem: bool = False, following: str | None = None) -> bool:
    """Whether a sentence tells a problem with the goods and waves it off, leaving no goods claim standing
    ("box was crushed but dont care"): the guard reads it, whatever the screener made of the sentence.
    `told_problem`: the sentence was read as telling a goods problem in words no cue here knows ("the box
    was a bit bashed, not bothered"), all of it before the waving words; `following`: the sentence after it, when
    known (a remedy asked there is asked for the problem waved: "no worries. Refund please.")."""
    spans = _spans_of(sentence)
    if told_problem and not set(spans) & set(_WAVEABLE):
        spans = {**spans, "damaged_item": [(0, 0)]}
    kept, waved = goods_waved_off(sentence, following, spans)
    return waved and not set(kept) & set(_WAVEABLE)


# A next sentence about the other goods or the rest of the plans ("The rest of the kit is sorted"):
# what it calls sorted is not the problem just told.
_OTHER_GOODS = re.compile(r"^\W*(?:(?:but|and|though|anyway|otherwise)\W+)?(?:the rest\b|all the rest\b|everything else\b|the others?\b|"
                          r"the other (?!half\b)\w+|other than (?:that|this)\b|apart from (?:that|this)\b)", re.I)


# What comes after the turn praises the goods of this time: "last time the kettle leaked but this one is great".
_TURN_TO_NOW = re.compile(r"\b(?:but|however|yet|though|whereas)\b(?P<rest>[^.!?]*)[.!?\s]*$", re.I)


def _fine_this_time(sentence: str) -> bool:
    """Whether a problem told of an earlier time is set against goods now called fine, and nothing new is told after the turn."""
    turn = _TURN_TO_NOW.search(sentence)
    rest = turn.group("rest") if turn else ""
    return bool(rest and (_GOODS_FINE.search(rest) or _PRAISED.search(rest) or _WORKS_NOW.search(rest)) and not _own_words(rest) and not _RECURS.search(sentence)
                and not _NOT_FINE_NOW.search(rest))


_WORKS_NOW = re.compile(r"\b(?:this|these|that|the\s+new)\s+(?:one|ones|pair|set|[\w-]+)\s+(?:now\s+)?works?\s+(?:great|perfectly|fine|well|brilliantly)\b", re.I)
_NOT_FINE_NOW = re.compile(r"\b(?:not|never|hardly|barely)\b|n't\b", re.I)


PUT_RIGHT_WHY = "a problem the next sentence says the customer put right themselves"


def put_right_next(following: str | None) -> bool:
    """Whether the next sentence says the customer put the problem just told right, asking nothing and turning to
    nothing after it ("My son glued it back on.", "I sorted it myself", not "I glued it but it broke again")."""
    fixed = SELF_RESOLVED.search(following or "")
    return fixed is not None and not turned_after(following, fixed.end()) and not _asks_beside_withdrawal(following, fixed) \
        and not _MONEY_ASKED.search(SELF_RESOLVED.sub(" ", following))  # ("glued it back on" asks no money back)


def _taken_back(sentence: str) -> bool:
    """Whether a sentence takes its claim back, or marks it settled, and asks nothing beside or after it ("Please ignore
    my earlier email about being charged twice", "Cracked pot (resolved)", "but please cancel that request")."""
    withdrawn = _WITHDRAWN.search(sentence)
    return bool(withdrawn) and not turned_after(sentence, withdrawn.end()) and not _asks_beside_withdrawal(sentence, withdrawn) \
        and not strikes_some_of_its_claim(sentence) and not recounted_after(sentence, withdrawn.end()) \
        and not goods_meant_at(sentence)  # "Sorry, scratch that - I mean the serving bowl": the claim's goods put right (goods_corrected_next.py)


@immutable_once_per_text
def settled_in_words(sentence: str) -> bool:
    """Whether a sentence's own words tell its problem as over and ask nothing: taken back or marked settled, or
    settled here or elsewhere ("sorted by your chat team with a refund, all good now", "my bank says the second
    charge has dropped off"). The guard reads it whatever the screener made of the sentence (runs.guards)."""
    return _taken_back(sentence) or (_settled_now(sentence) and not _REQUEST.search(sentence))


def _money_wished(text: str) -> bool:
    """Whether a sentence wishes the money over goods ("I'd rather the refund went through than wait for another one"): the
    money asked, never told as come ("I was refunded rather than sent another one" is)."""
    return bool(money_preferred(text)) and bool(_REQUEST.search(text))


def _context_reason(sentence: str, following: str | None, kinds: list[str] = ()) -> str:
    if _waved_off(sentence, following, list(kinds)):
        return delay_waved_why(sentence, following)
    if _taken_back(sentence) and not fine_left_be(sentence):  # "the mug is chipped, the plate is fine, no need to do anything there": the plate's
        return "the customer takes it back or asks nothing for it"
    now, _ = claim_apart(sentence)  # "Like the teapot last time (which you refunded), the jug has arrived cracked" (history_likened.py)
    if _settled_now(now) and not _money_wished(sentence):
        return SETTLED_WHY
    # (the month the goods were bought dates the purchase, not the problem: purchase_month_told.py)
    if earlier_time(_OVERDUE.sub(" ", purchase_month_struck(now))) and (not _NOW.search(now) or _fine_this_time(now)) and not asked_of_earlier_order(sentence, following):
        return "about an earlier order or an earlier time"
    if set(kinds) <= set(_WAVEABLE) and put_right_next(following):
        return PUT_RIGHT_WHY  # "The chair wobbles. My husband fixed it with a washer so it's fine now."
    # (never the settling words of goods waived after an ask of others: "refund the jug - the bowl, no need to do anything
    # about it" settles the bowl alone, waived_goods.py)
    if following is not None and _settled_now(without_kindly_waived_after_an_ask(following)) and not _money_wished(following) and not _own_words(following) and not _OTHER_GOODS.match(following) \
            and not fine_left_be(following) and not _strikes_other_goods(following, sentence) and not settled_for_another(following) \
            and not lets_one_go(following, sentence) and not nothing_more_after_ask(sentence, following):  # ("... I'll keep the side plate": the bowl's claim stands, claim_kept_in_part.py)  # "The jug arrived fine so just leave it be." settles nothing before it
        return SETTLED_NEXT_WHY
    return ""


SETTLED_NEXT_WHY = "a past problem the next sentence says was settled"


def settled_by_next(sentence: str, following: str, kinds: list[str] = ()) -> bool:
    """Whether a claim is settled by the sentence after it, in that sentence's own words ("The side table came with a long
    scratch." "The seller gave me 50% back already when I messaged them, and I'm happy with that."): the screener's reading
    (_context_reason), read again by the guard whatever the screener made of the claim (runs.guards.settled_against)."""
    return _context_reason(sentence, following, kinds) == SETTLED_NEXT_WHY


GOODS_FINE_WHY = "the customer says the goods themselves are fine"
