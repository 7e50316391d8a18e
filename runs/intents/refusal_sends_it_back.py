"""A money refusal that asks the goods sent back by a pronoun is bound to what the pronoun stands for: "I ordered the
navy jumper in large but got a medium. No need to refund me, just tell me how to send it back." is said of the jumper.
Bound to nothing, it held every line's refund: the scarf's wrong-item return beside it was told "as you asked, no
refund will be made when it arrives" and paid nothing.

The refusal's `about` is set as for "don't refund that" (refusals._bind_refusals); ticket_lines.forbids_decision then
holds only the decisions on the lines that clause names. Only a pronoun of one thing ("it", "that"): "send them back"
after two claims may stand for both, and stays bound to nothing (it holds every refund, for a person)."""

from __future__ import annotations

import re

from .cues import GOODS_PROBLEMS

# "send it back", "post them back to you", "return it", "how do I ship that back": the goods the pronoun stands for go back
_SENT_BACK = re.compile(r"\b(?:send\w*|post\w*|return\w*|ship\w*|mail\w*|drop\w*\s+off|bring\w*)\s+(?:it|that|this)\b(?!\s+(?:all|both|and)\b)", re.I)


def sends_it_back(text: str) -> bool:
    """Whether a sentence asks goods it names by a pronoun sent back."""
    return bool(_SENT_BACK.search(text))


def claim_told_before(read: list, i: int) -> list[str]:
    """The nearest claim on goods told before sentence `i`, in its paragraph, as the clause the pronoun stands for
    when no clause names goods with a "the" or "my" ("jumper came in medium not large. dont need a refund, just how
    do i post it back??"); [] when there is none."""

    s = read[i]
    told = next((e for e in reversed(read[:i]) if e.paragraph == s.paragraph and e.index and e.role in ("request", "attached")
                 and set(e.kinds) & set(GOODS_PROBLEMS)), None)
    return [told.text] if told else []
