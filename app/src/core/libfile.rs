//! A static look at a plugin file before anything loads it: a library whose own headers
//! describe more bytes than the file holds was cut short (an interrupted copy or download).
//! Such a file can load "successfully" and crash later when the loader touches a missing page,
//! or load at all only because the missing part is debug information; either way it is not
//! the library its author built, so it is refused with a plain reason.
//!
//! Only ELF (Linux and the BSDs) is read; other formats pass and are left to the probe in a
//! child process.

use std::io::{Read, Seek, SeekFrom};
use std::path::Path;

/// `Some(reason)` when, on a system whose libraries are ELF files, the file does not start like
/// one (a text file, an empty file, a download's error page): the loader would only say "file
/// too short" or "invalid ELF header", which reads like a damaged library.
pub fn not_a_library(path: &Path) -> Option<String> {
    if !cfg!(any(
        target_os = "linux",
        target_os = "freebsd",
        target_os = "openbsd",
        target_os = "netbsd"
    )) {
        return None;
    }
    let mut file = std::fs::File::open(path).ok()?;
    let mut magic = [0u8; 4];
    let got = read_up_to(&mut file, &mut magic)?;
    (got < 4 || &magic != b"\x7fELF")
        .then(|| "the file is not a library at all (it does not start like one)".to_owned())
}

/// `Some(reason)` when the file is an ELF library whose headers reach past its end.
pub fn truncation(path: &Path) -> Option<String> {
    let mut file = std::fs::File::open(path).ok()?;
    let len = file.metadata().ok()?.len();
    let mut ident = [0u8; 64];
    let got = read_up_to(&mut file, &mut ident)?;
    if got < 16 || &ident[..4] != b"\x7fELF" {
        return None;
    }
    let wide = match ident[4] {
        1 => false,
        2 => true,
        _ => return Some("the file starts like a library but its header is damaged".to_owned()),
    };
    let little = match ident[5] {
        1 => true,
        2 => false,
        _ => return Some("the file starts like a library but its header is damaged".to_owned()),
    };
    let header_len = if wide { 64 } else { 52 };
    if got < header_len {
        return Some(short(len, header_len as u64));
    }
    let h = Fields {
        bytes: &ident[..header_len],
        little,
    };
    // Offsets of e_phoff, e_shoff, e_phentsize, e_phnum, e_shentsize, e_shnum.
    let (phoff, shoff, rest) = if wide {
        (h.u64(32), h.u64(40), 54)
    } else {
        (h.u32(28) as u64, h.u32(32) as u64, 42)
    };
    let phentsize = h.u16(rest) as u64;
    let phnum = h.u16(rest + 2) as u64;
    let shentsize = h.u16(rest + 4) as u64;
    let shnum = h.u16(rest + 6) as u64;
    let mut needed = header_len as u64;
    needed = needed.max(phoff.saturating_add(phentsize.saturating_mul(phnum)));
    if shnum > 0 {
        needed = needed.max(shoff.saturating_add(shentsize.saturating_mul(shnum)));
    }
    if needed > len {
        return Some(short(len, needed));
    }
    // Every loaded segment must lie inside the file.
    let entry = if wide { 56 } else { 32 };
    if phnum == 0 || phentsize < entry || phnum > 4096 {
        return None;
    }
    file.seek(SeekFrom::Start(phoff)).ok()?;
    let mut table = vec![0u8; (phentsize * phnum) as usize];
    file.read_exact(&mut table).ok()?;
    for i in 0..phnum as usize {
        let p = Fields {
            bytes: &table[i * phentsize as usize..][..entry as usize],
            little,
        };
        const PT_LOAD: u32 = 1;
        if p.u32(0) != PT_LOAD {
            continue;
        }
        let (offset, filesz) = if wide {
            (p.u64(8), p.u64(32))
        } else {
            (p.u32(4) as u64, p.u32(16) as u64)
        };
        let end = offset.saturating_add(filesz);
        if end > len {
            return Some(short(len, end));
        }
    }
    None
}

fn short(len: u64, needed: u64) -> String {
    format!(
        "the file is cut short: it has {len} bytes, but its own headers describe at least \
         {needed} (an interrupted copy or download?)"
    )
}

fn read_up_to(file: &mut std::fs::File, buf: &mut [u8]) -> Option<usize> {
    let mut got = 0;
    while got < buf.len() {
        match file.read(&mut buf[got..]) {
            Ok(0) => break,
            Ok(n) => got += n,
            Err(_) => return None,
        }
    }
    Some(got)
}

/// Integers at fixed offsets of a header, in the file's byte order.
struct Fields<'a> {
    bytes: &'a [u8],
    little: bool,
}

impl Fields<'_> {
    fn take<const N: usize>(&self, at: usize) -> [u8; N] {
        let mut out = [0u8; N];
        out.copy_from_slice(&self.bytes[at..at + N]);
        out
    }
    fn u16(&self, at: usize) -> u16 {
        let b = self.take::<2>(at);
        if self.little {
            u16::from_le_bytes(b)
        } else {
            u16::from_be_bytes(b)
        }
    }
    fn u32(&self, at: usize) -> u32 {
        let b = self.take::<4>(at);
        if self.little {
            u32::from_le_bytes(b)
        } else {
            u32::from_be_bytes(b)
        }
    }
    fn u64(&self, at: usize) -> u64 {
        let b = self.take::<8>(at);
        if self.little {
            u64::from_le_bytes(b)
        } else {
            u64::from_be_bytes(b)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::truncation;

    #[test]
    fn the_running_test_binary_is_whole_and_a_cut_copy_is_refused() {
        let exe = std::env::current_exe().unwrap();
        if cfg!(not(target_os = "linux")) {
            return;
        }
        assert_eq!(truncation(&exe), None);
        let bytes = std::fs::read(&exe).unwrap();
        let dir = tempfile::tempdir().unwrap();
        for cut in [bytes.len() / 2, bytes.len() / 16, 40, bytes.len() - 1] {
            let path = dir.path().join("cut.so");
            std::fs::write(&path, &bytes[..cut]).unwrap();
            let reason = truncation(&path);
            assert!(reason.is_some(), "cut at {cut} of {} passed", bytes.len());
        }
        let path = dir.path().join("text.so");
        std::fs::write(&path, "not a library at all").unwrap();
        assert_eq!(
            truncation(&path),
            None,
            "non-ELF files are left to the loader"
        );
    }
}
