"""A line the customer declines money for or calls fine is no candidate for the claim beside it, and a name
read whole ("the candle holder") names that line only; cloth come apart or marked (a pulled thread, a snag,
fraying, a seam come undone, bobbling, a faded patch, a stain) is damage; what the customer tells of their
history and feelings asks nothing, and the wrong goods' unfitness is the wrong item's, not a change of
mind; a delay waved off in its own clause beside another claim asks nothing for the delay."""

import pytest

from runs.guards import check_line_in_ticket
from runs.intents import read_ticket
from runs.screening import request_dicts
from runs.ticket_lines import lines_asked_about

REF = "SU-60411"


def _order(*lines):
    return {"order_ref": REF, "lines": [{"sku": sku, "description": d, "quantity": 1, "unit_price_cents": 2000} for sku, d in lines]}


CANDLES = _order(("CND", "Dinner candles x4"), ("HLD", "Brass candle holder"))
MUGS = _order(("MUG", "Stoneware mugs, set of 2"), ("TPT", "Stoneware teapot"))
NAPKINS = _order(("NAP", "Linen napkins x4"), ("TBC", "Linen tablecloth"))
CUSHIONS = _order(("CSH", "Velvet cushions x2"), ("MIR", "Round wall mirror"))


def reading(body):
    return read_ticket(f"{REF}\n{body}")


def _asked(order, body, kind="damaged_item"):
    found, why = lines_asked_about(order, reading(body), kind)
    return [x["sku"] for x in found], why


@pytest.mark.parametrize("order,body,sku", [
    (CANDLES, "Please don't refund the candles, they're perfect. It's the candle holder that's broken - one of the arms "
              "snapped off in transit. Refund that please.", "HLD"),
    (CANDLES, "the candle holder came with a bent arm, refund it pls. candles r fine dont refund those", "HLD"),
    (MUGS, "hiya, the mugs are fine so leave those. the teapot's lid cracked in the post tho, can u refund it", "TPT"),
    (NAPKINS, "I'm keeping the napkins, they're lovely - no refund for them. The tablecloth though is torn at one corner, "
              "refund that please.", "TBC"),
    (CUSHIONS, "please dont refund the cushions, theyre great. the other thing came with a crack right across it - refund that pls",
     "MIR"),
    (MUGS, "Good afternoon. I do not require a refund for the mugs; they arrived in perfect order. Regrettably, one arrived "
           "with a chip out of the spout. Kindly refund it.", "TPT"),
])
def test_a_line_declined_or_called_fine_is_no_candidate_for_the_claim(order, body, sku):
    assert _asked(order, body) == ([sku], "")


@pytest.mark.parametrize("order,body,sku", [
    (CANDLES, "Please don't refund the candles, they're perfect. One of the arms snapped off in transit, refund that please.", "HLD"),
    (CUSHIONS, "please dont refund the cushions, theyre great. the other thing came with a crack right across it - refund that pls",
     "MIR"),
    (MUGS, "The mugs are perfect, no refund needed for those. Sadly the other piece arrived cracked, refund please.", "TPT"),
    (NAPKINS, "Don't refund the napkins pls, they're fine. Other item showed up with a big rip in it, could I get my money back?", "TBC"),
    (CANDLES, "dont refund the candles. arrived bent out of shape, want a refund for it", "HLD"),
])
def test_the_guard_takes_the_one_line_left_for_a_claim_naming_none(order, body, sku):
    requests = request_dicts(reading(body), REF)
    decision = {"case_type": "damaged_item", "action": "refund", "sku": sku, "lines": [{"sku": sku, "quantity": 1}]}
    assert check_line_in_ticket(decision, order, requests).passed
    other = next(x["sku"] for x in order["lines"] if x["sku"] != sku)
    wrong = {"case_type": "damaged_item", "action": "refund", "sku": other, "lines": [{"sku": other, "quantity": 1}]}
    assert not check_line_in_ticket(wrong, order, requests).passed


@pytest.mark.parametrize("order,body", [
    # nothing declined or called fine: a claim naming no line is still a person's to place
    (CANDLES, "One of them arrived snapped, refund that please."),
    # both lines set aside: none is left to be the claim's
    (MUGS, "The mugs are fine and the teapot is fine too, but something arrived chipped. Refund it please."),
])
def test_no_line_is_guessed_when_none_or_none_left_is_set_aside(order, body):
    skus, why = _asked(order, body)
    assert skus == [] and why


@pytest.mark.parametrize("body", [
    "the grey towel has a pulled thread all down one side, can I get a refund for that one?",
    "Hello. The wool throw turned up with a big snag in the middle and the edge is already frayed. I'd like my money back for it please.",
    "jumper snagged in 2 places str8 out the bag, refund pls",
    "The hem on the curtains is fraying already and one seam has come undone. Could you refund them?",
    "The scarf is unravelling at one end - I'd like a refund please.",
    "sweater was bobbled before I even wore it. money back please",
    "There's a faded patch on the duvet cover, right in the middle. Can I have a refund?",
    "big stain across the front of the tee, please refund it",
    "The rug has holes near the tassels and it's pilling all over, please can I get a refund",
])
def test_cloth_come_apart_or_marked_is_damage(body):
    r = reading(body)
    assert "damaged_item" in r.intents and "other" not in r.intents


@pytest.mark.parametrize("body", [
    "we hit a snag with the booking, could you look at my address?",
    "The only snag is I need it by Friday - can you tell me when it ships?",
])
def test_a_snag_of_plans_is_no_damage(body):
    assert "damaged_item" not in reading(body).intents


@pytest.mark.parametrize("body", [
    "I wanted to write a proper note because I've been shopping with you for about three years now, and I want you to know how "
    "much I value the service.",
    "I've been shopping with you for about three years now and I'd really like to keep doing so.",
    "I wanted to write a proper note rather than just fill in the form, because I've been a customer for years and I really need "
    "you to understand how frustrating this is.",
    "id like to say a massive thank u to the driver who carried it up four flights!!",
    "Please don't take this as a complaint, I love the shop and we'd love to keep ordering from you.",
    "We would just like to tell you how much the kids loved the tent.",
])
def test_the_customers_history_and_feelings_ask_nothing(body):
    r = reading(body)
    assert r.intents == []
    assert not [s for s in r.sentences if s.role in ("request", "request_unread")]


def test_a_real_ask_beside_feelings_still_asks():
    assert reading("I want you to know I'm disappointed, and I want my address changed for future orders.").intents == ["other"]


@pytest.mark.parametrize("body", [
    "Hi there,\n\nI've been with you for years. This time though the two cushion covers that came are mustard yellow, not the teal "
    "ones I ordered. They really don't go with our sofa at all. Could I send them back for a refund please?",
    "the two cushion covers that came are mustard yellow, not the teal ones I ordered, and mustard doesn't go with anything in my "
    "lounge so I'd like to return them",
    "the bath mat you sent is the small one not the large i picked and honestly its too small for our bathroom, id like to return it",
    "You sent the lamp in navy but I picked sage. The colour just doesn't suit our room. Please arrange a return.",
    "Ordered the oak frame, got walnut.\n\nIt clashes with everything, so can I send it back?",
])
def test_the_wrong_goods_unfit_is_the_wrong_item_not_a_change_of_mind(body):
    assert reading(body).intents == ["wrong_item"]


@pytest.mark.parametrize("body", [
    "you sent the lamp in navy, I picked sage. Also I changed my mind on the rug, it's too small, can I return it?",
    "you sent the lamp in navy, I picked sage, and I also want to return the rug as it's too small",
])
def test_other_goods_changed_mind_on_beside_a_wrong_item_stay_a_change_of_mind(body):
    assert set(reading(body).intents) == {"wrong_item", "change_of_mind"}


@pytest.mark.parametrize("body", [
    "The parcel was four days late - no big deal, but the rug has a burn mark, please refund the rug",
    "The delivery was 3 days late, not a biggie, but the vase is cracked - please refund the vase",
    "arrived late which is fine, but the mirror is cracked and i want a refund",
    "The order came a week late and the lamp was broken, no big deal about the delay but please refund the lamp",
    "came late, i can live with that. but the serving bowl has a chip on the rim, refund pls",
    "Parcel came 5 days late, honestly not bothered about that part. The kettle however is dented, refund please.",
    "It was delayed by nearly a week, these things happen, but the blanket has a hole in it. Please refund it.",
    "it came 3 days late, stuff happens, but the mug is chipped, refund it",
])
def test_a_delay_waved_off_beside_another_claim_asks_nothing_for_the_delay(body):
    r = reading(body)
    assert "late_delivery" not in r.intents and "damaged_item" in r.intents


@pytest.mark.parametrize("body", [
    "it was late, no big deal, but I'd like the shipping fee back and the mug is chipped",
    "it was late, no big deal, but please refund the delivery and the mug, its chipped",
    "The rug has a burn mark and the parcel was four days late. Please refund the rug and the delivery charge.",
    # a delay that keeps happening is no shrug
    "it came late again, it happens every time, and the mug is chipped, refund it",
])
def test_a_delay_waved_off_but_its_fee_asked_or_told_as_recurring_is_still_a_claim(body):
    assert "late_delivery" in reading(body).intents
