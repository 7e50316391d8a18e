"""The customer's own work told as why the goods sat unopened: "I've been away working for a week and only just unpacked
the box today: the round mirror is cracked", "my husband has been working offshore for a fortnight", "been working nights
for two weeks so I only just opened it". The time is the customer's absence, never a spell the goods worked before a
fault: P36-01 read "working for a week ... today" as goods that worked a week and then broke (a fault after use a person
answers), and $73.44 the record owed for a mirror found cracked on unpacking was held with the whole ticket.

A person's work is told by its subject (I, we, he, she, my husband ...) with nothing but helping words between it and
the verb, or by what follows the verb (away, abroad, offshore, nights, from home, on site ...) when no goods are its
subject. Not this: goods that worked ("it worked fine for a week", "the kettle has been working away for a month"),
a subject-less spell ("worked fine for two weeks, then died"), and a person working the goods ("I've been running it
every day for a week").
"""

from __future__ import annotations

import re

_PERSON = (r"(?:i|we|he|she|(?:my|our)\s+(?:husband|wife|partner|hubby|other\s+half|son|daughter|boyfriend|girlfriend|fianc[eé]e?|"
           r"dad|mum|mom|mother|father|flatmate|housemate|roommate)|me\s+and\s+(?:my\s+)?\w+|(?:my|our)\s+\w+\s+and\s+(?:i|me))")
# helping words between the subject and the verb: "I've been away", "we were both", "she has just been"
_HELPING = r"(?:['’](?:ve|d|m|s|re)|\s+(?:have|has|had|was|were|am|is|are|been|also|just|only|both|all|mostly|basically|literally|away|abroad|offshore|overseas|off|out))"
_PERSON_BEFORE = re.compile(rf"\b{_PERSON}{_HELPING}*\s*$", re.I)
# "Been away working", "away working": the absence told before the verb
_AWAY_BEFORE = re.compile(r"\b(?:away|abroad|offshore|overseas)\s+$", re.I)
_GOODS_BEFORE = re.compile(rf"\b(?:it|they|this|these|that|those|mine|one|the\s+[\w-]+){_HELPING}*\s*$", re.I)
# what only a person's work is: "working away", "worked offshore", "working nights", "working from home"
_WORK_AFTER = re.compile(r"(?:worked|working|work)\s+(?:away|abroad|offshore|overseas|nights|lates|earlies|shifts|double\s+shifts|overtime|"
                         r"long\s+hours|from\s+home|on\s+(?:site|the\s+road|the\s+rigs?|location)|out\s+of\s+town|in\s+(?:another|a\s+different)\s+\w+)\b", re.I)
# the verbs of a person's work ("working", "worked", "ran"): any other verb of use ("cooked in the wok") tells the goods used
_WORK_VERB = re.compile(r"(?:work|works|worked|working|run|ran|running)\b", re.I)
# a person working or running the goods: "I've been running it daily", "we've been working the mixer hard"
_GOODS_OBJECT = re.compile(r"\w+\s+(?:it|them|this|these|that|those|the|my|our|his|her)\b", re.I)


def persons_own_work(text: str, start: int) -> bool:
    """Whether the verb of work or running at `start` in `text` ("working for a week ...") tells the customer's (or their
    household's) own work or absence, not goods that worked for a spell."""
    before, at = text[max(0, start - 80):start], text[start:start + 60]
    if not _WORK_VERB.match(at) or _GOODS_OBJECT.match(at):
        return False
    if _PERSON_BEFORE.search(before):
        return True
    return bool((_AWAY_BEFORE.search(before) or _WORK_AFTER.match(at)) and not _GOODS_BEFORE.search(before))
