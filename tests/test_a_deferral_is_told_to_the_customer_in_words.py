"""A deferred subtask's reply sentence tells the reason in the customer's words, not the record's shorthand: "delivered 45
days ago, window 30 days (days in America/Los_Angeles) (checked on order SU-1)" once went to the customer as written."""

import pytest

from runs.agents.reply_sentences import deferred, for_the_customer
from runs.reply_check import unresolved_problems


@pytest.mark.parametrize("reason, said", [
    ("delivered 45 days ago, window 30 days (days in America/Los_Angeles) (checked on order SU-83117)",
     "it arrived 45 days ago, and the window for this is 30 days from arrival (order SU-83117)"),
    ("delivered 31 days ago, window 30 days (days in Europe/London)",
     "it arrived 31 days ago, and the window for this is 30 days from arrival"),
    ("delivered 20 days ago, window 14 days",
     "it arrived 20 days ago, and the window for this is 14 days from arrival"),
])
def test_a_window_passed_is_said_in_words_without_the_shops_time_zone(reason, said):
    assert for_the_customer(reason) == said
    sentence = deferred("the kettle", reason)
    assert "days in" not in sentence and "(checked on" not in sentence
    assert not unresolved_problems(sentence, "deferred"), "the reply check would refuse it for a deferred subtask"


@pytest.mark.parametrize("reason", [
    "order SU-1 shows no charge taken twice, so there is nothing to refund",
    "this was already refunded ($9.95 on 2026-03-02)",
    "a replacement is already on its way as order SU-1234",
])
def test_a_reason_already_in_words_is_told_as_it_is(reason):
    assert for_the_customer(reason) == reason


def test_the_order_a_reason_was_checked_on_is_still_named():
    assert for_the_customer("the record shows one charge (checked on order SU-7)") == "the record shows one charge (order SU-7)"
