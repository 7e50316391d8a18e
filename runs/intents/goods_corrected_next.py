"""A claim's goods corrected in the next sentence: "the mug arrived chipped on the rim. Sorry, scratch that - I mean the
serving bowl, I mixed them up" (verify38 V-05), "The kettle arrived dented. Edit: not the kettle, the toaster." (Y-09).
The customer's last word counts (issue #11): the problem told stands, and it is the corrected goods'. Before, "scratch
that" withdrew the claim and nothing was asked, or "Edit: not the kettle, the toaster" was asked of a person as an
`other`, and the whole ticket went to a person.

Read: the claim before is context (its goods corrected away), and the correcting sentence carries the claim's problem,
naming the goods meant (runs/goods_corrected.py strikes "not the kettle" from its goods). The same breath's correction
("The bowl - I mean the mug - is cracked") is runs/goods_corrected.py's alone.

Only a sentence opening with the correction and naming the goods meant ("I mean the bowl", "not the kettle, the toaster",
"it's the bowl, not the mug"); a change of mind about the remedy ("scratch that, just refund it"), goods added ("actually
the bowl too") or a sentence telling of goods of its own ("Sorry, the bowl is cracked as well") correct nothing."""

from __future__ import annotations

import re

_OPEN = (r"(?:(?:sorry|sry|oops|whoops|edit|correction|update|actually|no|nope|wait|hang\s+on|my\s+bad|my\s+mistake|apologies|"
         r"scratch\s+that|ignore\s+that|strike\s+that|i\s+(?:made|make)\s+(?:a\s+)?mistake|i\s+mixed\s+(?:them|those|it)\s+up|i\s+got\s+(?:them|that|it)\s+(?:mixed\s+up|wrong))"
         r"\b[\s,:;.!\u2013\u2014-]*)+")
_GOODS = r"(?:one\s+of\s+|both\s+of\s+|two\s+of\s+)?(?:the|my|our)\s+[\w'’-]+(?:\s+[\w'’-]+){0,2}?"
_MEANT = re.compile(
    rf"^\W*{_OPEN}(?:"
    rf"(?:i\s+mean[t]?|i\s+meant\s+to\s+(?:say|write|type))\s+(?P<meant>{_GOODS})\b"
    rf"|not\s+(?:the|my|our)\s+[\w'’-]+(?:\s+[\w'’-]+){{0,2}}?\s*(?:[,;:]|\s[-\u2013\u2014])\s*(?:(?:it'?s|it\s+is|it\s+was|i\s+mean[t]?|but)\s+)?(?P<meant2>{_GOODS})\b"
    rf"|(?:it'?s|it\s+is|it\s+was)\s+(?P<meant3>{_GOODS})\s*,?\s+not\s+(?:the|my|our)\s+"
    # the goods meant said as the ones with the problem: "Scratch that - it's the lid that is warped", "my mistake, the toaster
    # is the one that's dented", "sorry, the lid is warped, the pan is fine", "the lid arrived cracked, not the pan"
    rf"|(?:it'?s|it\s+is|it\s+was)\s+(?P<meant4>{_GOODS})\s*(?:that|which|what)(?:'?s)?\b"
    # the goods first meant called fine, then the goods meant told with the problem: "I mixed them up: the BASE is fine, it's
    # the linen shade that's crushed", "the kettle is perfectly ok - the toaster is the dented one"
    rf"|{_GOODS}\s*(?:\s(?:is|was|are|were)|'s)\s+(?:actually\s+|totally\s+|perfectly\s+|completely\s+|absolutely\s+)?(?:fine|ok|okay|alright|"
    rf"all\s+right|perfect|intact|undamaged|good)\b\s*(?:[,;:]|\s[-\u2013\u2014])\s*(?:(?:but|and|it'?s|it\s+is|it\s+was)\s+)*(?P<meant7>{_GOODS})"
    rf"\s*(?:(?:that|which|what)(?:'?s)?\b|\s(?:is|was|are|were|has|had|got|came|arrived)\b|'s\b)"
    rf"|(?P<meant5>{_GOODS})\s*(?:\s(?:is|was|are|were)|'s)\s+the\s+(?:one|ones)\b"
    rf"|(?P<meant6>{_GOODS})\s*(?:\s(?:is|was|are|were|has|had|got|came|arrived)\b|'s\b)"
    rf"[^.!?]{{0,50}}?(?:[,;]|\s[-\u2013\u2014])\s*(?:(?:but|and|while)\s+)?(?:not\s+(?:the|my|our)\s+[\w'’-]"
    rf"|(?:(?:the|my|our)\s+)?[\w'’-]+(?:\s+[\w'’-]+){{0,2}}?\s*(?:\s(?:is|was|are|were)|'s)\s+(?:actually\s+|totally\s+|perfectly\s+|completely\s+|"
    rf"absolutely\s+|itself\s+)?(?:fine|ok|okay|alright|all\s+right|perfect|intact|undamaged|good|in\s+(?:perfect|good|fine)\s+"
    rf"(?:condition|shape|order)|not\s+(?:warped|broken|damaged|cracked|chipped|dented|scratched|bent))\b))", re.I)
_TOLD_WITH_PROBLEM = ("meant4", "meant5", "meant6", "meant7")
_ADDED = re.compile(r"\b(?:too|as\s+well|also)\b", re.I)
GOODS_CORRECTED_AWAY_WHY = "the customer corrects the goods of this claim in the next sentence"
GOODS_MEANT_WHY = "the claim told before it, of the goods the customer corrects it to"
_CLAIMS = ("damaged_item", "wrong_item", "non_delivery")
TAKEN_BACK_WHY = "the customer takes it back in the next sentence"  # (refusals.py: "scratch that" before the goods meant)


def goods_meant_at(text: str) -> int:
    """Where the goods a sentence opening with a correction of goods means begin (0: none)."""
    m = _MEANT.match(text)
    if not m or _ADDED.search(text, m.end(), m.end() + 30):
        return 0
    return next(m.start(g) for g in ("meant", "meant2", "meant3", *_TOLD_WITH_PROBLEM) if m.group(g))


def _goods_meant_told_with_problem(text: str) -> str:
    """The goods a correction tells as the ones with the problem ("it's the lid that is warped"): its last word, or ''."""
    m = _MEANT.match(text)
    if not m or (at := goods_meant_at(text)) == 0 or not any(m.group(g) for g in _TOLD_WITH_PROBLEM):
        return ""
    return re.findall(r"[\w'’-]+", text[at:m.end(next(g for g in _TOLD_WITH_PROBLEM if m.group(g)))])[-1]


def read_goods_corrected_next(read: list) -> None:
    """The claim just before a sentence correcting its goods becomes that sentence's (module doc)."""
    for i, s in enumerate(read):
        if i == 0 or s.role == "injected" or not (at := goods_meant_at(s.text)):
            continue
        before = next((p for p in reversed(read[:i]) if p.role not in ("courtesy", "injected") and p.index), None)
        if s.role == "request" and set(s.kinds) & set(_CLAIMS):
            # the sentence tells its own problem ("Sorry, I mean the bowl is cracked"): read as told; when it tells the goods
            # meant as the ones with the problem ("Oops: it's the lid which arrived cracked, not the pan"), the claim just
            # before on other goods is corrected away
            meant = _goods_meant_told_with_problem(s.text)
            if meant and before is not None and before.role == "request" and before.paragraph == s.paragraph and before.kinds \
                    and set(before.kinds) <= set(s.kinds) and not re.search(rf"\b{re.escape(meant.rstrip('s'))}", before.text, re.I):
                before.role, before.kinds, before.spans, before.weak, before.why = "context", [], {}, [], GOODS_CORRECTED_AWAY_WHY
            continue
        # "Scratch that - it's the lid that is warped" took the claim back (refusals.py): it is the lid's now
        taken_back = before is not None and before.role == "context" and before.why == TAKEN_BACK_WHY
        if before is None or before.paragraph != s.paragraph or (before.role != "request" and not taken_back) \
                or not (kinds := [k for k in before.kinds if k in _CLAIMS]) or set(before.kinds) - {*_CLAIMS, "other"}:
            continue
        before.role, before.kinds, before.spans, before.weak, before.why = "context", [], {}, [], GOODS_CORRECTED_AWAY_WHY
        s.role, s.kinds, s.weak, s.why = "request", kinds, [], GOODS_MEANT_WHY
        s.spans = {k: [(at, len(s.text))] for k in kinds}
