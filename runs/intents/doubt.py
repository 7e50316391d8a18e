"""Sentences that ask nothing of their own although a cue hits: a hypothetical ("what if it comes
broken?"), a plan the customer will carry out themselves, a fallback, a problem passed on for
another person's order, and a question about the status of a remedy already under way."""

from __future__ import annotations

import re

from .polite_if_openers import without_polite_if
from .replacement_goods import replacement_goods_told_broken
from ..sentences import normalise_ref, orders_in
from .remedies import declines
from .cleft_asks import without_cleft_copula
from .ordeals_told import without_ordeal
from .own_goods_beside import own_goods_beside
from .wear_faults import worn_through_use
from .moods import refund_made_chased
from .likened_acts import without_likened
from .money_wait_asked import MONEY_WAIT_ASKED
from .asks_beside_remedy import without_asks_beside_remedy
from .possessives_unmarked import unmarked_possessive
from .others_order_told_apart import several_told_apart
from .others_order_unnumbered import others_order_pattern
from .others_goods_theirs import others_goods_theirs
from .others_own_unit import others_own_unit, others_unit_at, without_others_units
from .others_parcel_left_with_me import own_claim_beside
from .person_words import person_words
from .gift_from_another import gift_on_anothers_order

# Doubt: a sentence that names a problem and yet is not a confident claim of one. Money follows a
# claim (the guard's request_in_ticket reads the kinds), so a doubted sentence carries no kind the
# runtime acts on: it is context, or a request of kind `other` that a person answers. What it would
# have been read as is kept (`doubted`), for the reviewer.
# - another person's order: "my neighbour's order was damaged";
# (the one list of person words, person_words.py, every one of them: "my mate's order", "my hubby's parcel", "my kids'
# delivery" are another person's as much as "my friend's", "my husband's", "my son's")
_PERSON = person_words() + "(?:-in-law)?"
_OTHER_PERSONS_ORDER = re.compile(
    rf"\b(?:my |our |a )?{_PERSON}(?:'s|’s|s'|s’) (?:\w+ )?(?:order|parcel|package|delivery|one|item|box|purchase|account)s?\b(?! (?:from|for) me\b)"
    rf"|{unmarked_possessive(_PERSON)}", re.I)  # "my sisters order SU-2": the apostrophe left off (possessives_unmarked.py)
_OTHERS_ORDER_BY_WORD = others_order_pattern(_PERSON)  # "my sister's order never arrived", no number (others_order_unnumbered.py)
# ...passed on for that person: "she asked me to mention it", "on his behalf".
_RELAYED = re.compile(r"\b(?:asked|wanted|told|begged) me to\b|\bon (?:her|his|their) behalf\b|\bpass(?:ing)? (?:it |this |that )?on\b"
                      r"|\b(?:for|to) (?:her|him|them)\b", re.I)
# ...or goods told as another person's and on an order or account not this one: "her vase (she ordered separately)",
# "my sister's kettle (she ordered it on her own account)", "it's her order not mine". A family member's goods on the order
# the ticket names ("my wife's mug from order SU-123 came cracked") stay the customer's claim.
_NOT_THIS_ORDER = re.compile(
    r"\b(?:she|he|they)\s+(?:had\s+)?(?:ordered|bought|placed|paid\s+for)\b[^.!?]{0,30}?\b(?:separately|(?:her|him|them)sel(?:f|ves)|"
    r"(?:on|from|with|under|through)\s+(?:her|his|their)\s+(?:own\s+)?(?:account|card|order|login|name))\b"
    r"|\b(?:on|from|under|through)\s+(?:her|his|their)\s+own\s+(?:account|order|login|name)\b"
    # "My mum placed her own order with you for a candle holder, on her account" (R2-08)
    r"|\b(?:placed|made|put\s+in|did|has|had)\s+(?:her|his|their)\s+own\s+(?:order|purchase)\b"
    r"|\b(?:it'?s|it\s+is|it\s+was|that'?s|this\s+is|was)\s+(?:her|his|their)\s+(?:own\s+)?order\b"
    r"|\b(?:her|his|their)\s+(?:own\s+)?order,?\s+not\s+(?:mine|ours|my\s+order|our\s+order)\b"
    r"|\bnot\s+(?:on\s+)?(?:my|our)\s+(?:own\s+)?(?:order|account)\b(?![^.!?]{0,15}\bnumber)"
    r"|\b(?:a|her|his|their)\s+(?:separate|different)\s+(?:order|account)\b(?=[^.!?]{0,30}\b(?:her|his|their|she|he|they)\b)"
    r"|\b(?:her|his|their)\s+(?:separate|different)\s+(?:order|account)\b", re.I)
# (a claim telling the goods as a person's own: "My sister's kettle came dented", "her vase arrived chipped")
_OTHERS_GOODS_CLAIMED = re.compile(rf"\b(?:{_PERSON}(?:'s|’s|s'|s’)|her|his|their)\s+(?:[\w-]+\s+)?[\w-]+\b", re.I)
_OTHERS_GOODS = re.compile(rf"\b(?:{_PERSON}(?:'s|’s|s'|s’)|her|his)\s+(?:[\w-]+\s+)?[\w-]+\b|\b(?:she|he)\b", re.I)


def others_goods_elsewhere(text: str) -> bool:
    """Whether a sentence tells of goods as another person's, on an order or account the sentence says is not this
    customer's ("her vase (she ordered separately)", "it's her order not mine"), or as sent or given the customer by
    another person, bought on that person's order ("a friend sent me a table lamp as a birthday present, ordered on her
    account": gift_from_another.py)."""
    return bool(_NOT_THIS_ORDER.search(text) and _OTHERS_GOODS.search(text)) or bool(gift_on_anothers_order(text))



def others_goods_told_after(read: list, goods_kinds) -> None:
    """A goods claim followed by a sentence saying the goods are another person's, on an order or account not this one
    ("My daughter's jumper came with a hole. She bought it on her own account."): the claim is passed on for that
    person, a request of kind `other`, no claim on this customer's order."""
    for i, s in enumerate(read):
        if s.role == "request" and set(s.kinds) & set(goods_kinds) or not others_goods_elsewhere(s.text):
            continue
        for c in reversed(read[max(0, i - 2):i]):
            if c.role == "request" and set(c.kinds) & set(goods_kinds) and c.paragraph == s.paragraph and not _MINE_FINE.search(c.text):
                if _own_other_order(c, s):
                    break  # "Our teapot (SU-1) arrived cracked ... Also my son ordered mugs on his own account (SU-2)": his order, not the teapot's
                if own_goods_beside(c.text, s.text):
                    break  # "the rug and the cushion came stained. The cushion is my flatmate's": the rug is still claimed
                if others_own_unit(s.text) and not _OTHERS_GOODS_CLAIMED.search(c.text):
                    break  # "My teapot came cracked. My mum ordered one on her own account and hers is fine" (others_own_unit.py)
                c.doubted, c.kinds, c.spans, c.weak = list(c.kinds), ["other"], {}, []
                c.why = f"{OTHER_PERSONS_ORDER}: not read as a claim of {', '.join(k.replace('_', ' ') for k in c.doubted)}"
                break


def _own_other_order(claim, told) -> bool:
    """Whether a sentence telling of another person's goods on an order not this one names an order of its own that is not
    the order of the claim before it: it tells of that person's order, not whose the claimed goods are."""
    own = {normalise_ref(o) for o in claim.orders}
    theirs = {normalise_ref(o) for o in orders_in(told.text)}
    return bool(own and theirs and not own & theirs)


_SOMEONE_ELSES = re.compile(
    _OTHER_PERSONS_ORDER.pattern +
    r"|\b(?:someone|somebody|a friend|other people|others|other customers|a lot of people|loads of people|lots of people|my friends|people|reviewers?|reviews) "
    r"(?:else(?:'s|’s)? )?(?:[\w'’]+ ){0,4}?(?:had|got|received|said|say|says|report\w*|mentioned|told me|complain\w*|moan\w*|warn\w*)\b", re.I)
# - the customer's own goods said to be fine in the same sentence: "..., but mine arrived perfectly";
_MINE_FINE = re.compile(r"\b(?:but|though|while|whereas|yet|however)\b[^.!?]{0,20}\b(?:mine|ours|my (?:order|one|parcel|\w+)|our (?:order|one|parcel|\w+))\b"
                        r"[^.!?]{0,40}\b(?:fine|ok|okay|intact|perfect\w*|undamaged|unharmed|safely|in one piece|great|brilliant|no problem)\b", re.I)
# - a question about a remedy already asked for, promised or under way: "has my refund gone through yet?";
#   (never a remedy wished or accepted: "a refund for it would be lovely", "... would be perfectly fine by me")
_REMEDY_STATUS = re.compile(
    r"\b(?:refund|replacement|credit|reimbursement|exchange|new one|money)\b[^.!?]{0,60}\b(?:gone through|go through|been (?:sent|issued|processed|posted|"
    r"dispatched|shipped|approved|paid)|on (?:its|the) way|yet|any news|status|update|arriv\w* yet|reach(?:ed)? me|would (?:reach|arrive|come|be(?! (?:\w+ )?(?:lovely|great|nice|appreciated|brilliant|wonderful|good|ideal|perfect|fab|fabulous|amazing|helpful|kind|grand|super|fantastic|ace|much appreciated|fine|ok|okay|alright|all right|acceptable|(?:very |most |so |really |ever )?(?:grateful|thankful|obliged|glad|happy|pleased))\b))|"
    # (not a charge for a remedy that "was supposed to be free": that is money taken, a claim of its own)
    r"was (?:promised|supposed|meant)(?! to be (?:free|at no (?:extra )?(?:cost|charge)|no charge|complimentary|on (?:you|us|the house)|covered))|still (?:not|waiting|pending))\b"
    # ("which I assume is for the replacement": what a charge was for, no status asked)
    # ("I would rather have the refund for it instead", "could I have the refund": the remedy asked, no status)
    r"|(?<!\bi )(?<!\bwe )(?<!rather )(?<!\bto )(?<!\bi'd )(?<!\bcould i )(?<!\bcan i )(?<!\bmay i )\b(?:has|have|did|is(?!\s+(?:for|towards|from)\b)|when will|when is|where is|where's|any news on|any update on|status of|still waiting (?:for|on))\b[^.!?]{0,30}\b(?:my|the|our) "
    r"(?:refund|replacement|credit|reimbursement|exchange|new one)\b"
    # ("you promised me a refund", not a delivery date promised: "it arrived 3 days after the promised date so please refund
    # the delivery fee", "came a week after you promised, refund the shipping": the lateness told, and its fee asked now)
    r"|(?<!\bthe )(?<!\byour )(?<!\bafter you )(?<!\bafter they )(?<!\bthan you )(?<!\bthan they )(?<!\bthan )(?<!\bafter )"
    r"\b(?:told|promised|assured|said)\b(?!\s+(?:(?:delivery|arrival|shipping)\s+)?(?:dates?|days?|delivery|time|window|slot|deadline)\b)"
    # (nor the ask after what the site said: "the order page said it was stuck for days - can you refund the delivery fee?",
    # the lateness told and its fee asked now, verify38 #11: a clause break or an ask between is no remedy said)
    r"(?![^.!?,;]{0,40}?\b(?:so|please|pls|plz|kindly|therefore|hence|thus|can\s+(?:you|u|i|we)|could\s+(?:you|u|i|we)|would\s+you|will\s+you|may\s+i|"
    r"i\s+want|i'?d\s+like|i\s+would\s+like|i\s+need)\b)(?:(?!\s[-–—]+\s)[^.!?,;]){0,40}\b(?:refund|replacement|credit|reimbursement)\b", re.I)
# - not a status question but an ask on the condition that the remedy is not done yet: "if the refund for the late
#   delivery hasn't gone through yet, please do it now". The record answers the condition: a refund already made
#   is found there (runs.repeat_claims), and none is paid twice.
_ASKED_UNLESS_DONE = re.compile(
    r"^\W*(?:(?:and|so|but|also)\s+)?if\s+(?:the|my|our|a|that)\s+(?:[\w-]+\s+){0,6}?(?:refund|credit|reimbursement|money)\b[^.!?,;]{0,60}?"
    r"\b(?:hasn'?t|has not|haven'?t|have not|isn'?t|is not|wasn'?t|was not|didn'?t|did not|not)\b[^.!?,;]{0,40}?(?:[,;]\s*|\s+(?=then\b))"
    r"(?:then\s+)?(?:please|pls|kindly|can you|could you|would you|do it|go ahead|process|refund|send|issue|put)\b", re.I)
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


# When a remedy already given will reach the customer: "when the refund for the cracked bowl will show up on my card",
# "how long will my refund take to land?", "when should the credit appear". Not "when will you refund me" (a refund asked).
WHEN_REMEDY_COMES = re.compile(
    # (the question word typed in a hurry too: "hw long does the money take", runs/intents/typed_questions.py)
    r"\b(?:when|how\s+long|how\s+soon|wh?en|whn|hw\s+long|hw\s+soon)\s+(?:will|would|should|does|do|can|might|is|it\s+will\s+take\s+for)?\s*(?:the|my|our|that|this)\s+"
    r"(?:\w+\s+){0,1}(?:refund|credit|reimbursement|money|replacement|exchange)\b[^.!?;]{0,50}?\b"
    r"(?:show(?:s|ing)?\s+up|show|appear|arrive|land|come\s+through|come\s+back|reach|hit|clear|go\s+through|take|get\s+here|turn\s+up|"
    r"be\s+(?:back|there|in|on|through|processed|credited|visible))\b"
    r"|" + MONEY_WAIT_ASKED, re.I)  # "ok how long till the money shows": asked with "till" (money_wait_asked.py)


STATUS_WHY = "asks where something already asked for or done stands: answered from the record or by a person"


def _asks_status(text: str) -> bool:
    """Whether a sentence asks where something already asked for or done stands."""
    m = _STATUS_ASK.search(text)
    # ("will the refund you did for the chipped salad bowl show up on my card before Christmas?": a refund told as made, chased)
    return (bool(m) and not _STATUS_NOT.search(m.group(0))) or bool(WHEN_REMEDY_COMES.search(text)) or refund_made_chased(text)


# Asking for the remedy in question form ("Is the delivery charge refundable?"): a request, not a question about nothing.
_REMEDY_ASKED = re.compile(r"\b(?:refund\w*|money back|reimburs\w*|credit\w*|replace\w*|exchange\w*|swap\w*|return\w*|send (?:it|them) back|"
                           r"compensat\w*|back)\b", re.I)
# - a counterfactual or a general question: "had it been late I'd have asked...", "does your site ever charge twice if...".
_COUNTERFACTUAL = re.compile(
    # (not a hedged claim of what happened: "I think I might have been charged twice", "we could have been billed double")
    r"\b(?!(?:i|we)\s+(?:might|could)\s+have\s+been\s+(?:\w+\s+)?(?:charged|billed|debited|overcharged|double[- ]charged|sent|shipped|given)\b)"
    r"(?:i|we)(?:'d| would| might| could)\s+have\s+(?:\w+\s+)?(?:asked|wanted|complained|claimed|requested|been|sent|returned|needed|demanded)\b"
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


OTHERS_REPORT_WHY = "about another person's order or what others report"
OTHER_PERSONS_ORDER = "passed on for another person's order: a person decides what is done for its owner"

# A fault that showed after the goods were used ("stopped heating after about two weeks of use", "died after a
# month", "started leaking last week", "worked fine until yesterday") is no damage on arrival (POL-DMG-002 covers
# items that arrive damaged): a warranty or fault question a person answers, never a damage refund paid by itself.
_COUNT = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a few|a couple(?:\s+of)?|several|\d+)"
_SPAN_OF_TIME = rf"(?:(?:about|around|roughly|nearly|almost|over|just|only|barely|less\s+than|more\s+than|a\s+little\s+over)\s+)?{_COUNT}\s+(?:days?|weeks?|months?|years?|fortnights?)"
_AFTER_USE = re.compile(
    rf"\b(?:after|within|following)\s+{_SPAN_OF_TIME}\s+(?:of\s+(?:\w+\s+)?(?:use|using|wear|wearing|owning)|in\s+use)\b"
    r"|\b(?:after|within)\s+(?:(?:about|around|only|just)\s+)?(?:" + _COUNT[3:-1] + r"|the\s+(?:first|second|third|fourth|fifth|\w+th))\s+"
    r"(?:uses?|washe?s?|wears?|goes|cycles?|brews?|charges?|outings?)\b"
    r"|\b(?:after|since)\s+(?:(?:using|wearing|washing|owning|having)\s+(?:it|them)|(?:a|some)\s+(?:use|wear))\b"
    r"|\b(?:it|they|this|these|the\s+[\w-]+)\s+(?:had\s+|has\s+|have\s+)?(?:worked|been\s+working|been\s+fine|been\s+great|been\s+perfect)\s+"
    r"(?:(?:fine|perfectly|great|well|ok|okay|brilliantly|beautifully|flawlessly|no problem)\s+)?(?:for\s+(?:a\s+(?:while|bit|few)|\w+\s+(?:days?|weeks?|months?))|until|till|up\s+until|up\s+to)\b"
    r"|\b(?:worked|was\s+working|were\s+working)\s+(?:(?:fine|perfectly|great|well|ok|okay)\s+)?(?:until|till|up\s+until)\b"
    rf"|\b(?:died|stopped\s+\w+|broke|gave\s+up|packed\s+(?:up|in)|conked\s+out|failed|quit|went\s+\w+|cracked|split|snapped|tore|frayed|"
    rf"fell\s+apart|came\s+apart)\s+(?:\w+\s+){{0,3}}?(?:after|within)\s+{_SPAN_OF_TIME}\b"
    r"|\b(?:has|have|had)?\s*(?:started|begun|began)\s+(?:to\s+)?(?:leak|crack|peel|fray|rust|wobbl|flicker|rattl|smok|spark|fad|split|tear|"
    r"come\s+apart|fall\s+apart|buzz|overheat|trip|cut\s+out|switch\s+off|turn\s+off|make\s+(?:a|an)\s+\w+\s+noise)\w*", re.I)
# ...unless the customer says it was so from the first: that is damage or a dead unit on arrival.
_FROM_THE_FIRST = re.compile(r"\b(?:out of the box|straight (?:away|out of)|right away|as soon as|from (?:the (?:start|first|get-?go|outset)|day one)|"
                             r"(?:its|their|the|my) first (?:use|time|go|wash)|after (?:just |only )?(?:one|a single|1) (?:use|go|wash|wear|try)|on arrival|when (?:it|they) (?:arrived|came)|never (?:worked|switched|turned))\b", re.I)
FAULT_AFTER_USE_WHY = ("a fault that showed after the goods were used, not damage on arrival (POL-DMG-002): a warranty or fault question "
                       "a person answers")


# ...nor a fault only supposed: "if they rub after a few wears I might be back in touch".
_SUPPOSED = re.compile(r"\b(?:if|in case|unless|should|what if|supposing)\b[^,;:.!?]*$", re.I)


def fault_after_use(text: str) -> bool:
    """Whether a sentence tells of a fault that developed while the goods were in use, not of goods that came
    damaged, nor one only supposed."""
    told = [m for m in _AFTER_USE.finditer(text) if not _SUPPOSED.search(text, 0, m.start())]
    return (bool(told) or worn_through_use(text)) and not _FROM_THE_FIRST.search(text)


# Goods the customer had long before this order, told of as the reason for it: "she's been using the same pan since 1971
# and it finally cracked", "my old kettle died so I bought this one". Their fault is no claim on what was bought, unless
# the sentence tells of the order's goods arriving too ("my old pan cracked, and the new one came chipped as well").
# (with a few words telling the goods and a hedge on the year: "we have had the same chipped brown pot since about 1998")
_OLD_GOODS = re.compile(r"\b(?:been\s+)?(?:using|had|owned|used|had\s+had)\s+(?:the\s+same|her|his|my|our|their|an?|that|one)\s+(?:old\s+)?[\w-]+"
                        r"(?:\s+[\w-]+){0,3}\s+(?:since\s+(?:(?:about|around|roughly|circa|nearly|at\s+least)\s+)?(?:\d{4}|forever|the\s+\w+|i\s+was|she\s+was|he\s+was)|for\s+(?:\d+|many|several|about|over|"
                        r"nearly|almost|\w+ty|ten|twenty|donkey'?s)\s*(?:\w+\s+)?(?:years|decades))"
                        r"|\b(?:my|her|his|our|their|(?:mum|mom|dad|gran|nan|grandma|grandad)(?:'|’)?s)\s+(?:old|ancient|previous|trusty|last|former)\s+"
                        # (never a message: "ignore my previous msg")
                        # (nor a way to pay or be reached: "My old card is closed so pop the refund on my Mastercard")
                        r"(?!(?:e-?mails?|messages?|msgs?|notes?|letters?|replies|reply|tickets?|requests?|orders?|complaints?|quer(?:y|ies)|posts?|texts?|chats?|calls?|"
                        r"cards?|accounts?|bank|visa|mastercard|amex|paypal|address|number|phone)\b)[\w-]+", re.I)
_ARRIVAL = re.compile(r"\b(?:arriv\w*|came|delivered|received|unpack\w*|opened|out of the box|in the box|turned up|showed up|new one)\b", re.I)
OLD_GOODS_WHY = "a fault of goods the customer had long before this order, not of what was bought"


def old_goods_fault(text: str) -> bool:
    """Whether a sentence tells of a fault of goods the customer owned before this order, and of no goods arriving."""
    return bool(_OLD_GOODS.search(text)) and not _ARRIVAL.search(text) and not _KEEPS_OLD.search(text)


# Old goods kept over the new, no fault told of them: "the kettle from SU-1002, I've decided to keep my old one" asks the
# kettle back (a return), never tells why the customer asks.
_KEEPS_OLD = re.compile(r"\b(?:keep|keeping|stick\s+with|sticking\s+with|stay\s+with|hang\s+on\s+to|carry\s+on\s+with|go\s+back\s+to)\s+"
                        r"(?:using\s+)?(?:my|our|her|his|their)\s+(?:old|previous|last|former|trusty)\b", re.I)


def _doubt(text: str, problems: bool) -> str:
    """Why a sentence that names a problem is not a confident claim of one, or ''. `problems`: whether
    it names a problem with the goods or the money (not only a wish to send something back)."""
    text = without_polite_if(text)  # "If it is not too much trouble, could someone look into ...": no condition (polite_if_openers.py)
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
    # (several orders, another person's right after their possessive: each order's own, others_order_told_apart.py)
    # ("the jug came cracked, my neighbour bought the same jug on her own order": a unit of her own, others_own_unit.py)
    theirs = without_others_units(text) if not _OTHERS_GOODS_CLAIMED.search(text[:others_unit_at(text)]) else text
    # ("my neighbour's parcel was left with me, and my own clock arrived cracked": the own claim stands, own_claim_beside_others_parcel.py)
    mine_beside = problems and own_claim_beside(text)
    if problems and not mine_beside and ((_OTHER_PERSONS_ORDER.search(theirs) and (_RELAYED.search(theirs) or orders_in(theirs) or _OTHERS_ORDER_BY_WORD.search(theirs)) and not several_told_apart(theirs, _OTHER_PERSONS_ORDER)) or others_goods_elsewhere(theirs)) \
            and not _MINE_FINE.search(text):
        return OTHER_PERSONS_ORDER
    if problems and not mine_beside and others_goods_theirs(text):  # "my sister ordered the same vase and hers arrived broken" (others_goods_theirs.py)
        return OTHERS_REPORT_WHY
    if problems and not mine_beside and _SOMEONE_ELSES.search(without_likened(text)) and not several_told_apart(text, _OTHER_PERSONS_ORDER):  # ("as though someone had stepped on it": likened_acts.py)
        return OTHERS_REPORT_WHY
    if problems and _MINE_FINE.search(text):
        return "the customer says their own goods are fine"
    if problems and old_goods_fault(text):
        return OLD_GOODS_WHY
    if problems and fault_after_use(text):
        return FAULT_AFTER_USE_WHY
    # (not goods that were a replacement, told broken: "the replacement set: two of them are smashed", replacement_goods.py)
    # (not a clause asking something else beside the remedy: "refund it and also update my address", asks_beside_remedy.py)
    if _REMEDY_STATUS.search(without_ordeal(without_cleft_copula(without_asks_beside_remedy(text)))) and not _ASKED_UNLESS_DONE.search(text) \
            and not (problems and replacement_goods_told_broken(text)):  # (cleft_asks.py, ordeals_told.py)
        return "asks about a remedy already asked for, promised or under way"
    ask = _HYPOTHETICAL_ASK.search(text)
    if ask and ((problems and not _REMEDY_ASKED.search(text)) or re.match(r"\W*(?:[\w' ]{0,24}\b(?:question|query)s?\s*[:\-—–]\s*)?(?:(?:and|also|so|but|oh|just)\s+)?(?:if|in case|should|what if|what happens if|suppose|supposing|assuming|when)\b", text, re.I)) \
            and not re.search(r"\b(?:possible|a way|any way|ok|okay|alright|all right)\b", text, re.I):
        return "a question about something that has not happened"
    return ""


# Goods that do not fit or work with what their listing says they are for: "the case doesn't fit the tablet it says it's
# for", "won't fit the model it's advertised for". The goods are not as described, which is no change of mind: a
# change-of-mind return would charge the customer for the shop's description. A person looks at it.
NOT_AS_LISTED_WHY = ("the goods do not fit or work with what their listing says they are for: not as described, not a change of mind; "
                     "a person looks at it")
_AS_LISTED = re.compile(
    r"\b(?:it|they|the\s+(?:listing|description|site|website|page|box|label|packaging|ad|advert|product\s+page))\s+(?:says?|said|claims?|claimed|"
    r"states?|stated)\s+(?:it'?s|it\s+is|it\s+was|they'?re|they\s+are|they\s+were|that\s+it\s+(?:is|was|fits?))?\s*(?:for|compatible|made\s+for|designed\s+for|"
    r"meant\s+for|suitable|fits?)\b"
    r"|\b(?:it'?s|it\s+is|it\s+was|they'?re|they\s+are|they\s+were|is|was|are|were)\s+(?:supposed|meant|advertised|listed|sold|described|marketed|"
    r"designed|made)\s+(?:to\s+fit|to\s+work|as|for)\b"
    r"|\b(?:listed|advertised|sold|described|marketed)\s+as\s+(?:compatible|fitting|suitable|for)\b|\bnot\s+as\s+(?:described|advertised|listed)\b", re.I)


def not_as_listed(text: str) -> bool:
    """Whether a sentence tells of goods that do not fit or do what their listing says, not of a change of mind."""
    return bool(_AS_LISTED.search(text))


def fit_only_supposed(text: str, hits: list[tuple[int, int]]) -> bool:
    """Whether every change-of-mind cue sits in a clause only supposing it: "a gift receipt so she can
    exchange it if it doesn't fit?" asks for a receipt, and returns nothing now."""
    return bool(hits) and all(_SUPPOSED.search(text, 0, a) for a, _ in hits)
