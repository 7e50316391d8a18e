"""Damage that came through weeks of use, told by the use first and the damage after it: "I have used the frying pan
every single day since it came three weeks ago and now the non-stick coating is peeling", "been cooking in the wok
daily for a month and the handle's come loose now". The goods came fine and wore in use: no damage on arrival
(POL-DMG-002), a fault question a person answers (runs/intents/doubt.py fault_after_use).

Not this: damage seen at once however the goods were used after ("the coating was peeling when it came, I've used
it every day since anyway" is read by doubt.py's from-the-first words), and a use told with no damage after it.
"""

from __future__ import annotations

import re

from ..used_goods import used_at

# Use told with how long or how often: "every single day since it came", "daily for a month", "loads since it arrived".
_USE_SPELL = re.compile(
    r"\b(?:used|using|worn|wore|wearing|cooked\s+(?:with|in|on)|cooking\s+(?:with|in|on)|washed|washing|run|running)\b[^.!?;]{0,40}?"
    r"\b(?:every\s+(?:single\s+)?(?:day|night|morning|evening|week)|daily|nightly|loads|lots|constantly|regularly|non-?stop|all\s+the\s+time|"
    r"most\s+days|(?:since|for)\s+(?:it|they)\s+(?:came|arrived)|for\s+(?:a|an|one|two|three|four|five|six|several|a\s+few|a\s+couple\s+of|\d+)\s+"
    r"(?:days?|weeks?|months?|fortnights?))\b"
    r"|\b(?:after|with)\s+(?:\w+\s+){0,2}?(?:weeks?|months?|fortnight)\s+of\s+(?:daily\s+|regular\s+|heavy\s+|normal\s+)?(?:\w+ing|use|wear)\b", re.I)
# The damage that followed: "and now the coating is peeling", "now it's cracked", "since then the handle has come loose".
_THEN_DAMAGE = re.compile(r"\b(?:and\s+)?(?:now|since\s+then|lately|these\s+days|over\s+time|gradually|then|recently|this\s+week|by\s+now)\b"
                          r"|\b(?:has|have|'s|’s)\s+(?:now\s+)?(?:started|begun|come|gone|worn|cracked|split|snapped|peeled|flaked|broken)\b", re.I)

# A spell of working use told without a use verb: "worked perfectly for the first three weeks but", "it lasted two weeks
# before", "was fine for a month until", "since last week it has started to". The goods came working and the damage
# came after that spell, so the end of these words is where the damage after it is read from.
_N = r"(?:a|an|one|two|three|four|five|six|seven|eight|several|a\s+few|a\s+couple\s+of|couple\s+of|few|\d+)"
_WORKING_SPELL = re.compile(
    r"(?:(?:\b(?:worked|working|works|ran|run|lasted)|\b(?:was|were|been)\s+(?:absolutely\s+|really\s+|perfectly\s+|just\s+)?"
    r"(?:fine|ok|okay|great|good|perfect|brilliant|lovely|grand|alright|all\s+right|spot\s+on))\s+(?:\w+\s+){0,2}?"
    r"(?:for|about|over|nearly|almost)|\b(?:lasted|survived)(?:\s+(?:just|only|about|nearly|almost))?)\s+(?:the\s+)?(?:first\s+)?(?:about\s+)?" + _N + r"\s+(?:days?|weeks?|months?|fortnights?)\b"
    r"[^.!?;]{0,30}?\b(?:but|before|until|till|til|then|and\s+then|when|and\s+now|now)\b"
    r"|\bsince\s+(?:last\s+(?:week|month)|a\s+(?:few\s+)?(?:days?|weeks?)\s+ago)\b[^.!?;]{0,20}?\b(?:has|have|'s|’s)\s+(?:started|begun)\b", re.I)
# Only a short time working: "worked for two minutes then died" is dead on arrival, not wear (POL-DMG policy reads it so).
_SHORT_SPELL = re.compile(r"\b(?:seconds?|minutes?|hours?|mins?|hrs?)\b", re.I)

_DENIED = re.compile(r"\b(?:not|never|barely|hardly)\b|n['’]t\b", re.I)


def worn_through_use(text: str) -> bool:
    """Whether `text` tells the goods used for a spell and a problem that showed after it."""
    spells = [m.end() for m in _USE_SPELL.finditer(text) if not _DENIED.search(text, max(0, m.start() - 20), m.start())]
    spells += [end for end, _ in used_at(text)]
    worked = [m for m in _WORKING_SPELL.finditer(text) if not _DENIED.search(text, max(0, m.start() - 20), m.start())]
    if any(not _SHORT_SPELL.search(m.group(0)) for m in worked):
        return True
    return any(_THEN_DAMAGE.search(text, end) for end in spells)
