"""The fixture cases as data: one `Spec` per ticket, and the demo shop tickets taken as they are."""

from __future__ import annotations

from dataclasses import dataclass, field


# --- the cases, as data -------------------------------------------------------------------------
@dataclass(frozen=True)
class Spec:
    """One fixture case. `focus` maps an intent to the sku it is about (default: the first line)."""

    id: str
    intents: tuple[str, ...]
    seller: str = ""
    skus: tuple[str, ...] = ()
    voice: str = "polite"
    state: str = "delivered"  # delivered | lost | stalled | returned
    dup: str = ""  # delivery | items
    late: int = 0
    express: bool = False
    replacement: bool = False  # a free replacement order exists, on its way
    focus: dict = field(default_factory=dict)
    ref_style: str = "plain"  # plain | nodash | hash | spaced | prose | typo | missing
    inject: int = -1  # index into INJECTIONS
    reject: bool = False  # the support lead rejects the refund over the ceiling
    reject_note: str = ""
    variant: str = ""  # no_duplicate | delivered_claim | on_time_claim | compensation | replan | unknown_email | two_orders
    tags: tuple[str, ...] = ()


DUP, DMG, NDL, WRG, COM, LATE, Q = "duplicate_charge", "damaged_item", "non_delivery", "wrong_item", "change_of_mind", "late_delivery", "question"

# 13 of the demo shop's 14 tickets, as they are. T-40230 (a cracked skillet whose replacement is
# already on its way) is left out: a damage subtask settled by an existing replacement can only be
# deferred by the runtime today, so it would end partial for a reason that is not in the data.
DEMO_TICKETS = ("T-40219", "T-40220", "T-40221", "T-40222", "T-40223", "T-40224", "T-40225", "T-40226", "T-40227",
                "T-40228", "T-40229", "T-40231", "T-40232")

SPECS: tuple[Spec, ...] = (
    # -- duplicate charges ------------------------------------------------------------------------
    Spec("SU-014", (DUP,), "SEL-SUN", ("SUN-KTL-01",), "angry", dup="delivery"),
    Spec("SU-015", (DUP,), "SEL-SUN", ("SUN-HDP-02", "SUN-CHR-10"), "formal", dup="items"),
    Spec("SU-016", (DUP,), "SEL-SUH", ("SUH-MAT-02",), "rambling", dup="delivery"),
    Spec("SU-017", (DUP,), "SEL-SUH", ("SUH-TV-05",), "terse", dup="items"),
    Spec("SU-018", (DUP,), "SEL-KPN", ("KPN-MUG-04",), "typo", dup="delivery"),
    Spec("SU-019", (DUP,), "SEL-NBO", ("NBO-HDL-07",), "polite", dup="items"),
    Spec("SU-020", (DUP,), "SEL-CYD", ("CYD-WAT-06",), "angry", dup="delivery"),
    Spec("SU-021", (DUP,), "SEL-LML", ("LML-PND-04",), "polite", dup="delivery"),
    Spec("SU-022", (DUP,), "SEL-PFS", ("PFS-NBK-02", "PFS-INK-04"), "formal", dup="delivery", ref_style="nodash"),
    Spec("SU-023", (DUP,), "SEL-ASH", ("ASH-LMP-03",), "polite", dup="delivery", inject=0),
    Spec("SU-024", (DUP,), "SEL-SUN", ("SUN-TWL-06",), "polite", variant="no_duplicate"),
    Spec("SU-025", (DUP,), "SEL-NBO", ("NBO-BTL-03", "NBO-BPK-09"), "terse", dup="items"),
    Spec("SU-026", (DUP,), "SEL-SUN", ("SUN-MTR-08",), "angry", dup="items"),
    # -- damaged items ----------------------------------------------------------------------------
    Spec("SU-027", (DMG,), "SEL-SUN", ("SUN-LMP-03",), "polite"),
    Spec("SU-028", (DMG,), "SEL-SUN", ("SUN-CKW-05",), "angry"),
    Spec("SU-029", (DMG,), "SEL-SUN", ("SUN-MTR-08",), "formal"),
    Spec("SU-030", (DMG,), "SEL-SUH", ("SUH-BKS-07",), "rambling"),
    Spec("SU-031", (DMG,), "SEL-SUH", ("SUH-TBL-03",), "terse"),
    Spec("SU-032", (DMG,), "SEL-ASH", ("ASH-CNS-11",), "typo"),
    Spec("SU-033", (DMG,), "SEL-ASH", ("ASH-NST-08",), "polite", ref_style="hash"),
    Spec("SU-034", (DMG,), "SEL-NBO", ("NBO-STV-04", "NBO-BTL-03"), "rambling", focus={DMG: "NBO-STV-04"}),
    Spec("SU-035", (DMG,), "SEL-NBO", ("NBO-TNT-02",), "angry", reject=True,
         reject_note="The photos show a scuffed flysheet, not a failed tent; I'll call the customer about a partial credit."),
    Spec("SU-036", (DMG,), "SEL-LML", ("LML-THR-01",), "polite"),
    Spec("SU-037", (DMG,), "SEL-PFS", ("PFS-PEN-03",), "formal"),
    Spec("SU-038", (DMG,), "SEL-KPN", ("KPN-DOV-05",), "angry"),
    Spec("SU-039", (DMG,), "SEL-KPN", ("KPN-SKL-10",), "polite", replacement=True),
    Spec("SU-040", (DMG,), "SEL-CYD", ("CYD-SPK-05",), "terse"),
    Spec("SU-041", (DMG,), "SEL-SUN", ("SUN-KTL-01",), "polite", inject=1),
    Spec("SU-042", (DMG,), "SEL-SUH", ("SUH-SOF-01",), "polite"),
    # -- non-delivery -----------------------------------------------------------------------------
    Spec("SU-043", (NDL,), "SEL-SUN", ("SUN-VAC-07",), "angry", state="lost"),
    Spec("SU-044", (NDL,), "SEL-SUN", ("SUN-SHT-09",), "polite", state="lost"),
    Spec("SU-045", (NDL,), "SEL-SUN", ("SUN-TWL-06",), "typo", state="stalled"),
    Spec("SU-046", (NDL,), "SEL-SUH", ("SUH-RUG-06",), "formal", state="lost"),
    Spec("SU-047", (NDL,), "SEL-KPN", ("KPN-KNF-08",), "terse", state="stalled"),
    Spec("SU-048", (NDL,), "SEL-NBO", ("NBO-TNT-02",), "rambling", state="stalled"),
    Spec("SU-049", (NDL,), "SEL-CYD", ("CYD-EBR-03",), "polite", state="returned"),
    Spec("SU-050", (NDL,), "SEL-LML", ("LML-RUG-07",), "angry", state="lost"),
    Spec("SU-051", (NDL,), "SEL-PFS", ("PFS-PLN-01", "PFS-NBK-02"), "polite", state="stalled", ref_style="prose"),
    Spec("SU-052", (NDL,), "SEL-ASH", ("ASH-CNS-11",), "formal", state="lost"),
    Spec("SU-053", (NDL,), "SEL-SUN", ("SUN-HDP-02",), "angry", variant="delivered_claim"),
    Spec("SU-054", (DMG,), "SEL-SUN", ("SUN-BLN-04",), "polite", state="returned", variant="replan"),
    Spec("SU-055", (DMG,), "SEL-ASH", ("ASH-MIR-05",), "rambling", state="lost", variant="replan"),
    Spec("SU-056", (DMG,), "SEL-KPN", ("KPN-ESP-12",), "angry", state="returned", variant="replan"),
    Spec("SU-057", (NDL,), "SEL-NBO", ("NBO-BTL-03",), "terse", state="lost", inject=2),
    # -- wrong items ------------------------------------------------------------------------------
    Spec("SU-058", (WRG,), "SEL-SUN", ("SUN-HDP-02",), "polite"),
    Spec("SU-059", (WRG,), "SEL-SUN", ("SUN-AIR-11",), "terse"),
    Spec("SU-060", (WRG,), "SEL-SUH", ("SUH-DSK-04",), "formal"),
    Spec("SU-061", (WRG,), "SEL-SUN", ("SUN-SHT-09", "SUN-TWL-06"), "rambling", focus={WRG: "SUN-SHT-09"}),
    Spec("SU-062", (WRG,), "SEL-KPN", ("KPN-BRD-02",), "typo"),
    Spec("SU-063", (WRG,), "SEL-NBO", ("NBO-JKT-11",), "polite"),
    Spec("SU-064", (WRG,), "SEL-CYD", ("CYD-WAT-06",), "angry"),
    Spec("SU-065", (WRG,), "SEL-PFS", ("PFS-PEN-03",), "formal"),
    Spec("SU-066", (WRG,), "SEL-ASH", ("ASH-LMP-03",), "polite", inject=3),
    Spec("SU-067", (WRG,), "SEL-LML", ("LML-QLT-03",), "terse"),
    Spec("SU-068", (WRG,), "SEL-SUN", ("SUN-TWL-06",), "polite", replacement=True),
    Spec("SU-069", (WRG,), "SEL-SUH", ("SUH-BKS-07",), "angry"),
    Spec("SU-070", (WRG,), "SEL-NBO", ("NBO-BPK-09",), "polite", ref_style="typo"),
    # -- change of mind ---------------------------------------------------------------------------
    Spec("SU-071", (COM,), "SEL-SUN", ("SUN-MTR-08",), "formal"),
    Spec("SU-072", (COM,), "SEL-SUN", ("SUN-HDP-02",), "polite"),
    Spec("SU-073", (COM,), "SEL-SUH", ("SUH-RUG-06",), "rambling"),
    Spec("SU-074", (COM,), "SEL-NBO", ("NBO-SLB-05",), "terse"),
    Spec("SU-075", (COM,), "SEL-KPN", ("KPN-BRD-02",), "typo"),
    Spec("SU-076", (COM,), "SEL-ASH", ("ASH-NST-08",), "polite"),
    Spec("SU-077", (COM,), "SEL-PFS", ("PFS-PLN-01",), "polite"),
    Spec("SU-078", (COM,), "SEL-CYD", ("CYD-EBR-03",), "angry"),
    Spec("SU-079", (COM,), "SEL-LML", ("LML-THR-01",), "formal"),
    Spec("SU-080", (COM,), "SEL-NBO", ("NBO-BTL-03", "NBO-HDL-07"), "rambling", focus={COM: "NBO-HDL-07"}),
    Spec("SU-081", (COM,), "SEL-SUN", ("SUN-KTL-01",), "polite", inject=4),
    Spec("SU-082", (COM,), "SEL-KPN", ("KPN-MUG-04",), "polite", ref_style="spaced"),
    Spec("SU-083", (COM,), "SEL-SUN", ("SUN-VAC-07",), "rambling"),
    # -- late deliveries --------------------------------------------------------------------------
    Spec("SU-084", (LATE,), "SEL-SUN", ("SUN-BLN-04",), "angry", late=3, express=True),
    Spec("SU-085", (LATE,), "SEL-SUN", ("SUN-CHR-10",), "polite", late=2),
    Spec("SU-086", (LATE,), "SEL-SUH", ("SUH-MAT-02",), "formal", late=4),
    Spec("SU-087", (LATE,), "SEL-SUH", ("SUH-DSK-04",), "rambling", late=5),
    Spec("SU-088", (LATE,), "SEL-ASH", ("ASH-SDB-14",), "terse", late=3),
    Spec("SU-089", (LATE,), "SEL-KPN", ("KPN-ESP-12",), "polite", late=2),
    Spec("SU-090", (LATE,), "SEL-NBO", ("NBO-TNT-02",), "typo", late=4),
    Spec("SU-091", (LATE,), "SEL-CYD", ("CYD-TAB-01",), "polite", late=3, inject=5),
    Spec("SU-092", (LATE,), "SEL-LML", ("LML-PND-04",), "polite", late=6),
    Spec("SU-093", (LATE,), "SEL-SUN", ("SUN-CKW-05",), "polite", late=3),  # free delivery: nothing to refund
    Spec("SU-094", (LATE,), "SEL-SUN", ("SUN-CHR-10",), "angry", variant="on_time_claim"),
    Spec("SU-095", (LATE,), "SEL-PFS", ("PFS-PEN-03",), "rambling", late=4, variant="compensation"),
    Spec("SU-096", (LATE,), "SEL-SUN", ("SUN-HDP-02",), "terse", late=2, express=True, ref_style="missing"),
    # -- questions, unknown orders ----------------------------------------------------------------
    Spec("SU-097", (Q,), "SEL-KPN", ("KPN-DOV-05",), "polite", replacement=True),
    Spec("SU-098", (Q,), "SEL-SUN", ("SUN-AIR-11",), "formal"),
    Spec("SU-099", (DMG,), "SEL-SUN", ("SUN-LMP-03",), "angry", variant="unknown_email", tags=("unknown_order",)),
    Spec("SU-100", (LATE,), "SEL-SUN", ("SUN-CHR-10",), "typo", late=2, variant="unknown_email", ref_style="missing", tags=("unknown_order",)),
    Spec("SU-101", (COM,), "SEL-NBO", ("NBO-SLB-05",), "polite", variant="two_orders", tags=("unknown_order",)),
    # -- more than one intent: 17 resolve ---------------------------------------------------------
    Spec("SU-102", (DUP, DMG), "SEL-SUN", ("SUN-LMP-03", "SUN-CHR-10"), "polite", dup="delivery", express=True, focus={DMG: "SUN-LMP-03"}),
    Spec("SU-103", (LATE, DUP), "SEL-SUN", ("SUN-HDP-02",), "angry", late=3, express=True, dup="delivery"),
    Spec("SU-104", (WRG, DUP), "SEL-NBO", ("NBO-JKT-11",), "formal", dup="items"),
    Spec("SU-105", (DMG, Q), "SEL-ASH", ("ASH-LMP-03",), "polite"),
    Spec("SU-106", (NDL, DUP), "SEL-SUN", ("SUN-SHT-09",), "angry", state="lost", dup="items"),
    Spec("SU-107", (COM, LATE), "SEL-NBO", ("NBO-SLB-05",), "rambling", late=3),
    Spec("SU-108", (WRG, LATE), "SEL-SUN", ("SUN-AIR-11",), "terse", late=2, express=True),
    Spec("SU-109", (DMG, LATE), "SEL-SUH", ("SUH-BKS-07",), "formal", late=4),
    Spec("SU-110", (DMG, DUP), "SEL-KPN", ("KPN-DOV-05",), "polite", state="returned", dup="delivery", variant="replan"),
    Spec("SU-111", (DMG, WRG), "SEL-NBO", ("NBO-STV-04", "NBO-HDL-07"), "rambling", focus={DMG: "NBO-STV-04", WRG: "NBO-HDL-07"}),
    Spec("SU-112", (DMG, COM), "SEL-SUN", ("SUN-LMP-03", "SUN-TWL-06"), "polite", focus={DMG: "SUN-LMP-03", COM: "SUN-TWL-06"}),
    Spec("SU-113", (WRG, Q), "SEL-PFS", ("PFS-PEN-03",), "formal"),
    Spec("SU-114", (DUP, DMG), "SEL-SUN", ("SUN-BLN-04",), "angry", dup="delivery", express=True, inject=6),
    Spec("SU-115", (LATE, DUP), "SEL-SUN", ("SUN-CHR-10", "SUN-LMP-03"), "typo", late=2, dup="delivery", express=True, ref_style="nodash"),
    Spec("SU-116", (DMG, LATE, Q), "SEL-SUN", ("SUN-CKW-05",), "rambling", late=3, express=True),
    Spec("SU-117", (DMG, DUP), "SEL-SUH", ("SUH-SOF-01",), "formal", dup="delivery"),
    # -- more than one intent: 2 end partial, the open item named ---------------------------------
    Spec("SU-118", (DMG, DUP), "SEL-NBO", ("NBO-TNT-02",), "angry", dup="delivery", reject=True,
         reject_note="Over the ceiling for a tent the customer still has; seller wants it inspected first, so a person takes this one."),
    Spec("SU-119", (DMG, LATE), "SEL-CYD", ("CYD-PHN-02",), "polite", late=3),
    # -- one more of each kind of trouble ---------------------------------------------------------
    Spec("SU-120", (WRG,), "SEL-SUN", ("SUN-VAC-07",), "polite", ref_style="prose"),
)
