"""The scene of a delivery, told around a ticket: the people who brought the goods praised, the place the
customer lives, the weather on the day. None of it is a problem with the order, whatever negative words it
uses: "we're on the fourth floor with no lift" tells where the goods were carried, not a part they came
without; "it was bucketing down and he still carried everything round the back" praises a driver, and "our
road has no street lights but he found us" is no fault of the order's. Read as problems, such sentences sent a
person to answer a remark, and a whole claim with them.

scene_blanked(text) blanks the clauses that tell only that scene, so a problem told in the rest of the
sentence is still read ("The driver was lovely, but the lamp inside is rusty"); a clause telling the delivery
people did something wrong ("he left it in the rain", "the driver never rang") is no scene: it stays.
"""

from __future__ import annotations

import re

# The people who brought the goods (a pronoun counts once the sentence has named one of them).
_PEOPLE = (r"(?:(?:the|your|ur|our|both|two|three)\s+)?(?:(?:delivery|courier|van|removal)\s+)?"
           r"(?:driver|drivers|courier|couriers|postman|postwoman|postie|delivery\s*(?:man|men|guy|guys|chap|chaps|lads?|people|team|crew|person|woman)|"
           r"men|lads|guys|chaps|fitters?|porters?|crew|team)")
_NAMED_PEOPLE = re.compile(rf"\b{_PEOPLE}\b", re.I)
_PRONOUN = r"(?:he|she|they|him|her|them)"
# Praise or thanks for them: "were very nice", "a star", "hats off to", "bless him", "which I appreciated".
_PRAISE = re.compile(r"\b(?:nice|lovely|kind|polite|helpful|friendly|cheerful|brilliant|great|fantastic|amazing|wonderful|excellent|superb|"
                     r"patient|careful|professional|courteous|pleasant|star|stars|heroes|hero|legend|legends|gem|angel|"
                     r"appreciated?|grateful|hats\s+off|bless\s+(?:him|her|them)|well\s+done|thank(?:s|ed)?|credit\s+to)\b", re.I)
# What the people did wrong: never scene ("he left the box in the rain", "the driver never rang", "threw it over the gate").
# (any negation but a bare "no": "they still haven't refunded me", "the team never replied" are complaints, not the scene)
_DID_WRONG = re.compile(r"\b(?:left|dumped|threw|thrown|chucked|dropped|kicked|damaged|broke|broken|smashed|crushed|lost|late|rude|wrong|missed|"
                        r"refused|forgot|ignored|never|not|nothing|nobody|none|cannot|dont|didnt|doesnt|havent|hasnt|hadnt|wont|cant|"
                        r"isnt|wasnt|arent|werent|wouldnt|couldnt|shouldnt|still\s+waiting|yet)\b|n['’]t\b"
                        r"|\bno\s+(?:parcel|package|box|delivery|order|goods|items?|sign|note|card|photo)\b", re.I)
# ... but blame lifted from them: "not his fault", "couldn't have been nicer", "no trouble at all for them".
_NOT_BLAMED = re.compile(r"\bnot\s+(?:his|her|their|the\s+driver'?s|the\s+courier'?s)\s+fault\b|\bcould(?:n'?t|\s+not)\s+have\s+been\s+(?:\w+\s+)?(?:nicer|kinder|"
                         r"better|more\s+\w+)\b|\bdidn'?t\s+(?:mind|complain|moan|grumble|bat\s+an\s+eyelid)\b", re.I)
# The place the customer lives and its features: "a fourth-floor flat with no lift", "our road has no street lights",
# "there was no parking on our street", "we're at the end of a track".
_PLACE = (r"(?:floor|flat|flats|apartment|building|block|house|home|street|road|lane|track|close|village|town|area|estate|cottage|bungalow|"
          r"farm|farmhouse|office|lobby|hallway|stairwell|staircase|stairs|steps|hill|drive|driveway|tower|maisonette|terrace|address)")
# (the place the clause's subject, at its start: "the lamp for my house has no bulb" is the lamp's)
_OPENS = r"^\W*(?:(?:and|but|so|which|as|because|cos|since|while|though|although|even\s+though|plus|yet|also|sadly|unfortunately)\s+)?"
_PLACE_CLAUSE = re.compile(
    rf"{_OPENS}(?:(?:our|my|the|a|an|this|that)\s+(?:(?!(?:for|of|in|on|to|from|with|by|my|our|the|his|her|their)\b)[\w-]+\s+){{0,3}}?{_PLACE}\s+(?:has|had|have|with|is|was|'s|’s)\b"
    # (where the customer lives, named: "we're up on the fourth floor", never "I was on hold for an hour")
    rf"|(?:we|i)(?:'re|’re|'m|’m|\s+are|\s+am|\s+live|\s+lived|\s+were|\s+was)\s+(?:\w+\s+)?(?:on|in|at|up|down|out)\s+"
    rf"(?:(?:the|a|an|our|my)\s+)?(?:[\w-]+\s+){{0,3}}?{_PLACE}\b"
    r"|there\s+(?:is|was|'s|’s|are|were)\s+no\s+(?:\w+\s+)?(?:parking|lift|elevator|signal|reception|concierge|porter|doorman|"
    r"street\s*lights?|lighting|pavement|access|space|room)\b)", re.I)
# The weather on the day: "it was bucketing down", "a freezing morning", "the weather was awful".
_WEATHER_CLAUSE = re.compile(
    _OPENS + r"(?:(?:it|the\s+weather|the\s+day|the\s+morning|the\s+afternoon|outside)\s*(?:was|is|'s|’s|had\s+been|has\s+been)\s+(?:\w+\s+){0,2}?"
    r"(?:raining|pouring|bucketing|chucking|tipping|lashing|snowing|hailing|freezing|boiling|baking|scorching|sweltering|roasting|"
    r"awful|horrible|miserable|grim|foul|wet|cold|hot|windy|stormy|icy|dark|blowing)\b"
    r"|(?:it\s+was\s+)?(?:a|an)\s+(?:\w+\s+)?(?:freezing|rainy|wet|cold|hot|boiling|stormy|windy|icy|snowy|miserable|grim|foul)\s+(?:day|morning|afternoon|evening|night))\b", re.I)
# Where a clause ends or begins inside a sentence.
_CUT = re.compile(r"\s*(?:[,;:]|\s[-\u2013\u2014]\s|\((?=\w)|\))\s*|\s+(?=(?:and|but|so|which|who|even\s+though|though|although|as|because|while|when|"
                  r"since|yet|plus)\b)", re.I)


def _clauses(text: str) -> list[tuple[int, int]]:
    spans, at = [], 0
    for m in _CUT.finditer(text):
        if m.start() > at:
            spans.append((at, m.start()))
        at = m.end()
    if at < len(text):
        spans.append((at, len(text)))
    return spans


def _people_clause(clause: str, people_named: bool) -> bool:
    """Whether a clause tells only what the (praised) delivery people were or did right."""
    about = _NAMED_PEOPLE.search(clause) or (people_named and re.search(rf"\b{_PRONOUN}\b", clause, re.I))
    if not about:
        return False
    wrong = _DID_WRONG.search(_NOT_BLAMED.sub(" ", clause))
    return not wrong


def scene_blanked(text: str) -> str:
    """`text` with the clauses that tell only the scene of the delivery blanked (module doc). A sentence praising
    no one and naming no place or weather comes back as it is."""
    clauses = _clauses(text)
    place = [(a, b) for a, b in clauses if (_WEATHER_CLAUSE.search(text[a:b]) or _PLACE_CLAUSE.search(text[a:b]))
             and not _NAMED_GOODS_FAULT.search(text[a:b])]
    # the people count as the scene's once they are praised, or told beside the place or the weather
    people = bool(_NAMED_PEOPLE.search(text)) and bool(_PRAISE.search(text) or place)
    if not (people or place):
        return text
    out = list(text)
    for a, b in clauses:
        clause = text[a:b]
        if (a, b) in place or (people and (_people_clause(clause, people)
                                           or (_PRAISE.search(clause) and not _DID_WRONG.search(_NOT_BLAMED.sub(" ", clause))))):
            out[a:b] = " " * (b - a)
    for m in _NOT_BLAMED.finditer(text) if people else ():
        out[m.start():m.end()] = " " * (m.end() - m.start())  # "..., not his fault"
    return "".join(out)


# A fault told in a place clause is the goods' ("the house smells of the cracked diffuser"): never blanked.
_NAMED_GOODS_FAULT = re.compile(r"\b(?:broken|cracked|chipped|dented|torn|ripped|scratched|damaged|smashed|faulty|missing|wrong|leak\w*|stain\w*|"
                                r"doesn'?t\s+work|not\s+working|stopped\s+working)\b", re.I)


def in_scene(text: str, at: int) -> bool:
    """Whether position `at` of `text` lies in a clause that tells only the scene of the delivery."""
    return scene_blanked(text)[at:at + 1] == " " and text[at:at + 1] != " "
