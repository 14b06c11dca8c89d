//! Function attributes as code generation reads them (LLVM's `Function::hasFnAttribute` and
//! `getFnAttribute`): keyword attributes (`optsize`) and string attributes
//! (`"frame-pointer"="all"`), looked up through the `#N` attribute groups the set refers to.

use kiln_ir::module::Attribute;
use kiln_ir::{AttrSetId, Function, Module};

/// Calls `visit` on every attribute of `set`, expanding group references (one level, as the
/// parser allows; groups do not nest).
fn for_each_attr(m: &Module, set: AttrSetId, visit: &mut dyn FnMut(&Attribute) -> bool) -> bool {
    for a in m.attrs(set) {
        if let Attribute::Group(n) = a {
            if let Some(&(_, g)) = m.attr_groups.iter().find(|(k, _)| k == n) {
                for b in m.attrs(g) {
                    if visit(b) {
                        return true;
                    }
                }
            }
        } else if visit(a) {
            return true;
        }
    }
    false
}

/// Whether `f` has the keyword attribute `name` (`optsize`, `naked`) or a string attribute
/// with key `name`.
pub fn has_fn_attr(m: &Module, f: &Function, name: &str) -> bool {
    for_each_attr(m, f.fn_attrs, &mut |a| match a {
        Attribute::Flag(s) | Attribute::Str(s, _) => m.strings.get(*s) == name,
        _ => false,
    })
}

/// The value of the string attribute `"key"="value"` of `f`, if it has one.
pub fn fn_attr_value<'m>(m: &'m Module, f: &Function, key: &str) -> Option<&'m str> {
    let mut found = None;
    for_each_attr(m, f.fn_attrs, &mut |a| match a {
        Attribute::Str(k, Some(v)) if m.strings.get(*k) == key => {
            found = Some(*v);
            true
        }
        _ => false,
    });
    found.map(|v| m.strings.get(v))
}

/// Whether feature `name` is on in every function definition of `m`: its
/// `"target-features"` followed by `-mattr=` (`mattr`), later items winning as LLVM combines
/// them ([`kiln_target::function_subtarget_inputs`]). For targets whose lowering tables are
/// built once per module (x86-64's `popcnt`, AArch64's `outline-atomics`).
pub fn module_feature_enabled(
    m: &Module,
    mattr: &kiln_target::FeatureString,
    name: &str,
) -> Result<bool, kiln_target::Error> {
    let mut all = true;
    for f in m.functions.iter().filter(|f| f.is_definition) {
        let fs = fn_attr_value(m, f, "target-features");
        let (_, strings) = kiln_target::function_subtarget_inputs("", mattr, None, fs)?;
        let last = strings
            .iter()
            .flat_map(|s| s.items.iter())
            .rev()
            .find(|(n, _)| n == name)
            .map(|&(_, e)| e);
        all &= last == Some(true);
    }
    Ok(all)
}
