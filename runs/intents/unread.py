"""The sentences no cue read: a problem told, a rhetorical question, a contact preference, a
sentence that asks for what the one before asks, a remedy in another form, a fee asked beside
broken goods; each is settled as context or kept as a request a person reads."""

from __future__ import annotations

import re

from .parcel_left_elsewhere_had import left_elsewhere_and_had
from .one_unit_owned_up import without_one_unit_owned_up
from .own_purchase_told import without_own_purchase
from .remedy_done_told import without_told_when_done
from .polite_if_openers import without_polite_if
from .lateness_owned import without_lateness_owned
from .relayed_wishes import PEOPLE_STEMS
from .right_goods_named import without_right_goods
from .remedy_for_the_trouble import trouble_is_the_reason
from .subject_claim_stems import claim_stems
from .. import sentences as cut
from ..shop.kinds import NOT_A_CASE
from .asks import (
    CONTACT_ANOTHER_WHY, asks_contact_for_another,
    _ACCOUNT, _CORRESPONDENCE, _COURTESY, _REMEDY, _asks, asks_account_work, asks_compensation, asks_indirectly, further_ask,
    without_writing_apology,
)
from .cues import GOODS_PROBLEMS, _spans_of
from .delivery_scene import scene_blanked
from .delight_told import without_delight
from .shrugs import without_shrug
from .goods_state_told import without_state_told
from .doubt import _ASKS_SOMETHING, _FALLBACK, FALLBACK_WHY
from .reading import ReadSentence
from .refusals import ASKED_AFTER_REFUSAL_WHY, _claim_refused_before, asks_beside_declining
from .remedies import _INSTEAD, OTHER_REMEDY_WHY, _money_in_another_shape, REFUND_ELSEWHERE_WHY, REMEDY_FORM_WHY, _other_remedy, refund_elsewhere, keeps_after_money, remedy_form_asked, without_set_aside_forms
from .reading import GOODS_WAVED_WHY, TELLS_MORE
from .writer_told import without_writer_told
from .own_message_slips import without_own_slips
from .outlines_and_character import without_outline_or_character
from .waived_goods import without_kindly_waived_after_an_ask
from .settled import _EARLIER, _GOODS_FINE, _SETTLED, _WITHDRAWN, _taken_back, told_then_waved
from .claimed_goods import beyond_claims, claimed_words
from .feedback_passed_on import FEEDBACK_WHY, asks_feedback_passed_on
from .all_units_asked import MORE_UNITS_WHY, more_units_asked
from .missing_items import told_missing
from .missing_ones_pointed import without_missing_pointed
from .deadline_on_an_ask import without_deadline
from .goods_asked_beside_late_fee import goods_asked_beside_late_fee
from .whole_order_for_lateness import WHOLE_ORDER_WHY, whole_order_beside_lateness, whole_order_for_lateness
from .money_preferred import money_preferred
from .looked_into import only_looked_into
from .unknown_charges import UNKNOWN_CHARGE_WHY, charge_unrecognised
from .fee_added_bare import FEE_ADDED_BARE_WHY, fee_added_bare
from .pressure import PRESSURE_WHY, without_pressure
from .plans_told import without_plans_told
from .remarks import MANNER_WHY, REMARK_WHY, goods_praised, preference_told, without_manner, without_preference_told
from .stems import content_stems
from .subject_titles import TITLE_WHY
from .details_only_told import without_details_told
from .sums_named import without_sums_named
from .moods import asks_about_goods_sold
from .bank_threats import without_bank_threat
from .order_told_for_claim import order_told_for_claim
from .purchase_told import purchase_only_told
from .wonder_tags import wonder_tag
from .unmarked_questions import with_its_mark  # ("are you kidding me": rhetorical, its mark left off)

# A question that vents and asks nothing the shop could do: "HOW DO YOU PEOPLE EVEN STAY IN BUSINESS??",
# "Honestly how hard is it to pack a knife properly?", "what kind of shop is this?". Quoted back to a
# person as a request, it cost a look and told the customer their outburst was being "followed up".
_RHETORICAL = re.compile(
    r"^\W*(?:(?:honestly|seriously|really|i mean|like|and|so|but|oh|just|genuinely|come on|sorry but|i'?m sorry but)[\s,!.]+)*"
    r"(?:how (?:hard|difficult|complicated) (?:is|can) it (?:be |really be )?(?:to|for)\b"
    r"|how (?:do|does|can|could|did|on earth do|on earth does) (?:you|u|your (?:\w+ )?(?:people|lot|company|shop|staff|team|firm)|a (?:company|shop|business)|anyone)\b"
    r"[^?]{0,40}\b(?:even|possibly|call yourselves|live with yourselves|sleep at night|stay in business|get away with|still be in business)\b"
    r"|what (?:kind|sort) of (?:\w+ )?(?:company|shop|business|service|operation|outfit|joke|place)\b"
    r"|who (?:on earth |the hell |in their right mind )?(?:packs|packed|trains|runs|designed|thought)\b"
    r"|(?:is|was) (?:it|that) (?:really )?(?:too much|so much|asking too much) to ask\b"
    r"|are (?:you|u) (?:serious|kidding|joking|for real)\b"
    r"|what(?:'s| is| on earth is) (?:wrong|going on) with (?:you|your)\b"
    r"|why (?:is it|is everything) (?:always )?(?:so )?(?:hard|difficult)\b"
    r"|(?:seriously|really|honestly)\W*$)[^.!?]*\?+\W*$", re.I)
RHETORICAL_WHY = "a rhetorical question: the customer's frustration, asking nothing the shop could do"


def _rhetorical(text: str) -> bool:
    """Whether a sentence is a rhetorical question that names no remedy, account work or problem of a known kind."""
    # ("Forty years married, can you imagine.": a tag of wonder, wonder_tags.py)
    return bool(_RHETORICAL.search(with_its_mark(text)) or wonder_tag(text)) and not _REMEDY.search(text) and not _ACCOUNT.search(text) and not _spans_of(text)


# A statement that tells of something gone wrong, in any words: something that did not happen or
# is not so, set against what was ordered, promised or expected, still or ever since, missing,
# short, wrong. Tables of kinds cannot list every way of telling a problem; this catches the
# telling itself, so that a problem in words no table knows goes to a person instead of nowhere.
_TOLD = re.compile(
    r"\b(?:not|never|no|zero|nothing|nobody|none|cannot|can'?t|won'?t|wont|doesn'?t|doesnt|didn'?t|didnt|isn'?t|isnt|aren'?t|wasn'?t|"
    r"weren'?t|hasn'?t|haven'?t|hadn'?t)\b"
    r"|\b(?:i|we)(?:'d|'ve| have| had)? (?:definitely|actually|clearly|specifically|did) (?:ordered|order|paid for|asked for|bought|chose|picked|selected)\b"
    r"|^\W*(?:but |and )?(?:i|we) (?:chose|ordered|picked|selected|asked for|paid for|went for)\b"
    r"|\b(?:guaranteed|promised|supposed to|meant to|due (?:on|by)|estimated|expected)\b|\b(?:still|ever since|since then|days running|weeks running)\b"
    r"|\b(?:missing|wrong|instead|lacks?|empty|incorrect|short|different|unusable|useless)\b"
    # the customer naming what follows as the problem: "Today's problem is the toaster - ...", "the issue this time is the lamp"
    # (one problem, named by its determiner: not "a run of problems with recent orders", an overview of the ticket)
    r"|\b(?:the|my|our|today['’]?s|this|that|one|main|only|real|new|latest|other)\s+(?:\w+\s+)?(?:problem|issue|trouble|fault|complaint)"
    r"\s+(?:(?:this|that)\s+time\s+|now\s+|today\s+)?(?:is|was|with)\b", re.I)
# ...but not these, which tell of nothing wrong with the order.
_NOT_A_PROBLEM = re.compile(
    # the writing itself: "Sorry for the long email, I'll try to keep it short!"
    r"\b(?:keep (?:it|this|things)|be|make (?:it|this)) (?:short|brief)\b|\bsorry (?:for|about) the (?:long|lengthy|rambling|essay)\b|"
    r"\bno (?:rush|hurry|worries|problems?|issues?|faults?|big deal|pressure|stress|harm done|complaints?)\b|\bnot (?:urgent|a (?:big )?(?:deal|problem|worry))\b"
    # ("This isn't a complaint as such", "not really a complaint": what follows is feedback)
    r"|\b(?:not|(?:is|was)n['’]?t|is not|was not) (?:really |exactly |meant as )?a complaint\b"
    r"|\bnothing to do with (?:you|your)\b|\bdon'?t worry\b|\bno need to (?:reply|respond|answer|apologi[sz]e)\b|\bnot (?:in a|a) hurry\b"
    r"|\bcan'?t (?:wait|thank you enough|recommend)\b|\bcouldn'?t be happier\b|\bnever (?:had|been) (?:a |any )?(?:problem|issue)s?\b"
    r"|\bstill (?:in|with|inside) (?:the|its|their|original) (?:\w+ )?(?:plastic|box|packaging|wrapper|wrapping|bag|tags?|cellophane)\b"
    r"|\b(?:unopened|unused|never (?:been )?(?:used|worn|opened)|tags? (?:still )?(?:on|attached))\b"
    r"|\b(?:not|never)\s+(?:even\s+|once\s+|ever\s+|yet\s+)?(?:been\s+)?(?:used|worn|opened|assembled|put\s+together|unboxed|washed)\b"
    # a plan that fell through, no goods at fault: "The plan didn't work out." (never "didn't work out of the box")
    r"|\b(?:did|does|do|has|have|had|would|will|wo)(?:n['’]?t|nt| not)\s+work(?:ed)?\s+out\b(?!\s+of\b)"
    r"|\bnever mind\b|\bprove (?:\w+ )?wrong\b|\b(?:i|we) should(?:'ve| have)\b|\bnot (?:that|as) (?:it|i|we)\b|\bif\b"
    r"|\bnot (?:\w+ )?(?:impressed|happy|pleased|amused|good enough|acceptable|ok|okay|on|fair|right)\b[.!]*$"
    # a wish about how the matter is handled, not a problem: "She doesn't want a fuss.", "we'd rather not make a scene"
    r"|\b(?:do|does|did|would|will|wo)(?:n['’]?t| not)\s+(?:really\s+)?(?:want|need|like|wish|care\s+for)\s+(?:to\s+(?:make|cause|create|kick\s+up)\s+)?"
    r"(?:a\s+|any\s+|much\s+)?(?:big\s+|huge\s+)?(?:fuss|drama|hassle|bother|scene|song\s+and\s+dance)\b"
    r"|\b(?:without|no)\s+(?:a\s+|any\s+)?(?:big\s+)?(?:fuss|drama|hassle)\b"
    # an answer still awaited on what was asked before: "It's Thursday and nothing has come back", "nothing came of it",
    # "heard nothing back since": a chase of the ask it follows, no new problem for a person
    r"|\bnothing(?:\s+has|'s|’s)?\s+(?:ever\s+)?(?:come|came)\s+(?:back|of\s+(?:it|that|this))\b|\b(?:heard|had|got)\s+nothing\s+back\b"
    # nothing asked of the shop, said so: "Nothing more is needed from you", "no action required", "you don't need to do anything"
    r"|\b(?:nothing|no\s+(?:action|reply|response))\s+(?:(?:more|else|further|at\s+all)\s+)?(?:is\s+|'s\s+|’s\s+)?(?:needed|required|necessary|asked)\b"
    r"(?!\s+(?:except|but|apart|other\s+than|beyond|besides|save)\b)"
    r"|\b(?:you|u)\s+(?:don'?t|do\s+not|needn'?t|need\s+not)\s+(?:need\s+to\s+)?do\s+anything\b(?![^.!?]*\b(?:except|but|apart|other\s+than|beyond|besides)\b)", re.I)


# The story of a purchase, with its reason: "I ordered the desk organiser after seeing it on a friend's
# desk", "We chose the green one because it matches his cap". Nothing gone wrong is told in it.
_PURCHASE_STORY = re.compile(r"^\W*(?:so |and |well )?(?:i|we) (?:chose|ordered|picked|bought|selected|went for)\b(?=[^.!?]*\b(?:because|after|since|"
                             r"as a (?:gift|present|treat)|for (?:my|his|her|our|their)|to (?:match|go with)|so that)\b)", re.I)


def _tells_a_problem(s: ReadSentence) -> bool:
    text = without_writing_apology(s.text)  # "forgive my typing, I can't see well": the writing's trouble, no order's
    text = without_own_slips(text)  # "Sorry, pasted the wrong thing.": the customer's own message, no order's (own_message_slips.py)
    text = without_writer_told(text)  # "I am eighty-one ... my grandson is typing this for me": the writer told (writer_told.py)
    text = without_outline_or_character(text)  # "so you know I am not a complainer", "two things on two different orders" (outlines_and_character.py)
    text = without_order_number_told(text)  # "I can't find my order number anywhere": no trouble with the order
    text = without_delight(text)  # "he has not stopped playing with it": delight, no trouble (delight_told.py)
    text = without_shrug(text)  # "Not sure what that means but there you go.": a shrug, no trouble (shrugs.py)
    text = without_state_told(text)  # "Never even unwrapped!": the goods' state, no trouble (goods_state_told.py)
    if left_elsewhere_and_had(text):
        return False  # "(It was left at number 12, not with me, but I have it now.)": how it reached them (parcel_left_elsewhere_had.py)
    if not content_stems(without_manner(text)):
        return False  # "I do not want excuses.", "don't take this the wrong way": all of it how it is meant, no trouble
    if (story := _PURCHASE_STORY.search(text)) and not _TOLD.search(text[story.end():]):
        return False
    if purchase_only_told(text):
        return False  # "I ordered a winter coat from you on the second of November, ...": the purchase told (purchase_told.py)
    # (the scene of the delivery, "our road has no street lights and he found us anyway", tells no problem: delivery_scene.py)
    return bool(_TOLD.search(scene_blanked(text))) and not _NOT_A_PROBLEM.search(text) and not _GOODS_FINE.search(text) \
        and not _WITHDRAWN.search(text) and not goods_praised(text) \
        and not _SETTLED.search(text) and not _EARLIER.search(text) and bool(content_stems(text))


# A detail of the customer's account changed: said as a fact, it is still a request to update it.
_ACCOUNT_CHANGE = re.compile(
    r"\b(?:address|phone|mobile|number|e-?mail|surname|name|card|details|postcode)\b[^.!?]{0,30}\b(?:has |have |is |are |will )?"
    r"(?:changed|changing|change|moved|moving|updated|different|expired|expiring|new)\b|\bnew address\b", re.I)


ACCOUNT_CHANGE_WHY = "tells of a change to the customer's details"
GOODS_SOLD_WHY = "asks about goods the shop sells (stock, a size, a colour, another product), not a claim's remedy: a person answers it"
ACCOUNT_WORK_WHY = "asks for something done to an account, a subscription, an order or its papers"
KEEPS_FOR_MONEY_WHY = "asks the money of the claim beside it and keeps the goods (the refund-and-keep remedy): nothing goes back"
MONEY_PREFERRED_WHY = "asks the money of the claim beside it, preferred to goods (a replacement, an exchange): that claim's refund answers it"
# The claims whose remedy is money back.
_PAID_CLAIMS = frozenset({*GOODS_PROBLEMS, "late_delivery", "duplicate_charge", "change_of_mind"})
FURTHER_ASK_WHY = "asks a claim's remedy and, in a clause of its own, something that remedy does not give: a person answers it"


# Why a statement telling of a problem goes with a request (ticket_lines reads it as told before the request).
AROUND_WHY = "asks for the remedy of the requests around it"
QUESTION_BESIDE_DECLINE_WHY = "declines money and, in a clause of its own, asks something a person answers"
NO_PROBLEM_READ_WHY = "asks for a remedy, and no problem it could be for was read"
WITHDRAWAL_WHY = "takes back something said before and asks nothing"


# What can be done, asked beside a claim: "What are my options?", "what can you do?", "how do we sort
# this?". It asks for the claim's own remedy, which the claim's subtask gives (or a person, when it
# goes to one): no second subtask for the same matter.
_OPTIONS_ASKED = re.compile(
    r"^\W*(?:(?:so|and|then|ok|okay|well)[\s,]+)?(?:what\s+(?:are|r)\s+(?:my|our|the)\s+options"
    r"|what\s+(?:can|could|should|would|will)\s+(?:you|i|we|be)\s+(?:do|done|suggest|offer|propose|recommend)(?:\s+(?:about|with)\s+(?:it|this|that|them))?"
    r"|what\s+(?:now|next|happens\s+(?:now|next))|what\s+do\s+(?:you|u)\s+(?:suggest|recommend|propose)"
    r"|how\s+(?:do|can|should|shall)\s+(?:we|i|you)\s+(?:fix|sort|resolve|handle|deal\s+with|proceed|go\s+about)(?:\s+(?:this|it|that|them))?(?:\s+out)?)"
    r"(?:\s+(?:here|now|please|pls))?\W*$", re.I)
OPTIONS_ASKED_WHY = "asks what can be done about the claim beside it: that claim's remedy answers it"


# Where the customer says what they write for: "the reason I'm writing", "the actual reason I'm getting in touch",
# "what I'm really writing about", "anyway, my question is". What they told before it, in words none of their
# requests share, they set apart themselves as background: the landlord's radiator, the move, the cat.
_REASON_FOR_WRITING = re.compile(
    r"\b(?:the|my)\s+(?:actual\s+|real\s+|main\s+|only\s+|whole\s+)?reason\s+(?:i'?m|i\s+am|im|we'?re|we\s+are|for)\s+"
    r"(?:writing|getting\s+in\s+touch|contacting|emailing|messaging|reaching\s+out|this\s+(?:email|message|note))"
    r"|\bwhat\s+(?:i'?m|i\s+am|im)\s+(?:actually\s+|really\s+)?(?:writing|getting\s+in\s+touch|emailing)\s+(?:about|for)\b"
    r"|\b(?:anyway|anyhow|but)\W+(?:my|the)\s+(?:actual\s+|real\s+)?(?:question|point|problem|issue)\s+(?:is|was)\b", re.I)
BACKGROUND_WHY = "background the customer sets apart from what they write for, sharing no words with their requests"


def _background_until(read: list[ReadSentence]) -> int:
    """The index of the sentence where the customer says what they write for (-1: nowhere)."""
    return next((i for i, s in enumerate(read) if s.role != "injected" and _REASON_FOR_WRITING.search(s.text)), -1)


def _settle_told(read: list[ReadSentence]) -> None:
    """Statements that tell of a problem: with the request they sit next to when they share its
    subject (the customer telling more of it), else a request of kind `other` for a person; but not
    a problem told before the customer says what they write for, sharing no words with any request:
    that is the story around the ticket, told as such."""
    known = [n for n in read if n.role == "request" and n.kinds != ["other"]]
    reason_at = _background_until(read)
    for i, s in enumerate(read):
        if s.role == "statement" and _ACCOUNT_CHANGE.search(without_details_told(s.text)) and not _EARLIER.search(s.text):
            s.role, s.kinds, s.why = "request", ["other"], ACCOUNT_CHANGE_WHY
            continue
        if s.role != "statement" or not _tells_a_problem(s):
            continue
        near = [n for n in read[max(0, i - 1): i + 2] if n is not s and n.is_request and n.paragraph == s.paragraph]
        # "...but inside was a navy one. Harold says navy makes him look like a policeman. I should like to send it
        # back": the problem told leads to the request after it, with only remarks between
        ahead = next((n for n in read[i + 1:] if n.role not in ("statement", "courtesy") or _tells_a_problem(n)), None)
        near += [ahead] if ahead is not None and ahead.is_request and ahead.kinds != ["other"] and ahead.paragraph == s.paragraph else []
        stems = content_stems(s.text)
        if _names_another_order(s, near):
            # "the jacket is torn. also my sister order SU-61406, nothing came": a problem with another order, told in
            # passing, is that order's own request, never more of the claim on the order beside it
            s.role, s.kinds, s.why = "request", ["other"], ANOTHER_ORDER_TOLD_WHY
        elif near or any(stems & content_stems(n.text) for n in known) or (i == 0 and known) \
                or (i == 0 and any(stems & content_stems(n.text) for n in read if n.is_request)):
            # ("Missing points" over "my points balance hasn't moved since": the subject names what the body chases)
            s.role, s.why = "attached", TELLS_MORE
        elif 0 <= i < reason_at and known and read[reason_at].paragraph != s.paragraph:
            s.role, s.why = "context", BACKGROUND_WHY
        elif told_then_waved(s.text):
            s.role, s.why = "context", GOODS_WAVED_WHY  # "the gift bag was creased, none of us minded"
        elif order_told_for_claim(s, known, lambda rest: bool(_TOLD.search(rest))):
            s.role, s.why = "attached", TELLS_MORE  # "I ordered the CM-10 (10-cup)." under a wrong item claimed (order_told_for_claim.py)
        else:
            s.role, s.kinds, s.why = "request", ["other"], "tells of a problem of no kind the screener knows"


ANOTHER_ORDER_TOLD_WHY = "tells of a problem with an order other than the request beside it: that order's own request, for a person"


# Another order named only to compare this problem with it: "I didn't have this trouble with SU-61300".
_COMPARED = re.compile(r"\b(?:this|that|the same|such an?|these)\s+(?:\w+\s+)?(?:trouble|problem|issue|fault|thing|kind of)\b|\b(?:the same|unlike|like this|as well|either)\b"
                       r"|\bnot the first time\b", re.I)


def _names_another_order(s: ReadSentence, near: list[ReadSentence]) -> bool:
    """Whether a sentence names an order of its own to tell its own problem, and every request beside it is about another one."""
    # (a number corrected in the same breath is the one meant: "Order 71004, no wait, 71003" names 71003)
    moved = cut.corrected_numbers(s.text)
    named = {moved.get(ref, ref) for m in cut.ORDER_IN_TEXT.finditer(s.text) if (ref := cut.normalise_ref(m.group(1)))}
    return bool(named and near) and all(n.order and cut.normalise_ref(n.order) not in named for n in near) and not _COMPARED.search(s.text)


# (and the words that only ask for it to be set up: "Please arrange for me to send it back")
_RETURN_WORDS = {"send", "sent", "return", "back", "bak", "bck", "them", "these", "those", "refund", "post", "ship", "label", "like", "want", "please",
                 "arrange", "organise", "organize", "sort", "set", "let", "allow", "help", "how"}
# Asking the way the goods go back, beside a claim on them, is that claim's return: "I should be grateful for instructions on
# returning it", "please tell me how to send it back" (no change of mind, no new thing asked).
_WAY_BACK_WORDS = content_stems("instruction instructions tell advise advice details explain know")
# Words that only make the ask polite: "if it's not too much bother I'd appreciate returning them" asks the return alone.
COURTESY_WORDS = content_stems("bother trouble hassle faff appreciate appreciated grateful kindly possible")
# The collection a seller's remedy makes, asked with the money: "arrange for the damaged sideboard to be removed and the
# cost refunded" is the collect-and-refund remedy of the claim. Asked alone ("collected by Friday") it is work of its own.
_COLLECTION_WORDS = content_stems("remove removed removal collect collected collection away")
_MONEY_TOO = re.compile(r"\brefund\w*|\bmoney\s+(?:back|returned)|\breimburs\w*", re.I)


# How the customer wants to be reached, or not: "please don't telephone me", "a letter or email is
# best", "I'd prefer email". No work is asked; the reading keeps it, with its reason, on the run page
# for whoever writes to the customer.
_CONTACT_PREFERENCE = re.compile(
    r"\b(?:please\s+)?(?:do not|don'?t|dont|never|no need to|rather you didn'?t|would rather you didn'?t)\s+(?:ever\s+)?"
    r"(?:tele)?(?:phone|call|ring|text)\s+(?:me|us)\b"
    r"|\b(?:e-?mail|a letter|letters?|post|writing|in writing|texts?|text messages?|phone|a call)(?:\s+or\s+(?:e-?mail|a letter|letters?|post|writing))?"
    r"\s+(?:is|are|would be|works?)\s+(?:best|better|easiest|easier|preferred)\b"
    r"|\b(?:i|we)(?:'d| would)?\s+(?:much\s+)?prefer\s+(?:e-?mail|letters?|post|a letter|writing|to be (?:e-?mailed|written to))\b", re.I)
CONTACT_PREFERENCE_WHY = "how the customer wants to be contacted: a preference for whoever writes to them, no work asked"


def _contact_preference(text: str) -> bool:
    """Whether a sentence says only how the customer wants to be contacted: every clause of it is the
    preference or its reason, none asks for anything else."""
    if not _CONTACT_PREFERENCE.search(text):
        return False
    return not any(_asks(clause, title=False) for clause in re.split(r"[,;:]|\s[-–—]\s", text) if not _CONTACT_PREFERENCE.search(clause))


# How a remedy ask names the goods of a claim read beside it: "arrange for the damaged sideboard to be removed", "refund
# the faulty one". The word points back at the claim; it tells nothing new.
_CLAIMED_GOODS_WORDS = content_stems("damaged broken faulty defective cracked chipped smashed dented torn")
# ...and the units a short delivery left out: "refund the missing one", "the candle that was short".
_MISSING_GOODS_WORDS = content_stems("missing lost short absent")


# One of several asked back by a pronoun or an ordinal, the shop asked to do it: "please return one of them", "give the
# second one back". ("I will return one of them to you": the customer sends goods.)
_ONE_OF_THEM = re.compile(r"\b(?:return|refund|reverse|give|send|pay|put)\s+(?:(?:me|us)\s+)?(?:back\s+)?(?:one|either|the\s+other|the\s+second|the\s+extra|the\s+later)"
                          r"(?:\s+one)?(?:\s+of\s+(?:them|those|these|the\s+two|both))?\b", re.I)
_CUSTOMER_SENDS = re.compile(r"\b(?:i|we)(?:'ll|’ll|\s+will|\s+shall|\s+can|\s+could|\s+would|\s+want\s+to|\s+need\s+to|'d\s+like\s+to|\s+would\s+like\s+to)?"
                             r"\s+(?:\w+\s+)?(?:return|send)\b", re.I)


# "it" asked back right after a payment was told: "2nd paymnt of $129.00 went out the next morning ... pls send it bak asap"
_IT_BACK = re.compile(r"\b(?:send|give|pay|put)\s+(?:it|that)\s+b(?:ac?|c)k\b|\breturn\s+(?:it|that)\b", re.I)
_PAYMENT_TOLD = re.compile(r"\b(?:pa[iy]m(?:e?nt|nt)s?|charges?|debits?|transactions?)\b|[$£€]\s?\d", re.I)
# Words that hurry or thank and name nothing: "asap thx", "quickly please", "today if you can".
_HURRY_WORDS = content_stems("pls plz asap thx thanks thank quick quickly soon today now urgent urgently cheers ta if you can")


def _one_payment_back(s: ReadSentence, requests: list[ReadSentence], told_before: str = "") -> bool:
    """A return asked of one of several, naming nothing, after a duplicate charge was told and no goods problem:
    the payments are what "them" stands for, and the shop gives back only money (the duplicate's remedy). So is "it"
    asked back, naming nothing, right after a sentence that tells a payment (`told_before`)."""
    if _CUSTOMER_SENDS.search(s.text):
        return False
    them = _ONE_OF_THEM.search(s.text) and not content_stems(s.text) - _RETURN_WORDS
    it = _IT_BACK.search(s.text) and _PAYMENT_TOLD.search(told_before) and not content_stems(s.text) - _RETURN_WORDS - _HURRY_WORDS
    if not (them or it):
        return False
    before = [r for r in requests if r.index < s.index]
    return bool(before) and "duplicate_charge" in before[-1].kinds and not any(set(r.kinds) & set(GOODS_PROBLEMS) for r in before)


# Why the ticket gives no order number: "I don't know the order number", "lost the confirmation email", "sorry", "it's the
# only thing I've bought from you". A remark on finding the order, no request of its own: what else the sentence says is read.
_NO_ORDER_NUMBER = re.compile(
    r"\b(?:i\s+)?(?:don'?t|dont|do\s+not|can'?t|cant|cannot|couldn'?t|could\s+not)\s+(?:\w+\s+)?(?:know|no|find|remember|see|locate|recall)\s+"
    r"(?:what\s+)?(?:the|my|an?|which)?\s*(?:order\s+)?(?:number|no\.?|nr|ref(?:erence)?(?:\s+number)?)(?:\s+is)?\b"
    r"|\b(?:i(?:'?ve|\s+have)?\s+)?(?:lost|deleted|binned|thrown\s+away|no\s+longer\s+have)\s+(?:the|my)\s+(?:order\s+)?(?:number|confirmation(?:\s+e-?mail)?|receipt|e-?mail)\b"
    r"|\b(?:it'?s|its|it\s+is|this\s+is|that'?s|thats|it\s+was)\s+the\s+only\s+(?:thing|order|item|one|purchase)\s+(?:i'?ve|ive|i\s+have|i|we'?ve|we\s+have)\s+"
    r"(?:ever\s+)?(?:bought|ordered|got|purchased|had)(?:\s+(?:from|off|with)\s+(?:you|u|your\s+\w+))?\b"
    r"|\bsorry\b", re.I)


def without_order_number_told(text: str) -> str:
    """The sentence without its words on why it gives no order number ("dont no the order number sorry")."""
    return _NO_ORDER_NUMBER.sub(" ", cut.without_form_disowned(text))  # ("I typed the wrong order number in the box above": the form's)


# The customer's guess at the time the shop allows, put as a question beside a request the window decides: "I think
# you do 30 days?", "it's 30 days isn't it?", "30 day returns right?", "you give 28 days, don't you?". The decision on
# the request beside it reads the window that applies (the seller's own, or the shop's) and the reply says it.
_TERM_GUESSED = re.compile(
    r"^\W*(?:(?:and|but|so|also|oh|plus)[\s,]+)?(?:(?:i|we)\s+(?:think|thought|believe|assume|reckon|remember|read)\s+(?:that\s+)?)?"
    r"(?:you(?:'ve|\s+have|\s+do|\s+give|\s+allow|\s+offer|\s+take)?|it'?s|its|it\s+is|there'?s|there\s+is|(?:the\s+)?(?:your\s+)?"
    r"(?:return\w*\s+)?(?:window|policy|limit|period)\s+is|isn'?t\s+it)\s+(?:a\s+|like\s+|about\s+|up\s+to\s+)?"
    r"(?:\d{1,3}|fourteen|twenty[- ]eight|thirty|sixty|ninety)[\s-]*(?:days?|d)\b(?:\s+(?:for\s+)?(?:returns?|window|policy|to\s+return(?:\s+things)?))?"
    r"[\s,]*(?:right|isn'?t\s+it|don'?t\s+you|do\s+you|no|yes|yeah|correct|ok|or\s+(?:so|something)|i\s+think)?\s*\?+\W*$", re.I)
_WINDOWED = frozenset({"change_of_mind", "wrong_item", "damaged_item"})
TERM_GUESSED_WHY = "guesses at the time the shop allows, beside a request that time decides: that request's decision answers it"


def _settle_unread(read: list[ReadSentence]) -> None:
    """Weak change-of-mind cues, and requests no kind covers: attached to the requests around them
    when they name nothing new, else `other`."""
    requests = [s for s in read if s.role == "request"]
    problem_stems = claim_stems(requests)  # (not a subject listing the asks beside the body's claim: subject_claim_stems.py)
    # (beside a wrong item, "for the right colour" names the goods ordered, no new thing: right_goods_named.py)
    named_right = without_right_goods if any("wrong_item" in r.kinds for r in requests) else str
    for before, s in zip(["", *(r.text for r in read)], read):
        # "send it back" is a change of mind unless it is the remedy of a problem with the same goods, or one of
        # the payments told just before asked back ("taken twice ... please return one of them")
        if s.weak and s.role in ("statement", "request_unread") and not (problem_stems and (
                # (nor the people it is asked for: "The kettle arrived dented. My wife would like to send it back.", relayed_wishes.py)
                # (nor its courtesy: "if it's not too much bother I'd appreciate returning them")
                not content_stems(named_right(s.text)) - _RETURN_WORDS - _WAY_BACK_WORDS - PEOPLE_STEMS - COURTESY_WORDS or content_stems(s.text) & problem_stems)) \
                and not _one_payment_back(s, requests, before):
            s.role, s.kinds = "request", ["change_of_mind"]
            s.spans = {"change_of_mind": s.weak}
    requests = [s for s in read if s.role == "request"]
    claims_goods = any(set(r.kinds) & set(GOODS_PROBLEMS) for r in requests)
    known = set().union(*(content_stems(s.text) for s in read if s.role in ("request", "context"))) if read else set()
    for s in read:
        if s.role == "request" and "other" not in s.kinds and (asks_account_work(s.text) or (asks_compensation(s.text) and not _copy_asked_back(s, [s]) and not trouble_is_the_reason(s.text, s.kinds))
                                                                or _fee_beside_goods(s, [s]) or _more_units_asked(s, [s], read)
                                                                or not claims_goods and whole_order_for_lateness(s.kinds, s.text, GOODS_PROBLEMS)
                                                                # "Refund the delivery charge and the rug too": the rug's money a person answers (goods_asked_beside_late_fee.py)
                                                                or not claims_goods and goods_asked_beside_late_fee(s.kinds, s.text, GOODS_PROBLEMS)):
            s.kinds = [*s.kinds, "other"]  # "cancel SU-1 please, ordered twice by mistake": the cancelling is asked too
        if s.role in ("statement", "request_unread") and whole_order_beside_lateness(s.text, requests):
            s.role, s.kinds, s.why = "request", ["other"], WHOLE_ORDER_WHY  # "Parcel 5 days late. I want a full refund."
            continue
        if s.role == "statement" and _more_units_asked(s, requests, read):
            s.role, s.kinds, s.why = "request", ["other"], MORE_UNITS_WHY  # "I would like both of them replaced.", told as a wish
            continue
        if s.role in ("statement", "request_unread") and requests and fee_added_bare(s.text):
            s.role, s.kinds, s.why = "request", ["other"], FEE_ADDED_BARE_WHY  # "Plus the express fee;" (fee_added_bare.py)
            continue
        if s.role == "statement" and asks_feedback_passed_on(s.text):
            # "Do thank the delivery lady for me": an ask in no words of asking the first reading knows (feedback_passed_on.py)
            s.role, s.kinds, s.why = "request", ["other"], FEEDBACK_WHY
            continue
        if s.role != "request_unread":
            continue
        if _fee_beside_goods(s, requests):
            s.role, s.kinds, s.why = "request", ["other"], FEE_BESIDE_WHY
            continue
        if _bare_sum_untold(s, read):
            s.role, s.kinds, s.why = "request", ["other"], BARE_SUM_UNTOLD_WHY
            continue
        if _more_units_asked(s, requests, read):
            # "One has the handle snapped off, the other one is perfect. Can you refund both of them please.": the claim
            # pays the broken one; the ask for the one said fine is a request of its own, never folded into the claim
            s.role, s.kinds, s.why = "request", ["other"], MORE_UNITS_WHY
            continue
        text = without_writing_apology(s.text)
        if text != s.text and not _asks(text, title=False):
            # "My grandson set up this computer for me so please forgive any mistakes.": the writing apologised for
            s.role, s.why = "courtesy", WRITING_APOLOGY_WHY
            continue
        if (plain := without_manner(text)) != text and not _asks(plain, title=False):
            # "We've been buying from you for years, so please take this in the right spirit.": how it is meant, no ask
            s.role, s.why = "courtesy", MANNER_WHY
            continue
        # (and without the customer's plans told as the reason it presses: runs/intents/plans_told.py)
        if (calm := without_pressure(without_plans_told(plain))) != plain and not _asks(calm, title=False):
            s.role, s.why = "context", PRESSURE_WHY  # "Don't test me.", "I WANT THIS SORTED NOW!!": how hard, not what (pressure.py)
            continue
        # "dont no the order number sorry, ...": why none is given; "or I go to my bank"; "today or I'm filing a chargeback"
        text = without_bank_threat(without_order_number_told(calm))
        # ("... and drop me a line once that's done": the reply tells it, remedy_done_told.py; "If it's not too much trouble, ...":
        # politeness, no words of an ask, polite_if_openers.py)
        # ("I realise it's been a while but ...": the customer owning the claim comes late, asking nothing, lateness_owned.py)
        text = without_told_when_done(without_polite_if(without_lateness_owned(text)))
        text = without_kindly_waived_after_an_ask(text)  # "refund the jug please - the bowl, nah, don't bother" (waived_goods.py)
        text = without_deadline(text)  # "Would you be able to sort it by Friday?": the time given, no new thing asked (deadline_on_an_ask.py)
        text = without_one_unit_owned_up(text)  # "..., the second was my fault - I dropped it": one unit's mishap, no ask (one_unit_owned_up.py)
        stems = content_stems(text)
        if _contact_preference(s.text):
            s.role, s.why = "context", CONTACT_PREFERENCE_WHY
            continue
        if asks_contact_for_another(s.text):
            s.role, s.kinds, s.why = "request", ["other"], CONTACT_ANOTHER_WHY
            continue
        if charge_unrecognised(s.text):
            s.role, s.kinds, s.why = "request", ["other"], UNKNOWN_CHARGE_WHY  # "not sure what this $12.40 charge is" (unknown_charges.py)
            continue
        if asks_about_goods_sold(s.text):
            # "Do you do the same one in a king size?" after a wrong item: goods to buy, not the claim's remedy
            s.role, s.kinds, s.why = "request", ["other"], GOODS_SOLD_WHY
            continue
        if (told := _claim_refused_before(s, read)):
            s.role, s.kinds, s.why = "request", told, ASKED_AFTER_REFUSAL_WHY
        elif _taken_back(s.text):
            # "please disregard that call.", "Ignore my last email.", "Scratch that.": something said before is taken
            # back and nothing is asked; made a request, a person got an open item and the reply called it "your request"
            s.role, s.why = "context", WITHDRAWAL_WHY
        elif preference_told(s.text) and not _asks(without_preference_told(s.text), title=False):
            # "I prefer the plate because it is a set": the reason for the ask around it, never an ask of its own
            s.role, s.why = "context", REMARK_WHY
        elif not requests and _REMEDY.search(s.text) and not _CORRESPONDENCE.search(s.text):
            s.role, s.kinds, s.why = "request", ["other"], NO_PROBLEM_READ_WHY
        elif asks_feedback_passed_on(s.text):
            # "could you pass on my thanks to the driver?": a word the shop is asked to pass on, never mere courtesy
            s.role, s.kinds, s.why = "request", ["other"], FEEDBACK_WHY
        elif _CORRESPONDENCE.search(s.text) or cut.signs_off(s.text) or (_COURTESY.search(s.text) and not asks_indirectly(s.text)):
            # ("No rush, but could you let me know whether the rug can go in a washer?": the time given is courtesy, the question is not)
            s.role, s.why = "courtesy", "asks for nothing in particular"
        elif _FALLBACK.search(s.text):
            s.role, s.why = "context", FALLBACK_WHY
        elif remedy_form_asked(s.text) or refund_elsewhere(s.text):
            s.role, s.kinds, s.why = "request", ["other"], REFUND_ELSEWHERE_WHY if refund_elsewhere(s.text) else REMEDY_FORM_WHY
            if _INSTEAD.search(s.text) or refund_elsewhere(s.text):
                s.forbids = list(dict.fromkeys([*s.forbids, "refund"]))  # not to the card: a person pays it the way asked
        elif money_preferred(s.text) and not further_ask(s.text) and any(
                set(r.kinds) & _PAID_CLAIMS and (not s.order or not r.order or r.order == s.order) for r in requests):
            # "I would prefer a refund to a replacement": the claim's own money, the goods turned down (money_preferred.py)
            s.role, s.why = "attached", MONEY_PREFERRED_WHY
        elif asks_account_work(s.text):
            s.role, s.kinds, s.why = "request", ["other"], ACCOUNT_WORK_WHY
        elif _other_remedy(s.text) or _money_in_another_shape(s.text) == OTHER_REMEDY_WHY:
            # (part of the money asked bare: "Refund £5 for it and we're square", "just that part": part_money_forms.py)
            s.role, s.kinds, s.why = "request", ["other"], OTHER_REMEDY_WHY
        # (the time or kindness it is asked with names nothing: "Could you put that right when you get a chance?" after a
        # charge taken twice is that claim's remedy, V41-17)
        # ("Please sort out the missing two." after bowls told missing: pointing back names nothing, missing_ones_pointed.py)
        elif (not content_stems(_KINDNESS.sub(" ", without_missing_pointed(text, s, requests))) or only_looked_into(text)) and not _REMEDY.search(text):  # ("I would be grateful if you could investigate.")
            _bare_ask(s, text, requests)
        elif s.index == 0 and requests:
            s.role, s.why = "attached", TITLE_WHY
        elif _copy_asked_back(s, requests):
            s.role, s.why = "attached", COPY_ASKED_BACK_WHY
        elif asks_compensation(s.text):
            s.role, s.kinds, s.why = "request", ["other"], "asks for money beyond a policy remedy"
        elif requests and further_ask(s.text):
            # "I want my money back or the thing delivered, and I want someone to CALL me": the remedy asked is the
            # claim's, the call is not; the sentence goes to a person, quoted, so the second ask is never lost
            s.role, s.kinds, s.why = "request", ["other"], FURTHER_ASK_WHY
        elif keeps_after_money(s.text) and any(set(r.kinds) & set(GOODS_PROBLEMS) and (not s.order or not r.order or r.order == s.order)
                                                for r in requests):
            # "Please refund it - I'll just keep it, no need to send it back": the claim's money, the goods kept
            s.role, s.why = "attached", KEEPS_FOR_MONEY_WHY
            # nothing goes back: a return (the remedy of a wrong item or a change of mind) waits for a person; a seller's
            # collection of damaged goods is its own remedy and still arranged, as where the keeping follows the ask
            s.forbids = list(dict.fromkeys([*s.forbids, "return"]))
        elif s.forbids and set(s.forbids) <= {"refund", "delivery_refund"} and asks_beside_declining(s.text, questions_only=True):
            s.role, s.kinds, s.why = "request", ["other"], QUESTION_BESIDE_DECLINE_WHY  # "no refund of the postage, but why ...?"
        elif any(not s.order or not r.order or r.order == s.order for r in requests) and (
                stems <= known or (_REMEDY.search(text) and _names_little_new(s, text, known, requests, claims_goods))):
            s.role, s.why = "attached", AROUND_WHY
        elif _refers_back(s, read):
            s.role, s.why = "attached", REFERS_BACK_WHY
        elif _OPTIONS_ASKED.search(s.text) and any(set(r.kinds) - set(NOT_A_CASE) for r in requests):
            s.role, s.why = "attached", OPTIONS_ASKED_WHY
        elif (_NEED_FOR.match(s.text) or (requests and _WANTED_BY.search(s.text))) and not _REMEDY.search(s.text) \
                and not _ASKS_SOMETHING.search(s.text):
            s.role, s.why = "context", NEED_FOR_WHY
        elif _TERM_GUESSED.match(s.text) and any(set(r.kinds) & _WINDOWED and (not s.order or not r.order or r.order == s.order) for r in requests):
            # "Can I return it? I think you do 30 days?": the window the return's decision reads answers it, in the reply
            s.role, s.why = "attached", TERM_GUESSED_WHY
        else:
            s.role, s.kinds = "request", ["other"]


# A sum asked back with no currency ("want the 8.95 bak pls"): the guard reads no amount in it, so it stands beside the claim
# only when the same figure is told in another sentence of the ticket ("paid 8.95 for express"); else a person reads it.
_BARE_SUM_BACK = re.compile(r"(?<![$€£\d.,])\b(\d+[.,]\d\d)\b(?!\s*(?:[$€£%]|dollars|pounds|euros))(?=\s*(?:(?:quid|bucks)\s+)?(?:back|bak|bck)\b)", re.I)
_FIGURE = re.compile(r"\d+[.,]\d\d")
BARE_SUM_UNTOLD_WHY = "asks back a sum with no currency that no other sentence of the ticket tells: a person reads it"


def _bare_sum_untold(s: ReadSentence, read: list[ReadSentence]) -> bool:
    """Whether a sentence asks back a sum with no currency that no other sentence of the ticket names."""
    asked = {m.group(1).replace(",", ".") for m in _BARE_SUM_BACK.finditer(s.text)}
    told = {f.replace(",", ".") for n in read if n is not s and n.role != "injected" for f in _FIGURE.findall(n.text)}
    return bool(asked - told)


def _more_units_asked(s: ReadSentence, requests: list[ReadSentence], read: list[ReadSentence]) -> bool:
    """Whether `s` asks a remedy for all of the goods of a damaged or wrong-goods claim on its order while the
    ticket's sentences about that order say some of them came fine (runs.intents.all_units_asked)."""
    claims = [r for r in requests if set(r.kinds) & {"damaged_item", "wrong_item"} and (not s.order or not r.order or r.order == s.order)]
    if not claims:
        return False
    around = [n.text for n in read if n is not s and n.role != "injected" and (not s.order or not n.order or n.order == s.order)]
    return bool(more_units_asked(s.text, around))


# The remedy verbs in the forms whose stems the word lists keep ("could the shade be replaced?", "have it exchanged"): no new thing.
_REMEDY_VERB_STEMS = frozenset({"replac", "exchang", "refunded", "reimburs"})


def _names_little_new(s: ReadSentence, text: str, known: set[str], requests: list[ReadSentence], claims_goods: bool) -> bool:
    """Whether a remedy ask names at most one word the requests around it do not, or names only the goods
    claimed: "Whenever you get a chance a refund for the shade would be lovely" after "the lampshade arrived with
    a tear" asks the claim's own remedy, by the goods' shorter name, wrapped in kind words. ("a refund for the
    shade and the curtains" names goods no claim is about: a person reads it.)"""
    text = without_own_purchase(text)  # "..., I shall buy her another in town": the customer's own doing (own_purchase_told.py)
    new = content_stems(without_sums_named(without_set_aside_forms(_RATHER_THAN.sub("", _UNUSED_TAIL.sub("", _FINE_TAIL.sub("", _KINDNESS.sub(" ", text))))), s.amounts)) \
        - known - _RETURN_WORDS - _REMEDY_VERB_STEMS \
        - (_CLAIMED_GOODS_WORDS if claims_goods else frozenset()) \
        - (_MISSING_GOODS_WORDS if any("non_delivery" in r.kinds for r in requests) else frozenset()) - (_COLLECTION_WORDS if claims_goods and _MONEY_TOO.search(s.text) else frozenset())
    return len(new) <= 1 or not beyond_claims(new, claimed_words(requests, s.order))


COPY_ASKED_BACK_WHY = ("asks back the difference between what was taken and what was owed, or what was taken in error, beside a charge "
                       "told as taken twice: that claim's remedy")
# "Please refund the difference", "give me back the extra": beside a charge taken twice, the copy's money (not a price
# matched or dropped, which only a person grants).
# ...or what was taken in error, by its taking: "kindly refund whatever was taken in error", "give back what you took by mistake",
# "refund the wrongly taken payment", "the money debited twice" (the copy's money, said by how it was taken)
_IN_ERROR = r"(?:in\s+error|by\s+(?:mistake|accident)|mistakenly|wrongly|wrongfully|erroneously|accidentally|twice|two\s+times|double|again|extra|too\s+much)"
_TAKEN = r"(?:took|taken|take|charged|billed|deducted|debited|withdrawn|collected|processed|paid|put\s+through|gone\s+out)"
_DIFFERENCE = re.compile(r"\b(?:the|that|this)\s+(?:difference|extra|excess|overcharge|over-?payment|surplus)\b(?!\s+(?:in|of|between)\s+(?:the\s+)?prices?\b)"
                         rf"|\bwhat(?:ever)?\s+(?:(?:was|has\s+been|got|you|u|they|you've|you\s+have)\s+)?(?:\w+\s+)?{_TAKEN}\s+(?:from\s+(?:me|us|my\s+\w+)\s+)?{_IN_ERROR}"
                         rf"|\b(?:the|that|this|my)\s+(?:{_IN_ERROR}\s+{_TAKEN}|(?:wrong|mistaken|erroneous|accidental|duplicated?|second|double|repeat(?:ed)?)"
                         r")\s+(?:payment|charge|money|amount|sum|debit|transaction)\b"
                         # the copy by its sum: "the doubled $54.00", "that second £12.99", "the extra 8.50"
                         r"|\b(?:the|that|this|my)\s+(?:doubled|duplicated?|double[- ]?charged|repeat(?:ed)?|second|extra)\s+(?:[$€£]\s?\d[\d,]*(?:[.,]\d\d)?|\d+[.,]\d\d)"
                         rf"|\b(?:the|that|this|my)\s+(?:payment|charge|money|amount|sum|debit|transaction)\s+(?:that\s+was\s+|which\s+was\s+|you\s+)?(?:\w+\s+)?{_TAKEN}\s+{_IN_ERROR}",
                         re.I)
_PRICE_CHANGE = re.compile(r"\bprice\s+(?:difference|match|drop|cut|reduction)\b|\bcheaper\b|\bsale\b|\bdiscount\b|\bon\s+top\b|\btrouble\b", re.I)


def _copy_asked_back(s: ReadSentence, requests: list[ReadSentence]) -> bool:
    """Whether a sentence asks back the difference, the extra or what was taken in error beside a duplicate-charge claim on its
    order ("kindly refund whatever was taken in error"): read as a request of no kind, it was a second subtask for a person."""
    return bool(_DIFFERENCE.search(s.text)) and not _PRICE_CHANGE.search(s.text) \
        and any("duplicate_charge" in r.kinds and (not s.order or not r.order or r.order == s.order) for r in requests)


WRITING_APOLOGY_WHY = "apologises for the writing itself (mistakes, English, length): asks nothing of the shop"
COVERED_BY_CLAIM_WHY = "asks, in words that name nothing, for the remedy of the claim beside it: that claim's subtask answers it"
BARE_ASK_WHY = "asks for something in words that name nothing, beside no claim it could be the remedy of: a person reads it"
SIZE_ASKED_WHY = "asks for goods named only by a size or a number (\"I want the 34\"): no known kind gives it, a person arranges it"
# A size or a number the customer asks for, the only thing a sentence names: "I want the 34.", "can I have the XL?", "need a 10".
# (a sum of money is no size: "want the 8.95 back", "the 12.50")
_SIZE_NAMED = re.compile(r"\b(?:the|a|an|size|in|one|my)\s+(?:size\s+)?(?:\d{1,3}(?:[.,]5)?|x{0,3}[sl]|xs|m)\b(?![.,]\d)(?!\s*(?:[$€£%]|dollars|pounds|euros))", re.I)
# Words that only wave the ask through, asking nothing: "Please.", "Thanks in advance, please!"
_ONLY_COURTESY = re.compile(r"^\W*(?:(?:please|pls|plz|kindly|thanks?|thank\s+you|in\s+advance|so\s+much|much\s+appreciated|cheers|ta)\W*)+$", re.I)


def _bare_ask(s: ReadSentence, text: str, requests: list[ReadSentence]) -> None:
    """A sentence that asks in words naming nothing ("What can you do?", "Can you look into it?", "I want the 34."):
    the remedy of a claim beside it on the same order (answered by that claim's subtask), else a request a person
    reads. A size or a number asked is goods no known kind sends, so a person's whatever is beside it; only bare
    thanks ask nothing."""
    if _ONLY_COURTESY.match(text):
        s.role, s.why = "courtesy", "asks for nothing in particular"
    elif _SIZE_NAMED.search(text):
        s.role, s.kinds, s.why = "request", ["other"], SIZE_ASKED_WHY
    elif any((set(r.kinds) - {"other"} or told_missing(r)) and (not s.order or not r.order or r.order == s.order) for r in requests):
        # ("Could you sort that out?" after "the lamp turned up without the lampshade": the thing missing is the claim)
        # (kept apart from the attached remedies, which the guard reads for the lines they name: these name none)
        s.role, s.why = "courtesy", COVERED_BY_CLAIM_WHY
    else:
        s.role, s.kinds, s.why = "request", ["other"], BARE_ASK_WHY


# What the goods are needed for, told as a circumstance: "I need it for a trip.", "We need them by
# Saturday for the wedding.", "Really needed this for work". Why it matters to the customer, not a
# request of its own: the requests around it say what to do.
_NEED_FOR = re.compile(
    r"^\W*(?:(?:and|but|so|also|plus|honestly|really|because|as|since)\W+)*(?:i|we)(?:'d|’d)?\s+(?:really\s+|just\s+|actually\s+|do\s+|did\s+|"
    r"kind\s+of\s+|badly\s+|urgently\s+|still\s+)?(?:need|needs|needed)\s+(?:it|them|this|these|that|those|the\s+[\w-]+(?:\s+[\w-]+)?|my\s+[\w-]+)\s+"
    r"(?:\w+\s+)?(?:for|by|before|on|in\s+time\s+for|to\s+(?:take|wear|use|bring|give|pack)|this|next|tomorrow|tonight)\b[^?]*$", re.I)
# When the customer would like the goods in place, told beside a request about them: "My mother is visiting on the
# 28th and I'd love it to be down by then." A circumstance of the request beside it (alone, it is asked: a person reads it).
_WANTED_BY = re.compile(r"\b(?:i|we)(?:'d|’d|\s+would)\s+(?:really\s+|so\s+|just\s+)?(?:love|like)\s+(?:it|them|this|these|the\s+[\w-]+)\s+to\s+be\s+"
                        r"(?:down|up|here|in|ready|fitted|laid|hung|delivered|set\s+up|with\s+(?:me|us)|in\s+place)\b[^?]*?\b(?:by|before|in\s+time)\b[^?]*$",
                        re.I)
NEED_FOR_WHY = "tells what the customer needs the goods for or by: a circumstance, not a request of its own"


# A follow-up that asks for what was just asked, by a pronoun: "Please set that up.", "Could you go
# ahead with it?", "Can someone get that started for me?". Only a verb besides the pronoun: what it
# would have a person do is the request before it.
_REFERS_BACK = re.compile(
    r"^\W*(?:(?:and|so|then|also|ok|okay|now|if so)\W+)*(?:(?:please|pls|plz|kindly)\s+)?(?:(?:can|could|would|will)\s+(?:you|u|someone|somebody)\s+"
    # (or asked as a kindness: "I would be grateful if you could see to that when you have a moment")
    r"(?:please\s+|kindly\s+|just\s+)?|(?:i|we)(?:'d|’d|\s+would|\s+should)(?:\s+also|\s+then|\s+really|\s+certainly|\s+still)?\s+be\s+(?:very\s+|most\s+|so\s+)?(?:grateful|glad|thankful|obliged|pleased|happy)\s+"
    r"if\s+(?:you|u|someone|somebody)\s+(?:could|would|can|might)\s+(?:please\s+|kindly\s+|just\s+)?)?"
    r"(?!(?:not|never|don'?t|do not)\b)(?:[a-z]+\s+){1,3}?(?:it|that|this|them|those|these|the same)"
    r"(?:\s+(?:up|out|through|in motion|going|started|underway|off|along|forward|for me|for us|asap|now|please|today|then|too|as well|"
    r"straight away|right away|if (?:you can|possible)|thanks|thank you|at your (?:earliest )?convenience|"
    r"when(?:ever)? (?:you|u) (?:have|get|can|are able)(?: (?:a|the) (?:moment|minute|chance|sec(?:ond)?|time))?))*\s*[.!?]*\s*$", re.I)
REFERS_BACK_WHY = "asks for what the request before it asks (\"set that up\", \"go ahead with it\"): no request of its own"


def _refers_back(s: "ReadSentence", read: list["ReadSentence"]) -> bool:
    """Whether a sentence only points back, by a pronoun, at the request just before it in its paragraph."""
    before = next((r for r in reversed(read[:read.index(s)]) if r.role in ("request", "attached") and r.kinds != ["other"]
                   or r.role == "request"), None)
    return bool(before and before.paragraph == s.paragraph and _REFERS_BACK.match(s.text) and not _NEGATED.search(s.text)
                and len(content_stems(_KINDNESS.sub(" ", s.text)) - content_stems(before.text)) <= 1)


# A negation ("don't", "cannot", "dont"; not the "nt" that ends "moment" or "payment").
_NEGATED = re.compile(r"\b(?:not|never|cannot)\b|n['’]t\b|\b(?:dont|cant|wont|didnt|doesnt|isnt|arent|wasnt|werent|shouldnt|wouldnt|couldnt)\b", re.I)


# The kind words around a follow-up ("I would be grateful if you could ...", "... when you have a moment"):
# courtesy, no new thing asked.
_KINDNESS = re.compile(r"\b(?:i|we)(?:'d|’d|\s+would|\s+should)(?:\s+also|\s+then|\s+really|\s+certainly|\s+still)?\s+be\s+(?:very\s+|most\s+|so\s+)?(?:grateful|glad|thankful|obliged|pleased|happy)\b"
                       r"|\bwhen(?:ever)? (?:you|u) (?:have|get|can|are able)(?: (?:a|the|some) (?:spare |free |quiet )?(?:moment|minute|chance|sec(?:ond)?|time))?\b"
                       r"|\bat your (?:earliest )?convenience\b"
                       # the time given and the wish around a remedy asked: "at some point", "if possible", "would be lovely", "I'd love"
                       r"|\bat some (?:point|stage)\b|\bif (?:at all )?possible\b|\bno (?:rush|hurry)\b|\bwhenever\s+(?:suits|works|is\s+convenient)\b"
                       r"|\b(?:would|'d|’d) be (?:(?:really|very|so|most|just) )?(?:lovely|wonderful|great|brilliant|ideal|appreciated|nice|perfect|fab|"
                       r"fabulous|amazing|fantastic|super|helpful|grand)\b|\b(?:i|we)(?:'d|’d| would) (?:really |so )?(?:love|like)\b", re.I)


# The delivery fee asked back beside broken or wrong goods ("refund the lid and also the delivery",
# "I shouldn't pay shipping for broken stuff"): no policy row pays it for that, so a person answers it.
_FEE_BESIDE = re.compile(
    r"\b(?:refund\w*|back|credit\w*|reimburs\w*|waive\w*)\b[^.!?]{0,40}\b(?:and|also|plus|as well as|&)\s+(?:also\s+)?(?:the |my |your |for )?"
    r"(?:delivery|shipping|postage|carriage)\b(?! (?:box|driver|company|van|note|damage|date|address))"
    r"|\b(?:shouldn'?t|should not|not|why (?:should|do|would) i)\b[^.!?]{0,20}\b(?:pay|paying|be charged|charged)\b\s+(?:for\s+)?(?:the\s+)?"
    r"(?:delivery|shipping|postage|carriage)\b", re.I)


# Why the customer asks this remedy and not another, said after it: "- I'd rather buy one locally than wait for a
# second one to be sent". A preference between remedies, no new thing asked.
_RATHER_THAN = re.compile(r"(?:[,;:]|\s[-–—]+)\s*(?:as\s+|because\s+|since\s+)?(?:i|we)(?:'d|’d|\s+would)\s+(?:much\s+|really\s+)?rather\b[^.!?]*?\bthan\b[^.!?]*[.!?]*\s*$",
                          re.I)
# ...or said as the new one or the wait turned down: "Refund please, I don't want to risk a new one breaking too", "..., as I do
# not think I can face waiting for more to be sent", "- we can't wait for another". Why this remedy, no new thing asked.
# (one clause asking nothing more: "..., I don't want to wait, and the bowl never came" keeps the bowl)
_NO_ASK = r"(?:(?!\b(?:and|also|but|plus|please|pls|could|can|would|will|or)\b)[^.!?,;])"
_NO_NEW_ONE = re.compile(r"(?:[,;:]|\s[-–—]+)\s*(?:as\s+|because\s+|since\s+|cos\s+|cuz\s+|coz\s+)?(?:honestly\s+|really\s+)?(?:i|we)\s+"
                         r"(?:do\s+not|don'?t|dont|don’t|can'?t|cant|can’t|cannot|could\s+not|couldn'?t|would\s+not|wouldn'?t)\s+(?:really\s+)?"
                         rf"(?:think\s+(?:i|we)\s+(?:can|could)\s+)?(?:want|fancy|face|bear|risk|trust|wait|stand|need)\b{_NO_ASK}{{0,40}}?"
                         rf"\b(?:new\s+one|another(?:\s+one)?|replacements?|more|second\s+one|again|wait(?:ing)?|re-?sen[dt]|sent)\b{_NO_ASK}{{0,30}}"
                         r"[.!?]*\s*$", re.I)
_RATHER_THAN = re.compile(f"{_RATHER_THAN.pattern}|{_NO_NEW_ONE.pattern}", re.I)  # the reason said either way


# Other goods said to be fine at the end of a remedy's sentence ("pls refnd the blender, cups r fine"):
# not a new thing asked about.
_FINE_TAIL = re.compile(r"[,;:-]\s*(?:but\s+|and\s+)?(?:the\s+)?(?:[\w'-]+\s+){0,3}(?:is|are|r|was|were)\s+(?:all\s+)?"
                        r"(?:fine|ok|okay|intact|perfect|undamaged|good)\W*$", re.I)


# The goods' condition vouched for at the end of a remedy's sentence ("I'd like a refund please, it was never used",
# "refund pls - never worn, tags still on", "can I send it back? it's still boxed"): why the money is fair, no new thing.
_UNUSED_TAIL = re.compile(
    r"[,;:-]\s*(?:but\s+|and\s+|as\s+|because\s+|since\s+|cos\s+)?(?:(?:it|they|this|these|its|theyre)(?:\s+|'s\s+|’s\s+|'re\s+|’re\s+)?"
    r"(?:is\s+|are\s+|was\s+|were\s+|has\s+|have\s+|had\s+)?(?:been\s+)?)?(?:still\s+|totally\s+|completely\s+|literally\s+)?"
    r"(?:(?:never|not)\s+(?:even\s+|once\s+|ever\s+)?(?:been\s+)?(?:used|worn|opened|plugged\s+in|assembled|put\s+together|washed)|unused|unworn|unopened|"
    r"brand\s+new|(?:in|with)\s+(?:the|its|their)\s+(?:original\s+)?(?:box|packaging|wrapping|tags?)|boxed|tags?\s+(?:still\s+)?(?:on|attached))"
    r"(?:\s*(?:,|and|or)\s*(?:never|not|still|unused|unworn|unopened|in|with|tags?)[\w\s]{0,30})?\W*$", re.I)


FEE_BESIDE_WHY = "asks the delivery fee back beside broken or wrong goods: no policy pays it for that, a person answers"


def _fee_beside_goods(s: "ReadSentence", requests: list["ReadSentence"]) -> bool:
    """The sentence asks the delivery fee back, beside (or inside) a claim on broken or wrong goods
    and no request of a kind that pays the fee itself (late, charged twice, never arrived)."""
    kinds = {k for r in requests for k in r.kinds}
    return bool(kinds & {"damaged_item", "wrong_item"}) and not kinds & {"late_delivery", "duplicate_charge", "non_delivery"} \
        and bool(_FEE_BESIDE.search(s.text))
