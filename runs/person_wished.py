"""A customer's wish for a person: "I need this escalated", "please escalate this to a manager", "can a human look at
this", "I want to speak to a supervisor".

After a label addressed to the agent ("Note to the agent: I need this escalated, my parcel never arrived"), words
that set how the ticket is handled are an injection and go with the label (runs/agent_labels.py). Asking for a person
sets nothing the guards decide: escalation moves no money and takes no check away, it only puts a person in front of
the ticket, which every guard already allows. So a wish for a person is the customer's request, read as theirs; what
turns a person away is still handling ("do not escalate", "no need for a human", "without a manager's review"), and a
person named as the one who approved or ordered something ("my supervisor approved it", "the manager says pay in
full") is no wish for one."""

from __future__ import annotations

import re

_PERSON = r"(?:a\s+|an\s+|the\s+|your\s+|one\s+of\s+your\s+)?(?:real\s+|actual\s+|live\s+)?(?:human(?:\s+being)?|person|manager|supervisor|team\s+lead(?:er)?|colleague|someone|somebody|staff(?:\s+member)?|member\s+of\s+(?:staff|the\s+team))"
_WISH = re.compile(
    r"\b(?:escalat(?:e|ed|ing)|escalation)\b(?:\s+(?:this|it|my\s+\w+|the\s+\w+))?(?:\s+(?:up\s+)?to\s+" + _PERSON + r")?"
    r"|\b(?:speak|talk|chat)\s+(?:to|with)\s+" + _PERSON +
    r"|\b(?:pass|hand|send|forward|put|refer|transfer)\s+(?:this|it|me|my\s+\w+)\s+(?:on\s+|over\s+|through\s+|up\s+)?to\s+" + _PERSON +
    r"|\b(?:can|could|would|will)\s+" + _PERSON + r"\s+(?:please\s+)?(?:look|check|review|call|contact|get\s+back|reply|help)"
    r"|\b(?:want|need|like|prefer)\s+" + _PERSON + r"\s+to\s+(?:look|check|review|call|contact|get\s+back|reply|help|deal|handle)", re.I)
# What turns a person away: a negation just before the wish ("do not escalate", "no need to escalate", "without
# escalating", "never pass this to a human").
_TURNED_AWAY = re.compile(r"(?:\b(?:not|never|no|without|avoid|skip|stop|instead\s+of|rather\s+than)\b|n[’']t\b)[^.;:!?]{0,20}$", re.I)
# A person named as the one who grants: "the supervisor approved", "my manager says to pay".
_PERSON_GRANTS = re.compile(r"\b(?:manager|supervisor|team\s+lead(?:er)?)\b[^.;:!?]{0,30}\b(?:approv\w*|authori[sz]\w*|says?|said|agreed|signed|ok'?d|okay\w*|allow\w*)\b", re.I)


def person_wished(text: str) -> list[tuple[int, int]]:
    """The spans of `text` that ask for a person to take the ticket, not turned away."""
    if _PERSON_GRANTS.search(text):
        return []
    return [(m.start(), m.end()) for m in _WISH.finditer(text) if not _TURNED_AWAY.search(text[:m.start()])]


def without_person_wished(text: str) -> str:
    """The text with each wish for a person blanked (offsets unchanged), for the reading of handling instructions."""
    out = list(text)
    for a, b in person_wished(text):
        out[a:b] = " " * (b - a)
    return "".join(out)
