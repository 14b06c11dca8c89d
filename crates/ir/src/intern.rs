//! A string interner: strings in, dense `Sym` indices out. Used for attribute names, metadata
//! kinds, section names and other strings that repeat across a module.

use rustc_hash::FxHashMap;

/// An interned string of a module's [`Interner`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sym(pub u32);

/// Maps strings to [`Sym`]s and back.
#[derive(Clone, Debug, Default)]
pub struct Interner {
    map: FxHashMap<Box<str>, Sym>,
    strs: Vec<Box<str>>,
}

impl Interner {
    /// An empty interner.
    pub fn new() -> Self {
        Self::default()
    }

    /// The symbol for `s`, adding it if new.
    pub fn intern(&mut self, s: &str) -> Sym {
        if let Some(&y) = self.map.get(s) {
            return y;
        }
        let y = Sym(self.strs.len() as u32);
        self.strs.push(s.into());
        self.map.insert(s.into(), y);
        y
    }

    /// The symbol for `s` if it was interned.
    pub fn lookup(&self, s: &str) -> Option<Sym> {
        self.map.get(s).copied()
    }

    /// The string of a symbol.
    #[inline]
    pub fn get(&self, y: Sym) -> &str {
        &self.strs[y.0 as usize]
    }
}
