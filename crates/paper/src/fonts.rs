//! The fonts a page is set in: Noto Sans CJK (OFL), from the system's font directory (Debian's
//! `fonts-noto-cjk`, which `scripts/bootstrap.sh` installs) or from `MJREF_FONT_DIR`. One
//! collection holds every region's face; the page's language picks the face, so 直, 骨 and 髙
//! are drawn the way a reader of that language writes them. Only the glyphs used are embedded.

use crate::error::PaperError;
use krilla::text::{Font, GlyphId, KrillaGlyph};
use skrifa::instance::{LocationRef, Size};
use skrifa::{FontRef, MetadataProvider};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

/// Where the font collections are looked for, in order (after `MJREF_FONT_DIR`).
const SYSTEM_DIRS: &[&str] = &[
    "/usr/share/fonts/opentype/noto",
    "/usr/share/fonts/noto-cjk",
    "/usr/share/fonts/google-noto-cjk",
];
const REGULAR: &str = "NotoSansCJK-Regular.ttc";
const BOLD: &str = "NotoSansCJK-Bold.ttc";

/// The face of the collection for a language: 0 Japanese, 2 Simplified Chinese (the order of
/// the faces in NotoSansCJK-*.ttc). English is set in the Simplified Chinese face, whose
/// Latin is the same and which prints the Chinese names an English notice still carries.
fn face_index(lang: &str) -> u32 {
    match lang {
        "ja" => 0,
        _ => 2,
    }
}

/// One face of a collection, with what is needed to place text in it without a shaper.
#[derive(Clone)]
pub struct Face {
    font: Font,
    data: Arc<Vec<u8>>,
    index: u32,
}

impl Face {
    /// The glyphs of `text`, each with its advance as a fraction of the font size.
    pub fn glyphs(&self, text: &str) -> Vec<KrillaGlyph> {
        let Ok(face) = FontRef::from_index(&self.data, self.index) else {
            return Vec::new();
        };
        let (map, metrics) = (
            face.charmap(),
            face.glyph_metrics(Size::unscaled(), LocationRef::default()),
        );
        let per_em = self.font.units_per_em();
        text.char_indices()
            .map(|(i, c)| {
                let id = map.map(c).unwrap_or_default();
                let advance = metrics.advance_width(id).unwrap_or(0.0) / per_em;
                KrillaGlyph::new(
                    GlyphId::new(id.to_u32()),
                    advance,
                    0.0,
                    0.0,
                    0.0,
                    i..i + c.len_utf8(),
                    None,
                )
            })
            .collect()
    }

    /// How wide `text` is at `size` points.
    pub fn width(&self, text: &str, size: f32) -> f32 {
        self.glyphs(text).iter().map(|g| g.x_advance * size).sum()
    }

    pub fn font(&self) -> &Font {
        &self.font
    }
}

/// The regular and bold faces for a language.
#[derive(Clone)]
pub struct Faces {
    pub regular: Face,
    pub bold: Face,
}

impl Faces {
    pub fn for_lang(lang: &str) -> Result<Self, PaperError> {
        let index = face_index(lang);
        Ok(Faces {
            regular: face(REGULAR, index)?,
            bold: face(BOLD, index)?,
        })
    }
}

fn places() -> Vec<PathBuf> {
    std::env::var_os("MJREF_FONT_DIR")
        .map(PathBuf::from)
        .into_iter()
        .chain(SYSTEM_DIRS.iter().map(PathBuf::from))
        .collect()
}

fn face(file: &str, index: u32) -> Result<Face, PaperError> {
    let places = places();
    let path = places
        .iter()
        .map(|dir| dir.join(file))
        .find(|p| p.is_file())
        .ok_or_else(|| PaperError::FontMissing {
            font: file.to_string(),
            places: places
                .iter()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>()
                .join(", "),
        })?;
    let data = read(&path)?;
    let unreadable = || PaperError::FontUnreadable {
        path: path.display().to_string(),
    };
    let font = Font::new(data.clone().into(), index).ok_or_else(unreadable)?;
    Ok(Face { font, data, index })
}

/// A collection is some 20 MB: read once a run, shared by every page and language.
fn read(path: &Path) -> Result<Arc<Vec<u8>>, PaperError> {
    static READ: OnceLock<Mutex<HashMap<PathBuf, Arc<Vec<u8>>>>> = OnceLock::new();
    let mut cache = READ
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(data) = cache.get(path) {
        return Ok(data.clone());
    }
    let data = Arc::new(std::fs::read(path).map_err(|_| PaperError::FontUnreadable {
        path: path.display().to_string(),
    })?);
    cache.insert(path.to_path_buf(), data.clone());
    Ok(data)
}
