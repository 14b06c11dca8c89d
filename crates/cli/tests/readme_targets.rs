//! The README claims only what works: its "Targets today" table lists every target `kiln
//! --version` registers, and a row says "generates code" exactly when `kiln --version` lists
//! the target on its "Generates code" line. A target gaining (or losing) a code generator
//! without the README saying so fails here; so does a README row for a target kiln does not
//! register.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

/// `name -> generates code` from the README's "Targets today" table.
fn readme_table(readme: &str) -> BTreeMap<String, bool> {
    let section = readme
        .split("\n## Targets today\n")
        .nth(1)
        .expect("README.md has a '## Targets today' section");
    let section = section.split("\n## ").next().unwrap_or(section);
    let mut rows = BTreeMap::new();
    for line in section.lines() {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        // `| name | state |` splits into ["", name, state, ""].
        if cells.len() != 4 || cells[1].is_empty() || cells[1].starts_with('-') {
            continue;
        }
        if cells[1].starts_with("target") {
            continue; // the header row
        }
        let generates = cells[2].starts_with("generates code");
        let none = cells[2].starts_with("no code generator yet");
        assert!(
            generates != none,
            "README row for {} must start with 'generates code' or 'no code generator yet': {line}",
            cells[1]
        );
        assert!(
            rows.insert(cells[1].to_string(), generates).is_none(),
            "README lists {} twice",
            cells[1]
        );
    }
    rows
}

/// `name -> generates code` from `kiln --version`.
fn version_table(version: &str) -> BTreeMap<String, bool> {
    let list = |prefix: &str| -> Vec<String> {
        let line = version
            .lines()
            .find_map(|l| l.trim_start().strip_prefix(prefix))
            .unwrap_or_else(|| panic!("kiln --version has no '{prefix}' line:\n{version}"));
        line.split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect()
    };
    let mut t = BTreeMap::new();
    for n in list("Generates code:") {
        t.insert(n, true);
    }
    for n in list("No code generator yet:") {
        assert!(t.insert(n.clone(), false).is_none(), "{n} is on both lines");
    }
    // Every registered target is on one of the two lines.
    let registered: Vec<&str> = version
        .split("Registered Targets:\n")
        .nth(1)
        .expect("a Registered Targets block")
        .lines()
        .take_while(|l| l.starts_with("    "))
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert_eq!(
        registered.len(),
        t.len(),
        "every registered target is on the code-generator lines:\n{version}"
    );
    for r in registered {
        assert!(t.contains_key(r), "{r} is registered but not classified");
    }
    t
}

#[test]
fn readme_target_table_equals_kiln_version() {
    let o = Command::new(env!("CARGO_BIN_EXE_kiln"))
        .arg("--version")
        .output()
        .expect("runs kiln");
    assert!(o.status.success());
    let version = String::from_utf8_lossy(&o.stdout).into_owned();
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../README.md"))
            .expect("README.md is readable");
    let ours = version_table(&version);
    assert!(
        ours.values().any(|&g| g),
        "at least one target generates code:\n{version}"
    );
    assert_eq!(
        readme_table(&readme),
        ours,
        "README's target table vs kiln --version"
    );
}

#[test]
fn the_comparison_can_fail() {
    let version = "  Registered Targets:\n    a - A\n    b - B\n\n  Generates code: a\n  No code generator yet: b\n";
    let good = "x\n## Targets today\n| target | state |\n|---|---|\n| a | generates code: yes |\n| b | no code generator yet |\n";
    assert_eq!(readme_table(good), version_table(version));
    // A README that claims b generates code disagrees.
    let claims_more = good.replace("| b | no code generator yet |", "| b | generates code |");
    assert_ne!(readme_table(&claims_more), version_table(version));
    // A README that forgets a target disagrees.
    let forgets = good.replace("| b | no code generator yet |\n", "");
    assert_ne!(readme_table(&forgets), version_table(version));
}
