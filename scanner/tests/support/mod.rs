//! Camera-like test frames of printed shelf labels.
//!
//! A label is drawn the way the portal prints it (bars from `barcoders`,
//! quiet zones, a line of text above and the code's text under the bars),
//! then photographed: placed in a frame on a darker desk, turned by an
//! angle, sampled with antialiasing, blurred, lit unevenly and given
//! sensor noise from a fixed-seed generator.

#![allow(dead_code)]

use barcoders::sym::{code128::Code128, ean13::EAN13};

/// Frame size used by the tests: a phone camera's preview.
pub const WIDTH: usize = 640;
pub const HEIGHT: usize = 480;

/// A small fixed-seed generator (SplitMix64), so every frame is the same
/// on every run.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// Uniform integer in [lo, hi].
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + (self.next_u64() % (hi - lo + 1) as u64) as usize
    }

    /// Standard normal (Box-Muller).
    pub fn gauss(&mut self) -> f64 {
        let u1 = self.unit().max(1e-12);
        let u2 = self.unit();
        (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos()
    }
}

/// The EAN-13 check digit of 12 digits.
pub fn ean13_check_digit(body: &str) -> char {
    let sum: u32 = body
        .chars()
        .enumerate()
        .map(|(i, c)| c.to_digit(10).unwrap() * if i % 2 == 1 { 3 } else { 1 })
        .sum();
    char::from_digit((10 - sum % 10) % 10, 10).unwrap()
}

/// A symbol to print: its modules (true: dark) and the quiet zones the
/// portal leaves either side, in modules.
#[derive(Clone)]
pub struct Symbol {
    pub modules: Vec<bool>,
    pub quiet_left: usize,
    pub quiet_right: usize,
}

/// An EAN-13 (13 digits, check digit included) as the portal prints it.
pub fn ean13(code: &str) -> Symbol {
    let modules = EAN13::new(&code[..12]).expect("EAN-13 digits").encode();
    Symbol {
        modules: modules.into_iter().map(|m| m == 1).collect(),
        quiet_left: 11,
        quiet_right: 7,
    }
}

/// A Code 128 (character set B) of `text` as the portal prints it.
pub fn code128(text: &str) -> Symbol {
    let modules = Code128::new(format!("\u{0181}{text}"))
        .expect("Code 128 text")
        .encode();
    Symbol {
        modules: modules.into_iter().map(|m| m == 1).collect(),
        quiet_left: 10,
        quiet_right: 10,
    }
}

/// Random bars shaped like a symbol (widths 1 to 4 modules), which no
/// reader should take for one.
pub fn random_bars(seed: u64, len: usize) -> Symbol {
    let mut rng = Rng::new(seed);
    let mut modules = Vec::with_capacity(len);
    let mut dark = true;
    while modules.len() < len {
        let run = rng.range(1, 4);
        modules.extend(std::iter::repeat_n(dark, run));
        dark = !dark;
    }
    modules.truncate(len);
    Symbol {
        modules,
        quiet_left: 10,
        quiet_right: 10,
    }
}

/// How the camera sees the label.
#[derive(Clone, Copy, Debug)]
pub struct Shot {
    /// Turn of the label in the frame, in degrees (180 is upside down).
    pub angle: f64,
    /// Size of one module (the narrowest bar) in pixels. At 3 an EAN-13
    /// with its quiet zones spans 339 pixels, about half a 640-pixel frame.
    pub module: f64,
    /// Box blur radius in pixels (0: none) and how many passes.
    pub blur: usize,
    pub blur_passes: usize,
    /// Standard deviation of the sensor noise, in luma levels.
    pub noise: f64,
    /// Light on the darkest side of the frame, as a share of the light on
    /// the brightest (1.0: even light).
    pub dim: f64,
    /// Offset of the label's centre from the frame's centre, in pixels.
    pub shift: (f64, f64),
    pub seed: u64,
}

impl Default for Shot {
    /// A label held square to the camera, 3 pixels a module, sharp, even
    /// light, a little noise.
    fn default() -> Self {
        Shot {
            angle: 0.0,
            module: 3.0,
            blur: 0,
            blur_passes: 1,
            noise: 2.0,
            dim: 1.0,
            shift: (0.0, 0.0),
            seed: 1,
        }
    }
}

impl Shot {
    /// The hard case the tests ask for: turned `angle` degrees, a 3x3 box
    /// blur, noise of 8 levels, light falling to 55 % across the frame.
    pub fn rough(angle: f64, seed: u64) -> Self {
        Shot {
            angle,
            blur: 1,
            noise: 8.0,
            dim: 0.55,
            shift: (14.0, -9.0),
            seed,
            ..Shot::default()
        }
    }
}

/// Paper, ink and desk, as luma under full light.
const PAPER: f64 = 215.0;
const INK: f64 = 35.0;

/// Bars' height in modules, and the label's margins around the symbol.
const BAR_HEIGHT: f64 = 40.0;

/// What the printed label shows at (x, y), in modules from the top left
/// of the bars: `Some(dark)` on the paper, `None` off it.
fn label_at(symbol: &Symbol, text_seed: u64, x: f64, y: f64) -> Option<bool> {
    let n = symbol.modules.len() as f64;
    let left = -(symbol.quiet_left as f64) - 3.0;
    let right = n + symbol.quiet_right as f64 + 3.0;
    let top = -16.0;
    let bottom = BAR_HEIGHT + 13.0;
    if x < left || x >= right || y < top || y >= bottom {
        return None;
    }
    if (0.0..BAR_HEIGHT).contains(&y) && (0.0..n).contains(&x) {
        return Some(symbol.modules[x as usize]);
    }
    // A line of name text above and the code's text below: glyph-like
    // strokes, inside the symbol's width.
    let line = if (-13.0..-5.0).contains(&y) {
        Some((0u64, y + 13.0))
    } else if (BAR_HEIGHT + 3.0..BAR_HEIGHT + 10.0).contains(&y) {
        Some((1u64, y - BAR_HEIGHT - 3.0))
    } else {
        None
    };
    if let Some((which, dy)) = line {
        if (2.0..n - 2.0).contains(&x) {
            let glyph = (x / 5.0) as u64;
            let gx = x - glyph as f64 * 5.0;
            let mut rng = Rng::new(text_seed ^ (which << 32) ^ glyph.wrapping_mul(0x9E37));
            let shape = rng.next_u64();
            // Every sixth glyph is a space.
            if glyph % 6 == 5 {
                return Some(false);
            }
            let stroke = |bit: u64| (shape >> bit) & 1 == 1;
            let dark = (gx < 1.0 && stroke(0))
                || ((1.8..2.8).contains(&gx) && stroke(1))
                || ((3.3..4.2).contains(&gx) && stroke(2))
                || (dy < 1.0 && gx < 4.2 && stroke(3))
                || ((3.5..4.5).contains(&dy) && gx < 4.2 && stroke(4))
                || (dy >= 6.0 && gx < 4.2 && stroke(5));
            return Some(dark);
        }
    }
    Some(false)
}

/// The desk around the label: a darker, uneven surface.
fn desk_at(px: f64, py: f64) -> f64 {
    95.0 + 18.0 * (px / 37.0).sin() * (py / 53.0).cos() + 10.0 * (px / 11.0 + py / 17.0).sin()
}

/// Photographs `symbol` with `shot` into a `WIDTH` x `HEIGHT` luma frame.
pub fn photograph(symbol: &Symbol, shot: &Shot) -> Vec<u8> {
    photograph_sized(symbol, shot, WIDTH, HEIGHT)
}

/// [`photograph`] into a frame of any size.
pub fn photograph_sized(symbol: &Symbol, shot: &Shot, width: usize, height: usize) -> Vec<u8> {
    let n = symbol.modules.len() as f64;
    let module = shot.module;
    let (sin, cos) = shot.angle.to_radians().sin_cos();
    let cx = width as f64 / 2.0 + shot.shift.0;
    let cy = height as f64 / 2.0 + shot.shift.1;
    // Centre of the symbol in label modules.
    let (lx, ly) = (n / 2.0, BAR_HEIGHT / 2.0);

    // Sample each pixel at 3x3 points (the lens and sensor average).
    let mut scene = vec![0f64; width * height];
    for py in 0..height {
        for px in 0..width {
            let mut sum = 0.0;
            for sy in 0..3 {
                for sx in 0..3 {
                    let fx = px as f64 + (sx as f64 + 0.5) / 3.0 - cx;
                    let fy = py as f64 + (sy as f64 + 0.5) / 3.0 - cy;
                    // Frame to label: undo the turn, then the scale.
                    let u = (fx * cos + fy * sin) / module + lx;
                    let v = (-fx * sin + fy * cos) / module + ly;
                    sum += match label_at(symbol, shot.seed, u, v) {
                        Some(true) => INK,
                        Some(false) => PAPER,
                        None => desk_at(px as f64, py as f64),
                    };
                }
            }
            scene[py * width + px] = sum / 9.0;
        }
    }

    for _ in 0..shot.blur_passes {
        box_blur(&mut scene, width, height, shot.blur);
    }

    let mut rng = Rng::new(shot.seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ 0x5EED);
    let mut frame = vec![0u8; width * height];
    for py in 0..height {
        for px in 0..width {
            // Light falls from one corner to the other, mostly across.
            let t = 0.8 * px as f64 / width as f64 + 0.2 * py as f64 / height as f64;
            let light = 1.0 - (1.0 - shot.dim) * (1.0 - t);
            let v = scene[py * width + px] * light + shot.noise * rng.gauss();
            frame[py * width + px] = v.round().clamp(0.0, 255.0) as u8;
        }
    }
    frame
}

/// A separable box blur of radius `r` (a (2r+1) x (2r+1) window), edges
/// clamped.
pub fn box_blur(img: &mut [f64], width: usize, height: usize, r: usize) {
    if r == 0 {
        return;
    }
    let mut tmp = vec![0f64; img.len()];
    let k = (2 * r + 1) as f64;
    for y in 0..height {
        for x in 0..width {
            let mut s = 0.0;
            for d in 0..=2 * r {
                let xx = (x + d).saturating_sub(r).min(width - 1);
                s += img[y * width + xx];
            }
            tmp[y * width + x] = s / k;
        }
    }
    for y in 0..height {
        for x in 0..width {
            let mut s = 0.0;
            for d in 0..=2 * r {
                let yy = (y + d).saturating_sub(r).min(height - 1);
                s += tmp[yy * width + x];
            }
            img[y * width + x] = s / k;
        }
    }
}

/// A frame of sensor noise around mid grey.
pub fn noise_frame(seed: u64, sigma: f64) -> Vec<u8> {
    let mut rng = Rng::new(seed);
    (0..WIDTH * HEIGHT)
        .map(|_| (128.0 + sigma * rng.gauss()).round().clamp(0.0, 255.0) as u8)
        .collect()
}

/// A frame of one flat level.
pub fn flat_frame(level: u8) -> Vec<u8> {
    vec![level; WIDTH * HEIGHT]
}

/// Writes a binary PGM (P5) of a luma frame.
pub fn pgm(frame: &[u8], width: usize, height: usize) -> Vec<u8> {
    let mut out = format!("P5\n{width} {height}\n255\n").into_bytes();
    out.extend_from_slice(&frame[..width * height]);
    out
}

/// EAN-13s used by the tests, check digits included; the last is a UPC-A
/// (036000291452) in its EAN-13 form.
pub const EANS: [&str; 8] = [
    "5012345678900",
    "4006381333931",
    "9780201379624",
    "8711253001202",
    "3037534312122",
    "7612345678900",
    "5901234123457",
    "0036000291452",
];

/// Code 128 texts shaped like portal SKUs.
pub const SKUS: [&str; 8] = [
    "CP0151BL",
    "EL0706",
    "BRK-2231-A",
    "FLT8890",
    "CHN-520-118X",
    "KIT-2024-HD-0042",
    "SPK-IRIDIUM-9",
    "ABCDEFGHIJ0123456789",
];
