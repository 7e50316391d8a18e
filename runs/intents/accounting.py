"""The accounting of a ticket's requests against a plan's subtasks: which request each subtask
covers, and which are left for no subtask (a silent drop is what the screener exists to stop)."""

from __future__ import annotations

import re

from .. import sentences as cut
from ..quoting import shortened
from ..sentences import normalise_ref
from .cues import FEE_IN_GOAL
from .reading import Reading, ReadSentence
from .carried_order_goods import goods_on_record
from .claimed_goods import beyond_claims
from .elsewhere_held_by_claim import MONEY_CLAIMS, held_by_claim
from .missing_items import thing_missing, told_missing
from .other_clause import other_words
from .promise_done_asked import promised_kind_asked
from .stems import content_stems


def uncovered(intents: list[str], plan_kinds: list[str]) -> list[str]:
    """Detected intents no subtask covers. A non-delivery plan covers a damage claim it replaced."""
    kinds = set(plan_kinds)
    missing = []
    for intent in intents:
        if intent in kinds:
            continue
        if intent == "damaged_item" and "non_delivery" in kinds:
            continue
        missing.append(intent)
    return missing


# How a subtask's goal opens when its request points at an order the ticket gives no number for ("my other order"):
# the goal names the pinned order it is not about, and the candidates a person chooses from.
ANOTHER_ORDER = "an order other than"


def _same_order(a: str, b: str) -> bool:
    return normalise_ref(a) == normalise_ref(b)


def _names_order(goal: str, order: str) -> bool:
    return any(_same_order(ref, order) for ref in cut.orders_in(goal))


# Verbs of sending, which say nothing of what is asked for.
_SENDING = frozenset({"send", "sent", "resend", "ship", "post", "mail", "dispatch"})


def record_before(order: dict | None, run_id: int | None) -> dict | None:
    """The order as a run read it (`order`), the refunds run `run_id` made itself left out: what the shop had done
    before the run (a refund this run made is no answer to whether one promised before was made). None without one."""
    if not order:
        return None
    return {**order, "refunds": [r for r in order.get("refunds") or [] if run_id is None or r.get("run") != run_id]}


def refund_recorded(record: dict | None, kind: str) -> bool:
    """Whether the order as the run read it (`record`, its refunds) shows a refund of `kind` made."""
    return bool(record) and any(r.get("case_type") == kind for r in record.get("refunds") or [])


def _covers(s: ReadSentence, kind: str, subtask: dict, pinned_order: str, order: str = "", told_on: frozenset = frozenset(),
            record: dict | None = None) -> bool:
    """Whether the subtask covers the sentence's request of `kind` about `order` (one of the orders it
    names or points at; "" for one naming none). `told_on`: the (order, kind) pairs requests naming their order ask.
    `record`: the order as the run read it, when there is one: a question whether a promised refund was made is
    answered by the claim's subtask of that kind where the record shows that refund made (runs/intents/promise_done_asked.py)."""
    goal = subtask["goal"]
    if kind == "other" and (promised := promised_kind_asked(s)) and subtask["kind"] == promised and refund_recorded(record, promised):
        return True
    if kind == "other":
        if subtask["kind"] == "non_delivery" and (thing := _thing_missing_named(s)):
            # "the lamp came without the lampshade": covered by the non-delivery of the lampshade line, its goal naming it
            return not beyond_claims(content_stems(thing), content_stems(goal))
        if subtask["kind"] != "other":
            # a claim handed to a person as another order's, its goal quoting this ask beside it ("Could you refund one of the
            # tumblers from my order last autumn though? It's had a crack in it": the ask is that claim's, one subtask)
            return goal.startswith(ANOTHER_ORDER) and " ".join(s.text.lower().split())[:60] in " ".join(goal.lower().split())
        stems = content_stems(other_words(s))  # the clause of no known kind, when the sentence asks a known kind too (other_clause.py)
        if not stems:  # every word one the known kinds deal in ("as store credit instead?"): the goal must quote it
            return " ".join(s.text.lower().split())[:120] in " ".join(goal.lower().split())
        # what is sent is the request, not the sending: "send a new lid" is not covered by "send the receipt"
        stems = stems - _SENDING or stems
        return len(stems & content_stems(goal)) >= max(1, round(0.6 * len(stems)))
    if kind == "late_delivery" and subtask["kind"] == "non_delivery" and FEE_IN_GOAL.search(goal):
        pass  # the delivery fee asked beside a lost order, paid back by the claim for the whole order
    elif subtask["kind"] not in ({kind, "non_delivery"} if kind == "damaged_item" else {kind}):
        return False
    if s.order_unsure and not order:
        # any of the orders the ticket lists ("orders SU-1 / SU-2" in a signature): covered by its kind on whichever order
        # its goods tie it to, or by a subtask for a person naming the orders
        return True
    foreign = order and pinned_order and not _same_order(order, pinned_order)
    named = cut.orders_in(goal)
    if foreign and goods_on_record(s, record) and all(_same_order(ref, pinned_order) for ref in named):
        return True  # its order only carried from the sentence before, its goods on the pinned order's lines (carried_order_goods.py)
    if foreign:
        return _names_order(goal, order)
    if not order and not s.order and not s.other_than and any((normalise_ref(ref), kind) in told_on for ref in named):
        # "late + broken" over "...the bowl in my other parcel SU-2 arrived cracked": that claim's summary, covered with it
        return True
    if s.order_carried and any(not _same_order(ref, order or s.order) for ref in named):
        return True  # its order only the one told of before it: covered on the order whose lines hold its goods
    if pinned_order and not s.about_order(pinned_order):
        # "the desk lamp from my other order": covered by a subtask naming another order, or the candidates for a person
        return goal.startswith(ANOTHER_ORDER) or any(not _same_order(ref, pinned_order) for ref in named)
    if any(not _same_order(ref, pinned_order) for ref in named) and _quoted_in(s.text, goal):
        return True  # its goods held by another order of the customer's (runs.sibling_orders): settled there, the sentence quoted
    return not named or not pinned_order or any(_same_order(ref, pinned_order) for ref in named)


def _quoted_in(text: str, goal: str) -> bool:
    """Whether the goal quotes the sentence, or the clause of it its request is told in (twenty characters or more, cut
    short with "…" or not, spaces aside)."""
    said = " ".join(text.split()).lower()
    quoted = [part.rstrip("…").strip() for m in _QUOTED.finditer(goal) for part in " ".join(m.group(1).split()).lower().split("; ")]
    return any(len(q) >= 20 for q in quoted) and all(q in said for q in quoted if len(q) >= 20)


_QUOTED = re.compile(r'"([^"]+)"')


def _thing_missing_named(s: ReadSentence) -> str:
    """The thing a sentence read as missing from goods that came names ("lampshade"), or ''."""
    return (thing_missing(s.text) or "") if told_missing(s) else ""


def accounting(reading: Reading, subtasks: list[dict], pinned_order: str = "", record: dict | None = None) -> list[dict]:
    """Every request the screener read, kind by kind, with the subtask that covers it or the reason
    none does. `subtasks`: {number, kind, goal} each (a replan passes the closed ones too). `record`: the pinned order as
    the run read it, when there is one (what it shows answers some questions, `_covers`)."""
    rows = []
    told_on = frozenset((normalise_ref(ref), kind) for s in reading.requests if s.order and not s.order_unsure
                        for ref in s.orders for kind in s.kinds_on(ref))
    texts = [s.text for s in reading.sentences if s.role != "injected"]
    for s in reading.requests:
        # "She wants a refund to her own card, not mine": the money claim's card, which holds its refund for a person
        claim = next((t for t in subtasks if t["kind"] in MONEY_CLAIMS), None) if held_by_claim(s, texts) else None
        for kind in s.kinds:
            # "both my orders were charged twice": the request is each order's, and each is accounted for
            for order in (s.orders if kind != "other" and len(s.orders) > 1 else [s.order]):
                if s.kinds_by_order and kind not in s.kinds_on(order):
                    continue  # "SU-1 the quilt came torn ... SU-2 never got here": the damage is SU-1's alone
                match = next((t for t in subtasks if _covers(s, kind, t, pinned_order, order, told_on, record)), None)
                if kind == "other" and claim is not None:
                    match = claim  # (runs/intents/elsewhere_held_by_claim.py)
                row = {"i": s.index, "text": s.text, "kind": kind, "order": order, "subtask": match["number"] if match else None}
                if match is None:
                    foreign = order and pinned_order and not _same_order(order, pinned_order)
                    if kind == "other":
                        row["reason"] = "no subtask of kind other quotes this request"
                    elif foreign:
                        row["reason"] = f"it is about order {order}, and no {kind.replace('_', ' ')} subtask names that order"
                    elif pinned_order and not s.about_order(pinned_order):
                        row["reason"] = (f"it is about an order other than {pinned_order}, and no {kind.replace('_', ' ')} subtask names "
                                         "another order")
                    else:
                        row["reason"] = f"no {kind.replace('_', ' ')} subtask"
                rows.append(row)
    return rows


def unaccounted(reading: Reading, subtasks: list[dict], pinned_order: str = "", record: dict | None = None) -> list[dict]:
    """The requests no subtask covers (the plan check refuses a plan that leaves any)."""
    return [row for row in accounting(reading, subtasks, pinned_order, record) if row["subtask"] is None]


def describe(row: dict) -> str:
    """One unaccounted request, for a refusal the model reads and a reviewer sees."""
    return f"the ticket asks \"{shortened(row['text'], 160)}\" ({row['kind'].replace('_', ' ')}) and {row['reason']}"
