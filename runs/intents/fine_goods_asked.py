"""A refund asked for goods the customer has just called fine: "The towel set is lovely, no issues at all with it. The
kettle though arrived with a big dent ... Please refund the towels and the kettle." The kettle's claim is paid as its
own; the towels are no claim the runtime can pay (nothing is wrong with them, by the customer's own words), and read as
the remedy of the kettle's claim the ask for them was dropped with no trace. The sentence goes to a person, quoted, as
a request of its own (kind `other`); no money is paid on the towels (the guard holds lines called fine).

Only goods named in the ask that a sentence of their own calls fine, praises or finds nothing wrong with, and that no
claim names: "the towels are fine, just refund the kettle" asks the kettle's money only, and nothing changes."""

from __future__ import annotations

import re

from ..fine_clauses import goods_called_fine
from .cues import GOODS_PROBLEMS, tells_damage
from .goods_right import praised_clause
from .reading import ReadSentence
from .stems import content_stems

# Nothing wrong said in other words: "no issues at all with it", "nothing wrong with the bottle", "works great".
_NO_FAULT = re.compile(r"\b(?:no|zero|not\s+any|without\s+any)\s+(?:\w+\s+)?(?:issues?|problems?|complaints?|faults?|damage)\b"
                       r"|\bnothing\s+(?:at\s+all\s+)?wrong\b|\b(?:works?|working)\s+(?:great|fine|perfectly|well|a\s+treat)\b", re.I)
# The money asked, and the goods it is asked for after it: "refund the towels and the kettle", "money back for both the
# bottle and the headlamp".
_MONEY_ASK = re.compile(r"\b(?:refund\w*|refnd|rfnd|money\s+back|reimburs\w*)\b", re.I)
_ITEM_CUT = re.compile(r"\s*(?:,|&|\+|\band\b|\bn\b|\bplus\b|\bas\s+well\s+as\b|\balong\s+with\b|\bor\b)\s*", re.I)
# Where the goods asked for end: goods set apart ("refund the gloves please, not the scarf") or a clause of its own
# ("... as the scarf is fine") are not asked for.
_ASK_ENDS = re.compile(r"[;:!?()]|\b(?:not|except|apart\s+from|other\s+than|rather\s+than|instead\s+of|without|because|since|as|so|but|though|although|"
                       r"while|which|who|that)\b|n'?t\b", re.I)
# An item that is a clause of its own, telling and not naming goods asked for: "refund the gloves, the scarf is perfect".
_TOLD_ITEM = re.compile(r"\b(?:is|are|was|were|r|looks?|seems?|it'?s|its|they'?re)\b|['’]s\b", re.I)
_CLAIMING = (*GOODS_PROBLEMS, "change_of_mind")

_POSSESSIVE = re.compile(r"['’]s\b", re.I)
_OPENING_WORDS = re.compile(r"^(?:(?:both|all|also|just|only|for|of|on|the|my|our|these|those|this|that)\s+)+", re.I)


def _stems(text: str) -> frozenset[str]:
    """The content stems of `text`, "the mug's perfect" naming the mug as "the mug" does."""
    return content_stems(_POSSESSIVE.sub("", text))


FINE_GOODS_ASKED_WHY = "asks a refund of goods the customer says are fine ({goods}): no claim covers them, so a person answers it"


def _calls_fine(s: ReadSentence) -> bool:
    """Whether a sentence of its own calls goods fine, praises them or finds nothing wrong with them, and claims nothing."""
    return s.role in ("statement", "context", "courtesy") and not s.kinds and not s.spans \
        and (goods_called_fine(s.text) or praised_clause(s.text) or bool(_NO_FAULT.search(s.text)))


def fine_goods_asked(read: list[ReadSentence]) -> None:
    """A refund ask (a request, or one read as the remedy of the claims around it) naming goods a sentence of their own
    calls fine and no claim names: a request of kind `other` too, quoted to a person."""
    fine = [s for s in read if _calls_fine(s)]
    if not fine:
        return
    for s in read:
        if s.role not in ("attached", "request") or "change_of_mind" in s.kinds or "other" in s.kinds or not (ask := _MONEY_ASK.search(s.text)):
            continue
        same_order = [f for f in fine if f is not s and (not f.order or not s.order or f.order == s.order)]
        fine_stems = set().union(*(_stems(f.text) for f in same_order)) if same_order else set()
        claimed = set(_stems(s.text[:ask.start()])).union(
            *(_stems(r.text) for r in read if r is not s and r.role == "request" and set(r.kinds) & set(_CLAIMING)))
        tail = s.text[ask.end():]
        tail = tail[:end.start()] if (end := _ASK_ENDS.search(tail)) else tail
        named = [item.strip(" .,") for item in _ITEM_CUT.split(tail) if _stems(item) and not _TOLD_ITEM.search(item)]
        # (goods named by their damage, "refund the broken frame" beside "the other frame is fine", are the claim's)
        left = [item for item in named if _stems(item) & fine_stems and not _stems(item) & claimed and not tells_damage(item)]
        if not left or (set(s.kinds) & set(_CLAIMING) and len(named) < 2):
            # (a claim asking its own refund by one name, "the pillowcase has a hole, can i get a refund on the sheets",
            # asks it for the goods it claims, whatever was said of their looks: only a list naming others asks beyond it)
            continue
        s.kinds = [*s.kinds, "other"] if s.role == "request" else ["other"]  # a claim told in the sentence stays claimed
        s.role = "request"
        s.why = FINE_GOODS_ASKED_WHY.format(goods=", ".join("the " + _OPENING_WORDS.sub("", item) for item in left))
