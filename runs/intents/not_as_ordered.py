"""What came told with the goods ordered set against it by "not": "it's a UK plug, not a US one like I ordered",
"the duvet is a double, not a king as ordered", "size 9 not a size 10 which is what I paid for".

The wrong-item words the screener and the guard both read ("not the one I ordered", "not what I ordered") took
"not the" and "not what" only; with "not a ... like I ordered" the sentence said nothing to either, and a charger
with the wrong plug was read as a wrong item by a narrower cue while the guard found no word of other goods, so
the customer's plain claim went to a person with the reason "not in the ticket". The "not" of "isn't", "aren't", "wasn't",
"weren't" reads the same ("These aren't the boots I ordered").

Not a mismatch: a day or a time set against another ("came on Friday, not the Monday I ordered it for"),
a figure of speech ("not a fan of the one I picked", "not a scratch on it, like I hoped"), a wish or a habit
("not a colour I'd have picked", "not the kind I'd normally buy"), or a doubt ("not sure which one I ordered": no
goods follow the "not"). The screener reads it among its wrong-item cues (runs/intents/cues.py), the guard in
runs/other_goods_told.py.
"""

from __future__ import annotations

import re

# A day, a time or an occasion, not goods: "not the Monday", "not a week later", "not the first time".
_WHEN = (r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|yesterday|morning|afternoon|evening|night|week|weekend|month|"
         r"date|day|time|first|second|last|same|next|\d{1,2}(?:st|nd|rd|th)|standard|express|next[- ]day)\b")
# Words after "not a" that make a figure of speech or a judgment, never goods.
_IDIOM = (r"(?:fan|problem|big\s+deal|bit|scratch|mark|dent|chip|crack|single|clue|chance|surprise|complaint|lot|huge|great|good|bad|"
          r"patch|hope|hint|sign|trace|thing\s+wrong|best|worst|cheapest|nicest|only|kind|sort|type\s+of\s+thing)\b")
# ("These aren't the boots I ordered": the "not" of a contraction is the same "not"; read from the contraction, nothing
# before the cue counts it as a negation that unsays it)
_NOT = r"(?:\bnot|\b(?:is|are|was|were)n['’]?t)\s+(?:(?:even|quite|exactly|actually)\s+)?"
_GOODS = rf"(?:a|an|the|one|some|any|size|\d[\w.,/-]*)\s+(?!{_WHEN})(?!{_IDIOM})"
# What was ordered, told after the goods set aside: "like I ordered", "as ordered", "which is what I paid for", "I picked".
_ORDERED = (r"(?:(?:like|as|that|which|which\s+is\s+what|that'?s\s+what|what)\s+)?"
            r"(?:(?:i|we)(?:\s+had|'d(?!\s+(?:have|normally|usually|ever|never|like|prefer|rather))|’d(?!\s+(?:have|normally|usually|ever)))?\s+"
            r"(?:(?:actually|definitely|originally|specifically|clearly|explicitly|very\s+clearly)\s+)?"
            r"(?:ordered|order|asked\s+for|paid\s+for|bought|chose|picked|selected|wanted|went\s+for|clicked(?:\s+on)?)"
            r"|(?:was\s+|were\s+)?ordered|(?:as\s+)?(?:per|on|in)\s+(?:my|the|our)\s+order)\b")
# (the words after the thing ordered say it was not goods: "like I ordered it for", "I ordered it on")
NOT_AS_ORDERED = re.compile(rf"{_NOT}{_GOODS}(?:[^.!?;:]|\.\d){{0,40}}?(?<![\w'’]){_ORDERED}(?!\s+(?:it|them)\s+(?:for|on|by|in)\b)", re.I)


def not_as_ordered(text: str) -> bool:
    """Whether a sentence sets the goods ordered against what came with "not ... as I ordered"."""
    return bool(NOT_AS_ORDERED.search(text))
