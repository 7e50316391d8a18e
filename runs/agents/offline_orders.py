"""How the offline agent finds the order a ticket is about (runs/agents/offline.py): the refs it gives, the orders it
lists or the customer's search finds, tied by the goods the requests name; twins and siblings of the pinned order.
"""

from __future__ import annotations

import re
from datetime import datetime

from .. import policy_charges
from ..order_numbers import ORDER_DIGITS
from ..intents import strip_injected
from ..intents.order_words import clause_around
from ..sentences import bare_orders_in, normalise_ref, orders_in
from ..sibling_orders import SAME_TOTAL_DAYS, goods_told, holding_order, twin_of
from ..shop.kinds import NOT_A_CASE
from ..ticket_reading import read_once
from ..ticket_lines import words_mentioned
from ..goods_on_several_orders import orders_holding
from ..handed_twin import handing_order
from .offline_view import _field_ref, ticket_text


ORDER_REF = re.compile(rf"\bSU-{ORDER_DIGITS}\b", re.I)


FOUND_LOOKED_AT = 4  # the most of a customer's orders looked at to find the one a ticket naming none is about


class OrderFinding:
    """Finding the order a ticket is about. A part of OfflineAgent (runs/agents/offline.py), whose `_call`,
    `_results`, `_owned` and `_escalate` its methods use."""

    def _order_candidates(self, view) -> list[str]:
        hinted = [m.group(0).upper() for note in view["interventions"] for m in [ORDER_REF.search(note["text"])] if m]
        # (not the field's order when the words disown it: "I typed the wrong order number in the box above")
        given = _field_ref(view).strip().upper()
        in_text = orders_in(strip_injected(ticket_text(view)))  # less a number the customer corrects ("sorry, typo, it's SU-2")
        # the order a request is about before one named only in context ("last month the jug from SU-1 was
        # refunded, thank you; now the bowl from SU-2 is cracked"): the settled order is not the run's
        reading = read_once(ticket_text(view), view["ticket"]["order_ref"])
        # (and an order with a claim the run can act on before one asked only what a person answers: "WHERE IS MY REFUND
        # for the frame I sent back (SU-1)? And the replacement on SU-2 is scratched" is SU-2's run, the chase a person's)
        asked = [normalise_ref(s.order) for s in sorted(reading.sentences, key=lambda s: not (s.is_request and set(s.kinds) - set(NOT_A_CASE)))
                 if s.role in ("request", "attached") and s.order]
        refs = hinted + ([given, normalise_ref(given)] if given else []) + asked + in_text
        return list(dict.fromkeys(r for r in refs if r))

    @staticmethod
    def _listed_orders(view) -> list[str]:
        """The orders a ticket lists when some of its requests name none of them ("re: orders SU-1 / SU-2 / SU-3",
        "thanks / Lee / orders SU-1 / SU-2" under the requests), else []: each is looked up, for the requests to be
        tied to the order whose record holds what they name."""
        reading = read_once(ticket_text(view), view["ticket"]["order_ref"])
        # also a request whose order is only the one told of before it, or none ("The teapot from SU-1 came chipped. The rug
        # never came." over "orders SU-1 / SU-2"): the order whose lines hold the rug
        unsure = [s for s in reading.requests if set(s.kinds) - {"other"}
                  and (s.order_unsure or s.order_carried or (len(reading.orders) > 1 and not s.order and not s.other_than))]
        return reading.orders if unsure else []

    def _fetched_listed(self, view) -> dict[str, dict]:
        """{order ref: order} of the listed orders looked up that are the customer's own."""
        listed = {normalise_ref(r) for r in self._listed_orders(view)}
        return {r["result"]["order_ref"]: r["result"] for r in self._results(view, "get_order")
                if normalise_ref(r["result"]["order_ref"]) in listed and self._owned(view, r["result"])}

    def _tied_order(self, view, s, kind: str, fetched: dict[str, dict] | None = None) -> str:
        """The one listed order a request naming none is about ('' when it cannot be told): the one whose lines its
        words name ("the candle payment went out twice": the order with the candle); of a charge taken twice naming no
        goods, the one order whose record shows a charge taken twice. Never the order that happens to be pinned.
        `fetched`: the orders to choose from, when not those the ticket lists (the customer's orders found)."""
        fetched = self._fetched_listed(view) if fetched is None else fetched
        # the clause the kind is read in first ("billed twice for the candle, and the mat in my other parcel came ripped")
        clauses = [clause_around(s.text, max(a, b - 1), b) for a, b in s.spans.get(kind, [])]
        holding: list[str] = []
        for texts in (clauses, [s.text]):
            holding = [ref for ref, order in fetched.items() if any(words_mentioned(x, t) for x in order.get("lines", []) for t in texts)]
            if holding:
                break
        if not holding and kind == "duplicate_charge":
            holding = [ref for ref, order in fetched.items() if policy_charges.copies(order)]
        return holding[0] if len(holding) == 1 else ""

    def _order_holding(self, view) -> str:
        """Of the orders a ticket lists, the one the first request naming none is tied to ('' when none is): "the
        headphones are not the ones I ordered" is the headphone order's; the other requests are looked at on theirs."""
        if not self._listed_orders(view):
            return ""
        reading = read_once(ticket_text(view), view["ticket"]["order_ref"])
        # in the order the customer tells them: "The door mat has a rip, and separately the candle was billed twice" is the mat's first
        # "The mug from SU-1 arrived chipped. And separately, the night light never came": the first request names its order, the run's
        # a request naming no order is tied by its goods as one of the list is ("The cushion cover I got is mustard" beside
        # "orders SU-1 and SU-2" in the signature): the order whose lines hold the cushion cover
        told = [(s, kind) for s in reading.requests if not s.other_than
                for kind in sorted(s.kinds, key=lambda k: min((a for a, _ in s.spans.get(k, [])), default=len(s.text)))]
        return next((tied for s, kind in told if kind != "other"
                     if (tied := s.order if s.order and not s.order_unsure and not s.order_carried and not s.also
                         else self._tied_order(view, s, kind) or s.order)), "")

    def _found_orders(self, view) -> list[str]:
        """The customer's orders their search found, when the ticket numbers none of its own (its field empty, or disowned
        in its words: "I picked the wrong order in the dropdown") and the search found several, at most FOUND_LOOKED_AT:
        each is looked at, and the run's order is the one alone whose lines the requests' goods name; else []."""
        text = strip_injected(ticket_text(view))
        if _field_ref(view) or orders_in(text) or bare_orders_in(text) or self._listed_orders(view):
            return []
        searches = [r for r in self._results(view, "search_orders") if not r["input"].get("text")]
        found = [o["order_ref"] for o in searches[-1]["result"]["orders"]] if searches else []
        return found if 1 < len(found) <= FOUND_LOOKED_AT else []

    def _found_holding(self, view, found: list[str]) -> str:
        """Of the customer's orders found and looked at, the one every request of a known kind is tied to by the goods
        it names ('' when a request names goods on none or on several of them, or the requests are tied to different ones)."""
        refs = {normalise_ref(r) for r in found}
        fetched = {r["result"]["order_ref"]: r["result"] for r in self._results(view, "get_order")
                   if normalise_ref(r["result"]["order_ref"]) in refs and self._owned(view, r["result"])}
        reading = read_once(ticket_text(view), view["ticket"]["order_ref"])
        tied = {self._tied_order(view, s, kind, fetched) for s in reading.requests for kind in s.kinds if kind not in ("other", *NOT_A_CASE)}
        return next(iter(tied)) if len(tied) == 1 else ""

    def _customer_orders(self, view) -> list[dict]:
        """The customer's orders looked up beside the pin when a request points at another order than
        the ones numbered ("my other order"): the plan, written next turn, names that order."""
        reading = read_once(ticket_text(view), view["ticket"]["order_ref"])
        if not any(s.other_than or s.not_goods for s in reading.requests) or self._results(view, "search_orders"):
            return []
        return [self._call("search_orders", {"customer_email": view["ticket"]["customer_email"]})]

    def _other_orders(self, view, pinned: str) -> list[str]:
        """The customer's orders other than the pinned one, as search_orders listed them ([] if none was made)."""
        searches = self._results(view, "search_orders")
        found = searches[-1]["result"]["orders"] if searches else []
        return [o["order_ref"] for o in found if normalise_ref(o["order_ref"]) != normalise_ref(pinned)]

    @staticmethod
    def _candidates_said(others: list[str]) -> str:
        if not others:
            return "no other order of this customer was found: a person asks which order they mean"
        return "the customer's other orders: " + ", ".join(others) + "; a person finds which one the customer means"

    def _siblings_to_look_up(self, view, order: dict, reading) -> list[dict]:
        """The customer's other orders to look at before planning (runs.sibling_orders): those holding the goods a request
        names that this order does not hold; all of them, when the ticket gives another order's number bare (whose own it
        is) or claims a charge taken twice the order does not show, and then those placed the same days; then the ticket's
        own order pinned again, when looking at another moved the pin."""
        pinned, email = order["order_ref"], view["ticket"]["customer_email"]
        searches = [r for r in self._results(view, "search_orders", ok=None) if isinstance(r["input"], dict)]
        searched = {str(r["input"].get("text", "")).lower() for r in searches}
        home = [r for r in ([_field_ref(view)] + orders_in(strip_injected(ticket_text(view)))) if r]
        fetched = {normalise_ref(r["result"]["order_ref"]) for r in self._results(view, "get_order") if self._owned(view, r["result"])}
        if home and normalise_ref(pinned) not in {normalise_ref(r) for r in home} and normalise_ref(home[0]) in fetched \
                and normalise_ref(pinned) in {normalise_ref(r) for r in self._twin_candidates(view, home[0])}:
            return [self._call("get_order", {"order_ref": normalise_ref(home[0])})]  # looked at as the twin: the ticket's order again
        words = [w for s in reading.requests if s.about_order(pinned) for kind in s.kinds for w in goods_told(s, kind, order)]
        calls = [self._call("search_orders", {"customer_email": email, "text": w}) for w in dict.fromkeys(words) if w not in searched][:4]
        claimed = any("duplicate_charge" in s.kinds_on(pinned) for s in reading.requests)
        bare = [ref for ref in bare_orders_in(strip_injected(ticket_text(view))) if normalise_ref(ref) != normalise_ref(pinned)]
        if (bare or claimed and not policy_charges.copies(order)) and "" not in searched:
            calls.append(self._call("search_orders", {"customer_email": email}))  # whose own a bare number is, or the second order
        elif claimed and not policy_charges.copies(order):
            calls += [self._call("get_order", {"order_ref": ref}) for ref in self._twin_candidates(view, pinned, SAME_TOTAL_DAYS)[:3]
                      if normalise_ref(ref) not in fetched]
        return calls

    def _goods_home(self, view, order: dict, reading, here: list[str], elsewhere: dict) -> str | None:
        """The customer's own order to pin instead of this one, or None: when the ticket's field gives no order, no request
        sentence numbers this one (its number stands only in a signature, a forwarded mail or a subject line), nothing is
        asked of it, and every request of a known kind is tied by its goods to one and the same other order of the
        customer's, looked up by their own email and never pinned before (the order is theirs: an order number another
        person's mail quotes moves nothing)."""
        pinned = normalise_ref(order["order_ref"])
        if _field_ref(view) or here or not elsewhere or any(normalise_ref(ref) == pinned for s in reading.requests for ref in s.orders):
            return None
        # (each goal's order is its first word: "SU-2, which holds the casserole (SU-1 holds none)")
        refs = {normalise_ref(ref.split(",", 1)[0].split()[0]) for ref, kind in elsewhere if kind != "other" and ref.strip()}
        if len(refs) != 1 or any(kind == "other" for _, kind in elsewhere):
            return None
        home = next(iter(refs))
        own = {normalise_ref(o["order_ref"]) for r in self._results(view, "search_orders") if r["input"].get("customer_email")
               for o in r["result"]["orders"]}
        pinned_before = {normalise_ref(r["result"]["order_ref"]) for r in self._results(view, "get_order")}
        return home if home in own and home not in pinned_before else None

    def _bare_not_own(self, view) -> set[str]:
        """The orders the ticket numbers only by bare digits ("82018 - charged twice") that are no order of this customer's,
        as their orders' search listed them: never settled as theirs."""
        searches = [r for r in self._results(view, "search_orders") if not r["input"].get("text")]
        if not searches:
            return set()
        own = {normalise_ref(o["order_ref"]) for o in searches[-1]["result"]["orders"]}
        return {normalise_ref(ref) for ref in bare_orders_in(strip_injected(ticket_text(view)))} - own

    def _twin_candidates(self, view, pinned: str, days: int = 1) -> list[str]:
        """The customer's other orders placed within `days` of `pinned`, as their orders' search listed them."""
        searches = [r for r in self._results(view, "search_orders") if not r["input"].get("text")]
        placed = {normalise_ref(r["result"]["order_ref"]): r["result"]["placed_at"] for r in self._results(view, "get_order")}
        day = placed.get(normalise_ref(pinned))
        if not searches or not day:
            return []
        return [o["order_ref"] for o in searches[-1]["result"]["orders"] if normalise_ref(o["order_ref"]) != normalise_ref(pinned)
                and abs((datetime.fromisoformat(o["placed_at"]) - datetime.fromisoformat(day)).days) <= days]

    def _twin_order(self, view, order: dict) -> tuple[dict, int] | None:
        """The customer's other order repeating this one that a charge taken twice is (runs.sibling_orders.twin_of)."""
        if policy_charges.copies(order):
            return None
        others = [r["result"] for r in self._results(view, "get_order") if self._owned(view, r["result"])
                  and normalise_ref(r["result"]["order_ref"]) in {normalise_ref(x) for x in self._twin_candidates(view, order["order_ref"], SAME_TOTAL_DAYS)}]
        others += handing_order(view)  # a follow-up: the handing run's order, which it may not look up (runs/handed_twin.py)
        return twin_of(order, list({o["order_ref"]: o for o in others}.values()))

    def _sibling_holding(self, view, order: dict, s, kind: str) -> str:
        """The customer's one other order holding the goods the clause of `kind` names, which this order does not ('')."""
        words = goods_told(s, kind, order)
        if not words:
            return ""
        found = {str(r["input"]["text"]).lower(): [o["order_ref"] for o in r["result"]["orders"]]
                 for r in self._results(view, "search_orders") if r["input"].get("text")}
        return holding_order(found, words, order["order_ref"])

    def _siblings_holding(self, view, order: dict, s, kind: str) -> list[str]:
        """The customer's other orders holding the goods the clause of `kind` names, when two or more do ([] else)."""
        words = goods_told(s, kind, order)
        found = {str(r["input"]["text"]).lower(): [o["order_ref"] for o in r["result"]["orders"]]
                 for r in self._results(view, "search_orders") if r["input"].get("text")}
        return orders_holding(found, words, order["order_ref"]) if words else []
