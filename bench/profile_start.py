"""Where a console start spends its time: ``python -m bench.profile_start [ARGS…]``.

Runs ``gpu-advisor ARGS`` (default ``why 970``) twice in fresh interpreters of this checkout and
prints (1) the modules whose own import time is largest (``python -X importtime``, the minimum of
the two runs, microseconds of wall time) and (2) the functions with the most CPU time of the whole
run (:mod:`cProfile` with ``time.process_time``; its overhead inflates the figures about threefold,
so read them as shares, and ``bench/cold_start.py`` for times). Nothing is written.
"""

from __future__ import annotations

import collections
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LINE = re.compile(r"import time:\s+(\d+) \|\s+\d+ \|\s*(\S+)")
PROFILE = """
import cProfile, contextlib, io, pstats, sys, time
profile = cProfile.Profile(time.process_time)
with contextlib.redirect_stdout(io.StringIO()):
    profile.enable()
    from advisor.cli import main
    main(sys.argv[1:])
    profile.disable()
pstats.Stats(profile).sort_stats("tottime").print_stats(25)
"""


def main(argv: list[str]) -> int:
    args = argv or ["why", "970"]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    run = f"import sys; from advisor.cli import main; sys.exit(main({args!r}))"
    subprocess.run([sys.executable, "-c", run], env=env, stdout=subprocess.DEVNULL)  # catalogue and bytecode warm
    own: dict[str, list[int]] = collections.defaultdict(list)
    for _ in range(2):
        done = subprocess.run([sys.executable, "-X", "importtime", "-c", run], env=env, capture_output=True, text=True)
        for match in LINE.finditer(done.stderr):
            own[match[2]].append(int(match[1]))
    top = sorted(((min(v), k) for k, v in own.items()), reverse=True)[:25]
    print(f"Own import time (µs, min of 2), {sum(min(v) for v in own.values())} µs in all:")
    print("\n".join(f"{us:8d}  {name}" for us, name in top))
    print()
    subprocess.run([sys.executable, "-c", PROFILE, *args], env=env)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
