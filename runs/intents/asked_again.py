"""One ask told twice: "Where is the other 4? Please to send them or tell me." (blind round ver25a, VER25A-04, in a
learner's English), "Where are the other two plates? Send them or just tell me what is going on", "Can you check what happened to my parcel? Please just let me know.", "When does the lamp come?
Tell me please!". The second sentence names nothing of its own: only the asking ("send them", "tell me", "let me know",
"please") and pronouns for what the sentence before it asked. Read as a second request of no known kind, a second
person was asked to answer the same thing. It is attached to the ask before it, which a person answers, quoted.

Only after a request of no known kind in the same paragraph, and only when nothing is named: "Where is the other 4?
Please refund the fee." asks money, "... Also cancel my subscription." asks something new; both stay requests."""

from __future__ import annotations

import re

from .reading import ReadSentence

ASKED_AGAIN_WHY = "asks again what the sentence before it asks, naming nothing new: the same request, answered with it"

# The words of asking alone (to be sent what was asked about, told, let know, answered, helped), the pronouns that point
# back, and the words that join them: a sentence of these alone names nothing.
_ASKING = frozenset("""please pls plz kindly pleas send sent tell let know inform answer reply respond explain help advise update
me us them it they those these that this one ones or and to just also so then soon asap quickly urgently possible as if you u can could
would will thanks thank thx ty now today fast quick what happened happen is was where when i we back the my our do something about
going on happening whats what's are status update updates news info information latest either least at give an a
""".split())  # ("Send them or just tell me what is going on", "or at least give me an update": what stands, asked again)
_WORD = re.compile(r"[a-z']+|\d+", re.I)


def asked_again(text: str) -> bool:
    """Whether a sentence names nothing beyond the asking itself: every word one of asking, pointing back or joining."""
    words = [w.lower().strip("'") for w in _WORD.findall(text)]
    return bool(words) and all(w in _ASKING for w in words)


def read_asked_again(read: list[ReadSentence]) -> None:
    """A request of no known kind naming nothing, right after another in its paragraph: attached to it."""
    for i, s in enumerate(read):
        if s.role != "request" or s.kinds != ["other"] or s.forbids or not asked_again(s.text):
            continue
        before = next((b for b in reversed(read[:i]) if b.role not in ("courtesy", "injected")), None)
        if before is not None and before.paragraph == s.paragraph and before.role == "request" and before.kinds == ["other"]:
            s.role, s.kinds, s.spans, s.why = "attached", [], {}, ASKED_AGAIN_WHY
