//! What a change to the shop's records came to: done, or refused by a rule
//! (a cap, a missing list, an unknown SKU). Either way it carries what a
//! person reads (or, for a record made, its id beside a refusal's note).
//! A store's own failure (the database did not answer) is not an outcome
//! but an error beside it: `Result<Outcome<N>, E>`.

/// Done or refused, with the note to show (or what was made, and why not).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome<D, R = D> {
    /// The change was made.
    Done(D),
    /// The change was refused; nothing was written.
    Refused(R),
}

impl<D, R> Outcome<D, R> {
    pub fn is_done(&self) -> bool {
        matches!(self, Outcome::Done(_))
    }

    /// What was done; `None` when refused.
    pub fn done(self) -> Option<D> {
        match self {
            Outcome::Done(d) => Some(d),
            Outcome::Refused(_) => None,
        }
    }

    /// Done as `Ok`, refused as `Err`: for a caller to whom a refusal is a
    /// failure (a script loading data, a benchmark).
    pub fn into_result(self) -> Result<D, R> {
        match self {
            Outcome::Done(d) => Ok(d),
            Outcome::Refused(r) => Err(r),
        }
    }

    /// What was done, turned by `f`; a refusal stays as it is.
    pub fn map_done<E>(self, f: impl FnOnce(D) -> E) -> Outcome<E, R> {
        match self {
            Outcome::Done(d) => Outcome::Done(f(d)),
            Outcome::Refused(r) => Outcome::Refused(r),
        }
    }
}

impl<N> Outcome<N> {
    /// The note to show, whichever it came to.
    pub fn note(self) -> N {
        match self {
            Outcome::Done(n) | Outcome::Refused(n) => n,
        }
    }

    /// The note to show, whichever it came to.
    pub fn note_ref(&self) -> &N {
        match self {
            Outcome::Done(n) | Outcome::Refused(n) => n,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_carry_their_note() {
        assert_eq!(Outcome::Done(3).note(), 3);
        assert_eq!(Outcome::Refused(4).note(), 4);
        assert!(Outcome::<(), ()>::Done(()).is_done());
        assert!(!Outcome::<(), ()>::Refused(()).is_done());
    }
}
