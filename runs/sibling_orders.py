"""The customer's other orders, read beside the one a run works on, for two requests the pinned order alone misreads.

- Goods of another order told of on this one: "SU-81012 / The speckled mug arrived with a crack through the handle :(
  Also - totally separate - the fig candle I ordered the week before never turned up". The candle is no line of the
  mug's order; the customer's order whose lines hold a candle is the one that never came. Its request goes to that
  order (a person settles it there, the order named), never to the mug's parcel, which came.
- A charge taken twice that is a second order: "got charged twice, 52 bucks each time ... only meant to order once".
  The order shows one charge of each kind; the customer's other order of the same goods at the same total, placed
  within the hour, is the second charge. Cancelling or refunding an order is a person's call: the request goes to a
  person naming both orders, never closed as "nothing to refund".
"""

from __future__ import annotations

import re
from datetime import datetime

from .intents.order_words import clause_around
from .money import dollars
from .quoting import shortened
from .sentences import ORDER_IN_TEXT, normalise_ref
from .shop.kinds import NOT_A_CASE
from .ticket_lines import words_mentioned
from .goods_beside_the_clause import goods_beside, head_goods
from .goods_after_their_damage import goods_after_damage_words

# What a clause calls goods: the word or two after "the", "my", "a" ("the fig candle", "my bath mat").
_GOODS = re.compile(r"\b(?:the|my|a|an|this|that|these|those|our)\s+([a-z][a-z-]{2,})(?:\s+([a-z][a-z-]{2,}))?", re.I)
# Words after "the" that name no goods: times, the parcel itself, the problem.
_NO_GOODS = frozenset("""week weeks day days month months time times year before after other same first second last next one ones
order orders parcel parcels package packages box boxes delivery tracking courier carrier driver post postman refund money
charge charges payment card bank handle lid rim side bottom top base corner edge glass crack chip damage problem issue
rest whole""".split())

GOAL_MOST = 300  # a subtask's goal, at most (runs.models.Subtask.goal)
TWIN_MINUTES = 60  # a second order of the same goods at the same total placed within this many minutes of the first


def goods_told(s, kind: str, order: dict) -> list[str]:
    """The words the clause of `kind` in request `s` calls goods, when they name no line of `order` and the sentence
    numbers no order itself ([] otherwise): "the fig candle I ordered the week before never turned up" read on the
    mug's order gives ["fig", "candle"]."""
    if kind in NOT_A_CASE or s.kinds_by_order or ORDER_IN_TEXT.search(s.text):
        return []
    clauses = [clause_around(s.text, max(a, b - 1), b) for a, b in s.spans.get(kind, [])]
    if not clauses or any(words_mentioned(x, c) for x in order.get("lines", []) for c in clauses):
        return []
    words = list(dict.fromkeys(w.lower() for c in clauses for m in _GOODS.finditer(c) for w in m.groups() if w and w.lower() not in _NO_GOODS))
    # "Kettle arrived with a big dent in the side": the goods head the sentence bare (runs/goods_beside_the_clause.py)
    words = list(dict.fromkeys([*head_goods(s.text, _NO_GOODS), *words]))
    # "Cracked mixing bowl on my order": the goods right after their damage (runs/goods_after_their_damage.py)
    # (never the order's own goods so named, past a colon the clause does not reach: "Smashed: mug")
    words += [w for _, g in goods_after_damage_words(s.text) if not any(words_mentioned(x, g) for x in order.get("lines", []))
              for w in g.lower().split() if w not in _NO_GOODS and len(w) > 2 and w not in words]
    if not words and not any(words_mentioned(x, s.text) for x in order.get("lines", [])):
        words = goods_beside(s.text, _GOODS, _NO_GOODS)  # "Towels: torn.", "the towels (diff order) came with stains" (runs/goods_beside_the_clause.py)
    return words


def clause_told(s, kind: str) -> str:
    """The clause of request `s` its `kind` is told in ("the fig candle I ordered the week before never turned up at all"),
    the words a person settling it on the other order is given; the whole sentence when it is short."""
    clauses = list(dict.fromkeys(clause_around(s.text, max(a, b - 1), b).strip(" ,;:-") for a, b in s.spans.get(kind, [])))
    said = "; ".join(c for c in clauses if c)
    return said if len(said) >= 20 else s.text


def holding_order(found: dict[str, list[str]], words: list[str], pinned: str) -> str:
    """The one order other than `pinned` that the customer's orders searched by `words` hold ('' when none or several):
    `found` maps each word searched to the orders its search listed."""
    refs = {normalise_ref(ref): ref for w in words for ref in found.get(w, []) if normalise_ref(ref) != normalise_ref(pinned)}
    return next(iter(refs.values())) if len(refs) == 1 else ""


def _placed(order: dict) -> datetime | None:
    times = [datetime.fromisoformat(c["charged_at"]) for c in order.get("charges", []) if c.get("charged_at")]
    return min(times) if times else None


def _goods(order: dict) -> list[tuple[str, int, int]]:
    return sorted((x["sku"], int(x.get("quantity") or 1), int(x.get("unit_price_cents") or 0)) for x in order.get("lines", []))


def _total(order: dict) -> int:
    return sum(int(c["amount_cents"]) for c in order.get("charges", []))


def twin_of(order: dict, others: list[dict]) -> tuple[dict, int] | None:
    """(the other order, minutes apart) of the customer's orders that repeats `order`: the same goods at the same total,
    charged within TWIN_MINUTES of it. None when there is none, or more than one."""
    mine = _placed(order)
    if mine is None or not order.get("lines"):
        return None
    twins = []
    for other in others:
        when = _placed(other)
        if normalise_ref(other.get("order_ref", "")) == normalise_ref(order.get("order_ref", "")) or when is None:
            continue
        minutes = round(abs((when - mine).total_seconds()) / 60)
        if minutes <= TWIN_MINUTES and _goods(other) == _goods(order) and _total(other) == _total(order):
            twins.append((other, minutes))
    if len(twins) == 1:
        return twins[0]
    return same_total_of(order, others) if not twins else None


SAME_TOTAL_DAYS = 45  # another order of the customer's at the same total, placed within this many days: the "second charge" a person looks at


def same_total_of(order: dict, others: list[dict]) -> tuple[dict, int] | None:
    """(the other order, minutes apart) when exactly one other order of the customer's was charged the same total within
    SAME_TOTAL_DAYS of `order`: "charged $38.88 twice, on the 8th and again on the 12th" of two real orders, each of one
    vase. Whether two came or one was placed by mistake is a person's to ask; never "no charge taken twice"."""
    mine = _placed(order)
    same = [(other, round(abs((when - mine).total_seconds()) / 60)) for other in others
            if normalise_ref(other.get("order_ref", "")) != normalise_ref(order.get("order_ref", ""))
            and (when := _placed(other)) is not None and abs((when - mine).days) <= SAME_TOTAL_DAYS and _total(other) == _total(order)]
    return same[0] if len(same) == 1 else None


def twin_goal(order: dict, twin: dict, minutes: int, said: str) -> str:
    """The goal of a charge taken twice that is a second order, for a person: both orders named, and what the record shows."""
    first, second = sorted([order, twin], key=lambda o: (_placed(o), o["order_ref"]))
    if minutes > TWIN_MINUTES:
        head = (f"charged twice: the customer's orders {first['order_ref']} ({_placed(first):%d %b}) and {second['order_ref']} "
                f"({_placed(second):%d %b}) are two orders at the same total ({dollars(_total(order))} each), neither charged twice; "
                "a person asks whether both orders came and which is the mistake")
        room = GOAL_MOST - len(head) - 5
        return head + (f' ("{shortened(said, room)}")' if room >= 20 else "")
    gap = "minute" if minutes == 1 else "minutes"
    head = (f"charged twice: orders {first['order_ref']} and {second['order_ref']} are the same goods at the same total "
            f"({dollars(_total(order))} each), placed {minutes} {gap} apart; a person decides whether to cancel or refund "
            f"{second['order_ref']} as an order placed by mistake")
    room = GOAL_MOST - len(head) - 5
    return head + (f' ("{shortened(said, room)}")' if room >= 20 else "")
