"""A package's files (its catalogues, the drawings and fonts) as ``importlib.resources.files`` gives them, found
without importing ``importlib.resources`` where the package is a folder on disk. Imports nothing of the program."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def package_files(package: str) -> Any:
    """``importlib.resources.files(package)``: the folder of a package's files. For a package imported from a
    folder on disk (an installation, the source tree) that is the folder of its ``__init__`` (a source or
    compiled module), which ``resources.files`` gives as the same ``Path``; found here without importing
    ``importlib.resources`` (its half-dozen modules and readers: about 2 ms of a start). Any other package (a zip, a frozen bundle's importer) is asked of ``importlib.resources``."""
    import importlib
    from importlib.machinery import SourceFileLoader, SourcelessFileLoader

    module = importlib.import_module(package)
    spec = module.__spec__
    loader = spec.loader if spec is not None else None
    if (isinstance(loader, (SourceFileLoader, SourcelessFileLoader)) and spec is not None
            and spec.submodule_search_locations is not None):
        return Path(loader.path).parent
    from importlib import resources

    return resources.files(package)
