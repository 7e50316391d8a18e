import json
from lib import write
ids = """R1-04 R2-02 R3-01 R3-03 R10-12 R12-07 R3-12 R4-08 R5-09 R3-14 R2-16 R6-01 R6-03 R6-04 R7-02 R7-04 R7-14 R10-10 R12-03 R12-04 R13-09 R7-16 R9-03
R1-16 R3-09 R4-09 R5-03 R9-06 R10-03 R12-05 R2-04 R5-18 R6-10 R10-13
R3-15 R4-15 R5-07 R13-04 R7-05
R1-03 R3-07 R5-11 R5-12 R6-06 R6-07 R7-07 R8-08 R8-10 R9-16 R10-14 R10-15""".split()
cases = {}
for n in range(1, 14):
    for line in open(f"round{n}.jsonl"):
        c = json.loads(line); cases[c["id"]] = c
write("cases-clearest.jsonl", [cases[i] for i in ids])
