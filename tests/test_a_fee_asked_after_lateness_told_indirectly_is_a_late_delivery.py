"""A delivery fee asked back after the lateness is told indirectly ("it was promised for the 5th but the order page said
it was stuck for days - can you refund the delivery fee?") is a late-delivery claim, decided on the record: the fee
comes back when the parcel came after its promised date, and nothing is paid when it did not. Blind round verify38,
issue #11: "said it was stuck for days - can you refund" read as a refund the shop had said was coming (a status
question, runs/intents/doubt.py _REMEDY_STATUS), and the whole ticket went to a person. What a page or a person said,
then an ask after a clause break, is no remedy said. Wording written here.

Near-misses that stay a status question: a refund the shop said was coming ("Your chat agent said a refund of the
delivery fee was on its way. Has it gone through?", "you told me the refund was being processed")."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

ASKED = [
    "it was promised for the 5th but the order page said it was stuck for days - can you refund the delivery fee?",
    "The site said Tuesday, the tracking page showed it held at the hub for 3 days - could you refund the postage?",
    "you told me it would come by friday but tracking said delayed all weekend, can i get my shipping fee back",
    "Due on the 9th. Your app said it was held up at the depot for ages - I'd like the delivery charge refunded please.",
    "They said it'd be with me Monday, but the tracking said delayed for 4 days - would you refund the shipping?",
    "Supposed to be here on the 20th, order status said on hold for a week - can u refund the delivery cost pls",
]
STATUS_ASKED = [
    "Your chat agent said a refund of the delivery fee was on its way. Has it gone through?",
    "You told me the refund was being processed, any update?",
    "The lady on the phone said the refund would reach me by Friday. Has it been sent?",
]


@pytest.mark.parametrize("text", ASKED)
def test_the_fee_asked_is_a_late_delivery(text):
    read = reading(text)
    assert "late_delivery" in read.intents, shown(read)


@pytest.mark.parametrize("text", STATUS_ASKED)
def test_a_refund_said_to_be_coming_is_still_a_status_question(text):
    read = reading(text)
    assert "late_delivery" not in read.intents and "other" in read.intents, shown(read)


@pytest.mark.django_db
def test_the_record_decides_whether_the_fee_comes_back(tmp_path):
    kettle = [fc.line("KTL-4", "Enamel kettle", 3400)]
    fee = {"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform"}]}
    cases = []
    for n, body in enumerate(ASKED[:4]):
        late = fc.case(f"IND-L{n}", body, kettle, ref=f"SU-7501{n}", intents=["late_delivery"], expected=fee)
        late["world"]["orders"][0]["shipments"][0]["promised_by"] = fc._at(12)[:10]  # promised six days before it came
        cases.append(late)
    for n, body in enumerate(ASKED[:2]):
        on_time = fc.case(f"IND-T{n}", body, kettle, ref=f"SU-7502{n}", intents=["late_delivery"], expected={"outcome": "partial", "refunds": []})
        on_time["world"]["orders"][0]["shipments"][0]["promised_by"] = fc._at(2)[:10]  # came before the promise
        cases.append(on_time)
    fc.assert_settled_as_expected(tmp_path, cases)
