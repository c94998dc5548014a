//! The browser's side of scanning (hydrate only): the rear camera into a
//! `<video>`, and a reader of its frames: the browser's own
//! `BarcodeDetector` where it reads EAN-13 and Code 128, else the portal's
//! decoder (`/scanner/decoder.wasm`, a plain WebAssembly module with no
//! script of its own), fetched only when a person first presses "Scan".

use js_sys::{Array, Function, Object, Promise, Reflect, Uint8Array};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, HtmlVideoElement, MediaStream};

/// Where the decoder is served (built from `scanner/` into `public/`).
const DECODER_PATH: &str = "/scanner/decoder.wasm";
/// The widest frame read: wider ones are scaled down first.
const FRAME_WIDTH: u32 = 1280;

/// Why scanning cannot start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fault {
    /// The person (or the browser's settings) refused the camera.
    Denied,
    /// There is no camera, or it cannot be opened.
    NoCamera,
    /// Neither the browser nor the decoder can read codes here.
    NoDecoder,
}

/// Whether the browser can be asked for a camera at all.
pub fn has_camera_api() -> bool {
    let Some(w) = web_sys::window() else {
        return false;
    };
    Reflect::get(&w.navigator(), &"mediaDevices".into())
        .ok()
        .filter(|d| !d.is_undefined() && !d.is_null())
        .and_then(|d| Reflect::get(&d, &"getUserMedia".into()).ok())
        .is_some_and(|f| f.is_function())
}

/// An open camera, shown in its `<video>`.
pub struct Camera {
    stream: MediaStream,
}

impl Camera {
    /// Opens the rear camera (any camera where there is none facing back)
    /// into `video`.
    pub async fn open(video: &HtmlVideoElement) -> Result<Camera, Fault> {
        let devices = web_sys::window()
            .and_then(|w| w.navigator().media_devices().ok())
            .ok_or(Fault::NoCamera)?;
        let constraints = object(&[
            (
                "video",
                object(&[
                    (
                        "facingMode",
                        object(&[("ideal", "environment".into())]).into(),
                    ),
                    ("width", object(&[("ideal", 1280.into())]).into()),
                ])
                .into(),
            ),
            ("audio", false.into()),
        ]);
        let asked = devices
            .get_user_media_with_constraints(constraints.unchecked_ref())
            .map_err(|_| Fault::NoCamera)?;
        let stream: MediaStream = JsFuture::from(asked)
            .await
            .map_err(|e| camera_fault(&e))?
            .dyn_into()
            .map_err(|_| Fault::NoCamera)?;
        video.set_src_object(Some(&stream));
        if let Ok(playing) = video.play() {
            let _ = JsFuture::from(playing).await;
        }
        Ok(Camera { stream })
    }

    /// Turns the camera off.
    pub fn stop(&self) {
        for track in self.stream.get_tracks().iter() {
            if let Ok(t) = track.dyn_into::<web_sys::MediaStreamTrack>() {
                t.stop();
            }
        }
    }
}

/// A refused `getUserMedia`'s reason, by the error's name.
fn camera_fault(e: &JsValue) -> Fault {
    let name = Reflect::get(e, &"name".into())
        .ok()
        .and_then(|n| n.as_string())
        .unwrap_or_default();
    match name.as_str() {
        "NotAllowedError" | "SecurityError" | "PermissionDeniedError" => Fault::Denied,
        _ => Fault::NoCamera,
    }
}

/// What reads codes from the camera's frames.
pub enum Reader {
    /// The browser's `BarcodeDetector`.
    Browser(JsValue),
    /// The portal's decoder module.
    Decoder(Decoder),
}

impl Reader {
    /// The browser's detector where it reads both symbols, else the
    /// decoder, fetched now.
    pub async fn new() -> Result<Reader, Fault> {
        if let Some(detector) = browser_detector().await {
            return Ok(Reader::Browser(detector));
        }
        Decoder::load().await.map(Reader::Decoder)
    }

    /// The code in the video's current frame, if one reads.
    pub async fn read(&self, video: &HtmlVideoElement, frame: &Frame) -> Option<String> {
        if video.video_width() == 0 {
            return None;
        }
        match self {
            Reader::Browser(detector) => {
                let detect: Function = Reflect::get(detector, &"detect".into())
                    .ok()?
                    .dyn_into()
                    .ok()?;
                let found = detect
                    .call1(detector, video)
                    .ok()?
                    .dyn_into::<Promise>()
                    .ok()?;
                let found: Array = JsFuture::from(found).await.ok()?.dyn_into().ok()?;
                let first = found.get(0);
                Reflect::get(&first, &"rawValue".into()).ok()?.as_string()
            }
            Reader::Decoder(decoder) => {
                let (luma, width, height) = frame.luma(video)?;
                decoder.decode(&luma, width, height)
            }
        }
    }
}

/// The browser's detector for EAN-13 and Code 128, where it has one that
/// reads both (Chrome on Android and macOS; not Safari, Firefox or Chrome
/// on Linux and Windows).
async fn browser_detector() -> Option<JsValue> {
    let w = web_sys::window()?;
    let ctor: Function = Reflect::get(&w, &"BarcodeDetector".into())
        .ok()?
        .dyn_into()
        .ok()?;
    let supported: Function = Reflect::get(&ctor, &"getSupportedFormats".into())
        .ok()?
        .dyn_into()
        .ok()?;
    let formats = supported.call0(&ctor).ok()?.dyn_into::<Promise>().ok()?;
    let formats: Array = JsFuture::from(formats).await.ok()?.dyn_into().ok()?;
    let has = |f: &str| formats.iter().any(|v| v.as_string().as_deref() == Some(f));
    if !has("ean_13") || !has("code_128") {
        return None;
    }
    let wanted = Array::of2(&"ean_13".into(), &"code_128".into());
    let options = object(&[("formats", wanted.into())]);
    Reflect::construct(&ctor, &Array::of1(&options)).ok()
}

/// The portal's decoder: exports `memory`, `scan_buffer(len) -> ptr`,
/// `scan_decode(width, height) -> len` and `scan_result() -> ptr`; the
/// text read is `ean13:…` or `code128:…`.
pub struct Decoder {
    memory: js_sys::WebAssembly::Memory,
    buffer: Function,
    decode: Function,
    result: Function,
}

impl Decoder {
    async fn load() -> Result<Decoder, Fault> {
        let w = web_sys::window().ok_or(Fault::NoDecoder)?;
        let fetched = w.fetch_with_str(DECODER_PATH);
        let made = js_sys::WebAssembly::instantiate_streaming(&fetched, &Object::new());
        let made = JsFuture::from(made).await.map_err(|_| Fault::NoDecoder)?;
        let exports = Reflect::get(&made, &"instance".into())
            .and_then(|i| Reflect::get(&i, &"exports".into()))
            .map_err(|_| Fault::NoDecoder)?;
        let get = |name: &str| Reflect::get(&exports, &name.into()).map_err(|_| Fault::NoDecoder);
        Ok(Decoder {
            memory: get("memory")?.dyn_into().map_err(|_| Fault::NoDecoder)?,
            buffer: get("scan_buffer")?
                .dyn_into()
                .map_err(|_| Fault::NoDecoder)?,
            decode: get("scan_decode")?
                .dyn_into()
                .map_err(|_| Fault::NoDecoder)?,
            result: get("scan_result")?
                .dyn_into()
                .map_err(|_| Fault::NoDecoder)?,
        })
    }

    /// The code in one grey frame, if one reads.
    fn decode(&self, luma: &[u8], width: u32, height: u32) -> Option<String> {
        let len = luma.len() as u32;
        let at = self
            .buffer
            .call1(&JsValue::NULL, &len.into())
            .ok()?
            .as_f64()? as u32;
        // The memory may have grown: its buffer is read after the call.
        let memory = Uint8Array::new(&self.memory.buffer());
        memory.subarray(at, at + len).copy_from(luma);
        let found = self
            .decode
            .call2(&JsValue::NULL, &width.into(), &height.into())
            .ok()?
            .as_f64()? as u32;
        if found == 0 {
            return None;
        }
        let text_at = self.result.call0(&JsValue::NULL).ok()?.as_f64()? as u32;
        let memory = Uint8Array::new(&self.memory.buffer());
        let text = String::from_utf8(memory.subarray(text_at, text_at + found).to_vec()).ok()?;
        text.split_once(':').map(|(_, code)| code.to_string())
    }
}

/// A canvas kept for reading the video's frames.
pub struct Frame {
    canvas: HtmlCanvasElement,
}

impl Frame {
    pub fn new() -> Option<Frame> {
        let canvas = web_sys::window()?
            .document()?
            .create_element("canvas")
            .ok()?
            .dyn_into()
            .ok()?;
        Some(Frame { canvas })
    }

    /// The video's current frame in grey (one byte a pixel), at most
    /// `FRAME_WIDTH` wide: the bytes, the width and the height.
    fn luma(&self, video: &HtmlVideoElement) -> Option<(Vec<u8>, u32, u32)> {
        let (vw, vh) = (video.video_width(), video.video_height());
        if vw == 0 || vh == 0 {
            return None;
        }
        let width = vw.min(FRAME_WIDTH);
        let height = (u64::from(vh) * u64::from(width) / u64::from(vw)).max(1) as u32;
        self.canvas.set_width(width);
        self.canvas.set_height(height);
        let options = object(&[("willReadFrequently", true.into())]);
        let ctx: CanvasRenderingContext2d = self
            .canvas
            .get_context_with_context_options("2d", &options)
            .ok()??
            .dyn_into()
            .ok()?;
        ctx.draw_image_with_html_video_element_and_dw_and_dh(
            video,
            0.0,
            0.0,
            f64::from(width),
            f64::from(height),
        )
        .ok()?;
        let rgba = ctx
            .get_image_data(0.0, 0.0, f64::from(width), f64::from(height))
            .ok()?
            .data();
        let luma = rgba
            .chunks_exact(4)
            .map(|p| {
                ((u32::from(p[0]) * 77 + u32::from(p[1]) * 150 + u32::from(p[2]) * 29) >> 8) as u8
            })
            .collect();
        Some((luma, width, height))
    }
}

/// Waits `ms` milliseconds.
pub async fn wait_ms(ms: i32) {
    let waited = Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
        }
    });
    let _ = JsFuture::from(waited).await;
}

/// A short beep and a buzz: a part was taken.
pub fn signal_taken(audio: Option<&web_sys::AudioContext>) {
    if let Some(w) = web_sys::window() {
        let _ = w.navigator().vibrate_with_duration(80);
    }
    let Some(ctx) = audio else {
        return;
    };
    let (Ok(tone), Ok(gain)) = (ctx.create_oscillator(), ctx.create_gain()) else {
        return;
    };
    tone.frequency().set_value(1_760.0);
    gain.gain().set_value(0.15);
    let now = ctx.current_time();
    let _ = tone
        .connect_with_audio_node(&gain)
        .and_then(|_| gain.connect_with_audio_node(&ctx.destination()));
    let _ = tone.start_with_when(now);
    let _ = tone.stop_with_when(now + 0.08);
}

/// A plain object of these keys and values.
fn object(fields: &[(&str, JsValue)]) -> Object {
    let o = Object::new();
    for (k, v) in fields {
        let _ = Reflect::set(&o, &(*k).into(), v);
    }
    o
}
