"""A look the customer only hedges about, beside a question: "It looks a bit off, there's a sort of water mark on it. Is
it still ok to use?", "there's what looks like a faint stain inside - should I be worried?", "seems slightly cloudy,
wondering if that's normal". No breakage is told and nothing is asked back: the customer asks about the goods, they do
not claim them damaged. A request of kind `other` a person answers (the damage kept in `doubted`), never a refund of
the goods (blind round, issue #11: such a ticket had its whole item refunded, $87.89).

The narrower cousin of damage_beside_question.py, which needs a question ending "?" and no "could you" in it: a hedged
look is held beside a question in any words ("could you tell me if it's safe?", "I'd like to know if it's ok to use",
"just wondering whether it's normal"), even one in the subject.

Still a claim: breakage told plainly however hedged ("a sort of crack along the rim", "looks a bit dented" are
damage), the same look with a remedy asked anywhere ("...is it ok to use? if not I'd like a refund", "can you send
another?"), and a hedged look told with no question at all (a bare claim, as before)."""

from __future__ import annotations

import re

from .advice_beside_a_look import packing_only, without_advice_asked
from .damage_beside_question import _asks_remedy, held_for_a_person
from .reading import ReadSentence

HEDGED_LOOK_WHY = ("a look the customer only hedges about, beside a question and no remedy asked: a person answers it, and "
                   "no refund is paid for damage nobody claimed")
# the customer unsure what they see: "looks a bit off", "a sort of mark", "what looks like a stain", "slightly cloudy"
_HEDGE = re.compile(r"\b(?:looks?|looked|looking|seems?|seemed|appears?|appeared)\s+(?:a\s+(?:bit|little|tad)\s+|kind\s+of\s+|sort\s+of\s+|slightly\s+|rather\s+|quite\s+)?"
                    r"(?:off|odd|weird|strange|funny|wrong|not\s+(?:right|quite\s+right)|dodgy|different|dull|cloudy|marked|stained|discolou?red)\b|"
                    r"\b(?:sort|kind)\s+of\b|\bsome\s+(?:sort|kind)\s+of\b|\bwhat\s+(?:looks|seems|appears)\s+(?:to\s+be\s+|like\s+)|"
                    r"\bslight(?:ly)?\b|\bfaint(?:ly)?\b|\bmaybe\b|\bpossibly\b|\bnot\s+sure\b|\bi\s+think\b|\ba\s+(?:bit|little)\b|\bkinda\b|\bsorta\b", re.I)
# what is only seen, no breakage: a mark, a stain, a cloudiness, a look
_LOOK = re.compile(r"\b(?:water\s*-?\s*marks?|marks?|marking|marked|stain\w*|smudge\w*|spots?|blemish\w*|discolou?r\w*|cloud\w*|haz[ey]\w*|"
                   r"residue|tint\w*|streak\w*|rings?|patch\w*|film|tarnish\w*|dull\w*|looks?\s+(?:a\s+bit\s+|a\s+little\s+|kind\s+of\s+|sort\s+of\s+)?off)\b", re.I)
# breakage told plainly, hedged or not: a claim
_BROKEN = re.compile(r"\b(?:crack\w*|broke\w*|smash\w*|shatter\w*|chip\w*|dent\w*|torn|tears?|ripp?\w*|snap\w*|leak\w*|holes?|split\w*|"
                     r"burst|missing|dead|scratch\w*|scuff\w*|bent|warp\w*|mou?ld\w*|rust\w*|faulty|defective|stopped|won'?t|doesn'?t\s+work|not\s+working)\b", re.I)
# a question in any words: "?" or "wondering if", "I'd like to know whether", "could you tell me if", "not sure if"
_QUESTION = re.compile(r"\?|\b(?:wonder(?:ing|ed)?|want(?:ed)?\s+to\s+know|like\s+to\s+know|tell\s+me|let\s+me\s+know|check(?:ing)?|confirm|ask(?:ing)?)\s+"
                       r"(?:\w+\s+){0,2}?(?:if|whether)\b|\b(?:not\s+sure|unsure)\s+(?:if|whether)\b|"
                       # the safety asked after in a statement: "not sure it's safe to use", "probably still ok to drink from"
                       r"\b(?:safe|ok|okay|fine|alright|all\s+right)\s+to\s+(?:use|drink|eat|wear|cook|put|wash|keep\s+using)\b", re.I)


def hedged_look(text: str) -> bool:
    """Whether a sentence tells only a look it hedges about, no breakage."""
    return bool(_HEDGE.search(text) and _LOOK.search(text)) and not _BROKEN.search(text)


def read_hedged_looks_asked(read: list[ReadSentence]) -> None:
    """Hold the damage claims a ticket tells only as a hedged look beside a question, asking no remedy anywhere."""
    written = [s for s in read if s.role not in ("injected", "quoted")]
    claims = [s for s in written if s.role == "request" and "damaged_item" in s.kinds]
    # (the packing told wet beside the look, "What should I do?" asked of the customer's own next step: advice_beside_a_look.py)
    if not claims or not all(hedged_look(s.text) or packing_only(s.text, _BROKEN) for s in claims) \
            or not any(hedged_look(s.text) for s in claims) or not any(_QUESTION.search(s.text) for s in written) \
            or any(_asks_remedy(without_advice_asked(s.text)) for s in written):
        return
    held_for_a_person(claims, HEDGED_LOOK_WHY)
