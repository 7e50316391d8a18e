"""Someone of the shop's told by "of yours": "a colleague of yours refunded that", "an agent of yours sorted it", "a lady
from your team", "one of your reps". Who settled a past problem for the shop (settled_words.WHO_SETTLES): the problem so
settled is context, never a new claim (older43: "The mug came cracked but a colleague of yours refunded that." was a damage
claim beside the plate asked, the mug paid a second time).

Never the customer's own people ("a colleague of mine", "my colleague"), whose purchase or settling is theirs
(others_settled.py)."""

# The person, then "of yours" / "of your team": one more voice of WHO_SETTLES.
SHOP_PERSON_OF_YOURS = (r"(?:a|an|one|the|this|that)\s+(?:[\w-]+\s+)?(?:colleague|agent|rep|representative|advisor|adviser|assistant|manager|"
                        r"member\s+of\s+staff|staff\s+member|lady|guy|gentleman|man|woman|person|chap|bloke)s?\s+"
                        r"(?:of\s+(?:yours|urs|your\s+(?:team|staff|company|shop|store|support(?:\s+team)?))|(?:from|in|on)\s+your\s+(?:[\w-]+\s+)?(?:team|staff|shop|store|support))")
