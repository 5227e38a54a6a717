//! Just enough JSON for the `--json` outputs: escaped strings, and objects built field by field.
//! (One small writer instead of a serde_json dependency for a few flat objects.)

use std::fmt::Write as _;

/// A JSON object under construction.
pub struct Object {
    text: String,
}

impl Object {
    pub fn new() -> Self {
        Object {
            text: String::from("{"),
        }
    }

    /// Adds a field whose value is already JSON.
    pub fn raw(mut self, key: &str, json: &str) -> Self {
        if self.text.len() > 1 {
            self.text.push(',');
        }
        self.text.push_str(&string(key));
        self.text.push(':');
        self.text.push_str(json);
        self
    }

    pub fn str(self, key: &str, value: &str) -> Self {
        self.raw(key, &string(value))
    }

    pub fn opt_str(self, key: &str, value: Option<&str>) -> Self {
        match value {
            Some(value) => self.str(key, value),
            None => self.raw(key, "null"),
        }
    }

    pub fn num(self, key: &str, value: i64) -> Self {
        self.raw(key, &value.to_string())
    }

    pub fn bool(self, key: &str, value: bool) -> Self {
        self.raw(key, if value { "true" } else { "false" })
    }

    pub fn strs<S: AsRef<str>>(self, key: &str, values: &[S]) -> Self {
        let items: Vec<String> = values.iter().map(|v| string(v.as_ref())).collect();
        self.raw(key, &array(&items))
    }

    pub fn finish(mut self) -> String {
        self.text.push('}');
        self.text
    }
}

/// A JSON array of values that are already JSON.
pub fn array(items: &[String]) -> String {
    format!("[{}]", items.join(","))
}

/// A JSON string literal.
pub fn string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_what_json_requires() {
        assert_eq!(string("a\"b\\c\nd\u{1}é"), r#""a\"b\\c\nd\u0001é""#);
    }

    #[test]
    fn builds_objects() {
        let object = Object::new()
            .str("name", "a.example")
            .num("days", -3)
            .bool("sealed", true)
            .opt_str("problem", None)
            .strs("names", &["a", "b"])
            .finish();
        assert_eq!(
            object,
            r#"{"name":"a.example","days":-3,"sealed":true,"problem":null,"names":["a","b"]}"#
        );
        assert_eq!(Object::new().finish(), "{}");
    }
}
