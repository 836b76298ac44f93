## The referee team: this device, its sealed key, the signed referee list.
ui-nav-referees = Referees
ui-team-title = Referee team
ui-team-this-device = This device
ui-team-fingerprint-hint = Read these digits (or the code) to the head referee, who enrols this device.
ui-team-role = Role on this event: { $role ->
    [floor] floor referee
    [head] head referee
    [appeals] appeals committee
   *[none] not on the referee list yet
}
ui-team-sealed = The key is sealed with a passphrase.
ui-team-not-sealed = The key is not sealed. A head referee's or appeals committee's key must be.
ui-team-seal-title = Seal this device's key
ui-team-passphrase = Passphrase
ui-team-passphrase-again = The same passphrase again
ui-team-passphrases-differ = The two passphrases differ: type the same one twice.
ui-team-seal = Seal the key
ui-team-list-title = The referee list
ui-team-list-hint = Devices seen in imported bundles are listed with the referees who used them. Give each a role and a name, then sign the list. Naming another device head referee hands the role on.
ui-team-my-name = Your name (head referee)
ui-team-device-name = Referee's name
ui-team-device-role = Role
ui-team-role-none = not on the list
ui-team-role-floor = floor referee
ui-team-role-head = head referee
ui-team-role-appeals = appeals committee
ui-team-seen-as = recorded as { $names }
ui-team-type-key = A device key typed from its tablet
ui-team-add-key = Add
ui-team-unlock-passphrase = Passphrase of this device's key (if it is locked)
ui-team-publish = Sign the referee list
ui-team-published = The referee list is signed. Export a bundle on the Record screen so every tablet gets it.
ui-team-none-seen = No other device yet: import a floor tablet's bundle on the Record screen, or type its key.
