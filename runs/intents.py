"""What a ticket asks for, read by code: the check that nothing the customer asked for is dropped.

Deliberately plain: a keyword table per intent kind. It feeds the plan check (a plan that leaves a
detected intent uncovered is refused and regenerated) and the verifier. False positives cost a
plan revision or an escalation; a false negative is what the verifier's own checks are for.

Three rules on top of the table, each from a way real tickets broke it:
- Phrases are matched within a sentence (`[^.!?\\n]`), never across the whole ticket.
- "Can I return it?" and "send it back" are weak cues: they mean change of mind only when nothing
  is wrong with the goods (a damaged, wrong or missing item is returned for that reason).
- Injected text is cut out before matching: from the sentence where an instruction to the agent
  starts to the end of its paragraph. The customer's own requests before it (and in the
  paragraphs after it) are still read; earlier versions cut everything after the first trigger
  and silently lost the requests that followed it.
"""

from __future__ import annotations

import re

_S = r"(?:[^.!?\n]|\.(?=\d))"  # within one sentence (a decimal point does not end it)
_RECEIVED = r"rec(?:ei|ie)ved"  # and its commonest misspelling

INTENT_PATTERNS: dict[str, tuple[str, ...]] = {
    "duplicate_charge": (
        r"\bcharged (?:me )?twice", rf"\bcharged{_S}{{0,60}}\b(?:twice|two times)\b", rf"\bbilled{_S}{{0,40}}\b(?:twice|two times)\b",
        r"\bdouble[- ]?(?:charged|charge|billed|billing|payment)", r"\bduplicate (?:delivery |shipping )?(?:charge|payment|transaction)",
        r"\btwo (?:identical |separate |duplicate )?(?:charges|payments|transactions|debits)\b", r"\btwo (?:lots|entries) of\b",
        r"\b(?:taken|came out|went out|debited|deducted) (?:twice|two times)", r"\b(?:appears|shows|showing|listed) (?:up )?twice",
        r"\$[\d.,]+ ?x ?2\b", rf"\b(?:paid|pay|charged|billed)\b{_S}{{0,50}}\b(?:twice|two times|2x|x2)\b",
        rf"\b(?:delivery|shipping|postage)(?: fee| charge)?s?{_S}{{0,30}}\b(?:twice|two times|2x|x2)\b",
        r"\btwo (?:delivery|shipping|postage) (?:fees|charges|payments)\b", r"\b2x\b(?= (?:delivery|shipping|charged|the))",
    ),
    "damaged_item": (
        r"\bcrack", r"\bdamaged?\b", r"\bbroken\b", r"\bsmashed\b", r"\bdent(?:ed|s)?\b", r"\bshattered\b", r"\bscratch(?:ed|es)?\b",
        r"\bsnapped\b", r"\btorn\b", r"\bchipped\b", r"\bbent\b", r"\bsplit\b", r"\bcrushed\b", r"\bin pieces\b", r"\bdefective\b",
        r"\bfaulty\b", r"\bdead on arrival\b", r"\bwon'?t (?:turn|switch|power) on\b", r"\bleaks?\b", r"\bgouge",
    ),
    "non_delivery": (
        rf"\bnever (?:arrived|came|got here|turned up|showed up|shown up|{_RECEIVED}|delivered|got (?:it|them|my|the))",
        rf"\b(?:hasn'?t|has not|haven'?t|have not|didn'?t|did not|hasnt|havent|didnt) (?:yet )?(?:arrived|come|turned up|shown up|showed up|"
        rf"been delivered|got(?:ten)? here|{_RECEIVED})(?! (?:a |the |my |any |your )?(?:refund|reply|response|answer|email|money))",
        rf"\bnot (?:been )?(?:delivered|{_RECEIVED})\b(?! (?:a |the |my |any )?refund)", r"\bno sign of\b",
        r"\bwhere is my (?:order|parcel|package|delivery|stuff)\b", r"\bnever (?:showed|shown|show(?:ed)? up)\b", r"\blost (?:parcel|package|in transit|in the post)\b",
        r"\b(?:could|can) ?not be located\b", r"\bnot located\b", r"\bstuck in transit\b",
        r"\btracking (?:hasn'?t|has not|hasnt|hadn'?t) (?:moved|updated|changed)", r"\b(?:hasn'?t|has not|hasnt) moved since\b",
    ),
    "wrong_item": (
        r"\bwrong (?:\w+ ){0,2}(?:item|colou?r|size|product|model|one|version|thing|parcel)\b", r"\b(?:sent|gave) (?:me )?the wrong\b",
        r"\b(?:received|got|delivered) the wrong\b", r"\b(?:is|was|are|were|isn'?t|aren'?t|not) what i ordered\b",
        rf"\binstead of the{_S}{{0,50}}\bi (?:ordered|paid for|bought)\b", rf"\bordered\b{_S}{{0,80}}\b(?:but|and) (?:\w{{1,4}} )?(?:box|parcel|package) (?:had|contained)\b",
        r"\bdifferent (?:item|product|colou?r|size|model|print)\b", r"\bsomeone else'?s order\b", r"\bmix(?:ed)?[- ]up\b",
    ),
    "change_of_mind": (
        r"\bchanged? (?:of )?my mind\b", r"\bchange of mind\b", r"\bno longer (?:want|need)\b",
        r"\b(?:don'?t|do not|dont) (?:really )?(?:want|need) (?:it|them|this|these|the \w+)(?: any ?more)?\b(?! to)",
        r"\b(?:doesn'?t|don'?t|does not|do not|didn'?t|won'?t|wont|doesnt|dont) (?:really )?(?:fit|suit|go with)\b",
        r"\b(?:isn'?t|is not|not really|aren'?t) for me\b", r"\bordered (?:it |them |this |the \w+ )?by mistake\b",
        r"\balready (?:have|has|got|own) one\b",
    ),
    "late_delivery": (
        r"\barrived (?:\w+ )?late\b", r"\b(?:\d+|one|two|three|four|five|six|seven|a few|several) (?:days?|weeks?) late\b",
        r"\b(?:turned up|came|showed up|got here|was delivered|delivered) (?:\w+ )?late\b", r"\blate delivery\b",
        r"\b(?:delivery|parcel|order|package|it) (?:was|is|came|arrived) late\b", r"\bafter the promised (?:date|day|delivery)",
        r"\bmissed the (?:promised |delivery )?(?:date|deadline)\b",
        rf"\b(?:promised|due|supposed to arrive|meant to arrive|expected) (?:by|on|for){_S}{{0,40}}\b(?:but|and) (?:only )?"
        r"(?:arrived|came|turned up|showed up|got here|was delivered)",
    ),
    "question": (
        r"\breplacement\b", r"\bsend(?:ing)? (?:me )?(?:another|a new one|the right one)\b",
        r"\b(?:do not|don'?t|dont|please don'?t) (?:ship|send|post|dispatch) (?:me )?(?:another|a second|a new|one more)\b",
        r"\bnew one (?:is )?(?:coming|on (?:its|the) way|being sent)\b", r"\bis another (?:one )?(?:being sent|coming)\b",
    ),
}
# Cues that mean change of mind only when nothing is wrong with the goods.
WEAK_PATTERNS: dict[str, tuple[str, ...]] = {
    "change_of_mind": (
        r"\b(?:can|could|may) i (?:please )?return\b", r"\b(?:like|want|wish|wanna|need) to return\b", r"\bhow (?:do|can) i return\b",
        r"\breturn (?:it|them|this|these)(?: for a refund)?\b", r"\bsend (?:it|them|this|these)(?: \w+)? back\b",
    ),
}
GOODS_PROBLEMS = ("damaged_item", "wrong_item", "non_delivery")

_COMPILED = {kind: [re.compile(p, re.I) for p in patterns] for kind, patterns in INTENT_PATTERNS.items()}
_WEAK = {kind: [re.compile(p, re.I) for p in patterns] for kind, patterns in WEAK_PATTERNS.items()}
# Text a customer pasted that tries to steer the agent: never counted as an intent.
_INJECTION = re.compile(
    r"ignore (?:all |any )?(?:of )?(?:the |your |my )?(?:previous|prior|above|earlier|other) instructions"
    r"|disregard (?:all |any )?(?:of )?(?:the |your )?(?:previous |prior |above )?instructions"
    r"|system (?:prompt|notice|message|override|instruction)|you are now\b|as the (?:assistant|ai|agent|bot)\b"
    r"|(?:note|message|instructions?) (?:to|for) (?:the |whatever )?(?:ai|assistant|agent|bot|model)\b|whatever bot\b"
    r"|\b(?:admin|developer|god) mode\b|^\s*assistant:",
    re.I | re.M,
)
_PARAGRAPH = re.compile(r"\n\s*\n")


def strip_injected(text: str) -> str:
    """The ticket without injected instructions: each paragraph that carries one is cut from the
    start of the sentence (or line) where the instruction starts to the paragraph's end."""
    out = []
    for paragraph in _PARAGRAPH.split(text):
        match = _INJECTION.search(paragraph)
        if match:
            start = max(paragraph.rfind(mark, 0, match.start()) for mark in (". ", "! ", "? ", "\n"))
            paragraph = paragraph[: start + 1].rstrip() if start >= 0 else ""
        out.append(paragraph)
    return "\n\n".join(p for p in out if p.strip())


def intent_spans(text: str) -> dict[str, list[tuple[int, int]]]:
    """Where in the (injection-free) text each intent is expressed: {kind: [(start, end), ...]}."""
    clean = strip_injected(text)
    spans: dict[str, list[tuple[int, int]]] = {}
    for kind, patterns in _COMPILED.items():
        hits = [m.span() for p in patterns for m in p.finditer(clean)]
        if hits:
            spans[kind] = sorted(hits)
    if not any(k in spans for k in GOODS_PROBLEMS):
        for kind, patterns in _WEAK.items():
            hits = [m.span() for p in patterns for m in p.finditer(clean)]
            if hits:
                spans.setdefault(kind, []).extend(hits)
                spans[kind].sort()
    return spans


def detect_intents(text: str) -> list[str]:
    """Intent kinds mentioned in a ticket, in a stable order."""
    spans = intent_spans(text)
    return [kind for kind in INTENT_PATTERNS if kind in spans]


def looks_injected(text: str) -> bool:
    return bool(_INJECTION.search(text))


def uncovered(intents: list[str], plan_kinds: list[str]) -> list[str]:
    """Detected intents no subtask covers. A non-delivery plan covers a damage claim it replaced."""
    kinds = set(plan_kinds)
    missing = []
    for intent in intents:
        if intent in kinds:
            continue
        if intent == "damaged_item" and "non_delivery" in kinds:
            continue
        missing.append(intent)
    return missing
