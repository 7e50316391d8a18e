"""What a ticket asks for, read by code, one sentence at a time: the runtime's check that nothing
the customer asked for is dropped, whichever model works the ticket.

Each sentence is read on its own (runs/sentences.py cuts them and marks injected passages):
- a sentence with a cue from the table below asks for that kind, unless the cue is negated ("not
  damaged"), the problem is past and settled ("arrived cracked last spring and you refunded it")
  or the customer says the goods are fine; those are context, and the reading says why;
- asking that something NOT be done ("I do not want another one sent") is a request too;
- any other sentence that reads as a request (a question, "please", "I want / need / would like",
  an imperative) and names something no request above covers is a request of kind `other`: a
  person has to look at it, so it can never be dropped silently;
- a request belongs to the order it names, the order its words point at ("the second one", "my
  other order", "both my orders": order_words.py, against the orders the ticket numbers, subject
  first) or whose goods the ticket said it holds, else the last order named before it in its
  paragraph, so a second order in one ticket gets its own subtasks.
False positives cost a plan revision or an escalation; a silent drop is what this exists to stop.

The package, by concern: cues.py (the cue tables and where they hit), stems.py (content words),
reading.py (ReadSentence, Reading), money.py (money held, declined, waived; actions forbidden),
remedies.py (remedies other than money, declines; money_preferred.py: the money preferred to goods, the claim's own refund), doubt.py (hypotheticals, another person's
order, status questions), moods.py (a sentence's mood read once: the main clause after a condition, a question about
goods sold, a question after a refund told as made, money or points not come on a card or balance), asks.py (what reads as a request; goodwill_wishes.py: money beyond the record wished for as what would be fair), settled.py (settled past problems, its phrase
families in settled_words.py, read by the guard's side too, with the wordings that deny or chase a settling) with
thanks.py (a thanks for a remedy given, never one said in advance), quoted_blocks.py (where a forwarded
or quoted mail begins and ends, and the customer's own words around it),
order_words.py (orders pointed at in words or by the goods in them), paired_asks.py (two asks of no known kind in one sentence, cut apart),
read.py (read_ticket) with its passes (refusals.py, passes.py, unread.py, subject_claim.py: a claim
told in a reply's subject, lateness_of_lost.py: lateness of a parcel that never came), learner_mismatch.py
(a wrong item in a learner's English), missing_items.py (an item or a part the goods came without),
and accounting.py (requests against a plan's subtasks).
"""

from ..sentences import ORDER_IN_TEXT, normalise_ref, orders_in  # the order numbers a ticket names are read here
from .accounting import ANOTHER_ORDER, accounting, describe, record_before, unaccounted, uncovered
from .asks import asks_compensation
from .damage_words import CAUSED_BY_CUSTOMER_WHY, cause_at_home
from .cues import FEE_BACK, FEE_IN_GOAL, GOODS_PROBLEMS, INTENT_PATTERNS, KINDS, WEAK_PATTERNS, damage_typo, tells_damage
from .doubt import CONDITIONAL_PLAN_WHY, FALLBACK_WHY, FAULT_AFTER_USE_WHY, OTHER_PERSONS_ORDER, fault_after_use
from .money import HOLD_WHY, MONEY_ON_ARRIVAL, declined_scope, forbids_action, holds_money, money_held, resend_forbidden
from .passes import (
    ADOPTED_WHY, CAME_AS_OTHER_WHY, QUOTED_WHY, RETURN_OF_WRONG_ITEM_WHY, SENT_AGAINST_ORDERED_WHY, UNASKED_CALL_OFF_WHY,
    UNDECIDED_WHY,
)
from .quoted_blocks import header_line
from .read import detect_intents, intent_spans, looks_injected, read_ticket, strip_injected
from .reading import DECLINED_WHY, FEE_WAIVED_WHY, SETTLED_WHY, SETTLED_WHYS, Reading, ReadSentence
from .problem_thought_not_so import taken_back_later, thought_not_so
from .refusals import ASKED_AFTER_REFUSAL_WHY
from .remedies import GOODS_INSTEAD, OTHER_REMEDY_WHY, REFUND_ELSEWHERE_WHY, REMEDY_FORM_WHY, declines, refund_elsewhere
from .settled import GOODS_FINE_WHY, WAVED_OFF_WHY, goods_left_out_before, settled_by_next, settled_in_words, waves_off_goods, withdrawn_spans
from .stems import content_stems
from .unread import ACCOUNT_CHANGE_WHY, CONTACT_PREFERENCE_WHY, FEE_BESIDE_WHY, REFERS_BACK_WHY, RHETORICAL_WHY, TELLS_MORE

__all__ = [
    "ACCOUNT_CHANGE_WHY", "ANOTHER_ORDER", "accounting", "record_before", "ADOPTED_WHY", "ASKED_AFTER_REFUSAL_WHY", "asks_compensation", "CAME_AS_OTHER_WHY",
    "CAUSED_BY_CUSTOMER_WHY", "cause_at_home",
    "CONDITIONAL_PLAN_WHY", "CONTACT_PREFERENCE_WHY", "content_stems", "damage_typo", "declined_scope", "DECLINED_WHY", "declines",
    "describe", "detect_intents", "FALLBACK_WHY", "fault_after_use", "FAULT_AFTER_USE_WHY", "FEE_BACK", "FEE_BESIDE_WHY", "header_line", "FEE_IN_GOAL", "FEE_WAIVED_WHY",
    "forbids_action", "goods_left_out_before", "GOODS_FINE_WHY", "GOODS_INSTEAD", "GOODS_PROBLEMS", "HOLD_WHY", "holds_money", "INTENT_PATTERNS",
    "intent_spans", "KINDS", "looks_injected", "money_held", "MONEY_ON_ARRIVAL", "normalise_ref", "ORDER_IN_TEXT",
    "orders_in", "OTHER_PERSONS_ORDER", "OTHER_REMEDY_WHY", "QUOTED_WHY", "read_ticket", "Reading", "ReadSentence",
    "REFERS_BACK_WHY", "REFUND_ELSEWHERE_WHY", "refund_elsewhere", "REMEDY_FORM_WHY", "resend_forbidden", "RETURN_OF_WRONG_ITEM_WHY", "RHETORICAL_WHY",
    "SENT_AGAINST_ORDERED_WHY", "settled_by_next", "settled_in_words", "SETTLED_WHY", "SETTLED_WHYS", "strip_injected", "tells_damage", "TELLS_MORE", "taken_back_later", "thought_not_so", "unaccounted",
    "UNASKED_CALL_OFF_WHY", "uncovered", "UNDECIDED_WHY", "WAVED_OFF_WHY", "waves_off_goods", "WEAK_PATTERNS", "withdrawn_spans",
]
