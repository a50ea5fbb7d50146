# PyInstaller's hook for referee_app (found through the pyinstaller40 entry point; see __init__.py here):
# the modules the program imports by name, its package data and its distribution metadata (the version).
from PyInstaller.utils.hooks import copy_metadata

from referee_app._pyinstaller import data_files, hidden_imports

hiddenimports = hidden_imports()
datas = data_files() + copy_metadata("referee-app")
