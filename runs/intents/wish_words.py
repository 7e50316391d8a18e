"""The words a wish is told in rather than asked, shared by the two readers of such wishes: money beyond the record's
remedy "for my trouble" (goodwill_wishes.py) and any thing the shop could give (opinion_asks.py). Each reader builds its
own frames from these; the words are kept here so the two say fairness, an opinion and a wish set aside alike."""

# The thing told fit to give: "would be fair", "is only right", "seems reasonable" (each reader adds its own: "due",
# "nice", "justified").
FAIR = r"fair|reasonable|right|appropriate|fitting"
# An opinion's verbs: "I think", "I feel", "I believe", "I reckon".
OPINION = r"think|feel|believe|reckon"
# The head of a wish set aside: "I don't expect", "we're not after", "no need for" (each reader says what follows it).
SET_ASIDE = r"\b(?:don['’]?t|do\s+not|didn['’]?t|won['’]?t|not|never|no\s+need\s+(?:for|of))"
