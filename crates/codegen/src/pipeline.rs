//! The pass pipeline (placeholder while the DAG lands).
