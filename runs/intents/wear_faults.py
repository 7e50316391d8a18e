"""Damage that came through weeks of use, told by the use first and the damage after it: "I have used the frying pan
every single day since it came three weeks ago and now the non-stick coating is peeling", "been cooking in the wok
daily for a month and the handle's come loose now". The goods came fine and wore in use: no damage on arrival
(POL-DMG-002), a fault question a person answers (runs/intents/doubt.py fault_after_use).

Not this: damage seen at once however the goods were used after ("the coating was peeling when it came, I've used
it every day since anyway" is read by doubt.py's from-the-first words), and a use told with no damage after it.
"""

from __future__ import annotations

import re

from ..read_once_per_text import immutable_once_per_text
from ..used_goods import spells_of_use, used_at
from .cues import tells_damage
from .fresh_unwrapped import fresh_from_wrapping  # "finally took it out of the tissue paper": found on arrival, not worn
from .persons_own_work import persons_own_work  # "I've been away working for a week": the customer's absence, not the goods working

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
    r"(?:for|about|over|nearly|almost)|\b(?:lasted|survived)(?:\s+(?:just|only|about|nearly|almost))?)\s+(?:the\s+)?(?:first\s+)?"
    r"(?:(?:about|around|roughly|approximately|approx\.?|nearly|almost|over|some|maybe|like|just\s+over|just\s+under)\s+)?" + _N +
    r"\s+(?:days?|weeks?|months?|fortnights?)\b"
    # ...then the fault, told by when it showed: "was working good for around six weeks, every day, and this morning it does
    # not switch on anymore"
    r"[^.!?;]{0,40}?\b(?:but|before|until|till|til|then|and\s+then|when|and\s+now|now|(?:and\s+)?(?:this|yesterday|last)\s+"
    r"(?:morning|afternoon|evening|night|week)|(?:and\s+)?(?:today|yesterday|tonight|suddenly|all\s+of\s+a\s+sudden|out\s+of\s+nowhere))\b"
    r"|\bsince\s+(?:last\s+(?:week|month)|a\s+(?:few\s+)?(?:days?|weeks?)\s+ago)\b[^.!?;]{0,20}?\b(?:has|have|'s|’s)\s+(?:started|begun)\b", re.I)
# Only a short time working: "worked for two minutes then died" is dead on arrival, not wear (POL-DMG policy reads it so).
_SHORT_SPELL = re.compile(r"\b(?:seconds?|minutes?|hours?|mins?|hrs?)\b", re.I)

_DENIED = re.compile(r"\b(?:not|never|barely|hardly)\b|n['’]t\b", re.I)


# Wear the goods show in use, in words the damage cues may not know: "the heel is coming off", "the coating is peeling",
# "the cushion has gone flat", "it's gone wobbly", "a hole in the toe".
_WEAR_FAULT = re.compile(r"\b(?:coming|came|come)\s+(?:off|away|apart|loose|unstuck|unglued|undone)\b|\bpeel(?:s|ed|ing)?\b|\bflak(?:es|ed|ing)\b"
                         r"|\b(?:gone|going|went|is|are|got|getting)\s+(?:all\s+)?(?:flat|wobbly|loose|baggy|saggy|bald|thin|threadbare|see-?through|rusty|dull|blunt)\b"
                         r"|\b(?:shrunk|shrank|sagg(?:ed|ing)|wobbl(?:es|y|ing)|fad(?:ed|ing)|rust(?:ed|ing|y)|leak(?:s|ed|ing)|split|ripped|torn|tore|"
                         r"snapped|cracked|broke|broken|bust|collapsed|buckled|gave\s+way|holes?|worn\s+(?:through|out|thin|away|down))\b"
                         r"|\bkeeps?\s+(?:on\s+)?(?:snapping|breaking|coming\s+(?:off|apart|loose|undone)|falling\s+(?:off|apart)|slipping|leaking|ripping|"
                         r"tearing|cracking|splitting|jamming|sticking|cutting\s+out|switching\s+off|going\s+flat|deflating)\b", re.I)
# ...and damage there when the goods came, however they were used after: "it arrived cracked and I've used it daily anyway".
_CAME_SO = re.compile(r"(?<!since\s)(?<!since\sit\s)(?<!since\sthey\s)\b(?:arrived|came|turned\s+up|got\s+here|was\s+delivered|were\s+delivered|"
                      r"delivered)\s+(?:already\s+|like\s+that|with\b|in\s+(?:bits|pieces)|(?:\w+\s+)?(?:damaged|broken|cracked|split|torn|ripped|"
                      r"dented|chipped|scratched|smashed|faulty|snapped|bent|crushed|marked|stained))|\bon\s+arrival\b|\bwhen\s+(?:i|we)\s+"
                      r"(?:opened|unpacked|unboxed|took\s+(?:it|them)\s+out)|(?<!since\s)\b(?:when|as\s+soon\s+as|the\s+day)\s+(?:it|they|the\s+[\w-]+)\s+"
                      r"(?:came|arrived|was\s+delivered|were\s+delivered|turned\s+up|got\s+here)|\bout\s+of\s+the\s+box\b|\bfrom\s+(?:the\s+(?:start|"
                      r"first|outset|get-?go)|day\s+one)\b"
                      # damage done on the way, told by where: "the shade was squashed flat in the box", "smashed in the post"
                      r"|\b(?:damaged|broken|cracked|split|torn|ripped|dented|chipped|scratched|smashed|snapped|bent|crushed|squashed|squished|"
                      r"flattened|caved\s+in|shattered)\s+(?:\w+\s+)?(?:in|during)\s+(?:the\s+|its\s+)?(?:box|parcel|package|packaging|post|mail|transit|"
                      r"delivery|shipping|van)\b", re.I)


def working_spell(text: str) -> str:
    """The words telling the goods worked for a spell before a fault ("worked fine for about six weeks but", "was working
    good for around six weeks, every day, and this morning"), or "": not a spell of seconds or minutes (dead on
    arrival), nor one denied ("never worked for more than a day")."""
    worked = [m for m in _WORKING_SPELL.finditer(text) if not _DENIED.search(text, max(0, m.start() - 20), m.start())
              and not persons_own_work(text, m.start())]
    return next((m.group(0) for m in worked if not _SHORT_SPELL.search(m.group(0))), "")


@immutable_once_per_text
def wear_told(text: str) -> str:
    """The words in which `text` tells the goods used for a spell ("bouncing on the trampoline every day since it came",
    "worn these boots every single day for three weeks", "used the pan maybe five or six times") beside a fault of
    theirs, or worked for a spell before one ("was working good for around six weeks ... and this morning it does not
    switch on"), or "": a use once or on the first go is not wear ("used it once and it caught fire"), nor damage told
    as there when the goods came. The one reading of wear the screener and the guard share (runs.worn_goods)."""
    spells = [u for u in spells_of_use(text) if _goods_in_use(text, u.end, u.words)]
    if not spells and not _CAME_SO.search(text) and (worked := working_spell(text)):
        return worked
    if not spells or _CAME_SO.search(text):
        return ""
    if tells_damage(text) or _WEAR_FAULT.search(text) or any(_then_damage_after(text, u.end, spells) for u in spells):
        return spells[0].words
    return ""


def _then_damage_after(text: str, end: int, spells) -> bool:
    """Whether words of damage following a use come after `end`, not counting the words of a spell of use itself: in
    "the boots have been worn in at home for a week now and fit great", the "now" closes the spell ("for a week now"),
    it tells no fault that came after (the boots sentence was read as wear, and the scarf's hole after it with it)."""
    m = _THEN_DAMAGE.search(text, end)
    while m and (any(u.end - len(u.words) <= m.start() < u.end for u in spells) or _SPELL_NOW.search(text, 0, m.end())):
        m = _THEN_DAMAGE.search(text, m.end())
    return bool(m)


# ...and a "now" closing a duration however the spell was read: "worn for a few weeks now"
_SPELL_NOW = re.compile(r"\b(?:days?|weeks?|months?|fortnights?|years?|ages)\s+now$", re.I)


def worn_through_use(text: str) -> bool:
    """Whether `text` tells the goods used for a spell and a problem that showed after it."""
    spells = [m.end() for m in _USE_SPELL.finditer(text) if not _DENIED.search(text, max(0, m.start() - 20), m.start())
              and not persons_own_work(text, m.start())]
    spells += [end for end, words in used_at(text) if _goods_in_use(text, end, words)]
    if working_spell(text):
        return True
    return any(_THEN_DAMAGE.search(text, end) for end in spells) or bool(wear_told(text))


def _goods_in_use(text: str, end: int, words: str) -> bool:
    """Whether the use told in `words` (ending at `end`) is of the goods, not the customer's own work ("been away working
    on the rigs for three weeks": persons_own_work.py)."""
    start = text.rfind(words, 0, end)
    return start < 0 or not persons_own_work(text, start)


def wear_in(texts: list[str]) -> list[tuple[str, str]]:
    """(the sentence, the use words) for each sentence of `texts` (in the ticket's order) telling wear: the use for a
    spell and the fault in it, or the use told in it and the fault in the sentence just after ("We've cooked in the wok
    every day for a month. Now the handle is wobbly.")."""
    out = []
    for i, text in enumerate(texts):
        if words := wear_told(text):
            out.append((text, words))
        elif i + 1 < len(texts) and (words := wear_told(f"{text} {texts[i + 1]}")) and spells_of_use(text) \
                and not wear_told(texts[i + 1]) and not fresh_from_wrapping(texts[i + 1]):
            out.append((f"{text} {texts[i + 1]}", words))
    return out
