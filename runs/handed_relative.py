"""A follow-up run reads "my other order" as the order handed to it, never as an order other than it.

"The glass vase from my order SU-29601 arrived chipped ... you charged me twice on my other order too ... Order SU-29602"
(held-back round adv28, A28-16): the first run, pinned to SU-29601, reads "my other order" as SU-29602 (the other of the
two numbered) and hands that sentence to a follow-up run on SU-29602 (runs.follow_ups). The follow-up reads only the
sentences handed to it, under SU-29602, where SU-29602 is the only order numbered: "my other order" then reads as an order
other than SU-29602, so its plan named SU-29601 and its reply told the customer their request about SU-29601 was passed
on; the claim was never checked against SU-29602's charges. The words were relative to the first run's order, which
already resolved them: in a follow-up, a sentence said to be about an order other than the one handed to it is about
the one handed to it. Only a sentence asking of charges (a duplicate, a late fee): one naming goods ("the mug arrived
smashed and the lamp on my other order arrived cracked") may tell of both orders' goods at once, and stays as read.

A sentence naming goods is put on the order handed too when the handed order's record holds its goods and it tells one
problem only ("the bath towels from my other order arrived with holes"): the first run handed it for those goods
(runs/goods_of_another_order.py), and read as an order other than the towels' it went to a person.
"""

from __future__ import annotations

from dataclasses import replace

from .sentences import normalise_ref
from .ticket_lines import words_mentioned

_CHARGE_KINDS = {"duplicate_charge", "late_delivery"}


def _clauses(spans: list[tuple[int, int]]) -> int:
    """How many places of the sentence its cues of one kind stand in (overlapping cues are one)."""
    count, end = 0, -1
    for a, b in sorted(spans):
        count, end = (count + 1, b) if a > end else (count, max(end, b))
    return count


def _its_goods_alone(s, order: dict | None) -> bool:
    """Whether sentence `s` tells one problem of goods the handed order's record holds."""
    return bool(order) and all(_clauses(s.spans.get(k, [])) <= 1 for k in s.kinds) and any(words_mentioned(x, s.text) for x in order.get("lines", []))


def as_handed(reading, order_ref: str, order: dict | None = None):
    """The follow-up's reading with each sentence kept off `order_ref` by relative words ("my other order") put on it.
    `order`: the handed order's record, when the reader has it."""
    mine = normalise_ref(order_ref)

    def kept_off(s) -> bool:
        return bool(s.other_than) and normalise_ref(s.other_than) == mine and bool(s.kinds) and (
            set(s.kinds) <= _CHARGE_KINDS or _its_goods_alone(s, order))

    if not mine or not any(kept_off(s) for s in reading.sentences):
        return reading
    return replace(reading, sentences=[replace(s, other_than="", order=s.order or order_ref) if kept_off(s) else s for s in reading.sentences])
