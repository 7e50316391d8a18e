"""The catch-all (`other`) reads what no claim covers, and only that.

- An apology for the writing itself ("please forgive any mistakes", "sorry for my bad english") asks
  nothing of the shop: no request a colleague "follows up"; a fee or a charge asked off is still asked.
- A remedy or a check asked about a claim that has its own subtask is that claim's ("money back pls",
  "cash rather than store credit", "not a voucher", "could you check?"), never a second request.
- A sentence asking in words that name nothing ("What can you do?", "I want the 34.") is a request a
  person reads when no claim beside it covers it; a size or a number asked is goods no kind sends.
"""

import pytest

from runs.intents import read_ticket


def sentence(body, text, subject="SU-88110"):
    return next(s for s in read_ticket(f"{subject}\n{body}").sentences if s.text == text)


def role_of(body, text):
    found = sentence(body, text)
    return found.role, found.kinds


def other_requests(body, subject="SU-88110"):
    return [s.text for s in read_ticket(f"{subject}\n{body}").requests if "other" in s.kinds]


CLAIM = "The teapot arrived with the spout snapped off."


@pytest.mark.parametrize("apology", [
    "My grandson set up this computer for me so please forgive any mistakes.",
    "Please excuse the long email.",
    "forgive my typing, new phone.",
    "Pardon my spelling, I'm dyslexic.",
    "Sorry for my bad english.",
    "Apologies for the rambling message!",
    "sorry my english is not so good.",
    "Please ignore any typos, writing this on the bus.",
    "I do apologise for the long letter.",
])
def test_an_apology_for_the_writing_is_no_request(apology):
    for body in (f"{apology} {CLAIM} Could I have my money back for it?", f"{CLAIM} Could I have my money back for it? {apology}"):
        assert other_requests(body) == [], body
        assert role_of(body, CLAIM) == ("request", ["damaged_item"])


@pytest.mark.parametrize("body,asked", [
    # a fee or a charge forgiven is money asked off, not the writing
    ("Please forgive the late fee, I was charged it by mistake.", "Please forgive the late fee, I was charged it by mistake."),
    ("Could you excuse the restocking fee on my order? The box was never opened.", "Could you excuse the restocking fee on my order?"),
    # the apology taken out, the rest still asks something no claim covers
    (f"{CLAIM} Sorry for my bad english, please change my delivery address to 4 Elm Road.",
     "Sorry for my bad english, please change my delivery address to 4 Elm Road."),
])
def test_a_fee_forgiven_or_an_ask_beside_the_apology_stays_a_request(body, asked):
    assert asked in other_requests(body)


@pytest.mark.parametrize("claim,remedy", [
    ("the chair i got has a brokn leg, cant sit on it.", "want my mony bak"),
    ("The kettle came dented all down one side.", "money back pls"),
    ("The kettle came dented all down one side.", "I'd rather have cash than store credit."),
    ("The vase was in pieces when I opened the box.", "I want a proper refund, not a voucher."),
    ("The vase was in pieces when I opened the box.", "No gift card please, just the refund."),
    ("The lamp arrived with its base cracked.", "Can you look into it?"),
    ("The lamp arrived with its base cracked.", "What can you do?"),
    ("The lamp arrived with its base cracked.", "could u check pls"),
])
def test_a_remedy_or_a_check_asked_beside_a_claim_is_that_claims(claim, remedy):
    body = f"{claim} {remedy}"
    assert other_requests(body) == [], body
    assert role_of(body, remedy)[0] in ("attached", "courtesy")


@pytest.mark.parametrize("body", [
    "Paid $9.99 for next-day delivery and it arrived five days later. I want the delivery fee back, not a voucher.",
    "The delivery was charged two times on my receipt, $6.50 and $6.50, could you check?",
    "i was billed twice for the same order on my bank statement, can someone look into it",
    "The parcel came a week after the promised date, refund the shipping please, I don't need store credit.",
])
def test_a_remedy_or_a_check_inside_the_claims_own_sentence_asks_nothing_more(body):
    assert other_requests(body) == [], [(s.text, s.kinds) for s in read_ticket(body).requests]
    assert read_ticket(body).requests


@pytest.mark.parametrize("body,asked", [
    # another form of the money, wanted: a person pays it that way
    ("The kettle came dented. Store credit would be great instead.", "Store credit would be great instead."),
    ("The kettle came dented. I'd rather have a voucher than the refund.", "I'd rather have a voucher than the refund."),
    # papers asked for, not only named as where the charge shows
    ("I was charged twice for the lamp. Please send me a receipt for the refund.", "Please send me a receipt for the refund."),
    # something only a person gives, beside the claim
    ("The lamp arrived with its base cracked. Can a manager call me about it?", "Can a manager call me about it?"),
])
def test_near_misses_that_ask_more_than_the_claims_remedy_stay_requests(body, asked):
    assert asked in other_requests(body)


@pytest.mark.parametrize("body,asked", [
    ("I don't want my money back for the trousers, they sent 32 waist instead of the 34 I ordered. I want the 34.", "I want the 34."),
    ("Wrong shoes came. Can I have the 9?", "Can I have the 9?"),
    ("Hi, it's about the order I placed on Monday. Can you help?", "Can you help?"),
    ("I have been a customer for years and never had to write in before. What can you do?", "What can you do?"),
    ("Hello, I have a question about my order. What should I do?", "What should I do?"),
])
def test_an_ask_in_words_that_name_nothing_is_a_request_when_no_claim_covers_it(body, asked):
    assert asked in other_requests(body)


@pytest.mark.parametrize("body,asked", [
    # a part the goods came without is a claim on the goods (a person settles the part): the ask is for it
    ("my casserole dish came without its lid. The dish itself is fine. What can you do?", "What can you do?"),
    ("The camera bag came without its shoulder strap. Can you help?", "Can you help?"),
])
def test_an_ask_in_words_that_name_nothing_beside_a_claim_is_answered_by_the_claim(body, asked):
    assert asked not in other_requests(body)
    assert read_ticket(f"SU-40001\n{body}").intents == ["damaged_item"]


@pytest.mark.parametrize("body,thanks", [
    ("The lamp arrived with its base cracked, please refund it. Thanks in advance!", "Thanks in advance!"),
    ("My order never arrived. Please!", "Please!"),
])
def test_bare_thanks_ask_nothing(body, thanks):
    assert thanks not in other_requests(body)
