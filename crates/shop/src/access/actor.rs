//! Who does an operation: the person (their account's name, none on an
//! open portal), the address they came from and the role they hold now.
//! Every operation a domain offers takes one, checks its rules against it
//! and records its own audit entry as it (`Access::audit_as`), so no
//! domain reads a request to learn who acts. The app makes it from a
//! request once (`Access::actor`); batch work acts as `Actor::system`.

use std::net::IpAddr;

use crate::model::{audit::Action, role::Role};

use super::{audit::Event, Access, SignedIn};

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Actor {
    /// The signed-in person's account; `None` on an open portal and for
    /// the portal's own work.
    pub who: Option<String>,
    /// Where the request came from (the proxy's last hop where trusted).
    pub address: Option<IpAddr>,
    /// The role they hold now; `None` when not signed in.
    pub role: Option<Role>,
}

impl Actor {
    /// The portal's own work (a sync, a scheduled check): no one, nowhere.
    pub fn system() -> Actor {
        Actor::default()
    }

    /// A signed-in person whose role is at least `need`. On an open portal
    /// no one is known, so no one is.
    pub fn is_at_least(&self, need: Role) -> bool {
        self.who.is_some() && self.role.is_some_and(|r| r.has(need))
    }

    /// Whether the role they hold now is at least `need`: on an open
    /// portal, the role everyone holds there. What an operation checks
    /// before it changes anything (the door checked the same already).
    pub fn may(&self, need: Role) -> bool {
        self.role.is_some_and(|r| r.has(need))
    }

    /// An audit event as this person, from their address (what the event
    /// already names is kept).
    pub fn stamp(&self, e: Event) -> Event {
        Event {
            who: e.who.or_else(|| self.who.clone()),
            address: e.address.or_else(|| self.address.map(|a| a.to_string())),
            ..e
        }
    }
}

impl Access {
    /// Who a request's person is, as the access checks left them on it:
    /// the signed-in account, the role put beside it, and the address.
    pub fn actor(&self, parts: &http::request::Parts) -> Actor {
        Actor {
            who: parts.extensions.get::<SignedIn>().map(|s| s.0.to_string()),
            address: self.client_ip_of(&parts.headers, &parts.extensions),
            role: parts.extensions.get::<Role>().copied(),
        }
    }

    /// Records what `actor` did in the audit log. Never waits.
    pub fn audit_as(&self, actor: &Actor, e: Event) {
        self.audit().record(actor.stamp(e));
    }
}

impl Access {
    /// Makes a feed token named `name` as `actor`: the token and its
    /// secret (shown once), its entry in the audit log.
    pub async fn make_feed_token(
        &self,
        actor: &Actor,
        name: &str,
    ) -> Result<(crate::model::exports::FeedToken, String), super::feed_tokens::TokenError> {
        let made = self.feed_tokens().create(name).await;
        match &made {
            Ok((token, _)) => {
                tracing::info!(token = token.name.as_str(), by = ?actor.who, "feed token made");
                let e = Event::new(Action::FeedTokenMade).on(token.name.clone());
                self.audit_as(actor, e);
            }
            Err(e) => tracing::info!(error = %e, "no feed token made"),
        }
        made
    }

    /// Revokes feed token `id` as `actor`: its name (`None`: no such
    /// token), and its entry in the audit log.
    pub async fn revoke_feed_token(
        &self,
        actor: &Actor,
        id: &str,
    ) -> Result<Option<String>, super::feed_tokens::TokenError> {
        let gone = self.feed_tokens().revoke(id).await?;
        if let Some(name) = &gone {
            tracing::info!(token = name.as_str(), by = ?actor.who, "feed token revoked");
            self.audit_as(actor, Event::new(Action::FeedTokenRevoked).on(name.clone()));
        }
        Ok(gone)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn signed_in(role: Role) -> Actor {
        Actor {
            who: Some("sam".into()),
            address: "192.0.2.7".parse().ok(),
            role: Some(role),
        }
    }

    #[test]
    fn only_a_signed_in_person_of_the_role_or_above_is_at_least_it() {
        assert!(signed_in(Role::Manager).is_at_least(Role::Manager));
        assert!(signed_in(Role::Owner).is_at_least(Role::Manager));
        assert!(!signed_in(Role::Staff).is_at_least(Role::Manager));
        // An open portal's everyone holds a role but is no one.
        let open = Actor {
            role: Some(Role::Owner),
            ..Actor::default()
        };
        assert!(!open.is_at_least(Role::Manager));
        assert!(!Actor::system().is_at_least(Role::Staff));
    }

    #[test]
    fn an_event_is_stamped_with_the_person_and_address_unless_it_names_its_own() {
        let e = signed_in(Role::Staff).stamp(Event::new(Action::Refused).on("quote 1"));
        assert_eq!(e.who.as_deref(), Some("sam"));
        assert_eq!(e.address.as_deref(), Some("192.0.2.7"));
        assert_eq!(e.record.as_deref(), Some("quote 1"));
        let mut named = Event::new(Action::Refused);
        named.who = Some("kim".into());
        assert_eq!(
            signed_in(Role::Staff).stamp(named).who.as_deref(),
            Some("kim")
        );
    }
}
