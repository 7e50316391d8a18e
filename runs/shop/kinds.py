"""The shop's vocabularies: seller types, case types (and the subtask kinds that are none), refund
sources, return states. Apart from the models so that tables such as the refund matrix (read by the
offline agent too) need no database models."""

from django.db import models


class SellerType(models.TextChoices):
    FIRST_PARTY = "first_party", "First party"
    MARKETPLACE = "marketplace", "Marketplace"


class CaseType(models.TextChoices):
    DUPLICATE_CHARGE = "duplicate_charge", "Duplicate charge"
    DAMAGED_ITEM = "damaged_item", "Damaged item"
    NON_DELIVERY = "non_delivery", "Non-delivery"
    WRONG_ITEM = "wrong_item", "Wrong item"
    CHANGE_OF_MIND = "change_of_mind", "Change-of-mind return"
    LATE_DELIVERY = "late_delivery", "Late delivery"


# Kinds of subtask that are no case type. `question`: a replacement question, answered by a read.
# `other`: a request of no kind the agent handles (change an address, cancel a subscription),
# quoted in its goal and closed by a person. Listed here, beside the case types, so that the
# ticket readers and the step checks below the plan can name them too (runs.plan lists both).
NOT_A_CASE = ["question", "other"]


class RefundSource(models.TextChoices):
    PLATFORM = "platform", "Platform"
    SELLER = "seller", "Seller"
    CARRIER_CLAIM = "carrier_claim", "Carrier claim"


class ReturnRequestStatus(models.TextChoices):
    STARTED = "started", "Started"
    COLLECTED = "collected", "Collected by the carrier"
    RECEIVED = "received", "Received"
    CANCELLED = "cancelled", "Cancelled"
