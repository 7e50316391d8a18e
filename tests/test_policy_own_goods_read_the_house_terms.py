"""The shop's own goods are judged by the shop's own policy when no seller terms are on file: a
first-party order without a supplement has the house return window (POL-COM-005), never a window
of 0 days; a marketplace seller without terms on file still has none."""

from datetime import datetime, timezone

from runs import policy, policy_evidence, policy_goods_conditions, policy_terms

UTC = timezone.utc
NOW = datetime(2026, 6, 20, 12, tzinfo=UTC)


def _order(seller_type: str, delivered: str) -> dict:
    return {"order_ref": "SU-57010", "seller": {"name": "Our own shop" if seller_type == "first_party" else "Fernway Ceramics",
                                                "seller_type": seller_type},
            "lines": [{"sku": "LMP-1", "description": "Rattan pendant lamp", "quantity": 1, "unit_price_cents": 6400}],
            "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 6400, "charged_at": "2026-06-01T10:00:00+00:00"}],
            "shipments": [{"tracking_number": "TRK1", "status": "delivered", "promised_by": "2026-06-05",
                           "delivered_at": f"{delivered}T10:00:00+00:00", "scans": [{"at": f"{delivered}T10:00:00+00:00", "code": "delivered"}]}]}


RETURN = {"action": "return", "sku": "LMP-1", "lines": [{"sku": "LMP-1", "quantity": 1}]}
NO_TERMS = {"ref": None, "missing": True, "accepts_returns": False, "damage_remedy": "refund_keep_item"}


def _failing(order: dict, supplement: dict | None) -> dict[str, str]:
    ev = policy_evidence.Evidence(order=order, now=NOW, supplement=supplement)
    return {f.condition: f.says for f in policy.eligibility("change_of_mind", ev, RETURN) if not f.holds}


def test_a_first_party_return_without_seller_terms_is_held_to_the_house_window():
    assert _failing(_order("first_party", "2026-06-11"), NO_TERMS) == {}
    late = _failing(_order("first_party", "2026-05-10"), NO_TERMS)
    assert list(late) == ["within_return_window"]
    assert f"window {policy_terms.FIRST_PARTY_RETURN_DAYS} days" in late["within_return_window"]


def test_the_house_terms_say_whose_they_are():
    ev = policy_evidence.Evidence(order=_order("first_party", "2026-06-11"), now=NOW, supplement=NO_TERMS)
    says = policy_goods_conditions.seller_accepts_returns(ev, RETURN).says
    assert "the shop itself" in says and "POL-COM-005" in says


def test_a_marketplace_seller_without_terms_on_file_accepts_nothing():
    assert "seller_accepts_returns" in _failing(_order("marketplace", "2026-06-11"), NO_TERMS)


def test_a_supplement_on_file_wins_over_the_house_terms_for_first_party_goods():
    terms = {"ref": "SUP-OWN-1", "accepts_returns": True, "return_window_days": 7, "damage_remedy": "refund_keep_item"}
    assert list(_failing(_order("first_party", "2026-06-11"), terms)) == ["within_return_window"]


def test_the_policy_document_states_the_window_the_table_enforces():
    from runs.shop.demo_data.policies import POLICIES

    body = next(p for p in POLICIES if p.ref == "POL-COM-005").body
    assert f"the window is {policy_terms.FIRST_PARTY_RETURN_DAYS} days" in body
