"""Remarks: what the customer tells of their own taste, fit, feelings or reasons ("honestly they're just not for me,
they rub", "I prefer the plate because it is a set", "they're lovely"). A remark asks for nothing by itself: it is
the reason for, or the background of, the asks around it. Made a request of kind `other`, a person got an open item
for it and the reply quoted it back to the customer as "your request".

Not a remark: a preference for a remedy ("I'd prefer a refund", "I prefer a refund because the wait is too long"),
a remark with an ask in it ("they rub, can I send them back?"), and a fault in the goods ("they rub and the sole
came off"): each is read by the rules for asks and problems.
"""

from __future__ import annotations

import re

# The customer's own taste, fit or feelings about the goods: "not for me", "not my style", "they rub", "pinch",
# "too tight", "uncomfortable", "I don't like the colour", "changed my mind".
_TASTE = re.compile(
    r"\bnot\s+(?:really\s+|quite\s+|just\s+)?(?:for\s+(?:me|us)|my\s+(?:style|taste|thing|cup\s+of\s+tea|colou?r|size)|what\s+i\s+(?:expected|imagined|pictured|hoped))\b"
    r"|\b(?:i|we)\s+(?:just\s+|really\s+|simply\s+)?(?:don'?t|do\s+not|didn'?t|did\s+not|dont)\s+(?:really\s+)?(?:like|love|get\s+on\s+with|rate)\b"
    r"|\b(?:don'?t|do\s+not|doesn'?t|does\s+not|dont|doesnt)\s+(?:really\s+)?(?:suit|fit)\s+(?:me|us|my|our)\b"
    r"|\brub(?:s|bed|bing)?\b|\bpinch(?:es|ed|ing)?\b|\bchaf(?:e|es|ed|ing)\b|\bblisters?\b|\bsqueez(?:e|es|ing)\b"
    r"|\b(?:too|a\s+bit|a\s+little|slightly|quite|rather|way\s+too|far\s+too)\s+(?:tight|small|big|large|loose|narrow|wide|heavy|stiff|short|long|bright|dark|"
    r"snug|baggy|scratchy|itchy|hard|soft|firm|loud)\b"
    r"|\b(?:un|not\s+(?:very\s+|that\s+|at\s+all\s+)?)comfortable\b|\bnot\s+(?:very\s+|that\s+)?comfy\b|\bchanged\s+(?:my|our)\s+minds?\b"
    # the use or room the goods are worth to the customer: "we just don't use it enough to justify the space on the counter",
    # "hardly ever wear them", "takes up too much room", "no space for it in the flat"
    r"|\b(?:don'?t|do\s+not|dont|doesn'?t|does\s+not|rarely|hardly(?:\s+ever)?|barely|never)\s+(?:really\s+|actually\s+|even\s+)?(?:use|need|wear|play\s+with)\s+"
    r"(?:it|them|the\s+[\w-]+|that|this|these)\s+(?:(?:nearly|often|much)\s+)?(?:enough|much|often|anymore|any\s+more|at\s+all|as\s+much)\b"
    r"|\b(?:rarely|hardly(?:\s+ever)?|barely|never)\s+(?:use|used|wear|wore|need)\b"
    r"|\b(?:no|not\s+enough|(?:don'?t|do\s+not|dont)\s+(?:really\s+)?have\s+(?:the\s+|enough\s+)?)\s*(?:room|space)\s+(?:for|on|in)\b"
    r"|\btak(?:es?|ing)\s+up\s+(?:too\s+much|a\s+lot\s+of|so\s+much|loads\s+of|half\s+the)\s+(?:room|space)|\bjustify\s+(?:the\s+|its\s+)?(?:space|room)\b", re.I)
# A fault in the goods beside the taste: the remark then tells a problem a person reads.
_FAULT_BESIDE = re.compile(
    r"\b(?:broke|broken|snapped|ripped|torn|tore|split|cracked|shattered|burst|leak\w*|peel\w*|fray\w*|faulty|defective|"
    r"fell\s+(?:apart|off)|came\s+(?:apart|off|away|loose|unstitched|unglued)|coming\s+(?:apart|off|away|loose)|stopped|died|dead|"
    r"hole|holes|rip|tear|stain\w*|dent\w*|chip\w*|scratch\w*|mould\w*|rust\w*|damage\w*|wrong|missing)\b", re.I)


def taste_only(text: str) -> bool:
    """Whether a sentence tells the customer's own taste, fit or feelings about the goods and no fault in them."""
    return bool(_TASTE.search(text)) and not _FAULT_BESIDE.search(text)


# A preference told with its reason: "I prefer the plate because it is a set", "we prefer the blue as it matches the
# kitchen". Plain "prefer" only: "I'd prefer", "I would prefer" ask.
_REASON = r"(?:because|since|as|cos|coz|cuz|bc|b/c|given\s+that|for\s+the\s+reason)"
_PREFERENCE_GIVEN = re.compile(
    rf"\b(?:i|we)\s+(?:really\s+|just\s+|much\s+|still\s+|do\s+|always\s+|honestly\s+)*(?:prefer|preferred|like|liked|love|loved)\b"
    rf"(?P<what>[^.!?;]{{0,60}}?)\b{_REASON}\b", re.I)
# The remedy preferred: "I prefer a refund because ...", "I prefer the money back as ...": an ask, never a remark.
_REMEDY_PREFERRED = re.compile(r"\b(?:refund\w*|money|reimburs\w*|replac\w*|exchang\w*|return\w*|credit\w*|voucher|new\s+one|another\s+one|"
                               r"send|resend|swap)\b", re.I)


def preference_told(text: str) -> re.Match | None:
    """The words telling a preference with its reason ("I prefer the plate because"), when what is preferred is no remedy."""
    hit = _PREFERENCE_GIVEN.search(text)
    return hit if hit and not _REMEDY_PREFERRED.search(hit.group("what")) else None


def without_preference_told(text: str) -> str:
    """The sentence with a preference told with its reason taken out, for what else it asks to be read."""
    return _PREFERENCE_GIVEN.sub(lambda m: m.group(0) if _REMEDY_PREFERRED.search(m.group("what")) else " ", text)


REMARK_WHY = "a remark on the customer's own taste, fit, feelings or reasons: it asks for nothing by itself"


# The goods praised, with no fault told beside: "they are lovely, not a mark on them", "the new cups arrived this week
# and they're gorgeous", "absolutely beautiful, not a scratch". Telling it asks for nothing.
_PRAISE = re.compile(
    r"\b(?:is|are|was|were|look|looks|looked|seem|seems|'s|’s|'re|’re)\s+(?:\w+\s+)?(?:lovely|great|gorgeous|beautiful|brilliant|perfect|"
    r"stunning|fab|fabulous|fantastic|wonderful|amazing|superb|excellent|delightful|spot\s+on)\b"
    r"|\b(?:i|we)\s+(?:absolutely\s+|really\s+|just\s+)?(?:love|adore)\s+(?:it|them|the\s+\w+)\b"
    # the praise put on its own after a comma: "came yesterday, absolutely gorgeous"
    r"|[,;:-]\s*(?:(?:absolutely|really|just|so|truly|simply)\s+)?(?:lovely|gorgeous|beautiful|stunning|perfect|fabulous|fantastic|wonderful|amazing|superb)\b"
    # the praise exclaimed, the goods after it: "how nice the runner and the napkins looked", "how lovely the vase is"
    r"|\bhow\s+(?:(?:very|really|so|absolutely)\s+)?(?:nice|lovely|great|gorgeous|beautiful|pretty|stunning|perfect|fabulous|fantastic|wonderful|amazing|"
    r"elegant|festive|smart|cosy|cozy|good)\s+(?:the|your|my|our|those|these|it|they|everything)\b[^.!?;]{0,60}?\b(?:look|looks|looked|is|are|was|were|"
    r"turned\s+out|came\s+out|went\s+down|seemed?)\b", re.I)
# Goods said to be unmarked: "not a mark on them", "without a scratch", "no chips at all".
_UNMARKED = re.compile(r"\b(?:not\s+(?:a|one|a\s+single)|without\s+(?:a|any)|no)\s+(?:single\s+)?(?:mark|scratch|chip|dent|crack|scuff|blemish)(?:e?s)?"
                       r"(?:\s+(?:on|in)\s+(?:it|them|any|either|the\s+\w+))?(?:\s+at\s+all)?\b", re.I)
_TURN = re.compile(r"\b(?:but|except|apart\s+from|although|though|however|shame|pity|sadly|unfortunately)\b", re.I)


def goods_praised(text: str) -> bool:
    """Whether a sentence praises the goods and tells no fault in them, nor turns to one ("lovely but the lid is cracked")."""
    return bool(_PRAISE.search(text)) and not _TURN.search(text) and not _FAULT_BESIDE.search(_UNMARKED.sub(" ", text)) \
        and not _TASTE.search(text)


# How the message is meant, or patience asked with the writing: "please take this in the right spirit", "don't take this the
# wrong way", "no offence meant", "please bear with me", "please forgive the long email", "hear me out". Said with "please",
# they ask nothing of the shop; what the sentence asks besides ("please bear with me while I explain - can you refund the
# lamp?") is read without them. "Please take this back" (the goods) is no such remark.
_WORDS_OF = r"(?:this|it|that|me|my\s+(?:note|e-?mail|message|comments?|feedback|words)|what\s+(?:i|we)\s+(?:say|said|write|wrote))"
# What the customer will not take for an answer: excuses, another apology, a stock reply (a wish for how the reply is written).
_EXCUSES = (r"(?:any\s+(?:more\s+)?|more\s+|another\s+|an?\s+|the\s+|your\s+|these\s+|yet\s+(?:more|another)\s+|further\s+)?"
            r"(?:(?:[\w-]+\s+)?(?:excuses?|apolog(?:y|ies)|platitudes|runaround|run-around|fob-?offs?)|(?:standard|stock|templated?|"
            r"copy[\s-]*(?:and[\s-]*)?paste[ds]?|canned|automated|generic|scripted)\s+(?:replies|reply|responses?|answers?|e-?mails?))\b"
            r"(?:\s*,?\s*(?:please|pls|thanks|thank\s+you|this\s+time|again|anymore|any\s+more))*")
# getting in touch again, the whole of what follows: "ring up", "call you again", "phone", "chase this", "email again"
_GETTING_IN_TOUCH = (r"(?:ring|call|phone|chase|contact|e-?mail|write|message)(?:\s+(?:up|in|back|you|u|this|it|again|(?:you|u)\s+again|"
                     r"(?:you|u)\s+up|about\s+(?:it|this)|(?:a|one)\s+more\s+time|another\s+time|every\s+day|(?:this\s+)?(?:time|week)))*\s*[.!]*\s*$")
_MANNER = re.compile(
    r"(?:\b(?:so|and|but)\s+)?(?:\b(?:please|pls|plz|kindly)\s+)?(?:\b(?:do\s+)?)"
    r"(?:take\s+" + _WORDS_OF + r"\s+(?:in\s+the\s+(?:right|intended|good|best|friendly|kind|constructive|same|spirit)\s*(?:spirit|way)?"
    r"|in\s+the\s+spirit\s+(?:it'?s|it\s+is|it\s+was|that\s+it'?s|in\s+which\s+it'?s)\s+(?:meant|intended|given|offered|written)"
    r"|as\s+(?:it'?s|it\s+is|it\s+was)\s+(?:meant|intended)|as\s+(?:constructive|friendly|helpful|well[\s-]meant|honest|kind)(?:\s+(?:feedback|criticism|advice))?"
    r"|kindly|well)\b"
    r"|(?:don'?t|dont|do\s+not|never)\s+take\s+" + _WORDS_OF + r"\s+(?:the\s+wrong\s+way|wrong(?:ly)?|amiss|badly|personally|to\s+heart"
    r"|as\s+(?:a\s+|an\s+)?(?:complaint|moan|criticism|rant|grumble|attack|whinge))\b"
    r"|(?:don'?t|dont|do\s+not)\s+be\s+offended\b|\bno\s+offen[cs]e\s+(?:meant|intended)\b|\bnone\s+taken\b"
    r"|b(?:ear|are)\s+with\s+(?:me|us)(?:\s+(?:here|a\s+(?:moment|minute|sec(?:ond)?)|on\s+this))?\b|hear\s+(?:me|us)\s+out\b"
    # "please forgive me if this comes out wrong", "excuse my rant" (the writing itself: asks.without_writing_apology)
    r"|(?:forgive|excuse|pardon)\s+(?:me|us|my|our)\b(?:\s+(?:rant|ramble|rambling|moan|waffle|waffling|venting|french)\b)?"
    # the answer the customer will not take: "I do not want excuses.", "no more excuses please", "spare me the apologies"
    r"|(?:(?:i|we)\s+)?(?:do|would|will|wo)(?:n['’]?t|\s+not)\s+(?:really\s+)?(?:want|need|accept)\s+(?:to\s+(?:hear|read|get|be\s+(?:given|fobbed\s+off\s+with))\s+)?"
    + _EXCUSES + r"|(?:no|not\s+interested\s+in|spare\s+(?:me|us)|enough\s+(?:of|with))\s+" + _EXCUSES
    + r"|(?:i'?m|i\s+am|im|we'?re|we\s+are)\s+(?:not\s+interested\s+in|done\s+with|tired\s+of|sick\s+of|fed\s+up\s+(?:of|with))\s+" + _EXCUSES
    # the answer the customer will not be given: "Do not tell me to wait another week.", "don't ask me to be patient",
    # "dont fob me off again" (never the goods: "don't ask me to send it back" is a return refused, read as one)
    + r"|(?:don'?t|dont|do\s+not|never)\s+(?:(?:you|u)\s+)?(?:dare\s+)?(?:tell|ask)\s+(?:me|us)\s+(?:to\s+|that\s+(?:i|we)\s+(?:should|must|have\s+to|need\s+to)\s+)"
    r"(?:wait|be\s+patient|hang\s+on|hold\s+on|sit\s+tight|give\s+it|allow|check\s+with|contact|chase|call|ring|phone|speak\s+to|talk\s+to)\b[^.!?]*"
    # an exasperation at having to get in touch, never a call asked: "Don't make me ring up.", "don't make me call you again",
    # "I'd rather not have to phone", "I don't want to have to chase this" ("Please ring me on 07700 900123" still asks a call)
    r"|(?:don'?t|dont|do\s+not)\s+make\s+(?:me|us)\s+(?:have\s+to\s+)?" + _GETTING_IN_TOUCH
    + r"|(?:(?:i|we)(?:['’]d|\s+would)\s+rather\s+not|(?:i|we)\s+(?:don'?t|dont|do\s+not)\s+want\s+to|(?:i|we)\s+(?:shouldn'?t|should\s+not))\s+(?:have\s+to\s+)"
    + _GETTING_IN_TOUCH
    + r"|(?:don'?t|dont|do\s+not)\s+(?:try\s+(?:and|to)\s+)?fob\s+(?:me|us)\s+off\b(?:\s+(?:again|this\s+time|with\s+[^.!?]*))?" + ")", re.I)


def without_manner(text: str) -> str:
    """The sentence with any words on how it is meant, or patience asked with it, taken out."""
    return _MANNER.sub(" ", text)


MANNER_WHY = ("a remark on how the message is meant or the answer wanted (in the right spirit, no offence, bear with me, no excuses): "
              "it asks nothing of the shop")
