"""The item itself told working beside a part of it told damaged: "The coffee maker on SU-43010 works but the glass
carafe that goes with it is cracked so I can't use it" (R2-10: the whole $85.32 coffee maker was paid for its carafe),
"blender still works, jug is cracked", "the kettle's fine but the lid snapped off", "the tv works great but the remote
is cracked". A unit that works is not a damaged unit: what is owed is the part, and that is a person's to settle
(runs.named_parts, which the guard's part check and the offline agent read).

Only the line's own goods (its words, its head word, a two-letter name such as "tv") or a plain word for an appliance
("the machine itself works") count as the item: "the lid works but the kettle is cracked" tells no item working, and
"doesn't work", "no longer works", "won't work" are the item broken, not working.
"""

from __future__ import annotations

import re

from .goods_heads import short_goods_of
from .intents.goods_named_bank import joined_goods_compounds
from .ticket_lines import named_by_head_word, words_mentioned

# The item's own work told done well: "boils perfectly and pours nicely", "charges fine", "plays great" (R2-05: the
# kettle that boils perfectly, its lid knob off, was paid whole). Only with a word of how well: "the kettle pours" alone,
# "pours everywhere", "heats unevenly" tell nothing of it working.
_DOES_ITS_JOB = (r"(?:boils|heats(?:\s+up)?|pours|lights\s+up|charges|plays|brews|toasts|blends|cooks|spins|cuts|prints"
                 r"|sounds|runs)\s+(?:(?:just|really|absolutely|totally)\s+)?"
                 r"(?:fine|perfectly|nicely|well|great|ok|okay|brilliantly|beautifully|like\s+a\s+dream)")
# the goods, an order number or "itself" after them, then the working words ("The coffee maker on SU-43010 works")
_FINE = r"(?:completely\s+|totally\s+|absolutely\s+)?(?:fine|ok|okay|perfect|good|great|all\s+right|working|undamaged|intact)"
_WORKING = re.compile(
    r"\b(?P<named>[a-z]+)(?:['’]s\s+" + _FINE +
    r"|(?:\s+(?:on|from|in|of)\s+(?:(?:my\s+)?order\s+)?#?[a-z]{0,4}-?\d{3,})?"
    r"(?:\s+itself)?\s+(?:(?:still|itself|does|do|definitely)\s+)?"
    r"(?:works?|is\s+working|are\s+working|runs|turns\s+on|switches\s+on|powers\s+(?:on|up)|heats\s+up"
    # (the "is" left out, tersely or in a learner's English: "my power bank totally fine!!", "powerbank working good")
    r"|(?:(?:is|are)\s+)?" + _FINE + r"|" + _DOES_ITS_JOB + r"))\b"
    # "works only half the time", "works, sort of": no item told working
    r"(?!\s+(?:only|intermittently|sometimes|badly|poorly|on\s+and\s+off|half))", re.I)
# Pieces sold with an item that are goods of their own elsewhere ("a milk jug"), so no part word of runs.part_words (a
# "jug" there made "the mug the bowl and the jug" a mug's parts): parts only beside the item told working.
ACCESSORIES = ("jug", "pitcher", "bowl")
# plain words for the appliance a line is, said of it itself
_ITEM_WORDS = {"machine", "unit", "appliance", "device", "gadget", "product"}


def item_said_working(order: dict, line: dict, texts: list[str], part: str) -> str:
    """The words in `texts` telling `line`'s own item working or fine ("the coffee maker works"), '' when none do.
    The part's own word (`part`) is never the item."""
    for text in texts:
        # ("power bank itself charges perfectly well": the goods' one word, never "bank": intents/goods_named_bank.py)
        for m in _WORKING.finditer(joined_goods_compounds(text)):
            named = m.group("named").lower()
            if named.rstrip("s") == part or named in ("it", "that", "this", "one"):
                continue
            if named in _ITEM_WORDS or words_mentioned(line, named) or named_by_head_word(order, line["sku"], named) \
                    or short_goods_of(line.get("description", ""), named):
                return m.group(0)
    return ""
