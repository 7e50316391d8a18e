"""A thing the customer says the goods came without that is itself a line of the order ("The lamp came without
the lampshade" on an order with a lampshade line beside the lamp) is that line not delivered: one non-delivery
subtask naming the line, escalated with the true reason when the carrier scanned the parcel delivered (nothing
is paid for a line in a parcel that came), never a "damaged" lampshade nor a part "sold as one unit". A subject
telling the same thing missing ("lamp missing shade") and the body telling it again are one request. A thing
no line is (the lamp's base, a shade sold with the lamp on one line) stays a part a person settles."""

import pytest

from runs.intents import read_ticket
from runs.missing_lines import line_told_missing
from runs.models import Run
from runs.shop.models import Refund
from tests.runtime_world import offline_run
from tests.test_a_lost_parcel_is_refunded_while_one_still_due_waits import CAME, _order, lost_parcel_world

LAMP_AND_SHADE = {"lines": [{"sku": "LMP", "description": "Table lamp", "quantity": 1}, {"sku": "SHD", "description": "Linen lampshade", "quantity": 1}]}
LAMP_WITH_SHADE = {"lines": [{"sku": "LMP", "description": "Table lamp with shade", "quantity": 1}, {"sku": "CSH", "description": "Wool cushion", "quantity": 1}]}
LAMP_ONLY = {"lines": [{"sku": "LMP", "description": "Table lamp", "quantity": 1}]}

TOLD = [
    ("lamp missing shade", "The lamp from SU-76001 came without the lampshade, only the base was in the box. Can you send the shade or refund it?"),
    ("hello", "My table lamp (SU-76001) turned up today without the lampshade. Could you sort that out?"),
    ("shade?", "Hi there, lamp arrived fine but there was no lampshade in the box (order SU-76001). Can you send one or refund me for it?"),
    ("x", "SU-76001 - the lampshade wasn't in the box, just the lamp. please send it"),
    ("no shade", "Hiya, the lamp got here yesterday but u didn't include the lampshade!! what do i do"),
]


@pytest.mark.parametrize("subject,body", TOLD)
def test_the_thing_told_missing_names_the_line_that_is_it(subject, body):
    assert line_told_missing(LAMP_AND_SHADE, body) == LAMP_AND_SHADE["lines"][1]


@pytest.mark.parametrize("order,body", [
    (LAMP_WITH_SHADE, "The lamp came without the lampshade."),  # sold with the lamp on its line: a part of it
    (LAMP_ONLY, "The lamp came without the lampshade."),
    (LAMP_AND_SHADE, "The lamp came without its base."),  # no line is a base
    (LAMP_AND_SHADE, "The lamp came without any instructions."),
])
def test_a_thing_no_line_is_stays_a_part(order, body):
    assert line_told_missing(order, body) is None


@pytest.mark.parametrize("subject,body", [
    ("lamp missing shade", "The lamp from SU-76001 came without the lampshade, only the base was in the box. Can you send the shade or refund it?"),
    ("missing lampshade", "Lamp came today without the lampshade. Please send it."),
    ("no shade in box", "hi, my lamp arrived without the shade. can u help"),
    ("Lamp - shade missing", "The lamp turned up without its lampshade, just the base."),
    ("lamp missing its shade", "Order SU-76001: the lamp was delivered without the lampshade."),
])
def test_a_subject_and_a_body_telling_the_same_thing_missing_are_one_request(subject, body):
    reading = read_ticket(f"{subject}\n{body}", order_ref="SU-76001")
    assert len(reading.requests) == 1, [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


@pytest.mark.parametrize("subject,body", [
    ("lamp missing shade", "Also please change my delivery address to 4 Elm Road."),
    ("toaster missing crumb tray", "The lamp from SU-76001 came without the lampshade."),
    ("kettle missing lid", "The lamp from SU-76001 came without the lampshade."),
])
def test_a_subject_telling_something_else_missing_stays_its_own_request(subject, body):
    reading = read_ticket(f"{subject}\n{body}", order_ref="SU-76001")
    assert reading.sentences[0].role == "request"


@pytest.fixture
def shop_world(settings, db):
    lost_parcel_world(settings)


@pytest.mark.django_db
@pytest.mark.parametrize("subject,body", [
    TOLD[0],
    TOLD[3],
    ("lamp - shade missing", "The lamp turned up without its lampshade, just the base."),
    ("hello", "My table lamp (SU-76001) turned up today without the lampshade. Could you sort that out? Also the delivery was 5 days late."),
    ("missing shade", "SU-76001: the lampshade was not in the parcel, only the lamp. Refund the shade please."),
])
def test_the_line_missing_from_a_delivered_parcel_is_one_non_delivery_for_a_person_with_the_true_reason(shop_world, subject, body):
    _order("SU-76001", [("LMP", "Table lamp", 1, 8900), ("SHD", "Linen lampshade", 1, 2500)], {"LMP": CAME, "SHD": CAME})
    run = offline_run(body, "SU-76001", ref="T-76001", subject=subject)
    subtasks = list(run.subtasks.values_list("case_type", "goal"))
    assert [g for k, g in subtasks if k != "late_delivery"] == [g for k, g in subtasks if k == "non_delivery"], subtasks
    assert len([k for k, _ in subtasks if k == "non_delivery"]) == 1 and "linen lampshade" in dict(subtasks)["non_delivery"]
    reasons = " ".join(e.open_item + " " + e.reason for e in run.escalations.all())
    assert "linen lampshade" in reasons and "did not come" in reasons
    assert "damaged" not in reasons and "sold as one unit" not in reasons and "never arrived but" not in reasons
    assert not Refund.objects.filter(order__ref="SU-76001").exists()
    assert run.outcome != Run.Outcome.RESOLVED
