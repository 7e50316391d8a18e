"""Money the customer holds, declines, refuses or waives, and the actions a sentence forbids: a
refund to wait ("hold off until I send photos"), a refund not wanted ("no need to refund me"), a
delivery fee let go ("just keep the postage"), and "don't cancel it" recorded so that the guard
lets no such decision through without a person (runs/guards.py)."""

from __future__ import annotations

import re

from ..read_once_per_text import immutable_once_per_text, once_per_text
from .coordinated_refusals import joined_refusals
from .cues import REPLACEMENT
from .fee_asked_back import fee_told_then_declined
from .fee_over_compensation import without_compensation_turned_down
from .money_refused import fee_scoped, refused_actions
from .polite_conditions import NOT_A_COURTESY
from .refund_not_needed import REFUND_NOT_NEEDED
from .refund_i_need_not import I_NEED_NO_REFUND
from .money_not_what_is_wanted import MONEY_NOT_WANTED
from .money_beside_the_point import MONEY_BESIDE_THE_POINT
from .money_not_worth_asking import MONEY_NOT_WORTH_ASKING
from .refund_after_a_check import REFUND_AFTER_A_CHECK
from .refund_on_a_deadline import REFUND_ON_A_DEADLINE
from .refund_not_before_a_date import REFUND_NOT_BEFORE_A_DATE
from .money_checked_with_me_first import MONEY_CHECKED_WITH_ME_FIRST
from .wait_asked_holds_money import WAIT_ASKED_HOLD
from .refund_only_as_a_fallback import REFUND_ONLY_AS_A_FALLBACK
from .question_in_its_clause import NO_QUESTION_IN_ITS_CLAUSE
from .remedy_waivers import waived_remedies

# "You needn't / don't have to / there's no need to ..." waives an action. One table, read twice: by
# _NEGATED_ACTION below, which records the action forbidden for the guard, and by the refusal shapes
# of money_held, which hold the money when the action is a refund ("you needn't refund it").
_YOU_NEEDNT = r"(?:don'?t|do not)\s+(?:need|have)\s+to|needn'?t|need not"  # said of "you": "you don't have to"
_NO_NEED = r"there(?:'?s|’s|\s+is)\s+no\s+need\s+to"


# Asking that something NOT be done. A unit not to be sent ("don't send another", "no new one") is
# the replacement question (`question`: the plan confirms none is sent); anything else ("don't
# refund it to my card", "do not cancel my order", "don't ship the second parcel") is a constraint
# a person reads (`other`), and the action it forbids is recorded so that no decision of that action
# on the order passes the guard without a person (runs/guards.py, request_in_ticket).
_NEGATED_ACTION = re.compile(
    r"(?:^|[,;:—–(-]\s*|\b(?:please|pls|kindly|and|but|so|just|then|i'?d rather you|i would rather you|i ask you to|i'?m asking you to|"
    r"whatever (?:happens|you do)|in any case|either way|for now|honestly|seriously|also|again|though)\s+)"
    r"(?:(?:you|u|we)\s+)?(?:do not|don'?t|dont|do NOT|no need to|please do not|please don'?t|rather not|don'?t bother to|don'?t go ahead and|"
    rf"{_YOU_NEEDNT}|{_NO_NEED}|{I_NEED_NO_REFUND})\s+(?:\w+\s+){{0,2}}?"
    r"(?P<verb>refund\w*|cancel\w*|return\w*|collect\w*|charg\w*|ship\w*|send\w*|sent|post\w*|dispatch\w*|deliver\w*|close\w*|delete\w*|replace\w*|"
    # ("no need to reimburse anything for that": the refund waived in its other word)
    r"exchange\w*|credit\w*|process\w*|bill\w*|swap\w*|reimburs\w*|repay\w*)\b", re.I)
_ACTION_OF = {"refund": "refund", "credit": "refund", "process": "refund", "reimburs": "refund", "repay": "refund", "cancel": "cancellation", "return": "return", "collect": "collection",
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
    # ("I dont want a replacement or a refund": both declined, the money among them)
    rf"(?:want|need|expect|require|ask(?:ed)? for|asking for|looking for|after)\s+(?:(?:a\s+|any\s+)?(?:replacement|new\s+one|exchange)\s+(?:or|nor)\s+)?{_MONEY_NOUN}"
    rf"|\b(?:not|i'?m not|i am not|we'?re not|we are not)\s+(?:really\s+)?(?:after|asking for|looking for|wanting|seeking|chasing|bothered about)\s+{_MONEY_NOUN}"
    # a learner's "I not want refund", "Not need refund", "no need refund": the money turned down without the "do" or "to"
    rf"|(?:^|[,;:.!-]\s*|\b(?:i|we)\s+)not\s+(?:want|need|require)\s+{_MONEY_NOUN}|\bno\s+need\s+{_MONEY_NOUN}"
    rf"|\b(?:rather not|would rather not|'d rather not)\s+(?:have|get|take|receive|be given)\s+{_MONEY_NOUN}"
    rf"|{REFUND_NOT_NEEDED}"  # "A refund isn't needed; ..." (refund_not_needed.py)
    rf"|{MONEY_NOT_WANTED}"  # "Cash back isn't what I'm after" (money_not_what_is_wanted.py)
    r"|\bno\s+(?:need\s+(?:for|of)\s+(?:a\s+|any\s+)?(?:refund|reimbursement|money back)"
    # what the refund is of, when it is a fee: "no need for a refund on the postage"
    r"(?:\s+(?:on|for|of)\s+(?:the|my|that|this|our)\s+(?:(?:delivery|shipping|postage|courier|express|late)\s+)?(?:fee|charge|cost|postage|shipping)s?)?"
    r"|(?:refund|reimbursement|money back)s?\s+(?:is\s+|are\s+)?"
    r"(?:necessary|needed|required|wanted|please|pls|thanks|thank you|for me|for us))\b"
    # the goods named between: "no refund for the jug please", "no refund on the mat needed"
    r"|\bno\s+(?:refund|reimbursement|money back)s?\s+(?:for|on)\s+(?:the|my|that|this|those|these|it|them)\b[^.!?;,]{0,30}?"
    r"\b(?:necessary|needed|required|wanted|please|pls|thanks|thank you)\b"
    # the goods before, pointed back at: "No refund for either please.", "no refunds on both of them", "no refund for any of them."
    r"|\bno\s+(?:refund|reimbursement|money\s+back)s?\s+(?:for|on)\s+(?:either|both|each|any|all|them|those|these)\b(?:\s+of\s+(?:them|those|these|it))?"
    r"(?=\s*(?:,?\s*(?:please|pls|thanks|thank\s+you|needed|necessary|required|wanted))?\s*(?:[.!;,]|$))", re.I)


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
_UNDECIDED = (r"(?:not\s+(?:\w+\s+)?sure|unsure|undecided|(?:haven'?t|have\s+not|not)\s+(?:yet\s+)?decided|can'?t\s+decide|cannot\s+decide|"
              r"torn|still\s+deciding|(?:don'?t|do\s+not|dont)\s+know(?:\s+yet)?|in\s+two\s+minds|on\s+the\s+fence)")
_REMEDY_NOUN = (r"refund\w*|money(?:\s+back)?|reimburs\w*|replacement|new\s+one|another\s+one|exchange|swap|credit|"
                r"(?:a\s+|the\s+)?repair")
_WEIGHED = rf"\b{_UNDECIDED}\b[^.!?]{{0,50}}?\b(?:{_REMEDY_NOUN})\b[^.!?]{{0,25}}?\b(?:or|and|vs\.?|versus)\s+[^.!?]{{0,20}}?\b(?:{_REMEDY_NOUN})\b"
_HOLD_SHAPES = (
    # "hold off on refunding it", "hold off with the refund", "hold back on the money"
    rf"{_TO_US}(?:please\s+|just\s+)?hold\s+(?:off|back|fire)\s+(?:on\s+|with\s+|from\s+)?(?:{_MONEY_VERB}|{_MONEY_NOUNISH})\b",
    rf"{_TO_US}(?:please\s+|just\s+)?(?:put|keep|place|leave)\s+(?:the\s+|my\s+|any\s+|that\s+)?(?:refund|reimbursement|credit|money|payment)\s+on\s+hold\b",
    # "That said, hold off for now please", "hold fire a few days", "pls hold off." (no object: the money is what would move)
    rf"{_TO_US}(?:please\s+|pls\s+|just\s+|actually\s+)?hold\s+(?:off|fire)\s*(?:(?:for\s+(?:now|the\s+(?:moment|time\s+being)|a\s+(?:bit|while|few\s+days|day\s+or\s+two|week))"
    r"|until|till|til|a\s+(?:bit|while|few\s+days|day\s+or\s+two))\b|(?:please|pls)?\s*[.!]*\s*$)",
    # "Before you actually send any money though, let me double-check with my partner": the customer's check comes first
    r"\bbefore\s+(?:you|u|anyone|we)\s+(?:\w+\s+)?(?:send|refund|issue|process|pay|release|transfer|move)\w*\s+(?:(?:any|the|my|a|that)\s+)?"
    r"(?:money|refund|payment|cash|funds)\b[^.!?]*?\b(?:let\s+me|i\s+(?:need|want|have|'?d\s+like)\s+to|i'?ll|i\s+will|wait|check|confirm)\b",
    # "please hold the refund", "pause any refund", "wait with the refund for now"
    rf"{_TO_US}(?:please\s+|just\s+)?(?:hold|pause|freeze|wait\s+(?:with|on))\s+(?:the|my|any|that|your)\s+(?:refund|reimbursement|credit|money back)\b",
    # "wait until I've sent photos before refunding", "please hang on before you refund anything"
    rf"{_TO_US}(?:please\s+|just\s+)?(?:wait|hang\s+on|hold\s+on)\b[^.!?]{{0,80}}?\b(?:before|until|till|til)\s+(?:you\s+|anyone\s+|we\s+)?"
    rf"(?:{_MONEY_VERB}|issu\w*|process\w*|do(?:ing)? anything|go(?:ing)? ahead)",
    rf"{_TO_US}(?:please\s+|just\s+)?(?:wait|hang\s+on|hold\s+on)\s+(?:until|till|til)\b[^.!?]{{0,80}}?\b(?:to|and then|then|before you)\s+{_MONEY_VERB}",
    # the money said to be beside the point, neither asked nor turned down: "The refund isn't the point - I'd like to know
    # why" (money_beside_the_point.py)
    MONEY_BESIDE_THE_POINT,
    # "the refund can wait until I've spoken to my husband"
    r"\b(?:the|any|my)\s+(?:refund|reimbursement|money|credit)\s+(?:can|could|should|will|must)\s+wait\b",
    # "don't refund it just yet", "do not process a refund for now"
    rf"\b(?:don'?t|do not|dont)\s+(?:\w+\s+)?(?:{_MONEY_VERB}|{_MONEY_NOUNISH})\s+(?:\w+\s+){{0,3}}?(?:yet|just yet|for now|right now|at the moment)\b",
    # a refund asked only as the fallback of a remedy under a condition: "send one if it can come by the
    # 28th; otherwise just refund it", "If not, a refund please". Whether the condition fails is for a
    # person to find out, so the refund waits for them: paid at once, the first choice was lost.
    # (never a courtesy: "If not too much trouble, a refund please", polite_conditions.py)
    rf"(?:^\W*|[,;:–—]\s*)(?:and\s+|but\s+|or\s+)?(?:otherwise|if not{NOT_A_COURTESY}|failing (?:that|this)|or else)\b[,\s]*(?:then\s+)?"
    r"(?:just\s+|please\s+|simply\s+|kindly\s+)?[^.!?;]{0,30}?\b(?:refund\w*|money back|reimburs\w*)",
    # the same fallback with its failure spelled out: "If you can't do that then just refund it", "if that's not
    # possible, refund me", "if there are none left, I'll take the money back"
    r"(?:^\W*|[,;:–—]\s*)(?:and\s+|but\s+|or\s+|so\s+)?(?:if|in case|should)\s+(?:(?:you|u|they|we|the\s+(?:shop|seller|warehouse))\s+"
    r"(?:can'?t|cannot|can\s+not|couldn'?t|could\s+not|are\s+unable\s+to|aren'?t\s+able\s+to|won'?t\s+be\s+able\s+to|don'?t\s+have)"
    r"|(?:that|this|it)(?:'s|’s|s|\s+is|\s+isn'?t|\s+is\s+not|\s+can'?t\s+be|\s+cannot\s+be)\s+(?:not\s+)?(?:possible|doable|an\s+option|done)"
    r"|there(?:'s|’s|\s+is|\s+are)\s+(?:none|no\s+(?:more|stock|\w+s?)\s+(?:left|available|in\s+stock))"
    r"|(?:it|they)(?:'s|’s|'re|’re|\s+is|\s+are)\s+(?:out\s+of\s+stock|sold\s+out|unavailable|no\s+longer\s+available))\b"
    r"[^.!?;]{0,60}?(?:,|\bthen\b|\s[-–—]\s)\s*(?:then\s+)?(?:(?:just|please|simply|kindly|i'?ll\s+take|i'?d\s+take|i'?ll\s+have)\s+)?"
    r"[^.!?;]{0,30}?\b(?:refund\w*|money back|reimburs\w*)",    # undecided between the money and goods: "Not sure yet if I want a refund or a new one", "haven't decided whether I'd
    # rather have a replacement or my money back", "torn between a refund and an exchange": nothing is chosen yet, so the
    # money waits for a person who asks them (V36-053: told back as a replacement asked)
    _WEIGHED,
    # a refund asked only once a check shows the parcel lost: "if it turns out lost I'd want a refund, but let's see first"
    REFUND_AFTER_A_CHECK,
    # a refund asked only if the goods have not come by a day still to come: "if it's not here by Friday, refund me"
    REFUND_ON_A_DEADLINE,
    # a refund asked, but not before a day the customer names: "put it through after the 15th, not before" (refund_not_before_a_date.py)
    REFUND_NOT_BEFORE_A_DATE,
    # the customer's word asked before any money moves: "please check with me first" (money_checked_with_me_first.py)
    MONEY_CHECKED_WITH_ME_FIRST,
    # "Only if you can't do that should you refund me", "a refund as a last resort" (refund_only_as_a_fallback.py)
    REFUND_ONLY_AS_A_FALLBACK,
    # a request to wait, put to the shop: "Please don't start anything yet", "Don't process the return until I confirm"
    # (wait_asked_holds_money.py; plans_not_goods.py reads the same words as no goods that "won't start")
    WAIT_ASKED_HOLD,
)
_REFUSAL_SHAPES = (
    # "I'd rather you didn't refund the pillowcases", "we'd prefer you not to credit it"
    rf"\b(?:i|we)(?:'d|’d| would)\s+(?:rather|prefer|sooner)\s+(?:that\s+)?(?:you|u|sundry|the shop)\s+(?:didn'?t|did not|not|wouldn'?t|would not|don'?t|do not)"
    rf"\s+(?:to\s+)?(?:\w+\s+){{0,2}}?{_MONEY_VERB}",
    # "don't bother refunding it", "no need to bother with a refund"
    rf"\b(?:don'?t|do not|dont|no need to|needn'?t|need not)\s+bother\s+(?:to\s+|with\s+|about\s+)?(?:{_MONEY_VERB}|{_MONEY_NOUNISH})",
    # "honestly not worth refunding", "not worth the hassle of a refund", "I wouldn't bother refunding" (never "not worth the
    # money", a complaint of the goods)
    r"\bnot\s+worth\s+(?:(?:the\s+)?(?:hassle|bother|effort|faff|trouble)\s+of\s+)?(?:a\s+|the\s+)?(?:refund\w*|reimburs\w*)(?!\s+(?:for|of)\s+(?:the|my)\s+(?:money|price))"
    rf"|\b(?:wouldn'?t|would\s+not|won'?t)\s+bother\s+(?:to\s+|with\s+|about\s+)?(?:{_MONEY_VERB}|{_MONEY_NOUNISH})",
    MONEY_NOT_WORTH_ASKING,  # "Not worth the fuss of a refund", "wont bother asking for money back" (money_not_worth_asking.py)
    # "you don't have to refund me", "there's no need to refund the mug", "you needn't refund it" (the table above)
    rf"\b(?:(?:you|u)\s+(?:{_YOU_NEEDNT})|{_NO_NEED})\s+(?:\w+\s+)?{_MONEY_VERB}",
    r"\bthere(?:'s|’s| is)\s+no\s+need\s+for\s+(?:a\s+|any\s+)?(?:refund|reimbursement|money back)",
    # the shop told to keep its money: "honestly keep your money", "you can keep the cash" (not "can I keep the money?")
    rf"(?:{_TO_US}(?:just\s+)?|\b(?:you|u)\s+(?:can|could|may)\s+(?:just\s+)?|\bhappy\s+for\s+you\s+to\s+|\bfeel\s+free\s+to\s+)keep\s+"
    r"(?:your|the|ur)\s+(?:money|cash|refund)\b" + NO_QUESTION_IN_ITS_CLAUSE,
)
_FEE = r"(?:delivery|shipping|postage|courier|express|p&p|carriage)(?:\s+(?:fee|charge|cost|money))?"
_WAIVED_FEE_SHAPES = (
    # the shop told to keep the fee: "just keep the delivery fee", "you can keep the postage" (not "I'll keep ...",
    # nor "why did you keep the delivery fee?")
    rf"(?:{_TO_US}(?:just\s+)?|\b(?:you|u)\s+(?:can|could|may)\s+(?:just\s+)?|\bhappy\s+for\s+you\s+to\s+|\bfeel\s+free\s+to\s+)keep\s+"
    rf"(?:the|that|your|my)\s+(?:late\s+)?{_FEE}\b{NO_QUESTION_IN_ITS_CLAUSE}",
    rf"{_TO_US}(?:just\s+)?(?:forget|never\s+mind|don'?t\s+worry)\s+(?:about\s+)?(?:the|that|my)\s+(?:late\s+)?{_FEE}\b{NO_QUESTION_IN_ITS_CLAUSE}",
    # a declared non-claim for the lateness: "I do not, at this time, seek any compensation for the delay",
    # "we are not claiming a refund of the postage". Read as telling more of the late delivery, it paid the fee.
    r"\b(?:do|does|am|are|will|shall)\s*(?:n'?t|not)\b[\s,]*(?:(?:at\s+(?:this\s+(?:time|stage|point)|present|the\s+moment)|for\s+now|currently|presently|now)[\s,]+)?"
    r"(?:seek\w*|claim\w*|request\w*|ask\w*\s+for|pursu\w*|want\w*|expect\w*)\s+(?:any\s+|a\s+|the\s+)?"
    rf"(?:compensation|refund|reimbursement|money|credit)\s+(?:for|of|on|over|regarding)\s+(?:the|this|that|my|its)\s+"
    rf"(?:(?:late|slow)\s+)?(?:delay\w*|lateness|late\s+deliver\w*|late\s+arrival|{_FEE})\b",
)
_HOLD = re.compile("|".join(_HOLD_SHAPES), re.I)
_CLAUSE_END = re.compile(r"[,;:.!?]\s*(?:but|though|and\s+(?:let|i|we))\b|[;.!?]", re.I)
_REFUSAL = re.compile("|".join(_REFUSAL_SHAPES), re.I)
_WAIVED_FEE = re.compile("|".join(_WAIVED_FEE_SHAPES), re.I)
_AFTER_A_CHECK = re.compile(REFUND_AFTER_A_CHECK, re.I)


@once_per_text
def money_held(text: str) -> list[tuple[tuple[int, int], str]]:
    """Where a sentence holds, declines or waives money in the shapes above, and what: "refund", or
    "delivery_refund" when only the delivery fee is named ("hold off on refunding the postage")."""
    out = []
    for pattern in (_HOLD, _REFUSAL):
        for m in pattern.finditer(text):
            # (what follows the words is read to the end of their clause only: "if it still hasn't shown up by Monday I'd want my
            # money back, but let's give the courier till then" names the carrier, no fee: verify48 V48-109 held the fee alone)
            tail = text[m.end(): m.end() + 40]
            tail = tail[: (cut.start() if (cut := _CLAUSE_END.search(tail)) else len(tail))]
            fee = re.search(rf"\b{_FEE}\b", text[m.start(): m.end()] + tail, re.I) and not _GOODS_OBJECT.search(text, m.start()) \
                and not _AFTER_A_CHECK.match(text, m.start())  # the parcel's own money: "... a refund, but ask the courier first"
            out.append((m.span(), "delivery_refund" if fee else "refund"))
    out += [(m.span(), "delivery_refund") for m in _WAIVED_FEE.finditer(text)]
    out += waived_remedies(text)  # "I was going to ask for the fee back but don't bother" (runs/intents/remedy_waivers.py)
    return out


def remedies_weighed(text: str) -> bool:
    """Whether a sentence weighs the money against goods, undecided ("not sure yet if I want a refund or a new one"):
    a question a person answers, never a remedy chosen (V36-053)."""
    return bool(re.search(_WEIGHED, text, re.I))


@immutable_once_per_text
def holds_money(text: str) -> bool:
    """Whether a sentence asks that money wait (a hold or a condition), not that it never be paid."""
    return bool(_HOLD.search(text))


def _money_declined(text: str) -> list[str]:
    """"refund" when a sentence declines money as a noun; "delivery_refund" when only the delivery fee's
    ("I don't want the delivery fee back"): that wish does not hold the refund of a broken bowl."""
    out = []
    for m in _NEGATED_MONEY.finditer(text):
        fee = re.search(r"\b(?:delivery|shipping|postage|courier|express|fees?)\b", m.group(0), re.I) or fee_scoped(text, m.end())
        action = "delivery_refund" if fee else "refund"  # "I'm not after a refund of the postage": the fee only
        if action not in out:
            out.append(action)
    out += [a for a in dict.fromkeys(refused_actions(text)) if a not in out]
    out += ["delivery_refund"] if "delivery_refund" not in out and fee_told_then_declined(text) else []  # "...but I don't want that back"
    return ["refund"] if "refund" in out else out


# The delivery fee named as what is not to be refunded: "please don't refund the delivery fee".
_FEE_OBJECT = re.compile(r"^\s*(?:\w+\s+)?(?:the|my|that|this|our)?\s*(?:late\s+)?(?:delivery|shipping|postage|courier|express|p&p)\b", re.I)


# The noun form of a negated action: "no return please", "no collection needed", "no replacement thanks".
_NO_ACTION = re.compile(rf"\bno\s+(?P<noun>return|collection|pick-?up|exchange|{REPLACEMENT}|cancellation)s?\s+(?:is\s+)?"
                        r"(?:please|pls|thanks|thank you|needed|necessary|required|wanted|for me|for us)\b", re.I)
_NOUN_ACTION = {"return": "return", "collection": "collection", "pickup": "collection", "pick-up": "collection", "exchange": "replacement",
                "replacement": "replacement", "cancellation": "cancellation"}


# A send asked not to happen again is a unit not to be sent: "don't send it again", "do not ship them out a second time".
# ("please dont ship the mustard one out again": the goods called "the <word> one" are one thing, left40 A2)
_AGAIN = re.compile(r"^\s*(?:(?:it|them|one|that|this|these|those|me|us|out|over|the\s+[\w-]+(?:\s+ones?\b)?)\s+){0,2}(?:again|a\s+second\s+time|once\s+more|twice)\b", re.I)

# A send whose object is another unit is a replacement declined: "don't bother sending replacements", "do not send me a new one".
_UNIT_OBJECT = re.compile(rf"^\s*(?:(?:me|us|out)\s+)?(?:(?:a|an|any|more|the)\s+)?(?:{REPLACEMENT}s?|another(?:\s+one)?|new\s+ones?|fresh\s+ones?"
                          # ... or other goods in its place: "please don't send a different shade" (runs/intents/unwanted_alternatives.py)
                          r"|(?:different|other)\s+(?:one|colou?r|shade|size|model|version|style|pattern|design|item|pair)s?)\b", re.I)


def resend_forbidden(text: str) -> tuple[int, int] | None:
    """Where a sentence asks that the goods not be sent again ("DO NOT SEND IT AGAIN"), or None."""
    for m in _NEGATED_ACTION.finditer(text):
        if _ACTION_OF.get(next((stem for stem in _ACTION_OF if m.group("verb").lower().startswith(stem)), ""), "") == "shipping" \
                and _AGAIN.match(text[m.end():]):
            return m.span()
    return None


@once_per_text
def actions_forbidden(text: str) -> list[str]:
    """The actions a sentence asks NOT to be done ("please don't refund it to my card": refund). Money beyond the fee
    turned down beside the fee asked ("I'm not after compensation, only the fee back") forbids nothing."""
    text = without_compensation_turned_down(text)
    out = [*_money_declined(text)]
    for _, action in money_held(text):
        if action not in out:
            out.append(action)
    for m in _NO_ACTION.finditer(text):
        if (action := _NOUN_ACTION.get(m.group("noun").lower(), "replacement")) not in out:
            out.append(action)
    for m in _NEGATED_ACTION.finditer(text):
        if re.match(r"\s*(?:up|in|out|through|back to (?:me|you))\b", text[m.end():], re.I) and m.group("verb").lower().startswith(("ship", "send", "deliver")):
            continue
        verb = m.group("verb").lower()
        action = next((a for stem, a in _ACTION_OF.items() if verb.startswith(stem)), None)
        if action == "refund" and _FEE_OBJECT.match(text[m.end():]):
            action = "delivery_refund"  # "don't refund the delivery fee": the fee only, not the goods
        if action == "shipping" and (_AGAIN.match(text[m.end():]) or _UNIT_OBJECT.match(text[m.end():])):
            # "DO NOT SEND IT AGAIN", "don't bother sending replacements": the unit again, as "I do not want another one sent"
            action = "replacement"
        if action and action not in out:
            out.append(action)
    # "don't refund it or send another": the verb joined by "or" is refused with it (coordinated_refusals.py)
    out += [a for a in joined_refusals(text, [m.end() for m in _NEGATED_ACTION.finditer(text)]) if a not in out]
    if "refund" in out and "delivery_refund" in out:
        out.remove("delivery_refund")
    return out


# A refund the customer declined for the delivery fee holds only the refunds that pay a fee back.
_FEE_KINDS = ("late_delivery", "duplicate_charge")
# Every refund declined at once: "please don't refund anything", "no refund at all".
# ("no need to refund anything for that" declines the money for what "that" stands for, not all of it)
_FOR_ONE_THING = r"(?!\s+(?:for|on|over|about)\s+(?:it|that|this|them|those|these|the|my|our|its|their)\b)"
_ALL_MONEY = re.compile(rf"\b(?:refund\w*|money|reimburs\w*)\s+(?:(?:me|us)\s+)?(?:anything{_FOR_ONE_THING}|at all|any of (?:it|this|that|them))\b"
                        rf"|\b(?:don'?t|do not|no need to)\s+(?:\w+\s+)?(?:refund|reimburse|pay)\s+(?:me\s+)?(?:for\s+)?(?:anything{_FOR_ONE_THING}|any of)\b", re.I)
HOLD_WHY = "asks that the refund wait (a hold or a condition): no refund now, a person holds it until the customer's condition is met"


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
        # a refund declined for one problem ("a day late, no need to refund anything for that") holds no return of another
        return not return_asked and not (scope and kind not in scope)  # "I don't want a refund - send me the white pair": a return pays the money back when it lands
    return action in forbids and not (goods_instead and kind in ("duplicate_charge", "late_delivery"))


def declined_scope(kinds: list[str], forbids: list[str]) -> list[str]:
    """The kinds a declined refund holds: those of the claim declined, and a non-delivery for a damage
    claim (the runtime turns one into the other once the scans say the parcel never came)."""
    if "refund" not in forbids or not kinds:
        return []
    return list(dict.fromkeys([*kinds, *(["non_delivery"] if "damaged_item" in kinds else [])]))


# Goods named as what is not to be refunded: "no refund for the teapot", "don't refund the vase".
_GOODS_OBJECT = re.compile(r"\b(?:refund\w*|reimburs\w*|money(?:\s+back)?|credit\w*)\s+(?:(?:me|us)\s+)?(?:anything\s+)?(?:(?:for|on|of|over)\s+)?(?:the|my|our|that|this|those|these)\s+"
                           r"(?!(?:delivery|shipping|postage|courier|express|late|fee|charge|extra|second|double|duplicate|other|rest|one|ones)\b)[a-z][\w-]+", re.I)
