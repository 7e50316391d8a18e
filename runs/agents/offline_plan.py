"""The offline agent's triage phase and plan building (runs/agents/offline.py): the subtasks a ticket's requests become,
one per line named, and the replans (a parcel never delivered, a split order, a plan sent back with instructions).
"""

from __future__ import annotations

import re
from dataclasses import replace

from .. import order_owner, policy, policy_charges, policy_evidence
from ..asks_of_several_orders import orders_named_in_goal
from ..bought_before_the_order import GOODS_CLAIMS, another_orders_words, remedy_asked_for_earlier_goods
from ..change_of_mind_off_the_order import change_of_mind_off_the_order
from ..models import Escalation, Subtask
from ..money import dollars
from ..quoting import shortened
from ..split_parcels import damaged_in_a_parcel_that_came
from ..intents import ANOTHER_ORDER, GOODS_INSTEAD, KINDS, unaccounted
from ..intents.delivery_manner import with_manner
from ..intents.check_asked_before_refund import with_refund_it_waits_on
from ..intents.other_clause import other_words
from ..intents.goods_came import damage_on_goods_that_came
from ..intents.missing_items import parcel_came_short
from ..intents.replacement_asked import asks_replacement, new_goods_asked, replacement_awaited
from ..line_synonyms import other_name_used
from ..missing_lines import lines_told_missing
from ..arrival_told import arrival_told
from ..sentences import normalise_ref
from ..sibling_orders import clause_told, twin_goal
from ..state import OPEN_DECISIONS, DecisionState
from ..ticket_reading import read_once
from ..ticket_lines import LINE_KINDS, attached_to, request_sentences, told_before, words_mentioned
from ..unit_counts import units_short
from ..handed_relative import as_handed
from .goods_elsewhere import goods_on_other_orders
from ..goods_not_on_order import claim_only_on_other_goods, goods_not_on_order, not_held_goal
from ..goods_of_remedy_asks import goods_asked_for, named_goal
from .offline_goals import GOALS, ONE_OF_ORDERS, REPLACEMENT_ASKED_GOAL, SHORT_GOAL, _unread_goal
from .offline_view import _delivered, _evidence, _nothing_delivered, _quote, ticket_text


def _set_apart_from(order: dict, s) -> bool:
    """Whether a request sets this order's goods apart as not its subject and names none of them otherwise: "One of my
    two orders was charged twice - the USB-C cables, not the monitor" read on the monitor's order is about another one."""
    if not s.not_goods:
        return False
    lines = order.get("lines", [])
    apart = " ".join(s.not_goods)
    if not any(words_mentioned(x, apart) for x in lines):
        return False
    rest = s.text
    for goods in s.not_goods:
        rest = re.sub(rf"\bnot\s+(?:on\s+|for\s+)?(?:the|my|our|that|this)\s+{re.escape(goods)}", " ", rest, flags=re.I)
    return not any(words_mentioned(x, rest) for x in lines)


def _damage_on_goods_that_came(sentences) -> bool:
    """Whether a damage is told of goods that came ("The mug from SU-1 arrived with a chip in the rim.", "The mug arrived
    cracked :( also the candle never came"): a claim no non-delivery read beside it covers (runs.intents.goods_came)."""
    return any("damaged_item" in s.kinds and damage_on_goods_that_came(s.text, {k: v for k, v in s.spans.items() if k in s.kinds})
               for s in sentences)


class PlanBuilding:
    """The triage phase: the plan. A part of OfflineAgent (runs/agents/offline.py), whose `_call`,
    `_results`, `_owned` and `_escalate` its methods use."""

    def _triage(self, view) -> list[dict]:
        for note in view["interventions"]:
            if "escalate" in note["text"].lower():
                return self._escalate(view, "the ticket, as a supervisor asked", f"instruction from {note['actor']}")
        order = view["order"]
        if order and not self._owned(view, order):
            order = None  # someone else's order: never act on it
        if not order:
            # Calls the runtime answered without running ("Not run: ...") were never tried.
            tried = {str(r["input"].get("order_ref", "")).upper() for r in self._results(view, "get_order", ok=None)
                     if isinstance(r["input"], dict) and not (r.get("error") or "").startswith("Not run")}
            listed = self._listed_orders(view)
            if listed and not tried:
                # "re: SU-1 / SU-2 / SU-3 ... the headphones are wrong": every order listed is looked at, the one holding the goods is the run's
                return [self._call("get_order", {"order_ref": ref}) for ref in listed]
            for ref in self._order_candidates(view):
                if ref not in tried:
                    return [self._call("get_order", {"order_ref": ref}), *self._customer_orders(view)]
            searches = self._results(view, "search_orders")
            if not searches:
                return [self._call("search_orders", {"customer_email": view["ticket"]["customer_email"]})]
            found = searches[-1]["result"]["orders"]
            if len(found) == 1 and found[0]["order_ref"] not in tried:
                return [self._call("get_order", {"order_ref": found[0]["order_ref"]})]
            if looked := [ref for ref in self._found_orders(view) if ref.upper() not in tried]:
                return [self._call("get_order", {"order_ref": ref}) for ref in looked]  # each looked at: whose lines hold the goods told
            why = "no order of this customer matches the ticket" if not found else f"{len(found)} orders match and the ticket names none of them"
            foreign = [r for r in self._results(view, "get_order", ok=False) if order_owner.FOREIGN_ORDER in (r.get("error") or "")]
            if foreign:
                # The ticket names an order of someone else (a spouse's, a gift's giver): a person confirms the link or not.
                ref = str(foreign[-1]["input"].get("order_ref", "")).upper()
                item = (f"confirm whether order {ref}, which {order_owner.FOREIGN_ORDER}, belongs with this ticket "
                        "(someone writing for a spouse, a gift) before anything is done on it")
                # ... naming what the customer asks about on it, in their words ("the spout was squashed flat" of a gift kettle)
                reading = read_once(ticket_text(view), view["ticket"]["order_ref"])
                # (with the sentence told just before it: "A friend ordered me a kettle (SU-1). The handle had snapped off.")
                asked = [" ".join([*told_before(reading, s, "")[-1:], s.text]) for s in reading.requests]
                if asked and (room := Escalation._meta.get_field("open_item").max_length - len(item) - 12) >= 40:
                    item += f'; asked: "{shortened(asked[0], room)}"'
                return self._escalate(view, item, f"{foreign[-1]['error']}; {why}")
            return self._escalate(view, "identify which order the customer means", why)
        if found := self._found_orders(view):
            # the ticket numbers no order of its own: the one of the customer's orders whose lines alone hold the goods told, else a person
            if not (holding := self._found_holding(view, found)):
                return self._escalate(view, "identify which order the customer means",
                                      f"{len(found)} orders match and the ticket's words fit none of them alone")
            if normalise_ref(holding) != normalise_ref(order["order_ref"]):
                return [self._call("get_order", {"order_ref": holding})]
        if (holding := self._order_holding(view)) and normalise_ref(holding) != normalise_ref(order["order_ref"]):
            return [self._call("get_order", {"order_ref": holding})]
        reading = read_once(ticket_text(view), view["ticket"]["order_ref"])
        reading = as_handed(reading, order["order_ref"], order) if view.get("handed_from") else reading  # runs/handed_relative.py
        if not view.get("handed_from") and (looked_up := self._siblings_to_look_up(view, order, reading)):
            # the customer's other orders the requests may be about (runs.sibling_orders); a follow-up pins no other order
            return looked_up
        pinned = order["order_ref"]
        off_mind = change_of_mind_off_the_order(order, reading)  # "the fridge didn't fit" of a lamp's order: the fridge's, a person's
        here: list[str] = []
        elsewhere: dict[tuple[str, str], str] = {}
        unnumbered: dict[str, str] = {}  # kind -> the sentence asking it of an order other than the pinned one, given no number
        set_apart: dict[str, str] = {}  # kind -> the sentence setting the pinned order's goods apart from its claim
        listed = self._listed_orders(view)
        # the kinds the ticket asks of a numbered order other than this one: a line naming no order and no goods of its own
        # that tells the same kind ("late + broken" over "...the serving bowl in my other parcel SU-2 arrived cracked") is
        # that claim's summary, never a claim on this order
        told_elsewhere = {kind for s in reading.requests if s.order and not s.order_unsure
                          for ref in s.orders for kind in s.kinds_on(ref) if normalise_ref(ref) != normalise_ref(pinned)}
        told_here = {kind for s in reading.requests if s.order and not s.order_unsure and s.about_order(pinned) for kind in s.kinds}
        handed = view.get("handed_from")
        for s in reading.requests:
            for ref in s.orders or [""]:
                if handed and ref and normalise_ref(ref) != normalise_ref(pinned):
                    continue  # a follow-up works the order handed to it: the other orders a sentence names are the handing run's
                for kind in (s.kinds_on(ref) if ref else s.kinds):
                    if kind == "other" or (kind == "change_of_mind" and off_mind):
                        continue
                    if not ref and not s.order_unsure and not s.other_than and kind in told_elsewhere - told_here \
                            and not any(words_mentioned(x, s.text) for x in order.get("lines", [])):
                        continue
                    tied = self._tied_order(view, s, kind) if (s.order_carried or (not ref and not s.order_unsure and not s.other_than)) \
                        and len(listed) > 1 else ""
                    if tied and normalise_ref(tied) != normalise_ref(pinned):
                        elsewhere.setdefault((tied, kind), s.text)  # naming no order, its goods on another order the ticket lists
                    elif tied and s.order_carried:
                        # "Last month the kettle (SU-2) ... refunded. This time the toaster arrived cracked": the order told of
                        # before holds no toaster, the pinned one does; the claim is this order's (blind round 31, V31-12)
                        here.append(kind)
                    elif s.order_unsure and len(listed) > 1:
                        # any of the orders the ticket lists: the one its words or the record tie it to, else a person, named them all
                        tied = self._tied_order(view, s, kind)
                        if tied and normalise_ref(tied) == normalise_ref(pinned):
                            here.append(kind)
                        else:
                            elsewhere.setdefault((tied or f"{ONE_OF_ORDERS} {', '.join(listed)} (the request names none of them: a person "
                                                          "finds which)", kind), s.text)
                    elif ref and normalise_ref(ref) != normalise_ref(pinned):
                        elsewhere.setdefault((normalise_ref(ref), kind), s.text)
                    elif not s.about_order(pinned):
                        unnumbered.setdefault(kind, s.text)
                    elif _set_apart_from(order, s) or (kind in GOODS_CLAIMS and not self._sibling_holding(view, order, s, kind) and another_orders_words(
                            [s.text, *attached_to(reading, s, pinned)], told_before(reading, s, pinned), order.get("placed_at"), view["ticket"].get("received_at"), pinned,
                            [t.text for t in reading.sentences if t.role in ("context", "statement")],
                            [t.text for t in reading.requests if t is not s], order.get("lines") or (), relative=not handed)):
                        # (or its goods told bought before this order was placed: "the candle set I bought back in January"
                        # of an order placed in March, or by the request beside it asking a remedy for them: "Could you refund
                        # one of the tumblers from my order last autumn? It's had a crack in it", runs/bought_before_the_order.py);
                        # goods the customer's one other order holds go to it ("the candle I ordered before that never showed up")
                        set_apart.setdefault(kind, self._with_remedy_asked(view, order, reading, s))
                    elif kind in LINE_KINDS and claim_only_on_other_goods(order, s, reading) and not self._sibling_holding(view, order, s, kind):
                        continue  # "The lamp is fine but the ceramic bowl is chipped": the bowl's, no line's (goods_not_on_order.py)
                    elif away := self._sibling_holding(view, order, s, kind):
                        elsewhere.setdefault((away, kind), clause_told(s, kind))  # "the fig candle ... never turned up": the candle's order
                    elif several := self._siblings_holding(view, order, s, kind):
                        elsewhere.setdefault((f"{ANOTHER_ORDER} {pinned} ({self._candidates_said(several)})", kind), clause_told(s, kind))  # runs/goods_on_several_orders.py
                    else:
                        here.append(kind)
        if lines_told_missing(order, request_sentences(reading, pinned)):
            here.append("non_delivery")  # "the lamp came without the lampshade" beside a lampshade line: that line never came
        for kind in here:
            set_apart.pop(kind, None)  # the same kind asked of the pinned order's own goods too: it is this order's claim
        if unnumbered or set_apart:
            # "the desk lamp from my other order": the customer's one other order, else a person is told the candidates;
            # "the cables, not the monitor" of the monitor's order: a person, told this order is not the one and the candidates
            others = self._other_orders(view, pinned)
            for kind, said in set_apart.items():
                elsewhere.setdefault((f"{ANOTHER_ORDER} {pinned} ({self._candidates_said(others)})", kind), said)
            for kind, said in unnumbered.items():
                if len(others) == 1:
                    elsewhere.setdefault((others[0], kind), said)
                else:
                    elsewhere.setdefault((f"{ANOTHER_ORDER} {pinned} ({self._candidates_said(others)})", kind), said)
        # "the wool throw" of an order holding a throw pillow cover: the customer's other order holding a wool throw
        search, moved = goods_on_other_orders(order, reading, self._results(view, "search_orders"))
        if search:
            return [self._call("search_orders", {"customer_email": view["ticket"]["customer_email"], "text": search})]
        for ref, kind, said in moved:
            elsewhere.setdefault((ref, kind), said)
            if kind in here:
                here.remove(kind)
        if (home := self._goods_home(view, order, reading, here, elsewhere)) is not None:
            # "Ref: SU-72022" in a signature, "Fwd: Your order SU-72032" in a forwarded subject: an order number told
            # beside the request, not by it, whose order holds none of the goods the requests name; every request is
            # the customer's one other order's, which holds them: that order is the run's
            return [self._call("get_order", {"order_ref": home})]
        intents = [k for k in KINDS if k in here]
        if not intents and not elsewhere and "other" not in reading.intents and not goods_not_on_order(order, reading) \
                and not off_mind:
            return self._escalate(view, "understand what the customer is asking for", "no request the agent can act on was found in the ticket")
        # "it hasn't arrived and the tracking says damaged": one claim, the parcel never arrived. Not when the
        # ticket tells of fewer units than ordered: some came, and those said broken are a damage claim of their own.
        some_came = any(parcel_came_short(s.text) for s in reading.requests if "non_delivery" in s.kinds) \
            or _damage_on_goods_that_came(request_sentences(reading, pinned)) or damaged_in_a_parcel_that_came(order, reading)
        if "damaged_item" in intents and "non_delivery" in intents and not some_came:
            intents.remove("damaged_item")
        fee_in_claim = "non_delivery" in intents and "late_delivery" in intents and _nothing_delivered(order)
        if fee_in_claim:
            # the fee asked beside an order none of which came: the claim for the whole order pays it back (POL-NDL-003)
            intents.remove("late_delivery")
        twin = self._twin_order(view, order) if "duplicate_charge" in intents else None
        if twin:
            intents.remove("duplicate_charge")  # a second order placed by mistake: a person's call, both orders named
        subtasks = [t for kind in intents for t in self._subtasks_for(view, kind)]
        if twin:
            said = next(s.text for s in request_sentences(reading, pinned) if "duplicate_charge" in s.kinds)
            subtasks.append({"goal": twin_goal(order, *twin, said), "kind": "duplicate_charge", "steps": policy.plan_steps("other")})
        if fee_in_claim:
            subtasks = [{**t, "goal": f"{t['goal']}, the delivery charge included"} if t["kind"] == "non_delivery" else t for t in subtasks]
        # A request about another order, or of no kind this agent handles, is a subtask a person closes.
        # Its goods are named in the customer's own words: the agent never read that order's lines.
        for (ref, kind), said in elsewhere.items():
            if normalise_ref(ref) in self._bare_not_own(view):
                ref = f"{ANOTHER_ORDER} {pinned} (order {normalise_ref(ref)}, a number the ticket gives bare, is no order of this customer's: a person asks which order they mean)"
            head = " ".join((("" if ref.startswith((ANOTHER_ORDER, ONE_OF_ORDERS)) else "order ") + f"{ref}: ").split()) + " "
            # (the quote cut to what a goal holds, 300 characters: a claim quoted with the ask beside it, _with_remedy_asked)
            room = max(60, Subtask._meta.get_field("goal").max_length - len(head) - len(_unread_goal(kind, "")))
            goal = head + (_unread_goal(kind, said, min(200, room)) if kind != "question" else "answer the replacement question")
            subtasks.append({"goal": " ".join(goal.split()), "kind": kind, "steps": policy.plan_steps("other")})
        # (never goods a request already sent to the customer's other order that holds them: "My kettel is dented" of theirs)
        sent = [v for v in elsewhere.values() if v]
        for kind, said, goods in [*(g for g in goods_not_on_order(order, reading) if not any(v in g[1] or g[1] in v for v in sent)), *off_mind]:
            # "the kettle ... and the toaster is broken too" of an order holding no toaster: a person asks which (goods_not_on_order.py)
            subtasks.append({"goal": not_held_goal(pinned, goods, _quote(said, 160)), "kind": kind, "steps": policy.plan_steps("other")})
        # The longest wording first: a subject line that repeats a request is covered by the subtask quoting the body.
        for s in sorted((s for s in reading.requests if "other" in s.kinds), key=lambda s: len(s.text), reverse=True):
            taken = [{"number": n, "kind": t["kind"], "goal": t["goal"]} for n, t in enumerate(subtasks, start=1)]
            if any(row["i"] == s.index and row["kind"] == "other" for row in unaccounted(reading, taken, pinned, order)):
                asked = replace(s, text=other_words(s))  # "..., and an extra $20 for the hassle": that clause, not the refunded one (other_clause.py)
                goal = named_goal(f'a person answers the request "{_quote(with_refund_it_waits_on(reading, asked, with_manner(reading, asked)))}"', goods_asked_for(reading, s, order.get("lines") or []))
                goal = orders_named_in_goal(goal, s, pinned)  # "an invoice for both orders": each named (asks_of_several_orders.py)
                subtasks.append({"goal": goal, "kind": "other", "steps": policy.plan_steps("other")})
        return [self._call("propose_plan", {"order_ref": pinned, "subtasks": subtasks})]

    @staticmethod
    def _with_remedy_asked(view, order: dict, reading, s) -> str:
        """The claim's sentence `s` set apart from this order (and the sentences attached to it), with the request of no known
        kind beside it that asks a remedy for goods told bought earlier ("Could you refund one of the tumblers from my order
        last autumn though?" beside "It's had a crack in it since it arrived", verify45 R2-06; "I'd like some compensation
        for the first two", R4-07), that ask first (what is asked, whole where a goal is cut short): one subtask for a
        person quoting both, which covers that request (runs/intents/accounting.py)."""
        ticket = [t.text for t in reading.sentences if t.role != "injected"]
        asked = next((t for t in reading.requests if t is not s and set(t.kinds) == {"other"} and remedy_asked_for_earlier_goods(
            t.text, order.get("placed_at"), view["ticket"].get("received_at"), order.get("order_ref") or "", ticket)), None)
        # (with the sentences attached to it: "Can you refund the one before this?" over "The handle snapped off")
        attached = set(attached_to(reading, s, order.get("order_ref") or ""))
        told = " ".join(t.text for t in reading.sentences if t is s or (t.text in attached and t.role == "attached" and abs(t.index - s.index) <= 3))
        return f"{asked.text} {told}" if asked else told

    def _subtasks_for(self, view, kind: str) -> list[dict]:
        """The subtasks a request of `kind` becomes: one per line when it names several lines of an
        item case ("the serving bowl and two of the mugs came smashed"), each judged on its own by
        the policy and each with its own decision and its own sentence in the reply, so every line
        named is accounted for; else one."""
        lines = self._lines_for(view, kind)[0] if kind in policy.POLICY_TABLE and policy.row_for(kind).draws_on == policy.LINES else []
        # A sentence whose lines cannot be read beside others that name lines clearly: its own subtask, for a person.
        unread = [{"goal": goal, "kind": kind, "steps": policy.plan_steps(kind)} for goal in self._unread(view, kind)]
        if len(lines) > 1:
            return [self._subtask(view, kind, line) for line in lines] + unread
        return [self._subtask(view, kind, lines[0] if lines else None)] + unread

    def _subtask(self, view, kind: str, line: dict | None = None) -> dict:
        order = view["order"]
        if kind == "question":
            return {"goal": self._replacement_goal(view), "kind": kind, "steps": policy.plan_steps("question")}
        dup_kinds = {c["kind"] for c in policy_charges.copies(order)}
        item = line["description"].lower() if line else "item"
        if line and (called := other_name_used(line["description"], ticket_text(view))):
            item = f"{item} (the {called})"  # "the perfume": the goods as the customer calls them, beside the line's name
        words = {"charge": "delivery" if dup_kinds == {"delivery"} else "", "item": item}
        missing_lines = [x for _, x in self._lines_told_missing(view)]
        if kind == "non_delivery" and ((short := self._short_texts(view)) or missing_lines):
            # fewer units than ordered in a parcel that came, or a line missing from it: the goal names the units missing,
            # never a parcel that never arrived
            units = [*units_short(order, short), *(f"{x.get('quantity', 1)} {x['description'].lower()}" for x in missing_lines)]
            return {"goal": f"{SHORT_GOAL}: {' and '.join(dict.fromkeys(units))}", "kind": kind, "steps": policy.plan_steps(kind)}
        if kind == "non_delivery" and len(order.get("lines", [])) > 1 and len(order.get("shipments") or []) > 1 \
                and len(named := self._lines_for(view, kind)[0]) == 1:
            # one line of an order sent in several parcels ("where is my scarf??"): named, so its own parcel is judged and told
            return {"goal": f"{GOALS[kind]}: the {named[0]['description'].lower()}", "kind": kind, "steps": policy.plan_steps(kind)}
        return {"goal": " ".join(GOALS[kind].format(**words).split()), "kind": kind, "steps": policy.plan_steps(kind)}

    def _replacement_goal(self, view) -> str:
        """The replacement question's goal says what the customer wrote: a replacement declined is confirmed
        as none sent (or the one under way stopped, by a person); one asked for is arranged by a person (or,
        where the record shows one already, confirmed on its way); a plain question is answered from the record.
        Never "no replacement is being sent" to a customer who asked for one."""
        order = view["order"]
        ours = order.get("replacement_orders") or []
        declined = bool(self._forbidding(view, "replacement"))
        if ours:
            return (f"stop replacement order {ours[0]}: the customer asks that no replacement be sent" if declined
                    else "confirm the replacement order is on its way")
        if declined:
            return "confirm no replacement is being sent"
        said = [s.text for s in request_sentences(read_once(ticket_text(view), view["ticket"]["order_ref"]), order.get("order_ref", ""))
                if "question" in s.kinds and (asks_replacement(s.text) or replacement_awaited(s.text))]  # (none on record: awaited is asked)
        if said:
            return f'{REPLACEMENT_ASKED_GOAL} ("{_quote(max(said, key=len))}")'
        return "answer the replacement question from the order's record"

    @staticmethod
    def _replacement_asked_in(view, s) -> bool:
        """Whether the subtask is the customer's ask for a replacement: the replacement question's ask, or a
        request for goods instead of money whose sentence its goal quotes and that asks for new goods."""
        if s["kind"] == "question":
            return s["goal"].startswith(REPLACEMENT_ASKED_GOAL)
        if s["kind"] != "other":
            return False
        goal = " ".join(s["goal"].split())
        return any(x.why.startswith(GOODS_INSTEAD) and _quote(x.text) in goal and new_goods_asked(x.text)
                   for x in read_once(ticket_text(view), view["ticket"]["order_ref"]).requests)

    def _short_texts(self, view) -> list[str]:
        """The non-delivery sentences about this order that tell of fewer units than ordered in a parcel that came."""
        order = view["order"]
        said = request_sentences(read_once(ticket_text(view), view["ticket"]["order_ref"]), order.get("order_ref", ""))
        return [x.text for x in said if "non_delivery" in x.kinds and parcel_came_short(x.text)]

    @staticmethod
    def _lines_told_missing(view) -> list:
        """(sentence, line) for each sentence about this order telling the goods came without a thing that is a line of it."""
        order = view["order"] or {}
        return lines_told_missing(order, request_sentences(read_once(ticket_text(view), view["ticket"]["order_ref"]), order.get("order_ref", "")))

    def _replan_lines_never_delivered(self, view, open_: list[dict]) -> list[dict]:
        """On a split order some of whose parcels came, a damage claim on a line whose own parcel the
        carrier never delivered ("the shelf came but the brackets never did") is a non-delivery claim
        on that line (POL-DMG-002 sends it to POL-NDL-003): the subtask changes kind and names the
        line, never declined as damage "not delivered yet"."""
        ev = _evidence(view)
        plan, moved = [], False
        for s in open_:
            line = self._line_for(view, s)[0] if s["kind"] == "damaged_item" else None
            lost = line is not None and policy_evidence.parcels_of(ev, [line["sku"]])[1] and policy_evidence.line_delivered_on(ev, [line["sku"]])[0] is None
            moved = moved or lost
            kind = "non_delivery" if lost else s["kind"]
            plan.append({"number": s["number"], "goal": f"{GOALS['non_delivery']}: the {line['description'].lower()}" if lost else s["goal"],
                         "kind": kind, "depends_on": s["depends_on"], "steps": policy.plan_steps(kind)})
        if not moved:
            return []
        return [self._call("replan", {"trigger": "carrier scans show the parcel carrying the line claimed as damaged was never delivered",
                                      "subtasks": plan})]

    def _replan_if_never_delivered(self, view) -> list[dict]:
        """A damage claim on a parcel the carrier never delivered is a non-delivery claim: the same
        subtask changes kind (the customer's request is still the one being answered). Checked in
        investigate and again in decide, since the scans may arrive on the turn investigate ends."""
        open_ = [s for s in view["subtasks"] if s["status"] in Subtask.UNFINISHED]
        damaged = next((s for s in open_ if s["kind"] == "damaged_item"), None)
        if damaged and view["scans"] and _delivered(view):
            return self._replan_lines_never_delivered(view, open_)
        if not (damaged and view["scans"] and not _delivered(view)):
            return []
        if arrival_told(_evidence(view).said + _evidence(view).told, []):
            return []  # "The vase arrived broken.": the customer holds it, whatever tracking says; no lost-parcel claim (V36-027)
        has_claim = any(s["kind"] == "non_delivery" for s in open_)
        plan = []
        for s in open_:
            if s["kind"] == "damaged_item":
                # nothing was delivered: one claim refunds everything charged, whichever lines were said damaged
                if not has_claim and s["number"] == damaged["number"]:
                    plan.append({"number": s["number"], "goal": GOALS["non_delivery"], "kind": "non_delivery", "depends_on": s["depends_on"],
                                 "steps": policy.plan_steps("non_delivery")})
                continue
            plan.append({"number": s["number"], "goal": s["goal"], "kind": s["kind"], "depends_on": s["depends_on"],
                         "steps": policy.plan_steps(s["kind"])})
        return [self._call("replan", {"trigger": "carrier scans show the parcel was never delivered", "subtasks": plan})]

    def _claimed_lines(self, view, s) -> list[dict]:
        """The lines a non-delivery subtask claims: those its goal names (a claim split by parcel);
        else, when no parcel came, every line (the whole order is claimed, as `_proposal` has it);
        else those the customer's sentences name."""
        order = view["order"] or {}
        in_goal = [x for x in order.get("lines", []) if x["description"].lower() in s["goal"].lower()]
        if in_goal:
            return in_goal
        if policy_evidence.delivered_on(_evidence(view)) is None:
            return order.get("lines", [])
        return self._lines_for(view, "non_delivery")[0]

    def _split_by_parcel(self, view) -> list[dict]:
        """A non-delivery claim whose lines travel in parcels the policy judges apart (a lamp's parcel
        marked lost beside a cushion's still within its promised date) is replanned into a subtask
        per verdict, each naming its lines: the lost parcel's lines are refunded by the claim, and
        only the parcel not yet due waits, told with its date. Never one parcel's date holding
        another parcel's refund."""
        if not view["scans"]:
            return []
        ev = _evidence(view)
        live = {d["subtask"] for d in view["decisions"].values() if d["state"] in (*OPEN_DECISIONS, DecisionState.EXECUTED)}
        open_ = [s for s in view["subtasks"] if s["status"] in Subtask.UNFINISHED]
        for claim in open_:
            if claim["kind"] != "non_delivery" or claim["number"] in live or self._for_a_person(view, claim):
                continue
            lines = self._claimed_lines(view, claim)
            if len(policy_evidence.shipments(ev)) < 2 or not policy_evidence.parcels_of(ev, [x["sku"] for x in lines])[1]:
                continue  # one parcel, or lines the shop cannot place in a parcel: judged as one claim
            groups: dict[tuple[str, ...], list[dict]] = {}
            for x in lines:
                one = {"action": "refund", "lines": [{"sku": x["sku"], "quantity": int(x.get("quantity") or 1)}]}
                verdict = tuple(sorted(f.condition for f in policy.eligibility("non_delivery", ev, one) if not f.holds))
                groups.setdefault(verdict, []).append(x)
            if len(groups) < 2:
                continue
            parts = sorted(groups.items(), key=lambda kv: len(kv[0]))  # the claim that pays keeps the subtask's number
            plan = []
            for s in open_:
                if s["number"] != claim["number"]:
                    plan.append({"number": s["number"], "goal": s["goal"], "kind": s["kind"], "depends_on": s["depends_on"],
                                 "steps": policy.plan_steps(s["kind"])})
                    continue
                for n, (_, part) in enumerate(parts):
                    words = " and the ".join(x["description"].lower() for x in part)
                    plan.append({**({"number": s["number"], "depends_on": s["depends_on"]} if not n else {}),
                                 "goal": f"{GOALS['non_delivery']}: the {words}", "kind": "non_delivery",
                                 "steps": policy.plan_steps("non_delivery")})
            return [self._call("replan", {"trigger": "the claimed lines travel in parcels the carrier's scans tell apart: each is judged "
                                                     "on its own parcel", "subtasks": plan})]
        return []

    def _revise_sent_back(self, view) -> list[dict]:
        """A plan a reviewer sent back with instructions is revised with `replan`, and the revision
        waits for a confirmation (runs.walk.exits). The open subtasks stay as they are (a replan
        keeps every request); what the reviewer said is read as any pinned instruction
        (`_as_instructed` applies it when the subtask is decided) and quoted in the trigger. Words
        the agent cannot act on hand each open subtask to a person with them quoted: it cannot tell
        which subtask they are about, and never carries out a plan it was told to change."""
        open_ = [s for s in view["subtasks"] if s["status"] in Subtask.UNFINISHED]
        if not open_:
            return []
        said = self._plan_said[-1] if self._plan_said else None
        plan = [{"number": s["number"], "goal": s["goal"], "kind": s["kind"], "depends_on": s["depends_on"],
                 "steps": policy.plan_steps(s["kind"])} for s in open_]
        numbers = ", ".join(str(s["number"]) for s in open_)
        if said is None:
            return [self._call("replan", {"trigger": "a reviewer sent the plan back; its instructions were withdrawn since: the plan is "
                                                     "resubmitted as it stands", "subtasks": plan})]
        if said.directive is None:
            calls = [self._call("replan", {"trigger": f"{said.says()}; the agent cannot act on these words, so subtask(s) {numbers} go to "
                                                      "a person with them quoted", "subtasks": plan})]
            return calls + [c for s in open_ for c in self._escalate(view, s["goal"], f"{said.says()}; the agent cannot act on these "
                                                                                     "words, so a person does", s["number"])]
        done = {"cap": f"a refund is proposed at most {dollars(said.directive.cents or 0)}",
                "no_refund": "no refund is proposed: a subtask that would refund goes to a person with the words quoted",
                "replace": "a person arranges a replacement instead: a subtask decided goes to a person with the words quoted"}
        return [self._call("replan", {"trigger": f"{said.says()}; {done[said.directive.kind]}", "subtasks": plan})]
