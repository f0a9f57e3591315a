"""The coach's deal reviews kept with the learner's record (issue 36), on SQLite and PostgreSQL:
kept and read back per learner, deal and moves; replaced, never doubled; too long refused, not
cut; and migration 0005 adds its table to an existing database without touching its data."""

from __future__ import annotations

from sqlalchemy import text

from canasta_app.store import Database, Store
from canasta_app.store.models import REVIEW_MAX
from tests.store.conftest import database_at

GAME = "7:heuristic:heuristic"
MOVES = "a" * 64


class TestDealReviews:
    def test_kept_and_read_back_by_learner_deal_and_moves(self, store: Store) -> None:
        me, other = store.new_learner(), store.new_learner()
        assert store.deal_review(me.id, GAME, 1, MOVES) is None
        assert store.save_deal_review(me.id, GAME, 1, MOVES, '{"format": 1}')
        assert store.deal_review(me.id, GAME, 1, MOVES) == '{"format": 1}'
        # another learner, deal, game or run of moves has its own (none yet)
        assert store.deal_review(other.id, GAME, 1, MOVES) is None
        assert store.deal_review(me.id, GAME, 2, MOVES) is None
        assert store.deal_review(me.id, GAME + ":two-hand", 1, MOVES) is None
        assert store.deal_review(me.id, GAME, 1, "b" * 64) is None

    def test_saving_again_replaces_the_review(self, store: Store) -> None:
        me = store.new_learner()
        store.save_deal_review(me.id, GAME, 1, MOVES, '{"done": 3}')
        store.save_deal_review(me.id, GAME, 1, MOVES, '{"done": 14}')
        assert store.deal_review(me.id, GAME, 1, MOVES) == '{"done": 14}'
        with store.db.engine.connect() as conn:
            n = conn.execute(text("SELECT count(*) FROM deal_reviews")).scalar()
        assert n == 1

    def test_a_review_too_long_is_refused_not_cut(self, store: Store) -> None:
        me = store.new_learner()
        assert not store.save_deal_review(me.id, GAME, 1, MOVES, "x" * (REVIEW_MAX + 1))
        assert store.deal_review(me.id, GAME, 1, MOVES) is None
        big = '"' + "x" * (REVIEW_MAX - 2) + '"'
        assert store.save_deal_review(me.id, GAME, 1, MOVES, big)
        assert store.deal_review(me.id, GAME, 1, MOVES) == big


def test_migration_0005_keeps_an_existing_databases_data(db_url: str) -> None:
    """A site at revision 0004, with learners and practice deals, upgraded to add the reviews."""
    db = database_at(db_url, "0004")
    with db.engine.begin() as conn:
        conn.execute(text("INSERT INTO learners (code, created_at, last_seen_at) "
                          "VALUES ('ABCDEFGH', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)"))
        conn.execute(text(
            "INSERT INTO practice_deals (learner_id, game, deal_number, ns_points, ew_points, "
            "illegal_tries, take_backs, grades, created_at, profile, points) SELECT id, "
            f"'{GAME}', 1, 640, -85, 2, 1, '{{\"mistake\": 1}}', CURRENT_TIMESTAMP, "
            "'classic', '{\"NS\": 640, \"EW\": -85}' FROM learners"))
    db.dispose()
    store = Store(Database(db_url))  # start-up: upgrade head
    try:
        me = store.learner_by_code("ABCD-EFGH")
        assert me is not None
        (deal,) = store.practice_deals(me.id)
        assert (deal.ns_points, deal.ew_points, deal.illegal_tries, deal.take_backs,
                deal.grades, deal.points) == (640, -85, 2, 1, {"mistake": 1},
                                              {"NS": 640, "EW": -85})
        assert store.save_deal_review(me.id, GAME, 1, MOVES, "{}")
        assert store.deal_review(me.id, GAME, 1, MOVES) == "{}"
    finally:
        store.db.dispose()
