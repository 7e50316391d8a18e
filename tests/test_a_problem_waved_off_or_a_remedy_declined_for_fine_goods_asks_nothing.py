"""A problem the customer waves off ("box was crushed but dont care", "doesn't matter", "not bothered")
and a remedy refused for goods the customer calls fine ("I do NOT want the mug replaced, it's fine",
"no refund needed for the sweater itself, it's fine") ask nothing about those goods: no damage claim,
no change-of-mind return, no replacement question, no request for a person. What else the ticket
asks (a charge taken twice) is still read, and a real claim told beside or after the wave stands."""

import pytest

from runs.intents import read_ticket


def kinds(body: str) -> list[str]:
    return read_ticket(f"About my order\n{body}").intents


@pytest.mark.parametrize("body", [
    "The kettle box got squashed in transit, doesn't matter, kettle works. But you charged my card twice for it, $45.00 two times.",
    "the outer carton was dented, not bothered about that. I want refund for double charge of 12.50",
    "mug has tiny scratch, i not care about it. please only return money for second payment of 9.99.",
    "Teapot lid has a small chip but whatever, it's fine. The $6.50 postage was charged twice.",
    "There's a faint scuff on the heel of the boots - honestly it doesn't matter to me. What does matter: I paid the $7.99 delivery twice.",
    "Hello, hope you are well. The parcel turned up on Tuesday and the box was crushed on one side, but I'm not bothered at all. "
    "The real reason I'm writing is that the delivery charge of $4.99 was taken twice on my statement. Could you refund one? Thanks, Priya",
    "The jug has a hairline crack near the handle. Doesn't matter though. You took the $5.50 postage twice, please refund one.",
    "lamp came with a dent on the base, no big deal. but u billed the shipping 2 times, 6.95 and 6.95",
])
def test_a_goods_problem_the_customer_waves_off_is_no_claim_and_the_charge_beside_it_is_still_read(body):
    assert kinds(body) == ["duplicate_charge"]


@pytest.mark.parametrize("body", [
    "Just a thank you: the quilt came in time for the wedding. The paper round it was ripped but honestly nobody cared. Love it, Jo",
    "Scarf arrived, bit of a snag on the tag, no one even noticed at the party. All good, cheers!",
    "The gift bag was creased when it came, none of us minded. Thanks for the quick delivery.",
])
def test_a_thank_you_note_that_tells_a_flaw_nobody_minded_claims_nothing(body):
    assert kinds(body) == []


def test_a_waved_off_problem_is_told_as_context_saying_why():
    reading = read_ticket("About my order\nThe box was squashed a bit but dont care. You charged me $3.99 postage twice.")
    [told] = [s for s in reading.sentences if "squashed" in s.text]
    assert told.role == "context" and "waves off" in told.why and told.kinds == ["damaged_item"]


@pytest.mark.parametrize("body", [
    "the mug is fine but the plate arrived smashed, please refund the plate.",
    "The box was crushed and the vase inside is broken. I want a refund.",
    "I don't care about the box, but the lamp inside is broken, refund please.",
    "The scratch doesn't matter much but the door of the cabinet won't close, please refund it.",
    "Chair arrived with a leg snapped. don't send a replacement, just refund me.",
    "No rush at all, but the vase arrived cracked and I'd like my money back.",
    "box was crushed but i dont care about that, the problem is the lamp inside is broken. refund please",
    "The vase arrived broken - no worries, these things happen. Could I get a refund please?",
    "The lamp arrived with a cracked base, no worries. Refund please.",
    "Chair leg snapped but whatever, I just want my money back for it.",
    "The zip on my backpack arrived broken, otherwise it's perfect.",
])
def test_a_real_claim_beside_a_wave_or_goods_called_fine_is_still_a_damage_claim(body):
    assert "damaged_item" in kinds(body)


def test_a_wave_followed_by_an_ask_for_the_same_problem_is_no_wave():
    # the customer waves the money off but still asks a new lid for it: a request a person arranges
    assert kinds("The lid is a bit loose, no big deal, but could you send me a new lid please?")


@pytest.mark.parametrize("body", [
    "Delivery was charged twice, $5.99 each time. And I do NOT want the vase replaced, it's fine, just the extra delivery charge back please.",
    "You billed me shipping twice ($6.95). Don't want the lamp swapped or anything, it's perfect, just refund the duplicate.",
    "Postage taken 2 times, 3.99 each. i dont want the teapot exchanged, its ok. refund only the second postage please",
    "My statement shows the cushion payment ($32.00) two times. No refund needed for the cushion itself, it's fine.",
    "The blanket is lovely, no need to refund it. But the delivery charge went through twice, $7.99 each.",
    "The rug came fine, I don't want another one sent. You charged me $12.00 shipping twice though.",
])
def test_a_remedy_refused_for_goods_called_fine_asks_for_nothing_about_them(body):
    assert kinds(body) == ["duplicate_charge"]


def test_a_replacement_refused_for_goods_called_fine_is_still_held():
    reading = read_ticket("About my order\nThe lamp came fine, I do NOT want another one sent. The $4.50 postage was taken twice.")
    [refusal] = [s for s in reading.sentences if "another one" in s.text]
    assert refusal.role == "context" and refusal.forbids == ["replacement"] and "question" not in reading.intents


def test_a_remedy_refused_for_goods_called_fine_holds_their_refund_not_the_charge():
    reading = read_ticket("About my order\nMy card shows the sweater payment ($79.00) twice. Anyway no refund needed for the sweater itself, it's fine.")
    [refusal] = [s for s in reading.sentences if "sweater itself" in s.text]
    assert refusal.role == "context" and "refund" in refusal.forbids and "duplicate_charge" not in refusal.forbid_kinds
    assert reading.intents == ["duplicate_charge"]


@pytest.mark.parametrize("body", [
    "I don't want the mug any more, please take it back.",
    "Honestly I don't want the lamp, it doesn't suit the room. How do I return it?",
])
def test_not_wanting_the_goods_is_still_a_change_of_mind(body):
    assert "change_of_mind" in kinds(body)
