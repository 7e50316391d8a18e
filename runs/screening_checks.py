"""What the run page asks a reviewer to look at twice in the screener's reading: a sentence read as
telling that still has the words of a problem or a wish (the screener may have missed a claim put as
a plain statement), and a ticket handed to a person as a whole, whose requests no plan is meant to
cover (a person has the whole ticket, so "no subtask quotes this request" would mislead).

The net here is wide on purpose: it only puts a mark beside a sentence, it asks nothing of the run.
"""

from __future__ import annotations

import re

# The words of a problem with goods or money, or of a wish, in a sentence read as telling.
_PROBLEM_WORDS = re.compile(
    r"\b(?:broke\w*|broken|crooked|wobbl\w*|bent|warped|loose|faded|peel\w*|rust\w*|mou?ld\w*|soaked|smell\w*|noise|nothing\s+like|damag\w*|crack\w*|chipp?\w*|dent\w*|scratch\w*|torn|tear|ripp?\w*|leak\w*|stain\w*|faulty|defect\w*|dead|"
    r"wrong|missing|lost|never|late|delay\w*|charg\w*|bill\w*|fee|fees|refund\w*|overcharg\w*|twice|double|size|colou?r|"
    r"(?:does|do|did|wo|ca|could|would|is|are|was|were)n'?t|not\s+(?:work\w*|right|what|the\s+one)|stopped|only\s+\w+s?\s+on|instead\s+of|"
    r"supposed\s+to|should\s+(?:have|be)|said|says)\b", re.I)
_WISH_WORDS = re.compile(r"\b(?:hop(?:e|ing)|wish\w*|would|'d|need\w*|want\w*|appreciat\w*|keen|expect\w*|grateful|look(?:ing)?\s+forward|"
                         r"someone|somebody|call|ring|contact|let\s+me\s+know)\b", re.I)
# What is plainly not an ask, however it is worded.
_PLAINLY_NOT = re.compile(r"^\W*(?:thanks?|thank\s+you|cheers|best|regards|kind\s+regards|many\s+thanks|hope\s+(?:you|all)(?:\s+are|'re|’re)\s+(?:well|keeping\s+well|ok|okay|good)|"
                          r"have\s+a\s+(?:great|good|nice|lovely)\s+\w+)\b", re.I)

CHECK_PROBLEM = "check: reads like a problem with the goods or the money, told as a statement; if it is a claim, edit the plan"
CHECK_WISH = "check: reads like a wish or a need; if it asks for something, edit the plan"
HANDED_WHOLE = "the ticket went to a person as a whole, so no subtask is meant to cover it"


def telling_to_check(text: str) -> str:
    """The mark for a sentence read as telling that looks like a problem or a wish, else ''."""
    if _PLAINLY_NOT.search(text):
        return ""
    if _PROBLEM_WORDS.search(text):
        return CHECK_PROBLEM
    if _WISH_WORDS.search(text):
        return CHECK_WISH
    return ""


def handed_over_whole(state: dict, known_kinds: list[str]) -> bool:
    """Whether the run's screening handed the ticket to a person as a whole (runs.screening.Screened.handover):
    written in another language, or with no request of a kind the runtime acts on by itself."""
    if not state.get("screened"):
        return False
    language = state.get("language") or {}
    return language.get("english") is False or not known_kinds
