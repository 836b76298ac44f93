## The event as the head referee runs it: the roster file, each session's seating.
ui-roster-title = Roster and seating from the scoring office
ui-roster-hint = A CSV with the columns session, table, seat, player_id, name (seats E S W N or 东南西北), one row a seat, every session; optionally role (substitute or stand-in) and replaces (the absent player a substitute plays for). It replaces the players and every session's seating; a file with any problem changes nothing.
ui-roster-file = File
ui-roster-choose-open = Choose a file…
ui-roster-import = Read roster
ui-roster-imported = Read { $players } players in { $seats } seats.
ui-roster-imported-version = Read { $players } players in { $seats } seats: version { $version } of the event.
ui-roster-choose-save = Choose where…
ui-roster-export = Write seating
ui-roster-exported = Every session's seating written to { $path }.
ui-seating-session = Seating for
ui-seating-from-roster = Seated from the roster file. Names can be corrected here; seats change with a new file.
ui-seat-role-substitute = substitute
ui-seat-role-stand-in = stand-in
ui-seat-replaces = in place of { $name }: the result counts for them
ui-table-number = Table number
ui-table-go = Open table
ui-table-unknown = There is no table { $n } in this session.
ui-table-count = { $count ->
        [one] { $count } table in this session
       *[other] { $count } tables in this session
    }
ui-share-title = Share the event with the floor tablets
ui-share-hint = Signs the event with this device's key as its first version; this device becomes its head referee. Floor tablets join by importing this device's bundle (Record screen). Later changes are signed as new versions.
ui-share-button = Sign and share this event
ui-share-sharing = Signing…
ui-share-version = Shared: version { $version } of this event is in force. Export a bundle on the Record screen for the floor tablets.
ui-log-event-version = event version { $version }
ui-join-title = Join an event
ui-join-hint = A floor tablet joins the head referee's event by importing the head's bundle: the event, its sessions and seating, its regulations and the referee list. Until then this tablet shows the demo event below, to practise on.
ui-join-button = Join
ui-join-dismiss = Practise on the demo event
ui-join-refused = This bundle cannot be imported:
ui-held-events-title = Events in this record
ui-held-events-hint = This device holds more than one event. Importing a bundle never changes which one rulings are decided under: choose it here.
ui-held-events-version = version { $version }
ui-held-events-in-force = Rulings are decided under this one
ui-held-events-use = Decide under this event
ui-tables-find = Find a table ({ $n } tables): its number, or a player
ui-tables-find-placeholder = 17, or a name
ui-tables-found = { $n ->
    [one] { $n } table
   *[other] { $n } tables
} of { $total }
