//! A [`RecordSource`] over the JSON that `llvm-tblgen-22 -dump-json` writes (feature
//! `llvm-json`, for tests only): kiln's register model can then be computed from the
//! real `.td` files independently of kiln's own TableGen front end, and the two front
//! ends cross-checked.
//!
//! In: a root `.td` and include directories (llvm-tblgen-22 runs at test time).
//! Out: [`JsonRecords`].

use std::path::Path;
use std::process::Command;

use serde_json::Value;

use super::input::SetExpr;
use super::records::RecordSource;

/// Records read from `llvm-tblgen-22 -dump-json`.
pub struct JsonRecords {
    v: Value,
}

impl JsonRecords {
    /// Runs `llvm-tblgen-22 -dump-json` over `root` with include directories
    /// `include_dirs`.
    pub fn load(root: &Path, include_dirs: &[&Path]) -> Result<JsonRecords, String> {
        let mut cmd = Command::new("llvm-tblgen-22");
        cmd.arg("-dump-json");
        for d in include_dirs {
            cmd.arg("-I").arg(d);
        }
        let out = cmd
            .arg(root)
            .output()
            .map_err(|e| format!("cannot run llvm-tblgen-22: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "llvm-tblgen-22 failed: {}",
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        Ok(JsonRecords {
            v: serde_json::from_slice(&out.stdout)
                .map_err(|e| format!("llvm-tblgen-22 wrote bad JSON: {e}"))?,
        })
    }

    fn field(&self, rec: &str, field: &str) -> Result<&Value, String> {
        self.v
            .get(rec)
            .ok_or_else(|| format!("no record {rec}"))?
            .get(field)
            .ok_or_else(|| format!("no field {field}"))
    }

    fn to_expr(v: &Value) -> Result<SetExpr, String> {
        match v {
            Value::Number(n) => Ok(SetExpr::Int(n.as_i64().ok_or("bad int")?)),
            Value::String(s) => Ok(SetExpr::Str(s.clone())),
            Value::Object(o) => match o.get("kind").and_then(Value::as_str) {
                Some("def") => Ok(SetExpr::Def(
                    o["def"].as_str().ok_or("bad def")?.to_string(),
                )),
                Some("dag") => {
                    let op = o["operator"]["def"].as_str().ok_or("bad dag operator")?;
                    let args = o["args"]
                        .as_array()
                        .ok_or("bad dag args")?
                        .iter()
                        .map(|a| Self::to_expr(&a[0]))
                        .collect::<Result<Vec<_>, _>>()?;
                    Ok(SetExpr::Dag(op.to_string(), args))
                }
                _ => Err(format!("unsupported value {v}")),
            },
            _ => Err(format!("unsupported value {v}")),
        }
    }
}

impl RecordSource for JsonRecords {
    fn derived(&self, class: &str) -> Vec<String> {
        let mut v: Vec<String> = self.v["!instanceof"]
            .get(class)
            .and_then(Value::as_array)
            .map(|a| {
                a.iter()
                    .filter_map(|x| x.as_str().map(String::from))
                    .collect()
            })
            .unwrap_or_default();
        v.sort();
        v
    }
    fn location(&self, rec: &str) -> String {
        self.v[rec]["!locs"][0].as_str().unwrap_or("").to_string()
    }
    fn string(&self, rec: &str, field: &str) -> Result<String, String> {
        self.field(rec, field)?
            .as_str()
            .map(String::from)
            .ok_or_else(|| format!("{field} is not a string"))
    }
    fn int(&self, rec: &str, field: &str) -> Result<i64, String> {
        let v = self.field(rec, field)?;
        if let Some(a) = v.as_array() {
            let mut n = 0i64;
            for (i, b) in a.iter().enumerate() {
                if b.as_i64() == Some(1) {
                    n |= 1 << i;
                }
            }
            return Ok(n);
        }
        v.as_i64().ok_or_else(|| format!("{field} is not an int"))
    }
    fn bit(&self, rec: &str, field: &str) -> Result<bool, String> {
        Ok(self.int(rec, field)? != 0)
    }
    fn defs(&self, rec: &str, field: &str) -> Result<Vec<String>, String> {
        self.field(rec, field)?
            .as_array()
            .ok_or_else(|| format!("{field} is not a list"))?
            .iter()
            .map(|x| {
                x["def"]
                    .as_str()
                    .map(String::from)
                    .ok_or_else(|| format!("{field} element is not a def"))
            })
            .collect()
    }
    fn strings(&self, rec: &str, field: &str) -> Result<Vec<String>, String> {
        self.field(rec, field)?
            .as_array()
            .ok_or_else(|| format!("{field} is not a list"))?
            .iter()
            .map(|x| {
                x.as_str()
                    .map(String::from)
                    .ok_or_else(|| "not a string".to_string())
            })
            .collect()
    }
    fn ints(&self, rec: &str, field: &str) -> Result<Vec<i64>, String> {
        self.field(rec, field)?
            .as_array()
            .ok_or_else(|| format!("{field} is not a list"))?
            .iter()
            .map(|x| x.as_i64().ok_or_else(|| "not an int".to_string()))
            .collect()
    }
    fn opt_def(&self, rec: &str, field: &str) -> Result<Option<String>, String> {
        Ok(self
            .v
            .get(rec)
            .and_then(|r| r.get(field))
            .and_then(|x| x.get("def"))
            .and_then(Value::as_str)
            .map(String::from))
    }
    fn set_expr(&self, rec: &str, field: &str) -> Result<SetExpr, String> {
        Self::to_expr(self.field(rec, field)?)
    }
    fn opt_set_expr(&self, rec: &str, field: &str) -> Result<Option<SetExpr>, String> {
        match self.v.get(rec).and_then(|r| r.get(field)) {
            None | Some(Value::Null) => Ok(None),
            Some(v) => Self::to_expr(v).map(Some),
        }
    }
    fn set_exprs(&self, rec: &str, field: &str) -> Result<Vec<SetExpr>, String> {
        self.field(rec, field)?
            .as_array()
            .ok_or_else(|| format!("{field} is not a list"))?
            .iter()
            .map(Self::to_expr)
            .collect()
    }
}
