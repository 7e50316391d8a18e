"""Screening: a replacement asked not to be sent in formal words ("I also ask that you do not send replacements",
"kindly refrain from sending a new one") forbids the replacement and is answered, never read as asking for the
claim's remedy; time given as courtesy ("There is no hurry whatsoever.") is no part missing from the goods; and a
withdrawal of something said before ("please disregard that call.", "Scratch that.") asks nothing. Near-misses: a
send held until photos come, a lid that did not come, and "disregard the old address and use the new one" still
read as before."""

import pytest

from runs.intents import read_ticket
from runs.intents.missing_items import things_missing


def _read(body: str):
    return read_ticket(f"help\n{body}")


def _sentence(body: str, words: str):
    return next(s for s in _read(body).sentences if words in s.text)


@pytest.mark.parametrize("body, words", [
    ("The glass platter arrived in pieces. I also ask that you do not send replacements.", "do not send replacements"),
    ("Two of the plates were cracked. We ask that no replacement be sent.", "no replacement be sent"),
    ("the lamp shade came dented, I'd ask you not to send another.", "not to send another"),
    ("The vase arrived smashed. Kindly refrain from sending a new one.", "refrain from sending"),
    ("My jug came chipped. I must request that you don't ship a replacement, we're moving house.", "don't ship a replacement"),
    ("The frame arrived with the glass broken. Im asking you not to send me a new one pls", "not to send me a new one"),
])
def test_a_replacement_asked_not_to_be_sent_forbids_it_and_is_answered(body, words):
    s = _sentence(body, words)
    assert s.is_request and "question" in s.kinds  # answered in the reply: no replacement is being sent
    assert "replacement" in s.forbids
    assert "damaged_item" in _read(body).intents  # the claim beside it stands


def test_a_replacement_held_until_photos_come_is_still_a_hold():
    # the send waits for the photos: not a refusal of the unit read by the formal-words rule
    s = _sentence("The bowl arrived cracked. I'd ask you not to send a new one until I've sent photos.", "until")
    assert s.why != "asks for the remedy of the requests around it"


@pytest.mark.parametrize("body", [
    "The cushion cover came in the wrong colour. There is no hurry whatsoever. Please refund it.",
    "The mug arrived chipped, there's absolutely no rush. Could you refund it?",
    "Wrong size of towel sent. No hurry at all, a refund whenever is fine.",
    "the kettle lid is cracked. theres no pressure at all on this",
    "The teapot arrived with a crack. And there is no urgency whatsoever from my side.",
    "Blanket came torn. There's no rush whatsoever, honestly.",
])
def test_time_given_as_courtesy_is_no_part_missing(body):
    read = _read(body)
    assert "other" not in read.intents
    assert not any("did not come" in s.why for s in read.sentences)


@pytest.mark.parametrize("text", ["There is no hurry whatsoever.", "there's no rush at all", "and there is no urgency at all",
                                  "there was no pressure whatsoever", "but no worries at all"])
def test_no_thing_missing_is_read_in_time_given(text):
    assert things_missing(text) == []


@pytest.mark.parametrize("text", ["The teapot came but there was no lid in the box.", "It arrived with no plug in the box.",
                                  "there was no charger in it"])
def test_a_part_that_did_not_come_is_still_missing(text):
    assert things_missing(text)


@pytest.mark.parametrize("body, words", [
    ("The salad bowl arrived shattered. I previously telephoned about the servers; please disregard that call.", "disregard that call"),
    ("The kettle came with a dent. Ignore my last email.", "Ignore my last email"),
    ("The toaster came dented. About my earlier question on gift wrap - scratch that.", "scratch that"),
    ("The rug arrived stained. Please disregard my previous message, sorry!", "disregard my previous message"),
    ("The kettle came broken. and ignore what I wrote earlier", "ignore what I wrote"),
    ("The lamp came cracked. I gave a second address on the phone. please ignore that", "please ignore that"),
])
def test_words_taken_back_ask_nothing(body, words):
    s = _sentence(body, words)
    assert not s.is_request
    assert "other" not in _read(body).intents
    assert "damaged_item" in _read(body).intents  # the claim told before it stands


def test_disregarding_an_old_detail_to_use_a_new_one_is_still_an_ask():
    s = _sentence("The mug arrived chipped. Please disregard the old address and use the new one.", "old address")
    assert s.is_request and "other" in s.kinds


@pytest.fixture
def vase_order(settings):
    from tests.runtime_world import delivered_order, small_shop
    maya, house = small_shop(settings)
    delivered_order("SU-81001", maya, house, [("VAS-1", "Glass vase", 1, 4200)])


@pytest.mark.django_db
@pytest.mark.parametrize("body", [
    "The vase from SU-81001 came smashed. There is no hurry whatsoever. Please refund it.",
    "SU-81001: vase arrived cracked, no hurry at all. I rang about the delivery slot last week; please disregard that call.",
    "Vase (SU-81001) broken in the box, refund please. Oh and ignore my last email.",
])
def test_offline_remarks_beside_a_claim_open_no_request_and_are_never_called_one(vase_order, body):
    from runs.shop import models as shop
    from tests.runtime_world import offline_run
    run = offline_run(body, "SU-81001")
    assert not run.subtasks.filter(case_type="other").exists()
    assert shop.Refund.objects.count() == 1  # the claim's own money, nothing held by a false reason
    assert "your request (" not in shop.CustomerReply.objects.get(order__ref="SU-81001").body
