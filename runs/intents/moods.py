"""The mood of a sentence, read once here and reused wherever the screener weighs what a sentence asks:

- a condition opening the sentence, and the main clause it leads to (`main_clause`): "IF NOBODY CALLS ME BY
  MONDAY THEN CLOSE MY ACCOUNT, I'M DONE." asks "close my account", "Unless someone rings me today, cancel it." asks
  the cancelling. The main clause is read as any sentence is (runs/intents/asks.py `_asks`): an imperative there asks,
  under a condition only a person can weigh, so no kind of claim is paid by it; "If it arrives late, I'll just send it
  back" stays a plan of the customer's own;
- a question about goods the shop sells, not the remedy of a claim (`asks_about_goods_sold`): "Do you do the same one
  in a king size?", "is the sage one back in stock?", "does it come in navy?". A person answers it; it is never folded
  into the wrong-item or damage claim beside it;
- a question about a refund told as made, or its money reaching the customer (`refund_reach_asked`): "will the
  refund you did for the chipped salad bowl show up on my card before Christmas?". A chase the record or a person
  answers, never a new claim of the problem it names (runs/intents/doubt.py `_asks_status`);
- money or points told as not come where money shows (`money_not_come`): "Nothing has come through on my card yet.",
  "my points balance hasn't moved since". No parcel failed to arrive (runs/intents/cues.py reads no non-delivery
  there); the money is chased (runs/intents/settled_words.py `settlement_denied`).
"""

from __future__ import annotations

import re

from .unmarked_questions import unmarked_question  # ("do you do it in grey": the mark left off)

# --- a condition and its main clause ----------------------------------------------------------------------------
# The condition opening a sentence, up to where its main clause starts: after a comma, "then", a dash, or right before
# "please" ("if you can't find it please cancel the order"). ("If not, ...", "if possible, ..." are read elsewhere: a
# fallback or a polite lead-in, runs/intents/doubt.py _FALLBACK and runs/intents/asks.py _LEAD_IN.)
_CONDITION = re.compile(
    r"^\W*(?:(?:and|but|so|also|oh|ok|okay|otherwise|honestly|look)[\s,]+)*"
    r"(?:if|unless|in\s+case|in\s+the\s+event(?:\s+that)?|should(?=\s+(?:you|u|your|the|it|they|that|this|nobody|no\s+one|someone|anyone|i|we)\b)"
    r"|failing\s+that,?\s+if|as\s+long\s+as|provided(?:\s+that)?)\s+"
    r"(?!(?:not|possible|that'?s\s+(?:ok|okay|fine|alright|possible)|it'?s\s+possible|you\s+(?:can|could|don'?t\s+mind))\b)"

    r"(?P<condition>[^.!?]{3,140}?)(?:\s*,\s*(?:then\s+)?|\s+then\s+|\s+[-–—]+\s+(?:then\s+)?|\s+(?=(?:please|pls|plz|kindly)\b))(?P<main>\S[^.!?]*)", re.I)
# A main clause that is a plan or a feeling of the customer's own, not an ask: "I'll send it back", "I'm done".
_OWN_PLAN = re.compile(r"^\W*(?:then\s+)?(?:i|we)(?:'ll|’ll|\s+will|\s+shall|'m|’m|\s+am|'d|’d|\s+would|\s+might|\s+may)\b", re.I)
# Help offered, not asked: the shop needing something of the customer ("if you need photos", "if there's any problem", "if
# it helps") and the customer saying how to reach them ("let me know", "give me a shout", "call me on 0770 ...").
_HELP_NEEDED = re.compile(r"^(?:(?:you|u)\s+(?:\w+\s+)?(?:need|want|require|would\s+like|have\s+(?:any|more|further)|get\s+stuck)\b"
                          r"|there(?:'s|’s|\s+is|\s+are|\s+were)\s+(?:any|anything|a\s+problem)\b|anything\b|it\s+helps\b)", re.I)
_HELP_OFFERED = re.compile(r"^\W*(?:(?:just|then|please|pls|do|feel\s+free\s+to)\s+)*(?:let\s+(?:me|us)\s+know|give\s+(?:me|us)\s+a\s+(?:shout|call|ring|bell|buzz)|"
                           r"ask(?:\s+away)?|shout|(?:call|ring|phone|text|e-?mail|contact|message)\s+(?:me|us)|(?:get|be)\s+in\s+touch|don'?t\s+hesitate)\b", re.I)


def main_clause(text: str) -> str:
    """The main clause of a sentence opened by a condition ("close my account, I'm done" in "if nobody calls me by Monday
    then close my account, I'm done"), or "" when no condition opens it, the main clause is the customer's own plan, or
    the sentence offers help ("if you need photos, let me know")."""
    m = _CONDITION.match(text)
    if not m or _OWN_PLAN.match(m.group("main")) or (_HELP_NEEDED.match(m.group("condition")) and _HELP_OFFERED.match(m.group("main"))):
        return ""
    return m.group("main")


# --- a question about goods the shop sells ------------------------------------------------------------------------
_SOLD = (r"(?:do|sell|stock|carry|make|have|offer|supply|produce|keep|get)")
_GOODS_QUESTION = re.compile(
    # "Do you do the same one in a king size?", "do u sell these in navy", "wondering if you carry the matching lid?"
    rf"\b(?:do|does|did|would|will|can|could|if|whether)\s+(?:you|u|ya|y'?all|your\s+(?:shop|store|site|team|company))\s+(?:guys\s+|also\s+|still\s+|ever\s+)?{_SOLD}\s+"
    r"(?:\w+\s+){0,4}?(?:in\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}?(?:size|colou?r|shade|finish|length|width|pattern|style|version)s?\b|in\s+(?:a\s+)?(?:king|queen|super\s*king|"
    r"double|single|twin|full|small|medium|large|bigger|smaller|larger|longer|shorter|wider|xs|s|m|l|xl|xxl|\d{1,3})\b|in\s+(?:\w+\s+)?"
    r"(?:black|white|grey|gray|navy|blue|green|red|pink|yellow|orange|purple|brown|beige|cream|sage|teal|oak|walnut|gold|silver|other\s+colou?rs?)\b|"
    r"(?:any\s+)?(?:matching|other|similar|more|bigger|smaller|larger)\s+\w+|(?:a|an|the)\s+(?:[\w-]+\s+)?(?:version|model|size|set|pair)\b)"
    # "Does it come in a bigger size?", "do they come in green"
    r"|\b(?:does|do|will|would|can)\s+(?:it|they|this|these|that|those|the\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:also\s+)?come\s+in\b"
    # "is the sage one back in stock?", "when will the large be in stock again", "are they still available in XL"
    r"|\b(?:back\s+)?in\s+stock\b|\bout\s+of\s+stock\b|\brestock\w*|\b(?:is|are|will)\s+(?:it|they|this|these|the\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:still\s+|also\s+)?available\s+in\b"
    # "have you got this in a 12?", "got any in a medium?", "is there a king size version?"
    r"|\b(?:have|got)\s+(?:you|u)\s+(?:got\s+)?(?:this|these|it|them|that|those|one|any)\s+in\b"
    r"|\bis\s+there\s+(?:a|an|any)\s+(?:[\w-]+\s+){0,2}?(?:version|size|colou?r|model|option)\b", re.I)
# The remedy of a claim, asked in the same words ("do you have the double in stock to send me instead?"): that claim's.
_REMEDY_WORDS = re.compile(r"\b(?:refund\w*|return\w*|exchang\w*|replac\w*|swap\w*|send\w*|sent|resend|ship\w*|instead|label|collect\w*|"
                           r"money|credit|charge\w*|price\s+(?:match|difference))\b", re.I)
_ASKED = re.compile(r"\?\s*[)\"']?\s*$|\b(?:wonder\w*|curious|let\s+me\s+know|tell\s+me|know\s+(?:if|whether))\b", re.I)


def asks_about_goods_sold(text: str) -> bool:
    """Whether a sentence asks about goods the shop sells (stock, sizes, colours, other products), not the remedy of a
    claim ("can you send the double instead?", "do you have the double in stock to replace it?")."""
    return bool(_ASKED.search(text) or unmarked_question(text)) and bool(_GOODS_QUESTION.search(text)) and not _REMEDY_WORDS.search(text)


# --- a refund told as made, asked after -------------------------------------------------------------------------
_MONEY = r"(?:refund|credit|reimbursement|money(?:\s+back)?|payment\s+back)"
_REACH = (r"(?:show(?:s|ing)?\s+up|show|appear|arrive|land|come\s+(?:through|thru|back|in)|reach|hit|clear|go\s+through|get\s+(?:here|to\s+me|back)|"
          r"turn\s+up|be\s+(?:back|there|in|on|through|visible|processed|credited))")
_REFUND_REACH = re.compile(
    # "will the refund you did for the chipped bowl show up on my card before Christmas?", "would the money be back by Friday"
    rf"\b(?:will|would|should|is|are|does|do|might|could|can)\s+(?:the|my|our|that|this|your)\s+(?:[\w-]+\s+)?{_MONEY}\b"
    rf"(?:[^.!?;]|(?<=\d)\.(?=\d)){{0,80}}?\b(?:going\s+to\s+|gonna\s+)?{_REACH}\b"
    # "the refund you processed for the mug - is it going to hit my Visa before the 20th?"
    rf"|\b{_MONEY}\b[^.!?;]{{0,80}}?\b(?:will|would|should|is|does)\s+(?:it|that|this)\s+(?:be\s+)?(?:going\s+to\s+|gonna\s+|likely\s+to\s+)?{_REACH}\b"
    # "wondering if the refund u made will land before the holidays?"
    rf"|\b{_MONEY}\b[^.!?;]{{0,60}}?\b(?:will|would|should|might|is\s+going\s+to)\s+(?:ever\s+|actually\s+)?{_REACH}\b", re.I)
# The refund told as already made: "the refund you did", "the refund you issued last week", "already refunded".
_MADE = re.compile(rf"\b{_MONEY}\s+(?:that\s+)?(?:you|u|your\s+(?:\w+\s+)?(?:team|colleague|agent)|they|[A-Z][a-z]+)\s+(?:already\s+|kindly\s+|just\s+)?"
                   r"(?:did|done|made|issued|processed|sent|put\s+through|approved|arranged|gave|raised|started)\b|\balready\s+(?:refunded|credited|issued|processed|sent)\b"
                   r"|\b(?:was|were|been|got)\s+(?:\w+\s+)?(?:refunded|credited|reimbursed)\b", re.I)


def refund_reach_asked(text: str) -> bool:
    """Whether a sentence asks whether or when the money of a refund reaches the customer ("will the refund show up on
    my card before Christmas?"), put as a question."""
    return bool(_ASKED.search(text)) and bool(_REFUND_REACH.search(text))


def refund_made_chased(text: str) -> bool:
    """Whether a sentence asks after a refund it tells as already made ("will the refund you did for the chipped salad
    bowl show up on my card before Christmas?"): a chase, never a new claim of the problem it names."""
    return refund_reach_asked(text) and bool(_MADE.search(text))


# --- money or points not come ----------------------------------------------------------------------------------
# Where money shows: "on my card", "into my account", "to my bank", "on the statement".
_MONEY_PLACE = r"(?:(?:on|to|in|into|onto)\s+(?:my|our|the|her|his)\s+(?:\w+\s+)?(?:card|account|bank(?:\s+account)?|statement|balance|paypal|wallet|visa|mastercard|amex))"
# Money named as what did not come: "the refund", "my money", "the credit".
_MONEY_NAMED = r"\b(?:the|my|our|your|that|this)\s+(?:\w+\s+)?(?:refund|money|credit|payment|reimbursement)"
_MONEY_NOT_COME = re.compile(
    # "Nothing has come through on my card yet.", "it hasn't shown up in my account", "nothing's gone back onto the card"
    rf"(?:\b(?:nothing|it|that|this|they|anything)|{_MONEY_NAMED})(?:\s*['’]s|\s+(?:has|have|had|is|was|still|not|never|yet|did|"
    rf"(?:has|have|had|is|was|did)n['’]?t))*\s+(?:come|came|arrived|gone|went|shown|showed|turned|landed|appeared|been\s+(?:paid|put|credited))\s+(?:up\s+|through\s+|thru\s+|back\s+|in\s+)*(?:yet\s+)?{_MONEY_PLACE}"
    # "the refund you sent for the late fee still isn't on my card", "the money is not in my account yet"
    rf"|{_MONEY_NAMED}(?:\s+(?!(?:and|but|so|or|because)\b)[\w'’$.-]+){{0,8}}?\s+(?:still\s+)?(?:isn['’]?t|is\s+not|wasn['’]?t|not)\s+(?:yet\s+|showing\s+|back\s+)*{_MONEY_PLACE}"
    # "my points balance hasn't moved since", "the points haven't been added", "my reward points never showed up"
    r"|\b(?:loyalty\s+|reward\s+|rewards\s+|bonus\s+|hearth\s+|\w+\s+)?points?(?:\s+(?:balance|total|tally|count))?\s+(?:still\s+)?"
    r"(?:hasn['’]?t|has\s+not|haven['’]?t|have\s+not|didn['’]?t|did\s+not|never|not|isn['’]?t|aren['’]?t)\s+(?:yet\s+|even\s+|been\s+)?"
    r"(?:moved|changed|gone\s+up|increased|updated|added|credited|appeared|arrived|come|shown|showed|turned)\b", re.I)


def money_not_come(text: str) -> list[tuple[int, int]]:
    """Where a sentence tells money or points as not come where money shows ("Nothing has come through on my card
    yet.", "my points balance hasn't moved since"): the spans, [] when it does not. Goods come to a door, a letterbox or
    an address ("nothing has come to my house"), never onto a card."""
    return [m.span() for m in _MONEY_NOT_COME.finditer(text)]
