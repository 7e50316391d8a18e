"""The refund-source matrix: who funds a refund, by case type and seller type."""

from itertools import product

import pytest

from runs.shop import refund_matrix
from runs.shop.models import CaseType, RefundSource, SellerType
from runs.shop.refund_matrix import REFUND_SOURCE, refund_source_for


def test_the_matrix_covers_every_case_type_and_seller_type_pair():
    assert set(REFUND_SOURCE) == set(product(CaseType, SellerType))


@pytest.mark.parametrize("case_type,seller_type", list(product(CaseType.values, SellerType.values)))
def test_every_pair_resolves_to_a_valid_refund_source(case_type, seller_type):
    source = refund_source_for(case_type, seller_type)
    assert source in RefundSource.values
    assert source == REFUND_SOURCE[(CaseType(case_type), SellerType(seller_type))]


def test_the_matrix_says_who_pays_where_the_brief_is_explicit():
    # Billing errors and late deliveries are the platform's, a lost parcel is the carrier's,
    # and a marketplace seller pays for what it packed and shipped.
    assert refund_source_for("duplicate_charge", "marketplace") == RefundSource.PLATFORM
    assert refund_source_for("late_delivery", "marketplace") == RefundSource.PLATFORM
    assert refund_source_for("non_delivery", "first_party") == RefundSource.CARRIER_CLAIM
    assert refund_source_for("non_delivery", "marketplace") == RefundSource.CARRIER_CLAIM
    assert refund_source_for("damaged_item", "marketplace") == RefundSource.SELLER
    assert refund_source_for("damaged_item", "first_party") == RefundSource.PLATFORM


@pytest.mark.parametrize("case_type,seller_type", [
    ("gift_card", "first_party"),
    ("damaged_item", "dropshipper"),
    ("", ""),
    ("Damaged Item", "marketplace"),
])
def test_an_unknown_case_type_or_seller_type_raises_key_error(case_type, seller_type):
    with pytest.raises(KeyError):
        refund_source_for(case_type, seller_type)


def test_a_pair_missing_from_the_table_raises_key_error_instead_of_guessing(monkeypatch):
    table = dict(REFUND_SOURCE)
    del table[(CaseType.WRONG_ITEM, SellerType.MARKETPLACE)]
    monkeypatch.setattr(refund_matrix, "REFUND_SOURCE", table)
    with pytest.raises(KeyError):
        refund_matrix.refund_source_for("wrong_item", "marketplace")
    assert refund_matrix.refund_source_for("wrong_item", "first_party") == RefundSource.PLATFORM
