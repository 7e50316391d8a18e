"""Goods kept by passing them on to someone at home: "my son is an M so he's having it", "my brother wears a 10 so
he'll have them", "my daughter has claimed it", "I'll give it to my nephew". The wrong goods stay with the customer's
household, which declines the remedy as "I'll keep it" does (runs/intents/remedies.declines); read as a claim, a return
nobody asked for was booked and its money promised (verify48 V48-503).

Only goods told by a pronoun or a determiner, and only someone the customer names as their own (a family member, a
friend), or "he"/"she" having the goods: "can I have it in blue" keeps nothing. Never a having that is a remedy or a trip ("he's having it sent back", "she'll have it
replaced", "he can have it back"), nor a need or a problem ("my son is having problems with it", "he'll have to
return them")."""

from __future__ import annotations


# Someone of the customer's own: "my son", "our daughter", "my other half", "a friend of mine".
_KIN = (r"(?:son|daughter|husband|wife|hubby|partner|other\s+half|boyfriend|girlfriend|mum|mom|mother|dad|father|brother|sister|"
        r"nephew|niece|grandson|granddaughter|grandkids?|kids?|child|boy|girl|teenager|cousin|aunt|uncle|friend|neighbou?r|"
        r"flatmate|roommate|mother-in-law|father-in-law)")
_OWN_KIN = rf"(?:my|our)\s+(?:(?:eldest|youngest|little|older|younger|big|other|best)\s+)?{_KIN}\b"
_GOODS = r"(?:it|them|this|these|that|those|the\s+[\w-]+(?:\s+[\w-]+)?)"
# The having that is no keeping: a remedy or a trip the goods take, a need, a problem.
_NOT_KEPT = (r"(?!\s+(?:sent|send|returned|return|back|replaced|exchanged|swapped|fixed|repaired|collected|picked|checked|looked|"
             r"refunded|posted|shipped|to\b|for\s+(?:a\s+)?(?:refund|replacement|return)))")
_HAVES = r"(?:(?:'s|\s+is|'ll|\s+will|\s+can|\s+could|\s+may|\s+might|\s+is\s+going\s+to|'s\s+going\s+to|\s+wants\s+to)\s+(?:have|having|wear|wearing|use|using)|\s+has\s+(?:claimed|nabbed|pinched|taken|grabbed|bagged|stolen|snaffled|adopted)|\s+(?:claimed|nabbed|pinched|grabbed|bagged|stole|adopted))"
GOODS_PASSED_ON = (
    # "my son is having it", "our daughter has claimed them", "my husband will wear it"
    rf"\b{_OWN_KIN}{_HAVES}\s+{_GOODS}\b{_NOT_KEPT}"
    # "so he's having it", "she'll have them" (the one named before it: "my son is an M so he's having it")
    rf"|\b(?:he|she)(?:{_HAVES})\s+{_GOODS}\b{_NOT_KEPT}"
    # "I'll give it to my nephew", "we'll pass them on to our neighbour", "it'll go to my sister", "handing it down to my daughter"
    rf"|\b(?:i'?ll|i\s+will|we'?ll|we\s+will|i'?m|we'?re|i\s+can|we\s+can|i'?m\s+going\s+to|i\s+am\s+going\s+to|gonna)\s+(?:just\s+)?"
    rf"(?:give|giving|pass|passing|hand|handing)\s+{_GOODS}\s+(?:on\s+|down\s+)?to\s+{_OWN_KIN}"
    rf"|\b(?:it|they)(?:'ll|\s+will|\s+can)\s+go\s+to\s+{_OWN_KIN}")
# Words of the passing on that name no goods (refusals._DECLINE_VERBS): the goods are the claim's before it.
PASSED_ON_WORDS = frozenset({"he", "she", "he'", "she'", "he'll", "she'll", "he's", "she's", "son", "daughter", "husband", "wife", "hubby", "partner", "half", "boyfriend", "girlfriend", "mum", "mom", "mother",
                             "dad", "father", "brother", "sister", "nephew", "niece", "grandson", "granddaughter", "grandkid", "grandkids", "kid",
                             "kids", "child", "boy", "girl", "teenager", "cousin", "aunt", "uncle", "friend", "neighbour", "neighbor", "flatmate",
                             "roommate", "mother-in-law", "father-in-law", "eldest", "youngest", "little", "older", "younger", "big", "best",
                             "have", "having", "hav", "wear", "wearing", "use", "using", "us", "claim", "claimed", "nab", "nabbed", "pinch",
                             "pinched", "taken", "take", "grab", "grabbed", "bag", "bagged", "stole", "stolen", "snaffl", "snaffled", "adopt",
                             "adopted", "give", "giv", "giving", "pass", "passing", "hand", "handing", "go", "going", "want", "wants"})
