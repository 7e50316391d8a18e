"""On an order of one line, a damage decision pays that line only when the ticket tells the line's goods damaged, never
when every damage it read about the order is told of something else.

Blind round ver37c, V37C-06: a business buyer filed under SU-71006 (one line, twenty A5 notebooks) wrote of a duplicate
delivery fee on it, of broken planters on a second order in a bullet of their own, and asked a VAT invoice "- our
accounts team cannot close the PO without it". The invoice sentence was read as goods that "cannot close", a damage
claim about SU-71006, and $97.20 was paid on the notebooks nobody said were damaged: `line_in_ticket` read a one-line
order's claim as its line's whatever the claim told damaged, so long as it named no other goods as a subject or a
remedy's object.

The goods told damaged are read as runs.goods_told_damaged reads them: the noun group heading the clause of each damage
word the screener read ("our accounts team", "the ten ceramic planters"). A damage request backs the line when its
sentence, or what the customer told beside it, names the line (its words, its head word, a synonym or a slip), or when a damage in it is told of nothing named
("it arrived snapped", "two of them cracked"), of a part or a count ("the handle", "one of the six"), of the parcel, or of
the line's own goods. The decision is refused when no damage request about the order does: a person finds which goods
the customer means, and on which order. A person's edit of the plan that gave the subtask its kind clears it.

A damage word inside a postal address the ticket gives is told of a place, never of the line ("please change the
delivery address on my account to 14 Birch Lane, Sparks NV 89431": blind round verify38, issue #11, the one line of
the order was refunded a second time beside a rightful duplicate-charge refund, on the town's name alone).

A short aside in brackets, or a price between commas, after the goods' name is part of their group ("My grinder ($45.00)
doesn't work", "the blender, which cost $60, is broken": runs/parenthesised_asides.py), and a sentence beside the claim
that names the damaged goods with the line without telling the line damaged ("I ordered the kettle and a burr grinder
($45). The grinder came smashed") is no damage told of the line (issue #11: the kettle was paid $42.12 for the
grinder each time). The reading holds such goods by name for a person (runs.goods_not_on_order). Goods named right
after the damage word opening the clause are its group too ("Broken teapot on my order", "Cracked salad spinner, I'd
like my money back": runs/goods_after_their_damage.py), and a part word that is goods of its own beside the line is
those goods ("Smashed wine carafe in the box" of a corkscrew: runs/parts_sold_alone.py). So are goods after a colon or
a dash, a part named with the goods it belongs to ("Cracked teapot lid": runs.goods_heads.part_of_named_goods), goods a
material names with its kind ("Shattered wine glass"), and goods named alone just before a claim that names none (the
subject "wine carafe" over "Smashed. Refund.": runs/goods_named_as_a_label.py): a terse-claims round paid a stoneware mug
$207.36 in 8 tickets for them.

Near-misses that still pay: "the mug arrived cracked", "it came in 2 peices", "the handle snapped off", "two of the six
are chipped", "the box was crushed and everything inside is smashed", "my daughter's mug arrived broken", "The kettle ($42.12) arrived
cracked", "My kettle (the steel one) leaks", "I ordered the kettle last week. It arrived with a cracked lid"."""

from __future__ import annotations

import re

from .goods_heads import not_goods_apart, part_of_named_goods, short_goods_of
from .parts_sold_alone import sold_alone_beside
from .parenthesised_asides import asides_blanked
from .postal_addresses import address_at
from .goods_told_damaged import goods_told_damaged
from .goods_named_as_a_label import goods_labelled
from .ticket_lines import asking_only, damaged_in_clauses, named_by_head_word, words_mentioned
from .goods_of_a_compound_head import compound_of_other_goods, other_compounds_to_heads

CHECK = "damage_told_of_the_line"
INCIDENT = ("A VAT invoice asked \"- our accounts team cannot close the PO without it\" was read as goods that cannot close, and "
            "$97.20 was paid for the one line of the order, A5 notebooks nobody said were damaged (the damaged planters were on "
            "another order). Later an address change to \"14 Birch Lane, Sparks NV 89431\" was read as damage (the town's name) "
            "on a one-line order, and that line was refunded beside a rightful duplicate-charge refund. Then (issue #11) an "
            "electric kettle was paid $42.12 for \"My grinder ($45.00) doesn't work\" (the bracketed price cut the grinder "
            "from its damage) and for \"I ordered the kettle and a burr grinder ($45). The grinder came smashed\" (the "
            "kettle listed as ordered read as the damaged goods). Then (a goods-off-order round) $92 was paid in 5 tickets on "
            "the one line of orders of a tea towel, a garlic press, a corkscrew, a spice rack and a sponge pack for \"Broken "
            "teapot on my order\", \"Cracked salad spinner\", \"Smashed wine carafe in the box\", \"Dented saucepan\" and "
            "\"Cracked mixing bowl\": goods named after their damage word were read as nothing named. Then (a terse-claims "
            "round) $207.36 was paid in 8 tickets on one stoneware mug for \"Smashed: wine carafe\", \"Cracked teapot lid\", "
            "\"Chipped plates x2\", \"Shattered wine glass in the box\", \"Dented lid\", \"Cracked saucer\" and \"Dented "
            "tin\": the goods after a colon or before a count, a part of other goods, goods named by a material.")


_NUMBER = r"(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|dozen)"
_VERB = r"(?:arrived|came|come|were|are|was|is|have|has|had|got|turned|showed|all|both|just)"
# goods told by a count of them, heading the damage's clause: "two of the ten ceramic planters arrived broken"
_COUNTED = re.compile(rf"\b(?:{_NUMBER}|some|all|both|most|half|several|a\s+few|a\s+couple)\s+of\s+(?:the|my|our|your|these|those)\s+"
                      rf"(?:{_NUMBER}\s+)?(?P<group>(?:(?!{_VERB}\b)[a-z][a-z'-]*\s+){{0,2}}(?!{_VERB}\b)[a-z][a-z-]*)\s+(?:\w+\s+){{0,2}}$", re.I)
_CLAUSE_BREAK = re.compile(r"[.!?;:,()]|\s[-–—]+\s")


def _told_of(line: dict, order: dict, text: str, span: tuple[int, int], label: str = "") -> str:
    """The goods other than `line` the damage at `span` of `text` is told of, or "" when it may be the line's (module doc);
    `label`: goods named alone just before the claim ("wine carafe" over "Smashed. Refund."), told of when nothing is."""
    if (place := address_at(text, span)):
        return place  # "change my address to 14 Birch Lane, Sparks NV": a town's name, no goods (runs/postal_addresses.py)
    counted = _COUNTED.search(_CLAUSE_BREAK.split(asides_blanked(text[:span[0]]))[-1])  # "two of the grinders ($45) broke"
    group = goods_told_damaged(text, span) or (counted.group("group") if counted else "") or label
    if not group:
        return ""
    head = group.split()[-1].lower().strip("'")
    # (a part word that is goods of its own beside the line is those goods: "Smashed wine carafe" of a corkscrew; so is a
    # part named with the goods it belongs to, when they are not the line: "Cracked teapot lid" of a mug)
    # (the line's word before other goods names them, not the line: "the candle holder" of candles, goods_of_a_compound_head.py)
    named = group if not compound_of_other_goods(order, line, group) else head
    if (head.endswith("'s") or (not_goods_apart(head) and not sold_alone_beside(line, head) and not part_of_named_goods(group)) or words_mentioned(line, named) or named_by_head_word(order, line["sku"], named)
            or short_goods_of(line["description"], head)):  # "the TV" of a "10-inch kitchen TV" (words are read 3 letters up)
        return ""
    return group


def _backs_the_line(line: dict, order: dict, text: str, groups: list[str]) -> bool:
    """Whether a sentence told beside a damage request names the line as the request's goods: it names the line, and
    either tells it damaged or does not name the goods the request tells damaged with it ("I ordered the kettle and a
    burr grinder" lists both: the grinder's damage is no damage told of the kettle). A line only named as bought still
    backs goods the request names alone ("I ordered twenty notebooks. The spines were split": a part read as goods)."""
    if not (words_mentioned(line, text) or named_by_head_word(order, line["sku"], text)):
        return False
    if damaged_in_clauses({"lines": [line]}, text):
        return True  # "the kettle arrived dented. The grinder is bent too": the kettle's own claim
    heads = {g.split()[-1].lower() for g in groups}
    # (a closed compound told in two words names the same goods: the subject "lamp shade" of "The lampshade I ordered
    # arrived crushed" on an order of lamp bulbs, V41-144)
    joined = re.sub(r"(?<=[a-z])[ -](?=[a-z])", "", text, flags=re.I)
    other_named = any(re.search(rf"\b{re.escape(h)}", t, re.I) for h in heads for t in (text, joined))
    return not other_named


def told_of_other_things(order: dict, ticket_requests: list[dict]) -> list[dict]:
    """For an order of one line, the damage requests about it whose every damage is told of goods other than the line:
    [{group, sentence}], or [] when any damage request may be the line's (or the order has several lines)."""
    if len(order.get("lines", [])) != 1:
        return []
    found: list[dict] = []
    for r in asking_only(ticket_requests):
        spans = (r.get("spans") or {}).get("damaged_item") or []
        if "damaged_item" not in (r.get("kinds") or []) or not spans:
            continue
        groups = other_goods_told_damaged(order, r["text"], spans, (*r.get("told", ()), *r.get("attached", ()), *r.get("told_after", ())),
                                          label_before=(r.get("told") or [""])[-1])
        if not groups:
            return []
        found += [{"group": g, "sentence": r["text"]} for g in groups]
    return found


def other_goods_told_damaged(order: dict, text: str, spans, beside=(), label_before: str = "") -> list[str]:
    """For an order of one line, the goods other than the line a damage sentence `text` tells damaged at `spans` (the
    noun groups, once each), or [] when any damage in it may be the line's: the sentence names the line, a damage is
    told of nothing named, a part, a count or the line, or a sentence told `beside` it names the line as its goods.
    `label_before`: the sentence told just before it, read for goods named alone as a label over a claim naming none."""
    lines = order.get("lines", [])
    if len(lines) != 1 or not spans:
        return []
    line = lines[0]
    # the line named in the request ("the kettle ($42.12) arrived cracked"), never by a word qualifying other goods ("The
    # candle holder arrived in pieces" of candles: runs/goods_of_a_compound_head.py)
    own = other_compounds_to_heads(order, line, text, tuple(goods_told_damaged(text, tuple(s)) for s in spans))
    if words_mentioned(line, own) or named_by_head_word(order, line["sku"], own):
        return []
    # (goods named alone just before, the subject "wine carafe" over "Smashed. Refund.": runs/goods_named_as_a_label.py)
    label = goods_labelled(label_before) if label_before else ""
    groups = [_told_of(line, order, text, tuple(s), label) for s in spans]
    if not all(groups):
        return []
    # or beside it ("I ordered twenty notebooks. The covers were split on arrival."), unless that sentence names the
    # goods told damaged too ("I ordered the kettle and a burr grinder ($45). The grinder came smashed": the grinder's,
    # issue #11 mendJ)
    if any(_backs_the_line(line, order, t, groups) for t in beside):
        return []
    return list(dict.fromkeys(groups))


def check(decision: dict, order: dict, ticket_requests: list[dict], kind_set_by: str = "") -> tuple[str, bool, dict, str]:
    """(check, passed, inputs, incident) for a decision (module doc)."""
    if decision.get("case_type") != "damaged_item" or kind_set_by:
        return CHECK, True, {"case_type": decision.get("case_type"), **({"cleared_by": kind_set_by} if kind_set_by else {})}, INCIDENT
    other = told_of_other_things(order, ticket_requests)
    lines = order.get("lines", [])
    says = ([f"the order has one line, the {lines[0]['description']}; the damage the ticket tells of it is told of other things: "
             + "; ".join(f'"{o["group"]}" in "{o["sentence"]}"' for o in other),
             "nobody said the line's goods were damaged: a person finds which goods the customer means, and on which order"]
            if other else [])
    return CHECK, not other, {"case_type": "damaged_item", "lines_on_order": [x["description"] for x in lines],
                              **({"told_of_other_things": other} if other else {}), "says": says}, INCIDENT
