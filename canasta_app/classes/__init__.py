"""The class page: a class by its code, students and their progress, homework, the teacher's view. (The folder is `classes`, not `class`: `class` is a Python keyword and cannot be imported.)"""
