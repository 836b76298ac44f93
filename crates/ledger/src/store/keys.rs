//! The device's key in the record: made on the first write, sealed with a passphrase and
//! opened with it, and what it signs besides events (the hall's transport).

use super::*;

impl Store {
    /// The device's key: loaded (or made) on first use, when the rows recorded before the
    /// chain existed are also signed into it.
    pub fn identity(&mut self) -> Result<&Identity, LedgerError> {
        if self.identity.is_none() {
            let identity = self.load_or_create(self.passphrase.as_deref())?;
            adopt_legacy_rows(&mut self.conn, &identity)?;
            self.identity = Some(identity);
        }
        Ok(self.identity.as_ref().expect("just loaded"))
    }

    /// Reads the key, or makes one if there is none. A key that is there but cannot be read
    /// is an error, never replaced: replacing it would silently start a new device. A sealed
    /// key needs its passphrase.
    fn load_or_create(&self, passphrase: Option<&str>) -> Result<Identity, LedgerError> {
        let place = self.key.name();
        match self.key.read(&self.conn)? {
            Some(text) => Identity::parse(&text, passphrase, &place),
            None => {
                let (made, text) = Identity::create()?;
                let kept = self.key.create(&self.conn, &text)?;
                match kept == text {
                    true => Ok(made),
                    // Another process made the key first: use theirs.
                    false => Identity::parse(&kept, passphrase, &place),
                }
            }
        }
    }

    /// This device's public key, if it has one yet; reading it never makes a key and needs no
    /// passphrase.
    pub fn device_key(&self) -> Result<Option<String>, LedgerError> {
        match &self.identity {
            Some(identity) => Ok(Some(identity.device().to_string())),
            None => self
                .key
                .read(&self.conn)?
                .map(|text| Identity::public_in(&text, &self.key.name()))
                .transpose(),
        }
    }

    /// Signs a message for the hall (`transport`) with this device's key, loading it (or making
    /// it) as a write does: a sealed key needs its passphrase.
    pub fn sign_transport(&mut self, message: &[u8]) -> Result<(String, String), LedgerError> {
        let identity = self.identity()?;
        Ok((identity.device().to_string(), identity.sign(message)))
    }

    /// Whether this device's key is sealed by a passphrase; needs none to tell.
    pub fn key_is_sealed(&self) -> Result<bool, LedgerError> {
        match &self.identity {
            Some(identity) => Ok(identity.is_sealed()),
            None => Ok(match self.key.read(&self.conn)? {
                Some(text) => Identity::sealed_in(&text, &self.key.name())?,
                None => false,
            }),
        }
    }

    /// The passphrase that opens this device's key if it is sealed; set it before the first
    /// write.
    pub fn set_passphrase(&mut self, passphrase: Option<String>) {
        self.passphrase = passphrase;
    }

    /// Opens this device's sealed key with `passphrase` for the writes that follow (a front
    /// end asks for it when the head referee acts). A wrong passphrase changes nothing.
    pub fn unlock(&mut self, passphrase: &str) -> Result<(), LedgerError> {
        let identity = self.load_or_create(Some(passphrase))?;
        self.passphrase = Some(passphrase.to_string());
        self.identity = Some(identity);
        Ok(())
    }

    /// This device's role under the record's latest valid referee list, if it has a key and
    /// is named there.
    pub fn role(&self) -> Result<Option<crate::roles::Role>, LedgerError> {
        let Some(device) = self.device_key()? else {
            return Ok(None);
        };
        Ok(self
            .referee_lists()?
            .pop()
            .and_then(|(_, _, list)| list.role_of(&device)))
    }

    /// Seals this device's key with `passphrase`; the device stays the same device.
    pub fn seal_key(&mut self, passphrase: &str) -> Result<(), LedgerError> {
        let place = self.key.name();
        let text = self.identity()?.sealed_text(passphrase, &place)?;
        self.key.replace(&self.conn, &text)?;
        self.identity = None;
        self.passphrase = Some(passphrase.to_string());
        self.identity()?;
        Ok(())
    }
}
