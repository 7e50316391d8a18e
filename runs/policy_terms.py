"""The policy's fixed terms (runs/policy.py): the report and return windows in days, the lines no change of mind
sends back, how a line's refund is worth in the documents' words, when stalled tracking counts as lost.
"""

from __future__ import annotations


# Lines that can never go back for a change of mind, whoever sells them (POL-COM-008). A line
# carries one of these in its `exclusion`; blank means returnable.
EXCLUSIONS = {
    "personalised": "personalised or made to order",
    "final_sale": "marked final sale",
    "opened_personal_care": "an opened personal-care product",
    "inked_pen": "a filled or inked writing instrument",
    "used_knife": "a used knife",
    "unwrapped_mattress": "a mattress out of its protective wrap",
}


DAMAGE_REPORT_DAYS = 30  # POL-DMG-002: damage is reported within 30 days of delivery


FIRST_PARTY_RETURN_DAYS = 30  # POL-COM-005: the shop's own return window for what it sells itself


WRONG_ITEM_REPORT_DAYS = 30  # POL-WRG-004: a wrong item is reported within 30 days of the delivery of its parcel


# How a refund of a line is worth (POL-DMG-002, POL-WRG-004, POL-COM-005): the prose the documents
# quote, for the rule `line_cents` carries out.
LINE_REFUND_WORDS = ("the line's price and its share of the sales tax actually charged on the order (the tax charged, spread over "
                     "the taxable lines by value, rounded to the cent; none on a tax-exempt line)")


STALLED_DAYS = 5  # POL-NDL-003: tracking that has not moved for five days or more counts as lost
