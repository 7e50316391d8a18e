"""A whole claim taken back in a later paragraph: "Hi, the mug arrived chipped, please refund it.\n\nActually, forget about
the mug, it's only a tiny chip and I'll live with it." paid the mug: the striking paragraph was read as a statement, since a
sentence taking goods back looked only within its own paragraph, and across paragraphs only for SOME of the goods
(struck_across_paragraphs.py). A paragraph that takes back every goods its claim named, by name ("forget about the mug")
or all at once ("Forget all that", "Please ignore my message above", "Scrap the refund request"), settles the claim: it is
withdrawn (nothing paid, nothing asked of a person) and the taking-back sentence holds any refund or return of its kinds.

The taking-back sentence must open its thought (no request before it in its own paragraph) and ask nothing beside it.
Near-misses left as they were: a later paragraph waiving other goods than the claim named (the claim stands); one naming
some of the goods ("forget about the mug" after the mug and the bowl: struck_across_paragraphs.py); "forget about the mug,
just refund the bowl" (it asks); "forget it, I'll get a refund through my bank" (a chargeback threatened: a person's,
chargeback_after_taking_back below)."""

from __future__ import annotations

import re

from .afterthoughts import AFTERTHOUGHT
from .bank_threats import turns_to_bank
from .cues import GOODS_PROBLEMS
from .reading import ReadSentence
from .settled import _outside_strikes, _withdraw, changed_ask, listed_beyond_struck, struck_goods
from .refusals import claim_beyond_struck
from .stems import content_stems
from .struck_across_paragraphs import requests_struck_from
from .waived_claims import _ASKS_MORE

TAKEN_BACK_LATER_WHY = "takes back, in a paragraph of its own, the claim told before it: nothing is paid or asked for it"
CHARGEBACK_WHY = ("takes the claim back to turn to the bank instead (a chargeback or a dispute): a person answers it, and "
                  "no refund is paid beside the bank's")

# The claims a later paragraph may take back: goods problems, their remedies and the fees and charges asked back.
_CLAIM_KINDS = {*GOODS_PROBLEMS, "change_of_mind", "late_delivery", "duplicate_charge", "question"}

_OPENING = rf"^\W*(?:(?:{AFTERTHOUGHT}|please|pls|kindly|and|also)\b[\s,.!:;-]*)*"  # (shared openers: afterthoughts.py)
_MAIL = r"(?:message|e-?mail|mail|note|msg|request|complaint|ticket|comments?)"
# Everything said before taken back at once, naming no goods: "forget all that", "ignore my message above", "disregard all
# of the above", "scrap the refund request", "I take it all back".
_ALL_BEFORE = re.compile(
    _OPENING + r"(?:"
    r"(?:forget|ignore|disregard|scrap|scratch)\s+(?:about\s+)?(?:all\s+(?:of\s+)?(?:that|this|the\s+above|it|my\s+" + _MAIL + r"(?:\s+above)?)"
    r"|everything(?:\s+(?:above|i\s+(?:just\s+)?(?:said|wrote|asked)(?:\s+above)?))?|the\s+above|the\s+whole\s+thing"
    r"|what\s+i\s+(?:just\s+)?(?:said|wrote|asked)(?:\s+above)?|(?:my|the|that)\s+(?:\w+\s+)?" + _MAIL + r"\s+above)"
    r"|(?:scrap|cancel|withdraw|drop|forget(?:\s+about)?|ignore|disregard|scratch)\s+(?:the|my|that|this)\s+"
    r"(?:refund|return|replacement|money\s+back)\s+(?:request|claim)"
    r"|(?:scrap|withdraw|drop|cancel)\s+(?:my|the|that|this)\s+(?:claim|complaint)"
    r"|i(?:'ll|\s+will)?\s+take\s+(?:it|that|all\s+that|that\s+all|it\s+all)\s+(?:all\s+)?back"
    r")\b", re.I)
_POLITE = re.compile(r"\b(?:please|pls|plz|kindly)\b", re.I)


def _opens_its_thought(read: list[ReadSentence], i: int) -> bool:
    w = read[i]
    return i > 0 and not any(s.role == "request" for s in read[:i] if s.paragraph == w.paragraph and s.index != 0)


def _claims_taken_back(read: list[ReadSentence], i: int) -> tuple[list[ReadSentence], str]:
    """The claims of earlier paragraphs sentence read[i] takes back whole, with the words of it left after the taking back."""
    w = read[i]
    m = _ALL_BEFORE.match(w.text)  # (first: "ignore my message above" strikes no goods called "message")
    if m:
        before = [s for s in read[:i] if (s.paragraph < w.paragraph or s.index == 0) and s.role == "request"]
        if any(set(s.kinds) - _CLAIM_KINDS for s in before):
            return [], ""  # (an address change or any ask of no claim above: a person reads what "all that" takes back)
        return before, w.text[m.end():]
    struck = struck_goods(w.text)
    if not struck:
        return [], ""
    asked = [s for s in requests_struck_from(read, i, struck) if s.paragraph != w.paragraph]
    if not asked and not any(s.role == "request" for s in read[1:i]) and read[0].index == 0 and read[0].role == "request":
        asked = [read[0]]  # the claim told in the subject line alone ("Hi, the mug arrived chipped, please refund it.")
    whole = [s for s in asked if s.kinds and set(s.kinds) <= _CLAIM_KINDS and struck & content_stems(s.text)
             and not claim_beyond_struck(w.text, s.text) and not listed_beyond_struck(w.text, s.text)]
    # every claim the paragraph made is taken back, or none: some goods struck is struck_across_paragraphs.py's
    return (whole if len(whole) == len(asked) else []), _outside_strikes(w.text)


def read_claims_taken_back_later(read: list[ReadSentence]) -> None:
    """Claims taken back whole by a later paragraph are withdrawn (module doc)."""
    for i, w in enumerate(read):
        if w.role == "injected":
            continue
        at = changed_ask(w.text)
        if at and turns_to_bank(w.text[at:]):
            # "forget it, I'll get a refund through my bank": the claim before it stands, taken to the bank (settled.py left it)
            before = [s for s in read[:i] if s.role == "request" and s.kinds and set(s.kinds) <= _CLAIM_KINDS]
            if before:
                chargeback_after_taking_back(w, [k for k in before[-1].kinds if k != "question"])
            continue
        if not _opens_its_thought(read, i):
            continue
        claims, rest = _claims_taken_back(read, i)
        if not claims:
            continue
        kinds = sorted({k for s in claims for k in s.kinds if k != "question"})
        if turns_to_bank(rest):
            chargeback_after_taking_back(w, kinds)
            continue
        if _ASKS_MORE.search(_POLITE.sub(" ", rest)):
            continue  # "forget about the mug, just refund the bowl": it asks, as read
        for s in claims:
            _withdraw(s, False)
        w.role, w.kinds, w.why, w.spans = "context", [], TAKEN_BACK_LATER_WHY, {}
        w.forbids = list(dict.fromkeys([*w.forbids, "refund", "return"]))
        w.forbid_kinds = list(dict.fromkeys([*w.forbid_kinds, *kinds]))


def chargeback_after_taking_back(w: ReadSentence, kinds: list[str]) -> None:
    """"forget it, I'll get a refund through my bank": the claim is not let go but taken to the bank; paying it beside a
    chargeback pays it twice, so a person answers the sentence and the claim's refund is held."""
    w.role, w.kinds, w.why, w.spans = "request", ["other"], CHARGEBACK_WHY, {}
    w.forbids = list(dict.fromkeys([*w.forbids, "refund"]))
    w.forbid_kinds = list(dict.fromkeys([*w.forbid_kinds, *kinds]))
