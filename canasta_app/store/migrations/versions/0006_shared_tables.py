"""shared tables: learners playing each other (issue 41)

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-07 05:00:00

New tables only: `shared_tables` (the table's settings, its version and revision),
`table_seats` (who sits where: a bot or a human seat, the nickname, a bot standing in) and
`table_actions` (the log: one row per move with the version it made). The rows of every
existing table stay as they are.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = '0006'
down_revision = '0005'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        'shared_tables',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('code', sa.String(length=16), nullable=False),
        sa.Column('profile', sa.String(length=20), nullable=False),
        sa.Column('target', sa.Integer(), nullable=False),
        sa.Column('mode', sa.String(length=10), nullable=False),
        sa.Column('pace', sa.String(length=10), nullable=False),
        sa.Column('seed', sa.Integer(), nullable=False),
        sa.Column('host_id', sa.Integer(), nullable=True),
        sa.Column('class_id', sa.Integer(), nullable=True),
        sa.Column('version', sa.Integer(), nullable=False),
        sa.Column('revision', sa.Integer(), nullable=False),
        sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(['host_id'], ['learners.id'],
                                name=op.f('fk_shared_tables_host_id_learners'),
                                ondelete='SET NULL'),
        sa.ForeignKeyConstraint(['class_id'], ['classes.id'],
                                name=op.f('fk_shared_tables_class_id_classes'),
                                ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_shared_tables')),
        sa.UniqueConstraint('code', name=op.f('uq_shared_tables_code')),
    )
    op.create_index(op.f('ix_shared_tables_host_id'), 'shared_tables', ['host_id'], unique=False)
    op.create_index(op.f('ix_shared_tables_class_id'), 'shared_tables', ['class_id'],
                    unique=False)
    op.create_table(
        'table_seats',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('table_id', sa.Integer(), nullable=False),
        sa.Column('seat', sa.String(length=2), nullable=False),
        sa.Column('kind', sa.String(length=10), nullable=False),
        sa.Column('bot', sa.String(length=20), nullable=True),
        sa.Column('learner_id', sa.Integer(), nullable=True),
        sa.Column('nickname', sa.String(length=30), nullable=True),
        sa.Column('standin', sa.String(length=20), nullable=True),
        sa.Column('seen_ms', sa.BigInteger(), nullable=True),
        sa.Column('illegal_tries', sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(['table_id'], ['shared_tables.id'],
                                name=op.f('fk_table_seats_table_id_shared_tables'),
                                ondelete='CASCADE'),
        sa.ForeignKeyConstraint(['learner_id'], ['learners.id'],
                                name=op.f('fk_table_seats_learner_id_learners'),
                                ondelete='SET NULL'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_table_seats')),
        sa.UniqueConstraint('table_id', 'seat', name=op.f('uq_table_seats_table_id')),
    )
    op.create_index(op.f('ix_table_seats_learner_id'), 'table_seats', ['learner_id'],
                    unique=False)
    op.create_table(
        'table_actions',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('table_id', sa.Integer(), nullable=False),
        sa.Column('version', sa.Integer(), nullable=False),
        sa.Column('seat', sa.String(length=2), nullable=False),
        sa.Column('action', sa.String(length=200), nullable=False),
        sa.Column('at_ms', sa.BigInteger(), nullable=False),
        sa.ForeignKeyConstraint(['table_id'], ['shared_tables.id'],
                                name=op.f('fk_table_actions_table_id_shared_tables'),
                                ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_table_actions')),
        sa.UniqueConstraint('table_id', 'version', name=op.f('uq_table_actions_table_id')),
    )


def downgrade() -> None:
    op.drop_table('table_actions')
    op.drop_index(op.f('ix_table_seats_learner_id'), table_name='table_seats')
    op.drop_table('table_seats')
    op.drop_index(op.f('ix_shared_tables_class_id'), table_name='shared_tables')
    op.drop_index(op.f('ix_shared_tables_host_id'), table_name='shared_tables')
    op.drop_table('shared_tables')
