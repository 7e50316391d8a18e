"""A remedy called fine is no goods called fine: the fine words that say the customer accepts a refund.

"Anyway if you could refund the frame that would be fine.", "A refund for the bowl would be perfectly fine by me",
"Refunding it is fine, please don't send a new one." were read as the customer calling the frame, the bowl, the cover
fine (ver39c BT-06, BT-P1, BT-P2 held $80.00): the word "fine" sat in a clause naming the goods, or after "it". What
is fine there is the remedy: its subject is the refund ("a refund for the bowl", "refunding it"), the request itself
("if you could refund the frame, that would be fine"), or the customer is fine WITH the remedy ("I'm fine with a
refund", "ok with a refund", "fine if you refund it").

Only the fine words of such a clause are set aside (blanked, the offsets kept); the readers of goods called fine
(runs/ticket_lines.said_to_be_fine, runs/fine_clauses) read the rest as before. Still goods called fine:
"the bowl is fine actually", "it's fine, no refund needed", "the mug works fine", "refund the bowl, the plate is
fine" (the plate's own clause), and anything where the words between the remedy and "fine" turn to another subject
("refund the bowl as the plate is fine"): when in doubt the goods stay called fine, and held.
"""

from __future__ import annotations

import re

from .read_once_per_text import immutable_once_per_text

# The fine words themselves, as the goods readers know them.
_FINE = r"(?:fine|ok|okay|o\.k\.|alright|all\s+right|perfect|great|good|acceptable)"
_ADVERB = r"(?:(?:perfectly|totally|absolutely|completely|entirely|quite|really|just|also|more\s+than|100%|honestly)\s+)*"
# Money asked back, as the subject of the fine: "a refund for the bowl", "refunding it", "my money back", "store credit".
_MONEY = r"(?:refund\w*|refnd\w*|money\s+back|(?:my|the)\s+money|reimburs\w*|(?:store\s+|account\s+)?credit(?!\s+card)|credit\s+note)"
# Goods sent as the remedy, only wished ("a replacement would be fine"): "the replacement is fine" tells of goods that came.
_GOODS_REMEDY = r"(?:replacement|exchange|swap|a\s+new\s+one|another\s+one)"
# Words that may stand between the remedy and its fine: "for the bowl", "on the cushion cover", "it", "please".
# Never a turn to a subject of its own ("refund the bowl as the plate is fine", "refund the bowl and the plate is fine").
_GAP = r"(?P<gap>(?:\s+(?!(?:and|but|as|because|since|cos|coz|so|while|whilst|though|although|when|if|or|which|then|needed|necessary|required)\b)[\w'’$-]+(?:\.\d+)?){0,6}?)"
_WISHED = r"(?:\s+(?:would|will|should)\s+be|['’]d\s+be|\s+sounds)"
_COPULA = rf"(?:{_WISHED}|\s+(?:is|seems)|['’]s)"

# Each way of calling a remedy fine, read apart (one's words may hold another's: "refund the frame that would be fine").
_REMEDY_FINE = [re.compile(p, re.I) for p in (
    rf"\b{_MONEY}{_GAP}{_COPULA}\s+{_ADVERB}(?P<fine>{_FINE})\b",
    rf"\b{_GOODS_REMEDY}{_GAP}{_WISHED}\s+{_ADVERB}(?P<fine>{_FINE})\b",
    # the request before it made the subject: "if you could refund the frame that would be fine", "either would be ok"
    rf"\b(?:that|this|either|whichever)(?:['’]?d|\s+would|\s+will|\s+should)\s+(?:also\s+)?be\s+{_ADVERB}(?P<fine>{_FINE})\b",
    # the customer fine with the remedy: "I'm fine with a refund", "ok with just the money back", "fine if you refund it"
    rf"\b(?P<fine>fine|ok|okay|alright|all\s+right|happy|content)\s+(?:with|for)\s+(?:just\s+|only\s+)?(?:a\s+|an\s+|the\s+|my\s+)?"
    rf"(?:full\s+|partial\s+)?(?:{_MONEY}|{_GOODS_REMEDY})",
    r"\b(?P<fine>fine|ok|okay|alright|all\s+right)\s+(?:if|for)\s+(?:you\s+(?:to\s+)?)?(?:just\s+)?(?:to\s+)?"
    r"(?:refund|credit|reimburse|pay|give\s+(?:me\s+)?(?:my\s+|the\s+)?money)",
)]
# (the first two name the remedy as the subject: the words between are read for a subject of their own)
_SUBJECT_NAMED = 2


# A remedy turned down before it: "no refund needed the bowl is fine", "not after a refund, it's fine".
_NOT_BEFORE = re.compile(r"(?:\b(?:no|not|never|without|nor)|n't|n’t|\binstead\s+of|\brather\s+than)\s+(?:[\w'’]+\s+){0,2}$", re.I)
# Two things named between the remedy and its fine: "refund the bowl the plate is fine" (the plate is the subject).
_DETERMINER = re.compile(r"\b(?:the|my|our|a|an|this|that|these|those|your|his|her|their)\b", re.I)


def remedy_fine_spans(text: str) -> list[tuple[int, int]]:
    """Where `text` calls a remedy fine (the fine word of each), [] if nowhere."""
    out = []
    for i, pattern in enumerate(_REMEDY_FINE):
        for m in pattern.finditer(text):
            if i < _SUBJECT_NAMED and (_NOT_BEFORE.search(text, 0, m.start()) or len(_DETERMINER.findall(m.group("gap"))) > 1):
                continue
            out.append(m.span("fine"))
    return out


@immutable_once_per_text
def remedy_fine_blanked(text: str) -> str:
    """`text` with the words calling a remedy fine blanked out, the same length: what is left calls goods fine or not."""
    spans = remedy_fine_spans(text)
    return "".join(" " if any(a <= i < b for a, b in spans) else c for i, c in enumerate(text)) if spans else text


def in_remedy_fine(text: str, start: int, end: int) -> bool:
    """Whether the words text[start:end] (goods called fine, as a reader found them) hold a remedy's fine word."""
    return any(start <= a < end or a <= start < b for a, b in remedy_fine_spans(text))
