# probes to characterise the three failures (not part of the 40)
import os, runpy
g = runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "gen.py"))
case, order, line, exp, rf, write_lines, CASES = g["case"], g["order"], g["line"], g["exp"], g["rf"], g["write_lines"], g["CASES"]
CASES.clear()
case("PR-19a", "delivery", "My order SU-36120 was slow. Please refund the delivery charge.",
     [order("SU-36120", "C-1", [line("BSK-19", "Seagrass basket", 1, 2400)])],
     [{"kind": "late_delivery", "quote": "Please refund the delivery charge"}], exp("partial", deferred=["delivery"]), ref="SU-36120")
case("PR-19b", "delivery was late", "My order SU-36121 took ages. Please refund the delivery charge.",
     [order("SU-36121", "C-1", [line("BSK-19", "Seagrass basket", 1, 2400)])],
     [{"kind": "late_delivery", "quote": "Please refund the delivery charge"}], exp("partial", deferred=["delivery"]), ref="SU-36121")
case("PR-19c", "delivery was late", "My order SU-36122 came far too long after I ordered. Please refund the delivery charge.",
     [order("SU-36122", "C-1", [line("BSK-19", "Seagrass basket", 1, 2400)])],
     [{"kind": "late_delivery", "quote": "Please refund the delivery charge"}], exp("partial", deferred=["delivery"]), ref="SU-36122")
case("PR-03a", "servers", "The bowl is great but the wooden salad servers I paid for were snapped in half. Refund for the servers please.",
     [order("SU-36123", "C-1", [line("BWL-4", "Acacia salad bowl", 1, 3600)])],
     [{"kind": "damaged_item", "quote": "the wooden salad servers I paid for were snapped in half"}], exp("escalated", esc=["servers"]), ref="SU-36123")
case("PR-03b", "cheese knife", "SU-36124 - the cheese knife that was meant to come with my board arrived snapped. Refund the knife please.",
     [order("SU-36124", "C-1", [line("CHB-3", "Slate cheese board", 1, 3600)])],
     [{"kind": "damaged_item", "quote": "the cheese knife that was meant to come with my board arrived snapped"}], exp("escalated", esc=["knife"]), ref="SU-36124")
case("PR-34a", "late", "SU-36125 was due on the 14th and is late. Please refund the $4.99 delivery charge.",
     [order("SU-36125", "C-1", [line("PIL-34", "Feather pillow", 2, 2200)], promised="2026-11-14", status="shipped", ship_status="in_transit")],
     [{"kind": "late_delivery", "quote": "Please refund the $4.99 delivery charge"}], exp("escalated", esc=["delivery"]), ref="SU-36125")
write_lines(os.path.join(os.path.dirname(os.path.abspath(__file__)), "probe.jsonl"), CASES)
