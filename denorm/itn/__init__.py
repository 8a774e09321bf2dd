"""Inverse text normalization of single spans: spoken words in context -> written form, verified or left as words."""

from __future__ import annotations

from denorm.itn.conversion import STATUSES, Conversion, ConversionStats, Span
from denorm.itn.converter import SpanConverter, convert, convert_batch, itn_model_dir
from denorm.itn.policies import DEFAULT_POLICY, POLICIES, Policy, get_policy
from denorm.itn.source import source_text
from denorm.itn.verify import verifies

__all__ = ["DEFAULT_POLICY", "POLICIES", "STATUSES", "Conversion", "ConversionStats", "Policy", "Span",
           "SpanConverter", "convert", "convert_batch", "get_policy", "itn_model_dir", "source_text", "verifies"]
