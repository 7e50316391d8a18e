"""Screening: a charge taken twice told by its amounts alone, with no word of twice, is a duplicate charge:
one amount seen twice on the card or on two dates, a statement line pasted twice, an amount taken that is
twice what the goods cost, and a receipt's amount set against twice it on the bank. Two things that cost
the same, a price and what was paid for it, goods of two units, money given back, and amounts that are
not one twice the other tell no copy. Whether a copy was taken is the order record's to say
(tests/test_duplicate_told_by_amounts_paid_by_the_record.py)."""

import pytest

from runs.intents import read_ticket
from runs.intents.amounts_told import charged_double, same_amount_twice, statement_line_key


def _kinds(body: str) -> list[str]:
    return read_ticket(f"SU-75009\n{body}").intents


# one amount, twice on the card or on two dates, in one sentence
@pytest.mark.parametrize("body", [
    "On my card I see 45.50 on first of june and 45.50 again on third of june. I buy only one lamp.",
    "my statement has £19.99 on the 4th and £19.99 on the 6th for the same kettle",
    "Bank app: 62,40 on monday, 62,40 on wednesday. one order only!!",
    "There is €33.00 taken on 2 May and then €33.00 on 5 May, I ordered the vase once.",
    "I can see 27.95 and then 27.95 again on my visa from you",
    "we was charged 88.10 and 88.10 for one chair",
    "The transactions say $14.25, $14.25 - I only placed one order.",
    "On my account: 54.00 (Tuesday) and 54.00 (Thursday), both to your shop, for one pair of boots.",
])
def test_one_amount_seen_twice_in_one_sentence_is_a_duplicate_charge(body):
    assert "duplicate_charge" in _kinds(body)


# a statement's lines pasted as they are, the same line twice (or on two dates)
@pytest.mark.parametrize("body", [
    "Copied from my statement:\n01/06 HOMEWARES DIRECT SU-75009 -44.00\n01/06 HOMEWARES DIRECT SU-75009 -44.00\nI bought four side plates, once. Can you fix this please.",
    "this is what my bank shows\n12.03.2026  SUNDRY MARKET  23.50\n12.03.2026  SUNDRY MARKET  23.50",
    "Here are the lines:\n\nSUNDRY*ORDER 75009   $61.20\nSUNDRY*ORDER 75009   $61.20\n\nOne throw, bought one time.",
    "From online banking -\n03 Jun Sundry Homewares 12.99 DR\n04 Jun Sundry Homewares 12.99 DR\nthat's the same cushion twice over",
    "pasting the entries:\nPOS SUNDRY LTD -98.00\nPOS SUNDRY LTD -98.00\nPOS COFFEE CO -3.20",
    "Statement extract\n2026-06-01 Sundry.com 15.75\n2026-06-01 Sundry.com 15.75\nPlease look into it",
])
def test_a_statement_line_pasted_twice_is_a_duplicate_charge(body):
    reading = read_ticket(f"SU-75009\n{body}")
    assert "duplicate_charge" in reading.intents
    assert [s.text for s in reading.requests if "duplicate_charge" in s.kinds] != []


# an amount taken that is twice what the goods cost
@pytest.mark.parametrize("body", [
    "I've been charged $70 for a $35 tote bag. Please refund the difference.",
    "you took 90.00 off my card for a 45.00 lamp",
    "The kettle is £24 but £48 came out of my account.",
    "my bank shows $59.98 for one $29.99 mug, that cant be right",
    "Charged 130 dollars for a sixty-five dollar rug!",
    "i pay 80 euro for the candle set that cost 40 euro",
    "The price on your site was $12.50 and my card got hit for $25.00.",
])
def test_an_amount_taken_twice_the_price_is_a_duplicate_charge(body):
    assert "duplicate_charge" in _kinds(body)


# the receipt's amount in one sentence and twice it on the bank in the next
@pytest.mark.parametrize("body", [
    "Your receipt says $58.00. My bank says $116.00. I bought one rug.",
    "The invoice total is 42.00. My statement shows 84.00.",
    "Order confirmation: $19.50. Amount taken from my card: $39.00.",
    "the email receipt said £31.40\nbut my banking app says £62.80",
    "Checkout said 27 dollars. Then 54 dollars went out of my account.",
    "Price on the receipt - $75. What my card was charged - $150!",
    "the website price was 18.00 . my acount got chraged 36.00",
])
def test_a_receipt_against_twice_it_on_the_bank_is_a_duplicate_charge(body):
    reading = read_ticket(f"SU-75009\n{body}")
    claim = [s for s in reading.requests if "duplicate_charge" in s.kinds]
    assert len(claim) == 1
    assert len({a.cents for a in claim[0].amounts if a.cents}) in (0, 2)  # both amounts go with the claim when read


@pytest.mark.parametrize("body", [
    "I see $45.50 on June 1. And $45.50 again on June 3, for one lamp.",
    "Visa shows 19.99 on the 2nd.\nthen 19.99 again on the 4th",
    "Receipt: $58.00.\nBank: $116.00.",
])
def test_one_amount_told_in_two_sentences_is_one_duplicate_charge(body):
    reading = read_ticket(f"SU-75009\n{body}")
    assert len([s for s in reading.requests if "duplicate_charge" in s.kinds]) == 1


@pytest.mark.parametrize("body", [
    "I paid $20 for the mug and $20 for the plate.",
    "I was charged $35 for the $35 bag, all fine.",
    "I was charged $70 for two $35 cushions.",
    "The tote bags are $35 each and I was charged $70.",
    "You refunded 44.00 and I was charged 44.00 for the new one.",
    "Your receipt says $58.00 and my bank says $58.00, thanks, all good.",
    "My card shows $80 for a $35 lamp and the $45 shade.",
    "The receipt says $40. My bank says $70.",
    "I was not charged $70 for the $35 bag in the end.",
    "I paid 15.00 on the 3rd and the parcel came on the 5th.",
    "The lamp is $45 and the shade is $45, and I paid $90.",
    "I was charged $12.99 but the refund of $12.99 never came.",
    "I paid $50 for the jacket and $50 for the boots, the jacket is torn.",
    "The blender was $45.00 and I got charged $45.00 plus $5.99 delivery.",
    "I've had $30 taken and $30 refunded, thanks.",
    "The lamp cost £20. Delivery was £40 which seems a lot.",
])
def test_amounts_that_tell_no_copy_are_no_duplicate_charge(body):
    assert "duplicate_charge" not in _kinds(body)


def test_a_blank_line_parts_a_receipt_from_an_amount_told_later():
    assert "duplicate_charge" not in _kinds("Receipt: $58.00.\n\nUnrelated, but my bank says $116.00 is my overdraft limit.")


@pytest.mark.parametrize("body", [
    "Lines from my statement:\n01/06 SUNDRY -44.00\n02/06 SUNDRY -12.00\n03/06 COFFEE -3.20",
    "I'm writing from 14 Park Road.\nI'm writing from 14 Park Road.",
    "What I ordered:\nBath towel 28.00\nBath towel 28.00\nOne of them came torn.",
])
def test_lines_that_differ_or_hold_no_amount_are_no_duplicate(body):
    assert "duplicate_charge" not in _kinds(body)


def test_the_difference_asked_back_beside_a_doubled_charge_is_that_claims_remedy():
    reading = read_ticket("SU-75009\nCharged me 70.00 for a 35.00 tote. Please can I have the extra back?")
    assert reading.intents == ["duplicate_charge"]


def test_a_price_difference_asked_after_a_price_drop_is_still_a_person_s():
    reading = read_ticket("SU-75009\nThe lamp dropped to $30 a day after I bought it. Please refund the price difference.")
    assert "duplicate_charge" not in reading.intents
    assert "other" in reading.intents


def test_the_readers_say_where_and_what():
    assert same_amount_twice("45.50 on first of june and 45.50 again on third of june") == (0, 32)
    assert charged_double("charged $70 for a $35 tote bag") == (8, 21)
    assert statement_line_key("01/06 HOMEWARES DIRECT SU-75009 -44.00") == statement_line_key("03/06 Homewares Direct SU-75009 44.00") \
        == "homewares direct su-75009 <4400>"
    assert statement_line_key("I see 44.00 on my card") == ""
