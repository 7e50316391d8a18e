"""A damage told only to let the shop know, waved off in words the goods' wave table did not know: "the lamp has a
small dent, but I'm fine with it", "a little dent but honestly it's fine by me", "The mug had a tiny chip but I'm
totally fine with it. Thought you'd want to know.", "The lamp arrived with a dent, which I've hammered out. Nothing to
do here, just feedback on packaging." (verify round, waivers N5, N14, N21, N23: the ticket asked nothing, and the
lamp's whole price was paid). The claim is waved off as "the lid has a tiny chip, doesn't matter" waves it
(settled.goods_waved_off), so a ticket that only tells of damage and waives it pays nothing.

Near-misses left asking: the wave on a condition or bargained for ("I'm fine with it if you knock a bit off": the
condition after it, settled._CONDITION_AFTER), money or a remedy asked after it in the same sentence ("I'm fine with
that, but please refund the mug"), "fine with" said of a remedy ("I'm fine with a replacement", "fine with a refund"),
and something still to do ("nothing to do with the courier"); nor "fine by me" said of a remedy asked ("a refund for it
would be perfectly fine by me": the refund is fine, runs/remedy_called_fine.py), which asks for the money.
"""

from __future__ import annotations

import re

from ..remedy_called_fine import remedy_fine_spans

FINE_WITH_IT = re.compile(
    # "I'm fine with it", "we're totally OK with that", "I'm happy enough with it as it is"
    r"\b(?:i'?m|i\s+am|im|we'?re|we\s+are)\s+(?:totally\s+|perfectly\s+|completely\s+|absolutely\s+|really\s+|honestly\s+|quite\s+|still\s+)?"
    r"(?:fine|ok(?:ay)?|happy(?:\s+enough)?|good|content|cool|alright)\s+with\s+(?:it|that|this|them)\b(?!\s+(?:if|as\s+long|provided|unless|being)\b)"
    # "it's fine by me", "that's OK by us", "fine by me"
    r"|\b(?:(?:it|that|this)(?:'?s|’s|\s+is)\s+(?:totally\s+|perfectly\s+|absolutely\s+|really\s+)?)?(?:fine|ok(?:ay)?|alright)\s+by\s+(?:me|us)\b"
    # "Nothing to do here", "nothing needed on your end", "nothing for you to do" (never "nothing to do with ...")
    r"|\bnothing\s+(?:(?:for\s+you\s+)?to\s+do|needed|needs\s+doing|to\s+be\s+done|required)(?!\s+with\b)(?:\s+(?:here|on\s+your\s+(?:end|side)|about\s+it))?\b"
    # "just feedback on packaging", "thought you'd want to know", "just flagging it"
    r"|\bjust\s+(?:some\s+|a\s+bit\s+of\s+)?feedback\b|\bjust\s+flagging\b"
    r"|\b(?:thought|figured)\s+(?:you'?d|you\s+would|you\s+should|you\s+might|you\s+may)\s+(?:want\s+to\s+|like\s+to\s+)?know\b", re.I)


def said_of_a_remedy(sentence: str, wave: re.Match) -> bool:
    """Whether waving words found in `sentence` are the fine of a remedy the customer asks ("a refund for it would be
    perfectly fine by me"): that asks for the money, it waves nothing off."""
    return any(start < wave.end() and wave.start() < end for start, end in remedy_fine_spans(sentence))
