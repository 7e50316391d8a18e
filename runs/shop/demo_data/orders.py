"""The demo shop's orders: one row per order with a problem, the routine orders and the
replacements, built into `OrderSpec`s by the order builder, each problem with its fair answer.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta

from .catalogue import PRODUCTS, SELLERS
from .facts import COM, DMG, DUP, LATE, NDL, WRG
from .order_builder import DELIVERY_WINDOW, Timeline, build_order, rng_for
from .people import CUSTOMERS
from .policies import SUPPLEMENTS, fair_case
from .specs import CaseRow, OrderSpec

CANONICAL_ORDER_REF = "SU-88421"

# One row per order with a problem. `case` is the problem; flags shape the data that proves it:
#   dup="delivery"|"items"  the charge of that kind appears twice, identically
#   late=N                  delivered N days after promised_by (else a random 2-5)
#   lost="lost"|"stalled"|"returned"  how a non-delivery shows in the scans
#   express=True            the customer paid for express delivery
#   delivered=date          fixes the delivery date (return-window cases)
#   replacement="SU-..."    a free replacement order exists for this one
#   sku="..."               the line the problem concerns, when the order has several
#   customer="C-...."       fixes the customer (ticket orders)


def _r(ref, case, seller, *skus, **flags) -> CaseRow:
    cases = case if isinstance(case, tuple) else (case,)
    return CaseRow(ref, cases, seller, tuple(skus), **flags)


CASE_ROWS: tuple[CaseRow, ...] = (
    # The canonical order: a cracked bookcase and the $9.95 delivery charged twice.
    _r(CANONICAL_ORDER_REF, (DUP, DMG), "SEL-ASH", "ASH-BKC-31", customer="C-1001", dup="delivery"),
    # Duplicate charges
    _r("SU-88142", DUP, "SEL-SUN", "SUN-HDP-02", customer="C-1002", dup="items"),
    _r("SU-88118", DUP, "SEL-SUN", "SUN-CHR-10", "SUN-LMP-03", dup="delivery", express=True),
    _r("SU-88205", DUP, "SEL-SUN", "SUN-KTL-01", dup="items"),
    _r("SU-88257", DUP, "SEL-SUH", "SUH-TV-05", dup="items"),
    _r("SU-88311", DUP, "SEL-SUH", "SUH-MAT-02", dup="delivery"),
    _r("SU-88364", DUP, "SEL-SUN", "SUN-CHR-10", dup="delivery"),
    _r("SU-88133", DUP, "SEL-KPN", "KPN-MUG-04", dup="delivery"),
    _r("SU-88176", DUP, "SEL-NBO", "NBO-HDL-07", "NBO-BTL-03", dup="items"),
    _r("SU-88228", DUP, "SEL-CYD", "CYD-PHN-02", dup="items"),
    _r("SU-88290", DUP, "SEL-LML", "LML-PND-04", dup="delivery"),
    _r("SU-88347", DUP, "SEL-PFS", "PFS-PEN-03", "PFS-INK-04", dup="delivery"),
    # Damaged items
    _r("SU-88163", DMG, "SEL-SUN", "SUN-BLN-04", customer="C-1003"),
    _r("SU-88121", DMG, "SEL-SUN", "SUN-LMP-03"),
    _r("SU-88239", DMG, "SEL-SUH", "SUH-SOF-01"),
    _r("SU-88274", DMG, "SEL-SUN", "SUN-CKW-05", "SUN-TWL-06", sku="SUN-CKW-05"),
    _r("SU-88318", DMG, "SEL-SUH", "SUH-BKS-07"),
    _r("SU-88376", DMG, "SEL-SUH", "SUH-TBL-03"),
    _r("SU-88244", DMG, "SEL-ASH", "ASH-SOF-22", customer="C-1004"),
    # Replacement orders follow two days after delivery; these dates put the skillet's still on
    # its way on DEMO_TODAY and the speaker's already delivered.
    _r("SU-88107", DMG, "SEL-KPN", "KPN-SKL-10", customer="C-1007", replacement="SU-88512", delivered=date(2026, 11, 14)),
    _r("SU-88152", DMG, "SEL-CYD", "CYD-SPK-05", replacement="SU-88498", delivered=date(2026, 11, 3)),
    _r("SU-88187", DMG, "SEL-NBO", "NBO-STV-04", "NBO-BTL-03", sku="NBO-STV-04"),
    _r("SU-88263", DMG, "SEL-LML", "LML-THR-01"),
    _r("SU-88335", DMG, "SEL-ASH", "ASH-MIR-05"),
    # Non-delivery
    _r("SU-88269", NDL, "SEL-SUH", "SUH-TV-05", customer="C-1015", lost="stalled"),
    _r("SU-88214", NDL, "SEL-SUN", "SUN-VAC-07", lost="lost"),
    _r("SU-88281", NDL, "SEL-SUN", "SUN-SHT-09", lost="lost"),
    _r("SU-88302", NDL, "SEL-SUN", "SUN-TWL-06", lost="stalled"),
    _r("SU-88355", NDL, "SEL-SUH", "SUH-RUG-06", lost="lost"),
    _r("SU-88296", NDL, "SEL-NBO", "NBO-BPK-09", customer="C-1006", lost="lost"),
    _r("SU-88322", NDL, "SEL-CYD", "CYD-EBR-03", customer="C-1033", lost="returned"),
    _r("SU-88249", NDL, "SEL-KPN", "KPN-KNF-08", lost="stalled"),
    _r("SU-88331", NDL, "SEL-LML", "LML-RUG-07", lost="lost"),
    _r("SU-88368", NDL, "SEL-PFS", "PFS-PLN-01", "PFS-NBK-02", lost="stalled"),
    _r("SU-88285", NDL, "SEL-ASH", "ASH-CNS-11", lost="lost"),
    # Wrong items
    _r("SU-88128", WRG, "SEL-SUN", "SUN-TWL-06", replacement="SU-88506", delivered=date(2026, 11, 13)),
    _r("SU-88193", WRG, "SEL-SUN", "SUN-HDP-02"),
    _r("SU-88233", WRG, "SEL-SUH", "SUH-DSK-04"),
    _r("SU-88308", WRG, "SEL-SUN", "SUN-AIR-11"),
    _r("SU-88341", WRG, "SEL-SUN", "SUN-SHT-09", "SUN-TWL-06", sku="SUN-SHT-09"),
    _r("SU-88277", WRG, "SEL-KPN", "KPN-DOV-05", customer="C-1005"),
    _r("SU-88115", WRG, "SEL-NBO", "NBO-JKT-11"),
    _r("SU-88198", WRG, "SEL-CYD", "CYD-WAT-06"),
    _r("SU-88252", WRG, "SEL-PFS", "PFS-PEN-03"),
    _r("SU-88313", WRG, "SEL-ASH", "ASH-LMP-03"),
    _r("SU-88359", WRG, "SEL-LML", "LML-QLT-03"),
    # Change-of-mind returns
    _r("SU-88325", COM, "SEL-SUN", "SUN-SHT-09", customer="C-1008"),
    _r("SU-88136", COM, "SEL-SUN", "SUN-KTL-01", delivered=date(2026, 10, 9)),  # outside 30 days
    _r("SU-88219", COM, "SEL-SUN", "SUN-MTR-08"),
    _r("SU-88287", COM, "SEL-SUH", "SUH-RUG-06"),
    _r("SU-88352", COM, "SEL-SUN", "SUN-HDP-02"),
    _r("SU-88343", COM, "SEL-LML", "LML-CSH-02", customer="C-1016"),  # seller takes no returns
    _r("SU-88124", COM, "SEL-NBO", "NBO-SLB-05"),
    _r("SU-88181", COM, "SEL-KPN", "KPN-BRD-02"),
    _r("SU-88222", COM, "SEL-CYD", "CYD-EBR-03"),  # final sale
    _r("SU-88266", COM, "SEL-PFS", "PFS-PLN-01", delivered=date(2026, 10, 28)),  # outside 14 days
    _r("SU-88305", COM, "SEL-ASH", "ASH-NST-08"),
    _r("SU-88371", COM, "SEL-NBO", "NBO-BTL-03", "NBO-HDL-07", sku="NBO-HDL-07"),
    # Late deliveries
    _r("SU-88338", LATE, "SEL-SUN", "SUN-HDP-02", customer="C-1011", express=True, late=3),
    _r("SU-88146", LATE, "SEL-SUN", "SUN-BLN-04", express=True),
    _r("SU-88211", LATE, "SEL-SUH", "SUH-MAT-02"),
    _r("SU-88260", LATE, "SEL-SUN", "SUN-CHR-10"),
    _r("SU-88319", LATE, "SEL-SUH", "SUH-DSK-04"),
    _r("SU-88362", LATE, "SEL-PFS", "PFS-PEN-03", customer="C-1020", late=4),
    _r("SU-88139", LATE, "SEL-ASH", "ASH-SDB-14"),
    _r("SU-88202", LATE, "SEL-KPN", "KPN-ESP-12"),
    _r("SU-88247", LATE, "SEL-NBO", "NBO-TNT-02"),
    _r("SU-88293", LATE, "SEL-CYD", "CYD-TAB-01"),
    _r("SU-88316", LATE, "SEL-LML", "LML-PND-04"),
)

# Orders with nothing wrong: a shop is mostly these, and they make "which order does the customer
# mean" a real question (the canonical customer has a second, unrelated order).
#   (ref, seller, skus, customer, state) with state delivered | in_transit | label_created | cancelled
ROUTINE_ROWS: tuple[tuple[str, str, tuple[str, ...], str, str], ...] = (
    ("SU-88390", "SEL-SUN", ("SUN-KTL-01", "SUN-CHR-10"), "C-1001", "delivered"),
    ("SU-88411", "SEL-NBO", ("NBO-BTL-03",), "", "delivered"),
    ("SU-88462", "SEL-PFS", ("PFS-NBK-02", "PFS-INK-04"), "", "delivered"),
    ("SU-88481", "SEL-LML", ("LML-THR-01",), "", "delivered"),
    ("SU-88433", "SEL-SUN", ("SUN-LMP-03",), "C-1002", "in_transit"),
    ("SU-88470", "SEL-CYD", ("CYD-WAT-06",), "", "in_transit"),
    ("SU-88447", "SEL-KPN", ("KPN-MUG-04",), "", "label_created"),
    ("SU-88455", "SEL-SUH", ("SUH-TBL-03",), "", "cancelled"),
)

# Replacement orders: free, pointing at the order they replace. `state` as above.
REPLACEMENT_ROWS: tuple[tuple[str, str, str], ...] = (
    ("SU-88512", "SU-88107", "in_transit"),  # skillet: replacement on its way
    ("SU-88498", "SU-88152", "delivered"),  # speaker: replacement already arrived
    ("SU-88506", "SU-88128", "in_transit"),  # towels: right colour on its way
)


def build_orders() -> tuple[tuple[OrderSpec, ...], dict[str, Timeline]]:
    sellers = {s.ref: s for s in SELLERS}
    supplements = {s.seller_ref: s for s in SUPPLEMENTS}
    products = {p.sku: p for p in PRODUCTS}
    customers = {c.ref: c for c in CUSTOMERS}
    # Customers named on tickets are fixed; other orders draw from everyone else.
    fixed = {row.customer for row in CASE_ROWS if row.customer}
    pool = [c for c in CUSTOMERS if c.ref not in fixed]
    orders, timelines = [], {}

    for row in CASE_ROWS:
        rng = rng_for("customer:" + row.ref)
        customer = customers[row.customer] if row.customer else rng.choice(pool)
        seller = sellers[row.seller]
        items = [products[s] for s in row.skus]
        if any(p.seller_ref != row.seller for p in items):
            raise ValueError(f"{row.ref}: a product from another seller")
        state = row.lost or "delivered"
        window = DELIVERY_WINDOW.get(LATE if LATE in row.cases else row.cases[0])  # none for non-delivery
        order, timeline = build_order(
            row.ref, seller=seller, products=items, customer=customer, role="case", state=state,
            dup=row.dup, late=(row.late or rng_for("late:" + row.ref).randint(2, 5)) if LATE in row.cases else 0,
            express=row.express, delivered=row.delivered, window=window,
        )
        cases = tuple(fair_case(ct, order, row, supplements[row.seller], timeline.delivered) for ct in row.cases)
        orders.append(replace(order, cases=cases))
        timelines[row.ref] = timeline

    for ref, seller_ref, skus, customer_ref, state in ROUTINE_ROWS:
        customer = customers[customer_ref] if customer_ref else rng_for("customer:" + ref).choice(pool)
        order, timeline = build_order(
            ref, seller=sellers[seller_ref], products=[products[s] for s in skus], customer=customer, role="routine",
            state=state, window=DELIVERY_WINDOW["routine"],
        )
        orders.append(order)
        timelines[ref] = timeline

    by_ref = {o.ref: o for o in orders}
    rows = {row.ref: row for row in CASE_ROWS}
    for ref, original_ref, state in REPLACEMENT_ROWS:
        original, row = by_ref[original_ref], rows[original_ref]
        if row.replacement != ref:
            raise ValueError(f"{original_ref} does not name {ref} as its replacement")
        sku = row.sku or original.lines[0].sku
        # Sent two days after the original arrived, when the customer told the seller.
        placed = timelines[original_ref].delivered + timedelta(days=2)
        order, timeline = build_order(
            ref, seller=sellers[original.seller_ref], products=[products[sku]], customer=customers[original.customer_ref],
            role="replacement", state=state, placed=placed, replacement_for=original_ref, charge=False,
        )
        orders.append(order)
        timelines[ref] = timeline
    return tuple(orders), timelines

