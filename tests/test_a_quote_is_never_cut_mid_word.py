"""A customer's words quoted in a shorter place are cut at a word boundary with an ellipsis, never mid-word; a ticket
handed to a person whole quotes each request it read in full while the open item has room, and never says the ticket
was read as asking nothing while a sentence in it reads as a question or a problem."""

import pytest

from runs.intents import read_ticket
from runs.language import ticket_language
from runs.quoting import each_quoted, shortened
from runs.screening import OPEN_ITEM_MOST, Screened


def _handover(text):
    return Screened(ticket_language(text, []), read_ticket(text), text.split("\n")[0]).handover


@pytest.mark.parametrize("text, most", [
    ("please cancel my monthly candle subscription from June", 30),
    ("the   lampshade\narrived with a long tear down one side", 25),
    ("refund the delivery fee of $5.99, it came four days late", 33),
    ("short", 10),
])
def test_a_quote_shortened_ends_on_a_whole_word(text, most):
    out = shortened(text, most)
    assert len(out) <= most
    words = " ".join(text.split()).split(" ")
    kept = out.rstrip("…").rstrip(" ,;:-").split(" ")
    assert kept == words[:len(kept)], out  # every word kept is whole
    assert out.endswith("…") == (len(" ".join(words)) > most)


def test_each_request_is_quoted_whole_when_they_fit_and_from_its_first_word_when_they_do_not():
    texts = ["change my address to 3 Mill Lane", "cancel the soap subscription", "send a VAT invoice for SU-12345"]
    assert each_quoted(texts, 300) == [f'"{t}"' for t in texts]
    long = ["please change the delivery address on my account " * 4, "cancel my monthly candle subscription from June"]
    quoted = each_quoted(long, 150)
    assert len("; ".join(quoted)) <= 150
    assert quoted[1] == '"cancel my monthly candle subscription from June"'  # the short one needs no cut
    assert quoted[0].startswith('"please change') and quoted[0].endswith('…"')


@pytest.mark.parametrize("text, asks", [
    ("account stuff\nTwo small things: please change the delivery address on my account to 14 Hazel Close, Bath BA1 2AB, "
     "and cancel my monthly candle subscription from June. Cheers.",
     ["change the delivery address on my account to 14 Hazel Close, Bath BA1 2AB", "cancel my monthly candle subscription from June."]),
    ("bowls\nThe plates are fine, I dropped one myself. What I'd like to know is whether you sell the matching pasta bowls?",
     ["whether you sell the matching pasta bowls?"]),
    ("three things\nCould you tell me when the sale starts? Also please remove my old card from the account, and send me "
     "a copy of my last three invoices for my accountant who needs them by Friday at the latest.",
     ["when the sale starts?", "remove my old card from the account", "a copy of my last three invoices for my accountant"]),
])
def test_a_ticket_handed_over_whole_quotes_each_request_in_full(text, asks):
    open_item, _ = _handover(text)
    assert len(open_item) <= OPEN_ITEM_MOST
    for ask in asks:
        assert ask in open_item, open_item
    assert "asking nothing" not in open_item


def test_a_question_read_as_courtesy_is_still_quoted_never_asking_nothing():
    # "let me know what happens" waits for an outcome (courtesy), but a person handed the ticket is pointed at it
    text = "lamp\nThe lamp on SU-52113 arrived broken in 2019 and you refunded it. Could you let me know what happens?"
    open_item, reason = _handover(text)
    assert "asking nothing" not in open_item
    assert '"Could you let me know what happens?"' in open_item
    assert "arrived broken in 2019" in reason


def test_settled_history_alone_is_still_said_to_ask_nothing():
    open_item, _ = _handover("Lamp\nThe lamp on SU-52116 arrived broken in 2019 and you refunded it, thanks again.")
    assert "read as asking nothing" in open_item
