"""The disk cache of slow work, kept now in the kernel (``core/diskcache.py``: the TOML data files use it too);
the drawing's modules name it here as before."""

from __future__ import annotations

from referee_app.core.diskcache import code_digest, data_digest, file_digest, folder, key, load, store

__all__ = ["code_digest", "data_digest", "file_digest", "folder", "key", "load", "store"]
