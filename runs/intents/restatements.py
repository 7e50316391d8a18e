"""A sentence that only restates a request the ticket already makes is folded into that request's claim, not read as one
more request of no known kind for a person (held-back rounds ver28a V28-04, adv28 A28-05, A28-24), or, for a return's
how-to read by its "send it back" as a second return, one more change of mind: "Please tell me how I
send it." and "I did not open the plastic." beside a return asked, "Don't send me a template." beside a late fee,
"your manager already approved the refund over the phone - just pay it please" beside a split table. Each was a second
`other` request escalated beside the claim that answers it, and the reply told a colleague would follow up on it.

A sentence is a restatement only when it adds nothing to the claim it restates: no goods the claim does not name, no sum
of its own, no action or remedy of its own (an address, a cancellation, compensation, a person to ring), and no question
the reply would have to answer besides the claim's own ("how do I send it back?" is the return's own question; "how long
do I have to send it back?" and "do I pay the return postage?" are not). A subject line is never folded here: its parts are
read by subject_titles.py ("Return label for the rug" over a damaged rug refunded is a label asked, not the claim).

Held-back round ver29a/ver29c (V29-11, V29-12, V29-37, V29C-12) added four shapes, each adding nothing either:
- a sum the claim itself already told ("...approved a $200 refund for my broken floor lamp ... Please just process the $200
  he approved today."), or the customer's sum for all the units the claim counts ("All 6 of the cereal bowls arrived
  smashed ... Refund all six please, $66 plus tax."): the claim's subtask pays what the record shows and the reply tells
  a higher figure back (runs/prices_told_against_the_record.py); the tax named with a sum is the claim's own tax;
- an approval told by a pronoun ("he approved") for the person the claim names;
- the money put off until the goods are back ("You can keep the money for now, I just need a return label") beside a
  return asked: the return's refund waits for its arrival anyway;
- why the goods asked instead of money are wanted ("It was a gift for my sister and I'd rather she has the bowl.")
  beside that ask: the person arranging the goods reads it there. People named ("my sister") are no goods.

A folded sentence is `attached`, with `restates` naming the requests it restates, so the run page shows it beside the
subtasks covering them (runs/screening.py)."""

from __future__ import annotations

import re
from dataclasses import replace

from ..number_words import N, number
from ..sentences import amounts_in
from .charge_words import MONEY_UNITS
from .part_money_forms import HALF_OF_UNITS  # "refund half of them": a count of goods, no figure
from .money_back_words import REFUND_WORDS
from .reading import ReadSentence
from .remedies import GOODS_INSTEAD, OTHER_REMEDY_WHY
from .stems import content_stems
from .unread import FURTHER_ASK_WHY

MONEY_WHY = "asks again the money of the claim it restates, adding no sum, goods or action: that claim's subtask pays what the record shows"
RETURN_HOW_WHY = "asks how to send the goods back for the return asked beside it: that return's subtask answers it"
UNUSED_WHY = "tells the goods are unused, for the return asked beside it: that return's subtask covers it"
APPROVAL_WHY = "tells of an approval the customer says was given for the claim beside it: that claim's subtask, with the shop's own approval, decides"
REPLY_FORM_WHY = "a wish about the reply's form beside the claim it answers: that claim's subtask and its reply meet it"
DEFERRED_WHY = ("asks a return label with the money put off until the goods are back, beside the return asked: that return's subtask "
                "starts it, and its refund waits for the arrival")
PREFERENCE_WHY = "tells why the goods asked instead of money are wanted, beside that ask: the subtask arranging them reads it"
NEXT_STEPS_WHY = "a closing formula asking what happens next, beside the claim it closes: that claim's subtask and its reply tell it"

# The readings a candidate may carry: read as no kind, with no reason of its own. A sentence another reader gave a reason
# (a promise chased, a list item wanted, a remedy accepted) was decided there; a constraint only when it is the reply's
# form ("Don't send me a template"), a further ask only when it is an approval told ("... just pay it please").
_NO_KIND_WHYS = ("", "tells of a problem of no kind the screener knows")
_FORM_WHYS = {"reply_form": "asks that something not be done (", "approval": FURTHER_ASK_WHY, "money_put_off": ("asks that something not be done (", "asks that the refund wait")}

# The claim kinds that pay money or start a return (not a question, not the catch-all).
_CLAIM_KINDS = frozenset({"duplicate_charge", "damaged_item", "non_delivery", "wrong_item", "change_of_mind", "late_delivery"})

# The money of the claim asked again. Not reply_check's readings of a reply: a reply's "also"/"too" claims more work done,
# its money words take "credited" as the refund; here "too" counts only closing a clause ("too late" is no second ask) and
# "credit" is another remedy (_MORE). Only the words of money paid back are one (money_back_words).
_MONEY = re.compile(rf"\b(?:{REFUND_WORDS}|(?:pay|put|give|send)\s+(?:me\s+)?(?:it|them|that|the\s+money|my\s+money)?\s*back|"
                    r"pay\s+(?:it|me|up|that)|process\s+(?:it|the\s+refund|the\s+[$£€]\s?\d[\d.,]*))(?!\w)", re.I)
# "how do I send it back", "tell me how I send it", "where do I post them", "how to return it", "a return label / address"
_RETURN_HOW = re.compile(r"\b(?:how|where)\s+(?:(?:do|can|could|should|shall|would|am)\s+)?(?:i|we|to|u)\s+(?:(?!and\b|or\b|if\b|whether\b)\w+\s+){0,2}?"
                         r"(?:send|return|post|ship|mail|drop)\w*\b"
                         r"|\breturn(?:s)?\s+(?:label|address|instructions?|form|slip)\b", re.I)
# Not a how-to: how long, how much, how many days, who pays, whether it costs (a policy or a fee the reply must answer),
# whether it may go back ("can I return it?"; "how can I return it?" is the how-to).
_NOT_HOW_TO = re.compile(r"\bhow\s+(?:long|much|many|soon|quickly|late)\b|\bwho\s+pays?\b|\b(?:cost|costs|fee|fees|charge[ds]?|free|pay|paid|price|"
                         r"policy|policies|window|deadline|days?|weeks?|allowed|eligible|still\s+return|(?<!how\s)can\s+i\s+return|refund\w*)\b", re.I)
_UNUSED = re.compile(r"\b(?:i|we)\s+(?:did\s*n[o']t|didn'?t|have\s*n[o']t|haven'?t|never)\s+(?:even\s+)?(?:open(?:ed)?|use[d]?|wash(?:ed)?|wear|worn|"
                     r"unwrap(?:ped)?|touch(?:ed)?|unpack(?:ed)?|take\s+(?:it|them)\s+out)\b|\b(?:it'?s|it\s+is|they'?re|they\s+are|still|all|is|are)\s+"
                     r"(?:still\s+|all\s+)?(?:sealed|unopened|unused|unworn|untouched|brand\s+new|in\s+(?:the|its|their)\s+(?:original\s+)?"
                     r"(?:plastic|packaging|wrapper|wrapping|box|bag))\b|\btags?\s+(?:are\s+|is\s+)?still\s+on\b|\bunopened\b|\bnever\s+(?:been\s+)?(?:opened|used|worn)\b", re.I)
_APPROVAL = re.compile(r"\b(?:manager|supervisor|agent|colleague|someone|somebody|rep|representative|team|staff|lady|guy|man|woman|person)\b"
                       r"[^.!?]{0,40}?\b(?:approved|authori[sz]ed|agreed|okayed|ok'?d|signed\s+off|said\s+yes|cleared)\b"
                       r"|\b(?:approved|authori[sz]ed|agreed|okayed|signed\s+off|cleared)\b[^.!?]{0,40}?\b(?:over\s+the\s+phone|on\s+the\s+phone|by\s+phone|"
                       r"on\s+(?:the\s+)?chat|when\s+I\s+(?:called|phoned|rang|chatted))\b"
                       # the person told of in the claim, named again by a pronoun: "process the $200 he approved"
                       r"|\b(?:he|she)\s+(?:already\s+|had\s+|has\s+)?(?:approved|authori[sz]ed|okayed|ok'?d|signed\s+off)\b", re.I)
# The money put off, not declined: "You can keep the money for now", "no need to refund me yet", "hold the refund until it's back".
_MONEY_DEFERRED = re.compile(r"\b(?:(?:you\s+can\s+|feel\s+free\s+to\s+)?(?:keep|hold(?:\s+on\s+to)?|hang\s+on\s+to)\s+(?:the\s+|my\s+)?(?:money|refund|cash)|"
                             r"(?:no\s+need\s+to|don'?t|do\s+not)\s+refund(?:\s+(?:me|us|it))?)\s+(?:just\s+)?(?:for\s+now|for\s+the\s+moment|(?:just\s+)?yet|"
                             r"until\s+[^.,;!?]{1,30}?\b(?:back|arrives?|gets?\s+there|comes?\s+back|received|returned))\b,?", re.I)
# Why goods asked instead of money are wanted: "I'd rather she has the bowl", "I would prefer to keep a set".
_GOODS_PREFERRED = re.compile(r"\b(?:i|we)(?:'d|’d|\s+would|d)\s+(?:much\s+)?(?:rather|prefer)\s+(?:(?:she|he|they|we|i|to|(?:my|our)\s+[a-z]+)\s+)?"
                              r"(?:has|have|had|gets?|got|keeps?|kept|receives?)\s+(?:the|a|an|her|his|their|my|our)\s+", re.I)
# The tax named with a sum is the claim's own: "$66 plus tax", "$40 + tax", "$30 incl. tax".
_WITH_TAX = re.compile(r"\s*(?:\+|plus|and|with|incl\.?|including|inc\.?)\s+(?:the\s+)?(?:sales\s+)?tax\b", re.I)
# All of a count: "Refund all six please", "all 4 of them".
_ALL_OF_COUNT = re.compile(rf"\ball\s+(?:of\s+)?(?:the\s+|my\s+|our\s+)?{N}\b", re.I)
# ...and the claim telling every unit of that count damaged: "All 6 of the cereal bowls", "every one of the four" (not "Two of the six")
_EVERY_ONE_OF = re.compile(rf"{_ALL_OF_COUNT.pattern}|\b(?:every|each)\s+(?:single\s+)?(?:one\s+)?of\s+(?:the\s+|my\s+|our\s+|them\s+)?{N}\b", re.I)
# A letter's closing formula after a claim (held-back round ver33a V33-12): "Please advise on next steps.", "Kindly advise how
# to proceed.", "Let me know the next steps.", "What are the next steps?" The claim's reply tells what happens next.
_NEXT_STEPS = re.compile(r"^\W*(?:(?:so|and|then)\W+)?(?:(?:please|pls|kindly)\s+)?(?:(?:do\s+)?(?:advise|let\s+(?:me|us)\s+know|tell\s+(?:me|us)|inform\s+(?:me|us))"
                         r"(?:\s+(?:me|us))?(?:\s+(?:on|about|regarding|re|of|as\s+to))?(?:\s+(?:the|my|our|any))?\s*"
                         r"(?:next\s+steps?|(?:how|what)\s+(?:to|I\s+should|we\s+should)\s+(?:proceed|do(?:\s+next)?)|accordingly|further|the\s+way\s+forward)?"
                         r"|what\s+(?:are|is)\s+(?:the|my|our)\s+next\s+steps?|what\s+happens\s+next|how\s+(?:do|should)\s+(?:I|we)\s+proceed)"
                         r"(?:\s*,?\s*(?:please|thanks?|thank\s+you))?\W*$", re.I)
_REPLY_FORM = re.compile(r"\b(?:template\w*|canned|copy[- ]?(?:and[- ]?)?paste\w*|form\s+letter|automated\s+(?:reply|response|message|answer)|"
                         r"(?:bot|stock|generic|scripted|boilerplate)\s+(?:reply|replies|answer|answers|response|responses|email|message)|boilerplate)\b", re.I)

# A figure of its own: "$1", "20 dollars", "£15", "fifty quid" (never half of the units: "refund half of them" asks a count).
_FIGURE = re.compile(rf"\b(?:partial|part\s+of|{HALF_OF_UNITS}half|portion|some\s+of\s+(?:the|my)\s+money)\b|[$£€]\s*\d|\b\d+(?:[.,]\d{{1,2}})?\s*(?:{MONEY_UNITS}|usd|eur|gbp|cents?)\b|\b\d+\s*%|\bquid\b", re.I)
# An action or remedy of its own, beyond the claim's: more money, another remedy, something done to an account or order.
_MORE = re.compile(r"\b(?:compensat\w*|goodwill|(?:two|three|four|five|ten)\s+times|double|triple|extra|on\s+top|plus|interest|damages|"
                   r"trouble|inconvenience|hassle|voucher|coupon|gift\s*card|store\s+credit|credit|discount|free|upgrade|(?<!return\s)address|cancel\w*|"
                   r"account|subscri\w*|password|invoice|receipt|confirm\w*|written|in\s+writing|records?|proof|statement|other\s+order|another\s+order|replac\w*|resend|re-send|exchange|swap|"
                   r"send\s+(?:me\s+)?(?:another|a\s+new|a\s+different|it\s+again|them\s+again)|(?:a|an)\s+new\s+\w+|deliver\s+(?:it\s+)?again|collect\w*|pick\s*up|"
                   # goods sent to the customer ("if you will send me the 39 size"), a return label aside
                   r"send\s+(?:me|us)\s+(?!(?:(?:a|an|the|another|any|more)\s+)?(?:return\s+)?(?:label|address|instructions|template|canned|copy|form\s+letter|automated|generic|stock|bot|scripted|boilerplate))\w)\b", re.I)
# A sum left to a judgement, or money not anchored to the claim: "refund whatever you think is fair", "whatever was taken
# in error" beside a broken lamp. A person weighs it; what was taken in error beside a charge told twice is read by unread.py.
_VAGUE_SUM = re.compile(r"\bwhat(?:ever)?\s+(?:(?:you|u|ya)\s+(?:think|feel|consider|deem|reckon|see\s+fit|decide)|(?:seems?|is|'?s)\s+(?:fair|right|reasonable|appropriate))\b"
                        r"|\b(?:taken|took|charged|paid)\s+(?:in\s+error|by\s+mistake|by\s+accident|wrongly|mistakenly)\b", re.I)
# A threat of the law beside the claim ("Refund it now or I'm taking legal action"): a person answers it, never folded.
_THREAT = re.compile(r"\blegal\b|\b(?:lawyer|solicitor|attorney|court|su(?:e|ing)\s+(?:you|u|ya|your|the)|trading\s+standards|ombudsman|chargeback)s?\b", re.I)
# A second question joined on: "how I send it and if you will send the right size", "or whether I must order again".
_SECOND_QUESTION = re.compile(r"\b(?:and|or)\s+(?:if|whether|when|what|why|how\s+(?:long|much|soon)|can|could|will|would|do|does|should)\b", re.I)
# A person or a second thing asked in the same breath: "and have someone call me", "I also want", "as well".
_PERSON_OR_ALSO = re.compile(r"\btoo\s*(?:[.!?,]|$)|\b(?:also|as\s+well|escalat\w*|human|real\s+person|call\s+me|ring\s+me|phone\s+me|speak|talk|contact\s+me|"
                             r"explain\w*|apolog\w*|investigat\w*|look\s+into|chase)\b", re.I)
# A person asked beside the reply's form: "I want a manager, not another template" asks for someone.
_PERSON_ASKED = re.compile(r"\b(?:manager|supervisor|someone|somebody|person|people|human|team\s+leader|boss|owner)\b", re.I)
# Words a restatement names that are no goods: the reply, the person told of, the goods' wrapping.
_NOT_GOODS = content_stems("phone call manager supervisor agent rep representative colleague staff lady guy template reply letter bot script "
                           "plastic packaging wrapper wrapping seal sealed bag film cellophane tags tag box boxes way process instructions "
                           "whole entire lot total everything rest last past week weekend morning afternoon evening night monday tuesday "
                           "wednesday thursday friday saturday sunday "
                           # people, named for whom the goods are: no goods
                           "sister brother mum mom mother dad father wife husband son daughter friend partner boyfriend girlfriend "
                           "gran nan grandma grandmother grandad grandfather aunt uncle niece nephew cousin neighbour neighbor "
                           # ...the occasion they are for, and the money they are wanted instead of
                           "birthday christmas wedding anniversary present gift money")
# (a lookahead, so "the teapot and the curtains" names both)
_DETERMINER = re.compile(r"\b(?:the|my|our|that|this|those|these)\s+(?=((?:[\w'’-]+\s*){1,3}))", re.I)


def _goods_named(text: str) -> list[frozenset[str]]:
    """The goods a sentence names by a determiner, each as the stems of its words up to the first word naming nothing
    ("the split one": {split}; "the toaster": {toaster}; "my money back": nothing)."""
    out = []
    for m in _DETERMINER.finditer(text):
        stems: set[str] = set()
        for word in m.group(1).split():
            found = content_stems(re.sub(r"['’]s?$", "", word))  # ("my mum's birthday": the mum's)
            if not found:
                break
            stems |= found
        if stems - _NOT_GOODS:
            out.append(frozenset(stems - _NOT_GOODS))
    return out


def _form(s: ReadSentence) -> str:
    """Which of the claim's own things the sentence restates, or ''."""
    text = s.text
    if _REPLY_FORM.search(text):
        return "reply_form"
    if _NEXT_STEPS.match(text) and not s.forbids:
        return "next_steps"
    rest = _MONEY_DEFERRED.sub(" ", text)
    if rest != text and set(s.forbids) <= {"refund"} and _RETURN_HOW.search(rest) and not _NOT_HOW_TO.search(rest):
        return "money_put_off"  # the money only put off beside a return's label or how-to: the return's refund waits anyway
    if s.forbids:
        return ""  # (a refusal of some action is read by the readers of refusals)
    if _APPROVAL.search(text):
        return "approval"
    if _RETURN_HOW.search(text) and not _NOT_HOW_TO.search(text):
        return "return_how"
    if _UNUSED.search(text) and "?" not in text and not _MONEY.search(text):
        return "unused"
    if _MONEY.search(text) and "?" not in text:
        return "money"
    if _GOODS_PREFERRED.search(text) and "?" not in text:
        return "preference"
    return ""


def _own_text(s: ReadSentence, form: str, claims: list[ReadSentence]) -> str:
    """The sentence's words less what is the claim's own: the money put off beside a return; a sum the claims told, or any
    sum beside "all N" of a count the claims told, with the tax named with it."""
    text = _MONEY_DEFERRED.sub(" ", s.text) if form == "money_put_off" else s.text
    told = _told_cents(claims)
    counts = {number(m.group(1) or m.group(2)) for c in claims for m in _EVERY_ONE_OF.finditer(c.text)}
    whole = form == "money" and any(number(m.group(1)) in counts for m in _ALL_OF_COUNT.finditer(text))
    for a in s.amounts:
        if a.cents is not None and (a.cents in told or whole) and a.currency in ("", "USD"):
            text = re.sub(re.escape(a.text) + _WITH_TAX.pattern + "|" + re.escape(a.text), " ", text, count=1, flags=re.I)
    return text


def _told_cents(claims: list[ReadSentence]) -> set[int]:
    return {a.cents for c in claims for a in amounts_in(c.text) if a.cents is not None}


def _sums_of_its_own(s: ReadSentence, form: str, claims: list[ReadSentence]) -> bool:
    """Whether the sentence names a sum that is not the claim's own (`_own_text`)."""
    text = _own_text(s, form, claims)
    return any(a.text in text for a in s.amounts) or bool(_FIGURE.search(text))


def _adds_something(s: ReadSentence, form: str, claims: list[ReadSentence]) -> bool:
    """Whether the sentence adds anything to the claims it would restate: a sum of its own, an action or remedy of its own,
    a person or a second thing asked, a sum left to judgement, a threat of the law, goods the claims do not name, or (but
    for a return's how-to) a question."""
    text = _own_text(s, form, claims)
    if _sums_of_its_own(s, form, claims) or _MORE.search(text) or _PERSON_OR_ALSO.search(text) or _SECOND_QUESTION.search(text) \
            or _VAGUE_SUM.search(text) or _THREAT.search(text):
        return True
    if form == "reply_form" and _PERSON_ASKED.search(text):
        return True
    if "?" in text and form not in ("return_how", "money_put_off", "next_steps"):
        return True
    told = frozenset().union(*(content_stems(c.text) for c in claims))
    return any(not goods & told for goods in _goods_named(text))


def _same_order(a: ReadSentence, b: ReadSentence) -> bool:
    return not a.order or not b.order or a.order == b.order


def _claims(read: list[ReadSentence], s: ReadSentence, form: str) -> list[ReadSentence]:
    """The requests the sentence would restate: for a return's how-to or the goods' state, a return asked (a change of
    mind, a wrong item, or a sentence asking the goods back); else any claim of a known kind on the same order."""
    if form == "preference":
        # the goods asked instead of money, in the request just before it
        before = [r for r in read if r.index < s.index and r.role in ("request", "attached", "statement", "context")]
        last = before[-1] if before else None
        return [last] if last and last.role == "request" and last.why.startswith((GOODS_INSTEAD, OTHER_REMEDY_WHY)) and _same_order(last, s) else []
    claims = [r for r in read if r is not s and r.role == "request" and set(r.kinds) & _CLAIM_KINDS and "other" not in r.kinds
              and _same_order(r, s)]
    if form in ("return_how", "unused", "money_put_off"):
        returns = [r for r in claims if {"change_of_mind", "wrong_item"} & set(r.kinds)]
        asked_back = any(r is not s and r.asks_return and r.role in ("request", "attached") and _same_order(r, s) for r in read)
        return returns or (claims if asked_back else [])
    if form == "money" and re.search(r"\b(?:whole|entire|full|everything|all|the\s+lot|in\s+full)\b", _ALL_OF_COUNT.sub(" ", s.text), re.I):
        # the whole order asked is a lost parcel's own money only: beside a claim on some goods it asks more
        return claims if claims and all(set(r.kinds) & _CLAIM_KINDS == {"non_delivery"} for r in claims) else []
    if form == "money" and (counts := [number(m.group(1)) for m in _ALL_OF_COUNT.finditer(s.text)]):
        # "all six" is all the units a claim counts ("All 6 of the cereal bowls arrived smashed"), else more than it claims
        return [r for r in claims if any(number(m.group(1) or m.group(2)) in counts for m in _EVERY_ONE_OF.finditer(r.text))]
    return claims


_WHY = {"money": MONEY_WHY, "return_how": RETURN_HOW_WHY, "unused": UNUSED_WHY, "approval": APPROVAL_WHY, "reply_form": REPLY_FORM_WHY,
        "money_put_off": DEFERRED_WHY, "preference": PREFERENCE_WHY, "next_steps": NEXT_STEPS_WHY}


def read_restatements(read: list[ReadSentence], subject_end: int) -> None:
    """Folds each `other` request that only restates a claim of the ticket into that claim (attached, `restates` set)."""
    for s in read:
        if s.role != "request" or s.kinds not in (["other"], ["change_of_mind"]) or (subject_end > 0 and s.start < subject_end):
            continue
        form = _form(s)
        if s.kinds == ["change_of_mind"] and form != "return_how":
            continue  # ("How do I send it back?" after "I'd like to return the rug" is that return's how-to, not a second return)
        if s.why not in _NO_KIND_WHYS and not (form in _FORM_WHYS and s.why.startswith(_FORM_WHYS[form])):
            continue
        claims = _claims(read, s, form) if form else []
        if not claims or _adds_something(s, form, claims):
            continue
        s.role, s.kinds, s.spans, s.why = "attached", [], {}, _WHY[form]
        s.forbids, s.forbid_kinds = [], []  # ("Don't send me a template": a wish about the reply, no shipping refused)
        s.restates = [c.index for c in claims]


def money_restated(read: list[ReadSentence], s: ReadSentence, text: str) -> list[ReadSentence]:
    """The claims whose money `text` (the words of `s`, a threat after them taken out: threat_beside_claim.py) asks again,
    adding no sum, goods or action of its own; [] when it asks anything more."""
    probe = replace(s, text=text)
    if _form(probe) != "money":
        return []
    claims = _claims(read, probe, "money")
    return [] if not claims or _adds_something(probe, "money", claims) else claims
