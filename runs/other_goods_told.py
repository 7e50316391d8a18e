"""Whether a ticket's words say other goods came than were ordered: what a wrong-item refund or return
stands on, read by the guard apart from the screener's cue tables.

A wrong item is goods other than those ordered, so its customer names what came instead ("sent me a
green one", "got a king size"), or says it is not what was ordered ("not what I ordered", "the wrong
colour", "a different model", "someone else's order", "a UK plug, not a US one like I ordered"). A late parcel's words ("paid for delivery and it
came 4 days after you promised") say neither: read as a wrong item by the screener, both mugs of the
order were taken back. The guard holds a wrong-item decision to these words, whatever kind the screener
gave the sentence; a person giving the subtask its kind (a plan edit) is the exception, as elsewhere.
"""

from __future__ import annotations

import re

from . import own_choice_words
from .intents.learner_mismatch import wrong_item_told
from .intents.colour_denied import colour_denied_then_told
from .intents.colour_not_colour import colour_set_against_ordered
from .intents.colours_set_against import colours_set_against
from .intents.not_as_ordered import not_as_ordered
from .intents.sent_not_ordered import sent_not_ordered
from .intents.letter_sizes_swapped import letter_sizes_swapped, letter_sizes_told_apart
from .colour_families import colour_pattern
from .label_says_other import label_says_other
from .intents.told import came_other_than_picked
from .intents.unwanted_alternatives import without_unwanted

# The words of a mismatch, not of a day or a time: "came on the 10th instead of the 7th", "rather than Monday",
# "not the first time it's been late" set a day or an occasion against another, never goods.
_WHEN = (r"(?:on\s+|by\s+|at\s+|in\s+)?(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day|next|last|first|second|"
         r"third|same|today|tomorrow|yesterday|time|date|day|week|morning|afternoon|evening|standard|express|next[- ]day|"
         r"(?:\w+\s+)?(?:days?|weeks?|times?))\b")
_MISMATCH_NOT_WHEN = re.compile(rf"\b(?:wrong|different|mix(?:ed)?[- ]?up|someone\s+else'?s?)\b(?!\s+{_WHEN})"
                                rf"|\b(?:instead\s+of|rather\s+than|not\s+the|not\s+what)\b(?!\s+{_WHEN})(?!\s+(?:it|they)\s+(?:was|were|is|are)\b)",
                                re.I)
# What was ordered and what came, each named: "Ordered a double sheet, got a king size one", "I paid for the large rug
# and received a small one" (not paying for the delivery, nor a time: "it came 4 days after", "got it a week later").
_NOT_A_SERVICE = r"(?!\s+(?:the\s+|for\s+|extra\s+for\s+)?(?:delivery|shipping|postage|express|next[- ]day|priority|courier|p&p|tracked|expedited|premium)\b)"
_NOT_A_TIME = r"(?!\s+(?:[\w-]+\s+)?(?:days?|weeks?|hours?|months?|fortnights?|nights?|minutes?|mins?|later|late|early)(?![\w-]))"
_ORDERED_THEN_CAME = re.compile(
    rf"\b(?:ordered|paid\s+for|bought|asked\s+for|chose|picked|selected|wanted)\b{_NOT_A_SERVICE}[^.!?]{{0,80}}?"
    r"\b(?:got|received|recieved|was\s+sent|were\s+sent|sent\s+(?:me|us)|you\s+sent|came\s+as|arrived\s+as|(?:box|parcel|package)\s+(?:had|contained|held)"
    r"|what\s+(?:came|arrived|turned\s+up)\s+(?:was|is))\s+"
    rf"(?:a|an|the|some|one|two|three|four|five|six|\d+)\b{_NOT_A_TIME}(?!\s+(?:refund|reply|e-?mail|message|parcel|package|box|order|delivery)\b)", re.I)
# ...what came first: "The duvet is a single, I ordered a queen", "it's a Large and I definitely ordered a Medium"
_CAME_THEN_ORDERED = re.compile(
    r"\b(?:got|received|recieved|sent\s+(?:me|us)|you\s+sent|came|arrived|it'?s|they'?re|is|are|was|were)\b[^.!?]{0,60}?"
    r"(?:[,;:–-]|\b(?:but|and|when|whereas|though|while|yet))\s+(?:i|we)(?:'d|\s+had|\s+have)?\s+(?:\w+\s+)?(?:ordered|asked\s+for|paid\s+for|bought|chose|picked|selected|wanted)\b"
    rf"{_NOT_A_SERVICE}", re.I)
# What came told by where it was found or who sent it: "in the box is one white and one beige", "The boots inside are
# 8s", "You sent a white one" (not papers, money or the parcel itself: "you sent the refund", "you sent it to my old address").
_FOUND_INSIDE = re.compile(r"\b(?:inside|in\s+the\s+(?:box|parcel|package|bag|envelope))\s+(?:is|are|was|were|isn'?t|aren'?t|wasn'?t|weren'?t)\b"
                           r"|\byou\s+sent\s+(?:me\s+|us\s+)?(?:a|an|two|three|four|some|size|\d+)\s+"
                           r"(?!(?:refund|reply|e-?mail|message|replacement|label|link|code|voucher|parcel|package|box|day|week)\b)", re.I)


def tells_other_goods(text: str) -> bool:
    """Whether `text` says goods other than those ordered came: the words a wrong-item claim needs."""
    text = without_unwanted(text)  # "I don't need a different model" says nothing came (runs/intents/unwanted_alternatives.py)
    return bool(_MISMATCH_NOT_WHEN.search(text) or own_choice_words.SHOPS_ERROR.search(text) or _ORDERED_THEN_CAME.search(text)
                or _CAME_THEN_ORDERED.search(text) or _FOUND_INSIDE.search(text) or came_other_than_picked(text) or wrong_item_told(text)
                or not_as_ordered(text) or colour_set_against_ordered(text)
                or label_says_other(text)  # "tag says M but i ordered L" (runs/label_says_other.py)
                or bool(colours_set_against(text))  # "the 'forest green' scarf is MUSTARD YELLOW" (runs/intents/colours_set_against.py)
                or bool(sent_not_ordered(text))  # "you sent charcoal ones, which I didn't order" (runs/intents/sent_not_ordered.py)
                or colour_denied_then_told(text)  # "The candles aren't ivory, They're a bright pink" (runs/intents/colour_denied.py)
                or bool(letter_sizes_swapped(text)))  # "I ordered the shirt in L and an S turned up" (runs/intents/letter_sizes_swapped.py)


# A colour picked and another told of what came, anywhere in the ticket's sentences about the order: "So I ordered a set of
# green napkins ... And then when I opened it they were orange!", "I ordered two sage towels. The towels came in mustard."
_COLOUR_PICKED = re.compile(rf"\b(?:ordered|picked|chose|selected|paid\s+for|bought|went\s+for|asked\s+for|wanted)\b[^.!?]{{0,40}}?\b(?P<v>{colour_pattern()})\b", re.I)
_COLOUR_CAME = re.compile(rf"\b(?:is|are|was|were|came\s+in|arrived\s+in|turned\s+up\s+in|it'?s|they'?re)\s+(?:(?:all|bright|dark|light|pale|a|an)\s+){{0,2}}"
                          rf"(?P<v>{colour_pattern()})\b", re.I)


# A size told as a measure, picked and another told of what came: "I ordered the 24cm." beside "the glass lid you sent is a
# 20cm one", "ordered the 10 inch pan ... it's an 8 inch".
_MEASURE = r"\d+(?:\.\d+)?\s?(?:cm|mm|inch|inches|in|ml|litres?|liters?|l|oz|qt)\b"
_MEASURE_PICKED = re.compile(rf"\b(?:ordered|picked|chose|selected|paid\s+for|bought|went\s+for|asked\s+for|wanted)\b[^.!?]{{0,40}}?\b(?P<v>{_MEASURE})", re.I)
_MEASURE_CAME = re.compile(rf"\b(?:is|are|was|were|came\s+in|arrived\s+in|it'?s|they'?re)\s+(?:(?:only|just|a|an|the)\s+){{0,2}}(?P<v>{_MEASURE})", re.I)


def _colour_other_than_picked(texts: list[str]) -> bool:
    picked = {m.group("v").lower() for t in texts for m in _COLOUR_PICKED.finditer(t)}
    came = {m.group("v").lower() for t in texts for m in _COLOUR_CAME.finditer(t)}
    measured = {re.sub(r"\s", "", m.group("v").lower()) for t in texts for m in _MEASURE_PICKED.finditer(t)}
    came_measured = {re.sub(r"\s", "", m.group("v").lower()) for t in texts for m in _MEASURE_CAME.finditer(t)}
    return (bool(picked) and bool(came - picked)) or (bool(measured) and bool(came_measured - measured))


def other_goods_told(request: dict, about_order: list[str] = ()) -> bool:
    """Whether a request the screener read ({text, told, attached, told_after}) says, with the sentences told around
    it, that other goods came than were ordered ("I ordered the sage mugs. The ones that came are mustard."); or, with
    the ticket's other sentences about the order (`about_order`), that a colour or a measured size came other than the one
    picked."""
    texts = [*request.get("told", ()), request["text"], *request.get("attached", ()), *request.get("told_after", ())]
    return any(tells_other_goods(t) for t in texts) or tells_other_goods(", ".join(t.rstrip(" .!?;") for t in texts)) \
        or _colour_other_than_picked([*about_order, *texts]) or letter_sizes_told_apart(texts)
