# The hall on the head referee's device, and a tablet joining it.
ui-hall-title = The hall
ui-hall-closed-hint = Open the hall so the tablets on this network pair with this device and send each ruling here as it is saved; voids and hall-wide warnings reach them the same way.
ui-hall-open = Open the hall
ui-hall-close = Close the hall
ui-hall-open-at = The hall is open at { $url }
ui-hall-scan = Scan this code with a tablet's camera to pair it, or open the address on the tablet and type the pairing code.
ui-hall-code = Pairing code
ui-hall-code-until = valid until { $time }, for one tablet
ui-hall-requests = Asking to pair
ui-hall-no-requests = No tablet is asking to pair.
ui-hall-compare = Enrol a tablet only when it shows the same fingerprint.
ui-hall-enrol = Enrol as floor referee
ui-hall-refuse = Refuse
ui-hall-devices = Enrolled devices
ui-hall-last-seen = last seen { $time }
ui-hall-never-seen = not seen yet
ui-hall-revoke = Revoke
ui-hall-refusals = Refused requests
ui-hall-refusal = { $code ->
        [hall-unauthorized] signature not accepted
        [not-enrolled] not enrolled
        [revoked] revoked device
        [pairing-refused] pairing refused
        [pairing-code] wrong pairing code
        [hall-busy] too many requests
        [hall-too-large] request too large
        [hall-bundle-refused] records refused by the checks
        [not-found] no such page
       *[other] unreadable request
    }
ui-hall-network-note = Tablets reach the hall only on this network. Keep this device's address and port: a tablet's record belongs to the address it paired on.
ui-join-hall-title = Join the hall
ui-join-hall-hint = The head referee's device at { $host } invites this tablet into its hall.
ui-join-hall-fingerprint = This tablet's fingerprint
ui-join-hall-desktop-hint = To record on this device for the head referee's hall, type the address and pairing code the head referee's screen shows.
ui-join-hall-address = The hall's address
ui-join-hall-name = Your name
ui-join-hall-ask = Ask to join
ui-join-hall-waiting = Waiting for the head referee to enrol this tablet. Their screen shows the same fingerprint.
ui-join-hall-joined = Joined. Each ruling saved here goes to the head referee as it is saved.
ui-link-online = Hall: connected
ui-link-offline = { $n ->
        [0] Hall: offline
        [one] Hall: offline · 1 to send
       *[other] Hall: offline · { $n } to send
    }
ui-link-waiting = Hall: waiting for the head referee
ui-link-refused = Hall: the head referee refused or revoked this tablet
