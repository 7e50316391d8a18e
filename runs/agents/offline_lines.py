"""Which order lines and how many units a request is about, as the offline agent reads them (runs/agents/offline.py):
never the dearest line, never the whole line on a guess; a person when the words do not tell.
"""

from __future__ import annotations

from dataclasses import replace

from .. import policy, told_damaged_counts, units_asked_fewer
from ..carried_orders_retied import retied_to_record
from ..intents import GOODS_INSTEAD
from ..ticket_reading import read_once
from ..ticket_lines import lines_asked_about, part_texts, refund_count_texts, requests_unread, unit_texts
from ..named_parts import missing_part_name
from ..unit_counts import loose_count, part_of_unit, units_stated
from .offline_goals import _unread_goal
from .offline_view import ticket_text

# A reason that a part of a unit that came is missing begins so; the open item then says which part ("the lid of ... is missing").
PART_MISSING = "a part is missing: "


def _reading(view):
    """The ticket as read for this run's order: a request whose order was only carried from the sentence before is the
    pinned order's when its lines hold the goods it names ("SU-1 / Hi, the kettle is dented. / (order SU-2)", the kettle
    on SU-2: verify34 M03), as the guard and the plan check read it (runs/carried_orders_retied.py)."""
    order = view["order"] or {}
    return retied_to_record(read_once(ticket_text(view), view["ticket"]["order_ref"]), order.get("order_ref", ""), order)


class LineReading:
    """The lines and units a subtask is about. A part of OfflineAgent (runs/agents/offline.py), whose `_call`,
    `_results`, `_owned` and `_escalate` its methods use."""

    @staticmethod
    def _lines_for(view, kind: str) -> tuple[list[dict], str]:
        """The order lines a request is about, as the customer's own sentences name them, or [] and
        why (several lines and no clear one): never the dearest line, never a guess."""
        reading = _reading(view)
        lines, why = lines_asked_about(view["order"] or {}, reading, kind)
        if not lines and any(s.why.startswith(GOODS_INSTEAD) for s in reading.requests):
            # "a replacement for the cracked pan rather than money? ... the lamp, just refund me": the pan's
            # remedy is a person's (its `other` subtask), so the claim this subtask settles is the lamp's
            money_asked = replace(reading, sentences=[s for s in reading.sentences if not s.why.startswith(GOODS_INSTEAD)])
            lines = lines_asked_about(view["order"] or {}, money_asked, kind)[0]
        return lines, ("" if lines else why)

    @staticmethod
    def _unread(view, kind: str) -> list[str]:
        """The goals of the subtasks for sentences of `kind` whose lines cannot be read while other
        sentences' lines are (`runs.ticket_lines.requests_unread`): each quotes its sentence."""
        if kind not in policy.POLICY_TABLE or policy.row_for(kind).draws_on != policy.LINES:
            return []
        reading = _reading(view)
        return [_unread_goal(kind, s.text) for s in requests_unread(view["order"] or {}, reading, kind)]

    def _line_for(self, view, s) -> tuple[dict | None, str]:
        """The line subtask `s` is about: the one line its kind's requests name, or, when they name
        several (one subtask each, `_subtasks_for`), the one its goal names; else None and why. A
        subtask for a sentence whose lines cannot be read is a person's, whatever the others name."""
        if s["goal"] in self._unread(view, s["kind"]):
            return None, "this sentence names no line of the order clearly, while the ticket's other sentences do"
        lines, unclear = self._lines_for(view, s["kind"])
        if len(lines) == 1:
            return lines[0], ""
        goal = s["goal"].lower()
        in_goal = sorted((x for x in lines if x["description"].lower() in goal), key=lambda x: len(x["description"]), reverse=True)
        if in_goal:
            return in_goal[0], ""
        if lines:
            return None, ("the request names several lines of the order (" + ", ".join(x["description"] for x in lines)
                          + ") and this subtask's goal names none of them")
        return None, unclear

    @staticmethod
    def _units_asked(view, line: dict, kind: str = "") -> tuple[int, str]:
        """The units of the line the request is about: the count its sentences state ("one of the
        four", "Three came smashed." after the sentence naming the line), never more than were
        ordered; the whole line when they state none. With it, why a person must settle it instead
        ('' when not): a vague count ("about half of them"), a count said of no line clearly, or a
        part of one unit of a set ("one plate of the set"), which no count of units pays for."""
        reading = _reading(view)
        texts = unit_texts(reading, (view["order"] or {}).get("order_ref", ""))
        order, ordered = view["order"] or {}, line.get("quantity", 1)
        part = part_of_unit(order, line, part_texts(reading, order.get("order_ref", "")))
        if gone := missing_part_name(part, part_texts(reading, order.get("order_ref", ""))) if part else "":
            return ordered, (f'{PART_MISSING}the {gone} of {line["description"]} did not come (the customer writes "{part}"); it is '
                             "sold as one unit: a person sends the part or decides a partial refund (a support lead approves it); never the whole unit")
        if part:
            return ordered, (f'the customer names a part of {line["description"]} ("{part}"), which is sold as one unit: a person '
                             "decides a partial refund (a support lead approves it) or a replacement piece; never the whole unit")
        units = units_stated(order, line, texts)
        if not units.tied:
            return ordered, (f'the customer says "{units.words}" without saying which item: a person confirms how many of '
                             f'{line["description"]} before anything is paid, never the whole line on a guess')
        if units.vague:
            return ordered, (f'the customer gives no exact count of {line["description"]} ("{units.words}", at most {units.at_most} '
                             f"of {ordered}): a person confirms how many before anything is paid")
        loose = loose_count(order, line, texts) if not units.exact else None
        if loose and loose[0] < ordered:
            return ordered, (f'the customer says "{loose[1]}" but no count of {line["description"]} could be read from it: a person '
                             "confirms how many before anything is paid, never the whole line on a guess")
        units_paid = min(units.exact, ordered) if units.exact else ordered
        # never more than the customer tells damaged ("received 12 ... three were broken": three; runs.told_damaged_counts)
        if kind == "damaged_item":  # nor more than they ask refunded ("please just refund one": one; runs.units_asked_fewer)
            asked = refund_count_texts(reading, order.get("order_ref", ""))  # the ask told after the claim caps it too
            units_paid = units_asked_fewer.capped(order, line, asked, told_damaged_counts.capped(order, line, texts, units_paid))
            if units_asked_fewer.half_asked(asked):  # "refund half of them": half the units told damaged, counted without the ask
                told = units_stated(order, line, [t for t in texts if not units_asked_fewer.half_asked([t])])
                half, unclear = units_asked_fewer.half_of(line, asked, told.exact or (ordered if not told.at_most else None))
                if unclear:
                    return ordered, unclear
                units_paid = min(units_paid, half)
        return units_paid, ""
