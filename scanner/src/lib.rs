//! Reads the barcode on a Dealer Desk shelf label from one grayscale camera
//! frame: EAN-13 (a UPC-A reads as the EAN-13 with a leading 0) or Code 128.
//!
//! The browser loads this module only where it has no `BarcodeDetector`.
//! It is a plain WebAssembly module with a C interface and no imports: the
//! page asks for a frame buffer with [`scan_buffer`], writes one luma frame
//! (one byte per pixel, row by row) into the module's memory, calls
//! [`scan_decode`] and, when that returns a length above zero, reads that
//! many bytes of UTF-8 at [`scan_result`]: `ean13:5012345678900` or
//! `code128:CP0151BL`.
//!
//! Decoding is rxing's EAN-13 and Code 128 readers (a port of ZXing's) over
//! every row of the frame, each row read both ways so that a label held
//! upside down reads too. Before that each pixel is averaged with the rows
//! just above and below it (bars run up and down, so this takes out sensor
//! noise without blurring across the bars), and rows are thresholded first
//! from their own histogram, then, if nothing read, from local blocks of the
//! frame. A text is reported only when it was read on rows far enough apart
//! to be independent and clearly more often than any other text, which
//! keeps a blurred row that happens to pass a check digit from being taken
//! for the label.

use std::borrow::Cow;
use std::sync::Mutex;

use rxing::common::{
    BitArray, BitMatrix, GlobalHistogramBinarizer, HybridBinarizer, LineOrientation,
};
use rxing::oned::{Code128Reader, EAN13Reader, OneDReader};
use rxing::{
    BarcodeFormat, Binarizer, BinaryBitmap, DecodeHints, Exceptions, Luma8Source, LuminanceSource,
    RXingResult, Reader,
};

/// The symbols looked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// EAN-13, and UPC-A reported as its 13-digit EAN form.
    Ean13,
    /// Code 128.
    Code128,
}

impl Format {
    /// The name used in the result text: `ean13` or `code128`.
    pub fn name(self) -> &'static str {
        match self {
            Format::Ean13 => "ean13",
            Format::Code128 => "code128",
        }
    }
}

/// A barcode read from a frame.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    pub format: Format,
    /// The symbol's text: 13 digits for EAN-13, the encoded text for Code 128.
    pub text: String,
}

impl Found {
    /// The text handed to the page: `FORMAT:TEXT`.
    pub fn result_text(&self) -> String {
        format!("{}:{}", self.format.name(), self.text)
    }
}

/// How each scanned row is turned into black and white.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Binarization {
    /// A threshold per row from that row's histogram, after a small
    /// sharpening filter (ZXing's `GlobalHistogramBinarizer` row mode).
    RowHistogram,
    /// Rows taken from a whole-frame local-threshold bitmap (ZXing's
    /// `HybridBinarizer` matrix, thresholds from 8x8 blocks).
    LocalBlocks,
    /// [`Binarization::RowHistogram`], then, when nothing reads,
    /// [`Binarization::LocalBlocks`].
    Both,
}

/// How hard to look.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    pub binarization: Binarization,
    /// Before binarizing, replace each pixel by the mean of the pixels this
    /// many rows above and below it (0: no smoothing). Bars run up and
    /// down, so this lowers sensor noise without blurring across them.
    pub row_average: usize,
    /// Scan every row (ZXing's `TRY_HARDER`) rather than 15 rows around
    /// the middle.
    pub every_row: bool,
    /// When nothing reads, scan the frame turned a quarter turn too.
    pub quarter_turn: bool,
}

impl Default for Options {
    /// The settings the module uses: each pixel averaged with the two rows
    /// above and below it, every row scanned, thresholded from the row's
    /// histogram and then, if nothing read, from local blocks; no quarter
    /// turn.
    fn default() -> Self {
        Options {
            binarization: Binarization::Both,
            row_average: 2,
            every_row: true,
            quarter_turn: false,
        }
    }
}

/// Reads an EAN-13 or Code 128 symbol from a luma frame of `width` x
/// `height` pixels (row-major, one byte per pixel; `luma` may be longer than
/// the frame, the rest is ignored). `None` when no symbol reads or the size
/// is wrong (zero, or larger than `luma`).
pub fn decode_luma(luma: &[u8], width: usize, height: usize) -> Option<Found> {
    decode_luma_with(luma, width, height, Options::default())
}

/// [`decode_luma`] with chosen [`Options`].
pub fn decode_luma_with(
    luma: &[u8],
    width: usize,
    height: usize,
    options: Options,
) -> Option<Found> {
    if width == 0 || height == 0 {
        return None;
    }
    let pixels = width.checked_mul(height)?;
    let frame = luma.get(..pixels)?;
    let smoothed;
    let frame = if options.row_average > 0 {
        smoothed = average_rows(frame, width, height, options.row_average);
        &smoothed[..]
    } else {
        frame
    };
    let source = Luma8Source::new_with_slice(
        frame,
        u32::try_from(width).ok()?,
        u32::try_from(height).ok()?,
    )
    .ok()?;
    let hints = DecodeHints {
        TryHarder: Some(options.every_row),
        ..DecodeHints::default()
    };
    let hints = &hints;
    let by_rows = || {
        let mut bitmap = BinaryBitmap::new(GlobalHistogramBinarizer::new(source.clone()));
        read(&mut bitmap, hints, options)
    };
    let by_blocks = || {
        let mut bitmap = BinaryBitmap::new(BlockRows(HybridBinarizer::new(source.clone())));
        read(&mut bitmap, hints, options)
    };
    match options.binarization {
        Binarization::RowHistogram => by_rows(),
        Binarization::LocalBlocks => by_blocks(),
        Binarization::Both => by_rows().or_else(by_blocks),
    }
}

/// Each pixel replaced by the mean of itself and the pixels up to `radius`
/// rows above and below it (fewer at the top and bottom edges).
fn average_rows(frame: &[u8], width: usize, height: usize, radius: usize) -> Vec<u8> {
    let mut sums = vec![0u32; width];
    let mut out = vec![0u8; frame.len()];
    let row = |y: usize| &frame[y * width..(y + 1) * width];
    // Rows [first, last) are in `sums`.
    let (mut first, mut last) = (0, 0);
    for y in 0..height {
        let want_first = y.saturating_sub(radius);
        let want_last = y.saturating_add(radius).saturating_add(1).min(height);
        while last < want_last {
            for (s, &p) in sums.iter_mut().zip(row(last)) {
                *s += u32::from(p);
            }
            last += 1;
        }
        while first < want_first {
            for (s, &p) in sums.iter_mut().zip(row(first)) {
                *s -= u32::from(p);
            }
            first += 1;
        }
        let n = (last - first) as u32;
        for (o, &s) in out[y * width..(y + 1) * width].iter_mut().zip(&sums) {
            *o = ((s + n / 2) / n) as u8;
        }
    }
    out
}

/// Scans `bitmap` with the shelf-label reader, then, if asked and nothing
/// was read, the bitmap turned a quarter turn.
fn read<B: Binarizer>(
    bitmap: &mut BinaryBitmap<B>,
    hints: &DecodeHints,
    options: Options,
) -> Option<Found> {
    let min_gap =
        u32::try_from(options.row_average.saturating_mul(2).saturating_add(1)).unwrap_or(u32::MAX);
    let mut reader = ShelfLabelReader::new(min_gap);
    let _ = reader._do_decode(bitmap, hints);
    match reader.verdict() {
        Some(found) => Some(found),
        None if options.quarter_turn && bitmap.is_rotate_supported() => {
            let mut turned = bitmap.rotate_counter_clockwise();
            let mut reader = ShelfLabelReader::new(min_gap);
            let _ = reader._do_decode(&mut turned, hints);
            reader.verdict()
        }
        None => None,
    }
}

/// The formats looked for, from rxing's.
fn format_of(format: BarcodeFormat) -> Option<Format> {
    match format {
        BarcodeFormat::EAN_13 => Some(Format::Ean13),
        BarcodeFormat::CODE_128 => Some(Format::Code128),
        _ => None,
    }
}

/// One text read on some rows of a frame.
struct Candidate {
    format: Format,
    text: String,
    rows: Vec<u32>,
}

/// A 1D reader that tries EAN-13, then Code 128, on each scanned row, so a
/// frame's rows are binarized once for both, and collects what each row
/// reads.
///
/// A single blurred row can pass a symbol's check digit by chance, and a
/// symbol at the edge of the camera's resolution can read two ways on
/// different rows. So a text counts only when it was read on two rows that
/// share no pixels, and on at least twice as many rows as any other text.
/// The scan stops early once one text has been read on
/// [`ShelfLabelReader::EARLY`] rows and nothing else has been read.
struct ShelfLabelReader {
    /// Rows closer than this share pixels (after averaging) and do not
    /// confirm each other.
    min_gap: u32,
    candidates: Vec<Candidate>,
}

impl ShelfLabelReader {
    const EARLY: usize = 6;

    fn new(min_gap: u32) -> Self {
        ShelfLabelReader {
            min_gap,
            candidates: Vec::new(),
        }
    }

    /// Records a read; true when it settles the frame early.
    fn record(&mut self, format: Format, text: &str, row: u32) -> bool {
        match self
            .candidates
            .iter_mut()
            .find(|c| c.format == format && c.text == text)
        {
            Some(c) => c.rows.push(row),
            None => self.candidates.push(Candidate {
                format,
                text: text.to_owned(),
                rows: vec![row],
            }),
        }
        self.candidates.len() == 1 && self.candidates[0].rows.len() >= Self::EARLY
    }

    /// The text the frame shows, if one stands out.
    fn verdict(&self) -> Option<Found> {
        let best = self.candidates.iter().max_by_key(|c| c.rows.len())?;
        let runner_up = self
            .candidates
            .iter()
            .filter(|c| !std::ptr::eq(*c, best))
            .map(|c| c.rows.len())
            .max()
            .unwrap_or(0);
        let (lo, hi) = (best.rows.iter().min()?, best.rows.iter().max()?);
        let apart = hi - lo >= self.min_gap;
        (apart && best.rows.len() >= 2 * runner_up.max(1)).then(|| Found {
            format: best.format,
            text: best.text.clone(),
        })
    }
}

impl OneDReader for ShelfLabelReader {
    fn decode_row(
        &mut self,
        row_number: u32,
        row: &BitArray,
        hints: &DecodeHints,
    ) -> Result<RXingResult, Exceptions> {
        let result = EAN13Reader
            .decode_row(row_number, row, hints)
            .or_else(|_| Code128Reader.decode_row(row_number, row, hints))?;
        let Some(format) = format_of(*result.getBarcodeFormat()) else {
            return Err(Exceptions::NOT_FOUND);
        };
        if result.getText().is_empty() {
            return Err(Exceptions::NOT_FOUND);
        }
        // Ok stops the scan; the verdict is taken from what was recorded.
        if self.record(format, result.getText(), row_number) {
            Ok(result)
        } else {
            Err(Exceptions::NOT_FOUND)
        }
    }
}

impl Reader for ShelfLabelReader {
    fn decode<B: Binarizer>(
        &mut self,
        image: &mut BinaryBitmap<B>,
    ) -> Result<RXingResult, Exceptions> {
        self._do_decode(image, &DecodeHints::default())
    }

    fn decode_with_hints<B: Binarizer>(
        &mut self,
        image: &mut BinaryBitmap<B>,
        hints: &DecodeHints,
    ) -> Result<RXingResult, Exceptions> {
        self._do_decode(image, hints)
    }
}

/// A binarizer whose rows come from the hybrid binarizer's local-threshold
/// bitmap instead of its per-row histogram.
struct BlockRows<LS: LuminanceSource>(HybridBinarizer<LS>);

impl<LS: LuminanceSource> Binarizer for BlockRows<LS> {
    type Source = LS;

    fn get_luminance_source(&self) -> &LS {
        self.0.get_luminance_source()
    }

    fn get_black_row(&self, y: usize) -> Result<Cow<'_, BitArray>, Exceptions> {
        let matrix = self.0.get_black_matrix()?;
        if y >= matrix.height() as usize {
            return Err(Exceptions::INDEX_OUT_OF_BOUNDS);
        }
        Ok(Cow::Owned(matrix.getRow(y as u32)))
    }

    fn get_black_row_from_matrix(&self, y: usize) -> Result<Cow<'_, BitArray>, Exceptions> {
        self.get_black_row(y)
    }

    fn get_black_matrix(&self) -> Result<&BitMatrix, Exceptions> {
        self.0.get_black_matrix()
    }

    fn get_black_line(
        &self,
        l: usize,
        lt: LineOrientation,
    ) -> Result<Cow<'_, BitArray>, Exceptions> {
        match lt {
            LineOrientation::Row => self.get_black_row(l),
            LineOrientation::Column => self.0.get_black_line(l, lt),
        }
    }

    fn create_binarizer(&self, source: LS) -> Self {
        BlockRows(HybridBinarizer::new(source))
    }

    fn get_width(&self) -> usize {
        self.0.get_width()
    }

    fn get_height(&self) -> usize {
        self.0.get_height()
    }
}

/// The module's state between calls: the frame buffer the page writes into
/// and the last result text.
struct State {
    frame: Vec<u8>,
    result: Vec<u8>,
}

static STATE: Mutex<State> = Mutex::new(State {
    frame: Vec::new(),
    result: Vec::new(),
});

/// Runs `f` on the module's state (a poisoned lock is taken as it is).
fn with_state<T>(f: impl FnOnce(&mut State) -> T) -> T {
    let mut guard = match STATE.lock() {
        Ok(guard) => guard,
        Err(poisoned) => poisoned.into_inner(),
    };
    f(&mut guard)
}

/// Returns a pointer to a buffer of at least `len` bytes in the module's
/// memory for the page to write one luma frame into. The buffer is kept
/// between calls and grows when a larger one is asked for; growing may move
/// it and may grow the memory, so the page calls this before writing each
/// frame and takes a fresh view of `memory.buffer` afterwards. Null when the
/// memory cannot grow that far.
#[no_mangle]
pub extern "C" fn scan_buffer(len: u32) -> *mut u8 {
    with_state(|state| {
        let len = len as usize;
        if len > state.frame.len() {
            if state
                .frame
                .try_reserve_exact(len - state.frame.len())
                .is_err()
            {
                return std::ptr::null_mut();
            }
            state.frame.resize(len, 0);
        }
        state.frame.as_mut_ptr()
    })
}

/// Decodes the `width` x `height` luma frame in the buffer from
/// [`scan_buffer`]. Returns the length in bytes of the UTF-8 result text at
/// [`scan_result`], or 0 when nothing was read or the size is wrong (zero,
/// or more pixels than the buffer holds). Decoding allocates, so the memory
/// may grow: views of `memory.buffer` made before this call may be
/// detached after it.
#[no_mangle]
pub extern "C" fn scan_decode(width: u32, height: u32) -> u32 {
    // The frame is taken out of the state while decoding, so the state is
    // never left locked.
    let frame = with_state(|state| {
        state.result.clear();
        std::mem::take(&mut state.frame)
    });
    let text = decode_luma(&frame, width as usize, height as usize).map(|f| f.result_text());
    with_state(|state| {
        state.frame = frame;
        match text {
            Some(text) => {
                state.result = text.into_bytes();
                u32::try_from(state.result.len()).unwrap_or(0)
            }
            None => 0,
        }
    })
}

/// Pointer to the text of the last [`scan_decode`] (its length is what that
/// call returned).
#[no_mangle]
pub extern "C" fn scan_result() -> *const u8 {
    with_state(|state| state.result.as_ptr())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn average_rows_takes_the_mean_of_the_rows_around_each_pixel() {
        // 2 columns, 4 rows.
        let frame = [0, 10, 30, 10, 60, 10, 90, 250];
        let out = average_rows(&frame, 2, 4, 1);
        // Column 0: rows 0-1, 0-2, 1-3, 2-3.
        assert_eq!([out[0], out[2], out[4], out[6]], [15, 30, 60, 75]);
        // Column 1: (10+10)/2, (10+10+10)/3, (10+10+250)/3, (10+250)/2.
        assert_eq!([out[1], out[3], out[5], out[7]], [10, 10, 90, 130]);
        assert_eq!(
            average_rows(&frame, 2, 4, 10),
            vec![45, 70, 45, 70, 45, 70, 45, 70]
        );
    }

    #[test]
    fn a_text_counts_on_rows_apart_and_well_ahead_of_any_other() {
        let mut reader = ShelfLabelReader::new(5);
        assert!(!reader.record(Format::Ean13, "5012345678900", 240));
        assert_eq!(reader.verdict(), None, "one row");
        reader.record(Format::Ean13, "5012345678900", 241);
        assert_eq!(reader.verdict(), None, "rows that share pixels");
        reader.record(Format::Ean13, "5012345678900", 246);
        let found = Found {
            format: Format::Ean13,
            text: "5012345678900".into(),
        };
        assert_eq!(reader.verdict(), Some(found.clone()));

        // Another text read as often leaves the frame undecided.
        for row in [200, 210, 220] {
            reader.record(Format::Ean13, "7011445678900", row);
        }
        assert_eq!(reader.verdict(), None);
        for row in [250, 260, 270] {
            reader.record(Format::Ean13, "5012345678900", row);
        }
        assert_eq!(reader.verdict(), Some(found));
    }

    #[test]
    fn the_scan_stops_early_only_when_one_text_is_all_there_is() {
        let mut reader = ShelfLabelReader::new(1);
        for row in 0..ShelfLabelReader::EARLY as u32 - 1 {
            assert!(!reader.record(Format::Code128, "CP0151BL", row * 2));
        }
        assert!(reader.record(Format::Code128, "CP0151BL", 100));

        let mut reader = ShelfLabelReader::new(1);
        reader.record(Format::Code128, "CP0151BI", 0);
        for row in 1..=ShelfLabelReader::EARLY as u32 + 2 {
            assert!(!reader.record(Format::Code128, "CP0151BL", row * 2));
        }
    }
}
