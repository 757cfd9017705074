"""Issue 28 §5's data causes (U08, F11): an AMD mobile part is called a laptop part, and the model a question
names is in the table."""

from __future__ import annotations

from product import advisor as loaded
from said import said


def test_amd_r_series_m_parts_are_laptop_gpus():
    """U08: 'why radeon r5 m230' said why it is no buy (ROCm, 2 GB) but never that it is a laptop part; every
    Radeon R5-R9 M### name of the catalogue now reads as one (data/laptop_names.csv)."""
    v = loaded().why("radeon r5 m230")
    assert "laptop GPU" in said(v.shape.headline if v.shape is not None else v.summary)


def test_baichuan2_is_sized_from_its_technical_report():
    """F11 (a Baichuan fine-tuning thread): 'fits baichuan2-7b' matched no model."""
    f = loaded().fits("baichuan2-7b", task="lora")
    assert f.model.name == "Baichuan2 7B" and 7.4 < f.model.params_b < 7.6
    assert loaded().fits("baichuan2-13b", task="qlora").model.name == "Baichuan2 13B"
