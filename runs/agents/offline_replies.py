"""The offline agent's confirm phase (runs/agents/offline.py): the reply, one sentence per subtask, saying what was
done, what a person or the customer's choice still holds, and why anything was deferred.
"""

from __future__ import annotations

import re

from .. import stated_amounts
from ..models import Subtask, SubtaskStatus
from ..quoting import shortened
from ..replan_reasons import customer_reason
from ..returns_without_money import declined_on_arrival
from ..screening import request_dicts
from ..exchanges_chosen import quoted_by_other
from ..goods_of_remedy_asks import goods_of_the_ask
from ..goods_asked_for_other_lines import asked_for_other_lines
from ..intents.elsewhere_held_by_claim import MONEY_CLAIMS, held_by_claim
from ..promised_questions import promise_question_answered_by
from ..prices_told_against_the_record import record_price_words
from ..intents.replacement_asked import asks_replacement, new_goods_asked
from ..intents.repair_asked import repair_asked
from ..state import DecisionAction, DecisionState
from ..ticket_reading import read_once
from ..refund_to_the_payment_made import other_account_asked, paid_back_told
from ..duplicate_whole_told import whole_stated
from ..inflated_counts import told_back as count_told_back
from ..foreign_passages import flagged as flagged_passage, passage_language
from . import reply_sentences as reply_words
from .goods_then_money import goods_asked_with_money_fallback
from .goods_back_refusal_told import goods_back_refused
from .money_refused_told import money_refused_in_words
from ..follow_up_reasons import handed_order
from .removed_unquoted import unquoted_if_removed
from .offline_view import _ticket_sentences, ticket_text


# Another unit asked to be sent: "I just want another large jar posted out", "can you send another one", "I'd rather
# you sent me another board" (the wish's past tense).
_ANOTHER_SENT = re.compile(r"\banother\b(?:\s+[\w-]+){0,3}?\s+(?:sent|send|posted|post|shipped|ship|out)\b"
                           r"|\b(?:send|post|ship|rather\s+you\s+(?:sent|posted|shipped))\s+(?:me\s+|us\s+)?another\b", re.I)


class Replies:
    """The confirm phase: the reply. A part of OfflineAgent (runs/agents/offline.py), whose `_call`,
    `_results`, `_owned` and `_escalate` its methods use."""

    def _confirm(self, view) -> list[dict]:
        open_ = [s for s in view["subtasks"] if s["status"] in Subtask.UNFINISHED]
        if open_:
            return [self._call("escalate_to_human", {"subtask": s["number"], "open_item": s["goal"], "reason": "still open at confirmation"}) for s in open_]
        sentences = [{"subtask": s["number"], "text": self._sentence(view, s)} for s in view["subtasks"]]
        return [self._call("send_reply", {"sentences": sentences, "closing": "Thank you for your patience."})]

    @staticmethod
    def _goods_asked_of_a_person(view, text: str, skus: set[str] = frozenset()) -> bool:
        """Whether `text` asks for goods instead of the money (another one, a new one, a replacement sent) and a subtask of
        kind other hands that very sentence to a person; given a claim's `skus`, for those goods, not others'."""
        if not (asks_replacement(text) or new_goods_asked(text) or _ANOTHER_SENT.search(text) or repair_asked(text)):  # (a repair: repair_asked.py)
            return False
        return quoted_by_other(text, view["subtasks"]) and not asked_for_other_lines(text, view["subtasks"], (view["order"] or {}).get("lines", []), skus)

    @staticmethod
    def _paid_elsewhere_asked(view, s) -> str:
        """The sentence asking the claim's money paid to another account, which holds it for a person, when the plan gave
        it no card of its own (runs/intents/elsewhere_held_by_claim.py); else ''."""
        if s["kind"] not in MONEY_CLAIMS:
            return ""
        reading = read_once(ticket_text(view), view["ticket"]["order_ref"])
        texts = [x.text for x in reading.sentences if x.role != "injected"]
        return next((" ".join(x.text.split()) for x in reading.requests if held_by_claim(x, texts)
                     and not quoted_by_other(x.text, view["subtasks"])), "")

    def _deferral_told(self, view, s) -> str:
        """Why a deferred subtask was deferred, in the customer's words: the note the agent recorded beside the reason
        when it deferred it; a reason recorded without one (a replan's, another model's) is told as it is."""
        reason = s.get("deferred_reason") or ""
        if not reason:
            return "it is not possible under the seller terms"
        for r in reversed(self._results(view, "record_progress")):
            asked = r["input"] if isinstance(r["input"], dict) else {}
            if (asked.get("subtask") == s["number"] and asked.get("status") == SubtaskStatus.DEFERRED
                    and shortened(asked.get("deferred_reason", ""), 300) == reason):
                return asked.get("note") or reason
        return reason

    @staticmethod
    def _figures_held(view, s) -> tuple[list[dict], int]:
        """The customer's figures that held the subtask's refund, and the record's copy (runs.stated_amounts.held_for)."""
        order = view["order"] or {}
        requests = request_dicts(read_once(ticket_text(view), view["ticket"]["order_ref"]), order.get("order_ref", ""))
        return stated_amounts.held_for(s["number"], view["decisions"], order, requests)

    def _sentence(self, view, s) -> str:
        """The reply's sentence for a subtask, in the customer's terms (runs.agents.reply_sentences); a resolved claim
        whose goods the customer accepted only if the refund failed says they are not needed."""
        told = self._told(view, s)
        if s["status"] == SubtaskStatus.RESOLVED and self._alternative_for(view, s["kind"]):
            return f"{told} {reply_words.alternative_not_needed()}"
        return told

    def _told(self, view, s) -> str:
        """What was done for the subtask, or why not, told in the customer's terms."""
        decision = next((d for d in view["decisions"].values() if d["subtask"] == s["number"] and d["state"] == DecisionState.EXECUTED), None)
        order = view["order"] or {}
        what = reply_words.matter(s["kind"], s["goal"], order.get("lines", []))
        what = unquoted_if_removed(what, lambda: read_once(ticket_text(view), view["ticket"]["order_ref"]))  # no injected words quoted back
        goods = reply_words.goods_named(s["goal"], order.get("lines", []))
        if s["status"] == SubtaskStatus.ESCALATED and self._replacement_asked_in(view, s):
            # ("..., or a refund if it can't be sent": the fallback heard too, nothing told as done: goods_then_money.py)
            return reply_words.replacement_for_a_person(goods_asked_with_money_fallback(read_once(ticket_text(view), view["ticket"]["order_ref"])),
                                                        goods_of_the_ask(s["goal"], order.get("lines", [])))  # the goods named (K06)
        if s["status"] == SubtaskStatus.ESCALATED and (said := count_told_back(s["kind"], order, self._line_for(view, s)[0],
                                                                               read_once(ticket_text(view), view["ticket"]["order_ref"]))):
            return said  # a damage claim counting more than the order holds, held for a person (runs/inflated_counts.py)
        if s["status"] == SubtaskStatus.ESCALATED and (held := self._figures_held(view, s))[0]:
            return reply_words.figures_checked([a["text"] for a in held[0]], held[1], s["kind"])
        if s["status"] == SubtaskStatus.ESCALATED and s["kind"] == "other" and (language := passage_language(s["goal"])):
            return flagged_passage(language)  # a passage in another language: flagged to a person, nothing promised
        if s["status"] == SubtaskStatus.ESCALATED and promise_question_answered_by(read_once(ticket_text(view), view["ticket"]["order_ref"]), s["kind"], order):
            return reply_words.promise_asked(what, goods)  # the customer's question whether the promised refund was made, answered here
        if s["status"] == SubtaskStatus.ESCALATED and s["kind"] == "other" and (asked := other_account_asked(s["goal"], _ticket_sentences(view))):
            return asked  # the refund itself went back to the payment made (runs/refund_to_the_payment_made.py)
        if s["status"] == SubtaskStatus.ESCALATED and (elsewhere := self._paid_elsewhere_asked(view, s)):
            return reply_words.paid_elsewhere_asked(what, elsewhere)  # the ask is this claim's card (elsewhere_held_by_claim.py)
        if s["status"] == SubtaskStatus.ESCALATED and (refused := goods_back_refused(view, s)):
            return reply_words.goods_back_refused(what, refused, goods)  # the ask not to send it back, heard (goods_back_refusal_told.py)
        if s["status"] == SubtaskStatus.ESCALATED:
            return reply_words.escalated(what, goods)
        if s["status"] == SubtaskStatus.DEFERRED and (ref := handed_order(s)):
            return reply_words.handed_over(ref)  # worked by a follow-up run pinned to that order (runs.follow_ups)
        if s["status"] == SubtaskStatus.DEFERRED:
            return reply_words.deferred(what, customer_reason(self._deferral_told(view, s)), goods)  # never the runtime's words
        if s["kind"] == "question":
            return reply_words.replacement_answer(order.get("replacement_orders") or [], bool(self._forbidding(view, "replacement")))
        if decision and decision["action"] == DecisionAction.REFUND:
            reading = read_once(ticket_text(view), view["ticket"]["order_ref"])
            foreign = stated_amounts.foreign_stated(s["kind"], request_dicts(reading, order.get("order_ref", "")))
            above = stated_amounts.overstated(decision, order, request_dicts(reading, order.get("order_ref", "")))
            return reply_words.refunded(decision["amount_cents"], what, [a["text"] for a in foreign], [a["text"] for a in above],
                                        record_price_words(decision, order)) \
                + whole_stated(decision, order, request_dicts(reading, order.get("order_ref", ""))) \
                + paid_back_told([x.text for x in reading.sentences if x.role != "injected"])  # runs/duplicate_whole_told.py, refund_to_the_payment_made.py
        # ("as you asked" only for a refusal in words, never for an exchange asked: money_refused_told.py)
        # (a view with no ticket, a sentence drawn alone, keeps the refusal its field records)
        refused = not declined_on_arrival(decision) or "ticket" not in view \
            or money_refused_in_words(read_once(ticket_text(view), view["ticket"]["order_ref"]).sentences)
        if decision and decision["action"] == DecisionAction.COLLECTION:
            return reply_words.collection(decision["amount_cents"], what, declined_on_arrival(decision), refused)
        if decision:
            return reply_words.return_started(what, decision["amount_cents"], declined_on_arrival(decision), refused)
        return f"This is done: {what}."
