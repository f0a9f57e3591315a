"""What the load benchmarks read of a server process (Linux /proc) and how they sum it up:
`benchmarks/class_load.py` and `benchmarks/tables.py` share these."""

from __future__ import annotations

import os
from pathlib import Path


def proc_cpu(pid: int) -> float:
    """utime + stime of a process and its children that have been waited for, in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    tick = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12]) + int(fields[13]) + int(fields[14])) / tick


def peak_kb(pid: int) -> int:
    """The process's peak resident memory (VmHWM), in kB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0


def pct(xs: list[float], p: float) -> float:
    """The p-th percentile, nearest rank (NaN for no values)."""
    s = sorted(xs)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))] if s else float("nan")


def thread_cpu(pid: int) -> dict[str, float]:
    """CPU seconds of a process's live threads, summed by thread name (Linux `comm`: the
    Tornado loop is the process's own name, a Streamlit script run "ScriptRunner.sc", a tables
    driver "canasta-tables-"); a thread that ended is not counted (the process total less
    these is what the ended threads, short script runs mostly, took)."""
    tick = os.sysconf("SC_CLK_TCK")
    out: dict[str, float] = {}
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            name = (task / "comm").read_text().strip()
            fields = (task / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        out[name] = out.get(name, 0.0) + (int(fields[11]) + int(fields[12])) / tick
    return out
