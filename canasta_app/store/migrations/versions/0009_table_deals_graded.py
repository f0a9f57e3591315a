"""a shared table's finished deals and how many of them the coach has graded (issue 41)

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-07 13:30:00

Two integer columns on `shared_tables`, both 0 for existing rows: `deals_done` (how many of
the table's deals are scored, a board fact written beside the others at each rebuild) and
`graded_deals` (how many of them, from the first, have every human seat's decisions graded by
the coach and kept in the players' records: the server's driver grades the rest, one
decision at a time, canasta_app/tables/grader.py). A table from before this revision gets its
count at its next move, and its deals are then graded from the first (a closed table, which
moves no more, is not).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = '0009'
down_revision = '0008'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('shared_tables') as batch:
        batch.add_column(sa.Column('deals_done', sa.Integer(), nullable=False,
                                   server_default='0'))
        batch.add_column(sa.Column('graded_deals', sa.Integer(), nullable=False,
                                   server_default='0'))


def downgrade() -> None:
    with op.batch_alter_table('shared_tables') as batch:
        batch.drop_column('graded_deals')
        batch.drop_column('deals_done')
