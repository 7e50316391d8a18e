"""A wrong item told by setting what came against what was wanted, without "I ordered": "got terracota planters not
white!!", "Instead of white planters I received terracotta ones", "- Mugs: ordered cobalt blue, got two green ones."
(blind round ver25a, VER25A-20). The wrong-item cues want "I ordered" or "wrong"; told so, the sentence was read as
more of the subject line's claim, and once the subject was read as the title of the body's asks nothing claimed the
wrong goods at all.

It is a wrong item only where both sides name a colour or a size and they differ ("ordered blue, got blue" tells
nothing wrong), and nothing in the sentence says the goods came damaged or late (that is its own claim).
"""

from __future__ import annotations

import re

from ..colour_families import FAMILIES, colour_words
from ..size_words import sizes_said
from .colour_named_came_other import NAMED_CAME_OTHER
from .other_one_turned_up import OTHER_ONE_TURNED_UP
from .reading import ReadSentence
from .remedies import GOODS_INSTEAD
from .sizes_told_bare import sizes_told_bare
from .wrong_colour_sent_back import read_wrong_colour_sent_back, shades_apart

COLOURS_SET_AGAINST_WHY = "sets the colour or size that came against the one wanted: a wrong item"

# (the sending in any tense: "I ordered the black one and you've sent white")
_CAME = (r"(?:got|received|recieved|were\s+sent|was\s+sent|been\s+sent|(?:you|u|they)(?:'ve|’ve|\s+have)?\s+sent(?:\s+(?:me|us))?|sent\s+(?:me|us)|"
         r"came(?:\s+in)?|arrived(?:\s+in)?)")
_SIDE = r"[^.!?;]{1,45}?"
# "ordered cobalt blue, got two green ones" (the list item's "Mugs:" before it, no "I")
_ORDERED_THEN_CAME = re.compile(rf"\bordered\b(?P<wanted>{_SIDE})\s*[,;:–-]?\s*(?:but\s+|and\s+|yet\s+)?{_CAME}\b(?P<came>[^.!?;]{{1,45}})", re.I)
# "got terracota planters not white", "received the 20cm, not the 24cm", "sent me green instead of blue"
_CAME_NOT = re.compile(rf"\b{_CAME}\b(?P<came>{_SIDE})\s*[,–-]?\s*(?:not|instead\s+of|rather\s+than)\s+(?:the\s+|a\s+|an\s+|my\s+)?(?P<wanted>[^.!?;,]{{1,35}})",
                       re.I)
# "Instead of white planters I received terracotta ones"
_INSTEAD_CAME = re.compile(rf"\b(?:instead\s+of|rather\s+than)\s+(?P<wanted>{_SIDE})\s*,?\s*(?:i|we)\s+(?:have\s+|'ve\s+)?{_CAME}\b(?P<came>[^.!?;]{{1,45}})",
                           re.I)
# "The teapot is mustard yellow, I ordered the sage one to match", "they came in grey - we'd ordered blue": what came
# told first, what was ordered after it (blind round ver30c, V30C-09)
_CAME_THEN_ORDERED = re.compile(rf"\b(?:is|are|was|were|came\s+in|arrived\s+in|came\s+as|arrived\s+as)\s+(?P<came>{_SIDE})\s*(?:[,;:–]|\s-)\s*(?:but\s+|and\s+|yet\s+|when\s+)?"
                                rf"(?:i|we)(?:'d|’d|\s+had|\s+have|'ve|’ve)?\s+(?:definitely\s+|clearly\s+|specifically\s+)?(?:ordered|asked\s+for|chose|picked|selected|paid\s+for)\s+"
                                rf"(?P<wanted>(?!(?:it|them|this|these|that|those)\b)(?:(?:the|a|an)\s+)?(?:[\w-]+\s+){{0,2}}?[\w-]+)(?=\s+(?:to\s+match|so|because|as|and|but|for|-|–)(?:\s|$)|\s*[-–,;.!?]|\s*$)", re.I)
# The goods came damaged or late, or the customer's own pick: another reading's, never a wrong item here.
_OTHERWISE = re.compile(r"\b(?:broken|damaged|cracked|smashed|dented|torn|scratched|chipped|faulty|leak\w*|snapped|shattered|late|delayed|"
                        r"my\s+(?:mistake|fault|bad|error)|i\s+(?:clicked|picked|chose|selected)|by\s+mistake)\b", re.I)
_WORD = re.compile(r"[a-z]+(?:-[a-z]+)*")
_SHADES = {shade: family for family, shades in FAMILIES.items() for shade in shades}
_PLAIN = set(colour_words())
_SIZE_WORDS = {"xxs", "xs", "small", "medium", "large", "xl", "xxl", "xxxl"}


def _said(side: str) -> set[str]:
    """The colour families and sizes one side names ("cobalt blue": blue; "terracota": orange, by a shade's first six
    letters, typed short; "a 20cm one": 20cm)."""
    said = set(sizes_said(side))
    for w in _WORD.findall(side.lower()):
        if w in _SHADES:
            said.add(_SHADES[w])
        elif w in _PLAIN or w in _SIZE_WORDS:
            said.add(w)
        elif len(w) >= 7:
            said |= {family for shade, family in _SHADES.items() if len(shade) >= 7 and shade[:6] == w[:6]}
    return said


def colours_set_against(text: str, patterns=(_ORDERED_THEN_CAME, _CAME_NOT, _INSTEAD_CAME, _CAME_THEN_ORDERED, NAMED_CAME_OTHER,
                                             OTHER_ONE_TURNED_UP)) -> tuple[int, int] | None:
    """Where a sentence sets the colour or size that came against the one wanted, or None. (NAMED_CAME_OTHER: "the 'forest
    green' scarf is MUSTARD YELLOW", runs/intents/colour_named_came_other.py; OTHER_ONE_TURNED_UP: "ordered the cobalt blue
    vase and a green one turned up", runs/intents/other_one_turned_up.py.)"""
    if _OTHERWISE.search(text):
        return None
    for pattern in patterns:
        for m in pattern.finditer(text):
            wanted, came = _said(m.group("wanted")), _said(m.group("came"))
            # ("sage" against "bright lime green": two shades of green told apart, runs/intents/wrong_colour_sent_back.py)
            if wanted and came and (not wanted & came or shades_apart(m.group("wanted"), m.group("came"))):
                return m.span()
            if sizes_told_bare(m.group("came"), m.group("wanted")):  # "a 38 not 40"
                return m.span()
    return None


def read_colours_set_against(read: list[ReadSentence]) -> None:
    """A sentence read as asking nothing of a known kind that sets what came against what was wanted is a wrong item."""
    for s in read:
        # (a return asked in the same breath, read as a change of mind: "The teapot is mustard yellow, I ordered the sage
        # one - it needs to go back": the shop's error all the same)
        told_as_return = s.role == "request" and s.kinds == ["change_of_mind"]
        # (the right goods asked in the same breath, read as goods asked instead with no problem: "you sent the green throw not
        # the grey one, can i swap it for grey": the wrong item is claimed beside the swap, its return started, the swap a person's)
        swap_beside = s.role == "request" and s.kinds == ["other"] and s.why.startswith(GOODS_INSTEAD)
        if not (told_as_return or swap_beside) and (s.role not in ("statement", "request_unread") or set(s.spans) - {"other"}):
            continue
        if (span := colours_set_against(s.text)) and swap_beside:
            s.kinds, s.spans = ["wrong_item", "other"], {"wrong_item": [span]}
        elif span:
            s.role, s.kinds, s.spans, s.why = "request", ["wrong_item"], {"wrong_item": [span]}, COLOURS_SET_AGAINST_WHY
    read_wrong_colour_sent_back(read, colours_set_against)  # "...came in bright lime green, so they need to go back" (wrong_colour_sent_back.py)


def colour_named_came_other(text: str) -> bool:
    """Whether goods named by the colour they were ordered in are told to have come in another ("the 'forest green' scarf
    is MUSTARD YELLOW"): a problem told plainly, read as a wrong item where the sentence is read (runs/intents/told.py)."""
    return colours_set_against(text, (NAMED_CAME_OTHER,)) is not None
