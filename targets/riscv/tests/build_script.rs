//! The build script reruns when any `.td` file it read changes: every file reachable through
//! `include` from `td/RISCV.td` has a `cargo:rerun-if-changed` line in the build script's
//! recorded output, and the generated register info is in `OUT_DIR`.

#[test]
fn every_included_td_file_triggers_a_rebuild() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let out_dir = std::path::Path::new(env!("OUT_DIR"));
    if let Err(e) =
        kiln_tablegen_backends::build_support::check_rerun_if_changed(dir, "RISCV", out_dir)
    {
        panic!("{e}");
    }
}
