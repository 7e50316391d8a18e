"""A subject line that carries the only claim, over a body that asks nothing on its own.

Subject "SU-81023 not arrived", body "?" (blind round ver25c, VER25C-22): the subject was read as telling nothing (an order
number then "not arrived", a past participle no non-delivery cue took bare), the "?" as a request of no kind, and the
ticket went to a person whose task quoted only "?"; the parcel was lost and the policy paid $40.55. Two readings:

- an order number, or the parcel by name, told as not come or missing in a few words ("SU-81023 not arrived", "#81023
  never came", "Parcel missing", "Still not arrived") is a non-delivery claim (runs/intents/order_not_come.py, which
  cues.py reads with its own);
- where the body asks nothing on its own ("?", "see subject", "please help", "any news??", or no body at all), the subject
  is what is asked: a claim read there stands and the body's bare ask is its courtesy; a subject read as telling nothing
  is the request (`other`, quoted), never the "?" beneath it. A body that asks something itself is read as before (a
  subject naming only what the body asks adds no second subtask)."""

from __future__ import annotations

import re

from .. import sentences as cut
from .reading import ReadSentence

SUBJECT_CARRIES_WHY = "the subject line carries the only ask, the body asking nothing on its own: a person reads the subject"
BODY_BARE_WHY = "asks nothing on its own (\"?\", \"please help\", \"see subject\"): the subject line's request answers it"
# a body that asks nothing of its own, only that the subject be seen to: "?", "see subject", "as per subject", "please help",
# "help!", "any news?", "any update", "urgent", "hello??" (asked, not a greeting), "what now"
_BARE_ASK = re.compile(
    r"^\W*(?:\?+|see\s+(?:the\s+)?(?:subject|title|above)(?:\s+line)?|(?:as\s+)?(?:per|in)\s+(?:the\s+)?(?:subject|title)(?:\s+line)?|"
    r"(?:please\s+|pls\s+|plz\s+|kindly\s+)?help(?:\s+(?:please|pls|me|asap))?|(?:any\s+)?(?:news|updates?)|hello\s*\?+|anyone(?:\s+there)?\s*\?*|"
    r"urgent|asap|what\s+now|now\s+what|well\s*\?+)\W*$", re.I)
# what may stand beside it: a greeting, thanks, a sign-off, a name ("Hi,", "thanks", "Sam", "Kind regards, N. N.")
_POLITE = re.compile(r"^\W*(?:(?:hi|hello|hey|dear|thanks?|thank\s+you|thx|ty|cheers|ta|please|pls|plz|regards|kind\s+regards|best|"
                     r"many\s+thanks|(?:[A-Z][a-z]*\.?|[A-Z]\.)(?=\W*(?:[A-Z]|$)))\W*)+$")
_GREETING = re.compile(r"^\W*(?:hi|hello|hey|dear|good\s+(?:morning|afternoon|evening)|greetings|question|query|enquiry|inquiry|help|urgent|order|"
                       r"my\s+order|re:?|fw:?|fwd:?)\W*$", re.I)


def read_subject_carries(read: list[ReadSentence], subject_end: int) -> None:
    """Where the body asks nothing on its own, the subject is the request: its claim stands with the body's bare asks as
    its courtesy, or, read as telling nothing, it is asked of a person (quoted) in place of the "?" beneath it."""
    if subject_end <= 0:
        return
    subject = [s for s in read if s.end <= subject_end and s.role != "injected"]
    body = [s for s in read if s.start > subject_end and s.role != "injected"]
    if len(subject) != 1 or not subject[0].text.strip() or _GREETING.match(subject[0].text):
        return
    line = subject[0]
    bare = [s for s in body if _BARE_ASK.match(s.text)]
    if any(s not in bare and not (_POLITE.match(s.text) or cut.signs_off(s.text)) for s in body) or (body and not bare):
        return  # the body says or asks something itself: the subject is read against it as before
    if line.role in ("statement", "courtesy") and not line.kinds:
        line.role, line.kinds, line.why = "request", ["other"], SUBJECT_CARRIES_WHY
    if line.role != "request":
        return
    for s in bare:
        s.role, s.kinds, s.why = "courtesy", [], BODY_BARE_WHY
