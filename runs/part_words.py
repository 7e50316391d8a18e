"""The words for pieces of an item that can break, go missing or be sent again apart from the item itself
("lid", "strap", "remote"). A leaf module: the screener (runs.intents.missing_items) and the part check of
the guard and the agent (runs.named_parts) read the same words without importing each other."""

PARTS = ("lid", "handle", "strap", "pole", "peg", "screw", "bolt", "cover", "base", "cap", "stopper", "cork", "cord", "cable", "plug", "charger", "knob", "leg",
         "wheel", "zip", "zipper", "button", "buckle", "clasp", "hinge", "spout", "blade", "shade", "screen", "drawer", "door",
         "tray", "insert", "liner", "filter", "nozzle", "bulb", "lens", "stand", "sleeve", "pouch", "remote", "attachment",
         "jar", "carafe", "basket", "cushion", "infuser", "saucer", "bracket", "shelf", "hook", "chain", "pump", "dispenser",
         # (parts of wearables and audio: "The headband snapped clean through where it meets the ear cup" of headphones)
         "headband", "earcup", "earpiece", "mouthpiece",
         # (typed in a hurry: "the cabel is crack and wire showing" of a power bank)
         "cabel")
