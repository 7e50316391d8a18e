"""Who funds a refund, by case type and seller type. Data, not branching code.

The guard on decide -> act compares a decision's `source` with this table for the order's
seller type; a model cannot talk its way into charging the wrong party.
"""

from .kinds import CaseType, RefundSource, SellerType

P, S, C = RefundSource.PLATFORM, RefundSource.SELLER, RefundSource.CARRIER_CLAIM

REFUND_SOURCE: dict[tuple[str, str], str] = {
    #  case type                    first_party   marketplace
    (CaseType.DUPLICATE_CHARGE, SellerType.FIRST_PARTY): P,  # our card processor billed twice
    (CaseType.DUPLICATE_CHARGE, SellerType.MARKETPLACE): P,  # the platform takes the payment for every seller
    (CaseType.DAMAGED_ITEM, SellerType.FIRST_PARTY): P,
    (CaseType.DAMAGED_ITEM, SellerType.MARKETPLACE): S,      # the seller packed and shipped it
    (CaseType.NON_DELIVERY, SellerType.FIRST_PARTY): C,      # claimed back from the carrier we contracted
    (CaseType.NON_DELIVERY, SellerType.MARKETPLACE): C,      # marketplace sellers ship on our carrier contract too
    (CaseType.WRONG_ITEM, SellerType.FIRST_PARTY): P,
    (CaseType.WRONG_ITEM, SellerType.MARKETPLACE): S,
    (CaseType.CHANGE_OF_MIND, SellerType.FIRST_PARTY): P,
    (CaseType.CHANGE_OF_MIND, SellerType.MARKETPLACE): S,
    (CaseType.LATE_DELIVERY, SellerType.FIRST_PARTY): P,
    (CaseType.LATE_DELIVERY, SellerType.MARKETPLACE): P,     # delivery promise is the platform's
}


def refund_source_for(case_type: str, seller_type: str) -> str:
    """The party that funds a refund. KeyError for a pair the table does not know: never guess."""
    try:
        key = (CaseType(case_type), SellerType(seller_type))
    except ValueError:
        # An unknown value is an unknown pair too: one error for callers to handle, not two.
        raise KeyError((case_type, seller_type)) from None
    return REFUND_SOURCE[key]
