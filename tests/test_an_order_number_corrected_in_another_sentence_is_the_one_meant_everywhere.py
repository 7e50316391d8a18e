"""An order number the customer corrects in one sentence is the one they meant in every sentence (issue #11, held back:
"Order 71306 ... Sorry, I meant order 71307, not 71306" opened a follow-up for 71306, the number corrected away, with
the subject line's claim on it). The correction reads over the whole ticket (runs.sentences.corrected_numbers): the
subject's number, the claim's own number, and the ticket's field when it holds the number corrected away. A ticket
naming two orders with no correction word keeps both."""

import pytest

from runs.intents import read_ticket
from runs.sentences import corrected_numbers
from tests import fresh_cases as fc

KETTLE = [fc.line("KT-1", "Steel kettle", 4200)]

CORRECTED = [
    ("Order 71306", "The kettle arrived with a dented side, please refund it. Sorry, I meant order 71307, not 71306."),
    ("kettle dented", "hi my order 71306 the kettle has a big dent pls refund. oops i meant order #71307 not 71306!!"),
    ("Order 71306", "The kettle arrived dented, refund please. The order number is 71307, not 71306, sorry."),
    ("Re: SU-71306", "The kettle came dented. Correction - the order number is SU-71307 not SU-71306. Refund please."),
    ("SU-71306 kettle", "Good morning. I regret to say the kettle was delivered with a large dent. I would like a refund.\n\n"
                        "P.S. I wrote the wrong order number in the subject, it should be SU-71307."),
    ("order 71306", "kettle is dent. i want money back please. sorry the number i write is wrong, the correct one is order 71307"),
]


@pytest.mark.parametrize("subject,body", CORRECTED)
@pytest.mark.parametrize("field", ["SU-71307", "SU-71306", ""])
def test_the_number_corrected_away_names_no_order_of_the_ticket(subject, body, field):
    reading = read_ticket(f"{subject}\n{body}", order_ref=field)
    assert reading.orders == ["SU-71307"], [(s.role, s.kinds, s.order, s.text) for s in reading.sentences]
    assert [k for s in reading.requests for k in s.kinds] == ["damaged_item"]
    assert {s.order for s in reading.requests} == {"SU-71307"}


@pytest.mark.parametrize("text", [
    "Orders 71306 and 71307\nThe kettle on 71306 is dented. The toaster on order 71307 never came.",
    "two orders\nOrder 71306: the kettle is dented. Order 71307: the toaster never came, not 71306's fault.",
    "Order 71306\nThe kettle is dented. My other order 71307 is fine, no problem there.",
    "Order 71306\nThe kettle is dented. Sorry to bother you again, I wrote last week about order 71307 too.",
])
def test_two_orders_told_with_no_correction_keep_both(text):
    assert {"SU-71306", "SU-71307"} <= set(read_ticket(text, order_ref="SU-71306").orders)


@pytest.mark.parametrize("text", [
    "Order 71306\nThe kettle is dented. Sorry, I meant order 71307, not 71306.",
    "SU-71306\nThe kettle is dented. P.S. I wrote the wrong order number in the subject, it should be SU-71307.",
])
def test_the_reading_tells_which_number_was_corrected_to_which(text):
    assert read_ticket(text, order_ref="SU-71306").corrected == {"SU-71306": "SU-71307"}
    assert read_ticket("Order 71306\nThe kettle is dented.", order_ref="SU-71306").corrected == {}
    assert corrected_numbers("Order 71306\nThe kettle is dented. Sorry, I meant order 71307, not 71306.") == {"SU-71306": "SU-71307"}


@pytest.mark.django_db(transaction=True)
def test_the_claim_is_paid_on_the_order_meant_with_no_follow_up_for_the_number_corrected_away(tmp_path):
    refund = [fc.refund(fc.cents(KETTLE, "KT-1", 1), "KT-1", 1)]
    cases = []
    for n, (subject, body) in enumerate(CORRECTED):
        for field in ("SU-71307", "SU-71306"):
            c = fc.case(f"CORR-{n}-{field[-1]}", body, KETTLE, intents=["damaged_item"], subject=subject, ref="SU-71307",
                        expected={"outcome": "resolved", "refunds": refund})  # the kettle is on SU-71307 alone
            # the ticket's field as the customer filled it; the number corrected away names another order of theirs (the trap)
            c["ticket"]["order_ref"] = field
            fc.with_second_order(c, "SU-71306", [fc.line("TS-1", "Toaster", 3100)])
            cases.append(c)
    fc.assert_settled_as_expected(tmp_path, cases)
