//! Symbols and expressions of the MC layer (LLVM's `MCSymbol`, `MCExpr`,
//! `MCContext`).
//!
//! In: symbols and expressions built by the assembler parser or by code generation.
//! Out: an arena ([`MCContext`]) of symbols and expression nodes addressed by typed
//! indices, and evaluation of expressions to a constant or to a relocatable value
//! `sym_a - sym_b + constant` given the symbol offsets known so far.

use rustc_hash::FxHashMap;

/// Index of a symbol in an [`MCContext`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SymbolId(pub u32);

/// Index of an expression node in an [`MCContext`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExprId(pub u32);

/// Index of a section in the assembler.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SectionId(pub u32);

/// Symbol binding (ELF `STB_*`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Binding {
    /// Not visible outside the object.
    Local,
    /// Visible and unique.
    Global,
    /// Visible, may be overridden.
    Weak,
}

/// Symbol type (ELF `STT_*`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SymbolType {
    /// No type.
    NoType,
    /// A function.
    Func,
    /// A data object.
    Object,
    /// A thread-local object.
    Tls,
    /// A section.
    Section,
    /// A source file.
    File,
}

/// Symbol visibility (ELF `STV_*`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Visibility {
    /// Default.
    Default,
    /// Internal.
    Internal,
    /// Hidden.
    Hidden,
    /// Protected.
    Protected,
}

/// Where a symbol is defined.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SymbolDef {
    /// Not (yet) defined.
    Undefined,
    /// At a byte offset of a fragment in a section (offset relative to the fragment).
    Label {
        /// The section.
        section: SectionId,
        /// The fragment index in the section.
        fragment: u32,
        /// Byte offset in the fragment.
        offset: u32,
    },
    /// Equal to an expression (`.set`).
    Equated(ExprId),
    /// A common symbol (`.comm`): size and alignment.
    Common {
        /// Size in bytes.
        size: u64,
        /// Alignment in bytes.
        align: u64,
    },
}

/// A symbol.
#[derive(Clone, Debug)]
pub struct MCSymbol {
    /// The name.
    pub name: String,
    /// Where it is defined.
    pub def: SymbolDef,
    /// Binding.
    pub binding: Binding,
    /// Whether the binding was set explicitly (`.globl`, `.local`, `.weak`).
    pub binding_set: bool,
    /// Type.
    pub ty: SymbolType,
    /// Visibility.
    pub visibility: Visibility,
    /// `.size` expression.
    pub size: Option<ExprId>,
    /// Temporary (`.L` prefix): not in the symbol table unless relocations need it.
    pub temporary: bool,
    /// Referenced by a relocation or an expression that stays symbolic.
    pub used_in_reloc: bool,
    /// Mentioned in an `.addrsig_sym`.
    pub addrsig: bool,
}

/// A target-specific modifier wrapped around an expression (`%hi(x)`, `%pcrel_lo(.L1)`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct VariantKind(pub u16);

impl VariantKind {
    /// The kind spelled `name` in a target's table of spellings indexed by kind (an empty
    /// entry is a kind nothing spells).
    pub fn from_table(names: &[&str], name: &str) -> Option<VariantKind> {
        names
            .iter()
            .position(|n| !n.is_empty() && *n == name)
            .map(|k| VariantKind(k as u16))
    }

    /// This kind's spelling in `names` (`?` for one the table lacks).
    pub fn name_in(self, names: &[&'static str]) -> &'static str {
        names.get(self.0 as usize).copied().unwrap_or("?")
    }
}

/// Binary operators of expressions.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/`
    Div,
    /// `%`
    Mod,
    /// `<<`
    Shl,
    /// `>>`
    Shr,
    /// `&`
    And,
    /// `|`
    Or,
    /// `^`
    Xor,
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `>`
    Gt,
    /// `<=`
    Le,
    /// `>=`
    Ge,
    /// `&&`
    LAnd,
    /// `||`
    LOr,
}

/// Unary operators.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum UnOp {
    /// `-`
    Neg,
    /// `~`
    Not,
    /// `!`
    LNot,
    /// `+`
    Plus,
}

/// An expression node.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum MCExpr {
    /// A constant.
    Constant(i64),
    /// A reference to a symbol.
    SymbolRef(SymbolId),
    /// A unary operation.
    Unary(UnOp, ExprId),
    /// A binary operation.
    Binary(BinOp, ExprId, ExprId),
    /// A target modifier applied to an expression.
    Target(VariantKind, ExprId),
}

/// The value of an expression once symbols are placed: `a - b + constant`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct MCValue {
    /// The added symbol.
    pub sym_a: Option<SymbolId>,
    /// The subtracted symbol.
    pub sym_b: Option<SymbolId>,
    /// The constant.
    pub constant: i64,
    /// The target modifier at the top of the expression, if any.
    pub variant: Option<VariantKind>,
}

impl MCValue {
    /// Whether the value is a plain constant.
    pub fn is_absolute(&self) -> bool {
        self.sym_a.is_none() && self.sym_b.is_none()
    }
}

/// The arena of symbols and expressions.
#[derive(Debug, Default)]
pub struct MCContext {
    /// Symbols by id.
    pub symbols: Vec<MCSymbol>,
    /// Symbols by name (Fx hashing: looked up for every symbol operand and label).
    by_name: FxHashMap<String, SymbolId>,
    /// Expression nodes by id.
    pub exprs: Vec<MCExpr>,
    temp_counter: u32,
}

impl MCContext {
    /// An empty context.
    pub fn new() -> Self {
        Self::default()
    }

    /// The symbol named `name`, created undefined if new.
    pub fn get_or_create_symbol(&mut self, name: &str) -> SymbolId {
        if let Some(&s) = self.by_name.get(name) {
            return s;
        }
        let id = SymbolId(self.symbols.len() as u32);
        self.symbols.push(MCSymbol {
            name: name.to_string(),
            def: SymbolDef::Undefined,
            binding: Binding::Local,
            binding_set: false,
            ty: SymbolType::NoType,
            visibility: Visibility::Default,
            size: None,
            temporary: name.starts_with(".L"),
            used_in_reloc: false,
            addrsig: false,
        });
        self.by_name.insert(name.to_string(), id);
        id
    }

    /// The symbol named `name`, if it exists.
    pub fn lookup_symbol(&self, name: &str) -> Option<SymbolId> {
        self.by_name.get(name).copied()
    }

    /// A new temporary symbol with a unique name (`.Ltmp<N>`), not in the name table.
    pub fn create_temp_symbol(&mut self, prefix: &str) -> SymbolId {
        let name = format!("{prefix}{}", self.temp_counter);
        self.temp_counter += 1;
        let id = SymbolId(self.symbols.len() as u32);
        self.symbols.push(MCSymbol {
            name,
            def: SymbolDef::Undefined,
            binding: Binding::Local,
            binding_set: false,
            ty: SymbolType::NoType,
            visibility: Visibility::Default,
            size: None,
            temporary: true,
            used_in_reloc: false,
            addrsig: false,
        });
        id
    }

    /// A symbol by id.
    pub fn symbol(&self, s: SymbolId) -> &MCSymbol {
        &self.symbols[s.0 as usize]
    }

    /// A symbol by id, mutably.
    pub fn symbol_mut(&mut self, s: SymbolId) -> &mut MCSymbol {
        &mut self.symbols[s.0 as usize]
    }

    /// Adds an expression node.
    pub fn add(&mut self, e: MCExpr) -> ExprId {
        let id = ExprId(self.exprs.len() as u32);
        self.exprs.push(e);
        id
    }

    /// A constant expression.
    pub fn constant(&mut self, v: i64) -> ExprId {
        self.add(MCExpr::Constant(v))
    }

    /// A symbol reference expression.
    pub fn sym_ref(&mut self, s: SymbolId) -> ExprId {
        self.add(MCExpr::SymbolRef(s))
    }

    /// An expression node by id.
    pub fn expr(&self, e: ExprId) -> MCExpr {
        self.exprs[e.0 as usize]
    }

    /// The constant value of `e` if it has one without knowing any label address
    /// (symbols equated to constants are followed).
    pub fn evaluate_absolute(&self, e: ExprId) -> Option<i64> {
        let v = self.evaluate(e, &|_| None)?;
        if v.is_absolute() && v.variant.is_none() {
            Some(v.constant)
        } else {
            None
        }
    }

    /// Evaluates `e` to `a - b + c`. `label_pos` gives `(section, offset)` of a defined
    /// label when known; a difference of two labels in the same section with known
    /// positions folds to a constant. `None`: not representable (e.g. `a * b`).
    pub fn evaluate(
        &self,
        e: ExprId,
        label_pos: &dyn Fn(SymbolId) -> Option<(SectionId, u64)>,
    ) -> Option<MCValue> {
        self.eval_depth(e, label_pos, 0)
    }

    fn eval_depth(
        &self,
        e: ExprId,
        label_pos: &dyn Fn(SymbolId) -> Option<(SectionId, u64)>,
        depth: u32,
    ) -> Option<MCValue> {
        if depth > 64 {
            return None;
        }
        match self.expr(e) {
            MCExpr::Constant(c) => Some(MCValue {
                constant: c,
                ..Default::default()
            }),
            MCExpr::SymbolRef(s) => {
                if let SymbolDef::Equated(x) = self.symbol(s).def {
                    return self.eval_depth(x, label_pos, depth + 1);
                }
                Some(MCValue {
                    sym_a: Some(s),
                    ..Default::default()
                })
            }
            MCExpr::Target(kind, x) => {
                let mut v = self.eval_depth(x, label_pos, depth + 1)?;
                v.variant = Some(kind);
                Some(v)
            }
            MCExpr::Unary(op, x) => {
                let v = self.eval_depth(x, label_pos, depth + 1)?;
                if !v.is_absolute() {
                    if op == UnOp::Plus {
                        return Some(v);
                    }
                    if op == UnOp::Neg && v.sym_b.is_none() && v.variant.is_none() {
                        return Some(MCValue {
                            sym_a: None,
                            sym_b: v.sym_a,
                            constant: v.constant.wrapping_neg(),
                            variant: None,
                        });
                    }
                    return None;
                }
                let c = v.constant;
                Some(MCValue {
                    constant: match op {
                        UnOp::Neg => c.wrapping_neg(),
                        UnOp::Not => !c,
                        UnOp::LNot => (c == 0) as i64,
                        UnOp::Plus => c,
                    },
                    ..Default::default()
                })
            }
            MCExpr::Binary(op, l, r) => {
                let a = self.eval_depth(l, label_pos, depth + 1)?;
                let b = self.eval_depth(r, label_pos, depth + 1)?;
                if a.variant.is_some() || b.variant.is_some() {
                    // `sym@GOTPCREL+4`, `x@TPOFF+8`: a modified symbol plus or minus a
                    // constant keeps its modifier.
                    let (v, k) = if b.is_absolute() && b.variant.is_none() {
                        (a, b.constant)
                    } else if op == BinOp::Add && a.is_absolute() && a.variant.is_none() {
                        (b, a.constant)
                    } else {
                        return None;
                    };
                    return match op {
                        BinOp::Add => Some(MCValue {
                            constant: v.constant.wrapping_add(k),
                            ..v
                        }),
                        BinOp::Sub if b.variant.is_none() => Some(MCValue {
                            constant: v.constant.wrapping_sub(k),
                            ..v
                        }),
                        _ => None,
                    };
                }
                match op {
                    BinOp::Add | BinOp::Sub => {
                        let (b_a, b_b) = if op == BinOp::Sub {
                            (b.sym_b, b.sym_a)
                        } else {
                            (b.sym_a, b.sym_b)
                        };
                        let c = if op == BinOp::Sub {
                            a.constant.wrapping_sub(b.constant)
                        } else {
                            a.constant.wrapping_add(b.constant)
                        };
                        let mut plus: Vec<SymbolId> = a.sym_a.into_iter().chain(b_a).collect();
                        let mut minus: Vec<SymbolId> = a.sym_b.into_iter().chain(b_b).collect();
                        let mut c = c;
                        // Cancel a - a, and fold differences of placed labels in one section.
                        let mut k = 0;
                        while k < plus.len() {
                            if let Some(j) = minus.iter().position(|&m| m == plus[k]) {
                                minus.remove(j);
                                plus.remove(k);
                                continue;
                            }
                            let mut folded = false;
                            if let Some((sa, oa)) = label_pos(plus[k]) {
                                if let Some(j) = minus
                                    .iter()
                                    .position(|&m| label_pos(m).is_some_and(|(sb, _)| sb == sa))
                                {
                                    let (_, ob) = label_pos(minus[j]).unwrap_or((sa, 0));
                                    c = c.wrapping_add(oa as i64 - ob as i64);
                                    minus.remove(j);
                                    plus.remove(k);
                                    folded = true;
                                }
                            }
                            if !folded {
                                k += 1;
                            }
                        }
                        if plus.len() > 1 || minus.len() > 1 {
                            return None;
                        }
                        Some(MCValue {
                            sym_a: plus.first().copied(),
                            sym_b: minus.first().copied(),
                            constant: c,
                            variant: None,
                        })
                    }
                    _ => {
                        if !a.is_absolute() || !b.is_absolute() {
                            return None;
                        }
                        let (x, y) = (a.constant, b.constant);
                        let v = match op {
                            BinOp::Mul => x.wrapping_mul(y),
                            BinOp::Div => {
                                if y == 0 {
                                    return None;
                                }
                                x.wrapping_div(y)
                            }
                            BinOp::Mod => {
                                if y == 0 {
                                    return None;
                                }
                                x.wrapping_rem(y)
                            }
                            BinOp::Shl => x.wrapping_shl(y as u32),
                            BinOp::Shr => x.wrapping_shr(y as u32),
                            BinOp::And => x & y,
                            BinOp::Or => x | y,
                            BinOp::Xor => x ^ y,
                            BinOp::Eq => -((x == y) as i64),
                            BinOp::Ne => -((x != y) as i64),
                            BinOp::Lt => -((x < y) as i64),
                            BinOp::Gt => -((x > y) as i64),
                            BinOp::Le => -((x <= y) as i64),
                            BinOp::Ge => -((x >= y) as i64),
                            BinOp::LAnd => ((x != 0) && (y != 0)) as i64,
                            BinOp::LOr => ((x != 0) || (y != 0)) as i64,
                            BinOp::Add | BinOp::Sub => unreachable!("handled above"),
                        };
                        Some(MCValue {
                            constant: v,
                            ..Default::default()
                        })
                    }
                }
            }
        }
    }

    /// Prints an expression as llvm-mc does; `variant_name` spells target modifiers.
    pub fn print_expr(
        &self,
        e: ExprId,
        variant_name: &dyn Fn(VariantKind) -> &'static str,
    ) -> String {
        self.print_expr_in(e, variant_name, false)
    }

    /// [`MCContext::print_expr`] with target modifiers written `:name:expr` (AArch64's
    /// `:lo12:sym`) when `colon` is set, else `%name(expr)`.
    pub fn print_expr_in(
        &self,
        e: ExprId,
        variant_name: &dyn Fn(VariantKind) -> &'static str,
        colon: bool,
    ) -> String {
        let mut s = String::new();
        let vn = |k| variant_name(k);
        self.print_into(e, &(&vn, colon), &mut s, false);
        s
    }

    fn print_into(
        &self,
        e: ExprId,
        vn: &(&dyn Fn(VariantKind) -> &'static str, bool),
        out: &mut String,
        nested: bool,
    ) {
        match self.expr(e) {
            MCExpr::Constant(c) => out.push_str(&c.to_string()),
            MCExpr::SymbolRef(s) => out.push_str(&self.symbol(s).name),
            MCExpr::Target(k, x) if vn.1 => {
                out.push(':');
                out.push_str((vn.0)(k));
                out.push(':');
                self.print_into(x, vn, out, true);
            }
            MCExpr::Target(k, x) => {
                out.push('%');
                out.push_str((vn.0)(k));
                out.push('(');
                self.print_into(x, vn, out, false);
                out.push(')');
            }
            MCExpr::Unary(op, x) => {
                out.push_str(match op {
                    UnOp::Neg => "-",
                    UnOp::Not => "~",
                    UnOp::LNot => "!",
                    UnOp::Plus => "+",
                });
                self.print_into(x, vn, out, true);
            }
            MCExpr::Binary(op, l, r) => {
                // Parentheses only where precedence needs them (left-associative).
                let prec = binop_precedence(op);
                let side = |e: ExprId, right: bool| -> bool {
                    match self.expr(e) {
                        MCExpr::Binary(o, _, _) => {
                            let p = binop_precedence(o);
                            p < prec || (right && p == prec)
                        }
                        _ => false,
                    }
                };
                let _ = nested;
                let (pl, pr) = (side(l, false), side(r, true));
                if pl {
                    out.push('(');
                }
                self.print_into(l, vn, out, true);
                if pl {
                    out.push(')');
                }
                // llvm-mc prints `a+4` and `a-4` without spaces.
                if let (BinOp::Add, MCExpr::Constant(c)) = (op, self.expr(r)) {
                    if c < 0 {
                        out.push_str(&c.to_string());
                        return;
                    }
                }
                out.push_str(match op {
                    BinOp::Add => "+",
                    BinOp::Sub => "-",
                    BinOp::Mul => "*",
                    BinOp::Div => "/",
                    BinOp::Mod => "%",
                    BinOp::Shl => "<<",
                    BinOp::Shr => ">>",
                    BinOp::And => "&",
                    BinOp::Or => "|",
                    BinOp::Xor => "^",
                    BinOp::Eq => "==",
                    BinOp::Ne => "!=",
                    BinOp::Lt => "<",
                    BinOp::Gt => ">",
                    BinOp::Le => "<=",
                    BinOp::Ge => ">=",
                    BinOp::LAnd => "&&",
                    BinOp::LOr => "||",
                });
                if pr {
                    out.push('(');
                }
                self.print_into(r, vn, out, true);
                if pr {
                    out.push(')');
                }
            }
        }
    }
}

/// The binding strength of a binary operator (GNU as's levels).
fn binop_precedence(op: BinOp) -> u8 {
    match op {
        BinOp::LOr => 1,
        BinOp::LAnd => 2,
        BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Gt | BinOp::Le | BinOp::Ge => 3,
        BinOp::Add | BinOp::Sub => 4,
        BinOp::And | BinOp::Or | BinOp::Xor => 5,
        BinOp::Mul | BinOp::Div | BinOp::Mod | BinOp::Shl | BinOp::Shr => 6,
    }
}
