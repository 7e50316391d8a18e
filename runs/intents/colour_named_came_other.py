"""Goods named by the colour they were ordered in, told to be another: "And the 'forest green' scarf is MUSTARD YELLOW.",
"The “navy” jumper came in black", "the charcoal throw arrived in a pale pink", "The scarf listed as 'forest green' is
mustard yellow" (blind round ver26a, VER26A-02). The colour the order gives, in quotes or not, set against the colour
that came is a wrong item: told so, the sentence was read as telling nothing, the customer's "I did not order mustard."
went to a person as a request of no kind, and the scarf's return was never made.

Read by colours_set_against (runs/intents/colours_set_against.py) as its other patterns are: only where both sides
name a colour and their families differ, and nothing in the sentence says the goods came damaged. Not where the colour
changed after it came or is only a part of the goods ("the white tee is yellow under the arms after one wash", "the
black mug is white inside"), nor where it is only what a picture showed ("the green throw is yellow in the photos").
"""

from __future__ import annotations

import re

_OPEN = r"['\"‘“]?"
_CLOSE = r"['\"’”]?"
_GOODS = r"[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?"
# "is", "came (in)", "arrived (in)", "turned up (in)", "turned out (to be)", "looks", with "actually", "very", "more like", "a"
_IS = (r"(?:is|are|was|were|looks?|came(?:\s+in)?|arrived(?:\s+in)?|turned\s+up(?:\s+in)?|turned\s+out(?:\s+to\s+be)?|showed\s+up(?:\s+in)?)"
       r"(?:\s+(?:actually|really|clearly|definitely|totally|obviously|very|more\s+like|closer\s+to|in\s+fact))*(?:\s+(?:a|an|in))?")
# "the 'forest green' scarf is mustard yellow"; "the scarf listed as 'forest green' is mustard yellow"
_LISTED_AS = (rf"{_GOODS}\s+(?:(?:that\s+was|which\s+was|i\s+ordered|we\s+ordered)\s+)?(?:listed|sold|described|advertised|labell?ed|named|called|"
              r"meant\s+to\s+be|supposed\s+to\s+be|ordered|ordered\s+in|bought\s+in)\s+(?:as\s+)?")
# ...unless what follows says the colour changed after it came, is a part's, or a picture's
_NOT_AS_CAME = (
    r"(?![^.!?]*\b(?:now|after|since|from\s+(?:the|washing|use)|under|around|inside|on\s+the\s+(?:inside|back|bottom)|lining|stains?|stained|"
    r"patch(?:es)?|marks?|spots?|faded|fading|wash(?:ed|ing)?|in\s+(?:the\s+)?(?:photos?|pictures?|listing|image)|on\s+(?:your|the)\s+(?:site|website|app))\b)")
NAMED_CAME_OTHER = re.compile(
    rf"\b(?:the|my|this|that|these|those|our|your)\s+(?:{_LISTED_AS})?{_OPEN}(?P<wanted>[a-z][a-z -]{{1,28}}?){_CLOSE}(?:\s+{_GOODS})?"
    rf"\s*,?\s+{_IS}\s+(?!not\b|never\b|n't\b){_NOT_AS_CAME}(?P<came>[a-z][a-z -]{{1,28}}?)(?=\s*(?:[.!?,;:)]|$|\s+(?:not|instead|and|but|so|which|lol)\b))",
    re.I)

