//! Target triples (LLVM's `Triple`): `arch-vendor-os-environment` strings.
//!
//! In: a triple string as users and `.ll` files write it (`riscv64-linux-gnu`,
//! `x86_64-pc-linux-gnu`, `riscv32-unknown-elf`, `cpu0`). Out: a [`Triple`] whose components are
//! classified into [`Arch`], [`Vendor`], [`Os`], [`Environment`] and [`ObjectFormat`], with the
//! facts code generation asks about (pointer width, endianness), and [`Triple::normalize`], which
//! moves components to their canonical positions the way LLVM does (`riscv64-linux-gnu` becomes
//! `riscv64-unknown-linux-gnu`).
//!
//! Parsing never fails: a component kiln does not recognize is kept as text and classified as
//! `Unknown`, as in LLVM; whether a target exists for the triple is the registry's question.

use std::fmt;

/// The architecture component of a triple.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Arch {
    /// Not recognized.
    Unknown,
    /// 32-bit RISC-V (`riscv32`).
    Riscv32,
    /// 64-bit RISC-V (`riscv64`).
    Riscv64,
    /// 64-bit ARM, little endian (`aarch64`, `arm64`).
    Aarch64,
    /// 64-bit ARM, big endian (`aarch64_be`).
    Aarch64Be,
    /// 32-bit ARM, little endian (`arm`, `armv7`, ...).
    Arm,
    /// 32-bit ARM, big endian (`armeb`).
    Armeb,
    /// Thumb (`thumb`, `thumbv7m`, ...).
    Thumb,
    /// 32-bit x86 (`i386` .. `i686`, `x86`).
    X86,
    /// 64-bit x86 (`x86_64`, `amd64`).
    X86_64,
    /// Cpu0, big endian (`cpu0`), the teaching ISA.
    Cpu0,
    /// Cpu0, little endian (`cpu0el`).
    Cpu0el,
    /// 32-bit MIPS, big endian.
    Mips,
    /// 32-bit MIPS, little endian.
    Mipsel,
    /// 64-bit MIPS, big endian.
    Mips64,
    /// 64-bit MIPS, little endian.
    Mips64el,
    /// 32-bit PowerPC, big endian.
    Ppc,
    /// 64-bit PowerPC, big endian.
    Ppc64,
    /// 64-bit PowerPC, little endian.
    Ppc64le,
    /// 32-bit LoongArch.
    Loongarch32,
    /// 64-bit LoongArch.
    Loongarch64,
    /// IBM SystemZ.
    Systemz,
    /// 32-bit SPARC.
    Sparc,
    /// 64-bit SPARC.
    Sparcv9,
    /// 32-bit WebAssembly.
    Wasm32,
    /// 64-bit WebAssembly.
    Wasm64,
    /// BPF, little endian.
    Bpfel,
    /// BPF, big endian.
    Bpfeb,
    /// NVIDIA PTX, 64-bit.
    Nvptx64,
    /// AMD GCN GPUs.
    Amdgcn,
}

impl Arch {
    /// Parses an architecture name as it appears in a triple (with LLVM's aliases: `amd64`,
    /// `arm64`, `i686`, `armv7a`, ...). Unknown names give [`Arch::Unknown`].
    pub fn parse(s: &str) -> Arch {
        match s {
            "riscv32" => Arch::Riscv32,
            "riscv64" => Arch::Riscv64,
            "aarch64" | "arm64" => Arch::Aarch64,
            "aarch64_be" => Arch::Aarch64Be,
            "i386" | "i486" | "i586" | "i686" | "x86" => Arch::X86,
            "x86_64" | "amd64" | "x86_64h" => Arch::X86_64,
            "cpu0" => Arch::Cpu0,
            "cpu0el" => Arch::Cpu0el,
            "mips" | "mipseb" | "mipsallegrex" => Arch::Mips,
            "mipsel" | "mipsallegrexel" => Arch::Mipsel,
            "mips64" | "mips64eb" => Arch::Mips64,
            "mips64el" => Arch::Mips64el,
            "powerpc" | "ppc" | "ppc32" => Arch::Ppc,
            "powerpc64" | "ppu" | "ppc64" => Arch::Ppc64,
            "powerpc64le" | "ppc64le" => Arch::Ppc64le,
            "loongarch32" => Arch::Loongarch32,
            "loongarch64" => Arch::Loongarch64,
            "s390x" | "systemz" => Arch::Systemz,
            "sparc" => Arch::Sparc,
            "sparcv9" | "sparc64" => Arch::Sparcv9,
            "wasm32" => Arch::Wasm32,
            "wasm64" => Arch::Wasm64,
            "bpf" | "bpfel" => Arch::Bpfel,
            "bpfeb" => Arch::Bpfeb,
            "nvptx64" => Arch::Nvptx64,
            "amdgcn" => Arch::Amdgcn,
            _ => {
                // ARM spells sub-architectures into the arch component (armv7a, thumbv7em).
                if s.starts_with("armeb") || s.starts_with("armv") && s.ends_with("eb") {
                    Arch::Armeb
                } else if s == "arm" || s.starts_with("armv") {
                    Arch::Arm
                } else if s.starts_with("thumb") {
                    Arch::Thumb
                } else {
                    Arch::Unknown
                }
            }
        }
    }

    /// The canonical name of the architecture (`x86_64`, `riscv64`, `aarch64`).
    pub fn name(self) -> &'static str {
        match self {
            Arch::Unknown => "unknown",
            Arch::Riscv32 => "riscv32",
            Arch::Riscv64 => "riscv64",
            Arch::Aarch64 => "aarch64",
            Arch::Aarch64Be => "aarch64_be",
            Arch::Arm => "arm",
            Arch::Armeb => "armeb",
            Arch::Thumb => "thumb",
            Arch::X86 => "i386",
            Arch::X86_64 => "x86_64",
            Arch::Cpu0 => "cpu0",
            Arch::Cpu0el => "cpu0el",
            Arch::Mips => "mips",
            Arch::Mipsel => "mipsel",
            Arch::Mips64 => "mips64",
            Arch::Mips64el => "mips64el",
            Arch::Ppc => "powerpc",
            Arch::Ppc64 => "powerpc64",
            Arch::Ppc64le => "powerpc64le",
            Arch::Loongarch32 => "loongarch32",
            Arch::Loongarch64 => "loongarch64",
            Arch::Systemz => "s390x",
            Arch::Sparc => "sparc",
            Arch::Sparcv9 => "sparcv9",
            Arch::Wasm32 => "wasm32",
            Arch::Wasm64 => "wasm64",
            Arch::Bpfel => "bpfel",
            Arch::Bpfeb => "bpfeb",
            Arch::Nvptx64 => "nvptx64",
            Arch::Amdgcn => "amdgcn",
        }
    }

    /// Pointer width in bits (`None` for [`Arch::Unknown`]).
    pub fn pointer_width(self) -> Option<u32> {
        Some(match self {
            Arch::Unknown => return None,
            Arch::Riscv32
            | Arch::Arm
            | Arch::Armeb
            | Arch::Thumb
            | Arch::X86
            | Arch::Cpu0
            | Arch::Cpu0el
            | Arch::Mips
            | Arch::Mipsel
            | Arch::Ppc
            | Arch::Loongarch32
            | Arch::Sparc
            | Arch::Wasm32 => 32,
            Arch::Riscv64
            | Arch::Aarch64
            | Arch::Aarch64Be
            | Arch::X86_64
            | Arch::Mips64
            | Arch::Mips64el
            | Arch::Ppc64
            | Arch::Ppc64le
            | Arch::Loongarch64
            | Arch::Systemz
            | Arch::Sparcv9
            | Arch::Wasm64
            | Arch::Bpfel
            | Arch::Bpfeb
            | Arch::Nvptx64
            | Arch::Amdgcn => 64,
        })
    }

    /// Byte order of the architecture (`None` for [`Arch::Unknown`]).
    pub fn endianness(self) -> Option<Endianness> {
        Some(match self {
            Arch::Unknown => return None,
            Arch::Aarch64Be
            | Arch::Armeb
            | Arch::Cpu0
            | Arch::Mips
            | Arch::Mips64
            | Arch::Ppc
            | Arch::Ppc64
            | Arch::Systemz
            | Arch::Sparc
            | Arch::Sparcv9
            | Arch::Bpfeb => Endianness::Big,
            _ => Endianness::Little,
        })
    }
}

/// Byte order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Endianness {
    /// Least significant byte first.
    Little,
    /// Most significant byte first.
    Big,
}

/// The vendor component of a triple.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Vendor {
    /// Not recognized (or spelled `unknown`).
    Unknown,
    /// `pc`.
    Pc,
    /// `apple`.
    Apple,
    /// `ibm`.
    Ibm,
    /// `amd`.
    Amd,
    /// `nvidia`.
    Nvidia,
    /// `suse`.
    Suse,
    /// `mesa`.
    Mesa,
    /// `redhat`.
    RedHat,
    /// `scei`.
    Scei,
    /// `img`.
    ImaginationTechnologies,
    /// `mti`.
    MipsTechnologies,
    /// `fsl`.
    Freescale,
    /// `csr`.
    Csr,
    /// `openembedded`.
    OpenEmbedded,
}

impl Vendor {
    /// Parses a vendor name; unknown names give [`Vendor::Unknown`].
    pub fn parse(s: &str) -> Vendor {
        match s {
            "pc" => Vendor::Pc,
            "apple" => Vendor::Apple,
            "ibm" => Vendor::Ibm,
            "amd" => Vendor::Amd,
            "nvidia" => Vendor::Nvidia,
            "suse" => Vendor::Suse,
            "mesa" => Vendor::Mesa,
            "redhat" => Vendor::RedHat,
            "scei" => Vendor::Scei,
            "img" => Vendor::ImaginationTechnologies,
            "mti" => Vendor::MipsTechnologies,
            "fsl" => Vendor::Freescale,
            "csr" => Vendor::Csr,
            "oe" | "openembedded" => Vendor::OpenEmbedded,
            _ => Vendor::Unknown,
        }
    }
}

/// The operating-system component of a triple.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Os {
    /// Not recognized (or spelled `unknown`).
    Unknown,
    /// `none`: bare metal.
    None,
    /// `linux`.
    Linux,
    /// `freebsd`.
    FreeBsd,
    /// `netbsd`.
    NetBsd,
    /// `openbsd`.
    OpenBsd,
    /// `darwin`.
    Darwin,
    /// `macos` / `macosx`.
    MacOsx,
    /// `ios`.
    Ios,
    /// `windows` / `win32`.
    Win32,
    /// `fuchsia`.
    Fuchsia,
    /// `haiku`.
    Haiku,
    /// `solaris`.
    Solaris,
    /// `wasi`.
    Wasi,
    /// `emscripten`.
    Emscripten,
    /// `cuda`.
    Cuda,
    /// `amdhsa`.
    AmdHsa,
    /// `hurd`.
    Hurd,
    /// `rtems`.
    Rtems,
    /// `uefi`.
    Uefi,
}

impl Os {
    /// Parses an OS name. Like LLVM this matches by prefix, so a version suffix
    /// (`macosx14.0`, `freebsd13`) is allowed.
    pub fn parse(s: &str) -> Os {
        const TABLE: &[(&str, Os)] = &[
            ("none", Os::None),
            ("linux", Os::Linux),
            ("freebsd", Os::FreeBsd),
            ("netbsd", Os::NetBsd),
            ("openbsd", Os::OpenBsd),
            ("darwin", Os::Darwin),
            ("macos", Os::MacOsx),
            ("ios", Os::Ios),
            ("windows", Os::Win32),
            ("win32", Os::Win32),
            ("fuchsia", Os::Fuchsia),
            ("haiku", Os::Haiku),
            ("solaris", Os::Solaris),
            ("wasi", Os::Wasi),
            ("emscripten", Os::Emscripten),
            ("cuda", Os::Cuda),
            ("amdhsa", Os::AmdHsa),
            ("hurd", Os::Hurd),
            ("rtems", Os::Rtems),
            ("uefi", Os::Uefi),
        ];
        longest_prefix(TABLE, s).unwrap_or(Os::Unknown)
    }
}

/// The environment (ABI) component of a triple.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Environment {
    /// Not recognized or absent.
    Unknown,
    /// `gnu`.
    Gnu,
    /// `gnuabi64`.
    GnuAbi64,
    /// `gnuabin32`.
    GnuAbiN32,
    /// `gnueabi`.
    GnuEabi,
    /// `gnueabihf`.
    GnuEabiHf,
    /// `gnux32`.
    GnuX32,
    /// `gnu_ilp32`.
    GnuIlp32,
    /// `gnuf32`.
    GnuF32,
    /// `gnuf64`.
    GnuF64,
    /// `gnusf`.
    GnuSf,
    /// `eabi`.
    Eabi,
    /// `eabihf`.
    EabiHf,
    /// `android`.
    Android,
    /// `musl`.
    Musl,
    /// `musleabi`.
    MuslEabi,
    /// `musleabihf`.
    MuslEabiHf,
    /// `muslx32`.
    MuslX32,
    /// `msvc`.
    Msvc,
    /// `itanium`.
    Itanium,
    /// `cygnus`.
    Cygnus,
    /// `coreclr`.
    CoreClr,
    /// `simulator`.
    Simulator,
    /// `macabi`.
    MacAbi,
}

impl Environment {
    /// Parses an environment name by prefix (so `android21` is Android), longest match first.
    pub fn parse(s: &str) -> Environment {
        const TABLE: &[(&str, Environment)] = &[
            ("gnu", Environment::Gnu),
            ("gnuabi64", Environment::GnuAbi64),
            ("gnuabin32", Environment::GnuAbiN32),
            ("gnueabi", Environment::GnuEabi),
            ("gnueabihf", Environment::GnuEabiHf),
            ("gnux32", Environment::GnuX32),
            ("gnu_ilp32", Environment::GnuIlp32),
            ("gnuf32", Environment::GnuF32),
            ("gnuf64", Environment::GnuF64),
            ("gnusf", Environment::GnuSf),
            ("eabi", Environment::Eabi),
            ("eabihf", Environment::EabiHf),
            ("android", Environment::Android),
            ("musl", Environment::Musl),
            ("musleabi", Environment::MuslEabi),
            ("musleabihf", Environment::MuslEabiHf),
            ("muslx32", Environment::MuslX32),
            ("msvc", Environment::Msvc),
            ("itanium", Environment::Itanium),
            ("cygnus", Environment::Cygnus),
            ("coreclr", Environment::CoreClr),
            ("simulator", Environment::Simulator),
            ("macabi", Environment::MacAbi),
        ];
        longest_prefix(TABLE, s).unwrap_or(Environment::Unknown)
    }
}

/// The object file format named by (or implied by) a triple.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ObjectFormat {
    /// Not named and not implied.
    Unknown,
    /// ELF.
    Elf,
    /// COFF.
    Coff,
    /// Mach-O.
    MachO,
    /// WebAssembly objects.
    Wasm,
    /// XCOFF (AIX).
    Xcoff,
    /// GOFF (z/OS).
    Goff,
}

impl ObjectFormat {
    /// Parses an object format named at the end of the environment component
    /// (`riscv32-unknown-elf`, `x86_64-pc-windows-elf`).
    pub fn parse(s: &str) -> ObjectFormat {
        if s.ends_with("elf") {
            ObjectFormat::Elf
        } else if s.ends_with("xcoff") {
            ObjectFormat::Xcoff
        } else if s.ends_with("coff") {
            ObjectFormat::Coff
        } else if s.ends_with("macho") {
            ObjectFormat::MachO
        } else if s.ends_with("wasm") {
            ObjectFormat::Wasm
        } else if s.ends_with("goff") {
            ObjectFormat::Goff
        } else {
            ObjectFormat::Unknown
        }
    }
}

fn longest_prefix<T: Copy>(table: &[(&str, T)], s: &str) -> Option<T> {
    table
        .iter()
        .filter(|(p, _)| s.starts_with(p))
        .max_by_key(|(p, _)| p.len())
        .map(|&(_, v)| v)
}

/// A target triple: the text as given plus its classified components (LLVM's `Triple`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Triple {
    text: String,
    /// The architecture.
    pub arch: Arch,
    /// The vendor.
    pub vendor: Vendor,
    /// The operating system.
    pub os: Os,
    /// The environment / ABI.
    pub environment: Environment,
    /// The object format, named in the triple or implied by the OS.
    pub object_format: ObjectFormat,
}

impl Triple {
    /// Classifies the components of `text` by position (`arch-vendor-os-env`), without
    /// reordering them; use [`Triple::normalize`] first for loosely written triples.
    pub fn new(text: &str) -> Triple {
        let mut parts = text.splitn(4, '-');
        let arch = parts.next().map_or(Arch::Unknown, Arch::parse);
        let vendor = parts.next().map_or(Vendor::Unknown, Vendor::parse);
        let os = parts.next().map_or(Os::Unknown, Os::parse);
        let env_text = parts.next().unwrap_or("");
        let environment = Environment::parse(env_text);
        let mut object_format = ObjectFormat::parse(env_text);
        if object_format == ObjectFormat::Unknown {
            object_format = match os {
                Os::Darwin | Os::MacOsx | Os::Ios => ObjectFormat::MachO,
                Os::Win32 | Os::Uefi => ObjectFormat::Coff,
                _ => match arch {
                    Arch::Wasm32 | Arch::Wasm64 => ObjectFormat::Wasm,
                    Arch::Unknown => ObjectFormat::Unknown,
                    _ => ObjectFormat::Elf,
                },
            };
        }
        Triple {
            text: text.to_string(),
            arch,
            vendor,
            os,
            environment,
            object_format,
        }
    }

    /// Normalizes and then classifies `text`: `Triple::parse_normalized("riscv64-linux-gnu")`
    /// is the triple `riscv64-unknown-linux-gnu`.
    pub fn parse_normalized(text: &str) -> Triple {
        Triple::new(&Triple::normalize(text))
    }

    /// The triple as text.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The architecture component as written (`armv7a`, `x86_64`).
    pub fn arch_name(&self) -> &str {
        self.text.split('-').next().unwrap_or("")
    }

    /// Replaces the architecture (what `-march=` does to the module's triple), keeping the
    /// other components' text.
    pub fn set_arch(&mut self, arch: Arch) {
        let rest = self.text.find('-').map_or("", |i| &self.text[i..]);
        let text = format!("{}{}", arch.name(), rest);
        *self = Triple::new(&text);
    }

    /// Pointer width in bits, from the architecture.
    pub fn pointer_width(&self) -> Option<u32> {
        self.arch.pointer_width()
    }

    /// Byte order, from the architecture.
    pub fn endianness(&self) -> Option<Endianness> {
        self.arch.endianness()
    }

    /// Whether the triple names a 64-bit architecture.
    pub fn is_64bit(&self) -> bool {
        self.pointer_width() == Some(64)
    }

    /// Moves the components of `text` to the positions LLVM's `Triple::normalize` gives them:
    /// each of arch, vendor, OS and environment that is not already in its place is looked for
    /// among the other components and moved there; gaps become `unknown`.
    ///
    /// ```
    /// use kiln_target::Triple;
    /// assert_eq!(Triple::normalize("riscv64-linux-gnu"), "riscv64-unknown-linux-gnu");
    /// assert_eq!(Triple::normalize("riscv32-unknown-elf"), "riscv32-unknown-unknown-elf");
    /// assert_eq!(Triple::normalize("gnu-linux-x86_64"), "x86_64-unknown-linux-gnu");
    /// ```
    pub fn normalize(text: &str) -> String {
        let mut comps: Vec<&str> = text.split('-').collect();
        // Position 3 holds the environment and the rest of the text joined.
        let is_valid = |pos: usize, c: &str| -> bool {
            match pos {
                0 => Arch::parse(c) != Arch::Unknown,
                1 => Vendor::parse(c) != Vendor::Unknown,
                2 => Os::parse(c) != Os::Unknown,
                _ => {
                    Environment::parse(c) != Environment::Unknown
                        || ObjectFormat::parse(c) != ObjectFormat::Unknown
                }
            }
        };
        // Components already in their final place stay put.
        let mut found = [false; 4];
        for (pos, slot) in found.iter_mut().enumerate() {
            *slot = comps.get(pos).is_some_and(|c| is_valid(pos, c));
        }
        for pos in 0..4 {
            if found[pos] {
                continue;
            }
            let candidate =
                (0..comps.len()).find(|&idx| !(idx < 4 && found[idx]) && is_valid(pos, comps[idx]));
            let Some(mut idx) = candidate else { continue };
            if pos < idx {
                // Move left: take the component out and insert it at `pos`, shifting the
                // components in between one place right (over fixed ones).
                let mut cur = std::mem::take(&mut comps[idx]);
                let mut i = pos;
                while !cur.is_empty() {
                    while i < 4 && found[i] {
                        i += 1;
                    }
                    std::mem::swap(&mut cur, &mut comps[i]);
                    i += 1;
                }
            } else if pos > idx {
                // Move right: insert empty components before it until it reaches `pos`.
                while idx < pos {
                    let mut cur: &str = "";
                    let mut i = idx;
                    while i < comps.len() {
                        std::mem::swap(&mut cur, &mut comps[i]);
                        if cur.is_empty() {
                            break;
                        }
                        i += 1;
                        while i < 4 && found[i] {
                            i += 1;
                        }
                    }
                    if !cur.is_empty() {
                        comps.push(cur);
                    }
                    idx += 1;
                    while idx < 4 && found[idx] {
                        idx += 1;
                    }
                }
            }
            found[pos] = true;
        }
        let parts: Vec<&str> = comps
            .iter()
            .map(|c| if c.is_empty() { "unknown" } else { c })
            .collect();
        parts.join("-")
    }
}

impl fmt::Display for Triple {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classify_components() {
        let t = Triple::new("riscv64-unknown-linux-gnu");
        assert_eq!(t.arch, Arch::Riscv64);
        assert_eq!(t.vendor, Vendor::Unknown);
        assert_eq!(t.os, Os::Linux);
        assert_eq!(t.environment, Environment::Gnu);
        assert_eq!(t.object_format, ObjectFormat::Elf);
        assert_eq!(t.pointer_width(), Some(64));
        assert_eq!(t.endianness(), Some(Endianness::Little));

        let t = Triple::new("x86_64-pc-linux-gnu");
        assert_eq!((t.arch, t.vendor), (Arch::X86_64, Vendor::Pc));
        let t = Triple::new("cpu0");
        assert_eq!(t.arch, Arch::Cpu0);
        assert_eq!(t.endianness(), Some(Endianness::Big));
        assert_eq!(t.pointer_width(), Some(32));
        assert_eq!(Triple::new("cpu0el").endianness(), Some(Endianness::Little));
        let t = Triple::parse_normalized("riscv32-unknown-elf");
        assert_eq!(t.arch, Arch::Riscv32);
        assert_eq!(t.object_format, ObjectFormat::Elf);
        assert_eq!(t.environment, Environment::Unknown);
        let t = Triple::new("aarch64-unknown-linux-gnueabihf");
        assert_eq!(t.environment, Environment::GnuEabiHf);
        let t = Triple::new("aarch64-none-linux-android21");
        assert_eq!(t.environment, Environment::Android);
        assert_eq!(Triple::new("armv7a-linux").arch, Arch::Arm);
        assert_eq!(Triple::new("arm64-apple-macosx14.0").os, Os::MacOsx);
        assert_eq!(Triple::new("bogus-x-y").arch, Arch::Unknown);
    }

    #[test]
    fn set_arch_keeps_rest() {
        let mut t = Triple::new("x86_64-pc-linux-gnu");
        t.set_arch(Arch::Riscv64);
        assert_eq!(t.as_str(), "riscv64-pc-linux-gnu");
        assert_eq!(t.arch, Arch::Riscv64);
        let mut t = Triple::new("");
        t.set_arch(Arch::Cpu0);
        assert_eq!(t.as_str(), "cpu0");
    }

    #[test]
    fn normalize_known_forms() {
        for (input, want) in [
            ("riscv64-linux-gnu", "riscv64-unknown-linux-gnu"),
            ("riscv64-unknown-linux-gnu", "riscv64-unknown-linux-gnu"),
            ("riscv64-none-elf", "riscv64-unknown-none-elf"),
            ("x86_64-linux", "x86_64-unknown-linux"),
            ("linux-x86_64", "x86_64-unknown-linux"),
            ("pc-x86_64-linux", "x86_64-pc-linux"),
            ("cpu0", "cpu0"),
            ("", "unknown"),
            (
                "aarch64-none-linux-android21",
                "aarch64-none-linux-android21",
            ),
        ] {
            assert_eq!(Triple::normalize(input), want, "normalizing {input}");
        }
    }

    /// clang-22's driver normalizes `--target=` with LLVM's `Triple::normalize`; kiln's
    /// normalization must agree on every spelling kiln users are likely to write.
    #[test]
    fn normalize_agrees_with_clang() {
        let cases = [
            "riscv64-linux-gnu",
            "riscv64-unknown-linux-gnu",
            "riscv32-unknown-elf",
            "riscv32-linux-gnu",
            "riscv64-none-elf",
            "aarch64-linux-gnu",
            "aarch64-none-linux-gnu",
            "aarch64_be-linux-gnu",
            "x86_64-pc-linux-gnu",
            "x86_64-linux-gnu",
            "x86_64-linux",
            "linux-x86_64",
            "pc-x86_64-linux",
            "gnu-linux-x86_64",
            "x86_64-unknown-linux-musl",
            "armv7-linux-gnueabihf",
            "i686-linux-gnu",
            "aarch64-none-linux-android21",
            "x86_64-apple-darwin",
            "riscv64",
            "x86_64",
            "unknown",
        ];
        for case in cases {
            let out = std::process::Command::new("clang-22")
                .arg(format!("--target={case}"))
                .arg("-print-target-triple")
                .output()
                .expect("clang-22 must be installed (scripts/setup.sh) for this test");
            assert!(out.status.success(), "clang-22 rejected --target={case}");
            let want = String::from_utf8_lossy(&out.stdout).trim().to_string();
            assert_eq!(Triple::normalize(case), want, "normalizing {case}");
        }
    }
}
