"""A wish to buy more, told after a question about the goods: "could you let me know whether the large frame comes in
walnut? I'd like two more for the hallway.", "Do you still stock the blue mugs? We want another four.", "is the rug
made in a bigger size? would love one for the lounge". It tells what the question is for; the person who answers the
question answers it too. Read as a request of its own, it sent a second person to a customer with one question.

The goods may be named ("I want to order the matching mugs" after "is the WELCOME15 code still valid?", blind round
ver25a, VER25A-13): the wish tells what the question is for. Alone, or after no question, a wish to buy stays a request
of kind `other` (docs/evals.md): a person, or the reply, answers a sales ask, and it is never dropped.

A wish with a remedy in it ("I'd like two more sent as replacements"), or after no question of its paragraph, is still
read as a request."""

from __future__ import annotations

import re

from .reading import ReadSentence

PURCHASE_WISH_WHY = "tells why the customer asks the question before it (more of the goods wanted): the question's answer answers it"

_WISH = re.compile(
    r"^\W*(?:(?:and|so|as|because|cos|since|if\s+so|ideally|then)[\s,]+)*(?:(?:i|we)(?:'d|’d|\s+would|\s+will|'ll|\s+want|\s+wanna|'m|’m|\s+am|'re|’re|\s+are)?|would|'d)\s*"
    r"(?:really\s+|quite\s+|so\s+|also\s+)?(?:like|love|want|need|hoping|planning|hope|plan|keen|thinking|after|looking)?\s*(?:to\s+|of\s+|on\s+)?"
    r"(?:order(?:ing)?|buy(?:ing)?|get(?:ting)?|grab(?:bing)?|pick(?:ing)?\s+up|purchas(?:e|ing)|add(?:ing)?)?\s*"
    r"(?:(?:one|two|three|four|five|six|a\s+couple|a\s+few|a\s+pair|a\s+set|some|\d+)\s+)?(?:more|another|others|extra|one|a\s+couple|a\s+few|a\s+pair|a\s+set)\b(?:\s+(?:one|two|three|four|five|six|\d+))?"
    r"(?:\s+(?:of\s+)?(?:them|these|those|it|the\s+[\w-]+))?(?:\s+(?:for|in|to\s+go|as)\s+[^.!?]{1,50})?[.!]*\s*$", re.I)
# The goods to buy named ("I want to order the matching mugs", "we'd love to get the same lamp in green", "planning to buy
# the cushions too"): a wish to order, its object goods, nothing else after them but what they are for.
_WISH_NAMED = re.compile(
    r"^\W*(?:(?:and|so|as|because|cos|since|if\s+so|ideally|then|also)[\s,]+)*(?:i|we)(?:'d|’d|\s+would|'m|’m|\s+am|'re|’re|\s+are)?\s+"
    r"(?:really\s+|also\s+|just\s+)?(?:like|love|want|wanna|need|hope|hoping|plan|planning|mean|meaning|intend|intending|keen)\s+(?:to\s+|on\s+)?"
    r"(?:order|buy|get|purchase|pick\s+up|treat\s+(?:my|our)\w*\s+to)\s+"
    r"(?:the|some|a|an|a\s+few|a\s+couple\s+of|a\s+set\s+of|a\s+pair\s+of|two|three|four|five|six|\d+)\s+(?:[\w-]+\s+){0,3}?[\w-]+"
    r"(?:\s+(?:too|as\s+well|also))?(?:\s+(?:for|in|to\s+go|as|with|while)\s+[^.!?]{1,50})?[.!]*\s*$", re.I)
_REMEDY = re.compile(r"\b(?:refund\w*|replac\w*|return\w*|exchang\w*|swap\w*|send|sent|back|broken|damaged|cracked|missing|instead)\b", re.I)


def purchase_wish(text: str) -> bool:
    """Whether a sentence only wishes to buy more of goods ("I'd like two more for the hallway")."""
    return bool(_WISH.match(text) or _WISH_NAMED.match(text)) and not _REMEDY.search(text)


def read_purchase_wishes(read: list[ReadSentence]) -> None:
    """A purchase wish right after a question of no known kind in its paragraph: context of that question."""
    for i, s in enumerate(read):
        if s.role != "request" or s.kinds != ["other"] or not purchase_wish(s.text):
            continue
        before = next((e for e in reversed(read[:i]) if e.role not in ("courtesy", "injected")), None)
        if before is not None and before.paragraph == s.paragraph and before.role == "request" and "other" in before.kinds \
                and before.text.rstrip().endswith("?"):
            s.role, s.kinds, s.why = "context", [], PURCHASE_WISH_WHY
