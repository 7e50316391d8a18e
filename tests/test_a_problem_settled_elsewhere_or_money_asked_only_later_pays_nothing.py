"""A past problem told as settled by another channel or by the seller, a refund thanked for as had, and money asked only on
a later occasion or a day to come ask nothing now (verify48: V48-107 $31.32 paid on "the lovely lady on your chat (Priya?)
refunded me there and then"; V48-314 $82.08 on "The seller gave me 50% back already ... and I'm happy with that"; V48-310 a
damage subtask from "My refund for the cracked bowl came through, thanks - but ..."; V48-109 $48.11 on "if it still
hasn't shown up by Monday I'd want my money back, but let's give the courier till then"; V48-305 $5.99 on "I'm not after
anything this time, but if the next one is late I want the delivery fee back"). Wording written for these tests."""

from datetime import datetime, timezone

import pytest

from runs.guards import check_request_in_ticket, settled_against
from runs.intents import read_ticket
from runs import policy_evidence
from tests.fresh_cases import assert_money_as_expected, case, cents, late_by, line, not_come, refund

# ---- 1. settled by another channel (chat, phone, a store, a colleague), with thanks and nothing asked ----
SETTLED_ELSEWHERE = [
    "Last week the mug came chipped, but Tom on your phone line refunded it straight away, so no complaints.",
    "The kettle arrived dented in March - your colleague sorted it at the time, thanks so much.",
    "i had broken lamp last month but the man in your shop give me the money back already, all good thank you.",
    "The lid was snapped when it arrived, which was annoying, but the bloke on your helpline refunded it in two minutes flat, so fair play.",
    "A while back my order came with a cracked plate and the lady on the phone, Anne I think, gave me my money back - lovely service.",
    "Earlier this month the storm lantern arrived with a cracked glass, and the lovely lady on your chat (Priya?) refunded me there "
    "and then, so thank you, no complaints at all.",
]
# the ask beside it is the ticket's only one
ADDRESS = " Could you update my delivery address to 14 Cobble Lane for future orders?"
STILL_CLAIMED = [
    "The lady on your chat (Priya?) refunded the delivery fee, but the lantern glass is still cracked - can I get a refund for that?",
    "The lantern arrived cracked and the lovely lady on your chat refunded me, but now the replacement has arrived cracked too.",
    "I spoke to the lady on your chat (Priya?) about the cracked glass but she couldn't refund it, so please refund me.",
    "The storm lantern arrived with a cracked glass, and the lady on your chat (Priya?) said she'd refund me but nothing has come through.",
]


@pytest.mark.parametrize("text", SETTLED_ELSEWHERE)
def test_a_problem_settled_by_another_channel_asks_nothing(text):
    reading = read_ticket(text + ADDRESS, order_ref="SU-1")
    assert "damaged_item" not in reading.intents, reading.as_payload()
    assert any(s.settles == ["damaged_item"] for s in reading.sentences), reading.as_payload()


@pytest.mark.parametrize("text", STILL_CLAIMED)
def test_a_settling_turned_chased_or_of_something_else_leaves_the_claim(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert not any(s.settles == ["damaged_item"] for s in reading.sentences), reading.as_payload()
    assert "damaged_item" in reading.intents or any(s.is_request for s in reading.sentences), reading.as_payload()


# ---- 2. settled by the seller, part of the money, accepted ----
SELLER_SETTLED = [
    "Hello, the side table came with a long scratch across the top. The seller gave me 50% back already when I messaged them, and "
    "I'm happy with that. They asked me to mention it here so it's on your records too.",
    "Scratched table top!! Anyway the seller gave me half my money back and honestly I'm happy with that, so nothing needed from you.",
    "Quick note: the table came with a crack in the corner, but the seller refunded part of it and I've accepted that.",
    "So the table arrived with a bit of a stain, which was a shame, but I got in touch with the shop that sold it through your "
    "marketplace and they gave me 40% back, which is more than fair, so I'm happy. They said to let you know too.",
    "The table arrived with a chipped leg. I sorted it directly with the seller - they sent me $20 back and I'm satisfied. Only "
    "mentioning it so it's on file.",
    "The table arrived dented. The vendor knocked 30% off when I messaged them about the dent, and that's fine by me. Just letting "
    "you know for your records.",
]
SELLER_REST_ASKED = [
    "The side table came with a long scratch across the top. The seller gave me 50% back already, but I'd like the rest refunded please.",
    "The side table came with a long scratch across the top. The seller offered 50% back but I said no - I want a full refund.",
]


@pytest.mark.parametrize("text", SELLER_SETTLED)
def test_part_money_from_the_seller_accepted_asks_nothing(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert "damaged_item" not in reading.intents, reading.as_payload()


# ---- 3. a refund thanked for as had, beside another claim ----
THANKED_BESIDE = [
    "My refund for the cracked bowl came through, thanks - but you only refunded the bowl, not the shipping I was charged twice.",
    "Got the refund for the broken bowl, cheers, but the postage was taken twice on my card - please refund one.",
    "Thanks for replacing the wrong bowl so fast - the only thing left is that I was billed twice for shipping, please refund the extra.",
    "The bowl came smashed but your colleague replaced it last week, thanks; however I was charged twice for it, please fix that.",
    "thank u for money back for the chipped bowl!! but i was charge two time for delivery, pls fix",
    "The refund for the torn bowl arrived yesterday, ta. Separately though, you charged me twice for it, can you reverse one?",
]
THANKED_NEAR = [
    "I got a replacement for the broken bowl but it's broken too, and I was charged twice for postage.",
    "You refunded the mug last week, but now the bowl arrived cracked and I was charged twice.",
]


@pytest.mark.parametrize("text", THANKED_BESIDE)
def test_a_refund_thanked_for_beside_another_claim_is_no_claim_of_its_own(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert "duplicate_charge" in reading.intents, reading.as_payload()
    assert not {"damaged_item", "wrong_item"} & set(reading.intents), reading.as_payload()


@pytest.mark.parametrize("text", THANKED_NEAR)
def test_goods_told_wrong_again_after_the_settling_stay_claimed(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert {"damaged_item", "duplicate_charge"} <= set(reading.intents), reading.as_payload()


# ---- 4/5. money asked only later: by a day to come, or on the next order ----
LATER = [
    "The parcel was late again - third time this year! I'm not after anything this time, but if the next one is late I want the "
    "delivery fee back.",
    "Your courier was late again with my order. Going forward, if a delivery is late I'll be asking for my delivery charge back.",
    "My parcel turned up two days late. Not asking for anything now, but next time it's late I'll want the shipping refunded.",
    "late AGAIN. i dont want nothing this time but if next order is late i want my delivery money back ok",
    "Late. AGAIN. Not claiming today but if the next parcel is late too I'll be demanding the shipping back, I'm sick of it.",
    "Hello, the towels came a few days late; we managed fine. Should a future order be late as well, I would ask for the delivery "
    "fee back.",
]
LATER_NEAR = [
    "The parcel was late, I want the delivery fee back please, and if the next one is late I'll want that back too.",
    "The parcel was a week late. Please refund the delivery fee - and next time I'd like it on time.",
]


@pytest.mark.parametrize("text", LATER)
def test_money_asked_only_for_a_later_order_asks_nothing_now(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert "late_delivery" not in reading.intents, reading.as_payload()


@pytest.mark.parametrize("text", LATER_NEAR)
def test_money_asked_now_beside_a_later_condition_is_still_asked(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert "late_delivery" in reading.intents, reading.as_payload()


def test_a_deadline_to_come_holds_the_parcel_money_not_the_fee():
    reading = read_ticket("Tracking for my kettle has said 'out for delivery' since last Saturday and hasn't budged. I'm not panicking "
                          "yet - if it still hasn't shown up by Monday I'd want my money back, but let's give the courier till then. "
                          "Could you just keep an eye on it?", order_ref="SU-1")
    assert any("refund" in s.forbids for s in reading.sentences), reading.as_payload()


# ---- the guard reads the same words by itself ----
NOW = datetime(2026, 11, 24, 15, 30, tzinfo=timezone.utc)
TABLE = [line("TABLE-1", "Mango wood side table", 7600)]


def _order(lines):
    return {"order_ref": "SU-1", "lines": lines, "charges": [], "refunds": []}


def test_the_guard_holds_a_claim_its_next_sentence_settles():
    requests = [{"text": "Hello, the side table came with a long scratch across the top.", "kinds": ["damaged_item"],
                 "told_after": ["The seller gave me 50% back already when I messaged them, and I'm happy with that."]}]
    decision = {"case_type": "damaged_item", "action": "refund", "items": [{"sku": "TABLE-1", "quantity": 1}], "amount_cents": 8208}
    assert settled_against(decision, _order(TABLE), requests)
    requests[0]["told_after"] = ["The seller gave me 50% back already, but I'd like the rest refunded please."]
    assert not settled_against(decision, _order(TABLE), requests)


def test_the_guard_holds_a_claim_settled_by_chat_in_its_own_words():
    requests = [{"text": "Earlier this month the side table arrived with a crack, and the lovely lady on your chat (Priya?) refunded me "
                         "there and then, so thank you, no complaints at all.", "kinds": ["damaged_item"]}]
    decision = {"case_type": "damaged_item", "action": "refund", "items": [{"sku": "TABLE-1", "quantity": 1}], "amount_cents": 8208}
    assert settled_against(decision, _order(TABLE), requests)


@pytest.mark.parametrize("later, now, backed", [
    ("I'm not after anything this time, but if the next one is late I want the delivery fee back.", "The parcel was late again!", False),
    ("if it still hasn't shown up by Monday I'd want my money back, but let's give the courier till then.", "It hasn't budged.", False),
    ("if the next one is late I'll want that back too.", "The parcel was late, I want the delivery fee back please.", True),
])
def test_the_guard_refuses_money_asked_only_later(later, now, backed):
    requests = [{"text": now, "kinds": ["late_delivery"]}, {"text": later, "kinds": ["late_delivery"]}]
    evidence = policy_evidence.Evidence(order=_order(TABLE), now=NOW, scans=[])
    decision = {"case_type": "late_delivery", "action": "refund", "amount_cents": 599}
    assert check_request_in_ticket(decision, evidence, requests, "").passed is backed


# ---- money end to end ----
LANTERN = [line("LANT-1", "Glass storm lantern", 2900)]
BOWL = [line("BOWL-1", "Ceramic mixing bowl", 2500)]
KETTLE = [line("KET-1", "Electric kettle 1.7L", 3900)]
NOTHING = {"outcome": "escalated", "refunds": [], "returns": []}


@pytest.mark.django_db
def test_no_money_for_problems_settled_elsewhere_or_asked_only_later(tmp_path):
    cases = [case(f"SE-{n}", text + ADDRESS, LANTERN, intents=["other"], ref=f"SU-7130{n}", expected=NOTHING)
             for n, text in enumerate(SETTLED_ELSEWHERE)]
    cases += [case(f"SS-{n}", text, TABLE, intents=[], ref=f"SU-7131{n}", seller_type="marketplace", expected=NOTHING)
              for n, text in enumerate(SELLER_SETTLED + SELLER_REST_ASKED)]
    cases += [late_by(case(f"LT-{n}", text, BOWL, intents=[], ref=f"SU-7132{n}", expected=NOTHING), 3) for n, text in enumerate(LATER)]
    cases.append(not_come(case("KT-1", "Tracking for my kettle has said 'out for delivery' since last Saturday and hasn't budged. I'm not "
                               "panicking yet - if it still hasn't shown up by Monday I'd want my money back, but let's give the courier "
                               "till then. Could you just keep an eye on it?", KETTLE, intents=["other"], ref="SU-71330", expected=NOTHING),
                          picked_up_days_ago=14, promised_days_ago=2))
    # near-misses: money asked now is paid
    cases.append(case("SE-N", "The lantern arrived with a cracked glass and nobody has sorted it - please refund it.", LANTERN,
                      intents=["damaged_item"], ref="SU-71340",
                      expected={"outcome": "resolved", "refunds": [refund(cents(LANTERN, "LANT-1", 1), "LANT-1", 1)], "returns": []}))
    cases.append(late_by(case("LT-N", LATER_NEAR[0], BOWL, intents=["late_delivery"], ref="SU-71341",
                              expected={"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform", "lines": []}], "returns": []}), 3))
    assert_money_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_a_refund_thanked_for_pays_only_the_other_claim(tmp_path):
    cases = [_fee_twice(case(f"TH-{n}", text, BOWL, intents=["duplicate_charge"], ref=f"SU-7135{n}",
                             refunds=[{"amount_cents": cents(BOWL, "BOWL-1", 1), "case_type": "damaged_item", "reason": "cracked bowl",
                                       "lines": ["BOWL-1"]}],
                             expected={"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform", "lines": []}]}))
             for n, text in enumerate(THANKED_BESIDE[:2])]
    assert_money_as_expected(tmp_path, cases)


def _fee_twice(c: dict) -> dict:
    """The case's delivery fee taken a second time a few minutes later (the copy the customer tells of)."""
    order = c["world"]["orders"][0]
    fee = next(x for x in order["charges"] if x["kind"] == "delivery")
    order["charges"].append({**fee, "charged_at": fee["charged_at"].replace(":00:00", ":04:00")})
    return c


# ---- verify48 round 4: a past problem settled told in learner English and thanked for (V48-410) ----
LEARNER_SETTLED_BEFORE = [
    "Hello. Before, the cup was broken and you give me money back, thank you.",
    "last month the plate come crack and u refund me, thx.",
    "Last time my teapot arrive broken and your team give me refund, thank you very much.",
    "One time, bowl is broken and you send me new one, thanks a lot!!",
    "two week ago the mug come with crack and the seller give me the money back, thank you so much.",
    "Previously the vase was chip and you refund me fast, tq.",
]
LEARNER_NEAR = [
    "The cup is broken, you give me money back, thank you.",
    "Before, the cup was broken and you give me money back please, thank you.",
    "Before, the cup was broken and you give me money back, thank you - but now the plate is broken too.",
]
EMAIL_ASK = " Now I want change my email address to mina.new@example.com please."


@pytest.mark.parametrize("text", LEARNER_SETTLED_BEFORE)
def test_a_past_problem_settled_in_learner_english_asks_nothing(text):
    reading = read_ticket(text + EMAIL_ASK, order_ref="SU-1")
    assert "damaged_item" not in reading.intents, reading.as_payload()
    assert "other" in reading.intents, reading.as_payload()


@pytest.mark.parametrize("text", LEARNER_NEAR)
def test_a_learner_ask_or_a_new_problem_beside_thanks_stays_claimed(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert "damaged_item" in reading.intents, reading.as_payload()


# ---- someone else's suggested remedy, declined (V48-412) ----
SUGGESTION_DECLINED = [
    "My sister says I should ask for a refund because the parcel came late, but honestly I don't mind at all. Lovely cushions!",
    "my husband reckons we should claim the delivery money back as it was 3 days late, but we're not bothered.",
    "Mum told me to ask for compensation for the late delivery, though tbh it's fine.",
    "My colleague keeps saying I should complain and get a refund since it turned up late - but I'm not fussed, it came in time for the party.",
    "My friend said I should demand a refund for the delay, but no need, these things happen.",
    "The parcel was late. My other half thinks I should ask for my money back, but honestly I'm not bothered.",
]
SUGGESTION_TAKEN = [
    "My sister says I should ask for a refund and she is right. The parcel came 3 days late, please refund the delivery fee.",
    "My husband says I should ask for the delivery fee back because it came late, and I agree, please refund it.",
]


@pytest.mark.parametrize("text", SUGGESTION_DECLINED)
def test_a_remedy_someone_else_suggested_and_declined_asks_nothing(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert "late_delivery" not in reading.intents, reading.as_payload()


@pytest.mark.parametrize("text", SUGGESTION_TAKEN)
def test_a_suggested_remedy_taken_up_is_still_asked(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert "late_delivery" in reading.intents, reading.as_payload()


# ---- a remedy meant and let go because the customer fixed it themselves (V48-413) ----
FIXED_AND_LET_GO = [
    "Was going to ask for a refund for the scratched frame but I've touched it up with a marker pen and you can't tell, so all fine!",
    "was gonna complain about the scuffed frame but my husband painted over it and you cant even see it now",
    "I was about to email for a refund as the frame had a scratch, then I touched it up with some wood stain and it looks perfect.",
    "Had been planning to claim for the chipped frame, but a dab of filler and it's good as new.",
    "We were going to return the frame because of the mark on it, but we polished it and now it's fine.",
    "I was all set to ask for money back for the scratch on the frame, but I coloured it in with a felt tip and honestly you can't spot it.",
]
FIX_FAILED_OR_ASKED = [
    "Was going to ask for a refund for the scratched frame but I touched it up with a marker and you can still see it, please refund.",
    "I was going to let the scratch on the frame go but it's getting worse, please refund the frame.",
    "Was going to just touch up the scratched frame but it's too deep, so please refund it.",
]


@pytest.mark.parametrize("text", FIXED_AND_LET_GO)
def test_a_remedy_let_go_after_the_customers_own_fix_asks_nothing(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert "damaged_item" not in reading.intents, reading.as_payload()


@pytest.mark.parametrize("text", FIX_FAILED_OR_ASKED)
def test_a_fix_that_failed_or_money_asked_after_it_stays_claimed(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert "damaged_item" in reading.intents, reading.as_payload()


# ---- part money from the seller accepted, in learner words: the settling sentence asks nothing either ----
SELLER_PART_LEARNER = [
    "the table come with scratch. the seller already give me half money back, i am ok with this",
    "Table have a crack. Seller already refund me 30%, is ok for me.",
    "the table leg is broken but the seller already give me $20 back, i accept, no problem",
    "table come scratched. seller already give me 40% back so is fine for me.",
    "The table top have stain. The seller already give me some money back, I am happy.",
    "table arrive with dent!! the seller already refund me half, ok no problem thank you",
]


@pytest.mark.parametrize("text", SELLER_PART_LEARNER)
def test_part_money_from_the_seller_in_learner_words_is_settled_and_asks_nothing(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert not reading.intents, reading.as_payload()
    assert any(s.why == "a past problem the next sentence says was settled" or s.settles for s in reading.sentences) or all(
        s.role in ("context", "statement", "courtesy") for s in reading.sentences), reading.as_payload()


# ---- thanks asked to be passed on, with an emphatic "do" ----
DO_PASS_ON = [
    "The parcel came on time. Do thank the delivery lady for me.",
    "Do thank your driver for me, he was so careful.",
    "do thank the packers, everything was wrapped beautifully",
    "Lovely rug. Do pass on my thanks to the warehouse team.",
    "Do tell your courier he was a star!!",
    "Arrived early. Do let the delivery guy know we appreciated him carrying it upstairs.",
]
NOT_PASSED_ON = [
    "Thanks to your driver, it arrived on time.",
    "The delivery lady was lovely.",
    "I simply wanted to pass on my thanks to the packing team.",
]


@pytest.mark.parametrize("text", DO_PASS_ON)
def test_thanks_to_pass_on_with_do_is_an_ask_of_its_own(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert any(s.is_request and s.kinds == ["other"] for s in reading.sentences), reading.as_payload()


@pytest.mark.parametrize("text", NOT_PASSED_ON)
def test_thanks_told_not_asked_passed_on_asks_nothing(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert not any(s.is_request for s in reading.sentences), reading.as_payload()


FRAME = [line("FRAME-1", "Oak picture frame", 1900)]
CUSHIONS = [line("CUSH-1", "Velvet cushion", 1500, 2)]
CUP = [line("CUP-1", "Stoneware cup", 1500)]


@pytest.mark.django_db
def test_no_money_for_settled_declined_or_self_fixed_problems(tmp_path):
    cases = [case(f"LS-{n}", text + EMAIL_ASK, CUP, intents=["other"], ref=f"SU-7136{n}", expected=NOTHING)
             for n, text in enumerate(LEARNER_SETTLED_BEFORE[:3])]
    cases += [late_by(case(f"SD-{n}", text, CUSHIONS, intents=[], ref=f"SU-7137{n}", expected=NOTHING), 3)
              for n, text in enumerate(SUGGESTION_DECLINED[:3])]
    cases += [case(f"FX-{n}", text, FRAME, intents=[], ref=f"SU-7138{n}", expected=NOTHING) for n, text in enumerate(FIXED_AND_LET_GO[:3])]
    cases.append(case("SP-0", SELLER_PART_LEARNER[0], TABLE, intents=[], ref="SU-71390", seller_type="marketplace", expected=NOTHING))
    # near-misses: money asked now is paid
    cases.append(late_by(case("SD-N", SUGGESTION_TAKEN[0], CUSHIONS, intents=["late_delivery"], ref="SU-71391",
                              expected={"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform", "lines": []}], "returns": []}), 3))
    cases.append(case("FX-N", FIX_FAILED_OR_ASKED[0], FRAME, intents=["damaged_item"], ref="SU-71392",
                      expected={"outcome": "resolved", "refunds": [refund(cents(FRAME, "FRAME-1", 1), "FRAME-1", 1)], "returns": []}))
    assert_money_as_expected(tmp_path, cases)
