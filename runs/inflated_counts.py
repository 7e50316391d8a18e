"""A damage claim counting more units of a line than the order holds: "ALL EIGHT of the ribbed tumblers I ordered are
smashed to bits" on a line of four (held-back round adv28, A28-03), "All 6 of the champagne flutes I ordered arrived
broken" on a line of four (adv27, A27-05).

The rule, and why it differs from a price stated too high (runs/overstated_prices.py). A price is the shop's own record
of what was charged: a person would read the same charges and pay the same figure, so the record's price is paid and
the reply tells the customer the figure they gave is not what was paid (ADV26-09, A28-04, V28C-21 judged right by
hand). A count above the order is a claim on goods the record says were never bought. Damage is refunded on the
customer's word (most sellers: refund, keep the item; nothing comes back to look at), and here the one part of that word
the record can check is wrong: they may mean another order, a set counted by its pieces, or the claim may be inflated.
Every tester who wrote such a case asked for a person before any money moved on those goods (A27-05, A28-03), and a
refund made cannot be taken back while a hold can be paid a minute later. So the claim on that line goes to a person,
the customer's words quoted with the record's count and the most the record supports for it, and nothing is paid on
the line until they have looked; the ticket's other requests go ahead as usual. The reply says so: the count the record
shows, a colleague checking, no refund made for those goods yet.

Not inflated: a count at or under the line's quantity; a count of another line ("the 8 coasters are fine"); a count of
pieces of a set sold as one unit (runs.unit_counts reads "six glasses" of a set of 6 as one unit); a count the customer
corrects down themselves ("6 - actually I counted again, it was 4"). Only a damage claim: a wrong item or a change of mind
is a return, whose goods are counted when they come back before anything is refunded.

The guard holds any model to it (`count_within_order`); a person's edit of the plan clears it, as the person has looked.
"""

from __future__ import annotations

import re

from . import policy_charges, policy_support
from .money import dollars
from .number_words import N, number
from .quoting import shortened
from .sentences import ORDER_IN_TEXT, normalise_ref
from .ticket_lines import asking_only, named_alone, unit_texts as reading_unit_texts, words_mentioned
from .unit_counts import part_of_unit, units_stated

CHECK = "count_within_order"
INCIDENT = ("\"ALL EIGHT of the ribbed tumblers I ordered are smashed to bits\" on an order of four tumblers was paid as four "
            "broken tumblers ($38.88, refund and keep) with nobody looking at a claim the record contradicted (adv28, A28-03).")
CLAIMS = ("damaged_item",)

# The customer correcting their own count: "sorry, 4", "actually I counted again and it was 4", "make that four",
# "I miscounted, there are 4", "I said six earlier but it's four".
_CORRECTED = re.compile(rf"\b(?:sorry|actually|i\s+mean|i\s+meant|correction|make\s+that|scratch\s+that|miscounted|mis-counted|"
                        rf"counted\s+(?:again|them\s+again|properly)|recounted|my\s+(?:mistake|bad)|typo|i\s+said\s+\w+(?:\s+\w+)?\s+but)"
                        rf"\b[^.!?]{{0,60}}?\b(?P<n>{N})\b(?![.,]\d)", re.I)


# A count of the units bought, told as the whole the claim is on: "All EIGHT ribbed tumblers I ordered are smashed", "the
# 6 flutes we bought arrived broken" (runs.unit_counts reads it as the whole line, no count of its own).
_BOUGHT = re.compile(rf"\b(?P<n>{N})\s+(?P<goods>(?:[a-z-]+\s+){{0,3}}?[a-z-]+)\s+(?:that\s+|which\s+)?(?:i|we)(?:\s+have|'ve)?\s+"
                     r"(?:ordered|bought|purchased|paid\s+for|got)\b", re.I)


def corrected_to(texts: list[str], ordered: int) -> int | None:
    """The count the customer corrects themselves to, when it is within the units ordered ("it was 4, sorry")."""
    found = [number(m.group("n")) for t in texts for m in _CORRECTED.finditer(t)]
    found = [n for n in found if n and n <= ordered]
    return found[-1] if found else None


def counted_above(order: dict, line: dict, texts: list[str], every: list[str] | None = None) -> dict | None:
    """The units of `line` the request sentences `texts` count as affected, when more than the order holds and not
    corrected in any of the ticket's sentences (`every`): {sku, description, ordered, said, words}; else None."""
    units = units_stated(order, line, texts)
    ordered = int(line.get("quantity") or 1)
    if part_of_unit(order, line, texts):
        return None  # "two of the six glasses" of one set of 6: pieces of one unit, held by the part check, no units over-counted
    if units.exact is None and units.at_most is None and (bought := _bought_above(line, texts, ordered)):
        said, words = bought  # the whole line claimed, told as more units than it holds
    elif units.exact is None or units.exact <= ordered or not units.tied or not _said_of(order, line, texts, units.words):
        return None
    else:
        said, words = units.exact, units.words
    if corrected_to(list(dict.fromkeys([*texts, *(every or [])])), ordered) is not None:
        return None
    return {"sku": line["sku"], "description": line["description"], "ordered": ordered, "said": said, "words": words}


def _bought_above(line: dict, texts: list[str], ordered: int) -> tuple[int, str] | None:
    """The count of the line's units told as bought, when above the units ordered ("EIGHT ribbed tumblers I ordered")."""
    found = [(number(m.group("n")), m.group(0)) for t in texts for m in _BOUGHT.finditer(t) if words_mentioned(line, m.group("goods"))]
    found = [(n, words) for n, words in found if n and n > ordered]
    return max(found) if found else None


def _said_of(order: dict, line: dict, texts: list[str], words: str) -> bool:
    """Whether the count's words are said of this line: its goods named in them or right after them ("EIGHT of the ribbed
    tumblers", "6 flutes came"), or in a sentence naming this line and no other. "1) lampshade is torn 2) picture frame
    came smashed ... refund the 2 broken ones" counts the two lines, not two frames (labels-12, LB-05)."""
    for t in texts:
        at = t.lower().find(words.lower()) if words else -1
        if at < 0 or _another_order(t, order):
            continue  # ("Both mugs came smashed - the one on SU-91001 and the one on SU-91002": a count across orders)
        # the goods right after the count, up to the clause's end: "2 of the 12 smashed, and the ice bucket has a dent" counts
        # no bucket, and "two ceramic candle holders" names the holders, not the "Ceramic bud vase" sharing a word with them
        after = _CLAUSE_END.split(t[at:at + len(words) + 40], maxsplit=1)[0]
        # (stricter than runs.unit_counts.count_of_line: on an order of one line too the goods are named, as this count
        # holds a whole claim for a person)
        if named_alone(order, line, after) or named_alone(order, line, t):
            return True
    return False


def _another_order(text: str, order: dict) -> bool:
    """Whether the sentence names an order other than this one, by number or as "my other order"."""
    mine = normalise_ref(order.get("order_ref", ""))
    return bool(_OTHER_ORDER.search(text)) or any(normalise_ref(m.group(1)) != mine for m in ORDER_IN_TEXT.finditer(text))


_CLAUSE_END = re.compile(r"[,;:()]|\s+(?:and|but|while|whereas|plus)\s+|\s+[-\u2013\u2014]\s+", re.I)
_OTHER_ORDER = re.compile(r"\b(?:other|another|second|separate|different)\s+(?:order|parcel|purchase)\b", re.I)


def _claim_sentence(texts: list[str], words: str) -> str:
    return next((t for t in texts if words and words.lower() in t.lower()), texts[0] if texts else "")


def why_a_person(kind: str, order: dict, line: dict, reading) -> str:
    """For the offline agent: why the claim on `line` goes to a person before anything is paid ('' when it does not)."""
    if kind not in CLAIMS:
        return ""
    texts = reading_unit_texts(reading, order.get("order_ref", ""))
    found = counted_above(order, line, texts, [s.text for s in reading.sentences])
    if not found:
        return ""
    most = policy_charges.line_cents(order, line["sku"], found["ordered"])
    return (f'the customer counts {found["said"]} of {line["description"]} ("{shortened(_claim_sentence(texts, found["words"]), 160)}"); '
            f'order {order.get("order_ref")} holds {found["ordered"]}: a person checks the claim (another order, photos) and settles at '
            f"most the {found['ordered']} on the order ({dollars(most)} with tax); nothing is paid on the line before")


def told_back(kind: str, order: dict, line: dict | None, reading) -> str:
    """The reply's sentence for a claim held for its count: the count the record shows, a colleague checking, no refund
    made ('' when the claim was not held for its count)."""
    if line is None or not why_a_person(kind, order, line, reading):
        return ""
    found = counted_above(order, line, reading_unit_texts(reading, order.get("order_ref", "")), [s.text for s in reading.sentences])
    return (f"Your message counts {found['said']} ({line['description']}), but our record of order {order.get('order_ref')} shows "
            f"{found['ordered']} ordered, so a colleague is checking this part of your claim and will write to you; no refund has "
            "been made for it yet.")


def check(decision: dict, order: dict, ticket_requests: list[dict], kind_set_by: str = "") -> tuple[str, bool, dict, str]:
    """The guard's check, as (check, passed, inputs, incident): a damage refund or collection fails on a line whose units
    the ticket's damage requests count above the units ordered, uncorrected. A person's edit of the plan clears it."""
    found = []
    if decision.get("case_type") in CLAIMS:
        by_sku = {x["sku"]: x for x in order.get("lines", [])}
        # the sentences the guard's unit checks count in (runs.guards.unit_texts), of the decision's kind when it has any
        asking = [r for r in ticket_requests if decision["case_type"] in (r.get("kinds") or [])] or ticket_requests
        settled = {r["text"] for r in ticket_requests if r.get("settles")}
        texts = list(dict.fromkeys(t for r in asking_only(asking) for t in [*r.get("told", []), r["text"]] if t not in settled))
        every = [t for r in ticket_requests for t in [*r.get("told", []), r["text"], *r.get("attached", []), *r.get("told_after", [])]]
        found = [f for item in policy_support.named_items(decision) if item.get("sku") in by_sku
                 and (f := counted_above(order, by_sku[item["sku"]], texts, every))]
    says = [f'the ticket counts {f["said"]} of {f["description"]} ("{f["words"]}"); the order holds {f["ordered"]}: a person checks '
            "the claim before anything is paid on the line" for f in found]
    inputs = {"case_type": decision.get("case_type"), "order_ref": order.get("order_ref"), "counted_above_order": found,
              **({"cleared_by": kind_set_by} if found and kind_set_by else {}), "says": says or ["no count above the units ordered"]}
    return CHECK, not found or bool(kind_set_by), inputs, INCIDENT
