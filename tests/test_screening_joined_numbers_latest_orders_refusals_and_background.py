"""Screening: bare order numbers joined as a list are several orders; "my most recent order" is the last one
numbered, not an earlier time; an arrival told as split is damage; "please leave that alone" asks nothing, and
what the customer sets apart as background is no request; a request that sets the pinned order's goods apart ("not the monitor") is about another order;
when a refund will show up is a status question. Each with a near miss that must not trigger."""

import pytest

from runs.agents.offline_plan import _set_apart_from
from runs.intents import read_ticket
from runs.sentences import orders_in


def _sentence(text, start, **kw):
    return next(s for s in read_ticket(text, **kw).sentences if s.text.startswith(start))


# --- bare numbers joined as a list ------------------------------------------------------------------------

@pytest.mark.parametrize("text, orders", [
    ("both came late: 40712 + 40713", ["SU-40712", "SU-40713"]),
    ("re 40712/40713 - shipping refund please", ["SU-40712", "SU-40713"]),
    ("Orders #40712 & #40713 and #40714 were all slow", ["SU-40712", "SU-40713", "SU-40714"]),
    ("my two orders (40712 and 40713) are both late", ["SU-40712", "SU-40713"]),
])
def test_bare_numbers_joined_as_a_list_are_each_an_order(text, orders):
    assert orders_in(text) == orders


@pytest.mark.parametrize("text", [
    "I paid 45.00 + 12.50 for it",
    "please call 5550123 or 5550199 after six",
    "it weighs 12345 and 678 grams",  # not one length of number
    "tracking 77120044 / 77120045 says nothing",
])
def test_numbers_that_are_money_phones_or_tracking_are_no_orders(text):
    assert orders_in(text) == []


def test_a_plus_between_two_numbers_ends_no_sentence():
    reading = read_ticket("late x2\nboth parcels late. 40712 + 40713. money back for the shipping on both please", order_ref="SU-40712")
    late = next(s for s in reading.requests if "late_delivery" in s.kinds)
    assert late.orders == ["SU-40712", "SU-40713"]


# --- the latest order of those numbered -----------------------------------------------------------------

@pytest.mark.parametrize("text, start", [
    ("Orders SU-5101 and SU-5102. My most recent order came with a crushed lampshade.", "My most recent"),
    ("I have SU-5101 and SU-5102 with you. the latest order never turned up", "the latest"),
    ("I've got SU-5101 and SU-5102 open. the last order arrived with the kettle dented.", "the last order"),
    ("Two orders, SU-5101 then SU-5102. The newest one was charged twice.", "The newest"),
])
def test_the_latest_order_is_the_last_one_numbered_and_its_claim_stands(text, start):
    s = _sentence(text, start)
    assert s.role == "request" and s.order == "SU-5102"


def test_an_earlier_order_told_of_in_a_ticket_numbering_one_is_still_context():
    s = _sentence("My last order arrived with a dent as well, but that was sorted. This one came late.", "My last order", order_ref="SU-5101")
    assert s.role == "context"


# --- arrived split ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "the walnut chopping board arrived split",
    "Bench top was delivered split, right along the grain.",
    "frame came already split at one corner :(",
])
def test_goods_told_as_arriving_split_are_damaged(text):
    assert read_ticket(text).intents == ["damaged_item"]


@pytest.mark.parametrize("text", [
    "my order arrived split into two boxes",
    "The shipment came split across two deliveries",
])
def test_an_order_arriving_in_several_parcels_is_no_damage(text):
    assert "damaged_item" not in read_ticket(text).intents


# --- hands off, and background set apart ----------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "For context: the order was billed twice, but my card issuer already reversed it, so please leave that charge alone.",
    "I was charged double last week - the bank sorted it with a dispute, so just leave the duplicate be please.",
    "Yes it was taken twice, but my bank refunded it already; please leave that part as it is.",
])
def test_a_settled_charge_asked_to_be_left_alone_is_no_request(text):
    reading = read_ticket(text + " Separately, the toaster arrived with a cracked door. Could you refund it?")
    assert reading.intents == ["damaged_item"]


def test_a_real_ask_beside_a_settled_charge_is_still_a_request():
    assert read_ticket("My bank reversed the double payment already, but could you check why it happened?").requests


@pytest.mark.parametrize("opening, ask", [
    ("Our landlord still hasn't fixed the leak in the bathroom and the heating keeps cutting out at night.",
     "The reason I'm writing: the blender (order SU-6001) arrived with a cracked jug. Please refund it."),
    ("The removal firm lost a box of books and the internet still isn't connected.",
     "What I'm actually writing about is the kettle from SU-6001, which came dented. A refund would be great."),
    ("The builders still haven't finished the roof and the car failed its MOT again.",
     "Anyway, my question is about order SU-6001: the lamp came smashed. Can I have my money back?"),
])
def test_a_problem_told_as_background_before_the_reason_for_writing_is_context(opening, ask):
    text = f"Hello\n{opening}\n\n{ask}"
    assert read_ticket(text).intents == ["damaged_item"]
    assert _sentence(text, opening[:20]).role == "context"


def test_a_problem_of_no_known_kind_with_no_reason_for_writing_still_goes_to_a_person():
    text = ("Hello\nOur landlord still hasn't fixed the leak in the bathroom and the heating keeps cutting out at night.\n\n"
            "The blender (order SU-6001) arrived with a cracked jug. Please refund it.")
    assert "other" in read_ticket(text).intents


def test_a_promise_told_before_its_status_question_is_no_second_request():
    text = ("I phoned on Monday about the cushion arriving ripped and your colleague said a new one would be posted, which suited me.\n\n"
            "Could you let me know if the replacement is actually on its way?")
    requests = read_ticket(text).requests
    assert [s.text[:9] for s in requests] == ["Could you"]


# --- the pinned order's goods set apart -------------------------------------------------------------------

_MONITOR_ORDER = {"order_ref": "SU-7001", "lines": [{"sku": "M-1", "description": "32-inch curved monitor", "quantity": 1}]}


@pytest.mark.parametrize("text, start", [
    ("One of my orders got billed twice - the phone case one, not the monitor.", "One of my"),
    ("It's the HDMI lead order that was charged twice, not the monitor luckily", "It's the"),
    ("double charge on the cables order, not on the monitor. $9.99 twice.", "$9.99"),
])
def test_a_request_setting_the_pinned_orders_goods_apart_is_about_another_order(text, start):
    s = _sentence(text, start, order_ref="SU-7001")
    assert s.not_goods and _set_apart_from(_MONITOR_ORDER, s)


@pytest.mark.parametrize("text, start", [
    ("The monitor was charged twice, not the cable.", "The monitor"),  # the pinned goods named as the claim's
    ("It was charged twice, not the first time either.", "It was"),  # no goods of the order set apart
])
def test_a_request_naming_the_pinned_goods_or_no_goods_stays_on_the_pinned_order(text, start):
    assert not _set_apart_from(_MONITOR_ORDER, _sentence(text, start, order_ref="SU-7001"))


# --- when a refund will show up; a hedged claim; a collection asked for ------------------------------------

@pytest.mark.parametrize("text", [
    "Can you say when the refund for the broken jug will land in my account? Been a week now.",
    "how long will my refund for the torn duvet take to show up??",
    "Please tell me when the credit for the dented pan should appear on my statement.",
])
def test_when_a_refund_will_show_up_is_a_status_question_not_a_new_claim(text):
    reading = read_ticket(text)
    assert reading.intents == ["other"] and reading.requests[0].doubted


def test_when_the_refund_comes_asked_after_a_claim_goes_with_that_claim():
    assert read_ticket("The platter arrived smashed. When will the refund show up?").intents == ["damaged_item"]


def test_asking_when_you_will_refund_is_the_claim_itself():
    assert read_ticket("When will you refund me for the broken clock?").intents == ["damaged_item"]


@pytest.mark.parametrize("text", [
    "I think I might have been charged twice for the towels?",
    "We could have been charged twice for order SU-8100, can you look?",
])
def test_a_hedged_charge_is_a_duplicate_claim_not_a_counterfactual(text):
    assert "duplicate_charge" in read_ticket(text).intents


def test_a_counterfactual_is_still_no_claim():
    assert "duplicate_charge" not in read_ticket("Had you charged me twice I would have been furious, but all is well.").intents


@pytest.mark.parametrize("text", [
    "The wardrobe door arrived cracked. Kindly arrange for the damaged wardrobe to be removed and the cost refunded.",
    "The desk came with a split leg. Please have the broken desk collected and refund me.",
    "Armchair arrived torn. I'd like the faulty armchair taken away and my money returned.",
])
def test_a_collection_and_refund_asked_for_a_claim_is_that_claims_remedy(text):
    assert read_ticket(text).intents == ["damaged_item"]
