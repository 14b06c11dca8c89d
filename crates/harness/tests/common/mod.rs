//! What the harness's own tests share: fresh scratch directories and backend scripts.

#![allow(dead_code)] // each test file uses part of it

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

/// An empty directory `<test tmp>/<group>/<name>` (emptied first if it exists).
pub fn scratch(group: &str, name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(group)
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create scratch dir");
    dir
}

/// Writes shell script `text` to `path` and makes it executable (a stand-in backend command).
pub fn write_script(path: &Path, text: impl AsRef<str>) {
    std::fs::write(path, text.as_ref()).expect("the script can be written");
    let mut perms = std::fs::metadata(path)
        .expect("the script exists")
        .permissions();
    perms.set_mode(0o755);
    std::fs::set_permissions(path, perms).expect("the script can be made executable");
}
