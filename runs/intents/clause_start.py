"""Where a clause begins, for readers that take the words before a cue back to the clause's start to find what it is said
of: the sentence's start, a stop or a bracket, a dash, or a joining word ("and", "but", "because", and "since", "cos",
"cause" as people write it). wrapping_came_off.py (what came off: "the label", "the handle") and not_the_goods_broken.py
(what broke: "the promo code", "the lamp") kept two copies, one without the spoken "cos"/"cause"."""

from __future__ import annotations

import re

_JOINERS = r"and|but|so|then|because|when|after|as|while|though|although|also|plus|since|cos|coz|cause"
CLAUSE_START = re.compile(rf"(?:^|[.,;:!?()\n]|[-–—]\s|\b(?:{_JOINERS})\b)", re.I)
