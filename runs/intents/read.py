"""read_ticket: a ticket read one sentence at a time into a Reading, then the passes that read a
sentence against its neighbours (runs/intents/passes.py, unread.py, refusals.py); and the
shortcuts over it (the kinds asked, the injected passages)."""

from __future__ import annotations

import re
from functools import lru_cache

from .refund_time_asked import REFUND_TIME_ASKED_WHY, refund_time_asked
from .explanation_instead import EXPLANATION_INSTEAD_WHY, explanation_instead
from .earlier_refund_asked import EARLIER_REFUND_ASKED_WHY, earlier_refund_asked
from .. import sentences as cut
from ..approval_stamps import STAMP_WHY, stamped
from ..fake_tool_output import FAKE_TOOL_WHY, faked_tool_output
from .others_refund_to_me import read_others_refund_to_me
from .quoted_count_disputed import read_quoted_count_disputed
from .restatements import read_restatements
from .damaged_goods_back_unpaid import read_damaged_goods_back_unpaid
from .return_postage_asked import read_return_postage_asked
from .missing_units_chased import without_missing_chased
from ..machine_field_blocks import FIELD_BLOCK_WHY, field_header
from ..fine_clauses import box_damage_apart, calls_fine, goods_in_the_box_fine, left_standing
from ..sentences import ORDER_IN_TEXT, normalise_ref
from ..own_choice_words import SHORT_DELIVERY
from ..staff_notes import SHOP_TURN_WHY, shop_turn
from ..shop.kinds import NOT_A_CASE
from .remarks import REMARK_WHY, taste_only
from .remedy_questions import remedy_question_carries_ask
from .earlier_order_asked import asked_of_earlier_order  # ("my earlier order SU-2 was charged twice - please refund")
from .asks import _asks, _asks_beside_hold, listed_want, _only_a_wish, _return_asked, _second_ask, _unit_negated
from .claimed_goods import claimed_words
from .claim_remedy_asks import read_claim_remedy_asks
from .lateness_compensated import read_lateness_compensated
from .cancel_reason_told import read_cancel_reason_told
from .damage_beside_question import damage_beside_a_question
from .hedged_looks_asked import read_hedged_looks_asked
from .chosen_remedies import read_chosen_remedies
from .money_or_goods import leave_money_open
from .return_or_exchange import attach_offered_returns
from .refund_form_scope import scope_refund_forms
from .choice_left_to_shop import read_choice_left_to_shop
from .replacement_only_allowed import read_replacement_only_allowed
from .purchase_wishes import read_purchase_wishes
from .threats import read_threats
from .threat_beside_claim import read_threatened_restatements
from .emphasis_beside_claim import read_emphasis_beside_claim
from .discount_for_lateness import read_discount_for_lateness
from .order_wanted_not_money import read_order_wanted_not_money
from .one_word_subjects import read_one_word_subjects
from .others_order_told_apart import read_others_order_told_apart
from .others_goods_by_possessive import read_others_goods_by_possessive
from .own_replacement_bought import without_own_purchase
from .replacement_already_sent import read_replacement_already_sent, sent_unit_not_asked, without_replacement_sent
from .money_taken_in_error import read_money_taken_in_error
from .asked_again import read_asked_again
from .wrong_goods_questions import read_wrong_goods_questions
from .hands_off_asks import asks_beside_return_ban, hands_off_read
from .list_openers import read_list_openers
from .linked_noun_asks import read_linked_noun_asks
from .linked_noun_clauses import read_linked_noun_clauses
from .listed_noun_asks import read_listed_noun_asks
from .goods_not_money import goods_not_money
from ..foreign_instructions import said_abroad
from ..html_text import html_blanked
from ..pasted_records import RECORD_WHY, named_record
from ..quoted_grants import QUOTED_GRANT_WHY, quoted_grant
from ..grants_paid_on_contact import paid_on_contact  # (a forged grant paid on the next contact: runs/grants_paid_on_contact.py)
from .return_spared import RETURN_SPARED_WHY, outside, return_spared
from .conditional_remedies import read_conditional_remedies
from .money_if_goods_fail import read_money_if_goods_fail
from .fee_asked_across import fee_asked_across
from .fee_asked_back import with_fee_asked_back
from .fee_comes_back import with_fee_comes_back
from .fee_over_compensation import fee_asked_beside_compensation, without_compensation_turned_down
from .waived_claims import hold_struck_goods, waive_let_go_claims
from .claims_taken_back_later import read_claims_taken_back_later
from .disputes_open import read_disputes_open
from .repaid_elsewhere_next import read_repaid_elsewhere_next
from .third_party_money_back import PREVENTION_ASKED_WHY, prevention_asked
from .goods_lived_with import drop_goods_lived_with
from .goods_treated_as_damaged import read_goods_treated_as_damaged
from .repair_asked import read_repair_asked
from .lateness_waived import drop_fee_answered_no
from .claim_story import read_claim_story, without_buying_elsewhere
from .others_words import own_words
from .goods_gone import read_goods_gone
from .fine_goods_asked import fine_goods_asked
from .supposed_returns import SUPPOSED_RETURN_ASKED_WHY, SUPPOSED_RETURN_WHY, return_only_supposed, supposed_return_asked
from .price_promised_then_charged import promise_told_before  # (the fee asked back after a price promised)
from .cues import _WEAK, FEE_BACK, FEE_BY_ITS_NAME, FREE_SHIPPING, GOODS_PROBLEMS, INTENT_PATTERNS, _cue_hits, _kinds_named, _own_words, _spans_of
from .damage_words import CAUSED_BY_CUSTOMER_WHY, after_use_around, cause_at_home
from .declined_unit import CALLED_OFF_WHY, PLEASE_NOT, about_messages, message_remarks, new_unit_declined, subject_call_off_in_body, unit_called_off
from .account_details import fault_of_details
from .count_beside_copy import count_not_wrong_item, read_one_came_beside_copy
from .goods_sent_wanted import goods_sent_wanted
from .goods_sent_back_offered import without_sent_back
from .subject_problem_over import subject_problem_over
from .others_order_told_before import fold_asks_for_the_other_person, read_others_order_told_before
from .others_purchase_told import ANOTHERS_GOODS_ASKED_WHY, bought_by_another
from .doubt import _OTHER_PERSONS_ORDER, OLD_GOODS_WHY, old_goods_fault, _STATUS_ASK, STATUS_WHY, WHEN_REMEDY_COMES
from .moods import money_not_come, refund_reach_asked
from .forwarded import read_forwarded_own
from .forwarded_put_aside import covering_lines_put_aside
from .forward_pointers import read_forward_pointers
from .quoted_blocks import quoted_test
from .goods_right import came_as_ordered, part_does_not_fit
from .lateness_of_lost import fold_lateness_into_loss
from .delivered_denied import delivered_scan_denied, fold_scan_into_denial, said_before
from .parcel_status import PARCEL_STATUS_WHY, asks_where_parcel, fold_status_into_loss
from .where_with_stalled_tracking import stall_beside_where, where_beside_stalled_tracking  # ("wondering where my order is, tracking hasnt moved")
from .promised_refunds import chase_promised_refunds, chase_quoted_promises, money_chase_beside_ask
from .learner_mismatch import wrong_item_told
from .letter_sizes_swapped import letter_sizes_swapped, read_letter_sizes_told_apart  # "I ordered the shirt in L and an S turned up"
from .sent_not_ordered import sent_not_ordered  # "you sent charcoal ones, which I didn't order"
from .missing_items import MISSING_PART_WHY, item_missing, part_missing, part_missing_at, thing_missing
from .missing_named_back import missing_named_back
from .subject_damage_declined import read_subject_damage_declined
from .claim_only_if_it_turns_out import read_claim_only_if_it_turns_out
from .rest_after_money_elsewhere import read_rest_after_money_elsewhere
from .subject_holds_refund import read_subject_holds_refund
from .subject_claim import (SUBJECT_ASKS_WHY, SUBJECT_LEFT_OPEN_WHY, attach_pointers, subject_waved_in_body, body_points_at_subject, subject_left_open,
                            reply_subject_asks, subject_paper_asked)
from .others_goods_theirs import others_goods_theirs_after  # "My neighbour ordered the same lamp. Hers came broken."
from .doubt import (others_goods_told_after, _ASKS_SOMETHING, _FALLBACK, FALLBACK_WHY, FAULT_AFTER_USE_WHY, NOT_AS_LISTED_WHY, OTHER_PERSONS_ORDER, _asks_status, _doubt,
                    fault_after_use, fit_only_supposed, not_as_listed)
from .history_orders import claims_now
from .let_go_on_another_order import read_let_go_on_another_order
from .settled_on_another_order import next_told_of_other_orders
from .order_words import goods_not_about, referred, tie_by_goods, told_of_another_order, without_ordinals
from .fallback_after_injection import fallbacks_unframed
from .money import _ALL_MONEY, _FEE_KINDS, _NEGATED_ACTION, HOLD_WHY, actions_forbidden, declined_scope, holds_money, remedies_weighed, resend_forbidden
from .passes import (
    QUOTED_WHY, _adopt_forwarded, _mark_foreign, _own_pick, _return_of_wrong_item, _sent_against_ordered, _subject_named_in_body,
    _unasked_call_off, _undecided,
)
from .charge_sent_back import charge_sent_back
from .reading import DECLINED_WHY, SETTLED_WHY, Reading, ReadSentence
from .claim_asides import read_claim_asides
from .mail_footers import read_mail_footers
from .promise_chased import chase_told_promises
from .promise_done_asked import ask_promises_done
from .return_refund_chased import chase_return_refunds
from .returns_sent_already import read_returns_sent_already
from .refusals import _REFUND_MANNER, _bind_refusals, _declined_goods, _fee_waived, _refund_declined, _take_back, pointed_claim_taken_back
from .other_variant import other_variant_asked
from .replacement_asked import asks_whether_sent, replacement_verb_asked
from .remedies import (
    _INSTEAD, _UNIT_ASKED, _UNIT_SEND, GOODS_INSTEAD, OTHER_REMEDY_WHY, REFUND_ELSEWHERE_WHY, _alternative, _money_in_another_shape, beyond_declining, declines,
    KEEPING_SAYS, RETURN_DECLINED_WHY, hold_refund_asked_elsewhere, keeps_after_money, keeps_for_money, not_sent_back, return_declined,
)
from .settled_words import CHASED_WHY, settlement_denied
from .delay_settled_aside import delay_settled_beside, goods_settled_beside
from .count_corrections import attach_count_corrections
from .goods_narrowed_next import read_dirt_only
from .order_corrected_next import numbers_told_wrong, read_number_corrections, read_order_corrected_next
from .order_tied_aside import read_order_tied_aside
from .goods_corrected_next import read_goods_corrected_next
from .settled import KEPT_AS_IS_WHY, PUT_RIGHT_WHY, kept_as_is, put_right_next, earlier_time, _HANDS_OFF, _WITHDRAWN, delay_waved_why, goods_waved_why, _waved_off, FINE_LEFT_BE_WHY, GOODS_FINE_WHY, fine_left_be, goods_waved_off, delay_waved_beside, _context_reason, _settled_now, settling_blanked, _withdraw_changed_asks, changed_ask, turned_after
from .unread import RHETORICAL_WHY, _rhetorical, _settle_told, _settle_unread
from .wear_across import wear_told_across
from .goodwill_wishes import wishes_goodwill
from .opinion_asks import OPINION_ASK_WHY, asked_as_opinion
from .asks_beside_remedy import read_opinion_asks_beside
from .refund_remainder import read_refund_remainders
from .money_preferred import money_preferred
from .paired_asks import cut_paired_asks
from .hedge_beside_told import cut_hedges_beside_told
from .remedy_per_goods import cut_replacements_apart
from .pronoun_asks import bind_pronoun_asks
from .fee_beside_damage import read_fee_beside_damage
from .goods_refund_beside_fee import read_goods_refund_beside_fee
from .problem_list_headings import read_problem_list_headings
from .table_column_headings import read_table_column_headings
from .other_forms_refused import read_other_forms_refused
from .unchosen_charges import without_option_mismatch
from .counted_asks import account_counted_asks
from .subject_carries import read_subject_carries
from .reply_subject_parts import REPLY_SUBJECT_WHY, reply_subject_parts_asked
from .return_ban_restated import read_return_ban_restated
from .return_refused import read_return_refused
from .whole_ask_called_off import read_whole_ask_called_off
from .later_call_off import read_later_call_off
from .returns_money_declined import read_returns_money_declined
from .return_money_refused import read_return_money_refused
from .right_goods_asked import read_right_goods_asked
from .wrong_item_swapped import read_wrong_item_swaps
from .wrong_goods_back_unpaid import read_wrong_goods_back_unpaid
from .return_asked_beside_exchange import read_return_asked_beside_exchange
from .ordered_value_asked import read_ordered_value_asked
from .value_sent_for_wrong_item import read_value_sent_for_wrong_item
from .return_postage_waived import blank_postage_waivers, show_postage_waivers
from .return_postage_questions import read_return_postage_questions
from .orders_listed_with_goods import orders_listed_with_goods
from .postage_questions_anywhere import read_postage_questions_anywhere
from .postage_is_no_lateness import read_postage_is_no_lateness
from .time_not_size import read_time_not_size
from .fee_asked_while_not_come import read_fee_asked_while_not_come
from .postage_question_beside_claim import read_postage_question_beside_claim
from .lateness_told_bare import goods_told_late, read_slow_delivery_refunded
from .return_window_questions import read_return_window_questions
from .works_for_me_fault import fault_not_unsuited
from .return_deadline_asked import RETURN_DEADLINE_WHY, asks_return_deadline
from .paid_for_as_reason import read_paid_for_as_reason
from .part_money_beside_claims import read_part_money_beside_claims
from .kept_for_part_money_next import read_kept_for_part_money_next
from .others_parcel_left_with_me import read_others_parcel_left
from .outlined_orders import outlines_orders
from .return_by_its_means import read_return_by_its_means
from .unnamed_refund_chased import read_unnamed_refund_chased
from .lost_parcel_asides import read_lost_parcel_asides
from .loss_then_arrived import LOSS_THEN_ARRIVED_WHY, loss_then_arrived_only, without_loss_since_arrived
from .subject_remedy_choice import claim_told_below
from .more_than_ordered import read_extras_offered_back
from .price_drops import read_price_drop_asks
from .not_wanted_done import read_not_wanted_done
from .kept_instead import read_kept_instead
from .listed_goods import read_listed_goods
from .refund_route_questions import read_refund_route_questions
from .thanks_told import read_thanks_told
from .waved_then_asked import read_waved_then_asked
from .quoted_remedies import read_quoted_remedies
from .lateness_in_a_word import read_lateness_in_a_word
from .own_claim_chased import read_own_claim_chased
from .withdrawn_asks import read_withdrawn_asks
from .return_started_then_unwanted import read_return_started_then_unwanted
from .goods_added_too import read_goods_added_too
from .claim_carried_too import read_claim_carried_too
from .refund_paid_twice import read_refund_paid_twice
from .refund_paid_for_other_goods import read_refund_paid_for_other_goods
from .held_for_a_question import read_held_for_a_question
from .remedy_put_off import read_remedy_put_off
from .claim_taken_back import read_claim_taken_back
from .problem_thought_not_so import read_problem_thought_not_so
from .replacement_agreed_chased import read_replacement_agreed_chased
from .earlier_ask_called_off import read_earlier_asks_called_off
from .earlier_ask_then_kept import read_earlier_ask_then_kept
from .earlier_ask_changed_next import read_earlier_asks_changed_next
from .loss_remedy_asks import attach_loss_remedy_asks
from .past_asks import without_asks_told
from .subject_titles import subject_asks_accounted, subject_parts_asked
from .subject_other_in_body import subject_other_in_body
from .suppositions import read_suppositions
from .damage_unconfirmed import read_supposed_damage
from .settled_on_a_call import read_settled_on_a_call
from .pointed_ask import read_papers_resent
from .parcel_wait_accepted import PARCEL_WAIT_ACCEPTED_WHY, parcel_wait_accepted
from .charge_unconfirmed import read_unconfirmed_charge
from .told_after_its_question import read_told_after_its_question
from .colours_set_against import read_colours_set_against
from .colours_told_apart import read_colours_told_apart
from .goods_wanted import goods_after_money_declined, goods_wanted_instead
from .mail_said_no_request import read_mail_said_no_request
from .goods_asked_plainly import goods_asked_plainly
from .money_question_answered_no import read_money_question_answered_no
from .swap_by_return import swap_by_return  # "send it back for the blue one": an exchange asked (swap_by_return.py)
from .delivery_manner import read_delivery_manner
from .waived_goods import casual_refusal_turn, new_unit_on_condition, refused_beside_asked
from .unwanted_alternatives import drop_unwanted_mismatch, fee_waived_with_unit_declined, read_unwanted_lists
from .swap_questions import read_swap_questions
from .unread import AROUND_WHY, COPY_ASKED_BACK_WHY
from .fees_disputed import read_fees_disputed
from .orders_beyond_asked import read_orders_beyond_asked
from .weekday_lateness import read_weekday_lateness
from .unknown_charges import UNKNOWN_CHARGE_WHY, charge_unrecognised
from .told import CAME_RIGHT_WHY, asked_as_wish, came_by_due, came_right_by_itself, pack_short, told_across, told_as_background, told_problem
from .nothing_after_order_told import read_nothing_after_order_told
from .needs_stated import read_needs_stated
from .wishes_stated import read_wishes_stated
from .papers_asked_sent import read_papers_asked_sent
from .goods_bought_elsewhere import read_goods_bought_elsewhere
from .asks_told_as_statements import read_asks_told_as_statements
from .wrong_told_by_right_asked import read_wrong_told_by_right_asked
from .set_against_photos import photos_not_orders
from .threatened_demands import read_threatened_demands
from .extra_fee_of_a_copy import read_extra_fee_of_a_copy
from .fee_in_lost_order_refund import read_fee_in_lost_order_refund
from .fee_told_free import read_fee_told_free
from .own_goods_still_wanted import read_own_goods_still_wanted
from .ordinal_parts import read_ordinal_parts
from .replacement_praised import read_replacement_praised
from .replacement_not_come import read_replacement_not_come
from .nothing_asked_told import read_nothing_asked_told
from .all_sorted_nothing_needed import read_all_sorted_nothing_needed
from .claim_told_again import read_claims_told_again
from .staff_promised_money import read_staff_promised_money
from .check_asked_before_refund import read_check_asked_before_refund
from .others_praised_apart import others_praise_apart
from .shop_reply_answered import read_shop_reply_answered
from .part_money_alternatives import read_part_money_alternatives

MONEY_CHASED_BESIDE_WHY = "a claim, and beside it money told as not come on a card or a balance: a person answers that chase"
HANDS_OFF_WHY = "asks that something be left as it is: nothing to do"
WEIGHED_WHY = "weighs a refund against goods, undecided, and asks what can be done: a question a person answers, no remedy chosen"
ASKED_BESIDE_HOLD = "; it also asks something in a clause of its own, which a person answers"
KEEPS_FOR_MONEY_WHY = "the customer keeps the goods and asks their money back just before (the refund-and-keep remedy): the claim stands"
# Asking to call off a return, an exchange or an order is not itself a return.
_CALL_OFF = re.compile(r"\b(?:cancel\w*|call off|withdraw\w*|stop)\b[^.!?]{0,30}\b(?:return|exchange|order|collection|refund)s?\b"
                       r"|\bchanged? (?:of )?my mind about (?:the |my )?(?:return|exchange|refund)\b", re.I)
# Another unit told under way: declining it asks that a shipment be stopped.
_UNIT_UNDER_WAY = re.compile(r"\b(?:coming|on (?:its|the) way|being sent|been sent|been shipped|been dispatched|dispatched|in the post|e-?mail|notice|"
                             r"notification|tracking|text message)\b", re.I)
# A reply's subject, or a line quoted from an earlier message: what was said before, not asked now.
_REPLY_SUBJECT = re.compile(r"^\s*(?:re|fwd?|aw|sv)\s*:", re.I)


FINE_UNIT_DECLINED_WHY = "declines another unit of goods the customer calls fine: nothing to send or confirm"


def _goods_claim_before(read: list[ReadSentence], order: str) -> bool:
    """Whether the last request read before this sentence claims a goods problem on the same order:
    "You sent me the 3-pack instead of the 100-pack. Refund it and don't ship another one" asks
    the money of that claim, with its replacement declined, not a remedy of no kind."""
    last = next((r for r in reversed(read) if r.role == "request"), None)
    return bool(last and set(last.kinds) & set(GOODS_PROBLEMS) and last.order == order)


def _goods_claim_kinds_before(read: list[ReadSentence], piece) -> list[str]:
    """The goods problems the last request of the paragraph before this sentence claims ("The mug and the lamp both
    arrived broken." before "..., no need to refund that one, but please refund the mug."), else none."""
    last = next((r for r in reversed(read) if r.role == "request" and r.paragraph == piece.paragraph), None)
    return [k for k in (last.kinds if last else []) if k in GOODS_PROBLEMS] if last and not set(last.kinds) - {*GOODS_PROBLEMS, "question"} else []


# A unit wished sent, the verb after the goods: "I just want another large jar posted out", "we need a new lid sent".
_UNIT_WANTED_SENT = re.compile(r"(?<!n't )(?<!not )(?<!dont )\b(?:want|need|would like|'d like)\s+(?:a\s+|an\s+)?(?:another|new|replacement|fresh)\b"
                               r"[^.!?,;]{0,30}?\b(?:sent|posted|shipped|dispatched|delivered)\b", re.I)


def read_ticket(text: str, *, order_ref: str = "") -> Reading:
    """Read a ticket (subject and body, one text) sentence by sentence. `order_ref`: the order the
    ticket names in its own field, the one a request belongs to when its sentence names none."""
    raw, text = text, html_blanked(text)  # a ticket in HTML, read as the text a person sees (runs/html_text.py)
    # (two asks of no known kind in one sentence, each its own: runs/intents/paired_asks.py; its lists read by their tags)
    pieces = cut_paired_asks(text, cut.split(raw, own_words=_own_words, foreign=said_abroad))
    pieces = cut_replacements_apart(text, pieces)  # "the bowl and the plate came cracked - please replace the plate" (remedy_per_goods.py)
    pieces = cut_hedges_beside_told(text, pieces)  # "The jug arrived smashed and I think the lid might be cracked too" (hedge_beside_told.py)
    pieces = fallbacks_unframed(pieces)  # "<injected> Otherwise just refund the mug.": the plain ask (fallback_after_injection.py)
    pieces, postage_waived = blank_postage_waivers(pieces)  # "No need to refund the return postage": read without it (return_postage_waived.py)
    # a number the customer corrects anywhere ("Sorry, I meant order 71307, not 71306") is the one they meant in every
    # sentence, the subject's "Order 71306" too: one order, no follow-up for the number corrected away
    if moved := cut.corrected_numbers(text) or numbers_told_wrong(pieces):
        for p in pieces:
            p.orders = list(dict.fromkeys(moved.get(o, o) for o in p.orders))
    if order_ref and normalise_ref(order_ref) not in moved and cut.form_ref_disowned(text):
        for p in pieces:  # "The mug on the order above is fine." beside the field disowned: the field's order, not the run's
            if not p.orders and not p.injected and cut.points_at_disowned_field(p.text):
                p.orders = [normalise_ref(order_ref)]
    read: list[ReadSentence] = []
    current_order, paragraph = "", -1
    # the orders the ticket numbers, subject first, for "the second one" / "my other order" to be read against
    named = list(dict.fromkeys(o for i, p in enumerate(pieces) if not p.injected and not _history(p.text, _next_text(pieces, i)) for o in p.orders))
    # (not the field's order when the words disown it: "I typed the wrong order number in the box above")
    order_ref = order_ref if not cut.form_ref_disowned(text) and normalise_ref(order_ref) not in moved else ""
    ticket_order = normalise_ref(order_ref) or (named[0] if named else "")
    pointed = None  # the order(s) a sentence pointed at in words, for the sentences after it in its paragraph
    listed = len(named) > 1 and not order_ref  # whether the order a sentence naming none inherits is only the first of a list
    set_apart: tuple[list[str], set[str]] = ([], set())  # goods a request set apart as not its subject, and its kinds
    # a reply's subject is context, unless the body points at it for what it asks ("as per the subject line")
    subject_asked = body_points_at_subject([p.text for p in pieces[1:] if not p.injected])
    quoted = quoted_test(text)  # lines of an earlier message forwarded or replied to (runs/intents/quoted_blocks.py)
    for i, piece in enumerate(pieces):
        if piece.paragraph != paragraph:
            current_order, paragraph, pointed, set_apart = "", piece.paragraph, None, ([], set())
        if piece.injected:
            read.append(ReadSentence(piece.index, piece.text, piece.start, piece.end, "injected",
                                     why=FIELD_BLOCK_WHY if field_header(piece.text) else SHOP_TURN_WHY if shop_turn(piece.text) else STAMP_WHY if stamped(piece.text)
                                     else FAKE_TOOL_WHY if faked_tool_output(piece.text) else RECORD_WHY if named_record(piece.text)
                                     else QUOTED_GRANT_WHY if quoted_grant(piece.text) or paid_on_contact(piece.text)
                                     else "an instruction to the agent, removed"))
            continue
        if piece.said_in_chat:
            read.append(ReadSentence(piece.index, piece.text, piece.start, piece.end, "context", why=piece.said_in_chat))
            continue
        if piece.orders and not _history(piece.text, _next_text(pieces, i)):
            current_order, pointed = piece.orders[0], None  # "my last order SU-1111 was fine" names no order the requests after it are about
            listed = len(piece.orders) > 1  # "re: orders SU-1 / SU-2 / SU-3": the sentences after it may be about any of them
            if len(piece.orders) > 1 and (found := referred(piece.text, piece.orders, current_order)) and found.orders:
                pointed = found  # "SU-1 and SU-2 were both charged twice": each order's
        ordinal_here = False  # whether this sentence points at one of the ticket's numbered orders by its place ("the last order")
        if not piece.orders and (found := referred(piece.text, named, current_order or ticket_order)) \
                and not (found.relative and listed):
            # ("the door mat from my other order" where the ticket only lists its orders, "orders SU-1 / SU-2", is "other"
            # than an order nothing named: any of the list, the one whose goods it names, as a sentence naming none)
            pointed, listed = found, False
            ordinal_here = bool(found.order) and not found.orders and not found.other_than
        following = next((p.text for p in pieces[i + 1:] if not p.injected), None)
        following = following if i + 1 < len(pieces) and pieces[i + 1].paragraph == piece.paragraph else None
        spans = delivered_scan_denied(piece.text, said_before(pieces, i), _spans_of(piece.text))  # "says delivered. It wasn't" (delivered_denied.py)
        if "duplicate_charge" not in spans and not FREE_SHIPPING.search(piece.text) and not promise_told_before(pieces, i) \
                and (fee := _cue_hits("late_delivery", piece.text, FEE_BACK if "non_delivery" in spans else [*FEE_BACK, *FEE_BY_ITS_NAME])):
            # the fee asked back is the lateness's own remedy, where the sentence asks it ("it was late - could you knock the
            # shipping off?"): its clause is the late claim's, no second ask of another kind
            spans["late_delivery"] = sorted({*spans.get("late_delivery", []), *fee})
        spans = with_fee_asked_back(piece.text, spans)  # "I paid $5.95 for delivery that came on the 7th ..., I want that back" (fee_asked_back.py)
        spans = with_fee_comes_back(piece.text, spans)  # "the delivery money should come back to me" (fee_comes_back.py)
        if "change_of_mind" in spans:  # "DOESNT WORK FOR ME!!! screen stay black": a fault told beside it (works_for_me_fault.py)
            spans = fault_not_unsuited(piece.text, spans, [(p.text, _spans_of(p.text)) for p in (pieces[i - 1] if i else None, pieces[i + 1] if i + 1 < len(pieces) else None)
                                                           if p is not None and not p.injected and p.paragraph == piece.paragraph])
        if "late_delivery" not in spans and "duplicate_charge" not in spans and (beside := fee_asked_beside_compensation(piece.text)):
            spans["late_delivery"] = [beside]  # "I'm not after compensation, only the fee back": the late fee, asked
        if "late_delivery" in spans and came_by_due(piece.text):
            del spans["late_delivery"]  # "due on the 5th and came on the 5th": on time, whatever its words
        if "non_delivery" in spans and pack_short(piece.text):
            # "a 4 pack of tea towels but there were only 3 in the packet": pieces short in one unit, no units undelivered
            spans["non_delivery"] = [h for h in spans["non_delivery"] if not SHORT_DELIVERY.fullmatch(piece.text, *h)]
            if not spans["non_delivery"]:
                del spans["non_delivery"]
        if (of_details := fault_of_details(piece.text, spans.get("damaged_item", []))):
            # "update the phone number on my account, the old one doesn't work anymore": the old number's fault, no goods'
            spans = {k: kept for k, hits in spans.items() if (kept := [h for h in hits if h not in of_details])}
        if "non_delivery" in spans and (part_gone := part_missing_at(piece.text)):
            # "my blender didn't come with its jug lid": the goods came without a part, never a line undelivered
            (a, b) = part_gone[1]
            spans["non_delivery"] = [h for h in spans["non_delivery"] if not (a <= h[0] < b or h[0] <= a < h[1])]
            if not spans["non_delivery"]:
                del spans["non_delivery"]
        if not spans.keys() & {"non_delivery", "damaged_item", "wrong_item", "late_delivery"} and (gone := item_missing(piece.text)):
            spans["non_delivery"] = [gone]  # "Also the spatula was missing entirely.": a line not delivered, its own request
        if not spans.keys() & {"non_delivery", "late_delivery"} and (late := goods_told_late(piece.text)):
            spans["late_delivery"] = [late]  # "The clock was late.": the goods' coming, the record decides (lateness_told_bare.py)
        if not spans.keys() & {"non_delivery", "damaged_item", "wrong_item", "late_delivery"} and (other := wrong_item_told(piece.text) or sent_not_ordered(piece.text)
                                                                                                  or letter_sizes_swapped(piece.text)):
            spans.pop("change_of_mind", None)  # "this is not what i buy, i buy blue one": the shop's error told in a learner's words
            spans["wrong_item"] = [other]
        spans = count_not_wrong_item(piece.text, spans)  # "two debits for the scarf, I ordered only one": the copy's count
        spans = photos_not_orders(piece.text, spans)  # "a slightly different shade than the photos": a change of mind (set_against_photos.py)
        drop_unwanted_mismatch(piece.text, spans)  # "I don't need a replacement or a different model": no claim (unwanted_alternatives.py)
        if "wrong_item" in spans and (right_until := came_as_ordered(piece.text)):
            # "I ordered the large and got the large, fits perfectly": what came is what was ordered, no wrong item
            spans["wrong_item"] = [h for h in spans["wrong_item"] if h[1] > right_until]
            if not spans["wrong_item"]:
                del spans["wrong_item"]
        spans = without_option_mismatch(piece.text, spans)  # "billed me for express but I picked standard": a charge (unchosen_charges.py)
        spans = sent_unit_not_asked(piece.text, spans)  # "you kindly sent a replacement": told done, no unit asked (replacement_already_sent.py)
        spans = without_loss_since_arrived(piece.text, spans)  # "it never came, but it turned up this morning" (loss_then_arrived.py)
        weak = [m.span() for patterns in _WEAK.values() for p in patterns for m in p.finditer(piece.text)]
        weak = without_asks_told(piece.text, weak)  # "last week I asked to send back the rug": told, not asked now (past_asks.py)
        # "doesn't fit the tablet it says it's for", "the brass knobs don't fit the drawers": not as described
        as_listed = "change_of_mind" in spans and (not_as_listed(piece.text) or part_does_not_fit(piece.text))
        if as_listed or fit_only_supposed(piece.text, spans.get("change_of_mind", [])):
            # "doesn't fit the tablet it says it's for": not as described; "so she can exchange it if it doesn't fit": supposed
            del spans["change_of_mind"]
            weak = []
        if (opening := changed_ask(piece.text)) and _new_choice(piece.text[opening:]):
            pass  # "Actually scratch that, just refund it": the ask before it is withdrawn (_withdraw_changed_asks), this one stands
        elif (withdrawn := _WITHDRAWN.search(piece.text)) and (turn := casual_refusal_turn(piece.text) or turned_after(piece.text, withdrawn.end())):
            # ("the glasses came chipped, no need to refund them, the jug is cracked though and ...": the jug's clause, waived_goods.py)
            # "I want nothing for the late delivery, but the scarf has holes": only what follows the turn is asked
            # ("Ignore what I said above, the kettle is dented though": the clause a closing "though" ends)
            spans = {k: kept for k, hits in spans.items() if (kept := [h for h in hits if h[0] >= turn[1]])}
            _take_back(read, piece, _kinds_named(piece.text[:turn[0]]))
        elif withdrawn and not opening:
            _take_back(read, piece, _kinds_named(piece.text))
        if _CALL_OFF.search(piece.text):
            spans.pop("change_of_mind", None)
            weak = []
            asked_not = [m.span("verb") for m in _NEGATED_ACTION.finditer(piece.text)]
            spans = {k: kept for k, hits in spans.items()
                     if (kept := [h for h in hits if k == "question" or not any(a <= h[0] < b or h[0] <= a < h[1] for a, b in asked_not)])}
        if i == 0 and _REPLY_SUBJECT.match(piece.text) and not subject_asked \
                and subject_left_open([k for k in spans if k in (*GOODS_PROBLEMS, "late_delivery", "duplicate_charge")],
                                      [p.text for p in pieces[1:] if not p.injected], _spans_of):
            read.append(ReadSentence(piece.index, piece.text, piece.start, piece.end, "request", ["other"], order=current_order,
                                     paragraph=piece.paragraph, why=SUBJECT_LEFT_OPEN_WHY))
            continue
        if i == 0 and _REPLY_SUBJECT.match(piece.text) and not subject_asked and not quoted(piece.start) \
                and reply_subject_asks(piece.text, [p.text for p in pieces[1:] if not p.injected], _asks):
            # "Re: SU-82003 - and pls cancel my candle subscription": a new ask after the thread's words, for a person
            read.append(ReadSentence(piece.index, piece.text, piece.start, piece.end, "request", ["other"], order=current_order,
                                     paragraph=piece.paragraph, why=SUBJECT_ASKS_WHY))
            continue
        if quoted(piece.start) or (i == 0 and _REPLY_SUBJECT.match(piece.text) and not subject_asked):
            read.append(ReadSentence(piece.index, piece.text, piece.start, piece.end, "context", order=current_order, paragraph=piece.paragraph,
                                     why=QUOTED_WHY if i else REPLY_SUBJECT_WHY,
                                     doubted=[k for k in spans if k in (*GOODS_PROBLEMS, "late_delivery", "duplicate_charge")] if i else []))
            continue
        if not spans and loss_then_arrived_only(piece.text) and not _asks(piece.text, title=i == 0):
            # "The parcel went missing for a few days but turned up at number 12": settled, asks nothing (loss_then_arrived.py)
            read.append(ReadSentence(piece.index, piece.text, piece.start, piece.end, "context", order=current_order, paragraph=piece.paragraph,
                                     why=LOSS_THEN_ARRIVED_WHY))
            continue
        if not set(spans) - {"question"} and not weak and fine_left_be(piece.text):
            read.append(ReadSentence(piece.index, piece.text, piece.start, piece.end, "context", order=current_order, paragraph=piece.paragraph,
                                     why=FINE_LEFT_BE_WHY))
            continue
        forbids = actions_forbidden(piece.text)
        if (kept_back := not_sent_back(piece.text)):
            # "I won't send them back, we like them": the return words are declined, no change of mind asked (remedies.py)
            spans = {k: kept for k, hits in spans.items() if (kept := hits if k != "change_of_mind" else outside(hits, kept_back))}
            weak = outside(weak, kept_back)
        if (spared := return_spared(piece.text)):
            # "refund it without me having to send it back": the trip back is what the customer hopes to be spared
            spans = {k: kept for k, hits in spans.items() if (kept := hits if k != "change_of_mind" else outside(hits, spared))}
            weak = outside(weak, spared)
            forbids = list(dict.fromkeys([*forbids, "return", "collection"]))
        if return_declined(piece.text) and not set(spans) - {"question", "change_of_mind"} and not asks_beside_return_ban(piece.text, _asks):
            # "its fine, dont want to send it back": no return asked, and none may start; the claims beside it stand
            read.append(ReadSentence(piece.index, piece.text, piece.start, piece.end, "context", order=current_order, paragraph=piece.paragraph,
                                     forbids=[*dict.fromkeys([*(f for f in forbids if f != "shipping"), "return", "collection"])],
                                     why=RETURN_DECLINED_WHY))
            continue
        if spared and not set(spans) - {"question"} and set(forbids) <= {"return", "collection"} \
                and _money_in_another_shape(piece.text) != OTHER_REMEDY_WHY \
                and any(r.role == "request" and set(r.kinds) & set(GOODS_PROBLEMS) for r in read):
            # "If you can refund it without me having to send it back, please do": the claim's own refund, the goods kept
            read.append(ReadSentence(piece.index, piece.text, piece.start, piece.end, "context", order=current_order, paragraph=piece.paragraph,
                                     forbids=forbids, why=RETURN_SPARED_WHY))
            continue
        if not set(spans) - {"question", "change_of_mind"} and return_only_supposed(piece.text):
            # "Otherwise I suppose I'd have to send it back": a fallback told, not a return asked. Asked as a question
            # ("Would I have to send it back to get the lower price?") it still wants an answer: a person gives it.
            asked = supposed_return_asked(piece.text)
            read.append(ReadSentence(piece.index, piece.text, piece.start, piece.end, "request" if asked else "context",
                                     order=current_order, paragraph=piece.paragraph, kinds=["other"] if asked else [],
                                     why=SUPPOSED_RETURN_ASKED_WHY if asked else SUPPOSED_RETURN_WHY))
            continue
        asks_return = _return_asked(piece.text, weak)
        if not set(spans) - {"question"} and unit_called_off(piece.text):
            # "Please stop the replacement": one already promised is stopped by a person; answered as a question, the reply
            # told the customer none was being sent while nobody had stopped it
            read.append(ReadSentence(piece.index, piece.text, piece.start, piece.end, "request", order=current_order, paragraph=piece.paragraph,
                                     kinds=["other"], forbids=[*dict.fromkeys(["replacement", *(f for f in forbids if f != "shipping")])],
                                     why=CALLED_OFF_WHY))
            continue
        if not set(spans) - {"question"} and about_messages(piece.text):
            # "DO NOT SEND ME ANOTHER TEMPLATE EMAIL": messages, not goods; no unit asked about and no shipment held
            spans.pop("question", None)
            forbids = [f for f in forbids if f not in ("shipping", "replacement")]
        elif "question" not in spans and (again := resend_forbidden(piece.text) or new_unit_declined(piece.text)):
            spans["question"] = [again]  # the replacement question, as "I do not want another one sent" or "no need for a new one"
        negated_unit = "question" in spans and (_unit_negated(piece.text, spans["question"]) or bool(resend_forbidden(piece.text))
                                                or bool(new_unit_declined(piece.text)))
        if forbids or negated_unit:
            # what is asked NOT to be done is not asked for: "please don't ship the second one — I'll only send it back"
            spans.pop("change_of_mind", None)
            weak = []
            if negated_unit:
                forbids = list(dict.fromkeys(["replacement", *(f for f in forbids if f not in ("shipping", "replacement"))]))
        if negated_unit and not set(spans) - {"question"} and calls_fine(piece.text) and not _UNIT_UNDER_WAY.search(piece.text):
            # "The rug came fine, I don't want another one sent": no unit is owed for goods that came through, so there is
            # nothing to confirm or arrange; the replacement is still held (the guard reads `forbids`). Only goods called
            # fine in the same sentence: "Nothing wrong with them, not my style. Please don't send an exchange pair" still
            # asks, beside the return, that none be sent; and one told under way ("i saw an email saying one is coming") is
            # a shipment a person stops
            read.append(ReadSentence(piece.index, piece.text, piece.start, piece.end, "context", order=current_order, paragraph=piece.paragraph,
                                     forbids=forbids, why=FINE_UNIT_DECLINED_WHY))
            continue
        s = ReadSentence(piece.index, piece.text, piece.start, piece.end, "statement",
                         order=_order_of(piece, spans, pointed.order if pointed else current_order),
                         paragraph=piece.paragraph, amounts=piece.amounts, spans=spans, weak=weak, forbids=forbids, asks_return=asks_return)
        if pointed and (not piece.orders or pointed.orders):
            s.also = [o for o in pointed.orders if o != s.order]
            s.other_than = pointed.other_than
        if outlines_orders(pointed, spans):
            pointed, listed = None, True  # "both orders in the subject have a problem": each sentence after it is one's (outlined_orders.py)
        by_order = _kinds_by_order(piece.text, spans) if len(piece.orders) > 1 and not pointed else {}
        if len(by_order) > 1 and len(now_only := claims_now(piece.text, by_order)) == 1:
            s.order = next(iter(now_only))  # "Like my last order SU-1 (you refunded that one), this time the vase in SU-2 is broken" (history_orders.py)
        elif len(by_order) > 1:
            # "second one SU-2 the quilt came with a tear ... third one SU-3 the rug never got here": each order its own claim
            s.kinds_by_order = by_order
            s.order, *s.also = list(by_order)
        elif len(piece.orders) > 1 and not pointed and spans and set(spans) - {"question"} \
                and (each := told_of_each(piece.text) or orders_listed_with_goods(piece.text)):  # "the mug from SU-1 and the plate from SU-2 arrived chipped"
            # "Both mugs came smashed - the one on SU-1 and the one on SU-2": the one claim is each order's
            s.order, *s.also = each
        if (apart := goods_not_about(piece.text)) and not piece.orders:
            s.not_goods, set_apart = apart, (apart, {k for k in spans if k != "question"})
        elif set_apart[0] and not piece.orders and not pointed and spans and set(spans) - {"question"} <= set_apart[1]:
            s.not_goods = list(set_apart[0])  # "...the cables, not the monitor. $14.99 shows up two times.": the same claim, told on
        # any of the orders listed, or (told of "separately", "on a different order") not surely the one told of just before
        s.order_unsure = len(named) > 1 and not pointed and not piece.orders and (listed or told_of_another_order(piece.text, several=True))
        # "The teapot from SU-1 came chipped. The rug never came. (orders SU-1, SU-2)": the rug's order is the one holding a rug
        s.order_carried = len(named) > 1 and bool(s.order) and not s.order_unsure and not pointed and not piece.orders
        if len(named) < 2 and s.order and not pointed and not piece.orders and told_of_another_order(piece.text, several=False):
            s.other_than = s.order  # "the caddy from a different order never came", the ticket numbering one: not that order
        if s.order_unsure:
            s.order = ""  # any of the orders listed: the one whose goods it names (runs.ticket_lines), else a person's to find
        problem_kinds = [k for k in spans if k != "question"]
        if not problem_kinds and not weak and explanation_instead(piece.text):  # "No refund needed, just an explanation" (explanation_instead.py)
            s.role, s.kinds, s.spans, s.why = "request", ["other"], {}, EXPLANATION_INSTEAD_WHY  # (its declines still hold the money)
            read.append(s)
            continue
        if (WHEN_REMEDY_COMES.search(piece.text) or refund_reach_asked(piece.text)) and not problem_kinds and not _plain_status_ask(piece.text) \
                and any(r.role == "request" and set(r.kinds) - set(NOT_A_CASE) and (not r.order or not s.order or r.order == s.order)
                        for r in read):
            # "The vase came smashed. When will the refund show up?": when the claim's own remedy comes, which its reply says
            s.role, s.why = "attached", "asks when the remedy of the claim before it reaches the customer: that claim's reply says"
            if refund_time_asked(piece.text):  # "how long does the refund take": a duration no reply gives (refund_time_asked.py)
                s.role, s.kinds, s.why = "request", ["other"], REFUND_TIME_ASKED_WHY
            if earlier_refund_asked(piece.text, [r.text for r in read if r.role == "request"]):  # "my earlier return of the placemats"
                s.role, s.kinds, s.why = "request", ["other"], EARLIER_REFUND_ASKED_WHY  # (earlier_refund_asked.py)
            read.append(s)
            continue
        if (not problem_kinds or (problem_kinds == ["non_delivery"] and where_beside_stalled_tracking(piece.text))) and not weak \
                and asks_where_parcel(piece.text):
            # "where is my order", "has it shipped yet?": a question the scans or a person answer, never a claim it was lost
            s.role, s.kinds, s.spans, s.why = "request", ["other"], {}, PARCEL_STATUS_WHY
            read.append(s)
            continue
        if problem_kinds in ([], ["change_of_mind"]) and asks_return_deadline(piece.text):
            # "Until what date can I return?": the policy's deadline asked, no return (return_deadline_asked.py)
            s.doubted = problem_kinds or (["change_of_mind"] if weak else [])
            s.role, s.kinds, s.spans, s.weak, s.why = "request", ["other"], {}, [], RETURN_DEADLINE_WHY
            read.append(s)
            continue
        chased = settlement_denied(piece.text, following)  # "I still haven't got my refund": chased, as a status ask is (runs/intents/settled_words.py)
        money_beside = chased and problem_kinds and not settlement_denied(piece.text, following, money=False) \
            and not any(a <= x < b for a, b in money_not_come(piece.text) for hits in spans.values() for x, _ in hits)
        if money_beside:
            # "The rug never arrived, and nothing has come through on my card yet": the claim stands, the money chased beside it
            chased = False
        if chased or _asks_status(piece.text):
            # "did you ever refund the first charge": answered from the record or by a person, never paid as a new claim
            s.doubted = [*problem_kinds, *(["change_of_mind"] if weak and "change_of_mind" not in problem_kinds else [])]
            s.role, s.kinds, s.spans, s.weak = ("request", ["question"], {"question": spans["question"]}, []) if "question" in spans \
                else ("request", ["other"], {}, [])
            s.why = (CHASED_WHY if chased else STATUS_WHY) + (
                f", not read as a claim of {', '.join(k.replace('_', ' ') for k in s.doubted)}" if s.doubted else "")
            read.append(s)
            continue
        doubt = (CAUSED_BY_CUSTOMER_WHY if "damaged_item" in problem_kinds and _own_mishap_around(pieces, i) else "") \
            or (OTHER_PERSONS_ORDER if set(problem_kinds) & set(GOODS_PROBLEMS) and i and pieces[i - 1].paragraph == piece.paragraph
                and others_goods_theirs_after(pieces[i - 1].text, piece.text) else "") \
            or (FAULT_AFTER_USE_WHY if "damaged_item" in problem_kinds and not old_goods_fault(piece.text)  # ("My last one went bobbly": _doubt reads old goods)
                and _own_mishap_around(pieces, i, after_use_around) else "") \
            or (_doubt(piece.text, bool(set(problem_kinds) & set(GOODS_PROBLEMS))) if problem_kinds or weak else "")
        if doubt:
            s.doubted = [*problem_kinds, *(["change_of_mind"] if weak and "change_of_mind" not in problem_kinds else [])]
            replacement_status = "question" in spans and doubt.startswith("asks about a remedy")
            if doubt.startswith("the customer declines"):
                # a problem told inside the declining words is context, and so are the claims of the
                # same kinds just before it ("The chair wobbles. I've fixed it, I'll keep it.")
                _declined_goods(read, piece, own_claim=bool(problem_kinds))
                # declining the money forbids only what declining says already; any other constraint, or an ask, a person reads
                # "please leave that part alone" asks that nothing be done: no ask for a person to act on
                if beyond_declining(piece.text, forbids) or _ASKS_SOMETHING.search(PLEASE_NOT.sub(" ", _HANDS_OFF.sub(" ", piece.text))):
                    s.role, s.kinds, s.spans = "request", ["other"], {}
                else:
                    s.role, s.kinds, s.spans = "context", [], {}
                    # "a tiny scratch ... I'll keep it and I don't need a refund for it": the refund declined is the
                    # scratch's, never the late fee or a charge taken twice the ticket asks back
                    # (a sentence declining only a charge's money, "charged twice ... my bank sorted it, leave that alone",
                    # holds that charge's refund, never the damaged goods' the ticket asks next)
                    s.forbid_kinds = declined_scope([k for k in problem_kinds if k in GOODS_PROBLEMS]
                                                    or [k for k in problem_kinds if k in ("duplicate_charge", "late_delivery")], forbids)
            elif doubt == FAULT_AFTER_USE_WHY and taste_only(piece.text) and not _asks(piece.text, title=i == 0):
                # "used the chair three weeks and it is not comfortable for me": the customer's taste, told after use, no fault
                s.role, s.kinds, s.spans = "context", [], {}
                s.weak, s.why = [], REMARK_WHY
                read.append(s)
                continue
            elif doubt in (OTHER_PERSONS_ORDER, FAULT_AFTER_USE_WHY):
                # passed on for someone else: not this customer's claim, and never dropped either
                s.role, s.kinds, s.spans = "request", ["other"], {}
            elif replacement_status:
                s.role, s.kinds, s.spans = "request", ["question"], {"question": spans["question"]}
            elif doubt == FALLBACK_WHY:
                s.role, s.kinds, s.spans = "context", [], {}
            elif doubt.startswith("asks about a remedy") or piece.text.rstrip().endswith("?") or _asks(piece.text, title=i == 0):
                s.role, s.kinds, s.spans = "request", ["other"], {}
            else:
                s.role, s.kinds, s.spans = "context", [], {}
            s.weak, s.why = [], f"{doubt}: not read as a claim of {', '.join(k.replace('_', ' ') for k in s.doubted)}"
            read.append(s)
            continue
        # a remedy only weighed while the refund is held ("don't refund it yet, we're deciding whether we'd rather have a
        # replacement") is not yet asked: the hold sends the claim to a person, and a second ask would have them arrange it
        weighed_under_hold = holds_money(piece.text) and not _asks_beside_hold(piece.text)
        # ("refund it so I can buy a new one": no new one asked of the shop; "my son says 'ask for a new one'": not the customer's ask)
        # ("I need to buy a replacement for a party": own_replacement_bought.py; "your team already sent a new one": replacement_already_sent.py)
        asked_of_shop = without_sent_back(without_replacement_sent(without_own_purchase(without_buying_elsewhere(own_words(piece.text)))))  # ("I'll send the grey one back": goods_sent_back_offered.py)
        if not weighed_under_hold and read_repair_asked(s, asked_of_shop, forbids, spans):  # "i want it REPAIRED by a technician" (repair_asked.py)
            read.append(s)
            continue
        if (_alternative(asked_of_shop) or (i > 0 and not asks_whether_sent(asked_of_shop) and (_UNIT_ASKED.search(asked_of_shop) or _UNIT_SEND.search(asked_of_shop)
                                                    or replacement_verb_asked(asked_of_shop) or other_variant_asked(asked_of_shop)
                                                    or goods_wanted_instead(asked_of_shop) or goods_not_money(asked_of_shop)
                                                    or goods_sent_wanted(asked_of_shop)  # "I want the teal one sent out" (goods_sent_wanted.py)
                                                    or goods_asked_plainly(asked_of_shop)  # "want new one.", "a working toaster is" (goods_asked_plainly.py)
                                                    or swap_by_return(asked_of_shop)
                                                    # "keep your money for the mug if you send a new one" (waived_goods.py)
                                                    or new_unit_on_condition(asked_of_shop)))) and not negated_unit \
                and not weighed_under_hold and not money_preferred(asked_of_shop) and not remedies_weighed(asked_of_shop):
            if bought_by_another(piece.text) and not spans:
                # "My sister bought a lamp from you and wants to swap it": her ask of her goods, no remedy of the customer's claim
                s.role, s.kinds, s.spans, s.why = "request", ["other"], {}, ANOTHERS_GOODS_ASKED_WHY
                read.append(s)
                continue
            # (not the money preferred to goods, "I would prefer a refund to a replacement": the claim's own refund, asked)
            # the customer's own remedy: a person arranges it, and no refund is paid for it without one
            s.forbids = forbids = list(dict.fromkeys([*forbids, "refund"]))
            s.role, s.kinds, s.spans = "request", [*(k for k in GOODS_PROBLEMS if k in spans), "other"], \
                {k: v for k, v in spans.items() if k in GOODS_PROBLEMS}
            s.why = GOODS_INSTEAD + " (a replacement, an exchange, another one): a person arranges it"
            read.append(s)
            continue
        if not spans and read and read[-1].paragraph == piece.paragraph and read[-1].role in ("request_unread", "request") \
                and keeps_for_money(piece.text, read[-1].text):
            # "Could you refund it? I'll keep it for the garden shed": the goods kept, their money asked (the refund-and-keep
            # remedy), and the claim before it stands. Keeping is an offer, no ban: where the seller's remedy collects the
            # goods first, the collection is still arranged (only what the sentence itself forbids is held)
            s.role, s.why = "context", KEEPS_FOR_MONEY_WHY
            s.forbids = list(dict.fromkeys([*forbids, "return"]))  # the goods stay: no return without a person
            read.append(s)
            continue
        if declines(piece.text) and not spans:
            # "I've fixed it myself, so I'll keep it": the claims just before it are taken back
            took_back = _declined_goods(read, piece)  # (a claim taken back by it: its "please don't ..." still goes to a person, hands_off_asks.py)
            s.role, s.kinds = ("request", ["other"]) if beyond_declining(piece.text, forbids) or _ASKS_SOMETHING.search(hands_off_read(piece.text, took_back)) \
                else ("context", [])
            s.why = "the customer declines the remedy (keeps the goods, fixed them or wants nothing)"
            read.append(s)
            continue
        if (declined := _refund_declined(piece.text, forbids, problem_kinds, read, piece)) is not None:
            # "the mug has a chip but no need to refund that": the claim is context and its refund is held,
            # and nothing else the ticket asks for is (the late fee, a charge taken twice)
            s.role, s.kinds, s.spans, s.weak, s.why = "context", declined[0], {}, [], DECLINED_WHY
            s.forbid_kinds = declined[1]
            if forbids == ["delivery_refund"]:
                _fee_waived(read, piece)
            read.append(s)
            continue
        if fee_waived_with_unit_declined(forbids) and not doubt:
            # "Refund the mug please, no need for a refund on the fee": the fee waived beside an ask of
            # another remedy; the ask is read as if alone, and the fee's refund is held
            _fee_waived(read, piece)
            spans.pop("late_delivery", None)
        elif forbids == ["refund"] and not doubt and refused_beside_asked(piece.text) is not None \
                and ((goods := [k for k in GOODS_PROBLEMS if k in spans]) or (goods := _goods_claim_kinds_before(read, piece))):
            # "the towels i dont want refunded but the mug yes refund it", "Don't worry about the lamp, ..., no need to refund
            # that one, but please refund the mug.": the refusal holds the goods of its own clause, and the rest asks or
            # claims the other goods (waived_goods.refused_beside_asked). A waiver is accounted for by the waiving, not
            # an ask a person answers: the sentence is the claim (its goods named in it), or asks the remedy of the claim told
            # before it; the held goods are read by ticket_lines (waived_in_claim, lines_refused)
            s.forbid_kinds = declined_scope(goods, forbids)
            if not [k for k in GOODS_PROBLEMS if k in spans]:
                s.role, s.kinds, s.spans, s.why = "attached", [], {}, AROUND_WHY
                pointed_claim_taken_back(read, piece)  # "The plate came chipped. No need to refund anything for that - the bowl..."
                read.append(s)
                continue
            spans = s.spans = {k: v for k, v in spans.items() if k in GOODS_PROBLEMS}
        elif [f for f in forbids if f != "replacement" and not (f in KEEPING_SAYS and keeps_after_money(piece.text))]:
            s.role, s.kinds = "request", [*(k for k in INTENT_PATTERNS if k in spans and k != "change_of_mind"), "other"]
            s.why = "asks that something not be done (" + ", ".join(forbids) + "): a person sees the constraint"
            if "question" in s.kinds and "replacement" not in forbids and not asks_whether_sent(piece.text) \
                    and (_UNIT_ASKED.search(piece.text) or _UNIT_SEND.search(piece.text) or _alternative(piece.text) or _UNIT_WANTED_SENT.search(piece.text)):
                # "Please don't refund me - I just want another jar posted out": a unit asked of a person, no question whether one is coming
                s.kinds = [k for k in s.kinds if k != "question"]
            if holds_money(piece.text):
                s.why = HOLD_WHY + (ASKED_BESIDE_HOLD if _asks_beside_hold(piece.text) else "")
                if remedies_weighed(piece.text):
                    # "Not sure yet if I want a refund or a new one, what are my options?": nothing chosen, a question a
                    # person answers as one; the claim's money waits for their answer (V36-053)
                    s.role, s.kinds, s.why = "request", [*(k for k in GOODS_PROBLEMS if k in spans), "other"], WEIGHED_WHY
                    read.append(s)
                    continue
                if set(forbids) <= {"refund", "delivery_refund"} and not spans and not _asks_beside_hold(piece.text) \
                        and any(r.role == "request" and set(r.kinds) & {*GOODS_PROBLEMS, *_FEE_KINDS, "change_of_mind"} for r in read):
                    # it asks only that the refund of a claim told wait: the claim's subtask goes to a person with this
                    # sentence quoted (the guard reads its `forbids`), and no second subtask asks a person the same
                    s.role, s.kinds = "context", []
            elif forbids == ["delivery_refund"]:
                _fee_waived(read, piece)  # "Not after a refund of the postage, but why was it late?": the lateness told before asks nothing
            elif "refund" in forbids and _ALL_MONEY.search(piece.text) and not _REFUND_MANNER.search(piece.text):
                # "The hat came late. Please don't refund anything, just have a word with the courier.": the
                # claims told before it ask no money; the sentence still asks what it asks, and holds every refund
                _take_back(read, piece, [*GOODS_PROBLEMS, "change_of_mind", *_FEE_KINDS])
            read.append(s)
            continue
        # (the ask of an earlier order's problem on the line after it, as a follow-up reads its sentences: earlier_order_asked.py)
        asked_next = following is None and asked_of_earlier_order(piece.text, _next_text(pieces, i))
        beside = _next_text(pieces, i) if asked_next else following
        if next_told_of_other_orders(s.order, next((p.orders for p in pieces[i + 1:] if not p.injected), [])):
            beside = None  # "...refund please. Your towels (order SU-2) had the same problem but I sewed them up": SU-2's (settled_on_another_order.py)
        told = others_praise_apart(piece.text, spans)  # "Unlike my last order, which was perfect, the table arrived scratched" (others_praised_apart.py)
        why = (_context_reason(without_ordinals(told) if ordinal_here else told, beside, problem_kinds)
               or (CAME_RIGHT_WHY if came_right_by_itself(told) else "")) if problem_kinds else ""
        if problem_kinds and not why and parcel_wait_accepted(piece.text, problem_kinds):
            why = PARCEL_WAIT_ACCEPTED_WHY  # "The rug's not here yet, so no rush.": a remark, no claim (parcel_wait_accepted.py)
        if problem_kinds and not why and set(problem_kinds) <= {"damaged_item", "wrong_item"} and not _asks(piece.text, title=i == 0) \
                and kept_as_is(_same_paragraph_after(pieces, i)):
            why = KEPT_AS_IS_WHY  # "The rug is the wrong size. I'll keep it for the hallway though. No need to do anything."
        if problem_kinds and not why and (beside := delay_settled_beside(piece.text, spans)) != spans:
            spans = s.spans = beside  # "late (you compensated me with a voucher) but the cup is chipped": delay_settled_aside.py
        if problem_kinds and not why and (beside := goods_settled_beside(piece.text, spans)) != spans:
            spans = s.spans = beside  # "My refund for the cracked bowl came through, thanks - but ... charged twice": delay_settled_aside.py
        if problem_kinds and not why and (beside := delay_waved_beside(piece.text, spans)) != spans:
            # "four days late - no big deal, but the rug has a burn mark": the delay waved in its own clause asks nothing
            spans = s.spans = beside
        if problem_kinds and not why:
            # "box was crushed but dont care": the goods problem waved off is told, not asked; a claim after the wave stands
            spans, waved = goods_waved_off(piece.text, following, spans)
            if waved and not set(spans) - {"question"}:
                why = goods_waved_why(piece.text, following)
            elif waved and set(spans) - {"question"} == {"late_delivery"} and _waved_off(piece.text, following, ["late_delivery"]):
                why = delay_waved_why(piece.text, following)  # "came late, not fussed about that, and the shade has a small dent, meh it's ok": both waved
            elif waved:
                s.spans = spans
        if problem_kinds and not why:
            # "the kettle is dented, toaster is fine": a clause calling something fine takes out only the claims about it
            standing, fine_said = left_standing(told, spans)
            if fine_said and not set(standing) - {"question"}:
                why = GOODS_FINE_WHY
            elif fine_said:
                spans = s.spans = standing
            elif (unboxed := box_damage_apart(piece.text, spans)) is not None and following and goods_in_the_box_fine(following) \
                    and not _asks(piece.text, title=i == 0) and not _asks(following, title=False):
                # "The carton was torn open on one side. Luckily the glasses are all intact.": the box, not the goods;
                # a delay told beside it stands ("came late AND the box was soaked through. Kettle works.")
                if set(unboxed) - {"question"}:
                    spans = s.spans = unboxed
                else:
                    why = GOODS_FINE_WHY
        if why == SETTLED_WHY and "question" not in spans and prevention_asked(piece.text):
            # "charged twice but my bank reversed it, just make sure it doesn't happen again": settled, and the wish a person's
            s.role, s.kinds, s.spans, s.doubted, s.why = "request", ["other"], {}, problem_kinds, PREVENTION_ASKED_WHY
        elif why and "question" not in spans:
            s.role, s.why, s.kinds = "context", why, problem_kinds
        elif spans:
            s.role, s.kinds = "request", [k for k in INTENT_PATTERNS if k in spans and not (why and k != "question")]
            # (a subject line's choice of remedy is the claim's the body tells below it: subject_remedy_choice.py)
            claim_before = _goods_claim_before(read, s.order) or claim_told_below(i, [p.text for p in pieces[1:] if not p.injected], _spans_of)
            # ("... and find the missing two?" beside the short delivery told before it: missing_units_chased.py)
            asked = without_missing_chased(without_compensation_turned_down(piece.text), read, s.order)
            if _second_ask(asked, spans, negated_unit, claim_before, claimed_words(read, s.order)):
                s.kinds = [*s.kinds, "other"]
                s.why = "a second ask in the sentence, of no kind read there: a person answers it"
            elif (form := _money_in_another_shape(piece.text)) and _asks(piece.text, title=i == 0):
                # "I'd take a partial refund for the dent", "credit on my account instead for the crack": the claim's
                # own refund is not what is asked, so none is paid without a person
                s.kinds, s.why = [*s.kinds, "other"], form
                if form in (OTHER_REMEDY_WHY, REFUND_ELSEWHERE_WHY) or _INSTEAD.search(piece.text):
                    s.forbids = forbids = list(dict.fromkeys([*forbids, "refund"]))
            if (part := part_missing(piece.text)) and not set(s.kinds) & {"damaged_item", "other"}:
                # "the desk came without its screws and the chair never arrived": the part is a problem of its own for a person
                s.kinds, s.why = [*s.kinds, "other"], MISSING_PART_WHY.format(part=part)
            if money_beside and "other" not in s.kinds:
                s.kinds, s.why = [*s.kinds, "other"], MONEY_CHASED_BESIDE_WHY
        elif not weak and _settled_now(piece.text) and prevention_asked(piece.text):
            # "Monzo have already reversed the duplicate - just make sure it doesn't happen on my next order": the wish a person's
            s.role, s.kinds, s.why = "request", ["other"], PREVENTION_ASKED_WHY
        elif not weak and _settled_now(piece.text) and not _asks(_HANDS_OFF.sub(" ", settling_blanked(piece.text)), title=i == 0):
            # "the card company gave it back, leave that alone": a remedy given elsewhere asks for nothing
            s.role, s.why = "context", "tells of a remedy already given"
        elif as_listed:
            s.role, s.kinds, s.why = "request", ["other"], NOT_AS_LISTED_WHY
        elif old_goods_fault(piece.text) and not weak and not _asks(piece.text, title=i == 0):
            # "My last one went bobbly within a month.": goods the customer had before this order, told as why they ask
            # beside it (a guarantee, a sturdier one): asks nothing, and was quoted back as a request (V36-02)
            s.role, s.why = "context", OLD_GOODS_WHY
        elif fault_after_use(piece.text) and not weak and taste_only(piece.text) and not _asks(piece.text, title=i == 0):
            # "I've worn these boots on three long walks now and honestly they're just not for me, they rub": the use told
            # is the reason for a return asked around it, no fault; a remark asks for nothing by itself
            s.role, s.why = "context", REMARK_WHY
        elif fault_after_use(piece.text) and not weak:
            # "my hair dryer died after a month": a fault told in words no damage cue knows is still the customer's problem
            s.role, s.kinds, s.why = "request", ["other"], FAULT_AFTER_USE_WHY
        elif not weak and _HANDS_OFF.search(piece.text) and not _asks(_HANDS_OFF.sub(" ", piece.text), title=i == 0):
            # "please leave that part as it is": asks that nothing be done, which no subtask is for
            s.role, s.why = "context", HANDS_OFF_WHY
        elif not weak and (told := told_problem(piece.text)) and told[0] in ("damaged_item", "wrong_item") and put_right_next(following):
            s.role, s.kinds, s.why = "context", [told[0]], PUT_RIGHT_WHY  # "The stool leg came off. My son glued it back on."
        elif not weak and (told := told_problem(piece.text)):
            # "box says size 9 but the shoes inside are size 7": in a support ticket a problem told plainly is a claim
            (kind, s.why), s.role = told, "request"
            s.kinds, s.spans = [kind], ({kind: [(0, len(piece.text))]} if kind != "other" else {})
        elif not weak and charge_unrecognised(piece.text):
            # "I see a $5.99 charge I don't recognise on my card.": told, not asked, it still asks the shop to account for
            # the money; a statement, the question after it ("What is it for?") went to a person without the charge named
            s.role, s.kinds, s.why = "request", ["other"], UNKNOWN_CHARGE_WHY
        elif not weak and (part := thing_missing(piece.text)) and not missing_named_back(piece.text, read):
            # "came without its lid": a problem a person settles (the part sent, or a partial amount), never the unit's money
            s.role, s.kinds, s.why = "request", ["other"], MISSING_PART_WHY.format(part=part)
        elif _rhetorical(piece.text) or (not weak and _FALLBACK.search(piece.text)):
            s.role, s.why = "context", RHETORICAL_WHY if _rhetorical(piece.text) else FALLBACK_WHY
        elif (_asks(piece.text, title=i == 0) and not _only_a_wish(piece.text)) or asked_as_wish(piece.text) \
                or listed_want(_with_list_mark(pieces, i)) or wishes_goodwill(piece.text) or money_preferred(piece.text):
            s.role = "request_unread"
        elif asked_as_opinion(piece.text):  # "a voucher wouldn't go amiss", "I'd also welcome a written apology" (opinion_asks.py)
            s.role, s.kinds, s.why = "request", ["other"], OPINION_ASK_WHY
        read.append(s)
    chase_promised_refunds(read)
    chase_quoted_promises(read, QUOTED_WHY)
    money_chase_beside_ask(read)
    tie_by_goods(read, named)
    read_one_came_beside_copy(read)  # "only one came" beside a charge taken twice: no unit missing (count_beside_copy.py)
    read_order_corrected_next(read)  # "The mat on order SU-1 came frayed - I mean order SU-2": SU-2's claim (order_corrected_next.py)
    read_order_tied_aside(read, order_ref)  # "Mug came cracked, refund please. / Dana / Order no. SU-2": SU-2's claim (order_tied_aside.py)
    read_goods_corrected_next(read)  # "the mug arrived chipped. Sorry, scratch that - I mean the bowl" (goods_corrected_next.py)
    _withdraw_changed_asks(read, _new_choice)
    attach_count_corrections(read)  # "One mug is chipped. Make that three.": the claim's count corrected (count_corrections.py)
    read_dirt_only(read)  # "On second look the lamp dent is just a smudge.": damage taken back, nothing asked (goods_narrowed_next.py)
    _sent_against_ordered(read)
    read_colours_set_against(read)  # "got terracota planters not white!!": a wrong item without "ordered" (colours_set_against.py)
    read_letter_sizes_told_apart(read)  # "Ordered the joggers in M. ... an L was in it.": a wrong item (letter_sizes_swapped.py)
    read_colours_told_apart(read)  # "...it is grey. ... I ordered forest green": the two sides told apart (colours_told_apart.py)
    _return_of_wrong_item(read)
    _adopt_forwarded(read)
    read_forwarded_own(read)
    subject_call_off_in_body(read)
    told_across(read)
    wear_told_across(read)
    read_threats(read, _asks)  # "... and leave a one-star review on every site": a threat, nothing asked (threats.py)
    read_nothing_after_order_told(read)  # "Paid for the rug on the 2nd. Still nothing. Zilch.": a non-delivery (nothing_after_order_told.py)
    _settle_unread(read)
    _settle_told(read)
    read_forward_pointers(read)  # "See below - still nothing." over a forwarded claim: no ask of its own (forward_pointers.py)
    fee_asked_across(read)  # "I paid $5.95 for delivery. It came on the 7th, the site said the 3rd. I want that back." (fee_asked_across.py)
    remedy_question_carries_ask(read)
    told_as_background(read)
    read_claim_story(read)
    fine_goods_asked(read)
    _own_pick(read)
    charge_sent_back(read)
    _undecided(read)
    _mark_foreign(read)
    _unasked_call_off(read)
    subject_waved_in_body(read, text.find("\n"))  # each piece of the subject: "late + double charge" over "... so leave that"
    subject_problem_over(read, text.find("\n"))  # "Missing parcel" over "it turned up this morning" (subject_problem_over.py)
    read_subject_damage_declined(read, text.find("\n"))  # "Late + chipped" over "the mug is chipped but I don't want anything for that" (subject_damage_declined.py)
    _subject_named_in_body(read, text.find("\n"))
    read_subject_holds_refund(read, text.find("\n"))  # "NO REFUND YET - cracked lamp": every claim held for a person (subject_holds_refund.py)
    attach_pointers(read)
    fold_lateness_into_loss(read)
    stall_beside_where(read)  # "where's my parcel? tracking has not updated since Monday": no loss claimed (where_with_stalled_tracking.py)
    fold_status_into_loss(read)
    fold_scan_into_denial(read)  # "app says delivered?? It wasn't.": told for the claim (delivered_denied.py)
    _bind_refusals(read)
    ask_promises_done(read)
    _promise_told_before_its_question(read)
    others_goods_told_after(read, GOODS_PROBLEMS)
    read_others_order_told_before(read, GOODS_PROBLEMS)  # "My mum placed her own order ...; it's broken in two" (others_order_told_before.py)
    fold_asks_for_the_other_person(read)  # "... (his order, paid on his card) and it came cracked. Can anything be done for him?"
    read_claim_remedy_asks(read)
    hold_refund_asked_elsewhere(read)
    read_own_goods_still_wanted(read)  # "No sign of my tea set. ... I'd still like my tea set.": the goods asked (own_goods_still_wanted.py)
    read_chosen_remedies(read)
    read_other_forms_refused(read)  # "Don't offer me a voucher." beside a money claim: that claim's refund meets it (other_forms_refused.py)
    leave_money_open(read)
    scope_refund_forms(read)  # "For that one, I'd rather have store credit": the claim before it only (refund_form_scope.py)
    attach_offered_returns(read)  # "Please can I exchange or send back": the claim's return (return_or_exchange.py)
    read_replacement_only_allowed(read)  # "refund it; if you'd rather send a new one, fine too": the refund stays (replacement_only_allowed.py)
    read_choice_left_to_shop(read)  # "refund me or send it again, whichever is quicker": the claim's remedy (choice_left_to_shop.py)
    read_problem_list_headings(read)  # "Unpacked the order last night, here is the damage:" over a list of claims (problem_list_headings.py)
    read_table_column_headings(read)  # "What I ordered / what came / what I'd like:" over its rows (table_column_headings.py)
    read_listed_noun_asks(read, lambda t: read_ticket("List\n" + t, order_ref=order_ref))  # "process the following:" / "- the duplicate $4.99 delivery charge" (listed_noun_asks.py)
    read_purchase_wishes(read), read_list_openers(read)  # "I'd like two more", "Please action the following:" (purchase_wishes.py, list_openers.py)
    waive_let_go_claims(read)
    drop_fee_answered_no(read, _fee_waived)  # "Do I want the delivery fee back? No." (lateness_waived.py)
    drop_goods_lived_with(read)  # "Plate chipped - leave it, not worth it." (goods_lived_with.py)
    read_goods_treated_as_damaged(read)  # "Please treat the lamp as broken and refund it": goodwill (goods_treated_as_damaged.py)
    hold_struck_goods(read)
    read_claims_taken_back_later(read)  # "...refund it.\n\nActually, forget about the mug" / "Forget all that": settled (claims_taken_back_later.py)
    read_repaid_elsewhere_next(read)  # "Charged twice for the throw. Revolut already reversed the second payment." (repaid_elsewhere_next.py)
    read_disputes_open(read)  # "Already opened a PayPal dispute for the extra one": a person's, no refund beside it (disputes_open.py)
    read_mail_footers(read)
    message_remarks(read)
    read_goods_gone(read)
    subject_paper_asked(read)
    read_claim_asides(read)
    damage_beside_a_question(read)
    read_hedged_looks_asked(read)  # "It looks a bit off, a sort of water mark on it. Is it still ok to use?": a person, no refund (hedged_looks_asked.py)
    chase_told_promises(read)
    read_returns_sent_already(read)  # "I posted the jacket back ten days ago, it didn't fit": no new return (returns_sent_already.py)
    chase_return_refunds(read)
    read_conditional_remedies(read)
    read_money_if_goods_fail(read)  # "Can you send a new one by Friday? If not, I want a refund." (money_if_goods_fail.py)
    read_fee_beside_damage(read)
    read_goods_refund_beside_fee(read)  # "the cake stand refunded please, and the $4.99 shipping back": both kinds (goods_refund_beside_fee.py)
    read_kept_instead(read)  # "I'll keep the shorts and return the socks instead": the socks asked (kept_instead.py)
    read_not_wanted_done(read)  # "I do NOT want the sugar tin returned": refused, not asked (not_wanted_done.py)
    read_price_drop_asks(read, COPY_ASKED_BACK_WHY)
    read_listed_goods(read)
    read_waved_then_asked(read)
    read_papers_resent(read)  # "...the instructions PDF never came. Could you resend?": the paper, no goods (pointed_ask.py)
    read_refund_route_questions(read)
    read_thanks_told(read)
    read_quoted_remedies(read)  # "Refund me instead" over a quoted mail telling the chipped dish: runs/intents/quoted_remedies.py
    read_own_claim_chased(read)  # "Still waiting on this!!" over "> I wrote: my vase came cracked": own_claim_chased.py
    read_wrong_goods_questions(read, _asks)  # "what do I do with the paring knife, do I send it back?" (wrong_goods_questions.py)
    read_swap_questions(read)  # "how do i swap it?" after a wrong item: the return that starts the swap (swap_questions.py)
    goods_after_money_declined(read)  # "No refund thanks!! just a new one please": the claim stands (goods_wanted.py)
    attach_loss_remedy_asks(read)  # "investigate and either locate the goods or refund" after a parcel denied (loss_remedy_asks.py)
    read_claim_carried_too(read)  # "Plate arrived smashed. P.S. Bowl also.": the bowl's damage claimed (claim_carried_too.py)
    read_goods_added_too(read)  # "I'd like to send back the tee. The cap too": the same ask of the cap (goods_added_too.py)
    read_return_by_its_means(read)  # "pls send me a return label for the boots" beside a charge taken twice (return_by_its_means.py; before the asks taken back)
    read_earlier_asks_called_off(read)  # "I emailed yesterday asking to return the rug ... forget that" (earlier_ask_called_off.py)
    read_earlier_ask_then_kept(read)  # "I ask for return last week. i change my mind, i keep the chair." (earlier_ask_then_kept.py)
    read_return_started_then_unwanted(read, text.find("\n"))  # "I started a return ... changed my mind. Please cancel the return.": no return (return_started_then_unwanted.py)
    read_withdrawn_asks(read)  # asks taken back in the same mail, returns booked before called off (withdrawn_asks.py)
    read_whole_ask_called_off(read)  # "... so please cancel that request", "Scratch my complaint ... all good": every claim before it (whole_ask_called_off.py)
    read_later_call_off(read)  # "Please start a return for the jacket. EDIT 2pm: no longer needed, keeping it.": nothing asked (later_call_off.py)
    subject_parts_asked(read, text.find("\n"))  # a subject whose every part the body asks is its title (subject_titles.py)
    bind_pronoun_asks(read)
    read_subject_carries(read, text.find("\n"))  # subject "SU-1 not arrived" over a body "?": the subject asks (subject_carries.py)
    account_counted_asks(read)  # "look at both" beside one claim: each thing counted accounted for (counted_asks.py)
    read_unwanted_lists(read, _asks)  # "Don't need a different colour or another size.": nothing asked (unwanted_alternatives.py)
    read_asked_again(read)  # "Where is the other 4? Please to send them or tell me.": one ask (asked_again.py)
    read_delivery_manner(read)  # "I need the crib's instructions. Can you email me a PDF?": one ask (delivery_manner.py)
    read_return_ban_restated(read)  # "scratch that - we're keeping both. No return needed.": nothing asked (return_ban_restated.py)
    read_returns_money_declined(read)  # "return the tea towel but I don't want a refund": a return, its money held (returns_money_declined.py)
    read_return_money_refused(read)  # "Can I return it? I won't be needing a refund.": the same, in other words and orders (return_money_refused.py)
    read_paid_for_as_reason(read)  # "...split along the side. ...refund what it cost me as it is not what I paid for": the damage's refund (paid_for_as_reason.py)
    read_right_goods_asked(read)  # "send M pls dont want refund", "send the mustard covers, and how do I return the grey?" after a wrong item: return, no refund, the goods to a person (right_goods_asked.py)
    read_wrong_item_swaps(read)  # "came in blue, I ordered grey. Could you swap it for the green one?": return, no refund, one person (wrong_item_swapped.py)
    read_ordered_value_asked(read)  # "Got the coat in XS, ordered S - send me S": the exchange, goods instead of money (ordered_value_asked.py)
    read_value_sent_for_wrong_item(read)  # "...I ordered M. Send me S.": one exchange, its return unpaid, one person (value_sent_for_wrong_item.py)
    read_wrong_goods_back_unpaid(read)  # "Wrong size. No need to refund me, just tell me how to send it back." (wrong_goods_back_unpaid.py)
    read_return_asked_beside_exchange(read)  # "SEND THE RIGHT ONE. And take this yellow thing back." (return_asked_beside_exchange.py)
    read_damaged_goods_back_unpaid(read)  # "The jug came cracked. No refund needed. Send me a return label?": a person (damaged_goods_back_unpaid.py)
    read_extras_offered_back(read)  # "I ordered six and got eight. I can send the extra two back": no return paid (more_than_ordered.py)
    read_unnamed_refund_chased(read)  # "Your chat team promised a refund but nothing came." beside the claim (unnamed_refund_chased.py)
    read_lost_parcel_asides(read)  # "Nobody got back to me.", "refund the whole order" beside a lost parcel (lost_parcel_asides.py)
    subject_asks_accounted(read, text.find("\n"), intent_spans)
    subject_other_in_body(read, text.find("\n"), intent_spans)  # "Wrong toothbrush heads, invoice" over the body's invoice ask (subject_other_in_body.py)
    reply_subject_parts_asked(read, text.find("\n"), intent_spans)  # "Re: SU-1 torn cushion & new phone number" (reply_subject_parts.py)  # "Dented kettle and address" over the kettle alone: the address asked (subject_titles.py)
    read_others_refund_to_me(read)  # "Could you refund Priya's blender to my card as well?" (others_refund_to_me.py)
    read_quoted_count_disputed(read)  # "> We can only see a single payment." under "there are two" (quoted_count_disputed.py)
    read_extra_fee_of_a_copy(read)  # "...postage was taken twice. Please refund the extra postage.": the copy (extra_fee_of_a_copy.py)
    read_fee_told_free(read)  # "Your banner said shipping was free ... Could someone look at refunding that delivery charge?" (fee_told_free.py)
    read_fee_in_lost_order_refund(read)  # "STILL NOT HERE. Money back for the whole order AND the delivery charge" (fee_in_lost_order_refund.py)
    read_wrong_told_by_right_asked(read)  # "You have 48 hours to send the right size or my lawyer gets involved": a wrong item (wrong_told_by_right_asked.py)
    read_asks_told_as_statements(read)  # "let me know if the postage is free", "I demand $1,000 compensation" (asks_told_as_statements.py)
    read_needs_stated(read)  # "I am need the invoice", "my billing address needs updating to ...": asked (needs_stated.py)
    read_linked_noun_asks(read)  # "Additionally, removal of my saved card from your website.": asked, the linker carrying the ask (linked_noun_asks.py)
    read_linked_noun_clauses(read)  # "..., refund please, and also an email confirmation to my work address": asked too (linked_noun_clauses.py)
    read_wishes_stated(read)  # "The receipt should be in my business name", "Deliveries should be left with the concierge from now on" (wishes_stated.py)
    read_papers_asked_sent(read)  # "I will also need the assembly instructions emailed as the paper copy was missing" (papers_asked_sent.py)
    read_goods_bought_elsewhere(read)  # "the replacement bulb I bought separately doesn't fit - which bulb type does the lamp take?" (goods_bought_elsewhere.py)
    read_lateness_compensated(read)  # "compensation for the delivery being late": the late fee's ask (lateness_compensated.py)
    read_cancel_reason_told(read)  # "ordered it by mistake, please cancel it": no return asked (cancel_reason_told.py)
    read_return_postage_asked(read, read_ticket)  # "can you refund the $8.99 return postage?": its own ask, sum kept (return_postage_asked.py)
    read_time_not_size(read)  # "Delivery took ages, far too long.": time, never the goods' size (time_not_size.py)
    read_slow_delivery_refunded(read)  # "delivery took forever and the mug broke. refund please": the wait claimed too (lateness_told_bare.py)
    read_lateness_in_a_word(read)  # "late. refund shipping pls", "order late, give back delivery money" (lateness_in_a_word.py)
    read_return_postage_questions(read)  # "I'd like to return the rug. Do I have to pay the return postage?": its own ask (return_postage_questions.py)
    read_postage_is_no_lateness(read)  # "arrived dented, do I have to pay the postage to send it back?": no late claim (postage_is_no_lateness.py)
    read_postage_questions_anywhere(read)  # "do i have to pay for the return shipping", alone or beside a return (postage_questions_anywhere.py)
    read_postage_question_beside_claim(read)  # "It came a week late, do I have to pay the return postage?": asked too (postage_question_beside_claim.py)
    read_return_window_questions(read)  # "... Can I return it after 30 days?": the window asked, no second return (return_window_questions.py)
    read_threatened_demands(read)  # "Refund $300 by tonight or I'll ...": a demand, not a figure for the claim (threatened_demands.py)
    read_told_after_its_question(read)  # "where are my points? They haven't shown up on my account.": one question (told_after_its_question.py)
    read_suppositions(read)  # "So let's say you are allowed.": asks nothing (suppositions.py)
    read_supposed_damage(read, text.find("\n"))  # "If the bowl turns out to be cracked ... Will update you.", "The lamp may be broken.": not told, nothing paid (damage_unconfirmed.py)
    read_settled_on_a_call(read)  # "Like I said on the phone (they refunded it there and then), the mug was cracked": settled (settled_on_a_call.py)
    read_unconfirmed_charge(read)  # "I might have been charged twice? ... can't check ... I'll confirm": a person answers (charge_unconfirmed.py)
    read_restatements(read, text.find("\n"))  # "Please tell me how I send it." beside a return asked: that claim's, adding nothing (restatements.py)
    read_claims_told_again(read, text.find("\n"))  # "the lid was missing ... To be clear the lid is missing": one claim (claim_told_again.py)
    read_threatened_restatements(read)  # "Refund it today or I'll report you to trading standards": the claim's refund (threat_beside_claim.py)
    read_emphasis_beside_claim(read, _asks)  # "I would love it sorted.", "This is the THIRD time I'm asking." (emphasis_beside_claim.py)
    read_money_taken_in_error(read)  # "My lamp arrived broken. Refund the money you took by mistake": a charge complaint (money_taken_in_error.py)
    read_all_sorted_nothing_needed(read, QUOTED_WHY)  # "one is cracked." then "all sorted now! nothing else needed.": nothing asked (all_sorted_nothing_needed.py)
    read_money_question_answered_no(read)  # "refund? nah, keep it.": no refund asked, the refund held (money_question_answered_no.py)
    read_mail_said_no_request(read)  # "I know this looks like a refund request but it isn't. It's dented ...": told (mail_said_no_request.py)
    read_nothing_asked_told(read)  # "I'm not asking for a refund or a replacement, just letting you know.": nothing asked (nothing_asked_told.py)
    read_replacement_praised(read)  # "you sent a replacement, the replacement is perfect thank you": settled (replacement_praised.py)
    read_replacement_not_come(read)  # "The vase arrived broken. Your team sent a new one that hasn't arrived." (replacement_not_come.py)
    read_replacement_already_sent(read, _asks, GOODS_PROBLEMS)  # "chipped but customer service sent me a replacement, all good": settled (replacement_already_sent.py)
    read_earlier_asks_changed_next(read)  # "I asked for a replacement on Monday. Scrap that, ... a partial refund": called off (earlier_ask_changed_next.py)
    read_ordinal_parts(read, named)  # "The first one was late, and the second one charged me twice.": each order its own (ordinal_parts.py)
    show_postage_waivers(read, postage_waived)  # the waivers blanked above, shown as written (return_postage_waived.py)
    read_opinion_asks_beside(read)  # "please refund it, plus I reckon $10 off my next order would be fair" (asks_beside_remedy.py)
    read_refund_remainders(read)  # "you refunded only half of it, I want the rest" (refund_remainder.py)
    read_others_order_told_apart(read, _OTHER_PERSONS_ORDER, OTHER_PERSONS_ORDER)  # "...and my sisters order SU-2 never arrived" (others_order_told_apart.py)
    read_others_goods_by_possessive(read)  # "Mine are fine. His never worked, the left side is dead.": not the customer's goods, a person (others_goods_by_possessive.py)
    read_order_wanted_not_money(read)  # "i dont want refund i want my order!!! where is it": where it is, no refund (order_wanted_not_money.py)
    read_one_word_subjects(read, text.find("\n"))  # "Charge" over a body telling a settled matter: a title (one_word_subjects.py)
    read_discount_for_lateness(read)  # "I would love a discount code since the delivery was late": no fee asked (discount_for_lateness.py)
    read_fees_disputed(read)  # "Why was I charged a restocking fee?" beside a claim: `other`, quoted (fees_disputed.py)
    read_orders_beyond_asked(read)  # "...and refund my last five orders too": `other`, quoted (orders_beyond_asked.py)
    read_fee_asked_while_not_come(read)  # "It STILL hasn't come. Can I at least get the delivery fee back?": where it is, the fee asked (fee_asked_while_not_come.py)
    read_staff_promised_money(read)  # "Your colleague said on chat I'm owed an extra $80 store credit": a person checks it (staff_promised_money.py)
    read_check_asked_before_refund(read)  # "Could you check where it is? If it turns out lost I'd want a refund, but let's see first." (check_asked_before_refund.py)
    # the sentences the customer wrote (no pass makes or unmakes an injected one) and their words as one text, read
    # once for the four passes below
    written = [s for s in read if s.role != "injected"]
    written_text = " ".join(s.text for s in written)
    read_refund_paid_twice(written)  # "You refunded my bowl twice... take the extra back": a person, no new claim (refund_paid_twice.py)
    read_refund_paid_for_other_goods(written)  # "You've refunded the vase instead of the bowl ... take the vase money back": a person (refund_paid_for_other_goods.py)
    read_held_for_a_question(written)  # "Before doing anything, please confirm: will I need to send it back?": a person, money held (held_for_a_question.py)
    read_rest_after_money_elsewhere(written)  # "insurance covered $40.00 of it, refund the remaining $12.80": a person, no refund (rest_after_money_elsewhere.py)
    read_claim_only_if_it_turns_out(written)  # "unless the mug turns out to be the wrong colour - I'll only know tonight": no claim (claim_only_if_it_turns_out.py)
    read_remedy_put_off(written)  # "I haven't decided yet whether I want a refund", "If it gets worse I'll ask for a refund": a person, never paid (remedy_put_off.py)
    read_claim_taken_back(written, written_text)  # "my mistake, I said the jar was broken ... Yours are fine!": context, never paid (claim_taken_back.py)
    read_problem_thought_not_so(written)  # "I thought the mirror was cracked but it was just a hair": context, never paid (problem_thought_not_so.py)
    read_replacement_agreed_chased(written, written_text)  # "Will the replacement ship this week? It was agreed on the phone.": a person (replacement_agreed_chased.py)
    read_weekday_lateness(read)  # "We were promised Friday, it came Tuesday.": a late delivery (weekday_lateness.py)
    read_return_refused(read, QUOTED_WHY)  # "I want a refund but I'm not sending it back": no return, whatever else it asks (return_refused.py)
    covering_lines_put_aside(read, QUOTED_WHY)  # "Please ignore the request below, I sorted it in store.": asks nothing (forwarded_put_aside.py)
    read_others_parcel_left(read)  # "the courier left my neighbour's box at my door ... could you refund her?": hers, no claim (others_parcel_left_with_me.py)
    read_kept_for_part_money_next(read)  # "The sofa has a scuff. I'm keeping it. 20 quid off would do.": the claim stands (kept_for_part_money_next.py)
    read_part_money_beside_claims(read)  # "I'll accept $12 towards it", "$10 back would be plenty": the claim's refund held (part_money_beside_claims.py)
    read_part_money_alternatives(read)  # "Refund please for the set? Or half?": the claim's alternative, one person (part_money_alternatives.py)
    read_shop_reply_answered(read)  # "Fair enough about the fee, I had the dates wrong", "I'm afraid that isn't right." (shop_reply_answered.py)
    read_let_go_on_another_order(read)  # "the plates in SU-2 came cracked too, I just binned them at the time": no claim on SU-2 (let_go_on_another_order.py)
    read_number_corrections(read, moved)  # "sorry the number i write is wrong, the correct one is order 2": asks nothing (order_corrected_next.py)
    orders = list(dict.fromkeys(o for p in pieces if not p.injected for o in p.orders))
    return Reading(sentences=read, removed=cut.injected_passages(pieces), orders=orders, corrected=moved)


# A list mark cut off as a piece of its own ("1.", "b)"): the item after it is the list's.
_BARE_LIST_MARK = re.compile(r"^\W{0,2}(?:\d{1,2}|[a-h])[.)]\W*$", re.I)


def _with_list_mark(pieces, i: int) -> str:
    """Piece i's text, marked as a list item ("- ...") when the piece before it in its paragraph is a bare list mark."""
    before = pieces[i - 1] if i else None
    marked = before is not None and before.paragraph == pieces[i].paragraph and _BARE_LIST_MARK.match(before.text)
    return f"- {pieces[i].text}" if marked else pieces[i].text


def _same_paragraph_after(pieces, i: int) -> list[str]:
    """The next two sentences of piece i's paragraph, the injected left out."""
    return [p.text for p in pieces[i + 1:] if not p.injected and p.paragraph == pieces[i].paragraph][:2]


def _own_mishap_around(pieces, i: int, reading=cause_at_home) -> str:
    """The sentence telling that the damage told in piece i was done at home, in it or around it, across paragraphs too
    ("My son dropped the vase. It smashed.", "Our cat got on the shelf last night. The vase is in pieces."), or ""
    (runs/intents/damage_words.cause_at_home; injected passages left out). With `reading` after_use_around: the sentence
    telling it showed after use at home with no one harming it ("came fine, but a week later it cracked")."""
    body = [j for j, p in enumerate(pieces) if not p.injected or j == i]
    if i not in body:
        return ""
    return reading([pieces[j].text for j in body], body.index(i))


PROMISE_TOLD_WHY = "tells of a remedy promised earlier, whose progress a later sentence asks about: that question covers it"


def _promise_told_before_its_question(read: list[ReadSentence]) -> None:
    """"When I rang, the lady said a replacement would be sent out, and I said that was fine." told before "could you tell
    me if the replacement is on its way?": the promise is what the question asks about, not a second request for a
    person. A sentence that itself asks ("...but it never came, can you chase it?") stays a request."""
    for i, s in enumerate(read):
        if s.role != "request" or s.kinds != ["other"] or not s.why.startswith("asks about a remedy") \
                or s.text.rstrip().endswith("?") or _asks(s.text, title=False):
            continue
        if any(n.role == "request" and ("question" in n.kinds or n.why.startswith(STATUS_WHY)) and (not n.order or not s.order or n.order == s.order)
               for n in read[i + 1:]):
            s.role, s.kinds, s.why = "attached", [], PROMISE_TOLD_WHY


def _plain_status_ask(text: str) -> bool:
    """Whether a sentence asks where something stands in the plain forms ("has the refund gone through?")."""
    return bool(_STATUS_ASK.search(text))


def _new_choice(rest: str) -> bool:
    """Whether the words after a change of mind ask something new ("just refund it"), not only keep the goods."""
    return _asks(rest, title=False) and not declines(rest)


def _history(text: str, following: str | None = None) -> bool:
    """Whether a sentence tells of an earlier order or time, so the order it numbers is no order the requests are about;
    never one that numbers an earlier order and asks its remedy now, or in the sentence after it (earlier_order_asked.py)."""
    # (never one that corrects a number to the earlier order: "the mug came in my previous order (SU-71001), not SU-71002"
    # says which order the claim is on, as "I meant SU-71001" does)
    return earlier_time(text) and not asked_of_earlier_order(text, following) and not cut.corrected_numbers(text)


def _next_text(pieces, i: int) -> str | None:
    """The text of the customer's own sentence after piece `i` (None when none)."""
    return next((p.text for p in pieces[i + 1:] if not p.injected), None)


def _order_of(piece, spans: dict, current: str) -> str:
    """The order a sentence's request is about: when it names several ("Orders: SU-1 (rug), SU-2 (lamp,
    this one never came)"), the one named last before the words of the request, else the first."""
    if len(piece.orders) < 2 or not spans:
        return current
    first_cue = min(a for hits in spans.values() for a, _ in hits)
    before = [normalise_ref(m.group(1)) for m in ORDER_IN_TEXT.finditer(piece.text) if m.start() < first_cue]
    return before[-1] if before else current


# A sentence naming several orders that tells its one problem of each: "both", "each", "the two of them", "on both orders".
_EACH_ORDER = re.compile(r"\b(?:both|each|the\s+two\s+of\s+them|all\s+(?:three|of\s+them))\b", re.I)

def told_of_each(text: str) -> list[str]:
    """The orders a sentence tells its one problem of each ("The mugs on SU-1 and SU-2 both came smashed"): every order
    it names, when it says "both" / "each" of them, names none twice and sets none apart ("Both parcels SU-1 and SU-2
    came, but the mug in SU-1 was cracked" is SU-1's alone); else []."""
    named = [normalise_ref(m.group(1)) for m in ORDER_IN_TEXT.finditer(text)]
    if len(set(named)) < 2 or len(set(named)) != len(named) or not _EACH_ORDER.search(text) or _SET_APART.search(text):
        return []
    return named


# Words that single out one of the orders a sentence names: "but", "except", "only", "apart from".
_SET_APART = re.compile(r"\b(?:but|except|only|apart\s+from|though|although|however|whereas|while)\b", re.I)

# Where a sentence telling of several orders turns from one problem to the next: "... arrived cracked :( also the ...".
_PART_TURN = re.compile(r"\b(?:also|plus|and\s+also|but\s+also|as\s+well\s+as|separately|seperately)\b|[;:]\s*\(|[;]", re.I)


def _kinds_by_order(text: str, spans: dict) -> dict[str, list[str]]:
    """{order: kinds} for a sentence naming several orders: each problem kind is the order's named last before its first cue."""
    named = [(m.start(), normalise_ref(m.group(1))) for m in ORDER_IN_TEXT.finditer(text)]
    cuts = [0, *(m.start() for m in _PART_TURN.finditer(text)), len(text)]
    out: dict[str, list[str]] = {}
    for kind, hits in sorted(spans.items(), key=lambda kv: min((a for a, _ in kv[1]), default=len(text))):  # in the order told
        if kind == "question" or not hits:
            continue
        first = min(a for a, _ in hits)
        start, end = max(c for c in cuts if c <= first), min(c for c in cuts if c > first)
        # the order its own part of the sentence names, before its words or else after them ("...the bowl from SU-1 arrived
        # cracked :( also the towels were charged twice, its the SU-2 one"), else the one named last before its words
        before_in = [ref for at, ref in named if start <= at < first]
        after_in = [ref for at, ref in named if first <= at < end]
        before = [ref for at, ref in named if at < first]
        ref = before_in[-1] if before_in else after_in[0] if after_in else before[-1] if before else ""
        if ref:
            out.setdefault(ref, []).append(kind)
        out = _same_kind_on_next_orders(kind, hits, named, out)
    return out


def _same_kind_on_next_orders(kind: str, hits: list, named: list, out: dict) -> dict:
    """The same problem told again of another order further on in the sentence: "The mug from SU-1 is cracked and the
    lamp from SU-2 is dented" is a damage on each (read by its first words only, SU-2's claim was dropped). Only a
    later hit of the kind with an order numbered between it and the hit before it, that order's own."""
    hits = sorted(hits)
    for (_, prev_end), (a, _) in zip(hits, hits[1:]):
        between = [ref for at, ref in named if prev_end <= at < a]
        if between and kind not in out.get(between[-1], []):
            out.setdefault(between[-1], []).append(kind)
    return out


def intent_spans(text: str) -> dict[str, list[tuple[int, int]]]:
    """Where in the text each requested kind is expressed: {kind: [(start, end), ...]}, offsets in `text`."""
    spans: dict[str, list[tuple[int, int]]] = {}
    for s in read_ticket(text).requests:
        for kind in s.kinds:
            hits = s.spans.get(kind) or [(0, len(s.text))]
            spans.setdefault(kind, []).extend((s.start + a, s.start + b) for a, b in hits)
    return {k: sorted(v) for k, v in spans.items()}


def detect_intents(text: str) -> list[str]:
    """Kinds the customer asks for, in a stable order (`other` last)."""
    return read_ticket(text).intents


@lru_cache(maxsize=512)
def strip_injected(text: str) -> str:
    """The ticket with every injected passage blanked out (offsets unchanged). Deterministic in the
    text, and a string: made once per text (the offline agent asks it for the same ticket several
    times a turn)."""
    out = list(text)
    for p in cut.injected_passages(cut.split(text, own_words=_own_words, foreign=said_abroad)):
        out[p["start"]:p["end"]] = " " * (p["end"] - p["start"])
    return "".join(out)


def looks_injected(text: str) -> bool:
    return any(p.injected for p in cut.split(text, own_words=_own_words, foreign=said_abroad))
