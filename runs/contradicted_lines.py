"""A line the ticket calls fine in one sentence and damaged in another: no money on it, a person asks which is true.

"The serving bowl arrived in perfect condition - really well packed, not a scratch on it ... P.S. please refund the
serving bowl, it is damaged." was paid $45.36: the clause calling the bowl fine only held claims told before it, so a
claim after it (in a P.S., the next paragraph) claimed the bowl anew. The same ticket in the other order ("Please refund
the serving bowl, it is damaged. Having looked again, the serving bowl is in perfect condition") takes the claim back.

Read here, over every sentence the ticket tells about the order: a sentence calling a line fine as a whole (the same
reading the guard's line_in_ticket uses, runs/fine_lines.lines_called_fine, and "flawless", "pristine", "not a scratch
on it") and another sentence claiming that line damaged or lost (a request of the decision's kind naming it) contradict
each other, in either order. The guard's check `line_not_fine_and_damaged` refuses a refund, return or
collection on such a line, and the offline agent sends the two sentences to a person (`escalation`) instead of paying.

Not a contradiction, still paid:
- the two in one sentence ("the bowl is fine but the lid is cracked"): line_in_ticket reads the clauses;
- the fine words hedged as a first look ("the mug looked fine in the box", "seemed perfect at first");
- damage found after a fine first impression, told as found ("... When I lifted it out, the handle came off",
  "on closer inspection there's a hairline crack"): a claim, so long as the finding comes after the fine words;
- fine words for some of the goods or the rest ("everything else is perfect, only the jug is chipped").
A person's edit of the plan (the customer asked, the photo came) clears it.
"""

from __future__ import annotations

import re

from . import policy_evidence
from .fine_lines import _SOME_OF, lines_called_fine
from .first_looks import FIRST_LOOK, FOUND
from .flawless_by_pronoun import pronoun_flawless_line
from .intents.cues import tells_damage
from .intents.doubt import _PERSON
from .quoting import shortened
from .ticket_lines import _DAMAGED, _SENTENCE_OR_CLAUSE, asking_only, lines_in_clauses, mentioned, request_spans

CHECK = "line_not_fine_and_damaged"
INCIDENT = ("\"The serving bowl arrived in perfect condition - really well packed, not a scratch on it\" and, after the sign-off, "
            "\"P.S. please refund the serving bowl, it is damaged.\" was paid $45.36; the same shape paid $25.92 on placemats called "
            "\"flawless\", and $45.36 on a bowl the customer said, after claiming it, was \"in perfect condition\" on a second look; "
            "later $47.52 on a vase \"just not working in our living room\" beside \"It's in perfect condition.\", its pronoun bound to no line.")

_KINDS = ("damaged_item", "non_delivery")
_MONEY_ACTIONS = ("refund", "collection", "return")

# Fine words line_in_ticket's reading does not know alone: "the placemats are flawless", "not a scratch on it".
_FLAWLESS = re.compile(r"\b(?:flawless|pristine|immaculate|spotless|unmarked|perfect\s+condition|"
                       r"(?:not|without|no)\s+(?:a\s+)?(?:single\s+)?(?:scratch|mark|chip|dent|crack|blemish)(?:\s+on\s+(?:it|them))?)\b", re.I)
_HEADED_FINE = re.compile(r"^\W*([^:.!?]{1,40}):\s*(?:perfect|fine|ok|okay|flawless|great|all\s+good|no\s+(?:issues|problems))\W*$", re.I)
_DENIED = re.compile(r"(?:\bnot|n't|\bnever|\bhardly|\bfar\s+from|\bless\s+than|\banything\s+but)\s+(?:\w+\s+)?$", re.I)

def _named_alone(order: dict, text: str) -> set[str]:
    """The lines `text` names, kept to those it names by a word no other line named there shares: "the salad tongs are
    in perfect condition" names the tongs, not the "Ceramic salad bowl" beside them by "salad". When the text names
    none by words of its own (only a word the lines share), all it names stand."""
    named = mentioned(order, [text])
    own = {sku for sku, words in named.items()
           if set(words) - set().union(*(set(w) for k, w in named.items() if k != sku))}
    return own or set(named)


def _flawless_lines(order: dict, text: str) -> set[str]:
    """The lines a clause of `text` names and calls flawless in words line_in_ticket's reading does not know alone."""
    out: set[str] = set()
    for clause in _SENTENCE_OR_CLAUSE.split(text):
        if not clause or not clause.strip():
            continue
        for m in _FLAWLESS.finditer(clause):
            if not _DENIED.search(clause[:m.start()]) and not _DAMAGED.search(_FLAWLESS.sub(" ", clause)) and not _SOME_OF.search(clause):
                out |= _named_alone(order, clause)
    # "Jug: perfect." names the line before its colon
    if (head := _HEADED_FINE.match(text)):
        out |= _named_alone(order, head.group(1))
    # "not a scratch on it" in a clause of its own stands for the line the sentence names before it, when it names one
    if not out and (m := _FLAWLESS.search(text)) and not _DENIED.search(text[:m.start()]) and not _DAMAGED.search(_FLAWLESS.sub(" ", text)) and not _SOME_OF.search(text[:m.start()]) and len(named := _named_alone(order, text[:m.start()])) == 1:
        out = named
    return out or pronoun_flawless_line(order, text, tells_damage)  # "It's in perfect condition." on a one-line order (runs/flawless_by_pronoun.py)


# Goods told as someone else's: "hers came perfectly", "my sister's vase arrived flawless", "his was pristine", "a friend of
# mine has the same vase": fine words in such a clause say nothing of the customer's own line (ver22a V22A-12 held $37.40
# for bowls whose "neighbour ... hers came perfectly"). Only the goods' owner counts, not who speaks: "my wife says the bowl
# arrived perfect" still calls the customer's bowl fine.
_SOMEONE_ELSES = re.compile(rf"\b{_PERSON}(?:'s|’s|s'|s’)(?=\s)|\b(?:hers|theirs)\b|\bhis\s+(?:one|ones|was|were|is|are|came|arrived|turned|got)\b"
                            r"|\b(?:ordered|bought|has|had|got)\s+the\s+(?:exact\s+)?(?:same|identical)\b|\bfriend\s+of\s+(?:mine|ours)\b", re.I)


def _own_goods_told(text: str) -> str:
    """`text` without the clauses telling of someone else's goods ("hers came perfectly")."""
    if not _SOMEONE_ELSES.search(text):
        return text
    return ". ".join(c.strip() for c in _SENTENCE_OR_CLAUSE.split(text) if c and c.strip() and not _SOMEONE_ELSES.search(c))


def fine_sentences(order: dict, texts: list[str]) -> dict[str, list[str]]:
    """{sku: the sentences calling that line fine as a whole}, first looks left out ("looked fine in the box") and the
    clauses telling of someone else's goods."""
    out: dict[str, list[str]] = {}
    for text in texts:
        if FIRST_LOOK.search(text):
            continue
        own = _own_goods_told(text)
        for sku in set(lines_called_fine(order, [own])) | _flawless_lines(order, own):
            out.setdefault(sku, []).append(text)
    return out


def _ordered(ticket_requests: list[dict]) -> list[str]:
    """Every sentence the requests hold, in the ticket's order as far as the requests tell it."""
    out: list[str] = []
    for r in ticket_requests:
        for t in (*r.get("told", ()), r["text"], *r.get("attached", ()), *r.get("told_after", ())):
            if t not in out:
                out.append(t)
    return out


def contradictions(decision: dict, order: dict, ticket_requests: list[dict]) -> list[dict]:
    """[{sku, description, fine, claim, taken_back}] for each line a goods decision acts on (the only line, when it names
    none) that one sentence calls fine and another, a request of the decision's kind, claims."""
    kind = decision.get("case_type")
    if kind not in _KINDS or (decision.get("action") or "refund") not in _MONEY_ACTIONS:
        return []
    lines = order.get("lines", [])
    by_sku = {x["sku"]: x for x in lines}
    acted = policy_evidence.acted_skus(decision) or ([lines[0]["sku"]] if len(lines) == 1 else [])
    texts = _ordered(ticket_requests)
    fine = fine_sentences(order, texts)
    out = []
    for sku in acted:
        if sku not in fine:
            continue
        for r in asking_only(ticket_requests):
            if kind not in (r.get("kinds") or []):
                continue
            claim = r["text"]
            named = lines_in_clauses(order, claim, request_spans(r, kind)) or ({sku} if len(lines) == 1 else set())
            if sku not in named:
                continue
            for words in fine[sku]:
                if words == claim:
                    continue  # one sentence: line_in_ticket reads its clauses
                before = texts.index(words) < texts.index(claim) if words in texts and claim in texts else None
                if before and FOUND.search(claim):
                    continue  # a fine first impression, then the damage found: a claim
                out.append({"sku": sku, "description": by_sku.get(sku, {}).get("description", sku), "fine": words, "claim": claim,
                            "taken_back": before is False})
                break
            if out and out[-1]["sku"] == sku:
                break
    return out


def says(found: list[dict]) -> list[str]:
    """The finding in words a person reads: both sentences quoted."""
    if not found:
        return ["no line the decision acts on is called both fine and damaged in the ticket"]
    out = []
    for c in found:
        if c["taken_back"]:
            out.append(f'the customer claims the {c["description"].lower()} ("{shortened(c["claim"], 120)}") and then takes it back '
                       f'("{shortened(c["fine"], 120)}"): no claim stands on it')
        else:
            out.append(f'the ticket calls the {c["description"].lower()} fine ("{shortened(c["fine"], 120)}") and claims it '
                       f'("{shortened(c["claim"], 120)}"): a person asks the customer which is true (a photo) before any money moves')
    return out


def contradiction_check(decision: dict, order: dict, ticket_requests: list[dict], kind_set_by: str = "") -> tuple[str, bool, dict, str]:
    """The guard's check, as (check, passed, inputs, incident): a refund, return or collection of goods fails on a line the
    ticket calls both fine and damaged (or lost), in any order. A person's edit of the plan clears it."""
    found = contradictions(decision, order, ticket_requests)
    inputs = {"case_type": decision.get("case_type"), "order_ref": order.get("order_ref"), "called_fine_and_claimed": found,
              **({"cleared_by": kind_set_by} if found and kind_set_by else {}), "says": says(found)}
    return CHECK, not found or bool(kind_set_by), inputs, INCIDENT


def escalation(decision: dict, order: dict, ticket_requests: list[dict]) -> dict | None:
    """For the offline agent: the decision handed to a person naming both sentences, or None when the ticket holds no
    such contradiction about the lines it acts on."""
    found = contradictions(decision, order, ticket_requests)
    if not found:
        return None
    c = found[0]
    what = c["description"].lower()
    if c["taken_back"]:
        item = (f'check the ticket with the customer: they claim the {what} on order {order.get("order_ref")} ("{shortened(c["claim"], 120)}") '
                f'and then say it is fine ("{shortened(c["fine"], 120)}")')
    else:
        item = (f'ask the customer about the {what} on order {order.get("order_ref")}: the ticket calls it fine ("{shortened(c["fine"], 120)}") '
                f'and damaged ("{shortened(c["claim"], 120)}")')
    return {"escalate": item, "reason": "; ".join(says(found)) + "; nothing is paid on a line the ticket itself calls fine"}
