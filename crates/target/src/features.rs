//! Subtarget features (LLVM's `SubtargetFeatures` and `MCSubtargetInfo` feature resolution).
//!
//! In: a target's feature table ([`FeatureDesc`]: name, description, implied features) and
//! processor table ([`ProcessorDesc`]), a `-mcpu=` name and a `-mattr=` string such as
//! `+m,+a,-c`. Out: a [`FeatureSet`], one bit per entry of the feature table, with implications
//! applied (`+d` also enables `f`; `-f` also disables `d`), and llc's warnings for the names
//! the target does not know (ignored, as llc ignores them), or under the strict policy an
//! [`Error`] naming them. A target crate declares its tables once (generated from its
//! `SubtargetFeature` and `Processor` records); this module does no per-target work. The same
//! resolution serves `-mcpu`/`-mattr` and each function's `"target-cpu"`/`"target-features"`.

use crate::Error;

/// One subtarget feature a target declares (a `SubtargetFeature` record).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct FeatureDesc {
    /// The name used in `-mattr=` (`m`, `d`, `zba`, `sse4.2`).
    pub name: &'static str,
    /// One-line description, shown by `-mattr=help`.
    pub description: &'static str,
    /// Features this one turns on as well.
    pub implies: &'static [&'static str],
}

/// One processor a target declares (a `Processor` record): `-mcpu=` name and its features.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ProcessorDesc {
    /// The name used in `-mcpu=` (`generic-rv64`, `cortex-a53`).
    pub name: &'static str,
    /// Features the processor has (implications are applied on top).
    pub features: &'static [&'static str],
}

/// A parsed `-mattr=` string: each item in order, with `true` for `+name`, `false` for `-name`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FeatureString {
    /// The items in the order written; later items win.
    pub items: Vec<(String, bool)>,
}

impl FeatureString {
    /// Parses `+a,-b,+c` (empty items are skipped, as LLVM does). Every item must carry a sign.
    pub fn parse(s: &str) -> Result<FeatureString, Error> {
        let mut items = Vec::new();
        for item in s.split(',').map(str::trim).filter(|i| !i.is_empty()) {
            let (enable, name) = match item.as_bytes()[0] {
                b'+' => (true, &item[1..]),
                b'-' => (false, &item[1..]),
                _ => {
                    return Err(Error::new(format!(
                        "feature '{item}' must start with '+' to enable it or '-' to disable it"
                    )))
                }
            };
            if name.is_empty() {
                return Err(Error::new(format!("empty feature name in '{s}'")));
            }
            items.push((name.to_string(), enable));
        }
        Ok(FeatureString { items })
    }

    /// The string back in `+a,-b` form.
    pub fn to_flags(&self) -> String {
        let parts: Vec<String> = self
            .items
            .iter()
            .map(|(n, on)| format!("{}{}", if *on { '+' } else { '-' }, n))
            .collect();
        parts.join(",")
    }
}

pub use kiln_mc::feature_set::{FeatureSet, MAX_FEATURES};

/// Whether the feature called `name` in `table` is enabled in `set`.
pub fn has_feature(set: &FeatureSet, table: &[FeatureDesc], name: &str) -> bool {
    table
        .iter()
        .position(|f| f.name == name)
        .is_some_and(|i| set.contains(i))
}

/// The enabled features of `table` in `set` as a `+a,+b` string (table order).
pub fn feature_flags(set: &FeatureSet, table: &[FeatureDesc]) -> String {
    let names: Vec<String> = set
        .iter()
        .filter_map(|i| table.get(i))
        .map(|f| format!("+{}", f.name))
        .collect();
    names.join(",")
}

/// What to do with a feature or processor name the target does not declare.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum UnknownPolicy {
    /// An [`Error`] (kiln's old behaviour; tests of the tables use it).
    Error,
    /// Skip it and report the warning text llc prints (`'+x' is not a recognized feature for
    /// this target (ignoring feature)`).
    Warn,
}

/// The result of [`resolve_features_with`]: the features and the warnings to print.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Resolved {
    /// The enabled features.
    pub set: FeatureSet,
    /// llc's warnings for the names that were ignored, in the order met.
    pub warnings: Vec<String>,
}

/// The warning llc prints for a feature item the target does not know.
pub fn unknown_feature_warning(name: &str, enable: bool) -> String {
    format!(
        "'{}{}' is not a recognized feature for this target (ignoring feature)",
        if enable { '+' } else { '-' },
        name
    )
}

/// The warning llc prints for a processor the target does not know.
pub fn unknown_processor_warning(cpu: &str) -> String {
    format!("'{cpu}' is not a recognized processor for this target (ignoring processor)")
}

/// Prints `message` on stderr the first time it is given in this process (llc would print it
/// once per subtarget it builds; kiln says each thing once per run).
pub fn warn_once(message: &str) {
    use std::collections::HashSet;
    use std::sync::{Mutex, OnceLock};
    static SEEN: OnceLock<Mutex<HashSet<String>>> = OnceLock::new();
    let seen = SEEN.get_or_init(|| Mutex::new(HashSet::new()));
    // A poisoned set only means another thread panicked while holding it; the set is intact.
    let mut seen = seen.lock().unwrap_or_else(|e| e.into_inner());
    if seen.insert(message.to_string()) {
        eprintln!("{message}");
    }
}

/// Resolves `-mcpu=` and `-mattr=` against a target's tables, refusing unknown names.
///
/// [`resolve_features_with`] with no unimplemented names and [`UnknownPolicy::Error`]: an
/// unknown feature or processor is an [`Error`].
///
/// ```
/// use kiln_target::{has_feature, resolve_features, FeatureDesc, FeatureString};
/// const FEATURES: &[FeatureDesc] = &[
///     FeatureDesc { name: "f", description: "single float", implies: &[] },
///     FeatureDesc { name: "d", description: "double float", implies: &["f"] },
/// ];
/// let set = resolve_features(FEATURES, &[], "", &FeatureString::parse("+d").unwrap()).unwrap();
/// assert!(has_feature(&set, FEATURES, "f") && has_feature(&set, FEATURES, "d"));
/// let set = resolve_features(FEATURES, &[], "", &FeatureString::parse("+d,-f").unwrap()).unwrap();
/// assert!(!has_feature(&set, FEATURES, "d"));
/// assert!(resolve_features(FEATURES, &[], "", &FeatureString::parse("+q").unwrap()).is_err());
/// ```
pub fn resolve_features(
    table: &[FeatureDesc],
    processors: &[ProcessorDesc],
    cpu: &str,
    attrs: &FeatureString,
) -> Result<FeatureSet, Error> {
    resolve_features_with(table, processors, &[], cpu, &[attrs], UnknownPolicy::Error)
        .map(|r| r.set)
}

/// Resolves a processor and feature strings against a target's tables (LLVM's
/// `MCSubtargetInfo` initialisation).
///
/// The processor's features come first, then each string of `attrs` in order, each item in
/// order (later items win). Enabling a feature enables everything it implies (transitively);
/// disabling one disables everything that implies it. `cpu` may be empty or `generic` when the
/// target declares no processor of that name. A name in `unimplemented` is one the target
/// recognizes (LLVM declares it) but kiln's code generator never uses: disabling it is silent,
/// enabling it is ignored with a warning. Any other unknown feature or processor is handled as
/// `policy` says.
pub fn resolve_features_with(
    table: &[FeatureDesc],
    processors: &[ProcessorDesc],
    unimplemented: &[&str],
    cpu: &str,
    attrs: &[&FeatureString],
    policy: UnknownPolicy,
) -> Result<Resolved, Error> {
    assert!(
        table.len() <= MAX_FEATURES,
        "invariant: a target declares at most {MAX_FEATURES} features"
    );
    let index_of = |name: &str| table.iter().position(|f| f.name == name);
    // Implications as indices, checked once so a bad table is reported, not looped on.
    let mut implies: Vec<Vec<usize>> = Vec::with_capacity(table.len());
    for f in table {
        let mut v = Vec::with_capacity(f.implies.len());
        for &imp in f.implies {
            v.push(index_of(imp).ok_or_else(|| {
                Error::new(format!(
                    "feature '{}' implies '{}', which the target does not declare",
                    f.name, imp
                ))
            })?);
        }
        implies.push(v);
    }
    let mut out = Resolved::default();
    let enable = |set: &mut FeatureSet, i: usize| {
        let mut stack = vec![i];
        while let Some(j) = stack.pop() {
            if !set.contains(j) {
                set.insert(j);
                stack.extend_from_slice(&implies[j]);
            }
        }
    };
    let disable = |set: &mut FeatureSet, i: usize| {
        // `i` goes even if it was off, then everything that implies something removed.
        set.insert(i);
        let mut stack = vec![i];
        while let Some(j) = stack.pop() {
            if set.contains(j) {
                set.remove(j);
                for (k, imp) in implies.iter().enumerate() {
                    if set.contains(k) && imp.contains(&j) {
                        stack.push(k);
                    }
                }
            }
        }
    };
    if !cpu.is_empty() {
        match processors.iter().find(|p| p.name == cpu) {
            Some(p) => {
                for &name in p.features {
                    let i = index_of(name).ok_or_else(|| {
                        Error::new(format!(
                            "processor '{cpu}' has feature '{name}', which the target does not declare"
                        ))
                    })?;
                    enable(&mut out.set, i);
                }
            }
            None if cpu == "generic" => {}
            None if policy == UnknownPolicy::Warn => {
                out.warnings.push(unknown_processor_warning(cpu));
            }
            None => {
                return Err(Error::new(format!(
                    "'{cpu}' is not a recognized processor for this target"
                )))
            }
        }
    }
    for (name, on) in attrs.iter().flat_map(|a| a.items.iter()) {
        let Some(i) = index_of(name) else {
            if unimplemented.contains(&name.as_str()) {
                if *on {
                    out.warnings.push(format!(
                        "'+{name}' is not implemented by kiln's code generator for this target (ignoring feature)"
                    ));
                }
                continue;
            }
            match policy {
                UnknownPolicy::Warn => {
                    out.warnings.push(unknown_feature_warning(name, *on));
                    continue;
                }
                UnknownPolicy::Error => {
                    return Err(Error::new(format!(
                        "'{}{}' is not a recognized feature for this target",
                        if *on { '+' } else { '-' },
                        name
                    )))
                }
            }
        };
        if *on {
            enable(&mut out.set, i);
        } else {
            disable(&mut out.set, i);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const RV: &[FeatureDesc] = &[
        FeatureDesc {
            name: "m",
            description: "integer multiply and divide",
            implies: &[],
        },
        FeatureDesc {
            name: "a",
            description: "atomics",
            implies: &[],
        },
        FeatureDesc {
            name: "f",
            description: "single-precision float",
            implies: &["zicsr"],
        },
        FeatureDesc {
            name: "d",
            description: "double-precision float",
            implies: &["f"],
        },
        FeatureDesc {
            name: "c",
            description: "compressed instructions",
            implies: &[],
        },
        FeatureDesc {
            name: "zicsr",
            description: "CSR instructions",
            implies: &[],
        },
    ];
    const CPUS: &[ProcessorDesc] = &[ProcessorDesc {
        name: "rocket",
        features: &["m", "a", "d", "c"],
    }];

    fn names(set: &FeatureSet) -> Vec<&'static str> {
        set.iter().map(|i| RV[i].name).collect()
    }

    #[test]
    fn parse_feature_strings() {
        let s = FeatureString::parse("+m,+a,-c").unwrap();
        assert_eq!(
            s.items,
            vec![
                ("m".to_string(), true),
                ("a".to_string(), true),
                ("c".to_string(), false)
            ]
        );
        assert_eq!(s.to_flags(), "+m,+a,-c");
        assert!(FeatureString::parse("").unwrap().items.is_empty());
        assert!(FeatureString::parse("+m,,+a").unwrap().items.len() == 2);
        assert!(FeatureString::parse("m").is_err());
        assert!(FeatureString::parse("+").is_err());
    }

    #[test]
    fn implications_and_order() {
        let r = |cpu: &str, a: &str| {
            resolve_features(RV, CPUS, cpu, &FeatureString::parse(a).unwrap()).map(|s| names(&s))
        };
        assert_eq!(r("", "+d").unwrap(), vec!["f", "d", "zicsr"]);
        assert_eq!(r("", "+d,-zicsr").unwrap(), Vec::<&str>::new());
        assert_eq!(r("", "+m,-m").unwrap(), Vec::<&str>::new());
        assert_eq!(r("", "-m,+m").unwrap(), vec!["m"]);
        assert_eq!(
            r("rocket", "-c").unwrap(),
            vec!["m", "a", "f", "d", "zicsr"]
        );
        assert_eq!(r("generic", "+a").unwrap(), vec!["a"]);
        let e = r("", "+zzz").unwrap_err();
        assert_eq!(
            e.message,
            "'+zzz' is not a recognized feature for this target"
        );
        let e = r("pentium", "").unwrap_err();
        assert_eq!(
            e.message,
            "'pentium' is not a recognized processor for this target"
        );
    }

    #[test]
    fn unknown_names_are_warned_about_and_ignored() {
        let a = FeatureString::parse("+m,+outline-atomics,-fmv,+v,-v").unwrap();
        let b = FeatureString::parse("+d").unwrap();
        let r = resolve_features_with(RV, CPUS, &["v"], "pentium", &[&a, &b], UnknownPolicy::Warn)
            .unwrap();
        assert_eq!(names(&r.set), vec!["m", "f", "d", "zicsr"]);
        assert_eq!(
            r.warnings,
            vec![
                "'pentium' is not a recognized processor for this target (ignoring processor)",
                "'+outline-atomics' is not a recognized feature for this target (ignoring feature)",
                "'-fmv' is not a recognized feature for this target (ignoring feature)",
                "'+v' is not implemented by kiln's code generator for this target (ignoring feature)",
            ]
        );
        // The same names under the strict policy are errors.
        assert!(resolve_features_with(RV, CPUS, &[], "", &[&a], UnknownPolicy::Error).is_err());
    }

    #[test]
    fn large_tables_use_several_words() {
        let mut s = FeatureSet::with_capacity(130);
        s.insert(3);
        s.insert(64);
        s.insert(129);
        s.insert(MAX_FEATURES - 1);
        assert_eq!(
            s.iter().collect::<Vec<_>>(),
            vec![3, 64, 129, MAX_FEATURES - 1]
        );
        s.remove(64);
        assert!(!s.contains(64) && s.contains(129));
        // A table of 100 features, each implying the next: enabling the first enables all,
        // across word boundaries; disabling the last disables all.
        let names: &'static [&'static str] = Box::leak(
            (0..100)
                .map(|i| &*Box::leak(format!("f{i}").into_boxed_str()))
                .collect::<Vec<&'static str>>()
                .into_boxed_slice(),
        );
        let table: Vec<FeatureDesc> = (0..100)
            .map(|i| FeatureDesc {
                name: names[i],
                description: "",
                implies: if i + 1 < 100 {
                    std::slice::from_ref(&names[i + 1])
                } else {
                    &[]
                },
            })
            .collect();
        let on = resolve_features(&table, &[], "", &FeatureString::parse("+f0").unwrap())
            .expect("resolves");
        assert_eq!(on.iter().count(), 100);
        assert!(
            has_feature(&on, &table, "f99")
                && has_feature(&on, &table, "f63")
                && has_feature(&on, &table, "f64")
        );
        let off = resolve_features(&table, &[], "", &FeatureString::parse("+f0,-f99").unwrap())
            .expect("resolves");
        assert!(off.is_empty());
    }
}
