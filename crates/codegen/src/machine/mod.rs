//! Machine IR (placeholder while the DAG lands).
