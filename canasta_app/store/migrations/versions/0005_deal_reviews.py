"""deal reviews: the coach's review of a practice deal, kept with the learner's record

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-07 02:30:00

A new table only: the rows of every existing table stay as they are.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = '0005'
down_revision = '0004'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        'deal_reviews',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('learner_id', sa.Integer(), nullable=False),
        sa.Column('game', sa.String(length=80), nullable=False),
        sa.Column('deal_number', sa.Integer(), nullable=False),
        sa.Column('moves', sa.String(length=64), nullable=False),
        sa.Column('data', sa.Text(), nullable=False),
        sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(['learner_id'], ['learners.id'],
                                name=op.f('fk_deal_reviews_learner_id_learners'),
                                ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_deal_reviews')),
        sa.UniqueConstraint('learner_id', 'game', 'deal_number', 'moves',
                            name=op.f('uq_deal_reviews_learner_id')),
    )


def downgrade() -> None:
    op.drop_table('deal_reviews')
