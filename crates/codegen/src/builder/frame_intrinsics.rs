//! `llvm.returnaddress`, lowered as LLVM's SelectionDAGBuilder and RISC-V lowering do.
//!
//! Depth 0 is the return address register's value on entry. Like LLVM's `MF.addLiveIn`, the
//! builder copies it into a virtual register at the top of the entry block (before any call
//! overwrites the register) when the function asks for it anywhere, and every use reads that
//! virtual register. The entry-block copy is a `RETURNADDR(0)` node the target lowers to a
//! copy from its return address register.
//!
//! A non-zero depth is a `RETURNADDR(depth)` node where it is used: the target walks the
//! frame-pointer chain (which forces a frame pointer, as `llvm.frameaddress` does).
//!
//! In: the call instruction and its IR arguments. Out: the pointer-typed value recorded in the
//! builder; `MachineFrameInfo::frame_address_taken` set for a non-zero depth.

use super::{err_at, Builder};
use crate::selection_dag::isd;
use crate::value_types::{EVT, MVT};
use crate::CodegenError;
use kiln_ir::{InstId, InstKind, Value};

/// Depths past this are rejected (LLVM has no limit; nothing real walks this far).
const MAX_DEPTH: i128 = 1 << 16;

impl Builder<'_> {
    /// Whether `i` is a call of `llvm.returnaddress` with a constant depth of 0.
    fn is_return_address_0(&self, i: InstId) -> bool {
        let f = self.f;
        let InstKind::Call(ci) = f.inst(i).kind else {
            return false;
        };
        let info = f.calls[ci.0 as usize];
        let ops = f.operands(i);
        let Value::Global(g) = ops[0] else {
            return false;
        };
        info.num_args == 1
            && super::global_name(self.m, g.0) == "llvm.returnaddress"
            && self.const_int(ops[1]) == Some(0)
    }

    /// Gives the function a virtual register for its entry return address if any
    /// `llvm.returnaddress(0)` asks for it (run before the blocks are built).
    pub(super) fn find_return_address_uses(&mut self) -> Result<(), CodegenError> {
        let f = self.f;
        let used = f.layout.iter().any(|&b| {
            f.block(b)
                .insts
                .iter()
                .any(|&i| self.is_return_address_0(i))
        });
        if used {
            let (r, _) = self.new_regs(self.ptr_vt)?;
            self.return_address_reg = Some(r);
        }
        Ok(())
    }

    /// In the entry block: copies the return address into its virtual register.
    pub(super) fn capture_return_address(&mut self) {
        let Some(r) = self.return_address_reg else {
            return;
        };
        let d = self.dag.get_target_constant(0, EVT::Simple(MVT::i32));
        let v = self.dag.get(isd::RETURNADDR, self.ptr_vt, &[d]);
        // On the block's chain, so the copy comes before any call the block makes.
        let chain = self.get_root();
        let c = self.dag.get_copy_to_reg(chain, r, v, None);
        self.dag.set_root(c);
    }

    /// `llvm.returnaddress(depth)`.
    pub(super) fn lower_return_address(
        &mut self,
        i: InstId,
        args: &[Value],
    ) -> Result<(), CodegenError> {
        let Some(depth) = self
            .const_int(args[0])
            .filter(|d| (0..=MAX_DEPTH).contains(d))
        else {
            return Err(err_at(
                self.f,
                self.m,
                i,
                "llvm.returnaddress with a non-constant depth",
            ));
        };
        let v = match (depth, self.return_address_reg) {
            (0, Some(r)) => {
                let entry = self.dag.entry_token();
                self.dag.get_copy_from_reg(entry, r, self.ptr_vt, None)
            }
            _ => {
                self.mf.frame_info.frame_address_taken = true;
                let d = self.dag.get_target_constant(depth, EVT::Simple(MVT::i32));
                self.dag.get(isd::RETURNADDR, self.ptr_vt, &[d])
            }
        };
        self.set_value(i, v);
        Ok(())
    }
}
