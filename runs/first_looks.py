"""Fine words told as a first look, and damage found after it: "the mug looked fine in the box but when I lifted it the
handle came off" is a damage claim on the mug, not the mug called fine. Read by the guard's contradiction check
(runs/contradicted_lines.py) and by the reading of lines said to be fine (runs/ticket_lines.said_to_be_fine)."""

from __future__ import annotations

import re

from .read_once_per_text import immutable_once_per_text

# A first look, not a finding: "looked fine in the box", "seemed perfect at first", "on the outside it was flawless".
FIRST_LOOK = re.compile(r"\b(?:looked|looks|looking|seemed|seems|appeared|appears)\s+(?:\w+\s+){0,2}?(?:fine|ok|okay|perfect|flawless|intact|alright|"
                         r"all\s+right|good|great|undamaged|pristine|whole|normal)|\b(?:thought|assumed|at\s+first|initially|first\s+glance|"
                         r"at\s+a\s+glance|in\s+the\s+box|on\s+the\s+outside|from\s+(?:the\s+)?outside|until|till|at\s+the\s+time|to\s+begin\s+with|"
                         r"first\s+look)\b", re.I)
# Damage told as found after the first look: "when I lifted it", "on closer inspection", "then I noticed".
FOUND = re.compile(r"\b(?:when|once|as|after)\s+(?:i|we|my\s+\w+|he|she|they)\s+(?:\w+\s+)?(?:lifted|picked|took|pulled|opened|unpacked|unwrapped|"
                    r"unboxed|washed|filled|used|tried|looked|checked|inspected|turned|held|set|put|handled|moved)\b|"
                    r"\b(?:on|upon|after)\s+(?:a\s+)?(?:closer|second|proper|better|further)\s+(?:look|inspection|check)|"
                    r"\b(?:then|later|but)\s+(?:i|we)\s+(?:\w+\s+)?(?:noticed|found|saw|spotted|realised|realized|discovered)\b|"
                    r"\b(?:turns?|turned)\s+out\b|\b(?:i|we)\s+(?:have\s+)?(?:since|now|just)\s+(?:noticed|found|spotted|discovered|seen)\b", re.I)


@immutable_once_per_text
def first_look_then_found(text: str) -> bool:
    """Whether a sentence tells fine words as a first look and the damage found after it, in that order."""
    look = FIRST_LOOK.search(text)
    return bool(look) and bool(FOUND.search(text, look.end()))
