"""An exchange asked for goods named only by a bare value, a size or a colour with no noun: "I'd like to send these
back and get the 44s", "can I swap for the mediums?", "I'd take the navy ones instead", "they're a 9, a 10 would fit".
Read before as the remedy of the wrong item beside it (ver24b V24B-12): the return started and the fee taken twice was
paid, but the 44s the customer wanted were neither asked of a person nor said in the reply. The sentence asks goods
instead of money, as "get the green one instead" does (runs/intents/other_variant.py): a person arranges the exchange,
and the return it names still starts.

Near-misses, not an exchange asked: a size or colour told as context ("I ordered the 44s", "I normally take a 10",
"the mediums fit my husband fine", "I got the 41s"), told as a past hope ("I thought a 10 would fit"), done already
("I swapped them for the mediums in the shop"), or refused ("please don't swap them for the navy ones")."""

from __future__ import annotations

import re

from ..colour_families import colour_words

_NUMBER = r"\d{1,2}(?:\.5)?"
_LETTER = r"(?:x{0,3}s|x{0,3}l|xxs|m)(?:['’]?s)?"
_WORD_SIZES = (r"(?:extra[- ]?)?(?:small|large)|medium|mediums|smalls|larges|petite|regular|regulars|tall|talls|long|longs|"
               r"wide|wides|narrow|narrows|king|queen|double|single|twin|bigger|smaller|larger|next\s+size\s+(?:up|down)")
_COLOUR = "|".join(sorted(colour_words(), key=len, reverse=True)) + r"|navys|blacks|whites|greys|greens|blues|reds|pinks"
_ARTICLE = r"(?:the|a|an|some|those|these|a\s+pair\s+of(?:\s+the)?|a\s+pair\s+in|a\s+size|one\s+in(?:\s+a)?|them\s+in(?:\s+a)?|it\s+in(?:\s+a)?|in(?:\s+a)?)"
# The value the goods are named by, and nothing after it but "ones", "pair", "size" or the end of the clause:
# "the 44s", "a 10", "the mediums", "an XL", "the navy ones", "size 44 instead" (not "the navy blanket": that names goods).
_VALUE = (rf"(?:size\s+)?(?:{_NUMBER}['’]?s?|{_LETTER}|{_WORD_SIZES}|{_COLOUR})"
          r"(?:\s+(?:ones?|pairs?|size|sizes|versions?|colou?r))?")
_END = r"(?=\s*(?:$|[.,;:!?)\-–—]|\b(?:asap|now|today|tomorrow|soon|quickly|out|over|sent|to\s+(?:me|us)|instead|please|pls|plz|thanks|thank|if|as|so|because|cos|since|and|or|but|then|rather|in\s+(?:exchange|their\s+place|its\s+place)|that|which|would|will|for\s+(?:me|us|him|her|my|our))\b))"
# (a value made plural needs no article: "send me mediums", "get 44s")
_PLURAL = r"(?:\d{1,2}(?:\.5)?['’]?s|mediums|smalls|larges|talls|longs|regulars|x{1,3}[sl]['’]?s)"
_NP = rf"{_ARTICLE}\s+{_VALUE}{_END}|size\s+{_VALUE}{_END}|{_PLURAL}{_END}"

# The verbs that get goods, in the frame of an ask: "I'd like to get", "could I have", "please send me", "I'd take".
_FRAME = r"(?:(?:i|we)\s+(?:could|can)|(?:happy|glad|willing|ready|keen|able)\s+to|like\s+to|love\s+to|want\s+to|wanna|need\s+to|hoping\s+to|hope\s+to|prefer\s+to|rather|could\s+(?:i|we|you)|can\s+(?:i|we|you)|may\s+(?:i|we)|would|'d|’d|'ll|’ll|will|please|pls|plz|just)"
_GET = (r"(?:get|have|receive|be\s+sent|get\s+sent|have\s+sent|take|send\s+(?:me|us|out|over)|ship\s+(?:me|us)|post\s+(?:me|us)|"
        r"send|ship|post|swap\s+(?:to|for)|exchange\s+(?:to|for))")
_ASKED_GET = re.compile(
    # "Send me the larges", "Return these and send the size 12 please" (an imperative opening the sentence)
    rf"(?:^\W*(?:[\w'’]+\s+){{0,4}}?(?:send|ship|post)\s+(?:(?:me|us)\s+)?"
    # "I'd like a 39 instead", "we'd prefer the navy", "I want the 10s instead" (not a taste told: "I prefer the blue because
    # it matches my sofa")
    rf"|\b(?:'d|’d|would|id)\s+(?:really\s+|just\s+|rather\s+|much\s+)?(?:like|want|need|prefer|love)\s+"
    rf"|\b(?:i|we)\s+(?:really\s+|just\s+|only\s+)?(?:want|need)\s+"
    # "I'd like to send these back and get the 44s", "could I have the mediums"
    rf"|\b{_FRAME}\s+(?:[\w'’]+\s+){{0,6}}?{_GET}\s+(?:(?:me|us|him|her)\s+)?)(?:{_NP})", re.I)
# An ask put straight, whether or not a return is named: "can I get the 44s?", "could we have the mediums sent?"
_DIRECT = re.compile(r"\b(?:can|could|may)\s+(?:i|we)\s+(?:please\s+|just\s+)?(?:get|have|receive)\b", re.I)
# "swap them for the mediums", "exchange it for a 10", "switch to the navy", "change them over to the 44s"
_SWAP = re.compile(rf"\b(?:swap|exchange|switch|change)(?:\s+(?:it|them|em|'em|’em|these|those|this|that|mine|the\s+\w+|(?:my|our)\s+\w+))?(?:\s+(?:over|out|round))?"
                   rf"\s+(?:for|to|into|with)\s+(?:{_NP})", re.I)
# "a 10 would fit", "the mediums would be better", "the navy ones would suit him more"
_WOULD_SUIT = re.compile(rf"\b(?:{_ARTICLE})\s+{_VALUE}\s+(?:would|'d|will|should)\s+(?:\w+\s+)?(?:fit|suit|work|do|be\s+(?:better|right|perfect|fine|ideal))\b", re.I)
# A value told of the past or a hope that failed: "I thought a 10 would fit", "I'd have thought the 44s would do".
_PAST_HOPE = re.compile(r"\b(?:thought|hoped|assumed|figured|expected|guessed|reckoned|was\s+told|were\s+told|said|told\s+me|have\s+thought|"
                        r"would\s+have|'d\s+have|wish(?:ed)?)\b[^.!?]{0,30}$", re.I)
_REFUSED = re.compile(r"(?:\b(?:don'?t|dont|do\s+not|not|never|no\s+need\s+to|rather\s+not|won'?t|wouldn'?t|no)\s+(?:\w+\s+){0,3}?)$", re.I)
_INSTEAD = re.compile(r"\binstead\b|\b(?:rather|prefer|preferably)\b|\bin\s+(?:exchange|their\s+place|its\s+place)\b|\b(?:swap|exchange|switch)\w*\b|\b(?:send|sending|post|posting|ship|shipping|take|bring|return|returning)\s+"
                      r"(?:\w+\s+){0,3}?(?:back|bak|bck)\b|\breturn\s+(?:them|these|those|it|this|the)\b", re.I)


def exchange_by_value(text: str) -> tuple[int, int] | None:
    """Where a sentence asks goods in another size, colour or variant named only by its value ("get the 44s", "swap for
    the mediums", "I'd take the navy ones instead", "a 10 would fit"), else None."""
    for m in _SWAP.finditer(text):
        if not _REFUSED.search(text[:m.start()]) and not _PAST_HOPE.search(text[max(0, m.start() - 40):m.start()]):
            return m.span()
    for m in _ASKED_GET.finditer(text):
        if _REFUSED.search(text[:m.start()]) or _PAST_HOPE.search(text[max(0, m.start() - 40):m.start()]):
            continue
        # "could I have the 44s" beside a return, a swap or "instead"; an ask for a value alone ("can I get the navy?") is
        # as much a question of stock as an exchange, and is left to the readings of questions
        if _INSTEAD.search(text) or _DIRECT.search(m.group()):
            return m.span()
    for m in _WOULD_SUIT.finditer(text):
        if not _REFUSED.search(text[:m.start()]) and not _PAST_HOPE.search(text[max(0, m.start() - 40):m.start()]):
            return m.span()
    return None
