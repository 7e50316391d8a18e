"""Remedies other than money (a replacement, an exchange, another size or colour), remedies
declined ("I'll keep it and glue it"), and money asked in another shape (store credit, a partial
refund)."""

from __future__ import annotations

import re

from .app_of_a_lost_dispute import lost_dispute_app_blanked
from .goods_sent_wanted import goods_sent_wanted  # "I do NOT want a refund, I want the teal one sent out"
from .papers_kept import PAPERS
from .cues import _NOT_PAPERS, _TURN, REPLACEMENT
from .details_changed import details_change
from .paper_slips import PAPER_SLIPS
from .fee_over_compensation import without_compensation_turned_down
from .goodwill_forms import goodwill_in_a_form
from .money_refused import refuses_all_money
from .waived_goods import new_unit_on_condition
from .waiver_before_other_claim import declining_waives_goods_before_a_claim
from .price_off_kept import price_off_then_kept
from .bank_threats import bank_threatened
from .card_set_against import card_set_against
from .unwanted_alternatives import alternative_wanted
from .kept_in_learner_words import KEPT_IN_PRESENT
from .keep_it_bidden import KEEP_BIDDEN, KEEPING_BARE
from .goods_passed_on import GOODS_PASSED_ON
from .feedback_passed_on import only_feedback_after
from .one_unit_owned_up import one_unit_owned_up
from .fault_gone_by_itself import FAULT_GONE_BY_ITSELF
from .not_a_request_said import NOT_A_REQUEST
from .credit_in_other_words import CREDIT_IN_WORDS
from .goods_back_declined import declines_goods_back
from .part_of_a_fee_asked import part_of_a_fee_asked  # "refund half of the shipping charge" (its own module)
from .part_money_forms import PART_MONEY_FORMS, bare_sum_asked  # "$15 refunded for the flaw", "refund half its price", "just the lid"
from .part_money_wishes import part_money_wished  # "half the price back would be fair", "I'd settle for 30% off"

# Asking for a remedy other than money: "send a replacement instead of refunding it", "could I get the
# green one instead?", "I'd prefer an exchange".
_SIZE_OR_COLOUR = (r"size|colou?r|shade|finish|style|model|version|xxs|xs|xl|xxl|\d?xl|small|smaller|medium|large|larger|bigger|extra[- ]large|"
                   r"black|white|grey|gray|green|blue|red|navy|pink|yellow|brown|beige|oak|walnut|cream|silver|gold|purple|orange|teal|"
                   r"charcoal|ivory|olive|burgundy|mustard|sage|tan|khaki|lilac")
# After money turned down, the goods asked in a word or two: "just a new one", "only a replacement lid", "rather a new jar".
_GOODS_TURN = (r"\b(?:just|only|instead|rather|simply|but|i'?d like|i would like|i want|i need|please|pls|plz)\b[^.!?]{0,25}?\b(?:replacement|new one|another one|fresh one|(?:a |an )?new [\w-]+)\b")
_ALTERNATIVE = re.compile(
    r"\b(?:instead of|rather than) (?:a |the |my |giving me a |giving me my |giving me )?(?:refund\w*|money(?: back)?|cash|credit\w*|reimburs\w*|my money)\b"
    r"|\b(?:replacement|exchange|swap|another one|(?:a )?new [\w-]+)\b[^.!?]{0,40}?\b(?:rather than|not|instead of) (?:a |the |my |getting (?:a |the |my )?)?(?:refund|money)\b"
    # the money turned down, then the goods asked: "I don't want my money back, just a new one"
    r"|\b(?:(?:don'?t|dont|do not)\s+(?:really\s+)?(?:want|need)|not\s+(?:after|looking for|asking for|wanting)|no\s+(?:need for\s+)?)\s+"
    r"(?:a |my |the |any |your )?(?:refund\w*|money(?: back)?|cash)\b[^.!?]{0,30}?"
    rf"{_GOODS_TURN}"
    # the goods preferred: "I'd much rather have the same vase again", "I'd sooner you sent another", "I would prefer a replacement"
    r"|\b(?:rather|prefer|preferably|sooner)\b(?P<a>[^.!?]{0,40}?)\b(?:replacement|exchange|swap|another (?:one|\w+)|a new (?:one|\w+)|"
    r"(?:send|sent|post|posted|ship|shipped) (?:me |us |out )?another|another(?=\s*(?:tbh|please|pls|plz|thanks|if\b|instead|[.!?,;)]|$))|"
    r"(?:the |an? )?(?:exact )?same (?:[\w-]+ ){0,2}?again|the (?:exact )?same one|(?:one|it) again|one (?:just )?like it)\b"
    r"|\b(?:could|can|may|would)\s+(?:i|we|you)\s+(?:please\s+)?(?:get|have|swap|exchange|send|receive)\b(?P<b>[^.!?]{0,50}?)\binstead\b"
    # other goods preferred to the money: "I'd rather have a white one than the money back", "I'd prefer the blue one to a refund"
    r"|\b(?:rather|sooner)\b(?P<c>[^.!?]{1,50}?)\bthan\s+(?:a |the |my |getting (?:a |the |my )?|having (?:a |the |my )?)?(?:refund\w*|money(?: back)?|cash|reimburs\w*|my money)\b"
    r"|\bprefer\b(?P<d>[^.!?]{1,50}?)\b(?:to|over)\s+(?:a |the |my |getting (?:a |the |my )?|having (?:a |the |my )?)?(?:refund\w*|money(?: back)?|cash|reimburs\w*|my money)\b"
    r"|\b(?:swap|exchange)\s+(?:it|them|this|these|(?:the|my|this|that)\s+(?:\w+\s+){0,2}?\w+)\s+(?:for|with)\b"
    # the same goods in another size or colour: "can I have it in a large?", "could you send me the green one?"
    r"|\b(?:could|can|may|would)\s+(?:i|we|you)\s+(?:please\s+)?(?:get|have|send (?:me|us)|swap|exchange|switch|change)\s+"
    r"(?:it|them|this|these|that|one|mine|(?:the|my|this|that) [\w-]+)\s+(?:in|for|to|into)\s+(?:a |an |the )?(?:[\w-]+ )?"
    rf"(?:{_SIZE_OR_COLOUR})\b"
    r"|\b(?:could|can|may|would)\s+(?:i|we|you)\s+(?:please\s+)?(?:get|have|send (?:me|us))\s+(?:the|a|an)\s+"
    rf"(?:{_SIZE_OR_COLOUR})(?:(?: [\w-]+)? (?:one|ones|version|instead|pair)| size| colou?r)\b"
    # an exchange in a learner's words: "I want change please", "i need change it", "please change for black one"
    r"|(?<!n't\s)(?<!n’t\s)(?<!\bnot\s)(?<!\bdont\s)(?<!\bno\s)\b(?:want|need|would like|'d like|like to|can i|could i|please|pls)\s+(?:a\s+|an\s+|to\s+)?change\b"
    r"(?=\s*(?:please|pls|plz|it|them|this|for|to\s+(?:the\s+)?(?:right|correct|other|\w+\s+one)|[.!?,]|$))", re.I)
_MONEY_OR_NOT = re.compile(r"\b(?:refund\w*|money|cash|credit\w*|reimburs\w*|than|not|n't)\b|n't\b", re.I)


# The swap asked bare, after the wrong goods told: "they sent a teapot rather than my cafetiere so please swap it", "can you
# exchange them?", "swap it over pls" (read apart from _ALTERNATIVE: its "rather ... than" took the sentence's words up to
# the swap, so the claim's sentence took the ask, the return was started and the swap dropped).
_SWAP_ASKED = re.compile(
    r"(?<!n't\s)(?<!\bnot\s)(?<!\bno\s)\b(?:please|pls|plz|kindly|(?:can|could|would|will)\s+(?:you|u|someone|i|we))\s+(?:just\s+|please\s+)?"
    r"(?:swap|exchange|switch)\s+(?:it|them|this|these|that|(?:the|my)\s+(?:[\w-]+\s+){0,2}?[\w-]+)(?:\s+(?:over|out|round|around))?"
    r"(?!\s+(?:back|for\s+(?:a\s+|my\s+)?(?:refund|money|cash)))\b"
    r"|\b(?:swap|exchange|switch)\s+(?:it|them)(?:\s+(?:over|out|round|around))?\s+(?:please|pls|plz)\b", re.I)


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
    # (a new piece of the goods, "send me a new lid", not new papers: "send a new invoice")
    rf"(?:replacements?|new ones?|another one|fresh ones?|new \w+ sent|new (?!(?:{PAPER_SLIPS}|e-?mail|link|code|label|confirmation|password|"
    r"address|account|card|details|tracking|voucher|message|statement|bill|copy|quote|text|order|date|time)s?\b)[\w-]+)"
    r"|(?:a |another )(?:[\w-]+\s+)?(?:replacement|new one|another one)"
    rf"|re-?send(?:ing)?\s+(?:it|them|the (?!{PAPER_SLIPS}\b|e-?mail|link|code|label|confirmation)\w+|one)|re-?ship\w*|send (?:it|them|one) again)\b", re.I)


# ...or as a plain imperative after the money is declined: "I don't want my money back - just send me a new lamp".
_UNIT_SEND = re.compile(
    r"(?:^\W*|[,;:(]\s*|\s[-–—]+\s*|\b(?:just|so|then|and|but|instead|rather|simply)\s+)(?:please\s+|pls\s+|plz\s+|kindly\s+)?"
    r"(?:send|ship|post|dispatch|mail)" + _NOT_PAPERS + r"\s+(?:me|us|out|over)\s+(?:a\s+|an\s+|the\s+)?"
    r"(?:new|replacement|fresh|another|right|correct|second|working|proper|undamaged)\b"
    # the size or colour that was ordered, named bare: "just send the 8", "just send green", "so send me the large"
    r"|(?:^\W*|[,;:(]\s*|\s[-–—]+\s*|\b(?:just|so|then|and|but|instead|rather|simply)\s+)(?:please\s+|pls\s+|plz\s+|kindly\s+)?(?:send|ship|post|dispatch|mail)"
    r"\s+(?:me\s+|us\s+)?(?:the\s+|a\s+|an\s+|one\s+in\s+|it\s+in\s+|them\s+in\s+)?(?:(?:right|correct)\s+)?(?:size\s+)?"
    rf"(?:\d{{1,2}}(?:\.5)?|{_SIZE_OR_COLOUR})\b(?!\s*(?:dollars?|bucks|pounds?|euros?|days?|weeks?|%|[$€£]))", re.I)


GOODS_INSTEAD = "asks for a remedy other than a refund"


def _alternative(text: str) -> bool:
    """Whether a sentence asks for a remedy other than money ("send a replacement instead of
    refunding it"), not money instead of waiting ("can I get a refund now instead of waiting?")."""
    if (wished := _GOODS_WISHED.search(text)) and not _MONEY_OR_NOT.search(text, 0, wished.start()) \
            and not _SET_ASIDE_BEFORE.search(text[:wished.start()]):  # "i dont want the cushion swapped, cushion is ok"
        return True
    if _SWAP_ASKED.search(text):
        return True
    for m in _ALTERNATIVE.finditer(text):
        if details_change(text, m):
            continue  # "new telephone number, please change it in my account": details, no goods (details_changed.py)
        between = next((m.group(g) for g in ("a", "b", "c", "d") if m.group(g) is not None), None)
        if between is None or not _MONEY_OR_NOT.search(between):
            return True
    return False


# - the customer declines the remedy, whatever the verb form: keeps the goods, fixed them, wants
#   nothing, no longer needs the label: "one leg wobbles but I'd rather not send it back, I've fixed it".
_DECLINES = re.compile(
    r"\b(?:i'?ll|i will|i'?m going to|i'?ve decided to|i have decided to|decided to|i'?d rather|i would rather|i'?d prefer to|happy to|"
    r"i'?m happy to|i can|we'?ll|we will|i'?m|i am|we'?re|i'?d like to|i would like to|i want to|we'?d like to|i'?d love to|i'?d sooner|"
    # (said loosely: "Im gonna hang onto it", "we're gonna keep them")
    r"(?:i'?m|im|we'?re|were)\s+gonna)\s+(?:just\s+|simply\s+|still\s+)?(?:keep(?:ing)?|hang(?:ing)?\s+on\s*to|hold(?:ing)?\s+on\s*to)\s+"
    # (not goods the customer had before, kept instead of the new ones: "I've decided to keep my old one")
    # (nor the papers or the packing kept: "I'll keep the receipt in case", runs/intents/papers_kept.py)
    r"(?!(?:the|my|our)\s+(?:old|current|existing|previous|present|trusty|original\s+old)\b)" + rf"(?!{PAPERS})" + r"(?:it|them|this|these|the\s+\w+|my\s+\w+)\b"
    r"|\b(?:i'?ve|i have|we'?ve|i|we|i'?ll|already)\s+(?:\w+\s+)?(?:fixed|glued|repaired|mended|sorted|patched|sewn|stitched|tightened)\s+(?:it|them|that|the\s+\w+)"
    r"(?:\s+(?:up|myself|ourselves|with\b|back|again))?"
    # a fix told by what was done: "I bent it back myself", "we've straightened the rail out", "popped the hinge back in"
    r"|\b(?:i'?ve|i have|we'?ve|we have|i|we|already)\s+(?:just\s+|simply\s+)?(?:bent|straightened|pushed|popped|clicked|snapped|screwed|hammered|"
    r"reattached|re-attached|reconnected|glued|stuck)\s+(?:it|them|that|the\s+\w+)\s+(?:\w+\s+)?(?:back|straight|out|in|on|together|myself|ourselves)\b"
    r"(?=[^.!?]*\b(?:myself|ourselves|fine|good|ok|okay|sorted|works?|working|no (?:harm|problem|bother|fuss|issue)|all set)\b)"
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
    r"(?:a|any) (?:refund|reimbursement)(?= or anything| or whatever| at all| either|[.!,;]| for (?:it|them|this|that)\b"
    # both remedies turned down at once: "I'm not asking for a refund or a replacement, just letting you know"
    rf"| or (?:a |an |any )?(?:{REPLACEMENT}|new one|exchange|swap)s?(?=[.!,;]| at all| either| (?:for|of) (?:it|them|this|that)\b)))"
    rf"|{KEPT_IN_PRESENT}"  # "i change my mind, i keep the chair" (runs/intents/kept_in_learner_words.py)
    rf"|{KEEP_BIDDEN}"  # "Keep it, I actually like teal." (runs/intents/keep_it_bidden.py)
    rf"|{KEEPING_BARE}"  # "keeping it anyway." (runs/intents/keep_it_bidden.py)
    rf"|{GOODS_PASSED_ON}"  # "my son is an M so he's having it" (runs/intents/goods_passed_on.py)
    # nothing at all wanted, said bare: "No need for anything, just so you know.", "nothing needed", "no need to do anything"
    # (never "nothing else needed" beside an ask, "no need for anything except the refund", nor one part waived: "nothing needed there",
    # "the bowl is fine, no need to do anything there")
    r"|(?P<bare>\bno\s+need\s+(?:for|to\s+do)\s+anything\b(?!\s+(?:else|more|further|extra|but|except|apart|other|besides|beyond|there|for|on|about|with|here)\b)"
    r"|(?<!\bnot\s)\bnothing\s+(?:is\s+)?(?:needed|required|necessary)\b(?!\s+(?:else|more|further|extra|but|except|apart|other|besides|beyond|there|for|on|about|with|here|from\s+you\s+(?:but|except|apart))))"
    rf"|{FAULT_GONE_BY_ITSELF}"  # "it sealed itself after a couple of boils" (runs/intents/fault_gone_by_itself.py)
    rf"|{NOT_A_REQUEST}", re.I)  # "I know this looks like a refund request but it isn't" (runs/intents/not_a_request_said.py)
# A remedy asked before a bare "nothing needed" in the same sentence: the nothing waives what follows the ask, never the
# ask ("Please refund me for the jug but the bowl, no need to do anything about it").
_MONEY_ASKED_BEFORE = re.compile(r"\b(?:refund\w*|money\s+back|replace\w*|reimburs\w*|compensat\w*)\b", re.I)
# ...unless, after the declining words, the customer turns to ask for a remedy after all.
_REMEDY_AFTER = re.compile(r"\b(?:but|however|though|although|except|yet)\b[^.!?]*\b(?:refund\w*|money back|replace\w*|credit\w*|discount|"
                           r"partial|compensat\w*|return\w*|send\w* (?:it|them) back)\b|" + _GOODS_TURN, re.I)


# What a customer keeps that is not what they claimed for: "the rest are fine and I'm keeping them",
# "I'll keep the one good mug". Keeping the undamaged units declines nothing about the damaged ones.
_THE_REST = re.compile(r"\bthe\s+other\s+\w+|\b(?:the\s+)?(?:rest|others|remainder|remaining\s+(?:ones?|\w+s)|other\s+(?:\w+\s+)?(?:ones|\w+s)|"
                       r"(?:good|undamaged|intact|unbroken|fine|working)\s+ones?|one\s+good\s+\w+|ones?\s+that\s+(?:survived|made\s+it|"
                       r"(?:are|is|were|was)\s+(?:fine|ok|okay|intact|perfect)))\b", re.I)


# Keeping offered for a price: "if you knock something off", "provided I get a discount", "for a partial refund".
# (or taken beside the keeping: "I'd rather keep it and get a partial refund", "we'll keep it and take something off")
_KEPT_FOR_A_PRICE = re.compile(r"[^.!?]{0,12}?\b(?:if|provided|providing|as long as|so long as|in exchange for|for|"
                               r"and\s+(?:just\s+|simply\s+)?(?:get|take|have|accept|receive))\b[^.!?]{0,50}?"
                               r"\b(?:knock\w*|discount\w*|off|reduc\w*|partial\w*|cheaper|part of|some money|something back|credit|compensat\w*|"
                               r"price\s+(?:drop|cut|adjustment))\b", re.I)


# The goods kept: "I'll keep it", "I'll hang on to them".
_KEEPING = re.compile(r"\b(?:keep(?:ing)?|hang(?:ing)?\s+on\s+to|hold(?:ing)?\s+on\s*to)\b", re.I)


# The goods kept, only their going back declined: "dont want to send it back", "I don't wanna return them". Not the
# remedy declined ("I'll keep it" after a claim thinks the claim over): a late fee or a refund asked beside it stands.
_NOT_SENT_BACK_WORDS = (r"(?:\b(?:don'?t|dont|do not|won'?t|wont)\s+(?:really\s+|even\s+)?(?:want|wanna|need|plan|intend)\s*(?:to\s+)?"
                            r"(?:send|return|post|ship)\s+(?:it|them|this|that|these|those|the\s+\w+)(?:\s+back)?\b"
                            # told of the customer: "I won't send them back, we like them", "we're not returning it", "I will not be posting it back"
                            r"|\b(?:i|we|i'm|im|we're)(?:'m|’m|'re|’re|\s+am|\s+are|\s+will|\s+shall)?\s+(?:(?:definitely|certainly|really|just|honestly)\s+)?"
                            r"(?:won'?t|wont|will\s+not|shan'?t|not|never)\s+(?:(?:be|going\s+to|gonna)\s+)*(?:send(?:ing)?|return(?:ing)?|post(?:ing)?|ship(?:ping)?)\s+"
                            r"(?:it|them|this|that|these|those|the\s+\w+)(?:\s+back)?\b"
                            # asked of the shop: "please do not take back the rack", "no need to collect the lamp", "don't pick them up"
                            # (a bare "take" only with "back" or "away": "please don't take this as a complaint" keeps nothing)
                            r"|\b(?:don'?t|dont|do not|no need to|there'?s no need to|you needn'?t)\s+(?:(?:collect|pick|fetch)\s+(?:back\s+|up\s+)?|take\s+back\s+|take\s+(?=(?:it|them|this|that|these|those|the\s+(?:[\w-]+\s+){0,2}?[\w-]+|my\s+[\w-]+)\s+(?:back|away)\b))"
                            r"(?:it|them|this|that|these|those|the\s+(?:[\w-]+\s+){0,2}?[\w-]+|my\s+[\w-]+)(?:\s+(?:back|up|away))?\b"
                            # (not a time for it: "don't collect it until Monday", "do not pick them up before 5")
                            r"(?![^.!?]*\b(?:until|till|before|after|today|tomorrow|tonight|yet|between|morning|afternoon|evening|"
                            r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|next week)\b))")
# (and nothing else asked after it, nor a condition the trip back waits for: "I'm not sending it back until I get a label")
_NOT_SENT_BACK = re.compile(_NOT_SENT_BACK_WORDS + r"(?![^.!?]*\b(?:but|unless|if|until|till|til)\b)", re.I)
_NOT_SENT_BACK_SAID = re.compile(_NOT_SENT_BACK_WORDS, re.I)
RETURN_DECLINED_WHY = "the customer keeps the goods and asks that they not be sent back: no return or collection without a person"


def not_sent_back(text: str) -> list[tuple[int, int]]:
    """Where a sentence declines sending the goods back ("I won't send them back"): a return cue inside asks no return."""
    return [m.span() for m in _NOT_SENT_BACK_SAID.finditer(text)]


def return_declined(text: str) -> bool:
    """Whether a sentence declines sending the goods back, and asks nothing else."""
    return bool(_NOT_SENT_BACK.search(text))


def beyond_declining(text: str, forbids: list[str]) -> list[str]:
    """The constraints a declining sentence sets beyond what declining says already: declining says
    no money; keeping the goods says too that none go back, are collected or are swapped ("I'll keep
    it, no return needed"). What is left (an account not to close, a card not to use) a person reads."""
    said = {"refund", "delivery_refund", *(("return", "collection", "replacement") if _KEEPING.search(text) else ())}
    return [f for f in forbids if f not in said]


def kept_for_a_price(text: str) -> bool:
    """Whether a sentence offers to keep the goods for part of their money ("I'll keep it if you knock something off")."""
    return any(_KEEPING.search(m.group(0)) and _KEPT_FOR_A_PRICE.match(text, m.end()) for m in _DECLINES.finditer(text)) \
        or price_off_then_kept(text)  # "could you give me something off the price and I'll keep them?" (price_off_kept.py)


def declines(text: str) -> bool:
    """Whether a sentence declines a remedy (the customer keeps the goods, fixed them, wants nothing)
    and does not turn to ask for one after all. Keeping the rest ("the others are fine, I'm keeping
    them") is not declining the remedy for what broke; nor is keeping the goods after asking their money
    ("Please refund it - I'll just keep it"): that is the refund-and-keep remedy. Money beyond the fee turned down beside
    the fee asked ("I'm not after compensation, only the fee back") declines nothing."""
    text = without_compensation_turned_down(text)
    if one_unit_owned_up(text, [text]):
        return False  # "just refund me for one of them, the second was my fault": one unit owned up, the other asked (one_unit_owned_up.py)
    m = _DECLINES.search(text) or refuses_all_money(text)  # ("I want no fuss and certainly no money")
    if m and m.re is _DECLINES and m.group("bare") and _MONEY_ASKED_BEFORE.search(text, 0, m.start()):
        return False  # "refund me for the jug but the bowl, no need to do anything about it": the nothing is the bowl's (waived_goods.py)
    if m and declining_waives_goods_before_a_claim(text, m.start()):
        return False  # "The bowl came chipped (I don't need anything for that) and the teapot is cracked - refund the teapot"
    if m and _KEEPING.search(m.group(0)) and (_KEPT_FOR_A_PRICE.match(text, m.end()) or price_off_then_kept(text)):
        return False  # "I'll keep it if you knock something off": keeping bargained for a partial refund, which a person weighs
    if m and _KEEPING.search(m.group(0)) and (_THE_REST.search(text) or keeps_for_money(text, text[:m.start()]) or money_after_keeping(text)):
        return False
    turn = _TURN.search(text, m.end()) if m else None
    if turn and only_feedback_after(text, turn.end()):
        turn = None  # "I'll keep them, but please let your warehouse know": a word passed on, the goods still kept (feedback_passed_on.py)
    return bool(m) and not _REMEDY_AFTER.search(text, m.end()) and not turn \
        and not _UNIT_SEND.search(text, m.end()) \
        and not alternative_wanted(text[m.end():]) and not goods_sent_wanted(text[m.end():]) \
        and not new_unit_on_condition(text[m.end():])
    # ("Don't need a refund, just send the 8 please", "I need a different model", "no refund needed as long as I get a
    # replacement": goods asked instead, alternative_wanted, waived_goods.new_unit_on_condition)


# Money asked, not declined: "refund it", "could I have my money back" (not "no need to refund it").
_MONEY_ASKED = re.compile(r"\b(?:refund\w*|refnd\w*|rfnd|money\s+back|reimburs\w*|(?:my|the)\s+money)\b", re.I)
_MONEY_NOT = re.compile(r"\b(?:no|not|never|don'?t|dont|do\s+not|without|rather\s+not|won'?t|instead\s+of)\b(?:\s+[\w']+){0,3}\s*$", re.I)


def asks_money(text: str) -> bool:
    """Whether words ask for money back, not negated ("refund it", "could you refund me?")."""
    return any(not _MONEY_NOT.search(text[max(0, m.start() - 30):m.start()]) for m in _MONEY_ASKED.finditer(text))


def keeps_for_money(text: str, money_words: str) -> bool:
    """Whether a sentence only keeps the goods ("I'll keep it for the garden shed") where `money_words`
    (the words before it, in the sentence or the one before) ask their money back: keeping the goods
    while asking for money is the refund-and-keep remedy, no decline of it. Any other declining in the
    sentence ("I'll keep it and want nothing") still declines."""
    found = list(_DECLINES.finditer(text))
    # (the goods' way back turned down, "I do not need a return label", is keeping them too: runs/intents/goods_back_declined.py)
    return bool(found) and all(_KEEPING.search(m.group(0)) or declines_goods_back(m.group(0)) for m in found) and asks_money(money_words) \
        and not asks_money(text[found[0].end():]) and not _WANTS_NOTHING.search(text)


# Keeping said with the money given up or the ask taken back: "Actually no, I'll keep it and want nothing".
_WANTS_NOTHING = re.compile(r"\b(?:want|need|ask|expect)\w*\s+(?:nothing|no\s+(?:money|refund))\b|\bactually\s*,?\s*no\b|\bforget\b"
                            # the money asked as a question, answered no before the keeping: "refund? nah, keep it" (verify38 V-02)
                            r"|^\W*(?:nah|nope|no)\b(?!\s+(?:worries|problem|probs|bother|rush|hurry|fuss|need|way)\b)"
                            r"|\bscratch that\b|\bnever\s*mind\b|\bno\s+refund\b|\bdon'?t\s+bother\b|\bon second thought", re.I)


# A change of mind opening a sentence: "Scratch that,", "On second thought -", "Actually, forget the replacement,".
_CHANGE_OPENER = re.compile(r"^\W*(?:(?:actually|ok|okay|hmm+|sorry|no|so|wait)\b[\s,.!-]*)*(?:(?:scratch|scrap|strike|ignore|disregard|cancel)\s+that|"
                            r"on\s+(?:second|2nd)\s+thoughts?|never\s*mind|forget\s+(?:that|it|(?:the|my)\s+\w+))?[\s,.;:!-]*", re.I)


# What keeping the goods says already: none go back, are collected, sent or swapped.
KEEPING_SAYS = frozenset({"shipping", "return", "collection", "replacement"})


def keeps_after_money(text: str) -> bool:
    """Whether a sentence asks the goods' money and keeps them, in either order ("Please refund it - I'll
    just keep it", "ill just keep it, refund me pls")."""
    m = _DECLINES.search(text)
    return bool(m) and (keeps_for_money(text, text[:m.start()]) or money_after_keeping(text))


def money_after_keeping(text: str) -> bool:
    """Whether a sentence keeps the goods and then asks their money ("I'll just keep it, refund me please",
    "happy to hang on to them but I want my money back"): the refund-and-keep remedy asked, not declined.
    Keeping with the money given up ("I'll keep it, no refund needed") asks none."""
    found = list(_DECLINES.finditer(text))
    # (a change of mind opening the sentence takes back an earlier ask, not the money asked after the keeping: "Scrap
    # that, I'd prefer to just keep the cracked one and get a partial refund")
    return bool(found) and all(_KEEPING.search(m.group(0)) for m in found) and asks_money(text[found[-1].end():]) \
        and not _WANTS_NOTHING.search(text, _CHANGE_OPENER.match(text).end())


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


# The remedy asked in a form the refund tool does not pay (it pays back to the original payment):
# store credit, a voucher, a gift card, another card, a bank transfer. Its words are all ones the
# known kinds deal in, so without this it read as asking for nothing.
_REMEDY_FORM = re.compile(rf"{CREDIT_IN_WORDS}|" r"\b(?:store|account|shop|site) credit\b|\b(?:on|onto|into) (?:my|the|our) (?:balance|wallet)\b|\bgift ?card\b"
                          r"|\bvoucher\b|\bcredit note\b|\bcredit (?:on|to|onto|into|in) (?:my|the|our) (?:account|balance|wallet)\b|\bbank transfer\b|\b(?:a |my )?(?:different|another|other|new) (?:card|account|payment method)\b"
                          r"|\bpaypal\b|\bcheque\b|\bin cash\b", re.I)
# The money asked paid somewhere other than back to the payment the order was made with: "refund it to my PayPal",
# "send the money to my bank instead", "can it go back on my new card", "store credit rather than the card".
_ELSEWHERE = re.compile(rf"{CREDIT_IN_WORDS}|" r"\bpay ?pal\b|\bvenmo\b|\bbank (?:transfer|account)\b|\b(?:to|into|in|onto) (?:my|our) bank\b"
                        r"|\b(?:store|account|shop|site) credit\b|\bcredit note\b|\bgift ?card\b|\bvoucher\b|\bcheque\b|\bin cash\b"
                        r"|\b(?:a |my |our |the )?(?:different|another|other|new|second|replacement) (?:card|account|bank card|debit card|credit card|payment method)\b"
                        r"|\b(?:wife|husband|partner|mum|mom|dad|son|daughter|sister|brother|friend|flatmate)(?:'s|’s|s) (?:\w+ )?"
                        r"(?:card|account|visa|mastercard|amex|debit card|credit card|bank account)\b"
                        # another person's own card ("she wants it on her own card, not mine"): the account holder's is not hers
                        r"|\b(?:her|his|their) own (?:card|account|visa|mastercard|amex|debit card|credit card|bank account)\b", re.I)
# A card named by its brand or its last digits, with "instead" or "rather" said of it ("put the refund on my Mastercard
# ending 8812 instead", "rather than the old card, use my Visa ending 4410"): a card other than the one the order was paid with.
_CARD_NAMED = re.compile(r"\b(?:my|our|the|a)\s+(?:new\s+|other\s+)?(?:visa|master\s?card|amex|american express|maestro|discover|"
                         r"(?:debit|credit)\s+card|card)(?:\s+card)?\s+(?:ending|ending\s+in|ending\s+with|that\s+ends\s+(?:in|with)|"
                         r"no\.?|number|#)\s*(?:in\s+)?(?:x+|\*+)?\d{3,4}\b", re.I)
_SAID_INSTEAD = re.compile(r"\binstead\b|\brather\b|\bnot\s+(?:to\s+|on\s+)?(?:the|my)\s+(?:old|original|usual|closed|cancel+ed|expired)\b", re.I)


def refund_elsewhere(text: str) -> str:
    """The words naming where a sentence asks the money paid, when that is not back to the payment the order was made
    with ("my PayPal", "a new card", "store credit"), or ''. A form it sets aside ("cash rather than store credit", "not
    a voucher") is not asked, nor one asked as goodwill on top of the refund ("a $20 voucher for the trouble would be
    fair": runs/intents/goodwill_forms.py). The refund tool pays only the original payment, so such a refund is a
    person's to make."""
    if goodwill_in_a_form(text):
        return ""
    text = lost_dispute_app_blanked(text)  # "I disputed it but PayPal rejected the claim, so please refund me" (app_of_a_lost_dispute.py)
    for m in _ELSEWHERE.finditer(text):
        if not _SET_ASIDE_BEFORE.search(text[: m.start()]) and not bank_threatened(text, m.start()):  # ("or I go to my bank")
            if re.fullmatch(CREDIT_IN_WORDS, m.group(0), re.I):
                return "store credit"  # "as credit to spend on the site": the shop's own credit (credit_in_other_words.py)
            return re.sub(r"^(?:to|into|in|onto)\s+", "", m.group(0).strip(), flags=re.I)  # "to my bank": "my bank"
    if _SAID_INSTEAD.search(text) and (card := _CARD_NAMED.search(text)) and not _SET_ASIDE_BEFORE.search(text[: card.start()]):
        return card.group(0)
    return card_set_against(text)  # "Put the refund on my debit card not the credit card pls" (card_set_against.py)


_MONEY_MOVED = re.compile(r"\b(?:refund\w*|money|payment|credit|reimburse\w*|pay(?:\s+it)?\s+back|put\s+it|send\s+it)\b", re.I)


# asked, not told of ("Last time the refund went into my bank account in two days" asks nothing)
_ASKED_THERE = re.compile(r"\b(?:instead|rather|please|pls|plz|can|could|would|will\s+you|put|pop|send|pay|transfer|move|go\s+(?:on|to|into|back))\b", re.I)


def hold_refund_asked_elsewhere(read) -> None:
    """Last: a sentence asking the money paid elsewhere that another rule set beside a request or left as telling
    ("My old card is closed so pop the refund on my Mastercard ending 3307 instead") is that ask, and holds the card
    refund: left attached, the claim beside it was paid to the closed card."""
    for s in read:
        # (or read as the card refund refused: "I don't want the money back on my card - store credit please" asks the
        # money elsewhere, the claim's one card, never a constraint a second person sees: V41-18)
        refused_there = s.role == "request" and s.kinds == ["other"] and s.why.startswith("asks that something not be done (") \
            and set(s.forbids) <= {"refund"}
        if (s.role in ("attached", "statement") or refused_there) and _MONEY_MOVED.search(s.text) and _ASKED_THERE.search(s.text) \
                and refund_elsewhere(s.text):
            s.role, s.kinds, s.why, s.spans = "request", ["other"], REFUND_ELSEWHERE_WHY, {}
            s.forbids = list(dict.fromkeys([*s.forbids, "refund"]))


REFUND_ELSEWHERE_WHY = ("asks for the refund paid to an account other than the one the order was paid with: the refund tool pays "
                        "only the original payment, so a person arranges it")


_INSTEAD = re.compile(r"\binstead\b|\brather\b|\bprefer\w*\b|\bnot (?:to|on|back (?:to|on)) (?:my|the) (?:card|visa|mastercard|amex)\b", re.I)
REMEDY_FORM_WHY = "asks for the remedy in another form (store credit, a voucher, another card): a person arranges it"


# A remedy no known kind gives, asked in words the known kinds deal in (so the sentence names nothing
# "new"): a swap, the right size, a partial refund. Read as courtesy or as the remedy of the claim
# around it, "Can I swap it?" became a refund-return nobody asked for.
_OTHER_REMEDY = re.compile(
    r"\b(?:swap|exchange|switch)\w*\b(?!\s+(?:it|them)\s+(?:back|for (?:a|my) refund))"
    # (never the goods switched on or off: "is it safe to switch on?" beside a hedged look, runs/intents/advice_beside_a_look.py)
    r"(?!\s+(?:(?:it|them|this|that)\s+)?(?:on|off)\b)"
    r"|\b(?:get|have|send|want|need|receive|order)\s+(?:me\s+|us\s+)?(?:the\s+|a\s+|an\s+|my\s+)?(?:right|correct|proper|bigger|smaller|larger|other|different)\s+"
    r"(?:size|colou?r|one|ones|model|version|pair|fit)\b"
    r"|\bpartial(?:ly)?\s+(?:refund\w*|credit\w*|money back)|\brefund\w*\s+(?:me\s+)?partially\b|\bpart of (?:the|my) money\b", re.I)
OTHER_REMEDY_WHY = "asks for a remedy no known kind gives (a swap, the right size, a partial refund): a person arranges it"


# Words just before a remedy that set it aside rather than ask it: "rather than a partial refund", "not a voucher",
# "I dont want the cushion swapped" (the apostrophe dropped, as some customers write).
_SET_ASIDE_BEFORE = re.compile(r"\b(?:than|instead of|not|no|without|never)\s+(?:\w+\s+){0,3}$|(?:n't|\b(?:dont|didnt|doesnt|wont|cant|isnt|arent))\s+(?:\w+\s+){0,3}$", re.I)


# (or a sum knocked off the price: "could you knock ten dollars off?", "knock $10 off", "take 15% off the price": issue #11
# held-back, escalated as a refund "the customer asks that it not be done" with the $10 asked never said)
_NUMBER_WORD = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|twenty-five|thirty|forty|fifty)"
_SUM_OFF = (rf"(?:[$£€]\s?\d[\d.,]*|\d[\d.,]*\s*(?:%|percent|dollars?|bucks|pounds?|quid|euros?)|{_NUMBER_WORD}\s+(?:dollars?|bucks|pounds?|quid|euros?|percent)"
            r"|something|a\s+(?:bit|little|tenner|fiver|few\s+(?:dollars|bucks|pounds|quid)))")
_PART_MONEY = re.compile(r"\bpartial(?:ly)?\s+(?:refund\w*|credit\w*|money back)|\brefund\w*\s+(?:me\s+)?partially\b|\bpart of (?:the|my) money\b"
                         rf"|\bknock(?:ed|ing)?\s+{_SUM_OFF}\s+off\b|\btake\s+{_SUM_OFF}\s+off(?:\s+(?:the\s+)?(?:price|cost|total|bill)\b|\s*(?:$|[,.!?;]|\s+(?:and|i'?ll|i\s+will|we'?ll)\b))" + "|" + PART_MONEY_FORMS, re.I)
# ("if you take a tenner off I'll keep it", "take $10 off, and we're square": the sum off the price, said without it)


def _asked_not_set_aside(pattern: re.Pattern, text: str) -> bool:
    return any(not _SET_ASIDE_BEFORE.search(text[: m.start()]) for m in pattern.finditer(text))


# A form of the money set aside beside the plain refund asked: "cash rather than store credit", "not a voucher", "no gift
# card please". It names nothing new to do.
_SET_ASIDE_FORM = re.compile(rf"\b(?:than|instead of|not|no|without)\s+(?:(?:a|an|any|the|some)\s+)?(?:{_REMEDY_FORM.pattern})", re.I)


def without_set_aside_forms(text: str) -> str:
    return _SET_ASIDE_FORM.sub(" ", text)


def remedy_form_asked(text: str) -> bool:
    """Whether a sentence asks for the money in a form the refund tool does not pay (store credit, a voucher),
    not one it sets aside: "I want the delivery fee back, not a voucher", "cash rather than store credit"
    ask the plain refund; nor does goodwill asked in such a form on top of the refund (runs/intents/goodwill_forms.py)."""
    return _asked_not_set_aside(_REMEDY_FORM, lost_dispute_app_blanked(text)) and not goodwill_in_a_form(text)


def _money_in_another_shape(text: str) -> str:
    """Why a sentence asks for money in a shape the refund tool does not pay (part of it, store credit,
    a voucher), or ''."""
    if _asked_not_set_aside(_PART_MONEY, text) or bare_sum_asked(text) or part_money_wished(text) or part_of_a_fee_asked(text):  # ("Refund £5 for it": part_money_forms.py; "half back would be fair": part_money_wishes.py; "half of the shipping charge": part_of_a_fee_asked.py)
        return OTHER_REMEDY_WHY
    if refund_elsewhere(text):
        return REFUND_ELSEWHERE_WHY  # "refund it to my PayPal", "can it go back on my new card"
    return REMEDY_FORM_WHY if remedy_form_asked(text) else ""


def _other_remedy(text: str) -> bool:
    """Whether a sentence asks for a remedy no known kind gives, not one it sets aside ("I'd rather
    have my money back than wait for an exchange" asks for the money)."""
    return _asked_not_set_aside(_OTHER_REMEDY, text)
