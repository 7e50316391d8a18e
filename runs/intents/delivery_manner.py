"""A follow-up sentence that only says how the ask before it should reach the customer: "What I do need is the assembly
instructions for the crib, they weren't in the box. Can you email me a PDF?", "Could I get a copy of my invoice? By
email is fine.", "I need a return label for the rug. Send it to my email please." It is the same request, told on:
read as a second ask of no known kind, two persons were asked for one PDF.

So such a sentence is `attached` to the request just before it (same paragraph, an ask of no known kind): it asks
for nothing its words name beyond the channel (email, post, a PDF, a link, a copy, a download) and what the request
before it already names. Near-misses stay asks of their own: another thing sent by the same channel ("Can you also
email me the invoice?"), a channel for something else ("Can you email me when the replacement ships?"), and one after
a claim of a known kind ("The lamp is broken. Can you email me a return label?": the claim's remedy, read there)."""

from __future__ import annotations

import re

from .reading import ReadSentence
from .pointed_ask import pointed_at
from .stems import content_stems

DELIVERY_MANNER_WHY = "only says how the ask just before it should reach the customer (by email, a PDF, a link): the same request"

# The channel and the form a thing is sent in.
_CHANNEL = re.compile(r"\b(?:e-?mail\w*|mail\w*|pdf|pdfs|link|links|attach\w*|download\w*|digital\w*|electronic\w*|scan\w*|copy|copies|file|files|"
                      r"text\w*|sms|whatsapp|post|posted|inbox|address|soft\s+copy|hard\s+copy|printed|print\w*|online|website|send|sent)\b", re.I)
# Words that tell a new thing or another time, not the manner: "also", "as well", "when", "once", "too".
_NEW_THING = re.compile(r"\b(?:also|as\s+well|too|another|other|else|when|once|whether|if|after|before|until|status|tracking|confirm\w*|"
                        r"receipt|invoice|label|refund\w*|replacement|voucher|code)\b", re.I)
# The channel words themselves, and the courtesy of asking, as stems content_stems keeps.
_MANNER_STEMS = frozenset({"pdf", "link", "attach", "attachment", "download", "digital", "electronic", "electronically", "scan", "copy", "copie",
                           "file", "text", "sms", "whatsapp", "post", "inbox", "address", "soft", "hard", "printed", "print", "online", "website",
                           "send", "sent", "mail", "email", "e-mail", "emailed", "version", "format", "instead", "preferably", "ideally",
                           "would", "work", "works", "easiest", "easier", "best", "better", "perfect", "ideal", "handy", "useful", "lovely",
                           "great", "fine", "either", "form", "via", "same"})


def _manner_only(text: str, asked: str) -> bool:
    """Whether `text` names nothing beyond the channel and what `asked` names, and names a channel."""
    if not _CHANNEL.search(text) or _NEW_THING.search(text):
        return False
    return not (content_stems(text) - _MANNER_STEMS - content_stems(asked))


def read_delivery_manner(read: list[ReadSentence]) -> None:
    """Attach to the ask of no known kind just before it each request of no known kind that only says how that ask should
    reach the customer (module doc)."""
    for i, s in enumerate(read):
        if i == 0 or s.role != "request" or s.kinds != ["other"] or s.forbids or not s.index:
            continue
        before = next((e for e in reversed(read[:i]) if e.role not in ("courtesy", "injected")), None)
        if before is None or before.paragraph != s.paragraph or before.role != "request" or before.kinds != ["other"] or not before.index:
            continue
        if _manner_only(s.text, before.text):
            s.role, s.kinds, s.spans, s.why = "attached", [], {}, DELIVERY_MANNER_WHY


def with_manner(reading, s: ReadSentence) -> str:
    """A request's words with the sentences after it that only say how it should reach the customer ("... they weren't
    in the box. Can you email me a PDF?"): what a person handed the request reads, the manner included."""
    after = [t.text for t in reading.sentences if t.index > s.index and t.role == "attached" and t.why == DELIVERY_MANNER_WHY
             and not any(s.index < r.index < t.index for r in reading.requests)]
    return " ".join([pointed_at(reading, s), *after])  # "Could you send it?" after the certificate told (pointed_ask.py)
