"""The sundry-120 case set, in parts: `python -m runs.evals.generate_sundry` writes or checks it.

    specs     the 107 fixture cases as data (intents, seller, items, voice, variants)
    wording   the customers' words: vocabulary, facts as they put them, ticket text
    answers   the end state the policies entitle a customer to, and the approver's answers
    build     a case's world (customer, orders, supplement), and the cases assembled
"""
