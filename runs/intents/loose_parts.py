"""A part of the goods told loose, wobbly or come away by the word before it: "the saute pan has a loose handle",
"a wobbly leg on one chair", "it came with a detached hinge", "the lid has a loose knob". The table of damage words
read the part first ("the handle is loose"); the same fault said with the adjective first went unread, and the ask
beside it ("refund please") was passed to a person as a remedy for no problem (lines41 V41-153).

Only a part the goods are made of, named right after the word; never a cut or a style ("a loose fit", "loose-leaf
tea", "loose change", "a loose weave", "loose threads" are read by the cloth table), nor a part said to be as it should
("the legs are not loose")."""

from __future__ import annotations

# the fault: loose, wobbling, come away, or out of its place
_FAULT = r"(?:loose|looser|wobbly|wobbling|wonky|rickety|detached|dislodged|unscrewed|sagging|rattling)"
# the parts goods are made of that can come loose
_PART = (r"(?:handles?|legs?|hinges?|knobs?|lids?|feet|foot|arms?|armrests?|backrests?|wheels?|castors?|casters?|screws?|bolts?|nuts?|"
         r"joints?|brackets?|shel(?:f|ves)|doors?|drawers?|panels?|spouts?|blades?|heads?|bases?|stands?|clasps?|latch(?:es)?|catch(?:es)?|"
         r"buttons?|switch(?:es)?|dials?|rungs?|slats?|struts?|rails?|seats?|tops?|straps?|buckles?|rivets?|pegs?|plugs?)")
# "a loose handle", "two wobbly legs", "its detached hinge" (not "not a loose handle", "no wobbly legs")
# (or opening the sentence, said bare: "Loose knob on the drawer, refund please")
LOOSE_PART_TOLD = (rf"(?:^\W*|(?<!\bnot )(?<!\bno )(?<!\bnever )(?<!n't )\b(?:a|an|the|its|their|one|two|three|four|some|several|\d+|"
                   rf"(?:has|have|had|with|got))\s+)(?:(?:very|really|slightly|bit|a\s+bit|quite|badly|completely|totally)\s+)?"
                   rf"{_FAULT}\s+(?:[a-z-]+\s+)?{_PART}\b")
