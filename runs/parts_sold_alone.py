"""Part words that are goods sold on their own too: "the cushion is the wrong colour" on an order of one Wool throw
blanket. A cushion can be a part of a chair or a sofa, so the goods check (runs.goods_heads) read it as a part of the
line and never as other goods; on a one-line order the claim was pinned on the blanket and its return started
(issue 11, mendC): money for goods not on the order.

Such a word names the line only when the line is goods it can be a part of (a cushion of a "Rattan garden chair") or
when the line's own words name it ("Velvet cushion cover", and a "Throw pillow cover": a pillow is a cushion); else it
names other goods, and a person asks which goods the customer means, as for any goods no line is
(runs.ticket_lines.other_goods_named). Words that are only ever parts ("lid", "handle") are not read here."""

from __future__ import annotations

import re

from .goods_heads import goods_groups

# Each such part word, and the goods it can be a part of (or another name of the same goods).
_OWNERS = {
    "cushion": r"chair|sofa|couch|settee|armchair|seat|stool|bench|recliner|lounger|footstool|ottoman|pouffe?|swing|hammock|pram|"
               r"pushchair|buggy|stroller|highchair|daybed|futon|bed|crate|kennel|glider|rocker|cushion|pillow",
    "basket": r"fryer|steamer|bike|bicycle|pram|pushchair|buggy|stroller|dishwasher|washer|hamper|basket|trolley|cart",
    "tray": r"cage|oven|fridge|freezer|dehydrator|toaster|trolley|cart|table|easel|printer|tray|grill|bbq|barbecue|hutch",
    # ("Smashed wine carafe in the box." of an order of one corkscrew: a goods-off-order round)
    "carafe": r"coffee|espresso|brewer|maker|machine|cafeti[eè]re|press|percolator|filter|blender|jug|decanter|carafe",
}
_PART_SAID = re.compile(r"^(?P<part>" + "|".join(_OWNERS) + r")s?$", re.I)


def sold_alone_beside(line: dict, head: str) -> bool:
    """Whether a part word `head` names goods of their own beside this line (a carafe beside a corkscrew), not a part it
    can have nor goods its own words name."""
    m = _PART_SAID.match(head)
    return bool(m) and not re.search(rf"\b(?:\w*(?:{_OWNERS[m.group('part').lower()]}))(?:e?s)?\b", line.get("description", ""), re.I)


def parts_sold_alone(line: dict, text: str) -> list[str]:
    """The part words `text` names as a problem's subject or a remedy's object that are goods of their own beside
    this line: not a part it can have, not named by its own words."""
    return list(dict.fromkeys(head for head, _ in goods_groups(text, parts=True) if sold_alone_beside(line, head)))
