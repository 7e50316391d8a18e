""""Wrecked" as a damage word, only where goods are what is wrecked. "The delay wrecked my plans for the weekend" was
read as a damaged lamp and $139.32 paid for a lamp the customer had just called "in perfect condition": the verb with
an occasion, a plan, a feeling or a person as its object tells of no damage to goods ("wrecked our anniversary",
"it's wrecked me", "wrecked everything"). Goods wrecked stay damage: "the lamp arrived wrecked", "the courier
wrecked the box", "the base is wrecked", "wrecked it, I think"."""

from __future__ import annotations

from .damage_words import OBJECT_NOT_GOODS

# the object of "wrecked", past its determiners and one word more ("wrecked my whole weekend"), is no goods
WRECKED_GOODS = r"\bwrecked\b" + OBJECT_NOT_GOODS
