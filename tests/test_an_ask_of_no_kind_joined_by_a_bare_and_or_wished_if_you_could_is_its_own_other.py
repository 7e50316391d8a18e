"""An ask of no known kind is never lost in the sentence it shares with a claim:

- joined by a bare "and" ("The mug arrived chipped so refund it please and change my address to 14 Elm Rd."): the refund
  stays its kind and the address change is its own `other`, quoting its clause (runs/intents/asks_joined_bare.py);
- wished on a condition at the end of a long ramble ("..., and I'd also love if you could update my email to
  new@example.com since I'm changing providers."): read as an ask at all, and quoted without the ramble around it
  (runs/intents/if_you_could.py; verify31 V31-12, a silent drop).

Near-misses: "and" between things asked ("a refund and a written apology"), "and" before a verb that tells ("and changed
my mind"), and a wish that asks nobody to do anything ("I'd love it if it came in blue")."""

import pytest

from runs.intents import read_ticket
from runs.intents.other_clause import other_words
from runs.models import Run
from tests import fresh_cases as fc


def _others(body: str) -> list[str]:
    return [other_words(s) for s in read_ticket("my order\n" + body).requests if "other" in s.kinds]


def _kinds(body: str) -> set[str]:
    return {k for s in read_ticket("my order\n" + body).requests for k in s.kinds}


@pytest.mark.parametrize("body, other, kind", [
    ("The mug arrived chipped so refund it please and change my address to 14 Elm Rd.", "change my address to 14 Elm Rd", "damaged_item"),
    ("mug chipped, refund it please and change my address", "change my address", "damaged_item"),
    ("I'd like a refund for the chipped mug please and change my address to 14 Elm Rd.", "change my address to 14 Elm Rd", "damaged_item"),
    ("you charged me twice for the candles so refund the second one and cancel my subscription while you're at it",
     "cancel my subscription", "duplicate_charge"),
    ("The lamp came 4 days late, pls give me the postage back and update my phone number to 0411 222 333",
     "update my phone number to 0411 222 333", "late_delivery"),
    ("The rug has a burn mark so I want it refunded and please send me a VAT invoice for the order.", "send me a VAT invoice", "damaged_item"),
])
def test_the_clause_after_a_bare_and_is_quoted_alone(body, other, kind):
    asked = _others(body)
    assert len(asked) == 1 and other in asked[0] and "refund" not in asked[0] and "postage" not in asked[0], asked
    assert kind in _kinds(body)


RAMBLE = ("So I've been a customer for years and love your stuff, my daughter got me into it, anyway last month I ordered a set of "
          "bowls for her birthday which went great, they loved them, and this month I ordered the matching plates and, well, two of "
          "the six came cracked, which was upsetting because the party is on Saturday, and I also noticed that my card was charged "
          "for the plates twice, once on the 3rd and once on the 4th, and {ask}. Thanks a ton.")


@pytest.mark.parametrize("ask, quoted", [
    ("I'd also love if you could update my email to new@example.com since I'm changing providers", "update my email to new@example.com"),
    ("we'd really appreciate it if someone could change the delivery address to 14 Elm Rd", "change the delivery address"),
    ("it would be great if you could cancel the monthly plates subscription", "cancel the monthly plates subscription"),
    ("I'd be so grateful if you could send the invoice to my work email", "send the invoice to my work email"),
    ("oh and pls update my address to 14 Elm Rd", "update my address to 14 Elm Rd"),
    ("id love it if u could take me off the newsletter too", "take me off the newsletter"),
])
def test_the_ask_at_the_end_of_a_long_ramble_is_read_and_quoted_alone(ask, quoted):
    asked = _others(RAMBLE.format(ask=ask))
    assert len(asked) == 1 and quoted in asked[0] and "customer for years" not in asked[0], asked


@pytest.mark.parametrize("body", [
    "The mug arrived cracked and I'd like a refund and a written apology.",
    "The lamp came broken and changed my mind about the colour anyway, refund it please.",
    "The kettle leaks and I'd love it if it came in blue next time.",
    "The rug came stained, if you could see the state of it!",
    "The vase came smashed and cancelled my dinner plans, refund please.",
    "I was charged twice and called my bank about it.",
])
def test_near_misses_cut_nothing_off_as_an_ask_of_no_kind(body):
    # no clause of them is quoted alone as an ask of no kind: any `other` read quotes the sentence whole, as before
    for s in read_ticket("my order\n" + body).requests:
        assert "other" not in s.kinds or other_words(s) == s.text, (s.kinds, other_words(s))
    assert _kinds(body) & {"damaged_item", "duplicate_charge"}  # the claim beside it is still read


MUG = [fc.line("MG-1", "Speckled mug", 1600, 2)]
PLATES = [fc.line("PL-6", "Stoneware dinner plate", 1800, 6)]


@pytest.mark.django_db
def test_end_to_end_each_ask_of_no_kind_is_handed_to_a_person_quoting_its_clause(tmp_path):
    one_mug = fc.refund(fc.cents(MUG, "MG-1", 1), "MG-1", 1)
    cases = [
        fc.case("BA-1", "One of the two mugs arrived chipped so refund it please and change my address to 14 Elm Rd.", MUG,
                intents=["damaged_item", "other"],
                expected={"outcome": "partial", "refunds": [one_mug], "escalations": [{"item": "change my address to 14 Elm Rd"}]}),
        fc.case("BA-2", "Hi there,\n\nSo I've been a customer for years and love your stuff. Last month I ordered the plates and they were "
                "lovely, my sister was thrilled, she has been going on about them ever since.\n\nThe delivery man was very friendly "
                "too and even carried the box upstairs for me, which was kind since I have a bad knee at the moment, and honestly I "
                "just wanted to say thanks, and I'd also love if you could update my email to new@example.com since I'm changing "
                "providers.\n\nThanks a ton,\nRobin", PLATES, intents=["other"],
                expected={"outcome": "escalated", "refunds": [], "escalations": [{"item": "update my email to new@example.com"}]}),
        fc.case("BA-3", "Hi there,\n\nSo I've been a customer for years and love your stuff. Last month I ordered a set of bowls for my "
                "sister's birthday which went great.\n\nThis month I ordered the matching plates and two of the six came cracked, which "
                "was upsetting because the party is on Saturday, oh and pls update my address to 14 Elm Rd", PLATES,
                intents=["damaged_item", "other"],
                expected={"outcome": "partial", "refunds": [fc.refund(fc.cents(PLATES, "PL-6", 2), "PL-6", 2)],
                          "escalations": [{"item": "update my address to 14 Elm Rd"}]}),
    ]
    results = fc.run(tmp_path, cases)
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0
    for c in cases:
        assert results[c["id"]]["passed"], (c["id"], results[c["id"]]["differences"])
    # each person's item quotes the ask's clause, not the claim refunded beside it nor the ramble before it
    items = [e.open_item for r in Run.objects.all() for e in r.escalations.all()]
    for ask in ("change my address to 14 Elm Rd", "update my email to new@example.com", "update my address to 14 Elm Rd"):
        assert any(ask in i and "chipped" not in i and "cracked" not in i and "years" not in i for i in items), items
