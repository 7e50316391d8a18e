"""A remedy asked first, with another accepted only if the first cannot be given.

- The money first, goods as the alternative: "Refund please - or if that's not possible a replacement would do", "if you
  can't refund it, please send another", "I'd like my money back, failing that an exchange". The refund is the ask (the
  claim's own remedy, paid when the policy allows it); the replacement is conditional. Read before as goods asked
  instead of money, the refund was held and the whole claim went to a person. Granted, the refund leaves the
  alternative not needed, and the reply says so; refused by the policy, the alternative is a person's to arrange, its
  words quoted (runs.agents.offline_decisions).
- The goods first, the money as the alternative ("a replacement would be great, failing that my money back"): the
  replacement is a person's to arrange, and the refund waits for them (runs/intents/money.py, the hold shapes), the
  sentence quoted; the alternative is named on the reading all the same.

The alternative's words are kept on the sentence (ReadSentence.alternative): the run page shows them beside the
reading, and the reply tells what became of them. Nothing here moves money: the guard still refuses a refund of goods a
replacement order already sends again (runs.policy_goods_conditions.no_replacement_sent).
"""

from __future__ import annotations

import re

from ..shop.kinds import NOT_A_CASE
from .cues import GOODS_PROBLEMS, REPLACEMENT
from .reading import ReadSentence
from .remedies import asks_money

# The money asked: "refund please", "my money back", "a refund", "reimburse me".
_MONEY = r"(?:refund\w*|refnd\w*|money\s+back|my\s+money|reimburs\w*|cash\s+back)"
# Goods asked as the alternative: "a replacement", "send another", "a new one", "an exchange", "the same again".
_GOODS = (rf"(?:{REPLACEMENT}|replac(?:e|ed|ing)\b|another(?:\s+one)?|a\s+new\s+(?:one|[\w-]+)|(?:an\s+)?exchange|(?:a\s+)?swap|"
          r"(?:the\s+)?same\s+(?:[\w-]+\s+)?again|(?:one|it)\s+again|re-?send\w*|re-?ship\w*)")
# The words that make what follows conditional on the first choice failing.
_FAILING = (r"(?:if\s+(?:that|this|it|a\s+refund|the\s+refund|refunding(?:\s+it)?)(?:'s|’s|s|\s+is|\s+isn'?t|\s+is\s+not|\s+can'?t\s+be|\s+cannot\s+be|"
            r"\s+won'?t\s+be|\s+wouldn'?t\s+be)\s+(?:not\s+)?(?:possible|doable|an\s+option|allowed|done|available)"
            r"|if\s+(?:you|u|they|the\s+shop)\s+(?:can'?t|cant|cannot|can\s+not|are\s+unable\s+to|aren'?t\s+able\s+to|won'?t|don'?t)(?:\s+do\s+(?:that|this|it))?"
            r"|if\s+not|failing\s+(?:that|this)|otherwise|or\s+else|and\s+if\s+not)")
# "Refund please - or if that's not possible a replacement would do": the money, then the goods under the failure.
_MONEY_THEN_GOODS = re.compile(
    rf"\b{_MONEY}\b[^.!?]{{0,60}}?(?:[,;:(]|\s[-–—]+|\bor\b)?\s*(?:or\s+)?(?P<alt>{_FAILING}\b[,\s]*(?:then\s+)?(?P<rest>[^.!?]{{0,50}}?\b{_GOODS}))", re.I)
# "if you can't refund it, please send another": the failure of the money named, then the goods asked.
_MONEY_FAILS_THEN_GOODS = re.compile(
    r"(?:^|[,;:(]\s*|\s[-–—]+\s*|\b(?:but|and|or|so)\s+)(?P<alt>(?:if|should|in\s+case)\s+(?:(?:you|u|they|the\s+shop)\s+(?:can'?t|cant|cannot|can\s+not|are\s+unable\s+to|"
    rf"aren'?t\s+able\s+to|won'?t|don'?t)\s+(?:\w+\s+)?{_MONEY}|(?:a|the)\s+refund\s+(?:is\s+not|isn'?t|can'?t\s+be|cannot\s+be|won'?t\s+be)\s+"
    rf"(?:possible|doable|an\s+option|allowed|done|available))\b[^.!?]{{0,40}}?(?:,|\bthen\b|\s[-–—]+\s)\s*(?P<rest>[^.!?]{{0,30}}?\b{_GOODS}))", re.I)
# The goods, then the money under the failure: "a replacement would be great, failing that my money back".
_GOODS_THEN_MONEY = re.compile(rf"\b{_GOODS}\b[^.!?]{{0,60}}?(?P<alt>\b{_FAILING}\b[,\s]*(?:then\s+)?[^.!?]{{0,40}}?\b{_MONEY})", re.I)
# Either of the remedies refused in the words before it ("no replacement, refund me; if not ...") makes it no choice.
_REFUSED_BEFORE = re.compile(r"\b(?:no|not|never|don'?t|dont|do\s+not|without|instead\s+of|rather\s+than)\s+(?:\w+\s+){0,3}$|n't\s+(?:\w+\s+){0,3}$", re.I)

MONEY_FIRST_WHY = ("asks the refund first, and accepts goods (a replacement, an exchange) only if the refund cannot be given: "
                   "the refund is the claim's; the alternative is not needed when it is paid, and a person arranges it when it is not")
ALTERNATIVE_ATTACHED_WHY = ("asks the refund of the claim beside it first, and accepts goods (a replacement, an exchange) only if it cannot "
                            "be given: that claim's subtask answers it")


# The goods after the failure turned down or bought elsewhere, not asked: "otherwise I'll buy a new one elsewhere", "if not,
# no replacement either".
_NOT_ASKED = re.compile(r"\b(?:no|not|never|don'?t|dont|won'?t|without|buy|purchase|order|elsewhere|somewhere\s+else|myself|ourselves|"
                        r"amazon|another\s+shop|cancel\w*|review|complain\w*)\b|n't\b", re.I)


def _not_refused(text: str, at: int) -> bool:
    return not _REFUSED_BEFORE.search(text[:at])


def _asked(m: re.Match) -> bool:
    return not _NOT_ASKED.search(m.group("rest"))


def money_first(text: str) -> str:
    """The words of the goods a sentence accepts only if the refund it asks first cannot be given ("or if that's not
    possible a replacement would do"), or ''."""
    for pattern in (_MONEY_THEN_GOODS, _MONEY_FAILS_THEN_GOODS):
        for m in pattern.finditer(text):
            if _not_refused(text, m.start()) and _not_refused(text, m.start("alt")) and _asked(m):
                return text[m.start("alt"):].strip(" ,;:-–—.!")
    return ""


def goods_first(text: str) -> str:
    """The words of the refund a sentence accepts only if the goods it asks first cannot be sent ("failing that my money
    back"), or ''."""
    if money_first(text):
        return ""
    m = _GOODS_THEN_MONEY.search(text)
    return text[m.start("alt"):].strip(" ,;:-–—.!") if m and _not_refused(text, m.start()) else ""


# A sentence opening on the failure of the refund asked just before: "If you can't, send me a new one.", "Failing that, a
# replacement would do."
_OPENS_FAILING = re.compile(rf"^\W*(?:(?:but|and|or|so)\s+)?(?P<alt>{_FAILING}\b[,\s]*(?:then\s+)?(?P<rest>[^.!?]{{0,50}}?\b{_GOODS}))", re.I)


def goods_if_money_fails(text: str, before: str) -> str:
    """The goods a sentence opening on a failure accepts, when the sentence `before` it asks the refund and no goods
    ("Please refund it." then "If you can't, send me a new one."), or ''."""
    m = _OPENS_FAILING.search(text)
    if not m or not _asked(m) or not asks_money(before) or money_first(before) or goods_first(before) or re.search(rf"\b{_GOODS}\b", before, re.I):
        return ""
    return text[m.start("alt"):].strip(" ,;:-–—.!")


def _claims_beside(s: ReadSentence, read: list[ReadSentence]) -> list[ReadSentence]:
    return [r for r in read if r is not s and r.role == "request" and set(r.kinds) & set(GOODS_PROBLEMS)
            and (r.order == s.order or "" in (r.order, s.order))]


def read_conditional_remedies(read: list[ReadSentence]) -> None:
    """The refund asked first and goods accepted only if it fails: the refund is the claim's ask, the goods conditional
    (module doc). The goods asked first keep their reading, a person's; their fallback is named on the sentence."""
    for i, s in enumerate(read):
        if s.role in ("injected", "quoted") or s.why.startswith("a past problem"):
            continue
        if (alt := goods_first(s.text)) and s.role in ("request", "context", "attached"):
            s.alternative = alt
            continue
        before = read[i - 1] if i and read[i - 1].paragraph == s.paragraph and read[i - 1].role in ("request", "attached") else None
        if not (alt := money_first(s.text) or (goods_if_money_fails(s.text, before.text) if before is not None else "")):
            continue
        own = [k for k in s.kinds if k in GOODS_PROBLEMS]
        if s.role == "request" and own:
            # "The vase came cracked, refund please - or if that's not possible a replacement would do": the damage claim
            s.kinds, s.why, s.alternative = own, MONEY_FIRST_WHY, alt
            s.spans = {k: v for k, v in s.spans.items() if k in own}
            s.forbids = [f for f in s.forbids if f not in ("refund", "replacement", "shipping")]
            s.forbid_kinds = [] if not s.forbids else s.forbid_kinds
        elif s.role in ("request", "attached", "context", "courtesy", "statement") and not set(s.kinds) - set(NOT_A_CASE) \
                and _claims_beside(s, read):
            # "The vase came cracked. Refund please - or if that's not possible a replacement would do.": that claim's ask
            s.role, s.kinds, s.spans, s.why, s.alternative = "attached", [], {}, ALTERNATIVE_ATTACHED_WHY, alt
            s.forbids = [f for f in s.forbids if f not in ("refund", "replacement", "shipping")]
            s.forbid_kinds = [] if not s.forbids else s.forbid_kinds
