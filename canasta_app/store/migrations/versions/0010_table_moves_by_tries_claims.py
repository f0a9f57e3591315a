"""a shared table's moves by who decided them, refused tries by deal, the grader's claims
(issue 41, review)

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-07 16:40:00

- `table_actions.learner_id`: the learner who decided the move (NULL: a bot, a bot seat's or
  a stand-in's playing an away player's seat). Only a player's own decisions go into their
  record with the coach's grades. Existing rows get the seat's player when the seat is a
  human's (what the log could not tell: as before this revision).
- `table_seats.seated_version`: the table's version when its player took the seat; a deal
  that was over by then is not theirs (0 for existing rows: as before).
- `table_refusals`: one row per refused try, with the deal it was made in, written at the
  try: the record's tries of a deal are that deal's, whenever the deal is recorded. It
  starts empty: a deal scored but not yet put into a player's record when this revision runs
  is recorded with no refused tries (the seats' running counts, on the class board, keep
  theirs).
- `grade_claims`: the server's grader's claim of one decision (table, deal, seat, move):
  a replica grades a decision only after claiming it in one statement (replicas behind the
  proxy never grade the same decision at once); `attempts` counts every hand-over.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = '0010'
down_revision = '0009'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('table_actions') as batch:
        batch.add_column(sa.Column('learner_id', sa.Integer(), nullable=True))
    op.execute(
        "UPDATE table_actions SET learner_id = (SELECT s.learner_id FROM table_seats s "
        "WHERE s.table_id = table_actions.table_id AND s.seat = table_actions.seat "
        "AND s.kind = 'human')")
    with op.batch_alter_table('table_seats') as batch:
        batch.add_column(sa.Column('seated_version', sa.Integer(), nullable=False,
                                   server_default='0'))
    op.create_table(
        'table_refusals',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('table_id', sa.Integer(), nullable=False),
        sa.Column('seat', sa.String(length=2), nullable=False),
        sa.Column('deal_number', sa.Integer(), nullable=False),
        sa.Column('at_ms', sa.BigInteger(), nullable=False),
        sa.ForeignKeyConstraint(['table_id'], ['shared_tables.id'], ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('id'),
    )
    op.create_index('ix_table_refusals_deal', 'table_refusals',
                    ['table_id', 'seat', 'deal_number'])
    op.create_table(
        'grade_claims',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('table_id', sa.Integer(), nullable=False),
        sa.Column('deal_number', sa.Integer(), nullable=False),
        sa.Column('seat', sa.String(length=2), nullable=False),
        sa.Column('move_index', sa.Integer(), nullable=False),
        sa.Column('owner', sa.String(length=80), nullable=False),
        sa.Column('claimed_ms', sa.BigInteger(), nullable=False),
        sa.Column('attempts', sa.Integer(), nullable=False, server_default='1'),
        sa.ForeignKeyConstraint(['table_id'], ['shared_tables.id'], ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('id'),
        sa.UniqueConstraint('table_id', 'deal_number', 'seat', 'move_index'),
    )


def downgrade() -> None:
    op.drop_table('grade_claims')
    op.drop_index('ix_table_refusals_deal', table_name='table_refusals')
    op.drop_table('table_refusals')
    with op.batch_alter_table('table_seats') as batch:
        batch.drop_column('seated_version')
    with op.batch_alter_table('table_actions') as batch:
        batch.drop_column('learner_id')
