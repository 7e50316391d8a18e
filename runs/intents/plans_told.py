"""The customer's own plans told beside an ask, as the reason it is pressing: "Sort it out please, we're away camping on
the 30th.", "Can you get it sorted, my daughter's wedding is on Saturday.", "please hurry, I fly out on Monday".

It tells when the customer needs the matter settled and asks the shop for nothing of its own. Read with its ask,
"Sort it out please, we're away camping on the 30th." went to a person as a request of kind `other` beside the claims
it pressed (held-back ver27a, V27-21): the plan's words named something new, so the bare "sort it out" was not read as
the claims' remedy. The sentence is read without the plan told (as runs/intents/pressure.py reads it without a
deadline): what it still asks is judged as ever, so "Please send a new one, we're away on the 30th" still asks a new
one, and "Can you collect it before the 30th? we're away after that" still asks a collection by a date (a person reads
it). A plan told alone ("We're away camping on the 30th.") was already a statement.

Only a clause set apart by a comma, a dash, a semicolon or "as" / "because" / "since", whose subject is the customer or
their people, telling a going, a stay or an occasion, with a time named ("on the 30th", "on Saturday", "next week")."""

from __future__ import annotations

import re

_WHEN = (r"(?:on\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
         r"the\s+\d{1,2}(?:st|nd|rd|th)|next\s+(?:week|month|weekend|mon|tues|wednes|thurs|fri|satur|sun)\w*|this\s+(?:weekend|week|friday|saturday|sunday)|"
         r"tomorrow|in\s+(?:a|one|two|three|four|five|\d+)\s+(?:days?|weeks?)|soon|shortly|on\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\s+\d{1,2})")
# who: the customer or their people ("we're", "I'm", "my husband is", "the kids are")
_WHO = (r"(?:i(?:'m|’m|\s+am)?|we(?:'re|’re|\s+are)?|im|were|(?:my|our)\s+[a-z]+(?:'s|’s|\s+is|\s+are)?|(?:the\s+)?(?:kids|family|children)(?:'re|\s+are)?)")
# what they do: a going or a stay away ("away camping", "off to Spain", "fly out", "move house", "leave for")
_GOING = (r"(?:(?:going\s+)?away|off(?:\s+to)?|going|leaving|leave|flying|fly(?:\s+out)?|travell?ing|moving(?:\s+house)?|move(?:\s+house)?|"
          r"on\s+holiday|on\s+vacation|camping|heading|emigrating|relocating|abroad|back\s+at\s+work|in\s+hospital)")
# an occasion of theirs: "my daughter's wedding is on Saturday", "the party is next week", "it's her birthday on the 3rd"
_OCCASION = (r"(?:(?:my|our|the|her|his|their)\s+(?:[a-z]+(?:'s|’s|s)?\s+)?(?:wedding|party|birthday|anniversary|trip|holiday|flight|move|christening|"
             r"event|camping\s+trip|do)|it(?:'s|’s|s|\s+is)\s+(?:(?:my|our|her|his|their)\s+(?:[a-z]+(?:'s|’s|s)?\s+)?)?(?:wedding|birthday|party|anniversary))")
_PLAN = re.compile(
    rf"(?:\s*[,;:]\s*|\s+[-–—]\s*|\s+(?:as|because|since|cos|coz)\s+)(?:(?:and|but|as|because|since)\s+)?"
    rf"(?:{_WHO}\s+(?:\w+\s+){{0,2}}?{_GOING}\b[^.!?;,]{{0,40}}?\b{_WHEN}\b|{_OCCASION}\b[^.!?;,]{{0,25}}?\b{_WHEN}\b)[^.!?;,]{{0,30}}?(?=[.!?]*\s*$)",
    re.I)


def without_plans_told(text: str) -> str:
    """The sentence with a closing clause telling the customer's plans, with a time, taken out ("Sort it out please,
    we're away camping on the 30th." is "Sort it out please."); else the sentence as it is."""
    out = _PLAN.sub("", text)
    return out if out != text and re.search(r"\w", out) else text
