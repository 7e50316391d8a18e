"""A change to the account, its papers, where parcels go, the messages sent or a subscription, told as how things
should be rather than asked (wishes-stated: "The receipt should be in my business name", "Next time the parcel must go
to the side door", "Deliveries should be left with the concierge from now on": silent drops): a request of kind
`other`, its sentence quoted, handed to a person beside the claim's refund. Goods that should be otherwise, lateness,
guesses and details said to be right ask nothing new. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.wishes_stated import WISH_STATED_WHY
from tests.fresh_cases import case, line, run

CLAIM = "The teapot from SU-70001 arrived cracked, please refund it. "


def _read(body):
    return read_ticket("Teapot\n" + body, order_ref="SU-70001")


def _others(body):
    return [s.text for s in _read(body).requests if "other" in s.kinds]


WISHES = [
    # formal
    ("Kindly note that the invoice is supposed to be made out to Harrow & Lyle Partners, not to me personally.", "made out to Harrow"),
    # terse
    ("Parcels to go to reception from now on. Reception should sign for them.", "Parcels to go to reception"),
    # chatty
    ("Oh and honestly my partner's name ought to be on the account as well, it's Sam Idowu, we share everything!", "partner's name"),
    # typos, texting
    ("future deliverys shud be left w the nieghbour at no 4 pls, im never in", "shud be left"),
    ("sub box needs to skip april, away all month x", "skip april"),
    # non-native
    ("The account is supposed to be on my new family name, Kowalska, since my wedding.", "new family name"),
    # notifications, preference said with "suit"
    ("A text rather than an email would suit me much better for the delivery alerts.", "suit me"),
    ("Going forward my husband's mobile should also get the delivery updates.", "husband's mobile"),
    # papers
    ("Ideally the receipt would show our company address at 4 Quay Street.", "company address"),
    ("For future orders the courier must use the back door by the garage.", "back door"),
]

NEAR_MISSES = [
    "It should have arrived last Tuesday, I was waiting in all day.",
    "The lid should sit flat on the pot but it doesn't.",
    "I was meant to be at home for the delivery but got held up.",
    "It must have been the courier who dropped it.",
    "The receipt should be in the box, I'll check again tonight.",
    "My parcel should get here by Friday going by the tracking.",
    "My address should be correct on the account, I checked it twice.",
    "The delivery updates should have warned me it was running late.",
    "Deliveries are usually left with the concierge in our building.",
    "My subscription box is meant to be a birthday treat for my mum.",
    "The refund should go back to the card I paid with.",
]


@pytest.mark.parametrize("wish, words", WISHES)
def test_a_wish_for_a_change_is_a_request_for_a_person(wish, words):
    others = _others(CLAIM + wish)
    assert any(words in t for t in others), _read(CLAIM + wish).sentences
    alone = _read(wish).requests
    assert any("other" in s.kinds and words in s.text for s in alone), _read(wish).sentences


@pytest.mark.parametrize("sentence", NEAR_MISSES)
def test_goods_lateness_guesses_and_details_said_right_ask_nothing_new(sentence):
    read = _read(CLAIM + sentence)
    assert not any(s.why == WISH_STATED_WHY for s in read.sentences), read.sentences
    assert not _others(CLAIM + sentence), read.sentences


MUG = [line("TP-1", "Teapot", 3200)]


@pytest.mark.django_db
def test_the_claim_is_paid_and_the_wish_goes_to_a_person_quoted(tmp_path):
    cases = [case(f"WISH-{n}", CLAIM.replace("SU-70001", f"SU-7110{n}") + wish, MUG, ref=f"SU-7110{n}",
                  intents=[{"kind": "damaged_item", "quote": "arrived cracked, please refund it"}, {"kind": "other", "quote": wish.split(",")[0]}],
                  expected={"outcome": "partial", "refunds": [{"amount_cents": 3456, "source": "platform"}], "escalations": [{"item": words}]})
             for n, (wish, words) in enumerate(WISHES[:6])]
    cases += [case(f"NEAR-{n}", CLAIM.replace("SU-70001", f"SU-7120{n}") + s, MUG, ref=f"SU-7120{n}",
                   intents=[{"kind": "damaged_item", "quote": "arrived cracked, please refund it"}],
                   expected={"outcome": "resolved", "refunds": [{"amount_cents": 3456, "source": "platform"}]})
              for n, s in enumerate([NEAR_MISSES[1], NEAR_MISSES[3], NEAR_MISSES[4], NEAR_MISSES[2], NEAR_MISSES[8], NEAR_MISSES[9]])]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert [c["id"] for c in cases if not got[c["id"]]["passed"]] == [], {c["id"]: got[c["id"]]["differences"] for c in cases}
