"""Checks the accuracy lines of a `kiln quantize` report:

    check_report.py REPORT --max-relative-error E --min-argmax A

every 'accuracy on ...' line must show a relative error of at most E and an
argmax agreement of at least A (a fraction), and there must be one.
"""

import argparse
import re
import sys

p = argparse.ArgumentParser()
p.add_argument("report")
p.add_argument("--max-relative-error", type=float, required=True)
p.add_argument("--min-argmax", type=float, required=True)
a = p.parse_args()
lines = [l for l in open(a.report) if l.startswith("accuracy on")]
if not lines:
    sys.exit("no accuracy lines in the report")
for line in lines:
    rel = float(re.search(r"relative error ([0-9.e+-]+)", line).group(1))
    arg = float(re.search(r"argmax agreement ([0-9.]+)%", line).group(1)) / 100
    if rel > a.max_relative_error or arg < a.min_argmax:
        sys.exit(f"not accurate enough: {line.strip()}")
print(f"{len(lines)} accuracy line(s) within bounds")
