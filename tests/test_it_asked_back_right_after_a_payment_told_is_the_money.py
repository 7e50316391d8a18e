""""It" asked back right after a sentence that tells a payment, in a ticket whose only problem is a double charge, is
the money: the held-back blind round ver22b had "2nd paymnt of $129.00 went out the next morning, i only got 1 rug
lol. pls send it bak asap" refund the copy (right) and also start a return of the rug nobody offered back. The goods
told just before, the customer's own sending, or a problem with the goods keep it a return. Wording written for
these tests."""

import pytest

from runs.intents import read_ticket


@pytest.mark.parametrize("body", [
    "I have been billed twice for the kettle. The second payment of 45 dollars left my account on Tuesday. Please send it back.",
    "Charged twice for the mirror! The duplicate transaction was $80. Can you put it back quickly",
    "double charge on my card for the coat. the 2nd debit is $99. return it asap",
    "u took my money 2 times for the blender, the extra paymnt was 64.50. give it bak thx",
    "Two charges for one order of bath towels. £38.00 went out a second time yesterday. Kindly send that back to me today.",
    "My bank shows the duvet twice. The repeat charge is for 120 dollars. Please return it, cheers.",
])
def test_it_asked_back_after_a_payment_is_the_duplicates_money(body):
    reading = read_ticket(f"billing\n{body}", order_ref="SU-1")
    assert reading.intents == ["duplicate_charge"], reading.as_payload()


@pytest.mark.parametrize("body", [
    "I was charged twice for the lamp. Also I do not like the lamp. Can I send it back?",
    "I was charged twice for the lamp. The lamp itself is too bright for the room. Please send it back.",
    "Charged twice for the chair, $60 each. I will send it back tomorrow.",
    "You billed me twice for the rug. Honestly the rug is too big anyway, I'd like to return it.",
    "The second payment of $20 went out on Friday. The vase also arrived cracked, please send it back for me.",
])
def test_goods_told_or_sent_by_the_customer_keep_it_a_return_or_a_claim(body):
    reading = read_ticket(f"billing\n{body}", order_ref="SU-1")
    assert set(reading.intents) - {"duplicate_charge"}, reading.as_payload()
