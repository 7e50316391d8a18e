"""A claim sentence cut at "just" / "then" / "and" ("Separately, the headlamp strap snapped on my very first run, the
buckle just split.") read "split." as an imperative, a second ask handed to a person beside the damage claim. The
words right before the cut name the subject whose verb it is ("the buckle", "it", "one of the screws"), or a subject
with a verb told already: the clause goes on telling, and asks nothing. A clause whose subject is the shop, or that
follows a comma or "so" with no subject, still asks. (runs/intents/told_predicates.py, read in asks._second_ask)"""

from __future__ import annotations

import pytest

from runs.intents import read_ticket
from runs.intents.told_predicates import subject_told_before
from runs.shop.kinds import NOT_A_CASE, CaseType

OTHER = NOT_A_CASE[1]


def _kinds(said: str) -> list[str]:
    return next(s.kinds for s in read_ticket(f"Order SU-73000\n{said}").sentences if s.text == said)


@pytest.mark.parametrize("said", [
    "Separately, the headlamp strap snapped on my very first run, the buckle just split.",
    "The lid of the bread bin arrived dented and the hinge then split.",
    "The drawer front came loose, one of the screws then split the wood.",
    "the kettle came with a crack, it just let water out all over the counter.",
    "The cupboard door arrived warped and it then put a scratch on the floor.",
    "The rug came stained, my husband just put it straight in the bin.",
])
def test_a_claim_told_on_asks_only_the_claim(said):
    assert _kinds(said) == [CaseType.DAMAGED_ITEM]


@pytest.mark.parametrize("said", [
    "The toaster is dented, so just cancel my other order.",
    "The mug arrived chipped, just cancel the rest of the order please.",
])
def test_an_ask_beside_the_claim_still_goes_to_a_person(said):
    assert _kinds(said) == [CaseType.DAMAGED_ITEM, OTHER]


@pytest.mark.parametrize(("text", "cut_at", "told"), [
    ("the buckle just split.", "just", True),
    ("Honestly my lamp then put a burn on the table", "then", True),
    ("The seam frayed and split", "and", True),
    ("the refund, just put it on my card", "just", False),
    ("you could just send another", "just", False),
    ("I'd like a refund and cancel the rest", "and", False),
])
def test_the_subject_before_the_cut(text, cut_at, told):
    assert subject_told_before(text, text.index(f" {cut_at} ") + 1) is told
