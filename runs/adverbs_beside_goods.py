"""The adverbs a customer puts between goods and what happened to them, that name no goods: "the parcel finally turned
up" (V43-A1: read as goods "finally", not on the order, so a person was asked which goods the customer meant), "the
lamp eventually arrived", "the kettle apparently came", "the jug somehow cracked". A leaf module: runs.goods_heads skips
these in a goods slot and reads them, like "just" or "really", between the goods and their problem.

Words for time and manner, named, and those built on the endings of manner adverbs ("-ally", "-ently", "-ously",
"-edly", "-ingly", "-fully", "-lessly"), three letters at least before the ending, so goods ending alike ("jelly",
"lolly", "belly") are still goods."""

ADVERBS_BESIDE_GOODS = (r"(?:finally|eventually|ultimately|recently|already|initially|originally|apparently|obviously|clearly|luckily|"
                        r"unfortunately|sadly|thankfully|fortunately|somehow|almost|nearly|barely|hardly|never|once|quickly|slowly|"
                        r"badly|mostly|partly|literally|basically|[a-z]{3,}(?:ally|ently|antly|ately|ously|edly|ingly|fully|lessly))")
