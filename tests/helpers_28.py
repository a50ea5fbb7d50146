"""A Spring 1901 with 28 order lines (every unit ordered, and six lines more: duplicates and mistakes)."""

from __future__ import annotations


def twenty_eight_orders() -> dict[str, list[str]]:
    return {
        "AUSTRIA": ["A Vie - Gal", "A Bud - Ser", "F Tri - Alb", "A Vie - Gal"],
        "ENGLAND": ["F Lon - Nth", "F Edi - Nwg", "A Lvp - Yor", "F Lon - Eng"],
        "FRANCE": ["A Par - Bur", "A Mar - Spa", "F Bre - Mao", "A Par - Pic"],
        "GERMANY": ["A Ber - Kie", "F Kie - Den", "A Mun - Ruh", "A Mun - Xyz"],
        "ITALY": ["A Rom - Apu", "F Nap - Ion", "A Ven H"],
        "RUSSIA": ["A War - Ukr", "A Mos - Sev", "F Sev - Rum", "F StP/sc - Bot", "F Sev - Bla"],
        "TURKEY": ["F Ank - Bla", "A Con - Bul", "A Smy - Arm", "A Con - Gre"],
    }
