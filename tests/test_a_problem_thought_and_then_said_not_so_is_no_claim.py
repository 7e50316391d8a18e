"""A problem the customer only believed, was told of, or that only looked so, and then says was not so, is no claim
(runs/intents/problem_thought_not_so.py; adversarial round 47 paid $501 over six such tickets: "I assumed it was faulty,
turns out I hadn't plugged it in properly. All good now"). Near-misses still claim: the problem found real after all,
a remedy still asked, a problem told plainly, someone else's word upheld. Wording written for these tests."""

import pytest

from runs.guards import settled_against
from runs.intents import SETTLED_WHYS, read_ticket
from runs.intents.reading import THOUGHT_NOT_SO_WHY
from tests import fresh_cases as fc

_GOODS_KINDS = {"damaged_item", "wrong_item", "non_delivery"}


def _read(body: str, subject: str = "my order"):
    return read_ticket(f"{subject}\n{body}", order_ref="SU-70001")


def _dump(reading) -> list:
    return [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


NOT_SO = [
    # terse
    "thought the lamp was dead. turns out the bulb was loose. works fine now, ignore me",
    # chatty
    "Hi there! So embarrassing - I was convinced the blender was broken because it wouldn't start, but it turned out the jug "
    "wasn't clicked into the base properly. It works brilliantly now. Sorry for the bother!",
    # typos
    "i tought the vase was chipped but it was only a bit of glue from the label, my bad. all fine",
    # learner English
    "Hello, I am think the lamp is not working when it arrive. But it was only the cable not push in, my mistake. "
    "Now lamp is work perfectly, thank you",
    # someone else's word, undone
    "My son told me the headphones were faulty. They aren't - he had them paired to the wrong phone. Please ignore his email.",
    # a look
    "The rug seemed stained when I unrolled it but it was just the light in the hallway. It's lovely, no action needed.",
    # a claim told before, taken back
    "I emailed you this morning saying the kettle leaks. I was wrong - it was water I spilled filling it. All good, please disregard my email.",
    # the undoing first, then the belief
    "False alarm about the toaster, sorry! I thought it was broken but the socket switch was off.",
    # the matter named in a subject line
    ("I figured the clock was faulty until I found the battery tab still in. Ticking away happily now, nothing needed.", "Broken clock"),
    # texting, no apostrophes
    "i emailed yesterday that the kettle was leaking but its not, it was condensation. pls ignore",
    "I thought the glass was cracked but no, it's just a reflection.",
]


@pytest.mark.parametrize("body", NOT_SO)
def test_a_problem_thought_and_then_said_not_so_asks_nothing(body):
    body, subject = body if isinstance(body, tuple) else (body, "my order")
    reading = _read(body, subject)
    assert not set(reading.intents) & _GOODS_KINDS, _dump(reading)
    assert not [s for s in reading.sentences if s.role == "request" and set(s.kinds) & _GOODS_KINDS], _dump(reading)


def test_the_belief_undone_is_told_why_and_holds_its_kind():
    reading = _read("The mirror looked scratched in the box but it was only the protective film. Lovely piece, thank you.")
    held = [s for s in reading.sentences if s.why == THOUGHT_NOT_SO_WHY]
    assert held and held[0].role == "context" and held[0].settles == ["damaged_item"], _dump(reading)
    assert THOUGHT_NOT_SO_WHY in SETTLED_WHYS


STILL_CLAIMS = [
    "I thought it was just the film but no, it's a real scratch across the lamp base.",
    "I assumed it was a loose plug but it's definitely dead, please refund",
    "The lamp isn't working, and the glass shade is cracked.",
    "my husband says the lamp is broken and he's right, it won't switch on at all",
    "I thought it was only a scratch, but the lamp base is cracked too.",
    "I thought the lamp was faulty, turns out it is - it won't switch on at all.",
    "It looked fine in the box but turns out the base is cracked.",
    "I thought the mug was chipped but it was only a tea stain. The lamp is cracked though.",
    "I thought the lamp was broken, my mistake, it was the fuse. But the shade is badly dented.",
    "I thought the lamp was broken, and it turns out it was \u2014 the wire inside is snapped.",
    "My daughter said the lamp was cracked and she was right, there's a big crack.",
    "I thought the lamp was faulty and I was right, it doesn't switch on at all.",
    "I thought it was only scuffed but the lamp is actually cracked right through.",
]


@pytest.mark.parametrize("body", STILL_CLAIMS)
def test_a_problem_found_real_or_a_remedy_still_asked_is_still_claimed(body):
    reading = _read(body)
    assert "damaged_item" in reading.intents, _dump(reading)
    assert not any(s.why == THOUGHT_NOT_SO_WHY for s in reading.sentences), _dump(reading)


LAMP = [fc.line("LMP-1", "Brass table lamp", 6400)]
_PERSON = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "answer"}]}


@pytest.mark.django_db
def test_end_to_end_nothing_is_paid_for_a_problem_said_not_so_and_the_real_ones_are_paid(tmp_path):
    bodies = [b if isinstance(b, str) else b[0] for b in NOT_SO[:6]]
    cases = [fc.case(f"TNS-{n}", body.replace("blender", "lamp").replace("vase", "lamp").replace("headphones were", "lamp was")
                     .replace("They aren't", "It isn't").replace("paired to", "plugged into").replace("rug", "lamp"),
                     LAMP, intents=[], expected=_PERSON, ref=f"SU-7110{n}") for n, body in enumerate(bodies)]
    paid = fc.cents(LAMP, "LMP-1", 1)
    cases += fc.damage_claims("TNS-R", "SU-7120", LAMP, [
        "I thought it was just the film but no, it's a real scratch across the lamp base.",
        "I assumed it was a loose plug but the lamp is definitely dead, please refund",
        "The lamp isn't working, and the glass shade is cracked. Refund please.",
        "my husband says the lamp is broken and he's right, it won't switch on at all. refund please",
    ], [{"amount_cents": paid, "source": "platform"}])
    fc.assert_settled_as_expected(tmp_path, cases)


_MIRROR = {"order_ref": "SU-70001", "lines": [{"sku": "MIR-1", "description": "Wall mirror", "quantity": 1, "unit_price_cents": 11000}]}


@pytest.mark.parametrize("sentence", [
    "I thought the mirror was cracked but it was just a hair stuck on the glass, wiped right off.",
    "My wife said the mirror is broken; it isn't, she was looking at the reflection of the window.",
    "i was sure the mirror was scratched until i found the protective film still on it lol",
    "The mirror looked chipped at first glance but it was only a bit of packing foam, works perfectly as a mirror haha",
])
def test_the_guard_holds_a_damage_refund_on_a_sentence_saying_its_problem_was_not_so(sentence):
    # the screener's reading aside (as if it had read the sentence as asking): the guard's own reading holds the money
    asked = [{"text": sentence, "kinds": ["damaged_item"], "spans": {}}]
    assert settled_against({"case_type": "damaged_item", "action": "refund", "lines": [{"sku": "MIR-1", "quantity": 1}]}, _MIRROR, asked) == [sentence]


@pytest.mark.parametrize("sentence", [
    "I thought it was just the film but no, it's a real scratch on the mirror.",
    "I assumed the mirror was fine but it's definitely cracked, please refund",
    "my husband says the mirror is cracked and he's right",
    "The mirror isn't working as a mirror, and the glass is cracked.",
])
def test_the_guard_pays_a_damage_refund_on_a_problem_found_real(sentence):
    asked = [{"text": sentence, "kinds": ["damaged_item"], "spans": {}}]
    assert settled_against({"case_type": "damaged_item", "action": "refund", "lines": [{"sku": "MIR-1", "quantity": 1}]}, _MIRROR, asked) == []
