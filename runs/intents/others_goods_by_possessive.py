"""Another person's goods told only by a possessive, set beside the customer's own: "Mine are fine. His never worked, the
left side is dead.", "my sister's arrived cracked, mine's ok", "theirs came with a dent". The goods that went wrong are
named by whose they are and nothing else, so they are not the customer's own; read as the customer's damage, their refund
was paid for goods nobody said were bought on this order. Never pay another person's goods: a person decides whose order
holds them (kind `other`, the sentence quoted).

Only when nothing in the ticket says the customer bought them for that person or bought both ("one for me and one for my
sister, and hers arrived broken", "got my dad a kettle for his birthday and his arrived dented", "we ordered two pairs"):
those are the customer's own purchase and stay claimed, and so does the customer's own goods told beside ("hers was fine
but mine arrived cracked"). Goods named with a noun ("my wife's mug from SU-1 came cracked") are left to doubt.py's rule
(a family member's goods on the order named stay the customer's claim). Beside others_goods_theirs.py, which needs the
person's own purchase told ("my sister ordered the same vase and hers arrived broken")."""

from __future__ import annotations

import re

from .cues import GOODS_PROBLEMS
from .person_words import ADDED, person_words
from .reading import ReadSentence
from .stems import content_stems

# (the in-laws read by the suffix "-in-law" after the person; the words lately ADDED have not been read here)
_PERSON = person_words(without=("in-?laws?", *ADDED)) + "(?:-in-law)?"
# What the goods did, right after the possessive with no noun between: "his never worked", "hers arrived cracked", "his's dead".
_DID = (r"(?:was|were|is|are|'s|’s|came|arrived|got|had|has|turned|showed|broke|cracked|smashed|shattered|snapped|never|doesn'?t|"
        r"don'?t|won'?t|didn'?t|isn'?t|wasn'?t|aren'?t|weren'?t|stopped|died|keeps|leaks?|leaked|has)")
_BARE = re.compile(
    r"(?<!\bat\s)(?<!\bto\s)(?<!\bround\s)(?<!\bfrom\s)(?<!\bof\s)\b(?:hers|theirs)\b"  # ("at hers", "a friend of theirs": a place, a person)
    rf"|\bhis(?=\s+{_DID}\b)"
    r"|\b(?:her|his|their)\s+(?:one|ones|pair|set)\b"
    rf"|\b(?:my|our|the)\s+(?:\w+\s+)?{_PERSON}(?:'s|’s|s’)(?=\s+(?:one|ones|pair|set|{_DID})\b)", re.I)
# ...or with their name, when the customer's own are said fine beside them: "Mine are fine. His headphones never worked.",
# the name followed by where they came from or a word in brackets: "My friend's towel from your shop is frayed", "my mum's
# mug from her order arrived broken", "My flatmate's vase (she ordered her own) came cracked" (group `goods`: the name).
_NAMED = re.compile(rf"\b(?:his|her|(?:my|our)\s+(?:\w+\s+)?{_PERSON}(?:'s|’s|s’))\s+(?P<goods>(?:[\w-]+\s+){{1,2}}?)"
                    r"(?:\([^()]{1,60}\)\s+|(?:from|off|on|via|through)\s+(?:your|the|this|her|his|their|its)\s+(?:[\w-]+\s+)?(?:shop|store|site|"
                    rf"website|order|account|page)\s+)?{_DID}\b", re.I)
# ...unless those words say the customer bought them: "my mum's mug (the one I ordered) came chipped".
_I_BOUGHT = re.compile(r"\b(?:i|we)\s+(?:\w+\s+)?(?:ordered|orderd|bought|purchased|paid\s+for|got)\b", re.I)
# Words calling goods fine, one list for the three readers below, each leaving out what its goods are never called: the
# praise of looks ("lovely", "gorgeous") only of goods by name, working only of the customer's own ("mine works fine").
_FINE_WORDS = ("fine", "ok", "okay", "good", "great", "lovely", r"perfect\w*", "intact", "undamaged", "gorgeous", "beautiful", "brilliant",
               "work", "works", "working", "worked", "grand", "alright", r"all\s+right")
_LOOKS = {"lovely", "gorgeous", "beautiful", "brilliant"}
_WORKING = {"work", "works", "working", "worked"}


def _fine(leaving_out: set[str]) -> str:
    """The fine words but `leaving_out`, in one alternation."""
    return "(?:" + "|".join(w for w in _FINE_WORDS if w not in leaving_out) + ")"


# The customer's own order said fine: "My order SU-81060 is fine", "my own parcel came through fine".
_MY_ORDER_FINE = re.compile(r"\b(?:my|our)\s+(?:own\s+)?(?:order|parcel|package|delivery|box|stuff|things|items?)\b(?:\s+(?:#\s*)?[\w-]*\d[\w-]*)?"
                            r"\s+(?:\w+\s+){0,3}?" + _fine(_LOOKS | _WORKING) + r"\b", re.I)
# The customer's own goods of the same name said fine: "The towels are great. My friend's towel ... is frayed".
_GOODS_FINE = (r"\b(?:the|my|our)\s+(?:[\w-]+\s+)?(?P<own>[\w-]+)\s+(?:is|are|was|were|arrived|came|look|looks|seem|seems)\s+"
               r"(?:\w+\s+){0,2}?" + _fine(_WORKING | {"alright", r"all\s+right"}) + r"\b")
# The customer's own goods told in the sentence, and not said fine: "mine arrived cracked", "and my one too".
_MINE = re.compile(r"\b(?:mine|my\s+(?:one|ones|pair|set|own)|ours|our\s+one|so\s+did\s+(?:i|we)|me\s+too)\b", re.I)
_MINE_FINE = re.compile(r"\b(?:mine|my\s+(?:one|ones|pair|set|own)|ours|our\s+one)(?:'s|’s)?\s+(?:\w+\s+){0,2}?"
                        + _fine(_LOOKS) + r"\b", re.I)
# Bought for that person, or both bought, by the customer: the goods are on the customer's order.
_BOUGHT_FOR = re.compile(
    rf"\bfor\s+(?:him|her|them|(?:my|our)\s+(?:\w+\s+)?{_PERSON}s?|(?:his|her|their)\s+(?:birthday|christmas|xmas|anniversary))\b"
    r"|\b(?:gift|present|birthday|christmas|xmas)\b"
    r"|\b(?:one|a\s+pair|a\s+set)\s+(?:each|for\s+(?:me|us|each))\b"
    r"|\b(?:i|we)\s+(?:\w+\s+)?(?:ordered|bought|got|purchased|orderd)\s+(?:\w+\s+)?(?:two|2|both|three|3|matching|a\s+pair\s+each|one\s+each)\b"
    r"|\bwe\s+(?:\w+\s+)?(?:ordered|bought|got|purchased|orderd)\b"
    rf"|\b(?:bought|got|ordered|gave)\s+(?:him|her|them|(?:my|our)\s+(?:\w+\s+)?{_PERSON})\s+(?:a|an|one|some|the|two|these|this|that)\b", re.I)
# (the money asked for that person is not goods bought for them: "could you sort a refund for him?")
_MONEY_FOR = re.compile(r"\b(?:refund|money(?:\s+back)?|reimbursement|credit)\s+(?:it\s+|that\s+)?(?:for|to)\s+(?:him|her|them)\b", re.I)
OTHERS_GOODS_WHY = ("another person's goods, told by whose they are (his, hers, my sister's), not the customer's own: a person decides "
                    "whose order holds them, nothing paid before")


def others_goods_by_possessive(text: str, mine_fine: bool = False, whole: str = "") -> bool:
    """Whether a sentence tells of goods going wrong that are another person's by a bare possessive (or by a possessive
    and their name, `mine_fine`: the customer's own said fine, or goods of that name said fine in `whole`, the ticket),
    and of none of the customer's own going wrong (module doc)."""
    named = next((m for m in _NAMED.finditer(text) if not _I_BOUGHT.search(m.group(0))), None)
    theirs = _BARE.search(text) or (named and (mine_fine or _own_goods_fine(named.group("goods"), whole, text)))
    return bool(theirs) and not _MINE.search(_MINE_FINE.sub(" ", text))


def _own_goods_fine(goods: str, whole: str, text: str) -> bool:
    """Whether the ticket, outside the sentence `text`, says goods named as `goods` are fine or great ("The towels are
    great." beside "My friend's towel is frayed")."""
    named = content_stems(goods)
    rest = whole.replace(text, " ")
    return bool(named) and any(content_stems(m.group("own")) & named for m in re.finditer(_GOODS_FINE, rest, re.I))


def read_others_goods_by_possessive(read: list[ReadSentence]) -> None:
    """Each goods claim told only as another person's by a possessive, in a ticket that says nothing of buying them for that
    person, made a request of kind `other` for a person, quoted (module doc)."""
    whole = " ".join(s.text for s in read if s.role != "injected")
    if _BOUGHT_FOR.search(_MONEY_FOR.sub(" ", whole)):
        return
    mine_fine = bool(_MINE_FINE.search(whole) or _MY_ORDER_FINE.search(whole))
    for s in read:
        if s.role == "request" and set(s.kinds) & set(GOODS_PROBLEMS) and others_goods_by_possessive(s.text, mine_fine, whole):
            s.doubted, s.spans, s.weak = list(s.kinds), {}, []
            s.kinds, s.why = ["other"], OTHERS_GOODS_WHY
