"""Limits on table creation per client, so that one client cannot fill the server.

A client is its network address (a hash of it is stored with each table, never the
address). Two limits: a rate (a token bucket: ``burst`` tables at once, then one every
``60 / per_minute`` seconds) and a cap on the client's unfinished tables. Behind a
reverse proxy the address is the client's ``X-Forwarded-For`` when the proxy is trusted
(``corsairs serve --forwarded-allow-ips``), else the proxy's: then everyone shares its
limits.
"""

from __future__ import annotations

import hashlib
import math
import time
from dataclasses import dataclass, field


class QuotaExceeded(Exception):
    """A client asked for more than its share; ``retry_after`` seconds (None: finish or
    wait for some of its tables to expire). ``code``: ``too_many`` (the rate: waiting
    helps) or ``too_many_open`` (the cap: waiting a minute does not), for the browser's
    words."""

    def __init__(self, message: str, retry_after: float | None, code: str = "too_many") -> None:
        super().__init__(message)
        self.retry_after = retry_after
        self.code = code


def client_key(address: str | None) -> str:
    """What the store keeps of a client: a hash of its address."""
    return hashlib.sha256(f"corsairs-client:{address or '?'}".encode()).hexdigest()[:32]


@dataclass
class CreationQuota:
    """``per_minute`` tables a minute (after a ``burst``), ``max_open`` unfinished tables
    per client; 0 switches a limit off."""

    per_minute: float = 10.0
    burst: int = 10
    max_open: int = 50
    _buckets: dict[str, tuple[float, float]] = field(default_factory=dict)

    def check_rate(self, client: str, now: float | None = None) -> None:
        """Take one table from the client's bucket, or raise QuotaExceeded (taking nothing)."""
        if self.per_minute <= 0:
            return
        now = time.monotonic() if now is None else now
        level, last = self._buckets.get(client, (float(self.burst), now))
        level = min(float(self.burst), level + (now - last) * self.per_minute / 60)
        if level < 1:
            wait = math.ceil((1 - level) * 60 / self.per_minute)
            self._buckets[client] = (level, now)
            raise QuotaExceeded(
                f"too many new tables: at most {self.per_minute:g} a minute; try again in {wait} s",
                wait,
            )
        self._buckets[client] = (level - 1, now)
        if len(self._buckets) > 10_000:  # forget full buckets: they hold no debt
            full = [k for k, (lv, _) in self._buckets.items() if lv >= self.burst - 1]
            for k in full[:5_000]:
                del self._buckets[k]

    def check_open(self, open_tables: int) -> None:
        if self.max_open > 0 and open_tables >= self.max_open:
            raise QuotaExceeded(
                f"you have {open_tables} unfinished tables, the most one client may have; "
                "finish some (unplayed tables expire) before creating more",
                None,
                "too_many_open",
            )
