"""A date the goods were due that has passed tells goods overdue now: "the sofa was due a month ago and
tracking is frozen" is a parcel that has not come, not a problem of an earlier time set aside as context.
A problem told of an earlier time ("a couple of months ago the kettle came dented") stays context."""
import pytest

from runs.intents import read_ticket


def kinds_asked(text: str) -> set[str]:
    return {k for s in read_ticket(text).sentences if s.is_request for k in s.kinds}


@pytest.mark.parametrize("text", [
    "Order SU-90001: the sofa was due a month ago and tracking is frozen. Please give me my money back.",
    "The rug was expected two months ago and it still hasnt come, refund please",
    "my order should have arrived a month ago, tracking hasn't moved since, please refund",
    "Bookcase was due for delivery 3 weeks ago and it never showed up. I'd like a refund.",
    "it was meant to arrive about two weeks ago and nothing has come. money back pls",
    "The parcel was promised several weeks ago and it has not arrived. Can you refund me?",
])
def test_goods_due_a_while_ago_and_not_come_are_a_parcel_not_delivered(text):
    assert "non_delivery" in kinds_asked(text)


def test_a_status_question_beside_goods_overdue_joins_the_claim_of_the_parcel_not_come():
    read = read_ticket("Where is my sofa\n\nOrder SU-90001: the sofa was due a month ago and tracking is frozen. Please give me my money back.")
    requests = [s for s in read.sentences if s.is_request]
    assert [s.kinds for s in requests] == [["non_delivery"]]


@pytest.mark.parametrize("text", [
    "A couple of months ago the kettle came dented and you refunded it.",
    "Two years ago a parcel of mine went missing and you sorted it, so I know you're good.",
    "A few months ago my last order was late, but you refunded the postage.",
])
def test_a_problem_of_an_earlier_time_stays_context(text):
    assert not kinds_asked(text) - {"other"}
