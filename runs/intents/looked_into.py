"""An ask only that the matter be looked into: "I would be grateful if you could investigate.", "Please investigate.",
"pls investigate asap", "Would you mind investigating what happened?", "I'd appreciate an investigation". Beside a claim
it names nothing of its own and is that claim's ask (runs/intents/unread.py reads it as a bare ask: the claim's subtask
answers it); alone, a person reads it. Read as a request of no kind, it made a second person beside a lost parcel.

The words of asking a look into the matter are read here alone (`asks_looked_into`), for this reading and for the lost
parcel's remedy asked in words of its own (runs/intents/loss_remedy_asks.py: "investigate and either locate the goods or
refund them").

What it does not cover: an investigation of something named ("please investigate why I was charged twice", "look into
the courier who threw it over the fence", "investigate my account for fraud"): those name their own matter."""

from __future__ import annotations

import re

from .stems import content_stems

_VERB = (r"(?:investigat\w*|look(?:ing)?\s+in(?:to|\s+to)|check(?:ing)?\s+(?:in)?to|check(?:ing)?\s+(?:on|up\s+on)|chas(?:e|ing)\s+(?:it|this|that|the\s+matter)\s+up"
         r"|chas(?:e|ing)\s+up|follow(?:ing)?\s+(?:it|this|that)?\s*up|find(?:ing)?\s+out|trac(?:e|ing)|(?:open|opening|start|starting|raise|raising)\s+(?:an?\s+)?"
         r"(?:investigation|enquiry|inquiry|query)|(?:an?\s+)?(?:investigation|enquiry|inquiry))")
_LOOKING_INTO = re.compile(rf"\b{_VERB}", re.I)
# ...the same asked in a word alone, stemmed as runs/intents/stems.py stems it: "please chase the courier", "trace the parcel".
LOOKING_INTO_STEMS = frozenset({"investigate", "investigation", "trace", "chase"})
# What may be looked into without naming anything new: the matter, what happened, where it is.
_MATTER = (r"(?:it|this|that|the\s+(?:matter|issue|problem|case|situation)|this\s+(?:matter|issue|problem|case)|(?:for|into)\s+(?:me|us)"
           r"|what(?:'s|\s+has|\s+is)?\s+(?:happened|going\s+on|went\s+wrong)(?:\s+(?:to|with)\s+(?:it|them))?|where\s+(?:it|they)\s+(?:is|are|went|has\s+got\s+to)"
           r"|further|properly|please|pls|asap|urgently|for\s+me|for\s+us|and\s+(?:let\s+me\s+know|get\s+back\s+to\s+me|reply|come\s+back\s+to\s+me)"
           r"|at\s+your\s+(?:earliest\s+)?convenience|when(?:ever)?\s+you\s+(?:can|get\s+a\s+(?:chance|moment))|as\s+soon\s+as\s+(?:possible|you\s+can)|thanks?|thank\s+you)")
_KIND = (r"(?:(?:please|pls|plz|kindly)\s+|(?:can|could|would|will)\s+(?:you|u|someone|somebody)\s+(?:please\s+|kindly\s+)?(?:mind\s+)?"
         r"|(?:i|we)(?:'d|’d|\s+would|\s+should)\s+(?:be\s+(?:very\s+|most\s+|so\s+|really\s+)?(?:grateful|glad|thankful|obliged|pleased|happy)\s+if\s+"
         r"(?:you|u|someone|somebody)\s+(?:could|would|can|might)\s+(?:please\s+|kindly\s+)?|(?:really\s+)?(?:appreciate|like|love)\s+(?:it\s+if\s+(?:you|someone)\s+(?:could|would)\s+)?"
         r"(?:(?:you|someone)\s+to\s+)?)|(?:i|we)\s+(?:want|need|ask|request)\s+(?:you\s+to\s+)?|(?:i|we)\s+(?:would\s+)?(?:ask|request)\s+that\s+you\s+)")
_ONLY_LOOKED_INTO = re.compile(
    rf"^\W*(?:(?:so|and|then|also|ok|okay)\W+)?(?:{_KIND})*(?:please\s+)?{_VERB}(?:\s+(?:{_MATTER}))*(?:\s*,?\s*(?:please|pls|thanks|thank\s+you))?\s*[.!?]*\s*$",
    re.I)


def only_looked_into(text: str) -> bool:
    """Whether a sentence asks only that the matter be looked into, naming nothing of its own."""
    return bool(_ONLY_LOOKED_INTO.match(text))


def asks_looked_into(text: str) -> bool:
    """Whether a sentence asks that something be looked into ("investigate", "look into it", "trace the parcel", "chase
    the courier"), whatever else it names."""
    return bool(_LOOKING_INTO.search(text) or content_stems(text) & LOOKING_INTO_STEMS)
