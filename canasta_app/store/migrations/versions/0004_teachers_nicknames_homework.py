"""classes that last a term: teachers, unique nicknames, homework

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-07 02:00:00

- `teachers`: a teacher's code (their "My classes" on another device); `classes.teacher_id`
  says who made a class (NULL for classes from before: their teacher link still opens them,
  and adopts them into that teacher's list).
- `memberships.nick_key`: the nickname folded, unique per class. Existing rows are filled
  here: the first student of a class with a name keeps it as key, a later student with the
  same name (the old site allowed it) keeps their row, nickname and progress with no key.
- `homework` and `homework_tries`: what a teacher assigned, and students' tries at a sandbox
  situation.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = '0004'
down_revision = '0003'
branch_labels = None
depends_on = None


def _fold(nickname: str) -> str:
    # the same folding as canasta_app.store.codes.nick_key, frozen here: a migration must not
    # change when the site's code does
    return " ".join(str(nickname).casefold().split())


def upgrade() -> None:
    op.create_table(
        'teachers',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('code', sa.String(length=16), nullable=False),
        sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_teachers')),
        sa.UniqueConstraint('code', name=op.f('uq_teachers_code')),
    )
    # A plain column, in place on every backend: never batch-alter `classes` on SQLite (batch
    # mode copies the table and drops the old one, and with foreign keys on that drop cascades
    # into memberships, live sessions and polls: the test at 0003 caught it), so no foreign key.
    op.add_column('classes', sa.Column('teacher_id', sa.Integer(), nullable=True))
    op.create_index(op.f('ix_classes_teacher_id'), 'classes', ['teacher_id'], unique=False)

    with op.batch_alter_table('memberships', schema=None) as batch_op:
        batch_op.add_column(sa.Column('nick_key', sa.String(length=30), nullable=True))
    conn = op.get_bind()
    rows = conn.execute(sa.text(
        "SELECT id, class_id, nickname FROM memberships WHERE removed = :no "
        "ORDER BY class_id, joined_at, id"), {"no": False}).all()
    taken: set[tuple[int, str]] = set()
    for row_id, class_id, nickname in rows:
        key = _fold(nickname or "")
        if not key or (class_id, key) in taken:
            continue
        taken.add((class_id, key))
        conn.execute(sa.text("UPDATE memberships SET nick_key = :k WHERE id = :i"),
                     {"k": key, "i": row_id})
    with op.batch_alter_table('memberships', schema=None) as batch_op:
        batch_op.create_unique_constraint('uq_memberships_nick_key', ['class_id', 'nick_key'])

    op.create_table(
        'homework',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('class_id', sa.Integer(), nullable=False),
        sa.Column('kind', sa.String(length=10), nullable=False),
        sa.Column('lesson_id', sa.String(length=60), nullable=True),
        sa.Column('step', sa.Integer(), nullable=True),
        sa.Column('share', sa.Text(), nullable=True),
        sa.Column('title', sa.String(length=80), nullable=True),
        sa.Column('due', sa.Date(), nullable=True),
        sa.Column('removed', sa.Boolean(), nullable=False),
        sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(['class_id'], ['classes.id'],
                                name=op.f('fk_homework_class_id_classes'), ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_homework')),
    )
    with op.batch_alter_table('homework', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_homework_class_id'), ['class_id'], unique=False)
    op.create_table(
        'homework_tries',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('homework_id', sa.Integer(), nullable=False),
        sa.Column('learner_id', sa.Integer(), nullable=False),
        sa.Column('action', sa.String(length=200), nullable=False),
        sa.Column('legal', sa.Boolean(), nullable=False),
        sa.Column('slug', sa.String(length=60), nullable=True),
        sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(['homework_id'], ['homework.id'],
                                name=op.f('fk_homework_tries_homework_id_homework'),
                                ondelete='CASCADE'),
        sa.ForeignKeyConstraint(['learner_id'], ['learners.id'],
                                name=op.f('fk_homework_tries_learner_id_learners'),
                                ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_homework_tries')),
    )
    with op.batch_alter_table('homework_tries', schema=None) as batch_op:
        batch_op.create_index('ix_homework_tries_item', ['homework_id', 'learner_id'],
                              unique=False)


def downgrade() -> None:
    with op.batch_alter_table('homework_tries', schema=None) as batch_op:
        batch_op.drop_index('ix_homework_tries_item')
    op.drop_table('homework_tries')
    with op.batch_alter_table('homework', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_homework_class_id'))
    op.drop_table('homework')
    with op.batch_alter_table('memberships', schema=None) as batch_op:
        batch_op.drop_constraint('uq_memberships_nick_key', type_='unique')
        batch_op.drop_column('nick_key')
    op.drop_index(op.f('ix_classes_teacher_id'), table_name='classes')
    op.drop_column('classes', 'teacher_id')  # in place (SQLite 3.35+), as it was added
    op.drop_table('teachers')
