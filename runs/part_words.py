"""The words for pieces of an item that can break, go missing or be sent again apart from the item itself
("lid", "strap", "remote"). A leaf module: the screener (runs.intents.missing_items) and the part check of
the guard and the agent (runs.named_parts) read the same words without importing each other."""

PARTS = ("lid", "handle", "strap", "pole", "peg", "screw", "bolt", "cover", "base", "cap", "stopper", "cork", "cord", "cable", "plug", "charger", "knob", "leg",
         "wheel", "zip", "zipper", "button", "buckle", "clasp", "hinge", "spout", "blade", "shade", "screen", "drawer", "door",
         "tray", "insert", "liner", "filter", "nozzle", "bulb", "lens", "stand", "sleeve", "pouch", "remote", "attachment",
         "jar", "carafe", "basket", "cushion", "infuser", "saucer", "bracket", "shelf", "hook", "chain", "pump", "dispenser")

# Pieces that close or hold the item itself, sold with it or not: one broken is the item damaged ("the sugar bowl lid came
# broken" on a "Blue sugar bowl with lid" line), where an accessory sold beside it ("Glass teapot with infuser", "Lamp with
# shade", "Drill with charger") broken is a part a person prices (runs.named_parts).
INTEGRAL_PARTS = frozenset({"lid", "cover", "cap", "stopper", "cork", "handle", "knob", "hinge", "spout", "base", "leg", "door", "drawer",
                            "clasp", "buckle", "zip", "zipper", "button", "wheel", "shelf"})
