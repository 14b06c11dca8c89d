//! The register-info backend (LLVM's CodeGenRegisters and RegisterInfoEmitter).
//!
//! In: the records of a target's register description (`SubRegIndex`, `Register`,
//! `RegisterTuples`, `RegisterClass`, `CalleeSavedRegs`, `HwMode`). Out: the register model ([`RegBank`]), the
//! Rust tables of kiln-mc's `MCRegisterInfo` ([`emit_rust`]) and the seed-002 style
//! reports ([`dump_reg`], [`dump_class`]).
//!
//! - `input.rs`: plain descriptions of the records and the set operators;
//! - `records.rs`: reads those descriptions from any `RecordSource`, `keeper.rs`
//!   makes kiln-tablegen's `RecordKeeper` one;
//! - `bank.rs`: the model (sub-registers, units, lane masks, classes);
//! - `emit.rs`: the Rust writer; `dump.rs`: the reports;
//! - `json.rs` (feature `llvm-json`) and `verify.rs` (feature `verify`): test support.

pub mod bank;
pub mod dump;
pub mod emit;
pub mod input;
#[cfg(feature = "llvm-json")]
pub mod json;
pub mod keeper;
pub mod records;
#[cfg(feature = "verify")]
pub mod verify;

pub use bank::RegBank;
pub use dump::{dump_class, dump_reg};
pub use emit::emit_rust;
pub use input::RegInput;
