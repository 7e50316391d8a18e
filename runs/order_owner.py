"""Whose order it is: an order's email against the ticket's, compared as the shop's accounts compare them
(case and the dots and plus-tags a mailbox ignores), and the reason a foreign order is refused.
"""

from __future__ import annotations

import unicodedata


_ASCII_CASE = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def normalise_email(email: str) -> str:
    """Surrounding spaces, the case of ASCII letters and a sub-address tag aside, an address is
    compared as written. The tag is what follows the first "+" of the local part (RFC 5233 plus
    addressing: "ana.ribeiro+shopping@example.com" is delivered to ana.ribeiro@example.com's own
    mailbox, as the large providers do), so it is the same customer writing; the refund goes to the
    order's own payment method whoever writes. Nothing else is folded: a different local part
    ("jo.hn" and "john"), another domain, a Kelvin sign (U+212A) for a "k" and any look-alike are
    different addresses, and a tag with nothing before it ("+shop@") is kept as written."""
    address = (email or "").strip().translate(_ASCII_CASE)
    local, at, domain = address.rpartition("@")
    mailbox, plus, _tag = local.partition("+")
    return f"{mailbox}@{domain}" if at and plus and mailbox else address


def same_customer(order_email: str, ticket_email: str) -> bool:
    return bool(order_email) and normalise_email(order_email) == normalise_email(ticket_email)


# How the record says a pin was refused for another customer's order: the run page offers the
# link, and the offline agent hands the named order to a person who can confirm it.
FOREIGN_ORDER = "belongs to another customer"


def email_difference(order_email: str, ticket_email: str) -> str:
    """Why two addresses are not one customer's, in words: '' when they are."""
    a, b = normalise_email(order_email), normalise_email(ticket_email)
    if not a:
        return "the order has no customer address"
    if a == b:
        return ""
    if a.partition("@")[0] == b.partition("@")[0]:
        return "the ticket's address is at another domain than the order's: a different mailbox"
    odd = [ch for ch in b if not ch.isascii()]
    if odd:
        names = ", ".join(f"U+{ord(ch):04X} {unicodedata.name(ch, 'unnamed')}" for ch in dict.fromkeys(odd))
        return f"the ticket's address contains a non-ASCII character ({names}): a different mailbox from the order's"
    return "the ticket's address is not the order's"
