//! Which inherited socket serves which configured address: a pure function of the addresses,
//! so the rules are tested without sockets.

use std::net::SocketAddr;

use super::ListenerRole;

/// The outcome of [`assign`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Assignment {
    /// For each configured address, in order, the index of the inherited socket it takes, or
    /// `None` when it is bound anew.
    pub taken: Vec<Option<usize>>,
    /// The inherited sockets no configured address takes, in order.
    pub unused: Vec<usize>,
}

/// Matches configured addresses to inherited sockets (by the address each is bound to):
/// - the same address takes the socket, whatever role either has: it is the same socket
///   whatever it is used for, and binding the address anew would fail while the previous
///   process holds it;
/// - a configured port 0 ("any port") takes a socket of the same role on the same IP address,
///   so that a server started on port 0 keeps its port across an upgrade.
///
/// Each socket serves one address at most; exact matches are made first, so a port-0 address
/// never takes a socket another address names exactly.
pub fn assign(
    configured: &[(ListenerRole, SocketAddr)],
    inherited: &[(Option<ListenerRole>, SocketAddr)],
) -> Assignment {
    let mut taken = vec![None; configured.len()];
    let mut used = vec![false; inherited.len()];
    for (slot, (_, addr)) in configured.iter().enumerate() {
        if addr.port() == 0 {
            continue;
        }
        let found = (0..inherited.len()).find(|&i| !used[i] && inherited[i].1 == *addr);
        if let Some(index) = found {
            used[index] = true;
            taken[slot] = Some(index);
        }
    }
    for (slot, (role, addr)) in configured.iter().enumerate() {
        if addr.port() != 0 {
            continue;
        }
        let found = (0..inherited.len()).find(|&i| {
            let (their_role, their_addr) = inherited[i];
            !used[i] && their_role == Some(*role) && their_addr.ip() == addr.ip()
        });
        if let Some(index) = found {
            used[index] = true;
            taken[slot] = Some(index);
        }
    }
    let unused = (0..inherited.len()).filter(|&i| !used[i]).collect();
    Assignment { taken, unused }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ListenerRole::{Admin, Https, PlainHttp};

    fn addr(text: &str) -> SocketAddr {
        text.parse().unwrap()
    }

    #[test]
    fn the_same_address_takes_its_socket_and_others_are_bound_or_left() {
        let configured = [
            (Https, addr("0.0.0.0:443")),
            (PlainHttp, addr("0.0.0.0:80")),
            (Admin, addr("127.0.0.1:9443")),
        ];
        let inherited = [
            (Some(Admin), addr("127.0.0.1:9443")),
            (Some(Https), addr("0.0.0.0:443")),
            (Some(Https), addr("[::]:443")),
        ];
        let assignment = assign(&configured, &inherited);
        assert_eq!(assignment.taken, [Some(1), None, Some(0)]);
        assert_eq!(assignment.unused, [2]);
    }

    #[test]
    fn an_address_keeps_its_socket_when_its_role_changes_or_is_unknown() {
        let configured = [(PlainHttp, addr("127.0.0.1:8080"))];
        let moved = assign(&configured, &[(Some(Admin), addr("127.0.0.1:8080"))]);
        assert_eq!(moved.taken, [Some(0)]);
        let from_systemd = assign(&configured, &[(None, addr("127.0.0.1:8080"))]);
        assert_eq!(from_systemd.taken, [Some(0)]);
        assert!(from_systemd.unused.is_empty());
    }

    #[test]
    fn port_zero_takes_a_socket_of_its_role_and_ip_that_no_exact_address_names() {
        let configured = [
            (Https, addr("127.0.0.1:0")),
            (Admin, addr("127.0.0.1:0")),
            (Https, addr("127.0.0.1:4000")),
        ];
        let inherited = [
            (Some(Https), addr("127.0.0.1:4000")),
            (Some(Admin), addr("127.0.0.1:5000")),
            (Some(Https), addr("127.0.0.2:6000")),
            (Some(Https), addr("127.0.0.1:7000")),
            (None, addr("127.0.0.1:8000")),
        ];
        let assignment = assign(&configured, &inherited);
        assert_eq!(assignment.taken, [Some(3), Some(1), Some(0)]);
        assert_eq!(assignment.unused, [2, 4]);
    }

    #[test]
    fn nothing_inherited_binds_everything_and_a_socket_serves_one_address() {
        let configured = [(Https, addr("127.0.0.1:1")), (Https, addr("127.0.0.1:1"))];
        assert_eq!(assign(&configured, &[]).taken, [None, None]);
        let once = assign(&configured, &[(Some(Https), addr("127.0.0.1:1"))]);
        assert_eq!(once.taken, [Some(0), None]);
    }
}
