"""Goods used for a spell — told by how long ("every day for three weeks", "most days for a month", "since it came"),
how often ("five or six times", "a dozen washes", "a few runs") or as a use going on ("the kids have been bouncing on
it") — are worn, not damaged on arrival: the screener reads the fault beside such a use as a question for a person,
and the guard refuses a damage refund or collection on it whatever the model decided, with the customer's words
quoted. The same goods are not unused, so a change-of-mind return of them fails POL-COM-005's `item_unused`.
A duration that is no use ("it sat in the box for three weeks", "we've been waiting two weeks for the chair"), a
fault on the first use, and trying clothes on stay as they were. Wording written for these tests."""
from datetime import datetime, timezone

import pytest

from runs import policy_evidence
from runs.guards import CheckResult, check_eligible, refusal_reasons, with_said
from runs.intents import FAULT_AFTER_USE_WHY, read_ticket
from runs.screening import request_dicts
from runs.used_goods import said_used
from runs.worn_goods import worn_goods_check

REF = "SU-77310"
ORDER = {
    "order_ref": REF,
    "seller": {"ref": "SEL-T", "name": "Trail & Home", "seller_type": "first_party"},
    "lines": [{"sku": "GOOD-1", "description": "The goods", "quantity": 1, "unit_price_cents": 9900, "exclusion": ""}],
    "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 9900, "charged_at": "2026-10-01T10:00:00+00:00"}],
    "shipments": [{"tracking_number": "TH1", "carrier": "ParcelCo", "status": "delivered", "promised_by": "2026-10-06",
                   "delivered_at": "2026-10-05T15:00:00+00:00"}],
    "replacement_orders": [], "refunds": [], "returns": [],
}
TERMS = {"ref": "SUP-TH", "accepts_returns": True, "return_window_days": 30, "damage_remedy": "refund_keep_item"}
NOW = datetime(2026, 10, 14, 12, tzinfo=timezone.utc)

WORN_FOR_A_WHILE = [
    "my daughter has ridden the scooter to school every day since september and now the deck has cracked. want a refund",
    "Been wearing the rain jacket daily for about 6 weeks and the seam tape is peeling away inside. Can I get my money back?",
    "We have sat on the sofa every evening for two months and the cushion seams have split, please refund",
    "hiya, i've cooked in this pan most nights for a fortnight and the non stick is coming off in flakes. refund pls",
    "The dog bed has been slept on every night since it arrived and the zip has broken. I'd like a refund.",
    "ive worn the boots evry day for 3 weeks n the sole has come away from the upper. refund??",
    "We've been sitting on the garden bench all summer and the paint is flaking off. Refund?",
]
WORN_SO_MANY_TIMES = [
    "I've washed the duvet cover maybe eight or nine times and there's a hole in it now. Refund please.",
    "we used the coffee grinder about a dozen times and then the motor died. can we get a refund?",
    "After a few runs the trainers' soles split down the middle. Refund?",
    "The jumper has been through a dozen washes and it's bobbling all over, I want my money back",
    "Took the tent out on 4 or 5 trips and the pole snapped. Refund please",
]
WORN_IN_USE_GOING_ON = [
    "The kids have been jumping on the bed frame and one of the slats has snapped. Refund please.",
    "Honestly we've been sleeping on the mattress topper since it turned up and it's gone completely flat, refund it",
    "The lads have been kicking the football about on the drive daily and the stitching has split. refund",
    "I've been riding the bike to work every day since March and the chain keeps snapping. Want a refund",
    "Grandad has been sitting in the recliner most afternoons for a month and now the footrest has broken off. Could you refund it?",
]
WORN_ACROSS_SENTENCES = [
    "We've cooked in the wok every day for a month. Now the non-stick is peeling off. Refund please.",
    "I have used the kettle every morning since it came. The handle has now come loose, can you refund it?",
]
WORN = WORN_FOR_A_WHILE + WORN_SO_MANY_TIMES + WORN_IN_USE_GOING_ON + WORN_ACROSS_SENTENCES

# A duration that is no use, damage there when the goods came, a fault on the first use.
STILL_DAMAGE = [
    "The trainers arrived with the sole split, I haven't worn them. Refund please.",
    "The lamp sat in the box for three weeks before I opened it and the glass was cracked. Refund please.",
    "We've been waiting two weeks for the chair and it arrived with a broken leg. Refund please.",
    "The mirror has been leaning in the hallway for a week since it came, I only unwrapped it yesterday and the glass is cracked. Refund please.",
    "I've checked the tracking every day for two weeks and when the vase finally came it was smashed. Refund please.",
    "The blender arrived with a cracked jug and I've had to use it every day since anyway. Refund please.",
]

USED_FOR_A_CHANGE_OF_MIND = [
    "ive been sleeping on the pillow for about ten days and it's too firm, can i send it back?",
    "The kids have been playing with the play tent every afternoon and honestly it's too small, return please",
    "Used the stand mixer 3 or 4 times, it's just too big for our kitchen. Could I return it?",
    "We've been cooking with the cast iron pan for a couple of weeks and it's too heavy for me. Can I return it for a refund?",
    "Mum has read the cookbook every night this month and decided it's not for her, can she return it?",
    "I have used the toaster every day for two weeks. Could I return it? It's too big.",
    "we've sat on the armchair most evenings since it came but it's not comfy, can we send it back",
    "The rug has been walked on daily for a fortnight and we've decided the colour is wrong. Return please.",
]
STILL_UNUSED = [
    "I tried them on once indoors, too small, can I return them?",
    "It's been sitting in its box in the hall for three weeks, never opened. Can I return it?",
    "I've been meaning to send the rug back for two weeks, it's still rolled up. Can I return it?",
    "We waited three weeks for the sofa and now we don't want it, can we return it?",
    "I've kept it in the cupboard for a fortnight without opening it, could I return it please?",
]


def _requests(text: str) -> list[dict]:
    return request_dicts(read_ticket(text, order_ref=REF), REF)


def _damage_check(text: str, action: str = "refund") -> CheckResult:
    decision = {"case_type": "damaged_item", "action": action, "lines": [{"sku": "GOOD-1", "quantity": 1}], "amount_cents": 9900}
    return CheckResult(*worn_goods_check(decision, ORDER, _requests(text)))


def _return_check(text: str) -> CheckResult:
    decision = {"case_type": "change_of_mind", "action": "return", "needs_human": False, "lines": [{"sku": "GOOD-1", "quantity": 1}],
                "sku": "GOOD-1", "amount_cents": 0}
    return check_eligible(decision, with_said(policy_evidence.Evidence(order=ORDER, now=NOW, supplement=TERMS), decision, _requests(text)))


@pytest.mark.parametrize("text", WORN)
def test_a_fault_after_use_for_a_spell_is_read_for_a_person_not_as_a_damage_claim(text):
    reading = read_ticket(text)
    assert "damaged_item" not in reading.intents
    assert any(s.why.startswith(FAULT_AFTER_USE_WHY) for s in reading.requests if "other" in s.kinds)


@pytest.mark.parametrize("text", WORN)
@pytest.mark.parametrize("action", ["refund", "collection"])
def test_the_guard_refuses_damage_money_on_goods_worn_in_use_with_the_words_quoted(text, action):
    result = _damage_check(text, action)
    assert not result.passed
    reason = refusal_reasons([result])
    assert "used for a while before the fault showed" in reason and "not damage on arrival" in reason
    assert any(w in reason for w in text.split(".")[0].split()[:4])


@pytest.mark.parametrize("text", STILL_DAMAGE)
def test_damage_beside_a_duration_that_is_no_use_is_still_a_damage_claim_the_guard_admits(text):
    assert "damaged_item" in read_ticket(text).intents
    assert _damage_check(text).passed


def test_a_fault_on_the_first_use_keeps_todays_reading_and_the_guard_admits_it():
    text = "I used the heater once and it caught fire on first use. Refund please."
    assert _damage_check(text).passed
    assert not _damage_check("The kettle arrived dented and I have used it once since. Refund please.").inputs["worn_in_use"]


def test_a_person_editing_the_plan_clears_the_wear_check():
    decision = {"case_type": "damaged_item", "action": "refund", "lines": [{"sku": "GOOD-1", "quantity": 1}], "amount_cents": 9900}
    check, passed, inputs, _ = worn_goods_check(decision, ORDER, _requests(WORN[0]), kind_set_by="lead.lee")
    assert passed and inputs["cleared_by"] == "lead.lee"


def test_the_wear_check_holds_only_the_line_the_wear_names():
    order = {**ORDER, "lines": [{"sku": "PAN-1", "description": "Frying pan", "quantity": 1, "unit_price_cents": 4000},
                                {"sku": "LID-2", "description": "Glass lid", "quantity": 1, "unit_price_cents": 1500}]}
    text = "I've cooked with the frying pan every day for a month and the coating is peeling. The glass lid arrived cracked. Refund both please."
    asked = request_dicts(read_ticket(text, order_ref=REF), REF)
    on = lambda sku: CheckResult(*worn_goods_check({"case_type": "damaged_item", "action": "refund", "lines": [{"sku": sku, "quantity": 1}],
                                                    "amount_cents": 100}, order, asked))
    assert not on("PAN-1").passed
    assert on("LID-2").passed


@pytest.mark.parametrize("text", USED_FOR_A_CHANGE_OF_MIND)
def test_goods_used_for_a_spell_are_not_unused_for_a_change_of_mind_return(text):
    assert said_used(text)
    result = _return_check(text)
    assert not result.passed
    assert "item_unused" in result.inputs["failing"]
    assert "POL-COM-005 takes back unused items only" in refusal_reasons([result])


@pytest.mark.parametrize("text", STILL_UNUSED)
def test_goods_only_waited_for_kept_or_tried_on_stay_unused(text):
    assert not said_used(text)
    assert "item_unused" not in _return_check(text).inputs["failing"]
