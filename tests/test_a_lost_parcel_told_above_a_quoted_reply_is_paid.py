"""A lost parcel told in a mail that also quotes an earlier one below the customer's own words (the shop's "give it
a few more days", in "> " lines, under "On ... wrote:", an "-----Original Message-----" or a forwarded block) is
paid as the lost parcel it is: the customer's words above the quote are the request, the quoted mail is context.
V24B-35 went to a person whole because "FedEx now shows it as lost" (the carrier's word with "it" between) was
read as no claim, so "I'd like my money back please" asked a remedy for nothing the screener knew.

Near-misses pay nothing: the parcel came after all (told above a quote of the customer's own earlier claim, or of
the shop's promise to refund if it never came), and a carrier that showed it lost before it turned up."""

import pytest

from runs.evals.cases import parse_case
from runs.evals.runner import EvalSession, Trial
from runs.intents import read_ticket
from runs.shop.models import Order, Refund

LOST = [
    "Well, it's been the week you suggested and nothing. UPS has it listed as lost now. Please refund me.\n\nPriya\n\n"
    "> On 3 Nov, Sundry Support wrote:\n> Hi Priya, thanks for your patience. Parcels are running slow; please allow a few more days.",
    "Still no blender. UPS now shows the parcel as lost. Can I have a refund?\n\n"
    "On Tue, 4 Nov 2026 at 09:12, Sundry Support <help@sundry.example> wrote:\n> Sorry for the wait! Your parcel is on its way and should be "
    "with you within 3-5 working days.",
    "Hi again, the parcel never arrived. I'd like my money back now.\n\n-----Original Message-----\nFrom: Sundry Support\n"
    "Sent: 5 November 2026\nSubject: Your blender\n\nHello, we've checked with the carrier and the parcel is moving. Please give it until the end of the week.",
    "Forwarding your last email. You told me to wait, I waited, nothing came and UPS marked it lost. Refund please.\n\n"
    "---------- Forwarded message ---------\nFrom: Sundry Support\nDate: 4 Nov 2026\nSubject: Re: blender\n\n"
    "Hi, your blender is in transit and should arrive shortly. If it hasn't arrived by next Monday let us know.",
    "its been the few days u said and still nothin, ups has it down as lost. refund me pls\n\n> Hi, please wait a few more days, parcels are delayed this week.",
    "Good afternoon, I'm following up as your colleague suggested. Sadly the blender still has not arrived and the carrier has now "
    "declared the parcel lost. Would you please refund the order? Kind regards, Priya\n\n> From: Sundry Support\n"
    "> Please give it a few more days and write back if it still hasn't come.",
    "As asked, writing back: the tracking lists my blender as lost. I'd like a refund please.\n\n>> please write back if it hasn't come by Friday",
]

CAME_AFTER_ALL = [
    # the customer's own earlier claim, quoted, settled above it
    "Thanks, it turned up this morning after all! Sorry for the fuss.\n\n> On 3 Nov, Priya wrote:\n> My blender never arrived, please refund me.",
    # the shop's promise to refund if it never came, quoted under a mail saying it came
    "It arrived yesterday, all good, thanks for your help.\n\n> From: Sundry Support\n"
    "> Sorry your blender hasn't arrived yet; if it still hasn't come by Friday we'll refund you in full.",
    # the carrier showed it lost, then it came
    "UPS showed it as lost for two days but then it turned up on my porch. Just letting you know, nothing needed.\n\n"
    "-----Original Message-----\nFrom: Sundry Support\nPlease give it a few more days.",
]


def _case(body: str, *, delivered: bool) -> dict:
    shipment = {"carrier": "UPS", "tracking_number": "1Z7702", "promised_by": "2026-11-04",
                "scans": [{"at": "2026-10-30T09:00:00Z", "code": "picked_up", "location": "Reno NV"},
                          {"at": "2026-10-31T20:00:00Z", "code": "in_transit", "location": "Sacramento CA"}]}
    if delivered:
        shipment |= {"status": "delivered", "delivered_at": "2026-11-11T15:00:00Z"}
        shipment["scans"].append({"at": "2026-11-11T15:00:00Z", "code": "delivered", "location": "Porch"})
    else:
        shipment |= {"status": "lost", "delivered_at": None}
    return {
        "id": "LOST-Q", "title": "lost parcel above a quoted mail",
        "intents": [] if delivered else ["non_delivery"],
        "ticket": {"subject": "Re: Where is my blender? [SU-7702]", "body": body, "customer_email": "priya.n@example.org", "order_ref": "SU-7702"},
        "world": {
            "customers": [{"ref": "C-7702", "name": "Priya Nair", "email": "priya.n@example.org"}],
            "sellers": [{"ref": "S-HOME", "name": "Sundry Home", "seller_type": "first_party"}],
            "orders": [{"ref": "SU-7702", "customer": "C-7702", "seller": "S-HOME", "status": "shipped", "placed_at": "2026-10-29T10:00:00Z",
                        "lines": [{"sku": "HB-1", "description": "Cordless hand blender", "quantity": 1, "unit_price_cents": 6400}],
                        "charges": [{"kind": "items", "description": "Items", "amount_cents": 6400, "charged_at": "2026-10-29T10:00:00Z"},
                                    {"kind": "tax", "description": "Sales tax", "amount_cents": 512, "charged_at": "2026-10-29T10:00:00Z"}],
                        "shipments": [shipment]}]},
        "now": "2026-11-12T10:00:00Z",
        "expected": {"outcome": "resolved", "refunds": [] if delivered else [{"amount_cents": 6912, "source": "carrier_claim", "lines": []}],
                     "returns": [], "escalations": []},
    }


def _walk(data: dict):
    case = parse_case(data, path="test", line=1)
    session = EvalSession.open(cases=[case], model="offline", k=1, files=["test"])
    result = session.run_in_process(Trial(case, 1), timeout=60)
    return result, sum(r.amount_cents for r in Refund.objects.filter(order=Order.objects.get(ref__startswith="SU-7702")))


@pytest.mark.parametrize("body", LOST)
def test_the_customers_words_above_the_quote_read_the_lost_parcel(body):
    reading = read_ticket("Re: Where is my blender?\n" + body, order_ref="SU-7702")
    assert "non_delivery" in reading.intents, [(s.text, s.role, s.kinds) for s in reading.sentences]
    quoted = [s for s in reading.sentences if s.text.lstrip().startswith(">")]
    assert all(not s.is_request for s in quoted)  # the quoted mail is context


@pytest.mark.django_db
@pytest.mark.parametrize("body", LOST)
def test_the_lost_parcel_is_paid_and_no_person_is_asked(body):
    result, paid = _walk(_case(body, delivered=False))
    assert paid == 6912 and result.passed and not (result.guard_violations or result.over_refund), result.differences


@pytest.mark.django_db
@pytest.mark.parametrize("body", CAME_AFTER_ALL)
def test_a_parcel_that_came_after_all_is_paid_nothing(body):
    result, paid = _walk(_case(body, delivered=True))
    assert paid == 0 and not result.guard_violations, result.differences


@pytest.mark.parametrize("text", [
    "FedEx showed it as lost last week but it turned up yesterday, all good.",
    "The tracking had my parcel down as missing until it arrived on Monday.",
    "the packing slip shows the charging cable as missing",  # an item left out of a parcel that came, not a lost parcel
])
def test_lost_told_then_taken_back_or_of_an_item_is_no_lost_parcel(text):
    assert "non_delivery" not in read_ticket(text).intents
