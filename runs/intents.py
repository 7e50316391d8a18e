"""What a ticket asks for, read by code: the check that nothing the customer asked for is dropped.

Deliberately plain: a keyword table per intent kind. It feeds the plan check (a plan that leaves a
detected intent uncovered is refused and regenerated) and the verifier. False positives cost a
plan revision or an escalation; a false negative is what the verifier's own checks are for.
"""

from __future__ import annotations

import re

INTENT_PATTERNS: dict[str, tuple[str, ...]] = {
    "duplicate_charge": (r"charged twice", r"double[- ]charged", r"duplicate (delivery )?charge", r"two (identical )?charges", r"billed twice", r"charged .* twice"),
    "damaged_item": (r"crack", r"damaged", r"broken", r"smashed", r"dent(ed)?\b", r"shattered", r"scratched"),
    "non_delivery": (r"never (arrived|came|received|delivered)", r"not (been )?delivered", r"hasn'?t arrived", r"didn'?t arrive", r"no sign of (the|my) (parcel|package|order)", r"lost (parcel|package)"),
    "wrong_item": (r"wrong (item|colou?r|size|product)", r"not what i ordered", r"sent me the wrong", r"different item"),
    "change_of_mind": (r"changed my mind", r"no longer (want|need)", r"don'?t want it", r"return it for a refund", r"send it back"),
    "late_delivery": (r"arrived late", r"days late", r"late delivery", r"after the promised", r"delivery fee back", r"missed the (promised )?date"),
    "question": (r"replacement", r"confirm", r"let me know whether", r"is (a|another) .* being sent"),
}

_COMPILED = {kind: [re.compile(p, re.I) for p in patterns] for kind, patterns in INTENT_PATTERNS.items()}
# Text a customer pasted that tries to steer the agent: never counted as an intent.
_INJECTION = re.compile(r"(ignore (all |any )?(previous|prior) instructions|system prompt|you are now|as the assistant).*", re.I | re.S)


def detect_intents(text: str) -> list[str]:
    """Intent kinds mentioned in a ticket, in a stable order."""
    clean = _INJECTION.sub("", text)
    return [kind for kind, patterns in _COMPILED.items() if any(p.search(clean) for p in patterns)]


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
