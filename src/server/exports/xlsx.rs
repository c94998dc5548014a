//! The XLSX export: a workbook with a Products sheet and a Fitment sheet
//! (one row per product and model-year; a second Fitment sheet when one
//! would pass Excel's 1,048,576 rows).
//!
//! A workbook is a zip whose parts are complete only at the end, so it
//! cannot go out row by row as the CSV does. Instead each sheet is written
//! row by row to a temporary file (the writer's constant-memory mode), a
//! chunk of records at a time, on a blocking thread; the finished workbook
//! goes to another temporary file and is then sent from it. Memory stays
//! bounded; the response (and its row count) starts at once, and its body
//! follows once the workbook is complete. A client that leaves stops the
//! work at the next chunk.

use std::io::{Seek, SeekFrom};

use axum::response::Response;
use bytes::Bytes;
use rust_xlsxwriter::{Format, Workbook, Worksheet, XlsxError};
use tokio::{io::AsyncReadExt, sync::mpsc};

use super::{
    cells::Cell,
    permits::ExportPermit,
    rows::{fitment_rows, product_row, FITMENT_COLUMNS, PRODUCT_COLUMNS},
    stream::{download, stock_of, Feed, Rows, AHEAD},
};
use crate::server::start::state::AppState;

/// Excel's last row (0-based), the header included.
const MAX_ROW: u32 = 1_048_575;
/// Bytes per chunk of the finished file.
const SEND_CHUNK: usize = 64 * 1024;

pub const CONTENT_TYPE: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// A one-sheet workbook of `rows` under `columns`, built in memory on a
/// blocking thread (for the small downloads: a period's lost sales, a
/// quote's lines); its sheet is written row by row to a temporary file.
/// `None` when it could not be written.
pub(crate) async fn one_sheet(
    title: &'static str,
    columns: &'static [&'static str],
    rows: Vec<Vec<Cell>>,
) -> Option<Vec<u8>> {
    let built = tokio::task::spawn_blocking(move || {
        let mut wb = Workbook::new();
        let bold = Format::new().set_bold();
        let mut ws = wb.new_worksheet_with_constant_memory()?;
        ws.set_name(title)?;
        header(&mut ws, columns, &bold)?;
        for (i, cells) in rows.iter().enumerate() {
            let row = u32::try_from(i + 1).unwrap_or(u32::MAX);
            write_row(&mut ws, row, cells)?;
        }
        wb.push_worksheet(ws);
        wb.save_to_buffer()
    })
    .await;
    match built {
        Ok(Ok(bytes)) => Some(bytes),
        _ => None,
    }
}

/// The XLSX export as a download; the work starts at once.
pub fn xlsx_response(state: AppState, rows: Rows, stock: bool, permit: ExportPermit) -> Response {
    let (tx, rx) = mpsc::channel::<Result<Bytes, std::io::Error>>(AHEAD);
    let count = rows.len();
    let handle = tokio::runtime::Handle::current();
    let closed = tx.clone();
    let tx = Feed::new(tx, permit);
    let body = tx.body(rx);
    tokio::spawn(async move {
        let built = tokio::task::spawn_blocking(move || {
            build(&handle, &state, &rows, stock, &|| closed.is_closed())
        })
        .await;
        let file = match built {
            Ok(Ok(f)) => f,
            Ok(Err(e)) => {
                tracing::info!(reason = %e, "xlsx export stopped");
                let _ = tx.send(Err(std::io::Error::other(e))).await;
                return;
            }
            Err(_) => {
                let _ = tx
                    .send(Err(std::io::Error::other("the export failed")))
                    .await;
                return;
            }
        };
        let mut file = tokio::fs::File::from_std(file);
        loop {
            let mut buf = vec![0u8; SEND_CHUNK];
            match file.read(&mut buf).await {
                Ok(0) => return,
                Ok(n) => {
                    buf.truncate(n);
                    if tx.send(Ok(Bytes::from(buf))).await.is_err() {
                        return;
                    }
                }
                Err(e) => {
                    let _ = tx.send(Err(e)).await;
                    return;
                }
            }
        }
    });
    download(CONTENT_TYPE, "products.xlsx", count, body)
}

fn show(e: XlsxError) -> String {
    format!("the workbook could not be written: {e}")
}

pub(crate) fn write_row(sheet: &mut Worksheet, row: u32, cells: &[Cell]) -> Result<(), XlsxError> {
    for (col, cell) in cells.iter().enumerate() {
        let col = u16::try_from(col).unwrap_or(u16::MAX);
        match cell {
            Cell::Empty => {}
            Cell::Text(s) => {
                sheet.write_string(row, col, s)?;
            }
            Cell::Money(x) => {
                sheet.write_number(row, col, *x)?;
            }
            Cell::Int(n) => {
                sheet.write_number(row, col, *n as f64)?;
            }
        }
    }
    Ok(())
}

pub(crate) fn header(
    sheet: &mut Worksheet,
    names: &[&str],
    bold: &Format,
) -> Result<(), XlsxError> {
    for (col, name) in names.iter().enumerate() {
        let col = u16::try_from(col).unwrap_or(u16::MAX);
        sheet.write_string_with_format(0, col, *name, bold)?;
    }
    sheet.set_freeze_panes(1, 0)?;
    Ok(())
}

/// Writes the whole workbook to an anonymous temporary file, rewound.
fn build(
    handle: &tokio::runtime::Handle,
    state: &AppState,
    rows: &Rows,
    stock: bool,
    gone: &dyn Fn() -> bool,
) -> Result<std::fs::File, String> {
    let mut wb = Workbook::new();
    let bold = Format::new().set_bold();
    let mut products = wb.new_worksheet_with_constant_memory().map_err(show)?;
    products.set_name("Products").map_err(show)?;
    header(&mut products, &PRODUCT_COLUMNS, &bold).map_err(show)?;
    // Constant-memory sheets take rows in order only: each header first.
    let fit_sheet = |wb: &mut Workbook, k: usize| -> Result<Worksheet, XlsxError> {
        let mut sheet = wb.new_worksheet_with_constant_memory()?;
        sheet.set_name(if k == 1 {
            "Fitment".to_string()
        } else {
            format!("Fitment {k}")
        })?;
        header(&mut sheet, &FITMENT_COLUMNS, &bold)?;
        Ok(sheet)
    };
    let mut fitment = vec![fit_sheet(&mut wb, 1).map_err(show)?];
    let mut fit_row = 0u32;
    let mut row = 0u32;
    let mut n = 0;
    while let Some(chunk) = handle.block_on(rows.chunk(n, &state.index)) {
        n += 1;
        if gone() {
            return Err("the client went away".into());
        }
        let items = chunk?;
        let stock_views = if stock {
            handle.block_on(stock_of(state, &items))
        } else {
            Vec::new()
        };
        for (i, p) in items.iter().enumerate() {
            row += 1;
            if row > MAX_ROW {
                return Err("more products than one sheet holds".into());
            }
            let s = if stock { stock_views.get(i) } else { None };
            write_row(&mut products, row, &product_row(p, s)).map_err(show)?;
            for fit in fitment_rows(p) {
                if fit_row == MAX_ROW {
                    let next = fit_sheet(&mut wb, fitment.len() + 1).map_err(show)?;
                    fitment.push(next);
                    fit_row = 0;
                }
                let Some(sheet) = fitment.last_mut() else {
                    return Err("no fitment sheet".into());
                };
                fit_row += 1;
                write_row(sheet, fit_row, &fit).map_err(show)?;
            }
        }
    }
    wb.push_worksheet(products);
    for sheet in fitment {
        wb.push_worksheet(sheet);
    }
    let mut file = tempfile::tempfile().map_err(|e| format!("no temporary file: {e}"))?;
    wb.save_to_writer(&mut file).map_err(show)?;
    file.seek(SeekFrom::Start(0))
        .map_err(|e| format!("the workbook could not be read back: {e}"))?;
    Ok(file)
}
