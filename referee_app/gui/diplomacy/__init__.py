"""Diplomacy's window panels: the order sheets typed as written (``order_pane``) and the results,
retreats, centres and record tabs (``results_view``). The shared window (``gui.main_window``) lays
them out; they show what ``referee_app.games.diplomacy`` decides and call its operations."""
