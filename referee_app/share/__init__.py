"""The players' page: the board on the players' phones, over the local network (no Qt).

``feed.Feed`` keeps the game as the players may see it (rebuilt from its events off the window's thread),
``server.ShareServer`` serves the read-only page to browsers, ``pages`` holds each game's part of the page
(``diplomacy.py``: Diplomacy's), ``follow.FileFollower`` follows a game file for ``referee-cli serve``
(``cli.py``), ``qr`` draws the address as a QR code. The window's hook is ``referee_app/gui/share_panel.py``.
docs/players-page.md says what it shows, what it never shows, and how it keeps safe.
"""
