"""Goods told wrong or damaged only on a condition not yet known: "unless the mug turns out to be the wrong colour as
well - I'll only know when I unwrap it tonight", "if it turns out to be the wrong size I'll send it back", "in case the
plate turns out cracked too". Nothing is claimed yet. Case R2-09: a wrong-item return of the mug was booked from the
condition. A return the customer says they will make on such a condition ("if it turns out to be the wrong colour i'll
send it back", read as a change of mind) is held the same way: a full run booked it. The sentence becomes a request a
person answers (quoted), and it forbids a refund; its kind is no claim, so no return or refund is booked for it.

Near-misses left as they are: "the mug IS the wrong colour, I want to return it", "it turned out to be the wrong colour,
please swap it" (known now, told in the past), "I'd like to send it back, it turned out too big" (a return asked now)."""

from __future__ import annotations

import re

from .reading import ReadSentence

CONDITION_ONLY_WHY = ("tells goods wrong or damaged only on a condition not yet known (if it turns out...): no claim yet, "
                      "a person answers, nothing booked")

# The condition: "unless the mug turns out", "if it turns out to be", "should the plate turn out", "in case they turn out",
# "I'll only know when I unwrap it", "won't know until I open it".
_CONDITION = re.compile(
    r"\b(?:unless|if|in\s+case|should|incase|iff?)\s+(?:the|my|it|its|this|that|they|these|those|one|any|some)\b[^.!?;]{0,40}?\bturns?\s+out\b"
    r"|\b(?:i['’]?ll|i\s+will|ill|i)\s+(?:only\s+)?(?:know|find\s+out|see)\s+(?:only\s+)?(?:when|once|after|until|till)\s+(?:i|we)\s+"
    r"(?:unwrap|open|unpack|unbox|try|check|look|get)\w*"
    r"|\b(?:won['’]?t|wont|will\s+not|don['’]?t|dont|do\s+not)\s+know\s+(?:yet\s+)?(?:until|till|til)\s+(?:i|we)\s+(?:unwrap|open|unpack|unbox|try|check|look|get)\w*", re.I)
# A claim told before the condition stands ("The bowl arrived broken - if the plate turns out to be chipped I'll let you
# know": the bowl is claimed, damage_told_beside_a_condition...): only a sentence telling nothing wrong before it is held.
_TOLD_BEFORE = re.compile(r"\b(?:arrived|came|come|is|was|are|were|isn['’]?t|wasn['’]?t|got|broken|broke|cracked|smashed|damaged|chipped|"
                          r"dented|wrong|faulty|missing)\b", re.I)
# (and a return the customer says they will make on it, read as a change of mind: "if it turns out to be the wrong colour
# i'll send it back", "I'll send it back if it turns out to be the wrong size": nothing to book until they know)
_GOODS_KINDS = frozenset({"wrong_item", "damaged_item", "change_of_mind"})


def claim_only_if_it_turns_out(text: str) -> bool:
    """Whether `text` tells goods wrong or damaged only on a condition not yet known (module doc)."""
    condition = _CONDITION.search(text)
    return bool(condition) and not _TOLD_BEFORE.search(text, 0, condition.start())


def read_claim_only_if_it_turns_out(live: list[ReadSentence]) -> None:
    """Each goods claim told only on a condition not yet known (module doc) becomes a request a person answers, no claim.
    `live`: the sentences the customer wrote."""
    for s in live:
        kinds = set(s.kinds) - {"question"}
        if s.role == "request" and kinds and kinds <= _GOODS_KINDS and claim_only_if_it_turns_out(s.text):
            s.role, s.kinds, s.spans, s.why = "request", ["other"], {}, CONDITION_ONLY_WHY
            s.forbids, s.forbid_kinds = list(dict.fromkeys([*s.forbids, "refund"])), []
