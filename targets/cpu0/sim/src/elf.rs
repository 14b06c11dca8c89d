//! Cpu0 ELF32 executables: what the linker writes and the simulator loads.
//!
//! In: the bytes of an `ET_EXEC` file with `e_machine` `EM_CPU0`, either byte order. Out:
//! an [`Executable`]: byte order, entry point and `PT_LOAD` segments; and back to bytes
//! (header, program headers, segment contents; no section headers).

use kiln_target_cpu0::mc::EM_CPU0;

/// A loadable segment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Segment {
    /// The address of its first byte.
    pub vaddr: u32,
    /// The bytes stored in the file.
    pub data: Vec<u8>,
    /// Its size in memory (bytes past `data` are zero).
    pub memsz: u32,
    /// `PF_X` (1), `PF_W` (2), `PF_R` (4).
    pub flags: u32,
}

/// A linked program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Executable {
    /// Most significant byte first (`cpu0`) or last (`cpu0el`).
    pub big_endian: bool,
    /// The address of the first instruction.
    pub entry: u32,
    /// The segments to load.
    pub segments: Vec<Segment>,
}

/// `PT_LOAD`.
const PT_LOAD: u32 = 1;
/// `ET_EXEC`.
const ET_EXEC: u16 = 2;
const EHDR: usize = 52;
const PHDR: usize = 32;

struct Reader<'a> {
    b: &'a [u8],
    big: bool,
}

impl Reader<'_> {
    fn u16(&self, at: usize) -> Result<u16, String> {
        let s = self.b.get(at..at + 2).ok_or("truncated ELF file")?;
        Ok(if self.big {
            u16::from_be_bytes([s[0], s[1]])
        } else {
            u16::from_le_bytes([s[0], s[1]])
        })
    }
    fn u32(&self, at: usize) -> Result<u32, String> {
        let s = self.b.get(at..at + 4).ok_or("truncated ELF file")?;
        let a = [s[0], s[1], s[2], s[3]];
        Ok(if self.big {
            u32::from_be_bytes(a)
        } else {
            u32::from_le_bytes(a)
        })
    }
}

impl Executable {
    /// Reads an executable, or says why it is not a Cpu0 ELF32 executable.
    pub fn parse(b: &[u8]) -> Result<Executable, String> {
        if b.len() < EHDR || &b[..4] != b"\x7fELF" {
            return Err("not an ELF file".into());
        }
        if b[4] != 1 {
            return Err("not a 32-bit ELF file".into());
        }
        let big = match b[5] {
            1 => false,
            2 => true,
            _ => return Err("unknown ELF byte order".into()),
        };
        let r = Reader { b, big };
        if r.u16(16)? != ET_EXEC {
            return Err("not an executable (ET_EXEC) ELF file".into());
        }
        if r.u16(18)? != EM_CPU0 {
            return Err(format!("not a Cpu0 ELF file (e_machine {})", r.u16(18)?));
        }
        let entry = r.u32(24)?;
        let phoff = r.u32(28)? as usize;
        let phentsize = r.u16(42)? as usize;
        let phnum = r.u16(44)? as usize;
        let mut segments = Vec::new();
        for k in 0..phnum {
            let p = phoff + k * phentsize;
            if r.u32(p)? != PT_LOAD {
                continue;
            }
            let (off, vaddr) = (r.u32(p + 4)? as usize, r.u32(p + 8)?);
            let (filesz, memsz, flags) = (r.u32(p + 16)? as usize, r.u32(p + 20)?, r.u32(p + 24)?);
            let data = b
                .get(off..off + filesz)
                .ok_or("segment past the end of the file")?
                .to_vec();
            if (memsz as usize) < filesz {
                return Err("segment smaller in memory than in the file".into());
            }
            segments.push(Segment {
                vaddr,
                data,
                memsz,
                flags,
            });
        }
        Ok(Executable {
            big_endian: big,
            entry,
            segments,
        })
    }

    /// The bytes of the ELF file.
    pub fn to_bytes(&self) -> Vec<u8> {
        let big = self.big_endian;
        let w16 = |o: &mut Vec<u8>, v: u16| {
            o.extend_from_slice(&if big {
                v.to_be_bytes()
            } else {
                v.to_le_bytes()
            })
        };
        let w32 = |o: &mut Vec<u8>, v: u32| {
            o.extend_from_slice(&if big {
                v.to_be_bytes()
            } else {
                v.to_le_bytes()
            })
        };
        let mut o = Vec::new();
        o.extend_from_slice(b"\x7fELF");
        o.extend_from_slice(&[1, if big { 2 } else { 1 }, 1, 0]);
        o.extend_from_slice(&[0; 8]);
        w16(&mut o, ET_EXEC);
        w16(&mut o, EM_CPU0);
        w32(&mut o, 1); // e_version
        w32(&mut o, self.entry);
        w32(&mut o, EHDR as u32); // e_phoff
        w32(&mut o, 0); // e_shoff
        w32(&mut o, 0); // e_flags
        w16(&mut o, EHDR as u16);
        w16(&mut o, PHDR as u16);
        w16(&mut o, self.segments.len() as u16);
        w16(&mut o, 40); // e_shentsize
        w16(&mut o, 0); // e_shnum
        w16(&mut o, 0); // e_shstrndx
        let mut off = EHDR + PHDR * self.segments.len();
        for s in &self.segments {
            off = off.next_multiple_of(16);
            w32(&mut o, PT_LOAD);
            w32(&mut o, off as u32);
            w32(&mut o, s.vaddr);
            w32(&mut o, s.vaddr);
            w32(&mut o, s.data.len() as u32);
            w32(&mut o, s.memsz);
            w32(&mut o, s.flags);
            w32(&mut o, 16);
            off += s.data.len();
        }
        for s in &self.segments {
            o.resize(o.len().next_multiple_of(16), 0);
            o.extend_from_slice(&s.data);
        }
        o
    }
}
