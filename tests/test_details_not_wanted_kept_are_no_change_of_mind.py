"""A customer who does not want their card, details or account kept ("delete my saved card, i dont want it stored
anymore") asks something of no known kind: a person answers it, and no return of the goods is started. A change of
mind said with "don't want it" about the goods themselves still reads as one. Wording written for these tests."""

import pytest

from runs.intents.read import read_ticket


def _kinds(text: str) -> set[str]:
    return {k for r in read_ticket(text).requests for k in r.kinds}


@pytest.mark.parametrize("text", [
    "also pls delete my saved card from my account i dont want it stored anymore.",
    "Could you remove my card details? I don't want them kept on file.",
    "Please wipe my phone number from your system, I do not want it shared with couriers.",
    "remove my address from the account pls dont want it saved",
    "Delete the Visa ending 4417 from my profile. I don't want it held by you any longer.",
    "Take my birthday off my account, I don't want it shown on the emails.",
])
def test_details_not_wanted_kept_ask_no_return(text):
    assert "change_of_mind" not in _kinds(text)
    assert "other" in _kinds(text)


@pytest.mark.parametrize("text", [
    "The lamp is fine but I don't want it anymore, can I send it back?",
    "honestly i dont want them, can i return the cushions",
    "We don't really need the second rug any more - please arrange a return.",
    "I don't want this, it's not my style. Return please.",
    "changed my mind about the throw, dont want it",
])
def test_goods_not_wanted_are_still_a_change_of_mind(text):
    assert "change_of_mind" in _kinds(text)
