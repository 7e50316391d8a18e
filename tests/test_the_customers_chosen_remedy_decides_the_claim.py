"""The remedy the customer chooses for a claim decides what is done with it:

- a wrong or damaged item let go ("no need for a new one, it's fine, my brother will have it") is context: no return,
  no refund, no replacement, unless money is asked in the same breath;
- an exchange asked in a sentence of its own ("I want the right one sent out") holds the claim's refund and return
  for a person, who arranges the exchange;
- a replacement refused, in any wording or typing ("dont send anothr one pls", "please hold off on sending a
  replacement"), is the replacement question answered "as you asked, no replacement will be sent";
- an alternative nobody offered, turned down beside the plain money ("I'd rather you didn't send me a discount code,
  just the fee back"), asks nothing the claim's refund does not answer;
- the card refund turned down and store credit asked in the next breath is one ask for a person."""

import pytest

from runs.intents import GOODS_INSTEAD, read_ticket
from runs.intents.chosen_remedies import ALTERNATIVE_TURNED_DOWN_WHY
from runs.intents.waived_claims import WAIVED_WHY
from runs.shop import models as shop
from runs.shop.models import Refund, ReturnRequest
from tests.runtime_world import delivered_order, offline_run, small_shop

pytestmark = pytest.mark.django_db


def _read(body: str, subject: str = "About my order"):
    return read_ticket(f"{subject}\n{body}")


# --- a wrong or damaged item let go -------------------------------------------------------------------

@pytest.mark.parametrize("body", [
    "You sent the hoodie in M instead of L. No need for a new one, it's fine, my brother will have it. Could you update the email on my account to a@b.org?",
    "got a blue shirt not the green one i ordered. dont worry about it, my son will wear it. can u change my phone number to 0123 456789",
    "The mug arrived with a small chip on the handle. I'll just keep it, we can use it. Please take me off your mailing list.",
    "You sent the 12 inch pan not the 10 inch. no need to swap it, ill keep it, its fine. can u change my delivery address to 3 Pine Rd",
    "Wrong colour cushion came, grey instead of the teal. Honestly that's fine, keep it as is. Also could you cancel my newsletter subscription?",
    "The lamp base was scratched a bit. My daughter will have it anyway, no need for anything. Can you update my surname on the account to Okafor?",
    "Wrong size hoodie (M not L) - my partner will have it, no need to swap it. Could you cancel my newsletter subscription please?",
])
def test_a_claim_the_customer_lets_go_is_context_and_only_the_other_ask_stands(body):
    reading = _read(body)
    assert not set(reading.intents) & {"wrong_item", "damaged_item"}
    assert reading.intents == ["other"], [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]
    assert not any("refund" in s.forbids and not s.forbid_kinds for s in reading.sentences)  # nothing else's money is held


@pytest.mark.parametrize("body,kind", [
    # money asked in the same breath: the refund-and-keep remedy, or the refund, stands
    ("The mug arrived chipped. No need for a new one, just refund it please.", "damaged_item"),
    ("The mug arrived chipped, refund please. No need for a new one, it's fine.", "damaged_item"),
    ("The vase came cracked. I'll keep it, but I'd like my money back.", "damaged_item"),
    # keeping bargained for: a partial refund a person weighs, never a claim let go
    # the fine goods are others, not the ones claimed
    ("The kettle came dented. The toaster is fine though. Please refund the kettle.", "damaged_item"),
    ("The mug came chipped but it's fine otherwise, please refund it.", "damaged_item"),
])
def test_money_asked_with_the_keeping_or_a_bargain_keeps_the_claim(body, kind):
    reading = _read(body)
    assert kind in reading.intents, [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]
    assert not any(s.why == WAIVED_WHY for s in reading.sentences)


@pytest.mark.parametrize("body", [
    "The rug came with a scuff on the edge. I'll keep it if you knock something off the price.",
    "The lamp is scratched. happy to keep it for a partial refund.",
    "Wrong colour mug came. I'm happy to keep it as long as I get a discount.",
    "The mug came chipped, I'll keep it if you knock a bit off.",
])
def test_keeping_offered_for_a_price_is_a_partial_refund_a_person_weighs_and_holds_the_full_refund(body):
    reading = _read(body)
    asked = [s for s in reading.requests if "other" in s.kinds]
    assert len(asked) == 1 and "refund" in asked[0].forbids, [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]
    assert set(reading.intents) & {"damaged_item", "wrong_item"}


def test_a_subject_that_only_labels_the_body_request_is_that_request():
    reading = _read("You sent the hoodie in M instead of L. No need for a new one, it's fine, my brother will have it. "
                    "Could you update the email on my account to sam.new@example.org though?", subject="email address")
    assert [s.text for s in reading.requests] == ["Could you update the email on my account to sam.new@example.org though?"]


def test_a_subject_asking_something_of_its_own_stays_a_request():
    reading = _read("Please update the email on my account. Also could you change my address to 3 Pine Rd?", subject="Change email address")
    assert len(reading.requests) == 3


# --- an exchange chosen ----------------------------------------------------------------------------------

@pytest.mark.parametrize("body", [
    "I ordered a KING duvet cover and got a SINGLE. I want to speak to a manager. And I want the right one sent out.",
    "Ordered the large jumper, you sent a small. Can I swap it for the large?",
    "wrong trainers, i ordered size 9 and got size 7. i need the right size please",
    "Received the navy throw instead of the mustard one. I would like to exchange it for the mustard.",
    "Wrong lamp in the box - got the brass one, not the chrome. Please could you get me the correct one.",
])
def test_an_exchange_asked_beside_a_wrong_item_holds_its_refund_for_a_person(body):
    reading = _read(body)
    assert "wrong_item" in reading.intents
    chosen = [s for s in reading.requests if s.why.startswith(GOODS_INSTEAD)]
    assert chosen and all("refund" in s.forbids for s in chosen), [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    # money, not goods: a partial refund is a person's to weigh and holds nothing here
    "The rug came in the wrong shade. Could I get a partial refund and keep it?",
    # either remedy offered: nothing is held
    "Got the wrong size. Send the right one or refund, whichever is quicker.",
    # no claim beside it: the exchange is a request of its own, holding no claim's money
    "Could I swap my order for the larger size before it ships?",
])
def test_money_or_either_remedy_or_no_claim_holds_no_claim_for_an_exchange(body):
    reading = _read(body)
    assert not any("refund" in s.forbids and s.why.startswith(GOODS_INSTEAD + " (an exchange") for s in reading.sentences)


# --- a replacement refused ---------------------------------------------------------------------------------

@pytest.mark.parametrize("body", [
    "the vas came smahsed, i want my mony back. dont send anothr one pls",
    "The teapot arrived with a big chip out of the spout. Please hold off on sending a replacement, I'd just like the money back for it.",
    "My lamp turned up with a dented shade. Refund please, and no replacment needed.",
    "bowl was cracked when i opened it. pls dont ship me a nother one, just the refund",
    "The rug came torn. Hold off sending another one - I'd prefer the refund.",
    "The rug came torn. I'd rather you didn't send anuther one, just refund me.",
    "The jug arrived in bits!! please DONT send a replacemnt, refund is fine",
])
def test_a_replacement_refused_in_any_wording_or_typing_is_the_question_with_the_replacement_held(body):
    reading = _read(body)
    refused = [s for s in reading.requests if "question" in s.kinds]
    assert refused and "replacement" in refused[0].forbids and "other" not in refused[0].kinds, \
        [(s.role, s.kinds, s.why, s.forbids, s.text) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    # a wait with an end is a hold a person lifts, not a refusal
    "The rug came torn. Please hold off on the replacement until I've sent you photos.",
    # asking for one
    "The rug came torn. Could you send me another one please?",
])
def test_a_replacement_held_until_something_or_asked_for_is_not_refused(body):
    reading = _read(body)
    assert not any(s.role == "request" and "question" in s.kinds and "replacement" in s.forbids for s in reading.sentences)


# --- an alternative turned down, the plain money asked -----------------------------------------------------

@pytest.mark.parametrize("body", [
    "SU-81042 was promised for the 12th and arrived on the 19th. I'd like the delivery charge refunded please.\n\n"
    "P.S. I'd rather you didn't send me a discount code instead, just the fee back.",
    "The parcel came five days late. Refund the shipping please. I don't want a voucher, just the money back.",
    "My order was a week late, I want the postage refunded. no discount code pls, only the refund.",
    "The mug came chipped. Please refund it. Please don't send me store credit, just the refund.",
    "The lamp arrived broken. I'd prefer you didn't give me a gift card, just my money back please.",
    "The parcel turned up a week late. I'd prefer you didn't give me a gift card, just the delivery charge refunded please.",
])
def test_an_alternative_nobody_offered_turned_down_beside_the_plain_money_asks_nothing_more(body):
    reading = _read(body)
    assert "other" not in reading.intents, [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


def test_an_alternative_turned_down_with_nothing_claimed_is_still_read():
    reading = _read("I'd rather you didn't send me a discount code, just the fee back.")
    assert not any(s.why == ALTERNATIVE_TURNED_DOWN_WHY for s in reading.sentences)


# --- the card refund turned down, store credit asked: one ask -----------------------------------------------

@pytest.mark.parametrize("body", [
    "The serving tray arrived badly scratched. I'd rather you didn't put the money back on my card as it's expired; could it go on as store credit instead?",
    "The vase came chipped. Please don't refund it to my card, it's closed; store credit instead please.",
    "Lamp shade dented. I'd rather you didn't refund my visa, it was cancelled; could it go to my account as store credit?",
])
def test_the_card_refund_turned_down_and_store_credit_asked_is_one_ask(body):
    reading = _read(body)
    others = [s for s in reading.requests if "other" in s.kinds]
    assert len(others) == 1 and "refund" in others[0].forbids, [(s.role, s.kinds, s.why, s.forbids, s.text) for s in reading.sentences]


# --- end to end --------------------------------------------------------------------------------------------

@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-65001", maya, house, [("HD-1", "Hoodie, size L", 1, 4800)])
    delivered_order("SU-65002", maya, house, [("DV-1", "Duvet cover, king", 1, 6900)])
    delivered_order("SU-65003", maya, house, [("VS-1", "Glass vase", 1, 3500)])
    return house


def test_offline_a_wrong_item_let_go_starts_no_return_and_pays_nothing(world):
    offline_run("You sent the hoodie on SU-65001 in M instead of L. No need for a new one, it's fine, my brother will have it. "
                "Could you update the email on my account to sam.new@example.org though?", "SU-65001")
    assert Refund.objects.count() == 0 and ReturnRequest.objects.count() == 0


def test_offline_an_exchange_asked_starts_no_return_and_pays_nothing(world):
    offline_run("I ordered a KING duvet cover and got a SINGLE. I want to speak to a manager. And I want the right one sent out.", "SU-65002")
    assert Refund.objects.count() == 0 and ReturnRequest.objects.count() == 0
    reply = shop.CustomerReply.objects.filter(order__ref="SU-65002").first()
    assert reply is None or ("back once it arrives" not in reply.body and "refunded" not in reply.body)


def test_offline_a_replacement_refused_with_a_typo_is_confirmed_none_will_be_sent(world):
    run = offline_run("the vas from SU-65003 came smahsed, i want my mony back. dont send anothr one pls", "SU-65003")
    assert Refund.objects.get().amount_cents == 3500
    assert not run.subtasks.filter(case_type="other").exists()
    reply = shop.CustomerReply.objects.get(order__ref="SU-65003").body
    assert "As you asked, no replacement will be sent." in reply
