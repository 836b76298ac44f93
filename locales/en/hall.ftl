# The head's hall and a device syncing with it (docs/hall-protocol.md).
error-hall-not-paired = This device has not paired with a hall. Scan the QR code on the head referee's screen, or run “mjref pair” with the code it shows.
error-hall-unreachable = The hall at { $url } did not answer: { $reason ->
        [refused] nothing is listening there; the hall may be closed
        [timeout] no answer in time
        [closed] the connection was cut
        [address] that address cannot be reached from this device
       *[other] the network failed
    }. Rulings are kept on this device and sent when the hall is back.
error-hall-forged = An answer came that the head referee's device did not sign. Nothing from it was kept; check that this is the venue's network.
error-hall-unreadable = The hall's answer could not be read. Nothing from it was kept.
error-hall-no-event = This device holds no shared event, so there is no hall to open. Create the event (or join one) first.
error-hall-not-head = Only the event's head referee opens its hall: it is held by { $head } ({ $device }).
error-hall-listen = Cannot listen on { $address } ({ $detail }). Choose another port, or close what uses this one.
error-hall-unauthorized = The hall did not accept this device's signature (its clock, or a request sent twice). Try again; if it persists, set the device's clock.
error-not-enrolled = The head referee has not enrolled this device yet. Ask them to check its fingerprint and enrol it.
error-revoked = The head referee revoked this device. What it records no longer counts; ask the head referee.
error-pairing-refused = The head referee refused this tablet's request to join the hall. Ask them, then pair again with a new code.
error-pairing-code = That pairing code is wrong, used or expired. Ask for the code now on the head referee's screen.
error-hall-busy = The hall is busy. This device tries again by itself.
error-hall-too-large = The hall refused a request this large.
error-hall-bundle-refused = The hall refused what this device sent, and kept none of it (problems found: { $problems }). The head referee sees the refusal in the hall's log.
error-hall-bad-request = The hall could not read this device's request.
