"""A word that can be an imperative, used as a noun: "email is sufficient", "change of plan", "refund was fine".

A sentence or clause opening with a verb of asking ("email", "change", "return", "check") reads as an imperative: "Email
me the invoice", "Change my address". Followed by a form of "to be", or "change" by "of plan" / "of heart" / "of mind",
the word is the thing talked about, and the sentence tells, asks nothing: "Finally, please stop sending me text message
alerts; email is sufficient." was two asks for a person, the second one the reason for the first (blind round ver26a,
VER26A-12), and a subject "Mirror - change of plan, plus a double charge" an ask of its own (VER26A-34). "Change of
address: ..." and "Change of delivery date please" still ask (a change named with what is changed)."""

# (regex text put after the imperative's word boundary)
NOT_A_VERB = (r"(?!\s+(?:is|was|are|were|isn'?t|wasn'?t|aren'?t|weren'?t|has\s+been|have\s+been|would\s+be|will\s+be|seems?|sounds?)\b"
              r"|\s+of\s+(?:plans?|heart|mind|tack|direction)\b)")
