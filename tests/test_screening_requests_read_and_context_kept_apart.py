"""What the customer asks is read however it is put (a fronted object with an emphatic "do want", a
"post me" ask, "charged" typed in a hurry), and what asks for nothing is kept out of the plan: a fee
waived in a later sentence, the header and history of a forwarded email, help offered, a contact
preference, and a subject line that only names what the body asks. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.models import Run
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, offline_run, small_shop


def _roles(text: str) -> dict[str, tuple[str, list[str]]]:
    return {s.text: (s.role, s.kinds) for s in read_ticket(text).sentences}


@pytest.mark.parametrize("sentence", [
    "The kettle I do want my money back for.",
    "For the lamp I still need a refund.",
    "The rug we really do want refunded.",
])
def test_an_emphatic_want_is_read_as_an_ask(sentence):
    text = "The kettle and the lamp and the rug came scratched. " + sentence
    assert _roles(text)[sentence][0] in ("request", "attached")


@pytest.mark.parametrize("sentence", [
    "Don't refund that, just post me a new strap.",
    "No refund for the strap needed, mail me another strap instead.",
])
def test_an_ask_to_post_something_beside_a_refusal_is_a_request(sentence):
    role, kinds = _roles("The watch strap was missing from the box. " + sentence)[sentence]
    assert role == "request" and "other" in kinds


@pytest.mark.parametrize("text", ["chargd twice on SU-5512 pls sort", "you billd me twice for the mat, fix pls", "my card was charegd 2 times"])
def test_charged_twice_typed_in_a_hurry_is_a_duplicate_charge(text):
    assert "duplicate_charge" in read_ticket(text).intents


def test_a_delivery_fee_waived_in_a_later_sentence_is_no_request():
    reading = read_ticket("The rug turned up five days late and one corner is torn. Please refund the rug. "
                          "Don't worry about refunding the shipping, it's fine.")
    assert "late_delivery" not in reading.intents
    assert "damaged_item" in reading.intents
    only_late = read_ticket("The parcel turned up four days late. No need to refund the postage, honestly.")
    assert "late_delivery" not in only_late.intents
    assert only_late.sentences[0].settles == ["late_delivery"]


def test_a_forwarded_header_and_the_earlier_message_below_it_are_context():
    text = ("Fwd: late parcel SU-5520\nHello, the mirror in the second parcel is cracked. Please refund it.\n\n"
            "-------- Original Message --------\nFrom: Help Desk <help@shop.example>\nSubject: late parcel SU-5520\n"
            "We are sorry your parcel was late.\n\nOn Tue, 3 Nov 2026, Jo wrote:\nMy parcel was late, refund the shipping please.")
    reading = read_ticket(text)
    assert reading.intents == ["damaged_item"]
    late = [s for s in reading.sentences if "late" in s.text and s.index > 2]
    assert late and all(s.role == "context" for s in late)


@pytest.mark.parametrize("sentence", [
    "Let me know if you need anything else from me!",
    "Just ask if there's anything more you need.",
    "Tell me if you need any more photos.",
])
def test_help_offered_asks_for_nothing(sentence):
    assert _roles("The vase arrived smashed, please refund it. " + sentence)[sentence][0] in ("courtesy", "statement")


@pytest.mark.parametrize("sentence", [
    "Please don't ring me, email is best.",
    "Do not phone us, we'd much prefer email.",
    "I'd prefer letters, my hearing isn't good.",
])
def test_a_contact_preference_is_context_kept_with_its_reason(sentence):
    s = next(s for s in read_ticket("My card shows the lamp charged twice. " + sentence).sentences if s.text == sentence)
    assert s.role == "context" and "contacted" in s.why


def test_a_contact_preference_beside_an_ask_still_asks():
    sentence = "Don't ring me, but please send a copy of the invoice."
    assert _roles("The mat came torn. " + sentence)[sentence][0] == "request"


def test_a_subject_naming_the_body_asks_adds_nothing():
    reading = read_ticket("lamp late, phone number change\nThe lamp from SU-5530 arrived four days late, please refund the delivery fee. "
                          "Also please change the phone number on my account to 0161 555 0101.")
    assert reading.sentences[0].role == "attached"
    reading = read_ticket("broken jug and bowl SU-5531\nThe jug arrived cracked. The bowl came chipped too. Please refund both.")
    assert reading.sentences[0].role == "attached"


@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-74001", maya, house, [("JUG-2", "Glass jug", 1, 2400)])
    delivered_order("SU-74002", maya, house, [("TRY-1", "Oak tray", 1, 4100)])


@pytest.mark.django_db
def test_the_run_works_on_the_order_asked_about_not_the_settled_one(world):
    body = ("The jug from SU-74001 came cracked in the spring and you refunded it straight away, thanks. "
            "This time the oak tray from order SU-74002 arrived split down the middle. Could I have a refund for it?")
    run = offline_run(body, "", ref="T-74002", subject="split tray")
    assert run.order_ref.startswith("SU-74002")
    assert [r.order.ref for r in Refund.objects.all()] == ["SU-74002"]
    assert run.status == Run.Status.DONE
