"""Goods told damaged together, each with its own remedy asked in the claim's own sentence: "Both the bowl and the plate
came cracked - please replace the plate and refund me for the bowl" held the bowl's refund for a person, since the
replacement asked in the claim's sentence was read as the remedy the customer chose for the whole claim. Told as
sentences of their own ("Both ... came cracked. Please replace the plate. Refund me for the bowl.") the bowl was paid and
the plate's replacement asked of a person, each its own request; the claim's sentence is now cut where the replacement
ask opens, so it reads the same.

Cut only when the told damage names goods beyond those the replacement asks for ("the bowl and the plate" before "replace
the plate"), after a joining mark or word (" - ", ",", ";", ":", "and", "so"). Near-misses left whole: one goods told and
replaced ("The bowl came cracked - please replace it", "the plate arrived chipped, can you send a new plate"), a
replacement of goods the claim does not name, no replacement asked ("... - please refund the plate")."""

from __future__ import annotations

import re

from .. import sentences as cut
from .cues import tells_damage
from .remedies import asks_money
from .stems import content_stems

# Where the replacement ask opens after the told damage: a mark, or "and" / "so" / "but".
_JOIN = re.compile(r"\s*[,;:]\s*(?:(?:and|so|but)\s+)?|\s+[-–—]+\s*(?:(?:and|so|but)\s+)?|\s+(?:and|so|but)\s+", re.I)
# The replacement asked of named goods: "please replace the plate", "can you send a new plate", "I'd like a replacement plate".
_REPLACEMENT_ASKED = re.compile(
    r"^(?:(?:just|then|so)\s+)?(?:please\s+|pls\s+|plz\s+|kindly\s+|(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?"
    r"|i'?d\s+(?:like|love|want)\s+(?:you\s+to\s+)?|i\s+(?:would\s+like|want|need)\s+(?:you\s+to\s+)?|(?:can|could|may)\s+i\s+(?:please\s+)?(?:get|have)\s+)?"
    r"(?:replace|swap(?:\s+out)?|re-?send|send\s+(?:me\s+|us\s+|out\s+)?(?:a\s+|an\s+)?(?:new|replacement|fresh|another)"
    r"|(?:a|an)\s+(?:new|replacement|fresh))\s+(?:(?:the|my|a|an|new|replacement|fresh|one)\s+)*(?P<goods>[a-z][\w-]*)", re.I)
# The goods a damage clause names after an article: "the bowl", "my plate", "both the mugs".
_GOODS_NAMED = re.compile(r"\b(?:the|my|our|this|that|these|those|a|an)\s+([a-z][\w-]*)", re.I)
_NOT_GOODS = content_stems("box parcel package order delivery courier driver lot pair set one ones both rest")


# Where the replacement ask ends, before the money asked for the other goods: "please resend the plate, the bowl I'd like
# refunded", "... replace the plate; refund the bowl".
_ASK_END = re.compile(r"\s*[,;]\s*")


def replacement_cuts(text: str) -> list[tuple[int, int]]:
    """The joining words around a replacement asked of some of the goods the sentence tells damaged before it (module
    doc): before it, and after it when money is asked after it; [] for any other sentence."""
    found = replacement_cut(text)
    if found is None:
        return []
    asked = _REPLACEMENT_ASKED.match(text[found[1]:])
    end = _ASK_END.search(text, found[1] + asked.end())
    return [found] + ([end.span()] if end and asks_money(text[end.end():]) else [])


def replacement_cut(text: str) -> tuple[int, int] | None:
    """The (start, end) of the joining words before a replacement asked of some of the goods the sentence tells damaged
    before it (module doc); None for any other sentence."""
    for m in _JOIN.finditer(text):
        head, tail = text[:m.start()], text[m.end():]
        asked = _REPLACEMENT_ASKED.match(tail)
        if not asked or not tells_damage(head):
            continue
        wanted = content_stems(asked.group("goods")) - _NOT_GOODS
        told = frozenset().union(*(content_stems(g) for g in _GOODS_NAMED.findall(head))) - _NOT_GOODS
        if wanted and wanted <= told and told - wanted:
            return m.span()
    return None


def cut_replacements_apart(text: str, pieces: list[cut.Sentence]) -> list[cut.Sentence]:
    """The ticket's sentences with each body sentence telling goods damaged and asking a replacement of some of them cut
    between the two (the subject line and injected or quoted-chat pieces left whole)."""
    return cut.cut_body_sentences(text, pieces, replacement_cuts)
