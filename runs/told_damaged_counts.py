"""The count of a line's units the customer tells damaged, held against the units a damage decision pays.

"we received 12 wine glasses for the restaurant today and three were broken in transit. Please credit us for the three
broken glasses." was paid as twelve glasses (ver29a V29-29, $106.92 too much): the unit reading took "12 wine glasses",
the count that came, as the count of the claim, and the guard's line check read the same twelve. This module reads only
counts said in one breath with a damage word ("three were broken", "3 broken glasses", "two of them arrived cracked",
"4 plates came smashed"), so the count that came never stands for the count that broke:

- the agent pays no more units of a line than the largest such count (`capped`), those told as more besides ("the other
  two are chipped too", "another one cracked") added to it;
- the guard's check `units_within_told_damage` refuses a damage decision naming more units than that, whatever read the
  decision (a model included). A ticket that counts no damaged units, or says all of them ("all 12 arrived smashed", "every
  one of them"), leaves the line's own bound to the other checks.
"""

from __future__ import annotations

import re

from . import policy_support
from .number_words import N, number
from .part_words import PARTS
from .ticket_lines import asking_only, words_mentioned
from .unit_counts import DAMAGE_WORD, corrected_units, count_of_line
from .sentences import without_amounts

CHECK = "units_within_told_damage"
INCIDENT = ("\"we received 12 wine glasses ... and three were broken in transit. Please credit us for the three broken glasses.\" "
            "was paid as all twelve glasses, $142.56 for $35.64 of damage: the count that came was read as the count that broke "
            "(ver29a V29-29).")

# runs.unit_counts' damage words, and "in bits", "in shards", "split": said of units, never of a count that came
_DAMAGE = rf"(?:{DAMAGE_WORD}|in\s+(?:bits|shards)|split)"
_VERB = r"(?:were|are|was|is|arrived|arrive|came|come|got|have\s+been|had\s+been|showed\s+up|turned\s+up|have|had|'re|’re)"
_ADVERB = r"(?:(?:all|already|completely|badly|totally|just)\s+)?"
# "other"/"more"/"another" before a count: units besides those counted first ("the other two are chipped too")
_MORE = r"(?:(?:other|more|another|further|remaining|extra)\s+)"
# a count, then what it counts (up to three words, or "of them"/"of the twelve glasses"), then a damage word with or without a verb
_TOLD = re.compile(
    rf"\b(?P<more>{_MORE})?{N}\s+(?P<more2>{_MORE})?"
    rf"(?P<what>(?:of\s+(?:them|em|'em|the|my|our|those|these)(?:\s+[a-z0-9'-]+){{0,3}}?\s+)?(?:[a-z'-]+\s+){{0,3}}?)"
    rf"(?:{_VERB}\s+{_ADVERB})?{_DAMAGE}\b",
    re.I)
# "three broken glasses": the damage word between the count and what it counts
_BEFORE_NOUN = re.compile(rf"\b(?P<more>{_MORE})?{N}\s+(?P<more2>{_MORE})?{_DAMAGE}\s+(?P<what>[a-z'-]+)", re.I)
# the whole line told damaged: no count of a part bounds it
_ALL = re.compile(rf"\ball\s+(?:of\s+)?(?:the|them|em|my|our|these|those|{N[1:-1]})\b|\b(?:every|each|entire|whole|both|everything|none\s+(?:of\s+them\s+)?"
                  r"(?:survived|made\s+it))\b|\bthe\s+rest\b", re.I)
# ...said of the damage in the same clause ("all 12 arrived smashed", "broken, every one of them"; not "Received all 12
# glasses, although three broken glasses were in the bottom layer")
_ALL_DAMAGED = re.compile(rf"(?:{_ALL.pattern})[^.,;:!?]{{0,40}}?\b{_DAMAGE}|\b{_DAMAGE}\b[^.;!?]{{0,25}}?\b(?:every\s+(?:single\s+)?one|all\s+of\s+them|"
                          r"each\s+(?:and\s+every\s+)?one|the\s+(?:whole\s+)?lot)\b", re.I)
# A sentence telling money given or goods covered, whoever by: "refunded" or "reimbursed" anywhere in it, "credited me for",
# "already replaced" (it counts no units told damaged now).
_REFUNDED_OR_ALREADY_COVERED = re.compile(r"\b(?:refunded|reimbursed|credited\s+(?:me|us)\s+(?:for|already)|already\s+(?:replaced|covered))\b", re.I)
# the whole but a count, just before it: "all but", "every one except", "everything apart from"
_ALL_BUT_BEFORE = re.compile(r"\b(?:all|every\s*one|everything|each\s+one)(?:\s+of\s+(?:them|em|'em))?\s+(?:but|except(?:\s+for)?|apart\s+from|save)\s+$", re.I)
_SAID_FINE = re.compile(r"\b(?:fine|ok|okay|intact|perfect|alright|undamaged|unbroken)\b", re.I)
_NOT_A_COUNT = re.compile(r"\b(?:days?|weeks?|months?|hours?|times?|years?|minutes?|%|percent|dollars?|pounds?|euros?|cents?|inch(?:es)?|cm|mm)\b", re.I)


def _counts_line(order: dict, line: dict, what: str, sentence: str) -> bool:
    """Whether the counted words are the line's units: on an order of one line always (unless they name a part of one
    unit, "two legs broken"); on several, when they name the line, or name nothing and the sentence names only it
    (runs.unit_counts.count_of_line, naming a line strictly by its words: this count caps what is paid)."""
    words = [w for w in re.findall(r"[a-z'-]+", what.lower()) if w not in {"of", "them", "em", "'em", "the", "my", "our", "those", "these"}]
    if any(w in PARTS or w.rstrip("s") in PARTS for w in words) and not words_mentioned(line, what):
        return False
    return count_of_line(order, line, what, sentence, names=words_mentioned)


def told_damaged(order: dict, line: dict, texts: list[str]) -> tuple[int, str] | None:
    """The most units of `line` the sentences tell damaged, with the words read; None when they count none, or tell
    the whole line damaged ("all of them", "every glass")."""
    if (corrected := corrected_units(order, line, texts)) is not None and corrected.exact:
        return corrected.exact, corrected.words  # the customer's last word: "One broke. Actually, make that both" (count_corrections.py)
    first: list[tuple[int, str]] = []
    more: list[tuple[int, str]] = []
    for t in texts:
        if _REFUNDED_OR_ALREADY_COVERED.search(t):
            continue
        t = without_amounts(t)  # "approved a $60.00 refund for my cracked cereal bowl": no "00" bowls (runs.sentences)
        if _ALL_DAMAGED.search(t):
            return None
        for pattern in (_TOLD, _BEFORE_NOUN):
            for m in pattern.finditer(t):
                what = m.group("what") or ""
                if _NOT_A_COUNT.match(what) or not _counts_line(order, line, what, t) or _SAID_FINE.search(what):
                    continue  # (nor "one of them is fine but the other two are cracked": the one is the one spared)
                found = (number(m.group(2)), m.group(0))
                if but := _ALL_BUT_BEFORE.search(t[:m.start()]):
                    # "all but two of the dinner plates were broken": the two are the ones spared, the rest of the line broke
                    found = (max(0, int(line.get("quantity") or 1) - found[0]), but.group(0) + found[1])
                (more if m.group("more") or m.group("more2") else first).append(found)
    if not first:
        return None
    count, words = max(first)
    extra = sum(dict((w, n) for n, w in more).values())
    return count + extra, words + "".join(f'" and "{w}' for _, w in more)


def capped(order: dict, line: dict, texts: list[str], units: int) -> int:
    """The agent's units of a damage claim, never more than the customer tells damaged."""
    told = told_damaged(order, line, texts)
    return min(units, told[0]) if told and told[0] > 0 else units


def check(decision: dict, order: dict, ticket_requests: list[dict], run_units: dict[str, int] | None = None) -> tuple[str, bool, dict, str]:
    """(check, passed, inputs, incident) for runs.guards.CheckResult: a damage decision naming more units of a line than the
    ticket tells damaged fails."""
    by_sku = {x["sku"]: x for x in order.get("lines", [])}
    texts = list(dict.fromkeys(t for r in asking_only(ticket_requests)
                               for t in (*r.get("told", ()), r["text"], *r.get("attached", ()), *r.get("told_after", ()))))
    lines = []
    if decision.get("case_type") == "damaged_item":
        for item in policy_support.named_items(decision):
            line = by_sku.get(item.get("sku"))
            told = told_damaged(order, line, texts) if line else None
            if line is None or told is None:
                continue
            taken = (run_units or {}).get(line["sku"], 0)
            named = int(item.get("quantity") or 1)
            lines.append({"sku": line["sku"], "description": line["description"], "named": named, "taken": taken,
                          "told": told[0], "words": told[1], "beyond": named + taken > told[0]})
    beyond = [x for x in lines if x["beyond"]]
    return (CHECK, not beyond, {"case_type": decision.get("case_type"), "lines": lines, "says": says(lines)}, INCIDENT)


def says(lines: list[dict]) -> list[str]:
    """The check's inputs as a person reads them."""
    if not lines:
        return ["the ticket counts no damaged units of the lines named, or tells them all damaged"]
    return [f"{x['description']}: {x['named']} named" + (f" and {x['taken']} taken by this run's other decisions" if x["taken"] else "")
            + f"; the customer tells {x['told']} damaged (\"{x['words']}\")"
            + (": paying more units than the customer says broke, a person checks" if x["beyond"] else ": within it")
            for x in lines]
