"""A standing wish told as the shop's duty ("You must stop calling my mobile", "Couriers are to use the side gate"), as the
customer's preference ("A single text when it ships would suit me far better", "I'd much prefer paper invoices") or as a
rule from now on ("Deliveries from now on only on weekdays"): a request of kind `other`, its sentence quoted, handed to a
person beside the claim's refund (wishes F2-F45, O4-O7, V40-5c). The customer's own duties, guesses, context, policy
quoted back, hopes and how to reach them about this ticket ask nothing new. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.shop_obliged_or_preferred import shop_obliged_or_preferred
from runs.intents.wishes_stated import WISH_STATED_WHY
from tests.fresh_cases import case, line, run

CLAIM = "The teapot from SU-70001 arrived cracked, please refund it. "


def _read(body):
    return read_ticket("Teapot\n" + body, order_ref="SU-70001")


def _others(body):
    return [s.text for s in _read(body).requests if "other" in s.kinds]


WISHES = [
    # a duty laid on the shop, addressed to it
    ("You lot need to stop ringing my landline every week about offers.", "stop ringing"),
    ("you have to stop texting me at 6am, its every single order", "stop texting"),
    # a duty on the couriers, in the passive, formal
    ("Parcels are to be left in the blue storage box by the garage in future.", "blue storage box"),
    ("The drivers must knock at the side entrance, the front bell is broken.", "side entrance"),
    # the next order bound to a time
    ("My next order needs to get here before the 20th, it's for a wedding.", "before the 20th"),
    # preferences, in several voices
    ("Honestly one email per order would suit us far better than four.", "one email per order"),
    ("I'd much prefer paperless statements from now on.", "paperless statements"),
    ("It'd be better for me if the courier texted before arriving.", "courier texted"),
    ("Ideally the marketing emails would stop altogether.", "marketing emails"),
    # set so, cancelled, terse and typed fast
    ("my newsleter subscription must be cancelled asap", "cancelled asap"),
    ("deliveries only after 5pm from now on pls", "after 5pm"),
]

NEAR_MISSES = [
    # the customer's own duty
    "I must have knocked it off the counter when I opened the parcel.",
    "I have to work Mondays so deliveries are always a pain.",
    "I need to wait in for the courier anyway on Friday.",
    # context, guesses
    "It must have been the courier who dropped the parcel.",
    "The parcel must be lost somewhere at the depot.",
    "The driver must be new on this route.",
    # policy quoted back
    "Your terms say parcels must be signed for by an adult.",
    # pleasantries, hopes, the past
    "You must get a lot of emails like this, sorry to add to the pile!",
    "Hope future deliveries go a bit smoother.",
    "The text updates would have suited me better this time.",
    # how to reach them about this ticket (a contact preference, unread.py)
    "I'd prefer email, please don't phone me.",
]


@pytest.mark.parametrize("wish, words", WISHES)
def test_a_duty_or_preference_for_the_shop_is_a_request_for_a_person(wish, words):
    others = _others(CLAIM + wish)
    assert any(words in t for t in others), _read(CLAIM + wish).sentences
    alone = _read(wish).requests
    assert any("other" in s.kinds and words in s.text for s in alone), _read(wish).sentences


def test_a_wish_beside_a_reason_read_as_damage_is_still_asked():
    # "the front step gets soaked" reads as damage; the wish in the clause before it is asked all the same (wishes F2)
    read = _read("The kettle arrived dented, I'd like a refund. Parcels must be left in the porch from now on, the doorstep gets soaked.")
    assert any("other" in s.kinds and "porch" in s.text for s in read.requests), read.sentences


@pytest.mark.parametrize("sentence", NEAR_MISSES)
def test_own_duties_guesses_context_policy_and_pleasantries_ask_nothing_new(sentence):
    read = _read(CLAIM + sentence)
    assert not any(s.why == WISH_STATED_WHY for s in read.sentences), read.sentences
    assert not _others(CLAIM + sentence), read.sentences
    # (the contact preference is kept as one by the reading before it, wishes_stated.read_wishes_stated, not by the words)
    assert "phone me" in sentence or not shop_obliged_or_preferred(sentence)


MUG = [line("TP-1", "Teapot", 3200)]


@pytest.mark.django_db
def test_the_claim_is_paid_and_the_duty_or_preference_goes_to_a_person_quoted(tmp_path):
    cases = [case(f"DUTY-{n}", CLAIM.replace("SU-70001", f"SU-7130{n}") + wish, MUG, ref=f"SU-7130{n}",
                  intents=[{"kind": "damaged_item", "quote": "arrived cracked, please refund it"}, {"kind": "other", "quote": wish.split(",")[0]}],
                  expected={"outcome": "partial", "refunds": [{"amount_cents": 3456, "source": "platform"}], "escalations": [{"item": words}]})
             for n, (wish, words) in enumerate([WISHES[0], WISHES[2], WISHES[4], WISHES[5], WISHES[7], WISHES[10]])]
    cases += [case(f"OWN-{n}", CLAIM.replace("SU-70001", f"SU-7140{n}") + s, MUG, ref=f"SU-7140{n}",
                   intents=[{"kind": "damaged_item", "quote": "arrived cracked, please refund it"}],
                   expected={"outcome": "resolved", "refunds": [{"amount_cents": 3456, "source": "platform"}]})
              for n, s in enumerate([NEAR_MISSES[0], NEAR_MISSES[2], NEAR_MISSES[3], NEAR_MISSES[6], NEAR_MISSES[8], NEAR_MISSES[9]])]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert [c["id"] for c in cases if not got[c["id"]]["passed"]] == [], {c["id"]: got[c["id"]]["differences"] for c in cases}
