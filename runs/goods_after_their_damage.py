"""Goods named right after the damage word that tells them damaged, the damage word opening its clause: "Broken teapot
on my order, refund please.", "Cracked salad spinner, I'd like my money back.", "Smashed wine carafe in the box.",
"Dented saucepan - I'd like a refund.", "Hi, got a cracked and chipped teapot".

A blind round (goods-off-order, $92 paid in 5 tickets): the readers of the goods a claim names read them only before
their problem ("the teapot arrived broken": runs.goods_heads, runs.goods_told_damaged), so a terse claim opening with the
damage word named no goods at all, a damage "told of nothing named", the one line's; on orders of one line of other
goods (a tea towel, a garlic press, a corkscrew, a spice rack) that line was paid. Here the goods are the bare noun
group after the damage word (and any damage words joined to it: "cracked and chipped teapot"), when what stands before
the damage word in its clause is only a greeting or an opener, a verb of getting, a determiner or a count ("Hi, got a
smashed wine carafe", "my broken mug", "two cracked plates"); the group is cut at the first word that is no part of a
noun group (a preposition, a pronoun, a verb, a remedy: "on my order", "in the box", "refund please") and must end
there or at a stop, or it is not read; nor is a group whose head is what goods are made of ("Broken glass everywhere":
the line's own glass, as like as not). What the group's head is, goods or none ("Cracked one", "Damaged box", "Broken
lid": a count, the parcel, a part), the callers judge as they judge any goods named.

A terse-claims round ($207.36 in 8 tickets on one stoneware mug) wrote the goods in forms this did not read: after a
colon or a dash ("Smashed: wine carafe", "Cracked - saucer"), with a count after them ("Chipped plates x2 in my
delivery"), or named by a material with their kind before it ("Shattered wine glass in the box": a wine glass is goods,
"broken glass" alone is what the line is made of, as like as not; and a tin is goods). Those are read here too (the
parts among them, a saucer or a lid beside goods that have none, "teapot lid": runs/parts_sold_alone.py and
runs.goods_heads.part_of_named_goods).

Near-misses read as before: "Arrived broken, refund please" and "it's cracked" (the damage word tells the clause's
problem, nothing heads it), "Broken in transit", "Broken beyond repair", "Teapot broken" (the goods before it).
"""

from __future__ import annotations

import re

from .goods_phrases import only_a_material

# Words a damaged thing is called by, before its name (an adjective or a participle), slips included.
_DAMAGE_WORDS = (r"broken|broke|borken|brokn|brocken|cracked|craked|crackd|cracke|chipped|chiped|smashed|smahed|shattered|dented|bent|"
           r"torn|ripped|snapped|split|scratched|damaged|damged|dammaged|stained|faulty|defective|crushed|busted|bust|leaking|leaky|"
           r"scuffed|squashed|warped|burst|punctured|mouldy|moldy|rusty|rusted|frayed|battered|bashed|wrecked|ruined|mangled|"
           r"shredded|crumpled|buckled|cracked-up|smashed-up|beaten-up|banged-up")
_DAMAGE = rf"(?:{_DAMAGE_WORDS})"
# What may stand before the damage word in its clause: an opener, a verb of getting, a determiner or a count.
_LEAD = (r"(?:(?:hi|hiya|hello|hey|unfortunately|sadly|annoyingly|so|but|and|also|just|ugh|um|well|ok|okay|oh|right)\b[\s,!.:-]*)*"
         r"(?:(?:i|we)(?:'ve|\s+have|\s+just)?\s+)?(?:(?:got|get|received|receive|recieved|recived|recvd|have|had|opened|unpacked|found)\s+)?"
         r"(?:(?:a|an|the|teh|my|our|this|that|these|those|some|one|two|three|four|five|six|\d{1,2}|\d{1,2}\s?x|x\s?\d{1,2})\s+){0,2}")
# Words that are no part of a noun group after the damage word: where, when, who, what is done or asked.
_STOP = (r"(?:on|in|at|from|for|with|without|of|to|by|off|inside|during|beyond|after|before|upon|since|when|while|because|as|and|or|but|so|"
         r"then|than|like|via|through|into|out|up|down|over|under|again|already|today|yesterday|tonight|now|everywhere|here|there|"
         r"i|we|you|u|it|its|it's|they|he|she|me|us|them|my|our|your|ur|his|her|their|the|a|an|this|that|these|those|which|who|what|"
         r"is|was|are|were|be|been|has|have|had|arrived|came|come|got|get|turned|showed|looks?|looked|seems?|seemed|just|really|"
         r"still|even|too|also|both|all|need|needs|want|wants|would|could|can|will|should|must|may|might|please|pls|plz|pleas|"
         r"refund|refunded|replace|replacement|return|exchange|money|send|sent|thanks|thank|thx|ty|asap|though|tho|sadly|"
         r"unfortunately|x|xx|lol|help|order|ordered|bought|received|delivered|" + _DAMAGE_WORDS + r")")
_WORD = rf"(?!{_STOP}\b)[a-z][a-z-]*"
# The goods: one to four bare words, ending at a stop, a clause's end or a word that is no part of a noun group.
# (a count may follow the goods: "Chipped plates x2 in my delivery", "cracked bowls (x3)")
_COUNT_AFTER = r"(?:\s*\(?\s*(?:x\s?\d{1,2}|\d{1,2}\s?x)\b\)?)?"
_GROUP = (rf"(?P<group>(?:{_WORD}\s+){{0,3}}{_WORD}){_COUNT_AFTER}"
          rf"(?=\s*(?:[.,;:!?()\[\]\"“”/*~]|\s[-–—]+\s|-+\s|$)|\s+{_STOP}\b)")
_JOINED = rf"(?:\s*(?:,|&|\+|\band\b|\bn\b)?\s*{_DAMAGE}\b)*"
# Between the damage word and its goods: a space, or a colon or a dash ("Smashed: wine carafe", "Cracked - saucer", "BROKEN --
# teapot"): a terse claim's label and what it labels.
# (where or how many told before the colon: "Damaged in the box: wine carafe", "Smashed x2: wine glasses")
_TOLD_BEFORE_COLON = (r"(?:\s+(?:in|on|during)\s+(?:the\s+|my\s+)?(?:box|parcel|package|delivery|post|transit|arrival|shipping)"
                      r"|\s*\(?\s*(?:x\s?\d{1,2}|\d{1,2}\s?x)\b\)?)?")
_BETWEEN = (rf"(?:{_TOLD_BEFORE_COLON}\s*(?::|[-–—]+)\s*(?:(?:a|an|the|teh|my|our|some|one|two|three|four|five|six|\d{{1,2}}|\d{{1,2}}\s?x|x\s?\d{{1,2}})\s+){{0,2}}"
            r"|\s+)")
# The damage word opening a clause (runs.goods_heads reads every one in a text).
_OPENING = re.compile(rf"(?:^|(?<=[.!?;:,(\n])|(?<=\s[-–—])|(?<=\s-))\s*{_LEAD}{_DAMAGE}\b{_JOINED}{_BETWEEN}{_GROUP}", re.I)
# (the same after a damage word the screener read: the rest of its word, then the group)
_AFTER_SPAN = re.compile(rf"[\w'-]*{_JOINED}{_BETWEEN}{_GROUP}", re.I)
_LEAD_ONLY = re.compile(rf"\W*{_LEAD}$", re.I)


def goods_after_damage_words(text: str) -> list[tuple[int, str]]:
    """(where, the noun group) of each goods `text` names right after a damage word opening its clause (module doc)."""
    return [(m.start("group"), m.group("group")) for m in _OPENING.finditer(text) if not only_a_material(m.group("group"))]


def goods_after_the_damage(text: str, span: tuple[int, int], clause_before: str) -> str:
    """The noun group named right after the damage word the screener read at `span` of `text`, when that word opens its
    clause (`clause_before`: the clause's words before it) ("Broken teapot on my order": "teapot"); "" otherwise."""
    if not _LEAD_ONLY.match(clause_before):
        return ""
    m = _AFTER_SPAN.match(text, span[1])
    return m.group("group") if m and not only_a_material(m.group("group")) else ""
