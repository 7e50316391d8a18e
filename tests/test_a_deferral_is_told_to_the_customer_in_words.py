"""A deferred subtask's reply sentence tells the reason in the customer's words, not the record's shorthand: "delivered 45
days ago, window 30 days (days in America/Los_Angeles) (checked on order SU-1)" once went to the customer as written."""

import pytest

from runs.agents.reply_sentences import deferred, for_the_customer


@pytest.mark.parametrize("reason, said", [
    ("delivered 45 days ago, window 30 days (days in America/Los_Angeles) (checked on order SU-83117)",
     "your order SU-83117 was delivered 45 days ago, and the window for this is 30 days from delivery"),
    ("delivered 31 days ago, window 30 days (days in Europe/London)",
     "it was delivered 31 days ago, and the window for this is 30 days from delivery"),
    ("delivered 20 days ago, window 14 days",
     "it was delivered 20 days ago, and the window for this is 14 days from delivery"),
])
def test_a_window_passed_is_said_in_words_without_the_shops_time_zone(reason, said):
    assert for_the_customer(reason) == said
    assert "days in" not in deferred("the kettle", reason) and "(checked on" not in deferred("the kettle", reason)


@pytest.mark.parametrize("reason", [
    "order SU-1 shows no charge taken twice, so there is nothing to refund",
    "this was already refunded ($9.95 on 2026-03-02)",
    "a replacement is already on its way as order SU-1234",
])
def test_a_reason_already_in_words_is_told_as_it_is(reason):
    assert for_the_customer(reason) == reason


def test_the_order_a_reason_was_checked_on_is_still_named():
    assert for_the_customer("the record shows one charge (checked on order SU-7)") == "the record shows one charge (order SU-7)"
