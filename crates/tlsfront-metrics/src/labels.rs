//! Labels fixed at compile time: the [`Label`] trait and the [`label!`](crate::label) macro
//! that declares one, sets of up to three labels ([`LabelSet`]), and the status class every
//! response is counted by.

/// The values of one label, fixed at compile time, so that a metric counted by it cannot be
/// given a value it does not render. Declared with [`label!`].
pub trait Label: Copy + 'static {
    /// The label's name: `reason` in `{reason="flush"}`.
    const NAME: &'static str;
    /// Every value, in the order they are rendered.
    const ALL: &'static [Self];
    /// This value's place in [`Label::ALL`].
    fn index(self) -> usize;
    /// The value as rendered.
    fn value(self) -> &'static str;
}

/// Declares an enum of label values and its [`Label`] impl: the label's name after the enum's,
/// and each variant's rendered value after it (also its inherent `label()`, for logs).
///
/// ```
/// tlsfront_metrics::label! {
///     /// Why a hand-off failed.
///     pub enum Reason: "reason" {
///         Flush => "flush",
///         /// The peer went away.
///         Gone => "gone",
///     }
/// }
/// let counters = tlsfront_metrics::Counters::<Reason>::default();
/// counters.inc(Reason::Gone);
/// assert_eq!(counters.get(Reason::Gone), 1);
/// ```
#[macro_export]
macro_rules! label {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident : $label:literal {
            $( $(#[$variant_meta:meta])* $variant:ident => $value:literal ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        $vis enum $name {
            $( $(#[$variant_meta])* $variant ),+
        }

        impl $name {
            /// The value as rendered in metrics (and logged).
            #[allow(dead_code)]
            $vis fn label(self) -> &'static str {
                match self {
                    $($name::$variant => $value),+
                }
            }
        }

        impl $crate::Label for $name {
            const NAME: &'static str = $label;
            const ALL: &'static [Self] = &[$($name::$variant),+];
            fn index(self) -> usize {
                // Fieldless, with default discriminants: 0, 1, ... in the order of `ALL`.
                self as usize
            }
            fn value(self) -> &'static str {
                self.label()
            }
        }
    };
}

/// One label or several (a tuple of up to three [`Label`]s): what a [`Counters`] is counted by.
pub trait LabelSet: Copy + 'static {
    /// How many distinct sets there are.
    const COUNT: usize;
    /// This set's place among all `COUNT`, the first label outermost.
    fn slot(self) -> usize;
    /// The label pairs of the set at `slot`, in the tuple's order.
    fn labels(slot: usize) -> Vec<(&'static str, &'static str)>;
}

impl<L: Label> LabelSet for L {
    const COUNT: usize = L::ALL.len();
    fn slot(self) -> usize {
        self.index()
    }
    fn labels(slot: usize) -> Vec<(&'static str, &'static str)> {
        vec![(L::NAME, L::ALL[slot].value())]
    }
}

impl<A: Label, B: Label> LabelSet for (A, B) {
    const COUNT: usize = A::ALL.len() * B::ALL.len();
    fn slot(self) -> usize {
        self.0.index() * B::ALL.len() + self.1.index()
    }
    fn labels(slot: usize) -> Vec<(&'static str, &'static str)> {
        let (a, b) = (slot / B::ALL.len(), slot % B::ALL.len());
        vec![(A::NAME, A::ALL[a].value()), (B::NAME, B::ALL[b].value())]
    }
}

impl<A: Label, B: Label, C: Label> LabelSet for (A, B, C) {
    const COUNT: usize = A::ALL.len() * B::ALL.len() * C::ALL.len();
    fn slot(self) -> usize {
        (self.0.index() * B::ALL.len() + self.1.index()) * C::ALL.len() + self.2.index()
    }
    fn labels(slot: usize) -> Vec<(&'static str, &'static str)> {
        let (ab, c) = (slot / C::ALL.len(), slot % C::ALL.len());
        let (a, b) = (ab / B::ALL.len(), ab % B::ALL.len());
        vec![
            (A::NAME, A::ALL[a].value()),
            (B::NAME, B::ALL[b].value()),
            (C::NAME, C::ALL[c].value()),
        ]
    }
}

label! {
    /// A response's status class.
    pub enum StatusClass: "class" {
        Informational => "1xx",
        Success => "2xx",
        Redirection => "3xx",
        ClientError => "4xx",
        ServerError => "5xx",
    }
}

impl StatusClass {
    /// The class of `status`; a status outside 100-599 counts with the nearest class.
    pub fn of(status: u16) -> Self {
        match status {
            0..=199 => StatusClass::Informational,
            200..=299 => StatusClass::Success,
            300..=399 => StatusClass::Redirection,
            400..=499 => StatusClass::ClientError,
            _ => StatusClass::ServerError,
        }
    }
}
