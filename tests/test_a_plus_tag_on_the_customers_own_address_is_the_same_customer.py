"""Whose order: an address with a sub-address tag ("name+tag@domain", RFC 5233) is delivered to the
same mailbox as the address without it, so it is the same customer; anything else that differs (the
part before the tag, the domain, a look-alike letter) is another customer's address."""

import pytest

from runs import order_owner


@pytest.mark.parametrize("order_email,ticket_email", [
    ("bea.okafor@example.com", "bea.okafor+orders@example.com"),
    ("Bea.Okafor+home@Example.com", " bea.okafor+work@example.com"),
    ("t.ng@mail.example", "T.Ng+sundry-2026@mail.example"),
    ("t.ng+a@mail.example", "t.ng@mail.example"),
])
def test_a_tagged_address_is_the_untagged_mailbox(order_email, ticket_email):
    assert order_owner.same_customer(order_email, ticket_email)
    assert order_owner.email_difference(order_email, ticket_email) == ""


@pytest.mark.parametrize("order_email,ticket_email,why", [
    ("bea.okafor@example.com", "bea.okafor+orders@example.org", "at another domain"),
    ("bea.okafor@example.com", "beaokafor+orders@example.com", "is not the order's"),
    ("t.ng@mail.example", "t.ngg+x@mail.example", "is not the order's"),
    ("t.ng@mail.example", "+t.ng@mail.example", "is not the order's"),
    ("kai@mail.example", "\u212aai+shop@mail.example", "non-ASCII character"),
])
def test_a_different_mailbox_before_the_tag_or_after_the_at_is_another_customer(order_email, ticket_email, why):
    assert not order_owner.same_customer(order_email, ticket_email)
    assert why in order_owner.email_difference(order_email, ticket_email)
