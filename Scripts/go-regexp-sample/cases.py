#!/usr/bin/env python3
"""Random --delimiter expressions of tfield's subset and random items, one a line: expression and
item in hex, TAB-separated (Scripts/go-regexp-sample.sh)."""
import random
random.seed(34)
atoms = ["a", "b", ".", "[ab]", "[^a]", "\\s", "\\S", "\\w", "\\d", "(a|b)", "(ab|a)", "(a|ab)", "(|a)", "(a|)", "(a*)", "(a+?)", "^", "$", "(?:b?)", "é", "[^é]", "(?:ab)", "x"]
quants = ["", "", "", "*", "+", "?", "*?", "+?", "??", "{2}", "{1,3}", "{0,2}?", "{2,}", "{0}", "{1,}?"]
alphabet = [b"a", b"b", b" ", b"\t", "é".encode(), b"\xe9", b"1", b"x", b"\xc3"]
lines = []
def gen(depth=0):
    s = ""
    for _ in range(random.randint(1, 4)):
        if depth < 2 and random.random() < 0.15:
            atom = "(" + gen(depth + 1) + ")"
        else:
            atom = random.choice(atoms)
        q = "" if atom in ("^", "$") else random.choice(quants)
        s += atom + q
        if random.random() < 0.15:
            s += "|"
    return s
seen = set()
while len(lines) < 4000:
    p = gen()
    item = b"".join(random.choice(alphabet) for _ in range(random.randint(0, 9)))
    key = (p, item)
    if key in seen: continue
    seen.add(key)
    lines.append(p.encode().hex() + "\t" + item.hex())
print("\n".join(lines))
