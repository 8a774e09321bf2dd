"""Build entry: one installed namespace, `denorm`; the folders data_gen/, eval/ and recipes/ install as
denorm.data, denorm.eval and denorm.recipes (metadata, dependencies and entry points: setup.cfg)."""

from setuptools import find_packages, setup

#: Installed package -> repository folder. Everything else under denorm/ installs as it lies.
PACKAGE_DIR = {"denorm.data": "data_gen", "denorm.eval": "eval", "denorm.recipes": "recipes"}

packages = find_packages(include=["denorm", "denorm.*"])
for name, folder in PACKAGE_DIR.items():
    packages += [name] + [f"{name}.{sub}" for sub in find_packages(folder)]

setup(packages=packages, package_dir=PACKAGE_DIR)
