"""What the shared tables' grading reads and writes in the store (issue 41): a seat's refused
tries by deal, and the server's grader's claims of decisions (canasta_app/tables/grader.py).
A part of `TablesStore` (canasta_app/store/tables.py)."""

from __future__ import annotations

import time
from dataclasses import dataclass

from sqlalchemy import delete, func, or_, select, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.orm import Session

from canasta_app.store.db import Database
from canasta_app.store.models import GradeClaim, SharedTable, TableRefusal, TableSeat


def now_ms() -> int:
    return int(time.time() * 1000)


@dataclass(frozen=True, slots=True)
class UngradedRow:
    """A table with scored deals not yet graded for its players (`TablesStore.ungraded`)."""
    id: int
    code: str
    graded_deals: int  # deals 1..graded_deals are graded (1..deals_done are scored)
    deals_done: int


class TableGrading:
    db: Database

    def count_illegal(self, table_id: int, seat: str, deal_number: int) -> None:
        """A refused try, counted at once: the seat's count (the seats' list, the class's
        board: the revision moves) and a row with its deal (the record's tries of that deal,
        `refusals`)."""
        def go(s: Session) -> None:
            s.execute(update(TableSeat).where(TableSeat.table_id == table_id,
                                              TableSeat.seat == seat)
                      .values(illegal_tries=TableSeat.illegal_tries + 1))
            s.add(TableRefusal(table_id=table_id, seat=seat, deal_number=int(deal_number),
                               at_ms=now_ms()))
            self._bump(s, table_id)

        self.db.run(go)

    def ungraded(self, limit: int = 20) -> list[UngradedRow]:
        """The tables with a scored deal not yet graded for every player, newest first: the
        driver's grader's work (canasta_app/tables/grader.py). One query."""
        def go(s: Session) -> list[UngradedRow]:
            rows = s.execute(select(SharedTable.id, SharedTable.code, SharedTable.graded_deals,
                                    SharedTable.deals_done)
                             .where(SharedTable.graded_deals < SharedTable.deals_done)
                             .order_by(SharedTable.id.desc()).limit(limit))
            return [UngradedRow(i, c, g, d) for i, c, g, d in rows]

        return self.db.read(go)

    def set_graded(self, table_id: int, deals: int) -> None:
        """The first `deals` deals are graded for every player (never fewer than before)."""
        self.db.run(lambda s: s.execute(
            update(SharedTable).where(SharedTable.id == table_id,
                                      SharedTable.graded_deals < deals)
            .values(graded_deals=int(deals))))

    def refusals(self, table_id: int, seat: str, deal_number: int) -> int:
        """The seat's refused tries in this deal of the table."""
        return int(self.db.read(lambda s: s.scalar(
            select(func.count()).select_from(TableRefusal)
            .where(TableRefusal.table_id == table_id, TableRefusal.seat == seat,
                   TableRefusal.deal_number == deal_number))) or 0)

    def claim_decision(self, table_id: int, deal_number: int, seat: str, index: int,
                       owner: str, stale_ms: int) -> int | None:
        """Claims one decision for the grader `owner`, in one statement (INSERT … ON CONFLICT
        DO UPDATE … WHERE: atomic on SQLite and PostgreSQL alike): new, already this owner's,
        or claimed by another more than `stale_ms` ago (its process died). Returns how many
        times it has been handed to a grader, this time included; None when another grader
        holds it."""
        now = now_ms()
        ins = (pg_insert if self.db.dialect == "postgresql" else sqlite_insert)(GradeClaim)
        stmt = ins.values(table_id=table_id, deal_number=deal_number, seat=seat,
                          move_index=index, owner=owner[:80], claimed_ms=now, attempts=1)
        stmt = stmt.on_conflict_do_update(
            index_elements=["table_id", "deal_number", "seat", "move_index"],
            set_=dict(owner=owner[:80], claimed_ms=now,
                      attempts=GradeClaim.attempts + 1),
            where=or_(GradeClaim.owner == owner[:80], GradeClaim.claimed_ms < now - stale_ms))

        def go(s: Session) -> int | None:
            got = s.execute(stmt.returning(GradeClaim.attempts)).scalar()
            return None if got is None else int(got)

        return self.db.run(go)

    def release_claims(self, table_id: int, deal_number: int) -> None:
        """The deal is graded for every player: its claims go."""
        self.db.run(lambda s: s.execute(delete(GradeClaim).where(
            GradeClaim.table_id == table_id, GradeClaim.deal_number == deal_number)))

    def release_owner_claims(self, owner: str) -> None:
        """The grader `owner` stopped cleanly (its server stopped or went idle): the claims it
        held are free at once for another grader, and the try it was making is not counted
        (nothing failed); the tries before it, a process that died without releasing among
        them, stay counted, so a decision that kills its graders is still skipped after the
        grader's tries (they were deleted: a clean stop then forgot every earlier try)."""
        self.db.run(lambda s: s.execute(update(GradeClaim).where(
            GradeClaim.owner == owner[:80]).values(
                owner="", claimed_ms=0,
                attempts=func.max(GradeClaim.attempts - 1, 0)
                if self.db.dialect != "postgresql"
                else func.greatest(GradeClaim.attempts - 1, 0))))

    def _bump(self, s: Session, table_id: int) -> None:
        s.execute(update(SharedTable).where(SharedTable.id == table_id)
                  .values(revision=SharedTable.revision + 1))
