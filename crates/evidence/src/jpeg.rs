//! A JPEG's structure, read by hand: its marker segments, and the Huffman-coded picture of each
//! sequential scan walked block by block (without computing a pixel), so that a file cut short
//! is told from a whole one. The `image` crate's decoder pads a JPEG that stops early with grey;
//! this reader is what notices.
//!
//! Two uses. A photo offered to `prepare` ([`Mode::Input`]) is only asked whether it is whole:
//! anything else odd about it is left to the decoder. A photo that arrives already stored
//! ([`Mode::Stored`]) must be exactly the form `prepare` writes: one plain JFIF header, the
//! tables, one baseline frame and one scan of it, the end marker and nothing after — no EXIF,
//! XMP, ICC or other application block, no comment, no unused table, no byte after the picture.
//!
//! Hostile input: every index is checked, every loop advances through the bytes or stops at a
//! count the bytes bound (each coded block takes at least two bits), and nothing panics.

/// Why a JPEG is refused (or, for [`Mode::Input`], only `Truncated` counts).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Fault {
    /// The file ends, or a scan's coded data runs out, before the whole picture.
    Truncated,
    /// A block besides the picture (stored form only): `APP1`, `COM`, …
    Metadata(String),
    /// Bytes after the picture (stored form only): after the end marker, or after the last
    /// block's bits within the coded data.
    Trailing(usize),
    /// Not the form `prepare` stores, or malformed; what, in a few words.
    Form(String),
    /// The stored photo's longer side, over the limit.
    TooLarge,
}

/// What is demanded of the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    /// A photo offered to `prepare`: only whether it is whole. A frame with a side longer than
    /// `max_side` is left to the decoder (which refuses it before reading the picture).
    Input { max_side: u32 },
    /// A photo that arrives stored: exactly `prepare`'s form, no side longer than `max_side`.
    Stored { max_side: u32 },
}

/// The size the frame header gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Size {
    pub width: u32,
    pub height: u32,
}

/// Reads `bytes` (which start with a JPEG's start marker, or are refused as not a JPEG) in
/// `mode`. For [`Mode::Input`] the answer is `Err(Fault::Truncated)` or `Ok` — `Ok(None)` when
/// the reader cannot say (something it does not know, left to the decoder).
pub(crate) fn read(bytes: &[u8], mode: Mode) -> Result<Option<Size>, Fault> {
    let mut reader = Reader {
        bytes,
        stored: matches!(mode, Mode::Stored { .. }),
        max_side: match mode {
            Mode::Stored { max_side } | Mode::Input { max_side } => max_side,
        },
        frame: None,
        dc: Default::default(),
        ac: Default::default(),
        dqt: [false; 4],
        restart: 0,
        scans: 0,
        scanned: Vec::new(),
        used_dc: [false; 4],
        used_ac: [false; 4],
        walkable: true,
    };
    match (reader.run(), mode) {
        (Ok(size), _) => Ok(Some(size)),
        (Err(Fault::Truncated), _) => Err(Fault::Truncated),
        (Err(_), Mode::Input { .. }) => Ok(None),
        (Err(fault), Mode::Stored { .. }) => Err(fault),
    }
}

/// A frame component: its id, sampling factors and quantisation table.
#[derive(Debug, Clone, Copy)]
struct Component {
    id: u8,
    h: u8,
    v: u8,
    tq: u8,
}

#[derive(Debug, Clone)]
struct Frame {
    /// The SOFn marker's low nibble: 0 baseline, 1 extended sequential, 2 progressive, …
    kind: u8,
    width: u32,
    height: u32,
    components: Vec<Component>,
}

impl Frame {
    /// Sequential and Huffman-coded: the frames whose scans are walked.
    fn walkable(&self) -> bool {
        matches!(self.kind, 0 | 1)
    }
}

/// A scan's component: which frame component, and its DC and AC tables.
#[derive(Debug, Clone, Copy)]
struct ScanComponent {
    index: usize,
    td: usize,
    ta: usize,
}

struct Reader<'a> {
    bytes: &'a [u8],
    stored: bool,
    max_side: u32,
    frame: Option<Frame>,
    dc: [Option<Huffman>; 4],
    ac: [Option<Huffman>; 4],
    dqt: [bool; 4],
    restart: u16,
    scans: usize,
    /// Frame component indices some scan has covered (sequential frames).
    scanned: Vec<usize>,
    used_dc: [bool; 4],
    used_ac: [bool; 4],
    /// Whether every scan so far was walked (sequential, with its tables).
    walkable: bool,
}

fn form(what: impl Into<String>) -> Fault {
    Fault::Form(what.into())
}

/// A marker's name, for a refusal.
fn marker_name(m: u8) -> String {
    match m {
        0xc0..=0xcf if m != 0xc4 && m != 0xc8 && m != 0xcc => format!("SOF{}", m - 0xc0),
        0xc4 => "DHT".into(),
        0xcc => "DAC".into(),
        0xd0..=0xd7 => format!("RST{}", m - 0xd0),
        0xd8 => "SOI".into(),
        0xd9 => "EOI".into(),
        0xda => "SOS".into(),
        0xdb => "DQT".into(),
        0xdc => "DNL".into(),
        0xdd => "DRI".into(),
        0xe0..=0xef => format!("APP{}", m - 0xe0),
        0xfe => "COM".into(),
        _ => format!("marker 0x{m:02X}"),
    }
}

impl Reader<'_> {
    fn run(&mut self) -> Result<Size, Fault> {
        let bytes = self.bytes;
        if bytes.len() < 2 {
            return Err(Fault::Truncated);
        }
        if bytes[..2] != [0xff, 0xd8] {
            return Err(form("not a JPEG"));
        }
        let mut pos = 2;
        let mut segments = 0usize;
        loop {
            // The next marker: 0xFF, maybe fill bytes of 0xFF, and its code.
            if pos >= bytes.len() {
                return self.ended();
            }
            if bytes[pos] != 0xff {
                if self.stored {
                    return Err(form("bytes between segments"));
                }
                // As the decoder does: skip to the next 0xFF.
                match bytes[pos..].iter().position(|&b| b == 0xff) {
                    Some(skip) => pos += skip,
                    None => return self.ended(),
                }
            }
            pos += 1;
            while bytes.get(pos) == Some(&0xff) {
                if self.stored {
                    return Err(form("fill bytes between segments"));
                }
                pos += 1;
            }
            let Some(&marker) = bytes.get(pos) else {
                return self.ended();
            };
            pos += 1;
            match marker {
                0xd9 => return self.end(bytes.len() - pos),
                0xd8 | 0xd0..=0xd7 | 0x00 | 0x01 => {
                    return Err(form(format!("{} out of place", marker_name(marker))))
                }
                _ => {}
            }
            // A segment: its length (counting itself) and payload.
            let Some(len) = bytes.get(pos..pos + 2) else {
                return self.ended();
            };
            let len = usize::from(u16::from_be_bytes([len[0], len[1]]));
            if len < 2 {
                return Err(form(format!("{} of length {len}", marker_name(marker))));
            }
            let Some(payload) = bytes.get(pos + 2..pos + len) else {
                return self.ended();
            };
            pos += len;
            segments += 1;
            if self.stored {
                self.stored_allows(marker, payload, segments)?;
            }
            match marker {
                0xdb => self.quantisation(payload)?,
                0xc4 => self.huffman(payload)?,
                0xdd => self.restart_interval(payload)?,
                0xc0..=0xcf if !matches!(marker, 0xc4 | 0xc8 | 0xcc) => {
                    self.frame(marker & 0x0f, payload)?
                }
                0xda => pos = self.scan(payload, pos)?,
                _ => {}
            }
        }
    }

    /// The stored form's segments: a plain JFIF header first, then tables, one baseline frame
    /// and one scan, and nothing after the scan but the end marker.
    fn stored_allows(&self, marker: u8, payload: &[u8], segments: usize) -> Result<(), Fault> {
        let plain_jfif =
            payload.len() == 14 && payload.starts_with(b"JFIF\0") && payload[12..] == [0, 0];
        match marker {
            0xe0 if segments == 1 && plain_jfif => Ok(()),
            0xe0..=0xef | 0xfe => Err(Fault::Metadata(marker_name(marker))),
            _ if segments == 1 => Err(form("no JFIF header")),
            _ if self.scans > 0 => Err(form(format!("{} after the picture", marker_name(marker)))),
            0xdb | 0xc4 | 0xdd | 0xc0 | 0xda => Ok(()),
            0xc1..=0xcf => Err(form(format!("not baseline ({})", marker_name(marker)))),
            _ => Err(form(marker_name(marker))),
        }
    }

    /// The data ended without an end marker.
    fn ended(&self) -> Result<Size, Fault> {
        if self.scans == 0 && !self.stored {
            // Cut in the headers: the decoder refuses that itself.
            return Err(form("no picture"));
        }
        Err(Fault::Truncated)
    }

    /// The end marker, and `after` bytes after it.
    fn end(&self, after: usize) -> Result<Size, Fault> {
        if self.scans == 0 {
            return Err(form("no picture"));
        }
        if self.walkable {
            self.whole()?;
        }
        if self.stored {
            if after > 0 {
                return Err(Fault::Trailing(after));
            }
            let defined_unused = |defined: &[bool; 4], used: &[bool; 4]| {
                defined.iter().zip(used).any(|(d, u)| *d && !*u)
            };
            let frame = self.frame.as_ref().ok_or_else(|| form("no frame"))?;
            let mut used_q = [false; 4];
            for c in &frame.components {
                used_q[usize::from(c.tq)] = true;
            }
            let defined = |tables: &[Option<Huffman>; 4]| {
                let mut d = [false; 4];
                for (d, t) in d.iter_mut().zip(tables) {
                    *d = t.is_some();
                }
                d
            };
            if defined_unused(&self.dqt, &used_q)
                || defined_unused(&defined(&self.dc), &self.used_dc)
                || defined_unused(&defined(&self.ac), &self.used_ac)
            {
                return Err(form("a table no component uses"));
            }
        }
        self.size()
    }

    fn size(&self) -> Result<Size, Fault> {
        let frame = self.frame.as_ref().ok_or_else(|| form("no frame"))?;
        Ok(Size {
            width: frame.width,
            height: frame.height,
        })
    }

    /// Every frame component covered by a scan (sequential frames).
    fn whole(&self) -> Result<(), Fault> {
        let frame = self.frame.as_ref().ok_or_else(|| form("no frame"))?;
        if (0..frame.components.len()).all(|i| self.scanned.contains(&i)) {
            Ok(())
        } else {
            Err(Fault::Truncated)
        }
    }

    fn quantisation(&mut self, mut p: &[u8]) -> Result<(), Fault> {
        while let Some((&pq_tq, rest)) = p.split_first() {
            let (precision, id) = (pq_tq >> 4, usize::from(pq_tq & 0x0f));
            let size = if precision == 0 { 64 } else { 128 };
            if id > 3 || precision > 1 || (self.stored && precision != 0) {
                return Err(form("bad quantisation table"));
            }
            if rest.len() < size {
                return Err(form("short quantisation table"));
            }
            if self.stored && self.dqt[id] {
                return Err(form("a quantisation table defined twice"));
            }
            self.dqt[id] = true;
            p = &rest[size..];
        }
        Ok(())
    }

    fn huffman(&mut self, mut p: &[u8]) -> Result<(), Fault> {
        while let Some((&tc_th, rest)) = p.split_first() {
            let (class, id) = (tc_th >> 4, usize::from(tc_th & 0x0f));
            let max_id = if self.stored { 1 } else { 3 };
            if class > 1 || id > max_id {
                return Err(form("bad Huffman table"));
            }
            let Some(counts) = rest.get(..16) else {
                return Err(form("short Huffman table"));
            };
            let mut lengths = [0u8; 16];
            lengths.copy_from_slice(counts);
            let total: usize = lengths.iter().map(|&n| usize::from(n)).sum();
            let Some(values) = rest.get(16..16 + total) else {
                return Err(form("short Huffman table"));
            };
            let table = Huffman::new(&lengths, values).ok_or_else(|| form("bad Huffman table"))?;
            let slot = if class == 0 {
                &mut self.dc[id]
            } else {
                &mut self.ac[id]
            };
            if self.stored && slot.is_some() {
                return Err(form("a Huffman table defined twice"));
            }
            *slot = Some(table);
            p = &rest[16 + total..];
        }
        Ok(())
    }

    fn restart_interval(&mut self, p: &[u8]) -> Result<(), Fault> {
        match p {
            [a, b] => {
                self.restart = u16::from_be_bytes([*a, *b]);
                Ok(())
            }
            _ => Err(form("bad restart interval")),
        }
    }

    fn frame(&mut self, kind: u8, p: &[u8]) -> Result<(), Fault> {
        if self.frame.is_some() {
            return Err(form("two frames"));
        }
        let [precision, h0, h1, w0, w1, n, rest @ ..] = p else {
            return Err(form("short frame header"));
        };
        let (height, width) = (
            u16::from_be_bytes([*h0, *h1]),
            u16::from_be_bytes([*w0, *w1]),
        );
        let n = usize::from(*n);
        if rest.len() != 3 * n || n == 0 || n > 4 {
            return Err(form("bad frame header"));
        }
        if height == 0 || width == 0 {
            return Err(form("no size in the frame header"));
        }
        if self.stored && (*precision != 8 || !(n == 1 || n == 3)) {
            return Err(form("not 8-bit grey or colour"));
        }
        let mut components = Vec::with_capacity(n);
        for c in rest.chunks_exact(3) {
            let component = Component {
                id: c[0],
                h: c[1] >> 4,
                v: c[1] & 0x0f,
                tq: c[2],
            };
            if !(1..=4).contains(&component.h)
                || !(1..=4).contains(&component.v)
                || component.tq > 3
            {
                return Err(form("bad frame component"));
            }
            if components.iter().any(|o: &Component| o.id == component.id) {
                return Err(form("two frame components with one id"));
            }
            components.push(component);
        }
        let (width, height) = (u32::from(width), u32::from(height));
        if width.max(height) > self.max_side {
            return Err(if self.stored {
                Fault::TooLarge
            } else {
                form("larger than the decoder takes")
            });
        }
        self.frame = Some(Frame {
            kind,
            width,
            height,
            components,
        });
        Ok(())
    }

    /// A scan: its header `p`, its coded data from `at`; where the data ends (at the next
    /// marker's 0xFF).
    fn scan(&mut self, p: &[u8], at: usize) -> Result<usize, Fault> {
        let frame = self
            .frame
            .clone()
            .ok_or_else(|| form("a scan before the frame"))?;
        let [n, rest @ ..] = p else {
            return Err(form("short scan header"));
        };
        let n = usize::from(*n);
        if n == 0 || n > 4 || rest.len() != 2 * n + 3 {
            return Err(form("bad scan header"));
        }
        let mut parts = Vec::with_capacity(n);
        for c in rest[..2 * n].chunks_exact(2) {
            let index = frame
                .components
                .iter()
                .position(|f| f.id == c[0])
                .ok_or_else(|| form("a scan of no frame component"))?;
            if parts.iter().any(|p: &ScanComponent| p.index >= index) {
                return Err(form("scan components out of order"));
            }
            parts.push(ScanComponent {
                index,
                td: usize::from(c[1] >> 4),
                ta: usize::from(c[1] & 0x0f),
            });
        }
        let (ss, se, a) = (rest[2 * n], rest[2 * n + 1], rest[2 * n + 2]);
        self.scans += 1;
        if self.stored {
            if self.scans > 1 {
                return Err(form("more than one scan"));
            }
            if n != frame.components.len() || (ss, se, a) != (0, 63, 0) {
                return Err(form("not one baseline scan of every component"));
            }
            for c in &frame.components {
                if !self.dqt[usize::from(c.tq)] {
                    return Err(form("a quantisation table missing"));
                }
            }
        }
        let data = self.coded_data(at)?;
        let tables_there = parts.iter().all(|c| {
            self.dc.get(c.td).is_some_and(Option::is_some)
                && self.ac.get(c.ta).is_some_and(Option::is_some)
        });
        let sequential = frame.walkable() && (ss, se, a) == (0, 63, 0);
        if !(sequential && tables_there) {
            // Progressive, arithmetic-coded, or default tables: only the end marker tells.
            self.walkable = false;
            if self.stored {
                return Err(form("a scan that cannot be walked"));
            }
            return data.end.ok_or(Fault::Truncated);
        }
        for c in &parts {
            self.used_dc[c.td] = true;
            self.used_ac[c.ta] = true;
        }
        self.walk(&frame, &parts, &data)?;
        for c in &parts {
            if !self.scanned.contains(&c.index) {
                self.scanned.push(c.index);
            }
        }
        // Whole: where the data ended is where the reader goes on (the end, for `ended`).
        Ok(data.end.unwrap_or(self.bytes.len()))
    }

    /// A scan's coded data from `at`, unstuffed, cut at its restart markers; up to the next
    /// marker (`end`, its 0xFF) or the end of the file (`end` none).
    fn coded_data(&self, mut at: usize) -> Result<Coded, Fault> {
        let bytes = self.bytes;
        let mut data = Vec::new();
        let mut restarts = Vec::new();
        loop {
            let Some(rest) = bytes.get(at..) else {
                return Ok(Coded {
                    data,
                    restarts,
                    end: None,
                });
            };
            let Some(ff) = rest.iter().position(|&b| b == 0xff) else {
                data.extend_from_slice(rest);
                return Ok(Coded {
                    data,
                    restarts,
                    end: None,
                });
            };
            data.extend_from_slice(&rest[..ff]);
            at += ff;
            match bytes.get(at + 1) {
                None => {
                    // A lone 0xFF at the very end: the start of a marker, cut.
                    return Ok(Coded {
                        data,
                        restarts,
                        end: None,
                    });
                }
                Some(0x00) => {
                    data.push(0xff);
                    at += 2;
                }
                Some(&m @ 0xd0..=0xd7) => {
                    restarts.push((data.len(), m - 0xd0));
                    at += 2;
                }
                Some(0xff) => {
                    if self.stored {
                        return Err(form("fill bytes in the picture"));
                    }
                    at += 1;
                }
                Some(_) => {
                    return Ok(Coded {
                        data,
                        restarts,
                        end: Some(at),
                    })
                }
            }
        }
    }

    /// Walks every block of a sequential scan: each restart interval holds its share of the
    /// blocks, in full.
    fn walk(&self, frame: &Frame, parts: &[ScanComponent], coded: &Coded) -> Result<(), Fault> {
        let hmax = u64::from(frame.components.iter().map(|c| c.h).max().unwrap_or(1));
        let vmax = u64::from(frame.components.iter().map(|c| c.v).max().unwrap_or(1));
        let (x, y) = (u64::from(frame.width), u64::from(frame.height));
        // The blocks of one unit (an MCU), as (DC table, AC table), and how many units.
        let mut unit: Vec<(&Huffman, &Huffman)> = Vec::new();
        let table = |c: &ScanComponent| -> Result<(&Huffman, &Huffman), Fault> {
            match (self.dc.get(c.td), self.ac.get(c.ta)) {
                (Some(Some(dc)), Some(Some(ac))) => Ok((dc, ac)),
                _ => Err(form("a Huffman table missing")),
            }
        };
        let units = if let [only] = parts {
            let f = &frame.components[only.index];
            let w = (x * u64::from(f.h)).div_ceil(hmax);
            let h = (y * u64::from(f.v)).div_ceil(vmax);
            unit.push(table(only)?);
            w.div_ceil(8) * h.div_ceil(8)
        } else {
            for c in parts {
                let f = &frame.components[c.index];
                for _ in 0..u32::from(f.h) * u32::from(f.v) {
                    unit.push(table(c)?);
                }
            }
            if unit.len() > 10 {
                return Err(form("more than ten blocks in an MCU"));
            }
            x.div_ceil(8 * hmax) * y.div_ceil(8 * vmax)
        };
        let per_interval = match self.restart {
            0 => units,
            r => u64::from(r),
        };
        let intervals = units.div_ceil(per_interval);
        let mut starts = vec![0];
        starts.extend(coded.restarts.iter().map(|&(at, _)| at));
        if self.stored {
            for (k, &(_, n)) in coded.restarts.iter().enumerate() {
                if usize::from(n) != k % 8 {
                    return Err(form("restart markers out of sequence"));
                }
            }
        }
        if starts.len() as u64 > intervals {
            return Err(form("more restart markers than the picture has"));
        }
        for (k, &start) in starts.iter().enumerate() {
            let end = starts.get(k + 1).copied().unwrap_or(coded.data.len());
            let data = coded.data.get(start..end).unwrap_or(&[]);
            let done = k as u64 * per_interval;
            let count = per_interval.min(units - done);
            let mut bits = Bits {
                data,
                pos: 0,
                past_end: false,
            };
            for _ in 0..count {
                for (dc, ac) in &unit {
                    // Nonsense read past the end (a run too long, say) is the data running out.
                    block(&mut bits, dc, ac, self.stored).map_err(|e| {
                        if bits.past_end {
                            Fault::Truncated
                        } else {
                            e
                        }
                    })?;
                    if bits.pos > bits.len() {
                        return Err(Fault::Truncated);
                    }
                }
            }
            if self.stored {
                // What is left: at most the last byte's padding, all ones.
                let left = bits.len() - bits.pos;
                if left >= 8 {
                    return Err(Fault::Trailing(left / 8));
                }
                if left > 0 && bits.peek16() >> (16 - left) != (1 << left) - 1 {
                    return Err(form("padding bits that are not ones"));
                }
            }
        }
        if (starts.len() as u64) < intervals {
            return Err(Fault::Truncated);
        }
        Ok(())
    }
}

/// A scan's coded data, unstuffed: the restart markers' offsets in it and numbers, and where the
/// marker after it is in the file.
struct Coded {
    data: Vec<u8>,
    restarts: Vec<(usize, u8)>,
    end: Option<usize>,
}

/// One 8 × 8 block: the DC difference and the AC run-lengths up to the end of block. In an 8-bit
/// picture (`eight_bit`) a DC difference has at most 11 bits and an AC coefficient 10.
fn block(bits: &mut Bits, dc: &Huffman, ac: &Huffman, eight_bit: bool) -> Result<(), Fault> {
    let (dc_bits, ac_bits) = if eight_bit { (11, 10) } else { (16, 15) };
    let s = dc.decode(bits)?;
    if s > dc_bits {
        return Err(form("a bad DC code"));
    }
    bits.pos += usize::from(s);
    let mut k = 1usize;
    while k < 64 {
        let rs = ac.decode(bits)?;
        let (run, size) = (usize::from(rs >> 4), rs & 0x0f);
        if size == 0 {
            if run != 15 {
                break;
            }
            k += 16;
        } else {
            if size > ac_bits {
                return Err(form("a bad AC code"));
            }
            k += run + 1;
            bits.pos += usize::from(size);
        }
        if k > 64 {
            return Err(form("a block of more than 64 coefficients"));
        }
    }
    Ok(())
}

/// The bits of an unstuffed interval; reading past the end gives ones (which a Huffman code is
/// never made of only), and `pos` past `len` is the data running out.
struct Bits<'a> {
    data: &'a [u8],
    pos: usize,
    /// Whether a peek has reached past the end.
    past_end: bool,
}

impl Bits<'_> {
    fn len(&self) -> usize {
        self.data.len() * 8
    }

    /// The next 16 bits, without taking them.
    fn peek16(&mut self) -> u32 {
        let i = self.pos / 8;
        self.past_end |= i + 2 >= self.data.len();
        let byte = |j: usize| u32::from(self.data.get(i + j).copied().unwrap_or(0xff));
        let window = (byte(0) << 16) | (byte(1) << 8) | byte(2);
        (window >> (8 - (self.pos % 8))) & 0xffff
    }
}

/// A Huffman table, for decoding (ITU T.81 F.2.2.3), with a lookup of the first nine bits.
#[derive(Debug, Clone)]
struct Huffman {
    /// By the next nine bits: the code's length << 8 | its value, or 0 for a longer code.
    fast: Vec<u16>,
    /// The largest code of each length (-1 for none), and the offset from a code of that length
    /// to its value's index.
    max_code: [i32; 17],
    offset: [i32; 17],
    values: Vec<u8>,
}

impl Huffman {
    /// From the counts of codes of each length 1–16 and their values; none when the counts
    /// give more codes of a length than fit (or an all-ones code).
    fn new(counts: &[u8; 16], values: &[u8]) -> Option<Huffman> {
        let total: usize = counts.iter().map(|&n| usize::from(n)).sum();
        if total == 0 || total > 256 || values.len() != total {
            return None;
        }
        let mut fast = vec![0u16; 512];
        let mut max_code = [-1i32; 17];
        let mut offset = [0i32; 17];
        let (mut code, mut k) = (0u32, 0usize);
        for len in 1..=16usize {
            let n = usize::from(counts[len - 1]);
            offset[len] = k as i32 - code as i32;
            for _ in 0..n {
                if len <= 9 {
                    let shift = 9 - len;
                    let first = (code << shift) as usize;
                    let entry = ((len as u16) << 8) | u16::from(values[k]);
                    fast.get_mut(first..first + (1 << shift))?.fill(entry);
                }
                code += 1;
                k += 1;
            }
            if n > 0 {
                // No code may be all ones (T.81 C; libjpeg refuses it too).
                if code >= 1 << len {
                    return None;
                }
                max_code[len] = code as i32 - 1;
            }
            code <<= 1;
        }
        Some(Huffman {
            fast,
            max_code,
            offset,
            values: values.to_vec(),
        })
    }

    fn decode(&self, bits: &mut Bits) -> Result<u8, Fault> {
        let next = bits.peek16();
        let entry = self.fast[(next >> 7) as usize];
        if entry != 0 {
            bits.pos += usize::from(entry >> 8);
            return Ok(entry as u8);
        }
        for len in 10..=16 {
            let code = (next >> (16 - len)) as i32;
            if code <= self.max_code[len] {
                bits.pos += len;
                let at = usize::try_from(code + self.offset[len]).ok();
                return at
                    .and_then(|at| self.values.get(at).copied())
                    .ok_or_else(|| form("a bad Huffman code"));
            }
        }
        if bits.pos + 16 > bits.len() {
            // The ones read past the end: the data ran out.
            Err(Fault::Truncated)
        } else {
            Err(form("a bad Huffman code"))
        }
    }
}
