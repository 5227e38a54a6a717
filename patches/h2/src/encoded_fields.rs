//! Header fields encoded once and sent in many header blocks.

use bytes::{Bytes, BytesMut};
use http::HeaderMap;

use crate::hpack::encode_literals;

/// Response header fields HPACK-encoded once, to be sent with many responses
/// (`SendResponse::send_response_with_fields`).
///
/// A server that sends the same fields again and again (a file's
/// `content-type`, `etag` and `last-modified`, its own `server`) pays for
/// their HPACK encoding per response: each field is looked up in the
/// connection's dynamic table, and a value that is not indexed is
/// Huffman-coded again. The encoding of a field that neither reads nor
/// changes the dynamic table is the same in every header block of every
/// connection, so it can be made once: a field the static table holds whole
/// is indexed, any other is a literal without indexing (a sensitive value is
/// never indexed), Huffman-coded when that is shorter (RFC 7541 §6.1, §6.2.2,
/// §6.2.3). Sending them costs a copy of the bytes. nginx encodes every
/// response field this way.
///
/// Cloning is cheap: the bytes are shared.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EncodedFields {
    hpack: Bytes,
}

impl EncodedFields {
    /// Encodes `fields`, in their order. Fails, as sending them in a
    /// response would, when a field is connection-specific (RFC 9113 §8.2.2:
    /// `connection`, `transfer-encoding`, `upgrade`, `keep-alive`,
    /// `proxy-connection`, or `te` other than `trailers`).
    pub fn new(fields: &HeaderMap) -> Result<EncodedFields, crate::Error> {
        crate::proto::check_fields(fields)?;
        // One allocation for the common case: Huffman coding rarely makes a value longer,
        // and a representation's head is a few bytes.
        let estimate = fields
            .iter()
            .map(|(name, value)| name.as_str().len() + value.len() + 4)
            .sum();
        let mut hpack = BytesMut::with_capacity(estimate);
        encode_literals(fields, &mut hpack);
        Ok(EncodedFields {
            hpack: hpack.freeze(),
        })
    }

    /// The encoded size in bytes.
    pub fn len(&self) -> usize {
        self.hpack.len()
    }

    /// Whether there are no fields.
    pub fn is_empty(&self) -> bool {
        self.hpack.is_empty()
    }

    pub(crate) fn bytes(&self) -> &Bytes {
        &self.hpack
    }
}

#[cfg(test)]
mod tests {
    use std::io::Cursor;
    use std::ops::ControlFlow;

    use bytes::BytesMut;
    use http::header::{HeaderName, HeaderValue};
    use http::{HeaderMap, Response, StatusCode};

    use super::EncodedFields;
    use crate::hpack::{Decoder, Encoder, Header};

    fn fields() -> HeaderMap {
        let mut fields = HeaderMap::new();
        fields.append("content-type", HeaderValue::from_static("text/html"));
        fields.append("etag", HeaderValue::from_static("\"52201d-264\""));
        // Whole in the static table (index 16).
        fields.append("accept-encoding", HeaderValue::from_static("gzip, deflate"));
        fields.append("x-served-by", HeaderValue::from_static("a"));
        fields.append("x-served-by", HeaderValue::from_static("b"));
        let mut secret = HeaderValue::from_static("token");
        secret.set_sensitive(true);
        fields.append("authorization", secret);
        fields
    }

    fn decode(decoder: &mut Decoder, block: &[u8]) -> Vec<(String, Vec<u8>)> {
        let mut buf = BytesMut::from(block);
        let mut decoded = Vec::new();
        decoder
            .decode(&mut Cursor::new(&mut buf), |header| {
                if let Header::Field { name, value } = header {
                    decoded.push((name.to_string(), value.as_bytes().to_vec()));
                }
                ControlFlow::Continue(())
            })
            .expect("a valid header block");
        decoded
    }

    fn expected() -> Vec<(String, Vec<u8>)> {
        fields()
            .iter()
            .map(|(n, v)| (n.to_string(), v.as_bytes().to_vec()))
            .collect()
    }

    #[test]
    fn decodes_to_the_fields_whatever_the_dynamic_table_holds() {
        let encoded = EncodedFields::new(&fields()).unwrap();
        // A fresh decoder, and one whose dynamic table an earlier block filled (so that
        // an encoding that named a dynamic index would decode to something else).
        let mut fresh = Decoder::new(4096);
        assert_eq!(decode(&mut fresh, encoded.bytes()), expected());
        let mut filled = Decoder::new(4096);
        let mut earlier = BytesMut::new();
        let mut encoder = Encoder::default();
        let mut other = HeaderMap::new();
        other.append("content-type", HeaderValue::from_static("image/png"));
        other.append("x-served-by", HeaderValue::from_static("z"));
        encoder.encode(
            other
                .into_iter()
                .map(|(name, value)| Header::Field { name, value }),
            &mut earlier,
        );
        assert_eq!(decode(&mut filled, &earlier).len(), 2);
        assert_eq!(decode(&mut filled, encoded.bytes()), expected());
        // Nothing was added to the table: the same bytes decode the same way again.
        assert_eq!(decode(&mut filled, encoded.bytes()), expected());
        assert_eq!(decode(&mut fresh, encoded.bytes()), expected());
    }

    #[test]
    fn a_sensitive_value_is_never_indexed() {
        let mut fields = HeaderMap::new();
        let mut secret = HeaderValue::from_static("token");
        secret.set_sensitive(true);
        fields.append("authorization", secret);
        let encoded = EncodedFields::new(&fields).unwrap();
        // Literal never indexed (0001xxxx), name by static index 23: 15 in the
        // 4-bit prefix, then 8.
        assert_eq!(encoded.bytes()[..2], [0x1f, 0x08]);
    }

    #[test]
    fn a_connection_specific_field_is_refused() {
        for (name, value) in [
            ("connection", "close"),
            ("transfer-encoding", "chunked"),
            ("te", "gzip"),
        ] {
            let mut fields = HeaderMap::new();
            fields.append(
                HeaderName::from_static(name),
                HeaderValue::from_static(value),
            );
            assert!(EncodedFields::new(&fields).is_err(), "{name}");
        }
    }

    /// A real client and server: two responses on one connection carry the encoded fields
    /// after the response's own, and the client reads the same fields both times.
    #[tokio::test]
    async fn responses_carry_the_fields_to_a_client() {
        let (client_io, server_io) = tokio::io::duplex(1 << 16);
        let encoded = EncodedFields::new(&fields()).unwrap();
        let server = tokio::spawn(async move {
            let mut connection = crate::server::handshake(server_io).await.unwrap();
            while let Some(Ok((_request, mut reply))) = connection.accept().await {
                let response = Response::builder()
                    .status(StatusCode::OK)
                    .header("date", "Sat, 28 Nov 2026 20:50:49 GMT")
                    .body(())
                    .unwrap();
                reply
                    .send_response_with_fields(response, &encoded, true)
                    .unwrap();
            }
        });
        let (mut client, connection) = crate::client::handshake(client_io).await.unwrap();
        tokio::spawn(connection);
        for _ in 0..2 {
            let request = http::Request::get("https://example.test/")
                .body(())
                .unwrap();
            let (response, _) = client.send_request(request, true).unwrap();
            let response = response.await.unwrap();
            assert_eq!(response.status(), StatusCode::OK);
            let got: Vec<_> = response
                .headers()
                .iter()
                .map(|(n, v)| (n.to_string(), v.as_bytes().to_vec()))
                .collect();
            let mut want = vec![(
                "date".to_string(),
                b"Sat, 28 Nov 2026 20:50:49 GMT".to_vec(),
            )];
            want.extend(expected());
            assert_eq!(got, want);
        }
        drop(client);
        server.await.unwrap();
    }
}
