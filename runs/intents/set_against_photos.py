"""Goods set against their photos, not against what was ordered: "the cushion covers came in a slightly different shade
than the photos", "the throw is a different colour to the picture on your site", "it's a different shade from the
listing images".

"a different colour" alone is the wrong item's cue ("you sent a different colour"), so the first sentence read as a wrong
item while the polite return asked after it ("if it's not too much bother I'd appreciate returning them") read as a
change of mind: one ticket, two kinds for one pair of covers (blind round probe30). What came is what was ordered; it
only looks otherwise than the photos led the customer to picture it, which the shop reads as the customer's own view
of the goods, as "much more orange in person than in the photos" and "not as pictured" already are: a change of mind,
one kind for the whole ask. The return asked beside it is that change of mind's.

Near-misses, still a wrong item: the photos set against what came beside what was ordered ("I ordered the blue one in
the photo and you sent a different colour", "a different colour than the one I picked"), and a different colour told
without the photos ("you sent a different colour")."""

from __future__ import annotations

import re

# "different shade than the photos", "different colour to the picture", "different tone from the images on your site"
_AGAINST_PHOTOS = re.compile(
    r"\bdifferent\s+(?:colou?r|shade|tone|hue|finish|pattern|print)s?\s+(?:than|to|from)\s+(?:(?:in|on)\s+)?(?:the|your|its|their|what\s+was\s+in\s+the)\s+"
    r"(?:\w+\s+)?(?:photos?|pictures?|pics?|images?|photographs?|listing|website|site|product\s+page)\b", re.I)
# ... but what was ordered or sent told beside it makes it the shop's error
_ORDERED_TOLD = re.compile(r"\b(?:ordered|picked|chose|chosen|selected|paid\s+for|sent\s+(?:me|us)|you\s+sent|instead\s+of|rather\s+than|wrong)\b", re.I)


def photos_not_orders(text: str, spans: dict[str, list[tuple[int, int]]]) -> dict[str, list[tuple[int, int]]]:
    """`spans` with a wrong item's cue that only sets the goods against their photos read as a change of mind instead."""
    if "wrong_item" not in spans or _ORDERED_TOLD.search(text):
        return spans
    against = [m.span() for m in _AGAINST_PHOTOS.finditer(text)]
    if not against:
        return spans
    moved = [h for h in spans["wrong_item"] if any(a <= h[0] < b for a, b in against)]
    kept = [h for h in spans["wrong_item"] if h not in moved]
    if not moved:
        return spans
    out = {k: v for k, v in spans.items() if k != "wrong_item"}
    if kept:
        out["wrong_item"] = kept
    out["change_of_mind"] = sorted({*out.get("change_of_mind", []), *moved})
    return out
