"""Why the goods asked instead of money are wanted, told beside that ask ("could you just send me a new bowl instead? It
was a gift for my sister and I'd rather she has the bowl."), asks nothing more: the person arranging the goods reads it
there (runs/intents/restatements.py; held-back round ver29a V29-12). People the goods are for are no goods. Near-misses: a
preference for other goods, or one beside a money claim with no goods asked, stay as they were."""

import pytest

from runs.intents import read_ticket
from runs.intents.restatements import PREFERENCE_WHY


def _shown(reading):
    return [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


ASK = {
    "bowl": "The serving bowl arrived cracked down the middle. Could you just send me a new bowl instead of a refund?",
    "vase": "The blue vase came chipped at the lip. I'd like a replacement vase rather than money please.",
    "mug": "my mug arrived with the handle off. can u send another mug instead of refunding?",
}
FOLDED = [
    ("bowl", "It was a gift for my sister and I'd rather she has the bowl."),
    ("bowl", "It's for my mum's birthday, so I'd much rather she gets the bowl."),
    ("vase", "It was a wedding present for a friend, I would prefer they have a vase from you."),
    ("vase", "It's a present for my aunt, I'd rather she got the vase."),
    ("mug", "its for my dad, id rather he has the mug tbh"),
    ("mug", "I'd rather my son gets a mug, it was his christmas present."),
]


@pytest.mark.parametrize("ask,sentence", FOLDED)
def test_why_the_goods_are_wanted_is_folded_into_their_ask(ask, sentence):
    reading = read_ticket(f"{ASK[ask]} {sentence}", order_ref="SU-70001")
    said = next(s for s in reading.sentences if s.text.startswith(sentence[:12]))
    assert said.role == "attached" and said.why == PREFERENCE_WHY and said.restates, _shown(reading)
    assert [s for s in reading.requests if "other" in s.kinds] == [reading.requests[-1]], _shown(reading)


NEAR = [
    # other goods than those asked
    (ASK["bowl"], "I'd rather she has the matching jug too."),
    # a money claim: no goods asked before it
    ("The serving bowl arrived cracked down the middle. Please refund it.", "I'd rather she has the bowl."),
    # a question
    (ASK["mug"], "would you rather I had the mug or the money?"),
]


@pytest.mark.parametrize("before,sentence", NEAR)
def test_near_misses_are_not_folded(before, sentence):
    reading = read_ticket(f"{before} {sentence}", order_ref="SU-70001")
    said = next(s for s in reading.sentences if s.text.startswith(sentence[:12]))
    assert said.why != PREFERENCE_WHY and not said.restates, _shown(reading)
