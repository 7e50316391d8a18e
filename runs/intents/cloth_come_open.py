"""Soft goods come open: "one pillow of the two is open on the side seam, the filling is coming out", "the duvet has
come open along the seam", "stuffing leaking out of the cushion", "feathers poking out everywhere".

Blind round ver26a (VER26A-31): a customer writing in a second language told a split pillow as "open on the side seam,
the filling is coming out, I request money back for this pillow". The cloth cues of runs/intents/cues.py read "the seam
is open" and "the seam came undone" (the seam as the subject) but not the goods "open on the seam", nor the filling
coming out, so the damage was read as a request of no known kind and its $31.32 went to a person.

Never a tooth ("my filling came out", "a filling fell out at the dentist's"), a shop ("open on the seafront"), nor
filling or stuffing as food ("the stuffing came out lovely", "the pie filling is coming out of the oven")."""

from __future__ import annotations

# the goods open at a seam: "is open on the side seam", "came open along the seam", "split open at the seams"
_OPEN_AT_SEAM = (r"\b(?:is|are|was|were|came|come|comes|coming|arrived|has\s+come|had\s+come|have\s+come|gone|split|torn|ripped|burst|all)\s+"
                 r"(?:\w+\s+)?open\s+(?:on|along|at|down|by|in)\s+(?:the|one|its|their|a|each|both)\s+(?:[\w-]+\s+)?seams?\b")
# what fills soft goods coming out of them (not a tooth: "my filling", "tooth filling", "a filling fell out"; nor food)
_FILL = r"(?:filling|stuffing|wadding|feathers|down|fibre|fiber|fibres|fibers|padding|foam|beans|fluff)"
_FILL_OUT = (r"(?<!\bmy )(?<!\btooth )(?<!\bdental )(?<!\bpie )(?<!\bcake )(?<!\bsandwich )(?<!\bturkey )(?<!\bchocolate )(?<!\ba )"
             rf"\b{_FILL}\s+(?:is\s+|are\s+|was\s+|were\s+|keeps\s+|kept\s+|has\s+been\s+|started\s+|starts\s+)?"
             r"(?:coming|leaking|falling|spilling|poking|pouring|escaping|spewing|bursting|sticking|popping|came|leaked|fell|spilled|spilt|poked|poured)\s+out\b"
             r"(?!\s+(?:of\s+)?(?:the\s+)?(?:oven|tin|pan|mould|mold|fridge|freezer|lovely|nicely|perfect\w*|great|well)\b)")

CLOTH_COME_OPEN = (_OPEN_AT_SEAM, _FILL_OUT)
