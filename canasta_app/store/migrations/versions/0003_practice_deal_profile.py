"""practice deals at every table: the profile and every side's points

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-03 01:20:00

A practice deal played at another table (two-hand, three-hand, six-hand) has sides other than
North-South and East-West: the row names its profile and keeps every side's total as JSON.
Rows from before are classic deals; their `points` stay "{}" (their NS and EW columns say it).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = '0003'
down_revision = '0002'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('practice_deals', schema=None) as batch_op:
        batch_op.add_column(sa.Column('profile', sa.String(length=20),
                                      server_default='classic', nullable=False))
        batch_op.add_column(sa.Column('points', sa.Text(), server_default='{}',
                                      nullable=False))


def downgrade() -> None:
    with op.batch_alter_table('practice_deals', schema=None) as batch_op:
        batch_op.drop_column('points')
        batch_op.drop_column('profile')
