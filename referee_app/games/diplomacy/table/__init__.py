"""The game at the table: the game and its event log, what each audience sees, the position editor, sandboxes, endings, e-mailed sheets, languages, games for fewer players."""
