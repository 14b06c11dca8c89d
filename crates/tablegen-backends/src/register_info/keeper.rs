//! kiln-tablegen's `RecordKeeper` as a [`RecordSource`]: the path every build
//! takes (a target's `build.rs` parses its root `.td` with kiln-tablegen and hands
//! the records to the backends).
//!
//! In: evaluated records. Out: field values by record and field name; errors come
//! back located (`file:line:col: error: ...`) as kiln-tablegen reports them.

use kiln_tablegen::{Init, Record, RecordKeeper};

use super::input::SetExpr;
use super::records::RecordSource;

fn rec<'a>(rk: &'a RecordKeeper, name: &str) -> Result<&'a Record, String> {
    rk.def(name)
        .ok_or_else(|| format!("error: no record named '{name}'"))
}

/// Converts a member-list value (a def, a dag over the set operators, or an int or
/// string operand) to a [`SetExpr`].
fn to_expr(v: &Init) -> Result<SetExpr, String> {
    match v {
        Init::Def(n) => Ok(SetExpr::Def(n.clone())),
        Init::Int(i) => Ok(SetExpr::Int(*i)),
        Init::String(s) | Init::Code(s) => Ok(SetExpr::Str(s.clone())),
        Init::Dag(d) => {
            let Init::Def(op) = &d.op else {
                return Err(format!("a set operator must be a def, not {}", d.op));
            };
            let args = d
                .args
                .iter()
                .map(|(a, _)| to_expr(a))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(SetExpr::Dag(op.clone(), args))
        }
        other => Err(format!("expected a register set, got {other}")),
    }
}

impl RecordSource for RecordKeeper {
    fn derived(&self, class: &str) -> Vec<String> {
        self.all_derived_definitions(class)
            .iter()
            .map(|r| r.name().to_string())
            .collect()
    }
    fn location(&self, rec_name: &str) -> String {
        self.def(rec_name).map(|r| r.loc()).unwrap_or_default()
    }
    fn string(&self, r: &str, field: &str) -> Result<String, String> {
        rec(self, r)?.get_string(field).map(String::from)
    }
    fn int(&self, r: &str, field: &str) -> Result<i64, String> {
        let record = rec(self, r)?;
        if let Some(Init::Bits(bits)) = record.value(field) {
            // A bits field (HWEncoding) as an unsigned number, LSB first.
            let mut n = 0i64;
            for (i, b) in bits.iter().enumerate() {
                match b {
                    Init::Bit(true) => n |= 1 << i,
                    Init::Bit(false) => {}
                    _ => return Err(format!("field '{field}' has an unresolved bit {i}")),
                }
            }
            return Ok(n);
        }
        record.get_int(field)
    }
    fn bit(&self, r: &str, field: &str) -> Result<bool, String> {
        rec(self, r)?.get_bit(field)
    }
    fn defs(&self, r: &str, field: &str) -> Result<Vec<String>, String> {
        Ok(rec(self, r)?
            .get_list_of_defs(field)?
            .into_iter()
            .map(String::from)
            .collect())
    }
    fn strings(&self, r: &str, field: &str) -> Result<Vec<String>, String> {
        Ok(rec(self, r)?
            .get_list_of_strings(field)?
            .into_iter()
            .map(String::from)
            .collect())
    }
    fn ints(&self, r: &str, field: &str) -> Result<Vec<i64>, String> {
        rec(self, r)?.get_list_of_ints(field)
    }
    fn opt_def(&self, r: &str, field: &str) -> Result<Option<String>, String> {
        match rec(self, r)?.value(field) {
            None | Some(Init::Unset) => Ok(None),
            Some(Init::Def(n)) => Ok(Some(n.clone())),
            Some(other) => Err(format!("field '{field}' is {other}, not a record")),
        }
    }
    fn set_expr(&self, r: &str, field: &str) -> Result<SetExpr, String> {
        let v = rec(self, r)?
            .value(field)
            .ok_or_else(|| format!("no field '{field}'"))?;
        to_expr(v)
    }
    fn set_exprs(&self, r: &str, field: &str) -> Result<Vec<SetExpr>, String> {
        rec(self, r)?.get_list(field)?.iter().map(to_expr).collect()
    }
    fn opt_set_expr(&self, r: &str, field: &str) -> Result<Option<SetExpr>, String> {
        match rec(self, r)?.value(field) {
            None | Some(Init::Unset) => Ok(None),
            Some(v) => to_expr(v).map(Some),
        }
    }
}
