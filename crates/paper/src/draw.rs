//! Drawing a sheet with krilla: the page's geometry, the heading, the table with its rules
//! and the footer. Positions are in points from the page's top left; text sits on a baseline.

use crate::error::PaperError;
use crate::fonts::{Face, Faces};
use crate::layout::{paginate, wrap};
use crate::{Align, Printed, Sheet};
use krilla::color::rgb;
use krilla::geom::{PathBuilder, Point, Rect, Size, Transform};
use krilla::image::Image;
use krilla::metadata::Metadata;
use krilla::page::PageSettings;
use krilla::paint::{Fill, Stroke};
use krilla::surface::Surface;
use krilla::Document;

/// A4 in points.
const PAGE: (f32, f32) = (595.28, 841.89);
const MARGIN: f32 = 40.0;
const TITLE: f32 = 16.0;
const LINE: f32 = 10.0;
const BODY: f32 = 9.0;
const FOOTER: f32 = 8.0;
/// Line height as a multiple of the font size, and a cell's inner padding.
const LEADING: f32 = 1.35;
const PAD: f32 = 3.0;
/// Pictures to a row, and the gap between them.
const PICTURES_PER_ROW: usize = 3;
const GAP: f32 = 10.0;

/// A row laid out: each cell's lines, and the row's height.
struct Row {
    cells: Vec<Vec<String>>,
    height: f32,
}

fn rows(sheet: &Sheet, faces: &Faces, widths: &[f32]) -> (Row, Vec<Row>) {
    let lay = |cells: &[String], face: &Face| -> Row {
        let cells: Vec<Vec<String>> = cells
            .iter()
            .zip(widths)
            .map(|(text, w)| wrap(text, w - 2.0 * PAD, &|s| face.width(s, BODY)))
            .collect();
        let lines = cells.iter().map(Vec::len).max().unwrap_or(1).max(1);
        Row {
            height: lines as f32 * BODY * LEADING + 2.0 * PAD,
            cells,
        }
    };
    let titles: Vec<String> = sheet.columns.iter().map(|c| c.title.clone()).collect();
    let header = lay(&titles, &faces.bold);
    let mut body: Vec<Row> = sheet.rows.iter().map(|r| lay(r, &faces.regular)).collect();
    if body.is_empty() {
        let mut empty = vec![String::new(); sheet.columns.len()];
        if let Some(first) = empty.first_mut() {
            first.clone_from(&sheet.empty);
        }
        body.push(lay(&empty, &faces.regular));
    }
    (header, body)
}

pub fn print(sheet: &Sheet, faces: &Faces) -> Result<Printed, PaperError> {
    let (width, height) = PAGE;
    let inner = width - 2.0 * MARGIN;
    let total: f32 = sheet
        .columns
        .iter()
        .map(|c| c.weight)
        .sum::<f32>()
        .max(f32::EPSILON);
    let widths: Vec<f32> = sheet
        .columns
        .iter()
        .map(|c| inner * c.weight / total)
        .collect();
    let (header, body) = rows(sheet, faces, &widths);
    let heading = MARGIN + TITLE * LEADING + sheet.lines.len() as f32 * LINE * LEADING + 8.0;
    let room = height - heading - header.height - MARGIN - FOOTER * 3.0;
    let heights: Vec<f32> = body.iter().map(|r| r.height).collect();
    let pages = paginate(&heights, room);
    let pictures = pictures(sheet, inner)?;
    let picture_room = height - heading - MARGIN - FOOTER * 3.0;
    let picture_pages = match pictures.is_empty() {
        true => Vec::new(),
        false => paginate(
            &pictures.iter().map(|row| row.height).collect::<Vec<_>>(),
            picture_room,
        ),
    };
    let total_pages = pages.len() + picture_pages.len();

    let mut doc = Document::new();
    doc.set_metadata(
        Metadata::new()
            .title(sheet.title.clone())
            .language(sheet.lang.to_string()),
    );
    for (n, (first, count)) in pages.iter().enumerate() {
        let settings = PageSettings::from_wh(width, height).expect("A4 is a valid size");
        let mut page = doc.start_page_with(settings);
        let mut s = page.surface();
        draw_heading(&mut s, sheet, faces);
        let top = heading;
        shade(&mut s, Rect::from_xywh(MARGIN, top, inner, header.height));
        let mut y = top;
        place(&mut s, &faces.bold, &header, &widths, sheet, y);
        y += header.height;
        let mut rules = PathBuilder::new();
        for row in &body[*first..first + count] {
            rule(&mut rules, y, inner);
            place(&mut s, &faces.regular, row, &widths, sheet, y);
            y += row.height;
        }
        rule(&mut rules, top, inner);
        rule(&mut rules, y, inner);
        let mut x = MARGIN;
        for w in std::iter::once(&0.0).chain(widths.iter()) {
            x += w;
            rules.move_to(x, top);
            rules.line_to(x, y);
        }
        if let Some(path) = rules.finish() {
            s.set_fill(None);
            s.set_stroke(Some(Stroke {
                width: 0.5,
                paint: rgb::Color::new(90, 90, 90).into(),
                ..Default::default()
            }));
            s.draw_path(&path);
            s.set_stroke(None);
            s.set_fill(Some(Fill::default()));
        }
        draw_footer(&mut s, sheet, faces, n + 1, total_pages);
        s.finish();
        page.finish();
    }
    for (k, (first, count)) in picture_pages.iter().enumerate() {
        let settings = PageSettings::from_wh(width, height).expect("A4 is a valid size");
        let mut page = doc.start_page_with(settings);
        let mut s = page.surface();
        draw_heading(&mut s, sheet, faces);
        let mut y = heading;
        for row in &pictures[*first..first + count] {
            let mut x = MARGIN;
            for (image, size, caption) in &row.cells {
                s.push_transform(&Transform::from_translate(x, y));
                s.draw_image(image.clone(), *size);
                s.pop();
                let lines = wrap(caption, row.cell_width, &|t| faces.regular.width(t, FOOTER));
                for (i, line) in lines.iter().take(2).enumerate() {
                    let baseline = y + row.box_height + FOOTER * (1.2 + i as f32 * LEADING);
                    text(&mut s, &faces.regular, x, baseline, FOOTER, line);
                }
                x += row.cell_width + GAP;
            }
            y += row.height;
        }
        draw_footer(&mut s, sheet, faces, pages.len() + k + 1, total_pages);
        s.finish();
        page.finish();
    }
    let bytes = doc.finish().map_err(|e| PaperError::PdfFailed {
        detail: format!("{e:?}"),
    })?;
    Ok(Printed {
        bytes,
        pages: total_pages,
    })
}

/// The title and the lines under it, on every page.
fn draw_heading(s: &mut Surface, sheet: &Sheet, faces: &Faces) {
    s.set_fill(Some(Fill::default()));
    let mut y = MARGIN + TITLE;
    text(s, &faces.bold, MARGIN, y, TITLE, &sheet.title);
    y += TITLE * (LEADING - 1.0);
    for line in &sheet.lines {
        y += LINE * LEADING;
        text(s, &faces.regular, MARGIN, y, LINE, line);
    }
}

fn draw_footer(s: &mut Surface, sheet: &Sheet, faces: &Faces, page: usize, pages: usize) {
    let footer = (sheet.footer)(page, pages);
    let fw = faces.regular.width(&footer, FOOTER);
    let (width, height) = PAGE;
    text(
        s,
        &faces.regular,
        (width - fw) / 2.0,
        height - MARGIN + FOOTER,
        FOOTER,
        &footer,
    );
}

/// A row of pictures: each image with the size it is drawn at and its caption.
struct PictureRow {
    cells: Vec<(Image, Size, String)>,
    cell_width: f32,
    box_height: f32,
    height: f32,
}

/// The sheet's pictures in rows, each scaled to fit a square cell. A picture that is not a
/// readable JPEG is refused (the case file must not silently leave one out).
fn pictures(sheet: &Sheet, inner: f32) -> Result<Vec<PictureRow>, PaperError> {
    let cell = (inner - GAP * (PICTURES_PER_ROW - 1) as f32) / PICTURES_PER_ROW as f32;
    let mut rows = Vec::new();
    for chunk in sheet.pictures.chunks(PICTURES_PER_ROW) {
        let mut cells = Vec::new();
        for p in chunk {
            let image = Image::from_jpeg(p.jpeg.clone().into(), true)
                .map_err(|detail| PaperError::PdfFailed { detail })?;
            let (w, h) = image.size();
            let scale = (cell / w.max(1) as f32).min(cell / h.max(1) as f32);
            let size = Size::from_wh(w as f32 * scale, h as f32 * scale).ok_or_else(|| {
                PaperError::PdfFailed {
                    detail: "an empty picture".into(),
                }
            })?;
            cells.push((image, size, p.caption.clone()));
        }
        rows.push(PictureRow {
            cells,
            cell_width: cell,
            box_height: cell,
            height: cell + FOOTER * (1.2 + 2.0 * LEADING) + GAP,
        });
    }
    Ok(rows)
}

fn text(s: &mut Surface, face: &Face, x: f32, y: f32, size: f32, t: &str) {
    if t.is_empty() {
        return;
    }
    let glyphs = face.glyphs(t);
    s.draw_glyphs(
        Point::from_xy(x, y),
        &glyphs,
        face.font().clone(),
        t,
        size,
        false,
    );
}

/// A row's cells, each line on its baseline, aligned as its column says.
fn place(s: &mut Surface, face: &Face, row: &Row, widths: &[f32], sheet: &Sheet, top: f32) {
    let mut x = MARGIN;
    for ((lines, w), column) in row.cells.iter().zip(widths).zip(&sheet.columns) {
        for (k, line) in lines.iter().enumerate() {
            let baseline = top + PAD + BODY + k as f32 * BODY * LEADING;
            let left = match column.align {
                Align::Start => x + PAD,
                Align::End => x + w - PAD - face.width(line, BODY),
            };
            text(s, face, left, baseline, BODY, line);
        }
        x += w;
    }
}

fn rule(path: &mut PathBuilder, y: f32, inner: f32) {
    path.move_to(MARGIN, y);
    path.line_to(MARGIN + inner, y);
}

/// The header row's light grey ground.
fn shade(s: &mut Surface, rect: Option<Rect>) {
    let Some(rect) = rect else { return };
    let mut path = PathBuilder::new();
    path.push_rect(rect);
    if let Some(path) = path.finish() {
        s.set_fill(Some(Fill {
            paint: rgb::Color::new(232, 232, 232).into(),
            ..Default::default()
        }));
        s.draw_path(&path);
        s.set_fill(Some(Fill::default()));
    }
}
