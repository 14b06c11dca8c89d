//! Target and TargetMachine traits, the target registry, triples and subtarget features.
