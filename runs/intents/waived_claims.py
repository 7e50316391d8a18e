"""A wrong or damaged item the customer lets go in the next breath: "You sent the hoodie in M instead of L. No
need for a new one, it's fine, my brother will have it." The customer keeps the goods and asks nothing for them,
so the claim is context: no return starts, no money is paid, no replacement is sent.

Read before as a claim beside a sentence declining the new unit, the wrong item was returned for a refund the
customer never asked for. The waiver is a sentence that declines another unit or the remedy and says the goods
will do as they are ("it's fine", "I'll keep it", "keep it as is", "don't worry about it", "my son will wear
it", "we can use it"). It waives nothing when money is asked in the same breath ("no need for a new one, just
refund it"), when keeping is bargained for ("I'll keep it if you knock something off": a partial refund a person
weighs), or when the claim itself asks for money ("the mug came chipped, refund please. No need for a new one,
it's fine": the refund stands, only the new unit is declined)."""

from __future__ import annotations

import re

from .person_words import person_words
from .reading import ReadSentence
from .refusals import _own_goods, claim_beyond_struck, goods_kept_fine
from .remedies import asks_money
from .settled import WITHDRAWN_ASK_WHY, _outside_strikes, listed_beyond_struck, struck_goods
from .stems import content_stems
from .kept_instead import sends_back_claimed
from .waived_goods import asks_only_the_remedy
from .unread import AROUND_WHY
from .keep_it_bidden import KEEP_BIDDEN
from .struck_across_paragraphs import requests_struck_from
from .waiver_of_the_nearest import nearest_only

LETS_GO_WHY = "lets go of the problem with the goods told before it: the customer keeps them and asks nothing for them"
STRUCK_WHY = "strikes the goods it names from the ask; the claim on the other goods told beside them stands"
WAIVED_WHY = "a problem with the goods the customer lets go as told or in the next breath (keeps them, asks nothing for them)"

# who will have the goods as they are: anyone the customer calls "my ..." (the one list of person words, person_words.py)
_KIN = person_words()
# The goods will do as they are: said of "it", kept, used, given on.
_LET_GO = re.compile(
    # (never "it" after a word it is the object of: "The salt mill that came with it is fine" tells other goods fine, ver37c V37C-08)
    r"(?<!\bwith )(?<!\bfrom )(?<!\bof )(?<!\bfor )(?<!\bto )(?<!\bin )(?<!\bon )(?<!\bbeside )"
    r"\b(?:it'?s|its|it\s+is|that'?s|thats|that\s+is|they'?re|they\s+are)\s+(?:totally\s+|absolutely\s+|really\s+|all\s+|honestly\s+|perfectly\s+)?"
    r"(?:fine|ok(?:ay)?|alright|all\s+right|no\s+(?:big\s+)?(?:deal|problem|bother))\b(?!\s+(?:if|as\s+long|provided|for\s+now|but)\b)"
    r"|\b(?:i'?ll|ill|i\s+will|we'?ll|we\s+will|i'?m\s+going\s+to|i'?m\s+gonna|happy\s+to|i'?m\s+happy\s+to|i\s+can)\s+(?:just\s+|happily\s+|simply\s+)?"
    r"(?:keep|use|wear|make\s+do\s+with|live\s+with)\s+(?:it|them|this|that|the\s+[\w-]+)\b"
    r"|\bkeep(?:ing)?\s+(?:it|them)\s+as\s+(?:it\s+is|is|they\s+are)\b"
    r"|\b(?:don'?t|do\s+not|dont|no\s+need\s+to)\s+(?:you\s+)?worry\s+about\s+(?:it|that|this|them)\b"
    rf"|\b(?:my|our)\s+(?:little\s+|older\s+|younger\s+|big\s+)?{_KIN}\s+(?:will|'ll|can|could|is\s+going\s+to|is\s+happy\s+to|wants\s+to)\s+"
    r"(?:have|wear|use|take|keep)\s+(?:it|them)\b"
    r"|\bno\s+need\s+to\s+(?:swap|exchange|replace|return|send\s+back|change)\s+(?:it|them)\b"
    rf"|{KEEP_BIDDEN}", re.I)  # "Keep it, I actually like teal." (runs/intents/keep_it_bidden.py)
# Keeping bargained for, or another remedy asked after all: "if you knock something off", "but could I get a discount".
_BARGAIN = re.compile(r"\b(?:if|provided|as\s+long\s+as|unless|but|though\s+could|in\s+exchange)\b[^.!?]{0,60}\b(?:knock|discount|off|partial|credit|"
                      r"compensat\w*|voucher|refund\w*|money|reduc\w*|cheaper|price)\b|\b(?:knock|discount|partial|voucher|compensat\w*)\b", re.I)
_WAIVABLE = {"wrong_item", "damaged_item"}
_NO_KIND_WHY = "tells of a problem of no kind the screener knows"


# What a sentence read as asking may ask beside letting the goods go: "dont worry about it, my son will wear it" asks nothing.
_ASKS_MORE = re.compile(r"\?|\b(?:please|pls|plz|could|can|would|will you|send|change|update|cancel|refund\w*|replace\w*|swap|exchange)\b", re.I)


def _waives(s: ReadSentence) -> bool:
    if not _LET_GO.search(s.text) or asks_money(s.text) or _BARGAIN.search(s.text):
        return False
    return s.role in ("context", "statement", "courtesy", "attached") \
        or (s.role == "request" and s.kinds == ["other"] and not s.why and not _ASKS_MORE.search(_LET_GO.sub(" ", s.text)))


def _claim(s: ReadSentence) -> bool:
    return s.role == "request" and (set(s.kinds) <= _WAIVABLE and bool(s.kinds) or (s.kinds == ["other"] and s.why == _NO_KIND_WHY))


# Said of the goods as the claim is told, in words that can only be about them: kept, given on, no swap wanted.
_BARE_FINE = re.compile(r"^(?:it|that|they)\S*\s+(?:\w+\s+)?(?:fine|ok(?:ay)?|alright|all\s+right|no\s+(?:big\s+)?(?:deal|problem|bother))$", re.I)


def _let_go_as_told(c: ReadSentence) -> bool:
    """"Wrong size hoodie (M not L) - my partner will have it, no need to swap it.": the claim let go in its own sentence."""
    found = [m for m in _LET_GO.finditer(c.text) if not _BARE_FINE.match(m.group(0))]
    first = min((h[0] for hits in c.spans.values() for h in hits), default=0)
    return bool(found) and found[0].start() > first and not asks_money(c.text) and not _BARGAIN.search(c.text) \
        and not _ASKS_MORE.search(_LET_GO.sub(" ", c.text[found[0].start():]))


def _goods_told(text: str) -> set[str]:
    return _own_goods(text, len(text))


def _other_goods_kept(waiver: str, claim: str) -> bool:
    """"The teapot arrived cracked. The mugs were fine, we'll keep them.": the mugs kept, named fine, none the claim names."""
    kept = goods_kept_fine(waiver)
    return bool(kept) and not kept & content_stems(claim)


def _let_go(c: ReadSentence, w: ReadSentence) -> None:
    kinds = sorted(k for k in c.kinds if k in _WAIVABLE)
    c.role, c.why = "context", WAIVED_WHY
    # nothing goes back and no money is paid for the goods let go, whoever proposes it (runs/guards.py reads `forbids`)
    w.forbids = list(dict.fromkeys([*w.forbids, "return"]))
    if kinds and "refund" not in w.forbids:
        w.forbids.append("refund")
        w.forbid_kinds = [*kinds, *(["non_delivery"] if "damaged_item" in kinds else [])]


def waive_let_go_claims(read: list[ReadSentence]) -> None:
    """The goods claims a waiver right after them lets go become context (module doc)."""
    for c in read:
        if c.role == "request" and c.kinds and set(c.kinds) <= _WAIVABLE | {"question"} and set(c.kinds) & _WAIVABLE and _let_go_as_told(c):
            c.kinds = [k for k in c.kinds if k != "question"]
            _let_go(c, c)
    for i, w in enumerate(read):
        if not _waives(w):
            continue
        before = [s for s in read[max(0, i - 2):i] if s.paragraph == w.paragraph and s.index != 0]
        # ("The bowl is cracked. The plate came chipped. ... for that, it's fine.": the plate alone, waiver_of_the_nearest.py)
        told = [s for s in before if set(s.kinds) & _WAIVABLE]
        before = [s for s in before if s not in told or s in nearest_only(w.text, told, _goods_told)]
        # goods struck by name ("leave out the mug - it's fine") let go of that line only: the bowl's claim beside it stands
        claims = [s for s in before if _claim(s) and not asks_money(s.text) and (not s.order or not w.order or s.order == w.order)
                  and not claim_beyond_struck(w.text, s.text) and not _other_goods_kept(w.text, s.text)
                  and not sends_back_claimed(w.text, s.text)]  # "We will keep the lamp and return the shade" (kept_instead.py)
        # money asked for the goods anywhere beside them ("Refund it please." after the claim) keeps the claim
        money_beside = any(asks_money(s.text) for s in read if s is not w and s not in claims and s.index != 0
                           and s.role in ("attached", "request") and s.paragraph == w.paragraph and not set(s.kinds) - _WAIVABLE - {"question"})
        if not claims or money_beside:
            continue
        if w.role in ("statement", "attached", "request"):
            w.role, w.kinds, w.why = "context", [], LETS_GO_WHY
        for c in claims:
            _let_go(c, w)
        subject = read[0] if read and read[0].index == 0 else None
        if subject is not None and subject.role in ("request", "attached") and subject.kinds and set(subject.kinds) <= _WAIVABLE:
            subject.role, subject.why = "context", WAIVED_WHY  # "Wrong size" over the body's claim, let go with it


def hold_struck_goods(read: list[ReadSentence]) -> None:
    """Goods struck from the ask by name while a claim on other goods told beside them stands ("The teapot has a chip
    and the sugar bowl a big crack. On reflection skip the teapot") are held from any refund or return, whoever
    decides: the striking sentence forbids them for the claim's kinds, and the guard binds that to the lines it
    names (runs/ticket_lines.forbids_decision). Without it the claim that stood was paid on the first goods it
    named, which were the ones let go."""
    for i, w in enumerate(read):
        struck = struck_goods(w.text) if w.role != "injected" else set()
        if not struck:
            continue
        asked = requests_struck_from(read, i, struck)  # its paragraph's, or the paragraph's before it naming the goods
        kinds = sorted({k for s in asked if claim_beyond_struck(w.text, s.text) for k in s.kinds if k in _WAIVABLE}
                       # a return asked of several goods, one struck ("return the jacket and the belt ... Actually scratch the
                       # jacket"): the struck goods go back on nobody's say
                       | {"change_of_mind" for s in asked if "change_of_mind" in s.kinds and listed_beyond_struck(w.text, s.text)})
        # a return whose goods are all struck ("can I send back the scarf? actually forget the scarf, my sister wants it") is
        # withdrawn: nothing goes back
        whole = [s for s in asked if s.kinds and set(s.kinds) <= {"change_of_mind", "question"} and "change_of_mind" in s.kinds
                 and struck & content_stems(s.text) and not listed_beyond_struck(w.text, s.text)]
        for s in whole:
            s.role, s.why = "context", WITHDRAWN_ASK_WHY
        kinds = sorted({*kinds, *(["change_of_mind"] if whole else [])})
        if kinds:
            if w.role == "statement" or (w.role == "request" and w.kinds == ["other"] and not _ASKS_MORE.search(_outside_strikes(w.text))):
                # "Having slept on it, leave out the overcoat please - ...": the striking words ask nothing more
                w.role, w.kinds, w.why = "context", [], STRUCK_WHY
            elif w.role == "request" and w.kinds == ["other"] and asks_only_the_remedy(w.text):
                # "keep your money for the plate, just refund me the bowl": the rest asks the standing claim's own remedy
                w.role, w.kinds, w.why, w.spans = "attached", [], AROUND_WHY, {}
            w.forbids = list(dict.fromkeys([*w.forbids, "refund", "return"]))
            w.forbid_kinds = list(dict.fromkeys([*w.forbid_kinds, *kinds]))
