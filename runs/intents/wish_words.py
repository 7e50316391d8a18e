"""The words a wish is told in rather than asked, shared by the two readers of such wishes: money beyond the record's
remedy "for my trouble" (goodwill_wishes.py) and any thing the shop could give (opinion_asks.py). Each reader builds its
own frames from these; the words are kept here so the two say fairness, an opinion and a wish set aside alike.
"No need for" is shared further (NO_NEED_FOR)."""

# The thing told fit to give: "would be fair", "is only right", "seems reasonable" (each reader adds its own: "due",
# "nice", "justified").
FAIR = r"fair|reasonable|right|appropriate|fitting"
# An opinion's verbs: "I think", "I feel", "I believe", "I reckon".
OPINION = r"think|feel|believe|reckon"
# "no need for", "no need of": a wish set aside by its need, the one head also read by the readers of a thing not
# wanted (unwanted_alternatives.py: "no need for a replacement") and of words taken back (withdrawn_asks.py: "no need
# for it"), each with its own frame around it.
NO_NEED_FOR = r"no\s+need\s+(?:for|of)"
# The head of a wish set aside: "I don't expect", "we're not after", "no need for" (each reader says what follows it).
SET_ASIDE = rf"\b(?:don['’]?t|do\s+not|didn['’]?t|won['’]?t|not|never|{NO_NEED_FOR})"
