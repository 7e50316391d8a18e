"""Whether a claim on an order line is one an earlier refund on that line already settled.

Units left on a line are not proof of a new claim: two of six plates refunded last week leave four
plates' worth, and a ticket saying "two of the side plates arrived broken, as I said last week"
would be paid again out of them. A claim on a line that an earlier refund of the same kind drew on
is told apart from the settled one only by the customer's own words: "another two were cracked",
"one more", "the rest I unwrapped": a new claim, paid out of the units left. Words that repeat
("as I said", "again", "following up", "still broken"), or no word either way, leave a claim that
cannot be told from the settled one: nothing is paid and a person decides, with the earlier
refunds (their reason, units and date) beside the ticket's words.

A claim whose ticket itself tells of the goods as refunded before ("you refunded this kettle last
month and now it leaks again") is held the same way: where the order records that refund, the
comparison above holds it (paying it again is a double refund); where the order records no refund
of the line at all, the customer's word and the record disagree, and a person is told both.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from . import policy_charges, policy_evidence
from .money import dollars
from .number_words import N, number
from .quoting import shortened
from .settled_lines import lines_told_refunded
from .ticket_lines import asking_only, named_just_before, words_mentioned

_COUNT = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a\s+few|a\s+couple|couple|some|several)"
# Words saying the units claimed now are others than those settled before.
NEW_CLAIM = re.compile(
    r"\b(?:another|anothr|annother|" + _COUNT + r"\s+(?:\w+\s+)?more\b(?!\s+than)|more\s+(?:of\s+(?:them|the\w*)|were|was|have|had|are|came|turned)"
    r"|further|additional|extra\s+(?:ones?|" + _COUNT + r")|the\s+rest\b|remaining|this\s+time|different\s+(?:ones?|" + _COUNT + r")"
    r"|on\s+top\s+of\s+(?:the|those)|besides\s+(?:the|those)|new(?:ly)?\s+(?:broken|cracked|damaged|found))",
    re.I)
# "Could you refund that one too?": new units only when nothing in the sentence says it repeats.
ALSO = re.compile(r"\bas\s+well(?!\s+as)|\btoo\s*(?=[.!?,;]|$)", re.I)
# Words saying the claim is the one told before.
REPEAT_CLAIM = re.compile(
    r"(?<!\bhi\s)(?<!\bhello\s)(?<!\bhey\s)\bagain\b|\bonce\s+more\b"
    r"|\b(?:as|like)\s+(?:i|we)\s+(?:(?:already|previously|have|had)\s+)*(?:said|mentioned|told|explained|wrote|reported|stated|raised|flagged|complained)"
    r"|\b(?:i|we)\s+(?:have\s+|had\s+)?(?:already|previously)\s+(?:\w+\s+)?(?:told|reported|mentioned|wrote|complained|emailed|contacted|raised|flagged)"
    r"|\b(?:already|previously)\s+(?:reported|raised|flagged|complained)"
    r"|\bfollow(?:ing)?[\s-]*up\b|\bchasing\b|\bstill\s+(?:broken|cracked|chipped|damaged|smashed|shattered|not\s+(?:refunded|sorted|resolved|fixed))"
    r"|\b(?:my|our|the)\s+(?:last|previous|earlier|first|other)\s+(?:email|e-mail|message|ticket|complaint|request|claim|chat|call)"
    r"|\b(?:same|those\s+same)\s+(?:" + _COUNT + r"\s+)?\w+\s+(?:as|that|which|i)\b",
    re.I)
# A remedy the customer says the shop's people promised for the claim: "I was told it would be sorted", "your colleague on
# the phone said it'd be refunded", "they promised a replacement". The claim is one told before: whatever the order
# records, a person checks what was promised (never a problem settled, never paid or set aside on a guess).
STAFF_PROMISE = re.compile(
    r"(?:\b(?:(?:i|we)\s*)?(?:was|were|had\s+been|have\s+been|'?ve\s+been)\s+(?:told|promised|assured|informed)\b"
    r"|\b(?:you|your\s+(?:\w+\s+)?(?:colleague|agent|team|staff|rep\w*|advis[eo]r|person|guy|lady|man|woman|people|support|service)"
    r"|(?:the|a|one\s+of\s+your)\s+(?:\w+\s+)?(?:colleague|agent|advis[eo]r|rep\w*|person|guy|lady|man|woman|chap|staff\s+member)"
    r"(?:\s+(?:i|we)\s+(?:spoke|talked|chatted)\s+(?:to|with))?|they|he|she|someone|somebody)\s+"
    r"(?:(?:on|in|at|over)\s+(?:(?:the|your|a)\s+)?(?:phone|chat|call|live\s+chat|shop|store)\s+)?"
    r"(?:said|told\s+(?:me|us)|promised|assured\s+(?:me|us)|agreed|confirmed)\b)"
    r"(?=[^.!?]{0,60}?\b(?:sort\w*|refund\w*|replac\w*|fix\w*|dealt|deal|credit\w*|money\s+back|new\s+one|another\s+one|sen[dt])\b)",
    re.I)
_CLAUSE = re.compile(r"[,;:()]|\b(?:but|and\s+now|now)\b", re.I)
# The earlier refund told as short of the claim, with its count: "you only refunded one", "refunded just 1 of the 2",
# "only one of them was refunded", "you refunded one but not the other".
_N = N.replace("(", "(?P<n>", 1)
_PAID_BACK = r"(?:refunded|reimbursed|credited|paid\s+(?:back|for)|covered)"
_SHORT_REFUND = [re.compile(p, re.I) for p in (
    rf"\b(?:only|just)\s+(?:ever\s+)?{_PAID_BACK}\s+(?:me\s+|us\s+)?(?:for\s+)?{_N}\b",
    rf"\b{_PAID_BACK}\s+(?:me\s+|us\s+)?(?:for\s+)?(?:only|just)\s+{_N}\b",
    rf"\b(?:only|just)\s+{_N}\b(?:\s+[a-z]+){{0,6}}?\s+(?:was|were|got|has\s+been|have\s+been|had\s+been)\s+{_PAID_BACK}",
    rf"\b{_PAID_BACK}\s+(?:me\s+|us\s+)?(?:for\s+)?{_N}\b[^.;!?]{{0,30}}\bnot\s+the\s+(?:other|second|rest|remaining)\b")]


@dataclass(frozen=True)
class EarlierClaim:
    """An earlier refund that drew on the line: what it was for, how many units, when."""

    sku: str
    units: int | None
    cents: int
    reason: str
    day: str | None


def earlier_on_line(order: dict, sku: str, case_type: str | None) -> list[EarlierClaim]:
    """Refunds on the order (as pinned, with this run's own admitted ones) of the same case type (None:
    of any) that drew on line `sku`, or recorded no line at all on an order of one line: its units are
    its cents over one unit's worth (tax share included), rounded to the nearest unit."""
    unit = policy_charges.line_cents(order, sku, 1) or 1
    single = len(order.get("lines", [])) == 1
    out = []
    for r in order.get("refunds") or []:
        if case_type is not None and r.get("case_type") not in (case_type, ""):
            continue
        covers = r.get("covers") or []
        cents = sum(int(c.get("cents", 0)) for c in covers if c.get("sku") == sku)
        if not covers and single:
            cents = int(r.get("amount_cents") or 0)
        if cents > 0:
            out.append(EarlierClaim(sku, round(cents / unit) or None, cents, r.get("reason", ""), r.get("date")))
    return out


def _clauses(text: str) -> list[str]:
    return [c for c in _CLAUSE.split(text) if c and c.strip()]


def wording(text: str) -> str:
    """'new' when a clause of the sentence claims other units than before, 'repeat' when one says
    it is the claim told before (and none claims new ones), 'also' when it only adds ("that one
    too"), which counts as new unless another sentence repeats, '' when it says neither."""
    clauses = _clauses(text)
    if any(NEW_CLAIM.search(c) for c in clauses):
        return "new"
    if any(REPEAT_CLAIM.search(c) for c in clauses) or STAFF_PROMISE.search(text):
        return "repeat"
    return "also" if any(ALSO.search(c) for c in clauses) else ""


def sentences_about(order: dict, sku: str, kind: str, ticket_requests: list[dict]) -> list[str]:
    """The asking sentences about the line: requests of `kind` naming it (by their own words, by the
    sentence told just before, or on an order of one line) and the sentences attached to requests
    ("Could you refund those two as well?"), which name no kind of their own."""
    lines = order.get("lines", [])
    line = next((x for x in lines if x["sku"] == sku), None)
    if line is None:
        return []
    def names(r: dict) -> list[str]:
        return [x["sku"] for x in lines if words_mentioned(x, r["text"])] or sorted(named_just_before(order, r.get("told") or []))

    out = []
    asking = asking_only(ticket_requests)
    for r in asking:
        kinds = r.get("kinds") or []
        if kinds and kind not in kinds:
            continue
        # a sentence of no kind attached to requests ("Could you refund those two as well?" after "2 of the 6 tea cups have
        # hairline cracks") is about what they are about: never a claim on a line none of them of this kind names
        owners = [q for q in asking if q is not r and r["text"] in (q.get("attached") or [])] if not kinds else []
        if owners and not any(kind in (q.get("kinds") or []) and (sku in names(q) or not names(q)) for q in owners):
            continue
        if sku in names(r) or not names(r):
            out.append(r["text"])
    return out


@dataclass(frozen=True)
class Comparison:
    sku: str
    description: str
    earlier: list[EarlierClaim]
    new: list[str]
    repeating: list[str]
    unmarked: list[str]
    told_refunded: str = ""  # the ticket's sentence telling of the line as refunded before, when the order records no refund of it

    @property
    def settled(self) -> bool:
        """The claim cannot be told apart from one an earlier refund settled: earlier refunds of the
        kind drew on the line and no sentence about it claims other units; or the ticket says the line
        was refunded before and the order records no refund of it (the two disagree)."""
        return (bool(self.earlier) and not self.new) or bool(self.told_refunded)

    def as_payload(self) -> dict:
        return {"sku": self.sku, "description": self.description,
                "earlier": [{"units": e.units, "cents": e.cents, "reason": e.reason, "date": e.day} for e in self.earlier],
                "new_claim": self.new, "repeating": self.repeating, "unmarked": self.unmarked,
                **({"told_refunded": self.told_refunded} if self.told_refunded else {})}


def refund_told_short(order: dict, sku: str, case_type: str, texts: list[str]) -> str:
    """The sentence telling the line's earlier refund as covering fewer units than were claimed ("I said two were
    cracked, but you only refunded one"), when the count it tells is the count the order's record shows refunded on
    the line: the record and the customer agree on what was paid, and what is asked now is a unit beyond it ("the
    second one is still cracked"), told apart from the settled one. '' when no sentence says so, or the counts differ."""
    earlier = earlier_on_line(order, sku, case_type)
    if not earlier or any(e.units is None for e in earlier):
        return ""
    refunded = sum(e.units for e in earlier)
    if refunded >= int(next((x.get("quantity") or 1 for x in order.get("lines", []) if x["sku"] == sku), 1)):
        return ""  # every unit of the line is paid already: nothing is left to be another unit
    line = next(x for x in order.get("lines", []) if x["sku"] == sku)
    # told of this line: by its own words, or on an order of one line ("only one of them was refunded")
    texts = [t for t in texts if words_mentioned(line, t) or len(order.get("lines", [])) == 1]
    return next((t for t in texts for p in _SHORT_REFUND for m in p.finditer(t) if number(m.group("n")) == refunded), "")


def compare(decision: dict, order: dict, ticket_requests: list[dict]) -> list[Comparison]:
    """For each line a decision names, its earlier refunds of the same kind and the ticket's
    sentences about it, sorted by what they say: a new claim, a repeat, or neither. A return or a
    collection is compared too: it pays when the goods land."""
    by_sku = {x["sku"]: x for x in order.get("lines", [])}
    # the asking sentences, and what the customer told before them ("You refunded the kettle in May. Now it leaks.")
    every = list(dict.fromkeys([*(t for r in ticket_requests for t in r.get("told") or []), *(r["text"] for r in ticket_requests)]))
    told = lines_told_refunded(order, every)
    out = []
    for sku in policy_evidence.acted_skus(decision):
        if sku not in by_sku:
            continue
        said = sentences_about(order, sku, decision["case_type"], ticket_requests)
        read = {t: wording(t) for t in said}
        if said and refund_told_short(order, sku, decision["case_type"], every):
            # "you only refunded one ... the second one is still cracked": what is still broken is the unit left unpaid
            read = {t: "new" for t in said}
        repeating = [t for t, w in read.items() if w == "repeat"]
        adding = ("new",) if repeating else ("new", "also")
        unrecorded = told.get(sku, "") if sku in told and not earlier_on_line(order, sku, None) else ""
        out.append(Comparison(sku, by_sku[sku]["description"], earlier_on_line(order, sku, decision["case_type"]),
                              [t for t, w in read.items() if w in adding], repeating,
                              [t for t, w in read.items() if not w or (w == "also" and repeating)], unrecorded))
    return out


# The customer chasing a claim told before: "following up on my phone call", "chasing this again", "still waiting".
_CHASE = re.compile(r"\bfollow(?:ing)?[\s-]*up\b|\bchasing\b|\bstill\s+(?:waiting|not\s+(?:refunded|sorted|resolved|fixed|heard))\b"
                    r"|\b(?:haven'?t|have\s+not|never)\s+heard\s+back\b", re.I)


def chased(decision: dict, order: dict, ticket_requests: list[dict]) -> list[Comparison]:
    """The comparisons of a claim the customer chases after a promise or a claim told before ("following up on my phone
    call ... I was told it would be sorted. Please refund the jug."): its sentences, or those told around them, tell a
    remedy the shop's people promised or chase the claim, and none says the goods were refunded before. An earlier
    refund that drew on the whole line then does not close it as done: a person checks what was promised and tells
    the customer. ("you refunded this kettle last month and now it leaks again" knows of the refund: the record answers.)"""
    kind = decision["case_type"]
    texts = [t for r in asking_only(ticket_requests) if kind in (r.get("kinds") or [kind])
             for t in (*(r.get("told") or []), r["text"], *(r.get("told_after") or []), *(r.get("attached") or []))]
    if not any(STAFF_PROMISE.search(t) or _CHASE.search(t) for t in texts) or lines_told_refunded(order, texts):
        return []
    return [c for c in compare(decision, order, ticket_requests) if c.earlier and not c.new]


def says(c: Comparison, now: date | None = None) -> list[str]:
    """A comparison in a person's words: the earlier refunds on the line and what the ticket says;
    `now`, the shop's day of the ticket (runs.local_days), which an earlier refund's day is set against."""
    out = []
    for e in c.earlier:
        ago = ""
        if now and e.day:
            try:
                ago = f", {(now - date.fromisoformat(e.day)).days} day(s) before the ticket"
            except ValueError:
                ago = ""
        units = f"{e.units} unit(s)" if e.units else "units not recorded"
        out.append(f"{c.description}: refunded before, {units} ({dollars(e.cents)}) on {e.day or 'an unrecorded date'}{ago}, "
                   f"reason \"{e.reason}\"")
    if c.told_refunded:
        out.append(f'the ticket says the {c.description.lower()} was refunded before ("{shortened(c.told_refunded, 160)}"), and the order records no '
                   "refund of it: the customer's word and the record disagree")
    elif c.new:
        out.append("the ticket claims other units now: " + " / ".join(f'"{t}"' for t in c.new))
    elif c.repeating:
        out.append("the ticket repeats the claim told before: " + " / ".join(f'"{t}"' for t in c.repeating))
    elif c.earlier:
        out.append("the ticket does not say these are other units than those refunded"
                   + (": " + " / ".join(f'"{t}"' for t in c.unmarked) if c.unmarked else ""))
    return out



def from_payload(p: dict) -> Comparison:
    """A recorded comparison (Comparison.as_payload) back, to say it in words on the run page."""
    return Comparison(p["sku"], p["description"], [EarlierClaim(p["sku"], e["units"], e["cents"], e["reason"], e["date"]) for e in p["earlier"]],
                      p["new_claim"], p["repeating"], p["unmarked"], p.get("told_refunded", ""))
