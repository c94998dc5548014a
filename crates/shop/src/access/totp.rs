//! Two-factor sign-in: time-based one-time codes (RFC 6238: HMAC-SHA1 of
//! the 30-second step since 1970, six digits, as every authenticator app
//! reads an `otpauth://` QR code) and single-use recovery codes. A code is
//! taken from the step before to the step after now (a phone's clock a
//! little off), and only for a step later than the last one used, so a
//! code seen over a shoulder cannot be used again. Recovery codes are kept
//! as their SHA-256 only. Nothing here logs a secret or a code.

use hmac::{Hmac, Mac};
use rand::{Rng, RngCore};
use sha2::{Digest, Sha256};

/// Seconds a code lasts.
pub const STEP_SECS: i64 = 30;
/// Digits in a code.
const DIGITS: u32 = 6;
/// Recovery codes made at a time.
pub const RECOVERY_CODES: usize = 10;
/// Letters recovery codes are made of: none read as another.
const RECOVERY_LETTERS: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";

/// A secret shared with the person's authenticator app (160 bits, as the
/// RFC's HMAC-SHA1 key).
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(Vec<u8>);

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Secret(…)")
    }
}

impl Secret {
    /// A new random secret.
    pub fn new() -> Secret {
        let mut bytes = vec![0u8; 20];
        rand::rngs::OsRng.fill_bytes(&mut bytes);
        Secret(bytes)
    }

    /// As an app and the store write it: base32, no padding.
    pub fn base32(&self) -> String {
        data_encoding::BASE32_NOPAD.encode(&self.0)
    }

    /// Reads a base32 secret (spaces and case ignored); `None` when it is
    /// not one, or too short to be safe (under 128 bits).
    pub fn from_base32(text: &str) -> Option<Secret> {
        let clean: String = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| c.to_ascii_uppercase())
            .collect();
        let bytes = data_encoding::BASE32_NOPAD.decode(clean.as_bytes()).ok()?;
        (bytes.len() >= 16).then_some(Secret(bytes))
    }

    /// The code of `step` (six digits, leading zeros kept).
    pub fn code_at(&self, step: i64) -> String {
        let Ok(mut mac) = Hmac::<sha1::Sha1>::new_from_slice(&self.0) else {
            return String::new();
        };
        mac.update(&step.to_be_bytes());
        let sum = mac.finalize().into_bytes();
        let at = usize::from(sum[sum.len() - 1] & 0x0f);
        let word = u32::from_be_bytes([sum[at] & 0x7f, sum[at + 1], sum[at + 2], sum[at + 3]]);
        format!("{:06}", word % 10u32.pow(DIGITS))
    }

    /// The step of `typed` (spaces ignored) if it is the code of the step
    /// before, of or after `now`, and later than `last_used`.
    pub fn check(&self, typed: &str, now: i64, last_used: i64) -> Option<i64> {
        let typed: String = typed.chars().filter(|c| !c.is_whitespace()).collect();
        if typed.len() != DIGITS as usize || !typed.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let step = now.div_euclid(STEP_SECS);
        (step - 1..=step + 1)
            .filter(|s| *s > last_used)
            .find(|s| same(&self.code_at(*s), &typed))
    }

    /// The address an authenticator app reads from the QR code.
    pub fn otpauth(&self, issuer: &str, account: &str) -> String {
        use crate::model::query::encode_component as enc;
        format!(
            "otpauth://totp/{}:{}?secret={}&issuer={}&algorithm=SHA1&digits={DIGITS}&period={STEP_SECS}",
            enc(issuer),
            enc(account),
            self.base32(),
            enc(issuer)
        )
    }
}

impl Default for Secret {
    fn default() -> Self {
        Secret::new()
    }
}

/// Compares two codes in a time that does not depend on where they differ.
fn same(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

/// New recovery codes (two groups of five, about 49 bits each), and
/// their digests to keep.
pub fn recovery_codes() -> (Vec<String>, Vec<String>) {
    let mut rng = rand::rngs::OsRng;
    let mut group = || -> String {
        (0..5)
            .map(|_| RECOVERY_LETTERS[rng.gen_range(0..RECOVERY_LETTERS.len())] as char)
            .collect()
    };
    let codes: Vec<String> = (0..RECOVERY_CODES)
        .map(|_| format!("{}-{}", group(), group()))
        .collect();
    let digests = codes.iter().map(|c| recovery_digest(c)).collect();
    (codes, digests)
}

/// A recovery code's digest, as typed (case, spaces and dashes ignored).
pub fn recovery_digest(typed: &str) -> String {
    let clean: String = typed
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_lowercase())
        .collect();
    hex::encode(Sha256::digest(clean.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 6238 appendix B, SHA-1, its last six digits.
    #[test]
    fn the_rfcs_test_values_come_out() {
        let s = Secret(b"12345678901234567890".to_vec());
        for (t, code) in [
            (59, "287082"),
            (1_111_111_109, "081804"),
            (1_111_111_111, "050471"),
            (1_234_567_890, "005924"),
            (2_000_000_000, "279037"),
            (20_000_000_000, "353130"),
        ] {
            assert_eq!(s.code_at(t / STEP_SECS), code, "T = {t}");
        }
    }

    #[test]
    fn a_code_counts_one_step_either_side_and_never_twice() {
        let s = Secret::new();
        let now = 1_700_000_000;
        let step = now / STEP_SECS;
        assert_eq!(s.check(&s.code_at(step), now, 0), Some(step));
        assert_eq!(s.check(&s.code_at(step - 1), now, 0), Some(step - 1));
        assert_eq!(s.check(&s.code_at(step + 1), now, 0), Some(step + 1));
        assert_eq!(s.check(&s.code_at(step - 2), now, 0), None, "too old");
        assert_eq!(s.check(&s.code_at(step), now, step), None, "used");
        assert_eq!(
            s.check(&s.code_at(step - 1), now, step),
            None,
            "older than used"
        );
        let spaced = format!("{} {}", &s.code_at(step)[..3], &s.code_at(step)[3..]);
        assert_eq!(s.check(&spaced, now, 0), Some(step));
        for bad in ["", "12345", "1234567", "abcdef"] {
            assert_eq!(s.check(bad, now, 0), None, "{bad}");
        }
    }

    #[test]
    fn secrets_read_back_and_short_ones_are_refused() {
        let s = Secret::new();
        let text = s.base32();
        assert_eq!(text.len(), 32);
        assert_eq!(Secret::from_base32(&text.to_lowercase()), Some(s.clone()));
        assert_eq!(Secret::from_base32("JBSWY3DPEHPK3PXP"), None, "80 bits");
        assert_eq!(Secret::from_base32("not base32!"), None);
        assert_eq!(format!("{s:?}"), "Secret(…)");
        let uri = s.otpauth("Dealer Desk", "anna");
        assert!(uri.starts_with("otpauth://totp/Dealer%20Desk:anna?secret="));
    }

    #[test]
    fn recovery_codes_differ_and_are_kept_as_digests() {
        let (codes, digests) = recovery_codes();
        assert_eq!(codes.len(), RECOVERY_CODES);
        let mut unique = codes.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), RECOVERY_CODES);
        assert_eq!(
            recovery_digest(&codes[0].to_uppercase().replace('-', " ")),
            digests[0]
        );
        assert!(!digests[0].contains(&codes[0]));
    }
}
