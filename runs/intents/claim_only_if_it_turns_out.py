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

from .asks import _asks
from .doubt import CONDITIONAL_PLAN_WHY
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


# A return the customer will make if the goods prove wrong when tried, the condition's words plain ("if it's the wrong
# size I'll send it back", "I'll return it if it doesn't fit", "should it not fit I'd return it"): the same not yet known.
# Read with a comma after the condition as a plan (doubt.py), without one as a change of mind, after the return as
# nothing, each form read differently; all are this reader's now. Never a return with no condition ("it's the wrong size,
# I'll send it back": the goods are wrong now) nor a condition past ("if it was the wrong size, why did you send it?").
_GOODS_NOT_RIGHT = (r"(?:wrong|incorrect)\s+(?:\w+\s+)?(?:size|sizing|colou?r|shade|fit|one|model|item|length)"
                    r"|(?:n['’]?t|not|never)\s+(?:\w+\s+)?(?:fit|fits|suit|suits|right|work|works|match|matches|look\s+right)\b"
                    r"|too\s+(?:big|small|tight|loose|long|short|large|wide|narrow|baggy)"
                    r"|(?:i|we)\s+(?:don['’]?t|dont|do\s+not)\s+(?:like|love)")
_RETURN_PLAN = (r"(?:i|we)(?:['’]?ll|['’]d|\s+wil+|\s+would|\s+shall|['’]?m\s+going\s+to|\s+am\s+going\s+to|\s+may|\s+might|\s+can)\s+"
                r"(?:just\s+|simply\s+|probably\s+|have\s+to\s+|need\s+to\s+|be\s+)?(?:return\w*|(?:send|post|mail|pop|take|bring|ship)\w*\s+(?:[\w-]+\s+){0,4}?back)\b")
_IF_GOODS_NOT_RIGHT = (r"\b(?:if|in\s+case|incase|unless|should)\s+(?:i|we)\s+(?:don['’]?t|dont|do\s+not)\s+(?:like|love|want)\s+(?:it|them|the)\b|(?:\b(?:if|in\s+case|incase|unless)\s+(?:it|they|the\s+\w+|this|that|these|those|my\s+\w+)|^\W*(?:(?:and|but|so|oh)\s+)?sh(?:ould|ud|ld)\s+(?:it|they|the\s+\w+))"
                       rf"(?:['’]s|['’]re|\s+is|\s+are|\s+does|\s+do|\s+doesn['’]?t|\s+don['’]?t|\s+does\s+not|\s+do\s+not|\s+not)?\s+[^.!?;]{{0,30}}?(?:{_GOODS_NOT_RIGHT})")
_RETURN_ON_A_CONDITION = re.compile(rf"{_IF_GOODS_NOT_RIGHT}[^.!?;]{{0,20}}?\b{_RETURN_PLAN}|\b{_RETURN_PLAN}[^.!?;]{{0,30}}?{_IF_GOODS_NOT_RIGHT}", re.I)


def return_on_a_condition(text: str) -> bool:
    """Whether `text` tells a return the customer will make only if the goods prove wrong when tried, asking nothing."""
    return bool(_RETURN_ON_A_CONDITION.search(text)) and not _asks(text, title=False) and "?" not in text


def claim_only_if_it_turns_out(text: str) -> bool:
    """Whether `text` tells goods wrong or damaged only on a condition not yet known (module doc)."""
    condition = _CONDITION.search(text)
    return bool(condition) and not _TOLD_BEFORE.search(text, 0, condition.start())


def read_claim_only_if_it_turns_out(live: list[ReadSentence]) -> None:
    """Each goods claim told only on a condition not yet known (module doc) becomes a request a person answers, no claim.
    `live`: the sentences the customer wrote."""
    for s in live:
        kinds = set(s.kinds) - {"question"}
        # (the plan with a comma read by doubt.py, the bare "in case it's the wrong size - we'll post it back" as a problem
        # of no known kind: the same return on a condition)
        unclaimed = s.role in ("statement", "context") and not kinds and (not s.why or s.why.startswith(CONDITIONAL_PLAN_WHY)) \
            or s.role == "request" and kinds == {"other"}
        if (s.role == "request" and kinds and kinds <= _GOODS_KINDS or unclaimed and return_on_a_condition(s.text)) \
                and (claim_only_if_it_turns_out(s.text) or return_on_a_condition(s.text)):
            s.role, s.kinds, s.spans, s.why = "request", ["other"], {}, CONDITION_ONLY_WHY
            s.forbids, s.forbid_kinds = list(dict.fromkeys([*s.forbids, "refund"])), []
