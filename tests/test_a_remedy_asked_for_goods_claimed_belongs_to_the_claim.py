"""A sentence that asks only the remedy of goods the ticket has already claimed a problem with belongs to that
claim, even when it calls the goods by a shorter name ("the shade" for the lampshade, "the pot" for the teapot)
and wraps the ask in kind words ("whenever you get a chance", "would be lovely", "at some point"): one request,
so a run that pays the claim closes resolved instead of sending a person after money already refunded. An ask
that names goods no claim is about, or work of its own, is still its own request."""

import pytest

from runs.intents import read_ticket


def _reading(subject, body):
    return read_ticket(f"{subject}\n{body}", order_ref="SU-20001")


@pytest.mark.parametrize("subject,body", [
    ("no rush", "Hi! We've had a hectic month. Anyway the lampshade from SU-20001 came with a long rip in it. "
                "Whenever you get a chance a refund for the shade would be lovely. Thanks, Mo"),
    ("hello", "Our new teapot from SU-20001 came with a crack in the spout. When you have a spare moment, money back for the pot would be wonderful."),
    ("quick one", "The doormat I ordered (SU-20001) arrived with a big rip along the edge. A refund for the mat would be much appreciated."),
    ("hiya", "the bookcase in SU-20001 showed up with a split side panel!! i'd appreciate my money back for it, no hurry"),
    ("thanks", "The tablecloth from SU-20001 arrived stained all over. If possible I'd love a refund on the cloth at some point."),
    ("question", "Hi, my armchair from SU-20001 came with a torn seat. Whenever suits, could you refund the chair?"),
    # (goods asked replaced, "Could the shade be replaced?", ask for a replacement, not the claim's refund:
    # tests/test_a_replacement_asked_in_any_wording_is_arranged_by_a_person_and_holds_the_refund.py)
])
def test_a_remedy_asked_for_the_claimed_goods_is_that_claims_not_a_second_request(subject, body):
    reading = _reading(subject, body)
    assert reading.intents == ["damaged_item"], [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "The lampshade from SU-20001 arrived dented. A refund for the shade would be lovely, and could you also send me a catalogue?",
    "The lampshade from SU-20001 arrived dented. I'd love a refund for the shade and the curtains.",
    "Anyway the lampshade from SU-20001 arrived dented. Whenever you get a chance, a refund for the shade would be lovely, and please cancel my candle subscription.",
    "The lampshade from SU-20001 arrived dented. Could you change my delivery address to 4 Elm Road?",
    "The lampshade from SU-20001 arrived dented. I'd also like a refund for the rug, it never suited the room.",
    "The teapot from SU-20001 arrived with a cracked spout. Could the pot and the sugar bowl be replaced?",
])
def test_an_ask_naming_other_goods_or_other_work_stays_its_own_request(body):
    reading = _reading("lampshade", body)
    assert "other" in reading.intents, [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "My order SU-20001 of six candles came one short. Refund the missing candle please.",
    "I ordered 2 mugs on SU-20001 but the box only had one in it. Please refund the missing one.",
    "SU-20001: I paid for three bowls, only two were in the box. I'd like the missing bowl refunded.",
])
def test_the_missing_units_asked_back_are_the_short_deliverys_remedy(body):
    assert _reading("short", body).intents == ["non_delivery"]
