"""An ask told as made before, then called off in the next sentence by keeping the goods: "I ask for return last week. i
change my mind, i keep the chair.", "Last week I requested to send the lamp back. Changed my mind, we will keep it." The
first sentence tells what an earlier mail asked (in a learner's present tense too: past_asks_in_present.py), the second
calls it off; nothing is asked now and no return may start. Read before, the told ask was a request for a person and,
with the keeping in a learner's words read as a change of mind, a return of the chair was started.

runs/intents/earlier_ask_called_off.py reads the two in one sentence; this reads them in two, next to each other in one
paragraph. Near-misses, still requests: the told ask chased ("I ask for return last week. Still no label."), a keeping
that asks something after all ("..., i keep the chair but please refund the fee"), a return booked called off ("please
cancel the return", a person's: withdrawn_asks.py), an ask made now ("I ask for a return please. I keep the box.")."""

from __future__ import annotations

import re

from .earlier_ask_called_off import EARLIER_ASK_CALLED_OFF_WHY, RETURN_BOOKED, earlier_ask_told
from .past_asks_in_present import asked_in_present_before
from .reading import ReadSentence
from .return_named import SENT_OR_POSTED_BACK

_KEEPS_WHY = "the customer declines the remedy (keeps the goods, fixed them or wants nothing)"
_RETURN_WORDS = re.compile(rf"\b(?:return\w*|exchange|swap|{SENT_OR_POSTED_BACK})\b", re.I)
_ASKS_MORE = re.compile(r"\?|\b(?:but|though)\b[^.!?]*\b(?:please|pls|could|can|would|refund|send|replace)\b", re.I)


def _told_ask(text: str) -> bool:
    """Whether the sentence tells an ask made before (past tense, or a learner's present with a past time)."""
    return bool(earlier_ask_told(text)) or any(asked_in_present_before(text, m.span()) for m in _RETURN_WORDS.finditer(text))


def read_earlier_ask_then_kept(read: list[ReadSentence]) -> None:
    """A request of no kind (or a return) telling an earlier ask, with the next sentence keeping the goods and asking nothing: both
    context, the told ask called off (module doc); the goods kept go nowhere."""
    for s, after in zip(read, read[1:]):
        if s.role != "request" or s.kinds not in (["other"], ["change_of_mind"]) or not _told_ask(s.text) or RETURN_BOOKED.search(s.text) or s.text.rstrip().endswith("?"):
            continue
        if after.paragraph != s.paragraph or after.role != "context" or not after.why.startswith(_KEEPS_WHY) or _ASKS_MORE.search(after.text):
            continue
        s.role, s.kinds, s.spans, s.why = "context", [], {}, EARLIER_ASK_CALLED_OFF_WHY
        after.forbids = list(dict.fromkeys([*after.forbids, "return", "collection"]))
