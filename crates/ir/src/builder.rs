//! The builder API: making IR from Rust, in the shape of LLVM's `IRBuilder`.
//!
//! In: calls such as [`add_function`], [`Builder::append_block`], [`Builder::position_at_end`]
//! and `build_*`. Out: a [`Module`] exactly like one the parser makes (the same arenas and
//! pools), ready for [`crate::verifier::verify_module`] and the printer. The builder checks
//! nothing about types or dominance; that is the verifier's job, so building wrong IR and
//! verifying it reports the same errors as parsing it would.
//!
//! ```
//! use kiln_ir::builder::{add_function, Builder};
//! use kiln_ir::instructions::IntPredicate;
//! use kiln_ir::{Module, TypeTable};
//!
//! // i64 @fact(i64 %n): a loop with two phis.
//! let mut m = Module::new();
//! let i64t = TypeTable::I64;
//! let f = add_function(&mut m, "fact", i64t, &[i64t], false);
//! let mut b = Builder::new(&mut m, f);
//! b.set_arg_name(0, "n");
//! let entry = b.append_block("entry");
//! let looph = b.append_block("loop");
//! let exit = b.append_block("exit");
//! b.position_at_end(entry);
//! b.build_br(looph);
//! b.position_at_end(looph);
//! let i = b.build_phi(i64t, "i");
//! let acc = b.build_phi(i64t, "acc");
//! let one = b.const_int(i64t, 1);
//! let acc2 = b.build_mul(acc, i, "acc.next");
//! let i2 = b.build_add(i, one, "i.next");
//! let n = b.arg(0);
//! let done = b.build_icmp(IntPredicate::Sgt, i2, n, "done");
//! b.build_cond_br(done, exit, looph);
//! b.add_incoming(i, one, entry);
//! b.add_incoming(i, i2, looph);
//! b.add_incoming(acc, one, entry);
//! b.add_incoming(acc, acc2, looph);
//! b.position_at_end(exit);
//! b.build_ret(Some(acc2));
//!
//! kiln_ir::verifier::verify_module(&m).unwrap();
//! let text = m.print();
//! assert!(text.contains(
//!     "define i64 @fact(i64 %n) {
//! entry:
//!   br label %loop
//!
//! loop:
//!   %i = phi i64 [ 1, %entry ], [ %i.next, %loop ]
//!   %acc = phi i64 [ 1, %entry ], [ %acc.next, %loop ]
//!   %acc.next = mul i64 %acc, %i
//!   %i.next = add i64 %i, 1
//!   %done = icmp sgt i64 %i.next, %n
//!   br i1 %done, label %exit, label %loop
//!
//! exit:
//!   ret i64 %acc.next
//! }
//! "
//! ));
//! ```

use crate::constants::ConstData;
use crate::function::{Block, BlockId, Function, InstId};
use crate::instructions::{
    flags, BinOp, CallId, CastOp, FloatPredicate, InstKind, IntPredicate, MaybeAlign, Ordering,
    PoolRange, SyncScope,
};
use crate::module::{
    AttrSetId, DllStorage, FuncId, GlobalId, GlobalKind, GlobalName, GlobalValue, Linkage, Module,
    UnnamedAddr, Visibility,
};
use crate::types::{TypeData, TypeId, TypeTable};
use crate::value::Value;

fn new_global(m: &mut Module, name: &str, value_type: TypeId, kind: GlobalKind) -> GlobalId {
    let id = GlobalId(m.globals.len() as u32);
    let gname = GlobalName::Named(name.into());
    m.globals.push(GlobalValue {
        name: gname.clone(),
        linkage: Linkage::External,
        visibility: Visibility::Default,
        dll_storage: DllStorage::Default,
        dso_local: false,
        unnamed_addr: UnnamedAddr::None,
        thread_local: None,
        addrspace: 0,
        value_type,
        section: None,
        partition: None,
        comdat: None,
        align: MaybeAlign::NONE,
        attrs: AttrSetId::EMPTY,
        metadata: Vec::new(),
        sanitizer: Vec::new(),
        kind,
    });
    m.global_by_name.insert(gname, id);
    id
}

/// Declares `ret @name(params...)` (a definition once a [`Builder`] adds blocks to it).
pub fn add_function(
    m: &mut Module,
    name: &str,
    ret: TypeId,
    params: &[TypeId],
    vararg: bool,
) -> FuncId {
    let fn_ty = m.types.function(ret, params, vararg);
    let fid = FuncId(m.functions.len() as u32);
    let g = new_global(m, name, fn_ty, GlobalKind::Function(fid));
    let mut f = Function::new(g, fn_ty);
    f.args = params
        .iter()
        .map(|&ty| crate::function::Arg {
            ty,
            name: crate::function::Name::UNNAMED,
            attrs: AttrSetId::EMPTY,
        })
        .collect();
    m.functions.push(f);
    fid
}

/// Adds a global variable `@name = global|constant T init` (a declaration when `init` is
/// `None`).
pub fn add_global(
    m: &mut Module,
    name: &str,
    ty: TypeId,
    init: Option<Value>,
    constant: bool,
) -> GlobalId {
    let init = match init {
        Some(Value::Const(c)) => Some(c),
        _ => None,
    };
    new_global(
        m,
        name,
        ty,
        GlobalKind::Variable {
            constant,
            init,
            externally_initialized: false,
            code_model: None,
        },
    )
}

/// Builds the body of one function: blocks, and instructions at the end of the current block.
pub struct Builder<'m> {
    m: &'m mut Module,
    func: FuncId,
    block: Option<BlockId>,
}

impl<'m> Builder<'m> {
    /// A builder for function `func` of `m`, which becomes a definition.
    pub fn new(m: &'m mut Module, func: FuncId) -> Builder<'m> {
        m.functions[func.0 as usize].is_definition = true;
        Builder {
            m,
            func,
            block: None,
        }
    }

    /// The module being built.
    pub fn module(&mut self) -> &mut Module {
        self.m
    }

    /// The module's type table (to make types: `b.types().int(17)`).
    pub fn types(&mut self) -> &mut TypeTable {
        &mut self.m.types
    }

    fn func(&mut self) -> &mut Function {
        &mut self.m.functions[self.func.0 as usize]
    }

    /// The function being built.
    pub fn function(&self) -> &Function {
        &self.m.functions[self.func.0 as usize]
    }

    /// Argument `i` as an operand.
    pub fn arg(&self, i: u32) -> Value {
        Value::Arg(i)
    }

    /// Names argument `i` (`%name`).
    pub fn set_arg_name(&mut self, i: u32, name: &str) {
        let f = self.func();
        let n = f.add_name(name);
        f.args[i as usize].name = n;
    }

    /// A new block at the end of the function (unnamed if `name` is empty).
    pub fn append_block(&mut self, name: &str) -> BlockId {
        let f = self.func();
        let id = BlockId(f.blocks.len() as u32);
        let name = if name.is_empty() {
            crate::function::Name::UNNAMED
        } else {
            f.add_name(name)
        };
        f.blocks.push(Block {
            name,
            insts: Vec::new(),
        });
        f.layout.push(id);
        id
    }

    /// Makes later instructions go at the end of `block`.
    pub fn position_at_end(&mut self, block: BlockId) {
        self.block = Some(block);
    }

    /// The block instructions are being added to.
    pub fn insert_block(&self) -> Option<BlockId> {
        self.block
    }

    /// The integer constant `value` of type `ty` (truncated to the width; `iN` up to 64 bits).
    pub fn const_int(&mut self, ty: TypeId, value: i64) -> Value {
        let bits = self.m.types.int_bits(ty).unwrap_or(64);
        let mask = if bits >= 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        Value::Const(self.m.constant(ConstData::Int {
            ty,
            value: value as u64 & mask,
        }))
    }

    /// The `null` pointer of type `ty`.
    pub fn const_null(&mut self, ty: TypeId) -> Value {
        Value::Const(self.m.constant(ConstData::Null(ty)))
    }

    /// `undef` of type `ty`.
    pub fn const_undef(&mut self, ty: TypeId) -> Value {
        Value::Const(self.m.constant(ConstData::Undef(ty)))
    }

    /// A global (variable or function) as an operand.
    pub fn global(&self, g: GlobalId) -> Value {
        Value::Global(g)
    }

    /// Appends an instruction to the current block; the general form behind every `build_*`.
    pub fn build_inst(&mut self, kind: InstKind, ty: TypeId, ops: &[Value], name: &str) -> InstId {
        let block = self
            .block
            .expect("builder invariant: position_at_end must be called before building");
        let f = self.func();
        let name = if name.is_empty() || ty == TypeTable::VOID {
            crate::function::Name::UNNAMED
        } else {
            f.add_name(name)
        };
        let id = f.add_inst(block, kind, ty, ops, name);
        f.blocks[block.0 as usize].insts.push(id);
        id
    }

    fn value_type(&self, v: Value) -> TypeId {
        self.function().value_type(self.m, v)
    }

    /// Sets the flag bits ([`flags`]) of the instruction behind `v` (`nsw`, `inbounds`, ...).
    pub fn set_flags(&mut self, v: Value, bits: u8) {
        if let Value::Inst(i) = v {
            self.func().insts[i.0 as usize].flags |= bits;
        }
    }

    /// `name = <op> lhs, rhs` with the type of `lhs`.
    pub fn build_binop(&mut self, op: BinOp, lhs: Value, rhs: Value, name: &str) -> Value {
        let ty = self.value_type(lhs);
        Value::Inst(self.build_inst(InstKind::Binary(op), ty, &[lhs, rhs], name))
    }

    /// `add`.
    pub fn build_add(&mut self, lhs: Value, rhs: Value, name: &str) -> Value {
        self.build_binop(BinOp::Add, lhs, rhs, name)
    }

    /// `add nsw`.
    pub fn build_nsw_add(&mut self, lhs: Value, rhs: Value, name: &str) -> Value {
        let v = self.build_binop(BinOp::Add, lhs, rhs, name);
        self.set_flags(v, flags::NSW);
        v
    }

    /// `sub`.
    pub fn build_sub(&mut self, lhs: Value, rhs: Value, name: &str) -> Value {
        self.build_binop(BinOp::Sub, lhs, rhs, name)
    }

    /// `mul`.
    pub fn build_mul(&mut self, lhs: Value, rhs: Value, name: &str) -> Value {
        self.build_binop(BinOp::Mul, lhs, rhs, name)
    }

    /// `fneg`.
    pub fn build_fneg(&mut self, v: Value, name: &str) -> Value {
        let ty = self.value_type(v);
        Value::Inst(self.build_inst(InstKind::FNeg, ty, &[v], name))
    }

    /// `icmp <pred>`: `i1`, or `<N x i1>` for vector operands.
    pub fn build_icmp(&mut self, pred: IntPredicate, lhs: Value, rhs: Value, name: &str) -> Value {
        let ty = self.cmp_type(lhs);
        Value::Inst(self.build_inst(InstKind::ICmp(pred), ty, &[lhs, rhs], name))
    }

    /// `fcmp <pred>`.
    pub fn build_fcmp(
        &mut self,
        pred: FloatPredicate,
        lhs: Value,
        rhs: Value,
        name: &str,
    ) -> Value {
        let ty = self.cmp_type(lhs);
        Value::Inst(self.build_inst(InstKind::FCmp(pred), ty, &[lhs, rhs], name))
    }

    fn cmp_type(&mut self, operand: Value) -> TypeId {
        let ot = self.value_type(operand);
        match *self.m.types.get(ot) {
            TypeData::Vector { len, scalable, .. } => self.m.types.intern(TypeData::Vector {
                len,
                elem: TypeTable::I1,
                scalable,
            }),
            _ => TypeTable::I1,
        }
    }

    /// `select c, t, f`.
    pub fn build_select(&mut self, c: Value, t: Value, f: Value, name: &str) -> Value {
        let ty = self.value_type(t);
        Value::Inst(self.build_inst(InstKind::Select, ty, &[c, t, f], name))
    }

    /// A cast of `v` to `ty`.
    pub fn build_cast(&mut self, op: CastOp, v: Value, ty: TypeId, name: &str) -> Value {
        Value::Inst(self.build_inst(InstKind::Cast(op), ty, &[v], name))
    }

    /// `phi ty` with no entries yet; add them with [`Builder::add_incoming`].
    pub fn build_phi(&mut self, ty: TypeId, name: &str) -> Value {
        Value::Inst(self.build_inst(InstKind::Phi, ty, &[], name))
    }

    /// Adds `[ v, %block ]` to a phi made by [`Builder::build_phi`].
    pub fn add_incoming(&mut self, phi: Value, v: Value, block: BlockId) {
        let Value::Inst(p) = phi else {
            panic!("builder invariant: add_incoming takes a phi made by build_phi");
        };
        let f = self.func();
        let ops = f.insts[p.0 as usize].ops;
        let end = (ops.start + ops.len) as usize;
        if end != f.operands.len() {
            // Move the entries to the end of the pool so the range can grow in place.
            let old: Vec<Value> = f.operands[ops.range()].to_vec();
            let start = f.operands.len() as u32;
            f.operands.extend_from_slice(&old);
            f.insts[p.0 as usize].ops.start = start;
        }
        f.operands.push(v);
        f.operands.push(Value::Block(block));
        f.insts[p.0 as usize].ops.len += 2;
    }

    /// `alloca ty` (one element).
    pub fn build_alloca(&mut self, ty: TypeId, name: &str) -> Value {
        let one = self.const_int(TypeTable::I32, 1);
        Value::Inst(self.build_inst(
            InstKind::Alloca {
                ty,
                align: MaybeAlign::NONE,
                addrspace: 0,
                explicit_count: false,
            },
            TypeTable::PTR,
            &[one],
            name,
        ))
    }

    /// `load ty, ptr p`.
    pub fn build_load(&mut self, ty: TypeId, ptr: Value, name: &str) -> Value {
        Value::Inst(self.build_inst(
            InstKind::Load {
                align: MaybeAlign::NONE,
                ordering: Ordering::NotAtomic,
                scope: SyncScope::System,
            },
            ty,
            &[ptr],
            name,
        ))
    }

    /// `store v, ptr p`.
    pub fn build_store(&mut self, v: Value, ptr: Value) -> InstId {
        self.build_inst(
            InstKind::Store {
                align: MaybeAlign::NONE,
                ordering: Ordering::NotAtomic,
                scope: SyncScope::System,
            },
            TypeTable::VOID,
            &[v, ptr],
            "",
        )
    }

    /// `getelementptr source_ty, ptr base, indices...` (`inbounds` if asked).
    pub fn build_gep(
        &mut self,
        source_ty: TypeId,
        base: Value,
        indices: &[Value],
        inbounds: bool,
        name: &str,
    ) -> Value {
        let mut ops = Vec::with_capacity(indices.len() + 1);
        ops.push(base);
        ops.extend_from_slice(indices);
        let ty = self.value_type(base);
        let v = Value::Inst(self.build_inst(InstKind::Gep { source_ty }, ty, &ops, name));
        if inbounds {
            self.set_flags(v, flags::INBOUNDS);
        }
        v
    }

    /// Adds the [`CallInfo`] of a call or invoke with `nargs` arguments and no attributes.
    fn call_info(&mut self, fn_ty: TypeId, nargs: usize) -> CallId {
        let vararg = self.m.types.function_parts(fn_ty).is_some_and(|p| p.2);
        self.func().add_call_info(fn_ty, nargs, vararg)
    }

    /// `call fn_ty callee(args...)`: the general form (indirect calls, varargs).
    pub fn build_call_with_type(
        &mut self,
        fn_ty: TypeId,
        callee: Value,
        args: &[Value],
        name: &str,
    ) -> Value {
        let ret = self
            .m
            .types
            .function_parts(fn_ty)
            .map_or(TypeTable::VOID, |p| p.0);
        let call = self.call_info(fn_ty, args.len());
        let mut ops = Vec::with_capacity(args.len() + 1);
        ops.push(callee);
        ops.extend_from_slice(args);
        let id = self.build_inst(InstKind::Call(call), ret, &ops, name);
        Value::Inst(id)
    }

    /// `invoke fn_ty callee(args...) to label %normal unwind label %unwind`.
    pub fn build_invoke_with_type(
        &mut self,
        fn_ty: TypeId,
        callee: Value,
        args: &[Value],
        normal: BlockId,
        unwind: BlockId,
        name: &str,
    ) -> Value {
        let call = self.call_info(fn_ty, args.len());
        let ret = self
            .m
            .types
            .function_parts(fn_ty)
            .map_or(TypeTable::VOID, |p| p.0);
        let mut ops = Vec::with_capacity(args.len() + 3);
        ops.push(callee);
        ops.extend_from_slice(args);
        ops.push(Value::Block(normal));
        ops.push(Value::Block(unwind));
        Value::Inst(self.build_inst(InstKind::Invoke(call), ret, &ops, name))
    }

    /// `landingpad ty cleanup` (no catch or filter clauses).
    pub fn build_landingpad_cleanup(&mut self, ty: TypeId, name: &str) -> Value {
        let v = Value::Inst(self.build_inst(
            InstKind::LandingPad {
                clause_kinds: PoolRange::default(),
            },
            ty,
            &[],
            name,
        ));
        self.set_flags(v, flags::CLEANUP);
        v
    }

    /// `call @callee(args...)` with the callee's own function type.
    pub fn build_call(&mut self, callee: FuncId, args: &[Value], name: &str) -> Value {
        let f = &self.m.functions[callee.0 as usize];
        let (fn_ty, g) = (f.ty, f.global);
        self.build_call_with_type(fn_ty, Value::Global(g), args, name)
    }

    /// `br label %dest`.
    pub fn build_br(&mut self, dest: BlockId) -> InstId {
        self.build_inst(InstKind::Br, TypeTable::VOID, &[Value::Block(dest)], "")
    }

    /// `br i1 %c, label %t, label %f`.
    pub fn build_cond_br(&mut self, c: Value, t: BlockId, f: BlockId) -> InstId {
        self.build_inst(
            InstKind::Br,
            TypeTable::VOID,
            &[c, Value::Block(t), Value::Block(f)],
            "",
        )
    }

    /// `switch ty v, label %default [ cases ]`; case values are constants made with
    /// [`Builder::const_int`].
    pub fn build_switch(
        &mut self,
        v: Value,
        default: BlockId,
        cases: &[(Value, BlockId)],
    ) -> InstId {
        let mut ops = vec![v, Value::Block(default)];
        for &(c, b) in cases {
            ops.push(c);
            ops.push(Value::Block(b));
        }
        self.build_inst(InstKind::Switch, TypeTable::VOID, &ops, "")
    }

    /// `ret T v`, or `ret void` for `None`.
    pub fn build_ret(&mut self, v: Option<Value>) -> InstId {
        match v {
            Some(v) => self.build_inst(InstKind::Ret, TypeTable::VOID, &[v], ""),
            None => self.build_inst(InstKind::Ret, TypeTable::VOID, &[], ""),
        }
    }

    /// `unreachable`.
    pub fn build_unreachable(&mut self) -> InstId {
        self.build_inst(InstKind::Unreachable, TypeTable::VOID, &[], "")
    }
}
