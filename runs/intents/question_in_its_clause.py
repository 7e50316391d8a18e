"""A question mark read against the clause it ends, not the whole sentence: "Keep the shipping money, honestly, but could
you tell me whether the toothbrush holder is back in stock?" waives the fee in its first clause and asks of other goods
in the next. The waivers that turn away a question ("why did you keep the delivery fee?", "you can keep the fee, can't
you?") looked for a "?" anywhere later in the sentence, so a question asked after "but" or a dash undid the waiver and the
fee was paid (refused42 R3-14). A question in the waiver's own clause still turns it away."""

# where a new clause starts: ", but", "; ", " - ", ", and", "though"
_CLAUSE_BREAK = r"\s*[,;]\s*(?:but|and|though|although|however|also|plus|just)\b|,?\s+but\b|\s*;|\s[-–—]\s"
# put after a waiver: no "?" ends its own clause
NO_QUESTION_IN_ITS_CLAUSE = rf"(?!(?:(?!{_CLAUSE_BREAK})[^.!?])*\?)"
