"""A parcel told missing and, later in the same sentence, told as come after all: "I was going to complain the parcel
never came, but it turned up at number 12 this morning, so that part's sorted", "the box went missing for a week until
it finally showed up", "my order hadn't arrived, then it turned up on Friday". The non-arrival is settled context, never
a claim (blind round ver38c, V38C-P4: read as a live non-delivery, it took over the damage claim told after it, a
delivery nobody disputed was escalated and the damaged headphones, $96.12, were in neither the plan nor the reply).

Only the non-arrival told before the arrival is settled; any other claim in the sentence stands ("it never came, then it
turned up with the lid smashed": the damage). Near-misses left as they are:
- goods still missing: "it still hasn't turned up", "the lamp never came but the rug arrived" (another thing came), "the
  lamp never came but the parcel turned up" (the parcel came without it);
- the arrival only reported by someone else: "never came, but tracking says it arrived", "apparently it turned up";
- the arrival not in the customer's hands: "then it turned up at the wrong address", "... but not with me";
- a condition or a wish: "if it turned up", "hoping it turns up".
The sentence standing alone ("The parcel went missing for a few days but turned up at number 12") asks nothing: read as
a problem of no known kind it went to a person as `other`; read here, it is context."""

from __future__ import annotations

import re

from .parcel_left_elsewhere_had import HELD_NOW

_PARCEL = r"(?:parcel|package|order|box|delivery|shipment|consignment|stuff|things|items?|lot)"
# Who went missing: a pronoun, or a noun phrase of up to three words ("the parcel", "my order from you", "the blue lamp").
_WHO = r"(?P<who>it|they|everything|(?:the|my|our|your|this|that|an?)\s+(?:[\w'’-]+\s+){0,2}?[\w'’-]+)"
_ARRIVE = r"(?:come|came|arrived?|turned?\s+up|show(?:n|ed)?\s+up|got(?:ten)?\s+here|been\s+delivered|delivered)"
# The non-arrival told: "the parcel never came", "it hadn't arrived", "my order didn't turn up", "the box went missing".
_LOST = re.compile(
    rf"\b{_WHO}\s+(?:(?:had|has|have|did|was|were)\s*(?:n['’]?t|not)\s+(?:yet\s+)?{_ARRIVE}|(?:hadnt|hasnt|havent|didnt)\s+(?:yet\s+)?{_ARRIVE}"
    rf"|never\s+(?:came|arrived|turned\s+up|showed\s+up|got\s+here|got\s+delivered|was\s+delivered)"
    r"|(?:went|had\s+gone|has\s+gone|got|was|were|had\s+been|was\s+marked\s+as|showed\s+as)\s+(?:missing|lost|astray|walkabout|AWOL))\b", re.I)
# The turn to the arrival, then the arrival in the customer's own words: "but (then) (it) turned up", "until it finally showed up".
_TURN = r"(?:but|then|until|till|though|however|only\s+for|and\s+then|before)"
_SOFT = r"(?:(?:then|finally|eventually|luckily|thankfully|fortunately|happily|in\s+the\s+end|at\s+last|after\s+all|now|today|yesterday|this\s+morning)[\s,]+)*"
_CAME_WHO = r"(?:(?P<came>it|they|everything|all\s+of\s+it|the\s+lot|(?:the|my|our|this|that)\s+(?:[\w'’-]+\s+){0,2}?[\w'’-]+)\s+)?"
_CAME = re.compile(
    rf"\b{_TURN}\b[\s,]*{_SOFT}{_CAME_WHO}(?:(?:has|have|had)\s+|['’]s\s+)?(?:(?:finally|eventually|just|since|now|actually|luckily|thankfully|then)\s+)*"
    r"(?P<verb>turned\s+up|showed\s+up|arrived|came|got\s+here|landed|appeared|reappeared|made\s+it|was\s+found|got\s+found|been\s+found|found\s+its\s+way)\b",
    re.I)
# After the arrival: still not with the customer ("at the wrong address", "not with me", "someone else has it") ...
_NOT_HELD = re.compile(r"\b(?:wrong|someone\s+else|somebody\s+else|not\s+(?:with|to)\s+me|still|never|stolen)\b", re.I)
# ... unless the customer says they have it now ("... not with me, but I have it now") or that part is sorted.
_HELD_NOW = re.compile(HELD_NOW.pattern + r"|\b(?:that\s+part(?:['’]s|\s+is)|it['’]s|that['’]s)\s+(?:all\s+)?(?:sorted|fine|ok(?:ay)?|good)\b", re.I)
# A condition or a wish around the arrival: "if it turned up", "hoping it turned up".
_SUPPOSED = re.compile(r"\b(?:if|unless|whether|hop(?:e|ing)|wish|in\s+case|says?|said|shows?|showed|showing|claims?|apparently|supposedly|"
                       r"allegedly|according|tracking|meant|supposed|should)\b", re.I)


def _same_goods(lost: str | None, came: str | None) -> bool:
    """Whether what came is what went missing: a pronoun or nothing said ("but turned up"), the same noun, or a parcel
    word of a parcel word; never other goods ("the lamp never came but the rug arrived", "... but the parcel turned up")."""
    if not came or re.fullmatch(r"it|they|everything|all\s+of\s+it|the\s+lot", came, re.I):
        return True
    lost_head, came_head = (w.split()[-1].lower().rstrip("s") for w in (lost or "it", came))
    return lost_head == came_head or (bool(re.search(rf"\b{_PARCEL}$", came, re.I)) and bool(re.search(rf"\b{_PARCEL}$", lost or "", re.I)))


def arrival_after_loss(text: str) -> tuple[int, int] | None:
    """(where the non-arrival is told, where the arrival told after it ends), when the sentence tells the parcel missing
    and then come after all (module doc), else None."""
    for lost in _LOST.finditer(text):
        came = _CAME.search(text, lost.end())
        if not came or _SUPPOSED.search(text, lost.end(), came.start("verb")) or not _same_goods(lost.group("who"), came.group("came")):
            continue
        rest = text[came.end():]
        if _NOT_HELD.search(rest) and not _HELD_NOW.search(rest):
            continue
        return lost.start(), came.end()
    return None


# Something more told after the arrival: "... then it turned up, but the mug is missing from it".
_MORE_AFTER = re.compile(r"\b(?:but|though|although|except|however|yet|missing|without|short|only)\b", re.I)


def loss_then_arrived_only(text: str) -> bool:
    """Whether a sentence tells the parcel missing, then come after all, and nothing more after that (module doc)."""
    told = arrival_after_loss(text)
    return bool(told) and not _MORE_AFTER.search(_HELD_NOW.sub(" ", text[told[1]:]))


def without_loss_since_arrived(text: str, spans: dict[str, list[tuple[int, int]]]) -> dict[str, list[tuple[int, int]]]:
    """`spans` without the non-delivery read before an arrival the same sentence tells after it (module doc)."""
    if "non_delivery" not in spans or not (told := arrival_after_loss(text)):
        return spans
    kept = [h for h in spans["non_delivery"] if h[0] >= told[1]]
    return {k: hits for k, hits in spans.items() if k != "non_delivery"} | ({"non_delivery": kept} if kept else {})


LOSS_THEN_ARRIVED_WHY = "tells of a parcel missing that came after all: settled, nothing asked"
