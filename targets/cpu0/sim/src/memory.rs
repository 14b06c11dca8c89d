//! Sparse memory for the simulator: the 32-bit address space in 4 KiB pages, each
//! allocated on first write (unwritten memory reads as zero), in the program's byte order.
//!
//! In: addresses, sizes and values. Out: loaded values, or the address at which an access
//! faults: the first page (null pointers) and misaligned halves and words.

use std::collections::HashMap;

const PAGE_BITS: u32 = 12;
const PAGE_SIZE: usize = 1 << PAGE_BITS;

/// The lowest address a program may touch: page 0 faults (null pointers).
pub const FIRST_VALID: u32 = PAGE_SIZE as u32;

/// Why a memory access failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemFault {
    /// An access to the first page.
    Null(u32),
    /// A half or word at an address not a multiple of its size.
    Misaligned(u32),
}

/// Sparse memory.
#[derive(Default)]
pub struct Memory {
    pages: HashMap<u32, Box<[u8; PAGE_SIZE]>>,
    big_endian: bool,
}

impl Memory {
    /// Empty memory whose halves and words are stored in the given byte order.
    pub fn new(big_endian: bool) -> Self {
        Memory {
            pages: HashMap::new(),
            big_endian,
        }
    }

    /// The number of pages allocated.
    pub fn pages(&self) -> usize {
        self.pages.len()
    }

    fn check(addr: u32, size: u32) -> Result<(), MemFault> {
        if addr < FIRST_VALID {
            return Err(MemFault::Null(addr));
        }
        if !addr.is_multiple_of(size) {
            return Err(MemFault::Misaligned(addr));
        }
        Ok(())
    }

    fn byte(&self, addr: u32) -> u8 {
        self.pages
            .get(&(addr >> PAGE_BITS))
            .map_or(0, |p| p[addr as usize & (PAGE_SIZE - 1)])
    }

    fn set_byte(&mut self, addr: u32, v: u8) {
        let p = self
            .pages
            .entry(addr >> PAGE_BITS)
            .or_insert_with(|| Box::new([0; PAGE_SIZE]));
        p[addr as usize & (PAGE_SIZE - 1)] = v;
    }

    /// Loads `size` (1, 2 or 4) bytes at `addr` as an unsigned value.
    pub fn load(&self, addr: u32, size: u32) -> Result<u32, MemFault> {
        Self::check(addr, size)?;
        let mut v = 0u32;
        for k in 0..size {
            let b = if self.big_endian { k } else { size - 1 - k };
            v = (v << 8) | self.byte(addr + b) as u32;
        }
        Ok(v)
    }

    /// Stores the low `size` (1, 2 or 4) bytes of `value` at `addr`.
    pub fn store(&mut self, addr: u32, size: u32, value: u32) -> Result<(), MemFault> {
        Self::check(addr, size)?;
        for k in 0..size {
            let shift = if self.big_endian {
                8 * (size - 1 - k)
            } else {
                8 * k
            };
            self.set_byte(addr + k, (value >> shift) as u8);
        }
        Ok(())
    }

    /// Copies `bytes` to `addr` (for loading segments; no alignment needed).
    pub fn write_bytes(&mut self, addr: u32, bytes: &[u8]) -> Result<(), MemFault> {
        if addr < FIRST_VALID {
            return Err(MemFault::Null(addr));
        }
        for (k, &b) in bytes.iter().enumerate() {
            self.set_byte(addr.wrapping_add(k as u32), b);
        }
        Ok(())
    }

    /// Reads `len` bytes from `addr` (for system calls).
    pub fn read_bytes(&self, addr: u32, len: u32) -> Result<Vec<u8>, MemFault> {
        if addr < FIRST_VALID {
            return Err(MemFault::Null(addr));
        }
        Ok((0..len).map(|k| self.byte(addr.wrapping_add(k))).collect())
    }
}
