"""Goods ordered in one colour or size and another told to have turned up in their place, the one that came named first
and its coming after: "Ordered the cobalt blue vase and a green one turned up." (ver32c P-14a). The readers of what came
want the verb before what came ("ordered blue, got green", "...and you sent white"); told so, the sentence was read as a
plain statement, the vase's return was made as a change of mind and the shop's error booked as the customer's.

Read by colours_set_against (runs/intents/colours_set_against.py) as its other patterns are: only where both sides
name a colour or a size and they differ, and nothing says the goods came damaged or late. Near-misses: the same colour
("ordered the blue vase and a blue one turned up"), what came with no colour or size ("a parcel turned up"), a time
("ordered on Monday and it turned up on Friday").
"""

from __future__ import annotations

import re

# "a green one", "two green ones", "the navy", "a size 10", "an XL jumper", "some grey mugs"
_WHAT_CAME = r"(?:a|an|the|some|two|three|four|\d+|one|this)\s+(?P<came>(?:[\w'-]+\s+){0,3}?[\w'-]+)"
# "turned up", "came", "arrived", "showed up", "was delivered", "was in the box", "has come", "got delivered"
_CAME_IN_ITS_PLACE = (r"(?:(?:has|have|had)\s+)?(?:turned\s+up|came|come|arrived|showed\s+up|appeared|landed|got\s+delivered|(?:was|were)\s+(?:delivered|sent|"
                      r"in\s+the\s+(?:box|parcel|package)))")
OTHER_ONE_TURNED_UP = re.compile(
    r"\b(?:i\s+|we\s+)?(?:had\s+|'d\s+)?ordered\b(?P<wanted>[^.!?;]{1,45}?)\s*[,;:–-]?\s*(?:but|and|yet|then|only\s+for)\s+(?:instead\s+)?"
    rf"{_WHAT_CAME}\s+(?:instead\s+)?{_CAME_IN_ITS_PLACE}\b", re.I)
