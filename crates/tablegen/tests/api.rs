//! The backend API: lookups, derived definitions, typed getters and their errors.
//!
//! In: a small register/instruction description. Out: failures when a getter returns the wrong
//! value or an error that does not name the record, the field and the location.

use kiln_tablegen::{Init, RecordKeeper};

const TD: &str = r#"
class Reg<string n, bits<5> enc, list<string> alt = []> {
  string AsmName = n; bits<5> HWEncoding = enc; list<string> AltNames = alt;
  int Cost = 1; bit Allocatable = true; Reg Alias = ?;
}
def X0 : Reg<"zero", 0>;
def X1 : Reg<"ra", 1, ["x1"]> { let Alias = X0; }
def ops; def GPR;
class Inst<dag ins> { dag InOperandList = ins; list<Reg> Uses = []; list<int> Lat = [1, 2]; code Str = [{ x }]; }
def ADD : Inst<(ops GPR:$rs1, GPR:$rs2)> { let Uses = [X0, X1]; }
"#;

#[test]
fn lookups_and_getters() {
    let rk = RecordKeeper::parse_str("api.td", TD, &[], &[]).expect("valid input");
    let names: Vec<&str> = rk.defs().map(|r| r.name()).collect();
    assert_eq!(names, ["ADD", "GPR", "X0", "X1", "ops"]);
    assert!(rk.class("Reg").is_some() && rk.class("X0").is_none());
    let regs = rk.all_derived_definitions("Reg");
    assert_eq!(
        regs.iter().map(|r| r.name()).collect::<Vec<_>>(),
        ["X0", "X1"]
    );
    let x1 = rk.def("X1").unwrap();
    assert!(x1.is_subclass_of("Reg") && !x1.is_subclass_of("Inst"));
    assert_eq!(x1.superclasses(), ["Reg"]);
    assert_eq!(x1.get_string("AsmName").unwrap(), "ra");
    assert_eq!(x1.get_int("Cost").unwrap(), 1);
    assert!(x1.get_bit("Allocatable").unwrap());
    let enc = x1.get_bits("HWEncoding").unwrap();
    assert_eq!(enc.len(), 5);
    assert_eq!(enc[0], Init::Bit(true));
    assert_eq!(enc[1], Init::Bit(false));
    assert_eq!(x1.get_bits_value("HWEncoding").unwrap(), 1);
    assert_eq!(
        Init::Bits(vec![Init::Bit(false), Init::Unset]).as_u64(),
        None
    );
    assert_eq!(x1.get_def("Alias").unwrap(), "X0");
    assert_eq!(x1.get_list_of_strings("AltNames").unwrap(), ["x1"]);
    assert_eq!(x1.get_optional_def("Alias").unwrap(), Some("X0"));
    let x0 = rk.def("X0").unwrap();
    assert!(x0.is_value_unset("Alias"));
    assert_eq!(x0.get_optional_def("Alias").unwrap(), None);
    assert_eq!(x0.get_optional_string("Nope").unwrap(), None);
    let add = rk.def("ADD").unwrap();
    assert_eq!(add.get_list_of_defs("Uses").unwrap(), ["X0", "X1"]);
    assert_eq!(add.get_list_of_ints("Lat").unwrap(), [1, 2]);
    assert_eq!(add.get_string("Str").unwrap(), " x ");
    let dag = add.get_dag("InOperandList").unwrap();
    assert_eq!(dag.op, Init::Def("ops".into()));
    assert_eq!(dag.args.len(), 2);
    assert_eq!(dag.args[1], (Init::Def("GPR".into()), Some("rs2".into())));
    assert_eq!(
        add.value("InOperandList").unwrap().to_string(),
        "(ops GPR:$rs1, GPR:$rs2)"
    );
    assert!(add.value("Missing").is_none());
    assert!(rk.input_files()[0].ends_with("api.td"));
}

#[test]
fn getter_errors_name_record_field_and_location() {
    let rk = RecordKeeper::parse_str("api.td", TD, &[], &[]).unwrap();
    let x1 = rk.def("X1").unwrap();
    let e = x1.get_int("AsmName").unwrap_err();
    assert!(
        e.starts_with("api.td:7:5: error: Record `X1', field `AsmName'"),
        "{e}"
    );
    assert!(e.contains("does not have an int initializer"), "{e}");
    let e = x1.get_string("Nope").unwrap_err();
    assert!(e.contains("does not have a field named `Nope'"), "{e}");
    assert!(x1
        .get_list_of_defs("AltNames")
        .unwrap_err()
        .contains("list is not entirely DefInit"));
    assert!(rk
        .def("ADD")
        .unwrap()
        .get_dag("Lat")
        .unwrap_err()
        .contains("dag initializer"));
    assert_eq!(x1.loc(), "api.td:7:5");
}
