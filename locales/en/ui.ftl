# UI chrome of the app (ui/). Catalogue, sanction and error strings live in the other files.

ui-app-title = MJ Referee

## Top bar
ui-nav-new = New ruling
ui-nav-log = Log
ui-nav-standings = Standings
ui-nav-catalogue = Catalogue
ui-nav-event = Event
ui-session-label = Session
ui-lang-label = Language
ui-lang-zh-CN = 中文
ui-lang-en = EN
ui-lang-ja = 日本語

## Common
ui-loading = Loading…
ui-screen-not-loaded = This screen could not be loaded: the device lost its connection before it was fetched. Reconnect to the hall and try again.
ui-retry = Try again
ui-back = Back
ui-confirm = Confirm
ui-table-n = Table { $n }
ui-seat-E = East
ui-seat-S = South
ui-seat-W = West
ui-seat-N = North
ui-player-seat = { $name } ({ $seat })
ui-player-unnamed = (no name)
ui-article = Art. { $article }
ui-sanction-with-range = { $sanction } ({ $range })

## New ruling
ui-step-table = Which table?
ui-step-player = Which player?
ui-step-incident = What happened?
ui-step-questions = A few questions
ui-step-verdict = Verdict
ui-no-tables = This event has no tables yet. Add them under Event.
ui-incident-search-label = Find the incident
ui-incident-search-placeholder = Name, article or keyword (中文 / English / 日本語)
ui-incident-frequent = Most used in this event
ui-no-match = No incident matches.
ui-evaluating = Working out the verdict…
ui-arrival-time = Arrival time
ui-scheduled-start = Scheduled start: { $date } { $time }
ui-verdict-tier = Tier
ui-verdict-no-tier = No tier
ui-verdict-article = Article
ui-verdict-sanctions = Sanctions
ui-verdict-not-applicable = This ruleset does not penalise this incident.
ui-verdict-no-sanction = No sanction.
ui-verdict-options = Choose the sanction
ui-verdict-amount = Choose the amount, from { $min } to { $max }
ui-decrease = −
ui-decrease-label = Decrease
ui-increase = +
ui-increase-label = Increase
ui-verdict-reasons = Why
ui-verdict-overridden = Decided by this event's regulations, not the rulebook's
ui-verdict-decided-as = Called { $called }; the hand makes it { $decided }.
ui-log-called = (called { $called })
ui-verdict-summary-book = The book, before this event's own regulations: { $summary }
ui-interpretation = Interpretation:
ui-hand = Hand no. (optional)
ui-hand-less = One hand earlier
ui-hand-more = One hand later
ui-note = Note
ui-note-placeholder = Anything the head referee should know (optional)
ui-record = Record ruling
ui-recording = Saving…
ui-saved = Saved as no. { $seq } at { $time }
ui-new-ruling = New ruling

## Log
ui-log-seq = No. { $seq }
ui-log-sanction-open = Sanction for the head referee to choose: { $options }
ui-log-no-sanction = No sanction
ui-log-undecided = Undecided, recorded without an answer to: { $questions }
ui-log-because = : { $reason }
ui-log-hand = Hand { $n }
ui-log-referee = Referee: { $name }

## Event
ui-event-title = Event setup
ui-event-name = Event name
ui-event-ruleset = Ruleset
ui-event-referee = Referee on this device
ui-event-sessions = Sessions
ui-session-id = ID
ui-session-name = Name
ui-session-date = Date
ui-time-format = A time of day, 24-hour: 09:12 or 0912 (seconds optional).
ui-session-time = Start time
ui-session-add = Add session
ui-session-remove = Remove
ui-event-tables = Tables and players
ui-table-add = Add table
ui-table-remove = Remove table
ui-event-save = Save setup
ui-event-saving = Saving…
ui-event-saved = Setup saved.

## Event regulations (overrides)
ui-event-overrides = Event regulations
ui-overrides-hint = Where the rulebook lets an event set its own rules. Changed values apply to rulings once the setup is saved; “Reset to the rulebook” saves at once.
ui-overrides-none = This ruleset lets an event change none of its penalties.
ui-overrides-other-ruleset = Save the new ruleset first, then set this event's own regulations for it.
ui-override-outcome = Outcome { $n }
ui-override-badge = Event rule
ui-override-bound-gt = More than
ui-override-bound-ge = At least
ui-override-bound-lt = Less than
ui-override-bound-le = At most
ui-override-reset = Reset to the rulebook
ui-override-missing = Enter a number for every value of “{ $incident }”. Nothing was saved.
ui-override-not-a-number = “{ $value }” is not a number (“{ $incident }”): use digits, e.g. 10 or -0.5. Nothing was saved.
ui-hall-warnings-title = Hall-wide warnings
ui-hall-warnings-hint = Offences the head referee has warned the whole hall about ({ $article }): from now on a player's first such offence counts as offence number { $counts }. Saved with the event.
ui-rank-points-title = Rank points by place
ui-rank-points-hint = Leave every place empty to use the rulebook's rank points. Only some rulebooks let an event set its own.
ui-rank-points-place = Place { $place }
ui-rank-points-incomplete = Enter the rank points for every place (place { $place } is empty), or leave them all empty to use the rulebook's. Nothing was saved.
ui-rank-points-not-a-number = “{ $value }” is not a number of rank points (place { $place }). Nothing was saved.

## Catalogue
ui-catalogue-title = Penalty catalogue
ui-catalogue-categories = Filter by category
ui-catalogue-all = All
ui-catalogue-count = { $count ->
    [one] One incident
   *[other] { $count } incidents
}
ui-catalogue-not-punished = Not punished in this ruleset
ui-catalogue-category = Category
ui-catalogue-our-reading = Our reading (not the rulebook's words):
ui-catalogue-questions = What the referee is asked
ui-catalogue-answers = Answer: { $answers }
ui-catalogue-answer-number = a number ({ $unit })
ui-catalogue-answer-player = a player
ui-catalogue-answer-hand = a hand, with the tile picker
ui-catalogue-answer-tile = a tile
ui-catalogue-optional = Optional: checks the call with the hand engine
ui-catalogue-outcomes = Outcomes
ui-catalogue-options = The referee chooses one of:
ui-catalogue-overridable = The rulebook lets an event set its own rule here.
ui-catalogue-overridden = Changed by this event's own regulations
ui-catalogue-compare = Compare across rulesets
ui-compare-title = { $incident } across rulesets
ui-compare-missing = This ruleset has no such incident.

## Standings
ui-standings-title = Standings for this session
ui-standings-note = How the app ranks where the rulebook is silent
ui-scores-hint = Raw session scores, as the table recorded them
ui-score-sign-label = Change the sign
ui-scores-save = Save scores
ui-scores-saving = Saving…
ui-scores-saved = Scores saved.
ui-score-missing = Enter a score for { $name } ({ $seat ->
        [E] East
        [S] South
        [W] West
       *[N] North
    }). Nothing was saved.
ui-score-not-a-number = “{ $value }” is not a score ({ $name }, { $seat ->
        [E] East
        [S] South
        [W] West
       *[N] North
    }): use digits, e.g. 25 or -12.5. Nothing was saved.
ui-standings-unscored = No scores yet: enter them to rank this table.
ui-standings-rank = Rank
ui-standings-player = Player
ui-standings-score = Score
ui-standings-adjusted = After sanctions
ui-standings-rank-points = Rank points
ui-standings-points-from = ({ $before } { $change })
ui-standings-forfeit = Status
ui-standings-forfeit-yes = Forfeited
ui-standings-adjustments = What rulings change
ui-adjust-score = Score
ui-adjust-pay = Payment
ui-adjust-rank_points = Rank points
ui-adjust-forfeit_session = Session forfeited
ui-adjust-annul_results = Results cancelled: no rank points, no score
ui-adjust-disqualification = Disqualified: no rank points for the session
ui-standings-annulled = Results cancelled
ui-standings-disqualified = Disqualified
ui-totals-title = Totals over all scored sessions
ui-totals-substitute = session { $session }: played by { $name } (substitute)
ui-totals-score = Score after sanctions
ui-totals-empty = No table has scores yet.
ui-totals-disqualified = Out

## Tiles, the tile picker and checking a call with the hand engine
ui-tile-m = { $n } Characters
ui-tile-p = { $n } Dots
ui-tile-s = { $n } Bamboo
ui-tile-1z = East wind
ui-tile-2z = South wind
ui-tile-3z = West wind
ui-tile-4z = North wind
ui-tile-5z = White dragon
ui-tile-6z = Green dragon
ui-tile-7z = Red dragon
ui-suits = Suit
ui-suit-m = Characters
ui-suit-p = Dots
ui-suit-s = Bamboo
ui-suit-z = Honours
ui-hand-tiles = The hand
ui-hand-empty = Tap the tiles below to build the hand.
ui-hand-count = { $count } / { $size }
ui-hand-remove = Take out { $tile }
ui-hand-remove-meld = Take out the { $meld } of { $tile }
ui-hand-clear = Clear
ui-cancel = Cancel
ui-meld-label = Make the next tile a meld
ui-meld-pung = Pung
ui-meld-kong = Kong
ui-meld-concealed-kong = Concealed kong
ui-meld-chow = Chow
ui-meld-next = The next tile you tap becomes a { $meld }.
ui-hand-fifth-copy = There are only four { $tile } in the set.
ui-hand-honours = { $tile }: this ruleset plays without honour tiles.
ui-hand-full = The hand already has { $expected } tiles. Tap a tile in the hand to take it out.
ui-hand-no-room = A pung or kong counts as three tiles, and only { $left } of the { $expected } are left.
ui-hand-no-chow = A chow starts at its lowest tile, a 1 to a 7 of a suit: { $tile } starts none.
ui-meld-next-chow = Tap the lowest tile of the chow (the 7 for 789).
ui-check-title = Check the hand
ui-check-hint = Optional. The verdict stands as called; enter the hand to have the hand engine check the call.
ui-check-change = Change
ui-check-clear = Clear answer
ui-check-verdict = The verdict now
ui-analysis-title = What the hand engine says
ui-analysis-waits-title = The hand waits on
ui-analysis-working = Checking the hand…
ui-analysis-win = A win: { $fan } fan, { $points } points.
ui-analysis-fan = { $count ->
    [1] { $name }: { $fan } fan
   *[other] { $name } × { $count }: { $fan } fan
}
ui-analysis-not-win = Not a win. { $reason }
ui-analysis-not-ready = Not ready. { $reason }
ui-analysis-not-win-plain = Not a win.
ui-analysis-waits = Ready on { $count ->
    [one] one tile
   *[other] { $count } tiles
}; the most it can score is { $max } fan.
ui-analysis-wait-fan = { $fan } fan
ui-unlock-passphrase = Passphrase of this device's key
ui-unlock = Unlock
ui-unlock-done = Unlocked until the app closes. Try again.
ui-log-amend = Amend
ui-amend-banner = Amending ruling no. { $seq }: change the answers, then record the amendment with a reason. Who, where and what stay as recorded.
ui-amend-cancel = Stop amending
ui-amend-reason = Why it is amended (kept in the record)
ui-amend-record = Record the amendment
ui-amend-saved = Amendment saved as no. { $seq } at { $time }

# The circumstances of a win (a `circumstances` question; keys from the hand rules).
hand-circumstance-tsumo = Self-drawn
hand-circumstance-last-of-kind = Last tile of its kind
hand-circumstance-after-kong = On the replacement tile after a kong
hand-circumstance-robbing-kong = Robbing a kong
hand-circumstance-last-tile = On the wall's last tile (or its discard)
ui-circumstances = How the win came about
ui-circumstances-none = On a discard, nothing else
ui-flowers = Flowers shown
ui-flowers-count = { $count ->
    [0] No flowers
    [one] One flower
   *[other] { $count } flowers
}
ui-seat-wind = Seat wind
ui-round-wind = Round wind
ui-seat-wind-is = Seat: { $wind }
ui-round-wind-is = Round: { $wind }
ui-catalogue-answer-circumstances = self-drawn or not, flowers, winds and the rest
ui-analysis-win-points = A win of { $points } points{ $flowers ->
    [0] {""}
   *[other] , { $flowers } of them for flowers
}: it reaches the minimum of { $minimum } without the flowers.
ui-analysis-below-minimum = A winning shape of { $points } points{ $flowers ->
    [0] {""}
   *[other] , { $flowers } of them for flowers
}, below the minimum of { $minimum } without the flowers: not a win.
ui-analysis-fan-points = { $count ->
    [1] { $name }: { $points } points
   *[other] { $name } × { $count }: { $points } points
}
ui-analysis-waits-points = Ready on { $count ->
    [one] one tile
   *[other] { $count } tiles
}; the most it can score is { $max } points.
ui-analysis-wait-points = { $points } points
ui-hand-readings = How a hand is counted
ui-hand-readings-hint = Where the book is silent or calculators differ, the event's regulations may choose; the first choice is the app's reading of the book.
# JSMA: the hand engine's answer and the loose tiles a hand entry asks.
hand-circumstance-riichi = Riichi
hand-circumstance-double-riichi = Double riichi
hand-circumstance-first-turn = First turn, no call yet (天和, 地和, 人和)
ui-tiles-seen-dora = Dora indicators
ui-tiles-seen-discards = The player's own discards
ui-tiles-seen-seen = Other tiles already gone (other players' discards and melds)
ui-tiles-seen-add = Add tiles
ui-tiles-seen-done = Done
ui-analysis-riichi-win = A win: { $han } han of yaku, { $dora } dora, { $fu } fu: { $points } points in all.
ui-analysis-riichi-yakuman = A yakuman: { $points } points in all.
ui-analysis-riichi-ron = The discarder pays { $points }.
ui-analysis-riichi-tsumo = The dealer pays { $dealer }, each other player { $others }.
ui-analysis-riichi-tsumo-dealer = Each other player pays { $each }.
ui-analysis-yaku = { $count ->
    [1] { $name }: { $han } han
   *[other] { $name } × { $count }: { $han } han
}
ui-analysis-riichi-ready = Ready on { $count ->
    [one] one tile
   *[other] { $count } tiles
}.
ui-committee-power = What the appeals committee may decide
ui-committee-power-hint = The book can be read more than one way here ({ $article }): the event's regulations choose. The first is the app's reading.
ui-committee-power-uphold = Let the ruling stand: it may not overrule the head referee
ui-committee-power-recommend = Recommend that the head referee change the ruling
ui-committee-power-overturn = Overturn the ruling like any other
