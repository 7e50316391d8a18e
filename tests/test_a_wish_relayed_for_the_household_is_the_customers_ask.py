"""A wish the customer relays for someone in the household ("dad wants to send ours back", "my wife would like a
refund", "Mum says can you swap it") is the customer's request. A child typing for her father wrote "Dad says: the
wooden train set ... snapped" and, a paragraph later, "Also the lighthouse puzzle, Nana already bought us the same
one, so dad wants to send ours back." The word "dad" was read as goods the claim and the return shared, the return was
taken for the train set's own remedy, and the puzzle was dropped without a word (blind round ver26a, case 09).
Near-misses: another person's advice or opinion, or goods someone wishes they had, ask nothing of the order.
Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.relayed_wishes import household_wish_as_own
from runs.line_synonyms import also_named
from runs.intents import content_stems
from tests.readings import shown

CLAIM = "Dad says: the kettle arrived with a big dent in the side."


@pytest.mark.parametrize("ask", [
    "Also the jigsaw, Nana already bought us the same one, so dad wants to send ours back.",
    "And the toaster - dad would like to return it, never opened.",
    "The toaster too, dad wants to send it back, it's still in the box",
    "dad wud like to return the toaster aswell, we dont need it",
    "Furthermore, my father would like to return the toaster, which remains sealed.",
    "Mum wants to send the toaster back, we have two now!!",
])
def test_a_return_relayed_for_a_parent_beside_their_claim_is_its_own_change_of_mind(ask):
    reading = read_ticket(f"My order\n{CLAIM}\n\n{ask}", order_ref="SU-1")
    said = next(s for s in reading.sentences if s.text.startswith(ask[:12]))
    assert said.role == "request" and "change_of_mind" in said.kinds, shown(reading)
    assert "damaged_item" in reading.intents, shown(reading)


@pytest.mark.parametrize("text", [
    "The puzzle was a duplicate gift, so my wife would like a refund.",
    "My husband would like a refund for the lamp, it isn't what he expected.",
    "our daughter wants a refund on the headphones pls",
    "my partner would rather have the money back for the rug tbh",
    "Mum is hoping you can swap the mug for the blue one?",
    "My wife wants it refunded, she never wanted it.",
])
def test_a_wish_relayed_for_the_household_is_read_as_asking(text):
    reading = read_ticket(f"My order\n{text}", order_ref="SU-1")
    said = next(s for s in reading.sentences if s.text == text)
    assert said.role == "request" and said.kinds, shown(reading)


@pytest.mark.parametrize("text", [
    "My sister wants the set now too.",  # goods wished for, not an ask of this order
    "The mug is gorgeous, my mum would like one too.",
    "My wife thinks we should have got the bigger one.",  # an opinion
    "My husband reckons I should get a refund but honestly I'm happy with it.",  # advice the customer turns down
    "My wife wants me to return it but I'd rather keep it, it's fine.",
    "Dad wants to buy another for his shed.",
])
def test_near_misses_an_opinion_or_goods_wished_for_ask_nothing(text):
    reading = read_ticket(f"My order\n{text}", order_ref="SU-1")
    assert not [s for s in reading.sentences if s.role == "request" and set(s.kinds) - {"other"}], shown(reading)
    assert household_wish_as_own(text) == text


def test_a_person_word_shared_with_the_claim_does_not_make_the_return_the_claims_remedy():
    body = ("This is Ffion typing, my dad is saying what to write.\n\nDad says: the wooden train set came on Saturday and one of the "
            "carriages has its wheel axle snapped clean off. Dad says do not refund the whole set.\n\nAlso the lighthouse puzzle, "
            "Nana already bought us the same one, so dad wants to send ours back. It's still in the plastic.")
    reading = read_ticket("Train set SU-84109\n" + body, order_ref="SU-84109")
    assert {"damaged_item", "change_of_mind"} <= set(reading.intents), shown(reading)


def test_a_puzzle_names_the_jigsaw():
    assert content_stems("jigsaw") <= also_named(content_stems("puzzle"))


@pytest.mark.parametrize("claim, ask", [
    ("The kettle arrived dented.", "My wife would like to send it back."),
    ("Dad says the kettle arrived dented.", "Dad wants to send it back."),
    ("My son's mug arrived chipped.", "My son wants to send it back."),
    ("the lamp base is cracked right thru.", "my husband wants to return it asap"),
    ("The bowl came in pieces.", "Mum would like to send them back please."),
    ("One of the glasses is cracked.", "my partner wants to send it back"),
])
def test_a_return_relayed_for_the_household_of_the_claimed_goods_is_the_claims_own_remedy(claim, ask):
    reading = read_ticket(f"My order\n{claim} {ask}", order_ref="SU-1")
    said = next(s for s in reading.sentences if s.text.startswith(ask[:10]))
    assert said.role == "attached" and "change_of_mind" not in reading.intents, shown(reading)
