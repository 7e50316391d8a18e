"""What the customer tells of themselves as the writer: "I am eighty-one years of age and not very good with computers,
so my grandson is typing this for me."

It tells who writes and why the note reads as it does, and asks nothing: read as a problem of no kind, it became an
`other` subtask for a person and the reply quoted it back as "your request" (ver28c V28C-03). Blanked before a sentence
is read as telling a problem, like the apology for the writing (asks.without_writing_apology); anything else the sentence
tells ("..., and the clock came smashed") is still read. Not this reading: trouble with the shop's own site or app
("your website won't let me log in", "I'm not good with your app, it keeps crashing"): that is a problem a person may fix.
"""

from __future__ import annotations

import re

# Age told: "I am eighty-one years of age", "I'm 84", "at my age", "being an old lady", "I'm a pensioner".
_AGE = (r"\b(?:i\s+am|i'?m|im|being)\s+(?:(?:now|nearly|almost|over|an?)\s+)*(?:\d{2,3}|[a-z]+ty(?:-[a-z]+)?)(?:\s+years?(?:\s+(?:of\s+age|old))?)?\b"
        r"|\bat\s+my\s+(?:age|time\s+of\s+life)\b|\b(?:i\s+am|i'?m|im|being)\s+(?:an?\s+)?(?:old|elderly|older)\s+(?:lady|man|woman|gentleman|person|chap)\b"
        r"|\b(?:i\s+am|i'?m|im)\s+(?:an?\s+)?(?:pensioner|oap|retiree)\b")
# Not at ease with computers: "not very good with computers", "hopeless with technology", "I don't do email".
_NOT_AT_EASE = (r"\b(?:not\s+(?:very\s+|terribly\s+|too\s+|so\s+|that\s+)?(?:good|great|clever|confident|handy|used)|no\s+good|hopeless|useless|rubbish|bad|"
                r"not\s+at\s+home)\s+(?:with|at|on)\s+(?:computers?|technology|tech|the\s+internet|e-?mails?|these\s+things|gadgets|typing|modern\s+things)\b"
                r"|\b(?:don'?t|do\s+not|dont|can'?t|cannot)\s+(?:really\s+)?(?:do|use|manage|understand|work)\s+(?:computers?|e-?mails?|the\s+internet|technology)\b")
# Someone else writing: "my grandson is typing this for me", "my daughter is writing on my behalf", "I've asked my neighbour to send this".
_WRITTEN_FOR = (r"\b(?:my|our)\s+(?:grand)?(?:son|daughter|child|kids?|nephew|niece|neighbou?r|friend|carer|husband|wife|partner|grandchild)\s+"
                r"(?:is|has\s+been|kindly)?\s*(?:typing|writing|sending|doing)\s+(?:this|it|the\s+e-?mail|this\s+e-?mail)(?:\s+(?:for\s+me|on\s+my\s+behalf))?"
                r"|\b(?:typed|written|sent)\s+(?:for\s+me\s+)?by\s+my\s+\w+\b|\b(?:i(?:'ve|\s+have)\s+)?asked\s+my\s+\w+\s+to\s+(?:type|write|send)\s+(?:this|it)\b")
_WRITER = re.compile(rf"(?:{_AGE}|{_NOT_AT_EASE}|{_WRITTEN_FOR})", re.I)
# The shop's own site or app: a trouble a person may fix.
_SHOPS_OWN = re.compile(r"\b(?:your|the)\s+(?:web\s*site|site|app|portal|online\s+form|login|checkout|account)\b", re.I)


def without_writer_told(text: str) -> str:
    """`text` with what the customer tells of themselves as the writer blanked, unless it names the shop's own site or app."""
    if _SHOPS_OWN.search(text):
        return text
    return _WRITER.sub(lambda m: " " * len(m.group(0)), text)
