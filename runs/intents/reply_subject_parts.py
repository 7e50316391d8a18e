"""A reply's or a forward's subject line that asks something the body does not: "Re: SU-1 torn cushion & new phone
number" over a body about the cushion alone.

A subject opening "Re:" or "Fwd:" is read as the subject of the earlier message, context (read.py): often it is the
shop's own title ("Re: Your refund for order SU-84117", "Fwd: Your order is on its way"). But the customer writes the
subject of a reply too, and what it names beside the thread's matter is what they want now: read as context, the phone
number change was lost, or read as part of the cushion's claim. As for any subject line (subject_titles.py), each part
of it after the first (the first is the thread's own matter, asked before: "Re: Can you cancel my order SU-1?") that
names a thing asked for by name (an address, a phone number, a label, a subscription) with words of change or asking
("new", "change", "cancel", "please"), and that no body request names, is a request of kind `other` for a person, the
part quoted. Never a part that is the shop's title ("Your new address has been saved"), nor one the body says is
done, settled or taken back ("thanks for updating my number")."""

from __future__ import annotations

import re
from collections.abc import Callable

from .reading import ReadSentence
from .settled import _WITHDRAWN, _settled
from .stems import content_stems
from .subject_claim import _OVER
from .subject_titles import ASKED_THINGS, part_accounted, subject_parts, story_before, words_named

REPLY_SUBJECT_WHY = "the subject of a reply to an earlier message"
REPLY_SUBJECT_ASKS_WHY = "a reply's subject line asks what no request in the body does"
# words that ask for the thing named, or tell that it changed: "new phone number", "change of address", "cancel my
# subscription", "invoice please", "need a label", "updated email"
_ASKING = re.compile(r"\b(?:new|change[sd]?|changing|update[sd]?|updating|moved?|moving|different|correct\w*|wrong|cancel\w*|stop|"
                     r"need|needed|want|wanted|please|pls|plz|request\w*|copy|send|resend|missing|unsubscribe|remove|delete|close|add)\b", re.I)
# the shop's (or a bank's) title over what it tells the customer: "Your ...", "... has been saved", "... alert"
_SHOPS_TITLE = re.compile(r"^\W*your\b|\b(?:has|have|was|were)\s+been\b|\b(?:alert|notification|confirmed|saved|shipped|dispatched|delivered)\b",
                          re.I)


def _asks_anew(part: str) -> bool:
    """Whether a part of a reply's subject asks for a thing by name in the customer's words."""
    return bool(ASKED_THINGS.search(part) and _ASKING.search(part) and not _SHOPS_TITLE.search(part))


def reply_subject_parts_asked(read: list[ReadSentence], subject_end: int, spans_of: Callable[[str], dict]) -> None:
    """A reply's subject read as context whose part asks a thing by name no body request names: a request of kind `other`."""
    if subject_end <= 0:
        return
    body = [s for s in read if s.start > subject_end and s.role != "injected"]
    line = [s for s in read if s.end <= subject_end and s.role != "injected"]
    if not line or line[0].why != REPLY_SUBJECT_WHY:
        return
    # (the line cut in pieces, "Re: SU-1 - damaged lamp;" / "updated email address": each piece after the first told nothing)
    for subject in (s for s in line if s.why == REPLY_SUBJECT_WHY or (s.role == "statement" and not s.kinds)):
        asks = [s for s in body if s.is_request or s.role == "attached"]
        said = frozenset().union(*(words_named(s) | story_before(read, s, body) for s in asks))
        # (never the first part: "Re: Can you cancel my order SU-1?" over "Thanks for your help." is the thread's own matter,
        # asked before; what is joined on beside it is what is asked now)
        parts = subject_parts(subject.text)[1:] if subject is line[0] else subject_parts(subject.text)
        left = [p for p in parts if _asks_anew(p) and not part_accounted(p, said, spans_of)]
        # (not a part the body calls done or taken back: "thanks for changing the number already")
        left = [p for p in left if not any((_settled(s.text) or _WITHDRAWN.search(s.text) or _OVER.search(s.text))
                                           and content_stems(p) & content_stems(s.text) for s in body)]
        if left:
            quoted = "; ".join(f'"{p}"' for p in left)
            subject.role, subject.kinds, subject.spans, subject.why = "request", ["other"], {}, f"{REPLY_SUBJECT_ASKS_WHY}: {quoted}"
