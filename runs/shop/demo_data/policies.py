"""The refund and return rules as the demo states them: the sellers' supplements, the platform's
policy documents (the prose of runs.policy's table), and what the table entitles a customer to for
one case on one order (`fair_case`).
"""

from __future__ import annotations

from datetime import date, datetime, time, timezone

from ... import policy_charges, policy_evidence, policy_goods_conditions, policy_support, policy_terms
from ..models import CaseType, SellerSupplementDamageRemedy as Remedy
from ..refund_matrix import refund_source_for
from .facts import COM, DEMO_TODAY, DMG, DUP, LATE, NDL, WRG
from .specs import CaseRow, CaseSpec, OrderSpec, PolicySpec, SupplementSpec

# --- Seller supplements: each seller's own terms, read beside the policy documents ------------

SUPPLEMENTS: tuple[SupplementSpec, ...] = (
    SupplementSpec(
        "SUP-SUN-001", "SEL-SUN", True, 30, Remedy.REFUND_KEEP_ITEM.value,
        "Sundry (sold and shipped by Sundry). Returns: unused items in their original packaging can be "
        "returned within 30 days of delivery for a refund of the item price and its sales tax; the "
        "original delivery charge is not refunded. Damaged on arrival: we refund the item price and its "
        "sales tax and you keep or recycle the damaged item; we do not ask you to send it back. "
        "Personalised items and opened personal-care products cannot be returned.",
    ),
    SupplementSpec(
        "SUP-SUH-002", "SEL-SUH", True, 30, Remedy.COLLECT_AND_REFUND.value,
        "Sundry Home (large items sold and shipped by Sundry). Returns: unused furniture, mattresses still "
        "in their protective wrap and electronics with all accessories can be returned within 30 days of "
        "delivery; we book the collection. Damaged on arrival: our delivery partner collects the damaged "
        "item and we refund the item price and its sales tax as soon as the collection is booked. "
        "Please do not dispose of a damaged large item before it is collected.",
    ),
    SupplementSpec(
        "SUP-ASH-011", "SEL-ASH", True, 30, Remedy.COLLECT_AND_REFUND.value,
        "Ashford Home seller terms. Returns: we accept returns of unused pieces within 30 days of "
        "delivery; start the return through the marketplace and use the prepaid label. Damaged in "
        "delivery: tell us within 30 days. We do not send replacements for damaged furniture, because a "
        "second delivery of the same piece is often damaged the same way. Instead the carrier collects "
        "the damaged unit (booked through the marketplace as a collection) and we refund the item price "
        "and its sales tax once the collection is booked. Keeping the packaging helps but is not required.",
    ),
    SupplementSpec(
        "SUP-KPN-014", "SEL-KPN", True, 14, Remedy.REPLACE.value,
        "Kettle & Pine seller terms. Returns: unused kitchenware in its original box within 14 days of "
        "delivery. Knives that have been sharpened or used cannot be returned. Damaged in delivery: we "
        "send a replacement of the same item at no charge as soon as you tell us; you do not need to send "
        "the damaged one back. If the item is out of stock we refund it instead.",
    ),
    SupplementSpec(
        "SUP-NBO-017", "SEL-NBO", True, 30, Remedy.REFUND_KEEP_ITEM.value,
        "Northbound Outfitters seller terms. Returns: unused gear with tags attached within 30 days of "
        "delivery. Tents and sleeping bags must not have been slept in. Damaged in delivery: we refund "
        "the item price and its sales tax; keep the item or donate it, we do not need it back.",
    ),
    SupplementSpec(
        "SUP-CYD-021", "SEL-CYD", False, 0, Remedy.REPLACE.value,
        "Circuit Yard Refurbished seller terms. All refurbished devices are final sale: we do not accept "
        "change-of-mind returns. Every device carries a 90-day functional warranty. Damaged in delivery "
        "or dead on arrival: we ship a replacement unit of the same grade at no charge and arrange "
        "collection of the faulty one.",
    ),
    SupplementSpec(
        "SUP-LML-023", "SEL-LML", False, 0, Remedy.REFUND_KEEP_ITEM.value,
        "Loom & Lantern seller terms. Everything we sell is woven or assembled to order in our studio, so "
        "we cannot accept returns for a change of mind, including for colour, which varies between "
        "batches of hand-dyed yarn. Damaged in delivery: we refund the item price and its sales tax and "
        "you keep the piece; please send a photo to help us improve our packaging (optional).",
    ),
    SupplementSpec(
        "SUP-PFS-029", "SEL-PFS", True, 14, Remedy.REFUND_KEEP_ITEM.value,
        "Paper Finch Stationery seller terms. Returns: unused, unopened items within 14 days of delivery. "
        "Filled or inked fountain pens cannot be returned for hygiene reasons. Damaged in delivery: we "
        "refund the item price and its sales tax; no need to send anything back.",
    ),
)

# --- Policy documents -----------------------------------------------------------------------

POLICIES: tuple[PolicySpec, ...] = (
    PolicySpec(
        "POL-BILL-001", "Billing errors: duplicate and incorrect charges", CaseType.DUPLICATE_CHARGE.value,
        "duplicate charge, charged twice, double charge, billed twice, billing error, delivery fee twice, "
        "card statement, overcharged, two payments, refund",
        "When an order's record shows two or more identical charges (same kind, description and amount), "
        "every copy after the first is a billing error and is refunded in full, unconditionally. The "
        "customer does not need to return anything or provide a statement; the order record is the "
        "evidence.\n\n"
        "The platform takes the card payment for every order, including orders from marketplace sellers, "
        "so billing-error refunds are funded by the platform, never by the seller.\n\n"
        "Refund only the duplicate, never the original charge, and refund it once: check the order's "
        "existing refunds first. Refunds go back to the original payment method and appear in 3-5 "
        "business days. A billing-error refund above the refund ceiling needs a support lead's approval "
        "before it is issued, like any other refund.",
    ),
    PolicySpec(
        "POL-DMG-002", "Items that arrive damaged", CaseType.DAMAGED_ITEM.value,
        "damaged, broken, cracked, dented, scratched, smashed, arrived damaged, broken on arrival, "
        "defective, crushed box, refund, collection",
        f"A customer can report an item that arrived damaged within {policy_terms.DAMAGE_REPORT_DAYS} days of the delivery of its parcel. A clear "
        "description of the damage is enough; do not hold the case waiting for photos.\n\n"
        "The remedy follows the seller's supplement (its damage remedy):\n"
        f"- refund_keep_item: refund {policy_terms.LINE_REFUND_WORDS}; the customer keeps "
        "or disposes of the item.\n"
        "- collect_and_refund: book a collection of the damaged unit (a collection, not a customer "
        "return), then refund the item's price and its sales tax once the collection is booked.\n"
        "- replace: the seller sends a replacement order at no charge (see POL-REPL-007). No refund is "
        "issued for a unit that is being replaced.\n\n"
        "The delivery charge is not refunded for a damaged item unless the whole order is unusable. "
        "Damage refunds are funded by the platform for first-party orders and by the seller for "
        "marketplace orders. Refunds above the refund ceiling need a support lead's approval.\n\n"
        "If the carrier never scanned the parcel as delivered, the case is not a damaged item: handle it "
        "as non-delivery under POL-NDL-003.",
    ),
    PolicySpec(
        "POL-NDL-003", "Orders that never arrived", CaseType.NON_DELIVERY.value,
        "not delivered, never arrived, missing parcel, lost package, tracking not updated, stuck in "
        "transit, where is my order, carrier, non-delivery, refund",
        "An order counts as not delivered when its promised-by date has passed and the carrier has no "
        "delivery scan for it: the shipment is marked lost, the last scan is an exception, or tracking "
        "has not moved for five days or more.\n\n"
        "Refund everything charged for the order: items, delivery and tax. The refund is funded by a "
        "claim against the carrier, for first-party and marketplace orders alike, because every seller "
        "ships on the platform's carrier contract. Do not make the customer wait for the claim to "
        "settle. Refunds above the refund ceiling need a support lead's approval.\n\n"
        "If the carrier scanned the parcel as delivered and the customer says it did not arrive, this "
        "policy does not apply: escalate for a delivery investigation. If the promised-by date has not "
        "passed yet, tell the customer the date and do not refund.",
    ),
    PolicySpec(
        "POL-WRG-004", "Wrong item received", CaseType.WRONG_ITEM.value,
        "wrong item, incorrect item, different item, not what I ordered, sent the wrong, mix-up, swapped, "
        "someone else's order",
        "When a customer receives something other than the item on the order line, start a return of "
        "the wrong item with a prepaid label (the customer never pays return postage) and refund "
        f"{policy_terms.LINE_REFUND_WORDS} once the return is started. A wrong item is reported within "
        f"{policy_terms.WRONG_ITEM_REPORT_DAYS} days of the delivery of its parcel. It is the shop's error, so the seller's "
        "return terms and the items that cannot be returned for a change of mind (POL-COM-008) do not limit it. "
        "What the customer chose themselves (ordered the wrong size or colour by their own mistake, or the item "
        "is as ordered but not right for them) is not a wrong item: it is a change of mind (POL-COM-005). If the customer "
        "prefers the right item and the seller can send it, a replacement order is sent instead (see "
        "POL-REPL-007) and no refund is issued.\n\n"
        "Wrong-item refunds are funded by the platform for first-party orders and by the seller for "
        "marketplace orders. The delivery charge is not refunded. Refunds above the refund ceiling need "
        "a support lead's approval.",
    ),
    PolicySpec(
        "POL-COM-005", "Change-of-mind returns", CaseType.CHANGE_OF_MIND.value,
        "return, change of mind, changed my mind, no longer needed, doesn't fit, don't like, unwanted, "
        "return window, send back, refund, ordered the wrong size, wrong colour by mistake, my mistake",
        "Customers may return unused items they no longer want, within the return window counted from "
        "the delivery of the item's parcel (from the order's earliest delivery when the parcel is not recorded). For first-party orders (sold by Sundry) the window is "
        f"{policy_terms.FIRST_PARTY_RETURN_DAYS} days. For "
        "marketplace orders the seller's supplement decides whether returns are accepted at all and for "
        "how many days; the platform does not override a seller that does not accept change-of-mind "
        "returns. Decline politely, name the seller's terms, and do not refund.\n\n"
        "For an accepted return, start the return (the customer ships it back with a prepaid label) and "
        f"refund {policy_terms.LINE_REFUND_WORDS} once the "
        "return is started. The original delivery "
        "charge is not refunded. Funded by the platform for first-party orders and by the seller for "
        "marketplace orders. Some items can never be returned for a change of mind: see POL-COM-008.",
    ),
    PolicySpec(
        "POL-LATE-006", "Late delivery", CaseType.LATE_DELIVERY.value,
        "late, delayed, arrived late, missed delivery date, promised by, express delivery, delivery fee, "
        "shipping refund, slow delivery",
        "When the carrier's delivery scan is after the order's promised-by date, refund the delivery "
        "charge the customer paid for that order. The items are kept and nothing is returned. If "
        "delivery was free there is nothing to refund; apologise.\n\n"
        "The delivery promise is the platform's, so late-delivery refunds are funded by the platform "
        "for every seller. Only the delivery charge is refunded; compensation beyond it (for a missed "
        "event, a trip, a gift) is not offered, whatever the customer asks for.",
    ),
    PolicySpec(
        "POL-REPL-007", "Replacements", CaseType.DAMAGED_ITEM.value,
        "replacement, replace, new one, send another, exchange, is a replacement coming, replacement "
        "order, reship",
        "A replacement is a new order at no charge that points at the order it replaces. Whether a "
        "replacement is being sent is a fact in the order data: look for an order whose "
        "replacement_for is the customer's order, and give its ref and tracking. Never promise a "
        "replacement that does not exist and never say none is coming without checking.\n\n"
        "A unit is either replaced or refunded, never both. Replacements are sent when the seller's "
        "damage remedy is replace, or for a wrong item when the customer asks for the right one. A "
        "customer who does not want a replacement can have a refund instead only while the replacement "
        "has not shipped.",
    ),
    PolicySpec(
        "POL-COM-008", "Items that cannot be returned for a change of mind", CaseType.CHANGE_OF_MIND.value,
        "non-returnable, final sale, personalised, made to order, refurbished, hygiene, opened, "
        "used, cannot return, exceptions",
        "These items cannot be returned for a change of mind, whoever sells them: personalised or "
        "made-to-order items; items marked final sale (including refurbished devices from sellers whose "
        "supplement says so); filled or inked writing instruments; used knives; mattresses removed from "
        "their protective wrap; opened personal-care products.\n\n"
        "This list never limits refunds for billing errors, damaged or wrong items, non-delivery or late "
        "delivery: those policies apply to every item.",
    ),
)


# --- What a case is worth under them ---------------------------------------------------------


def fair_case(case_type: str, order: OrderSpec, row: CaseRow, supplement: SupplementSpec, delivered: date | None) -> CaseSpec:
    """What the policy table (runs.policy) entitles the customer to for one case on one order,
    judged on the demo's day."""
    source = str(refund_source_for(case_type, order.seller_type))
    sku = row.sku or (order.lines[0].sku if len(order.lines) == 1 else "")
    pinned = order.as_pinned(replacements=(row.replacement,) if row.replacement else ())
    line_refund = policy_charges.line_cents(pinned, sku) if sku else 0
    terms = {"ref": supplement.ref, "accepts_returns": supplement.accepts_returns, "return_window_days": supplement.return_window_days,
             "damage_remedy": supplement.damage_remedy}
    ev = policy_evidence.Evidence(order=pinned, now=datetime.combine(DEMO_TODAY, time(12), tzinfo=timezone.utc), supplement=terms)

    if case_type == DUP:
        extra = sum(c["amount_cents"] for c in policy_charges.copies(pinned))
        return CaseSpec(case_type, "", extra, source, "refund_duplicate", f"duplicate {row.dup} charge")
    if case_type == DMG:
        if not policy_goods_conditions.no_replacement_sent(ev, {}).holds:
            return CaseSpec(case_type, sku, 0, source, "replacement_sent", f"replacement order {row.replacement}")
        return CaseSpec(case_type, sku, line_refund, source, supplement.damage_remedy, "item price and its sales tax")
    if case_type == NDL:
        return CaseSpec(case_type, "", order.charged_cents, source, "carrier_claim_refund",
                        f"scans: {row.lost}; everything charged is refunded")
    if case_type == WRG:
        if not policy_goods_conditions.no_replacement_sent(ev, {}).holds:
            return CaseSpec(case_type, sku, 0, source, "replacement_sent", f"replacement order {row.replacement}")
        return CaseSpec(case_type, sku, line_refund, source, "return_and_refund", "item price and its sales tax")
    if case_type == COM:
        if not policy_goods_conditions.seller_accepts_returns(ev, {}).holds:
            return CaseSpec(case_type, sku, 0, source, "decline_no_returns", f"{supplement.ref}: no change-of-mind returns")
        if not policy_goods_conditions.within_return_window(ev, {}).holds:
            return CaseSpec(case_type, sku, 0, source, "decline_outside_window",
                            f"delivered {delivered:%b %d}, {supplement.return_window_days}-day window")
        return CaseSpec(case_type, sku, line_refund, source, "return_and_refund", "item price and its sales tax; delivery kept")
    if case_type == LATE:
        fee = sum(c["amount_cents"] for c in policy_support.drawable_charges(LATE, pinned))
        return CaseSpec(case_type, "", fee, source, "refund_delivery_fee", "the delivery charge")
    raise KeyError(case_type)
