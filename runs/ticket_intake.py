"""Creating tickets from outside (form, API, command, evals): validated, with errors per field."""

from __future__ import annotations

import secrets
import unicodedata

from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import IntegrityError, transaction

from .models import Ticket

LIMITS = {"subject": 200, "body": 20000, "customer_email": 254, "order_ref": 32, "ref": 32}


class TicketInvalid(Exception):
    def __init__(self, errors: dict[str, str]):
        super().__init__(errors)
        self.errors = errors


def _encodable(value: str) -> bool:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _non_ascii_local_part(email: str) -> str:
    """Why an address's mailbox name is refused, '' if it is not. Django's validator matches [A-Z]
    case-insensitively, so a Kelvin sign (U+212A) or a dotless i passes as a letter: the address
    looks like a customer's and is another mailbox. The shop's addresses are ASCII before the @."""
    odd = [ch for ch in email.rpartition("@")[0] if not ch.isascii()]
    if not odd:
        return ""
    names = ", ".join(f"U+{ord(ch):04X} {unicodedata.name(ch, 'unnamed')}" for ch in dict.fromkeys(odd))
    return f"has a character that only looks like a plain letter before the @ ({names})"


def ticket_validate(data) -> dict:
    if not isinstance(data, dict):
        raise TicketInvalid({"__all__": "expected a JSON object with subject, body and customer_email"})
    errors: dict[str, str] = {}
    clean: dict[str, str] = {}
    unknown = sorted(set(data) - set(LIMITS))
    if unknown:
        errors["__all__"] = f"unknown field(s): {', '.join(unknown)}"
    for name, limit in LIMITS.items():
        value = data.get(name, "")
        if value is None:
            value = ""
        if not isinstance(value, str):
            errors[name] = "must be a string"
            continue
        # Normalise first, then check the value that will be stored (an upper-cased "ß" is two letters).
        value = value.strip()
        if name == "order_ref":
            value = value.upper()
        if "\x00" in value:
            errors[name] = "contains a NUL character"
        elif not _encodable(value):
            errors[name] = "contains characters that are not valid Unicode text (a lone surrogate)"
        elif name in ("subject", "body", "customer_email") and not value:
            errors[name] = "is required"
        elif len(value) > limit:
            errors[name] = f"must be at most {limit} characters"
        clean[name] = value
    if "customer_email" not in errors and clean.get("customer_email"):
        try:
            validate_email(clean["customer_email"])
        except ValidationError:
            errors["customer_email"] = "is not a valid email address"
        else:
            look_alike = _non_ascii_local_part(clean["customer_email"])
            if look_alike:
                errors["customer_email"] = look_alike
    if errors:
        raise TicketInvalid(errors)
    return clean


def ticket_create(*, data, channel: str, created_by=None) -> Ticket:
    clean = ticket_validate(data)
    ref = clean.pop("ref", "") or f"T-{secrets.randbelow(900000) + 100000}"
    try:
        with transaction.atomic():
            return Ticket.objects.create(ref=ref, channel=channel, created_by=created_by, **clean)
    except IntegrityError:
        raise TicketInvalid({"ref": f"a ticket {ref} already exists"}) from None
