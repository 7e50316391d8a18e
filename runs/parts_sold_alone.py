"""Part words that are goods sold on their own too: "the cushion is the wrong colour" on an order of one Wool throw
blanket. A cushion can be a part of a chair or a sofa, so the goods check (runs.goods_heads) read it as a part of the
line and never as other goods; on a one-line order the claim was pinned on the blanket and its return started
(issue 11, mendC): money for goods not on the order.

Such a word names the line only when the line is goods it can be a part of (a cushion of a "Rattan garden chair") or
when the line's own words name it ("Velvet cushion cover", and a "Throw pillow cover": a pillow is a cushion); else it
names other goods, and a person asks which goods the customer means, as for any goods no line is
(runs.ticket_lines.other_goods_named). Words that are only ever parts ("handle") are not read here, save a lid: only goods that close have one (a mug has none)."""

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
    # (a lid is only ever a part, but only of goods that close: "Dented lid on arrival" of one stoneware mug tells of other
    # goods, a terse-claims round; of a kettle, a jar or a travel mug it is the line's own)
    "lid": r"pot|pan|kettle|jar|box|tin|caddy|canister|container|tub|bin|casserole|dish|cafeti[eè]re|press|blender|processor|"
           r"cooker|steamer|fryer|maker|machine|grinder|mill|flask|bottle|tumbler|travel|thermos|thermal|insulated|cup|bowl|crock|"
           r"urn|jug|pitcher|decanter|carafe|chest|trunk|hamper|basket|case|bucket|cooler|wok|skillet|oven|toilet|piano|laptop|"
           r"lunch|storage|barrel|tagine|planter|dispenser|holder|set|lid|pail|can|keeper|tote|trug|cellar|shaker|tureen|boat|"
           r"kit|hob|grill|bbq|barbecue|smoker|churn|vessel|pod|capsule|cask|chalice|saver|organi[sz]er",
    # (a saucer comes with a cup, never a mug: "Cracked saucer, refund." of one stoneware mug, a terse-claims round)
    # (a saucer is no part of a cup: "the matching saucers were all chipped" of an order of one "Tea cup" paid the cups,
    # verify41 V41-56; a cup-and-saucer or a set names its saucer)
    "saucer": r"saucer|tea\s?set|coffee\s?set|dinner\s?set|trio|duo|tableware|crockery|service",
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
