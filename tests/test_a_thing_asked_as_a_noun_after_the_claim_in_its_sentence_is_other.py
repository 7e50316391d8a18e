"""A thing asked as a noun after a linker, in the sentence of a known ask and after it ("Milk jug arrived chipped, refund
please, and also an email confirmation of the refund to my work address jo@work.example.") is a request of its own: the
sentence asks `other` too, quoted for a person, and the claim beside it is still paid (runs/intents/linked_noun_clauses.py;
verify round V41-164, DROPPED). Near-misses keep their reading: goods or damage told after the linker, the claim's own
remedy ("and a replacement", "plus the delivery fee"), thanks, a confirmation once the refund is through, an imperative.
Wording written for these tests."""

import pytest

from runs.intents.linked_noun_clauses import LINKED_NOUN_CLAUSE_WHY, linked_noun_clause
from tests import fresh_cases as fc
from tests.readings import reading, shown

ASKED = [
    "The lamp arrived cracked, please refund it, and also a copy of the invoice made out to my company.",      # formal
    "my mug came chipped so refund pls plus written confirmation of the refund for my insurer",               # texting, no commas
    "The rug arrived torn, I'd like my money back and additionally removal of my card details from your site.",
    "Teapot arrived with a broken lid - refund please, and also a callback from your billing team this week.",
    "The kettle came dented, could you refund it and also an itemised receipt to my work email?",             # a question
    "The frame arrived with the glass shattered, refund please, plus the cancellation of my monthly print subscription.",
    "the bowl is crackd, refund it thx, and also a email confirmation to my office adress",                    # typos
]
# the claim's sentence read as before: goods, damage, the claim's own remedy, thanks, word once it is done, an imperative
UNCHANGED = [
    "The lamp arrived cracked, please refund it, and also the box was soaked.",
    "The mug arrived chipped, please refund it and send a return label.",
    "The mug arrived chipped, please refund it, and also the saucer.",
    "The mug arrived chipped, refund please, and a replacement if you have one.",
    "The mug arrived chipped, refund please, and my order number is SU-70001.",
    "The mug arrived chipped, refund please, plus the postage I paid.",
]


@pytest.mark.parametrize("body", ASKED)
def test_the_thing_asked_after_the_claim_goes_to_a_person(body):
    read = reading(body)
    asked = [s for s in read.requests if "other" in s.kinds]
    assert asked and "damaged_item" in read.intents, shown(read)


@pytest.mark.parametrize("body", UNCHANGED)
def test_the_claims_own_words_ask_nothing_more(body):
    read = reading(body)
    assert "damaged_item" in read.intents and not any(s.why == LINKED_NOUN_CLAUSE_WHY for s in read.sentences), shown(read)


@pytest.mark.parametrize("text", [
    "Refund please, and a quick confirmation once it's gone through.",   # the reply tells it
    "Refund please, and also thanks for the quick help.",
    "Refund please and the delivery fee too.",
    "A copy of the invoice, please.",                                    # no linker, no claim before it
])
def test_no_such_clause_is_read(text):
    assert linked_noun_clause(text) is None


def test_a_subject_line_naming_the_topics_is_no_ask_of_its_own():
    read = reading("Also, I need an invoice with my club's name on it.", subject="Wrong size shoes and invoice for company")
    assert not any(s.why == LINKED_NOUN_CLAUSE_WHY for s in read.sentences), shown(read)


def test_a_sentence_attached_to_the_claim_asks_its_further_thing():
    read = reading("The vase arrived smashed. Please refund it, as well as a letter confirming the refund for my landlord.")
    assert "damaged_item" in read.intents, shown(read)
    assert [s.kinds for s in read.sentences if "landlord" in s.text] == [["other"]], shown(read)


JUG = [fc.line("JUG-1", "Milk jug", 1900)]


@pytest.mark.django_db
def test_end_to_end_the_claim_is_paid_and_the_further_thing_goes_to_a_person(tmp_path):
    paid = fc.cents(JUG, "JUG-1", 1)
    bodies = [
        ("Milk jug arrived chipped, refund please, and also an email confirmation of the refund to my work address jo@work.example.",
         "an email confirmation of the refund to my work address", "work address"),
        ("the milk jug came cracked so refund pls plus a copy of the invoice in my company name", "a copy of the invoice in my company name",
         "company name"),
        ("The milk jug arrived chipped. Please refund it, as well as a letter confirming the refund for my landlord.",
         "a letter confirming the refund for my landlord", "landlord"),
    ]
    cases = [fc.case(f"LNC-{n}", body, JUG, ref=f"SU-7461{n}",
                     intents=[{"kind": "damaged_item", "quote": "milk jug"}, {"kind": "other", "quote": quote}],
                     expected={"outcome": "partial", "refunds": [fc.refund(paid, "JUG-1", 1)], "escalations": [{"item": item}]})
             for n, (body, quote, item) in enumerate(bodies)]
    fc.assert_all_pass(tmp_path, cases)
